//! Perft against published tables (`tests/perft/*.perft`), up to a leaf budget so the suite
//! stays fast; `cargo test --release -- --ignored deep_perft` runs every line.

use omnidraughts::{
    perft, perft_by_list, Cheskers, CoastToCoast, Coronet, English, International, Italian,
    MoveList, Polish, Rules, Russian, StackEm,
};

struct Case {
    id: String,
    fen: Option<String>,
    depth: u32,
    leaves: u64,
}

fn table(name: &str) -> Vec<Case> {
    let path = format!("{}/tests/perft/{name}.perft", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut id, mut fen, mut upto) = (String::new(), None, u32::MAX);
    let mut cases = Vec::new();
    for line in text.lines().map(str::trim) {
        let mut w = line.split_whitespace();
        match w.next() {
            Some("id") => {
                id = w.next().unwrap_or("").to_string();
                upto = u32::MAX;
            }
            // A table published in the "keep" convention: only the depths where our "drop"
            // count equals it are checked.
            Some("upto") => upto = w.next().unwrap().parse().unwrap(),
            Some("start") => fen = None,
            Some("fen") => fen = Some(line[3..].trim().to_string()),
            Some("perft") => {
                let depth = w.next().unwrap().parse().unwrap();
                let leaves = w.next().unwrap().parse().unwrap();
                if depth > upto {
                    continue;
                }
                cases.push(Case {
                    id: id.clone(),
                    fen: fen.clone(),
                    depth,
                    leaves,
                });
            }
            _ => {}
        }
    }
    cases
}

fn run<R: Rules>(name: &str, budget: u64) -> usize {
    let mut ran = 0;
    for c in table(name) {
        if c.leaves > budget {
            continue;
        }
        let pos = match &c.fen {
            Some(f) => R::parse_fen(f).unwrap_or_else(|e| panic!("{}: {e}", c.id)),
            None => R::start(),
        };
        assert_eq!(
            perft::<R>(&pos, c.depth),
            c.leaves,
            "{name} {} depth {}",
            c.id,
            c.depth
        );
        ran += 1;
    }
    ran
}

/// Every table line with at most 20 million leaves (American from the start: depth 10).
#[test]
fn english_perft_tables() {
    let ran = run::<English>("english", 20_000_000);
    assert!(ran >= 35, "only {ran} lines ran");
}

#[test]
fn international_perft_tables() {
    let ran = run::<International>("international", 10_000_000);
    assert!(ran >= 30, "only {ran} lines ran");
}

#[test]
fn russian_perft_tables() {
    let ran = run::<Russian>("russian", 10_000_000);
    assert!(ran >= 35, "only {ran} lines ran");
}

#[test]
fn italian_perft_tables() {
    let ran = run::<Italian>("italian", 10_000_000);
    assert!(ran >= 20, "only {ran} lines ran");
}

/// Our own regression numbers (no published table exists for Polish rules).
#[test]
fn polish_regression_perft() {
    let ran = run::<Polish>("polish", 10_000_000);
    assert!(ran >= 25, "only {ran} lines ran");
}

/// Our own regression numbers (no published tables exist for these games).
#[test]
fn coronet_and_cheskers_regression_perft() {
    assert!(run::<Coronet>("coronet", 3_000_000) >= 15);
    assert!(run::<Cheskers>("cheskers", 3_000_000) >= 20);
}

/// Our own regression numbers (Stack'Em has no other computer version): the start position to
/// depth 9 and the tactical positions, well under a second.
#[test]
fn stackem_regression_perft() {
    let ran = run::<StackEm>("stackem", 10_000_000);
    assert!(ran >= 45, "only {ran} lines ran");
}

/// Our own regression numbers (no other program plays Coast-to-Coast); every line up to
/// depth 4 (12 million leaves).
#[test]
fn coast_to_coast_regression_perft() {
    let ran = run::<CoastToCoast>("coast-to-coast", 12_000_000);
    assert!(ran >= 15, "only {ran} lines ran");
}

/// The fast perft walk and the plain one (every move listed and played) agree.
#[test]
fn fast_perft_agrees_with_playing_every_listed_move() {
    fn both<R: Rules>(name: &str, budget: u64) {
        for c in table(name).into_iter().filter(|c| c.leaves <= budget) {
            let pos = match &c.fen {
                Some(f) => R::parse_fen(f).unwrap(),
                None => R::start(),
            };
            assert_eq!(
                perft_by_list::<R>(&pos, c.depth),
                c.leaves,
                "{name} {}",
                c.id
            );
        }
    }
    both::<English>("english", 1_000_000);
    both::<International>("international", 300_000);
    both::<Russian>("russian", 300_000);
    both::<Italian>("italian", 300_000);
    both::<Polish>("polish", 300_000);
}

/// At every node of the perft tables' trees, what the search's horizon is told
/// (`Rules::horizon`: the captures listed, or the quiet moves counted and whether one
/// promotes) is what the listed moves say.
#[test]
fn the_horizon_agrees_with_the_listed_moves() {
    fn walk<R: Rules>(pos: &R::Position, depth: u32, seen: &mut [u64; 3]) {
        let mut list = MoveList::new();
        R::generate(pos, &mut list);
        let mut out = MoveList::new();
        // forced: every move captures (where captures are optional, a quiet leaf stands pat)
        let capture = !list.is_empty() && list.iter().all(|m| m.is_capture());
        match R::horizon(pos, &mut out) {
            None => {
                assert!(capture, "{:?}: captures said, none listed", pos);
                let text = |l: &MoveList| format!("{:?}", &l[..]);
                assert_eq!(text(&out), text(&list), "{:?}: the captures", pos);
                seen[0] += 1;
            }
            Some((n, promotes)) => {
                assert!(!capture, "{:?}: a capture missed", pos);
                assert_eq!(n, list.len() as u64, "{:?}: the quiet moves", pos);
                let listed = list.iter().any(|m| m.promotion.is_some());
                assert_eq!(promotes, listed, "{:?}: a promotion", pos);
                seen[if promotes { 2 } else { 1 }] += 1;
            }
        }
        if depth > 0 {
            for mv in list.iter() {
                walk::<R>(&R::play(pos, mv), depth - 1, seen);
            }
        }
    }
    /// The nodes of each kind: captures, quiet without a promotion, quiet with one.
    fn each<R: Rules>(name: &str, budget: u64) -> [u64; 3] {
        let mut seen = [0u64; 3];
        for c in table(name).into_iter().filter(|c| c.leaves <= budget) {
            let pos = match &c.fen {
                Some(f) => R::parse_fen(f).unwrap(),
                None => R::start(),
            };
            walk::<R>(&pos, c.depth - 1, &mut seen);
        }
        seen
    }
    for (name, seen) in [
        ("english", each::<English>("english", 200_000)),
        (
            "international",
            each::<International>("international", 200_000),
        ),
        ("russian", each::<Russian>("russian", 200_000)),
        ("italian", each::<Italian>("italian", 200_000)),
        ("polish", each::<Polish>("polish", 200_000)),
        ("cheskers", each::<Cheskers>("cheskers", 200_000)),
        ("stackem", each::<StackEm>("stackem", 200_000)),
    ] {
        assert!(
            seen.iter().all(|&k| k > 0),
            "{name}: every kind of node met {seen:?}"
        );
    }
    // within these trees Coronet's men reach no corner, Coast-to-Coast's pieces meet no capture
    let coronet = each::<Coronet>("coronet", 200_000);
    assert!(coronet[0] > 0 && coronet[1] > 0, "{coronet:?}");
    let coast = each::<CoastToCoast>("coast-to-coast", 200_000);
    assert!(coast[1] > 0 && coast[2] > 0, "{coast:?}");
}

#[test]
#[ignore = "deep: run with --ignored"]
fn deep_perft_tables() {
    run::<English>("english", u64::MAX);
    run::<Russian>("russian", 3_000_000_000);
    run::<Italian>("italian", 3_000_000_000);
    run::<International>("international", 3_000_000_000);
    run::<StackEm>("stackem", u64::MAX);
    run::<CoastToCoast>("coast-to-coast", u64::MAX);
}
