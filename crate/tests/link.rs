//! Games as share-link fragments and saved data (`link`): round trips in every game, and
//! hostile text refused with a message naming what is wrong.
use omnidraughts::link::{self, Player, Record, MAX_TEXT};
use omnidraughts::search::Rng;
use omnidraughts::{new_game, variant, Color, Ending};

/// A random game of `id` as a record, with its final FEN.
fn random_record(id: &str, fen: Option<&str>, plies: usize, seed: u64) -> (Record, String) {
    let mut g = new_game(id, fen).unwrap();
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = g.legal();
        if legal.is_empty() {
            break;
        }
        let m = &legal[rng.below(legal.len())];
        moves.push(g.play_text(&m.text).unwrap());
    }
    let r = Record {
        variant: id.into(),
        fen: fen.map(String::from),
        moves,
        players: [Player::Human, Player::Computer(3)],
        names: [Some("Ann & Bob <b>\"quoted\"</b> = 100%".into()), None],
        seed: Some(seed),
        result: None,
        clock: None,
    };
    (r, g.fen())
}

#[test]
fn every_game_round_trips_through_its_text() {
    for v in variant::ALL {
        for seed in 0..5 {
            let (r, fen) = random_record(v.id, None, 120, seed);
            let text = link::encode(&r);
            let (back, g) = link::decode(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", v.id));
            assert_eq!(back, r, "{}", v.id);
            assert_eq!(g.fen(), fen, "{}", v.id);
            // As a fragment, with its '#'.
            assert_eq!(link::decode(&format!("#{text}")).unwrap().0, r);
            // Nothing a fragment would change: no spaces, '#', '&' inside values, quotes.
            assert!(
                !text.contains(' ') && !text.contains('"') && !text.contains('<'),
                "{text}"
            );
        }
    }
}

#[test]
fn a_start_position_and_its_moves_round_trip() {
    let (r, fen) = random_record("stackem", Some("R:R14(bbr),1:B30,22(rb)"), 30, 9);
    let (back, g) = link::decode(&link::encode(&r)).unwrap();
    assert_eq!(back.fen.as_deref(), Some("R:R14(bbr),1:B30,22(rb)"));
    assert_eq!(g.fen(), fen);
    let (r, _) = random_record("russian", Some("W:WKa1,c3:Bh8,f6"), 10, 2);
    assert_eq!(link::decode(&link::encode(&r)).unwrap().0, r);
}

#[test]
fn the_text_is_short_and_readable() {
    let r = Record {
        variant: "english".into(),
        moves: vec!["11-15".into(), "23-19".into(), "8-11".into()],
        ..Record::default()
    };
    assert_eq!(
        link::encode(&r),
        "v=1&variant=english&moves=11-15.23-19.8-11"
    );
}

/// The message for `text`.
fn refused(text: &str) -> String {
    match link::decode(text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn hostile_or_damaged_text_is_refused_with_what_is_wrong() {
    let cases: &[(&str, &str)] = &[
        ("", "'v' is missing"),
        ("hello world", "not a key=value field"),
        ("variant=english", "'v' is missing"),
        ("v=2&variant=english", "version '2'"),
        ("v=1", "'variant' is missing"),
        ("v=1&variant=chess", "chess"),
        ("v=1&variant=english&variant=russian", "given twice"),
        ("v=1&variant=english&colour=red", "unknown field 'colour'"),
        ("v=1&variant=english&fen=X%3Anonsense", "FEN"),
        ("v=1&variant=english&moves=11-15.11-15", "move 2 (11-15)"),
        ("v=1&variant=english&moves=11-15.%ZZ", "broken %-escape"),
        ("v=1&variant=english&moves=%FF%FE", "not UTF-8"),
        ("v=1&variant=english&south-name=%0A%0D", "control characters"),
        ("v=1&variant=english&north=computer9", "'north' must be"),
        ("v=1&variant=english&south=robot", "'south' must be"),
        ("v=1&variant=english&seed=-1", "'seed' must be a whole number"),
        (
            "v=1&variant=english&result=resign",
            "'result' must be 'resign-south', 'resign-north' or 'draw-agreed', not 'resign'",
        ),
        ("v=1&variant=english&result=Draw-Agreed", "not 'Draw-Agreed'"),
        ("v=1&variant=english&result=", "'result' must be"),
        (
            "v=1&variant=english&result=draw-agreed&result=draw-agreed",
            "given twice",
        ),
        (
            "v=1&variant=english&north-name=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "longer than 60",
        ),
    ];
    for (text, want) in cases {
        let msg = refused(text);
        assert!(msg.contains(want), "{text}: {msg}");
        assert!(msg.len() < 300 && !msg.contains('\n'), "{text}: {msg}");
    }
    // Too long to read at all.
    let huge = format!("v=1&variant=english&south-name={}", "a".repeat(MAX_TEXT));
    assert!(refused(&huge).contains("too long"));
    // Too many moves, refused before any is played.
    let many = format!("v=1&variant=english&moves={}", "11-15.".repeat(6000));
    assert!(refused(&many).contains("too many moves"));
    // A script in a name is only text: it reads back as written.
    let r = link::decode("v=1&variant=english&south-name=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
        .unwrap()
        .0;
    assert_eq!(r.names[0].as_deref(), Some("<script>alert(1)</script>"));
}

#[test]
fn a_pdn_export_imports_back_as_the_same_game() {
    for v in variant::ALL {
        let (r, fen) = random_record(v.id, None, 80, 3);
        let (_, g) = link::decode(&link::encode(&r)).unwrap();
        // Imported while another game is on the board: the GameType tag decides.
        let back = link::from_pdn(&g.pdn(), "english").unwrap_or_else(|e| panic!("{}: {e}", v.id));
        assert_eq!(back.variant, v.id);
        assert_eq!(back.moves, r.moves, "{}", v.id);
        let (_, again) = link::decode(&link::encode(&back)).unwrap();
        assert_eq!(again.fen(), fen);
    }
}

#[test]
fn a_pdn_file_gives_its_names_position_and_resolved_moves() {
    let text = "[White \"Ann\"]\n[Black \"Bob\"]\n[FEN \"W:W18,22:B1,5\"]\n1. 18-15 1-6 *\n";
    let r = link::from_pdn(text, "english").unwrap();
    assert_eq!(r.variant, "english");
    assert_eq!(r.fen.as_deref(), Some("W:W18,22:B1,5"));
    assert_eq!(r.moves, ["18-15", "1-6"]);
    assert_eq!(r.names, [Some("Ann".to_string()), Some("Bob".to_string())]);
    // Without GameType the page's variant is used.
    assert_eq!(
        link::from_pdn("1. c3-d4 f6-g5 *", "russian").unwrap().moves,
        ["c3-d4", "f6-g5"]
    );
}

#[test]
fn a_bad_pdn_file_is_refused_with_the_reason() {
    for (text, want) in [
        ("", "holds no game"),
        ("[GameType \"99\"]\n1. 11-15 *", "GameType \"99\""),
        ("1. 11-15 11-15 *", "11-15"),
        ("[Event \"x\"\n1. 11-15", "line 1"),
    ] {
        let e = link::from_pdn(text, "english").unwrap_err().to_string();
        assert!(e.contains(want), "{text:?}: {e}");
    }
}

#[test]
fn a_resignation_or_an_agreed_draw_round_trips_and_ends_the_replayed_game() {
    for v in variant::ALL {
        // a flag fallen needs a clock (tests/clock.rs)
        let endings = Ending::ALL
            .into_iter()
            .filter(|e| !matches!(e, Ending::TimeForfeit(_)));
        for (i, ending) in endings.enumerate() {
            let (mut r, _) = random_record(v.id, None, 7 + i, 11);
            r.result = Some(ending);
            let text = link::encode(&r);
            assert!(
                text.ends_with(&format!("&result={}", ending.id())),
                "{text}"
            );
            let (back, g) = link::decode(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", v.id));
            assert_eq!(back, r, "{}", v.id);
            assert_eq!(g.ending(), Some(ending), "{}", v.id);
            let outcome = g.outcome().expect("the game is over");
            match ending {
                Ending::Resigned(side) => {
                    assert_eq!(outcome.winner, Some(side.other()));
                    let name = v.color_names[side.idx()];
                    assert!(
                        outcome
                            .reason
                            .to_string()
                            .ends_with(&format!("{name} resigned")),
                        "{}",
                        outcome.reason
                    );
                }
                Ending::DrawAgreed => {
                    assert_eq!(outcome.winner, None);
                    assert_eq!(outcome.reason.code, omnidraughts::Code::DrawAgreed);
                }
                Ending::TimeForfeit(_) => unreachable!(),
            }
            // Either side may resign, whoever is to move.
            assert_eq!(back.moves.len(), 7 + i);
        }
    }
    // At the start, before any move: Black (North, to move first) resigns.
    let (_, g) = link::decode("v=1&variant=english&result=resign-north").unwrap();
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White wins: Black resigned"
    );
    // White resigns although Black is to move.
    let (_, g) = link::decode("v=1&variant=english&result=resign-south").unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
}

#[test]
fn text_written_before_the_result_field_still_reads() {
    // As saved and shared before `result` existed: no ending, the game goes on.
    let (r, g) =
        link::decode("v=1&variant=english&moves=11-15.23-19&north=computer3&seed=7").unwrap();
    assert_eq!(r.result, None);
    assert_eq!(g.ending(), None);
    assert!(g.outcome().is_none());
    assert_eq!(
        link::encode(&r),
        "v=1&variant=english&moves=11-15.23-19&north=computer3&seed=7"
    );
}

#[test]
fn a_result_the_moves_contradict_is_refused() {
    // White's 18x9 takes Black's last piece: the game is over, it cannot also be resigned.
    let over = "v=1&variant=english&fen=W:W18:B14&moves=18x9";
    let (_, g) = link::decode(over).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::South));
    for e in Ending::ALL {
        let msg = refused(&format!("{over}&result={}", e.id()));
        assert!(
            msg.contains("'result'") && msg.contains("already over"),
            "{msg}"
        );
        assert!(msg.contains(e.id()), "{msg}");
    }
}

#[test]
fn a_held_game_writes_the_same_text_without_a_replay() {
    for v in variant::ALL {
        for (seed, fen) in [(1, None), (2, None)] {
            let (r, _) = random_record(v.id, fen, 40, seed);
            let g = link::replay(&r).unwrap();
            let meta = Record {
                moves: Vec::new(),
                ..r.clone()
            };
            assert_eq!(
                link::encode_game(&*g, &meta).unwrap(),
                link::encode(&r),
                "{}",
                v.id
            );
        }
    }
    // a start position of its own: the record names it (in any spelling of the same position)
    let mut g = new_game("english", Some("W:W18,22:B5,9")).unwrap();
    g.play_text("18-14").unwrap();
    let meta = |fen: Option<&str>| Record {
        variant: "english".into(),
        fen: fen.map(String::from),
        ..Record::default()
    };
    let text = link::encode_game(&*g, &meta(Some("W:W22,18:B9,5"))).unwrap();
    assert!(text.contains("moves=18-14"), "{text}");
    assert!(link::encode_game(&*g, &meta(None))
        .unwrap_err()
        .to_string()
        .contains("started from"));
    assert!(link::encode_game(&*g, &meta(Some("W:W18:B5"))).is_err());
    let other = Record {
        variant: "russian".into(),
        ..meta(Some("W:W18,22:B5,9"))
    };
    assert!(link::encode_game(&*g, &other)
        .unwrap_err()
        .to_string()
        .contains("russian"));
    // an ending the moves do not say is the game's own
    g.resign().unwrap();
    let text = link::encode_game(&*g, &meta(Some("W:W18,22:B5,9"))).unwrap();
    assert!(text.contains("result=resign-"), "{text}");
    // the fields are checked as when reading: a bad level is refused
    let bad = Record {
        players: [Player::Computer(9), Player::Human],
        ..meta(Some("W:W18,22:B5,9"))
    };
    assert!(link::encode_game(&*g, &bad).is_err());
}
