//! Games played with clocks: a flag fallen ends the game (`Ending::TimeForfeit`, a loss unless
//! the other side could never win), the clocks in share links and saved games (`link`), and in
//! PDN (`TimeControl` and lidraughts' `[%clock ...]` comments), read back; and the computer's
//! time manager given a clock.
use omnidraughts::link::{self, Player, Record};
use omnidraughts::search::Rng;
use omnidraughts::time_manager::{ClockTime, OVERHEAD_MS};
use omnidraughts::SearchTable;
use omnidraughts::{
    could_win, new_game, variant, ClockRecord, Color, Ending, English, Rules, ThinkOptions,
    TimeControl,
};

/// A random game of `id` with `plies` moves, as a record with a clock whose times run down.
fn clocked_record(id: &str, plies: usize, seed: u64, control: &str) -> Record {
    let mut g = new_game(id, None).unwrap();
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = g.legal();
        if legal.is_empty() || g.outcome().is_some() {
            break;
        }
        let m = &legal[rng.below(legal.len())];
        moves.push(g.play_text(&m.text).unwrap());
    }
    let control = TimeControl::parse(control).unwrap();
    let most = control.start_tenths();
    let times = (0..moves.len() as u32)
        .map(|i| most.saturating_sub(7 * i + rng.below(5) as u32))
        .collect();
    Record {
        variant: id.into(),
        moves,
        players: [Player::Human, Player::Computer(2)],
        seed: Some(seed),
        clock: Some(ClockRecord {
            times,
            used: 37,
            since: Some(1_732_500_000_123),
            ..ClockRecord::new(control)
        }),
        ..Record::default()
    }
}

#[test]
fn a_flag_fallen_loses_for_the_side_to_move_and_is_final() {
    for v in variant::ALL {
        let r = clocked_record(v.id, 12, 5, "300+3");
        let mut g = link::replay(&r).unwrap();
        if g.outcome().is_some() {
            continue;
        }
        let turn = g.turn();
        // only the running clock (the side to move's) can run out
        let e = g
            .end(Ending::TimeForfeit(turn.other()))
            .unwrap_err()
            .to_string();
        assert!(e.contains("only the clock of the side to move runs"), "{e}");
        g.end(Ending::TimeForfeit(turn)).unwrap();
        let o = g.outcome().expect("over on time");
        assert_eq!(o.winner, Some(turn.other()), "{}: {}", v.id, o.reason);
        let name = v.color_names[turn.idx()];
        assert_eq!(
            o.reason.to_string(),
            format!(
                "{} wins: {name} ran out of time",
                v.color_names[turn.other().idx()]
            ),
            "{}",
            v.id
        );
        assert_eq!(g.ending(), Some(Ending::TimeForfeit(turn)));
        assert!(g.legal().is_empty(), "{}: no move once the flag fell", v.id);
        // a flag fallen cannot be taken back, nor a move before it
        let moves = g.history().len();
        assert!(!g.can_undo(), "{}", v.id);
        assert!(!g.undo(), "{}", v.id);
        assert_eq!(g.outcome(), Some(o.clone()), "{}: the result stays", v.id);
        assert_eq!(g.history().len(), moves);
    }
}

#[test]
fn a_flag_fallen_is_a_draw_when_the_other_side_could_never_win() {
    // Black (to move) must take White's last piece: whatever is played, White cannot win.
    let mut g = new_game("english", Some("B:W18:B14")).unwrap();
    g.end(Ending::TimeForfeit(Color::North)).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None, "{}", o.reason);
    assert_eq!(
        o.reason.to_string(),
        "draw: Black ran out of time, but White could not win by any series of legal moves"
    );
    // the search behind it: seen to the end, no win for White; Black's win is found at once
    let pos = English::parse_fen("B:W18:B14").unwrap();
    assert_eq!(could_win::<English>(&pos, Color::South, 1000), Some(false));
    assert_eq!(could_win::<English>(&pos, Color::North, 1000), Some(true));
    // a piece more does not help White when it can never meet Black's man with White to
    // move (American men and kings move one row at a time: "the move", or opposition)...
    let pos = English::parse_fen("B:W18,30:B14").unwrap();
    assert_eq!(
        could_win::<English>(&pos, Color::South, 20_000),
        Some(false)
    );
    // ...and with the move White could win, if Black helps: Black loses on time
    let mut g = new_game("english", Some("B:W18,25:B14")).unwrap();
    g.end(Ending::TimeForfeit(Color::North)).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::South));
    // a king against a king, one row apart: the side to move has the move, the other can
    // never take it: whichever flag falls, the game is drawn
    for (fen, side) in [("W:WK18:BK14", Color::South), ("B:WK18:BK14", Color::North)] {
        let mut g = new_game("english", Some(fen)).unwrap();
        g.end(Ending::TimeForfeit(side)).unwrap();
        assert_eq!(g.outcome().unwrap().winner, None, "{fen}");
    }
    // from the start of every game the other side can win (or the positions are too many to
    // know it cannot): a flag fallen at the start loses
    for v in variant::ALL {
        let mut g = new_game(v.id, None).unwrap();
        let turn = g.turn();
        g.end(Ending::TimeForfeit(turn)).unwrap();
        assert_eq!(g.outcome().unwrap().winner, Some(turn.other()), "{}", v.id);
    }
}

#[test]
fn the_clocks_round_trip_through_links_in_every_game() {
    for v in variant::ALL {
        for (seed, control) in [(1, "300+3"), (2, "1/30"), (3, "60")] {
            let r = clocked_record(v.id, 30, seed, control);
            let text = link::encode(&r);
            assert!(text.contains("&clock="), "{text}");
            let (back, g) = link::decode(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", v.id));
            assert_eq!(back, r, "{}", v.id);
            // the game as it stands writes the same text
            let meta = Record {
                moves: Vec::new(),
                ..r.clone()
            };
            assert_eq!(link::encode_game(&*g, &meta).unwrap(), text, "{}", v.id);
        }
    }
    // the fields as written, '+' escaped (a '+' reads as a space in a fragment)
    let r = Record {
        variant: "english".into(),
        moves: vec!["11-15".into(), "23-19".into()],
        clock: Some(ClockRecord {
            times: vec![2990, 2985],
            used: 42,
            since: None,
            ..ClockRecord::new(TimeControl::parse("300+3").unwrap())
        }),
        ..Record::default()
    };
    assert_eq!(
        link::encode(&r),
        "v=1&variant=english&moves=11-15.23-19&clock=300%2B3&clock-times=2990.2985&clock-used=42"
    );
    // a game over on time: the result and the clock together
    let text = "v=1&variant=english&moves=11-15&result=time-south&clock=1%2F30&clock-times=250";
    let (back, g) = link::decode(text).unwrap();
    assert_eq!(back.result, Some(Ending::TimeForfeit(Color::South)));
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
    assert_eq!(link::encode(&back), text);
}

#[test]
fn malformed_clocks_are_refused_with_what_is_wrong() {
    let base = "v=1&variant=english&moves=11-15.23-19";
    for (text, want) in [
        (format!("{base}&clock=fast"), "'clock'"),
        (format!("{base}&clock=0%2B5"), "base time"),
        (format!("{base}&clock=40%2F9000"), "not one this page plays"),
        (
            format!("{base}&clock=300&clock-times=10"),
            "given for 1 moves, but the game has 2",
        ),
        (
            format!("{base}&clock=300&clock-times=10.20.30"),
            "given for 3 moves",
        ),
        (
            format!("{base}&clock=300&clock-times=10.x"),
            "'clock-times' must be a whole number",
        ),
        (
            format!("{base}&clock=300&clock-times=10.-1"),
            "'clock-times' must be",
        ),
        (
            format!("{base}&clock=1%2F30&clock-times=10.301"),
            "more than the time control gives",
        ),
        (
            format!("{base}&clock-times=10.20"),
            "without a time control",
        ),
        (format!("{base}&clock-used=5"), "without a time control"),
        (
            format!("{base}&clock=300&clock-times=1.2&clock-used=99999999999"),
            "'clock-used'",
        ),
        (
            format!("{base}&clock=300&clock-times=1.2&clock-since=1e9"),
            "'clock-since'",
        ),
        (format!("{base}&clock=300&clock=300"), "given twice"),
        (format!("{base}&result=time-north"), "no clock"),
        // Black is to move after two plies of American checkers: White's flag cannot fall
        (
            format!("{base}&clock=300&clock-times=1.2&result=time-south"),
            "only the clock of the side to move runs",
        ),
    ] {
        match link::decode(&text) {
            Ok(_) => panic!("accepted: {text}"),
            Err(e) => {
                let msg = e.to_string();
                assert!(msg.contains(want), "{text}: {msg}");
                assert!(msg.len() < 300 && !msg.contains('\n'), "{text}: {msg}");
            }
        }
    }
}

#[test]
fn the_pdn_records_the_time_control_and_the_clocks_as_lidraughts_writes_them() {
    // International: White moves first, its clock first
    let mut g = new_game("international", None).unwrap();
    for m in ["32-28", "19-23", "28x19"] {
        g.play_text(m).unwrap();
    }
    let clock = ClockRecord {
        times: vec![2970, 2985, 2901],
        ..ClockRecord::new(TimeControl::parse("300+3").unwrap())
    };
    let pdn = link::pdn_with_clock(&*g, &clock).unwrap();
    assert!(pdn.contains("[TimeControl \"300+3\"]"), "{pdn}");
    let moves = pdn
        .split("\n\n")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>();
    assert_eq!(
        moves.join(" "),
        "1. 32-28 {[%clock w0:04:57 B0:05:00]} 19-23 {[%clock W0:04:57 b0:04:59]} \
         2. 28x19 {[%clock w0:04:50 B0:04:59]} *",
    );
    // the tags: Event, White and Black first, then the clock's, as lidraughts orders them
    let tags: Vec<&str> = pdn.lines().take_while(|l| l.starts_with('[')).collect();
    assert_eq!(
        tags[..4],
        [
            "[Event \"omnidraughts game\"]",
            "[White \"?\"]",
            "[Black \"?\"]",
            "[TimeControl \"300+3\"]"
        ]
    );
    // read back: the same moves, and the clocks (in whole seconds)
    let r = link::from_pdn(&pdn, "english").unwrap();
    assert_eq!(r.moves, ["32-28", "19-23", "28x19"]);
    let c = r.clock.expect("the clocks are read back");
    assert_eq!(c.control, clock.control);
    assert_eq!(c.times, [2970, 2990, 2900]);
    // American checkers: Black (North) moves first, White's clock is still written first
    let mut g = new_game("english", None).unwrap();
    g.play_text("11-15").unwrap();
    let clock = ClockRecord {
        times: vec![290],
        ..ClockRecord::new(TimeControl::PerMove { seconds: 30 })
    };
    let pdn = link::pdn_with_clock(&*g, &clock).unwrap();
    assert!(pdn.contains("[TimeControl \"1/30\"]"), "{pdn}");
    assert!(
        pdn.contains("1. 11-15 {[%clock W0:00:30 b0:00:29]}"),
        "{pdn}"
    );
    // a flag fallen: lidraughts' Termination tag
    let mut g = new_game("english", None).unwrap();
    g.play_text("11-15").unwrap();
    g.end(Ending::TimeForfeit(Color::South)).unwrap();
    let pdn = link::pdn_with_clock(&*g, &clock).unwrap();
    assert!(pdn.contains("[Termination \"Time forfeit\"]"), "{pdn}");
    assert!(pdn.contains("[Result \"1-0\"]"), "{pdn}");
    // times that do not match the moves are refused
    assert!(link::pdn_with_clock(&*g, &ClockRecord::new(clock.control)).is_err());
    // a %clk comment (one clock, the mover's) reads too; a file without clocks has none
    let r = link::from_pdn(
        "[TimeControl \"180+2\"]\n1. 11-15 {[%clk 0:02:59]} 23-19 {[%clk 0:03:01]} *",
        "english",
    )
    .unwrap();
    assert_eq!(r.clock.unwrap().times, [1790, 1810]);
    let r = link::from_pdn(
        "[TimeControl \"180+2\"]\n1. 11-15 {[%clk 0:02:59]} 23-19 *",
        "english",
    )
    .unwrap();
    assert_eq!(r.clock, None, "a move without its clock: no clocks");
}

#[test]
fn the_computer_thinks_within_its_clock() {
    let g = new_game("international", None).unwrap();
    // a strong level (a second a move) on a clock with 400 ms left per move
    for (time, moves_to_go) in [(400.0, Some(1)), (3_000.0, None)] {
        let clock = ClockTime {
            remaining_ms: time,
            increment_ms: 0.0,
            moves_to_go,
        };
        let budget = clock.move_time();
        assert!(budget < time - OVERHEAD_MS, "{budget}");
        let t = g
            .think(
                &ThinkOptions {
                    level: Some(5),
                    clock: Some(clock),
                    ..ThinkOptions::default()
                },
                &mut SearchTable::default(),
            )
            .unwrap();
        assert!(t.best.is_some());
        // the search keeps to its budget (a little over while it stops)
        assert!(
            t.ms <= budget + 50.0,
            "thought {} ms for a budget of {budget}",
            t.ms
        );
    }
    // a plenty of time: the level's own second
    let t = g
        .think(
            &ThinkOptions {
                level: Some(4),
                clock: Some(ClockTime {
                    remaining_ms: 600_000.0,
                    increment_ms: 5_000.0,
                    moves_to_go: None,
                }),
                ..ThinkOptions::default()
            },
            &mut SearchTable::default(),
        )
        .unwrap();
    assert!(t.ms <= 150.0, "level 4 thinks 100 ms: {}", t.ms);
}
