//! One test per rule clause of Russian draughts (RULES.md section 5). Algebraic squares, a1
//! dark at White's bottom left.

use super::common;
use common::*;
use omnidraughts::{Color, DrawCounters, Game, PieceKind, Rules, Russian};

#[test]
fn white_moves_first_and_squares_are_algebraic() {
    let g: Game<Russian> = Game::new();
    assert_eq!(g.turn(), Color::South);
    assert_eq!(
        moves::<Russian>("W:W21-32:B1-12"),
        ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    );
    // Numeric FENs (American geometry, White on 21-32) are read too, as real files have them.
    assert_eq!(
        Russian::parse_fen("W:W21-32:B1-12").unwrap(),
        Russian::parse_fen(
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
        )
        .unwrap()
    );
}

#[test]
fn men_capture_backward() {
    assert_eq!(moves::<Russian>("W:Wd4:Bc3"), ["d4:b2"]);
}

#[test]
fn kings_fly() {
    assert_eq!(
        moves::<Russian>("W:WKa1:Bh2"),
        ["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8"]
    );
}

#[test]
fn free_choice_of_capture_no_majority() {
    // c3:e5:c7 takes two, h2:f4 one: both are legal.
    assert_eq!(moves::<Russian>("W:Wc3,h2:Bd4,d6,g3"), ["c3:c7", "h2:f4"]);
}

#[test]
fn a_chosen_sequence_must_be_completed() {
    let g = game::<Russian>("W:Wc3,h2:Bd4,d6,g3");
    assert!(g.parse_move("c3:e5").is_err());
}

#[test]
fn a_man_crowned_during_a_capture_goes_on_as_a_king() {
    // b6:d8 crowns on d8; as a flying king it goes on over f6 to g5 or h4.
    assert_eq!(moves::<Russian>("W:Wb6:Bc7,f6"), ["b6:g5", "b6:h4"]);
    let mut g = game::<Russian>("W:Wb6:Bc7,f6");
    play(&mut g, "b6:d8:h4");
    assert_eq!(kind_on(&g, "h4"), Some(PieceKind::King));
}

#[test]
fn turkish_strike_captured_pieces_stay_until_the_move_ends() {
    // Having taken b2, the king on a1 cannot come back over b2 to take e5.
    assert_eq!(
        moves::<Russian>("W:WKc3:BKb2,Ke5"),
        ["c3:a1", "c3:f6", "c3:g7", "c3:h8"]
    );
}

#[test]
fn a_king_that_can_go_on_capturing_must_land_where_it_can() {
    // Over c3 the king could land on d4, e5, f6, g7 or h8, but only from e5 does it go on
    // (over f4): it must land there.
    assert_eq!(moves::<Russian>("W:WKa1:Bc3,f4"), ["a1:g3", "a1:h2"]);
    let g = game::<Russian>("W:WKa1:Bc3,f4");
    assert!(g.parse_move("a1:f6").is_err());
}

#[test]
fn a_player_who_cannot_move_loses() {
    let g = game::<Russian>("W:Wa1:Bb2,c3");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
}

#[test]
fn fifteen_moves_each_with_only_kings_and_no_capture_is_a_draw() {
    let pos = Russian::parse_fen("W:WKa1,Kc1:BKh8,Kf8").unwrap();
    let at = |quiet_plies| DrawCounters {
        quiet_plies,
        material_plies: quiet_plies,
    };
    assert!(Russian::draw_by_rule(&pos, &at(29)).is_none());
    assert_eq!(
        Russian::draw_by_rule(&pos, &at(30)),
        Some(omnidraughts::Code::KingMoves15)
    );
}

#[test]
fn three_kings_against_a_lone_king_not_winning_in_fifteen_moves_is_a_draw() {
    let at = |material_plies| DrawCounters {
        quiet_plies: 0,
        material_plies,
    };
    let pos = Russian::parse_fen("W:WKa1,Kc1,Ke1:BKh8").unwrap();
    assert!(Russian::draw_by_rule(&pos, &at(29)).is_none());
    assert_eq!(
        Russian::draw_by_rule(&pos, &at(30)),
        Some(omnidraughts::Code::ThreeKings15)
    );
    // Two kings against one: not this rule.
    let pos = Russian::parse_fen("W:WKa1,Kc1:BKh8").unwrap();
    assert!(Russian::draw_by_rule(&pos, &at(29)).is_none());
}

#[test]
fn threefold_repetition_is_a_draw() {
    threefold::<Russian>("W:WKa1:BKh2", &["a1-b2", "h2-g1", "b2-a1", "g1-h2"]);
}

#[test]
fn the_view_of_a_move_says_where_the_man_was_crowned() {
    use omnidraughts::AnyGame;
    let g = game::<Russian>("W:Wb6:Bc7,f6");
    let views = AnyGame::legal(&g);
    assert!(views
        .iter()
        .all(|v| v.crowned_at == Some(1) && v.path[1] == "d8"));
    let g = game::<Russian>("W:Wc7:Bh2");
    assert_eq!(AnyGame::legal(&g)[0].crowned_at, Some(1));
}
