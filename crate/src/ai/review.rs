//! Game review: how much a move gave away against the best one, and what it is called.
//!
//! Scores are the search's, for the side that moved, in hundredths of a man. A move is
//! marked by its *loss*, the best move's score less the played move's, both searched alike
//! ([`Searcher::analyse`](crate::ai::search::Searcher::analyse) scores the played move
//! with the lines), each score first capped at ±[`CAP`] so that among won (or lost)
//! positions the distance to the end does not count:
//!
//! - **blunder**: a loss of [`BLUNDER`] (nine tenths of a man) or more, or a move that throws
//!   a result away: from a win the search has proved to a position it has not, or from a
//!   position not proved lost to one that is;
//! - **mistake**: [`MISTAKE`] (six tenths of a man) or more;
//! - **inaccuracy**: [`INACCURACY`] (three tenths of a man) or more.
//!
//! Why these: a man is the unit of the game, and giving one away for nothing loses most
//! games between good players, so the move that allows a shot winning a man is the typical
//! blunder. Its loss at the review's depth is about a man, less what the evaluation credits
//! back in position (the shots of `tests/analysis.rs`), so the line is drawn just under a man.
//! A quiet master game's moves lose much less against the engine's choice (Ndjofang -
//! Heusdens, WK 2003, in the same tests), so three tenths of a man is a real concession. The
//! measurements are in `docs/results.md`.

use crate::ai::search::{DATABASE_SPREAD, DATABASE_WIN, MAX_PLY, WIN_FOUND};

/// The loss from which a move is an inaccuracy, in hundredths of a man.
pub const INACCURACY: i32 = 30;
/// The loss from which a move is a mistake.
pub const MISTAKE: i32 = 60;
/// The loss from which a move is a blunder.
pub const BLUNDER: i32 = 90;
/// Scores are capped at this before the loss is taken (ten men).
pub const CAP: i32 = 1000;

/// What a move is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// A loss of [`INACCURACY`] or more.
    Inaccuracy,
    /// A loss of [`MISTAKE`] or more.
    Mistake,
    /// A loss of [`BLUNDER`] or more, or a result thrown away.
    Blunder,
}

impl Class {
    /// The name the CLI and the page use: "inaccuracy", "mistake", "blunder".
    pub fn id(self) -> &'static str {
        match self {
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The PDN mark's NAG: `?!` (6), `?` (2), `??` (4).
    pub fn nag(self) -> u16 {
        match self {
            Class::Inaccuracy => 6,
            Class::Mistake => 2,
            Class::Blunder => 4,
        }
    }
}

/// A result the search has proved: `Some(true)` a win, `Some(false)` a loss (found in the
/// tree, or known to an endgame database), `None` neither.
pub fn proved(score: i32) -> Option<bool> {
    let known = WIN_FOUND.min(DATABASE_WIN - DATABASE_SPREAD - MAX_PLY as i32);
    (score.abs() > known).then_some(score > 0)
}

/// The loss of a move scored `played` where the best scored `best` (both for the mover),
/// and what the move is called.
pub fn classify(best: i32, played: i32) -> (i32, Option<Class>) {
    let loss = (best.clamp(-CAP, CAP) - played.clamp(-CAP, CAP)).max(0);
    let thrown = (proved(best) == Some(true) && proved(played) != Some(true))
        || (proved(best) != Some(false) && proved(played) == Some(false));
    let class = if thrown || loss >= BLUNDER {
        Some(Class::Blunder)
    } else if loss >= MISTAKE {
        Some(Class::Mistake)
    } else if loss >= INACCURACY {
        Some(Class::Inaccuracy)
    } else {
        None
    };
    (loss, class)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::WIN;

    #[test]
    fn thresholds_and_results_thrown_away() {
        assert_eq!(classify(20, 20 - INACCURACY + 1), (INACCURACY - 1, None));
        assert_eq!(classify(20, 20 - INACCURACY).1, Some(Class::Inaccuracy));
        assert_eq!(classify(20, 20 - MISTAKE).1, Some(Class::Mistake));
        assert_eq!(classify(20, 20 - BLUNDER).1, Some(Class::Blunder));
        // a win thrown into a level position, a level one into a proved loss
        assert_eq!(classify(WIN - 9, 10).1, Some(Class::Blunder));
        assert_eq!(classify(30, -(WIN - 5)).1, Some(Class::Blunder));
        assert_eq!(classify(DATABASE_WIN, 0).1, Some(Class::Blunder));
        // a slower win, a quicker loss where every move loses: nothing thrown away
        assert_eq!(classify(WIN - 5, WIN - 15), (0, None));
        assert_eq!(classify(-(WIN - 15), -(WIN - 5)), (0, None));
        // a move the search likes better than its best is no loss
        assert_eq!(classify(10, 12), (0, None));
    }
}
