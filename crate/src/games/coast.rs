//! Coast-to-Coast, the race game of Winning Moves' KING ME set (RULES.md section 7).
//!
//! All 64 squares, the board turned diamond-wise: Black's home a1 at the bottom, Red's home h8
//! at the top. A turn moves one checker: one step to an empty neighbour, or one or more jumps
//! over adjacent pieces of either colour onto the empty squares beyond (nothing is taken),
//! never both. Men go forward, sideways or diagonally towards the opponent's home, never
//! towards their own; Kings go all eight ways. A man that reaches the opponent's home is
//! crowned and makes a free move off it at once; a King that reaches its own home is borne
//! off; the first side to bear off all twelve wins.
//!
//! Every interpretation of the leaflet (its diagrams are lost) is stated once, here, in the
//! constants and comments marked **Interpretation**, and in the player-facing summary:
//!
//! 1. The start position ([`START_FEN`]).
//! 2. Jumping is optional jump by jump: a series of jumps may stop after any jump.
//! 3. A series of jumps never lands twice on the same square (its start included): that is
//!    what ends every series. Since any stop is allowed and moves are identified by where
//!    they start and end (point 6), the rule removes no destination, only loops.
//! 4. A man whose step or jump lands on the opponent's home stops there (from that corner
//!    every direction of a man leaves the board anyway), is crowned, and in the same turn
//!    makes its free move: any King move (a step, or a new series of jumps in
//!    all eight directions) from the home. The free move is a new series: it may go back to
//!    squares the man passed, even to where the man started. So a free move always exists
//!    (the way back is open: the square the man came from is empty, and a jump back crosses
//!    the same piece), and an arrival without one would be illegal but cannot happen.
//! 5. A King's jumps may pass through the opponent's home but may not end there (homes are
//!    empty at the end of every turn); a King that lands on its own home, by a step or any
//!    jump, is borne off at once and its move ends.
//! 6. Duplicate routes: one move per origin, destination and crowning. Nothing is captured,
//!    so two routes with the same ends and the same crowning leave the same position; the
//!    move keeps a shortest route (breadth-first, first found), `captures` stays empty.
//! 7. A player with no legal move passes ([`Move::pass`]).
//!
//! Path length: a crowning move's path is its arrival (at most 15 jumps) plus the free move
//! (at most 15 jumps), both shortest. An exhaustive search over every arrival and free route
//! on the 16 squares a jumping piece can reach (`docs/coast-path-bound.py`) shows the two
//! shortest routes together never exceed 23 landings, within [`MAX_JUMPS`]. Moves per
//! position: at most about 360 (each of 12 pieces has at most 8 steps and 15 jump landings in
//! its square class, crowning adds at most 19 per crowning man), within
//! [`MAX_MOVES`](crate::MAX_MOVES).

use crate::board::geometry::{bits, Bitboard, Dir, Square, FULL8, NONE};
use crate::board::moves::{Move, MoveList, MAX_JUMPS};
use crate::board::squares::SquareNames;
use crate::notation::fen;
use crate::rules::{Rules, VariantInfo};
use crate::said::{Code, Said};
use crate::{Color, FenError, Piece, PieceKind, Position, SetupError, Shape};

/// Coast-to-Coast.
#[derive(Clone, Copy, Debug, Default)]
pub struct CoastToCoast;

/// Black's home, a1 (a bit of [`FULL8`]: row from the top * 8 + file).
pub const A1: Square = 56;
/// Red's home, h8.
pub const H8: Square = 7;

/// **Interpretation 1** (the leaflet's diagram is lost): each side fills the three diagonals
/// next to its home corner (2 + 3 + 4 squares) and the middle three squares of the fourth;
/// the home corner itself starts empty. Black (South) at a1 moves first.
pub const START_FEN: &str =
    "B:Bb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4:Rg5,h5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8";

/// The home corner of a side: where its Kings are borne off, and where the other side's men
/// are crowned.
#[inline(always)]
pub const fn home(c: Color) -> Square {
    match c {
        Color::South => A1,
        Color::North => H8,
    }
}

/// The five directions of a man: forward, sideways or diagonally towards the opponent's
/// home, never closer to its own. Black: north, north-east, east, and sideways north-west /
/// south-east (along its row of the diamond); Red the mirror image.
pub const MAN_DIRS: [[Dir; 5]; 2] = [
    [Dir::N, Dir::NE, Dir::E, Dir::NW, Dir::SE],
    [Dir::S, Dir::SW, Dir::W, Dir::SE, Dir::NW],
];

#[inline(always)]
const fn bit(sq: Square) -> Bitboard {
    1u64 << sq
}

/// The squares reached by series of jumps from `start`, breadth first (a whole layer of
/// landings at a time, on bitboards), with the direction of the jump that first reached each.
/// `occ` is the board without the moving piece; series do not go on from the squares of
/// `stop` (they end there).
struct Reach {
    start: Square,
    reached: Bitboard,
    via: [Bitboard; 8],
}

impl Reach {
    #[inline(always)]
    fn new<const N: usize>(start: Square, occ: Bitboard, dirs: &[Dir; N], stop: Bitboard) -> Reach {
        let mut r = Reach {
            start,
            reached: 0,
            via: [0; 8],
        };
        // **Interpretation 3**: no landing on a square already visited (start included).
        // Breadth first, a square is reached once, by a shortest series.
        let mut visited = bit(start);
        let mut frontier = bit(start);
        while frontier != 0 {
            let from = frontier & !stop;
            let mut next = 0;
            for &d in dirs.iter() {
                let land = FULL8.shift(FULL8.shift(from, d) & occ, d) & !(occ | visited | next);
                r.via[d as usize] |= land;
                next |= land;
            }
            visited |= next;
            r.reached |= next;
            frontier = next;
        }
        r
    }

    /// The landings of a shortest series from the start to `to`, pushed onto `mv`; false
    /// (and `mv` untouched) if they would not fit in a move.
    #[inline]
    fn push_path(&self, to: Square, mv: &mut Move) -> bool {
        let g = &FULL8;
        let mut rev = [NONE; 16];
        let mut k = 0;
        let mut at = to;
        while at != self.start && k < 16 {
            rev[k] = at;
            k += 1;
            let d = Dir::ALL
                .into_iter()
                .find(|&d| self.via[d as usize] & bit(at) != 0);
            at = match d {
                Some(d) => g.jump(at, d.reverse()),
                None => return false,
            };
        }
        if mv.len() + k > MAX_JUMPS {
            return false;
        }
        for &sq in rev[..k].iter().rev() {
            mv.push_landing(sq);
        }
        true
    }

    #[inline(always)]
    fn landings(&self) -> impl Iterator<Item = Square> {
        bits(self.reached)
    }
}

/// The whole-board facts a piece's moves depend on.
struct Board {
    /// Occupied squares without the moving piece.
    occ: Bitboard,
    own_home: Square,
    opp_home: Square,
}

/// Every move of the piece on `from` into `out` (a crowning man: one move per free move).
fn piece_moves(pos: &Position, from: Square, out: &mut MoveList) {
    let me = pos.turn;
    let king = pos.kings & bit(from) != 0;
    let b = Board {
        occ: pos.occupied() & !bit(from),
        own_home: home(me),
        opp_home: home(me.other()),
    };
    if king {
        moves_along(&b, from, true, &Dir::ALL, bit(b.own_home), out);
    } else {
        moves_along(&b, from, false, &MAN_DIRS[me.idx()], bit(b.opp_home), out);
    }
}

/// The steps, then the series of jumps, of a piece moving in `dirs`; series end on `stop`.
#[inline(always)]
fn moves_along<const N: usize>(
    b: &Board,
    from: Square,
    king: bool,
    dirs: &[Dir; N],
    stop: Bitboard,
    out: &mut MoveList,
) {
    let g = &FULL8;
    // One step.
    for &d in dirs.iter() {
        let to = g.step(from, d);
        if to == NONE || b.occ & bit(to) != 0 {
            continue;
        }
        arrive(b, king, Move::step(from, to), out);
    }
    // One or more jumps (**Interpretation 2**: every landing is a destination).
    let reach = Reach::new(from, b.occ, dirs, stop);
    for to in reach.landings() {
        let mut mv = Move::start(from);
        reach.push_path(to, &mut mv);
        arrive(b, king, mv, out);
    }
}

/// What happens where a step or a series of jumps ends: a man on the opponent's home is
/// crowned and makes its free move; a King may not stop on the opponent's home; a King on its
/// own home is borne off (the move simply ends there; [`CoastToCoast::play`] removes it).
#[inline]
fn arrive(b: &Board, king: bool, mv: Move, out: &mut MoveList) {
    let to = mv.to();
    if to == b.opp_home {
        if !king {
            crown(b, mv, out);
        }
        // **Interpretation 5**: a King's series may pass through the opponent's home but a
        // turn never ends on a home.
        return;
    }
    push(out, mv);
}

/// A man has arrived on the opponent's home along `arrival`: it is crowned and makes its free
/// move, any King move from the home (**Interpretation 4**). One move per free move.
fn crown(b: &Board, arrival: Move, out: &mut MoveList) {
    let g = &FULL8;
    let h = b.opp_home;
    for d in Dir::ALL {
        let to = g.step(h, d);
        if to == NONE || b.occ & bit(to) != 0 {
            continue;
        }
        let mut mv = arrival;
        mv.promotion = Some(PieceKind::King);
        if mv.len() < MAX_JUMPS {
            mv.push_landing(to);
            push(out, mv);
        }
    }
    let reach = Reach::new(h, b.occ, &Dir::ALL, bit(b.own_home));
    for to in reach.landings() {
        let mut mv = arrival;
        mv.promotion = Some(PieceKind::King);
        // Never more than 23 landings in all (see the module notes); checked all the same so
        // that no position can overflow the path.
        if reach.push_path(to, &mut mv) {
            push(out, mv);
        }
    }
}

#[inline(always)]
fn push(out: &mut MoveList, mv: Move) {
    // At most about 360 moves exist (module notes); never panic all the same.
    let _ = out.try_push(mv);
}

/// The winner, once a side has no piece left on the board (all borne off). Should both sides
/// be empty (only a FEN can say so), the side that moved last wins.
fn winner(pos: &Position) -> Option<Color> {
    match (pos.by_color[0] == 0, pos.by_color[1] == 0) {
        (false, false) => None,
        (true, false) => Some(Color::South),
        (false, true) => Some(Color::North),
        (true, true) => Some(pos.turn.other()),
    }
}

/// The player-facing rules text, with every interpretation.
const SUMMARY: &str = "Coast-to-Coast, the race game of Winning Moves' KING ME. All 64 squares \
are used and the board stands diamond-wise: Black's home corner a1 at the bottom, Red's home h8 \
at the top. 12 pieces each; Black moves first. Our reading of the lost set-up diagram: each side \
fills the three diagonal rows next to its home (2, 3 and 4 squares) and the middle three squares \
of the fourth; the homes start empty. On your turn move one checker: either one step to an empty \
neighbouring square, or one or more jumps, each over an adjacent piece of either colour onto the \
empty square beyond. Nothing is taken. A step and jumps are never combined. Jumping is never \
compulsory, and you may stop after any jump (our reading); a series of jumps may not land twice \
on the same square (our rule against endless jumping). Pieces move and jump only forward, \
sideways or diagonally towards the opponent's home, never towards their own: Black north, east, \
north-east, north-west and south-east; Red the mirror image. A piece that reaches the opponent's \
home (by a step, or by a jump, which ends its jumping) becomes a King and at once makes a free \
move off the home: a step or jumps in any direction, even back to where it came from (our \
reading). Homes are always empty at the end of a turn. Kings move and jump in all eight \
directions; their jumps may pass through the opponent's home but not stop there (our reading). A \
King that reaches its own home is borne off. The first player to bear off all twelve pieces \
wins. A player who has no legal move passes (our reading). Draw: the same position three times \
with the same player to move.";

impl Rules for CoastToCoast {
    type Position = Position;

    const INFO: VariantInfo = VariantInfo {
        id: "coast-to-coast",
        name: "Coast-to-Coast",
        shape: Shape::Full8,
        diamond: true,
        squares: SquareNames::Algebraic,
        color_names: ["Black", "Red"],
        color_letters: ['B', 'R'],
        // PDN 3.0 has no type for this game: one of the numbers it keeps for future draughts
        // games (42 is our Polish checkers, 43 Stack'Em).
        gametype: "44",
        // Nothing is ever captured: every move is written with '-'.
        capture_separator: '-',
        summary: SUMMARY,
        ..VariantInfo::BASE
    };

    fn start() -> Position {
        Self::parse_fen(START_FEN).expect("the start position is valid")
    }

    fn turn(pos: &Position) -> Color {
        pos.turn
    }

    fn generate(pos: &Position, out: &mut MoveList) {
        out.clear();
        if winner(pos).is_some() {
            return;
        }
        for from in bits(pos.pieces(pos.turn)) {
            piece_moves(pos, from, out);
        }
        // **Interpretation 7**: no legal move, a pass.
        if out.is_empty() {
            out.push(Move::pass());
        }
    }

    fn play(pos: &Position, mv: &Move) -> Position {
        let mut p = *pos;
        let me = pos.turn;
        p.turn = me.other();
        if mv.is_pass() {
            return p;
        }
        let (from, to) = (bit(mv.from), bit(mv.to()));
        let king = pos.kings & from != 0 || mv.promotion == Some(PieceKind::King);
        p.by_color[me.idx()] &= !from;
        p.kings &= !from;
        if mv.to() != home(me) {
            p.by_color[me.idx()] |= to;
            if king {
                p.kings |= to;
            }
        }
        p
    }

    fn piece_at(pos: &Position, sq: Square) -> Option<Piece> {
        pos.piece_at(sq)
    }

    fn decided(pos: &Position) -> Option<(Option<Color>, Said)> {
        let w = winner(pos)?;
        Some((
            Some(w),
            Said::new(Code::BorneOff).color("winner", w, Self::INFO.color_name(w)),
        ))
    }

    fn marks() -> Vec<(Square, &'static str, Color)> {
        Color::BOTH.iter().map(|&c| (home(c), "home", c)).collect()
    }

    /// Twelve less the pieces on the board, per side (a FEN with fewer pieces counts the
    /// missing ones as borne off).
    fn borne_off(pos: &Position) -> Option<[u8; 2]> {
        let off = |c: Color| 12u8.saturating_sub(pos.pieces(c).count_ones() as u8);
        Some([off(Color::South), off(Color::North)])
    }

    fn empty(turn: Color) -> Position {
        Position::empty(turn)
    }

    fn place(pos: &mut Position, sq: Square, stack: &[Piece]) -> Result<(), SetupError> {
        match pos.place(sq, stack) {
            true => Ok(()),
            false => Err(SetupError::NoStacks(Self::INFO.id, Self::INFO.name)),
        }
    }

    fn parse_fen(text: &str) -> Result<Position, FenError> {
        let pos = fen::read_position(&Self::INFO, text)?;
        for h in [A1, H8] {
            if pos.occupied() & bit(h) != 0 {
                return Err(FenError::Invalid(
                    Said::new(Code::FenHome)
                        .square("square", SquareNames::Algebraic.name(&FULL8, h)),
                ));
            }
        }
        Ok(pos)
    }

    fn write_fen(pos: &Position) -> String {
        fen::write_position(&Self::INFO, pos)
    }

    /// A crowning, a bearing off, or a man that ends nearer the opponent's home: moves that
    /// can never be undone. A King's move or a man's sideways move can.
    fn is_irreversible(pos: &Position, mv: &Move) -> bool {
        if mv.is_pass() {
            return false;
        }
        if mv.promotion.is_some() || mv.to() == home(pos.turn) {
            return true;
        }
        if pos.kings & bit(mv.from) != 0 {
            return false;
        }
        let g = &FULL8;
        let level = |sq: Square| {
            let (f, r) = g.coords(sq);
            f + r
        };
        level(mv.from) != level(mv.to())
    }

    fn changes_material(pos: &Position, mv: &Move) -> bool {
        !mv.is_pass() && (mv.promotion.is_some() || mv.to() == home(pos.turn))
    }

    fn text_via(_pos: &Position, mv: &Move) -> Option<Square> {
        if mv.promotion.is_some() {
            mv.landings().iter().copied().find(|&s| s == A1 || s == H8)
        } else {
            None
        }
    }

    fn accepts_route(pos: &Position, mv: &Move, path: &[Square]) -> bool {
        accepts_route(pos, mv, path)
    }

    fn explain_quiet(pos: &Position, from: Square, to: Square) -> Said {
        explain(pos, from, to)
    }
}

/// Whether `path` (origin, then every landing) is a legal route of `mv` (**Interpretation
/// 6**: any route with the same ends and the same crowning is the same move).
fn accepts_route(pos: &Position, mv: &Move, path: &[Square]) -> bool {
    let me = pos.turn;
    if mv.is_pass() || path.len() < 2 || path[0] != mv.from || pos.pieces(me) & bit(mv.from) == 0 {
        return false;
    }
    if path.iter().any(|&s| s as usize >= 64) {
        return false;
    }
    let (own, opp) = (home(me), home(me.other()));
    let occ = pos.occupied() & !bit(mv.from);
    let king = pos.kings & bit(mv.from) != 0;
    let rest = &path[1..];
    let (ok, crowned) = if king {
        (
            segment(occ, mv.from, rest, &Dir::ALL, own) && rest.last() != Some(&opp),
            false,
        )
    } else {
        match rest.iter().position(|&s| s == opp) {
            // A man stops on the opponent's home, then makes its free move as a King.
            Some(i) => (
                segment(occ, mv.from, &rest[..=i], &MAN_DIRS[me.idx()], opp)
                    && i + 1 < rest.len()
                    && segment(occ, opp, &rest[i + 1..], &Dir::ALL, own),
                true,
            ),
            None => (segment(occ, mv.from, rest, &MAN_DIRS[me.idx()], opp), false),
        }
    };
    ok && crowned == mv.promotion.is_some() && path[path.len() - 1] == mv.to()
}

/// Whether `squares` are one step, or a series of jumps, from `start` in `dirs` on the board
/// `occ` (without the moving piece); a series ends on `stop`.
fn segment(occ: Bitboard, start: Square, squares: &[Square], dirs: &[Dir], stop: Square) -> bool {
    let g = &FULL8;
    let step = |at: Square, to: Square| dirs.iter().any(|&d| g.step(at, d) == to);
    if let [to] = squares {
        if step(start, *to) {
            return occ & bit(*to) == 0;
        }
    }
    let mut visited = bit(start);
    let mut at = start;
    for (i, &to) in squares.iter().enumerate() {
        let jump = dirs
            .iter()
            .any(|&d| g.jump(at, d) == to && occ & bit(g.step(at, d)) != 0);
        if !jump || (occ | visited) & bit(to) != 0 || (i > 0 && at == stop) {
            return false;
        }
        visited |= bit(to);
        at = to;
    }
    !squares.is_empty()
}

/// Why `from`-`to` is not a move, in words.
fn explain(pos: &Position, from: Square, to: Square) -> Said {
    let g = &FULL8;
    let name = |s: Square| SquareNames::Algebraic.name(g, s);
    let me = pos.turn;
    let info = &CoastToCoast::INFO;
    let Some(p) = pos.piece_at(from) else {
        return Said::new(Code::NoPiece).square("square", name(from));
    };
    let king = p.kind == PieceKind::King;
    let (own, opp) = (home(me), home(me.other()));
    if to == own && !king {
        let owner = me.other();
        return Said::new(Code::OnlyKingsHome)
            .square("home", name(opp))
            .color("owner", owner, info.color_name(owner));
    }
    if to == opp {
        let code = if king {
            Code::KingThroughHome
        } else {
            Code::CrownedOnHome
        };
        return Said::new(code).square("home", name(opp));
    }
    if pos.occupied() & bit(to) != 0 {
        return Said::new(Code::Occupied).square("square", name(to));
    }
    let (f0, r0) = g.coords(from);
    let (f1, r1) = g.coords(to);
    let (df, dr) = (f1 as i8 - f0 as i8, r1 as i8 - r0 as i8);
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    if straight && !king {
        let d = (df.signum(), dr.signum());
        let allowed = MAN_DIRS[me.idx()].iter().any(|x| x.delta() == d);
        if !allowed {
            return Code::TowardsOwnHome.into();
        }
    }
    if straight && df.abs().max(dr.abs()) == 2 {
        let mid = g
            .at((f0 as i8 + df / 2) as u8, (r0 as i8 + dr / 2) as u8)
            .unwrap_or(NONE);
        if mid != NONE && pos.occupied() & bit(mid) == 0 {
            return Said::new(Code::JumpNeedsPiece).square("square", name(mid));
        }
    }
    Said::new(Code::Unreachable)
        .square("to", name(to))
        .square("from", name(from))
}

/// The evaluation: the race. Each checker still has a way to go: a man to the opponent's
/// home and then, crowned, back to its own; a King to its own home. The side with the shorter
/// total (in king steps, each worth a tenth of a man) stands better, and the side to move is a
/// step ahead.
impl crate::ai::eval::Evaluate for CoastToCoast {
    fn evaluate(pos: &Position) -> i32 {
        const STEP: i32 = 10;
        const TEMPO: i32 = 5;
        let g = &FULL8;
        let dist = |a: Square, b: Square| {
            let ((fa, ra), (fb, rb)) = (g.coords(a), g.coords(b));
            fa.abs_diff(fb).max(ra.abs_diff(rb)) as i32
        };
        let mut way = [0i32; 2];
        for c in Color::BOTH {
            for sq in bits(pos.pieces(c)) {
                way[c.idx()] += if pos.kings & bit(sq) != 0 {
                    dist(sq, home(c))
                } else {
                    // The free move after crowning is made in the same turn.
                    dist(sq, home(c.other())) + 6
                };
            }
        }
        let south = STEP * (way[1] - way[0]);
        crate::ai::eval::for_side_to_move(south, pos.turn) + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn homes_are_a1_and_h8() {
        assert_eq!(SquareNames::Algebraic.name(&FULL8, A1), "a1");
        assert_eq!(SquareNames::Algebraic.name(&FULL8, H8), "h8");
    }
}
