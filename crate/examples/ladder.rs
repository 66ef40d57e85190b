//! The self-play ladder: each level of the computer against the level below it, in one game or
//! all nine, from varied openings, each opening played twice with the colours swapped.
//!
//! ```text
//! cargo run --release --example ladder -- [--variant V|all] [--games N] [--pairs 1-2,2-3,...]
//!                                         [--scale F] [--seed S]
//! ```
//!
//! `--scale` multiplies every level's time (0.1 runs the ladder ten times faster, keeping the
//! ratios between levels). Openings: American checkers takes the three-move ballots
//! (`crate/tests/data/ballots-3move-english.txt`), spread evenly; the other games play four
//! plies chosen at random (seeded) from the start. A game ends by the rules (the draw rules
//! included) or is called a draw after 400 plies. Prints each pair's score for the stronger
//! level.

use omnidraughts::eval::Evaluate;
use omnidraughts::search::{Level, Rng, Searcher, LEVELS};
use omnidraughts::{variant, Color, Error, Game};

struct Options {
    variants: Vec<&'static str>,
    games: usize,
    pairs: Vec<(usize, usize)>,
    scale: f64,
    seed: u64,
}

fn parse() -> Result<Options, String> {
    let mut o = Options {
        variants: vec!["english"],
        games: 40,
        pairs: (1..LEVELS.len()).map(|l| (l, l + 1)).collect(),
        scale: 1.0,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--variant" => {
                let v = value()?;
                o.variants = if v == "all" {
                    variant::ALL.iter().map(|i| i.id).collect()
                } else {
                    vec![variant::info(&v).map_err(|e| e.to_string())?.id]
                };
            }
            "--games" => {
                o.games = value()?.parse().map_err(|_| "--games: a number")?;
                if o.games < 2 || o.games % 2 == 1 {
                    return Err("--games must be even (two per opening)".into());
                }
            }
            "--pairs" => {
                o.pairs = value()?
                    .split(',')
                    .map(|p| {
                        let (a, b) = p.split_once('-').ok_or("--pairs: like 1-2,4-5")?;
                        let a: usize = a.parse().map_err(|_| "--pairs: numbers")?;
                        let b: usize = b.parse().map_err(|_| "--pairs: numbers")?;
                        if a == 0 || b == 0 || a > LEVELS.len() || b > LEVELS.len() {
                            return Err("--pairs: levels from 1 to 5");
                        }
                        Ok((a, b))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--scale" => o.scale = value()?.parse().map_err(|_| "--scale: a number")?,
            "--seed" => o.seed = value()?.parse().map_err(|_| "--seed: a number")?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

/// The openings: move texts from the start.
fn openings<R: Evaluate>(id: &str, count: usize, seed: u64) -> Vec<Vec<String>> {
    if id == "english" {
        let text = include_str!("../tests/data/ballots-3move-english.txt");
        let all: Vec<Vec<String>> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| l.split_whitespace().map(String::from).collect())
            .collect();
        return (0..count)
            .map(|i| all[i * all.len() / count].clone())
            .collect();
    }
    let mut rng = Rng::new(seed ^ 0x00BA_1107);
    let mut out: Vec<Vec<String>> = Vec::new();
    while out.len() < count {
        let mut g = Game::<R>::new();
        let mut texts = Vec::new();
        for _ in 0..4 {
            let legal = g.legal_moves().to_vec();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            texts.push(g.play(&mv).expect("a legal move"));
        }
        if !out.contains(&texts) {
            out.push(texts);
        }
    }
    out
}

/// Plays one game; returns the winner.
fn play<R: Evaluate>(
    opening: &[String],
    levels: [&Level; 2],
    scale: f64,
    seed: u64,
) -> Result<(Option<Color>, usize), Error> {
    let mut g = Game::<R>::new();
    for t in opening {
        let mv = g.parse_move(t)?;
        g.play(&mv)?;
    }
    let mut searchers = [Searcher::<R>::new(1 << 18), Searcher::<R>::new(1 << 18)];
    let mut plies = 0;
    while g.outcome().is_none() && plies < 400 {
        let side = g.turn().idx();
        let level = levels[side];
        let mut limits = level.limits();
        limits.movetime_ms = limits.movetime_ms.map(|ms| ms * scale);
        let r = g.search(
            &mut searchers[side],
            &limits,
            Some((level, seed ^ plies as u64)),
        );
        let mv = r.best.expect("a move while the game goes on");
        g.play(&mv)?;
        plies += 1;
    }
    Ok((g.outcome().and_then(|o| o.winner), plies))
}

fn ladder<R: Evaluate>(o: &Options) -> Result<(), Error> {
    let id = R::INFO.id;
    let ops = openings::<R>(id, o.games / 2, o.seed);
    for &(weak, strong) in &o.pairs {
        let (lw, ls) = (&LEVELS[weak - 1], &LEVELS[strong - 1]);
        let t = std::time::Instant::now();
        let (mut w, mut d, mut l) = (0, 0, 0);
        let mut plies = 0;
        for (i, op) in ops.iter().enumerate() {
            for strong_side in Color::BOTH {
                let mut levels = [lw, lw];
                levels[strong_side.idx()] = ls;
                let seed = o.seed.wrapping_mul(1000) + 2 * i as u64 + strong_side.idx() as u64;
                let (winner, n) = play::<R>(op, levels, o.scale, seed)?;
                plies += n;
                match winner {
                    None => d += 1,
                    Some(c) if c == strong_side => w += 1,
                    Some(_) => l += 1,
                }
            }
        }
        let games = w + d + l;
        let score = w as f64 + d as f64 / 2.0;
        println!(
            "{id:<15} {} ({}) vs {} ({}): +{w} ={d} -{l}  {score}/{games} = {:.1}%  \
             ({} plies, {:.0} s)",
            ls.name,
            strong,
            lw.name,
            weak,
            100.0 * score / games as f64,
            plies,
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

fn run(o: &Options) -> Result<(), Error> {
    for &id in &o.variants {
        omnidraughts::with_rules!(id, R => ladder::<R>(o)?);
    }
    Ok(())
}

fn main() {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ladder: {e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&o) {
        eprintln!("ladder: {e}");
        std::process::exit(1);
    }
}
