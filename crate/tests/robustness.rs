//! Regression tests for what the fuzzers (`fuzz/`, `scripts/fuzz.sh`) found: each test names
//! the target that found the fault and the input, reduced.
mod common;

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
    assert_eq!(records[0].moves, ["c7-d8=C"]);
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
    assert_eq!(f.games[0].moves, ["c7-d8=K"]);
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
    let legal = g.legal_moves();
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
