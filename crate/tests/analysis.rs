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
    // the same search without the table kept costs exactly `fresh9` (the saving measured is in
    // docs/results.md)
    assert!(
        step * 20 < fresh9 * 19,
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

/// The cost of more lines (its figures are in `docs/results.md`): nodes to
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
            .think(
                &ThinkOptions {
                    depth: Some(d),
                    ..ThinkOptions::default()
                },
                &mut SearchTable::default(),
            )
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

/// The material (pieces) of the side to move less the other's, after `plies` plies of the
/// best play for material alone (captures, which are compulsory, played out beyond): a
/// judge of shots that knows nothing of the engine's evaluation.
fn material(g: &dyn omnidraughts::AnyGame, plies: i32, mut alpha: i32, beta: i32) -> i32 {
    if let Some(o) = g.outcome() {
        return match o.winner {
            None => 0,
            Some(w) if w == g.turn() => 100,
            Some(_) => -100,
        };
    }
    let legal = g.legal();
    if plies <= 0 && legal.iter().all(|m| m.captures.is_empty()) {
        let me = g.turn();
        return g
            .squares()
            .iter()
            .filter_map(|s| s.piece)
            .map(|p| if p.color == me { 1 } else { -1 })
            .sum();
    }
    for m in &legal {
        let mut child = g.at(g.history().len()).unwrap();
        child.play_text(&m.text).unwrap();
        let s = -material(&*child, plies - 1, -beta, -alpha);
        if s > alpha {
            alpha = s;
            if alpha >= beta {
                break;
            }
        }
    }
    alpha
}

/// The material the side to move keeps after `mv` and `plies` more plies of best play.
fn keeps(g: &dyn omnidraughts::AnyGame, mv: &str, plies: i32) -> i32 {
    let mut after = g.at(g.history().len()).unwrap();
    after.play_text(mv).unwrap();
    -material(&*after, plies, -1000, 1000)
}

#[test]
fn a_move_that_allows_a_shot_is_a_blunder_and_the_best_move_is_found() {
    // Real games (OCA_2.0.pdn, nk2003-amsterdam.pdn, wk2003.pdn): the move played lets the other side win material by force
    // (a sacrifice, then a capture of several pieces), proved here by a search of material
    // alone; the engine's best move is better: a deeper search (12 plies) scores it higher.
    // (It used to be "keeps the material over the same plies", but in Messemaker - Winkel the
    // fitted International weights' best move at depth 10, 36-31, gives a man back within 9
    // plies too, +156 for Black at depth 12 against +243 after 40-34; their depth 14 plays
    // 24-20.)
    let shots = [
        // Edinburgh 1847, game 14, White's 12th: 27-23 22-25 29x22 17x26 31x22 6-10 15x6
        // 1x10x19x26
        (
            "W:W14,15,18,19,21,24,27,28,29,30,31:B1,3,5,6,7,8,12,13,16,17,22",
            "27-23",
        ),
        // Manchester 1841, Black's 20th: 15-18 21-17 13x22 30-26 ...
        ("B:W8,12,21,23,30,31,32:B3,6,9,13,14,15,20,28", "15-18"),
        // International, NK 2003 Amsterdam: Wiering - van Dusseldorp, White's 47th
        ("W:W24,29,32,33,36,43,49:B12,13,14,15,16,21,26", "43-38"),
        // Messemaker - Winkel, White's 44th
        ("W:W24,27,32,36,37,38,40,42:B4,6,9,12,13,16,23,26", "40-34"),
        // (WK 2003, Georgiev - Schwarzman, White's 41st, 47-42, is no longer here: 36-31,
        // the move that keeps the material over 9 plies, loses as much deeper, -165 at depth
        // 16; since the search tries promotions at its horizon it sees that from depth 9 and
        // finds 47-42 as good as any, -140 at depth 16.)
    ];
    let options = ThinkOptions {
        depth: Some(10),
        ..ThinkOptions::default()
    };
    for (fen, played) in shots {
        // squares above 32: the 10x10 board
        let big = fen.split([':', ',']).any(|s| {
            s.trim_start_matches(['W', 'B', 'K'])
                .parse::<u32>()
                .is_ok_and(|n| n > 32)
        });
        let variant = if big { "international" } else { "english" };
        let mut g = new_game(variant, Some(fen)).unwrap();
        let now = material(&*g, 0, -1000, 1000);
        g.play_text(played).unwrap();
        let r = omnidraughts::review::review_ply(&*g, 1, &options, &mut SearchTable::default())
            .unwrap();
        let before = g.at(0).unwrap();
        let lost = keeps(&*before, played, 9);
        eprintln!("{fen} {played}: now {now}, after it {lost}; {r:?}");
        assert!(
            lost < now,
            "{played} loses no material by force: {lost} against {now}"
        );
        let deep = |mv: &str| {
            let mut after = g.at(0).unwrap();
            after.play_text(mv).unwrap();
            let a = after
                .analyse(&depth(12, 1), &mut SearchTable::default())
                .unwrap();
            -a.lines[0].score
        };
        let (deep_best, deep_played) = (deep(&r.best), deep(played));
        eprintln!(
            "at depth 12: {} {deep_best}, {played} {deep_played}",
            r.best
        );
        assert!(
            deep_best > deep_played,
            "{} does no better than {played}: {deep_best} against {deep_played}",
            r.best
        );
        assert_eq!(r.class, Some(omnidraughts::review::Class::Blunder), "{r:?}");
        assert_ne!(r.best, played);
        // the line that punishes it starts with the other side's answer
        assert!(!r.line.is_empty());
    }
}

/// The first game of a file of `tests/data/games`.
fn first_game(file: &str) -> String {
    let path = format!("{}/tests/data/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    let start = text.find("[Event").unwrap();
    let end = text[start + 1..]
        .find("[Event")
        .map_or(text.len(), |i| start + 1 + i);
    text[start..end].to_string()
}

#[test]
fn a_quiet_master_game_has_few_marks() {
    // Ndjofang - Heusdens, WK 2003 round 1, a 40-move draw: at the default depth at most three
    // of its 80 moves are marked, none worse than an inaccuracy (with the fitted International
    // weights three inaccuracies, the largest loss 42; with the hand-set ones none, under 30)
    let (game, _) = annotated::read_tree(&first_game("wk2003.pdn"), None).unwrap();
    assert_eq!(game.history().len(), 80);
    let options = ThinkOptions {
        depth: Some(omnidraughts::review::DEFAULT_DEPTH),
        ..ThinkOptions::default()
    };
    let started = std::time::Instant::now();
    let reviews = omnidraughts::review::review_game(&*game, &options, |_| {}).unwrap();
    let marked = reviews.iter().filter(|r| r.class.is_some()).count();
    let worst = reviews.iter().map(|r| r.loss).max().unwrap();
    eprintln!(
        "{} plies at depth {}: {marked} marked, largest loss {worst}, {:.1} s",
        reviews.len(),
        omnidraughts::review::DEFAULT_DEPTH,
        started.elapsed().as_secs_f64()
    );
    assert!(marked <= 3, "{marked} moves marked");
    assert!(
        worst < omnidraughts::review::MISTAKE,
        "largest loss {worst}"
    );
    // each review is of the game's move, in order, and the best move is legal there
    for (i, r) in reviews.iter().enumerate() {
        assert_eq!(r.ply, i + 1);
        assert_eq!(r.played, game.history()[i]);
        let mut before = game.at(i).unwrap();
        before.play_text(&r.best).unwrap();
    }
}

#[test]
fn the_review_as_pdn_reads_back_with_its_marks_and_better_moves() {
    // the shot of Edinburgh 1847, game 14, as a game: the blunder marked ??, the best move
    // as a variation, every move's evaluation, the counts before the first move
    let fen = "W:W14,15,18,19,21,24,27,28,29,30,31:B1,3,5,6,7,8,12,13,16,17,22";
    let moves = ["27-23", "22-25", "29x22", "17x26"];
    let g = omnidraughts::replay("english", Some(fen), &moves).unwrap();
    let options = ThinkOptions {
        depth: Some(10),
        ..ThinkOptions::default()
    };
    let reviews = omnidraughts::review::review_game(&*g, &options, |_| {}).unwrap();
    let tags = vec![("Event".to_string(), "Edinburgh 1847".to_string())];
    let text = omnidraughts::review::review_pdn(&*g, &reviews, &tags).unwrap();
    let (back, tree) = annotated::read_tree(&text, None).unwrap();
    assert_eq!(back.history(), g.history(), "{text}");
    assert_eq!(back.fen(), g.fen());
    assert_eq!(tree.tag("Annotator"), Some("omnidraughts"));
    assert_eq!(tree.tag("Event"), Some("Edinburgh 1847"));
    assert!(
        tree.comments[0].contains("White 0 inaccuracies, 0 mistakes, 1 blunder"),
        "{text}"
    );
    for (m, r) in tree.tree.iter().zip(&reviews) {
        assert_eq!(
            m.nags,
            r.class.map(|c| c.nag()).into_iter().collect::<Vec<_>>()
        );
        assert!(m.after[0].starts_with("[%eval "), "{text}");
        match r.class {
            Some(_) => {
                assert_eq!(m.variations, vec![tree_line(&r.best_line)]);
                assert!(
                    m.after[1].contains(&format!("Best was {}", r.best)),
                    "{text}"
                );
                assert!(m.after[1].contains(&r.line.join(" ")), "{text}");
            }
            None => assert!(m.variations.is_empty()),
        }
    }
    assert_eq!(tree.tree[0].nags, [4], "27-23??\n{text}");
    // a review that is not of the game's moves is refused
    let mut wrong = reviews.clone();
    wrong.swap(0, 1);
    assert!(omnidraughts::review::review_pdn(&*g, &wrong, &tags).is_err());
}

fn tree_line(moves: &[String]) -> Vec<pdn::PdnMove> {
    moves.iter().map(|m| pdn::PdnMove::new(m)).collect()
}

#[test]
fn the_thresholds_players_read_are_the_engine_s() {
    use omnidraughts::review::{BLUNDER, INACCURACY, MISTAKE};
    let men = |h: i32| format!("{}", h as f64 / 100.0);
    let docs = include_str!("../../docs.html");
    let guide = include_str!("../../docs/guide.md");
    for (class, h) in [
        ("inaccuracy", INACCURACY),
        ("mistake", MISTAKE),
        ("blunder", BLUNDER),
    ] {
        let span = format!("<span class=\"review-{class}\">{}</span>", men(h));
        assert!(docs.contains(&span), "docs.html should say {span}");
        assert!(
            guide.contains(&men(h)),
            "docs/guide.md should say {}",
            men(h)
        );
    }
}

#[test]
fn the_cli_reviews_a_game_and_refuses_bad_input_with_status_2() {
    let bin = env!("CARGO_BIN_EXE_omnidraughts");
    let run = |args: &[&str], stdin: &str| {
        use std::io::Write;
        let mut child = std::process::Command::new(bin)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // a refused command may exit before it reads its input: the pipe is then closed, and
        // what it says is the test's concern, not the write
        let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
        child.wait_with_output().unwrap()
    };
    let game = "[FEN \"W:W14,15,18,19,21,24,27,28,29,30,31:B1,3,5,6,7,8,12,13,16,17,22\"]\n\
        1... 27-23 22-25 *";
    let o = run(
        &["analyse", "--variant", "english", "--depth", "10", "-"],
        game,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    // White moved: White's own view, the played move's score below the best's
    assert!(
        lines[0].starts_with("{\"ply\":1,\"move\":\"27-23\",\"best\":\"24-20\",\"score\":-"),
        "{out}"
    );
    assert!(
        lines[0].contains("\"class\":\"blunder\",\"line\":[\"22-25\",\"29x22\""),
        "{out}"
    );
    // Black moved: scores still White's (negative: Black is better)
    assert!(
        lines[1].starts_with("{\"ply\":2,\"move\":\"22-25\""),
        "{out}"
    );
    assert!(lines[1].contains("\"score\":-"), "{out}");
    let o = run(
        &[
            "analyse",
            "--variant",
            "english",
            "--depth",
            "4",
            "--pdn",
            "-",
        ],
        game,
    );
    let pdn = String::from_utf8(o.stdout).unwrap();
    assert!(
        pdn.contains("[Annotator \"omnidraughts\"]") && pdn.contains("{[%eval "),
        "{pdn}"
    );
    for (args, input, says) in [
        (
            &["analyse", "--variant", "english", "-"][..],
            "1. 11-15 24-28 *",
            "move 1... 24-28",
        ),
        (
            &["analyse", "--variant", "english", "-"][..],
            "1. 11-15 (1. 9-15) 23-19 *",
            "in variation 1 of 1. 11-15",
        ),
        (
            &["analyse", "--variant", "chess", "-"][..],
            "1. 11-15 *",
            "chess",
        ),
        (
            &["analyse", "--variant", "english", "-"][..],
            "[Event \"x\"]\n*",
            "no move",
        ),
        (
            &["analyse", "--variant", "english", "--depth", "99", "-"][..],
            "1. 11-15 *",
            "--depth",
        ),
    ] {
        let o = run(args, input);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{input}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "{err}\nwanted: {says}");
    }
}

#[test]
fn the_losing_moves_a_published_annotator_names_are_marked() {
    // "Tricks, Traps and Shots" (Willie Ryan's games, as the PDN 3.0 test set has them; an
    // excerpt in tests/data/games/tts-annotated.pdn): in each game the annotator names the
    // move that loses, and often the move that draws instead. At the default depth the review
    // marks every one of them a mistake or a blunder, and its better move is one the
    // annotator gives where he gives one.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/games/tts-annotated.pdn"
    ))
    .unwrap();
    let cases: [(&str, usize, &str, &[&str]); 7] = [
        ("TTS Game 1 ", 5, "8-11", &[]), // "This is the losing move. 10-14 leads to a draw."
        ("TTS Game 2 ", 5, "11-16", &[]), // "It's all over now, play 1-6 to draw."
        ("TTS Game 5 ", 15, "4-8", &["1-6", "15-18"]), // "Loses, either 1-6 or 15-18 will draw."
        ("TTS Game 6 ", 15, "12-16", &["15-19"]), // "Natural but loses, 15-19 ... draws"
        ("TTS Game 13 ", 13, "9-13", &["15-18"]), // "Loses, 15-18 is the draw move."
        ("TTS Game 16 ", 11, "14x23", &["15x22"]), // "The wrong jump, 15-22 ... ends in a draw."
        ("TTS Game 20 ", 29, "2-6", &[]), // "the real loser ... Black can still draw with 14-18"
    ];
    let options = ThinkOptions {
        depth: Some(omnidraughts::review::DEFAULT_DEPTH),
        ..ThinkOptions::default()
    };
    for (event, ply, played, draws) in cases {
        let start = text.find(&format!("[Event \"{event}")).unwrap();
        let end = text[start + 1..]
            .find("[Event")
            .map_or(text.len(), |i| start + 1 + i);
        let (game, tree) = annotated::read_tree(&text[start..end], Some("english")).unwrap();
        // the annotation survives the reading, beside the move it is about
        assert!(tree.tree[ply - 1].after.iter().any(|c| !c.is_empty()));
        let mut table = SearchTable::default();
        let r = omnidraughts::review::review_ply(&*game, ply, &options, &mut table).unwrap();
        assert_eq!(r.played, played, "{event}");
        assert!(
            matches!(
                r.class,
                Some(omnidraughts::review::Class::Mistake | omnidraughts::review::Class::Blunder)
            ),
            "{event}: {played} is not marked: {r:?}"
        );
        assert!(
            draws.is_empty() || draws.contains(&r.best.as_str()),
            "{event}: the better move {} is none of {draws:?}",
            r.best
        );
    }
}
