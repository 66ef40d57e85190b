//! The computer player: the evaluation every game implements ([`eval`]), position hashes
//! ([`zobrist`]) and the search ([`search`]).

pub mod eval;
pub mod search;
pub mod zobrist;
