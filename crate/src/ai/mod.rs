//! The computer player: the evaluation every game implements ([`eval`]), position hashes
//! ([`zobrist`]) and the search ([`search`]).

pub mod eval;
pub mod patterns;
pub mod search;
#[cfg(not(target_arch = "wasm32"))]
pub mod tuning;
pub mod zobrist;
