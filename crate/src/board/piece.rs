//! Piece kinds.

use crate::Color;

/// What a piece is. Every game uses `Man` and `King` (a Coronet pawn is a `Man`, its queen a
/// `King`); Cheskers adds `Bishop` and `Camel`. Stack'Em stacks are made of men and kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    /// A man (checker, pawn).
    Man,
    /// A king (or Coronet queen).
    King,
    /// Cheskers bishop.
    Bishop,
    /// Cheskers camel.
    Camel,
}

impl PieceKind {
    /// The id used by the wasm API: "man", "king", "bishop", "camel".
    pub fn id(self) -> &'static str {
        match self {
            PieceKind::Man => "man",
            PieceKind::King => "king",
            PieceKind::Bishop => "bishop",
            PieceKind::Camel => "camel",
        }
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose it is.
    pub color: Color,
    /// What it is.
    pub kind: PieceKind,
}
