//! How a game ends: its [`Outcome`], and the [`Ending`]s that its moves alone do not say.

use crate::said::Said;
use crate::Color;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why ("Black wins: White cannot move", "draw by threefold repetition"): a code with
    /// values, worded by the reader (its `Display` is the English).
    pub reason: Said,
}

/// How a game ended when its moves alone do not say: a side resigned, the players agreed a
/// draw, or a side's time ran out (its flag fell). Written in share links and saved games as
/// `resign-south`, `resign-north`, `draw-agreed`, `time-south` or `time-north`
/// ([`Ending::id`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This side resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
    /// This side's time ran out: it loses, unless the other side could never have won (then
    /// the game is drawn; see [`Game::end`](crate::Game::end)).
    TimeForfeit(Color),
}

impl Ending {
    /// Every ending, in the order their names are listed in messages.
    pub const ALL: [Ending; 5] = [
        Ending::Resigned(Color::South),
        Ending::Resigned(Color::North),
        Ending::DrawAgreed,
        Ending::TimeForfeit(Color::South),
        Ending::TimeForfeit(Color::North),
    ];

    /// Its name in links and the wasm API: "resign-south", "resign-north", "draw-agreed",
    /// "time-south", "time-north".
    pub fn id(self) -> &'static str {
        match self {
            Ending::Resigned(Color::South) => "resign-south",
            Ending::Resigned(Color::North) => "resign-north",
            Ending::DrawAgreed => "draw-agreed",
            Ending::TimeForfeit(Color::South) => "time-south",
            Ending::TimeForfeit(Color::North) => "time-north",
        }
    }

    /// The ending of that name.
    pub fn from_id(id: &str) -> Option<Ending> {
        Ending::ALL.into_iter().find(|e| e.id() == id)
    }
}
