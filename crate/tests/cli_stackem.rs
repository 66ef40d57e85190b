//! The CLI contract of DESIGN.md for Stack'Em: perft, moves --json (captures may name a
//! square twice), play (stacks in the FEN), and exit status 2 with a one-line message for
//! bad input.

use super::common;
use common::{last_line, refused, run, stdout};

#[test]
fn stackem_is_a_variant() {
    let o = run(&["variants"]);
    assert!(stdout(&o).lines().any(|l| l == "stackem\tStack'Em"));
}

#[test]
fn perft_prints_the_count_on_the_last_line() {
    let o = run(&["perft", "--variant", "stackem", "--depth", "6"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "38027");
    let o = run(&[
        "perft",
        "--variant",
        "stackem",
        "--depth",
        "3",
        "--fen",
        "R:RK14:B18(bbb),19(bbb),11,1",
    ]);
    assert_eq!(last_line(&o), "32");
}

#[test]
fn moves_json_captures_may_name_a_square_twice() {
    let o = run(&[
        "moves",
        "--variant",
        "stackem",
        "--fen",
        "R:R14:B18(bb),32",
        "--json",
    ]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o).trim(),
        r#"{"path":["14","23","14"],"captures":["18","18"]}"#
    );
    let o = run(&["moves", "--variant", "stackem", "--json"]);
    assert_eq!(stdout(&o).lines().count(), 7);
    // Two moves with the same origin, destination and captured squares: full paths.
    let o = run(&[
        "moves",
        "--variant",
        "stackem",
        "--fen",
        "R:RK23:B17,18,25,26,4",
    ]);
    assert_eq!(stdout(&o), "23x14x21x30x23\n23x30x21x14x23\n");
}

#[test]
fn play_prints_the_resulting_fen_with_stacks() {
    let o = run(&["play", "--variant", "stackem", "11-15", "22-18", "15x22"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        last_line(&o),
        "B:R1,2,3,4,5,6,7,8,9,10,12,22(bR):B21,23,24,25,26,27,28,29,30,31,32"
    );
    // Black takes the Red king off the stack on 22; the Black man left there is Black's.
    let o = run(&[
        "play",
        "--variant",
        "stackem",
        "11-15",
        "22-18",
        "15x22",
        "26x17",
    ]);
    assert_eq!(
        last_line(&o),
        "R:R1,2,3,4,5,6,7,8,9,10,12:B17(rB),21,22,23,24,25,27,28,29,30,31,32"
    );
    // A stack in the FEN given, a full path with ':' separators.
    let o = run(&[
        "play",
        "--variant",
        "stackem",
        "--fen",
        "R:RK23:B17,18,25,26,4",
        "23:30:21:14:23",
    ]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "B:R23(bbbR):B4");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    refused(
        &["moves", "--variant", "stackem", "--fen", "R:R9:B22(brR)"],
        "the stack on 22 is topped by a Red checker: list it under R",
    );
    refused(
        &[
            "perft",
            "--variant",
            "stackem",
            "--depth",
            "2",
            "--fen",
            "R:R22(bqR):B9",
        ],
        "'q' in '22(bqR)' is not a checker",
    );
    refused(
        &[
            "play",
            "--variant",
            "stackem",
            "--fen",
            "R:R1-12,13(bR):B30",
            "13-17",
        ],
        "R has 13 pieces",
    );
    refused(
        &["moves", "--variant", "stackem", "--fen", "R:R22(bRr):B9"],
        "only the top checker of a stack can be a king",
    );
    refused(
        &["moves", "--variant", "stackem", "--fen", "W:W1:B2"],
        "side to move",
    );
    refused(
        &[
            "play",
            "--variant",
            "stackem",
            "--fen",
            "R:RK23:B17,18,25,26,4",
            "23x23",
        ],
        "ambiguous move 23x23: could be 23x30x21x14x23 or 23x14x21x30x23",
    );
    refused(&["play", "--variant", "stackem", "11-18"], "11-18");
    refused(&["play", "--variant", "stackem", "22-18"], "22-18");
}
