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
