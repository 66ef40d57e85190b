//! International draughts (RULES.md section 2): 10x10, flying kings, men capture backwards,
//! the majority capture, removal after the move, FMJD draw rules.

use crate::ai::eval::Weights;
use crate::ai::patterns::{self, Learned};
use crate::board::geometry::DARK10;
use crate::games::family::{Crowning, Draughts, Family, Priority};
use crate::rules::{DrawCounters, VariantInfo};
use crate::said::Code;
use crate::{Color, Position, Shape};

/// International draughts.
#[derive(Clone, Copy, Debug, Default)]
pub struct International;

impl Draughts for International {
    // Pattern weights on top of the hand-set evaluation below (`crate/src/ai/patterns.rs`;
    // their fit and its results: `docs/engine.md`, `docs/results.md`).
    const LEARNED: Option<&'static Learned> = Some(&patterns::INTERNATIONAL);
    // Fitted by the tuner with the terms after the hunt (threats, free men, the wings), from
    // `Weights::FLYING_KINGS` (`docs/engine.md` gives the command). The endgame set's simplify
    // and hunt are the hand-set ones (2 and 2), not the fitted ones: fitted, a promotion that
    // puts a side ahead in a sparse ending cost it about a man in the hunt's distances and the
    // simplification at once, and a man one step from crowning scored above the king it would
    // become (W:W16:B41).
    const WEIGHTS: Weights = Weights {
        king: 312,
        bishop: 0,
        camel: 0,
        advance: [9, 28, 24, 6, 12, 18, 6, 12, 31],
        back_guard: 14,
        centre: 0,
        king_centre: 7,
        mobility: 4,
        simplify: 21,
        hunt: -29,
        threat: 15,
        free_man: 1,
        free_rows: 49,
        imbalance: -2,
    };
    const WEIGHTS_END: Option<Weights> = Some(Weights {
        king: 293,
        bishop: 0,
        camel: 0,
        advance: [20, 12, -7, 0, -10, -12, -2, 22, 66],
        back_guard: 18,
        centre: 23,
        king_centre: -27,
        mobility: 6,
        simplify: 2,
        hunt: 2,
        threat: 12,
        free_man: -16,
        free_rows: 1,
        imbalance: -17,
    });

    // The horizon's promotions (`crate/src/ai/search.rs`): a gain here, not in the other games.
    const QUIET_PROMOTIONS: bool = true;

    const FAMILY: Family = Family {
        geometry: &DARK10,
        men_capture_backward: true,
        flying_kings: true,
        crowning: Crowning::AtEndOnly,
        priority: Priority::Majority,
        ..Family::CHECKERS
    };

    const VARIANT: VariantInfo = VariantInfo {
        id: "international",
        name: "International draughts",
        shape: Shape::Dark10,
        gametype: "20",
        max_pieces: 20,
        summary: "International draughts. 10x10 board, 20 men each; White moves first. Men \
move one square diagonally forward and capture forwards and backwards. A man that ends its \
move on the far row becomes a king; passing over it during a capture does not crown. Kings \
fly: they move any distance along a free diagonal and capture a piece at a distance, landing \
on any free square beyond it. Capturing is compulsory and you must take the most pieces \
possible (a king counts as one piece); captured pieces are removed only when the move is \
over, and no piece may be jumped twice. You lose when you cannot move. Draws: the same \
position three times; 25 moves by each side with only kings moved and no capture; with \
three pieces including a king against a lone king, 16 moves each; with two pieces or fewer \
against a lone king, 5 moves each, both counted from when that ending arose (a man crowned \
inside it does not restart the count). A side that cannot move loses, even on the move a \
draw would fall due.",
        ..VariantInfo::BASE
    };

    const START_FEN: &'static str = "W:W31-50:B1-20";

    fn draw_rule(pos: &Position, c: &DrawCounters) -> Option<Code> {
        fmjd_draw(pos, c)
    }

    fn ending(pos: &Position) -> u8 {
        fmjd_ending(pos)
    }
}

/// The FMJD draw rules, shared with Polish checkers: 25 king moves each without capture or
/// man move; the 16-move rule (three pieces with a king against a lone king) and the 5-move
/// rule (two pieces or fewer, with a king, against a lone king), counted from when the
/// ending arose ([`fmjd_ending`]): a man crowned inside the ending does not restart the count.
pub fn fmjd_draw(pos: &Position, c: &DrawCounters) -> Option<Code> {
    if c.quiet_plies >= 50 {
        return Some(Code::KingMoves25);
    }
    match fmjd_ending(pos) {
        16 if c.material_plies >= 32 => Some(Code::Ending16),
        5 if c.material_plies >= 10 => Some(Code::Ending5),
        _ => None,
    }
}

/// The FMJD ending a position is in: 16 (three pieces, a king among them, against a lone
/// king: three kings, two kings and a man, a king and two men are one ending), 5 (two pieces
/// or fewer, a king among them, against a lone king), or 0.
pub fn fmjd_ending(pos: &Position) -> u8 {
    for lone in Color::BOTH {
        let other = lone.other();
        let alone = pos.pieces(lone).count_ones() == 1 && pos.kings_of(lone) != 0;
        if !alone || pos.kings_of(other) == 0 {
            continue;
        }
        return match pos.pieces(other).count_ones() {
            3 => 16,
            n if n <= 2 => 5,
            _ => 0,
        };
    }
    0
}
