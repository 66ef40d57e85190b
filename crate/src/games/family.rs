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

use crate::board::geometry::{bits, Bitboard, Dir, Geometry, Square, NONE};
use crate::board::moves::{Move, MoveList};
use crate::notation::fen;
use crate::rules::{DrawCounters, Rules, VariantInfo};
use crate::{Color, FenError, Piece, PieceKind, Position, SetupError};

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

    /// Learned pattern weights ([`crate::ai::patterns`]); `None`: the hand-set evaluation.
    const LEARNED: Option<&'static crate::ai::patterns::Learned> = None;

    /// What the game's own rules add to the shared evaluation, in hundredths of a man for
    /// South (Cheskers: the safety of the kings).
    fn eval_rule(_pos: &Position) -> i32 {
        0
    }

    /// A draw by the game's move-count rules (see [`Rules::draw_by_rule`]).
    fn draw_rule(_pos: &Position, _counters: &DrawCounters) -> Option<&'static str> {
        None
    }

    /// The ending a material count rule counts in (0: none). The count runs from when the
    /// ending arose: a capture restarts it, and so does a promotion that changes the ending
    /// (a man crowned inside the ending does not: FMJD's 16-move rule).
    fn ending(_pos: &Position) -> u8 {
        0
    }

    /// A result declared from the position alone (see [`Rules::decided`]).
    fn result_rule(_pos: &Position) -> Option<(Option<Color>, String)> {
        None
    }

    /// Moves of the pieces beside men and kings, appended to `out`; `captures_only` when a
    /// checker capture is compulsory.
    fn officer_moves(_pos: &Position, _captures_only: bool, _out: &mut MoveList) {}

    /// A last say over the list (Coronet's Queen's Courtesy).
    fn restrict(_pos: &Position, _out: &mut MoveList) {}

    /// Why a move the generic explanations would allow is refused by a rule of this game.
    fn explain_rule(_pos: &Position, _from: Square, _to: Square) -> Option<String> {
        None
    }

    /// Every legal move of the side to move, captures only when one exists.
    #[inline(always)]
    fn moves_into(pos: &Position, out: &mut MoveList) {
        out.clear();
        Self::captures(pos, pos.men(pos.turn), pos.kings_of(pos.turn), out);
        let forced = !out.is_empty();
        if !forced {
            Self::quiet(pos, pos.men(pos.turn), pos.kings_of(pos.turn), out);
        }
        if Self::OFFICERS {
            Self::officer_moves(pos, forced, out);
        }
        Self::restrict(pos, out);
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
        let (men, kings) = (pos.men(me), pos.kings_of(me));
        let (jm, jk) = Self::jumpers(pos, men, kings);
        if jm | jk != 0 {
            let mut c = Counter::default();
            search_from::<Self, Counter>(pos, jm, jk, &mut c);
            if !c.seen.is_empty() {
                return c.len() as u64;
            }
        }
        Self::count_quiet(pos, men, kings)
    }

    /// The men and kings that may have a first capture (exact for short pieces; every king
    /// when kings fly, for the search to confirm).
    #[inline(always)]
    fn jumpers(pos: &Position, men: Bitboard, kings: Bitboard) -> (Bitboard, Bitboard) {
        let jm = Self::short_jumpers(pos, men, true);
        let jk = if Self::FAMILY.flying_kings {
            kings
        } else {
            Self::short_jumpers(pos, kings, false)
        };
        (jm, jk)
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

    /// Perft with quiet moves played straight from the bitboards (no move list), captures
    /// through [`captures`](Self::captures), and the last ply counted without playing it.
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
        let (men, kings) = (pos.men(me), pos.kings_of(me));
        let (jm, jk) = Self::jumpers(pos, men, kings);
        if jm | jk != 0 {
            let mut list = MoveList::new();
            search_from::<Self, MoveList>(pos, jm, jk, &mut list);
            if !list.is_empty() {
                return list
                    .iter()
                    .map(|m| Self::next_level(&pos.apply(m), depth - 1))
                    .sum();
            }
        }
        let empty = g.mask & !pos.occupied();
        let crown = Self::FAMILY.crown(me);
        let mut child = *pos;
        child.turn = me.other();
        let mut n = 0;
        for d in forward(me) {
            for to in bits(g.shift(men, d) & empty) {
                let from = g.step(to, d.reverse());
                let (f, t) = (1u64 << from, 1u64 << to);
                child.by_color[me.idx()] = pos.by_color[me.idx()] ^ f ^ t;
                child.kings = pos.kings | (crown & t);
                n += Self::next_level(&child, depth - 1);
            }
        }
        if kings != 0 {
            let mut list = MoveList::new();
            Self::quiet(pos, 0, kings, &mut list);
            for m in &list {
                let (f, t) = (1u64 << m.from, 1u64 << m.to());
                child.by_color[me.idx()] = pos.by_color[me.idx()] ^ f ^ t;
                child.kings = pos.kings ^ f ^ t;
                n += Self::next_level(&child, depth - 1);
            }
        }
        n
    }

    /// The short-jumping pieces among `movers` that have a first jump.
    #[inline(always)]
    fn short_jumpers(pos: &Position, movers: Bitboard, men: bool) -> Bitboard {
        if movers == 0 {
            return 0;
        }
        let g = Self::FAMILY.geometry;
        let me = pos.turn;
        let empty = g.mask & !pos.occupied();
        let mut prey = pos.pieces(me.other());
        if men && !Self::FAMILY.men_capture_kings {
            prey &= !pos.kings;
        }
        if !Self::FAMILY.shifts() {
            let dirs = if men {
                Self::FAMILY.man_jumps(me)
            } else {
                Self::FAMILY.king_dirs()
            };
            return bits(movers)
                .filter(|&sq| {
                    dirs.iter().any(|&d| {
                        let land = g.jump(sq, d);
                        land != NONE
                            && prey & (1u64 << g.step(sq, d)) != 0
                            && empty & (1u64 << land) != 0
                    })
                })
                .fold(0, |b, sq| b | (1u64 << sq));
        }
        let [f1, f2] = forward(me);
        let [b1, b2] = forward(me.other());
        let mut found = jump_sources(g, empty, prey, f1) | jump_sources(g, empty, prey, f2);
        if !men || Self::FAMILY.men_capture_backward {
            found |= jump_sources(g, empty, prey, b1) | jump_sources(g, empty, prey, b2);
        }
        found & movers
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
        if Self::FAMILY.flying_kings {
            for from in bits(kings) {
                for &d in Self::FAMILY.king_dirs() {
                    let mut to = g.step(from, d);
                    while to != NONE && empty & (1u64 << to) != 0 {
                        out.push(Move::step(from, to));
                        to = g.step(to, d);
                    }
                }
            }
        } else if Self::FAMILY.shifts() {
            for d in Dir::DIAGONAL {
                for to in bits(g.shift(kings, d) & empty) {
                    out.push(Move::step(g.step(to, d.reverse()), to));
                }
            }
        } else {
            for from in bits(kings) {
                for &d in Self::FAMILY.king_dirs() {
                    let to = g.step(from, d);
                    if to != NONE && empty & (1u64 << to) != 0 {
                        out.push(Move::step(from, to));
                    }
                }
            }
        }
    }

    /// Why the side to move cannot step or slide from `from` to the empty-or-not `to` (no
    /// capture being compulsory), in words.
    fn explain_step(pos: &Position, from: Square, to: Square) -> String {
        if let Some(why) = Self::explain_rule(pos, from, to) {
            return why;
        }
        let g = Self::FAMILY.geometry;
        let me = pos.turn;
        let king = pos.kings & (1u64 << from) != 0;
        if pos.occupied() & (1u64 << to) != 0 {
            return "that square is not empty".into();
        }
        let Some(&d) = Self::FAMILY
            .king_dirs()
            .iter()
            .find(|&&d| g.ray(from, d) & (1u64 << to) != 0)
        else {
            return if Self::FAMILY.omni {
                "pieces move along a line: straight or diagonally".into()
            } else {
                "pieces move diagonally, on the dark squares".into()
            };
        };
        let path = crate::board::geometry::between(g, from, to);
        if !king {
            if !Self::FAMILY.man_steps(me).contains(&d) {
                return if Self::FAMILY.omni {
                    "pawns move only towards the opposite corner".into()
                } else {
                    "men move forward only".into()
                };
            }
            if path.count_ones() == 1 {
                return if pos.pieces(me) & path != 0 {
                    "you cannot jump over your own piece".into()
                } else {
                    "a man moves one square; it jumps only over an opponent's piece".into()
                };
            }
            return if Self::FAMILY.omni {
                "a pawn moves one square".into()
            } else {
                "a man moves one square diagonally forward".into()
            };
        }
        if path & pos.occupied() != 0 {
            return if path & pos.pieces(me) != 0 {
                "the way is blocked by your own piece".into()
            } else {
                "a king cannot pass over a piece without capturing it".into()
            };
        }
        if !Self::FAMILY.flying_kings {
            return "kings move one square at a time".into();
        }
        "that piece cannot go there".into()
    }

    /// The number of quiet moves.
    #[inline(always)]
    fn count_quiet(pos: &Position, men: Bitboard, kings: Bitboard) -> u64 {
        let g = Self::FAMILY.geometry;
        let empty = g.mask & !pos.occupied();
        let [f1, f2] = forward(pos.turn);
        let mut n =
            (g.shift(men, f1) & empty).count_ones() + (g.shift(men, f2) & empty).count_ones();
        if kings != 0 {
            if Self::FAMILY.flying_kings {
                for from in bits(kings) {
                    for d in Dir::DIAGONAL {
                        let ray = g.ray(from, d);
                        let blockers = ray & !empty;
                        let reach = if blockers == 0 {
                            ray
                        } else {
                            let first = nearest(from, blockers);
                            ray & !g.ray(first, d) & !(1u64 << first)
                        };
                        n += reach.count_ones();
                    }
                }
            } else {
                n += (g.shift(kings, Dir::NE) & empty).count_ones()
                    + (g.shift(kings, Dir::NW) & empty).count_ones()
                    + (g.shift(kings, Dir::SE) & empty).count_ones()
                    + (g.shift(kings, Dir::SW) & empty).count_ones();
            }
        }
        n as u64
    }
}

#[inline(always)]
fn search<F: Draughts, S: Sink>(pos: &Position, men: Bitboard, kings: Bitboard, out: &mut S) {
    let (men, kings) = F::jumpers(pos, men, kings);
    search_from::<F, S>(pos, men, kings, out)
}

/// The capture search from the pieces [`Draughts::jumpers`] found.
#[inline(always)]
fn search_from<F: Draughts, S: Sink>(pos: &Position, men: Bitboard, kings: Bitboard, out: &mut S) {
    if men | kings == 0 {
        return;
    }
    let me = pos.turn;
    let mut s = Jumps::<F, S> {
        f: std::marker::PhantomData,
        g: F::FAMILY.geometry,
        opp: pos.pieces(me.other()),
        opp_kings: pos.pieces(me.other()) & pos.kings,
        occ: 0,
        crown: F::FAMILY.crown(me),
        man_dirs: F::FAMILY.man_jumps(me),
        mv: Move::start(0),
        promoted: false,
        king_mover: false,
        best: 0,
        out,
    };
    let occupied = pos.occupied();
    for from in bits(men) {
        s.begin(from, occupied, false);
        s.short(from, true);
    }
    for from in bits(kings) {
        s.begin(from, occupied, true);
        s.king(from);
    }
}

/// The square of `set` nearest to `from` (all of `set` lies on one ray from `from`).
#[inline(always)]
fn nearest(from: Square, set: Bitboard) -> Square {
    if (set.trailing_zeros() as Square) > from {
        set.trailing_zeros() as Square
    } else {
        63 - set.leading_zeros() as Square
    }
}

/// Where the capture search puts the moves it finds.
trait Sink {
    fn clear(&mut self);
    /// Whether a move of this identity (origin, destination, captured set, promotion) is
    /// already there.
    fn has(&self, m: &Move, promotion: Option<PieceKind>) -> bool;
    fn add(&mut self, m: &Move, promotion: Option<PieceKind>, key: u32);
}

impl Sink for MoveList {
    #[inline(always)]
    fn clear(&mut self) {
        arrayvec::ArrayVec::clear(self)
    }
    #[inline(always)]
    fn has(&self, m: &Move, promotion: Option<PieceKind>) -> bool {
        self.iter().any(|o| {
            o.from == m.from
                && o.to() == m.to()
                && o.captured == m.captured
                && o.promotion == promotion
                && o.capture_count() == m.capture_count()
        })
    }
    #[inline(always)]
    fn add(&mut self, m: &Move, promotion: Option<PieceKind>, key: u32) {
        let mut m = *m;
        m.promotion = promotion;
        m.key = key;
        self.push(m);
    }
}

/// Counts distinct captures, keeping only what identifies them.
#[derive(Default)]
struct Counter {
    seen: arrayvec::ArrayVec<(Square, Square, Bitboard, u8), { crate::board::moves::MAX_MOVES }>,
}

impl Counter {
    fn len(&self) -> usize {
        self.seen.len()
    }
    #[inline(always)]
    fn id(m: &Move, promotion: Option<PieceKind>) -> (Square, Square, Bitboard, u8) {
        let promo = promotion.map_or(0, |k| k as u8 + 1);
        (
            m.from,
            m.to(),
            m.captured,
            promo | (m.capture_count() as u8) << 3,
        )
    }
}

impl Sink for Counter {
    #[inline(always)]
    fn clear(&mut self) {
        self.seen.clear()
    }
    #[inline(always)]
    fn has(&self, m: &Move, promotion: Option<PieceKind>) -> bool {
        self.seen.contains(&Counter::id(m, promotion))
    }
    #[inline(always)]
    fn add(&mut self, m: &Move, promotion: Option<PieceKind>, _key: u32) {
        self.seen.push(Counter::id(m, promotion));
    }
}

/// The depth-first capture search of one position.
struct Jumps<'a, F: Draughts, S: Sink> {
    f: std::marker::PhantomData<F>,
    g: &'static Geometry,
    opp: Bitboard,
    opp_kings: Bitboard,
    /// Occupied squares, without the moving piece's origin.
    occ: Bitboard,
    crown: Bitboard,
    man_dirs: &'static [Dir],
    mv: Move,
    promoted: bool,
    king_mover: bool,
    best: u32,
    out: &'a mut S,
}

impl<F: Draughts, S: Sink> Jumps<'_, F, S> {
    #[inline(always)]
    fn begin(&mut self, from: Square, occupied: Bitboard, king: bool) {
        self.mv.restart(from);
        self.occ = occupied & !(1u64 << from);
        self.promoted = false;
        self.king_mover = king;
    }

    /// Squares that block a piece now: with immediate removal the captured are gone.
    #[inline(always)]
    fn blockers(&self) -> Bitboard {
        if F::FAMILY.immediate_removal {
            self.occ & !self.mv.captured
        } else {
            self.occ
        }
    }

    #[inline(always)]
    fn king(&mut self, sq: Square) -> bool {
        if F::FAMILY.flying_kings {
            self.flying(sq)
        } else {
            self.short(sq, false)
        }
    }

    /// Short jumps from `sq` by a man (`man`) or a short king; returns whether any exists.
    fn short(&mut self, sq: Square, man: bool) -> bool {
        let g = self.g;
        let blockers = self.blockers();
        let mut prey = self.opp & !self.mv.captured;
        if man && !F::FAMILY.men_capture_kings {
            prey &= !self.opp_kings;
        }
        let dirs: &[Dir] = if man {
            self.man_dirs
        } else {
            F::FAMILY.king_dirs()
        };
        let mut any = false;
        for &d in dirs {
            // Both lookups at once: the jumped square and the landing square.
            let (over, land) = (g.step(sq, d), g.jump(sq, d));
            if land == NONE || prey & (1u64 << over) == 0 || blockers & (1u64 << land) != 0 {
                continue;
            }
            any = true;
            self.mv.push_landing(land);
            self.mv.push_capture(over);
            self.mv.captured |= 1u64 << over;
            if man && self.crown & (1u64 << land) != 0 {
                self.crowned_during_capture(land);
            } else if !self.short(land, man) {
                self.emit();
            }
            self.mv.captured &= !(1u64 << over);
            self.mv.pop_capture();
            self.mv.pop_landing();
        }
        any
    }

    /// A man has just landed on its crowning row during a capture.
    #[cold]
    #[inline(never)]
    fn crowned_during_capture(&mut self, land: Square) {
        match F::FAMILY.crowning {
            Crowning::EndsMove => {
                self.promoted = true;
                self.emit();
                self.promoted = false;
            }
            Crowning::Continues => {
                self.promoted = true;
                self.mv.crowned_at = Some(self.mv.len() as u8 - 1);
                if !self.king(land) {
                    self.emit();
                }
                self.mv.crowned_at = None;
                self.promoted = false;
            }
            Crowning::AtEndOnly => {
                if !self.short(land, true) {
                    self.promoted = true;
                    self.emit();
                    self.promoted = false;
                }
            }
        }
    }

    /// Captures at a distance from `sq` by a flying king; returns whether any exists.
    fn flying(&mut self, sq: Square) -> bool {
        let g = self.g;
        let blockers = self.blockers();
        let prey = self.opp & !self.mv.captured;
        let mut any = false;
        for &d in F::FAMILY.king_dirs() {
            let mut over = g.step(sq, d);
            while over != NONE && blockers & (1u64 << over) == 0 {
                over = g.step(over, d);
            }
            if over == NONE || prey & (1u64 << over) == 0 {
                continue;
            }
            let mut lands = [NONE; 10];
            let mut n = 0;
            let mut l = g.step(over, d);
            while l != NONE && blockers & (1u64 << l) == 0 {
                lands[n] = l;
                n += 1;
                l = g.step(l, d);
            }
            if n == 0 {
                continue;
            }
            any = true;
            self.mv.push_capture(over);
            self.mv.captured |= 1u64 << over;
            // A king that can go on capturing must land where it can.
            let mut goes_on = false;
            for &l in &lands[..n] {
                self.mv.push_landing(l);
                goes_on |= self.flying(l);
                self.mv.pop_landing();
            }
            if !goes_on {
                for &l in &lands[..n] {
                    self.mv.push_landing(l);
                    self.emit();
                    self.mv.pop_landing();
                }
            }
            self.mv.captured &= !(1u64 << over);
            self.mv.pop_capture();
        }
        any
    }

    /// Offers the move built so far to the sink, applying the priority rule and the drop
    /// convention (one move per origin, destination, captured set and promotion).
    #[inline(always)]
    fn emit(&mut self) {
        if self.promoted && F::FAMILY.promotions.len() > 1 {
            for &kind in F::FAMILY.promotions {
                self.emit_as(Some(kind));
            }
            return;
        }
        let promotion = self.promoted.then_some(F::FAMILY.promotions[0]);
        self.emit_as(promotion);
    }

    /// [`emit`](Self::emit) with the promotion decided.
    #[inline(always)]
    fn emit_as(&mut self, promotion: Option<PieceKind>) {
        let key = match F::FAMILY.priority {
            Priority::Free => 0,
            Priority::Majority => self.mv.capture_count() as u32,
            Priority::Italian => italian_key(&self.mv, self.king_mover, self.opp_kings),
        };
        if key < self.best {
            return;
        }
        if key > self.best {
            self.out.clear();
            self.best = key;
        }
        if self.out.has(&self.mv, promotion) {
            return;
        }
        self.out.add(&self.mv, promotion, key);
    }
}

/// The Italian priorities as one number: more is better. Most pieces; then a capture by a
/// king; then most kings; then the kings met earliest, compared king by king (the first king
/// taken earlier wins; if level, the second; and so on: FID art. 6, as dctl implements it;
/// `reference/perft.md`'s Gilbert3 depth 7 turns on the second king).
fn italian_key(m: &Move, king_mover: bool, opp_kings: Bitboard) -> u32 {
    let caps = m.captures();
    let mut kings = 0u32;
    let mut when = 0u32; // bit 15 - i set when the i-th piece taken is a king
    for (i, &c) in caps.iter().enumerate() {
        if opp_kings & (1u64 << c) != 0 {
            kings += 1;
            when |= 1 << (15 - i.min(15));
        }
    }
    (caps.len() as u32) << 24 | (king_mover as u32) << 23 | kings << 16 | when
}

/// Every game of the family is a [`Rules`] game on the shared [`Position`].
impl<T: Draughts> Rules for T {
    type Position = Position;

    const INFO: VariantInfo = T::VARIANT;

    fn start() -> Position {
        Self::parse_fen(T::START_FEN).expect("the start position is valid")
    }

    fn turn(pos: &Position) -> Color {
        pos.turn
    }

    #[inline]
    fn generate(pos: &Position, out: &mut MoveList) {
        T::moves_into(pos, out)
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
        pos.place(sq, stack, T::VARIANT.name)
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

    fn draw_by_rule(pos: &Position, c: &DrawCounters) -> Option<&'static str> {
        T::draw_rule(pos, c)
    }

    fn explain_quiet(pos: &Position, from: Square, to: Square) -> String {
        T::explain_step(pos, from, to)
    }

    fn immediate_removal() -> bool {
        T::FAMILY.immediate_removal
    }

    fn decided(pos: &Position) -> Option<(Option<Color>, String)> {
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
