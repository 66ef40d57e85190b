//! The board position shared by every game whose squares hold at most one piece.

use crate::board::geometry::{bits, Bitboard, Square};
use crate::board::moves::Move;
use crate::{Color, Piece, PieceKind};

/// Pieces on the board and the side to move, as bitboards in a [`Geometry`](crate::Geometry)'s
/// layout. A piece whose bit is in none of `kings`, `bishops`, `camels` is a man.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces of each side, indexed by [`Color::idx`].
    pub by_color: [Bitboard; 2],
    /// Kings (Coronet queens) of both sides.
    pub kings: Bitboard,
    /// Cheskers bishops of both sides.
    pub bishops: Bitboard,
    /// Cheskers camels of both sides.
    pub camels: Bitboard,
    /// The side to move.
    pub turn: Color,
}

impl Position {
    /// An empty board with `turn` to move.
    pub const fn empty(turn: Color) -> Position {
        Position {
            by_color: [0, 0],
            kings: 0,
            bishops: 0,
            camels: 0,
            turn,
        }
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The pieces of `c`.
    #[inline(always)]
    pub fn pieces(&self, c: Color) -> Bitboard {
        self.by_color[c.idx()]
    }

    /// The men of `c`.
    #[inline(always)]
    pub fn men(&self, c: Color) -> Bitboard {
        self.by_color[c.idx()] & !(self.kings | self.bishops | self.camels)
    }

    /// The kings of `c`.
    #[inline(always)]
    pub fn kings_of(&self, c: Color) -> Bitboard {
        self.by_color[c.idx()] & self.kings
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let b = 1u64 << sq;
        let color = if self.by_color[0] & b != 0 {
            Color::South
        } else if self.by_color[1] & b != 0 {
            Color::North
        } else {
            return None;
        };
        let kind = if self.kings & b != 0 {
            PieceKind::King
        } else if self.bishops & b != 0 {
            PieceKind::Bishop
        } else if self.camels & b != 0 {
            PieceKind::Camel
        } else {
            PieceKind::Man
        };
        Some(Piece { color, kind })
    }

    /// Puts `piece` on `sq` (replacing what was there).
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        let b = 1u64 << sq;
        self.by_color[piece.color.idx()] |= b;
        match piece.kind {
            PieceKind::Man => {}
            PieceKind::King => self.kings |= b,
            PieceKind::Bishop => self.bishops |= b,
            PieceKind::Camel => self.camels |= b,
        }
    }

    /// Sets up the square `sq` of a position being set up (for
    /// [`Rules::place`](crate::Rules::place)): one piece, no stacks; false, and nothing set,
    /// for any other stack (the game refuses it: [`SetupError::NoStacks`](crate::SetupError)).
    #[must_use]
    pub fn place(&mut self, sq: Square, stack: &[Piece]) -> bool {
        match stack {
            [piece] => {
                self.put(sq, *piece);
                true
            }
            _ => false,
        }
    }

    /// Empties `sq`.
    pub fn clear(&mut self, sq: Square) {
        let nb = !(1u64 << sq);
        self.by_color[0] &= nb;
        self.by_color[1] &= nb;
        self.kings &= nb;
        self.bishops &= nb;
        self.camels &= nb;
    }

    /// Every piece with its square, South's first.
    pub fn pieces_list(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        bits(self.occupied()).filter_map(move |s| self.piece_at(s).map(|p| (s, p)))
    }

    /// Plays `mv` for the side to move: the piece goes from `from` to `to`, every captured
    /// square is emptied, the piece takes its promotion, and the turn passes.
    #[inline]
    pub fn apply(&self, mv: &Move) -> Position {
        self.moved(mv.from, mv.to(), mv.captured, mv.promotion)
    }

    /// [`apply`](Self::apply) for a move given by what changes the board: its origin and
    /// destination, the captured set and the promotion.
    #[inline(always)]
    pub fn moved(
        &self,
        from: Square,
        to: Square,
        cap: Bitboard,
        promotion: Option<PieceKind>,
    ) -> Position {
        let mut p = *self;
        let me = p.turn.idx();
        let from = 1u64 << from;
        let to = 1u64 << to;
        // Remove captured pieces first: a replacing capture (Cheskers) lands on one.
        p.by_color[me ^ 1] &= !cap;
        p.kings &= !cap;
        p.bishops &= !cap;
        p.camels &= !cap;
        p.by_color[me] = (p.by_color[me] & !from) | to;
        if p.kings & from != 0 {
            p.kings = (p.kings & !from) | to;
        } else if p.bishops & from != 0 {
            p.bishops = (p.bishops & !from) | to;
        } else if p.camels & from != 0 {
            p.camels = (p.camels & !from) | to;
        }
        if let Some(kind) = promotion {
            p.kings &= !to;
            p.bishops &= !to;
            p.camels &= !to;
            match kind {
                PieceKind::Man => {}
                PieceKind::King => p.kings |= to,
                PieceKind::Bishop => p.bishops |= to,
                PieceKind::Camel => p.camels |= to,
            }
        }
        p.turn = p.turn.other();
        p
    }
}
