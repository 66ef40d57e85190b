//! Notation: how squares are named ([`SquareNames`]), positions written ([`fen`]) and games
//! recorded ([`pdn`]). The page's share links are in [`link`](crate::link).

pub mod fen;
pub mod pdn;

pub use crate::board::squares::*;
