//! FEN: the PDN 3.0 forms real files use, and clear refusals of malformed input.

use omnidraughts::{English, FenError, Rules};

#[test]
fn reads_the_forms_real_files_use() {
    let a = English::parse_fen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29").unwrap();
    // Sections in the other order, ranges, spaces, trailing '.', lidraughts counters.
    let b = English::parse_fen(" B:B12,16,20,K22,K25,K29:W18, 24, 27-28,K10,K15. ").unwrap();
    assert_eq!(a, b);
    let c = English::parse_fen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29:H0:F1").unwrap();
    assert_eq!(a, c);
    // An empty side.
    assert!(English::parse_fen("W:W31:B").is_ok());
    assert_eq!(
        English::write_fen(&English::parse_fen("W:W31:B").unwrap()),
        "W:W31:B"
    );
    assert_eq!(
        English::parse_fen("B:W21-32:B1-12").unwrap(),
        English::start()
    );
}

#[test]
fn write_then_read_gives_the_same_position() {
    for fen in [
        "B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29",
        "W:WK18:B6,7,14,15",
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    ] {
        let p = English::parse_fen(fen).unwrap();
        assert_eq!(English::write_fen(&p), fen);
        assert_eq!(English::parse_fen(&English::write_fen(&p)).unwrap(), p);
    }
}

#[test]
fn malformed_fens_are_refused_naming_the_fault() {
    let cases: &[(&str, FenError)] = &[
        ("", FenError::Empty),
        ("Q:W1:B2", FenError::BadTurn("Q".into())),
        ("W:W1:X2", FenError::BadSection("X2".into())),
        ("W:W1:W2", FenError::SideTwice('W')),
        ("W:W1", FenError::SideMissing('B')),
        ("W:W33:B1", FenError::BadSquare("33".into())),
        ("W:W0:B1", FenError::BadSquare("0".into())),
        ("W:Wa1:B1", FenError::BadSquare("a1".into())),
        ("W:W5-3:B1", FenError::BadRange("5-3".into())),
        ("W:W1-40:B", FenError::BadRange("1-40".into())),
        ("W:WQ5:B1", FenError::BadPiece("Q5".into())),
        ("W:W5,K5:B1", FenError::SquareTwice("5".into())),
        ("W:W5:B5", FenError::SquareTwice("5".into())),
        ("W:W1-13:B20", FenError::TooManyPieces('W', 13, 12)),
        ("W:W1,,2:B20", FenError::BadSquare("".into())),
    ];
    for (fen, want) in cases {
        assert_eq!(English::parse_fen(fen).as_ref(), Err(want), "{fen}");
        // Every refusal reads as a sentence.
        assert!(!want.to_string().is_empty());
    }
}
