//! Lessons and puzzles: the data the page's Learn and Puzzles modes show (`data/lessons/`,
//! `data/puzzles/`, one file a game), read and checked here against the rules, so that the
//! CLI (`omnidraughts lessons`, `omnidraughts puzzles`) and the native tests see exactly
//! what the page is shipped. Native only: the page reads the same files as JSON and asks
//! nothing of the engine about them beyond its usual moves and reasons.

pub mod lessons;
#[cfg(feature = "search")]
pub mod mine;
pub mod puzzles;

/// The languages every text of a lesson is written in, as the page names them.
pub const LANGUAGES: [&str; 7] = ["en", "fr", "it", "nl", "pl", "pt-BR", "ru"];

/// The shipped data files of a directory of `data/`, one a game, by the game's id.
macro_rules! shipped {
    ($dir:literal) => {
        shipped!(@ $dir; "english", "international", "italian", "polish", "russian", "coronet",
            "coast-to-coast", "stackem", "cheskers")
    };
    (@ $dir:literal; $($id:literal),+) => {
        [$(($id, include_str!(concat!("../../../data/", $dir, "/", $id, ".json")))),+]
    };
}
pub(crate) use shipped;

/// The text of a shipped file for `variant`, or a refusal naming the games.
pub(crate) fn shipped_text(
    files: &[(&'static str, &'static str)],
    variant: &str,
) -> Result<&'static str, String> {
    files
        .iter()
        .find(|(id, _)| *id == variant)
        .map(|(_, text)| *text)
        .ok_or_else(|| {
            let ids: Vec<&str> = files.iter().map(|(id, _)| *id).collect();
            format!(
                "unknown variant '{}' (the games: {})",
                crate::clip(variant),
                ids.join(", ")
            )
        })
}

/// A material count for one side from the board as the page sees it: what a puzzle wins and
/// a lesson's ending is about. Men 1, the stronger pieces more, a borne-off piece (Coast-to-
/// Coast) as much as a king: it is the way to win there.
pub fn material(game: &dyn crate::AnyGame, side: crate::Color) -> i32 {
    use crate::PieceKind;
    let value = |k: PieceKind| match k {
        PieceKind::Man => 100,
        _ => 300,
    };
    let mut total = 0;
    for sq in game.squares() {
        if sq.stack.is_empty() {
            if let Some(p) = sq.piece.filter(|p| p.color == side) {
                total += value(p.kind);
            }
        } else {
            total += sq
                .stack
                .iter()
                .filter(|p| p.color == side)
                .map(|p| value(p.kind))
                .sum::<i32>();
        }
    }
    if let Some(off) = game.borne_off() {
        total += 300 * i32::from(off[side as usize]);
    }
    total
}
