//! One test per rule clause of Coast-to-Coast (RULES.md section 7), per interpretation
//! marked there or made in `crate/src/games/coast.rs`, and per clause "common to all nine" that
//! applies. Squares are algebraic on all 64 squares; Black (B, moves first) has its home on
//! a1, Red (R) on h8. A spare piece on a8 keeps a side from being "all borne off".

use super::common;

use omnidraughts::{CoastToCoast, Color, FenError, Game, PieceKind, Rules, Shape};

type C = CoastToCoast;

fn game(fen: &str) -> Game<C> {
    common::game::<C>(fen)
}

fn moves(fen: &str) -> Vec<String> {
    common::moves::<C>(fen)
}

fn play(g: &mut Game<C>, text: &str) {
    common::play::<C>(g, text)
}

fn kind_on(g: &Game<C>, sq: &str) -> Option<PieceKind> {
    common::kind_on::<C>(g, sq)
}

fn color_on(g: &Game<C>, sq: &str) -> Option<Color> {
    let s = g.parse_square(sq).expect("a square");
    C::piece_at(g.position(), s).map(|p| p.color)
}

/// The legal moves of the piece on `from`, as sorted text.
fn moves_of(fen: &str, from: &str) -> Vec<String> {
    moves(fen)
        .into_iter()
        .filter(|m| m.split('-').next() == Some(from))
        .collect()
}

/// The full paths (origin and landings) of the legal moves, sorted.
fn paths(fen: &str) -> Vec<String> {
    let g = game(fen);
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.path_text(m)).collect();
    v.sort();
    v
}

/// Why `from`-`to` is refused, in English ("" when it is legal).
fn explain(fen: &str, from: &str, to: &str) -> String {
    let g = game(fen);
    let why = g.explain(g.parse_square(from).unwrap(), g.parse_square(to).unwrap());
    why.map(|w| w.to_string()).unwrap_or_default()
}

// ---- The board, the sides, the start -------------------------------------------------

#[test]
fn all_64_squares_on_a_board_turned_diamond_wise() {
    let info = &C::INFO;
    assert_eq!(info.id, "coast-to-coast");
    assert_eq!(info.shape, Shape::Full8);
    assert!(
        info.diamond,
        "drawn with the home corners at the bottom and the top"
    );
    assert_eq!(info.geometry().count, 64);
    // Light and dark squares alike hold pieces: b1 and a2 are neighbours.
    let g = game("B:Bb1,a2,b2:Ra8");
    assert_eq!(kind_on(&g, "b1"), Some(PieceKind::Man));
    assert_eq!(kind_on(&g, "a2"), Some(PieceKind::Man));
    assert_eq!(
        moves_of("B:Bb1:Ra8", "b1"),
        ["b1-a2", "b1-b2", "b1-c1", "b1-c2"]
    );
}

#[test]
fn black_moves_first_with_twelve_pieces_each() {
    let g: Game<C> = Game::new();
    assert_eq!(g.turn(), Color::South);
    assert_eq!(C::INFO.first, Color::South);
    assert_eq!(C::INFO.color_names, ["Black", "Red"]);
    assert_eq!(C::INFO.color_letters, ['B', 'R']);
    let p = g.position();
    assert_eq!(p.pieces(Color::South).count_ones(), 12);
    assert_eq!(p.pieces(Color::North).count_ones(), 12);
    assert_eq!(p.kings, 0, "all start as pieces, crowns down");
    assert_eq!(C::borne_off(p), Some([0, 0]));
}

/// **Interpretation** (the diagram is lost): the three diagonals next to the home corner
/// (2 + 3 + 4 squares) and the middle three squares of the fourth; the home corner empty.
#[test]
fn start_position_fills_the_diagonals_next_to_each_home() {
    let g: Game<C> = Game::new();
    assert_eq!(
        C::write_fen(g.position()),
        "B:Bb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4:Rg5,h5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8"
    );
    let geo = C::INFO.geometry();
    for sq in 0..64u8 {
        let (f, r) = geo.coords(sq);
        let black = matches!(f + r, 1..=3) || (f + r == 4 && (1..=3).contains(&f));
        // Red's squares are Black's turned half a turn about the centre.
        let red = {
            let (f, r) = (7 - f, 7 - r);
            matches!(f + r, 1..=3) || (f + r == 4 && (1..=3).contains(&f))
        };
        let on = C::piece_at(g.position(), sq).map(|p| p.color);
        let want = match (black, red) {
            (true, false) => Some(Color::South),
            (false, true) => Some(Color::North),
            (false, false) => None,
            (true, true) => unreachable!(),
        };
        assert_eq!(on, want, "{}", g.square_name(sq));
    }
    assert_eq!(kind_on(&g, "a1"), None);
    assert_eq!(kind_on(&g, "h8"), None);
    // Black's 32 first moves, worked out by hand from the rules (and perft 1).
    assert_eq!(
        moves(&C::write_fen(g.position())),
        [
            "a2-c4", "a3-a5", "a3-c5", "a4-a5", "a4-b5", "a4-c4", "b1-d3", "b2-d4", "b3-b5",
            "b3-c4", "b3-d3", "b4-a5", "b4-b5", "b4-c4", "b4-c5", "c1-e1", "c1-e3", "c2-c4",
            "c2-d3", "c2-e2", "c3-a5", "c3-c4", "c3-d3", "c3-d4", "c3-e1", "d1-d3", "d1-e1",
            "d1-e2", "d2-d3", "d2-e1", "d2-e2", "d2-e3"
        ]
    );
}

// ---- Moving -----------------------------------------------------------------------------

#[test]
fn a_turn_moves_one_checker() {
    let mut g = game("B:Bd4,e2:Ra8");
    play(&mut g, "d4-d5");
    assert_eq!(kind_on(&g, "d5"), Some(PieceKind::Man));
    assert_eq!(kind_on(&g, "e2"), Some(PieceKind::Man), "the other stays");
    assert_eq!(g.turn(), Color::North);
}

#[test]
fn black_steps_forward_sideways_or_diagonally_towards_reds_home() {
    // North, north-east, east, and sideways north-west / south-east: five directions.
    assert_eq!(
        moves_of("B:Bd4:Ra8", "d4"),
        ["d4-c5", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]
    );
}

#[test]
fn red_steps_mirrored() {
    // South, south-west, west, and sideways south-east / north-west.
    assert_eq!(
        moves_of("R:Bh1:Re5", "e5"),
        ["e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-f4"]
    );
}

#[test]
fn pieces_never_move_towards_their_own_home() {
    let fen = "B:Bd4:Ra8";
    for to in ["c3", "c4", "d3"] {
        assert!(
            game(fen).parse_move(&format!("d4-{to}")).is_err(),
            "d4-{to}"
        );
        assert_eq!(
            explain(fen, "d4", to),
            "pieces cannot move towards their own home; only Kings move in all eight directions"
        );
    }
    // Red: not north, east or north-east.
    for to in ["e6", "f5", "f6"] {
        assert!(game("R:Bh1:Re5").parse_move(&format!("e5-{to}")).is_err());
    }
}

#[test]
fn a_step_goes_to_an_empty_neighbour() {
    // d5 and e4 are taken: no step there (jumps over them instead).
    let m = moves_of("B:Bd4,d5:Re4,a8", "d4");
    assert!(!m.contains(&"d4-d5".to_string()) && !m.contains(&"d4-e4".to_string()));
    assert_eq!(explain("B:Bd4,d5:Re4,a8", "d4", "d5"), "d5 is occupied");
}

#[test]
fn jumps_go_over_a_piece_of_either_colour_and_take_nothing() {
    // Over Black's own d5 to d6, over Red's e4 to f4.
    let fen = "B:Bd4,d5:Re4,a8";
    assert_eq!(
        moves_of(fen, "d4"),
        ["d4-c5", "d4-d6", "d4-e3", "d4-e5", "d4-f4"]
    );
    let mut g = game(fen);
    let m = g.parse_move("d4-f4").unwrap();
    assert!(m.captures().is_empty(), "nothing is taken");
    assert_eq!(m.captured, 0);
    play(&mut g, "d4-f4");
    assert_eq!(
        color_on(&g, "e4"),
        Some(Color::North),
        "the jumped piece stays"
    );
    assert_eq!(color_on(&g, "d5"), Some(Color::South));
    assert_eq!(g.position().occupied().count_ones(), 4);
}

#[test]
fn jumps_go_only_in_the_directions_a_piece_steps() {
    // Surrounded on all eight sides with every square beyond empty: Black jumps north,
    // north-east, east, north-west and south-east only.
    assert_eq!(
        moves_of("B:Bd4:Rd3,c4,c3,d5,e5,e4,c5,e3,a8", "d4"),
        ["d4-b6", "d4-d6", "d4-f2", "d4-f4", "d4-f6"]
    );
    assert_eq!(
        explain("B:Bd4:Rd3,c4,c3,d5,e5,e4,c5,e3,a8", "d4", "b2"),
        "pieces cannot move towards their own home; only Kings move in all eight directions"
    );
}

#[test]
fn a_jump_needs_an_adjacent_piece_and_an_empty_square_beyond() {
    assert!(!moves_of("B:Bd4:Ra8", "d4").contains(&"d4-d6".to_string()));
    assert_eq!(
        explain("B:Bd4:Ra8", "d4", "d6"),
        "a jump needs a piece (of either colour) on d5, the square jumped over"
    );
    // d6 taken: no landing.
    assert!(!moves_of("B:Bd4,d6:Rd5,a8", "d4").contains(&"d4-d6".to_string()));
}

#[test]
fn several_jumps_in_one_turn() {
    let g = game("B:Bb2:Rb3,b5,a8");
    let m = g.parse_move("b2-b6").unwrap();
    assert_eq!(g.path_text(&m), "b2-b4-b6");
    assert!(m.captures().is_empty());
}

/// **Interpretation**: jumping is optional jump by jump — a series may stop after any jump.
#[test]
fn jumping_is_optional_and_a_series_may_stop_after_any_jump() {
    assert_eq!(
        moves_of("B:Bb2:Rb3,b5,a8", "b2"),
        ["b2-a3", "b2-b4", "b2-b6", "b2-c1", "b2-c2", "b2-c3"]
    );
}

#[test]
fn a_step_and_jumps_are_never_combined() {
    // c3 may step to d3 or jump over d4 to e5, but not step to d3 and then jump over d4.
    let fen = "B:Bc3:Rd4,a8";
    assert_eq!(
        moves_of(fen, "c3"),
        ["c3-b4", "c3-c4", "c3-d2", "c3-d3", "c3-e5"]
    );
    assert!(game(fen).parse_move("c3-d3-d5").is_err());
    assert!(explain(fen, "c3", "d5").contains("a step and jumps are never combined"));
}

/// **Interpretation**: a series of jumps never lands twice on the same square, its start
/// included; that ends every series (a ring of pieces cannot be circled forever).
#[test]
fn a_series_never_lands_twice_on_a_square() {
    // A King inside a ring: c3-e3-e5-c5-c3 would return to its start.
    let fen = "B:BKc3:Rd3,e4,d5,c4,a8";
    assert_eq!(
        moves_of(fen, "c3"),
        ["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c5", "c3-d2", "c3-d4", "c3-e3", "c3-e5"]
    );
    let g = game(fen);
    assert!(g.legal_moves().iter().all(|m| m.from != m.to()));
    for m in g.legal_moves() {
        let mut seen = 1u64 << m.from;
        for &l in m.landings() {
            assert_eq!(seen & (1u64 << l), 0, "{}", g.path_text(m));
            seen |= 1u64 << l;
        }
    }
}

/// **Interpretation**: one move per origin, destination and crowning; it keeps a shortest
/// route (nothing is captured, so every route leaves the same position).
#[test]
fn routes_to_the_same_square_are_one_move() {
    // b2-b4-d4 (over b3, c4) and b2-d2-d4 (over c2, d3) both end on d4.
    let fen = "B:Bb2:Rb3,c4,c2,d3,a8";
    assert_eq!(
        moves_of(fen, "b2"),
        ["b2-a3", "b2-b4", "b2-c1", "b2-c3", "b2-d2", "b2-d4"]
    );
    let g = game(fen);
    let to_d4: Vec<_> = g
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| g.square_name(m.to()) == "d4")
        .collect();
    assert_eq!(to_d4.len(), 1);
    assert_eq!(to_d4[0].len(), 2, "a shortest route");
    assert!(to_d4[0].captures().is_empty());
    // Either route, written in full, reads as that one move; a route that is not legal
    // (two steps) does not.
    for route in ["b2-b4-d4", "b2-d2-d4", "b2xb4xd4", "b2-d4"] {
        let m = g
            .parse_move(route)
            .unwrap_or_else(|e| panic!("{route}: {e}"));
        assert!(m.same_as(&to_d4[0]), "{route}");
    }
    let e = g.parse_move("b2-c3-d4").unwrap_err().to_string();
    assert_eq!(e, "illegal move b2-c3-d4: not a legal route from b2 to d4");
    // The shortest route when there is a shorter one: over c3 straight to d4.
    let g = game("B:Bb2:Rb3,c4,c2,d3,c3,a8");
    let m = g.parse_move("b2-d4").unwrap();
    assert_eq!(g.path_text(&m), "b2-d4");
}

// ---- Crowning -----------------------------------------------------------------------------

#[test]
fn a_piece_reaching_the_opponents_home_is_crowned_and_moves_off_at_once() {
    // g7 steps to h8 and makes its free move as a King: to g8, h7, or back to g7.
    let fen = "B:Bg7:Ra5";
    assert_eq!(
        paths(fen),
        ["g7-f8", "g7-g8", "g7-h6", "g7-h7", "g7-h8-g7", "g7-h8-g8", "g7-h8-h7"]
    );
    let mut g = game(fen);
    play(&mut g, "g7-h8-h7");
    assert_eq!(kind_on(&g, "h7"), Some(PieceKind::King));
    assert_eq!(kind_on(&g, "h8"), None);
    assert_eq!(
        g.turn(),
        Color::North,
        "the free move is part of the same turn"
    );
    // Red crowns on a1.
    let mut g = game("R:Bd5:Rb2");
    play(&mut g, "b2-a1-b1");
    assert_eq!(kind_on(&g, "b1"), Some(PieceKind::King));
    assert_eq!(color_on(&g, "b1"), Some(Color::North));
}

#[test]
fn homes_are_empty_at_the_end_of_every_turn() {
    let fen = "B:Bg7:Ra5";
    let g = game(fen);
    assert!(g.legal_moves().iter().all(|m| {
        let to = g.square_name(m.to());
        to != "h8" && to != "a1"
    }));
    assert!(g.parse_move("g7-h8").is_err());
    assert_eq!(
        explain(fen, "g7", "h8"),
        "homes must be empty at the end of every turn: a piece that reaches h8 is crowned and \
         at once makes its free move off it; choose where the new King goes"
    );
}

/// **Interpretation**: a jump that lands on the opponent's home ends the series there; the
/// free move that follows is any King move, a step or a new series of jumps in all eight
/// directions, and it may cross squares the man has just left.
#[test]
fn a_jump_onto_the_home_crowns_and_the_free_move_may_be_jumps() {
    // f6 jumps g7 onto h8. Free move: step to g8; jump h7 to h6, on over g5 to f4 or over g7
    // to f8; jump g7 back to f6, on over g5 to h4.
    let fen = "B:Bf6:Rg7,h7,g5,a8";
    assert_eq!(
        paths(fen),
        [
            "f6-e7",
            "f6-f7",
            "f6-g6",
            "f6-h4",
            "f6-h8-f6",
            "f6-h8-f6-h4",
            "f6-h8-g8",
            "f6-h8-h6",
            "f6-h8-h6-f4",
            "f6-h8-h6-f8",
        ]
    );
    let mut g = game(fen);
    play(&mut g, "f6-h8-f4");
    assert_eq!(kind_on(&g, "f4"), Some(PieceKind::King));
    assert_eq!(g.position().occupied().count_ones(), 5, "nothing taken");
}

/// **Interpretation**: the free move may go straight back where the man came from, so an
/// arriving man always has a free move; an arrival without one would be illegal.
#[test]
fn the_free_move_may_return_where_the_man_came_from() {
    // Everything around h8 is blocked but the square g7 has just left.
    let fen = "B:Bg7:Rg8,h7,f8,f6,h6,e8,e6";
    assert_eq!(moves(fen), ["g7-h8-g7"]);
    let mut g = game(fen);
    play(&mut g, "g7-h8-g7");
    assert_eq!(
        kind_on(&g, "g7"),
        Some(PieceKind::King),
        "crowned where it stood"
    );
}

#[test]
fn crowned_and_uncrowned_moves_to_the_same_square_are_two_moves() {
    // f6-h4 jumps g5; f6-h8-f6-h4 crowns on the way. Both are written in full.
    let g = game("B:Bf6:Rg7,h7,g5,a8");
    let texts: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| g.square_name(m.to()) == "h4")
        .map(|m| g.move_text(m))
        .collect();
    assert_eq!(texts.len(), 2);
    assert!(texts.contains(&"f6-h4".to_string()));
    assert!(texts.contains(&"f6-h8-f6-h4".to_string()));
    assert_eq!(g.parse_move("f6-h4").unwrap().promotion, None);
    assert_eq!(
        g.parse_move("f6-h8-f6-h4").unwrap().promotion,
        Some(PieceKind::King)
    );
    // The short form naming the home reads the crowning move.
    assert_eq!(
        g.parse_move("f6-h8-h4").unwrap().promotion,
        Some(PieceKind::King)
    );
    // Every route of a crowning move is that move: to h8 over e7 and g8, or over e6 and g7;
    // back to d6 the one way or the other. A route that is no route is refused.
    let g = game("B:Bd6:Re7,g8,e6,g7,a8");
    let kept = g.parse_move("d6-h8-d6").unwrap();
    assert_eq!(kept.promotion, Some(PieceKind::King));
    for route in [
        "d6-f8-h8-f8-d6",
        "d6-f8-h8-f6-d6",
        "d6-f6-h8-f8-d6",
        "d6-f6-h8-f6-d6",
    ] {
        let m = g
            .parse_move(route)
            .unwrap_or_else(|e| panic!("{route}: {e}"));
        assert!(m.same_as(&kept), "{route}");
    }
    assert!(g.parse_move("d6-h7-d6").is_err());
}

// ---- Kings --------------------------------------------------------------------------------

#[test]
fn kings_move_in_all_eight_directions() {
    assert_eq!(
        moves_of("B:BKd4:Ra8", "d4"),
        ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]
    );
    assert_eq!(
        moves_of("R:Ba5:RKe5", "e5"),
        ["e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5", "e5-f6"]
    );
}

#[test]
fn kings_jump_in_all_eight_directions() {
    assert_eq!(
        moves_of("B:BKd4:Rd3,c4,c3,d5,e5,e4,c5,e3,a8", "d4"),
        ["d4-b2", "d4-b4", "d4-b6", "d4-d2", "d4-d6", "d4-f2", "d4-f4", "d4-f6"]
    );
}

#[test]
fn a_piece_cannot_go_to_its_own_home() {
    // A man never moves towards a1; a1 is for Kings.
    assert!(!moves("B:Bb2:Ra8").iter().any(|m| m.ends_with("a1")));
    assert_eq!(
        explain("B:Bb2:Ra8", "b2", "a1"),
        "only Kings go home: a piece must first be crowned on h8, Red's home"
    );
}

#[test]
fn a_king_reaching_its_own_home_is_borne_off() {
    let fen = "B:BKb2,c5:Ra8";
    let mut g = game(fen);
    assert_eq!(C::borne_off(g.position()), Some([10, 11]));
    play(&mut g, "b2-a1");
    assert_eq!(kind_on(&g, "a1"), None, "taken off the board");
    assert_eq!(kind_on(&g, "b2"), None);
    assert_eq!(C::borne_off(g.position()), Some([11, 11]));
    // By a jump.
    let mut g = game("B:BKc3,c5:Rb2,a8");
    play(&mut g, "c3-a1");
    assert_eq!(C::borne_off(g.position()), Some([11, 10]));
    assert_eq!(
        color_on(&g, "b2"),
        Some(Color::North),
        "the jumped piece stays"
    );
    // Red bears off on h8.
    let mut g = game("R:Ba5:RKg7,a8");
    play(&mut g, "g7-h8");
    assert_eq!(C::borne_off(g.position()), Some([11, 11]));
}

/// A King that lands on its own home in the middle of a series is borne off there: the
/// series ends.
#[test]
fn a_king_is_borne_off_as_soon_as_it_lands_home() {
    // c1 jumps b1 onto a1; a1-a3 over a2 would go on, but the King is already off.
    let fen = "B:BKc1,h1:Rb1,a2,a8";
    assert_eq!(
        moves_of(fen, "c1"),
        ["c1-a1", "c1-b2", "c1-c2", "c1-d1", "c1-d2"]
    );
}

/// **Interpretation**: a King's series may pass through the opponent's home but may not
/// end there; a King does not step onto it.
#[test]
fn a_king_may_jump_through_the_opponents_home_but_not_stop_there() {
    let fen = "B:BKf8,a5:Rg8,h7,a8";
    let g = game(fen);
    let m = g.parse_move("f8-h6").unwrap();
    assert_eq!(g.path_text(&m), "f8-h8-h6");
    assert_eq!(m.promotion, None, "already a King");
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| g.square_name(m.to()) != "h8"));
    // A King next to the opponent's home does not step onto it.
    assert!(!moves_of("B:BKg7,a5:Ra8", "g7").contains(&"g7-h8".to_string()));
    assert!(explain("B:BKg7,a5:Ra8", "g7", "h8").contains("not stop there"));
}

// ---- Winning, passing, drawing ----------------------------------------------------------

#[test]
fn the_first_to_bear_off_all_twelve_wins() {
    let mut g = game("B:BKb2:Re5,f6");
    assert!(g.outcome().is_none());
    play(&mut g, "b2-a1");
    let o = g.outcome().expect("over");
    assert_eq!(o.winner, Some(Color::South));
    assert_eq!(
        o.reason.to_string(),
        "Black wins: all twelve pieces borne off"
    );
    assert!(g.legal_moves().is_empty(), "Red does not move on");
    assert_eq!(C::borne_off(g.position()), Some([12, 10]));
    let (winner, why) = C::decided(g.position()).unwrap();
    assert_eq!(winner, Some(Color::South));
    assert_eq!(why.code, omnidraughts::Code::BorneOff);
    // Red too.
    let mut g = game("R:Bd4:RKg7");
    play(&mut g, "g7-h8");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::North));
}

#[test]
fn borne_off_is_twelve_less_the_pieces_on_the_board() {
    assert_eq!(
        C::borne_off(&C::parse_fen("B:Bd4,e4,f4:Ra8,b8,c8,d8,e8").unwrap()),
        Some([9, 7])
    );
    assert_eq!(C::borne_off(&C::start()), Some([0, 0]));
}

/// **Interpretation**: a player with no legal move passes (the game goes on).
#[test]
fn a_player_with_no_legal_move_passes() {
    // h1 is walled in: h2 and g2 taken, h3 and f3 behind them taken.
    let fen = "B:Bh1:Rh2,g2,h3,f3";
    let mut g = game(fen);
    let legal = g.legal_moves().to_vec();
    assert_eq!(legal.len(), 1);
    assert!(legal[0].is_pass());
    assert_eq!(moves(fen), ["pass"]);
    assert!(g.outcome().is_none(), "not a loss");
    play(&mut g, "pass");
    assert_eq!(g.turn(), Color::North);
    assert_eq!(C::write_fen(g.position()), "R:Bh1:Rg2,h2,f3,h3");
    assert_eq!(g.history(), ["pass"]);
    // No pass while a move exists.
    assert!(game("B:Bd4:Ra8").parse_move("pass").is_err());
}

#[test]
fn threefold_repetition_is_a_draw() {
    // Red's King shuffles while Black must pass.
    common::threefold::<C>(
        "B:Bh1:Rh2,g2,h3,f3,Kc6",
        &["pass", "c6-c7", "pass", "c7-c6"],
    );
    // Two Kings shuffling.
    common::threefold::<C>("B:BKd4:RKe6", &["d4-d5", "e6-e7", "d5-d4", "e7-e6"]);
}

#[test]
fn players_may_agree_a_draw_or_resign() {
    let mut g: Game<C> = Game::new();
    g.offer_draw().unwrap();
    g.accept_draw().unwrap();
    assert_eq!(g.outcome().unwrap().winner, None);
    let mut g: Game<C> = Game::new();
    g.resign(Color::South).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::North));
    assert_eq!(o.reason.to_string(), "Red wins: Black resigned");
}

// ---- Notation -----------------------------------------------------------------------------

#[test]
fn fen_colours_b_and_r_kings_k_squares_algebraic() {
    let fen = "R:Bb1,Kd4:Rc5,Kg7";
    let p = C::parse_fen(fen).unwrap();
    assert_eq!(C::write_fen(&p), fen);
    assert_eq!(C::turn(&p), Color::North);
    // Either section order, spaces, a trailing '.'.
    assert_eq!(C::parse_fen(" R:Rc5, Kg7:Bb1,Kd4. ").unwrap(), p);
    // PDN ranges are for numbered squares only.
    assert!(matches!(
        C::parse_fen("B:Ba2-a4:Ra8"),
        Err(FenError::BadRange(_))
    ));
    assert!(matches!(
        C::parse_fen("W:Ba2:Ra8"),
        Err(FenError::BadTurn(_))
    ));
    assert!(matches!(
        C::parse_fen("B:Wa2:Ra8"),
        Err(FenError::BadSection(_))
    ));
    assert!(matches!(
        C::parse_fen("B:Ba2,i9:Ra8"),
        Err(FenError::BadSquare(_))
    ));
    assert!(matches!(
        C::parse_fen("B:B5:Ra8"),
        Err(FenError::BadSquare(_))
    ));
    let thirteen = "B:Ba2,a3,a4,a5,a6,a7,b2,b3,b4,b5,b6,b7,c2:Ra8";
    assert!(matches!(
        C::parse_fen(thirteen),
        Err(FenError::TooManyPieces('B', 13, 12))
    ));
}

#[test]
fn fen_refuses_a_piece_on_a_home() {
    for (fen, home) in [
        ("B:Ba1:Ra8", "a1"),
        ("B:Bd4:RKa1", "a1"),
        ("R:BKh8:Ra8", "h8"),
        ("R:Bd4:Rh8", "h8"),
    ] {
        let e = C::parse_fen(fen).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("{home} is a home square: homes are empty at the end of every turn"),
            "{fen}"
        );
    }
}

#[test]
fn move_text_steps_and_jumps_with_a_dash_crowning_through_the_home() {
    assert_eq!(C::INFO.capture_separator, '-');
    assert_eq!(C::INFO.gametype, "44");
    let g = game("B:Bf6:Rg7,h7,g5,a8");
    let text = |path: &str| {
        let m = g.parse_move(path).unwrap();
        g.move_text(&m)
    };
    assert_eq!(text("f6-e7"), "f6-e7");
    assert_eq!(
        text("f6-h8-h6-f8"),
        "f6-h8-f8",
        "names the home it crowns on"
    );
    assert_eq!(text("f6-h8-g8"), "f6-h8-g8");
    // Readers take the landing squares or only some of them, and 'x' or ':' as well.
    assert_eq!(text("f6xh8xf8"), "f6-h8-f8");
    assert_eq!(text("f6:h6:f8"), "f6-h8-f8");
    assert!(g.parse_move("f6-h8").is_err());
}

#[test]
fn pdn_of_a_game_with_a_crowning_and_passes_reads_back() {
    // Red's a8 is walled in by a7, b7 and the squares beyond them, a6 and c6.
    let fen = "B:Bg7,a7,b7,a6,c6:Ra8";
    let mut g = game(fen);
    play(&mut g, "g7-h8-g8");
    play(&mut g, "pass");
    play(&mut g, "g8-g7");
    play(&mut g, "pass");
    let pdn = g.pdn(&[]);
    assert!(pdn.contains("[GameType \"44\"]"), "{pdn}");
    assert!(pdn.contains("[FEN \"B:Ba6,c6,a7,b7,g7:Ra8\"]"), "{pdn}");
    assert!(pdn.contains("1. g7-h8-g8 pass 2. g8-g7 pass *"), "{pdn}");
    let games = omnidraughts::pdn::read_strict(&pdn).unwrap();
    assert_eq!(games[0].moves(), ["g7-h8-g8", "pass", "g8-g7", "pass"]);
    let mut again = game(games[0].tag("FEN").unwrap());
    for m in &games[0].moves() {
        play(&mut again, m);
    }
    assert_eq!(C::write_fen(again.position()), C::write_fen(g.position()));
}

#[test]
fn the_rules_text_states_every_interpretation() {
    let s = C::INFO.summary;
    for needle in [
        "Our reading of the lost set-up diagram",
        "three diagonal rows next to its home (2, 3 and 4 squares) and the middle three squares",
        "you may stop after any jump (our reading)",
        "may not land twice on the same square",
        "by a jump, which ends its jumping",
        "even back to where it came from (our reading)",
        "pass through the opponent's home but not stop there (our reading)",
        "passes (our reading)",
        "Homes are always empty at the end of a turn",
        "three times",
    ] {
        assert!(s.contains(needle), "{needle}");
    }
    assert_eq!(C::INFO.name, "Coast-to-Coast");
    assert_eq!(C::INFO.max_pieces, 12);
}
