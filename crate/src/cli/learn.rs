//! The learning commands: lessons and puzzles, as shipped in `data/` (or read from a file
//! being written), and the puzzle miner.

use clap::Args;
use omnidraughts::learn::{lessons, mine, puzzles};

use super::args::{level, seed, Game};

/// `lessons`' options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "One JSON object a step: {\"lesson\":id,\"step\":n,\"fen\":FEN,\"task\":English text,\
                  \"kind\":task,\"answers\":[moves]}.\n\
                  Every step is checked first: its answers must be exactly the legal moves that do its task."
)]
pub struct Lessons {
    #[command(flatten)]
    pub game: Game,
    /// A course's JSON to check and list instead of the shipped one (data/lessons/V.json)
    #[arg(long, value_name = "FILE")]
    pub file: Option<String>,
}

/// `puzzles`' options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "One JSON object a puzzle: {\"id\":id,\"fen\":FEN,\"solution\":[moves],\"themes\":[..],\"rating\":n}.\n\
                  With --mine: the puzzles found in the collections and in self-play, as the JSON array\n\
                  of data/puzzles/V.json (progress on stderr); the same seed gives the same puzzles."
)]
pub struct Puzzles {
    #[command(flatten)]
    pub game: Game,
    /// Puzzles' JSON to check and list instead of the shipped ones (data/puzzles/V.json)
    #[arg(long, value_name = "FILE", conflicts_with = "mine")]
    pub file: Option<String>,
    /// Check each puzzle's solving moves with the search as well (slow)
    #[arg(long)]
    pub unique: bool,
    /// Mine puzzles instead: from the collections (--collection) and self-play (--games)
    #[arg(long)]
    pub mine: bool,
    /// A PDN collection to mine (repeatable)
    #[arg(long, value_name = "FILE", requires = "mine")]
    pub collection: Vec<String>,
    /// Games of self-play to mine
    #[arg(long, value_name = "N", default_value_t = 0, requires = "mine")]
    pub games: usize,
    /// The self-play's level
    #[arg(long, value_name = "L", value_parser = level, default_value_t = 2, requires = "mine")]
    pub level: usize,
    /// The most puzzles to keep
    #[arg(long, value_name = "N", default_value_t = 300, requires = "mine")]
    pub keep: usize,
    /// The seed of the self-play and of the choice among the puzzles found
    #[arg(long, value_name = "S", value_parser = seed, default_value_t = 1, requires = "mine")]
    pub seed: u64,
}

/// `lessons`: every step of the course, checked, one line each.
pub fn lessons(a: &Lessons) -> Result<(), String> {
    let v = &a.game.variant;
    let course = match &a.file {
        Some(f) => lessons::read(v, &read_file(f)?)?,
        None => lessons::shipped(v)?,
    };
    for lesson in &course.lessons {
        for (i, step) in lesson.steps.iter().enumerate() {
            outln!("{}", lessons::line(lesson, i + 1, step));
        }
    }
    Ok(())
}

/// `puzzles`: every puzzle, checked, one line each; or with `--mine` new ones as JSON.
pub fn puzzles(a: &Puzzles) -> Result<(), String> {
    let v = &a.game.variant;
    if a.mine {
        return mine_puzzles(a);
    }
    let all = match &a.file {
        Some(f) => puzzles::read(v, &read_file(f)?)?,
        None => puzzles::shipped(v)?,
    };
    let depth = mine::depths(v).verify;
    for p in &all {
        if a.unique {
            mine::unique(v, p, depth).map_err(|e| format!("'{}': {e}", p.id))?;
        }
        outln!("{}", puzzles::line(p));
    }
    Ok(())
}

fn mine_puzzles(a: &Puzzles) -> Result<(), String> {
    let v = &a.game.variant;
    omnidraughts::new_game(v, None).map_err(|e| e.to_string())?;
    let started = std::time::Instant::now();
    let mut candidates = Vec::new();
    for f in &a.collection {
        let name = std::path::Path::new(f)
            .file_name()
            .map_or(f.clone(), |n| n.to_string_lossy().into_owned());
        candidates.extend(mine::from_collection(v, &name, &read_file(f)?));
    }
    candidates.extend(mine::from_self_play(v, a.games, a.level, a.seed)?);
    eprintln!("{v}: {} positions to look at", candidates.len());
    let found = mine::mine(v, &candidates, a.keep, a.seed)?;
    eprintln!(
        "{v}: {} puzzles in {:.0} s",
        found.len(),
        started.elapsed().as_secs_f64()
    );
    // one puzzle a line: a new mining's changes read line by line
    let lines: Result<Vec<String>, _> = found.iter().map(serde_json::to_string).collect();
    outln!("[\n{}\n]", lines.map_err(|e| e.to_string())?.join(",\n"));
    Ok(())
}

fn read_file(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
}
