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
    // Polish self-play). Against the Master at issue 14's start (ba8fcb4) at 1 s a move, ours as
    // `omnidraughts engine` with the native 4-piece databases, 20 openings with both colours
    // (`ENGINE_A=1 MOVES=1 EGDB_A=DIR PART=0/2 node scripts/match-cli.mjs NEW OLD polish 40
    // 1000 SEED`, and `PART=1/2`): seed 1 31.5/40 = 78.8% (+26 -3 =11), seed 2 30.5/40 = 76.2%
    // (+23 -2 =15), 62/80 = 77.5% over both. The same games with International's patterns read
    // as Polish's (before this fit): 30.5/40 and 27.5/40, 58/80 = 72.5%; with the hand-set
    // evaluation alone, seed 1: 25.5/40 = 63.7% (+16 -5 =19). At 100 ms a move, no databases:
    // this fit against International's patterns 88.5/160 = 55.3% (+56 -39 =65, seeds 1-4);
    // International's patterns against the hand-set evaluation alone 45/80 = 56.2% (+25 -15
    // =40, seeds 1 and 2), with about a third fewer nodes a second. International's hand-set
    // weights under International's patterns (the ones they were fitted on), in place of the
    // ones below: 43.5/80 = 54.4% (+26 -19 =35) against these at 100 ms a move; not kept.
    const LEARNED: Option<&'static Learned> = Some(&patterns::POLISH);
    // Fitted by the tuner with the terms after the hunt (threats, free men, the wings): `tune
    // fit-hand --variant polish --seed 1 --rounds 6 --l2 0.01` on 2,000 self-play games at 10,000
    // nodes a move (`gen --hand --seed 31`; no collection); validation loss 0.59634 -> 0.55819.
    // Started from `Weights::FLYING_KINGS` (fit-hand starts from the game's own weights, so run
    // again it starts from these): 53.5/80 = 66.9% against the hand-set weights at 50,000 nodes a
    // move. The endgame set's simplify and hunt are the hand-set ones (2 and 2), not the fitted -3
    // and 29, as in International (a promotion that puts a side ahead in a sparse ending scored
    // below the man): 38.5/80 = 48.1% against the fitted ones at 50,000 nodes a move.
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
