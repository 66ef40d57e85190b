//! Zobrist hashing of positions, for the search's transposition table and repetition checks.
//!
//! A position's hash is the XOR of one key per occupied square, chosen by the square and by
//! what stands there ([`Rules::content`]: a piece, or a whole Stack'Em stack), and of a key
//! for North to move. A key is splitmix64 of the square and the content, computed where it
//! is needed: a table of them (random bytes, which do not compress) cost the wasm more than
//! the few multiplications cost the search, and an empty square's key is 0, so empty squares
//! need no care. [`update`] gets the hash after a move from the hash before by redoing only
//! the squares the move touched, and is checked against [`hash`] in the tests.

use crate::board::geometry::{bits, Square};
use crate::board::moves::Move;
use crate::rules::Rules;
use crate::Color;

/// splitmix64's output function of `x` (a bijection on `u64`).
const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn mixed_key(sq: usize, code: u64) -> u64 {
    mix(((sq as u64) << 40) ^ code ^ 0x5851_F42D_4C95_7F2D)
}

/// The key of North to move.
pub const NORTH_TO_MOVE: u64 = mix(0x0DD5_DEAD_BEEF_CAFE);

/// The key of `content` on `sq` (0 for an empty square).
#[inline(always)]
pub fn key(sq: Square, content: u32) -> u64 {
    match content {
        0 => 0,
        _ => mixed_key(sq as usize, content as u64),
    }
}

/// The hash of `pos`, from scratch.
pub fn hash<R: Rules>(pos: &R::Position) -> u64 {
    let mut h = side_key(R::turn(pos));
    for sq in bits(R::INFO.geometry().mask) {
        h ^= key(sq, R::content(pos, sq));
    }
    h
}

#[inline(always)]
fn side_key(c: Color) -> u64 {
    match c {
        Color::South => 0,
        Color::North => NORTH_TO_MOVE,
    }
}

/// The hash of `next`, the position after `mv` in `pos`, from `h`, the hash of `pos`: only
/// the squares the move touched (origin, landings, captured squares) are redone.
#[inline]
pub fn update<R: Rules>(pos: &R::Position, h: u64, mv: &Move, next: &R::Position) -> u64 {
    let mut h = h ^ side_key(R::turn(pos)) ^ side_key(R::turn(next));
    if mv.is_pass() {
        return h;
    }
    let mut touched = (1u64 << mv.from) | mv.captured;
    for &sq in mv.landings() {
        touched |= 1u64 << sq;
    }
    for sq in bits(touched) {
        h ^= key(sq, R::content(pos, sq)) ^ key(sq, R::content(next, sq));
    }
    h
}
