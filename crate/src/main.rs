//! The `omnidraughts` command line: perft, moves, play, pdn, bestmove, analyse, egdb,
//! variants, and engine (the others kept running, one a line).
//!
//! Bad input exits with status 2 and a one-line message on stderr; never a panic.

use std::process::ExitCode;

use omnidraughts::{new_game, perft_of, replay, variant, Error, SearchTable, ThinkOptions};

/// `println!` that stops quietly when the reader has gone (`| head`), instead of panicking.
macro_rules! outln {
    ($($t:tt)*) => {{
        use std::io::Write;
        if writeln!(std::io::stdout().lock(), $($t)*).is_err() {
            std::process::exit(0);
        }
    }};
}

/// `print!` likewise.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write;
        if write!(std::io::stdout().lock(), $($t)*).is_err() {
            std::process::exit(0);
        }
    }};
}

const USAGE: &str = "usage: omnidraughts perft --variant V --depth N [--fen FEN]
       omnidraughts moves --variant V [--fen FEN] --json
       omnidraughts play --variant V [--fen FEN] [--pdn] MOVE...
       omnidraughts pdn --variant V [FILE] [--final-fen]
       omnidraughts bestmove --variant V [--fen FEN] [--movetime MS] [--depth N] [--nodes N]
                             [--level 1-5] [--seed S] [--contempt C] [--egdb DIR] [MOVE...]
       omnidraughts analyse --variant V [--movetime MS | --depth N] [--pdn] [FILE|-]
       omnidraughts egdb build --variant V --pieces N --out DIR [--plain]
       omnidraughts egdb probe --variant V --egdb DIR [--fen FEN] [MOVE...]
       omnidraughts engine    (commands on standard input, one a line: bestmove ..., new, quit)
       omnidraughts variants";

struct Args {
    command: String,
    variant: Option<String>,
    fen: Option<String>,
    depth: Option<u32>,
    json: bool,
    divide: bool,
    pdn: bool,
    final_fen: bool,
    movetime: Option<f64>,
    nodes: Option<u64>,
    level: Option<usize>,
    seed: u64,
    contempt: Option<i32>,
    pieces: Option<u32>,
    out: Option<String>,
    egdb: Option<String>,
    plain: bool,
    rest: Vec<String>,
}

fn parse_args(raw: Vec<String>) -> Result<Args, String> {
    let mut it = raw.into_iter();
    let command = it.next().ok_or_else(|| USAGE.to_string())?;
    let mut a = Args {
        command,
        variant: None,
        fen: None,
        depth: None,
        json: false,
        divide: false,
        pdn: false,
        final_fen: false,
        movetime: None,
        nodes: None,
        level: None,
        seed: 0,
        contempt: None,
        pieces: None,
        out: None,
        egdb: None,
        plain: false,
        rest: Vec::new(),
    };
    while let Some(arg) = it.next() {
        let (key, inline) = match arg.split_once('=') {
            Some((k, v)) if k.starts_with("--") => (k.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| it.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match key.as_str() {
            "--variant" => a.variant = Some(value("--variant")?),
            "--fen" => a.fen = Some(value("--fen")?),
            "--depth" => {
                let v = value("--depth")?;
                a.depth = Some(v.parse().ok().filter(|&d: &u32| d <= 64).ok_or_else(|| {
                    format!("--depth must be a whole number from 0 to 64, not '{v}'")
                })?);
            }
            "--movetime" => {
                let v = value("--movetime")?;
                a.movetime = Some(
                    v.parse()
                        .ok()
                        .filter(|&ms: &f64| ms.is_finite() && ms > 0.0)
                        .ok_or_else(|| {
                            format!(
                                "--movetime must be a positive number of milliseconds, not '{v}'"
                            )
                        })?,
                );
            }
            "--nodes" => {
                let v = value("--nodes")?;
                a.nodes = Some(v.parse().ok().filter(|&n: &u64| n > 0).ok_or_else(|| {
                    format!("--nodes must be a positive whole number, not '{v}'")
                })?);
            }
            "--level" => {
                let v = value("--level")?;
                let n = omnidraughts::search::LEVELS.len();
                a.level = Some(
                    v.parse()
                        .ok()
                        .filter(|l: &usize| (1..=n).contains(l))
                        .ok_or_else(|| {
                            format!("--level must be a number from 1 to {n}, not '{v}'")
                        })?,
                );
            }
            "--seed" => {
                let v = value("--seed")?;
                a.seed = v
                    .parse()
                    .map_err(|_| format!("--seed must be a whole number, not '{v}'"))?;
            }
            "--contempt" => {
                let v = value("--contempt")?;
                a.contempt = Some(v.parse().map_err(|_| {
                    format!("--contempt must be a whole number of hundredths of a man, not '{v}'")
                })?);
            }
            "--pieces" => {
                let v = value("--pieces")?;
                a.pieces = Some(
                    v.parse()
                        .ok()
                        .filter(|n: &u32| (2..=6).contains(n))
                        .ok_or_else(|| {
                            format!("--pieces must be a whole number from 2 to 6, not '{v}'")
                        })?,
                );
            }
            "--out" => a.out = Some(value("--out")?),
            "--egdb" => a.egdb = Some(value("--egdb")?),
            "--plain" => a.plain = true,
            "--json" => a.json = true,
            "--divide" => a.divide = true,
            "--pdn" => a.pdn = true,
            "--final-fen" => a.final_fen = true,
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            _ => a.rest.push(arg),
        }
    }
    Ok(a)
}

/// The game of `--variant`, which the command needs.
fn variant_of(a: &Args) -> Result<String, String> {
    a.variant
        .clone()
        .ok_or_else(|| "--variant is required".to_string())
}

fn run(a: Args) -> Result<(), String> {
    let need_variant = || variant_of(&a);
    let err = |e: Error| e.to_string();
    match a.command.as_str() {
        "variants" => {
            for v in variant::ALL {
                outln!("{}\t{}", v.id, v.name);
            }
            Ok(())
        }
        "perft" => {
            let v = need_variant()?;
            let depth = a.depth.ok_or("--depth is required")?;
            if a.divide {
                divide(&v, a.fen.as_deref(), depth)?;
                return Ok(());
            }
            let t = std::time::Instant::now();
            let n = perft_of(&v, a.fen.as_deref(), depth).map_err(err)?;
            let secs = t.elapsed().as_secs_f64();
            eprintln!(
                "perft {v} depth {depth}: {n} leaves in {secs:.3} s ({:.1} M leaves/s)",
                n as f64 / secs.max(1e-9) / 1e6
            );
            outln!("{n}");
            Ok(())
        }
        "moves" => {
            let v = need_variant()?;
            let g = new_game(&v, a.fen.as_deref()).map_err(err)?;
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
        "play" => {
            let v = need_variant()?;
            let g = replay(&v, a.fen.as_deref(), &a.rest).map_err(err)?;
            if let Some(o) = g.outcome() {
                eprintln!("{}", o.reason);
            }
            if a.pdn {
                out!("{}", g.pdn());
            }
            outln!("{}", g.fen());
            Ok(())
        }
        "pdn" => {
            let v = need_variant()?;
            let text = read_input(a.rest.first())?;
            let file = omnidraughts::pdn::read(&text);
            let mut failed: Vec<String> = file.problems.iter().map(|p| p.to_string()).collect();
            let mut written = 0;
            for (i, record) in file.games.iter().enumerate() {
                match omnidraughts::game_from_record(&v, record) {
                    Ok(g) if a.final_fen => outln!("{}", g.fen()),
                    Ok(g) => {
                        // a game with its clocks writes them back, as this engine writes them
                        let plies = g.history().len();
                        let comments = omnidraughts::link::clock_from_pdn(
                            g.info(),
                            record,
                            g.start_turn(),
                            plies,
                        )
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
        "analyse" => analyse(&a),
        "egdb" => egdb(&a),
        "bestmove" => bestmove(&a, &mut SearchTable::default(), &mut None),
        "engine" => engine(),
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

/// `bestmove`: the computer's move in the position after the moves, searched with `table`;
/// the databases of `--egdb` read unless `loaded` says they are (the game and directory
/// read last).
fn bestmove(
    a: &Args,
    table: &mut SearchTable,
    loaded: &mut Option<(String, String)>,
) -> Result<(), String> {
    let v = variant_of(a)?;
    let err = |e: Error| e.to_string();
    let g = replay(&v, a.fen.as_deref(), &a.rest).map_err(err)?;
    if let Some(dir) = &a.egdb {
        let wanted = (v.clone(), dir.clone());
        if loaded.as_ref() != Some(&wanted) {
            let tables =
                omnidraughts::egdb::file::load_dir(&v, std::path::Path::new(dir)).map_err(err)?;
            omnidraughts::egdb::install(tables).map_err(err)?;
            *loaded = Some(wanted);
        }
    }
    if let Some(o) = g.outcome() {
        return Err(format!("the game is over: {}", o.reason));
    }
    let t = g
        .think(
            &ThinkOptions {
                level: a.level,
                movetime_ms: a.movetime,
                depth: a.depth,
                nodes: a.nodes,
                seed: a.seed,
                clock: None,
                // the computer's move: without a level, as the Master plays it
                contempt: a
                    .contempt
                    .or(a.level.is_none().then_some(omnidraughts::search::CONTEMPT)),
            },
            table,
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

/// `omnidraughts engine`: the engine kept running, for a program that asks it for many
/// moves (`scripts/match-cli.mjs`'s `ENGINE_A=1`). Each line of standard input is a command's
/// arguments as the command line takes them (`bestmove --variant russian --movetime 1000
/// MOVE...`), split at spaces; its answer is what the command prints, then a line `ok`, or a
/// line `error` and the message where the command would fail. Between `bestmove`s the search
/// table is kept, as the page's worker keeps it between the computer's moves, and the
/// databases of `--egdb` stay read; `new` forgets the table (a new game), `quit` or the end
/// of the input ends.
fn engine() -> Result<(), String> {
    use std::io::BufRead;
    // (standard output is line-buffered: each answer's lines go out as they are written)
    let mut table = SearchTable::default();
    let mut loaded = None;
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("reading the commands: {e}"))?;
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        let answer = match words.first().map(String::as_str) {
            None => continue,
            Some("quit") => break,
            Some("new") => {
                table = SearchTable::default();
                Ok(())
            }
            Some("engine") => Err("already the engine".to_string()),
            Some(_) => parse_args(words).and_then(|a| match a.command.as_str() {
                "bestmove" => bestmove(&a, &mut table, &mut loaded),
                _ => run(a),
            }),
        };
        match answer {
            Ok(()) => outln!("ok"),
            Err(msg) => outln!("error {}", msg.lines().next().unwrap_or("error")),
        }
    }
    Ok(())
}

/// The text of FILE, or of standard input for none or `-`.
fn read_input(file: Option<&String>) -> Result<String, String> {
    match file.map(String::as_str) {
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

/// `analyse`: the first game of a PDN file reviewed move by move, one JSON object per move
/// as it is reviewed (`PlyReview::json`), or with `--pdn` the review as annotated PDN.
fn analyse(a: &Args) -> Result<(), String> {
    use omnidraughts::{annotated, review};
    let v = a.variant.clone().ok_or("--variant is required")?;
    if a.rest.len() > 1 {
        return Err(format!("analyse reads one file, not {}", a.rest.len()));
    }
    let text = read_input(a.rest.first())?;
    let (game, record) = annotated::read_tree(&text, Some(&v)).map_err(|e| e.to_string())?;
    let info = game.info();
    if game.history().is_empty() {
        return Err("the game has no move to review".into());
    }
    let options = ThinkOptions {
        movetime_ms: a.movetime,
        depth: a
            .depth
            .or(a.movetime.is_none().then_some(review::DEFAULT_DEPTH)),
        nodes: a.nodes,
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

/// `egdb build`: every slice of the game up to `--pieces`, one file per number of pieces in
/// `--out` (`--plain`: the runs not deflated, for the page, which gzips the files whole); `egdb probe`: a position's value from the files in `--egdb`.
fn egdb(a: &Args) -> Result<(), String> {
    use omnidraughts::egdb;
    let err = |e: Error| e.to_string();
    let v = a.variant.clone().ok_or("--variant is required")?;
    let (sub, moves) = a.rest.split_first().ok_or("egdb needs build or probe")?;
    match sub.as_str() {
        "build" => {
            let pieces = a.pieces.ok_or("--pieces is required")?;
            let out = std::path::PathBuf::from(a.out.as_deref().ok_or("--out is required")?);
            std::fs::create_dir_all(&out)
                .map_err(|e| format!("cannot create {}: {e}", out.display()))?;
            let started = std::time::Instant::now();
            let files = egdb::with_game(&v, |g| {
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
                        .map(|n| (egdb::file::name(&v, n), egdb::file::write::<R>(&tables, n, !a.plain)))
                        .collect::<Vec<_>>()
                })
            })
            .map_err(err)?;
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
        "probe" => {
            let dir = a.egdb.as_deref().ok_or("--egdb is required")?;
            let tables = egdb::file::load_dir(&v, std::path::Path::new(dir)).map_err(err)?;
            let g = replay(&v, a.fen.as_deref(), moves).map_err(err)?;
            let fen = g.fen();
            let value = egdb::with_game(&v, |g| {
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
        other => Err(format!("unknown egdb command '{other}' (build or probe)")),
    }
}

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

fn quoted(v: &[String]) -> String {
    v.iter()
        .map(|s| format!("\"{s}\""))
        .collect::<Vec<_>>()
        .join(",")
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    if raw.is_empty() || raw[0] == "--help" || raw[0] == "-h" {
        outln!("{USAGE}");
        return if raw.is_empty() {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        };
    }
    match parse_args(raw).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            let first = msg.lines().next().unwrap_or("error").to_string();
            eprintln!("omnidraughts: {first}");
            ExitCode::from(2)
        }
    }
}
