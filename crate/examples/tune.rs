//! The tuner of the learned evaluation (`crate/src/ai/patterns.rs`): makes labelled positions
//! and fits the pattern weights to them by logistic regression.
//!
//! ```text
//! cargo run --release --example tune -- gen --variant V --games N --nodes K --seed S --out FILE
//!                                           [--random-plies R] [--threads T] [--hand]
//!                                           [--openings FILE]
//! cargo run --release --example tune -- pdn --variant V --out FILE
//! cargo run --release --example tune -- fit --variant V --data FILE[,FILE...] --seed S
//!                                           [--epochs E] [--lr L] [--l2 X] [--batch B]
//!                                           [--fixed-scalars | --hold NAME=MID/END[,...]
//!                                           | --on-hand] [--min-pieces N]
//!                                           [--out crate/src/ai/weights/V.bin]
//! cargo run --release --example tune -- fit-hand --variant V --data FILE[,FILE...] --seed S
//!                                           [--rounds R] [--l2 X] [--min-pieces N]
//! cargo run --release --example tune -- label --variant V --data FILE --out FILE
//!                                           [--depth D | --nodes K] [--lambda L] [--scale K]
//!                                           [--threads T] [--hand] [--egdb DIR]
//! ```
//!
//! - `gen`: self-play, each side searching `--nodes` nodes a move (a fixed amount of work: the
//!   same games on any machine, at any load), from openings of 2 to `--random-plies` (8)
//!   random plies drawn from `--seed` (with `--openings FILE`, game `i` from the file's
//!   `i`-th opening, round the file, and 0 to `--random-plies` random plies more); a game
//!   goes on to its end under the game's rules or is called a draw after 300 plies. Every
//!   position after the opening whose side to move has no capture is written with the game's
//!   result. `--hand` plays with the hand-set evaluation (the build's learned one otherwise).
//!   `--threads` splits the games, not the result: game `i` depends on the seed and `i` alone.
//! - `pdn`: the same from the real games of `crate/tests/data/games` with a result.
//! - `fit-hand`: fits the hand-set evaluation's weights (`Weights`, a middle-game and an
//!   endgame set) to the same files, and prints them as a game's module states them.
//! - `label`: writes the positions of a file again with a search's score in place of (or
//!   mixed with, `--lambda`) the game's result, as a probability through the sigmoid of
//!   `--scale`. `--egdb DIR`: the searches probe the endgame databases in DIR
//!   (`omnidraughts egdb build`), as the computer's do.
//! - `fit`: reads the files (lines `RESULT FEN`, RESULT South's score: 1, 0.5 or 0), keeps one
//!   position in ten (drawn from `--seed`) aside for validation, fits the sigmoid's scale to
//!   the hand-set evaluation first (the scores keep their unit, hundredths of a man), then the
//!   weights with Adam on minibatches in an order drawn from `--seed` (one thread: the same
//!   weights from the same data and seed), and writes the weight file the build includes.
//!   Prints the cross-entropy of the hand-set evaluation, of material alone (the start), and
//!   of the fitted weights as the build reads them back.
//! - `--fixed-scalars` holds men, kings and steps at the hand-set values and fits the
//!   patterns alone; `--hold king=213/241` holds the scalars named (`man`, `king`,
//!   `man-steps`, `king-steps`) at the values given, middle game then endgame (`king=/325`:
//!   the endgame's only), and fits the rest around them.
//! - `--min-pieces 6` leaves out the positions of 5 pieces or fewer before the draw of the
//!   validation positions (the same fit as on files without them): the positions the 5-piece
//!   endgame databases answer, which the computer's search never evaluates. Russian's weights.
//! - `--on-hand` fits the patterns on top of the hand-set evaluation: a position's score is
//!   the hand-set evaluation's plus the patterns' (the scalars held at 0), and the file says
//!   so (`ODH1`), so that the game evaluates the same way. International draughts' weights.
//! - `--l2` is the penalty λ on the pattern weights, in the sigmoid's unit (`λ/2 Σ (w/k)²`,
//!   see `tuning::Fit::l2`), so that one λ means the same in every game. The default,
//!   `Fit::L2` = 1e-5, is the best of a sweep on held-out positions (validation loss of the
//!   weights as the build reads them; the sweep is in `docs/results.md`).

use omnidraughts::eval::Weights;
use omnidraughts::family::Draughts;
use omnidraughts::family_eval::{self, hand_terms, learned_features, south, HAND_TERMS};
use omnidraughts::patterns::{self, Learned, CONTENTS, SCALARS, SCALAR_NAMES};
use omnidraughts::pdn;
use omnidraughts::search::{Limits, Rng, Searcher};
use omnidraughts::tuning::{self, Fit, Samples};
use omnidraughts::{Color, Game, MoveList, Position, Rules};
use omnidraughts::{English, International, Italian, Polish, Russian};

use std::collections::HashMap;

/// The first of the hand-set terms that a learned evaluation adds ([`Weights::threat`]).
const EXTRA_FROM: usize = 19;
use std::io::Write;

type Opts = HashMap<String, String>;

fn opt<'a>(o: &'a Opts, k: &str, default: &'a str) -> &'a str {
    o.get(k).map(String::as_str).unwrap_or(default)
}

fn num<T: std::str::FromStr>(o: &Opts, k: &str, default: &str) -> T {
    opt(o, k, default)
        .parse()
        .unwrap_or_else(|_| fail(&format!("--{k}: a number")))
}

fn fail(msg: &str) -> ! {
    eprintln!("tune: {msg}");
    std::process::exit(2)
}

/// Whether the side to move must capture.
fn capture_pending<T: Draughts>(pos: &Position) -> bool {
    let mut list = MoveList::new();
    T::generate(pos, &mut list);
    list.first().is_some_and(|m| m.is_capture())
}

fn result_south(winner: Option<Color>) -> f32 {
    match winner {
        Some(Color::South) => 1.0,
        Some(Color::North) => 0.0,
        None => 0.5,
    }
}

/// One self-play game: the quiet positions after the opening, with the result.
fn selfplay<T: Draughts>(
    i: u64,
    o: &Opts,
    openings: &[String],
    searcher: &mut Searcher<T>,
) -> Vec<String> {
    let seed: u64 = num(o, "seed", "1");
    let nodes: u64 = num(o, "nodes", "2000");
    let most: usize = num(o, "random-plies", "8");
    let mut rng = Rng::new(seed.wrapping_mul(1_000_003) ^ i.wrapping_mul(0x9E37_79B9));
    'again: loop {
        // From the start, 2 to `most` random plies; from an opening of the file (game `i`
        // the `i`-th, round the file), 0 to `most` more.
        let (mut g, plies) = match openings.get(i as usize % openings.len().max(1)) {
            Some(fen) => (
                Game::<T>::from_fen(fen).unwrap_or_else(|e| fail(&format!("{fen}: {e}"))),
                rng.below(most + 1),
            ),
            None => (Game::<T>::new(), 2 + rng.below(most.max(2) - 1)),
        };
        for _ in 0..plies {
            let legal = g.legal_moves().to_vec();
            if legal.is_empty() {
                continue 'again;
            }
            g.play(&legal[rng.below(legal.len())])
                .expect("a legal move");
        }
        if g.outcome().is_some() {
            continue;
        }
        searcher.clear();
        let limits = Limits {
            depth: 64,
            movetime_ms: None,
            nodes: Some(nodes),
            contempt: 0,
        };
        let mut fens = Vec::new();
        while g.outcome().is_none() && g.ply_count() < 300 {
            if !capture_pending::<T>(g.position()) {
                fens.push(T::write_fen(g.position()));
            }
            let r = g.search(searcher, &limits, None);
            g.play(&r.best.expect("a move")).expect("a legal move");
        }
        let y = result_south(g.outcome().and_then(|o| o.winner));
        return fens.into_iter().map(|f| format!("{y} {f}")).collect();
    }
}

/// The positions of `--openings FILE` (`scripts/match-cli.mjs`'s format with positions: a
/// name, a tab and a FEN a line; `#` lines and blank ones are skipped), none without it.
fn openings(o: &Opts) -> Vec<String> {
    let file = opt(o, "openings", "");
    if file.is_empty() {
        return Vec::new();
    }
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| match l.split_once('\t') {
            Some((_, fen)) => fen.trim().to_string(),
            None => fail(&format!("{file}: not a name, a tab and a FEN: {l}")),
        })
        .collect()
}

fn gen<T: Draughts>(o: &Opts) {
    let games: u64 = num(o, "games", "100");
    let threads: u64 = num(o, "threads", "1");
    if o.contains_key("hand") {
        family_eval::use_learned(false);
    }
    let out = opt(o, "out", "");
    if out.is_empty() {
        fail("gen needs --out FILE");
    }
    let openings = openings(o);
    let started = std::time::Instant::now();
    let mut f = std::io::BufWriter::new(std::fs::File::create(out).expect("the output file"));
    let (mut n, mut score, mut done) = (0, 0.0, 0u64);
    // Games are written in order as they end (a file cut short holds whole games).
    let (tx, rx) = std::sync::mpsc::channel::<(u64, Vec<String>)>();
    std::thread::scope(|s| {
        for t in 0..threads {
            let (tx, openings) = (tx.clone(), &openings);
            s.spawn(move || {
                let mut searcher = Searcher::<T>::new(1 << 16);
                let mut i = t;
                while i < games {
                    tx.send((i, selfplay::<T>(i, o, openings, &mut searcher)))
                        .unwrap();
                    i += threads;
                }
            });
        }
        drop(tx);
        let mut waiting = std::collections::BTreeMap::new();
        for (i, lines) in rx {
            waiting.insert(i, lines);
            while let Some(lines) = waiting.remove(&done) {
                for l in &lines {
                    writeln!(f, "{l}").unwrap();
                    n += 1;
                }
                if let Some(l) = lines.first() {
                    score += l.split(' ').next().unwrap().parse::<f32>().unwrap();
                }
                f.flush().unwrap();
                done += 1;
                if done % 100 == 0 {
                    eprintln!(
                        "{done} games, {n} positions ({:.0} s)",
                        started.elapsed().as_secs_f64()
                    );
                }
            }
        }
    });
    eprintln!(
        "{done} games, {n} positions, South scored {:.1}%, {:.0} s -> {out}",
        100.0 * score / done.max(1) as f32,
        started.elapsed().as_secs_f64()
    );
}

/// The real games of `crate/tests/data/games` for the game `id`.
fn collections(id: &str) -> &'static [&'static str] {
    match id {
        "english" => &["OCA_2.0.pdn", "inferno.pdn"],
        "international" => &["wk2003.pdn", "nk2003-amsterdam.pdn", "candidate95.pdn"],
        "russian" => &["ussr1947.pdn"],
        "italian" => &["Campionato Assoluto 2005.pdn"],
        _ => &[],
    }
}

fn from_pdn<T: Draughts>(o: &Opts) {
    let out = opt(o, "out", "");
    if out.is_empty() {
        fail("pdn needs --out FILE");
    }
    let mut f = std::io::BufWriter::new(std::fs::File::create(out).expect("the output file"));
    let (mut games, mut n) = (0, 0);
    for file in collections(T::INFO.id) {
        let path = format!("{}/tests/data/games/{file}", env!("CARGO_MANIFEST_DIR"));
        let text =
            String::from_utf8_lossy(&std::fs::read(&path).expect("a game file")).into_owned();
        for rec in pdn::read(&text).games {
            let Some(winner) = rec
                .result
                .as_deref()
                .or(rec.tag("Result"))
                .and_then(|t| pdn::parse_result(&T::INFO, t))
            else {
                continue;
            };
            let Ok(game) = Game::<T>::from_record(&rec) else {
                continue;
            };
            let y = result_south(winner);
            games += 1;
            for ply in 0..=game.ply_count() {
                let pos = *game.at(ply).expect("a ply of the game").position();
                if ply >= 2 && !capture_pending::<T>(&pos) && T::decided(&pos).is_none() {
                    writeln!(f, "{y} {}", T::write_fen(&pos)).unwrap();
                    n += 1;
                }
            }
        }
    }
    eprintln!("{games} games with a result, {n} positions -> {out}");
}

/// Reads the files into training and validation positions (one in ten, drawn from `seed`),
/// with the hand-set evaluation as the baseline, and fits the sigmoid's scale to it; prints
/// the counts and the hand-set evaluation's loss. Positions with fewer than `--min-pieces`
/// pieces are left out before the draw (as if the files did not hold them).
fn load<T: Draughts>(
    o: &Opts,
    files: &str,
    seed: u64,
    started: std::time::Instant,
    features: impl Fn(&Position, &mut Vec<(usize, i32)>) -> f32,
) -> (Samples, Samples, Vec<Position>, f32) {
    let (mut train, mut val, mut val_pos) = (Samples::new(), Samples::new(), Vec::new());
    let mut rng = Rng::new(seed ^ 0x5EED);
    family_eval::use_learned(false);
    let min_pieces: u32 = num(o, "min-pieces", "0");
    let (mut feats, mut skipped) = (Vec::new(), 0usize);
    for file in files.split(',') {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
        for line in text.lines() {
            let Some((y, fen)) = line.split_once(' ') else {
                continue;
            };
            let y: f32 = y
                .parse()
                .unwrap_or_else(|_| fail(&format!("{file}: {line}")));
            let pos = T::parse_fen(fen).unwrap_or_else(|e| fail(&format!("{file}: {fen}: {e}")));
            if pos.occupied().count_ones() < min_pieces {
                skipped += 1;
                continue;
            }
            feats.clear();
            let phase = features(&pos, &mut feats);
            let hand = south::<T>(&pos) as f32;
            if rng.below(10) == 0 {
                val.push(&feats, phase, y, hand);
                val_pos.push(pos);
            } else {
                train.push(&feats, phase, y, hand);
            }
        }
    }
    family_eval::use_learned(true);
    eprintln!(
        "{} positions for training, {} for validation, {skipped} with fewer than {min_pieces} pieces left out ({:.0} s)",
        train.len(),
        val.len(),
        started.elapsed().as_secs_f64()
    );
    let k = tuning::fit_scale(&train);
    eprintln!(
        "scale {k:.1}: hand-set evaluation loss {:.5} (train) {:.5} (validation)",
        tuning::loss(&train, k, |i| train.baseline[i]),
        tuning::loss(&val, k, |i| val.baseline[i])
    );
    (train, val, val_pos, k)
}

fn fit<T: Draughts>(o: &Opts) {
    let files = opt(o, "data", "");
    if files.is_empty() {
        fail("fit needs --data FILE[,FILE...]");
    }
    let how = Fit {
        epochs: num(o, "epochs", "30"),
        lr: num(o, "lr", "1"),
        l2: o.get("l2").map_or(Fit::L2, |_| num(o, "l2", "")),
        penalised_from: SCALARS,
        held: if o.contains_key("fixed-scalars") || o.contains_key("on-hand") {
            Fit::first(SCALARS)
        } else {
            0
        },
        batch: num(o, "batch", "1024"),
        seed: num(o, "seed", "1"),
    };
    // --on-hand: the patterns are fitted on top of the hand-set evaluation (a position's score
    // is its score plus theirs; the scalars stay 0), and the file says so (ODH1).
    let on_hand = o.contains_key("on-hand");
    let hold = holds(opt(o, "hold", ""));
    let how = Fit {
        held: hold.iter().fold(how.held, |h, &(bit, _)| h | 1 << bit),
        ..how
    };
    let started = std::time::Instant::now();
    let (mut train, mut val, val_pos, k) = load::<T>(o, files, how.seed, started, |pos, feats| {
        let (pieces, full) = learned_features::<T>(pos, |f, c| feats.push((f, c)));
        pieces.min(full) as f32 / full as f32
    });
    train.on_baseline = on_hand;
    val.on_baseline = on_hand;
    let shape = T::FAMILY.geometry.shape;
    let nf = SCALARS + patterns::windows(T::FAMILY.geometry).len() * CONTENTS;
    // The start: material and steps at the hand-set values (kept there with
    // --fixed-scalars).
    let mut w = vec![0f32; 2 * nf];
    let steps = T::WEIGHTS.mobility as f32;
    for (f, v) in [
        (0, 100.0),
        (1, T::WEIGHTS.king as f32),
        (2, steps),
        (3, steps),
    ] {
        let v = if on_hand { 0.0 } else { v };
        w[f] = v;
        w[nf + f] = v;
    }
    for &(bit, v) in &hold {
        w[if bit < 32 { bit } else { nf + bit - 32 }] = v;
    }
    eprintln!(
        "material and steps alone: loss {:.5} (train) {:.5} (validation)",
        tuning::loss(&train, k, |i| train.score(i, &w)),
        tuning::loss(&val, k, |i| val.score(i, &w))
    );
    tuning::fit(&train, k, &mut w, &how, |epoch, w| {
        eprintln!(
            "epoch {:>3}: loss {:.5} (train) {:.5} (validation)  man {:.0}/{:.0} king {:.0}/{:.0} ({:.0} s)",
            epoch + 1,
            tuning::loss(&train, k, |i| train.score(i, w)),
            tuning::loss(&val, k, |i| val.score(i, w)),
            w[0],
            w[nf],
            w[1],
            w[nf + 1],
            started.elapsed().as_secs_f64()
        );
    });
    // Round and write; check the build's reading of the file on the validation positions.
    let scalars: Vec<[i32; 2]> = (0..SCALARS)
        .map(|f| [w[f].round() as i32, w[nf + f].round() as i32])
        .collect();
    let pats: Vec<[i32; 2]> = (SCALARS..nf)
        .map(|f| [w[f].round() as i32, w[nf + f].round() as i32])
        .collect();
    let biggest = pats.iter().flatten().map(|x| x.abs()).max().unwrap_or(0);
    let learned = pats.iter().flatten().filter(|x| **x != 0).count();
    let mult = (biggest as f32 / 127.0).ceil().max(1.0) as i32;
    let bytes = patterns::write(shape, &scalars, &pats, mult, on_hand);
    for (f, name) in SCALAR_NAMES.iter().enumerate() {
        eprintln!(
            "{name}: {} (middle game) {} (endgame)",
            scalars[f][0], scalars[f][1]
        );
    }
    let fitted = Learned::from_bytes(shape, &bytes).unwrap_or_else(|e| fail(&e));
    let built = tuning::loss(&val, k, |i| {
        let (s, pieces, full) = family_eval::learned_scalars::<T>(&val_pos[i]);
        let base = if on_hand { val.baseline[i] } else { 0.0 };
        base + fitted.south(&val_pos[i], &s, pieces, full).unwrap() as f32
    });
    eprintln!(
        "as the build reads it (patterns x{mult}, largest {biggest}, {learned} of {} not 0, {} bytes): loss {built:.5} (validation); {:.0} s",
        2 * pats.len(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    let out = opt(o, "out", "");
    if !out.is_empty() {
        std::fs::write(out, &bytes).expect("the weight file");
        eprintln!("-> {out}");
    }
}

/// `--hold king=213/241,man=/150`: scalars (`SCALAR_NAMES`, a space written `-`) held at
/// the values given, middle game then endgame, either of which may be left out (fitted).
/// Each held weight as `(Fit::held's bit, value)`.
fn holds(spec: &str) -> Vec<(usize, f32)> {
    let mut out = Vec::new();
    for item in spec.split(',').filter(|i| !i.is_empty()) {
        let bad = || -> ! {
            fail(&format!(
                "--hold {item}: NAME=MIDDLE/END, NAME one of {}",
                SCALAR_NAMES.map(|n| n.replace(' ', "-")).join(", ")
            ))
        };
        let (name, values) = item.split_once('=').unwrap_or_else(|| bad());
        let f = SCALAR_NAMES
            .iter()
            .position(|n| n.replace(' ', "-") == name)
            .unwrap_or_else(|| bad());
        let (mid, end) = values.split_once('/').unwrap_or_else(|| bad());
        if mid.is_empty() && end.is_empty() {
            bad();
        }
        for (v, bit) in [(mid, f), (end, 32 + f)] {
            if !v.is_empty() {
                out.push((bit, v.parse().unwrap_or_else(|_| bad())));
            }
        }
    }
    out
}

/// Fits the hand-set evaluation's weights ([`Weights`], middle game and endgame) to the
/// data, from the game's own, a man kept at 100; prints them as the game's module states
/// them.
fn fit_hand<T: Draughts>(o: &Opts) {
    let files = opt(o, "data", "");
    if files.is_empty() {
        fail("fit-hand needs --data FILE[,FILE...]");
    }
    // Feature 0 is the hand-set evaluation itself (its weight held at 1), the others the
    // terms, whose weights are the changes to the hand-set ones: the penalty λ pulls them
    // back to the game's own weights, not to 0, so a term seldom seen keeps its hand-set
    // value. A man's weight stays 100 (the unit).
    let how = Fit {
        epochs: num(o, "epochs", "5"),
        lr: num(o, "lr", "0.5"),
        l2: num(o, "l2", "0.001"),
        penalised_from: 1,
        held: Fit::first(2),
        batch: num(o, "batch", "1024"),
        seed: num(o, "seed", "1"),
    };
    let started = std::time::Instant::now();
    let full = 2 * T::VARIANT.max_pieces;
    // `--learned`: feature 0 is the game's learned evaluation, and only the terms after the
    // hunt (which it adds, weighed by the game's weights) are fitted.
    let learned = o.contains_key("learned").then(|| {
        T::LEARNED.unwrap_or_else(|| fail("--learned: the game has no learned evaluation"))
    });
    let fitted_from = if learned.is_some() { EXTRA_FROM } else { 1 };
    // `--keep simplify,hunt`: those terms keep the game's own weights. Fitted to results, the
    // endgame's came out at -3 and 31 (International): a promotion that puts a side ahead
    // then costs it the hunt's distances and the simplification at once, and a man one step
    // from crowning scored higher than the king it would become. Kept at 2 and 2 from the
    // start, the fit moved the same lesson elsewhere (the endgame king 202, its steps -26),
    // so International and Polish took the free fit and reset those two afterwards.
    let keep: Vec<usize> = opt(o, "keep", "")
        .split(',')
        .filter(|k| !k.is_empty())
        .map(|k| match k {
            "simplify" => 17,
            "hunt" => 18,
            _ => fail(&format!("--keep {k}: simplify or hunt")),
        })
        .collect();
    let (train, val, _, mut k) = load::<T>(o, files, how.seed, started, |pos, feats| {
        feats.push((
            0,
            match learned {
                Some(l) => {
                    family_eval::learned_south::<T>(pos, l).expect("the built-in weights")
                        + T::eval_rule(pos)
                }
                None => south::<T>(pos),
            },
        ));
        let t = hand_terms::<T>(pos, &T::WEIGHTS, true);
        feats.extend(
            t.iter()
                .enumerate()
                .skip(fitted_from)
                .filter(|x| *x.1 != 0 && !keep.contains(&x.0))
                .map(|(i, &c)| (i + 1, c)),
        );
        (pos.occupied().count_ones() as usize).min(full) as f32 / full as f32
    });
    let nf = HAND_TERMS + 1;
    let mut w = vec![0f32; 2 * nf];
    (w[0], w[nf]) = (1.0, 1.0);
    // The scale is fitted again to the weights after each round, so that a sharper
    // evaluation shows as a smaller scale, not as every man's advancement weighing more.
    let rounds: usize = num(o, "rounds", "4");
    for round in 0..rounds {
        tuning::fit(&train, k, &mut w, &how, |_, _| {});
        k = tuning::scale_of(&train, |i| train.score(i, &w));
        eprintln!(
            "round {}: loss {:.5} (train) {:.5} (validation), scale {k:.1} ({:.0} s)",
            round + 1,
            tuning::loss(&train, k, |i| train.score(i, &w)),
            tuning::loss(&val, k, |i| val.score(i, &w)),
            started.elapsed().as_secs_f64()
        );
    }
    let fitted = |from: usize, base: [i32; HAND_TERMS]| {
        let mut t = base;
        for (f, x) in t.iter_mut().enumerate().skip(1) {
            *x += w[from + 1 + f].round() as i32;
        }
        t
    };
    let mid = fitted(0, T::WEIGHTS.terms());
    let end = fitted(nf, T::WEIGHTS_END.unwrap_or(T::WEIGHTS).terms());
    println!(
        "    const WEIGHTS: Weights = {:?};",
        Weights::from_terms(&mid)
    );
    println!(
        "    const WEIGHTS_END: Option<Weights> = Some({:?});",
        Weights::from_terms(&end)
    );
}

/// Relabels positions with a search's opinion: each line `RESULT FEN` of `--data` becomes
/// `Y FEN`, `Y = λ RESULT + (1 - λ) σ(score / scale)`, the score South's after a search of
/// `--depth` plies (or `--nodes` nodes) with the hand-set evaluation (`--hand`) or the
/// build's. The search sees what a static evaluation cannot count (a threat that wins a man,
/// a man that runs through), and the fit learns those terms from it.
fn label<T: Draughts>(o: &Opts) {
    let (data, out) = (opt(o, "data", ""), opt(o, "out", ""));
    if data.is_empty() || out.is_empty() {
        fail("label needs --data FILE and --out FILE");
    }
    let depth: u32 = num(o, "depth", "6");
    let nodes: Option<u64> = o.get("nodes").map(|_| num(o, "nodes", ""));
    let lambda: f32 = num(o, "lambda", "0.5");
    let scale: f32 = num(o, "scale", "250");
    let threads: usize = num(o, "threads", "1");
    if o.contains_key("hand") {
        family_eval::use_learned(false);
    }
    let egdb = opt(o, "egdb", "");
    if !egdb.is_empty() {
        let tables = omnidraughts::egdb::file::load_dir(T::INFO.id, std::path::Path::new(egdb))
            .unwrap_or_else(|e| fail(&format!("--egdb {egdb}: {e}")));
        omnidraughts::egdb::install(tables).unwrap_or_else(|e| fail(&format!("--egdb: {e}")));
    }
    let text = std::fs::read_to_string(data).unwrap_or_else(|e| fail(&format!("{data}: {e}")));
    let lines: Vec<&str> = text.lines().filter(|l| l.contains(' ')).collect();
    let started = std::time::Instant::now();
    let limits = Limits {
        depth: if nodes.is_some() { 64 } else { depth },
        movetime_ms: None,
        nodes,
        contempt: 0,
    };
    let mut labelled = vec![String::new(); lines.len()];
    std::thread::scope(|s| {
        for (t, chunk) in labelled
            .chunks_mut(lines.len().div_ceil(threads).max(1))
            .enumerate()
        {
            let lines = &lines;
            s.spawn(move || {
                let mut searcher = Searcher::<T>::new(1 << 16);
                searcher.set_oracle(omnidraughts::egdb::oracle::<T>());
                let first = t * lines.len().div_ceil(threads).max(1);
                for (i, slot) in chunk.iter_mut().enumerate() {
                    let (y, fen) = lines[first + i].split_once(' ').unwrap();
                    let y: f32 = y.parse().unwrap_or_else(|_| fail(&format!("{data}: {y}")));
                    let pos = T::parse_fen(fen).unwrap_or_else(|e| fail(&format!("{fen}: {e}")));
                    searcher.clear();
                    let r = searcher.search(&pos, &[], Default::default(), &limits);
                    let mut score = r.score.clamp(-3000, 3000) as f32;
                    if pos.turn == Color::North {
                        score = -score;
                    }
                    let p = 1.0 / (1.0 + (-score / scale).exp());
                    *slot = format!("{:.4} {fen}", lambda * y + (1.0 - lambda) * p);
                    if t == 0 && i % 10_000 == 0 && i > 0 {
                        eprintln!(
                            "{} of {} ({:.0} s)",
                            i * threads,
                            lines.len(),
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    let mut f = std::io::BufWriter::new(std::fs::File::create(out).expect("the output file"));
    for l in &labelled {
        writeln!(f, "{l}").unwrap();
    }
    eprintln!(
        "{} positions labelled ({:.0} s) -> {out}",
        labelled.len(),
        started.elapsed().as_secs_f64()
    );
}

fn run<T: Draughts>(cmd: &str, o: &Opts) {
    match cmd {
        "gen" => gen::<T>(o),
        "pdn" => from_pdn::<T>(o),
        "fit" => fit::<T>(o),
        "fit-hand" => fit_hand::<T>(o),
        "label" => label::<T>(o),
        _ => fail("commands: gen, pdn, fit, fit-hand, label"),
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let cmd = args.next().unwrap_or_default();
    let mut o = Opts::new();
    while let Some(a) = args.next() {
        let Some(k) = a.strip_prefix("--") else {
            fail(&format!("unexpected {a}"));
        };
        if k == "hand" || k == "fixed-scalars" || k == "learned" || k == "on-hand" {
            o.insert(k.into(), String::new());
        } else {
            o.insert(
                k.into(),
                args.next()
                    .unwrap_or_else(|| fail(&format!("{a} needs a value"))),
            );
        }
    }
    match opt(&o, "variant", "english") {
        "english" => run::<English>(&cmd, &o),
        "international" => run::<International>(&cmd, &o),
        "russian" => run::<Russian>(&cmd, &o),
        "italian" => run::<Italian>(&cmd, &o),
        "polish" => run::<Polish>(&cmd, &o),
        v => fail(&format!(
            "{v}: not a game of the family on the dark squares"
        )),
    }
}
