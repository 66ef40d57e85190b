//! The computer's move: bestmove, and what `engine` keeps between its searches.

use clap::Args;
use omnidraughts::{replay, SearchTable, ThinkOptions};

use super::args::{contempt, level, seed, Limits, Start};

/// `bestmove`'s options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "Searches the position (--fen, then the moves) until the first limit given \
                  (--movetime, --depth,\n\
                  --nodes) or as --level plays; with none, for one second. Prints\n  \
                  info depth D score cp S|win N [egdb V] nodes N time MS nps N pv MOVE...\n\
                  (the score in hundredths of a man for the side to move), then the move in \
                  PDN on the last line."
)]
pub struct Bestmove {
    #[command(flatten)]
    pub start: Start,
    #[command(flatten)]
    pub limits: Limits,
    /// Play at a level: 1 Beginner to 5 Master (its depth, time, noise and contempt)
    #[arg(long, value_name = "1-5", value_parser = level, allow_hyphen_values = true)]
    pub level: Option<usize>,
    /// The random seed of a level's choice among near-best moves
    #[arg(long, value_name = "S", value_parser = seed, allow_hyphen_values = true, default_value_t = 0)]
    pub seed: u64,
    /// A draw is worth C hundredths of a man less than nothing to the side to move (0 to 100)
    #[arg(long, value_name = "C", value_parser = contempt, allow_hyphen_values = true)]
    pub contempt: Option<i32>,
    /// Read the endgame databases in DIR (files as 'egdb build' writes them)
    #[arg(long, value_name = "DIR")]
    pub egdb: Option<String>,
    /// Moves played from the position first, in PDN move text
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

/// What `engine` keeps between its commands (a command run alone starts from nothing): the
/// search table, as the page's worker keeps it between the computer's moves, and the game
/// and directory of the endgame databases read last.
#[derive(Default)]
pub struct Session {
    pub table: SearchTable,
    pub loaded: Option<(String, String)>,
}

/// `bestmove`: the computer's move in the position after the moves, searched with the
/// session's table; the databases of `--egdb` read unless the session has them.
pub fn bestmove(a: &Bestmove, session: &mut Session) -> Result<(), String> {
    let v = a.start.variant();
    let err = |e: omnidraughts::Error| e.to_string();
    let g = replay(v, a.start.fen(), &a.moves).map_err(err)?;
    if let Some(dir) = &a.egdb {
        let wanted = (v.to_string(), dir.clone());
        if session.loaded.as_ref() != Some(&wanted) {
            let tables =
                omnidraughts::egdb::file::load_dir(v, std::path::Path::new(dir)).map_err(err)?;
            omnidraughts::egdb::install(tables).map_err(err)?;
            session.loaded = Some(wanted);
        }
    }
    if let Some(o) = g.outcome() {
        return Err(format!("the game is over: {}", o.reason));
    }
    let t = g
        .think(
            &ThinkOptions {
                level: a.level,
                movetime_ms: a.limits.movetime,
                depth: a.limits.depth,
                nodes: a.limits.nodes,
                seed: a.seed,
                clock: None,
                // the computer's move: without a level, as the Master plays it
                contempt: a
                    .contempt
                    .or(a.level.is_none().then_some(omnidraughts::search::CONTEMPT)),
            },
            &mut session.table,
        )
        .map_err(err)?;
    let best = t.best.ok_or("no move to play")?;
    let mut score = match t.win_in {
        Some(n) => format!("win {n}"),
        None => format!("cp {}", t.score),
    };
    if let Some(v) = t.database {
        score += &format!(" egdb {}", v.id());
    }
    outln!(
        "info depth {} score {score} nodes {} time {:.0} nps {:.0} pv {}",
        t.depth,
        t.nodes,
        t.ms,
        t.nodes as f64 / (t.ms / 1000.0).max(1e-6),
        t.pv.join(" ")
    );
    outln!("{}", best.text);
    Ok(())
}
