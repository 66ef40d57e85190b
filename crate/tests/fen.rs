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

#[test]
fn a_chess_fen_or_a_move_list_is_named_for_what_it_is() {
    for text in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
    ] {
        assert_eq!(English::parse_fen(text), Err(FenError::ChessFen), "{text}");
    }
    for text in [
        "11-15 23-19",
        "1. 11-15 23-19 2. 8-11 22-17 *",
        "1.11-15 24x15",
        "c3-d4 f6-g5",
        "1. c3:d4 f6:g5",
    ] {
        assert_eq!(English::parse_fen(text), Err(FenError::MoveList), "{text}");
    }
    assert_eq!(
        FenError::ChessFen.said().code.id(),
        "fen-chess",
        "a code of its own"
    );
    assert!(FenError::MoveList
        .to_string()
        .contains("open it as a PDN game"));
    // anything else keeps its own reason
    assert!(matches!(
        English::parse_fen("X:W21:B1"),
        Err(FenError::BadTurn(_))
    ));
    assert!(matches!(
        English::parse_fen("hello world"),
        Err(FenError::BadTurn(_))
    ));
}
