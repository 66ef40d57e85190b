//! Analysis: the multi-PV search (its lines legal, distinct, in order, and its table kept
//! between calls), annotated trees checked by the rules, and the review of a game.
use omnidraughts::pdn;
use omnidraughts::{annotated, new_game, AnalyseOptions, SearchTable, ThinkOptions};

fn depth(d: u32, lines: usize) -> AnalyseOptions {
    AnalyseOptions {
        think: ThinkOptions {
            depth: Some(d),
            ..ThinkOptions::default()
        },
        lines,
        also: None,
    }
}

#[test]
fn multi_pv_lines_are_legal_distinct_and_best_first() {
    for (variant, moves) in [
        ("international", &["32-28", "19-23", "28x19", "14x23"][..]),
        ("english", &["11-15", "23-19", "8-11"][..]),
        ("russian", &["c3-d4"][..]),
    ] {
        let g = omnidraughts::replay(variant, None, moves).unwrap();
        let a = g
            .analyse(&depth(6, 5), &mut SearchTable::default())
            .unwrap();
        assert_eq!(a.depth, 6, "{variant}");
        assert_eq!(a.lines.len(), 5.min(g.legal().len()), "{variant}");
        let firsts: Vec<&str> = a.lines.iter().map(|l| l.moves[0].as_str()).collect();
        let mut distinct = firsts.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), firsts.len(), "{variant}: {firsts:?}");
        assert!(
            a.lines.windows(2).all(|w| w[0].score >= w[1].score),
            "{variant}: not best first: {:?}",
            a.lines
                .iter()
                .map(|l| (l.score, &l.moves[0]))
                .collect::<Vec<_>>()
        );
        for l in &a.lines {
            // every line plays from the position, move by move
            let mut line: Vec<&str> = moves.to_vec();
            line.extend(l.moves.iter().map(String::as_str));
            omnidraughts::replay(variant, None, &line)
                .unwrap_or_else(|e| panic!("{variant}: {:?}: {e}", l.moves));
        }
    }
}

#[test]
fn the_table_makes_the_next_depth_cheap() {
    let g = omnidraughts::replay("international", None, &["32-28", "18-23"]).unwrap();
    let mut table = SearchTable::default();
    let mut again = 0;
    for d in 1..=8 {
        again += g.analyse(&depth(d, 3), &mut table).unwrap().nodes;
    }
    let fresh = g
        .analyse(&depth(8, 3), &mut SearchTable::default())
        .unwrap()
        .nodes;
    let step = g.analyse(&depth(9, 3), &mut table).unwrap().nodes;
    let fresh9 = g
        .analyse(&depth(9, 3), &mut SearchTable::default())
        .unwrap()
        .nodes;
    eprintln!("depths 1-8 one by one: {again} nodes; 8 fresh: {fresh}; 9 after: {step}; 9 fresh: {fresh9}");
    assert!(
        step * 10 < fresh9 * 8,
        "the kept table saves nothing: {step} vs {fresh9}"
    );
}

#[test]
fn over_and_forced_positions() {
    // a finished game has no lines; a position with one move has one line
    let mut g = new_game("english", Some("B:W18:B14")).unwrap();
    let a = g
        .analyse(&depth(4, 3), &mut SearchTable::default())
        .unwrap();
    assert_eq!(a.lines.len(), 1);
    assert_eq!(a.lines[0].moves[0], "14x23");
    g.play_text("14x23").unwrap();
    let a = g
        .analyse(&depth(4, 3), &mut SearchTable::default())
        .unwrap();
    assert!(a.lines.is_empty());
    assert!(g
        .analyse(&depth(4, 11), &mut SearchTable::default())
        .unwrap_err()
        .to_string()
        .contains("lines"));
}

#[test]
fn a_tree_is_checked_by_the_rules_in_every_line() {
    let ok = "[GameType \"21\"]\n1. 11-15 (1. 9-13 22-18 (1... 24-20 10-14) 2. 10-14) 23-19 \
        2. 8-11 (2. 9-13 22-18 (2... 27-23 {c} 5-9)) 22-17 *";
    let (game, g) = annotated::read_tree(ok, None).unwrap();
    let info = game.info();
    assert_eq!(info.id, "english");
    assert_eq!(g.tree[0].variations[0][1].variations[0][1].text, "10-14");
    // the same tree with one move of a nested variation illegal, then ambiguous
    for (bad, says) in [
        (
            ok.replace("(2... 27-23 {c} 5-9)", "(2... 27-23 {c} 5-8)"),
            "move 3. 5-8 in variation 1 of 2... 22-18 in variation 1 of 2. 8-11",
        ),
        (
            ok.replace("(1... 24-20 10-14)", "(1... 24-20 10-19)"),
            "move 2. 10-19 in variation 1 of 1... 22-18 in variation 1 of 1. 11-15",
        ),
        (ok.replace("22-17 *", "22-17 9-18 *"), "move 3. 9-18:"),
    ] {
        let e = annotated::read_tree(&bad, None)
            .err()
            .expect("refused")
            .to_string();
        assert!(e.contains(says), "{e}\nwanted: {says}");
        assert!(e.contains("on line 1"), "{e}");
    }
    // the engine's own text comes back (`x` for `:`, a short capture in full)
    let russian = "1. c3-d4 f6-e5 2. d4:f6 g7:e5 *";
    let (_, g) = annotated::read_tree(russian, Some("russian")).unwrap();
    assert_eq!(g.moves(), ["c3-d4", "f6-e5", "d4:f6", "g7:e5"]);
    // what is written reads back to the same checked tree
    let text = annotated::write_tree(info, &annotated::read_tree(ok, None).unwrap().1).unwrap();
    let back = annotated::read_tree(&text, None).unwrap().1;
    assert_eq!(
        back.tree,
        annotated::read_tree(ok, None).unwrap().1.tree,
        "{text}"
    );
    assert!(pdn::read_strict(&text).is_ok());
}

/// The cost of more lines (the figures in `Searcher::analyse`'s documentation): nodes to
/// depth 10 from International's start for 1, 3 and every line. Run with `--ignored
/// --nocapture`.
#[test]
#[ignore]
fn cost_of_lines() {
    for (variant, d) in [("international", 10), ("english", 12)] {
        let g = new_game(variant, None).unwrap();
        let n = g.legal().len();
        for lines in [1, 3, n] {
            let a = g
                .analyse(&depth(d, lines), &mut SearchTable::default())
                .unwrap();
            eprintln!(
                "{variant} depth {d}, {lines} lines: {} nodes, {:.0} ms",
                a.nodes, a.ms
            );
        }
        let t = g
            .think(&ThinkOptions {
                depth: Some(d),
                ..ThinkOptions::default()
            })
            .unwrap();
        eprintln!("{variant} think depth {d}: {} nodes", t.nodes);
    }
    // a full window on every root move (as the weak levels score them)
    let level = omnidraughts::search::Level {
        noise: 1,
        ..omnidraughts::search::LEVELS[0]
    };
    let mut s = omnidraughts::search::Searcher::default();
    let r = omnidraughts::Game::<omnidraughts::International>::new().search(
        &mut s,
        &omnidraughts::search::Limits::depth(10),
        Some((&level, 1)),
    );
    eprintln!(
        "international depth 10, every root move a full window: {} nodes",
        r.nodes
    );
}
