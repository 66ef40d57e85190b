//! omnidraughts: the rules of nine checkers games, their notation, and a game layer, as a
//! normal Rust library; `wasm` (on wasm32 only) is the thin layer the web page calls.
//!
//! The vocabulary: [`Geometry`] (board shapes and bit layouts), [`Color`], [`Piece`],
//! [`Position`], [`Move`] / [`MoveList`], the [`Rules`] trait that each game implements
//! (one module per game), [`Game`] (history, undo, draws, result), [`AnyGame`] (any game behind
//! one trait, with square names), [`fen`] and [`pdn`] notation, and [`perft`].
#![deny(missing_docs)]

// The layers, each using only those above it in this list (`scripts/rs-cycles.mjs` checks):
// the board's vocabulary, the rules every game implements, notation, the computer's search,
// the games themselves, the game layer (history, any game by id, links), and the wasm bindings.
mod error;
mod said;

mod board;
mod rules;
// Square names, FEN and PDN.
mod ai;
// The shapes the wasm boundary takes, and how they are read.
pub mod api;
mod games;
pub mod notation;
// Endgame databases: the retrograde generator, the files, the probe.
pub mod egdb;
mod play;
// Lessons and puzzles: the data files read and checked (native only; the page reads the JSON).
#[cfg(not(target_arch = "wasm32"))]
pub mod learn;

#[cfg(target_arch = "wasm32")]
mod wasm;

// The public paths of the modules, as tests, fuzz targets and the CLI name them.
pub use ai::oracle::{Oracle, Wdl};
#[cfg(not(target_arch = "wasm32"))]
pub use ai::tuning;
pub use ai::{clock as time_manager, eval, oracle, patterns, search, zobrist};
pub use board::geometry;
pub use games::{family, family_eval, stackem, variant};
pub use notation::{fen, pdn};
pub use play::annotated;
pub use play::clock::{ClockRecord, TimeControl};
pub use play::link;
pub use play::review;

pub use board::color::Color;
pub use board::geometry::{Bitboard, Dir, Geometry, Shape, Square};
pub use board::moves::{Move, MoveList, MAX_JUMPS, MAX_MOVES};
pub use board::piece::{Piece, PieceKind};
pub use board::position::Position;
pub use error::{Error, FenError, SetupError};
pub use games::cheskers::Cheskers;
pub use games::coast::CoastToCoast;
pub use games::coronet::Coronet;
pub use games::english::English;
pub use games::international::International;
pub use games::italian::Italian;
pub use games::polish::Polish;
pub use games::russian::Russian;
pub use games::stackem::{StackEm, StackPosition};
pub use games::variant::{perft_of, perft_within};
#[cfg(feature = "search")]
pub use play::anygame::SearchTable;
pub use play::anygame::{
    compose, game_from_record, load_weights, new_game, replay, wants_weights, AnalyseOptions,
    Analysed, AnalysedLine, AnyGame, MoveView, Placement, SquareView, ThinkOptions, Thought,
    MAX_CONTEMPT, MAX_LINES, MAX_THINK_MS,
};
pub use play::game::{check_setup, could_win, Game, FLAG_SEARCH};
pub use rules::outcome::{Ending, Outcome};
pub use rules::perft::{divide, perft, perft_by_list};
pub use rules::{DrawCounters, Rules, VariantInfo};
pub use said::{clip, Code, Said, Value};
