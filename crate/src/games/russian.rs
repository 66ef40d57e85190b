//! Russian draughts, shashki (RULES.md section 5): 8x8, algebraic squares, men capture
//! backwards, flying kings, free choice of capture, a man crowned during a capture goes on as
//! a king, the Turkish strike (captured pieces stay until the move ends).

use crate::ai::eval::Weights;
use crate::ai::patterns::{self, Learned};
use crate::board::squares::SquareNames;
use crate::games::family::{Crowning, Draughts, Family};
use crate::rules::{DrawCounters, VariantInfo};
use crate::said::Code;
use crate::{Color, Position};

/// Russian draughts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Russian;

impl Draughts for Russian {
    const WEIGHTS: Weights = Weights::FLYING_KINGS_8;

    // Learned pattern weights (`crate/src/ai/patterns.rs`; their fit: `docs/engine.md`).
    // `WEIGHTS` still give the hunt of a won ending and are the tuner's baseline.
    const LEARNED: Option<&'static Learned> = Some(&patterns::RUSSIAN);

    // A ply off the nodes far outside the window (`crate/src/ai/search.rs`).
    const OUTSIDE_REDUCTION: bool = true;

    const FAMILY: Family = Family {
        men_capture_backward: true,
        flying_kings: true,
        crowning: Crowning::Continues,
        ..Family::CHECKERS
    };

    const VARIANT: VariantInfo = VariantInfo {
        id: "russian",
        name: "Russian draughts",
        squares: SquareNames::Algebraic,
        gametype: "25",
        capture_separator: ':',
        summary: "Russian draughts (shashki). 8x8 board, 12 men each; White moves first. Men \
move one square diagonally forward and capture forwards and backwards. Kings fly: any \
distance along a free diagonal, capturing at a distance and landing on any free square \
beyond. Capturing is compulsory, but you may choose any capture, not only the largest; the \
capture you choose must be completed, and a king that can go on capturing must land where \
it can. A man that reaches the far row during a capture becomes a king at once and goes on \
capturing as a king. Captured pieces stay on the board until the move is over and cannot be \
jumped twice (the Turkish strike). You lose when you cannot move. Draws: the same position \
three times; 15 moves by each side with only kings moved and no capture; three or more \
kings against a lone king not winning within 15 moves, counted from when the third king \
stood against the lone king (a fourth king crowned later does not restart them). A side that \
cannot move loses, even on the move a draw would fall due.",
        ..VariantInfo::BASE
    };

    const START_FEN: &'static str = "W:W21-32:B1-12";

    fn draw_rule(pos: &Position, c: &DrawCounters) -> Option<Code> {
        if c.quiet_plies >= 30 {
            return Some(Code::KingMoves15);
        }
        (Self::ending(pos) != 0 && c.material_plies >= 30).then_some(Code::ThreeKings15)
    }

    /// Three kings or more against a lone king: the 15 moves count from when this arose (a
    /// capture, or the promotion that made the third king); a fourth king crowned inside it
    /// does not restart them.
    fn ending(pos: &Position) -> u8 {
        Color::BOTH.into_iter().any(|lone| {
            let alone = pos.pieces(lone).count_ones() == 1 && pos.kings_of(lone) != 0;
            alone && pos.kings_of(lone.other()).count_ones() >= 3
        }) as u8
    }
}
