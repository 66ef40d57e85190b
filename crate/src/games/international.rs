//! International draughts (RULES.md section 2): 10x10, flying kings, men capture backwards,
//! the majority capture, removal after the move, FMJD draw rules.

use crate::ai::eval::Weights;
use crate::board::geometry::DARK10;
use crate::games::family::{Crowning, Draughts, Family, Priority};
use crate::rules::{DrawCounters, VariantInfo};
use crate::said::Code;
use crate::{Color, Position, Shape};

/// International draughts.
#[derive(Clone, Copy, Debug, Default)]
pub struct International;

impl Draughts for International {
    const WEIGHTS: Weights = Weights::FLYING_KINGS;

    // Against the search without: 59.4% and 56.3% (80 games each at 50,000 nodes a move, two
    // sets of openings); the search's doc has the figures.
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
