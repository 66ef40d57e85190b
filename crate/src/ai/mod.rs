//! The computer player: the evaluation every game implements ([`eval`]), position hashes
//! ([`zobrist`]), the search ([`search`]) and what it may ask of an endgame database
//! ([`oracle`]).

pub mod eval;
pub mod oracle;
pub mod search;
pub mod zobrist;
