//! Positions set up square by square (`compose`, the page's position editor): every game's
//! start position composes to its start FEN, and each kind of bad set-up is refused by name.

use omnidraughts::variant::ALL;
use omnidraughts::{
    compose, new_game, Color, Error, Piece, PieceKind, Placement, SetupError, StackEm, Value,
};
use omnidraughts::{Rules, StackPosition};

fn piece(color: Color, kind: PieceKind) -> Piece {
    Piece { color, kind }
}

fn one(square: &str, color: Color, kind: PieceKind) -> Placement {
    Placement {
        square: square.to_string(),
        stack: vec![piece(color, kind)],
    }
}

fn setup_error(r: Result<String, Error>) -> SetupError {
    match r {
        Err(Error::Setup(e)) => e,
        other => panic!("expected a set-up error, got {other:?}"),
    }
}

#[test]
fn every_start_position_composes_to_the_start_fen() {
    for info in ALL {
        let g = new_game(info.id, None).unwrap();
        let squares: Vec<Placement> = g
            .squares()
            .into_iter()
            .filter_map(|s| {
                let stack = if s.stack.is_empty() {
                    s.piece.into_iter().collect()
                } else {
                    s.stack
                };
                (!stack.is_empty()).then_some(Placement {
                    square: s.name,
                    stack,
                })
            })
            .collect();
        assert!(!squares.is_empty(), "{}", info.id);
        let fen = compose(info.id, g.turn(), &squares).unwrap();
        assert_eq!(fen, g.fen(), "{}", info.id);
        // And the other side to move: only the turn letter changes.
        let other = compose(info.id, g.turn().other(), &squares).unwrap();
        assert_eq!(&other[1..], &fen[1..], "{}", info.id);
        assert_ne!(other[..1], fen[..1], "{}", info.id);
    }
}

#[test]
fn every_piece_kind_of_every_game_can_be_placed_and_is_read_back() {
    for info in ALL {
        let g = new_game(info.id, None).unwrap();
        // Two far-apart squares of the board that no game forbids (not Coast-to-Coast's homes).
        let names: Vec<String> = g.squares().into_iter().map(|s| s.name).collect();
        let (a, b) = (&names[names.len() / 2 - 2], &names[names.len() / 2 + 1]);
        for kind in info.kinds() {
            let fen = compose(
                info.id,
                Color::South,
                &[one(a, Color::South, kind), one(b, Color::North, kind)],
            )
            .unwrap_or_else(|e| panic!("{} {kind:?}: {e}", info.id));
            let back = new_game(info.id, Some(&fen)).unwrap();
            let at = |n: &String| back.squares().into_iter().find(|s| &s.name == n).unwrap();
            assert_eq!(at(a).piece, Some(piece(Color::South, kind)), "{}", info.id);
            assert_eq!(at(b).piece, Some(piece(Color::North, kind)), "{}", info.id);
        }
    }
}

#[test]
fn examples_write_the_games_own_fen() {
    use Color::{North, South};
    use PieceKind::{Bishop, Camel, King, Man};
    assert_eq!(
        compose(
            "english",
            North,
            &[one("22", South, King), one("9", North, Man)]
        )
        .unwrap(),
        "B:WK22:B9"
    );
    assert_eq!(
        compose(
            "cheskers",
            South,
            &[
                one("c1", South, King),
                one("e3", South, Bishop),
                one("f8", North, King),
                one("b6", North, Camel),
            ]
        )
        .unwrap(),
        "W:WKc1,Be3:BCb6,Kf8"
    );
    assert_eq!(
        compose(
            "international",
            South,
            &[one("46", South, Man), one("5", North, King)]
        )
        .unwrap(),
        "W:W46:BK5"
    );
    // A Stack'Em stack, bottom first: a Black man under a Red king.
    let fen = compose(
        "stackem",
        North,
        &[
            Placement {
                square: "14".into(),
                stack: vec![piece(South, Man), piece(North, King)],
            },
            one("27", South, Man),
        ],
    )
    .unwrap();
    assert_eq!(fen, "R:R14(bR):B27");
    let pos: StackPosition = StackEm::parse_fen(&fen).unwrap();
    assert_eq!(StackEm::write_fen(&pos), fen);
    // Square names are read as the game reads them, and written its way.
    assert_eq!(
        compose("russian", South, &[one(" C3 ", South, Man)]).unwrap(),
        "W:Wc3:B"
    );
}

#[test]
fn a_position_without_moves_is_a_position() {
    // Black to move with no piece: the game is over there, and the FEN is still given.
    let fen = compose(
        "english",
        Color::North,
        &[one("22", Color::South, PieceKind::Man)],
    )
    .unwrap();
    assert_eq!(fen, "B:W22:B");
    let g = new_game("english", Some(&fen)).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::South));
    // An empty board too.
    assert_eq!(
        compose("international", Color::South, &[]).unwrap(),
        "W:W:B"
    );
    // Cheskers without kings: decided at once.
    let fen = compose(
        "cheskers",
        Color::North,
        &[one("c3", Color::South, PieceKind::Man)],
    )
    .unwrap();
    assert!(new_game("cheskers", Some(&fen))
        .unwrap()
        .outcome()
        .is_some());
}

#[test]
fn bad_set_ups_are_refused_by_name() {
    use Color::{North, South};
    use PieceKind::{Bishop, Camel, King, Man};
    assert_eq!(
        setup_error(compose("english", South, &[one("33", South, Man)])),
        SetupError::UnknownSquare("33".into())
    );
    assert_eq!(
        setup_error(compose("russian", South, &[one("b1", South, Man)])),
        SetupError::UnknownSquare("b1".into())
    );
    assert_eq!(
        setup_error(compose(
            "russian",
            South,
            &[one("c3", South, Man), one("C3", North, King)]
        )),
        SetupError::SquareTwice("c3".into())
    );
    assert_eq!(
        setup_error(compose("english", South, &[one("22", South, Bishop)])),
        SetupError::NoSuchPiece("bishop", "english", "American checkers")
    );
    assert_eq!(
        setup_error(compose("stackem", South, &[one("22", South, Camel)])),
        SetupError::NoSuchPiece("camel", "stackem", "Stack'Em")
    );
    let thirteen: Vec<Placement> = (1..=13).map(|n| one(&n.to_string(), North, Man)).collect();
    let e = setup_error(compose("english", South, &thirteen));
    assert_eq!(e, SetupError::TooManyPieces(North, "Black", 13, 12));
    let said = e.said();
    assert_eq!(said.code.id(), "setup-too-many");
    assert_eq!(said.value("side"), Some(&Value::Color(North, "Black")));
    assert_eq!(said.value("count"), Some(&Value::Number(13)));
    assert_eq!(said.value("most"), Some(&Value::Number(12)));
    assert_eq!(
        e.to_string(),
        "Black has 13 pieces; this game has at most 12"
    );
    let e = setup_error(compose("coast-to-coast", South, &[one("a1", South, Man)]));
    assert!(
        matches!(&e, SetupError::Refused(m) if m.code.id() == "fen-home"
            && m.value("square") == Some(&Value::Square("a1".into()))),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "a1 is a home square: homes are empty at the end of every turn"
    );
    let two = Placement {
        square: "22".into(),
        stack: vec![piece(South, Man), piece(North, Man)],
    };
    assert_eq!(
        setup_error(compose("english", South, std::slice::from_ref(&two))),
        SetupError::NoStacks("english", "American checkers")
    );
    let said = SetupError::NoStacks("english", "American checkers").said();
    assert_eq!(said.code.id(), "setup-no-stacks");
    assert_eq!(
        said.value("game"),
        Some(&Value::Game("english", "American checkers"))
    );
    assert!(compose("stackem", South, &[two]).is_ok());
    assert_eq!(
        setup_error(compose(
            "stackem",
            South,
            &[Placement {
                square: "22".into(),
                stack: vec![piece(North, King), piece(South, Man)],
            }]
        )),
        SetupError::KingUnder("22".into())
    );
    assert_eq!(
        setup_error(compose(
            "stackem",
            South,
            &[Placement {
                square: "22".into(),
                stack: vec![],
            }]
        )),
        SetupError::NothingThere("22".into())
    );
    assert_eq!(
        setup_error(compose(
            "stackem",
            South,
            &[Placement {
                square: "22".into(),
                stack: vec![piece(South, Man); 25],
            }]
        )),
        SetupError::StackTooTall("22".into(), 24)
    );
    // Thirteen Red checkers in two stacks: too many, counted with the buried ones.
    let e = setup_error(compose(
        "stackem",
        South,
        &[
            Placement {
                square: "1".into(),
                stack: vec![piece(North, Man); 7],
            },
            Placement {
                square: "2".into(),
                stack: vec![piece(North, Man); 6],
            },
        ],
    ));
    assert_eq!(e, SetupError::TooManyPieces(North, "Red", 13, 12));
    assert!(matches!(
        compose("checkers", South, &[]),
        Err(Error::UnknownVariant(..))
    ));
}
