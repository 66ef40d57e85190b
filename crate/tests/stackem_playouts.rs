//! Stack'Em random playouts: thousands of seeded games from the start, with the game's
//! invariants checked after every move, and every move list compared with a second, naive
//! implementation of the rules written here from RULES.md (stacks as vectors, the board as
//! coordinates, nothing shared with the engine but the square numbering of the FEN).
//!
//! Invariants after every move: each side's checkers are 12 minus those removed on a King Me
//! row (the mover's own count never changes; the opponent's drops only when the move landed
//! on the mover's King Me row); nothing outside the 32 dark squares; the control bitboards
//! are the colours of the stack tops, kings only on tops; the FEN written reads back to the
//! same position; undo gives the position back and redo the same move again; a player with
//! no legal move or no stack has lost.
//!
//! Every game ends: by the rules (a side controls no stack or cannot move) or by the house
//! rule of threefold repetition. Stack'Em has no move-count draw, so only the finite number
//! of positions guarantees that wandering kings eventually repeat one a third time, and that
//! bound is astronomical. The harness therefore has a cap, [`CAP`] plies: a game that
//! reaches it is stopped and counted as capped, which is not a rule outcome but the
//! harness's patience. The test demands that no game of the seeded set reaches it (the
//! longest took 266 plies when this was written), so every game of the set ends by the
//! rules or by repetition.

use std::collections::{BTreeSet, HashMap};

use omnidraughts::geometry::{bits, DARK8};
use omnidraughts::search::Rng;
use omnidraughts::{Color, Game, Move, MoveList, PieceKind, Rules, StackEm, StackPosition};

/// Games played.
const GAMES: usize = 3000;
/// Games whose every position is also checked against the naive implementation.
const CHECKED: usize = 600;
/// Plies after which the harness stops a game (not a rule: see the module documentation).
const CAP: usize = 1000;

// ---------------------------------------------------------------------------------------
// The naive model.

/// A checker: Red (North) or not, king or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Checker {
    red: bool,
    king: bool,
}

/// 32 squares, square n (1-32) at index n-1; each stack bottom first.
type Board = Vec<Vec<Checker>>;

/// (file, rank) of square index i: row 0 is the top row (squares 1-4, rank 8), a1 is dark.
fn coords(i: usize) -> (i32, i32) {
    let row = (i / 4) as i32;
    let col = (i % 4) as i32;
    let file = 2 * col + if row % 2 == 0 { 1 } else { 0 };
    (file, 7 - row)
}

fn index_at(file: i32, rank: i32) -> Option<usize> {
    if !(0..8).contains(&file) || !(0..8).contains(&rank) || (file + rank) % 2 != 0 {
        return None;
    }
    let row = 7 - rank;
    Some((row * 4 + file / 2) as usize)
}

/// Red moves south (towards rank 1), Black north.
fn forward(red: bool) -> i32 {
    if red {
        -1
    } else {
        1
    }
}

/// The King Me row of a side: Red's is rank 1 (squares 29-32), Black's rank 8 (1-4).
fn on_king_row(red: bool, i: usize) -> bool {
    coords(i).1 == if red { 0 } else { 7 }
}

/// A naive move: the path by square index, the captured squares in order, the board after.
#[derive(Clone, Debug)]
struct NaiveMove {
    path: Vec<usize>,
    caps: Vec<usize>,
    after: Board,
}

fn naive_moves(board: &Board, red: bool) -> Vec<NaiveMove> {
    let mut out = Vec::new();
    for from in 0..32 {
        let Some(top) = board[from].last() else {
            continue;
        };
        if top.red != red {
            continue;
        }
        let mut b = board.clone();
        let stack = std::mem::take(&mut b[from]);
        let first_dirs: Vec<(i32, i32)> = if top.king {
            vec![(1, 1), (1, -1), (-1, 1), (-1, -1)]
        } else {
            vec![(1, forward(red)), (-1, forward(red))]
        };
        naive_jumps(
            &b,
            stack,
            from,
            vec![from],
            Vec::new(),
            &first_dirs,
            red,
            &mut out,
        );
    }
    // Drop convention: same from, to, captured multiset and resulting board.
    let mut seen = BTreeSet::new();
    out.retain(|m: &NaiveMove| {
        let mut caps = m.caps.clone();
        caps.sort();
        seen.insert((m.path[0], *m.path.last().unwrap(), caps, m.after.clone()))
    });
    if !out.is_empty() {
        return out;
    }
    for from in 0..32 {
        let Some(&top) = board[from].last() else {
            continue;
        };
        if top.red != red {
            continue;
        }
        let (f, r) = coords(from);
        let dirs: Vec<(i32, i32)> = if top.king {
            vec![(1, 1), (1, -1), (-1, 1), (-1, -1)]
        } else {
            vec![(1, forward(red)), (-1, forward(red))]
        };
        for (df, dr) in dirs {
            let Some(to) = index_at(f + df, r + dr) else {
                continue;
            };
            if !board[to].is_empty() {
                continue;
            }
            let mut after = board.clone();
            let mut stack = std::mem::take(&mut after[from]);
            if on_king_row(red, to) {
                stack.last_mut().unwrap().king = true;
                stack.retain(|c| c.red == red);
            }
            after[to] = stack;
            out.push(NaiveMove {
                path: vec![from, to],
                caps: Vec::new(),
                after,
            });
        }
    }
    out
}

/// Every jump of `stack` (off the board `b`) from `at`, followed to the end.
#[allow(clippy::too_many_arguments)]
fn naive_jumps(
    b: &Board,
    stack: Vec<Checker>,
    at: usize,
    path: Vec<usize>,
    caps: Vec<usize>,
    dirs: &[(i32, i32)],
    red: bool,
    out: &mut Vec<NaiveMove>,
) {
    let (f, r) = coords(at);
    let mut any = false;
    for &(df, dr) in dirs {
        let (Some(over), Some(land)) = (index_at(f + df, r + dr), index_at(f + 2 * df, r + 2 * dr))
        else {
            continue;
        };
        let Some(victim) = b[over].last() else {
            continue;
        };
        if victim.red == red || !b[land].is_empty() {
            continue;
        }
        any = true;
        let mut nb = b.clone();
        nb[over].pop();
        let mut ns = stack.clone();
        ns.insert(
            0,
            Checker {
                red: !red,
                king: false,
            },
        );
        ns.last_mut().unwrap().king = true;
        if on_king_row(red, land) {
            ns.retain(|c| c.red == red);
        }
        let mut np = path.clone();
        np.push(land);
        let mut nc = caps.clone();
        nc.push(over);
        naive_jumps(
            &nb,
            ns,
            land,
            np,
            nc,
            &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
            red,
            out,
        );
    }
    if !any && path.len() > 1 {
        let mut after = b.clone();
        after[at] = stack;
        out.push(NaiveMove { path, caps, after });
    }
}

/// The model's FEN, written independently of the engine: side to move, Black then Red.
fn naive_fen(board: &Board, red_to_move: bool) -> String {
    let mut s = String::from(if red_to_move { "R" } else { "B" });
    for red in [true, false] {
        s.push(':');
        s.push(if red { 'R' } else { 'B' });
        let mut items = Vec::new();
        for (i, st) in board.iter().enumerate() {
            match st.last() {
                Some(top) if top.red == red => {}
                _ => continue,
            }
            let n = i + 1;
            if st.len() == 1 {
                items.push(format!("{}{n}", if st[0].king { "K" } else { "" }));
            } else {
                let letters: String = st
                    .iter()
                    .map(|c| match (c.red, c.king) {
                        (true, true) => 'R',
                        (true, false) => 'r',
                        (false, true) => 'B',
                        (false, false) => 'b',
                    })
                    .collect();
                items.push(format!("{n}({letters})"));
            }
        }
        s.push_str(&items.join(","));
    }
    s
}

/// The engine's position as the model's board, read through the public stack view.
fn board_of(pos: &StackPosition) -> Board {
    (0..32u8)
        .map(|i| {
            let sq = DARK8.bit(i).unwrap();
            StackEm::stack_at(pos, sq)
                .into_iter()
                .map(|p| Checker {
                    red: p.color == Color::North,
                    king: p.kind == PieceKind::King,
                })
                .collect()
        })
        .collect()
}

fn name(i: usize) -> String {
    (i + 1).to_string()
}

/// The engine's and the model's moves agree: as sets of (origin, destination, captured
/// multiset, FEN after), and the engine's listed paths are legal routes of the model.
fn compare_with_model(pos: &StackPosition, list: &MoveList) -> usize {
    let board = board_of(pos);
    let red = pos.turn() == Color::North;
    let naive = naive_moves(&board, red);
    let key = |from: String, to: String, mut caps: Vec<String>, fen: String| {
        caps.sort();
        (from, to, caps, fen)
    };
    let engine: BTreeSet<_> = list
        .iter()
        .map(|m| {
            key(
                name(DARK8.index(m.from) as usize),
                name(DARK8.index(m.to()) as usize),
                m.captures()
                    .iter()
                    .map(|&c| name(DARK8.index(c) as usize))
                    .collect(),
                StackEm::write_fen(&StackEm::play(pos, m)),
            )
        })
        .collect();
    let model: BTreeSet<_> = naive
        .iter()
        .map(|m| {
            key(
                name(m.path[0]),
                name(*m.path.last().unwrap()),
                m.caps.iter().map(|&c| name(c)).collect(),
                naive_fen(&m.after, !red),
            )
        })
        .collect();
    let fen = StackEm::write_fen(pos);
    assert_eq!(
        engine.len(),
        list.len(),
        "{fen}: the engine lists a move twice"
    );
    assert_eq!(engine, model, "{fen}: engine and model disagree");
    assert_eq!(naive_fen(&board, red), fen, "FEN writers disagree");
    naive.len()
}

// ---------------------------------------------------------------------------------------
// The playouts.

#[derive(Default, Debug)]
struct Stats {
    plies: usize,
    captures: usize,
    double_jumps_of_a_stack: usize,
    releases: usize,
    released_checkers: u32,
    wins_no_stack: usize,
    wins_no_move: usize,
    repetitions: usize,
    capped: usize,
    longest: usize,
    model_positions: usize,
}

fn check_position(pos: &StackPosition) {
    pos.validate()
        .unwrap_or_else(|e| panic!("{}: {e}", StackEm::write_fen(pos)));
    let g = &DARK8;
    let occupied = pos.controlled(Color::South) | pos.controlled(Color::North);
    assert_eq!(occupied & !g.mask, 0, "a stack off the 32 squares");
    assert_eq!(pos.kings() & !occupied, 0);
    for sq in bits(g.mask) {
        let stack = StackEm::stack_at(pos, sq);
        assert_eq!(stack.len(), pos.height(sq));
        match stack.last() {
            None => assert_eq!(occupied & (1 << sq), 0),
            Some(top) => {
                assert_ne!(pos.controlled(top.color) & (1 << sq), 0, "control");
                assert_eq!(StackEm::piece_at(pos, sq), Some(*top));
                assert_eq!(
                    top.kind == PieceKind::King,
                    pos.kings() & (1 << sq) != 0,
                    "king bit"
                );
                let buried_kings = stack[..stack.len() - 1]
                    .iter()
                    .filter(|p| p.kind != PieceKind::Man)
                    .count();
                assert_eq!(buried_kings, 0, "only the top can be a king");
            }
        }
    }
    // Nothing on the ghost bits of the layout.
    for sq in 0..64u8 {
        if g.mask & (1 << sq) == 0 {
            assert!(StackEm::piece_at(pos, sq).is_none());
            assert_eq!(pos.height(sq), 0);
        }
    }
    let fen = StackEm::write_fen(pos);
    assert_eq!(StackEm::parse_fen(&fen).as_ref(), Ok(pos), "{fen}");
}

fn play_one(seed: u64, checked: bool, stats: &mut Stats) {
    let mut rng = Rng::new(seed);
    let mut game: Game<StackEm> = Game::new();
    let mut removed = [0u32; 2];
    let mut seen: HashMap<StackPosition, usize> = HashMap::new();
    seen.insert(*game.position(), 1);
    for ply in 0.. {
        let pos = *game.position();
        check_position(&pos);
        for c in Color::BOTH {
            assert_eq!(pos.checkers(c) + removed[c.idx()], 12, "{c:?} count");
        }
        let mut list = MoveList::new();
        StackEm::generate(&pos, &mut list);
        if checked {
            compare_with_model(&pos, &list);
            stats.model_positions += 1;
        }
        assert_eq!(StackEm::count(&pos), list.len() as u64);
        if let Some(o) = game.outcome() {
            let reps = seen[&pos];
            if o.reason.to_string().contains("repetition") {
                assert!(reps >= 3);
                stats.repetitions += 1;
            } else {
                let loser = pos.turn();
                assert_eq!(o.winner, Some(loser.other()), "{}", o.reason);
                if pos.controlled(loser) == 0 {
                    assert!(
                        o.reason.to_string().ends_with("controls no stack"),
                        "{}",
                        o.reason
                    );
                    stats.wins_no_stack += 1;
                } else {
                    assert!(list.is_empty() || StackEm::decided(&pos).is_some());
                    assert!(
                        o.reason.to_string().ends_with("cannot move"),
                        "{}",
                        o.reason
                    );
                    stats.wins_no_move += 1;
                }
            }
            stats.longest = stats.longest.max(ply);
            return;
        }
        assert!(seen[&pos] < 3, "a third repetition the game layer missed");
        assert_eq!(game.legal_moves().len(), list.len());
        assert!(!list.is_empty(), "no move but not over");
        if ply == CAP {
            stats.capped += 1;
            stats.longest = stats.longest.max(ply);
            return;
        }
        let mv: Move = list[rng.below(list.len())];
        let me = pos.turn();
        game.play(&mv).unwrap();
        let after = *game.position();
        // Undo gives the position back; redo plays the same move again.
        assert!(game.undo());
        assert_eq!(*game.position(), pos);
        assert!(game.redo());
        assert_eq!(*game.position(), after);
        stats.plies += 1;
        // Counts: the mover keeps all its checkers; the opponent loses some only by a
        // landing on the mover's King Me row, never by a capture alone.
        assert_eq!(after.checkers(me), pos.checkers(me));
        let lost = pos.checkers(me.other()) - after.checkers(me.other());
        let crown = omnidraughts::family::crown_row(&DARK8, me);
        let landed_on_row = mv.landings().iter().any(|&l| crown & (1 << l) != 0);
        if lost > 0 {
            assert!(landed_on_row, "checkers removed off the King Me row");
            stats.releases += 1;
            stats.released_checkers += lost;
        }
        removed[me.other().idx()] += lost;
        if mv.is_capture() {
            stats.captures += 1;
            // The moving stack grew by its captures (less what it released) and is topped
            // by a king of the mover.
            let top = StackEm::piece_at(&after, mv.to()).unwrap();
            assert_eq!((top.color, top.kind), (me, PieceKind::King));
            assert_eq!(
                after.height(mv.to()) as u32 + lost,
                pos.height(mv.from) as u32 + mv.capture_count() as u32
            );
            let mut caps = mv.captures().to_vec();
            caps.sort();
            if caps.windows(2).any(|w| w[0] == w[1]) {
                stats.double_jumps_of_a_stack += 1;
            }
        } else {
            assert_eq!(
                after.height(mv.to()) as u32 + lost,
                pos.height(mv.from) as u32
            );
        }
        *seen.entry(after).or_insert(0) += 1;
    }
}

#[test]
fn random_playouts_keep_the_invariants_and_every_game_ends() {
    let t = std::time::Instant::now();
    let mut stats = Stats::default();
    for seed in 0..GAMES as u64 {
        play_one(seed, (seed as usize) < CHECKED, &mut stats);
    }
    let secs = t.elapsed().as_secs_f64();
    eprintln!("{GAMES} Stack'Em playouts in {secs:.2} s: {stats:?}");
    let ended = stats.wins_no_stack + stats.wins_no_move + stats.repetitions;
    assert_eq!(ended + stats.capped, GAMES);
    // Every game ended by the rules or by repetition (see the module documentation).
    assert_eq!(stats.capped, 0, "{stats:?}");
    // The playouts reach the game's special cases.
    assert!(stats.double_jumps_of_a_stack > 0, "{stats:?}");
    assert!(stats.releases > 0, "{stats:?}");
    assert!(
        stats.wins_no_stack > 0 && stats.wins_no_move > 0,
        "{stats:?}"
    );
}

fn naive_perft(board: &Board, red: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = naive_moves(board, red);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| naive_perft(&m.after, !red, depth - 1))
        .sum()
}

/// The naive implementation counts the same as our regression table
/// (`tests/perft/stackem.perft`), every line up to 50,000 leaves.
#[test]
fn the_naive_model_agrees_with_the_perft_table() {
    let path = format!("{}/tests/perft/stackem.perft", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut pos = StackEm::start();
    let mut checked = 0;
    for line in text.lines() {
        let mut w = line.split_whitespace();
        match w.next() {
            Some("start") => pos = StackEm::start(),
            Some("fen") => pos = StackEm::parse_fen(line[3..].trim()).unwrap(),
            Some("perft") => {
                let depth: u32 = w.next().unwrap().parse().unwrap();
                let leaves: u64 = w.next().unwrap().parse().unwrap();
                if leaves <= 50_000 {
                    let red = pos.turn() == Color::North;
                    assert_eq!(naive_perft(&board_of(&pos), red, depth), leaves, "{line}");
                    checked += 1;
                }
            }
            _ => {}
        }
    }
    assert!(checked >= 30, "{checked}");
}
