//! omnidraughts: the rules of nine checkers games, their notation, and a game layer, as a
//! normal Rust library; `wasm` (on wasm32 only) is the thin layer the web page calls.
//!
//! The vocabulary: [`Geometry`] (board shapes and bit layouts), [`Color`], [`Piece`],
//! [`Position`], [`Move`] / [`MoveList`], the [`Rules`] trait that each game implements
//! (one module per game), [`Game`] (history, undo, draws, result), [`AnyGame`] (any game behind
//! one trait, with square names), [`fen`] and [`pdn`] notation, and [`perft`].
#![deny(missing_docs)]

mod anygame;
mod cheskers;
mod coast;
mod color;
mod coronet;
mod english;
mod error;
pub mod eval;
pub mod family;
pub mod fen;
mod game;
pub mod geometry;
mod international;
mod italian;
pub mod link;
mod moves;
pub mod notation;
pub mod pdn;
mod perft;
mod piece;
mod polish;
mod position;
mod rules;
mod russian;
pub mod search;
pub mod stackem;
pub mod variant;
pub mod zobrist;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use anygame::{
    compose, game_from_record, new_game, replay, AnyGame, MoveView, Placement, SquareView,
    ThinkOptions, Thought, MAX_THINK_MS,
};
pub use cheskers::Cheskers;
pub use coast::CoastToCoast;
pub use color::Color;
pub use coronet::Coronet;
pub use english::English;
pub use error::{Error, FenError, SetupError};
pub use game::{Ending, Game, Outcome};
pub use geometry::{Bitboard, Dir, Geometry, Shape, Square};
pub use international::International;
pub use italian::Italian;
pub use moves::{Move, MoveList, MAX_JUMPS, MAX_MOVES};
pub use perft::{divide, perft, perft_by_list, perft_of, perft_within};
pub use piece::{Piece, PieceKind};
pub use polish::Polish;
pub use position::Position;
pub use rules::{DrawCounters, Rules, VariantInfo};
pub use russian::Russian;
pub use stackem::{StackEm, StackPosition};
