//! The registry of games: ids, and dispatch from an id to the game's [`Rules`] type.

use crate::rules::{Rules, VariantInfo};
use crate::{CoastToCoast, English, Error, International, Italian, Polish, Russian};

/// Every game the engine plays, in menu order.
pub const ALL: &[&VariantInfo] = &[
    &English::INFO,
    &International::INFO,
    &Polish::INFO,
    &Russian::INFO,
    &Italian::INFO,
    &CoastToCoast::INFO,
];

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
    ($id:expr, $R:ident => $body:expr) => {{
        match $id {
            "english" => {
                type $R = $crate::English;
                $body
            }
            "international" => {
                type $R = $crate::International;
                $body
            }
            "polish" => {
                type $R = $crate::Polish;
                $body
            }
            "russian" => {
                type $R = $crate::Russian;
                $body
            }
            "italian" => {
                type $R = $crate::Italian;
                $body
            }
            "coast-to-coast" => {
                type $R = $crate::CoastToCoast;
                $body
            }
            other => return Err($crate::Error::UnknownVariant(other.to_string())),
        }
    }};
}

/// Checks that every registered game dispatches (used by tests).
pub fn ids() -> Vec<&'static str> {
    ALL.iter().map(|v| v.id).collect()
}

#[allow(dead_code)]
fn _assert_rules<R: Rules>() {}
