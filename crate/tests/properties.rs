//! Property tests (proptest) over random reachable positions of all nine games: proptest
//! chooses the game, a start position and the moves (each an index into the legal moves), and
//! shrinks a failure to a short game.
//!
//! - the FEN of every position reached reads back as the same position, also with its lists
//!   written in another order;
//! - a game written as PDN reads back (strictly) and replays to the same moves and position;
//! - undo restores the exact position, draw counters and hash; redo plays the move again;
//! - the Zobrist hash updated move by move equals the hash from scratch;
//! - the legal moves do not depend on how the position was reached: the same set from the
//!   FEN re-read with its pieces listed in another order, and from the position reached by
//!   another move order (a transposition), where the hashes agree too; no move is listed
//!   twice; every move's text is its own and reads back as that move.
use std::collections::BTreeSet;

use omnidraughts::pdn;
use omnidraughts::{
    zobrist, Cheskers, CoastToCoast, Coronet, English, Game, International, Italian, Move,
    MoveList, Polish, Rules, Russian, StackEm,
};
use proptest::prelude::*;

/// Runs `$f::<R>(args)` for the game numbered `$n` in menu order.
macro_rules! for_game {
    ($n:expr, $f:ident ( $($a:expr),* )) => {
        match $n {
            0 => $f::<English>($($a),*),
            1 => $f::<International>($($a),*),
            2 => $f::<Polish>($($a),*),
            3 => $f::<Russian>($($a),*),
            4 => $f::<Italian>($($a),*),
            5 => $f::<Coronet>($($a),*),
            6 => $f::<CoastToCoast>($($a),*),
            7 => $f::<StackEm>($($a),*),
            _ => $f::<Cheskers>($($a),*),
        }
    };
}

/// The start position, or one of the positions of the game's perft table.
fn start_fen<R: Rules>(n: usize) -> String {
    let path = format!(
        "{}/tests/perft/{}.perft",
        env!("CARGO_MANIFEST_DIR"),
        R::INFO.id
    );
    let table = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut fens = vec![R::write_fen(&R::start())];
    fens.extend(
        table
            .lines()
            .filter_map(|l| l.strip_prefix("fen "))
            .map(|f| f.trim().to_string()),
    );
    fens[n % fens.len()].clone()
}

/// Everything the engine keeps of a move, comparable.
type MoveKey = (u8, Vec<u8>, Vec<u8>, Option<u8>, u32, Option<u8>);

fn key(m: &Move) -> MoveKey {
    (
        m.from,
        m.landings().to_vec(),
        m.captures().to_vec(),
        m.promotion.map(|k| k as u8),
        m.key,
        m.crowned_at,
    )
}

fn move_set<R: Rules>(pos: &R::Position) -> BTreeSet<MoveKey> {
    let mut list = MoveList::new();
    R::generate(pos, &mut list);
    let set: BTreeSet<MoveKey> = list.iter().map(key).collect();
    assert_eq!(
        set.len(),
        list.len(),
        "{}: a move listed twice in {}",
        R::INFO.id,
        R::write_fen(pos)
    );
    set
}

/// A game from a start position with moves chosen by `choices` (index % number of moves),
/// until the choices run out or the game ends.
fn play_out<R: Rules>(start: usize, choices: &[u16]) -> Game<R> {
    let mut g = Game::<R>::from_fen(&start_fen::<R>(start)).unwrap();
    for &c in choices {
        let legal = g.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        g.play(&legal[c as usize % legal.len()]).unwrap();
    }
    g
}

/// The FEN with each side's list in the order `perm` gives (a FEN names the same position
/// whatever the order of its items).
fn shuffled_fen(fen: &str, perm: u64) -> String {
    let mut parts: Vec<String> = fen.split(':').map(str::to_string).collect();
    let mut r = perm | 1;
    for part in parts.iter_mut().skip(1) {
        let (letter, list) = part.split_at(1);
        if list.is_empty() {
            continue;
        }
        let mut items: Vec<&str> = list.split(',').collect();
        for i in (1..items.len()).rev() {
            r ^= r << 13;
            r ^= r >> 7;
            r ^= r << 17;
            items.swap(i, (r % (i as u64 + 1)) as usize);
        }
        *part = format!("{letter}{}", items.join(","));
    }
    // The two sides' sections in the other order too.
    if perm & 2 != 0 && parts.len() == 3 {
        parts.swap(1, 2);
    }
    parts.join(":")
}

fn fen_round_trip<R: Rules>(start: usize, choices: &[u16], perm: u64) {
    let id = R::INFO.id;
    let mut g = Game::<R>::from_fen(&start_fen::<R>(start)).unwrap();
    let check = |pos: &R::Position| {
        let fen = R::write_fen(pos);
        let back = R::parse_fen(&fen).unwrap_or_else(|e| panic!("{id}: {fen}: {e}"));
        assert_eq!(back, *pos, "{id}: {fen}");
        assert_eq!(R::write_fen(&back), fen, "{id}");
        let other = shuffled_fen(&fen, perm);
        let back = R::parse_fen(&other).unwrap_or_else(|e| panic!("{id}: {other}: {e}"));
        assert_eq!(back, *pos, "{id}: {other} (from {fen})");
        // The same moves from the position read back from the shuffled FEN.
        assert_eq!(move_set::<R>(&back), move_set::<R>(pos), "{id}: {fen}");
    };
    check(g.position());
    for &c in choices {
        let legal = g.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        g.play(&legal[c as usize % legal.len()]).unwrap();
        check(g.position());
    }
}

fn pdn_round_trip<R: Rules>(start: usize, choices: &[u16]) {
    let id = R::INFO.id;
    let g = play_out::<R>(start, choices);
    let tags = [("Event".to_string(), "properties \"test\"".to_string())];
    let written = g.pdn(&tags);
    let records = pdn::read_strict(&written).unwrap_or_else(|e| panic!("{id}: {e}\n{written}"));
    assert_eq!(records.len(), 1, "{id}: {written}");
    assert_eq!(records[0].moves().len(), g.ply_count(), "{id}: {written}");
    assert_eq!(records[0].tag("Event"), Some("properties \"test\""));
    let back =
        Game::<R>::from_record(&records[0]).unwrap_or_else(|e| panic!("{id}: {e}\n{written}"));
    assert_eq!(back.history(), g.history(), "{id}: {written}");
    let same: Vec<bool> = back
        .moves()
        .zip(g.moves())
        .map(|(a, b)| key(a) == key(b))
        .collect();
    assert!(same.iter().all(|&s| s), "{id}: other moves read: {written}");
    assert_eq!(back.position(), g.position(), "{id}: {written}");
    assert_eq!(back.outcome(), g.outcome(), "{id}: {written}");
    assert_eq!(back.pdn(&tags), written, "{id}");
}

fn undo_and_hash<R: Rules>(start: usize, choices: &[u16]) {
    let id = R::INFO.id;
    let mut g = Game::<R>::from_fen(&start_fen::<R>(start)).unwrap();
    let mut h = zobrist::hash::<R>(g.position());
    let mut line = vec![(*g.position(), g.counters(), h)];
    for &c in choices {
        let legal = g.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        let mv = legal[c as usize % legal.len()];
        let before = *g.position();
        g.play(&mv).unwrap();
        h = zobrist::update::<R>(&before, h, &mv, g.position());
        assert_eq!(
            h,
            zobrist::hash::<R>(g.position()),
            "{id}: incremental hash after {:?} from {}",
            mv,
            R::write_fen(&before)
        );
        line.push((*g.position(), g.counters(), h));
    }
    // Undo all the way back, then redo all the way forward: every position, counter and
    // hash as it was.
    let end = g.outcome();
    for i in (0..line.len() - 1).rev() {
        assert!(g.undo(), "{id}: undo {i}");
        let (pos, counters, hash) = &line[i];
        assert_eq!(g.position(), pos, "{id}: undo to ply {i}");
        assert_eq!(g.counters(), *counters, "{id}: counters at ply {i}");
        assert_eq!(zobrist::hash::<R>(g.position()), *hash, "{id}: hash at {i}");
    }
    assert!(!g.undo(), "{id}: undo past the start");
    for (i, (pos, _, _)) in line.iter().enumerate().skip(1) {
        assert!(g.redo(), "{id}: redo {i}");
        assert_eq!(g.position(), pos, "{id}: redo to ply {i}");
    }
    assert!(!g.redo(), "{id}: redo past the end");
    assert_eq!(g.outcome(), end, "{id}");
}

/// Looks for transpositions along a random game: from a position P where the side to move
/// plays a, the other side x and the first side b, tries b, x, a instead; when that is legal
/// and reaches the same position, the two must have the same hash and the same moves.
/// Returns the number of transpositions checked.
fn transpositions<R: Rules>(start: usize, choices: &[u16]) -> usize {
    let id = R::INFO.id;
    let g = play_out::<R>(start, choices);
    let mut positions = vec![*g.start()];
    let mut pos = *g.start();
    let moves: Vec<Move> = g.moves().copied().collect();
    for m in &moves {
        pos = R::play(&pos, m);
        positions.push(pos);
    }
    let find = |p: &R::Position, m: &Move| {
        let mut list = MoveList::new();
        R::generate(p, &mut list);
        list.iter().find(|o| key(o) == key(m)).copied()
    };
    let mut found = 0;
    for i in 0..moves.len().saturating_sub(2) {
        let (a, x, b) = (&moves[i], &moves[i + 1], &moves[i + 2]);
        let p = &positions[i];
        let Some(b1) = find(p, b) else { continue };
        let p1 = R::play(p, &b1);
        let Some(x1) = find(&p1, x) else { continue };
        let p2 = R::play(&p1, &x1);
        let Some(a1) = find(&p2, a) else { continue };
        let p3 = R::play(&p2, &a1);
        let direct = &positions[i + 3];
        if p3 != *direct {
            continue;
        }
        assert_eq!(
            zobrist::hash::<R>(&p3),
            zobrist::hash::<R>(direct),
            "{id}: hash"
        );
        let h = [p, &p1, &p2]
            .iter()
            .zip([&b1, &x1, &a1])
            .fold(zobrist::hash::<R>(p), |h, (from, m)| {
                zobrist::update::<R>(from, h, m, &R::play(from, m))
            });
        assert_eq!(h, zobrist::hash::<R>(direct), "{id}: incremental hash");
        assert_eq!(
            move_set::<R>(&p3),
            move_set::<R>(direct),
            "{id}: another move order to {}",
            R::write_fen(direct)
        );
        found += 1;
    }
    found
}

/// Every legal move's text is its own, reads back as that move, and generating twice gives
/// the same list.
fn texts_are_unique<R: Rules>(start: usize, choices: &[u16]) {
    let id = R::INFO.id;
    let mut g = Game::<R>::from_fen(&start_fen::<R>(start)).unwrap();
    for (n, &c) in choices.iter().enumerate() {
        let legal = g.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        // the game keeps the list it generated once: generating again gives the same
        let mut again = omnidraughts::MoveList::new();
        R::generate(g.position(), &mut again);
        assert_eq!(
            legal.iter().map(key).collect::<Vec<_>>(),
            again.iter().map(key).collect::<Vec<_>>(),
            "{id}"
        );
        // Every move of every eighth position (reading a move costs a generation or two).
        if n % 8 == 0 {
            let mut texts = BTreeSet::new();
            for m in &legal {
                let text = g.move_text(m);
                assert!(
                    texts.insert(text.clone()),
                    "{id}: two moves written {text} in {}",
                    R::write_fen(g.position())
                );
                let read = g.parse_move(&text).unwrap_or_else(|e| panic!("{id}: {e}"));
                assert_eq!(key(&read), key(m), "{id}: {text}");
            }
        }
        g.play(&legal[c as usize % legal.len()]).unwrap();
    }
}

/// A game, a start position (0 = the start, else a perft table position) and the moves.
fn game_strategy(plies: usize) -> impl Strategy<Value = (usize, usize, Vec<u16>)> {
    (
        0usize..9,
        prop_oneof![3 => Just(0usize), 1 => 1usize..40],
        prop::collection::vec(any::<u16>(), 0..plies),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn fen_round_trips_in_every_position_reached(
        (game, start, choices) in game_strategy(300),
        perm in any::<u64>(),
    ) {
        for_game!(game, fen_round_trip(start, &choices, perm));
    }

    #[test]
    fn pdn_round_trips_for_random_games((game, start, choices) in game_strategy(300)) {
        for_game!(game, pdn_round_trip(start, &choices));
    }

    #[test]
    fn undo_restores_the_position_and_the_hash((game, start, choices) in game_strategy(300)) {
        for_game!(game, undo_and_hash(start, &choices));
    }

    #[test]
    fn the_moves_do_not_depend_on_the_move_order((game, start, choices) in game_strategy(300)) {
        for_game!(game, transpositions(start, &choices));
    }

    #[test]
    fn every_move_has_its_own_text((game, start, choices) in game_strategy(300)) {
        for_game!(game, texts_are_unique(start, &choices));
    }
}

/// The transposition property is not vacuous: random games of every game do transpose.
#[test]
fn random_games_transpose_in_every_game() {
    for game in 0..9 {
        let mut found = 0;
        let mut r = omnidraughts::search::Rng::new(game as u64);
        for _ in 0..20 {
            let choices: Vec<u16> = (0..80).map(|_| r.next_u64() as u16).collect();
            found += for_game!(game, transpositions(0, &choices));
        }
        assert!(
            found > 0,
            "game {game}: no transposition in 20 random games"
        );
    }
}
