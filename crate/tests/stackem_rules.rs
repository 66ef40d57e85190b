//! One test per rule clause of Stack'Em (RULES.md section 8, seed 002) and per
//! interpretation of ours (src/games/stackem.rs). Squares are PDN numbers as in American checkers:
//! 1-4 on the top row (b8 d8 f8 h8), 29-32 on the bottom row (a1 c1 e1 g1). Red (R) starts on
//! 1-12 and moves down the board; its King Me row is 29-32. Black (B) starts on 21-32 and
//! moves up; its King Me row is 1-4. In FENs a stack is `SQUARE(stack)`, bottom to top,
//! `b`/`r` men and `B`/`R` kings.

use super::common;

use common::{game, kind_on, moves, play, threefold};
use omnidraughts::stackem::{CHECKERS, RELEASE_AT_EVERY_LANDING};
use omnidraughts::{Code, Color, FenError, Game, PieceKind, Rules, StackEm, Value};

/// The stack on a square as FEN letters, bottom first ("" when empty).
fn stack(g: &Game<StackEm>, square: &str) -> String {
    let sq = g.parse_square(square).expect("a square");
    StackEm::stack_at(g.position(), sq)
        .iter()
        .map(|p| {
            let l = if p.color == Color::North { 'r' } else { 'b' };
            if p.kind == PieceKind::King {
                l.to_ascii_uppercase()
            } else {
                l
            }
        })
        .collect()
}

fn fen(g: &Game<StackEm>) -> String {
    StackEm::write_fen(g.position())
}

/// The full paths of the legal moves, sorted.
fn paths(fen: &str) -> Vec<String> {
    let g = game::<StackEm>(fen);
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.path_text(m)).collect();
    v.sort();
    v
}

fn checkers(g: &Game<StackEm>, c: Color) -> u32 {
    g.position().checkers(c)
}

// --- Setup and turn -------------------------------------------------------------------

#[test]
fn red_on_1_to_12_moves_first_black_on_21_to_32() {
    let g: Game<StackEm> = Game::new();
    assert_eq!(g.turn(), Color::North);
    assert_eq!(StackEm::INFO.color_name(Color::North), "Red");
    assert_eq!(
        fen(&g),
        "R:R1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32"
    );
    assert_eq!(
        StackEm::parse_fen("R:R1-12:B21-32").unwrap(),
        StackEm::start()
    );
    assert_eq!(
        moves::<StackEm>("R:R1-12:B21-32"),
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
    assert!(stack(&g, "1") == "r" && stack(&g, "32") == "b");
    assert_eq!(checkers(&g, Color::North), CHECKERS);
    assert_eq!(checkers(&g, Color::South), CHECKERS);
}

// --- Movement: the stack moves as its top checker ---------------------------------------

#[test]
fn the_top_checker_controls_the_stack_and_only_its_owner_moves_it() {
    // A Red man buried under a Black man: the stack on 14 is Black's.
    let g = game::<StackEm>("R:R1:B14(rrb)");
    assert_eq!(moves::<StackEm>("R:R1:B14(rrb)"), ["1-5", "1-6"]);
    let (from, to) = (g.parse_square("14").unwrap(), g.parse_square("18").unwrap());
    let why = g.explain(from, to).unwrap();
    assert_eq!(why.code, Code::NotYourPiece);
    assert_eq!(
        why.value("piece"),
        Some(&Value::Color(Color::South, "Black"))
    );
    assert_eq!(why.value("side"), Some(&Value::Color(Color::North, "Red")));
    assert_eq!(why.to_string(), "that is a Black piece; Red is to move");
    // Black moves it, up the board.
    assert_eq!(moves::<StackEm>("B:R1:B14(rrb)"), ["14-10", "14-9"]);
}

#[test]
fn the_whole_stack_moves_as_its_top_man_one_square_forward() {
    assert_eq!(moves::<StackEm>("R:R14(bbr):B1"), ["14-17", "14-18"]);
    let mut g = game::<StackEm>("R:R14(bbr):B1");
    // A man does not move backward.
    assert!(g.parse_move("14-10").is_err());
    let (f, t) = (g.parse_square("14").unwrap(), g.parse_square("10").unwrap());
    assert_eq!(g.explain(f, t).map(|w| w.code), Some(Code::StackForward));
    play(&mut g, "14-18");
    assert_eq!(stack(&g, "14"), "");
    assert_eq!(stack(&g, "18"), "bbr");
}

#[test]
fn a_stack_topped_by_a_king_moves_one_square_in_all_four_diagonals() {
    assert_eq!(
        moves::<StackEm>("R:R18(bR):B1"),
        ["18-14", "18-15", "18-22", "18-23"]
    );
    // No flying.
    let g = game::<StackEm>("R:R18(bR):B1");
    assert!(g.parse_move("18-11").is_err());
    let (f, t) = (g.parse_square("18").unwrap(), g.parse_square("11").unwrap());
    assert_eq!(g.explain(f, t).map(|w| w.code), Some(Code::StackJump));
    let (f, t) = (g.parse_square("18").unwrap(), g.parse_square("4").unwrap());
    assert_eq!(g.explain(f, t).map(|w| w.code), Some(Code::StackOneSquare));
}

#[test]
fn a_stack_steps_only_onto_an_empty_square() {
    // Red's 14 is blocked by its own stacks on 17 and 18.
    assert_eq!(
        moves::<StackEm>("R:R14,17,18(br):B1"),
        ["17-21", "17-22", "18-22", "18-23"]
    );
    let g = game::<StackEm>("R:R14,17,18(br):B1");
    let (f, t) = (g.parse_square("14").unwrap(), g.parse_square("18").unwrap());
    assert_eq!(g.explain(f, t).map(|w| w.code), Some(Code::PieceCannotMove));
    let g = game::<StackEm>("R:RK18,14:B1");
    let (f, t) = (g.parse_square("18").unwrap(), g.parse_square("14").unwrap());
    assert_eq!(g.explain(f, t).map(|w| w.code), Some(Code::StackTaken));
    let (f, t) = (g.parse_square("18").unwrap(), g.parse_square("9").unwrap());
    assert_eq!(g.explain(f, t).map(|w| w.code), Some(Code::StackOwnJump));
}

// --- Capturing -----------------------------------------------------------------------

#[test]
fn capture_is_compulsory() {
    assert_eq!(moves::<StackEm>("R:R14,1:B18,32"), ["14x23"]);
    let g = game::<StackEm>("R:R14,1:B18,32");
    let (f, t) = (g.parse_square("1").unwrap(), g.parse_square("5").unwrap());
    let why = g.explain(f, t).unwrap();
    assert_eq!(why.code, Code::CaptureCompulsory);
    assert_eq!(
        why.value("moves"),
        Some(&Value::Moves(vec!["14x23".into()]))
    );
    let (f, t) = (g.parse_square("14").unwrap(), g.parse_square("17").unwrap());
    let why = g.explain(f, t).unwrap();
    assert_eq!(why.code, Code::MustCapture);
    assert_eq!(
        why.value("moves"),
        Some(&Value::Moves(vec!["14x23".into()]))
    );
}

#[test]
fn free_choice_among_captures_no_majority_rule() {
    // 9x18 takes one checker; 15x24 and on takes two: both may be chosen.
    assert_eq!(paths("R:R9,15:B14,19,27,1"), ["15x24x31", "9x18"]);
}

#[test]
fn a_chosen_sequence_must_be_completed() {
    let g = game::<StackEm>("R:R9,15:B14,19,27,1");
    // Stopping on 24 after the first jump is not a move.
    assert!(g.parse_move("15x24").is_err());
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| g.square_name(m.to()) != "24"));
    assert_eq!(g.parse_move("15x31").unwrap().capture_count(), 2);
}

#[test]
fn a_man_jumps_forward_only_interpretation() {
    // The Black man on 10 is behind the Red man on 14: Red steps; no backward first jump.
    assert_eq!(moves::<StackEm>("R:R14:B10"), ["14-17", "14-18"]);
    // Facing it, the Black man jumps.
    assert_eq!(moves::<StackEm>("B:R14:B18"), ["18x9"]);
}

#[test]
fn a_jump_takes_only_the_top_checker_and_puts_it_at_the_bottom_of_the_jumping_stack() {
    // Red's stack 14 (a Black man under a Red king) jumps Black's 18 (Red, Red, Black).
    let mut g = game::<StackEm>("R:R14(bR):B18(rrb),29");
    play(&mut g, "14x23");
    // The Black man goes under the jumping stack.
    assert_eq!(stack(&g, "23"), "bbR");
    assert_eq!(stack(&g, "14"), "");
    // The rest of the jumped stack stays; its top is Red's now: "freed".
    assert_eq!(stack(&g, "18"), "rr");
    assert_eq!(fen(&g), "B:R18(rr),23(bbR):B29");
    // Nothing leaves the game by a capture alone.
    assert_eq!(checkers(&g, Color::South), 3);
    assert_eq!(checkers(&g, Color::North), 3);
    // Red has regained the use of the freed stack.
    play(&mut g, "29-25");
    assert!(moves::<StackEm>(&fen(&g)).contains(&"18-22".to_string()));
}

#[test]
fn a_captured_king_is_demoted_before_it_goes_under() {
    let mut g = game::<StackEm>("R:R14:BK18,1");
    play(&mut g, "14x23");
    assert_eq!(stack(&g, "23"), "bR");
    // Freed later, it is a man.
    let mut g = game::<StackEm>("B:R14(bR),1:B18");
    play(&mut g, "18x9");
    assert_eq!(stack(&g, "14"), "b");
    assert_eq!(kind_on(&g, "14"), Some(PieceKind::Man));
    assert_eq!(stack(&g, "9"), "rB");
}

#[test]
fn after_a_jump_the_top_checker_is_a_king_and_may_jump_backward() {
    // The man on 10 jumps 15 forward onto 19, is crowned, and goes on backward over 16.
    assert_eq!(paths("R:R10:B15,16,1"), ["10x19x12"]);
    let mut g = game::<StackEm>("R:R10:B15,16,1");
    let m = g.parse_move("10x12").unwrap();
    assert_eq!(m.promotion, Some(PieceKind::King));
    play(&mut g, "10x12");
    assert_eq!(stack(&g, "12"), "bbR");
    // Even a single jump crowns.
    let mut g = game::<StackEm>("R:R14:B18,1");
    play(&mut g, "14x23");
    assert_eq!(kind_on(&g, "23"), Some(PieceKind::King));
}

#[test]
fn the_same_stack_may_be_jumped_twice_in_one_turn() {
    // Over 18 onto 23, then back over 18's new top onto 14, where the move began.
    assert_eq!(paths("R:R14:B18(bb),32"), ["14x23x14"]);
    let mut g = game::<StackEm>("R:R14:B18(bb),32");
    let m = g.parse_move("14x23x14").unwrap();
    let sq18 = g.parse_square("18").unwrap();
    assert_eq!(m.captures(), [sq18, sq18]);
    play(&mut g, "14x14");
    assert_eq!(stack(&g, "14"), "bbR");
    assert_eq!(stack(&g, "18"), "");
    // Not when the new top is the jumper's own checker: 18 becomes Red's.
    assert_eq!(paths("R:R14:B18(rb),32"), ["14x23"]);
}

#[test]
fn a_man_stepping_onto_its_king_me_row_is_crowned() {
    let mut g = game::<StackEm>("R:R25:B1");
    play(&mut g, "25-29");
    assert_eq!(kind_on(&g, "29"), Some(PieceKind::King));
    let mut g = game::<StackEm>("B:R32:B6");
    play(&mut g, "6-1");
    assert_eq!(kind_on(&g, "1"), Some(PieceKind::King));
    // A demoted king must reach the row again to be crowned.
    let mut g = game::<StackEm>("R:R26(bbr):B1");
    play(&mut g, "26-31");
    assert_eq!(stack(&g, "31"), "R");
}

#[test]
fn a_stack_moving_onto_its_owners_king_me_row_loses_every_opposing_checker() {
    // A man stepping onto the row: crowned, and the two Black prisoners leave the game.
    let mut g = game::<StackEm>("R:R25(brbr):B1");
    play(&mut g, "25-30");
    assert_eq!(stack(&g, "30"), "rR");
    assert_eq!(checkers(&g, Color::South), 1);
    assert_eq!(fen(&g), "B:R30(rR):B1");
    // A king stepping onto the row.
    let mut g = game::<StackEm>("R:R26(bR):B1");
    play(&mut g, "26-31");
    assert_eq!(stack(&g, "31"), "R");
    // A jump landing on the row: the checker it took is removed too.
    let mut g = game::<StackEm>("R:R22(bR):B26,1");
    play(&mut g, "22x31");
    assert_eq!(stack(&g, "31"), "R");
    assert_eq!(checkers(&g, Color::South), 1);
    // Opposing checkers only: Red's own buried men stay.
    let mut g = game::<StackEm>("B:R4:B5(rbrb)");
    play(&mut g, "5-1");
    assert_eq!(fen(&g), "R:R4:B1(bB)");
}

#[test]
fn release_applies_at_every_landing_of_a_multi_jump_interpretation() {
    const { assert!(RELEASE_AT_EVERY_LANDING) };
    // Black's king stack on 10 (a Red prisoner under it) jumps 6 onto 1, its King Me row,
    // then back over 6's new top onto 10. Landing on 1 removes the old prisoner and the
    // checker just taken; the one taken by the last jump stays a prisoner.
    let mut g = game::<StackEm>("B:R6(rr),32:B10(rB),28");
    assert_eq!(paths("B:R6(rr),32:B10(rB),28"), ["10x1x10"]);
    play(&mut g, "10x1x10");
    assert_eq!(stack(&g, "10"), "rB");
    assert_eq!(stack(&g, "6"), "");
    assert_eq!(checkers(&g, Color::North), 2);
    assert_eq!(fen(&g), "R:R32:B10(rB),28");
}

#[test]
fn two_routes_landing_on_the_king_me_row_at_different_moments_are_two_moves() {
    // A ring of four captures from 23 back to 23 through 30 (Red's King Me row): one way
    // lands on 30 after the first capture, the other after the third. Same origin,
    // destination and captured squares, but different prisoners at the end.
    let f = "R:RK23:B17,18,25,26,4";
    assert_eq!(paths(f), ["23x14x21x30x23", "23x30x21x14x23"]);
    // Written short it is ambiguous; the move list gives full paths.
    assert_eq!(moves::<StackEm>(f), ["23x14x21x30x23", "23x30x21x14x23"]);
    let g = game::<StackEm>(f);
    assert!(matches!(
        g.parse_move("23x23"),
        Err(omnidraughts::Error::AmbiguousMove(..))
    ));
    let mut a = game::<StackEm>(f);
    play(&mut a, "23x30x21x14x23");
    assert_eq!(stack(&a, "23"), "bbbR");
    let mut b = game::<StackEm>(f);
    play(&mut b, "23x14x21x30x23");
    assert_eq!(stack(&b, "23"), "bR");
}

#[test]
fn routes_with_the_same_captures_and_result_are_one_move_interpretation() {
    // The ring 14-7-16-23-14 one way or the other: the same four checkers under the king on
    // the same square, the same board. One move.
    assert_eq!(moves::<StackEm>("R:RK14:B10,11,18,19"), ["14x14"]);
    let g = game::<StackEm>("R:RK14:B10,11,18,19");
    assert_eq!(g.legal_moves()[0].capture_count(), 4);
    assert!(g.parse_move("14x7x16x23x14").is_ok());
    assert!(g.parse_move("14x23x16x7x14").is_ok());
}

#[test]
fn routes_taking_a_stack_a_different_number_of_times_are_different_moves() {
    // Both 14x23x14x23x16x7 and 14x23x16x23x16x7 take five checkers from the squares 18,
    // 19 and 11; one takes 18 three times, the other 19 three times.
    let f = "R:RK14:B18(bbb),19(bbb),11,1";
    assert_eq!(
        moves::<StackEm>(f),
        [
            "14x23x14x23x16x7",
            "14x23x16x23x14x23x16x7",
            "14x23x16x23x16x7",
            "14x23x16x7"
        ]
    );
    let mut g = game::<StackEm>(f);
    play(&mut g, "14x23x14x23x16x7");
    assert_eq!((stack(&g, "18"), stack(&g, "19")), ("".into(), "bb".into()));
    let mut g = game::<StackEm>(f);
    play(&mut g, "14x23x16x23x16x7");
    assert_eq!((stack(&g, "18"), stack(&g, "19")), ("bb".into(), "".into()));
}

// --- The end of the game ----------------------------------------------------------------

#[test]
fn a_player_who_controls_no_stack_loses() {
    let mut g = game::<StackEm>("R:R14:B18");
    play(&mut g, "14x23");
    assert_eq!(checkers(&g, Color::South), 1);
    let o = g.outcome().expect("over");
    assert_eq!(o.winner, Some(Color::North));
    assert_eq!(o.reason.to_string(), "Red wins: Black controls no stack");
    assert!(g.legal_moves().is_empty());
    assert!(StackEm::decided(&StackEm::parse_fen("B:B:R1(bbr)").unwrap()).is_some());
}

#[test]
fn a_player_who_cannot_move_loses() {
    // Black's man on 5 faces Red's on 1 at the edge: no step, no jump.
    let g = game::<StackEm>("B:R1:B5");
    let o = g.outcome().expect("over");
    assert_eq!(o.winner, Some(Color::North));
    assert_eq!(o.reason.to_string(), "Red wins: Black cannot move");
    // A man on its King Me row that is no king cannot move either.
    let g = game::<StackEm>("R:R29:B1");
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "Black wins: Red cannot move"
    );
}

#[test]
fn draw_by_threefold_repetition_and_no_other_draw_rule() {
    threefold::<StackEm>("R:RK1:BK32", &["1-5", "32-28", "5-1", "28-32"]);
    let g = game::<StackEm>("R:RK1:BK32");
    let c = omnidraughts::DrawCounters {
        quiet_plies: 10_000,
        material_plies: 10_000,
    };
    assert_eq!(StackEm::draw_by_rule(g.position(), &c), None);
}

// --- Notation -----------------------------------------------------------------------------

#[test]
fn fen_stacks_are_written_bottom_to_top_under_the_controlling_colour() {
    let p = StackEm::parse_fen("R:R22(brR):B9,10").unwrap();
    assert_eq!(StackEm::write_fen(&p), "R:R22(brR):B9,10");
    let g = game::<StackEm>("R:R22(brR):B9,10");
    assert_eq!(stack(&g, "22"), "brR");
    let sq = g.parse_square("22").unwrap();
    let top = StackEm::piece_at(g.position(), sq).unwrap();
    assert_eq!((top.color, top.kind), (Color::North, PieceKind::King));
    assert_eq!(StackEm::stack_at(g.position(), sq)[0].color, Color::South);
    // A one-checker stack is a plain item; ranges and kings as everywhere.
    let p = StackEm::parse_fen("B:R1-3,22(R):BK30,31(rrb)").unwrap();
    assert_eq!(StackEm::write_fen(&p), "B:R1,2,3,K22:BK30,31(rrb)");
    for f in [
        "R:R22(brR):B9,10",
        "B:R1,2,3,K22:BK30,31(rrb)",
        "R:R1(bbbbbbbbbbbbR):B",
        "B:R7(bbbbr),8:B5(rbrbrbB),K6",
    ] {
        assert_eq!(StackEm::write_fen(&StackEm::parse_fen(f).unwrap()), f);
    }
}

#[test]
fn malformed_fens_are_refused_with_a_reason() {
    let err = |f: &str| StackEm::parse_fen(f).unwrap_err().to_string();
    assert_eq!(
        err("R:R9:B22(brR)"),
        "the stack on 22 is topped by a Red checker: list it under R"
    );
    assert!(err("R:R22(bxR):B9").contains("'x' in '22(bxR)' is not a checker"));
    assert!(err("R:R22(bRr):B9").contains("only the top checker of a stack can be a king"));
    assert!(err("R:R22():B9").contains("the stack is empty"));
    assert!(err("R:R22(br:B9").contains("ending with ')'"));
    assert!(err("R:RK22(br):B9").contains("no piece prefix"));
    assert_eq!(
        StackEm::parse_fen("R:R1-12,22(bR):B13"),
        Err(FenError::TooManyPieces('R', 13, 12))
    );
    assert_eq!(
        StackEm::parse_fen("R:R1(bbbbbbbbbbbbbR):B9"),
        Err(FenError::TooManyPieces('B', 14, 12))
    );
    assert!(matches!(
        StackEm::parse_fen("R:R22(bR),22:B9"),
        Err(FenError::SquareTwice(_))
    ));
    assert!(matches!(
        StackEm::parse_fen("R:R33(bR):B9"),
        Err(FenError::BadSquare(_))
    ));
    assert!(matches!(
        StackEm::parse_fen("W:R1:B9"),
        Err(FenError::BadTurn(_))
    ));
}

#[test]
fn pdn_game_type_43_and_results_scored_for_red_first() {
    let mut g = game::<StackEm>("R:R14:B18");
    play(&mut g, "14x23");
    let pdn = g.pdn(&[]);
    assert!(pdn.contains("[GameType \"43\"]"), "{pdn}");
    assert!(pdn.contains("[FEN \"R:R14:B18\"]"), "{pdn}");
    assert!(pdn.contains("1. 14x23 1-0"), "{pdn}");
    assert_eq!(StackEm::INFO.id, "stackem");
    assert_eq!(
        omnidraughts::variant::info("stackem").unwrap().name,
        "Stack'Em"
    );
}

#[test]
fn the_rules_summary_states_the_interpretations() {
    let s = StackEm::INFO.summary;
    assert!(s.contains("Red starts on 1-12 and moves first"));
    assert!(s.contains("also in the middle of a multi-jump"));
    assert!(s.contains("a man's first jump goes forward"));
    assert!(s.contains("only the top checker of a stack can be a king"));
    assert!(s.contains("same start, end, captured checkers and outcome are one move"));
    assert!(s.contains("control no stack or cannot move"));
}
