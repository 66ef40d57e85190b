//! The computer opponent: iterative-deepening principal variation search, written once for
//! every game.
//!
//! - **Search**: negamax alpha-beta with principal variation search (null windows after the
//!   first move), iterative deepening with the previous iteration's best move first.
//! - **Transposition table** keyed by [`zobrist`](crate::ai::zobrist) hashes, updated
//!   incrementally move by move; it gives each node its best move from earlier searches and
//!   cuts where a deep enough bound is stored. A quiet position at the horizon, which stands
//!   pat, neither looks in it nor writes to it: those leaves are most of the nodes, and the
//!   look-up (a miss in the processor's caches) was the search's largest single cost. The
//!   computer keeps its table between its moves (the game's `SearchTable`, in the page's
//!   worker and `omnidraughts engine`): the same depth again costs a fraction of the nodes.
//! - **Move ordering**: the table's move, then captures taking most, promotions, two killer
//!   moves per ply, and the history heuristic.
//! - **Quiescence over forced captures**: at the horizon a position whose side must capture
//!   is searched on (capture is compulsory, so there is no "standing pat"); a single forced
//!   capture is not counted as a ply. Where the game asks for it
//!   ([`Evaluate::QUIET_PROMOTIONS`]: International draughts), a quiet position at the
//!   horizon tries its promotions against standing pat (its evaluation).
//! - **A ply off far outside the window** (Russian: [`Evaluate::OUTSIDE_REDUCTION`], as Cake
//!   reduces far outside its window): a node of depth 3 or more with a null window and no
//!   capture pending whose evaluation lies a man ([`OUTSIDE`]) or more above beta or below
//!   alpha is searched a ply less deep (and stored as such).
//! - **Leaves without their moves**: at the horizon the game says whether the side to move
//!   must capture (listing the captures) or how many quiet moves it has and whether one
//!   promotes ([`horizon`](crate::rules::Rules::horizon): the draughts games count them from
//!   the bitboards, as perft does), so a quiet leaf is evaluated without its moves being
//!   listed. The draughts games list and count in one body (`Draughts::moves_or_count`), so
//!   that the wasm holds one copy of each game's capture search.
//! - **Draws and results inside the tree**: repetition (of any position since the last
//!   irreversible move, the game's history included), the game's move-count rules, the
//!   game's own results, and no move (a loss). With contempt ([`Limits::contempt`]: the
//!   strong levels' [`CONTEMPT`], a quarter of a man) a draw scores that much below nothing
//!   for the side to move at the root, so the computer playing a game does not take a draw
//!   (a repetition, a count rule, a drawn database ending) it can avoid at a smaller cost;
//!   an analysis, a hint or a draw offer's answer has none.
//! - **Limits**: depth, nodes and time; iterations go on until the time is up, the clock is
//!   read every 1024 nodes, and of the unfinished iteration a move is kept only when it beat
//!   the previous best, searched in full.
//! - **Levels** ([`LEVELS`]): time and depth limits, and for the weaker ones a controlled
//!   chance of a weaker move: every root move is scored and a seeded random margin is added,
//!   so a weak level plays one of the reasonable moves, not a random one, and the same seed
//!   replays the same game.
//!
//! Nothing is allocated inside the tree: the move lists of every ply and the table are
//! allocated when a [`Searcher`] is made.
//!
//! What each of these was measured to gain, and the ideas tried and not kept (aspiration
//! windows, ProbCut, null moves, singular and other extensions, table layouts, ...), are in
//! `docs/results.md`; `docs/engine.md` describes the computer as a whole.

use std::marker::PhantomData;
use std::sync::Arc;

use crate::ai::eval::Evaluate;
use crate::ai::oracle::{Oracle, Wdl};
use crate::ai::zobrist;
use crate::board::moves::{Move, MoveList};
use crate::rules::DrawCounters;
use crate::Color;

/// Deeper than any search goes (the capture extension included).
pub const MAX_PLY: usize = 128;
/// Above every score.
pub const INFINITY: i32 = 32_000;
/// The score of a win on the board now; a win in `n` plies scores `WIN - n`.
pub const WIN: i32 = 31_000;
/// Scores beyond this are wins or losses found by the search.
pub const WIN_FOUND: i32 = WIN - MAX_PLY as i32;
/// The score of a win an endgame database knows ([`Oracle`]), below the wins the search
/// finds itself: `DATABASE_WIN - ply`, plus the oracle's measure of progress (within
/// ±[`DATABASE_SPREAD`]; [`Oracle::progress`]) so that among won positions the search heads
/// for the captures and promotions that bring the end nearer (where the databases keep a
/// position's distance to its capture, by that distance: `crate::egdb`).
pub const DATABASE_WIN: i32 = 20_000;
/// How far the evaluation moves a database win or loss.
pub const DATABASE_SPREAD: i32 = 2_000;
/// How deep a lone legal move is searched (for its score only).
const FORCED_MOVE_DEPTH: u32 = 8;
/// How far the capture extension may go below the horizon (Stack'Em's captures take
/// nothing off the board, so its capture chains need a bound).
const QUIESCENCE_PLIES: i32 = 24;
/// How far outside its window a node's evaluation lies for the search to take a ply off it
/// ([`Evaluate::OUTSIDE_REDUCTION`]): a man.
pub const OUTSIDE: i32 = 100;

/// Set from another thread to end the search under way as its limits would (the CLI's Hub
/// mode: `stop`, and the time after `ponder-hit`); whoever starts a search clears it first.
pub static STOP: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// What may stop a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration (in plies, before extensions).
    pub depth: u32,
    /// The time allowed, in milliseconds.
    pub movetime_ms: Option<f64>,
    /// The most nodes.
    pub nodes: Option<u64>,
    /// Contempt, in hundredths of a man: a draw scores this much less than nothing for the
    /// side to move at the root (and as much more for its opponent), so that the computer
    /// playing a game avoids a draw it can avoid at that cost. 0 (an analysis) scores a draw
    /// as a draw.
    pub contempt: i32,
}

impl Limits {
    /// A search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            movetime_ms: None,
            nodes: None,
            contempt: 0,
        }
    }

    /// A search for `ms` milliseconds.
    pub fn movetime(ms: f64) -> Limits {
        Limits {
            depth: MAX_PLY as u32 / 2,
            movetime_ms: Some(ms),
            nodes: None,
            contempt: 0,
        }
    }
}

/// A playing level: limits and how far from its best move it may stray.
#[derive(Clone, Copy, Debug)]
pub struct Level {
    /// The name players see.
    pub name: &'static str,
    /// The deepest iteration.
    pub depth: u32,
    /// The time allowed per move, in milliseconds.
    pub movetime_ms: u32,
    /// The largest random margin (hundredths of a man) added to each root move's score
    /// before the best is taken; 0 plays the search's best move.
    pub noise: i32,
    /// Its contempt when it plays its move ([`Limits::contempt`]).
    pub contempt: i32,
}

impl Level {
    /// The level's limits: its depth, time and contempt.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            movetime_ms: Some(self.movetime_ms as f64),
            nodes: None,
            contempt: self.contempt,
        }
    }
}

/// The strong levels' contempt ([`Limits::contempt`]): a quarter of a man.
pub const CONTEMPT: i32 = 25;

/// The levels, weakest first. Beginner looks two plies ahead and plays any move within about
/// a man and a half of its best; Master is the engine's best in one second.
pub const LEVELS: [Level; 5] = [
    Level {
        name: "Beginner",
        depth: 2,
        movetime_ms: 1000,
        noise: 150,
        contempt: 0,
    },
    Level {
        name: "Casual",
        depth: 4,
        movetime_ms: 1000,
        noise: 60,
        contempt: 0,
    },
    Level {
        name: "Club",
        depth: 6,
        movetime_ms: 1000,
        noise: 15,
        contempt: 0,
    },
    Level {
        name: "Strong",
        depth: MAX_PLY as u32 / 2,
        movetime_ms: 100,
        noise: 0,
        contempt: CONTEMPT,
    },
    Level {
        name: "Master",
        depth: MAX_PLY as u32 / 2,
        movetime_ms: 1000,
        noise: 0,
        contempt: CONTEMPT,
    },
];

/// What a search found.
#[derive(Clone, Debug)]
pub struct Report {
    /// The move to play (`None` when the side to move has none, or the game is over).
    pub best: Option<Move>,
    /// Its score for the side to move, in hundredths of a man; beyond ±[`WIN_FOUND`], a
    /// win or loss in `WIN - |score|` plies.
    pub score: i32,
    /// The last iteration completed.
    pub depth: u32,
    /// Nodes searched (the capture extension's included).
    pub nodes: u64,
    /// Time taken, in milliseconds.
    pub ms: f64,
    /// The principal variation, `best` first.
    pub pv: Vec<Move>,
}

/// One line of an [`Analysis`].
#[derive(Clone, Debug)]
pub struct Line {
    /// The score of the line's first move for the side to move (as [`Report::score`]).
    pub score: i32,
    /// The principal variation, the root move first.
    pub pv: Vec<Move>,
}

/// What a multi-PV search found ([`Searcher::analyse`]).
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The last iteration completed (0 when none was).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken, in milliseconds.
    pub ms: f64,
    /// The best root moves, best first, each a different move (none when the side to move
    /// has none, or the game is over).
    pub lines: Vec<Line>,
    /// The move asked for besides the lines, when it is not among them.
    pub also: Option<Line>,
}

/// Milliseconds from a fixed moment, on a monotonic clock: `performance.now()` in wasm (the
/// page's or the Web Worker's, whichever global this runs in; the wall clock, which jumps
/// when the system clock is set, only where a global has no `performance`), `Instant`
/// natively.
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        thread_local! {
            static PERFORMANCE: Option<web_sys::Performance> =
                js_sys::Reflect::get(&js_sys::global(), &"performance".into())
                    .ok()
                    .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
        }
        PERFORMANCE.with(|p| p.as_ref().map_or_else(js_sys::Date::now, |p| p.now()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        use std::time::Instant;
        static EPOCH: OnceLock<Instant> = OnceLock::new();
        EPOCH.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

const EXACT: u8 = 3;
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const NO_MOVE: u16 = u16::MAX;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i16,
    mv: u16,
    depth: i8,
    bound: u8,
    /// The search that stored it (older entries give way first).
    age: u8,
}

/// A score to store: wins relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i16 {
    let s = if score > WIN_FOUND {
        score + ply as i32
    } else if score < -WIN_FOUND {
        score - ply as i32
    } else {
        score
    };
    s as i16
}

fn from_tt(score: i16, ply: usize) -> i32 {
    let s = score as i32;
    if s > WIN_FOUND {
        s - ply as i32
    } else if s < -WIN_FOUND {
        s + ply as i32
    } else {
        s
    }
}

/// A quiet move's identity for killers and history: origin and destination.
#[inline(always)]
fn quiet_key(mv: &Move) -> u16 {
    ((mv.from as u16) << 8) | mv.to() as u16
}

/// The history table's slot of a quiet move: origin and destination. A pass (Coast-to-Coast)
/// has no squares (`from` is `NONE`) and takes the slot of h8 to h8, which no step uses.
#[inline(always)]
fn history_slot(mv: &Move) -> usize {
    if mv.is_pass() {
        64 * 64 - 1
    } else {
        mv.from as usize * 64 + mv.to() as usize
    }
}

/// A small seeded generator (xorshift64*), for the weak levels' choices.
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 32) % n as u64) as usize
    }
}

/// Sorts `v` by `score`, highest first, ties in their order before: an insertion sort (a
/// root's few moves or lines) and not the library's sort, each instantiation of which costs
/// the wasm more than this whole function.
fn best_first<T>(v: &mut [T], score: impl Fn(&T) -> i32) {
    for k in 1..v.len() {
        let mut j = k;
        while j > 0 && score(&v[j - 1]) < score(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The bookkeeping of a multi-PV search ([`Searcher::analyse`]), outside the generic search
/// (one copy for every game): the root moves in the order to search them, the lines found
/// in the iteration under way, those of the last iteration kept.
struct MultiPv {
    lines: usize,
    also: Option<usize>,
    /// Root moves (indexes), the last iteration's lines first.
    order: Vec<usize>,
    /// This iteration's lines (root move, score, line) and the `also` move's.
    found: Vec<(usize, i32, Vec<Move>)>,
    found_also: Option<(i32, Vec<Move>)>,
    kept: Vec<(usize, i32, Vec<Move>)>,
    kept_also: Option<(i32, Vec<Move>)>,
    completed: u32,
}

impl MultiPv {
    fn new(moves: usize, lines: usize, also: Option<usize>) -> MultiPv {
        let lines = lines.clamp(1, moves.max(1));
        MultiPv {
            lines,
            also,
            order: (0..moves).collect(),
            found: Vec::with_capacity(lines),
            found_also: None,
            kept: Vec::new(),
            kept_also: None,
            completed: 0,
        }
    }

    /// The root moves to search for the next line (those not found yet), or `None` when
    /// every line is found or there is no move.
    fn candidates(&self) -> Option<Vec<usize>> {
        let rest: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|i| self.found.iter().all(|f| f.0 != *i))
            .collect();
        (self.found.len() < self.lines && !rest.is_empty()).then_some(rest)
    }

    fn found(&mut self, i: usize, score: i32, line: Vec<Move>) {
        self.found.push((i, score, line));
    }

    /// The `also` move, when it is not among the lines found.
    fn missing(&self) -> Option<usize> {
        self.also.filter(|a| self.found.iter().all(|f| f.0 != *a))
    }

    fn found_also(&mut self, score: i32, line: Vec<Move>) {
        self.found_also = Some((score, line));
    }

    /// Ends the iteration at `depth`: its lines are kept unless the limits stopped it (at
    /// depth 1, what was found is kept). Whether to stop: stopped, or every line a result.
    fn end(&mut self, depth: u32, stopped: bool) -> bool {
        let mut found = std::mem::take(&mut self.found);
        let found_also = self.found_also.take();
        // A line found later may score a little above one found before it (the table the
        // searches share makes them not quite independent): best first all the same.
        best_first(&mut found, |f| f.1);
        if !stopped || self.kept.is_empty() {
            if !stopped {
                self.completed = depth;
            }
            // the lines found first, in order of score; the other moves keep their order
            let mut next: Vec<usize> = found.iter().map(|f| f.0).collect();
            next.extend(
                self.order
                    .iter()
                    .copied()
                    .filter(|i| !found.iter().any(|f| f.0 == *i)),
            );
            self.order = next;
            self.kept = found;
            self.kept_also = found_also;
        }
        stopped || self.kept.iter().all(|f| f.1.abs() > WIN_FOUND)
    }

    fn analysis(self, nodes: u64, ms: f64) -> Analysis {
        Analysis {
            depth: self.completed,
            nodes,
            ms,
            lines: self
                .kept
                .into_iter()
                .map(|(_, score, pv)| Line { score, pv })
                .collect(),
            also: self.kept_also.map(|(score, pv)| Line { score, pv }),
        }
    }
}

/// A position in the tree with what its search needs of the way there: its hash, the draw
/// counters, and where on the path the positions it could repeat begin (after the last
/// irreversible move).
#[derive(Clone, Copy)]
struct Node<P> {
    pos: P,
    hash: u64,
    counters: DrawCounters,
    rev_start: usize,
}

/// A search of the game `R`, with its table and tables of move ordering.
pub struct Searcher<R: Evaluate> {
    tt: Vec<Entry>,
    killers: [[u16; 2]; MAX_PLY],
    history: Vec<u32>,
    lists: Vec<MoveList>,
    /// Hashes of the game's positions, then of the search path.
    path: Vec<u64>,
    nodes: u64,
    age: u8,
    deadline: f64,
    node_limit: u64,
    stopped: bool,
    /// A draw's score for the side to move at the root ([`Limits::contempt`], negated), and
    /// that side (none without contempt: then a draw is 0 for both); the table's scores were
    /// found with them, so a search with others clears it.
    draw: (i32, Option<Color>),
    oracle: Option<Arc<dyn Oracle<R::Position>>>,
    /// Whether the endgame database decides the root, a win or a loss (see
    /// [`set_oracle`](Self::set_oracle)).
    convert: bool,
    _rules: PhantomData<R>,
}

impl<R: Evaluate> Default for Searcher<R> {
    fn default() -> Self {
        Searcher::new(1 << 18)
    }
}

impl<R: Evaluate> Searcher<R> {
    /// A searcher with a table of `entries` entries (rounded up to a power of two; 16 bytes
    /// each).
    pub fn new(entries: usize) -> Searcher<R> {
        Searcher {
            tt: vec![Entry::default(); entries.next_power_of_two()],
            killers: [[NO_MOVE; 2]; MAX_PLY],
            history: vec![0; 64 * 64],
            lists: (0..MAX_PLY + 1).map(|_| MoveList::new()).collect(),
            path: Vec::with_capacity(1024),
            nodes: 0,
            age: 0,
            deadline: f64::INFINITY,
            node_limit: u64::MAX,
            stopped: false,
            draw: (0, None),
            oracle: None,
            convert: false,
            _rules: PhantomData,
        }
    }

    /// Gives the search an endgame database to ask at every node below the root (`None`:
    /// none). A position it knows ends the line with its value, except where it decides the
    /// root too (a win or a loss) and depth is left: then the search goes on, a drawn
    /// position or a repetition still ending a line, and finds how the game is won, not only
    /// that it is. Ending every line at once left the move to the evaluation of the positions
    /// one ply on, which shuffled database wins into draws (`docs/results.md`).
    pub fn set_oracle(&mut self, oracle: Option<Arc<dyn Oracle<R::Position>>>) {
        self.oracle = oracle;
    }

    /// Forgets everything learnt (the table, killers, history).
    pub fn clear(&mut self) {
        self.tt.fill(Entry::default());
        self.killers = [[NO_MOVE; 2]; MAX_PLY];
        self.history.fill(0);
    }

    /// Searches `pos`, reached after the positions `earlier` (oldest first; those since the
    /// last irreversible move are the ones that matter, for repetitions) with the draw
    /// counters `counters`, within `limits`.
    pub fn search(
        &mut self,
        pos: &R::Position,
        earlier: &[R::Position],
        counters: DrawCounters,
        limits: &Limits,
    ) -> Report {
        self.think(pos, earlier, counters, limits, 0, 0)
    }

    /// Searches within `limits` at a level: for a weak level, a seeded random choice among
    /// the root moves scored within its noise of each other (see [`Level::limits`] for the
    /// level's own limits).
    pub fn play_level(
        &mut self,
        pos: &R::Position,
        earlier: &[R::Position],
        counters: DrawCounters,
        limits: &Limits,
        level: &Level,
        seed: u64,
    ) -> Report {
        self.think(pos, earlier, counters, limits, level.noise, seed)
    }

    fn think(
        &mut self,
        pos: &R::Position,
        earlier: &[R::Position],
        counters: DrawCounters,
        limits: &Limits,
        noise: i32,
        seed: u64,
    ) -> Report {
        let started = now_ms();
        let (hash, root) = self.begin(pos, earlier, counters, limits, started);
        let mut report = Report {
            best: root.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
            ms: 0.0,
            pv: root.first().copied().into_iter().collect(),
        };
        if root.is_empty() {
            report.score = -WIN;
            report.ms = now_ms() - started;
            return report;
        }
        let n = root.len();
        // Root moves in order of the last completed iteration, with their scores.
        let mut order: Vec<usize> = (0..n).collect();
        let mut scores = vec![-INFINITY; n];
        let here = Node {
            pos: *pos,
            hash,
            counters,
            rev_start: 0,
        };
        // A forced move is played at once: searched only for its score.
        let max_depth = match n {
            1 => limits.depth.clamp(1, FORCED_MOVE_DEPTH),
            _ => limits.depth.clamp(1, MAX_PLY as u32 / 2),
        };
        // Iterations go on until the time is up (the clock stops the one under way): the
        // budget is used, and an unfinished iteration still counts once the previous best move
        // was searched in full and another beat it.
        for depth in 1..=max_depth {
            let mut alpha = -INFINITY;
            let mut best: Option<(usize, i32)> = None;
            let mut iteration = vec![-INFINITY; n];
            for (k, &i) in order.iter().enumerate() {
                let child = self.enter(&here, &root[i]);
                // With noise every root move gets an exact score; otherwise the first gets
                // a full window and the others a null window first.
                let score = if noise > 0 || k == 0 {
                    let beta = if noise > 0 { INFINITY } else { -alpha };
                    -self.node(&child, depth as i32 - 1, -INFINITY, beta, 1)
                } else {
                    let s = -self.node(&child, depth as i32 - 1, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.stopped {
                        -self.node(&child, depth as i32 - 1, -INFINITY, -alpha, 1)
                    } else {
                        s
                    }
                };
                self.path.pop();
                if self.stopped {
                    break;
                }
                iteration[i] = score;
                if best.is_none_or(|(_, b)| score > b) {
                    best = Some((i, score));
                }
                if score > alpha {
                    alpha = score;
                }
            }
            if let Some((i, score)) = best {
                // Kept when the iteration ended, or at least its first (the previous best)
                // move was searched in full and another beat it.
                if !self.stopped || i != order[0] || depth == 1 {
                    report.best = Some(root[i]);
                    report.score = score;
                }
                if !self.stopped {
                    report.depth = depth;
                    scores.copy_from_slice(&iteration);
                    best_first(&mut order, |&i| iteration[i]);
                }
            }
            if self.stopped || report.score.abs() > WIN_FOUND {
                break;
            }
        }
        if noise > 0 && report.depth > 0 {
            let mut rng = Rng::new(seed ^ hash);
            let pick = (0..n).filter(|&i| scores[i] > -INFINITY).max_by_key(|&i| {
                (
                    scores[i] + rng.below(noise as usize + 1) as i32,
                    std::cmp::Reverse(i),
                )
            });
            if let Some(i) = pick {
                report.best = Some(root[i]);
                report.score = scores[i];
            }
        }
        report.nodes = self.nodes;
        report.ms = now_ms() - started;
        report.pv = self.pv(pos, hash, report.best);
        report
    }

    /// Starts a search at `started` (see [`now_ms`]): its limits, a new age for the table,
    /// the path of the game's positions. Returns the position's hash and its root moves
    /// (none once the game is decided there).
    fn begin(
        &mut self,
        pos: &R::Position,
        earlier: &[R::Position],
        counters: DrawCounters,
        limits: &Limits,
        started: f64,
    ) -> (u64, MoveList) {
        self.nodes = 0;
        self.age = self.age.wrapping_add(1);
        self.stopped = false;
        self.deadline = limits.movetime_ms.map_or(f64::INFINITY, |ms| started + ms);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        let draw = match limits.contempt {
            0 => (0, None),
            c => (-c, Some(R::turn(pos))),
        };
        if draw != self.draw {
            self.tt.fill(Entry::default());
            self.draw = draw;
        }
        self.killers = [[NO_MOVE; 2]; MAX_PLY];
        for h in self.history.iter_mut() {
            *h /= 8;
        }
        self.path.clear();
        self.path.extend(earlier.iter().map(zobrist::hash::<R>));
        self.convert = self
            .oracle
            .as_ref()
            .and_then(|o| o.probe(pos, &counters))
            .is_some_and(|v| v != Wdl::Draw);
        let mut root = MoveList::new();
        if R::decided(pos).is_none() && R::draw_by_rule(pos, &counters).is_none() {
            R::generate(pos, &mut root);
        }
        (zobrist::hash::<R>(pos), root)
    }

    /// The `lines` best root moves of `pos` (multi-PV), each with its exact score and its
    /// principal variation, best first (see [`search`](Self::search) for the arguments).
    ///
    /// Each iteration searches the root once per line, leaving out the moves already found:
    /// the best of the rest, searched with a full window, has an exact score (a root move
    /// scored with a null window only has a bound), and a few lines cost much less than a full
    /// window on every root move (`cost_of_lines` in `tests/analysis.rs`). The table is kept:
    /// asking again one ply deeper re-searches the shallower iterations from it, cheaply.
    /// Of an iteration the limits stop, nothing is kept (except at depth 1: the lines found).
    ///
    /// `also`: a root move to score too when it is not among the lines (the move played, for
    /// a review): searched alone with a full window after each iteration's lines, with the
    /// table they filled, so its score is exact and comparable with theirs.
    pub fn analyse(
        &mut self,
        pos: &R::Position,
        earlier: &[R::Position],
        counters: DrawCounters,
        limits: &Limits,
        lines: usize,
        also: Option<&Move>,
    ) -> Analysis {
        let started = now_ms();
        let (hash, root) = self.begin(pos, earlier, counters, limits, started);
        let here = Node {
            pos: *pos,
            hash,
            counters,
            rev_start: 0,
        };
        let also = also.and_then(|m| root.iter().position(|r| r.same_as(m)));
        let mut multi = MultiPv::new(root.len(), lines, also);
        for depth in 1..=limits.depth.clamp(1, MAX_PLY as u32 / 2) {
            while let Some(rest) = multi.candidates() {
                let Some((i, score)) = self.root_best(&here, &root, &rest, depth) else {
                    break;
                };
                // the line now, before another line's search overwrites the table
                multi.found(i, score, self.pv(pos, hash, Some(root[i])));
            }
            if let Some(a) = multi.missing().filter(|_| !self.stopped) {
                if let Some((i, score)) = self.root_best(&here, &root, &[a], depth) {
                    multi.found_also(score, self.pv(pos, hash, Some(root[i])));
                }
            }
            if multi.end(depth, self.stopped) {
                break;
            }
        }
        multi.analysis(self.nodes, now_ms() - started)
    }

    /// The best of the root moves `moves` (indexes into `root`) searched `depth` plies deep,
    /// with its exact score: the first with a full window, the others with a null window
    /// first. `None` when the limits stopped the search before a move was searched, or there
    /// is none.
    fn root_best(
        &mut self,
        here: &Node<R::Position>,
        root: &MoveList,
        moves: &[usize],
        depth: u32,
    ) -> Option<(usize, i32)> {
        let mut best: Option<(usize, i32)> = None;
        for &i in moves {
            let child = self.enter(here, &root[i]);
            let d = depth as i32 - 1;
            let score = match best {
                None => -self.node(&child, d, -INFINITY, INFINITY, 1),
                Some((_, alpha)) => {
                    let s = -self.node(&child, d, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.stopped {
                        -self.node(&child, d, -INFINITY, -alpha, 1)
                    } else {
                        s
                    }
                }
            };
            self.path.pop();
            if self.stopped {
                break;
            }
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((i, score));
            }
        }
        best
    }

    /// The principal variation: `best`, then the table's moves as far as they go.
    fn pv(&self, pos: &R::Position, hash: u64, best: Option<Move>) -> Vec<Move> {
        let mut pv = Vec::new();
        let Some(first) = best else {
            return pv;
        };
        let mut pos = *pos;
        let mut hash = hash;
        let mut mv = first;
        let mut seen = Vec::new();
        loop {
            let next = R::play(&pos, &mv);
            hash = zobrist::update::<R>(&pos, hash, &mv, &next);
            pv.push(mv);
            pos = next;
            if seen.contains(&hash) || pv.len() >= 32 {
                break;
            }
            seen.push(hash);
            let e = self.tt[hash as usize & (self.tt.len() - 1)];
            if e.key != hash || e.mv == NO_MOVE {
                break;
            }
            let mut list = MoveList::new();
            R::generate(&pos, &mut list);
            match list.get(e.mv as usize) {
                Some(m) => mv = *m,
                None => break,
            }
        }
        pv
    }

    /// Whether the position `hash` stood on the board earlier since the last irreversible
    /// move (`from` is where that window starts in the path), with the same side to move.
    #[inline]
    fn repeated(&self, hash: u64, from: usize) -> bool {
        let n = self.path.len();
        // path[n-1] is the parent (other side to move); the same side stood at n-2, n-4...
        let mut i = n as isize - 2;
        while i >= from as isize {
            if self.path[i as usize] == hash {
                return true;
            }
            i -= 2;
        }
        false
    }

    /// The score of a draw for the side to move in `pos` ([`Limits::contempt`]).
    #[inline(always)]
    fn draw_score(&self, pos: &R::Position) -> i32 {
        let (d, side) = self.draw;
        if side == Some(R::turn(pos)) {
            d
        } else {
            -d
        }
    }

    fn check_limits(&mut self) {
        if self.nodes >= self.node_limit
            || now_ms() >= self.deadline
            || STOP.load(std::sync::atomic::Ordering::Relaxed)
        {
            self.stopped = true;
        }
    }

    /// The node after `mv` from `at`, whose hash goes onto the path (the caller pops it once
    /// the child is searched).
    #[inline(always)]
    fn enter(&mut self, at: &Node<R::Position>, mv: &Move) -> Node<R::Position> {
        let pos = R::play(&at.pos, mv);
        let counters = at.counters.after::<R>(&at.pos, mv);
        self.path.push(at.hash);
        Node {
            hash: zobrist::update::<R>(&at.pos, at.hash, mv, &pos),
            rev_start: if counters.quiet_plies == 0 {
                self.path.len()
            } else {
                at.rev_start
            },
            pos,
            counters,
        }
    }

    /// The score of `here` for its side to move, searched `depth` plies deep (captures
    /// beyond), within (`alpha`, `beta`).
    fn node(
        &mut self,
        here: &Node<R::Position>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let (pos, hash) = (&here.pos, here.hash);
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.stopped {
            return 0;
        }
        if let Some((winner, _)) = R::decided(pos) {
            return match winner {
                None => self.draw_score(pos),
                Some(c) if c == R::turn(pos) => WIN - ply as i32,
                Some(_) => -(WIN - ply as i32),
            };
        }
        if self.repeated(hash, here.rev_start) || R::draw_by_rule(pos, &here.counters).is_some() {
            // a side that cannot move loses, even where a draw falls due (Game::outcome)
            return if R::count(pos) == 0 {
                -(WIN - ply as i32)
            } else {
                self.draw_score(pos)
            };
        }
        if ply >= MAX_PLY - 1 {
            return R::evaluate(pos);
        }
        // A position an endgame database knows (it resolves a pending capture itself): its
        // value, unless the database decides the root too and depth is left (`convert`).
        if let Some(o) = &self.oracle {
            if let Some(v) = o.probe(pos, &here.counters) {
                let search_on = self.convert && depth > 0 && v != Wdl::Draw;
                if !search_on {
                    let spread = o.progress(pos, v).clamp(-DATABASE_SPREAD, DATABASE_SPREAD);
                    return match v {
                        Wdl::Draw => self.draw_score(pos),
                        Wdl::Win => DATABASE_WIN - ply as i32 + spread,
                        Wdl::Loss => -DATABASE_WIN + ply as i32 + spread,
                    };
                }
            }
        }
        // Mate distance: nothing here can beat a win found nearer the root.
        let alpha0 = alpha;
        let beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        let mut lists = std::mem::take(&mut self.lists);
        // At the horizon a quiet position stands pat (and where the game says so, tries its
        // promotions first), without the table: most nodes are such leaves, and their
        // look-up, a miss in the processor's caches, cost more than it saved. Their moves
        // are counted, not listed (Rules::horizon), unless the promotions are tried.
        // Captures are searched on, down to a bound (Stack'Em's take nothing off the board).
        let mut stand = -INFINITY;
        let mut listed = false;
        if depth <= 0 {
            match R::horizon(pos, &mut lists[ply]) {
                None if depth <= -QUIESCENCE_PLIES => {
                    self.lists = lists;
                    return R::evaluate(pos);
                }
                None => listed = true,
                Some((0, _)) => {
                    self.lists = lists;
                    return -(WIN - ply as i32);
                }
                Some((_, promotes)) => {
                    stand = R::evaluate(pos);
                    if !R::QUIET_PROMOTIONS
                        || depth <= -QUIESCENCE_PLIES
                        || stand >= beta
                        || !promotes
                    {
                        self.lists = lists;
                        return stand;
                    }
                }
            }
        }
        if !listed {
            R::generate(pos, &mut lists[ply]);
        }
        let list = &lists[ply];
        let n = list.len();
        if n == 0 {
            self.lists = lists;
            return -(WIN - ply as i32);
        }
        let forced = list[0].is_capture() && list.iter().all(|m| m.is_capture());

        let mut tt_move = NO_MOVE;
        let slot = hash as usize & (self.tt.len() - 1);
        if stand == -INFINITY {
            let e = self.tt[slot];
            if e.key == hash {
                tt_move = e.mv;
                if e.depth as i32 >= depth && beta - alpha0 == 1 {
                    let s = from_tt(e.score, ply);
                    if e.bound == EXACT
                        || (e.bound == LOWER && s >= beta)
                        || (e.bound == UPPER && s <= alpha)
                    {
                        self.lists = lists;
                        return s;
                    }
                }
            }
        }
        let promotions_only = stand > -INFINITY;
        // Far outside a null window, a ply less (Evaluate::OUTSIDE_REDUCTION).
        // (at depth 3 no horizon's promotions are being tried: those are depth 0 and below)
        let depth = if R::OUTSIDE_REDUCTION && depth >= 3 && beta - alpha0 == 1 && !forced {
            let e = R::evaluate(pos);
            depth - (e >= beta + OUTSIDE || e <= alpha0 - OUTSIDE) as i32
        } else {
            depth
        };
        // A lone forced capture costs no depth.
        let child_depth = if forced && n == 1 { depth } else { depth - 1 };

        // (not an array: zeroing one of MAX_MOVES at every node was a measurable cost)
        let mut order = arrayvec::ArrayVec::<i32, { crate::board::moves::MAX_MOVES }>::new();
        for (i, mv) in lists[ply].iter().enumerate() {
            order.push(if i as u16 == tt_move {
                1 << 30
            } else if mv.is_capture() {
                (1 << 28) + 64 * mv.capture_count() as i32
            } else {
                let k = quiet_key(mv);
                let promo = if mv.promotion.is_some() { 1 << 26 } else { 0 };
                promo
                    + if self.killers[ply][0] == k {
                        1 << 25
                    } else if self.killers[ply][1] == k {
                        1 << 24
                    } else {
                        self.history[history_slot(mv)].min(1 << 23) as i32
                    }
            });
        }

        let mut best = stand;
        let mut best_i = NO_MOVE;
        if stand > alpha {
            alpha = stand;
        }
        for k in 0..n {
            // The best remaining move.
            let mut i = 0;
            let mut top = i32::MIN;
            for (j, &o) in order.iter().enumerate() {
                if o > top {
                    top = o;
                    i = j;
                }
            }
            order[i] = i32::MIN;
            let mv = lists[ply][i];
            if promotions_only && mv.promotion.is_none() {
                continue;
            }
            let child = self.enter(here, &mv);
            self.lists = lists;
            // Late quiet moves are first searched less deep (late move reductions).
            let quiet = !forced && !mv.is_capture() && mv.promotion.is_none();
            let reduce = if quiet && depth >= 3 && k >= 3 && top < 1 << 24 {
                1 + (k >= 8 && depth >= 5) as i32
            } else {
                0
            };
            let score = if k == 0 {
                -self.node(&child, child_depth, -beta, -alpha, ply + 1)
            } else {
                let (a, b) = (-alpha - 1, -alpha);
                let mut s = alpha + 1;
                if reduce > 0 {
                    s = -self.node(&child, child_depth - reduce, a, b, ply + 1);
                }
                if s > alpha && !self.stopped {
                    s = -self.node(&child, child_depth, a, b, ply + 1);
                }
                if s > alpha && s < beta && !self.stopped {
                    -self.node(&child, child_depth, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            };
            lists = std::mem::take(&mut self.lists);
            self.path.pop();
            if self.stopped {
                self.lists = lists;
                return 0;
            }
            if score > best {
                best = score;
                best_i = i as u16;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !mv.is_capture() {
                            let key = quiet_key(&mv);
                            if self.killers[ply][0] != key {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = key;
                            }
                            let d = depth.max(1) as u32;
                            let h = &mut self.history[history_slot(&mv)];
                            *h = h.saturating_add(d * d);
                        }
                        break;
                    }
                }
            }
        }
        self.lists = lists;
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        let slot_entry = &mut self.tt[slot];
        // (a score of the horizon's promotions is not worth a slot)
        if !promotions_only
            && (slot_entry.age != self.age
                || slot_entry.key == hash
                || depth >= slot_entry.depth as i32
                || bound == EXACT)
        {
            *slot_entry = Entry {
                key: hash,
                score: to_tt(best, ply),
                mv: best_i,
                depth: depth.clamp(-100, 100) as i8,
                bound,
                age: self.age,
            };
        }
        best
    }
}
