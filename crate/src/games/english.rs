//! American / English checkers (RULES.md section 1).
//!
//! 8x8 dark squares numbered 1-32; Black (North) on 1-12 moves first. Men step and capture
//! forward only; kings are short and go both ways. Capture is compulsory with free choice
//! among sequences; a chosen sequence is completed; crowning ends the move. Draw after 40
//! moves by each side with no man moved and no capture (WCDF).

use crate::ai::patterns::{self, Learned};
use crate::games::family::{Draughts, Family};
use crate::rules::{DrawCounters, VariantInfo};
use crate::said::Code;
use crate::{Color, Position};

/// American checkers.
#[derive(Clone, Copy, Debug, Default)]
pub struct English;

/// Plies without a capture or a man move after which the game is drawn: 40 moves each.
pub const FORTY_MOVES: u32 = 80;

impl Draughts for English {
    const FAMILY: Family = Family::CHECKERS;

    const LEARNED: Option<&'static Learned> = Some(&patterns::ENGLISH);

    const VARIANT: VariantInfo = VariantInfo {
        id: "english",
        name: "American checkers",
        first: Color::North,
        gametype: "21",
        summary: "American checkers (English draughts). 8x8 board, 12 men each; Black moves \
first. Men move one square diagonally forward and capture forward only, by jumping an \
adjacent piece onto the empty square beyond. Capturing is compulsory: when several captures \
are possible you may choose any, but you must finish the sequence you chose. A man that \
reaches the far row becomes a king and the move ends. Kings move and capture one square \
diagonally, forwards and backwards. You lose when you cannot move. Draws: the same position \
three times with the same player to move, or 40 moves by each side with no man moved and no \
capture.",
        ..VariantInfo::BASE
    };

    const START_FEN: &'static str = "B:W21-32:B1-12";

    fn draw_rule(_pos: &Position, c: &DrawCounters) -> Option<Code> {
        (c.quiet_plies >= FORTY_MOVES).then_some(Code::FortyMoves)
    }
}
