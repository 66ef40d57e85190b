//! Soak tests: many complete games of all nine games, random and engine against engine,
//! through the same layer the page and the CLI use ([`AnyGame`]: moves played as text, the
//! move list with its texts, the FEN, the PDN, undo and redo, the computer's move).
//! Every game must end with a result and no error, and memory must not grow from one batch
//! of games to the next (the process's resident size, read from `/proc/self/status`, after a
//! warm-up batch).
//!
//! `cargo test --release --test soak` runs the short version (a few hundred games, seconds);
//! `cargo test --release --test soak -- --ignored --nocapture` the long one (thousands of
//! games, a few minutes). Both print their figures.

use std::sync::Mutex;
use std::time::Instant;

use omnidraughts::search::Rng;
use omnidraughts::SearchTable;
use omnidraughts::{new_game, pdn, variant, ThinkOptions};

/// The two tests measure the memory of the whole process: never at the same time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The resident set size of this process in KiB (None where /proc is missing).
fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Random play can wander a long time in the games that have no move-count rule (Italian,
/// Coronet, Coast-to-Coast, Stack'Em, Cheskers), where only threefold repetition ends a
/// shuffle of kings: after this many plies a random game is finished by the engine (at depth
/// 2), which makes progress where it can and repeats where it cannot.
const RANDOM_PLIES: usize = 300;

/// A game still going after this many plies is a failure.
const MAX_PLIES: usize = 3000;

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    plies: usize,
    ended: usize,
    capped: usize,
    engine_games: usize,
    /// Random games the engine finished.
    finished: usize,
}

/// One game of `id` to the end: each ply the side to move is either random (`engine` None)
/// or the engine at that depth. Checks on the way what the page relies on.
fn one_game(id: &str, rng: &mut Rng, engine: Option<u32>, t: &mut Tally) {
    let mut g = new_game(id, None).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut plies = 0;
    while g.outcome().is_none() {
        if plies == MAX_PLIES {
            t.capped += 1;
            eprintln!("{id}: no result after {MAX_PLIES} plies: {}", g.fen());
            break;
        }
        let legal = g.legal();
        assert!(
            !legal.is_empty(),
            "{id}: no move but no result in {}",
            g.fen()
        );
        let engine = match engine {
            None if plies >= RANDOM_PLIES => Some(2),
            e => e,
        };
        let text = match engine {
            Some(depth) => {
                let th = g
                    .think(
                        &ThinkOptions {
                            depth: Some(depth),
                            seed: rng.next_u64(),
                            ..ThinkOptions::default()
                        },
                        &mut SearchTable::default(),
                    )
                    .unwrap_or_else(|e| panic!("{id}: think: {e}"));
                th.best.expect("a move while the game goes on").text
            }
            None => legal[rng.below(legal.len())].text.clone(),
        };
        g.play_text(&text)
            .unwrap_or_else(|e| panic!("{id}: {text} in {}: {e}", g.fen()));
        plies += 1;
        if engine.is_none() && plies == RANDOM_PLIES {
            t.finished += 1;
        }
        // Now and then, what the page does besides playing: undo and redo, the FEN, the
        // status line, why a move is refused.
        if rng.below(16) == 0 {
            let fen = g.fen();
            assert!(g.undo() && g.redo(), "{id}: undo/redo");
            assert_eq!(g.fen(), fen, "{id}: undo/redo changed the position");
            assert!(!g.message().to_string().is_empty());
            let _ = g.explain("a1", "h8");
        }
    }
    if g.outcome().is_some() {
        t.ended += 1;
        assert!(g.legal().is_empty(), "{id}: moves after the result");
    }
    // The record reads back as the same game.
    let text = g.pdn();
    let records = pdn::read_strict(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
    let back = omnidraughts::game_from_record(id, &records[0])
        .unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
    assert_eq!(back.fen(), g.fen(), "{id}");
    t.games += 1;
    t.plies += plies;
    if engine.is_some() {
        t.engine_games += 1;
    }
}

/// Plays `rounds` rounds, each `random` random games and `engine` engine games (at `depth`)
/// of every game, and checks that memory after the last round is within `slack_kb` of memory
/// after the first (the warm-up). Prints the figures.
fn soak(label: &str, rounds: usize, random: usize, engine: usize, depth: u32, slack_kb: u64) {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let start = Instant::now();
    let mut rng = Rng::new(2024);
    let mut t = Tally::default();
    let mut warm = None;
    let mut per_round = Vec::new();
    for round in 0..rounds {
        for v in variant::ALL {
            for _ in 0..random {
                one_game(v.id, &mut rng, None, &mut t);
            }
            for _ in 0..engine {
                one_game(v.id, &mut rng, Some(depth), &mut t);
            }
        }
        let rss = rss_kb();
        per_round.push(rss.unwrap_or(0));
        if round == 0 {
            warm = rss;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let end = rss_kb();
    println!(
        "soak {label}: {} games ({} engine against engine at depth {depth}), {} moves, \
         {} ended by a rule ({} random games finished by the engine after {RANDOM_PLIES} \
         plies), {} without a result after {MAX_PLIES}, {secs:.1} s; \
         RSS after warm-up {} KiB, at the end {} KiB (each round: {per_round:?})",
        t.games,
        t.engine_games,
        t.plies,
        t.ended,
        t.finished,
        t.capped,
        warm.unwrap_or(0),
        end.unwrap_or(0),
    );
    assert_eq!(t.games, rounds * variant::ALL.len() * (random + engine));
    assert_eq!(t.capped, 0, "games with no result after {MAX_PLIES} plies");
    assert_eq!(t.ended, t.games);
    if let (Some(w), Some(e)) = (warm, end) {
        assert!(
            e <= w + slack_kb,
            "memory grew from {w} KiB to {e} KiB over {} games",
            t.games
        );
    }
}

#[test]
fn a_few_hundred_games_of_every_kind_end_cleanly() {
    soak("short", 3, 12, 1, 2, 4096);
}

#[test]
#[ignore = "long: several minutes; run with --ignored"]
fn thousands_of_games_end_cleanly_and_memory_stays_flat() {
    soak("long", 12, 30, 3, 3, 4096);
}
