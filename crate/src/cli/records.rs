//! The commands that read game records: pdn and analyse.

use clap::Args;

use super::args::{Game, Limits};

/// `pdn`'s options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "Every game of the file is replayed by the rules and written back (with its \
                  clocks, if it has them).\n\
                  A game that cannot be read is named on stderr and the others written; the \
                  exit status is then 2."
)]
pub struct Pdn {
    #[command(flatten)]
    pub game: Game,
    /// Only each game's final position, as FEN, one a line
    #[arg(long)]
    pub final_fen: bool,
    /// The PDN file (default, or '-': standard input)
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

/// `analyse`'s options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "Reviews the file's first game, every line of its tree checked by the rules, \
                  each move searched\n\
                  to --depth (default 10) or for --movetime milliseconds. One line per move:\n  \
                  {\"ply\":1,\"move\":\"32-28\",\"best\":\"33-28\",\"score\":-3,\"bestScore\":5,\
                  \"loss\":8,\"class\":null,\n   \
                  \"line\":[...],\"bestLine\":[...],\"depth\":10}\n\
                  Scores in hundredths of a man from White's point of view, or {\"win\":N} / \
                  {\"loss\":N} plies;\n\
                  class: \"inaccuracy\", \"mistake\", \"blunder\" or null."
)]
pub struct Analyse {
    #[command(flatten)]
    pub game: Game,
    #[command(flatten)]
    pub limits: Limits,
    /// The review as annotated PDN instead ([%eval] comments, marks, the better lines)
    #[arg(long)]
    pub pdn: bool,
    /// The PDN file (default, or '-': standard input)
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

/// `pdn`: each game of the file replayed and written back (with its clocks, as this engine
/// writes them), or its final FEN; the games that cannot be read named, the others written.
pub fn pdn(a: &Pdn) -> Result<(), String> {
    let v = &a.game.variant;
    let text = read_input(a.file.as_deref())?;
    let file = omnidraughts::pdn::read(&text);
    let mut failed: Vec<String> = file.problems.iter().map(|p| p.to_string()).collect();
    let mut written = 0;
    for (i, record) in file.games.iter().enumerate() {
        match omnidraughts::game_from_record(v, record) {
            Ok(g) if a.final_fen => outln!("{}", g.fen()),
            Ok(g) => {
                // a game with its clocks writes them back, as this engine writes them
                let plies = g.history().len();
                let comments =
                    omnidraughts::link::clock_from_pdn(g.info(), record, g.start_turn(), plies)
                        .map(|c| c.comments(g.info(), g.start_turn()))
                        .unwrap_or_default();
                outln!("{}", g.pdn_commented(&record.tags, &comments))
            }
            Err(e) => {
                failed.push(format!("game {} (line {}): {e}", i + 1, record.line));
                continue;
            }
        }
        written += 1;
    }
    for f in &failed {
        eprintln!("omnidraughts: skipped {f}");
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} of {} games could not be read (named above); {written} written",
            failed.len(),
            failed.len() + written
        ))
    }
}

/// `analyse`: the first game of a PDN file reviewed move by move, one JSON object per move
/// as it is reviewed (`PlyReview::json`), or with `--pdn` the review as annotated PDN.
pub fn analyse(a: &Analyse) -> Result<(), String> {
    use omnidraughts::{annotated, review, ThinkOptions};
    let text = read_input(a.file.as_deref())?;
    let (game, record) =
        annotated::read_tree(&text, Some(&a.game.variant)).map_err(|e| e.to_string())?;
    let info = game.info();
    if game.history().is_empty() {
        return Err("the game has no move to review".into());
    }
    let l = &a.limits;
    let options = ThinkOptions {
        movetime_ms: l.movetime,
        depth: l
            .depth
            .or(l.movetime.is_none().then_some(review::DEFAULT_DEPTH)),
        nodes: l.nodes,
        ..ThinkOptions::default()
    };
    let reviews = review::review_game(&*game, &options, |r| {
        if !a.pdn {
            outln!("{}", r.json(info));
        }
    })
    .map_err(|e| e.to_string())?;
    if a.pdn {
        let text = review::review_pdn(&*game, &reviews, &record.tags).map_err(|e| e.to_string())?;
        out!("{text}");
    }
    Ok(())
}

/// The text of `file`, or of standard input for none or `-`.
fn read_input(file: Option<&str>) -> Result<String, String> {
    match file {
        None | Some("-") => {
            let mut s = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(s)
        }
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            Ok(String::from_utf8_lossy(&bytes).into_owned())
        }
    }
}
