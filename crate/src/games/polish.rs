//! "Polish checkers" (RULES.md section 4, seed 003): International draughts, except that each
//! jumped piece leaves the board the moment it is jumped, so later jumps of the same move may
//! cross its square. Everything else, majority capture and draw rules included, is
//! International's.

use crate::ai::eval::Weights;
use crate::ai::patterns::{self, Learned};
use crate::games::family::{Draughts, Family};
use crate::games::international::{fmjd_draw, fmjd_ending, International};
use crate::rules::{DrawCounters, VariantInfo};
use crate::said::Code;
use crate::Position;

/// Polish checkers: International rules, pieces removed at once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Polish;

impl Draughts for Polish {
    // Pattern weights fitted on top of the hand-set evaluation below (`patterns::POLISH`, on
    // Polish self-play; their fit and results: `docs/engine.md`, `docs/results.md`).
    const LEARNED: Option<&'static Learned> = Some(&patterns::POLISH);
    // Fitted by the tuner with the terms after the hunt (threats, free men, the wings), from
    // `Weights::FLYING_KINGS` (`docs/engine.md` gives the command). The endgame set's simplify
    // and hunt are the hand-set ones (2 and 2), not the fitted ones, as in International (a
    // promotion that puts a side ahead in a sparse ending scored below the man).
    const WEIGHTS: Weights = Weights {
        king: 317,
        bishop: 0,
        camel: 0,
        advance: [8, 20, 17, 16, 24, 12, -7, 11, 33],
        back_guard: 13,
        centre: 12,
        king_centre: 7,
        mobility: 1,
        simplify: 18,
        hunt: -41,
        threat: 14,
        free_man: 3,
        free_rows: 54,
        imbalance: -3,
    };
    const WEIGHTS_END: Option<Weights> = Some(Weights {
        king: 305,
        bishop: 0,
        camel: 0,
        advance: [20, 13, 5, 0, -5, 1, -5, 23, 45],
        back_guard: 19,
        centre: 12,
        king_centre: -27,
        mobility: 1,
        simplify: 2,
        hunt: 2,
        threat: 11,
        free_man: -14,
        free_rows: 0,
        imbalance: -15,
    });

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
