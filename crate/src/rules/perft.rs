//! Perft: the number of leaf nodes of the move tree, the standard check of move generation.

use crate::board::moves::MoveList;
use crate::rules::Rules;

pub use crate::rules::perft_by_list;

/// Leaf nodes at `depth` plies from `pos` (a whole capture sequence is one move; identical
/// sequences by another route are one move, the "drop" convention of `reference/perft.md`).
/// Uses the game's fastest walk ([`Rules::perft`]).
pub fn perft<R: Rules>(pos: &R::Position, depth: u32) -> u64 {
    R::perft(pos, depth)
}

/// Perft of each root move ("divide"), in generation order.
pub fn divide<R: Rules>(pos: &R::Position, depth: u32) -> Vec<(crate::Move, u64)> {
    let mut list = MoveList::new();
    R::generate(pos, &mut list);
    list.iter()
        .map(|m| (*m, perft::<R>(&R::play(pos, m), depth.saturating_sub(1))))
        .collect()
}
