//! Italian draughts (RULES.md section 3, FID rules): the mirrored board (a1 light, squares
//! numbered from a8), men move and capture forward only and may not capture kings, short
//! kings, the four capture priorities, crowning ends the move.

use crate::ai::eval::Weights;
use crate::ai::patterns::{self, Learned};
use crate::board::squares::SquareNames;
use crate::games::family::{Draughts, Family, Priority};
use crate::rules::VariantInfo;

/// Italian draughts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Italian;

impl Draughts for Italian {
    // Fitted by the tuner in two steps from `Weights::SHORT_KINGS`, the second with the terms
    // after the hunt (threats, free men, the wings); `docs/engine.md` gives the commands. The
    // fitted endgame simplify and hunt stay, unlike International's and Polish's: set back to
    // the hand-set ones they played worse, and judged the sparse endings they change no better.
    const WEIGHTS: Weights = Weights {
        king: 225,
        bishop: 0,
        camel: 0,
        advance: [22, 31, 17, 5, -17, -4, 25, 22, 22],
        back_guard: 35,
        centre: 0,
        king_centre: 8,
        mobility: 5,
        simplify: 4,
        hunt: -7,
        threat: 5,
        free_man: 2,
        free_rows: 11,
        imbalance: 2,
    };
    const WEIGHTS_END: Option<Weights> = Some(Weights {
        king: 245,
        bishop: 0,
        camel: 0,
        advance: [18, 60, 62, 84, 123, 112, 99, 22, 22],
        back_guard: 27,
        centre: -2,
        king_centre: 18,
        mobility: 5,
        simplify: -3,
        hunt: 8,
        threat: 3,
        free_man: 1,
        free_rows: 1,
        imbalance: -8,
    });

    // Learned pattern weights (`crate/src/ai/patterns.rs`; their fit: `docs/engine.md`). The
    // weights above still give the hunt, the threats, free men and wings added to them, and
    // the tuner's baseline.
    const LEARNED: Option<&'static Learned> = Some(&patterns::ITALIAN);

    const FAMILY: Family = Family {
        men_capture_kings: false,
        priority: Priority::Italian,
        ..Family::CHECKERS
    };

    const VARIANT: VariantInfo = VariantInfo {
        id: "italian",
        name: "Italian draughts",
        squares: SquareNames::NumericMirrored,
        gametype: "22",
        summary: "Italian draughts (dama italiana). 8x8 board placed with a dark corner on \
each player's right, 12 men each; White moves first. Men move and capture one square \
diagonally forward only, and a man may not capture a king. Kings move and capture one \
square in any diagonal direction. Capturing is compulsory, and among several captures you \
must choose, in this order: the one taking the most pieces; then a capture made with a \
king rather than a man; then the one taking the most kings; then the one meeting the kings \
earliest (compared king by king: the first king taken earlier, or if level the second, \
and so on). A man reaching the far row becomes a king and the move ends. You lose when you \
cannot move. Draw: the same position three times.",
        ..VariantInfo::BASE
    };

    const START_FEN: &'static str = "W:W21-32:B1-12";
}
