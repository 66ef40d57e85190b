//! The endgame databases' commands: egdb build and egdb probe.

use clap::{Args, Subcommand};
use omnidraughts::{egdb, replay};

use super::args::{pieces, Game, Start};

/// `egdb`'s commands.
#[derive(Subcommand)]
pub enum Egdb {
    /// Build every slice up to N pieces: one file per number of pieces in DIR
    Build(Build),
    /// A position's value from the files in DIR: win, draw, loss or unknown
    Probe(Probe),
}

/// `egdb build`'s options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "Prints a line per slice (positions, wins, draws, losses, the longest win), \
                  a line per file\n\
                  written (DIR/<variant>-<N>.egdb), then the total."
)]
pub struct Build {
    #[command(flatten)]
    pub game: Game,
    /// The most pieces on the board, 2 to 6
    #[arg(long, value_name = "N", value_parser = pieces, allow_hyphen_values = true)]
    pub pieces: u32,
    /// The directory to write the files into (made if missing)
    #[arg(long, value_name = "DIR")]
    pub out: String,
    /// The runs not deflated (the page's files, which the server gzips whole)
    #[arg(long)]
    pub plain: bool,
}

/// `egdb probe`'s options.
#[derive(Args)]
#[command(
    args_override_self = true,
    after_help = "Prints the value for the side to move: 'win', 'draw' or 'loss', a win or \
                  loss with how soon\n\
                  the next capture, promotion or the end comes with best play; or 'unknown \
                  (more than N pieces)'."
)]
pub struct Probe {
    #[command(flatten)]
    pub start: Start,
    /// The directory of the database files
    #[arg(long, value_name = "DIR")]
    pub egdb: String,
    /// Moves played from the position first, in PDN move text
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

pub fn run(a: &Egdb) -> Result<(), String> {
    match a {
        Egdb::Build(b) => build(b),
        Egdb::Probe(p) => probe(p),
    }
}

/// `egdb build`: every slice of the game up to `--pieces`, one file per number of pieces in
/// `--out` (`--plain`: the runs not deflated, for the page, which gzips the files whole).
fn build(a: &Build) -> Result<(), String> {
    let (v, pieces) = (a.game.variant.as_str(), a.pieces);
    let out = std::path::PathBuf::from(&a.out);
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let started = std::time::Instant::now();
    let files = egdb::with_game(v, |g| {
        omnidraughts::with_egdb_game!(g, R => {
            let mut tables = egdb::Tables::new::<R>();
            egdb::build::build::<R>(&mut tables, pieces, |t| {
                let s = &t.stats;
                outln!(
                    "{:<10} {:>11} positions  {:>11} wins {:>11} draws {:>11} losses  longest {:>3} plies  {:>7} ms",
                    t.slice.material.name(), t.slice.size, s.wins, s.draws, s.losses, s.longest, s.ms
                );
            });
            (2..=pieces)
                .map(|n| (egdb::file::name(v, n), egdb::file::write::<R>(&tables, n, !a.plain)))
                .collect::<Vec<_>>()
        })
    })
    .map_err(|e| e.to_string())?;
    let secs = started.elapsed().as_secs_f64();
    let mut total = 0;
    for (name, bytes) in files {
        let path = out.join(&name);
        std::fs::write(&path, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        outln!("{}  {} bytes", path.display(), bytes.len());
        total += bytes.len();
    }
    outln!("{v} up to {pieces} pieces: {secs:.1} s, {total} bytes");
    Ok(())
}

/// `egdb probe`: the value of the position after the moves, from the files in `--egdb`.
fn probe(a: &Probe) -> Result<(), String> {
    let err = |e: omnidraughts::Error| e.to_string();
    let v = a.start.variant();
    let tables = egdb::file::load_dir(v, std::path::Path::new(&a.egdb)).map_err(err)?;
    let g = replay(v, a.start.fen(), &a.moves).map_err(err)?;
    let fen = g.fen();
    let value = egdb::with_game(v, |g| {
        omnidraughts::with_egdb_game!(g, R => {
            <R as omnidraughts::Rules>::parse_fen(&fen)
                .map(|p| (tables.value(&p), tables.distance(&p), p.kings != p.occupied()))
        })
    })
    .map_err(err)?
    .map_err(|e| e.to_string())?;
    match value {
        // the slices that keep distances (every one in the native files) say how soon
        (Some(w), Some(d), men) if w != omnidraughts::Wdl::Draw => {
            let way = if men {
                "a capture, a promotion"
            } else {
                "a capture"
            };
            outln!("{} ({way} or the end in {d} plies with best play)", w.id())
        }
        (Some(w), ..) => outln!("{}", w.id()),
        (None, ..) => outln!("unknown (more than {} pieces)", tables.pieces),
    }
    Ok(())
}
