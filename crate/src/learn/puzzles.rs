//! A game's puzzles (`data/puzzles/<game>.json`): positions where one line wins, mined from
//! real games and the engine's own (`mine.rs`). The check here replays every line and asks
//! what it claims of the position it reaches; `mine::unique` asks the search, as the miner
//! did, that every solving move is the only good one.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::{material, shipped, shipped_text};
use crate::{new_game, AnyGame};

/// One puzzle.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// `<game>-<six hex digits>`, from its FEN: the same position, the same id.
    pub id: String,
    /// The position, as FEN; the side to move solves it.
    pub fen: String,
    /// The solver's moves and the replies, alternating, the solver's first and last.
    pub solution: Vec<String>,
    /// What it is about ([`THEMES`]).
    pub themes: Vec<String>,
    /// How hard it is, on the players' scale (Glicko-2's 1500 for an average one).
    pub rating: u32,
    /// Where the position comes from: a game collection's file and game, or self-play.
    pub source: String,
}

/// The themes, each checked against the line by [`check`].
pub const THEMES: [&str; 5] = [
    // the line gives a piece away before it wins more
    "shot",
    // a man of the solver's is crowned on the way
    "breakthrough",
    // few pieces are left
    "ending",
    // the line ends the game, won
    "win",
    // the solver makes three moves or more
    "long",
];

/// At most this many pieces on the board: an ending.
pub const ENDING_PIECES: usize = 8;

/// How much the solver must come out ahead, in hundredths of a man (a man).
pub const GAIN: i32 = 100;

/// A puzzle's id from its game and position.
pub fn id_of(variant: &str, fen: &str) -> String {
    // FNV-1a: stable across builds and platforms, unlike std's hasher
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in fen.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{variant}-{:06x}", h & 0xff_ffff)
}

/// The puzzles shipped for `variant`, checked.
pub fn shipped(variant: &str) -> Result<Vec<Puzzle>, String> {
    read(variant, shipped_text(&shipped!("puzzles"), variant)?)
}

/// Puzzles from their JSON (an array), each checked; refused with the first wrong one.
pub fn read(variant: &str, json: &str) -> Result<Vec<Puzzle>, String> {
    let all: Vec<Puzzle> =
        serde_json::from_str(json).map_err(|e| format!("the puzzles of {variant}: {e}"))?;
    let mut ids = BTreeSet::new();
    for p in &all {
        if !ids.insert(p.id.as_str()) {
            return Err(format!(
                "the puzzles of {variant}: '{}' is there twice",
                p.id
            ));
        }
        check(variant, p).map_err(|e| format!("the puzzles of {variant}: '{}': {e}", p.id))?;
    }
    Ok(all)
}

/// What a line comes to, as [`check`] and the miner see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The solver's lead in material after the line less before it.
    pub gain: i32,
    /// The opponent took something on the way.
    pub gave: bool,
    /// One of the solver's men was crowned on the way.
    pub crowned: bool,
    /// The line ends the game, the solver winning.
    pub won: bool,
    /// Pieces on the board at the start.
    pub pieces: usize,
    /// The opponent can capture after the line (it is not over).
    pub open: bool,
}

/// Plays `line` from `fen`: refused at the first move that is not legal.
pub fn play(variant: &str, fen: &str, line: &[String]) -> Result<Played, String> {
    let mut g = new_game(variant, Some(fen)).map_err(|e| format!("its FEN: {e}"))?;
    if g.outcome().is_some() {
        return Err("its position is a finished game".into());
    }
    let solver = g.turn();
    let lead = |g: &dyn AnyGame| material(g, solver) - material(g, solver.other());
    let start = lead(&*g);
    let pieces = g
        .squares()
        .iter()
        .map(|s| s.stack.len().max(usize::from(s.piece.is_some())))
        .sum();
    let (mut gave, mut crowned) = (false, false);
    for (i, text) in line.iter().enumerate() {
        let Some(m) = g.legal().into_iter().find(|m| &m.text == text) else {
            return Err(format!(
                "move {} ('{}') is not legal there",
                i + 1,
                crate::clip(text)
            ));
        };
        let ours = g.turn() == solver;
        gave |= !ours && !m.captures.is_empty();
        crowned |= ours && m.promotion.is_some();
        g.play_text(&m.text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        if g.outcome().is_some() && i + 1 < line.len() {
            return Err(format!(
                "the game is over after move {}, before the line ends",
                i + 1
            ));
        }
    }
    let won = g.outcome().is_some_and(|o| o.winner == Some(solver));
    let open = g.outcome().is_none() && g.legal().iter().any(|m| !m.captures.is_empty());
    Ok(Played {
        gain: lead(&*g) - start,
        gave,
        crowned,
        won,
        pieces,
        open,
    })
}

/// The themes a played line has.
pub fn themes_of(p: &Played, solver_moves: usize) -> Vec<String> {
    let has = [
        p.gave,
        p.crowned,
        p.pieces <= ENDING_PIECES,
        p.won,
        solver_moves >= 3,
    ];
    THEMES
        .iter()
        .zip(has)
        .filter(|(_, h)| *h)
        .map(|(t, _)| t.to_string())
        .collect()
}

/// A puzzle's line and what it claims, without a search: legal, the solver's moves first and
/// last, won or ahead by [`GAIN`] with nothing left to take back, and the themes the line has.
pub fn check(variant: &str, p: &Puzzle) -> Result<(), String> {
    if p.id != id_of(variant, &p.fen) {
        return Err(format!("its id should be '{}'", id_of(variant, &p.fen)));
    }
    if p.solution.len() % 2 == 0 {
        return Err("the solution must end with the solver's move".into());
    }
    let played = play(variant, &p.fen, &p.solution)?;
    if !played.won && (played.gain < GAIN || played.open) {
        return Err(format!(
            "the line neither wins nor comes out a man ahead with nothing to take back (gain {}, {})",
            played.gain,
            if played.open { "a capture pending" } else { "quiet" }
        ));
    }
    if p.solution.len() < 3 && !played.won {
        return Err("a puzzle of one move must win the game".into());
    }
    let themes = themes_of(&played, p.solution.len().div_ceil(2));
    if p.themes != themes {
        return Err(format!(
            "its themes should be {themes:?}, not {:?}",
            p.themes
        ));
    }
    if !(400..=3000).contains(&p.rating) {
        return Err(format!("a rating of {} is outside 400..3000", p.rating));
    }
    Ok(())
}

/// The CLI's line for a puzzle: `{"id", "fen", "solution", "themes", "rating"}`.
pub fn line(p: &Puzzle) -> String {
    serde_json::json!({
        "id": p.id,
        "fen": p.fen,
        "solution": p.solution,
        "themes": p.themes,
        "rating": p.rating,
    })
    .to_string()
}
