//! One test per rule clause of International draughts (RULES.md section 2) and of Polish
//! checkers (section 4). Squares 1-50: 1-5 on b10..j10, 46 = a1, 50 = i1.

use super::common;
use common::*;
use omnidraughts::{Code, Color, DrawCounters, Game, International, PieceKind, Polish, Rules};

#[test]
fn white_moves_first_with_twenty_men_each() {
    let g: Game<International> = Game::new();
    assert_eq!(g.turn(), Color::South);
    assert_eq!(g.legal_moves().len(), 9);
    assert_eq!(
        International::write_fen(g.position()).matches(',').count(),
        38
    );
}

#[test]
fn men_capture_backward() {
    assert_eq!(moves::<International>("W:W28:B33"), ["28x39"]);
    // ...but step forward only.
    assert_eq!(moves::<International>("W:W28:B1"), ["28-22", "28-23"]);
}

#[test]
fn kings_fly() {
    assert_eq!(
        moves::<International>("W:WK46:B5"),
        ["46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"]
    );
}

#[test]
fn kings_capture_at_a_distance_and_land_on_any_free_square_beyond() {
    assert_eq!(
        moves::<International>("W:WK46:B28,1"),
        ["46x10", "46x14", "46x19", "46x23", "46x5"]
    );
}

#[test]
fn the_capture_taking_the_most_pieces_is_compulsory() {
    // 28x17x6 takes two, 39x30 one: only the two.
    assert_eq!(moves::<International>("W:W28,39:B22,11,34"), ["28x6"]);
    // Equal counts: free choice.
    assert_eq!(
        moves::<International>("W:W28,39:B22,34"),
        ["28x17", "39x30"]
    );
}

#[test]
fn a_king_counts_as_one_piece_for_the_majority() {
    // Two men outweigh one king.
    assert_eq!(moves::<International>("W:W28,39:B22,11,K34"), ["28x6"]);
    // One king and one man equal two men.
    assert_eq!(
        moves::<International>("W:W28,39:BK22,11,34,24"),
        ["28x6", "39x19"]
    );
}

#[test]
fn captured_pieces_stay_until_the_move_ends_and_cannot_be_jumped_twice() {
    // Having taken 17, the king cannot come back over its square to take 33.
    assert_eq!(
        moves::<International>("W:WK28:B17,33"),
        ["28x11", "28x39", "28x44", "28x50", "28x6"]
    );
}

#[test]
fn polish_removes_each_piece_at_once_which_changes_the_legal_moves() {
    // The same position in Polish: 17 is gone the moment it is jumped, so the king comes
    // back over its square and takes 33 too; the majority rule then demands both.
    let fen = "W:WK28:B17,33";
    let g = game::<Polish>(fen);
    let mut texts: Vec<String> = g.legal_moves().iter().map(|m| g.path_text(m)).collect();
    texts.sort();
    assert_eq!(
        texts,
        ["28x11x39", "28x11x44", "28x11x50", "28x39x11", "28x39x6"]
    );
    assert!(g.legal_moves().iter().all(|m| m.capture_count() == 2));
    assert!(Polish::immediate_removal() && !International::immediate_removal());
}

#[test]
fn polish_is_international_otherwise() {
    for fen in [
        "W:W31-50:B1-20",
        "W:W28,39:B22,11,34",
        "W:WK46:B28,1",
        "W:W13:B8,7",
    ] {
        assert_eq!(moves::<Polish>(fen), moves::<International>(fen), "{fen}");
    }
    assert_eq!(Polish::INFO.name, "Polish checkers");
    assert!(Polish::INFO
        .summary
        .contains("International rules, pieces removed at once"));
}

#[test]
fn a_man_passing_the_far_row_during_a_capture_is_not_crowned() {
    // 13x2x11: over 8 onto 2 (the far row), then over 7 onto 11: it ends as a man.
    assert_eq!(moves::<International>("W:W13:B8,7"), ["13x11"]);
    let mut g = game::<International>("W:W13:B8,7");
    play(&mut g, "13x11");
    assert_eq!(kind_on(&g, "11"), Some(PieceKind::Man));
    // Ending on the far row crowns.
    let mut g = game::<International>("W:W13:B8");
    play(&mut g, "13x2");
    assert_eq!(kind_on(&g, "2"), Some(PieceKind::King));
}

#[test]
fn a_player_who_cannot_move_loses() {
    let g = game::<International>("W:W46:B41,37");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
}

#[test]
fn twenty_five_king_moves_each_without_capture_is_a_draw() {
    let pos = International::parse_fen("W:WK46,K1:BK5,K50").unwrap();
    let at = |quiet_plies| DrawCounters {
        quiet_plies,
        material_plies: quiet_plies,
    };
    assert!(International::draw_by_rule(&pos, &at(49)).is_none());
    assert_eq!(
        International::draw_by_rule(&pos, &at(50)),
        Some(Code::KingMoves25)
    );
}

#[test]
fn sixteen_moves_with_three_pieces_against_a_lone_king() {
    let pos = International::parse_fen("W:WK46,K1,20:BK5").unwrap();
    let at = |material_plies| DrawCounters {
        quiet_plies: 0,
        material_plies,
    };
    assert!(International::draw_by_rule(&pos, &at(31)).is_none());
    assert_eq!(
        International::draw_by_rule(&pos, &at(32)),
        Some(Code::Ending16)
    );
    // Without a king among the three, the rule does not apply.
    let pos = International::parse_fen("W:W46,36,20:BK5").unwrap();
    assert!(International::draw_by_rule(&pos, &at(100)).is_none());
}

#[test]
fn five_moves_with_two_pieces_or_fewer_against_a_lone_king() {
    let at = |material_plies| DrawCounters {
        quiet_plies: 0,
        material_plies,
    };
    for fen in ["W:WK46,20:BK5", "W:WK46:BK5", "B:WK46,K1:BK5"] {
        let pos = International::parse_fen(fen).unwrap();
        assert!(International::draw_by_rule(&pos, &at(9)).is_none(), "{fen}");
        assert_eq!(
            International::draw_by_rule(&pos, &at(10)),
            Some(Code::Ending5),
            "{fen}"
        );
    }
}

#[test]
fn the_draw_counters_follow_the_moves() {
    let mut g = game::<International>("W:WK46,30:BK1,16");
    play(&mut g, "46-41");
    play(&mut g, "1-6");
    assert_eq!(g.counters().quiet_plies, 2);
    play(&mut g, "30-25");
    assert_eq!(g.counters().quiet_plies, 0);
    assert_eq!(g.counters().material_plies, 3);
}

#[test]
fn threefold_repetition_is_a_draw() {
    threefold::<International>("W:WK46:BK1", &["46-41", "1-6", "41-46", "6-1"]);
    threefold::<Polish>("W:WK46:BK1", &["46-41", "1-6", "41-46", "6-1"]);
}
