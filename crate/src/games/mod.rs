//! The games: one module each, saying only what is special about that game, on the
//! mechanisms the draughts family shares ([`family`], its evaluation in [`family_eval`]), and
//! the registry that lists them ([`variant`]).

pub mod cheskers;
pub mod coast;
pub mod coronet;
pub mod english;
pub mod family;
pub mod family_eval;
pub mod international;
pub mod italian;
pub mod polish;
pub mod russian;
pub mod stackem;
pub mod variant;
