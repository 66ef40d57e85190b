//! What the search may ask beside its own tree: the value of a position known exactly, as
//! an endgame database knows it. The search holds an [`Oracle`] and asks it at every node
//! below the root; the databases ([`crate::egdb`]) are one.

use crate::rules::DrawCounters;

/// A position's value for the side to move, with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wdl {
    /// The side to move wins.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses.
    Loss,
}

impl Wdl {
    /// The value for the other side.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }

    /// "win", "draw" or "loss".
    pub fn id(self) -> &'static str {
        match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        }
    }
}

/// Exact values of some positions of a game whose positions are `P`.
pub trait Oracle<P>: Send + Sync {
    /// The value of `pos` for its side to move, reached with the draw counters `counters`,
    /// or `None` where the oracle does not know it (or where the game's count rules could
    /// change it before it is played out).
    fn probe(&self, pos: &P, counters: &DrawCounters) -> Option<Wdl>;

    /// Among positions of the same value `value` (as probed), how far the side to move has
    /// come (hundredths of a man, within ±2000; negative when the other side has): what the
    /// search adds to a known win or loss so that it heads for the captures and promotions
    /// that end the game.
    fn progress(&self, _pos: &P, _value: Wdl) -> i32 {
        0
    }
}
