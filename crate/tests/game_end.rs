//! How a game ends when two rules meet on one ply: a side that cannot move on its turn loses
//! (RULES.md's common clause), also where a move-count draw falls due on that very ply. Every
//! game with a move-count rule is tried (American 40 moves, International and Polish 25/16/5
//! moves, Russian 15 moves and three kings); the others have only threefold repetition, which
//! cannot meet a side without a move (a repeated position had moves the times before).
use omnidraughts::eval::Evaluate;
use omnidraughts::search::{Limits, Rng, Searcher, WIN};
use omnidraughts::{Code, DrawCounters, English, Game, International, Polish, Rules, Russian};

/// `fen` (the side to move has no move) with the counters at `counters`: the draw rule says a
/// draw falls due here, yet the side to move loses.
fn loses_though_drawn<R: Rules>(fen: &str, counters: DrawCounters, draw: Code) {
    let pos = R::parse_fen(fen).unwrap();
    assert_eq!(
        R::draw_by_rule(&pos, &counters),
        Some(draw),
        "{fen}: the draw rule falls due here"
    );
    let game = Game::<R>::from_position_counting(pos, counters);
    assert!(game.legal_moves().is_empty(), "{fen}: no move");
    let o = game.outcome().expect("the game is over");
    let loser = R::turn(&pos);
    assert_eq!(o.winner, Some(loser.other()), "{fen}: {}", o.reason);
    assert_eq!(o.reason.code, Code::CannotMove, "{fen}: {}", o.reason);
}

/// One ply before: `fen` with the counters one short, where `stalemate` leaves the other side
/// without a move on the ply the draw falls due. Played, the mover wins; and the search sees
/// the win in one ply instead of a draw.
fn the_last_move_wins<R: Evaluate>(fen: &str, counters: DrawCounters, stalemate: &str) {
    let mut game = Game::<R>::from_position_counting(R::parse_fen(fen).unwrap(), counters);
    let mover = R::turn(game.position());
    let mut searcher = Searcher::<R>::new(1 << 16);
    let report = game.search(&mut searcher, &Limits::depth(3), None);
    assert_eq!(
        report.score,
        WIN - 1,
        "{fen}: the search sees the win in one ply"
    );
    let mv = game.parse_move(stalemate).unwrap();
    game.play(&mv).unwrap();
    let o = game.outcome().expect("the game is over");
    assert_eq!(o.winner, Some(mover), "{fen} {stalemate}: {}", o.reason);
    // the draw rule falls due on this ply: without the loss it would have been a draw
    assert!(R::draw_by_rule(game.position(), &game.counters()).is_some());
}

fn counts(quiet_plies: u32, material_plies: u32) -> DrawCounters {
    DrawCounters {
        quiet_plies,
        material_plies,
    }
}

#[test]
fn american_forty_moves() {
    let draw = Code::FortyMoves;
    loses_though_drawn::<English>("B:WK22,K25,K26,K30:BK29", counts(80, 80), draw);
    the_last_move_wins::<English>("W:WK22,K21,K26,K30:BK29", counts(79, 79), "21-25");
}

#[test]
fn international_five_moves_and_twenty_five() {
    let five = Code::Ending5;
    loses_though_drawn::<International>("B:WK41,K37:BK46", counts(10, 10), five);
    the_last_move_wins::<International>("W:WK41,K32:BK46", counts(9, 9), "32-37");
    let quiet = Code::KingMoves25;
    loses_though_drawn::<International>("B:WK41,K37:BK46", counts(50, 0), quiet);
}

#[test]
fn polish_as_international() {
    let five = Code::Ending5;
    loses_though_drawn::<Polish>("B:WK41,K37:BK46", counts(10, 10), five);
    the_last_move_wins::<Polish>("W:WK41,K32:BK46", counts(9, 9), "32-37");
}

#[test]
fn russian_fifteen_moves_and_three_kings() {
    let kings = Code::ThreeKings15;
    loses_though_drawn::<Russian>("B:WKb2,Kc3,Kh2:BKa1", counts(0, 30), kings);
    the_last_move_wins::<Russian>("W:WKb2,Kd4,Kh2:BKa1", counts(0, 29), "d4-c3");
    let quiet = Code::KingMoves15;
    loses_though_drawn::<Russian>("B:WKb2,Kc3,Kh2:BKa1", counts(30, 0), quiet);
}

/// A game from `fen` that goes on `plies` plies without a capture and without ending, a man
/// crowned on the way when `promote` (random quiet moves, seeded, with backtracking).
fn quiet_walk<R: Rules>(fen: &str, plies: usize, promote: bool, seed: u64) -> Game<R> {
    fn walk<R: Rules>(
        g: &mut Game<R>,
        left: usize,
        promote: bool,
        rng: &mut Rng,
        budget: &mut u32,
    ) -> bool {
        if left == 0 {
            return !promote;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let moves = g.legal_moves().to_vec();
        let mut order: Vec<_> = moves.iter().filter(|m| !m.is_capture()).copied().collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for mv in order {
            g.play(&mv).unwrap();
            if g.outcome().is_none()
                && walk(g, left - 1, promote && mv.promotion.is_none(), rng, budget)
            {
                return true;
            }
            g.undo();
        }
        false
    }
    let mut g = Game::<R>::from_fen(fen).unwrap();
    let mut rng = Rng::new(seed);
    assert!(
        walk(&mut g, plies, promote, &mut rng, &mut 200_000),
        "{fen}: no quiet walk of {plies} plies"
    );
    g
}

/// After `walk` quiet plies with a man crowned on the way, one more quiet ply brings the
/// draw `reason`: the count ran from the start, through the promotion.
fn drawn_through_a_promotion<R: Rules>(fen: &str, walk: usize, seed: u64, reason: Code) {
    let mut g = quiet_walk::<R>(fen, walk, true, seed);
    assert_eq!(g.outcome(), None, "{fen}: still going after {walk} plies");
    let mv = g.legal_moves().iter().find(|m| !m.is_capture()).copied();
    g.play(&mv.expect("a quiet move")).unwrap();
    let o = g.outcome().expect("drawn now");
    assert_eq!(o.reason.code, reason, "{fen}");
}

#[test]
fn the_sixteen_move_count_goes_on_through_a_promotion() {
    // a king and two men against a lone king: the ending that the 16-move rule counts from
    // its start; a man crowned inside it (two kings and a man, three kings) changes nothing
    let rule = Code::Ending16;
    for seed in 1..=3 {
        drawn_through_a_promotion::<International>("W:WK46,6,16:BK50", 31, seed, rule);
        drawn_through_a_promotion::<Polish>("W:WK46,6,16:BK50", 31, seed, rule);
    }
}

#[test]
fn russian_three_kings_count_from_the_third_king_not_the_fourth() {
    let rule = Code::ThreeKings15;
    // three kings and a man: the ending is there; the man crowned (a fourth king) goes on with it
    for seed in 1..=3 {
        drawn_through_a_promotion::<Russian>("W:WKa1,Kc1,Ke1,g7:BKh4", 29, seed, rule);
    }
    // two kings and a man: the ending arises with the third king, and counts from there
    let g = quiet_walk::<Russian>("W:WKa1,Kc1,g7:BKh4", 1, true, 1);
    assert_eq!(
        g.counters().material_plies,
        0,
        "the promotion that made the third king starts the count"
    );
}
