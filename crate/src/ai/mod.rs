//! The computer player: the evaluation every game implements ([`eval`]), position hashes
//! ([`zobrist`]), the search ([`search`]), what it may ask of an endgame database
//! ([`oracle`]), the learned pattern evaluation ([`patterns`]) and its tuner (`tuning`,
//! native builds only).

pub mod eval;
pub mod oracle;
pub mod patterns;
pub mod search;
#[cfg(not(target_arch = "wasm32"))]
pub mod tuning;
pub mod zobrist;
