//! The CLI contract of DESIGN.md for Coast-to-Coast: perft, moves --json (jumps with empty
//! captures, a crowning move's path through the opponent's home), play, the pass, and exit
//! status 2 with a one-line message for bad input.

use super::common;
use common::{last_line, refused, run, stdout};

const V: &str = "coast-to-coast";

#[test]
fn the_variant_is_listed() {
    let o = run(&["variants"]);
    assert!(stdout(&o).contains("coast-to-coast\tCoast-to-Coast"));
}

#[test]
fn perft_prints_the_count_on_the_last_line() {
    let o = run(&["perft", "--variant", V, "--depth", "3"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "41262");
    let o = run(&[
        "perft",
        "--variant",
        V,
        "--depth",
        "2",
        "--fen",
        "B:BKb2,Kc3,d5,f6,g6,h6,e7:Rc2,b3,d3,Kf4,a3,Ke5,Kg7",
    ]);
    assert_eq!(last_line(&o), "1983");
    // A pass is one move.
    let o = run(&[
        "perft",
        "--variant",
        V,
        "--depth",
        "1",
        "--fen",
        "B:Bh1:Rh2,g2,h3,f3",
    ]);
    assert_eq!(last_line(&o), "1");
}

#[test]
fn moves_json_jumps_take_nothing_and_crowning_runs_through_the_home() {
    let o = run(&[
        "moves",
        "--variant",
        V,
        "--fen",
        "B:Bf6:Rg7,h7,g5,a8",
        "--json",
    ]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o).trim(),
        [
            r#"{"path":["f6","e7"],"captures":[]}"#,
            r#"{"path":["f6","f7"],"captures":[]}"#,
            r#"{"path":["f6","g6"],"captures":[]}"#,
            r#"{"path":["f6","h4"],"captures":[]}"#,
            r#"{"path":["f6","h8","f6"],"captures":[]}"#,
            r#"{"path":["f6","h8","f6","h4"],"captures":[]}"#,
            r#"{"path":["f6","h8","g8"],"captures":[]}"#,
            r#"{"path":["f6","h8","h6"],"captures":[]}"#,
            r#"{"path":["f6","h8","h6","f4"],"captures":[]}"#,
            r#"{"path":["f6","h8","h6","f8"],"captures":[]}"#,
        ]
        .join("\n")
    );
    // From the start: 32 moves, jumps among them, nothing captured.
    let o = run(&["moves", "--variant", V, "--json"]);
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 32);
    assert!(out.contains(r#"{"path":["c3","e1"],"captures":[]}"#));
    assert!(out.lines().all(|l| l.ends_with(r#""captures":[]}"#)));
    // The text list names the home a move crowns on.
    let o = run(&["moves", "--variant", V, "--fen", "B:Bg7:Ra5"]);
    assert_eq!(
        stdout(&o).trim(),
        "g7-f8\ng7-g8\ng7-h6\ng7-h7\ng7-h8-g7\ng7-h8-g8\ng7-h8-h7"
    );
}

#[test]
fn play_prints_the_resulting_fen() {
    let o = run(&["play", "--variant", V, "c3-e1", "f6-d8", "d1-d3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        last_line(&o),
        "R:Bb1,c1,e1,a2,b2,c2,d2,a3,b3,d3,a4,b4:Rg5,h5,g6,h6,e7,f7,g7,h7,d8,e8,f8,g8"
    );
    // A crowning move: short with the home, or the full path, with 'x' or ':' too.
    for text in ["f6-h8-f4", "f6-h8-h6-f4", "f6xh8xh6xf4", "f6:h8:f4"] {
        let o = run(&["play", "--variant", V, "--fen", "B:Bf6:Rg7,h7,g5,a8", text]);
        assert!(o.status.success(), "{text}");
        assert_eq!(last_line(&o), "R:BKf4:Rg5,g7,h7,a8", "{text}");
    }
    // Bearing off the last piece wins; the result goes to stderr.
    let o = run(&["play", "--variant", V, "--fen", "B:BKb2:Ra8", "b2-a1"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "R:B:Ra8");
    assert!(String::from_utf8_lossy(&o.stderr).contains("Black wins: all twelve pieces borne off"));
}

#[test]
fn a_pass_is_written_pass() {
    let fen = "B:Bh1:Rh2,g2,h3,f3";
    let o = run(&["moves", "--variant", V, "--fen", fen]);
    assert_eq!(stdout(&o).trim(), "pass");
    let o = run(&["moves", "--variant", V, "--fen", fen, "--json"]);
    assert_eq!(stdout(&o).trim(), r#"{"path":[],"captures":[]}"#);
    let o = run(&["play", "--variant", V, "--fen", fen, "pass", "h2-g1"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "B:Bh1:Rg1,g2,f3,h3");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    refused(
        &["moves", "--variant", V, "--fen", "B:Ba1:Ra8"],
        "a1 is a home square",
    );
    refused(
        &[
            "perft",
            "--variant",
            V,
            "--depth",
            "1",
            "--fen",
            "W:Bd4:Ra8",
        ],
        "side to move",
    );
    refused(
        &["moves", "--variant", V, "--fen", "B:Bd4:Ra8,i9"],
        "'i9' is not a square",
    );
    // Backwards, onto a home, a step then a jump, a pass with moves available.
    refused(
        &["play", "--variant", V, "--fen", "B:Bd4:Ra8", "d4-c3"],
        "towards their own home",
    );
    refused(
        &["play", "--variant", V, "--fen", "B:Bg7:Ra5", "g7-h8"],
        "homes must be empty",
    );
    refused(
        &["play", "--variant", V, "--fen", "B:Bc3:Rd4,a8", "c3-d3-d5"],
        "c3-d3-d5",
    );
    refused(
        &["play", "--variant", V, "pass"],
        "a pass is not a move here",
    );
    refused(&["play", "--variant", V, "c3"], "c3");
}
