//! The computer opponent: hashing, search results, levels, and the `bestmove` contract.
use super::common;

use common::{game, last_line, run, stdout};
use omnidraughts::eval::Evaluate;
use omnidraughts::search::{Limits, Rng, Searcher, LEVELS, WIN_FOUND};
use omnidraughts::{
    variant, zobrist, Cheskers, CoastToCoast, Coronet, English, Game, International, Italian,
    Polish, Rules, Russian, StackEm,
};

/// Random games of `R`: calls `f` with every position reached and the move about to be
/// played from it.
fn random_games<R: Rules>(
    games: usize,
    seed: u64,
    mut f: impl FnMut(&R::Position, &omnidraughts::Move),
) {
    let mut rng = Rng::new(seed);
    for _ in 0..games {
        let mut pos = R::start();
        let mut list = omnidraughts::MoveList::new();
        for _ in 0..300 {
            if R::decided(&pos).is_some() {
                break;
            }
            R::generate(&pos, &mut list);
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            f(&pos, &mv);
            pos = R::play(&pos, &mv);
        }
    }
}

fn incremental_hash_is_the_hash<R: Rules>() {
    let mut positions = 0;
    let mut seen = std::collections::HashMap::new();
    random_games::<R>(60, 7, |pos, mv| {
        let next = R::play(pos, mv);
        let h = zobrist::hash::<R>(pos);
        assert_eq!(
            zobrist::update::<R>(pos, h, mv, &next),
            zobrist::hash::<R>(&next),
            "{}: after {:?} from {}",
            R::INFO.id,
            mv,
            R::write_fen(pos)
        );
        // Different positions, different hashes (no collision in these few thousand).
        if let Some(other) = seen.insert(h, *pos) {
            assert_eq!(other, *pos, "{}: two positions share a hash", R::INFO.id);
        }
        positions += 1;
    });
    assert!(positions > 1000, "{}: {positions} positions", R::INFO.id);
}

#[test]
fn the_hash_updated_move_by_move_equals_the_hash_from_scratch_in_every_game() {
    incremental_hash_is_the_hash::<English>();
    incremental_hash_is_the_hash::<International>();
    incremental_hash_is_the_hash::<Polish>();
    incremental_hash_is_the_hash::<Russian>();
    incremental_hash_is_the_hash::<Italian>();
    incremental_hash_is_the_hash::<Coronet>();
    incremental_hash_is_the_hash::<CoastToCoast>();
    incremental_hash_is_the_hash::<StackEm>();
    incremental_hash_is_the_hash::<Cheskers>();
}

#[test]
fn the_side_to_move_changes_the_hash() {
    let a = game::<English>("W:W21:B12");
    let b = game::<English>("B:W21:B12");
    assert_ne!(
        zobrist::hash::<English>(a.position()),
        zobrist::hash::<English>(b.position())
    );
}

/// Searches from positions of random games: the move is legal, the principal variation is a
/// legal line, and a shallow search sees what the static evaluation sees at least.
fn search_answers_legally<R: Evaluate>() {
    let mut searcher = Searcher::<R>::new(1 << 14);
    let mut n = 0;
    let mut rng = Rng::new(99);
    random_games::<R>(6, 3, |pos, _| {
        if rng.below(10) != 0 {
            return;
        }
        let g: Game<R> = Game::from_position(*pos);
        let r = g.search(&mut searcher, &Limits::depth(3), None);
        let legal = g.legal_moves().to_vec();
        let best = r.best.expect("a move");
        assert!(
            legal
                .iter()
                .any(|m| m.same_as(&best) && m.landings() == best.landings()),
            "{}: {:?} is not legal in {}",
            R::INFO.id,
            best,
            R::write_fen(pos)
        );
        let mut line = g.clone();
        for m in &r.pv {
            line.play(m).unwrap_or_else(|e| {
                panic!(
                    "{}: pv {:?} from {}: {e}",
                    R::INFO.id,
                    r.pv,
                    R::write_fen(pos)
                )
            });
        }
        // Iterations stop early only for a forced move or a result found.
        assert!(
            r.depth == 3 || legal.len() == 1 || r.score.abs() > WIN_FOUND,
            "{}: depth {} score {}",
            R::INFO.id,
            r.depth,
            r.score
        );
        n += 1;
    });
    assert!(n > 5, "{}: {n} searches", R::INFO.id);
}

#[test]
fn search_plays_legal_moves_and_lines_in_every_game() {
    search_answers_legally::<English>();
    search_answers_legally::<International>();
    search_answers_legally::<Polish>();
    search_answers_legally::<Russian>();
    search_answers_legally::<Italian>();
    search_answers_legally::<Coronet>();
    search_answers_legally::<CoastToCoast>();
    search_answers_legally::<StackEm>();
    search_answers_legally::<Cheskers>();
}

#[test]
fn a_winning_capture_is_taken_and_scored_as_a_win() {
    let g = game::<English>("W:W18:B14");
    let r = g.search(&mut Searcher::default(), &Limits::depth(4), None);
    assert_eq!(g.move_text(&r.best.unwrap()), "18x9");
    assert!(r.score > WIN_FOUND, "score {}", r.score);
}

#[test]
fn two_kings_against_one_are_a_win_the_search_finds() {
    // American checkers: White's lone king against two Black kings, White to move.
    let g = game::<English>("W:WK18:BK1,K3");
    let limits = Limits {
        nodes: Some(3_000_000),
        ..Limits::depth(60)
    };
    let r = g.search(&mut Searcher::default(), &limits, None);
    assert!(
        r.score < -WIN_FOUND,
        "White should see the loss: {}",
        r.score
    );
    // And Black, to move in the same placement, sees the win.
    let g = game::<English>("B:WK18:BK1,K3");
    let r = g.search(&mut Searcher::default(), &limits, None);
    assert!(r.score > WIN_FOUND, "Black should see the win: {}", r.score);
}

#[test]
fn a_promotion_beyond_the_horizon_shows_in_the_score() {
    // International: Black's man on 41 crowns next move, far from White's man on 16. One ply
    // deep, after White's move the search is at its horizon: Black's promotion is tried there
    // (a king is worth three men; standing pat, White would score about level).
    let g = game::<International>("W:W16:B41");
    let r = g.search(&mut Searcher::default(), &Limits::depth(1), None);
    assert!(r.score < -150, "score {}", r.score);
}

#[test]
fn a_material_edge_shows_in_the_score() {
    // Russian: White a king and three men against three men.
    let g = game::<Russian>("W:WKa1,c3,e3,g3:Bb6,d6,f6");
    let r = g.search(&mut Searcher::default(), &Limits::depth(4), None);
    assert!(r.score > 150, "score {}", r.score);
}

#[test]
fn the_node_limit_stops_the_search() {
    let g = Game::<International>::new();
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::depth(60)
    };
    let r = g.search(&mut Searcher::default(), &limits, None);
    assert!(r.nodes < 20_000 + 1024, "{} nodes", r.nodes);
    assert!(r.best.is_some());
    assert!(r.depth >= 2 && r.depth < 60, "depth {}", r.depth);
}

#[test]
fn the_time_limit_stops_the_search() {
    // Generous: the limit is 50 ms; a search that ignored it would run to depth 60.
    let g = Game::<Coronet>::new();
    let r = g.search(&mut Searcher::default(), &Limits::movetime(50.0), None);
    assert!(r.best.is_some());
    assert!(r.ms < 2000.0, "took {} ms", r.ms);
    assert!(r.depth < 60);
}

#[test]
fn a_finished_game_gives_no_move() {
    let mut g = game::<English>("W:W18:B14");
    common::play(&mut g, "18x9");
    assert!(g.outcome().is_some());
    let r = g.search(&mut Searcher::default(), &Limits::depth(3), None);
    assert!(r.best.is_none());
}

/// The moves a level plays in `games` games against itself from the start, with `seed`.
fn level_game<R: Evaluate>(level: usize, seed: u64, plies: usize) -> Vec<String> {
    let mut g = Game::<R>::new();
    let mut s = Searcher::<R>::new(1 << 14);
    let l = &LEVELS[level];
    let mut out = Vec::new();
    for i in 0..plies {
        if g.outcome().is_some() {
            break;
        }
        // Depth only: a level's time limit is far above what its depth takes, but the test
        // must not depend on the machine's speed.
        let limits = Limits::depth(l.depth);
        let r = g.search(&mut s, &limits, Some((l, seed + i as u64)));
        let mv = r.best.unwrap();
        out.push(g.play(&mv).unwrap());
    }
    out
}

#[test]
fn weak_levels_replay_the_same_game_from_the_same_seed_and_vary_with_it() {
    for level in 0..3 {
        let a = level_game::<English>(level, 5, 30);
        let b = level_game::<English>(level, 5, 30);
        assert_eq!(a, b, "level {}", level + 1);
        let others: Vec<Vec<String>> = (6..10)
            .map(|s| level_game::<English>(level, s, 30))
            .collect();
        assert!(
            others.iter().any(|o| *o != a),
            "level {} plays the same game whatever the seed",
            level + 1
        );
    }
}

#[test]
fn a_weak_level_strays_from_the_best_move_by_at_most_its_noise() {
    let mut rng = Rng::new(4);
    let mut strayed = 0;
    let mut checked = 0;
    random_games::<English>(20, 11, |pos, _| {
        if rng.below(8) != 0 {
            return;
        }
        let g: Game<English> = Game::from_position(*pos);
        if g.legal_moves().len() < 2 {
            return;
        }
        for (i, level) in LEVELS.iter().enumerate().take(3) {
            let limits = Limits::depth(level.depth);
            let best = g.search(&mut Searcher::new(1 << 12), &limits, None);
            let seed = rng.next_u64();
            let weak = g.search(&mut Searcher::new(1 << 12), &limits, Some((level, seed)));
            // The weak level's move, searched as deep, is within the noise of the best. The
            // two searches differ (every root move in a full window, or null windows after
            // the first, with other reductions and table entries), so their scores of the
            // same move may differ by a little: SLACK.
            const SLACK: i32 = 25;
            assert!(
                weak.score >= best.score - level.noise - SLACK,
                "level {}: {} against {} in {}",
                i + 1,
                weak.score,
                best.score,
                English::write_fen(pos)
            );
            if !weak.best.unwrap().same_as(&best.best.unwrap()) {
                strayed += 1;
            }
            checked += 1;
        }
    });
    assert!(checked > 30, "{checked} positions");
    assert!(strayed > 0, "the weak levels always played the best move");
}

#[test]
fn bestmove_prints_a_legal_move_in_every_game() {
    for v in variant::ALL {
        let o = run(&["bestmove", "--variant", v.id, "--movetime", "100"]);
        assert!(o.status.success(), "{}: {:?}", v.id, o);
        let mv = last_line(&o);
        let played = run(&["play", "--variant", v.id, &mv]);
        assert!(played.status.success(), "{}: {mv} is not legal", v.id);
        assert!(stdout(&o).starts_with("info depth "), "{}", stdout(&o));
    }
}

#[test]
fn bestmove_reads_a_fen_moves_a_level_and_a_depth() {
    let o = run(&[
        "bestmove",
        "--variant",
        "english",
        "--fen",
        "W:W18:B14",
        "--depth",
        "3",
    ]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "18x9");
    let o = run(&[
        "bestmove",
        "--variant",
        "english",
        "--level",
        "1",
        "--seed",
        "3",
        "11-15",
        "23-19",
    ]);
    assert!(o.status.success(), "{o:?}");
    let mv = last_line(&o);
    assert!(
        run(&["play", "--variant", "english", "11-15", "23-19", &mv])
            .status
            .success()
    );
}

#[test]
fn bestmove_refuses_bad_input_with_one_line() {
    for args in [
        &["bestmove", "--variant", "chess", "--movetime", "10"][..],
        &["bestmove", "--variant", "english", "--movetime", "soon"],
        &["bestmove", "--variant", "english", "--movetime", "-5"],
        &["bestmove", "--variant", "english", "--level", "9"],
        &["bestmove", "--variant", "english", "--fen", "X:nonsense"],
        &[
            "bestmove",
            "--variant",
            "english",
            "--fen",
            "W:W18:B14",
            "18x9",
        ],
        &["bestmove", "--variant", "english", "11-16", "11-15"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("omnidraughts: "), "{err}");
    }
}

/// The evaluation of a FEN, for the side to move.
fn eval<R: Evaluate>(fen: &str) -> i32 {
    R::evaluate(&R::parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

#[test]
fn every_start_position_is_about_level() {
    fn level<R: Evaluate>() {
        let e = R::evaluate(&R::start());
        assert!(e.abs() <= 10, "{}: {e}", R::INFO.id);
    }
    level::<English>();
    level::<International>();
    level::<Polish>();
    level::<Russian>();
    level::<Italian>();
    level::<Coronet>();
    level::<CoastToCoast>();
    level::<StackEm>();
    level::<Cheskers>();
}

#[test]
fn the_evaluation_is_for_the_side_to_move_and_counts_kings_above_men() {
    let w = eval::<English>("W:WK18,22:B5,9");
    assert!(w > 0, "{w}");
    assert_eq!(eval::<English>("B:WK18,22:B5,9"), -w);
    // The same man as a king is worth more.
    let man = eval::<English>("W:W18,22:B5,9");
    assert!(w > man, "king {w}, man {man}");
    // A flying king is worth more than a short one, against the same men.
    let short = eval::<English>("W:WK18:B5");
    let flying = eval::<Russian>("W:WKd4:Ba7");
    assert!(flying > short + 50, "Russian {flying}, American {short}");
}

#[test]
fn coast_to_coast_counts_the_race() {
    // Black (to move) has one man near Red's home; Red one far from Black's home.
    let ahead = eval::<CoastToCoast>("B:Bg7:Rh6");
    let behind = eval::<CoastToCoast>("B:Bb2:Rb1");
    assert!(ahead > behind + 50, "{ahead} / {behind}");
    // A king on its way home has less to go than a man still travelling out.
    assert!(eval::<CoastToCoast>("B:BKb2:Rg7") > eval::<CoastToCoast>("B:Bb2:Rg7"));
}

#[test]
fn stackem_values_the_checkers_held_in_stacks() {
    // Red controls one stack in both; in the first it holds two Black prisoners.
    let holding = eval::<StackEm>("R:R14(bbr):B30");
    let plain = eval::<StackEm>("R:R14:B30");
    assert!(holding > plain + 40, "{holding} / {plain}");
    // Own checkers under the top keep the stack in the family.
    assert!(eval::<StackEm>("R:R14(rrr):B30") > holding);
}

#[test]
fn cheskers_watches_its_kings() {
    // White to move can take Black's last king with its bishop on a1: nearly won.
    let attack = eval::<Cheskers>("W:WBa1,Kc1,Ke1:BKg7,b8");
    assert!(attack > 1000, "{attack}");
    // A side down to one king is worse off than with two, though a bishop is worth a little
    // more than a king elsewhere.
    let one = eval::<Cheskers>("W:WKc1,Be3:BKd8,Kf8,h6");
    let two = eval::<Cheskers>("W:WKc1,Ke3:BKd8,Kf8,h6");
    assert!(two > one + 50, "{two} / {one}");
}

#[test]
fn a_pass_is_searched_like_any_move() {
    // Coast-to-Coast: Black's man on h1 is walled in and must pass; Red must not (Red's men
    // move away and free it), so passes are met inside the tree too.
    let g = game::<CoastToCoast>("B:Bh1:Rh2,g2,h3,f3");
    let r = g.search(&mut Searcher::default(), &Limits::depth(6), None);
    assert!(r.best.unwrap().is_pass());
    let o = run(&[
        "bestmove",
        "--variant",
        "coast-to-coast",
        "--fen",
        "R:Bh1:Rh2,g2,h3,f3",
        "--depth",
        "6",
    ]);
    assert!(o.status.success(), "{o:?}");
}

/// Contempt (`Limits::contempt`): a draw scores that much less than nothing for the side to
/// move at the root, whichever colour it is, and so the computer plays on where it can at
/// no greater cost; without contempt a draw is a draw.
#[test]
fn contempt_makes_a_draw_worth_less_to_the_side_to_move() {
    // the 40-move rule falls due with the next move of a king (79 plies without a man moved)
    let counters = omnidraughts::DrawCounters {
        quiet_plies: 79,
        material_plies: 79,
    };
    for fen in ["W:WK1:BK32", "B:WK1:BK32"] {
        let pos = English::parse_fen(fen).unwrap();
        for (contempt, score) in [(0, 0), (30, -30)] {
            let limits = Limits {
                contempt,
                ..Limits::depth(4)
            };
            let r = Searcher::<English>::default().search(&pos, &[], counters, &limits);
            assert_eq!(r.score, score, "{fen}, contempt {contempt}");
        }
    }
    // a man move resets the count: with contempt, White plays it rather than draw at once
    // (kings far apart, men that cannot be reached in the depth searched)
    let pos = English::parse_fen("W:WK32,29:BK1,4").unwrap();
    let mut searcher = Searcher::<English>::default();
    for depth in 1..=6 {
        let limits = Limits {
            contempt: 30,
            ..Limits::depth(depth)
        };
        let r = searcher.search(&pos, &[], counters, &limits);
        let best = r.best.unwrap();
        assert_eq!(
            English::write_fen(&English::play(&pos, &best)),
            "B:W25,K32:BK1,4",
            "depth {depth}: the man's move, not the king's draw (score {})",
            r.score
        );
        assert!(r.score > -30, "depth {depth}: {}", r.score);
    }
}
