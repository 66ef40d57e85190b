//! The rules' commands: perft, moves, play and variants.

use clap::Args;
use omnidraughts::{new_game, perft_of, replay, variant};

use super::args::{depth, Start};

/// `perft`'s options.
#[derive(Args)]
#[command(args_override_self = true)]
pub struct Perft {
    #[command(flatten)]
    pub start: Start,
    /// The depth in plies, 0 to 64
    #[arg(long, value_name = "N", value_parser = depth, allow_hyphen_values = true)]
    pub depth: u32,
    /// Each legal move with its count, one a line, then the total
    #[arg(long)]
    pub divide: bool,
}

/// `moves`' options.
#[derive(Args)]
#[command(args_override_self = true)]
pub struct Moves {
    #[command(flatten)]
    pub start: Start,
    /// One JSON object a move: {"path":[squares],"captures":[squares]}
    #[arg(long)]
    pub json: bool,
}

/// `play`'s options.
#[derive(Args)]
#[command(args_override_self = true)]
pub struct Play {
    #[command(flatten)]
    pub start: Start,
    /// The game as PDN before the FEN
    #[arg(long)]
    pub pdn: bool,
    /// The moves, in PDN move text (32-28, 28x19, 28x19x10; ':' accepted between squares)
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

/// `perft`: the leaf count on the last line (the time on stderr), or with `--divide` each
/// move's.
pub fn perft(a: &Perft) -> Result<(), String> {
    let (v, fen, depth) = (a.start.variant(), a.start.fen(), a.depth);
    if a.divide {
        return divide(v, fen, depth);
    }
    let t = std::time::Instant::now();
    let n = perft_of(v, fen, depth).map_err(|e| e.to_string())?;
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "perft {v} depth {depth}: {n} leaves in {secs:.3} s ({:.1} M leaves/s)",
        n as f64 / secs.max(1e-9) / 1e6
    );
    outln!("{n}");
    Ok(())
}

/// `perft --divide`: each legal move and the leaves below it, then the total.
fn divide(v: &str, fen: Option<&str>, depth: u32) -> Result<(), String> {
    let g = new_game(v, fen).map_err(|e| e.to_string())?;
    let mut total = 0;
    for m in g.legal() {
        let mut after = new_game(v, fen).map_err(|e| e.to_string())?;
        after
            .play_text(&m.path.join("x"))
            .or_else(|_| after.play_text(&m.text))
            .map_err(|e| e.to_string())?;
        let n =
            perft_of(v, Some(&after.fen()), depth.saturating_sub(1)).map_err(|e| e.to_string())?;
        outln!("{} {}", m.text, n);
        total += n;
    }
    outln!("{total}");
    Ok(())
}

/// `moves`: the legal moves sorted by path, as PDN text or JSON lines.
pub fn moves(a: &Moves) -> Result<(), String> {
    let g = new_game(a.start.variant(), a.start.fen()).map_err(|e| e.to_string())?;
    let mut moves = g.legal();
    moves.sort_by(|x, y| x.path.cmp(&y.path));
    for m in moves {
        if a.json {
            outln!(
                "{{\"path\":[{}],\"captures\":[{}]}}",
                quoted(&m.path),
                quoted(&m.captures)
            );
        } else {
            outln!("{}", m.text);
        }
    }
    Ok(())
}

/// `play`: the FEN after the moves (the game's end, if they end it, on stderr).
pub fn play(a: &Play) -> Result<(), String> {
    let g = replay(a.start.variant(), a.start.fen(), &a.moves).map_err(|e| e.to_string())?;
    if let Some(o) = g.outcome() {
        eprintln!("{}", o.reason);
    }
    if a.pdn {
        out!("{}", g.pdn());
    }
    outln!("{}", g.fen());
    Ok(())
}

/// `variants`: each game's id and name.
pub fn variants() {
    for v in variant::ALL {
        outln!("{}\t{}", v.id, v.name);
    }
}

fn quoted(v: &[String]) -> String {
    v.iter()
        .map(|s| format!("\"{s}\""))
        .collect::<Vec<_>>()
        .join(",")
}
