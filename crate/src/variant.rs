//! The registry of games: ids, and dispatch from an id to the game's [`Rules`] type.

use crate::rules::{Rules, VariantInfo};
use crate::{
    Cheskers, CoastToCoast, Coronet, English, Error, International, Italian, Polish, Russian,
    StackEm,
};

/// Every game the engine plays, in menu order.
pub const ALL: &[&VariantInfo] = &[
    &English::INFO,
    &International::INFO,
    &Polish::INFO,
    &Russian::INFO,
    &Italian::INFO,
    &Coronet::INFO,
    &CoastToCoast::INFO,
    &StackEm::INFO,
    &Cheskers::INFO,
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
            "coronet" => {
                type $R = $crate::Coronet;
                $body
            }
            "coast-to-coast" => {
                type $R = $crate::CoastToCoast;
                $body
            }
            "stackem" => {
                type $R = $crate::StackEm;
                $body
            }
            "cheskers" => {
                type $R = $crate::Cheskers;
                $body
            }
            other => return Err($crate::Error::UnknownVariant(other.to_string())),
        }
    }};
}
