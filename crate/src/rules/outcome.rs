//! How a game ends: its [`Outcome`], and the [`Ending`]s that its moves alone do not say.

use crate::Color;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why, in words ("Black cannot move", "threefold repetition").
    pub reason: String,
}

/// How a game ended when its moves alone do not say: a side resigned, or the players agreed
/// a draw. Written in share links and saved games as `resign-south`, `resign-north` or
/// `draw-agreed` ([`Ending::id`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This side resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
}

impl Ending {
    /// Every ending, in the order their names are listed in messages.
    pub const ALL: [Ending; 3] = [
        Ending::Resigned(Color::South),
        Ending::Resigned(Color::North),
        Ending::DrawAgreed,
    ];

    /// Its name in links and the wasm API: "resign-south", "resign-north", "draw-agreed".
    pub fn id(self) -> &'static str {
        match self {
            Ending::Resigned(Color::South) => "resign-south",
            Ending::Resigned(Color::North) => "resign-north",
            Ending::DrawAgreed => "draw-agreed",
        }
    }

    /// The ending of that name.
    pub fn from_id(id: &str) -> Option<Ending> {
        Ending::ALL.into_iter().find(|e| e.id() == id)
    }
}
