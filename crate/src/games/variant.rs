//! The registry of games: ids, and dispatch from an id to the game's [`Rules`] type (and
//! so perft by id).

use crate::rules::perft::perft;
use crate::rules::{Rules, VariantInfo};
use crate::Error;

/// The games, in menu order: the one list. `games!(m, args...)` calls `m!(args... ; English,
/// International, ...)`, from which [`ALL`] and [`with_rules!`](crate::with_rules) are made;
/// a new game is added here (and in its own module) only.
#[doc(hidden)]
#[macro_export]
macro_rules! games {
    ($m:ident $(, $arg:tt)*) => {
        $crate::$m! { $($arg,)* ; English, International, Polish, Russian, Italian, Coronet,
            CoastToCoast, StackEm, Cheskers }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! all_infos {
    (; $($T:ident),*) => {
        /// Every game the engine plays, in menu order.
        pub const ALL: &[&VariantInfo] = &[$(&<$crate::$T as $crate::Rules>::INFO),*];
        /// The ids of [`ALL`], in the same order.
        pub const IDS: &[&str] = &[$(<$crate::$T as $crate::Rules>::INFO.id),*];
    };
}
games!(all_infos);

/// The description of a game by id.
pub fn info(id: &str) -> Result<&'static VariantInfo, Error> {
    ALL.iter()
        .copied()
        .find(|v| v.id == id)
        .ok_or_else(|| Error::UnknownVariant(id.to_string(), IDS))
}

/// Runs `$body` with `$R` bound to the [`Rules`] type of the game named `$id`, or returns
/// `Err(Error::UnknownVariant)` from the enclosing function.
#[macro_export]
macro_rules! with_rules {
    ($id:expr, $R:ident => $body:expr) => {
        $crate::games!(dispatch_rules, $id, $R, $body)
    };
}

/// [`with_rules!`](crate::with_rules)'s match, over the games of [`games!`](crate::games).
#[doc(hidden)]
#[macro_export]
macro_rules! dispatch_rules {
    ($id:expr, $R:ident, $body:expr, ; $($T:ident),*) => {{
        match $id {
            $(id if id == <$crate::$T as $crate::Rules>::INFO.id => {
                type $R = $crate::$T;
                $body
            })*
            other => return Err($crate::Error::UnknownVariant(other.to_string(), $crate::variant::IDS)),
        }
    }};
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
            return Err(crate::Error::Misuse(format!(
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
