//! Coast-to-Coast random playouts: thousands of seeded, deterministic games, checking after
//! every move the invariants of the game, and comparing the engine's move lists with a
//! second, deliberately naive generator written straight from the rules text.
//!
//! Invariants: pieces on the board + borne off = 12 per side, the board count of a side
//! drops only when its King lands on its own home, by one; Kings appear only by crowning;
//! homes are empty at the end of every turn (so no man ever stands on its own home); colour
//! bitboards are disjoint, Kings are pieces; FEN round trip; every move's path is a legal
//! route (steps or jumps in the piece's directions, never landing twice in one series);
//! undo restores (through the `Game` layer).
//!
//! Termination. Every game ends in principle: the positions are finitely many and the third
//! occurrence of one is a draw, so no game is infinite. In practice the bound is astronomic,
//! so the tests say it two ways, honestly: (1) games between two "racing" players (they play
//! the move that brings their pieces furthest on, with a little randomness) must all finish,
//! by a win or by threefold repetition, well inside a cap; (2) games between uniformly random
//! players may wander, so they run to a cap and the number that reach it is counted and
//! printed (not a failure); every position they reach is checked all the same.

use std::collections::{BTreeSet, HashMap};

use omnidraughts::search::Rng;
use omnidraughts::{CoastToCoast, Color, Game, Move, MoveList, Position, Rules};

type C = CoastToCoast;

// ---- Squares by coordinates, independent of the engine's tables ---------------------------

type Sq = (i8, i8); // (file, rank), a1 = (0, 0)

fn bit(s: Sq) -> u64 {
    // The engine's layout: row from the top * 8 + file.
    1u64 << ((7 - s.1) as u32 * 8 + s.0 as u32)
}

fn sq_of(b: u8) -> Sq {
    ((b % 8) as i8, 7 - (b / 8) as i8)
}

fn on_board(s: Sq) -> bool {
    (0..8).contains(&s.0) && (0..8).contains(&s.1)
}

fn home(c: Color) -> Sq {
    match c {
        Color::South => (0, 0),
        Color::North => (7, 7),
    }
}

const ALL8: [Sq; 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// "A piece can move one space sideways, forward, or diagonally towards the opposing home
/// space. It CANNOT move backwards towards its own home space": the five directions that do
/// not decrease the distance file + rank (Black) from its home corner.
fn man_dirs(c: Color) -> Vec<Sq> {
    ALL8.iter()
        .copied()
        .filter(|&(df, dr)| match c {
            Color::South => df + dr >= 0,
            Color::North => df + dr <= 0,
        })
        .collect()
}

/// Move identity: origin, destination, crowned (or a pass).
type Id = Option<(u8, u8, bool)>;

fn index(s: Sq) -> u8 {
    ((7 - s.1) * 8 + s.0) as u8
}

/// The naive generator: every series of jumps enumerated square by square (depth first, no
/// landing twice in a series), every stopping point a destination.
fn naive(pos: &Position) -> BTreeSet<Id> {
    let me = pos.turn;
    let mut out = BTreeSet::new();
    if pos.by_color[0] == 0 || pos.by_color[1] == 0 {
        return out;
    }
    let (own, opp) = (home(me), home(me.other()));
    for b in 0..64u8 {
        let from = sq_of(b);
        if pos.pieces(me) & bit(from) == 0 {
            continue;
        }
        let king = pos.kings & bit(from) != 0;
        let occ = pos.occupied() & !bit(from);
        let dirs = if king { ALL8.to_vec() } else { man_dirs(me) };
        let mut ends: Vec<Sq> = Vec::new();
        for &(df, dr) in &dirs {
            let t = (from.0 + df, from.1 + dr);
            if on_board(t) && occ & bit(t) == 0 {
                ends.push(t);
            }
        }
        jumps(occ, from, &dirs, 1u64 << index(from), &mut ends, &|s| {
            if king {
                s == own
            } else {
                s == opp
            }
        });
        for t in ends {
            if t == opp {
                if king {
                    continue; // a turn never ends on a home
                }
                // Crowned: the free move, any King move from the home.
                let mut free: Vec<Sq> = Vec::new();
                for &(df, dr) in &ALL8 {
                    let x = (opp.0 + df, opp.1 + dr);
                    if on_board(x) && occ & bit(x) == 0 {
                        free.push(x);
                    }
                }
                jumps(occ, opp, &ALL8, 1u64 << index(opp), &mut free, &|s| {
                    s == own
                });
                for x in free {
                    if x != opp {
                        out.insert(Some((b, index(x), true)));
                    }
                }
            } else {
                out.insert(Some((b, index(t), false)));
            }
        }
    }
    if out.is_empty() {
        out.insert(None);
    }
    out
}

fn jumps(occ: u64, at: Sq, dirs: &[Sq], seen: u64, ends: &mut Vec<Sq>, stop: &dyn Fn(Sq) -> bool) {
    for &(df, dr) in dirs {
        let over = (at.0 + df, at.1 + dr);
        let land = (at.0 + 2 * df, at.1 + 2 * dr);
        if !on_board(land) || occ & bit(over) == 0 || occ & bit(land) != 0 {
            continue;
        }
        if seen & (1u64 << index(land)) != 0 {
            continue;
        }
        ends.push(land);
        if !stop(land) {
            jumps(occ, land, dirs, seen | 1u64 << index(land), ends, stop);
        }
    }
}

fn engine_ids(list: &MoveList) -> BTreeSet<Id> {
    list.iter()
        .map(|m| {
            if m.is_pass() {
                None
            } else {
                Some((m.from, m.to(), m.promotion.is_some()))
            }
        })
        .collect()
}

/// Checks that a move's path is a legal route: one step, or jumps, in the piece's
/// directions; a crowning move runs through the opponent's home, then a King move.
fn check_route(pos: &Position, m: &Move) {
    if m.is_pass() {
        return;
    }
    let me = pos.turn;
    let (own, opp) = (home(me), home(me.other()));
    let occ = pos.occupied() & !(1u64 << m.from);
    let king = pos.kings & (1u64 << m.from) != 0;
    let land: Vec<Sq> = m.landings().iter().map(|&b| sq_of(b)).collect();
    assert!(
        m.captures().is_empty() && m.captured == 0,
        "nothing is taken"
    );
    let split = if m.promotion.is_some() {
        assert!(!king);
        land.iter()
            .position(|&s| s == opp)
            .expect("crowns on the home")
            + 1
    } else {
        land.len()
    };
    let segment = |start: Sq, part: &[Sq], dirs: &[Sq], king: bool| {
        assert!(!part.is_empty());
        let first = part[0];
        let d = (first.0 - start.0, first.1 - start.1);
        if part.len() == 1 && dirs.contains(&d) {
            assert_eq!(occ & bit(first), 0, "step onto an empty square");
            return;
        }
        let mut at = start;
        let mut seen = bit(start);
        for (i, &l) in part.iter().enumerate() {
            let (df, dr) = (l.0 - at.0, l.1 - at.1);
            assert!(df.abs() % 2 == 0 && dr.abs() % 2 == 0, "a jump");
            let d = (df / 2, dr / 2);
            assert!(dirs.contains(&d) && d != (0, 0), "jump direction");
            assert_ne!(occ & bit((at.0 + d.0, at.1 + d.1)), 0, "a piece jumped");
            assert_eq!(occ & bit(l), 0, "an empty landing");
            assert_eq!(seen & bit(l), 0, "no square twice in a series");
            seen |= bit(l);
            let last = i + 1 == part.len();
            if l == own {
                assert!(king && last, "a King is borne off at once");
            }
            if l == opp && !last {
                assert!(king, "a man stops on the home");
            }
            at = l;
        }
    };
    let dirs = if king { ALL8.to_vec() } else { man_dirs(me) };
    segment(sq_of(m.from), &land[..split], &dirs, king);
    if m.promotion.is_some() {
        segment(opp, &land[split..], &ALL8, true);
    } else {
        assert_ne!(*land.last().unwrap(), opp, "no turn ends on a home");
    }
}

fn check_position(pos: &Position, fen_too: bool) {
    assert_eq!(pos.by_color[0] & pos.by_color[1], 0);
    assert_eq!(pos.kings & !pos.occupied(), 0);
    assert_eq!(pos.bishops | pos.camels, 0);
    assert_eq!(
        pos.occupied() & (bit((0, 0)) | bit((7, 7))),
        0,
        "homes empty"
    );
    let off = C::borne_off(pos).unwrap();
    for c in Color::BOTH {
        assert_eq!(off[c.idx()] as u32 + pos.pieces(c).count_ones(), 12);
    }
    if fen_too {
        let fen = C::write_fen(pos);
        assert_eq!(C::parse_fen(&fen).as_ref(), Ok(pos), "{fen}");
    }
}

fn check_transition(before: &Position, m: &Move, after: &Position) {
    let me = before.turn;
    assert_eq!(after.turn, me.other());
    let n = |p: &Position, c: Color| p.pieces(c).count_ones();
    let k = |p: &Position, c: Color| (p.pieces(c) & p.kings).count_ones();
    assert_eq!(
        n(after, me.other()),
        n(before, me.other()),
        "the other side untouched"
    );
    assert_eq!(after.pieces(me.other()), before.pieces(me.other()));
    let borne = !m.is_pass() && sq_of(m.to()) == home(me);
    assert_eq!(n(after, me) + borne as u32, n(before, me));
    let crowned = m.promotion.is_some() as u32;
    assert_eq!(k(after, me) + borne as u32, k(before, me) + crowned);
}

/// How far a side still has to go: men to the opponent's home and back, Kings home.
fn distance(pos: &Position, c: Color) -> i32 {
    let (own, opp) = (home(c), home(c.other()));
    let cheb = |a: Sq, b: Sq| (a.0 - b.0).abs().max((a.1 - b.1).abs()) as i32;
    let mut mine = pos.pieces(c);
    std::iter::from_fn(move || {
        (mine != 0).then(|| {
            let b = mine.trailing_zeros() as u8;
            mine &= mine - 1;
            b
        })
    })
    .map(|b| {
        let s = sq_of(b);
        if pos.kings & (1u64 << b) != 0 {
            cheb(s, own)
        } else {
            cheb(s, opp) + 7
        }
    })
    .sum()
}

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    wins: [usize; 2],
    draws: usize,
    capped: usize,
    plies: usize,
    longest: usize,
    passes: usize,
    crownings: usize,
    bear_offs: usize,
    compared: usize,
    most_moves: usize,
}

/// Plays one game; `racing` picks the move that shortens the mover's journey most (one move
/// in eight at random), else every move is uniformly random. `compare` checks every
/// position's move list against the naive generator.
fn playout(seed: u64, racing: bool, cap: usize, compare: bool, t: &mut Tally) {
    let mut rng = Rng::new(seed);
    let mut pos = C::start();
    let mut seen: HashMap<Position, u8> = HashMap::new();
    let mut list = MoveList::new();
    t.games += 1;
    let mut special = true;
    for ply in 0..=cap {
        // The FEN round trip (slow: text) on every eighth position and after every crowning,
        // bearing off or pass.
        check_position(&pos, special || ply % 8 == 0);
        let count = seen.entry(pos).or_insert(0);
        *count += 1;
        if let Some((w, _)) = C::decided(&pos) {
            t.wins[w.unwrap().idx()] += 1;
            t.plies += ply;
            t.longest = t.longest.max(ply);
            return;
        }
        if *count >= 3 {
            t.draws += 1;
            t.plies += ply;
            t.longest = t.longest.max(ply);
            return;
        }
        if ply == cap {
            break;
        }
        C::generate(&pos, &mut list);
        assert!(!list.is_empty(), "a move or a pass always exists");
        t.most_moves = t.most_moves.max(list.len());
        if compare {
            let mine = engine_ids(&list);
            assert_eq!(mine.len(), list.len(), "one move per identity");
            assert_eq!(mine, naive(&pos), "{}", C::write_fen(&pos));
            // The route reader takes every route the generator lists.
            for m in list.iter().filter(|m| !m.is_pass()) {
                let mut path = vec![m.from];
                path.extend_from_slice(m.landings());
                assert!(C::accepts_route(&pos, m, &path));
            }
            t.compared += 1;
        }
        let m = if racing && rng.below(8) != 0 {
            let me = pos.turn;
            let scores: Vec<i32> = list
                .iter()
                .map(|m| distance(&C::play(&pos, m), me))
                .collect();
            let best = *scores.iter().min().unwrap();
            let pool: Vec<&Move> = list
                .iter()
                .zip(&scores)
                .filter(|(_, &s)| s == best)
                .map(|(m, _)| m)
                .collect();
            *pool[rng.below(pool.len())]
        } else {
            list[rng.below(list.len())]
        };
        check_route(&pos, &m);
        let next = C::play(&pos, &m);
        check_transition(&pos, &m, &next);
        special = m.is_pass()
            || m.promotion.is_some()
            || next.occupied().count_ones() != pos.occupied().count_ones();
        t.passes += m.is_pass() as usize;
        t.crownings += m.promotion.is_some() as usize;
        t.bear_offs += (!m.is_pass() && sq_of(m.to()) == home(pos.turn)) as usize;
        pos = next;
    }
    t.capped += 1;
    t.plies += cap;
    t.longest = t.longest.max(cap);
}

/// Racing players: every game finishes, by a win or a threefold repetition.
#[test]
fn racing_games_all_finish_and_keep_the_invariants() {
    let mut t = Tally::default();
    for seed in 0..2000 {
        playout(seed, true, 3000, seed < 60, &mut t);
    }
    println!("racing: {t:?}");
    assert_eq!(t.capped, 0, "every racing game ends within 3000 plies");
    assert!(t.wins[0] + t.wins[1] > t.games * 9 / 10, "{t:?}");
    assert!(t.wins[0] > 0 && t.wins[1] > 0);
    assert!(t.bear_offs >= 12 * t.wins.iter().sum::<usize>());
    assert!(t.compared > 8_000);
}

/// Uniformly random players: every position checked; games that wander past the cap are
/// counted, not failed.
#[test]
fn random_games_keep_the_invariants() {
    let mut t = Tally::default();
    for seed in 0..1000 {
        playout(10_000 + seed, false, 500, seed < 16, &mut t);
    }
    println!("random: {t:?}");
    assert_eq!(t.games, 1000);
    assert!(t.crownings > 1000 && t.bear_offs > 100, "{t:?}");
    assert!(t.compared > 7_000);
}

/// Undo restores the position, redo replays the move, through the game layer.
#[test]
fn undo_restores_and_redo_replays() {
    for seed in 0..20 {
        let mut rng = Rng::new(seed * 7919 + 1);
        let mut g: Game<C> = Game::new();
        for _ in 0..300 {
            if g.outcome().is_some() {
                break;
            }
            let legal = g.legal_moves().to_vec();
            let m = legal[rng.below(legal.len())];
            let before = *g.position();
            let text = g.move_text(&m);
            let read = g.parse_move(&text).unwrap();
            assert!(
                read.same_as(&m) && read.landings() == m.landings(),
                "{text}"
            );
            g.play(&m).unwrap();
            let after = *g.position();
            assert!(g.undo());
            assert_eq!(*g.position(), before);
            assert!(g.redo());
            assert_eq!(*g.position(), after);
            assert_eq!(g.history().last(), Some(&text));
        }
    }
}

/// The naive generator's own play: the piece goes from origin to destination, crowned if
/// the move crowns, off the board if it ends on its own home.
fn naive_play(pos: &Position, id: &Id) -> Position {
    let mut p = *pos;
    let me = pos.turn;
    p.turn = me.other();
    if let Some((from, to, crowned)) = *id {
        let king = pos.kings & (1u64 << from) != 0 || crowned;
        p.by_color[me.idx()] &= !(1u64 << from);
        p.kings &= !(1u64 << from);
        if sq_of(to) != home(me) {
            p.by_color[me.idx()] |= 1u64 << to;
            if king {
                p.kings |= 1u64 << to;
            }
        }
    }
    p
}

fn naive_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    naive(pos)
        .iter()
        .map(|id| naive_perft(&naive_play(pos, id), depth - 1))
        .sum()
}

/// The perft table (`tests/perft/coast-to-coast.perft`, our own numbers) agrees, to depth
/// 3, with the naive generator and the naive play.
#[test]
fn naive_perft_agrees_with_the_regression_table() {
    let path = format!(
        "{}/tests/perft/coast-to-coast.perft",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let mut pos = C::start();
    let mut checked = 0;
    for line in text.lines().map(str::trim) {
        let mut w = line.split_whitespace();
        match w.next() {
            Some("start") => pos = C::start(),
            Some("fen") => pos = C::parse_fen(line[3..].trim()).unwrap(),
            Some("perft") => {
                let depth: u32 = w.next().unwrap().parse().unwrap();
                let leaves: u64 = w.next().unwrap().parse().unwrap();
                if depth <= 3 {
                    assert_eq!(naive_perft(&pos, depth), leaves, "{line}");
                    checked += 1;
                }
            }
            _ => {}
        }
    }
    assert!(checked >= 12, "{checked}");
}
