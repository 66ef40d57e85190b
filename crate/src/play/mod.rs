//! The game layer above the rules: a game's history and result ([`game`]), any game behind
//! one trait and chosen by id ([`anygame`]), and the page's links and saved games ([`link`]).

pub mod anygame;
pub mod game;
pub mod link;
