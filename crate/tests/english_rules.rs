//! One test per rule clause of American checkers (RULES.md section 1). Squares are PDN
//! numbers: 1-4 on Black's back row (b8 d8 f8 h8), 29-32 on White's (a1 c1 e1 g1).

use omnidraughts::{Code, Color, English, Game, PieceKind, Rules, Value};

fn game(fen: &str) -> Game<English> {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves as sorted PDN text.
fn moves(fen: &str) -> Vec<String> {
    let g = game(fen);
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.move_text(m)).collect();
    v.sort();
    v
}

fn play(g: &mut Game<English>, text: &str) {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(&mv).unwrap();
}

#[test]
fn black_moves_first_from_the_standard_start() {
    let g: Game<English> = Game::new();
    assert_eq!(g.turn(), Color::North);
    assert_eq!(
        English::write_fen(g.position()),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(
        moves("B:W21-32:B1-12"),
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
}

#[test]
fn men_move_forward_only() {
    assert_eq!(moves("W:W22:B1"), ["22-17", "22-18"]);
    assert_eq!(moves("B:W32:B14"), ["14-17", "14-18"]);
}

#[test]
fn men_capture_forward_only() {
    // A black man on 26 stands diagonally behind the white man on 22 with 31 empty.
    assert_eq!(moves("W:W22:B26,1"), ["22-17", "22-18"]);
    assert_eq!(moves("B:W10,32:B14"), ["14-17", "14-18"]);
    // The same men facing the other way do capture.
    assert_eq!(moves("B:W22:B18"), ["18x25"]);
}

#[test]
fn capture_is_compulsory() {
    assert_eq!(moves("W:W22,29:B18,1"), ["22x15"]);
    let g = game("W:W22,29:B18,1");
    let from = g.parse_square("29").unwrap();
    let to = g.parse_square("25").unwrap();
    let why = g.explain(from, to).unwrap();
    assert_eq!(why.code, Code::CaptureCompulsory);
    assert_eq!(
        why.value("moves"),
        Some(&Value::Moves(vec!["22x15".into()]))
    );
    assert_eq!(why.to_string(), "a capture is compulsory: 22x15");
    let from = g.parse_square("22").unwrap();
    let to = g.parse_square("17").unwrap();
    let why = g.explain(from, to).unwrap();
    assert_eq!(why.code, Code::MustCapture);
    assert_eq!(why.to_string(), "this piece must capture: 22x15");
}

#[test]
fn free_choice_among_captures_no_majority_rule() {
    // 21x14 takes one piece, 30x23x16 takes two: both are legal.
    assert_eq!(moves("W:W21,30:B17,26,19,1"), ["21x14", "30x16"]);
}

#[test]
fn a_chosen_sequence_must_be_completed() {
    let g = game("W:W21,30:B17,26,19,1");
    // Stopping on 23 after the first jump of 30x23x16 is not a move.
    assert!(g.parse_move("30x23").is_err());
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| g.square_name(m.to()) != "23"));
    let m = g.parse_move("30x23x16").unwrap();
    assert_eq!(m.capture_count(), 2);
}

#[test]
fn crowning_ends_the_move() {
    // The man on 11 jumps 7 and is crowned on 2; as a king it could go on over 6 to 9,
    // but crowning ends the move.
    assert_eq!(moves("W:W11:B7,6"), ["11x2"]);
    let mut g = game("W:W11:B7,6");
    play(&mut g, "11x2");
    let two = g.parse_square("2").unwrap();
    assert_eq!(
        English::piece_at(g.position(), two).unwrap().kind,
        PieceKind::King
    );
    assert_eq!(g.turn(), Color::North);
}

#[test]
fn a_man_reaching_the_far_row_is_crowned() {
    let mut g = game("W:W6:B32");
    play(&mut g, "6-1");
    let one = g.parse_square("1").unwrap();
    assert_eq!(
        English::piece_at(g.position(), one).unwrap().kind,
        PieceKind::King
    );
    let mut g = game("B:W1:B27");
    play(&mut g, "27-32");
    let sq = g.parse_square("32").unwrap();
    assert_eq!(
        English::piece_at(g.position(), sq).unwrap().kind,
        PieceKind::King
    );
}

#[test]
fn kings_move_and_capture_in_all_four_directions_one_square() {
    assert_eq!(moves("W:WK18:B1"), ["18-14", "18-15", "18-22", "18-23"]);
    // No flying: 18-9 is not a move.
    assert!(game("W:WK18:B1").parse_move("18-9").is_err());
    // Backward capture, then a change of direction.
    assert_eq!(moves("W:WK14:B18,27"), ["14x32"]);
    let g = game("W:WK14:B18,27");
    let m = g.parse_move("14x23x32").unwrap();
    assert_eq!(m.capture_count(), 2);
}

#[test]
fn king_ring_capture_returning_to_its_square() {
    // reference/perft.md E1: 18x11x2x9x18 and 18x9x2x11x18 are one move (drop convention).
    let g = game("W:WK18:B6,7,14,15");
    assert_eq!(g.legal_moves().len(), 1);
    let m = g.legal_moves()[0];
    assert_eq!(m.from, m.to());
    assert_eq!(m.capture_count(), 4);
    assert!(g.parse_move("18x11x2x9x18").is_ok());
}

#[test]
fn a_player_who_cannot_move_loses() {
    // White's only man on 21 is blocked by 17 with 14 behind it.
    let g = game("W:W21:B17,14");
    assert!(g.legal_moves().is_empty());
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::North));
    assert_eq!(o.reason.to_string(), "Black wins: White cannot move");
    // No pieces left is the same.
    let o = game("W:W:B1").outcome().unwrap();
    assert_eq!(o.winner, Some(Color::North));
}

/// Plays king moves that never bring a position a third time and allow no capture, picking
/// among the least repeated ones with a fixed pseudo-random sequence.
fn king_walk(g: &mut Game<English>, plies: usize) {
    let mut seed = 0x2545_f491_u64;
    for _ in 0..plies {
        assert!(g.outcome().is_none(), "over early: {:?}", g.outcome());
        let legal = g.legal_moves().to_vec();
        assert!(!legal[0].is_capture());
        let scored: Vec<(usize, omnidraughts::Move)> = legal
            .iter()
            .filter(|m| g.position().kings & (1u64 << m.from) != 0)
            .filter_map(|m| {
                let mut t = g.clone();
                t.play(m).unwrap();
                let quiet = t.legal_moves().first().is_none_or(|r| !r.is_capture());
                (quiet && t.repetitions() < 3).then_some((t.repetitions(), *m))
            })
            .collect();
        let best = scored.iter().map(|s| s.0).min().unwrap_or_else(|| {
            panic!(
                "no safe king move in {} after {:?}",
                English::write_fen(g.position()),
                g.history()
            )
        });
        let pool: Vec<_> = scored.iter().filter(|s| s.0 == best).collect();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = pool[(seed >> 33) as usize % pool.len()].1;
        g.play(&pick).unwrap();
    }
}

#[test]
fn forty_moves_each_without_capture_or_man_move_is_a_draw() {
    let mut g = game("W:WK29,K30,K31:BK2,K3,K4");
    king_walk(&mut g, 79);
    assert!(g.outcome().is_none());
    king_walk(&mut g, 1);
    let o = g.outcome().expect("drawn after 40 moves each");
    assert_eq!(o.winner, None);
    assert!(o.reason.to_string().contains("40 moves"), "{}", o.reason);
}

#[test]
fn a_man_move_restarts_the_forty_move_count() {
    let mut g = game("W:WK29,K30,K26,32:BK2,K3,K4");
    king_walk(&mut g, 60);
    // White moves its man: the count starts again.
    let man = g
        .legal_moves()
        .iter()
        .copied()
        .find(|m| g.square_name(m.from) == "32")
        .expect("the man can move");
    g.play(&man).unwrap();
    assert_eq!(g.counters().quiet_plies, 0);
    // 80 plies since the start, 20 since the man moved: not a draw.
    king_walk(&mut g, 19);
    assert_eq!(g.ply_count(), 80);
    assert_eq!(g.counters().quiet_plies, 19);
    assert!(g.outcome().is_none());
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = game("W:WK29:BK4");
    for (i, m) in [
        "29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29", "8-4",
    ]
    .iter()
    .enumerate()
    {
        assert!(g.outcome().is_none(), "over before ply {}", i + 1);
        play(&mut g, m);
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.reason.code, omnidraughts::Code::Repetition);
    assert!(g.legal_moves().is_empty());
    // Undo takes the draw back.
    assert!(g.undo());
    assert!(g.outcome().is_none());
}

#[test]
fn undo_and_redo_restore_exact_positions() {
    let mut g: Game<English> = Game::new();
    let start = *g.position();
    play(&mut g, "11-15");
    let after = *g.position();
    play(&mut g, "23-19");
    assert!(g.undo());
    assert_eq!(*g.position(), after);
    assert!(g.undo());
    assert_eq!(*g.position(), start);
    assert!(!g.undo());
    assert!(g.redo());
    assert_eq!(*g.position(), after);
    assert!(g.redo());
    assert_eq!(g.history(), ["11-15", "23-19"]);
    assert!(!g.redo());
    // A new move drops the redo line.
    g.undo();
    play(&mut g, "22-18");
    assert!(!g.can_redo());
}

#[test]
fn draw_offers_and_resignation() {
    let mut g: Game<English> = Game::new();
    assert!(g.accept_draw().is_err());
    g.offer_draw().unwrap();
    assert_eq!(g.draw_offer(), Some(Color::North));
    g.accept_draw().unwrap();
    assert_eq!(
        g.outcome().unwrap().reason.code,
        omnidraughts::Code::DrawAgreed
    );
    assert!(g.legal_moves().is_empty());
    assert!(g.undo());
    assert!(g.outcome().is_none());
    g.resign(Color::North).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::South));
    assert!(g.resign(Color::South).is_err());
}

#[test]
fn multi_jump_by_final_square_or_full_path_and_ambiguity() {
    // Two different double jumps from 30 end on 14 (over 26 and 18, or over 25 and 17)...
    let g = game("W:W30:B25,26,17,18");
    let texts = moves("W:W30:B25,26,17,18");
    assert_eq!(texts, ["30x21x14", "30x23x14"]);
    // ...so "30x14" is ambiguous and names both, while a full path is exact.
    let e = g.parse_move("30x14").unwrap_err().to_string();
    assert!(
        e.contains("ambiguous") && e.contains("30x21x14") && e.contains("30x23x14"),
        "{e}"
    );
    assert_eq!(g.parse_move("30x23x14").unwrap().captures().len(), 2);
}
