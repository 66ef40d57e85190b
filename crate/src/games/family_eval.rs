//! The draughts family's evaluation, shared by its games and tuned by each game's
//! [`Weights`] ([`Draughts::WEIGHTS`]) and its own term ([`Draughts::eval_rule`]).

use std::sync::atomic::{AtomicBool, Ordering};

pub use crate::ai::eval::HAND_TERMS;
use crate::ai::eval::{for_side_to_move, Evaluate, Weights};
use crate::ai::patterns::{self, Learned};
use crate::board::geometry::{bits, Bitboard, Dir, Geometry};
use crate::games::family::Draughts;
use crate::{Color, Position};

/// Central squares: two files and two ranks in from every edge.
fn central(g: &Geometry) -> Bitboard {
    let mut c = 0;
    for sq in bits(g.mask) {
        let (f, r) = g.coords(sq);
        if (2..g.size - 2).contains(&f) && (2..g.size - 2).contains(&r) {
            c |= 1u64 << sq;
        }
    }
    c
}

/// How many rows the man of `c` on `sq` has left behind (Coronet: how far it has come
/// towards its coronation corner, in king steps).
#[inline(always)]
fn progress<T: Draughts>(c: Color, sq: u8) -> usize {
    let f = &T::FAMILY;
    let g = f.geometry;
    let (file, rank) = g.coords(sq);
    let last = g.size - 1;
    if f.omni {
        // The corner where South's pawns are crowned is a8 (file 0, last rank).
        let (tf, tr) = match c {
            Color::South => (0, last),
            Color::North => (last, 0),
        };
        let dist = file.abs_diff(tf).max(rank.abs_diff(tr));
        (last - dist) as usize
    } else {
        match c {
            Color::South => rank as usize,
            Color::North => (last - rank) as usize,
        }
    }
}

/// The empty squares one step away from `from` in the directions `dirs`.
#[inline(always)]
fn steps(g: &Geometry, from: Bitboard, dirs: &[Dir], empty: Bitboard) -> i32 {
    let mut n = 0;
    if from == 0 {
        return 0;
    }
    for &d in dirs {
        n += (g.shift(from, d) & empty).count_ones() as i32;
    }
    n
}

/// The hand-set evaluation's terms of `pos`, each South's count minus North's, in the order
/// of [`Weights::terms`]: men, kings, bishops, camels, men by rows left behind (9), men on
/// the back row, men and kings in the centre, steps, simplification and the hunt. The
/// evaluation is their sum weighed by the game's [`Weights`]; the tuner fits those weights
/// to them. Simplification and the hunt are counted only for the side ahead in material,
/// weighed by `w`; then threats, free men, their rows and the wings' imbalance. The hunt and
/// those four are counted where the game's weights use them, or everywhere with `all` (the
/// tuner).
#[inline(always)]
pub fn hand_terms<T: Draughts>(pos: &Position, w: &Weights, all: bool) -> [i32; HAND_TERMS] {
    let f = &T::FAMILY;
    let g = f.geometry;
    let centre = central_of(g);
    let empty = g.mask & !pos.occupied();
    let mut t = [0i32; HAND_TERMS];
    let mut count = 0;
    for (c, sign) in [(Color::South, 1), (Color::North, -1)] {
        let men = pos.men(c);
        let kings = pos.kings_of(c);
        let own = pos.pieces(c);
        t[0] += sign * men.count_ones() as i32;
        t[1] += sign * kings.count_ones() as i32;
        t[2] += sign * (pos.bishops & own).count_ones() as i32;
        t[3] += sign * (pos.camels & own).count_ones() as i32;
        count += own.count_ones() as i32;
        if f.omni {
            for sq in bits(men) {
                t[4 + progress::<T>(c, sq).min(8)] += sign;
            }
        } else {
            // a row at a time: the men on the rank `r` rows from their own back row
            let mut rest = men;
            let mut r = 0;
            while rest != 0 {
                let rank = g.rank(if c == Color::South { r } else { g.size - 1 - r });
                t[4 + (r as usize).min(8)] += sign * (rest & rank).count_ones() as i32;
                rest &= !rank;
                r += 1;
            }
        }
        if !f.omni && pos.men(c.other()) != 0 {
            let back = g.far_rank(c == Color::North);
            t[13] += sign * (men & back).count_ones() as i32;
        }
        t[14] += sign * (men & centre).count_ones() as i32;
        t[15] += sign * (kings & centre).count_ones() as i32;
        t[16] +=
            sign * (steps(g, men, f.man_steps(c), empty) + steps(g, kings, f.king_dirs(), empty));
    }
    let diff = 100 * t[0] + w.king * t[1] + w.bishop * t[2] + w.camel * t[3];
    let start = 2 * T::VARIANT.max_pieces as i32;
    t[17] = diff.signum() * (start - count).max(0);
    if w.hunt != 0 || all {
        t[18] = hunt(g, pos, diff);
    }
    if all || uses_extra::<T>() {
        extra_terms::<T>(pos, empty, &mut t);
    }
    t
}

/// The terms after the hunt ([`Weights::threat`] to [`Weights::imbalance`]), into `t`.
#[inline(always)]
fn extra_terms<T: Draughts>(pos: &Position, empty: Bitboard, t: &mut [i32; HAND_TERMS]) {
    let f = &T::FAMILY;
    let g = f.geometry;
    let shapes = shapes_of(g);
    for (c, sign) in [(Color::South, 1), (Color::North, -1)] {
        let men = pos.men(c);
        let prey = pos.pieces(c.other());
        // a jump over a neighbour onto the empty square beyond it
        let mut victims = 0;
        for &d in f.man_jumps(c) {
            victims |= g.shift(men, d) & prey & g.shift(empty, d.reverse());
        }
        if !f.flying_kings {
            for &d in f.king_dirs() {
                victims |= g.shift(pos.kings_of(c), d) & prey & g.shift(empty, d.reverse());
            }
        }
        t[19] += sign * victims.count_ones() as i32;
        if !f.omni {
            let cones = &shapes.cones[c as usize];
            for sq in bits(men) {
                if cones[sq as usize] & prey == 0 {
                    t[20] += sign;
                    t[21] += sign * progress::<T>(c, sq) as i32;
                }
            }
            let left = (men & shapes.left).count_ones() as i32;
            let right = (men & !shapes.left).count_ones() as i32;
            t[22] += sign * (left - right).abs();
        }
    }
}

/// What the terms after the hunt need of a board, computed once per shape.
struct Shapes {
    /// For each side and square, the squares in front of a man there that an opposing piece
    /// could stop it from: every square `k` rows ahead and at most `k` files aside.
    cones: [[Bitboard; 64]; 2],
    /// The files of the left half (a-d, a-e).
    left: Bitboard,
}

fn shapes_of(g: &Geometry) -> &'static Shapes {
    use std::sync::OnceLock;
    static SHAPES: [OnceLock<Shapes>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = match g.shape {
        crate::Shape::Dark8 => 0,
        crate::Shape::Full8 => 1,
        crate::Shape::Dark10 => 2,
    };
    SHAPES[i].get_or_init(|| {
        let mut s = Shapes {
            cones: [[0; 64]; 2],
            left: 0,
        };
        for sq in bits(g.mask) {
            let (f, r) = g.coords(sq);
            if f < g.size / 2 {
                s.left |= 1u64 << sq;
            }

            for other in bits(g.mask) {
                let (of, or) = g.coords(other);
                let aside = f.abs_diff(of);
                if or > r && aside <= or - r {
                    s.cones[Color::South as usize][sq as usize] |= 1u64 << other;
                }
                if or < r && aside <= r - or {
                    s.cones[Color::North as usize][sq as usize] |= 1u64 << other;
                }
            }
        }
        s
    })
}

/// The terms `t` of `pos` weighed by the game's weights, blended by phase with its endgame
/// weights where it has them: all pieces on the board weigh by the first, none by the second.
#[inline(always)]
fn weigh_blended<T: Draughts>(pos: &Position, t: &[i32; HAND_TERMS]) -> i32 {
    let mid = weigh(t, &T::WEIGHTS.terms());
    match T::WEIGHTS_END {
        None => mid,
        Some(end) => {
            let full = 2 * T::VARIANT.max_pieces as i32;
            let pieces = (pos.occupied().count_ones() as i32).min(full);
            (pieces * mid + (full - pieces) * weigh(t, &end.terms())) / full
        }
    }
}

/// Whether the game's weights (middle game or endgame) use the terms after the hunt.
const fn uses_extra<T: Draughts>() -> bool {
    T::WEIGHTS.uses_extra()
        || match T::WEIGHTS_END {
            Some(e) => e.uses_extra(),
            None => false,
        }
}

/// The terms `t` weighed by `w`.
#[inline(always)]
fn weigh(t: &[i32; HAND_TERMS], w: &[i32; HAND_TERMS]) -> i32 {
    t.iter().zip(w).map(|(a, b)| a * b).sum()
}

/// The draughts family's hand-set evaluation of `pos` for South: material, advancement,
/// back-row guard, centre, mobility, simplification and the hunt when ahead, with the game's
/// [`Weights`] ([`Draughts::WEIGHTS`]), blended by phase with its endgame weights where it
/// has them ([`Draughts::WEIGHTS_END`]): all pieces on the board weigh by the first, none by
/// the second.
pub fn family_south<T: Draughts>(pos: &Position) -> i32 {
    let t = hand_terms::<T>(pos, &T::WEIGHTS, false);
    weigh_blended::<T>(pos, &t)
}

/// With more material: the stronger side's kings go after what is left of the other side
/// (each king pays for its distance, in king steps, to the nearest opposing piece), so that
/// a won ending is pushed home instead of shuffled until a draw rule ends it. The term for
/// South (weighed by [`Weights::hunt`]): minus the distances when South is the stronger.
fn hunt(g: &Geometry, pos: &Position, diff: i32) -> i32 {
    if diff.abs() < 100 {
        return 0;
    }
    let strong = if diff > 0 { Color::South } else { Color::North };
    let prey = pos.pieces(strong.other());
    if prey == 0 {
        return 0;
    }
    let mut far = 0;
    for k in bits(pos.kings_of(strong)) {
        let (kf, kr) = g.coords(k);
        let nearest = bits(prey)
            .map(|p| {
                let (pf, pr) = g.coords(p);
                kf.abs_diff(pf).max(kr.abs_diff(pr)) as i32
            })
            .min()
            .unwrap_or(0);
        far += nearest;
    }
    if strong == Color::South {
        -far
    } else {
        far
    }
}

/// The central squares of each board, computed once.
fn central_of(g: &Geometry) -> Bitboard {
    use std::sync::OnceLock;
    static CENTRES: [OnceLock<Bitboard>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = match g.shape {
        crate::Shape::Dark8 => 0,
        crate::Shape::Full8 => 1,
        crate::Shape::Dark10 => 2,
    };
    *CENTRES[i].get_or_init(|| central(g))
}

/// Whether the games with learned weights ([`Draughts::LEARNED`]) use them (the default);
/// off, every game evaluates with its hand-set [`Weights`] (the tuner's baseline).
static USE_LEARNED: AtomicBool = AtomicBool::new(true);

/// Turns the learned evaluation on or off for every game (see `USE_LEARNED`).
pub fn use_learned(on: bool) {
    USE_LEARNED.store(on, Ordering::Relaxed);
}

/// The scalar terms of the learned evaluation ([`patterns::SCALAR_NAMES`]), South's count
/// minus North's, and the phase: pieces on the board out of the full count.
#[inline(always)]
pub fn learned_scalars<T: Draughts>(pos: &Position) -> ([i32; patterns::SCALARS], i32, i32) {
    let f = &T::FAMILY;
    let g = f.geometry;
    let empty = g.mask & !pos.occupied();
    let mut s = [0i32; patterns::SCALARS];
    for (c, sign) in [(Color::South, 1), (Color::North, -1)] {
        let men = pos.men(c);
        let kings = pos.kings_of(c);
        s[0] += sign * men.count_ones() as i32;
        s[1] += sign * kings.count_ones() as i32;
        s[2] += sign * steps(g, men, f.man_steps(c), empty);
        s[3] += sign * steps(g, kings, f.king_dirs(), empty);
    }
    let pieces = pos.occupied().count_ones() as i32;
    (s, pieces, 2 * T::VARIANT.max_pieces as i32)
}

/// The learned evaluation's features of `pos` (the tuner's view): the scalars as features
/// `0..SCALARS`, then each window's contents (`SCALARS + window * 81 + contents`), each with
/// its coefficient for South; and the phase (pieces, full).
pub fn learned_features<T: Draughts>(
    pos: &Position,
    mut sink: impl FnMut(usize, i32),
) -> (i32, i32) {
    let (s, pieces, full) = learned_scalars::<T>(pos);
    for (k, &x) in s.iter().enumerate() {
        if x != 0 {
            sink(k, x);
        }
    }
    patterns::pattern_features(T::FAMILY.geometry, pos, |i, c| {
        sink(patterns::SCALARS + i, c)
    });
    (pieces, full)
}

/// The learned evaluation of `pos` for South, `None` until the weights are there
/// ([`Learned::ready`]). Weights fitted alone: the patterns and scalars of `learned`, with the
/// hand-set hunt of a won ending (which the results of games cannot teach) and the terms after
/// it (threats, free men, the wings) where the game's weights use them, blended by phase as
/// [`family_south`] blends them (Italian's middle-game hunt is negative, its endgame's not).
/// Weights fitted on top of the hand-set evaluation ([`Learned::on_hand`]): that evaluation
/// plus the patterns (such a file's scalars are 0: they are not counted).
pub fn learned_south<T: Draughts>(pos: &Position, learned: &Learned) -> Option<i32> {
    if learned.on_hand() {
        let full = 2 * T::VARIANT.max_pieces as i32;
        let pieces = pos.occupied().count_ones() as i32;
        let patterns = learned.south(pos, &[0; patterns::SCALARS], pieces, full)?;
        return Some(family_south::<T>(pos) + patterns);
    }
    let (s, pieces, full) = learned_scalars::<T>(pos);
    let patterns = learned.south(pos, &s, pieces, full)?;
    let g = T::FAMILY.geometry;
    let mut t = [0; HAND_TERMS];
    t[18] = hunt(g, pos, 100 * s[0] + T::WEIGHTS.king * s[1]);
    if uses_extra::<T>() {
        extra_terms::<T>(pos, g.mask & !pos.occupied(), &mut t);
    }
    Some(patterns + weigh_blended::<T>(pos, &t))
}

/// The draughts family's evaluation for South: the learned one where the game has weights,
/// else the hand-set one; and the game's own term.
#[inline]
pub fn south<T: Draughts>(pos: &Position) -> i32 {
    let learned = match T::LEARNED {
        Some(l) if USE_LEARNED.load(Ordering::Relaxed) => learned_south::<T>(pos, l),
        _ => None,
    };
    let base = learned.unwrap_or_else(|| family_south::<T>(pos));
    base + T::eval_rule(pos)
}

/// The draughts family's evaluation, for the side to move.
pub fn family<T: Draughts>(pos: &Position) -> i32 {
    for_side_to_move(south::<T>(pos), pos.turn)
}

impl<T: Draughts> Evaluate for T {
    const QUIET_PROMOTIONS: bool = T::QUIET_PROMOTIONS;
    const OUTSIDE_REDUCTION: bool = T::OUTSIDE_REDUCTION;

    #[inline]
    fn evaluate(pos: &Position) -> i32 {
        family::<T>(pos)
    }
}
