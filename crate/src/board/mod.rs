//! The board's vocabulary, which knows no game: sides, pieces, board shapes and their
//! bitboards, square names, moves and positions.

pub mod color;
pub mod geometry;
pub mod moves;
pub mod piece;
pub mod position;
pub mod squares;
