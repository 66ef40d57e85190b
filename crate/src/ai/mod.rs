//! The computer player: the evaluation every game implements ([`eval`]), position hashes
//! ([`zobrist`]), the search ([`search`]), the time manager that plays to a clock
//! ([`clock`]), what the search may ask of an endgame database ([`oracle`]), the learned
//! pattern evaluation ([`patterns`]) and its tuner (`tuning`, native builds only), and what a
//! game review calls a move ([`review`]).

pub mod clock;
pub mod eval;
pub mod oracle;
pub mod patterns;
pub mod review;
pub mod search;
#[cfg(not(target_arch = "wasm32"))]
pub mod tuning;
pub mod zobrist;
