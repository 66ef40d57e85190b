//! The CLI contract of DESIGN.md: perft, moves --json, play, and exit status 2 with a
//! one-line message for bad input.

use super::common;
use common::{last_line, refused, run};

#[test]
fn perft_prints_the_count_on_the_last_line() {
    let o = run(&["perft", "--variant", "english", "--depth", "6"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "36768");
    let o = run(&[
        "perft",
        "--variant",
        "english",
        "--depth",
        "3",
        "--fen",
        "B:W13,14,16,26,28,31:B5,6,12,18,K25,K32",
    ]);
    assert_eq!(last_line(&o), "17");
}

#[test]
fn moves_json_lists_paths_and_captures() {
    let o = run(&[
        "moves",
        "--variant",
        "english",
        "--fen",
        "W:W30:B26,19,1",
        "--json",
    ]);
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        out.trim(),
        r#"{"path":["30","23","16"],"captures":["26","19"]}"#
    );
    let o = run(&["moves", "--variant", "english", "--json"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout).lines().count(), 7);
}

#[test]
fn play_prints_the_resulting_fen() {
    let o = run(&[
        "play",
        "--variant",
        "english",
        "11-15",
        "23-19",
        "8-11",
        "22-17",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        last_line(&o),
        "B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15"
    );
    // Captures short, full path, and ':' as separator.
    let o = run(&[
        "play",
        "--variant",
        "english",
        "--fen",
        "W:W30:B26,19,1",
        "30:23:16",
    ]);
    assert_eq!(last_line(&o), "B:W16:B1");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    refused(
        &["perft", "--variant", "chess", "--depth", "1"],
        "unknown variant 'chess'",
    );
    refused(
        &[
            "perft",
            "--variant",
            "english",
            "--depth",
            "2",
            "--fen",
            "W:W33:B1",
        ],
        "'33' is not a square",
    );
    refused(
        &["moves", "--variant", "english", "--fen", "X:W1:B2"],
        "side to move",
    );
    refused(
        &["perft", "--variant", "english", "--depth", "x"],
        "--depth",
    );
    refused(&["play", "--variant", "english", "11-18"], "11-18");
    refused(&["play", "--variant", "english", "11-15", "22x15"], "22x15");
    refused(&["play", "--variant", "english", "hello"], "hello");
    refused(&["frobnicate"], "unknown command");
    refused(&["perft", "--depth", "3"], "--variant");
}

#[test]
fn every_game_of_the_draughts_family_answers_the_contract() {
    for (variant, leaves) in [
        ("international", "4265"),
        ("polish", "4265"),
        ("russian", "1469"),
        ("italian", "1469"),
    ] {
        let o = run(&["perft", "--variant", variant, "--depth", "4"]);
        assert_eq!(last_line(&o), leaves, "{variant}");
    }
    // Russian squares are algebraic, in moves and FEN alike.
    let o = run(&[
        "moves",
        "--variant",
        "russian",
        "--fen",
        "W:Wb6:Bc7,f6",
        "--json",
    ]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout).trim(),
        "{\"path\":[\"b6\",\"d8\",\"g5\"],\"captures\":[\"c7\",\"f6\"]}\n{\"path\":[\"b6\",\"d8\",\"h4\"],\"captures\":[\"c7\",\"f6\"]}"
    );
    let o = run(&["play", "--variant", "russian", "c3-d4", "f6-g5"]);
    assert_eq!(
        last_line(&o),
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bg5,b6,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    let o = run(&[
        "play",
        "--variant",
        "international",
        "32-28",
        "19-23",
        "28x19",
    ]);
    assert!(o.status.success());
    refused(
        &["moves", "--variant", "russian", "--fen", "W:Wb1:Bc7"],
        "'b1' is not a square",
    );
    refused(&["play", "--variant", "italian", "21-16"], "21-16");
}

#[test]
fn coronet_and_cheskers_answer_the_contract() {
    let o = run(&["perft", "--variant", "coronet", "--depth", "3"]);
    assert_eq!(last_line(&o), "6742");
    let o = run(&["perft", "--variant", "cheskers", "--depth", "3"]);
    assert_eq!(last_line(&o), "652");
    // Coronet: algebraic squares on all 64, G and R letters, a queen's long capture.
    let o = run(&[
        "moves",
        "--variant",
        "coronet",
        "--fen",
        "G:GKf3:Rg2,a6,b7",
        "--json",
    ]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout).trim(),
        r#"{"path":["f3","a8","a2","h2"],"captures":["b7","a6","g2"]}"#
    );
    // Cheskers: a promotion choice is three moves; FEN prefixes K, B, C.
    let o = run(&["moves", "--variant", "cheskers", "--fen", "W:Wc7,Ka1:BKh6"]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .filter(|l| l.starts_with("c7-d8"))
            .count(),
        3
    );
    let o = run(&[
        "play",
        "--variant",
        "cheskers",
        "--fen",
        "W:Wc7,Ka1:BKh6",
        "c7-d8=B",
    ]);
    assert_eq!(last_line(&o), "B:WKa1,Bd8:BKh6");
    refused(
        &["moves", "--variant", "coronet", "--fen", "W:Wa1:Rb2"],
        "side to move",
    );
    refused(
        &["moves", "--variant", "cheskers", "--fen", "W:WQa1:Bb2"],
        "'Qa1'",
    );
    refused(
        &[
            "play",
            "--variant",
            "cheskers",
            "--fen",
            "W:Wc7,Ka1:BKh6",
            "c7-d8",
        ],
        "ambiguous",
    );
}

#[test]
fn an_empty_fen_is_refused_not_read_as_the_start() {
    for args in [
        &["moves", "--variant", "english", "--json", "--fen", ""][..],
        &["play", "--variant", "english", "--fen", "", "11-15"],
        &[
            "bestmove",
            "--variant",
            "russian",
            "--movetime",
            "10",
            "--fen",
            " ",
        ],
        &[
            "perft",
            "--variant",
            "international",
            "--depth",
            "1",
            "--fen",
            "",
        ],
    ] {
        refused(args, "the FEN is empty");
    }
}

#[test]
fn pdn_writes_a_game_back_with_its_clocks() {
    let path = std::env::temp_dir().join(format!("omnidraughts-clocks-{}.pdn", std::process::id()));
    std::fs::write(
        &path,
        "[TimeControl \"180+2\"]\n1. 11-15 {[%clk 0:02:59]} 23-19 {[%clock w0:03:01 B0:03:01]} *\n\
         \n[Event \"no clocks\"]\n1. 11-15 {a comment} *\n",
    )
    .unwrap();
    let o = run(&["pdn", "--variant", "english", path.to_str().unwrap()]);
    std::fs::remove_file(&path).ok();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("[TimeControl \"180+2\"]"), "{out}");
    // as lidraughts writes them: White's clock first, the one to run next in capitals
    assert!(
        out.contains("1. 11-15 {[%clock W0:03:00 b0:02:59]} 23-19 {[%clock w0:03:01 B0:02:59]} *"),
        "{out}"
    );
    // a game without clocks is written as before, its comments left out
    assert!(out.contains("[Event \"no clocks\"]"), "{out}");
    assert!(out.contains("\n1. 11-15 *"), "{out}");
}

#[test]
fn bestmove_takes_a_contempt_within_a_man() {
    let o = run(&[
        "bestmove",
        "--variant",
        "english",
        "--depth",
        "3",
        "--contempt",
        "0",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for bad in ["101", "-1", "a quarter"] {
        refused(
            &[
                "bestmove",
                "--variant",
                "english",
                "--depth",
                "1",
                "--contempt",
                bad,
            ],
            "contempt",
        );
    }
}

/// `engine`'s answers to `input`, each the lines before its `ok` or `error` line, and how the
/// process ended.
fn engine(input: &str) -> (Vec<Vec<String>>, std::process::ExitStatus) {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_omnidraughts"))
        .arg("engine")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let mut answers = vec![];
    let mut lines = vec![];
    for l in String::from_utf8_lossy(&o.stdout).lines() {
        lines.push(l.to_string());
        if l == "ok" || l.starts_with("error ") {
            answers.push(std::mem::take(&mut lines));
        }
    }
    assert!(lines.is_empty(), "output after the last answer: {lines:?}");
    (answers, o.status)
}

/// The nodes of a `bestmove` answer's info line.
fn nodes(answer: &[String]) -> u64 {
    let info = answer.iter().find(|l| l.starts_with("info ")).unwrap();
    let words: Vec<&str> = info.split(' ').collect();
    let at = words.iter().position(|w| *w == "nodes").unwrap();
    words[at + 1].parse().unwrap()
}

#[test]
fn the_engine_keeps_its_table_between_moves_until_a_new_game() {
    let search = "bestmove --variant russian --depth 11\n";
    let (answers, status) = engine(&format!(
        "{search}{search}new\n{search}\nbestmove --variant russian --depth 99\n\
         play --variant russian c3-d4 f6-g5\nengine\nquit\n{search}"
    ));
    assert!(status.success());
    // the blank line has no answer; nothing after quit is read
    assert_eq!(answers.len(), 7, "{answers:?}");
    let [first, again, new, searched, deep, play, engine] = &answers[..] else {
        unreachable!()
    };
    for a in [first, searched] {
        assert_eq!(a.len(), 3, "{a:?}");
        assert_eq!(a[2], "ok");
    }
    // the same depth again, from the table the first search left: far fewer nodes; after
    // `new`, the first search's
    assert!(nodes(again) * 2 < nodes(first), "{again:?} after {first:?}");
    assert_eq!(new, &["ok"]);
    assert_eq!(nodes(searched), nodes(first));
    // a bad command is answered with its message, and the engine goes on
    assert_eq!(deep.len(), 1);
    assert!(
        deep[0].starts_with("error ") && deep[0].contains("depth"),
        "{deep:?}"
    );
    let after = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bg5,b6,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    assert_eq!(play, &[after, "ok"]);
    assert_eq!(engine, &["error already the engine"]);
}

#[test]
fn egdb_probe_says_how_soon_where_the_slice_keeps_distances() {
    let dir = std::env::temp_dir().join(format!("omni-egdb-cli-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let o = run(&[
        "egdb",
        "build",
        "--variant",
        "english",
        "--pieces",
        "3",
        "--out",
        d,
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let probe_run = |fen: &str| {
        run(&[
            "egdb",
            "probe",
            "--variant",
            "english",
            "--egdb",
            d,
            "--fen",
            fen,
        ])
    };
    let probe = |fen: &str| {
        let o = probe_run(fen);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        last_line(&o)
    };
    // two kings against one (kings only): lost for the lone king, and how soon
    let said = probe("W:WK1:BK18,K19");
    assert!(
        said.starts_with("loss (a capture or the end in ")
            && said.ends_with(" plies with best play)"),
        "{said}"
    );
    // a man on the board: how soon the next capture or promotion comes (a king and a man
    // against a king, the man about to crown)
    let said = probe("B:WK32:B27,K1");
    assert!(
        said.starts_with("win (a capture, a promotion or the end in ")
            && said.ends_with(" plies with best play)"),
        "{said}"
    );
    // a drawn position: the value alone
    assert_eq!(probe("W:WK1:BK32"), "draw");
    // an older file is refused with its version
    let path = dir.join("english-2.egdb");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[8] = 3;
    std::fs::write(&path, bytes).unwrap();
    let o = probe_run("W:WK1:BK18,K19");
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert!(
        !o.status.success() && err.contains("format version 3, this engine reads version 4"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
