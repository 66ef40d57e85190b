//! Perft against published tables (`tests/perft/*.perft`), up to a leaf budget so the suite
//! stays fast; `cargo test --release -- --ignored deep_perft` runs every line.

use omnidraughts::{perft, Rules};

struct Case {
    id: String,
    fen: Option<String>,
    depth: u32,
    leaves: u64,
}

fn table(name: &str) -> Vec<Case> {
    let path = format!("{}/tests/perft/{name}.perft", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut id, mut fen) = (String::new(), None);
    let mut cases = Vec::new();
    for line in text.lines().map(str::trim) {
        let mut w = line.split_whitespace();
        match w.next() {
            Some("id") => id = w.next().unwrap_or("").to_string(),
            Some("start") => fen = None,
            Some("fen") => fen = Some(line[3..].trim().to_string()),
            Some("perft") => {
                let depth = w.next().unwrap().parse().unwrap();
                let leaves = w.next().unwrap().parse().unwrap();
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
    let ran = run::<omnidraughts::English>("english", 20_000_000);
    assert!(ran >= 35, "only {ran} lines ran");
}

#[test]
#[ignore = "deep: run with --ignored"]
fn deep_perft_english() {
    run::<omnidraughts::English>("english", u64::MAX);
}
