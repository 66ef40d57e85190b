//! The learned evaluation (`src/ai/patterns.rs`) and its tuner (`src/ai/tuning.rs`,
//! `examples/tune.rs`): symmetry, the build's weights, and a fit that converges the same way
//! from the same seed.

use omnidraughts::eval::Evaluate;
use omnidraughts::family::Draughts;
use omnidraughts::family_eval::{self, hand_terms, learned_features, learned_scalars, HAND_TERMS};
use omnidraughts::patterns::{self, CONTENTS, SCALARS};
use omnidraughts::search::Rng;
use omnidraughts::tuning::{self, Fit, Samples};
use omnidraughts::{pdn, Color, Game, Geometry, Position, Rules};
use omnidraughts::{Cheskers, Coronet, English, International, Italian, Polish, Russian};

/// `pos` turned half a turn with the colours swapped: the same position for the other side.
fn mirror(g: &Geometry, pos: &Position) -> Position {
    let turn = |bb: u64| {
        let mut out = 0u64;
        for sq in omnidraughts::geometry::bits(bb) {
            let (f, r) = g.coords(sq);
            out |= 1 << g.at(g.size - 1 - f, g.size - 1 - r).unwrap();
        }
        out
    };
    Position {
        by_color: [turn(pos.by_color[1]), turn(pos.by_color[0])],
        kings: turn(pos.kings),
        bishops: turn(pos.bishops),
        camels: turn(pos.camels),
        turn: pos.turn.other(),
    }
}

/// Positions of seeded random games.
fn positions<T: Draughts>(games: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = T::start();
        let mut list = omnidraughts::MoveList::new();
        for _ in 0..200 {
            T::generate(&pos, &mut list);
            if list.is_empty() || T::decided(&pos).is_some() {
                break;
            }
            out.push(pos);
            pos = T::play(&pos, &list[rng.below(list.len())]);
        }
    }
    out
}

// (The hand-set evaluation is read with `family_south`, not by turning the learned one off:
// `use_learned` is global, and the other tests of this binary search beside these.)
fn symmetric<T: Draughts>() {
    let g = T::FAMILY.geometry;
    for pos in positions::<T>(30, 11) {
        let m = mirror(g, &pos);
        assert_eq!(
            T::evaluate(&pos),
            T::evaluate(&m),
            "{}: {} and its mirror {}",
            T::INFO.id,
            T::write_fen(&pos),
            T::write_fen(&m)
        );
        assert_eq!(family_eval::south::<T>(&pos), -family_eval::south::<T>(&m));
        let hand = family_eval::family_south::<T>;
        assert_eq!(hand(&pos), -hand(&m), "{} (hand-set)", T::write_fen(&pos));
    }
}

#[test]
fn a_position_and_its_colour_flipped_mirror_score_opposite() {
    symmetric::<English>();
    symmetric::<International>();
    symmetric::<Polish>();
    symmetric::<Russian>();
    symmetric::<Italian>();
    symmetric::<Coronet>();
    symmetric::<Cheskers>();
}

/// The build's evaluation sums exactly the weights of the features the tuner sees.
fn features_are_what_the_evaluation_sums<T: Draughts>(learned: &patterns::Learned) {
    let p = learned.parsed().expect("the built-in weights");
    let nw = patterns::windows(T::FAMILY.geometry).len();
    assert_eq!(p.patterns.len(), nw * CONTENTS);
    for pos in positions::<T>(20, 5) {
        let (mut mid, mut end) = (0i64, 0i64);
        let (pieces, full) = learned_features::<T>(&pos, |f, c| {
            let w = if f < SCALARS {
                p.scalars[f]
            } else {
                p.patterns[f - SCALARS]
            };
            mid += (w[0] * c) as i64;
            end += (w[1] * c) as i64;
        });
        let want = ((mid * pieces as i64 + end * (full - pieces) as i64) / full as i64) as i32;
        let (s, pieces, full) = learned_scalars::<T>(&pos);
        assert_eq!(
            learned.south(&pos, &s, pieces, full),
            Some(want),
            "{}",
            T::write_fen(&pos)
        );
    }
}

/// The hand-set evaluation is the game's weights times the terms the tuner's `fit-hand` sees,
/// blended by phase where the game has endgame weights; the terms count what they say.
fn hand_terms_are_what_the_evaluation_sums<T: Draughts>() {
    let full = 2 * T::VARIANT.max_pieces as i32;
    for pos in positions::<T>(20, 7) {
        let t = hand_terms::<T>(&pos, &T::WEIGHTS, false);
        let weigh = |w: [i32; HAND_TERMS]| t.iter().zip(w).map(|(a, b)| a * b).sum::<i32>();
        let mid = weigh(T::WEIGHTS.terms());
        let pieces = pos.occupied().count_ones() as i32;
        let want = match T::WEIGHTS_END {
            None => mid,
            Some(end) => (mid * pieces + weigh(end.terms()) * (full - pieces)) / full,
        };
        let fen = T::write_fen(&pos);
        assert_eq!(family_eval::family_south::<T>(&pos), want, "{fen}");
        let count = |c: Color, b: u64| (b & pos.pieces(c)).count_ones() as i32;
        let men = |c: Color| pos.men(c).count_ones() as i32;
        assert_eq!(t[0], men(Color::South) - men(Color::North), "{fen}");
        assert_eq!(
            t[1],
            count(Color::South, pos.kings) - count(Color::North, pos.kings),
            "{fen}"
        );
        // every man is counted on one row
        assert_eq!(t[4..13].iter().sum::<i32>(), t[0], "{fen}");
    }
}

#[test]
fn the_hand_set_evaluation_sums_the_tuners_terms() {
    hand_terms_are_what_the_evaluation_sums::<English>();
    hand_terms_are_what_the_evaluation_sums::<International>();
    hand_terms_are_what_the_evaluation_sums::<Polish>();
    hand_terms_are_what_the_evaluation_sums::<Russian>();
    hand_terms_are_what_the_evaluation_sums::<Italian>();
    hand_terms_are_what_the_evaluation_sums::<Coronet>();
    hand_terms_are_what_the_evaluation_sums::<Cheskers>();
}

#[test]
fn the_learned_evaluation_sums_the_tuners_features() {
    features_are_what_the_evaluation_sums::<English>(English::LEARNED.unwrap());
    // International's and Polish's on the 10x10 board.
    features_are_what_the_evaluation_sums::<International>(&patterns::INTERNATIONAL);
    features_are_what_the_evaluation_sums::<Polish>(Polish::LEARNED.unwrap());
    // Russian's and Italian's.
    features_are_what_the_evaluation_sums::<Russian>(Russian::LEARNED.unwrap());
    features_are_what_the_evaluation_sums::<Italian>(Italian::LEARNED.unwrap());
}

#[test]
fn weight_files_read_back_as_written() {
    let scalars = vec![[100, 110], [300, 280], [-3, 4], [0, 2]];
    let pats: Vec<[i32; 2]> = (0..35 * CONTENTS as i32)
        .map(|i| [(i % 255) - 127, -((i * 7) % 255 - 127)])
        .collect();
    let bytes = patterns::write(omnidraughts::Shape::Dark8, &scalars, &pats, 1, false);
    let back = patterns::parse(&bytes).unwrap();
    assert_eq!(back.scalars, scalars);
    assert_eq!(back.patterns, pats);
    assert!(patterns::parse(&bytes[1..]).is_err());
}

/// Weights given after the start (the worker's wasm, built without them): none until then,
/// the same scores as the built-in ones after; a file of another board, or no weight file,
/// refused, and what was there stays.
#[test]
fn weights_given_later_score_as_built_in() {
    let english = include_bytes!("../src/ai/weights/english.bin");
    let international = include_bytes!("../src/ai/weights/international.bin");
    let later = patterns::Learned::new(omnidraughts::Shape::Dark8, None);
    assert!(!later.ready());
    let pos = English::start();
    let (s, pieces, full) = learned_scalars::<English>(&pos);
    assert_eq!(later.south(&pos, &s, pieces, full), None);
    assert!(family_eval::learned_south::<English>(&pos, &later).is_none());
    let e = later.load(international).unwrap_err();
    assert!(e.contains("Dark10"), "{e}");
    assert!(later.load(&english[..100]).is_err());
    assert!(!later.ready());
    later.load(english).unwrap();
    assert!(later.ready());
    for pos in positions::<English>(10, 3) {
        let (s, pieces, full) = learned_scalars::<English>(&pos);
        let built_in = English::LEARNED.unwrap().south(&pos, &s, pieces, full);
        assert!(built_in.is_some());
        assert_eq!(later.south(&pos, &s, pieces, full), built_in);
    }
    // the game's own: built in here, so nothing is wanted and a second file changes nothing
    assert!(!omnidraughts::wants_weights("english").unwrap());
    omnidraughts::load_weights("english", english).unwrap();
    let e = omnidraughts::load_weights("english", international).unwrap_err();
    assert!(e.to_string().contains("Dark10"), "{e}");
    assert!(!omnidraughts::wants_weights("coronet").unwrap());
    assert!(omnidraughts::wants_weights("chess").is_err());
    assert!(omnidraughts::load_weights("chess", english).is_err());
    let e = omnidraughts::load_weights("coronet", english).unwrap_err();
    assert!(e.to_string().contains("no learned evaluation"), "{e}");
}

/// Weights fitted on top of the hand-set evaluation (`tune fit --on-hand`, `ODH1`): the
/// score is the hand-set evaluation's plus the patterns', whatever the file's scalars.
#[test]
fn weights_on_the_hand_set_evaluation_add_to_it() {
    let pats: Vec<[i32; 2]> = (0..35 * CONTENTS as i32)
        .map(|i| [(i * 13) % 41 - 20, (i * 7) % 23 - 11])
        .collect();
    let scalars = vec![[0, 0]; SCALARS];
    let shape = omnidraughts::Shape::Dark8;
    let on_hand =
        patterns::Learned::from_bytes(shape, &patterns::write(shape, &scalars, &pats, 1, true))
            .unwrap();
    let alone =
        patterns::Learned::from_bytes(shape, &patterns::write(shape, &scalars, &pats, 1, false))
            .unwrap();
    assert!(on_hand.on_hand() && !alone.on_hand());
    assert!(
        patterns::parse(&patterns::write(shape, &scalars, &pats, 1, true))
            .unwrap()
            .on_hand
    );
    // on the hand-set evaluation the patterns alone count: a file with scalars is refused
    let men = [[100, 100], [0, 0], [0, 0], [0, 0]];
    let e = patterns::Learned::from_bytes(shape, &patterns::write(shape, &men, &pats, 1, true))
        .err()
        .unwrap();
    assert!(e.contains("scalars"), "{e}");
    let mut differ = 0;
    for pos in positions::<Russian>(10, 5) {
        let (s, pieces, full) = learned_scalars::<Russian>(&pos);
        let p = alone.south(&pos, &s, pieces, full).unwrap();
        let hand = family_eval::family_south::<Russian>(&pos);
        assert_eq!(
            family_eval::learned_south::<Russian>(&pos, &on_hand),
            Some(hand + p),
            "{}",
            Russian::write_fen(&pos)
        );
        differ += (p != 0) as usize;
    }
    assert!(differ > 5, "the patterns score the positions: {differ}");
}

/// The American games of the test collection as samples (their quiet positions, labelled
/// by the recorded result), with the hand-set evaluation as the baseline.
fn american_samples() -> Samples {
    let path = format!(
        "{}/tests/data/games/OCA_2.0.pdn",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
    let mut s = Samples::new();
    for rec in pdn::read(&text).games {
        let Some(winner) = rec
            .result
            .as_deref()
            .and_then(|t| pdn::parse_result(&English::INFO, t))
        else {
            continue;
        };
        let y = match winner {
            Some(Color::South) => 1.0,
            Some(Color::North) => 0.0,
            None => 0.5,
        };
        let game = Game::<English>::from_record(&rec).unwrap();
        for ply in 0..=game.ply_count() {
            let pos = *game.at(ply).unwrap().position();
            let mut feats = Vec::new();
            let (pieces, full) = learned_features::<English>(&pos, |f, c| feats.push((f, c)));
            s.push(
                &feats,
                pieces as f32 / full as f32,
                y,
                family_eval::south::<English>(&pos) as f32,
            );
        }
    }
    s
}

/// Weights that know the material only (a man 100 in both phases), every pattern 0: where
/// the tuner's tests start a fit.
fn material_only() -> Vec<f32> {
    let nf = SCALARS + 35 * CONTENTS;
    let mut w = vec![0f32; 2 * nf];
    w[0] = 100.0;
    w[nf] = 100.0;
    w
}

#[test]
fn the_tuner_lowers_the_loss_the_same_way_from_the_same_seed() {
    let data = american_samples();
    assert!(data.len() > 1000, "{} positions", data.len());
    let k = tuning::fit_scale(&data);
    assert!((10.0..3000.0).contains(&k), "scale {k}");
    let start = material_only();
    let how = Fit {
        epochs: 10,
        lr: 2.0,
        l2: 1e-4,
        penalised_from: SCALARS,
        held: 0,
        batch: 256,
        seed: 9,
    };
    let run = || {
        let mut w = start.clone();
        let mut losses = Vec::new();
        tuning::fit(&data, k, &mut w, &how, |_, w| {
            losses.push(tuning::loss(&data, k, |i| data.score(i, w)))
        });
        (w, losses)
    };
    let before = tuning::loss(&data, k, |i| data.score(i, &start));
    let (w1, l1) = run();
    let (w2, l2) = run();
    assert_eq!(w1, w2, "the same seed, the same weights");
    assert_eq!(l1, l2);
    assert!(l1[l1.len() - 1] < before - 0.005, "loss {before} -> {l1:?}");
    assert!(l1.windows(2).filter(|p| p[1] < p[0]).count() >= 2, "{l1:?}");
    let other = Fit { seed: 10, ..how };
    let mut w3 = start.clone();
    tuning::fit(&data, k, &mut w3, &other, |_, _| {});
    assert_ne!(w1, w3, "another seed, another order");
}

/// The largest pattern weight (in hundredths of a man) that `l2` lets a fit from material
/// alone reach on the American games.
fn largest_pattern(data: &Samples, k: f32, l2: f32) -> f32 {
    let mut w = material_only();
    let how = Fit {
        epochs: 4,
        lr: 1.0,
        l2,
        penalised_from: SCALARS,
        held: Fit::first(SCALARS),
        batch: 256,
        seed: 3,
    };
    tuning::fit(data, k, &mut w, &how, |_, _| {});
    let nf = w.len() / 2;
    (0..2 * nf)
        .filter(|f| f % nf >= SCALARS)
        .map(|f| w[f].abs())
        .fold(0.0, f32::max)
}

#[test]
fn the_default_penalty_lets_the_patterns_learn_and_a_strong_one_holds_them() {
    let data = american_samples();
    let k = tuning::fit_scale(&data);
    // On self-play data the former default (λ 0.77 at American's scale) kept every pattern
    // weight under 0.5, so the file held none; on these few games it lets them reach 4.5, the
    // default 18.5 (seeded: the same figures every run).
    let free = largest_pattern(&data, k, Fit::L2);
    assert!(
        free >= 10.0,
        "largest pattern weight {free} with the default"
    );
    let held = largest_pattern(&data, k, 100.0);
    assert!(held < 0.5, "largest pattern weight {held} with λ = 100");
}

/// The terms after the hunt count what they say: threats (a jump over a neighbour onto an
/// empty square), free men (no opposing piece in front) with their rows, and each side's
/// men on one wing beyond the other.
#[test]
fn the_threat_free_man_and_wing_terms_count_what_they_say() {
    let terms = |fen: &str| {
        let pos = International::parse_fen(fen).unwrap();
        hand_terms::<International>(&pos, &International::WEIGHTS, true)
    };
    // White e5 (28) and f4 (33), j2 (45); Black d6 (22). White's 28 takes 22 onto c7 (17,
    // empty); Black's 22 would take 28 onto f4, which 33 holds. Only j2 has nothing of
    // Black's in front (d6 is six files aside, four rows up), one row from its back row.
    // Wings (files a-e, f-j): White 1 and 2, Black 1 and 0.
    let t = terms("W:W28,33,45:B22");
    assert_eq!(t[19..23], [1, 1, 1, 0], "{t:?}");
    // With f4 empty, Black's 22 takes 28 too. Black's b6 (21) is free, four rows from its
    // back row (e5 is three files aside, one row down; j2 eight aside). Black's wings are two
    // and none, White's one and one.
    let t = terms("W:W28,45:B22,21");
    assert_eq!(t[19..23], [1 - 1, 1 - 1, 1 - 4, 0 - 2], "{t:?}");
    // Symmetry: the colour-flipped position counts the opposite.
    let pos = International::parse_fen("W:W28,33,45:B22").unwrap();
    let flipped = mirror(International::FAMILY.geometry, &pos);
    let f = hand_terms::<International>(&flipped, &International::WEIGHTS, true);
    let t = terms("W:W28,33,45:B22");
    for k in 19..23 {
        assert_eq!(f[k], -t[k], "term {k}");
    }
}
