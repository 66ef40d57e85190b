//! Random playouts of whole games, checking after every move the invariants each game has:
//! piece counts never grow, every piece stands on a square of the board, the FEN written
//! reads back to the same position, undo restores the exact position, and the game ends.

use omnidraughts::search::Rng;
use omnidraughts::{Cheskers, Color, Coronet, Game, Position, Rules};

struct Stats {
    games: usize,
    plies: usize,
    decided: usize,
    capped: usize,
}

/// Plays `games` random games of at most `cap` plies each.
fn playouts<R: Rules<Position = Position>>(games: usize, cap: usize, seed: u64) -> Stats {
    let g = R::INFO.geometry();
    let mut rng = Rng::new(seed);
    let mut st = Stats {
        games: 0,
        plies: 0,
        decided: 0,
        capped: 0,
    };
    for _ in 0..games {
        let mut game: Game<R> = Game::new();
        let mut counts = [
            game.position().pieces(Color::South).count_ones(),
            game.position().pieces(Color::North).count_ones(),
        ];
        let mut plies = 0;
        while game.outcome().is_none() {
            if plies == cap {
                st.capped += 1;
                break;
            }
            let legal = game.legal_moves().to_vec();
            let mv = legal[rng.below(legal.len())];
            let before = *game.position();
            game.play(&mv).unwrap();
            let pos = *game.position();
            // Pieces only on squares of the board, one kind each.
            assert_eq!(pos.occupied() & !g.mask, 0);
            assert_eq!(pos.by_color[0] & pos.by_color[1], 0);
            assert_eq!((pos.kings | pos.bishops | pos.camels) & !pos.occupied(), 0);
            assert_eq!(
                pos.kings & pos.bishops | pos.kings & pos.camels | pos.bishops & pos.camels,
                0
            );
            // Counts never grow; a capture removes exactly the pieces taken.
            let now = [
                pos.pieces(Color::South).count_ones(),
                pos.pieces(Color::North).count_ones(),
            ];
            let them = before.turn.other().idx();
            assert_eq!(now[before.turn.idx()], counts[before.turn.idx()]);
            assert_eq!(now[them], counts[them] - mv.captured.count_ones());
            counts = now;
            // FEN round trip, undo.
            assert_eq!(R::parse_fen(&R::write_fen(&pos)).unwrap(), pos);
            let mut back = game.clone();
            back.undo();
            assert_eq!(*back.position(), before);
            plies += 1;
        }
        if game.outcome().is_some() {
            st.decided += 1;
        }
        st.games += 1;
        st.plies += plies;
    }
    st
}

#[test]
fn coronet_random_games_keep_the_invariants() {
    let st = playouts::<Coronet>(3000, 1000, 0x0c0c_0c0c);
    eprintln!(
        "Coronet: {} games, {} plies, {} decided, {} reached the cap",
        st.games, st.plies, st.decided, st.capped
    );
    assert_eq!(st.games, 3000);
    assert_eq!(
        (st.decided, st.capped),
        (3000, 0),
        "every game ends within 1000 plies"
    );
}

#[test]
fn cheskers_random_games_keep_the_invariants() {
    let st = playouts::<Cheskers>(3000, 1000, 0xc4e5_5e75);
    eprintln!(
        "Cheskers: {} games, {} plies, {} decided, {} reached the cap",
        st.games, st.plies, st.decided, st.capped
    );
    assert_eq!(st.games, 3000);
    assert_eq!(
        (st.decided, st.capped),
        (3000, 0),
        "every game ends within 1000 plies"
    );
}
