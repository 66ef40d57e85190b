//! The options several commands share, and the readers of the options' values: each refuses a
//! bad value with a sentence naming the option and the value. A number's option takes a value
//! that starts with '-' (`allow_hyphen_values`), so that `--movetime -5` is refused by its
//! reader, not taken for an unknown option.

use clap::Args;

/// The game a command is about.
#[derive(Args)]
pub struct Game {
    /// The game, by its id ('omnidraughts variants' lists them)
    #[arg(long, value_name = "V")]
    pub variant: String,
}

/// The game and the position a command starts from.
#[derive(Args)]
pub struct Start {
    #[command(flatten)]
    pub game: Game,
    /// The position to start from, as FEN (default: the game's start)
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
}

impl Start {
    pub fn variant(&self) -> &str {
        &self.game.variant
    }

    pub fn fen(&self) -> Option<&str> {
        self.fen.as_deref()
    }
}

/// How long a search runs: by time, depth or nodes, the first limit met ending it.
#[derive(Args)]
pub struct Limits {
    /// Search for MS milliseconds (a positive number)
    #[arg(long, value_name = "MS", value_parser = movetime, allow_hyphen_values = true)]
    pub movetime: Option<f64>,
    /// Search to N plies (0 to 64)
    #[arg(long, value_name = "N", value_parser = depth, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    /// Search N nodes (a positive whole number)
    #[arg(long, value_name = "N", value_parser = nodes, allow_hyphen_values = true)]
    pub nodes: Option<u64>,
}

/// A depth in plies, 0 to 64.
pub fn depth(v: &str) -> Result<u32, String> {
    v.parse()
        .ok()
        .filter(|&d: &u32| d <= 64)
        .ok_or_else(|| format!("--depth must be a whole number from 0 to 64, not '{v}'"))
}

/// A positive number of milliseconds.
pub fn movetime(v: &str) -> Result<f64, String> {
    v.parse()
        .ok()
        .filter(|&ms: &f64| ms.is_finite() && ms > 0.0)
        .ok_or_else(|| format!("--movetime must be a positive number of milliseconds, not '{v}'"))
}

/// A positive number of nodes.
pub fn nodes(v: &str) -> Result<u64, String> {
    v.parse()
        .ok()
        .filter(|&n: &u64| n > 0)
        .ok_or_else(|| format!("--nodes must be a positive whole number, not '{v}'"))
}

/// One of the computer's levels, from 1.
pub fn level(v: &str) -> Result<usize, String> {
    let n = omnidraughts::search::LEVELS.len();
    v.parse()
        .ok()
        .filter(|l: &usize| (1..=n).contains(l))
        .ok_or_else(|| format!("--level must be a number from 1 to {n}, not '{v}'"))
}

/// A random seed.
pub fn seed(v: &str) -> Result<u64, String> {
    v.parse()
        .map_err(|_| format!("--seed must be a whole number, not '{v}'"))
}

/// A contempt in hundredths of a man (its range is the search's to check).
pub fn contempt(v: &str) -> Result<i32, String> {
    v.parse()
        .map_err(|_| format!("--contempt must be a whole number of hundredths of a man, not '{v}'"))
}

/// A number of pieces for the endgame databases, 2 to 6.
pub fn pieces(v: &str) -> Result<u32, String> {
    v.parse()
        .ok()
        .filter(|n: &u32| (2..=6).contains(n))
        .ok_or_else(|| format!("--pieces must be a whole number from 2 to 6, not '{v}'"))
}
