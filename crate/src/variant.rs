//! The registry of games: ids, and dispatch from an id to the game's [`Rules`] type.

use crate::rules::VariantInfo;
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
    };
}
games!(all_infos);

/// The description of a game by id.
pub fn info(id: &str) -> Result<&'static VariantInfo, Error> {
    ALL.iter()
        .copied()
        .find(|v| v.id == id)
        .ok_or_else(|| Error::UnknownVariant(id.to_string()))
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
            other => return Err($crate::Error::UnknownVariant(other.to_string())),
        }
    }};
}
