//! One test per rule clause of Cheskers (RULES.md section 9). Algebraic squares, a1 dark;
//! White (south) on ranks 1-3, Black (north) moves first.

use super::common;
use common::*;
use omnidraughts::{Cheskers, Color, Game, PieceKind, Rules};

#[test]
fn the_start_position_and_black_moves_first() {
    let g: Game<Cheskers> = Game::new();
    assert_eq!(g.turn(), Color::North);
    assert_eq!(
        Cheskers::write_fen(g.position()),
        "B:WBa1,Kc1,Ke1,Cg1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,Cb8,Kd8,Kf8,Bh8"
    );
    // Seven man moves and the camel's two leaps.
    assert_eq!(
        moves::<Cheskers>(
            "B:WBa1,Kc1,Ke1,Cg1,b2,d2,f2,h2,a3,c3,e3,g3:BCb8,Kd8,Kf8,Bh8,b6,d6,f6,h6,a7,c7,e7,g7"
        ),
        ["b6-a5", "b6-c5", "b8-a5", "b8-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"]
    );
}

#[test]
fn men_and_kings_move_as_in_american_checkers() {
    assert_eq!(
        moves::<Cheskers>("W:Wc3,Kg1:BKa7"),
        ["c3-b4", "c3-d4", "g1-f2", "g1-h2"]
    );
    assert_eq!(
        moves::<Cheskers>("W:WKd4:BKa7"),
        ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    );
}

#[test]
fn checker_captures_are_compulsory_and_take_the_most_pieces() {
    // c3xe5xg7 takes two; c3xa5 and a3xc5 one each.
    assert_eq!(moves::<Cheskers>("W:Wc3,a3,Ka1:BKh8,d4,f6,b4"), ["c3xg7"]);
    assert_eq!(
        moves::<Cheskers>("W:Wc3,a3,Ka1:BKh8,d4,b4"),
        ["a3xc5", "c3xa5", "c3xe5"]
    );
}

#[test]
fn a_bishop_or_camel_capture_may_be_made_instead() {
    // The man on c3 must take d4, unless the bishop on h2 takes f4 instead; a quiet bishop
    // or king move is not allowed then.
    let texts = moves::<Cheskers>("W:Wc3,Bh2,Kg1:BKh8,d4,f4");
    assert_eq!(texts, ["c3xe5", "h2xf4"]);
}

#[test]
fn bishop_and_camel_captures_are_never_compulsory() {
    // Only the bishop can capture: its capture and every quiet move are legal.
    let texts = moves::<Cheskers>("W:WBh2,Kg1:BKh8,e5");
    assert!(texts.contains(&"h2xe5".to_string()));
    assert!(texts.contains(&"g1-f2".to_string()));
    assert!(texts.contains(&"h2-g3".to_string()));
}

#[test]
fn bishops_slide_and_camels_leap() {
    let b = moves::<Cheskers>("W:WBd4,Ka1:BKh8");
    // d4's diagonals: c3 b2 (a1 own king); e5 f6 g7 (h8 enemy king: a capture); c5 b6 a7;
    // e3 f2 g1.
    for t in ["d4-c3", "d4-b2", "d4-g7", "d4xh8", "d4-a7", "d4-g1"] {
        assert!(b.contains(&t.to_string()), "{t} in {b:?}");
    }
    assert!(!b.contains(&"d4-a1".to_string()));
    // The camel leaps three along and one across, over anything.
    let c = moves::<Cheskers>("W:WCd4,c3,c5,e3,e5,Ka1:BKh8");
    let camel: Vec<&String> = c.iter().filter(|t| t.starts_with("d4")).collect();
    assert_eq!(
        camel,
        ["d4-a3", "d4-a5", "d4-c1", "d4-c7", "d4-e1", "d4-e7", "d4-g3", "d4-g5"]
    );
}

#[test]
fn a_man_on_the_last_row_chooses_its_promotion() {
    let texts = moves::<Cheskers>("W:Wc7,Ka1:BKh6");
    assert_eq!(
        texts,
        ["a1-b2", "c7-b8=B", "c7-b8=C", "c7-b8=K", "c7-d8=B", "c7-d8=C", "c7-d8=K"]
    );
    let mut g = game::<Cheskers>("W:Wc7,Ka1:BKh6");
    play(&mut g, "c7-d8=C");
    assert_eq!(kind_on(&g, "d8"), Some(PieceKind::Camel));
    // Without the choice written the move is ambiguous.
    let g = game::<Cheskers>("W:Wc7,Ka1:BKh6");
    assert!(g.parse_move("c7-d8").is_err());
}

#[test]
fn a_player_with_no_king_left_loses() {
    let mut g = game::<Cheskers>("W:WBa1,Kg1:BKb2,c7");
    play(&mut g, "a1xb2");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::South));
    assert!(o.reason.to_string().contains("no king"), "{}", o.reason);
}

#[test]
fn a_player_who_cannot_move_loses() {
    let g = game::<Cheskers>("W:WKa1:BKb2,c3,Kh8");
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
}

#[test]
fn threefold_repetition_is_a_draw() {
    threefold::<Cheskers>("W:WKa1:BKh8", &["a1-b2", "h8-g7", "b2-a1", "g7-h8"]);
}

#[test]
fn a_bishop_held_back_by_a_checker_capture_is_told_the_captures_due_not_its_own() {
    // the man's capture is due; the bishop may capture instead, but need not
    let g = common::game::<Cheskers>("W:WKe1,Bb2,e3:BKh8,d4,a7");
    let sq = |s: &str| g.parse_square(s).unwrap();
    let why = g.explain(sq("b2"), sq("c3")).unwrap();
    assert_eq!(why.code, omnidraughts::Code::CaptureCompulsory, "{why}");
    let text = why.to_string();
    assert!(text.contains("e3xc5") && text.contains("b2xd4"), "{text}");
    // a man with its own capture due is told that one
    let why = g.explain(sq("e3"), sq("f4")).unwrap();
    assert_eq!(why.code, omnidraughts::Code::MustCapture, "{why}");
}
