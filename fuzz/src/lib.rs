//! Checks shared by the fuzz targets (`fuzz_targets/`), generic over a game's [`Rules`].
//!
//! Every check panics on a broken invariant, which libFuzzer reports as a crash with the
//! input that caused it.

use omnidraughts::pdn;
use omnidraughts::{zobrist, Color, Game, Move, Rules};

/// Runs `$f::<R>(args...)` with `R` the game numbered `$n % 9`, in menu order
/// (`omnidraughts::variant::ALL`).
#[macro_export]
macro_rules! for_game {
    ($n:expr, $f:ident ( $($a:expr),* )) => {
        match $n % 9 {
            0 => $f::<omnidraughts::English>($($a),*),
            1 => $f::<omnidraughts::International>($($a),*),
            2 => $f::<omnidraughts::Polish>($($a),*),
            3 => $f::<omnidraughts::Russian>($($a),*),
            4 => $f::<omnidraughts::Italian>($($a),*),
            5 => $f::<omnidraughts::Coronet>($($a),*),
            6 => $f::<omnidraughts::CoastToCoast>($($a),*),
            7 => $f::<omnidraughts::StackEm>($($a),*),
            _ => $f::<omnidraughts::Cheskers>($($a),*),
        }
    };
}

/// The FEN of every position of the game's perft table (`crate/tests/perft/ID.perft`), the
/// start position first: start points for the `moves` target.
pub fn perft_fens<R: Rules>() -> Vec<String> {
    let table = match R::INFO.id {
        "english" => include_str!("../../crate/tests/perft/english.perft"),
        "international" => include_str!("../../crate/tests/perft/international.perft"),
        "polish" => include_str!("../../crate/tests/perft/polish.perft"),
        "russian" => include_str!("../../crate/tests/perft/russian.perft"),
        "italian" => include_str!("../../crate/tests/perft/italian.perft"),
        "coronet" => include_str!("../../crate/tests/perft/coronet.perft"),
        "coast-to-coast" => include_str!("../../crate/tests/perft/coast-to-coast.perft"),
        "stackem" => include_str!("../../crate/tests/perft/stackem.perft"),
        _ => include_str!("../../crate/tests/perft/cheskers.perft"),
    };
    let mut fens = vec![R::write_fen(&R::start())];
    fens.extend(
        table
            .lines()
            .filter_map(|l| l.strip_prefix("fen "))
            .map(|f| f.trim().to_string()),
    );
    fens
}

/// Pieces of each side on the board (every checker of a Stack'Em stack counted).
pub fn piece_counts<R: Rules>(pos: &R::Position) -> [usize; 2] {
    let mut n = [0; 2];
    for sq in omnidraughts::geometry::bits(R::INFO.geometry().mask) {
        for p in R::stack_at(pos, sq) {
            n[p.color.idx()] += 1;
        }
    }
    n
}

/// What a position must satisfy whatever it is: its FEN reads back as the same position and
/// is written again the same, and neither side has more pieces than the game has.
pub fn check_position<R: Rules>(pos: &R::Position) {
    let id = R::INFO.id;
    let fen = R::write_fen(pos);
    let back = R::parse_fen(&fen).unwrap_or_else(|e| panic!("{id}: our FEN {fen:?}: {e}"));
    assert_eq!(back, *pos, "{id}: {fen:?} reads back as another position");
    assert_eq!(R::write_fen(&back), fen, "{id}: FEN written twice differs");
    let n = piece_counts::<R>(pos);
    for c in Color::BOTH {
        assert!(
            n[c.idx()] <= R::INFO.max_pieces,
            "{id}: {} pieces of {c:?} in {fen}",
            n[c.idx()]
        );
    }
}

/// Whether two moves are the same move in every respect the engine keeps.
pub fn identical(a: &Move, b: &Move) -> bool {
    a.from == b.from
        && a.landings() == b.landings()
        && a.captures() == b.captures()
        && a.promotion == b.promotion
        && a.key == b.key
        && a.crowned_at == b.crowned_at
}

/// The game's moves: no move twice, the result consistent with the list, each move's text
/// read back as that move, and each move's incremental hash equal to the hash from scratch.
/// Only the first `play` moves are played and the first `text` written and read back (reading
/// a move costs a move generation or two).
pub fn check_moves<R: Rules>(game: &Game<R>, play: usize, text: usize) {
    let id = R::INFO.id;
    let pos = game.position();
    let legal = game.legal_moves().to_vec();
    let outcome = game.outcome();
    assert_eq!(
        legal.is_empty(),
        outcome.is_some(),
        "{id}: {} moves but outcome {outcome:?} in {}",
        legal.len(),
        R::write_fen(pos)
    );
    let h = zobrist::hash::<R>(pos);
    for (i, m) in legal.iter().enumerate() {
        for o in &legal[..i] {
            assert!(
                !identical(m, o),
                "{id}: {m:?} twice in the list of {}",
                R::write_fen(pos)
            );
        }
        if i >= play {
            continue;
        }
        let next = R::play(pos, m);
        assert_eq!(
            zobrist::update::<R>(pos, h, m, &next),
            zobrist::hash::<R>(&next),
            "{id}: incremental hash after {m:?} from {}",
            R::write_fen(pos)
        );
        if i < text {
            let text = game.move_text(m);
            let read = game.parse_move(&text).unwrap_or_else(|e| {
                panic!("{id}: our text {text:?} in {}: {e}", R::write_fen(pos))
            });
            assert!(
                identical(&read, m),
                "{id}: {text:?} reads as another move in {}",
                R::write_fen(pos)
            );
        }
        check_position::<R>(&next);
    }
}

/// Reads `text` as PDN and replays every game it holds (a few at most) as this game; a game
/// that replays is written with our writer, read back strictly and replayed again, and must
/// give the same moves and the same final position.
pub fn check_pdn<R: Rules>(text: &str) {
    let id = R::INFO.id;
    let file = pdn::read(text);
    for record in file.games.iter().take(4) {
        let Ok(game) = Game::<R>::from_record(record) else {
            continue;
        };
        let written = game.pdn(&[]);
        let again = pdn::read_strict(&written)
            .unwrap_or_else(|e| panic!("{id}: our PDN does not read back: {e}\n{written}"));
        assert_eq!(
            again.len(),
            1,
            "{id}: one game written, read {}",
            again.len()
        );
        let replayed = Game::<R>::from_record(&again[0])
            .unwrap_or_else(|e| panic!("{id}: our PDN does not replay: {e}\n{written}"));
        assert_eq!(replayed.history(), game.history(), "{id}: {written}");
        assert_eq!(replayed.position(), game.position(), "{id}: {written}");
        assert_eq!(replayed.start(), game.start(), "{id}: {written}");
        assert_eq!(
            replayed.pdn(&[]),
            written,
            "{id}: PDN written twice differs"
        );
    }
}

/// Plays from the `start`-th position of the game's perft table, choosing each ply the move
/// `choices[i] % legal.len()`, and checks after every move: the incremental hash, undo and
/// redo, the position's FEN and piece counts, the moves' list and texts, the result.
/// At the end the game is written as PDN and must replay to the same position.
pub fn check_playout<R: Rules>(start: u8, choices: &[u8]) {
    let id = R::INFO.id;
    let fens = perft_fens::<R>();
    let fen = &fens[start as usize % fens.len()];
    let mut game =
        Game::<R>::from_fen(fen).unwrap_or_else(|e| panic!("{id}: perft FEN {fen}: {e}"));
    let mut h = zobrist::hash::<R>(game.position());
    check_position::<R>(game.position());
    for &c in choices {
        let legal = game.legal_moves().to_vec();
        assert_eq!(legal.is_empty(), game.outcome().is_some(), "{id}");
        if legal.is_empty() {
            break;
        }
        let mv = legal[c as usize % legal.len()];
        let text = game.move_text(&mv);
        let read = game
            .parse_move(&text)
            .unwrap_or_else(|e| panic!("{id}: our text {text:?}: {e}"));
        assert!(
            identical(&read, &mv),
            "{id}: {text:?} reads as another move"
        );
        let before = *game.position();
        let counters = game.counters();
        let plies = game.ply_count();
        game.play(&mv)
            .unwrap_or_else(|e| panic!("{id}: a legal move refused: {e}"));
        let after = *game.position();
        h = zobrist::update::<R>(&before, h, &mv, &after);
        assert_eq!(
            h,
            zobrist::hash::<R>(&after),
            "{id}: incremental hash after {:?} from {}",
            mv,
            R::write_fen(&before)
        );
        // Undo restores the position, its counters and its hash exactly; redo plays again.
        assert!(game.undo(), "{id}: nothing to undo");
        assert_eq!(*game.position(), before, "{id}: undo");
        assert_eq!(game.counters(), counters, "{id}: undo counters");
        assert_eq!(game.ply_count(), plies, "{id}: undo plies");
        assert!(game.redo(), "{id}: nothing to redo");
        assert_eq!(*game.position(), after, "{id}: redo");
        check_position::<R>(&after);
        check_moves::<R>(&game, 2, 1);
    }
    let written = game.pdn(&[]);
    let again = pdn::read_strict(&written)
        .unwrap_or_else(|e| panic!("{id}: our PDN does not read back: {e}\n{written}"));
    let replayed = Game::<R>::from_record(&again[0])
        .unwrap_or_else(|e| panic!("{id}: our PDN does not replay: {e}\n{written}"));
    assert_eq!(replayed.position(), game.position(), "{id}: {written}");
    assert_eq!(replayed.history(), game.history(), "{id}: {written}");
}

/// Reads `text` as a FEN of this game: an error or a position, never a panic; a position
/// must round-trip through our writer, and its moves must be sound.
pub fn check_fen<R: Rules>(text: &str) {
    if let Ok(pos) = R::parse_fen(text) {
        check_position::<R>(&pos);
        // 16 moves at most are written and read back: reading a move generates the moves again,
        // and some positions have many captures that are slow to list (Polish kings).
        check_moves::<R>(&Game::<R>::from_position(pos), usize::MAX, 16);
    }
}
