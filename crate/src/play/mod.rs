//! The game layer above the rules: a game's history and result ([`game`]), any game behind
//! one trait and chosen by id ([`anygame`]), annotated games checked by the rules
//! ([`annotated`]), a game's review move by move ([`review`]), the page's links and saved games ([`link`]), and
//! a game's time control and clocks as they keep them ([`clock`]).

pub mod annotated;
pub mod anygame;
pub mod clock;
pub mod game;
pub mod link;
pub mod review;
