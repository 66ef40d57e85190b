//! Move generation for the classic draughts family, written once and parameterised.
//!
//! American, International, Polish, Russian and Italian draughts (and the checkers of
//! Cheskers) differ only in a handful of switches: whether men capture backwards, whether
//! kings fly, whether a jumped piece leaves the board at once, what happens when a man reaches
//! the far row during a capture, whether a man may take a king, and which captures are
//! compulsory among several. A game states its switches in a `const` [`Family`]; the
//! generator here is `#[inline]` so each game gets code specialised for its constants.
//!
//! Generation allocates nothing: captures are searched depth-first on a single [`Move`]
//! being built, and moves go into a fixed-capacity [`MoveList`].

use crate::board::geometry::{along, bits, first_along, Bitboard, Dir, Geometry, Square, NONE};
use crate::board::moves::{Move, MoveList};
use crate::notation::fen;
use crate::rules::{DrawCounters, Rules, VariantInfo};
use crate::said::{Code, Said};
use crate::{Color, FenError, Piece, PieceKind, Position, SetupError};

/// `$body` once for each direction of `$dirs` (a constant list of at most eight), with `$d`
/// bound to the direction and `$i` to its place in the list: unrolled, so that in each copy
/// the direction is a constant, and so are the shifts and table columns it selects.
macro_rules! each_dir {
    ($dirs:expr, |$i:ident, $d:ident| $body:block) => {{
        let dirs: &'static [Dir] = $dirs;
        each_dir!(@one dirs, 0, $i, $d, $body);
        each_dir!(@one dirs, 1, $i, $d, $body);
        each_dir!(@one dirs, 2, $i, $d, $body);
        each_dir!(@one dirs, 3, $i, $d, $body);
        each_dir!(@one dirs, 4, $i, $d, $body);
        each_dir!(@one dirs, 5, $i, $d, $body);
        each_dir!(@one dirs, 6, $i, $d, $body);
        each_dir!(@one dirs, 7, $i, $d, $body);
    }};
    (@one $dirs:ident, $n:literal, $i:ident, $d:ident, $body:block) => {
        if $n < $dirs.len() {
            #[allow(unused_variables)]
            let $i: usize = $n;
            let $d: Dir = $dirs[$n];
            $body
        }
    };
}

/// What happens when a man reaches the far row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crowning {
    /// It is crowned and the move ends there (American, Italian).
    EndsMove,
    /// It is crowned at once and goes on capturing as a king (Russian).
    Continues,
    /// It is crowned only if the move ends there; passing through does nothing
    /// (International, Polish).
    AtEndOnly,
}

/// Which capture sequences are compulsory among several.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// Any capture may be chosen (American, Russian).
    Free,
    /// Only sequences taking the most pieces (International, Polish, Cheskers' checkers).
    Majority,
    /// The Italian order: most pieces; with a king; most kings; a king met earliest.
    Italian,
}

/// The switches of a game of the draughts family.
#[derive(Clone, Copy, Debug)]
pub struct Family {
    /// The board.
    pub geometry: &'static Geometry,
    /// Men capture backwards as well as forwards.
    pub men_capture_backward: bool,
    /// Kings move and capture at a distance.
    pub flying_kings: bool,
    /// Each jumped piece leaves the board at once (Polish), instead of at the end of the move.
    pub immediate_removal: bool,
    /// Crowning during a capture.
    pub crowning: Crowning,
    /// Men may capture kings (false in Italian).
    pub men_capture_kings: bool,
    /// Which captures are compulsory.
    pub priority: Priority,
    /// Pieces move in all eight directions on all 64 squares (Coronet): men step towards
    /// the opposite corner (three directions) and capture in all eight, kings (queens) go
    /// all eight ways. `false`: the diagonal games on the dark squares.
    pub omni: bool,
    /// Where men are crowned.
    pub crown: CrownAt,
    /// What a man may become when crowned (Cheskers: king, bishop or camel).
    pub promotions: &'static [PieceKind],
}

/// Where a man is crowned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrownAt {
    /// Anywhere on the far rank.
    FarRank,
    /// Only on the far corner on its left (Coronet: a8 for South, h1 for North).
    Corner,
}

impl Family {
    /// The switches of American checkers, from which the other games state their
    /// differences (`Family { flying_kings: true, ..Family::CHECKERS }`).
    pub const CHECKERS: Family = Family {
        geometry: &crate::board::geometry::DARK8,
        men_capture_backward: false,
        flying_kings: false,
        immediate_removal: false,
        crowning: Crowning::EndsMove,
        men_capture_kings: true,
        priority: Priority::Free,
        omni: false,
        crown: CrownAt::FarRank,
        promotions: &[PieceKind::King],
    };

    /// The squares where a man of `c` is crowned.
    #[inline(always)]
    pub fn crown(&self, c: Color) -> Bitboard {
        let g = self.geometry;
        match self.crown {
            CrownAt::FarRank => g.far_rank(c == Color::South),
            CrownAt::Corner => {
                let last = g.size - 1;
                match c {
                    Color::South => g.at(0, last).map_or(0, |s| 1u64 << s),
                    Color::North => g.at(last, 0).map_or(0, |s| 1u64 << s),
                }
            }
        }
    }

    /// The directions a king (queen) moves and captures in.
    #[inline(always)]
    pub fn king_dirs(&self) -> &'static [Dir] {
        if self.omni {
            &Dir::ALL
        } else {
            &Dir::DIAGONAL
        }
    }

    /// The directions a man of `c` steps in.
    #[inline(always)]
    pub fn man_steps(&self, c: Color) -> &'static [Dir] {
        match (self.omni, c) {
            (false, Color::South) => &Dir::NORTH_DIAGONALS,
            (false, Color::North) => &Dir::SOUTH_DIAGONALS,
            (true, Color::South) => &[Dir::N, Dir::W, Dir::NW],
            (true, Color::North) => &[Dir::S, Dir::E, Dir::SE],
        }
    }

    /// The directions a man of `c` captures in.
    #[inline(always)]
    pub fn man_jumps(&self, c: Color) -> &'static [Dir] {
        if self.omni {
            &Dir::ALL
        } else if self.men_capture_backward {
            &Dir::DIAGONAL
        } else {
            self.man_steps(c)
        }
    }

    /// Every direction in which a man of one side or the other captures: a king's.
    #[inline(always)]
    pub fn man_jump_dirs(&self) -> &'static [Dir] {
        self.king_dirs()
    }

    /// Whether a man of `c` captures along `d` (one of [`man_jump_dirs`](Self::man_jump_dirs)).
    #[inline(always)]
    pub fn man_captures_along(&self, c: Color, d: Dir) -> bool {
        self.omni || self.men_capture_backward || is_forward(c, d)
    }

    /// Whether the fast bitboard paths (diagonal shifts, counting without lists) apply.
    #[inline(always)]
    const fn shifts(&self) -> bool {
        !self.omni
    }
}

/// The diagonals a man of `c` moves along.
#[inline(always)]
pub fn forward(c: Color) -> [Dir; 2] {
    match c {
        Color::South => Dir::NORTH_DIAGONALS,
        Color::North => Dir::SOUTH_DIAGONALS,
    }
}

/// Whether the diagonal `d` leads forwards for a man of `c`.
#[inline(always)]
pub fn is_forward(c: Color, d: Dir) -> bool {
    matches!(
        (c, d),
        (Color::South, Dir::NE | Dir::NW) | (Color::North, Dir::SE | Dir::SW)
    )
}

/// The squares from which a piece could jump in direction `d` over one of `prey` onto one of
/// `empty`.
#[inline(always)]
fn jump_sources(g: &Geometry, empty: Bitboard, prey: Bitboard, d: Dir) -> Bitboard {
    let r = d.reverse();
    g.shift(g.shift(empty, r) & prey, r)
}

/// The row on which a man of `c` is crowned.
#[inline(always)]
pub fn crown_row(g: &Geometry, c: Color) -> Bitboard {
    g.far_rank(c == Color::South)
}

/// A game of the draughts family: it states its switches in `FAMILY`, and gets move
/// generation, counting, perft and explanations compiled for those constants (the
/// recursive capture search included).
pub trait Draughts: Sized + 'static {
    /// The game's switches.
    const FAMILY: Family;
    /// Name, board, notation.
    const VARIANT: VariantInfo;
    /// The start position's FEN.
    const START_FEN: &'static str;

    /// Whether the game has pieces beside men and kings, moved by
    /// [`officer_moves`](Self::officer_moves) (Cheskers' bishops and camels).
    const OFFICERS: bool = false;

    /// The weights of the shared evaluation ([`crate::family_eval::family`]).
    const WEIGHTS: crate::ai::eval::Weights = crate::ai::eval::Weights::SHORT_KINGS;

    /// The shared evaluation's endgame weights, where they differ: the evaluation blends
    /// [`WEIGHTS`](Self::WEIGHTS) (all pieces on the board) with these (none) by the pieces
    /// left; `None`: `WEIGHTS` alone.
    const WEIGHTS_END: Option<crate::ai::eval::Weights> = None;

    /// Learned pattern weights ([`crate::ai::patterns`]); `None`: the hand-set evaluation.
    const LEARNED: Option<&'static crate::ai::patterns::Learned> = None;

    /// The search's quiescence also tries promotions ([`Evaluate::QUIET_PROMOTIONS`]).
    ///
    /// [`Evaluate::QUIET_PROMOTIONS`]: crate::ai::eval::Evaluate::QUIET_PROMOTIONS
    const QUIET_PROMOTIONS: bool = false;

    /// The search's reduction far outside the window ([`Evaluate::OUTSIDE_REDUCTION`]).
    ///
    /// [`Evaluate::OUTSIDE_REDUCTION`]: crate::ai::eval::Evaluate::OUTSIDE_REDUCTION
    const OUTSIDE_REDUCTION: bool = false;

    /// What the game's own rules add to the shared evaluation, in hundredths of a man for
    /// South (Cheskers: the safety of the kings).
    fn eval_rule(_pos: &Position) -> i32 {
        0
    }

    /// A draw by the game's move-count rules (see [`Rules::draw_by_rule`]).
    fn draw_rule(_pos: &Position, _counters: &DrawCounters) -> Option<Code> {
        None
    }

    /// The ending a material count rule counts in (0: none). The count runs from when the
    /// ending arose: a capture restarts it, and so does a promotion that changes the ending
    /// (a man crowned inside the ending does not: FMJD's 16-move rule).
    fn ending(_pos: &Position) -> u8 {
        0
    }

    /// A result declared from the position alone (see [`Rules::decided`]).
    fn result_rule(_pos: &Position) -> Option<(Option<Color>, Said)> {
        None
    }

    /// Moves of the pieces beside men and kings, appended to `out`; `captures_only` when a
    /// checker capture is compulsory.
    fn officer_moves(_pos: &Position, _captures_only: bool, _out: &mut MoveList) {}

    /// A last say over the list (Coronet's Queen's Courtesy).
    fn restrict(_pos: &Position, _out: &mut MoveList) {}

    /// Why a move the generic explanations would allow is refused by a rule of this game.
    fn explain_rule(_pos: &Position, _from: Square, _to: Square) -> Option<Said> {
        None
    }

    /// Every legal move of the side to move, captures only when one exists.
    #[inline(always)]
    fn moves_into(pos: &Position, out: &mut MoveList) {
        Self::moves_or_count(pos, out, false);
    }

    /// Every legal move of the side to move into `out`, captures only when one exists; with
    /// `count`, where no capture exists and the game's quiet moves can be counted from the
    /// bitboards (as perft counts them), their number and whether one promotes instead, `out`
    /// left empty. One body for both (the search's leaves count, the rest list), so that the
    /// capture search is compiled once per game.
    #[inline(never)]
    fn moves_or_count(pos: &Position, out: &mut MoveList, count: bool) -> Option<(u64, bool)> {
        out.clear();
        let (men, kings) = (pos.men(pos.turn), pos.kings_of(pos.turn));
        Self::captures(pos, men, kings, out);
        let forced = !out.is_empty();
        if !forced {
            if count && Self::FAMILY.shifts() && !Self::OFFICERS {
                // no bishops or camels here, and men promote on stepping to the crown
                let g = Self::FAMILY.geometry;
                let empty = g.mask & !pos.occupied();
                let crown = Self::FAMILY.crown(pos.turn);
                let promotes = forward(pos.turn)
                    .iter()
                    .any(|&d| g.shift(men, d) & empty & crown != 0);
                return Some((Self::count_quiet(pos, men, kings), promotes));
            }
            Self::quiet(pos, men, kings, out);
        }
        if Self::OFFICERS {
            Self::officer_moves(pos, forced, out);
        }
        Self::restrict(pos, out);
        None
    }

    /// The number of legal moves (counting quiet moves without listing them).
    #[inline(always)]
    fn count_moves(pos: &Position) -> u64 {
        if !Self::FAMILY.shifts() || Self::OFFICERS {
            let mut list = MoveList::new();
            Self::moves_into(pos, &mut list);
            return list.len() as u64;
        }
        let me = pos.turn;
        // No bishops or camels on this path.
        let (men, kings) = (pos.pieces(me) & !pos.kings, pos.kings_of(me));
        let mut caps = CaptureList::new();
        search::<Self, CaptureList>(pos, men, kings, &mut caps);
        if !caps.is_empty() {
            return caps.len() as u64;
        }
        Self::count_quiet(pos, men, kings)
    }

    /// One level down in [`walk_perft`](Self::walk_perft): the leaves' parents count their
    /// moves inline instead of through another call.
    #[inline(always)]
    fn next_level(pos: &Position, depth: u32) -> u64 {
        if depth == 1 {
            Self::count_moves(pos)
        } else {
            Self::walk_perft(pos, depth)
        }
    }

    /// Perft with every move played straight from the bitboards: quiet moves from shifts and
    /// slides, captures from the search's `Capture`s (no route, no [`Move`]), and the last
    /// ply counted without playing it.
    fn walk_perft(pos: &Position, depth: u32) -> u64 {
        if depth <= 1 {
            return if depth == 0 {
                1
            } else {
                Self::count_moves(pos)
            };
        }
        if !Self::FAMILY.shifts() || Self::OFFICERS {
            let mut list = MoveList::new();
            Self::moves_into(pos, &mut list);
            return list
                .iter()
                .map(|m| Self::walk_perft(&pos.apply(m), depth - 1))
                .sum();
        }
        let g = Self::FAMILY.geometry;
        let me = pos.turn;
        // No bishops or camels on this path.
        let (men, kings) = (pos.pieces(me) & !pos.kings, pos.kings_of(me));
        let mut caps = CaptureList::new();
        search::<Self, CaptureList>(pos, men, kings, &mut caps);
        if !caps.is_empty() {
            return caps
                .iter()
                .map(|c| {
                    let child = pos.moved(c.from, c.to, c.captured, c.promotion);
                    Self::next_level(&child, depth - 1)
                })
                .sum();
        }
        let empty = g.mask & !pos.occupied();
        let crown = Self::FAMILY.crown(me);
        let mut child = *pos;
        child.turn = me.other();
        let mut n = 0;
        each_dir!(&Dir::DIAGONAL, |_i, d| {
            if is_forward(me, d) {
                for to in bits(g.shift(men, d) & empty) {
                    let t = 1u64 << to;
                    let f = g.shift(t, d.reverse());
                    child.by_color[me.idx()] = pos.by_color[me.idx()] ^ f ^ t;
                    child.kings = pos.kings | (crown & t);
                    n += Self::next_level(&child, depth - 1);
                }
            }
        });
        for from in bits(kings) {
            let f = 1u64 << from;
            each_dir!(Self::FAMILY.king_dirs(), |_i, d| {
                for to in bits(Self::slide(from, d, empty)) {
                    let t = 1u64 << to;
                    child.by_color[me.idx()] = pos.by_color[me.idx()] ^ f ^ t;
                    child.kings = pos.kings ^ f ^ t;
                    n += Self::next_level(&child, depth - 1);
                }
            });
        }
        n
    }

    /// The empty squares a king on `from` reaches along `d` with a quiet move: the next one,
    /// or, when kings fly, every one up to the first piece.
    #[inline(always)]
    fn slide(from: Square, d: Dir, empty: Bitboard) -> Bitboard {
        let g = Self::FAMILY.geometry;
        if Self::FAMILY.flying_kings {
            g.ray_until(from, d, !empty)
        } else {
            g.shift(1u64 << from, d) & empty
        }
    }

    /// Capture moves of `men` and `kings` (of the side to move), appended to `out`.
    #[inline(always)]
    fn captures(pos: &Position, men: Bitboard, kings: Bitboard, out: &mut MoveList) {
        search::<Self, MoveList>(pos, men, kings, out)
    }

    /// Quiet moves (steps and king slides) of `men` and `kings`, appended to `out`.
    #[inline(always)]
    fn quiet(pos: &Position, men: Bitboard, kings: Bitboard, out: &mut MoveList) {
        let g = Self::FAMILY.geometry;
        let me = pos.turn;
        let empty = g.mask & !pos.occupied();
        let crown = Self::FAMILY.crown(me);
        let mut push_man = |from: Square, to: Square| {
            if crown & (1u64 << to) != 0 {
                for &kind in Self::FAMILY.promotions {
                    let mut m = Move::step(from, to);
                    m.promotion = Some(kind);
                    out.push(m);
                }
            } else {
                out.push(Move::step(from, to));
            }
        };
        if Self::FAMILY.shifts() {
            for d in forward(me) {
                for to in bits(g.shift(men, d) & empty) {
                    push_man(g.step(to, d.reverse()), to);
                }
            }
        } else {
            for from in bits(men) {
                for &d in Self::FAMILY.man_steps(me) {
                    let to = g.step(from, d);
                    if to != NONE && empty & (1u64 << to) != 0 {
                        push_man(from, to);
                    }
                }
            }
        }
        if kings == 0 {
            return;
        }
        if Self::FAMILY.shifts() && !Self::FAMILY.flying_kings {
            for d in Dir::DIAGONAL {
                for to in bits(g.shift(kings, d) & empty) {
                    out.push(Move::step(g.step(to, d.reverse()), to));
                }
            }
        } else {
            for from in bits(kings) {
                for &d in Self::FAMILY.king_dirs() {
                    for to in along(Self::slide(from, d, empty), d) {
                        out.push(Move::step(from, to));
                    }
                }
            }
        }
    }

    /// Why the side to move cannot step or slide from `from` to the empty-or-not `to` (no
    /// capture being compulsory), in words.
    fn explain_step(pos: &Position, from: Square, to: Square) -> Said {
        if let Some(why) = Self::explain_rule(pos, from, to) {
            return why;
        }
        let g = Self::FAMILY.geometry;
        let me = pos.turn;
        let king = pos.kings & (1u64 << from) != 0;
        if pos.occupied() & (1u64 << to) != 0 {
            return Code::SquareNotEmpty.into();
        }
        let Some(&d) = Self::FAMILY
            .king_dirs()
            .iter()
            .find(|&&d| g.ray(from, d) & (1u64 << to) != 0)
        else {
            return if Self::FAMILY.omni {
                Code::AlongLine.into()
            } else {
                Code::Diagonal.into()
            };
        };
        let path = crate::board::geometry::between(g, from, to);
        if !king {
            if !Self::FAMILY.man_steps(me).contains(&d) {
                return if Self::FAMILY.omni {
                    Code::PawnForward.into()
                } else {
                    Code::ManForward.into()
                };
            }
            if path.count_ones() == 1 {
                return if pos.pieces(me) & path != 0 {
                    Code::OwnJump.into()
                } else {
                    Code::ManJump.into()
                };
            }
            return if Self::FAMILY.omni {
                Code::PawnOneSquare.into()
            } else {
                Code::ManOneSquare.into()
            };
        }
        if path & pos.occupied() != 0 {
            return if path & pos.pieces(me) != 0 {
                Code::BlockedByOwn.into()
            } else {
                Code::KingPass.into()
            };
        }
        if !Self::FAMILY.flying_kings {
            return Code::KingOneSquare.into();
        }
        Code::CannotGoThere.into()
    }

    /// The number of quiet moves.
    #[inline(always)]
    fn count_quiet(pos: &Position, men: Bitboard, kings: Bitboard) -> u64 {
        let g = Self::FAMILY.geometry;
        let empty = g.mask & !pos.occupied();
        let mut n = 0;
        each_dir!(&Dir::DIAGONAL, |_i, d| {
            if is_forward(pos.turn, d) {
                n += (g.shift(men, d) & empty).count_ones();
            }
        });
        if Self::FAMILY.flying_kings {
            for from in bits(kings) {
                each_dir!(Self::FAMILY.king_dirs(), |_i, d| {
                    n += Self::slide(from, d, empty).count_ones();
                });
            }
        } else if kings != 0 {
            each_dir!(&Dir::DIAGONAL, |_i, d| {
                n += (g.shift(kings, d) & empty).count_ones();
            });
        }
        n as u64
    }
}

/// A capture as counting and perft need it: what it changes on the board, without its route.
/// Two captures with the same origin, destination, captured set and promotion are one move
/// (the "drop" convention of `reference/perft.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Capture {
    captured: Bitboard,
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
}

/// The captures of one position, for counting and perft.
type CaptureList = arrayvec::ArrayVec<Capture, { crate::board::moves::MAX_MOVES }>;

/// The route of a capture being searched (its landings and captured squares in order), for
/// a sink that keeps it: a [`Move`]; `()` for one that does not.
trait Route {
    fn new() -> Self;
    /// A capture starts from `from`.
    fn start(&mut self, from: Square);
    /// Its `i`-th jump (from 0) takes `over` and lands on `land`.
    fn jump(&mut self, i: usize, over: Square, land: Square);
    /// The landing (by index) where a man was crowned and went on as a king, if any.
    fn crowned(&mut self, at: Option<u8>);
}

impl Route for Move {
    #[inline(always)]
    fn new() -> Self {
        Move::start(0)
    }
    #[inline(always)]
    fn start(&mut self, from: Square) {
        self.from = from;
    }
    #[inline(always)]
    fn jump(&mut self, i: usize, over: Square, land: Square) {
        self.set_jump(i, over, land);
    }
    #[inline(always)]
    fn crowned(&mut self, at: Option<u8>) {
        self.crowned_at = at;
    }
}

impl Route for () {
    #[inline(always)]
    fn new() -> Self {}
    #[inline(always)]
    fn start(&mut self, _from: Square) {}
    #[inline(always)]
    fn jump(&mut self, _i: usize, _over: Square, _land: Square) {}
    #[inline(always)]
    fn crowned(&mut self, _at: Option<u8>) {}
}

/// Where the capture search puts the moves it finds.
trait Sink {
    /// What the sink keeps of a move's route.
    type Route: Route;
    fn clear(&mut self);
    /// Whether a move of this identity is already there.
    fn has(&self, c: &Capture) -> bool;
    /// Adds a move of `n` jumps, whose route is `route`.
    fn add(&mut self, c: Capture, route: &Self::Route, n: usize, key: u32);
}

impl Sink for MoveList {
    type Route = Move;
    #[inline(always)]
    fn clear(&mut self) {
        arrayvec::ArrayVec::clear(self)
    }
    #[inline(always)]
    fn has(&self, c: &Capture) -> bool {
        self.iter().any(|o| {
            o.from == c.from
                && o.to() == c.to
                && o.captured == c.captured
                && o.promotion == c.promotion
        })
    }
    #[inline(always)]
    fn add(&mut self, c: Capture, route: &Move, n: usize, key: u32) {
        let mut m = route.jumps(n, c.captured);
        m.promotion = c.promotion;
        m.key = key;
        self.push(m);
    }
}

impl Sink for CaptureList {
    type Route = ();
    #[inline(always)]
    fn clear(&mut self) {
        arrayvec::ArrayVec::clear(self)
    }
    #[inline(always)]
    fn has(&self, c: &Capture) -> bool {
        self.contains(c)
    }
    #[inline(always)]
    fn add(&mut self, c: Capture, _route: &(), _n: usize, _key: u32) {
        self.push(c);
    }
}

/// Every capture of `men` and `kings` (of the side to move) into `out`, under the game's
/// priority rule.
///
/// The men's first jumps are found for all men at once, one direction at a time, with
/// shifts (as Scan does); the search goes on from each landing square. While it searches,
/// it keeps only the origin, the square reached and the captured set; the route is written
/// only for a sink that wants it (the move list).
///
/// Duplicates (the same origin, destination, captured set and promotion by two routes) are
/// looked for only among captures of three pieces or more, because two captures cannot make
/// one. Short jumps: a route from `F` taking `F + d1`, then `F + 2·d1 + d2` (unit steps) ends
/// on `F + 2·(d1 + d2)`; one taking them in the other order with steps `e1`, `e2` needs
/// `e1 = 2·d1 + d2`, `d1 = 2·e1 + e2` and `e1 + e2 = d1 + d2`, hence `d2 = -d1`: the same
/// piece twice. Flying kings: after a piece taken along `d`, the king sees along `d` and `-d`
/// the same from every landing square (two landings there would give the same capture), so
/// [`Jumps::flying`] searches those two directions from the nearest landing only; a second
/// capture across the line is then on a diagonal through one landing square only and on none
/// through `F`, so no other route reaches it first. Coronet's queens, in eight directions,
/// rest on the tests: their debug build checks the claim on every capture emitted, on random
/// positions of every game (`tests/capture_reference.rs`) besides the perft tables.
#[inline(always)]
fn search<F: Draughts, S: Sink>(pos: &Position, men: Bitboard, kings: Bitboard, out: &mut S) {
    let g = F::FAMILY.geometry;
    let me = pos.turn;
    let occupied = pos.occupied();
    let empty = g.mask & !occupied;
    let opp = pos.pieces(me.other());
    let opp_kings = opp & pos.kings;
    let men_prey = if F::FAMILY.men_capture_kings {
        opp
    } else {
        opp & !opp_kings
    };
    // The men's first jumps, one direction at a time: first whether there is any.
    let mut any = 0;
    if men != 0 {
        each_dir!(F::FAMILY.man_jump_dirs(), |_i, d| {
            if F::FAMILY.man_captures_along(me, d) {
                any |= jump_sources(g, empty, men_prey, d);
            }
        });
        any &= men;
    }
    let kings = if F::FAMILY.flying_kings || kings == 0 {
        kings
    } else {
        let mut jumpers = 0;
        each_dir!(F::FAMILY.king_dirs(), |_i, d| {
            jumpers |= jump_sources(g, empty, opp, d);
        });
        kings & jumpers
    };
    if any | kings != 0 {
        search_from::<F, S>(pos, men & any, kings, out);
    }
}

/// [`search`] once it knows there is a capture, from `men` (those with a first jump) and
/// `kings`; not inlined: one copy for each game and sink.
#[inline(never)]
fn search_from<F: Draughts, S: Sink>(pos: &Position, men: Bitboard, kings: Bitboard, out: &mut S) {
    let g = F::FAMILY.geometry;
    let me = pos.turn;
    let occupied = pos.occupied();
    let empty = g.mask & !occupied;
    let opp = pos.pieces(me.other());
    let opp_kings = opp & pos.kings;
    let mut s = Jumps::<F, S> {
        f: std::marker::PhantomData,
        opp,
        opp_kings,
        occ: occupied,
        crown: F::FAMILY.crown(me),
        south: me == Color::South,
        from: 0,
        route: Route::new(),
        when: 0,
        promoted: false,
        king_mover: false,
        best: 0,
        out,
    };
    if men != 0 {
        let men_prey = s.prey::<true>(0);
        each_dir!(F::FAMILY.man_jump_dirs(), |_i, d| {
            if F::FAMILY.man_captures_along(me, d) {
                for from in bits(men & jump_sources(g, empty, men_prey, d)) {
                    s.begin(from, occupied, false);
                    let over = g.shift(1u64 << from, d);
                    s.jump::<true>(over, g.shift(over, d), 0, 0);
                }
            }
        });
    }
    for from in bits(kings) {
        s.begin(from, occupied, true);
        s.king(from, 0, 0);
    }
}

/// The depth-first capture search of one position. The state of a capture under way (the
/// square reached, the captured set, the number of jumps) goes down the recursion as
/// arguments.
struct Jumps<'a, F: Draughts, S: Sink> {
    f: std::marker::PhantomData<F>,
    opp: Bitboard,
    opp_kings: Bitboard,
    /// Occupied squares, without the moving piece's origin.
    occ: Bitboard,
    crown: Bitboard,
    /// The side to move is South (whose men go north).
    south: bool,
    /// The moving piece's origin.
    from: Square,
    /// The jumps made so far, as the sink keeps them.
    route: S::Route,
    /// Italian: bit `15 - i` set when the `i`-th piece taken is a king.
    when: u32,
    /// The moving man was crowned (it is crowned at the end of the move).
    promoted: bool,
    king_mover: bool,
    best: u32,
    out: &'a mut S,
}

impl<F: Draughts, S: Sink> Jumps<'_, F, S> {
    #[inline(always)]
    fn begin(&mut self, from: Square, occupied: Bitboard, king: bool) {
        self.from = from;
        self.route.start(from);
        self.occ = occupied & !(1u64 << from);
        self.king_mover = king;
    }

    /// The empty squares, once `captured` are taken: with immediate removal they are gone.
    #[inline(always)]
    fn empty(&self, captured: Bitboard) -> Bitboard {
        let blockers = if F::FAMILY.immediate_removal {
            self.occ & !captured
        } else {
            self.occ
        };
        F::FAMILY.geometry.mask & !blockers
    }

    /// What a man (`MAN`) or a king may still take, once `captured` are taken.
    #[inline(always)]
    fn prey<const MAN: bool>(&self, captured: Bitboard) -> Bitboard {
        let mut prey = self.opp & !captured;
        if MAN && !F::FAMILY.men_capture_kings {
            prey &= !self.opp_kings;
        }
        prey
    }

    /// The `n`-th jump (from 0) takes `over` and lands on `land`: the route records it, and
    /// the Italian priorities whether a king was taken.
    #[inline(always)]
    fn took(&mut self, n: usize, over: Square, land: Square) {
        self.route.jump(n, over, land);
        if matches!(F::FAMILY.priority, Priority::Italian) {
            let bit = 15 - n.min(15);
            let king = (self.opp_kings >> over & 1) as u32;
            self.when = (self.when & !((2 << bit) - 1)) | king << bit;
        }
    }

    #[inline(always)]
    fn king(&mut self, sq: Square, captured: Bitboard, n: usize) -> bool {
        if F::FAMILY.flying_kings {
            self.flying(sq, captured, n, None)
        } else {
            self.short::<false>(sq, captured, n)
        }
    }

    /// The `n`-th jump (from 0) of a short-jumping man (`MAN`) or king, over `over` onto
    /// `land` (one square each), after taking `captured`; then the rest of the capture.
    #[inline(always)]
    fn jump<const MAN: bool>(
        &mut self,
        over: Bitboard,
        land: Bitboard,
        captured: Bitboard,
        n: usize,
    ) {
        let l = land.trailing_zeros() as Square;
        self.took(n, over.trailing_zeros() as Square, l);
        let captured = captured | over;
        if MAN && self.crown & land != 0 {
            self.crowned_during_capture(l, captured, n + 1);
        } else if !self.short::<MAN>(l, captured, n + 1) {
            self.emit(l, captured, n + 1);
        }
    }

    /// A short jump along `d` from the square `from` (as a bitboard), if there is one.
    #[inline(always)]
    fn try_jump<const MAN: bool>(
        &mut self,
        from: Bitboard,
        d: Dir,
        prey: Bitboard,
        empty: Bitboard,
        captured: Bitboard,
        n: usize,
    ) -> bool {
        let g = F::FAMILY.geometry;
        let over = g.shift(from, d) & prey;
        let land = g.shift(over, d) & empty;
        if land == 0 {
            return false;
        }
        self.jump::<MAN>(over, land, captured, n);
        true
    }

    /// `f` for each direction in which a short-jumping man (`MAN`) or king of the side to move
    /// (South's when `south`) captures.
    #[inline(always)]
    fn jump_dirs<const MAN: bool>(south: bool, mut f: impl FnMut(Dir)) {
        if MAN {
            let color = if south { Color::South } else { Color::North };
            each_dir!(F::FAMILY.man_jump_dirs(), |_i, d| {
                if F::FAMILY.man_captures_along(color, d) {
                    f(d);
                }
            });
        } else {
            each_dir!(F::FAMILY.king_dirs(), |_i, d| {
                f(d);
            });
        }
    }

    /// The jumps of a short-jumping man (`MAN`) or king standing on `sq` after `n` jumps
    /// that took `captured`; whether there is any. Most landings have none, which is seen
    /// here before the recursion is entered.
    #[inline(always)]
    fn short<const MAN: bool>(&mut self, sq: Square, captured: Bitboard, n: usize) -> bool {
        let g = F::FAMILY.geometry;
        let from = 1u64 << sq;
        let prey = self.prey::<MAN>(captured);
        let empty = self.empty(captured);
        let mut lands = 0;
        Self::jump_dirs::<MAN>(self.south, |d| {
            lands |= g.shift(g.shift(from, d) & prey, d) & empty;
        });
        if lands == 0 {
            return false;
        }
        self.short_jumps::<MAN>(from, prey, empty, captured, n);
        true
    }

    /// The jumps of [`short`](Self::short), made.
    fn short_jumps<const MAN: bool>(
        &mut self,
        from: Bitboard,
        prey: Bitboard,
        empty: Bitboard,
        captured: Bitboard,
        n: usize,
    ) {
        Self::jump_dirs::<MAN>(self.south, |d| {
            self.try_jump::<MAN>(from, d, prey, empty, captured, n);
        });
    }

    /// A man has just landed on its crowning row with its `n`-th jump.
    #[cold]
    #[inline(never)]
    fn crowned_during_capture(&mut self, land: Square, captured: Bitboard, n: usize) {
        match F::FAMILY.crowning {
            Crowning::EndsMove => {
                self.promoted = true;
                self.emit(land, captured, n);
                self.promoted = false;
            }
            Crowning::Continues => {
                self.promoted = true;
                self.route.crowned(Some(n as u8 - 1));
                if !self.king(land, captured, n) {
                    self.emit(land, captured, n);
                }
                self.route.crowned(None);
                self.promoted = false;
            }
            Crowning::AtEndOnly => {
                if !self.short::<true>(land, captured, n) {
                    self.promoted = true;
                    self.emit(land, captured, n);
                    self.promoted = false;
                }
            }
        }
    }

    /// The captures at a distance of a flying king standing on `sq` after `n` jumps that took
    /// `captured`; whether there is any. `line`: the king has just taken a piece along this
    /// line and stands on a landing square other than the nearest, from which the search
    /// already looked along the line both ways (it sees there what every landing square sees).
    fn flying(&mut self, sq: Square, captured: Bitboard, n: usize, line: Option<Dir>) -> bool {
        let empty = self.empty(captured);
        let prey = self.opp & !captured;
        let mut any = false;
        each_dir!(F::FAMILY.king_dirs(), |_i, d| {
            if !line.is_some_and(|l| d == l || d == l.reverse()) {
                any |= self.fly(sq, d, empty, prey, captured, n);
            }
        });
        any
    }

    /// The captures of a flying king on `sq` along `d` (see [`flying`](Self::flying)).
    fn fly(
        &mut self,
        sq: Square,
        d: Dir,
        empty: Bitboard,
        prey: Bitboard,
        captured: Bitboard,
        n: usize,
    ) -> bool {
        let g = F::FAMILY.geometry;
        let hit = g.ray(sq, d) & !empty;
        if hit == 0 {
            return false;
        }
        let over = first_along(hit, d);
        if prey & (1u64 << over) == 0 {
            return false;
        }
        let lands = g.ray_until(over, d, !empty);
        if lands == 0 {
            return false;
        }
        let captured = captured | (1u64 << over);
        // A king that can go on capturing must land where it can.
        let mut goes_on = false;
        let mut seen_line = None;
        for l in along(lands, d) {
            self.took(n, over, l);
            goes_on |= self.flying(l, captured, n + 1, seen_line);
            seen_line = Some(d);
        }
        if !goes_on {
            for l in along(lands, d) {
                self.took(n, over, l);
                self.emit(l, captured, n + 1);
            }
        }
        true
    }

    /// Offers the capture of `n` pieces (`captured`) ending on `to` to the sink, applying the
    /// priority rule and the drop convention.
    #[inline(never)]
    fn emit(&mut self, to: Square, captured: Bitboard, n: usize) {
        if self.promoted && F::FAMILY.promotions.len() > 1 {
            for &kind in F::FAMILY.promotions {
                self.emit_as(to, captured, n, Some(kind));
            }
            return;
        }
        let promotion = self.promoted.then_some(F::FAMILY.promotions[0]);
        self.emit_as(to, captured, n, promotion);
    }

    /// [`emit`](Self::emit) with the promotion decided.
    #[inline(always)]
    fn emit_as(&mut self, to: Square, captured: Bitboard, n: usize, promotion: Option<PieceKind>) {
        let key = match F::FAMILY.priority {
            Priority::Free => 0,
            Priority::Majority => n as u32,
            Priority::Italian => {
                // The most pieces; then a capture by a king; then the most kings; then the
                // kings met earliest, compared king by king (the first king taken earlier
                // wins; if level, the second; and so on: FID art. 6, as dctl implements it;
                // `reference/perft.md`'s Gilbert3 depth 7 turns on the second king).
                let kings = (captured & self.opp_kings).count_ones();
                let when = self.when & !((1u32 << (16 - n.min(16))) - 1);
                (n as u32) << 24 | (self.king_mover as u32) << 23 | kings << 16 | when
            }
        };
        if key < self.best {
            return;
        }
        if key > self.best {
            self.out.clear();
            self.best = key;
        }
        let c = Capture {
            captured,
            from: self.from,
            to,
            promotion,
        };
        // Only three captures or more can repeat a move (see `search`).
        if n >= 3 && self.out.has(&c) {
            return;
        }
        debug_assert!(
            n >= 3 || !self.out.has(&c),
            "a capture of {n} found twice: {c:?}"
        );
        self.out.add(c, &self.route, n, key);
    }
}

/// Every game of the family is a [`Rules`] game on the shared [`Position`].
impl<T: Draughts> Rules for T {
    type Position = Position;

    const INFO: VariantInfo = T::VARIANT;

    fn start() -> Position {
        Self::parse_fen(T::START_FEN).expect("the start position is valid")
    }

    fn crowning_squares(c: Color) -> Bitboard {
        T::FAMILY.crown(c)
    }

    fn turn(pos: &Position) -> Color {
        pos.turn
    }

    #[inline]
    fn generate(pos: &Position, out: &mut MoveList) {
        T::moves_into(pos, out)
    }

    #[inline]
    fn horizon(pos: &Position, out: &mut MoveList) -> Option<(u64, bool)> {
        T::moves_or_count(pos, out, true).or_else(|| crate::rules::horizon_of(out))
    }

    #[inline]
    fn play(pos: &Position, mv: &Move) -> Position {
        pos.apply(mv)
    }

    #[inline]
    fn count(pos: &Position) -> u64 {
        T::count_moves(pos)
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        T::walk_perft(pos, depth)
    }

    fn piece_at(pos: &Position, sq: Square) -> Option<Piece> {
        pos.piece_at(sq)
    }

    fn empty(turn: Color) -> Position {
        Position::empty(turn)
    }

    fn place(pos: &mut Position, sq: Square, stack: &[Piece]) -> Result<(), SetupError> {
        match pos.place(sq, stack) {
            true => Ok(()),
            false => Err(SetupError::NoStacks(T::VARIANT.id, T::VARIANT.name)),
        }
    }

    fn parse_fen(text: &str) -> Result<Position, FenError> {
        fen::read_position(&T::VARIANT, text)
    }

    fn write_fen(pos: &Position) -> String {
        fen::write_position(&T::VARIANT, pos)
    }

    fn is_irreversible(pos: &Position, mv: &Move) -> bool {
        mv.is_capture() || pos.kings & (1u64 << mv.from) == 0
    }

    fn changes_material(pos: &Position, mv: &Move) -> bool {
        mv.is_capture() || (mv.promotion.is_some() && T::ending(pos) != T::ending(&pos.apply(mv)))
    }

    fn draw_by_rule(pos: &Position, c: &DrawCounters) -> Option<Code> {
        T::draw_rule(pos, c)
    }

    fn explain_quiet(pos: &Position, from: Square, to: Square) -> Said {
        T::explain_step(pos, from, to)
    }

    fn immediate_removal() -> bool {
        T::FAMILY.immediate_removal
    }

    fn decided(pos: &Position) -> Option<(Option<Color>, Said)> {
        T::result_rule(pos)
    }

    fn marks() -> Vec<(Square, &'static str, Color)> {
        match T::FAMILY.crown {
            CrownAt::FarRank => Vec::new(),
            CrownAt::Corner => Color::BOTH
                .iter()
                .map(|&c| (T::FAMILY.crown(c).trailing_zeros() as Square, "crown", c))
                .collect(),
        }
    }
}
