//! The errors a player can cause (a bad FEN, PDN file, link or saved game, time control, an
//! illegal move in a file, an unknown game) carry a code with values (`Error::said`), for the
//! page to word in the player's language, and still read as the same English (`Display`).
//! The errors only a program can cause (`Error::Misuse`) stay English and carry no code.

use omnidraughts::annotated::read_tree;
use omnidraughts::SearchTable;
use omnidraughts::{link, new_game, pdn, Error, Said, ThinkOptions, TimeControl, Value};

fn said_of(r: Result<impl Sized, Error>) -> (Said, String) {
    let e = match r {
        Ok(_) => panic!("accepted"),
        Err(e) => e,
    };
    let said = e.said().unwrap_or_else(|| panic!("no code: {e}"));
    // the English is the code's, worded in one place
    assert_eq!(said.to_string(), e.to_string());
    (said, e.to_string())
}

/// The sentence named `name` inside `s`.
fn inner<'a>(s: &'a Said, name: &str) -> &'a Said {
    match s.value(name) {
        Some(Value::Said(inner)) => inner,
        other => panic!("{name} of {} is {other:?}", s.code.id()),
    }
}

fn text(s: &str) -> Option<Value> {
    Some(Value::Text(s.into()))
}

fn number(n: u64) -> Option<Value> {
    Some(Value::Number(n))
}

#[test]
fn a_bad_fen_says_what_is_wrong_and_where() {
    let (said, english) = said_of(new_game("russian", Some("W:W99:B1")));
    assert_eq!(said.code.id(), "bad-fen");
    let why = inner(&said, "reason");
    assert_eq!(why.code.id(), "not-a-square");
    assert_eq!(why.value("square"), Some(&Value::Square("99".into())));
    assert_eq!(english, "bad FEN: '99' is not a square of this board");

    let (said, english) = said_of(new_game("english", Some("Q:W21:B1")));
    let why = inner(&said, "reason");
    assert_eq!(why.code.id(), "fen-bad-turn");
    assert_eq!(why.value("text").cloned(), text("Q"));
    assert_eq!(
        english,
        "bad FEN: the side to move 'Q' is not a colour of this game"
    );

    let (said, _) = said_of(new_game("english", Some("B:W1-13:B20")));
    let why = inner(&said, "reason");
    assert_eq!(why.code.id(), "fen-too-many");
    assert_eq!(why.value("letter").cloned(), text("W"));
    assert_eq!(why.value("count").cloned(), number(13));
    assert_eq!(why.value("most").cloned(), number(12));

    // a game's own FEN rules: a Stack'Em stack, a Coast-to-Coast home
    let (said, english) = said_of(new_game("stackem", Some("R:R22(bq):B1")));
    let why = inner(&said, "reason");
    assert_eq!(why.code.id(), "fen-stack-letter");
    assert_eq!(why.value("letter").cloned(), text("q"));
    assert_eq!(why.value("text").cloned(), text("22(bq)"));
    assert!(english.starts_with("bad FEN: 'q' in '22(bq)' is not a checker"));
    let (said, _) = said_of(new_game("coast-to-coast", Some("B:Ba1:Rc3")));
    assert_eq!(inner(&said, "reason").code.id(), "fen-home");

    // text from outside is quoted cut to 40 characters
    let long = format!("W:W{}:B1", "9".repeat(500));
    let (said, _) = said_of(new_game("russian", Some(&long)));
    match inner(&said, "reason").value("square") {
        Some(Value::Square(s)) => assert_eq!(s.chars().count(), 41, "{s}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_unknown_game_and_a_bad_time_control_have_codes() {
    let (said, english) = said_of(new_game("chess", None));
    assert_eq!(said.code.id(), "unknown-variant");
    assert_eq!(said.value("text").cloned(), text("chess"));
    assert!(english.starts_with("unknown variant 'chess': expected one of english, "));

    let (said, _) = said_of(TimeControl::parse("5 min"));
    assert_eq!(said.code.id(), "time-control");
    assert_eq!(said.value("text").cloned(), text("5 min"));
    let (said, english) = said_of(TimeControl::parse("99999+3"));
    assert_eq!(said.code.id(), "base-time");
    assert_eq!(said.value("number").cloned(), number(99999));
    assert!(
        english.starts_with("the base time must be 1 to "),
        "{english}"
    );
}

#[test]
fn a_bad_pdn_says_the_line_and_what_is_on_it() {
    let f = pdn::read("[Event \"a\"\n1. 11-15 *\n");
    assert_eq!(f.problems.len(), 1);
    let p = &f.problems[0];
    assert_eq!(p.code.id(), "pdn-game");
    assert_eq!(p.value("number").cloned(), number(1));
    let line = inner(p, "reason");
    assert_eq!(line.code.id(), "pdn-line");
    assert_eq!(line.value("line").cloned(), number(1));
    assert_eq!(inner(line, "reason").code.id(), "pdn-tag-bracket");
    assert_eq!(
        p.to_string(),
        "game 1 (line 1): line 1: tag not closed with ']'"
    );

    // a file of nothing readable, opened as a game
    let (said, english) = said_of(read_tree("1. 11-15 {never closed\n", Some("english")));
    assert_eq!(said.code.id(), "bad-pdn");
    // one game in the file: its problem, once, not "no game could be read: game 1 (line 1)"
    assert_eq!(inner(&said, "reason").code.id(), "pdn-line");
    assert_eq!(english, "bad PDN: line 1: comment not closed");
    let (_, english) = said_of(read_tree("hello", Some("english")));
    assert_eq!(english, "bad PDN: line 1: 'hello' is not a move");
    // several: the first named by its number and line
    let (said, english) = said_of(read_tree(
        "1. 11-15 {never *\n\n[Event \"b\"\n1. 9-13 *\n",
        Some("english"),
    ));
    let none = inner(&said, "reason");
    assert_eq!(none.code.id(), "pdn-no-game-read", "{english}");
    assert_eq!(inner(none, "reason").code.id(), "pdn-game");
    assert!(
        english.starts_with("bad PDN: no game could be read: game 1 (line 1): "),
        "{english}"
    );
    let (said, _) = said_of(read_tree("[Event \"x\"]\n1. 11-15 *\n", None));
    assert_eq!(inner(&said, "reason").code.id(), "pdn-no-gametype");
    let (said, _) = said_of(read_tree("[GameType \"99\"]\n1. 11-15 *\n", None));
    let why = inner(&said, "reason");
    assert_eq!(why.code.id(), "pdn-gametype");
    assert_eq!(why.value("text").cloned(), text("99"));
}

#[test]
fn an_illegal_move_in_a_variation_names_its_place() {
    // American checkers: Black (first) 11-15, with a variation 9-14 22-18 5-8 (not a move)
    let file = "[GameType \"21\"]\n1. 11-15 (1. 9-14 22-18 2. 5-8) 23-19 *\n";
    let (said, english) = said_of(read_tree(file, None));
    assert_eq!(said.code.id(), "bad-pdn");
    let on_line = inner(&said, "reason");
    assert_eq!(on_line.code.id(), "pdn-game-on-line");
    assert_eq!(on_line.value("line").cloned(), number(1));
    let ply = inner(on_line, "reason");
    assert_eq!(ply.code.id(), "pdn-ply-within");
    assert_eq!(ply.value("ply").cloned(), text("2. 5-8"));
    let within = inner(ply, "within");
    assert_eq!(within.code.id(), "pdn-variation");
    assert_eq!(within.value("number").cloned(), number(1));
    assert_eq!(within.value("ply").cloned(), text("1. 11-15"));
    let why = inner(ply, "reason");
    assert_eq!(why.code.id(), "illegal-move");
    assert_eq!(why.value("move"), Some(&Value::Moves(vec!["5-8".into()])));
    assert!(
        english.starts_with(
            "bad PDN: in the game on line 1: move 2. 5-8 in variation 1 of 1. 11-15: illegal move 5-8: "
        ),
        "{english}"
    );

    // the main line, and a move written ambiguously
    let (said, _) = said_of(read_tree(
        "[GameType \"21\"]\n1. 11-15 24-20 2. 15-15 *\n",
        None,
    ));
    let ply = inner(inner(&said, "reason"), "reason");
    assert_eq!(ply.code.id(), "pdn-ply");
    assert_eq!(ply.value("ply").cloned(), text("2. 15-15"));
}

#[test]
fn a_bad_link_or_saved_game_names_its_field() {
    let (said, english) = said_of(link::parse("v=1&variant=russian&south=robot"));
    assert_eq!(said.code.id(), "link-player");
    assert_eq!(said.value("field").cloned(), text("south"));
    assert_eq!(said.value("text").cloned(), text("robot"));
    assert_eq!(
        english,
        "the field 'south' must be 'human' or 'computer1' to 'computer5', not 'robot'"
    );
    let (said, _) = said_of(link::parse("variant=russian"));
    assert_eq!(said.code.id(), "link-not-ours");
    let (said, _) = said_of(link::parse("v=7&variant=russian"));
    assert_eq!(said.code.id(), "link-version");
    assert_eq!(said.value("text").cloned(), text("7"));
    let (said, _) = said_of(link::parse("v=1&variant=russian&colour=red"));
    assert_eq!(said.code.id(), "link-unknown-field");
    let (said, _) = said_of(link::parse("v=1&variant=russian&clock=fast"));
    assert_eq!(said.code.id(), "link-clock");
    assert_eq!(inner(&said, "reason").code.id(), "time-control");

    // a move of the link that cannot be played: its number, text and why
    let (said, english) = said_of(link::decode("#v=1&variant=russian&moves=c3-d4.c3-d4"));
    assert_eq!(said.code.id(), "move-not-played");
    assert_eq!(said.value("number").cloned(), number(2));
    assert_eq!(
        said.value("move"),
        Some(&Value::Moves(vec!["c3-d4".into()]))
    );
    assert!(
        english.starts_with("move 2 (c3-d4) cannot be played: "),
        "{english}"
    );
    // a bad position in a link
    let (said, _) = said_of(link::decode("#v=1&variant=russian&fen=W%3AWz9%3AB1"));
    assert_eq!(said.code.id(), "bad-fen");
}

#[test]
fn a_programs_mistakes_stay_english_without_a_code() {
    let g = new_game("russian", None).unwrap();
    let e = match g.think(
        &ThinkOptions {
            level: Some(99),
            ..ThinkOptions::default()
        },
        &mut SearchTable::default(),
    ) {
        Err(e) => e,
        Ok(_) => panic!("level 99 accepted"),
    };
    assert!(matches!(e, Error::Misuse(_)), "{e:?}");
    assert_eq!(e.said(), None);
    assert!(e.to_string().starts_with("level 99 does not exist"));
}
