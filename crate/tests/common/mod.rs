//! Helpers shared by the rule tests.
#![allow(dead_code)]

use omnidraughts::{Game, PieceKind, Rules};

/// A game from a FEN (panics with the FEN's error).
pub fn game<R: Rules>(fen: &str) -> Game<R> {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves as sorted PDN text.
pub fn moves<R: Rules>(fen: &str) -> Vec<String> {
    let g = game::<R>(fen);
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.move_text(m)).collect();
    v.sort();
    v
}

/// Plays a move written in PDN.
pub fn play<R: Rules>(g: &mut Game<R>, text: &str) {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(&mv).unwrap();
}

/// The kind of piece on a named square.
pub fn kind_on<R: Rules>(g: &Game<R>, square: &str) -> Option<PieceKind> {
    let sq = g.parse_square(square).expect("a square");
    R::piece_at(g.position(), sq).map(|p| p.kind)
}

/// Plays the moves given and checks the game is not over before the last one and is drawn
/// by threefold repetition after it.
pub fn threefold<R: Rules>(fen: &str, cycle: &[&str]) {
    let mut g = game::<R>(fen);
    for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert!(g.outcome().is_none(), "over before ply {}", i + 1);
        play(&mut g, m);
    }
    let o = g.outcome().expect("drawn");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason.code, omnidraughts::Code::Repetition);
}

/// Runs the CLI.
pub fn run(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_omnidraughts"))
        .args(args)
        .output()
        .expect("the CLI runs")
}

/// What the CLI printed.
pub fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The last line the CLI printed.
pub fn last_line(o: &std::process::Output) -> String {
    stdout(o).lines().last().unwrap_or("").to_string()
}

/// The CLI refuses the input: exit status 2, one line on stderr naming `needle`, no panic.
pub fn refused(args: &[&str], needle: &str) {
    let o = run(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}
