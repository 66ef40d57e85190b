//! One test per rule clause of Coronet (RULES.md section 6). Algebraic squares on all 64;
//! Gold (south) promotes on a8, Red (north) on h1.

use super::common;
use common::*;
use omnidraughts::{Color, Coronet, Game, PieceKind, Rules};

#[test]
fn the_start_position_has_21_pawns_each_and_gold_moves_first() {
    let g: Game<Coronet> = Game::new();
    assert_eq!(g.turn(), Color::South);
    let p = g.position();
    assert_eq!(p.pieces(Color::South).count_ones(), 21);
    assert_eq!(p.pieces(Color::North).count_ones(), 21);
    assert_eq!(g.legal_moves().len(), 23);
    assert_eq!(Coronet::INFO.color_names, ["Gold", "Red"]);
}

#[test]
fn pawns_step_in_their_three_forward_directions() {
    assert_eq!(moves::<Coronet>("G:Gd4:Ra8"), ["d4-c4", "d4-c5", "d4-d5"]);
    assert_eq!(moves::<Coronet>("R:Ga8:Rd4"), ["d4-d3", "d4-e3", "d4-e4"]);
}

#[test]
fn pawns_jump_in_all_eight_directions() {
    assert_eq!(moves::<Coronet>("G:Gd4:Re3"), ["d4xf2"]);
    assert_eq!(moves::<Coronet>("G:Gd4:Re4"), ["d4xf4"]);
    assert_eq!(moves::<Coronet>("G:Gd4:Rd3"), ["d4xd2"]);
}

#[test]
fn capture_is_compulsory_and_must_take_the_most_pieces() {
    // d4xd6xd8 takes two; g2xg4 one.
    assert_eq!(moves::<Coronet>("G:Gd4,g2:Rd5,d7,g3"), ["d4xd8"]);
    assert_eq!(moves::<Coronet>("G:Gd4,g2:Rd5,g3"), ["d4xd6", "g2xg4"]);
}

#[test]
fn captured_pieces_stay_until_the_end_and_are_not_jumped_twice() {
    // Having taken f2 the queen cannot come back over it to take f7.
    assert_eq!(moves::<Coronet>("G:GKf4:Rf2,f7"), ["f4xf1", "f4xf8"]);
}

#[test]
fn a_pawn_promotes_only_by_ending_its_move_on_the_coronation_square() {
    // Over b7 onto a8, then on over a7: the move ends on a6, a pawn.
    assert_eq!(moves::<Coronet>("G:Gc6:Rb7,a7"), ["c6xa6"]);
    let mut g = game::<Coronet>("G:Gc6:Rb7,a7");
    play(&mut g, "c6xa6");
    assert_eq!(kind_on(&g, "a6"), Some(PieceKind::Man));
    // Ending there crowns, by a capture or a step.
    let mut g = game::<Coronet>("G:Gc6:Rb7");
    play(&mut g, "c6xa8");
    assert_eq!(kind_on(&g, "a8"), Some(PieceKind::King));
    let mut g = game::<Coronet>("G:Gb7:Rd4");
    play(&mut g, "b7-a8");
    assert_eq!(kind_on(&g, "a8"), Some(PieceKind::King));
    // Red crowns on h1.
    let mut g = game::<Coronet>("R:Ga4:Rg2");
    play(&mut g, "g2-h1");
    assert_eq!(kind_on(&g, "h1"), Some(PieceKind::King));
}

#[test]
fn queens_slide_like_chess_queens() {
    assert_eq!(moves::<Coronet>("G:GKd4:Ra7").len(), 26);
}

#[test]
fn queens_capture_at_a_distance_landing_on_any_free_square_beyond() {
    assert_eq!(
        moves::<Coronet>("G:GKa1:Rc3"),
        ["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"]
    );
}

#[test]
fn queens_courtesy_refuses_ending_on_the_own_coronation_corner() {
    // Gold's own-side corner is h1: e1-h1 is refused while the queen has other moves.
    let g = game::<Coronet>("G:GKe1:Rb8");
    let texts = moves::<Coronet>("G:GKe1:Rb8");
    assert!(texts.contains(&"e1-g1".to_string()));
    assert!(!texts.contains(&"e1-h1".to_string()));
    let (e1, h1) = (g.parse_square("e1").unwrap(), g.parse_square("h1").unwrap());
    assert_eq!(
        g.explain(e1, h1).map(|w| w.code),
        Some(omnidraughts::Code::QueensCourtesy)
    );
    // Unless there is no alternative: the only capture lands on h1.
    assert_eq!(moves::<Coronet>("G:GKf3:Rg2"), ["f3xh1"]);
    // Red's own-side corner is a8.
    assert!(!moves::<Coronet>("R:Gh8:RKa5").contains(&"a5-a8".to_string()));
}

#[test]
fn a_player_who_cannot_move_loses() {
    let g = game::<Coronet>("G:Gh1:Rh2,h3,g1,f1,g2,f3");
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
}

#[test]
fn threefold_repetition_is_a_draw() {
    threefold::<Coronet>("G:GKd1:RKh5", &["d1-d2", "h5-g6", "d2-d1", "g6-h5"]);
}
