//! Perft: the number of leaf nodes of the move tree, the standard check of move generation.

use crate::moves::MoveList;
use crate::rules::Rules;

/// Leaf nodes at `depth` plies from `pos` (a whole capture sequence is one move; identical
/// sequences by another route are one move, the "drop" convention of `reference/perft.md`).
/// Uses the game's fastest walk ([`Rules::perft`]).
pub fn perft<R: Rules>(pos: &R::Position, depth: u32) -> u64 {
    R::perft(pos, depth)
}

/// Perft by playing every move of [`Rules::generate`] with [`Rules::play`]; the last ply is
/// counted without being played ("bulk counting").
pub fn perft_by_list<R: Rules>(pos: &R::Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => R::count(pos),
        _ => {
            let mut list = MoveList::new();
            R::generate(pos, &mut list);
            list.iter()
                .map(|m| perft_by_list::<R>(&R::play(pos, m), depth - 1))
                .sum()
        }
    }
}

/// Perft of each root move ("divide"), in generation order.
pub fn divide<R: Rules>(pos: &R::Position, depth: u32) -> Vec<(crate::Move, u64)> {
    let mut list = MoveList::new();
    R::generate(pos, &mut list);
    list.iter()
        .map(|m| (*m, perft::<R>(&R::play(pos, m), depth.saturating_sub(1))))
        .collect()
}

/// Perft of the game `variant` from `fen` (or its start position).
pub fn perft_of(variant: &str, fen: Option<&str>, depth: u32) -> Result<u64, crate::Error> {
    crate::with_rules!(variant, R => {
        let pos = match fen {
            Some(f) => R::parse_fen(f)?,
            None => R::start(),
        };
        Ok(perft::<R>(&pos, depth))
    })
}
