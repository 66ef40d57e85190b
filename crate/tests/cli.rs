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
fn a_position_no_game_starts_from_is_refused_as_the_page_refuses_it() {
    for (fen, needle) in [
        ("W:W:B", "the board is empty: put on pieces of both sides"),
        (
            "B:W:B1",
            "White has no pieces: put at least one on the board",
        ),
        ("W:W1,21:B12", "the man on 1 stands where it is crowned"),
    ] {
        refused(&["moves", "--variant", "english", "--fen", fen], needle);
        refused(
            &["play", "--variant", "english", "--fen", fen, "21-17"],
            needle,
        );
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

/// Each command's path and the options and arguments its help must list.
const COMMANDS: [(&str, &[&str]); 10] = [
    (
        "perft",
        &["--variant <V>", "--fen <FEN>", "--depth <N>", "--divide"],
    ),
    ("moves", &["--variant <V>", "--fen <FEN>", "--json"]),
    (
        "play",
        &["--variant <V>", "--fen <FEN>", "--pdn", "[MOVE]..."],
    ),
    ("pdn", &["--variant <V>", "--final-fen", "[FILE]"]),
    (
        "bestmove",
        &[
            "--variant <V>",
            "--fen <FEN>",
            "--movetime <MS>",
            "--depth <N>",
            "--nodes <N>",
            "--level <1-5>",
            "--seed <S>",
            "--contempt <C>",
            "--egdb <DIR>",
            "[MOVE]...",
        ],
    ),
    (
        "analyse",
        &[
            "--variant <V>",
            "--movetime <MS>",
            "--depth <N>",
            "--nodes <N>",
            "--pdn",
            "[FILE]",
        ],
    ),
    (
        "egdb build",
        &["--variant <V>", "--pieces <N>", "--out <DIR>", "--plain"],
    ),
    (
        "egdb probe",
        &["--variant <V>", "--fen <FEN>", "--egdb <DIR>", "[MOVE]..."],
    ),
    ("engine", &[]),
    ("variants", &[]),
];

/// The description on the help's line for `item` (an option or an argument), if it has one.
fn described<'a>(help: &'a str, item: &str) -> Option<&'a str> {
    help.lines()
        .map(str::trim_start)
        .find_map(|l| l.strip_prefix(item))
        .map(str::trim)
        .filter(|d| !d.is_empty())
}

#[test]
fn help_lists_every_command_and_each_command_its_options() {
    let o = run(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stderr.is_empty());
    let top = common::stdout(&o);
    assert!(top.contains("Usage: omnidraughts <COMMAND>"), "{top}");
    for (path, _) in COMMANDS {
        let first = path.split(' ').next().unwrap();
        assert!(described(&top, first).is_some(), "{first} in\n{top}");
    }
    assert!(described(&top, "-V, --version").is_some(), "{top}");
    for (path, items) in COMMANDS {
        let words: Vec<&str> = path.split(' ').collect();
        let asked = [
            [&["help"][..], &words].concat(),
            [&words[..], &["--help"]].concat(),
            [&words[..], &["-h"]].concat(),
        ];
        for args in asked {
            let o = run(&args);
            assert_eq!(o.status.code(), Some(0), "{args:?}");
            assert!(o.stderr.is_empty(), "{args:?}");
            let help = common::stdout(&o);
            assert!(
                help.contains(&format!("Usage: omnidraughts {path}")),
                "{args:?}: {help}"
            );
            for item in items.iter().chain(&["-h, --help"]) {
                assert!(
                    described(&help, item).is_some(),
                    "{args:?}: {item} in\n{help}"
                );
            }
        }
    }
    // egdb's own help names its two commands
    let help = common::stdout(&run(&["help", "egdb"]));
    assert!(described(&help, "build").is_some() && described(&help, "probe").is_some());
    let o = run(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        common::stdout(&o).trim(),
        format!("omnidraughts {}", env!("CARGO_PKG_VERSION"))
    );
    // no command at all: the list of them, as before, and status 2
    let o = run(&[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(described(&common::stdout(&o), "perft").is_some());
}

/// `refused`, and nothing on standard output.
fn refused_quietly(args: &[&str], needle: &str) {
    refused(args, needle);
    let o = run(args);
    assert!(o.stdout.is_empty(), "{args:?}: {}", common::stdout(&o));
    assert!(String::from_utf8_lossy(&o.stderr).starts_with("omnidraughts: "));
}

#[test]
fn a_bad_command_line_is_named_in_one_line_with_the_help_to_read() {
    let e = ["--variant", "english"];
    let perft = |more: &[&'static str]| [&["perft"][..], &e, more].concat();
    refused_quietly(
        &perft(&["--depht", "3"]),
        "unknown option '--depht' for 'perft'; did you mean '--depth'? (see 'omnidraughts perft --help')",
    );
    refused_quietly(
        &perft(&[]),
        "--depth is required for 'perft' (see 'omnidraughts perft --help')",
    );
    refused_quietly(
        &perft(&["--depth", "x"]),
        "--depth must be a whole number from 0 to 64, not 'x'",
    );
    refused_quietly(&perft(&["--depth"]), "--depth needs a value");
    refused_quietly(
        &["perft", "--variant", "--depth", "3"],
        "--variant needs a value (see 'omnidraughts perft --help')",
    );
    refused_quietly(
        &perft(&["--depth", "2", "d4"]),
        "unexpected argument 'd4' for 'perft'",
    );
    refused_quietly(
        &["frobnicate"],
        "unknown command 'frobnicate' (see 'omnidraughts --help')",
    );
    refused_quietly(&["perfd"], "unknown command 'perfd'; did you mean 'perft'?");
    refused_quietly(&["help", "frobnicate"], "unknown command 'frobnicate'");
    refused_quietly(&["--frobnicate"], "unknown option '--frobnicate'");
    // an option of another command
    refused_quietly(
        &["moves", "--variant", "english", "--depth", "3"],
        "unknown option '--depth' for 'moves'",
    );
    refused_quietly(
        &["moves", "--variant", "english", "--json=yes"],
        "--json takes no value, not 'yes'",
    );
    refused_quietly(&["egdb"], "'egdb' needs a command: build or probe");
    refused_quietly(
        &["egdb", "biuld"],
        "unknown command 'biuld' for 'egdb'; did you mean 'build'?",
    );
    refused_quietly(
        &["egdb", "build", "--variant", "english"],
        "--pieces and --out are required for 'egdb build' (see 'omnidraughts egdb build --help')",
    );
    refused_quietly(
        &["bestmove", "--variant", "english", "--level", "0"],
        "--level must be a number from 1 to 5, not '0'",
    );
    refused_quietly(
        &["bestmove", "--variant", "english", "--movetime", "-5"],
        "--movetime must be a positive number of milliseconds, not '-5'",
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_omnidraughts"))
        .args(["perft", "--depth", "1", "--variant"])
        .arg(std::ffi::OsStr::from_bytes(b"engl\xffsh"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("not valid UTF-8"), "{err}");
}

#[test]
fn options_take_an_equals_sign_and_the_last_of_a_repeated_one_counts() {
    let o = run(&["perft", "--variant=english", "--depth=3"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "302");
    let o = run(&[
        "perft",
        "--variant",
        "english",
        "--depth",
        "9",
        "--depth",
        "3",
    ]);
    assert_eq!(last_line(&o), "302");
    // options before or after the moves
    let o = run(&["play", "11-15", "--variant", "english", "23-19", "--pdn"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(common::stdout(&o).contains("1. 11-15 23-19"), "{o:?}");
}

#[test]
fn the_engine_answers_help_and_a_bad_line_and_goes_on() {
    let (answers, status) = engine(
        "perft --help\nperft --variant english --depht 3\nfrobnicate\n\
         perft --variant english --depth 3\n",
    );
    assert!(status.success());
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert!(
        answers[0].iter().any(|l| l.contains("--divide")),
        "{:?}",
        answers[0]
    );
    assert_eq!(answers[0].last().unwrap(), "ok");
    assert_eq!(
        answers[1],
        ["error unknown option '--depht' for 'perft'; did you mean '--depth'? (see 'omnidraughts perft --help')"]
    );
    assert_eq!(
        answers[2],
        ["error unknown command 'frobnicate' (see 'omnidraughts --help')"]
    );
    assert_eq!(answers[3], ["302", "ok"]);
}
