//! Regression tests for what the fuzzers (`fuzz/`, `scripts/fuzz.sh`) found: each test names
//! the target that found the fault and the input, reduced.
use super::common;

use common::{game, play};
use omnidraughts::pdn;
use omnidraughts::{Cheskers, Game, PieceKind, Rules};

/// Found by `pdn`: a Cheskers promotion with a choice is written `f2xh8=K`, and the PDN reader
/// refused its own file ("unexpected '=K'").
#[test]
fn a_cheskers_promotion_choice_reads_back_from_our_pdn() {
    let mut g = game::<Cheskers>("W:Wc7,Ka1:BKh6");
    play(&mut g, "c7-d8=C");
    let written = g.pdn(&[]);
    assert!(written.contains("c7-d8=C"), "{written}");
    let records = pdn::read_strict(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
    assert_eq!(records[0].moves(), ["c7-d8=C"]);
    let back = Game::<Cheskers>::from_record(&records[0]).unwrap();
    assert_eq!(back.position(), g.position());
    let d8 = back.parse_square("d8").unwrap();
    assert_eq!(
        Cheskers::piece_at(back.position(), d8).map(|p| p.kind),
        Some(PieceKind::Camel)
    );
    // With marks and a capture, as files write them; a suffix that is not one letter is not
    // a move.
    let f = pdn::read("1. c7-d8=K! *");
    assert_eq!(f.games[0].moves(), ["c7-d8=K"]);
    assert!(pdn::read_strict("1. c7-d8=KK *").is_err());
    assert!(pdn::read_strict("1. c7-d8= *").is_err());
    assert!(pdn::read_strict("1. =K *").is_err());
}

/// Found by `fen` (a timeout of the harness, not a crash): Polish checkers, where captured
/// pieces leave the board at once, lets a flying king's capture routes cross and recross the
/// squares it has cleared, and the search lists every route before the drop convention merges
/// them: this position took 22 ms to list its 43 moves natively (International, the same
/// position, well under 1 ms), and seconds under the fuzzer's instrumentation. Kept as a
/// guard: listing must stay far below what a click can wait for.
#[test]
fn a_polish_king_with_many_routes_is_listed_quickly() {
    use omnidraughts::{MoveList, Polish};
    let fen = "B:B17,K24:W6,9,10,11,20,21,22,23,25,K30-34,19,41,42,43,44,48";
    let pos = Polish::parse_fen(fen).unwrap();
    let mut list = MoveList::new();
    let t = std::time::Instant::now();
    Polish::generate(&pos, &mut list);
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(list.len(), 43);
    assert!(ms < 500.0, "{ms} ms");
}

/// Found by the soak test (engine against engine, Coast-to-Coast): a pass inside the search
/// indexed the history table with the pass's `NONE` squares ("index out of bounds: the len is
/// 4096 but the index is 16575"): `bestmove` panicked, and `think` would trap in the page.
/// Here Red moves and Black, walled in, can only pass.
#[test]
fn the_search_handles_a_pass_below_the_root() {
    use omnidraughts::search::{Limits, Searcher};
    use omnidraughts::CoastToCoast;
    let walled = "B:Be6:Rd7,e7,f7,f6,f5,c8,e8,g8,g6,g4";
    let g = game::<CoastToCoast>(walled);
    let legal = g.legal_moves().to_vec();
    assert!(legal.len() == 1 && legal[0].is_pass());
    for fen in [walled, "R:Be6:Rd7,e7,f7,f6,f5,c8,e8,g8,g6,g4,a8"] {
        let g = game::<CoastToCoast>(fen);
        for depth in 1..=4 {
            let r = g.search(&mut Searcher::new(1 << 12), &Limits::depth(depth), None);
            assert!(r.best.is_some(), "{fen} depth {depth}");
        }
    }
    let o = common::run(&[
        "bestmove",
        "--variant",
        "coast-to-coast",
        "--fen",
        "R:Be6:Rd7,e7,f7,f6,f5,c8,e8,g8,g6,g4,a8",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// Found by the wasm boundary test (`tests/wasm/boundary.test.mjs`): `undo` with nothing to
/// take back answered false but withdrew a standing draw offer all the same.
#[test]
fn undo_with_nothing_to_take_back_changes_nothing() {
    let mut g = omnidraughts::new_game("english", None).unwrap();
    g.offer_draw().unwrap();
    let offer = g.draw_offer();
    assert!(offer.is_some());
    assert!(!g.undo());
    assert_eq!(g.draw_offer(), offer);
    // a move taken back still takes the offer with it
    g.play_text("11-15").unwrap();
    g.offer_draw().unwrap();
    assert!(g.undo());
    assert_eq!(g.draw_offer(), None);
}

/// Found by the wasm boundary test: `think` with a depth or a node count and no time had no
/// time limit at all (`{ depth: 64 }` searched for hours, the worker frozen), and accepted ten
/// minutes of thought. Now every search ends within `MAX_THINK_MS` and more is refused.
#[test]
fn every_search_has_a_time_limit() {
    use omnidraughts::{ThinkOptions, MAX_THINK_MS};
    let with = |f: fn(&mut ThinkOptions)| {
        let mut o = ThinkOptions::default();
        f(&mut o);
        o.limits().map(|(l, _)| l)
    };
    assert_eq!(with(|_| {}).unwrap().movetime_ms, Some(1000.0));
    for limits in [
        with(|o| o.depth = Some(64)).unwrap(),
        with(|o| o.nodes = Some(u64::MAX)).unwrap(),
    ] {
        assert_eq!(limits.movetime_ms, Some(MAX_THINK_MS), "{limits:?}");
    }
    let d = with(|o| o.depth = Some(5)).unwrap();
    assert_eq!((d.depth, d.nodes), (5, None));
    let level = with(|o| {
        o.level = Some(1);
        o.depth = Some(3)
    })
    .unwrap();
    assert_eq!((level.depth, level.movetime_ms), (3, Some(1000.0)));
    for (o, why) in [
        (
            with(|o| o.movetime_ms = Some(MAX_THINK_MS + 1.0)),
            "time to think",
        ),
        (with(|o| o.movetime_ms = Some(0.0)), "time to think"),
        (with(|o| o.movetime_ms = Some(f64::NAN)), "time to think"),
        (with(|o| o.depth = Some(65)), "depth"),
        (with(|o| o.level = Some(0)), "level 0"),
        (with(|o| o.level = Some(usize::MAX)), "does not exist"),
    ] {
        let e = o.expect_err(why).to_string();
        assert!(e.contains(why), "{e}");
    }
}

/// Found by the wasm boundary test: `perft` in the page took any depth to 30 (International
/// at depth 12 is minutes, 30 forever). `perft_within` counts what fits in its budget, the
/// same as `perft_of`, and refuses the rest at once.
#[test]
fn perft_refuses_a_count_beyond_its_budget() {
    use omnidraughts::{perft_of, perft_within};
    for depth in 0..=6 {
        assert_eq!(
            perft_within("english", None, depth, 1_000_000).unwrap(),
            perft_of("english", None, depth).unwrap()
        );
    }
    // English perft 7 is 179 740, 8 is 845 931
    assert_eq!(perft_within("english", None, 7, 200_000).unwrap(), 179_740);
    let t = std::time::Instant::now();
    let e = perft_within("international", None, 30, 1_000_000).unwrap_err();
    assert!(t.elapsed().as_secs_f64() < 2.0);
    assert!(e.to_string().contains("depth 30"), "{e}");
    assert!(perft_within("english", Some("W:W99:B1"), 3, 1000).is_err());
}
