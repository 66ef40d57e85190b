//! Moves and fixed-capacity move lists.

use crate::board::geometry::{Bitboard, Square};
use crate::PieceKind;

/// The most jumps one move can make (every game has at most 24 opposing pieces to take).
pub const MAX_JUMPS: usize = 24;

/// The most legal moves a position can have that the engine keeps room for.
pub const MAX_MOVES: usize = 400;

/// A move: a step, or a whole capture sequence.
///
/// `path` holds the landing squares after `from` (a step has one), `captures` the captured
/// squares in the order taken (a square twice where a game lets a square be jumped twice).
#[derive(Clone, Copy, Debug)]
pub struct Move {
    /// Where the moving piece starts.
    pub from: Square,
    len: u8,
    ncap: u8,
    /// What the piece becomes at the end of the move, when it changes.
    pub promotion: Option<PieceKind>,
    /// The set of captured squares.
    pub captured: Bitboard,
    /// Variant-specific data: Italian, the priority key; Stack'Em, the moving stack as it
    /// ends a capture (part of the move's identity); 0 elsewhere.
    pub key: u32,
    /// With a promotion: the index in `landings()` where the piece was crowned, when that is
    /// before the end of the move (Russian: a man crowned during a capture goes on as a king).
    pub crowned_at: Option<u8>,
    path: [Square; MAX_JUMPS],
    caps: [Square; MAX_JUMPS],
}

impl Move {
    /// A step from `from` to `to`.
    #[inline]
    pub fn step(from: Square, to: Square) -> Move {
        let mut m = Move::start(from);
        m.push_landing(to);
        m
    }

    /// A pass: the turn goes to the other side and nothing moves (Coast-to-Coast, where a
    /// player with no legal move passes).
    #[inline]
    pub fn pass() -> Move {
        Move::start(crate::board::geometry::NONE)
    }

    /// Whether this is a pass.
    #[inline]
    pub fn is_pass(&self) -> bool {
        self.from == crate::board::geometry::NONE
    }

    /// An empty move at `from`, to which landings and captures are pushed.
    #[inline]
    pub fn start(from: Square) -> Move {
        Move {
            from,
            len: 0,
            ncap: 0,
            promotion: None,
            captured: 0,
            key: 0,
            crowned_at: None,
            path: [0; MAX_JUMPS],
            caps: [0; MAX_JUMPS],
        }
    }

    /// Empties the move and sets its origin (the arrays are left as they are).
    #[inline(always)]
    pub fn restart(&mut self, from: Square) {
        self.from = from;
        self.len = 0;
        self.ncap = 0;
        self.captured = 0;
        self.promotion = None;
        self.key = 0;
        self.crowned_at = None;
    }

    /// Where the piece ends.
    #[inline(always)]
    pub fn to(&self) -> Square {
        if self.len == 0 {
            self.from
        } else {
            self.path[self.len as usize - 1]
        }
    }

    /// The landing squares (not including `from`).
    #[inline]
    pub fn landings(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// The captured squares in order.
    #[inline]
    pub fn captures(&self) -> &[Square] {
        &self.caps[..self.ncap as usize]
    }

    /// Whether the move captures (or, in Coast-to-Coast, jumps).
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.ncap > 0
    }

    /// Appends a landing square.
    #[inline(always)]
    pub fn push_landing(&mut self, sq: Square) {
        self.path[self.len as usize] = sq;
        self.len += 1;
    }

    /// Removes the last landing square.
    #[inline(always)]
    pub fn pop_landing(&mut self) {
        self.len -= 1;
    }

    /// Appends a captured square.
    #[inline(always)]
    pub fn push_capture(&mut self, sq: Square) {
        self.caps[self.ncap as usize] = sq;
        self.ncap += 1;
    }

    /// Removes the last captured square.
    #[inline(always)]
    pub fn pop_capture(&mut self) {
        self.ncap -= 1;
    }

    /// Writes the `i`-th jump of a capture being searched: the square taken and where the
    /// piece lands. A search writes each jump where it is made and never takes one back:
    /// [`jumps`](Self::jumps) gives the move cut to the jumps that stand.
    #[inline(always)]
    pub fn set_jump(&mut self, i: usize, over: Square, land: Square) {
        self.caps[i] = over;
        self.path[i] = land;
    }

    /// This move cut to its first `n` jumps (written with [`set_jump`](Self::set_jump)), with
    /// the captured set `captured`.
    #[inline(always)]
    pub fn jumps(&self, n: usize, captured: Bitboard) -> Move {
        let mut m = *self;
        m.len = n as u8;
        m.ncap = n as u8;
        m.captured = captured;
        m
    }

    /// Number of landings.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// A move with no landing (never legal; used as a placeholder).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of pieces captured (jumped in Coast-to-Coast).
    #[inline]
    pub fn capture_count(&self) -> usize {
        self.ncap as usize
    }

    /// The drop-convention identity: same origin, destination, captured set and promotion.
    #[inline]
    pub fn same_as(&self, other: &Move) -> bool {
        self.from == other.from
            && self.to() == other.to()
            && self.captured == other.captured
            && self.promotion == other.promotion
            && self.ncap == other.ncap
    }

    /// Every square the piece passes over or lands on, origin included (for matching a
    /// written path against a move whose route turns at other squares).
    pub fn route(&self, g: &crate::Geometry) -> Bitboard {
        let mut bb = 1u64 << self.from;
        let mut at = self.from;
        for &next in self.landings() {
            bb |= crate::board::geometry::between(g, at, next) | (1u64 << next);
            at = next;
        }
        bb
    }
}

/// A list of moves with room for [`MAX_MOVES`], on the stack.
pub type MoveList = arrayvec::ArrayVec<Move, MAX_MOVES>;
