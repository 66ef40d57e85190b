//! A learned evaluation for the diagonal games on the dark squares: pattern weights over small
//! board regions, blended by phase, fitted by `crate/examples/tune.rs` on positions labelled
//! with the results of games.
//!
//! **Regions.** Every window of two rows by four files holds four dark squares (two on each
//! row, next to each other in the bit layout); each square is empty, one of the side's own men
//! or one of the opponent's men, so a window has 3^4 = 81 contents, and each window, where it
//! stands on the board, has its own 81 weights. The board has `(size - 1) * (size - 3)`
//! windows: 35 on 8x8, 63 on 10x10. Kings are not in the windows (their square reads empty):
//! they are valued by the scalar terms.
//!
//! **Both sides, one table.** The windows are read from each side's point of view: South's as
//! the board stands, North's on the board turned half a turn (a bit reversal of the layout)
//! with the colours swapped, and South's sum minus North's is the score. A position and its
//! colour-flipped mirror so score exactly opposite, by construction.
//!
//! **Phase.** Each weight has a middle-game and an endgame value; the score blends the two by
//! the pieces left on the board (all pieces: middle game; none: endgame).
//!
//! **Scalars.** [`SCALARS`] more terms that the game's evaluation computes (material, mobility)
//! as South's count minus North's, each with its two phase weights.
//!
//! **Alone or on the hand-set evaluation.** The weights are the whole evaluation (with the
//! hand-set hunt and the game's extra terms: `family_eval::learned_south`), or, fitted with
//! `tune fit --on-hand`, corrections added to the hand-set evaluation (its scalars 0).
//!
//! **Storage** (`crate/src/ai/weights/*.bin`, built in with the crate's `weights` feature, or
//! given later: [`Learned::load`]): `ODP1` (alone) or `ODH1` (on the hand-set evaluation), the
//! shape (0: 8x8 dark, 2: 10x10 dark), the number of windows, of scalars, and the
//! pattern weights' multiplier; each scalar's middle-game then endgame weight as `i16`
//! little-endian; every window's 81 middle-game weights, then every window's 81 endgame
//! weights, as `i8` (times the multiplier). Hundredths of a man throughout.
//!
//! **Reading the windows** on 8x8 takes a look-up a pair of rows (`Pairs`: South's windows less
//! North's, by the pair's 3^8 contents), 10x10 a row at a time (`Rows`): the same scores and
//! nodes as reading each window, for fewer look-ups.
//!
//! Variants of these tried and not kept (windows of three rows, windows that tell kings from
//! men, weights per pair of rows, scaled patterns, and more) are in `docs/results.md`; how each
//! game's weights were fitted is in `docs/engine.md`.
//!
//! Nothing is allocated per evaluation: the tables are built once, on first use.

use std::sync::OnceLock;

use crate::board::geometry::{Bitboard, Geometry, Shape};
use crate::Color;
use crate::Position;

/// Contents of a window: 3^4.
pub const CONTENTS: usize = 81;
/// Scalar terms: men, kings, men's steps, kings' steps (South minus North).
pub const SCALARS: usize = 4;
/// The scalar terms' names, in order.
pub const SCALAR_NAMES: [&str; SCALARS] = ["man", "king", "man steps", "king steps"];

/// The 4-bit numbers read as base-3 digits: bit k of `n` becomes 3^k.
const TERNARY: [u8; 16] = {
    let mut t = [0u8; 16];
    let mut n = 0;
    while n < 16 {
        let mut v = 0u8;
        let mut p = 1u8;
        let mut k = 0;
        while k < 4 {
            if n & (1 << k) != 0 {
                v += p;
            }
            p *= 3;
            k += 1;
        }
        t[n] = v;
        n += 1;
    }
    t
};

/// A window's contents from its own men's 4 bits `a` and the opponent's `b`.
const INDEX: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = TERNARY[i & 15] + 2 * TERNARY[i >> 4];
        i += 1;
    }
    t
};

/// The windows of a board: for each, the lowest bit of its two squares on the upper row and
/// on the lower row (the two squares of a row are consecutive bits).
pub fn windows(g: &Geometry) -> Vec<(u8, u8)> {
    let n = g.size;
    let mut out = Vec::new();
    for top in 0..n - 1 {
        for file in 0..n - 3 {
            let mut rows = [0u8; 2];
            for (k, row) in [top, top + 1].into_iter().enumerate() {
                let rank = n - 1 - row;
                let sq: Vec<u8> = (file..file + 4).filter_map(|f| g.at(f, rank)).collect();
                assert!(
                    sq.len() == 2 && sq[1] == sq[0] + 1,
                    "a window's row: {sq:?}"
                );
                rows[k] = sq[0];
            }
            out.push((rows[0], rows[1]));
        }
    }
    out
}

/// The highest bit of the layout: the half turn maps bit `b` to `top - b`.
fn top_bit(g: &Geometry) -> u32 {
    63 - g.mask.leading_zeros()
}

/// The board turned half a turn (bit `b` to `top - b`).
#[inline(always)]
fn turn(bb: Bitboard, top: u32) -> Bitboard {
    bb.reverse_bits() >> (63 - top)
}

/// The men of `c` and of the opponent, seen from `c`'s side (North's turned half a turn).
#[inline(always)]
fn sides(pos: &Position, c: Color, top: u32) -> (Bitboard, Bitboard) {
    let (own, opp) = (pos.men(c), pos.men(c.other()));
    match c {
        Color::South => (own, opp),
        Color::North => (turn(own, top), turn(opp, top)),
    }
}

/// The contents of window `(i, j)` for `own` and `opp` men.
#[inline(always)]
fn contents(own: Bitboard, opp: Bitboard, i: u8, j: u8) -> usize {
    let a = ((own >> i) & 3) | (((own >> j) & 3) << 2);
    let b = ((opp >> i) & 3) | (((opp >> j) & 3) << 2);
    INDEX[(a | (b << 4)) as usize] as usize
}

/// Every pattern feature of `pos` as (window * 81 + contents, +1 for South's windows or -1
/// for North's); the tuner's view of what [`Learned::south`] sums.
pub fn pattern_features(g: &Geometry, pos: &Position, mut sink: impl FnMut(usize, i32)) {
    let top = top_bit(g);
    for (c, sign) in [(Color::South, 1), (Color::North, -1)] {
        let (own, opp) = sides(pos, c, top);
        for (w, &(i, j)) in windows(g).iter().enumerate() {
            sink(w * CONTENTS + contents(own, opp, i, j), sign);
        }
    }
}

/// How the windows read a board a row at a time: a row's men (`half` bits) index a table of
/// the row's part of every window on it, one byte each (its two squares as a base-3 number:
/// 0..4), and the row's bytes for both sides are its own men's plus twice the opponent's
/// (0..9), so that a window's contents are its upper row's byte plus nine times its lower
/// row's. The tables are small (32 or 16 entries a row parity), to stay in the first-level
/// cache beside the weights.
struct Rows {
    /// Dark squares per row.
    half: u32,
    /// Windows per pair of rows.
    across: usize,
    /// Each row's lowest bit, from the top.
    start: Vec<u32>,
    /// Each row's table (rows of the same parity share one): `rows[row]` indexes `tables`.
    rows: Vec<usize>,
    /// Per table, per row's men: the windows' bytes.
    tables: Vec<Vec<u64>>,
}

impl Rows {
    fn of(g: &Geometry, windows: &[(u8, u8)]) -> Rows {
        let n = g.size as usize;
        let half = g.half as u32;
        let across = n - 3;
        assert!(across <= 8, "a row's windows fit in a u64's bytes");
        let start: Vec<u32> = (0..n)
            .map(|row| {
                let rank = (n - 1 - row) as u8;
                (0..g.size).filter_map(|f| g.at(f, rank)).min().unwrap() as u32
            })
            .collect();
        // the offsets in each row of its windows' pairs of squares: as the upper row of the
        // pair below it and as the lower row of the pair above it, which must agree
        let upper = |row: usize, f: usize| windows[row * across + f].0 as u32 - start[row];
        let lower = |row: usize, f: usize| windows[(row - 1) * across + f].1 as u32 - start[row];
        let mut seen: Vec<Vec<u32>> = Vec::new();
        let mut rows = Vec::new();
        for row in 0..n {
            let o: Vec<u32> = (0..across)
                .map(|f| {
                    if row + 1 < n {
                        upper(row, f)
                    } else {
                        lower(row, f)
                    }
                })
                .collect();
            if row > 0 {
                let below: Vec<u32> = (0..across).map(|f| lower(row, f)).collect();
                assert_eq!(o, below, "a row's windows read the same squares both ways");
            }
            let k = seen.iter().position(|s| *s == o).unwrap_or_else(|| {
                seen.push(o);
                seen.len() - 1
            });
            rows.push(k);
        }
        let tables = seen
            .iter()
            .map(|o| {
                (0u32..1 << half)
                    .map(|men| {
                        o.iter().enumerate().fold(0u64, |acc, (f, &at)| {
                            let digit = ((men >> at) & 1) + 3 * ((men >> (at + 1)) & 1);
                            acc | (digit as u64) << (8 * f)
                        })
                    })
                    .collect()
            })
            .collect();
        Rows {
            half,
            across,
            start,
            rows,
            tables,
        }
    }

    /// The sums of the middle-game and endgame weights `patterns` (per window) of the windows
    /// of `own` and `opp` men.
    #[inline(always)]
    fn sum(&self, patterns: &[Window], own: Bitboard, opp: Bitboard) -> (i32, i32) {
        let mask = (1u64 << self.half) - 1;
        let row = |r: usize| {
            let (s, table) = (self.start[r], &self.tables[self.rows[r]]);
            // no byte carries: 4 + 2 * 4 < 256
            table[((own >> s) & mask) as usize] + 2 * table[((opp >> s) & mask) as usize]
        };
        let (mut mid, mut end) = (0i32, 0i32);
        let mut upper = row(0);
        for (pair, weights) in patterns.chunks_exact(self.across).enumerate() {
            let lower = row(pair + 1);
            // no byte carries: 8 + 9 * 8 < 256
            let both = upper + 9 * lower;
            for (f, w) in weights.iter().enumerate() {
                let c = ((both >> (8 * f)) & (PADDED as u64 - 1)) as usize;
                mid += w[0][c] as i32;
                end += w[1][c] as i32;
            }
            upper = lower;
        }
        (mid, end)
    }
}

/// A row's contents where [`Pairs`] reads them: four dark squares, 3^4.
const ROW: usize = 81;

/// The windows of both sides read a pair of rows at a time, where a pair's squares are few
/// enough (8x8: two rows of four dark squares, 3^8 = 6,561 contents): for each pair of rows,
/// from the top, and each of its contents, the sum of South's windows on it less North's
/// (North's on the board turned half a turn, where the same two rows are the pair
/// `rows - 2 - pair`), middle game and endgame, the multiplier applied. A position's pattern
/// score is then one look-up a pair (7 on 8x8) instead of two a window and side (140); the
/// table is 7 x 6,561 x 4 bytes = 184 KB, in the second-level cache. 10x10 (3^10 contents a
/// pair, 2.1 MB) sums by rows ([`Rows::sum`]).
struct Pairs {
    /// Each row's lowest bit, from the top (a row's four squares are the four bits from it).
    start: Vec<u32>,
    /// Per pair, per contents (the upper row's base-3 digits, then `ROW` times the lower
    /// row's; a digit 0 empty, 1 South's man, 2 North's): (middle game, endgame).
    sums: Vec<[i16; 2]>,
}

impl Pairs {
    /// The pairs' table of `patterns` (as stored, times `mult`), if the board's pairs are
    /// small enough and every sum fits an `i16`.
    fn of(
        g: &Geometry,
        windows: &[(u8, u8)],
        rows: &Rows,
        patterns: &[Window],
        mult: i32,
    ) -> Option<Pairs> {
        let half = rows.half;
        if half != 4 {
            // (a row's contents are read with `INDEX`, four squares a side)
            return None;
        }
        let n = rows.start.len();
        let top = top_bit(g);
        let per_pair = ROW * ROW;
        let mut sums = Vec::with_capacity((n - 1) * per_pair);
        for pair in 0..n - 1 {
            let squares: Vec<u32> = (0..half)
                .map(|k| rows.start[pair] + k)
                .chain((0..half).map(|k| rows.start[pair + 1] + k))
                .collect();
            let turned = n - 2 - pair;
            for index in 0..per_pair {
                let (mut south, mut north, mut rest) = (0u64, 0u64, index);
                for &sq in &squares {
                    match rest % 3 {
                        1 => south |= 1 << sq,
                        2 => north |= 1 << sq,
                        _ => {}
                    }
                    rest /= 3;
                }
                let side = |own: Bitboard, opp: Bitboard, at: usize, phase: usize| -> i32 {
                    (at * rows.across..(at + 1) * rows.across)
                        .map(|w| {
                            let (i, j) = windows[w];
                            patterns[w][phase][contents(own, opp, i, j)] as i32
                        })
                        .sum()
                };
                let (tn, ts) = (turn(north, top), turn(south, top));
                let sum =
                    |phase| mult * (side(south, north, pair, phase) - side(tn, ts, turned, phase));
                let (mid, end) = (sum(0), sum(1));
                sums.push([i16::try_from(mid).ok()?, i16::try_from(end).ok()?]);
            }
        }
        Some(Pairs {
            start: rows.start.clone(),
            sums,
        })
    }

    /// South's pattern score less North's, (middle game, endgame), from their men.
    #[inline(always)]
    fn sum(&self, south: Bitboard, north: Bitboard) -> (i32, i32) {
        let row = |r: usize| {
            let s = self.start[r];
            let (a, b) = ((south >> s) & 15, (north >> s) & 15);
            INDEX[(a | (b << 4)) as usize] as usize
        };
        let (mut mid, mut end) = (0i32, 0i32);
        let mut upper = row(0);
        let mut base = 0;
        for r in 1..self.start.len() {
            let lower = row(r);
            let [m, e] = self.sums[base + upper + ROW * lower];
            mid += m as i32;
            end += e as i32;
            upper = lower;
            base += ROW * ROW;
        }
        (mid, end)
    }
}

/// A window's contents, 0..81, padded to a power of two so that an index masked to it
/// needs no bounds check.
const PADDED: usize = 128;

/// A window's weights as stored (before the multiplier): middle game, endgame.
type Window = [[i8; PADDED]; 2];

/// The weights expanded for evaluation: as small as they are stored, so that they stay in
/// the first-level cache beside the search's tables (as `i32`s the look-ups missed it).
struct Table {
    rows: Rows,
    /// The pairs of rows' table, where the board has one ([`Pairs`]).
    pairs: Option<Pairs>,
    /// Per window: its weights by contents.
    patterns: Vec<Window>,
    /// What the stored weights are multiplied by.
    mult: i32,
    scalars: [[i32; 2]; SCALARS],
    top: u32,
    on_hand: bool,
}

impl Table {
    /// The weights of a file for boards of `shape`, expanded.
    fn read(shape: Shape, bytes: &[u8]) -> Result<Table, String> {
        let p = parse(bytes)?;
        let mult = bytes[7] as i32;
        if p.shape != shape {
            return Err(format!("weights for {:?} boards, not {shape:?}", p.shape));
        }
        let g = Geometry::of(shape);
        let windows = windows(g);
        if p.on_hand && p.scalars.iter().flatten().any(|&w| w != 0) {
            // the evaluation on the hand-set one counts the patterns alone
            return Err("weights on the hand-set evaluation (ODH1) with scalars not 0".into());
        }
        let mut scalars = [[0; 2]; SCALARS];
        scalars.copy_from_slice(&p.scalars);
        let rows = Rows::of(g, &windows);
        let patterns: Vec<Window> = p
            .patterns
            .chunks_exact(CONTENTS)
            .map(|ws| {
                let mut w = [[0i8; PADDED]; 2];
                for (c, pair) in ws.iter().enumerate() {
                    for phase in 0..2 {
                        w[phase][c] = (pair[phase] / mult.max(1)) as i8;
                    }
                }
                w
            })
            .collect();
        Ok(Table {
            pairs: Pairs::of(g, &windows, &rows, &patterns, mult),
            rows,
            patterns,
            mult,
            scalars,
            top: top_bit(g),
            on_hand: p.on_hand,
        })
    }
}

/// A game's learned weights (a `.bin` file of the format above): built in (the crate's
/// `weights` feature, on by default) and read on first use, or given later with
/// [`Learned::load`] (the worker's wasm, built without them, fetches them when a game is
/// first searched). The game evaluates with its hand-set weights until they are there.
pub struct Learned {
    shape: Shape,
    built_in: Option<&'static [u8]>,
    table: OnceLock<Table>,
}

/// What a weight file holds, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    /// The board.
    pub shape: Shape,
    /// Each scalar's (middle game, endgame) weight.
    pub scalars: Vec<[i32; 2]>,
    /// Per window and contents: (middle game, endgame).
    pub patterns: Vec<[i32; 2]>,
    /// Weights fitted on top of the hand-set evaluation (`ODH1`: the score is the hand-set
    /// evaluation's plus theirs) rather than alone (`ODP1`).
    pub on_hand: bool,
}

/// Reads a weight file.
pub fn parse(bytes: &[u8]) -> Result<Parsed, String> {
    if bytes.len() < 8 || (&bytes[..4] != b"ODP1" && &bytes[..4] != b"ODH1") {
        return Err("not a pattern weight file (ODP1 or ODH1)".into());
    }
    let on_hand = &bytes[..4] == b"ODH1";
    let shape = match bytes[4] {
        0 => Shape::Dark8,
        2 => Shape::Dark10,
        s => return Err(format!("shape {s}")),
    };
    let (nw, ns, mult) = (bytes[5] as usize, bytes[6] as usize, bytes[7] as i32);
    let want = 8 + 4 * ns + 2 * nw * CONTENTS;
    if bytes.len() != want || ns != SCALARS {
        return Err(format!("{} bytes, {want} expected", bytes.len()));
    }
    let i16_at = |o: usize| i16::from_le_bytes([bytes[o], bytes[o + 1]]) as i32;
    let scalars = (0..ns)
        .map(|k| [i16_at(8 + 4 * k), i16_at(10 + 4 * k)])
        .collect();
    let p = 8 + 4 * ns;
    let n = nw * CONTENTS;
    let patterns = (0..n)
        .map(|k| {
            [
                bytes[p + k] as i8 as i32 * mult,
                bytes[p + n + k] as i8 as i32 * mult,
            ]
        })
        .collect();
    Ok(Parsed {
        shape,
        scalars,
        patterns,
        on_hand,
    })
}

/// Writes a weight file: scalars as `i16`, patterns as `i8` times `mult`.
pub fn write(
    shape: Shape,
    scalars: &[[i32; 2]],
    patterns: &[[i32; 2]],
    mult: i32,
    on_hand: bool,
) -> Vec<u8> {
    assert_eq!(scalars.len(), SCALARS);
    assert_eq!(patterns.len() % CONTENTS, 0);
    let mut out = if on_hand { b"ODH1" } else { b"ODP1" }.to_vec();
    out.push(match shape {
        Shape::Dark8 => 0,
        Shape::Full8 => 1,
        Shape::Dark10 => 2,
    });
    out.push((patterns.len() / CONTENTS) as u8);
    out.push(SCALARS as u8);
    out.push(mult as u8);
    for s in scalars {
        for v in s {
            out.extend_from_slice(&(*v).clamp(-32768, 32767).to_le_bytes()[..2]);
        }
    }
    for phase in 0..2 {
        for w in patterns {
            out.push(((w[phase] as f64 / mult as f64).round().clamp(-127.0, 127.0) as i8) as u8);
        }
    }
    out
}

impl Learned {
    /// Weights for boards of `shape`, read from `built_in` (if any) on first use.
    pub const fn new(shape: Shape, built_in: Option<&'static [u8]>) -> Learned {
        Learned {
            shape,
            built_in,
            table: OnceLock::new(),
        }
    }

    /// Weights read at once from `bytes` (the tuner's check of a file it wrote).
    pub fn from_bytes(shape: Shape, bytes: &[u8]) -> Result<Learned, String> {
        let l = Learned::new(shape, None);
        l.load(bytes)?;
        Ok(l)
    }

    /// Gives the weights from a file's bytes, if the game has none yet (weights built in or
    /// given before stay: one game, one set). A file of another format or board is refused.
    pub fn load(&self, bytes: &[u8]) -> Result<(), String> {
        let t = Table::read(self.shape, bytes)?;
        if !self.ready() {
            let _ = self.table.set(t);
        }
        Ok(())
    }

    #[inline(always)]
    fn table(&self) -> Option<&Table> {
        match self.table.get() {
            Some(t) => Some(t),
            None => self.built_in.map(|b| {
                self.table
                    .get_or_init(|| Table::read(self.shape, b).expect("the built-in weights"))
            }),
        }
    }

    /// Whether the weights are there (built in, or given with [`Learned::load`]).
    pub fn ready(&self) -> bool {
        self.table().is_some()
    }

    /// Whether the weights are fitted on top of the hand-set evaluation (their score is added
    /// to it), once they are there.
    #[inline]
    pub fn on_hand(&self) -> bool {
        self.table().is_some_and(|t| t.on_hand)
    }

    /// South's score of `pos`, in hundredths of a man: the pattern sums and `scalars`
    /// (South's count minus North's, in [`SCALAR_NAMES`]' order), blended by the phase
    /// `pieces` on the board out of `full`; `None` until the weights are there
    /// ([`Learned::ready`]).
    #[inline]
    pub fn south(
        &self,
        pos: &Position,
        scalars: &[i32; SCALARS],
        pieces: i32,
        full: i32,
    ) -> Option<i32> {
        let t = self.table()?;
        let mut mid = 0i32;
        let mut end = 0i32;
        for (k, &x) in scalars.iter().enumerate() {
            mid += t.scalars[k][0] * x;
            end += t.scalars[k][1] * x;
        }
        if let Some(pairs) = &t.pairs {
            let (m, e) = pairs.sum(pos.men(Color::South), pos.men(Color::North));
            mid += m;
            end += e;
        } else {
            for (c, sign) in [(Color::South, 1), (Color::North, -1)] {
                let (own, opp) = sides(pos, c, t.top);
                let (m, e) = t.rows.sum(&t.patterns, own, opp);
                mid += sign * m * t.mult;
                end += sign * e * t.mult;
            }
        }
        let p = pieces.clamp(0, full);
        Some((mid * p + end * (full - p)) / full)
    }

    /// The weights as they are read, once they are there.
    pub fn parsed(&self) -> Option<Parsed> {
        let t = self.table()?;
        Some(Parsed {
            on_hand: t.on_hand,
            shape: self.shape,
            scalars: t.scalars.to_vec(),
            patterns: t
                .patterns
                .iter()
                .flat_map(|w| {
                    (0..CONTENTS).map(|c| [w[0][c] as i32 * t.mult, w[1][c] as i32 * t.mult])
                })
                .collect(),
        })
    }
}

/// A game's weight file (`weights/NAME.bin`), built in with the crate's `weights` feature.
macro_rules! built_in {
    ($name:literal) => {{
        #[cfg(feature = "weights")]
        let bytes: Option<&'static [u8]> = Some(include_bytes!(concat!("weights/", $name, ".bin")));
        #[cfg(not(feature = "weights"))]
        let bytes: Option<&'static [u8]> = None;
        bytes
    }};
}

/// American checkers' weights (`weights/english.bin`): patterns and scalars fitted on
/// positions labelled by a 6-ply search, the kings then set to the hand-set ratio to men
/// (`docs/engine.md` gives the recipe).
pub static ENGLISH: Learned = Learned::new(Shape::Dark8, built_in!("english"));

/// Russian draughts' weights (`weights/russian.bin`): fitted without the positions of 5 pieces
/// or fewer, which the 5-piece databases answer before the search would evaluate them, the
/// king held at the weights before's values (`docs/engine.md` gives the recipe).
pub static RUSSIAN: Learned = Learned::new(Shape::Dark8, built_in!("russian"));

/// Italian draughts' weights (`weights/italian.bin`), to which the game adds its hand-set
/// threats, free men and wings (`Draughts::WEIGHTS`), as the fit did not see them.
pub static ITALIAN: Learned = Learned::new(Shape::Dark8, built_in!("italian"));

/// International draughts' weights (`weights/international.bin`), fitted on top of the
/// hand-set evaluation (`tune fit --on-hand`: a position's score is the hand-set evaluation's
/// plus the patterns', the scalars 0). Fitted alone, the same data misjudged a man about to
/// crown, a quiet master game and a shot that wins a man; on the hand-set evaluation its
/// material, kings and hunt stay, and the patterns correct them.
pub static INTERNATIONAL: Learned = Learned::new(Shape::Dark10, built_in!("international"));

/// Polish checkers' weights (`weights/polish.bin`), fitted on top of Polish's own hand-set
/// evaluation as International's are, on Polish self-play alone (there is no Polish game
/// collection).
pub static POLISH: Learned = Learned::new(Shape::Dark10, built_in!("polish"));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::geometry::{bits, DARK10, DARK8};

    #[test]
    fn windows_hold_four_dark_squares() {
        assert_eq!(windows(&DARK8).len(), 35);
        assert_eq!(windows(&DARK10).len(), 63);
    }

    /// The weight the tests give contents `c` of window `w` in `phase`: spread over -127..=127.
    fn weight(w: usize, c: usize, phase: usize) -> i32 {
        (((w * CONTENTS + c + 1000 * phase) * 7919) % 255) as i32 - 127
    }

    /// Every window's weights as [`weight`] gives them.
    fn patterned(windows: usize) -> Vec<Window> {
        (0..windows)
            .map(|w| {
                let mut ws = [[0i8; PADDED]; 2];
                for (phase, side) in ws.iter_mut().enumerate() {
                    for (c, x) in side[..CONTENTS].iter_mut().enumerate() {
                        *x = weight(w, c, phase) as i8;
                    }
                }
                ws
            })
            .collect()
    }

    /// `n` pseudo-random pairs of men on `g`, disjoint, about a quarter of the squares each.
    fn boards(g: &Geometry, seed: u64, n: usize) -> impl Iterator<Item = (Bitboard, Bitboard)> {
        let mut x = seed;
        let mask = g.mask;
        (0..n).map(move |_| {
            let mut next = || {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x & mask
            };
            let own = next() & next();
            (own, next() & next() & !own)
        })
    }

    /// The row-at-a-time sum ([`Rows::sum`]) is the sum over the windows one at a time.
    #[test]
    fn rows_sum_as_the_windows_do() {
        for g in [&DARK8, &DARK10] {
            let windows = windows(g);
            let rows = Rows::of(g, &windows);
            let patterns = patterned(windows.len());
            for (own, opp) in boards(g, 0x9e37_79b9_7f4a_7c15, 2000) {
                let by_window = |phase: usize| -> i32 {
                    windows
                        .iter()
                        .enumerate()
                        .map(|(w, &(i, j))| {
                            let c = contents(own, opp, i, j);
                            assert_eq!(patterns[w][phase][c] as i32, weight(w, c, phase));
                            patterns[w][phase][c] as i32
                        })
                        .sum()
                };
                assert_eq!(rows.sum(&patterns, own, opp), (by_window(0), by_window(1)));
            }
        }
    }

    /// The pairs' table ([`Pairs::sum`]) gives South's rows' sums less North's (North's on the
    /// board turned), times the multiplier; and 10x10 has none.
    #[test]
    fn pairs_sum_as_the_rows_do() {
        let g = &DARK8;
        let windows = windows(g);
        let rows = Rows::of(g, &windows);
        let top = top_bit(g);
        let patterns = patterned(windows.len());
        for mult in [1, 2] {
            let pairs = Pairs::of(g, &windows, &rows, &patterns, mult).expect("8x8 has pairs");
            for (south, north) in boards(g, 0x2545_f491_4f6c_dd1d, 5000) {
                let (sm, se) = rows.sum(&patterns, south, north);
                let (nm, ne) = rows.sum(&patterns, turn(north, top), turn(south, top));
                let want = (mult * (sm - nm), mult * (se - ne));
                assert_eq!(pairs.sum(south, north), want, "{south:#x} {north:#x}");
            }
        }
        // sums beyond an i16: no table, the rows sum instead
        assert!(Pairs::of(g, &windows, &rows, &patterns, 100).is_none());
        let w10 = super::windows(&DARK10);
        let rows10 = Rows::of(&DARK10, &w10);
        assert!(Pairs::of(&DARK10, &w10, &rows10, &patterned(w10.len()), 1).is_none());
    }

    #[test]
    fn the_half_turn_is_a_bit_reversal() {
        for g in [&DARK8, &DARK10] {
            let top = top_bit(g);
            for sq in bits(g.mask) {
                let (f, r) = g.coords(sq);
                let back = g.at(g.size - 1 - f, g.size - 1 - r).unwrap();
                assert_eq!(turn(1 << sq, top), 1 << back);
            }
        }
    }

    #[test]
    fn contents_are_base_three() {
        assert_eq!(contents(0b1, 0, 0, 8), 1);
        assert_eq!(contents(0, 0b1, 0, 8), 2);
        assert_eq!(contents(0b10, 0b1 << 9, 0, 8), 3 + 2 * 27);
    }
}
