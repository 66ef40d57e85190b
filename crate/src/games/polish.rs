//! "Polish checkers" (RULES.md section 4, seed 003): International draughts, except that each
//! jumped piece leaves the board the moment it is jumped, so later jumps of the same move may
//! cross its square. Everything else, majority capture and draw rules included, is
//! International's.

use crate::ai::eval::Weights;
use crate::games::family::{Draughts, Family};
use crate::games::international::{fmjd_draw, fmjd_ending, International};
use crate::rules::{DrawCounters, VariantInfo};
use crate::said::Code;
use crate::Position;

/// Polish checkers: International rules, pieces removed at once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Polish;

impl Draughts for Polish {
    const WEIGHTS: Weights = Weights::FLYING_KINGS;

    const FAMILY: Family = Family {
        immediate_removal: true,
        ..International::FAMILY
    };

    const VARIANT: VariantInfo = VariantInfo {
        id: "polish",
        name: "Polish checkers",
        // Not a PDN 3.0 game type: ours, from the range the standard keeps for future
        // draughts games, so that no program reads it as International.
        gametype: "42",
        summary: "Polish checkers: International rules, pieces removed at once. 10x10 board, \
20 men each; White moves first. Everything is as in International draughts (men capture \
backwards, flying kings, you must take the most pieces, crowning only when a move ends on \
the far row, the same draw rules), except that each piece you jump is removed the moment it \
is jumped, so later jumps of the same capture may pass over or land on its square.",
        ..International::VARIANT
    };

    const START_FEN: &'static str = International::START_FEN;

    fn draw_rule(pos: &Position, c: &DrawCounters) -> Option<Code> {
        fmjd_draw(pos, c)
    }

    fn ending(pos: &Position) -> u8 {
        fmjd_ending(pos)
    }
}
