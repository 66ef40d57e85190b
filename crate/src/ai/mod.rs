//! The computer player: the evaluation every game implements ([`eval`]), position hashes
//! ([`zobrist`]), the search ([`search`]) and the time manager that plays to a clock
//! ([`clock`]).

pub mod clock;
pub mod eval;
pub mod search;
pub mod zobrist;
