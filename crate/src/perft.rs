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

/// [`perft_of`] that refuses a count of more than about `most` leaves instead of running for
/// minutes: the depths are counted in turn, and the next is only counted when its size,
/// guessed from the last two (the branching factor holds well from one depth to the next),
/// stays within `most`. Costs a fraction more than the count alone.
pub fn perft_within(
    variant: &str,
    fen: Option<&str>,
    depth: u32,
    most: u64,
) -> Result<u64, crate::Error> {
    // the counts at depth - 2 and depth - 1 (depth 0 reads the FEN: a bad one is refused)
    let (mut before, mut last) = (1u64, perft_of(variant, fen, 0)?);
    for d in 1..=depth {
        let guess = match d {
            1 | 2 => 0.0,
            _ => (last as f64) * (last as f64) / (before.max(1) as f64),
        };
        if guess > most as f64 {
            return Err(crate::Error::Invalid(format!(
                "perft to depth {depth} is too deep here: depth {d} alone would count about \
                 {} positions, more than the {most} counted at most (depth {} is the deepest)",
                crate::error::number(guess.round()),
                d - 1
            )));
        }
        (before, last) = (last, perft_of(variant, fen, d)?);
    }
    Ok(last)
}
