//! American / English checkers (RULES.md section 1).
//!
//! 8x8 dark squares numbered 1-32; Black (North) on 1-12 moves first. Men step and capture
//! forward only; kings are short and go both ways. Capture is compulsory with free choice
//! among sequences; a chosen sequence is completed; crowning ends the move. Draw after 40
//! moves by each side with no man moved and no capture (WCDF).

use crate::family::{Crowning, Draughts, Family, Priority};
use crate::geometry::{Square, DARK8};
use crate::moves::{Move, MoveList};
use crate::notation::SquareNames;
use crate::rules::{DrawCounters, Rules, VariantInfo};
use crate::{fen, Color, FenError, Piece, PieceKind, Position, Shape};

/// American checkers.
#[derive(Clone, Copy, Debug, Default)]
pub struct English;

impl Draughts for English {
    const FAMILY: Family = Family {
        geometry: &DARK8,
        men_capture_backward: false,
        flying_kings: false,
        immediate_removal: false,
        crowning: Crowning::EndsMove,
        men_capture_kings: true,
        priority: Priority::Free,
    };
}

/// Plies without a capture or a man move after which the game is drawn: 40 moves each.
pub const FORTY_MOVES: u32 = 80;

impl Rules for English {
    type Position = Position;

    const INFO: VariantInfo = VariantInfo {
        id: "english",
        name: "American checkers",
        shape: Shape::Dark8,
        diamond: false,
        squares: SquareNames::Numeric,
        color_names: ["White", "Black"],
        color_letters: ['W', 'B'],
        first: Color::North,
        gametype: "21",
        capture_separator: 'x',
        max_pieces: 12,
        piece_letters: &[('K', PieceKind::King)],
        summary: "American checkers (English draughts). 8x8 board, 12 men each; Black moves \
first. Men move one square diagonally forward and capture forward only, by jumping an \
adjacent piece onto the empty square beyond. Capturing is compulsory: when several captures \
are possible you may choose any, but you must finish the sequence you chose. A man that \
reaches the far row becomes a king and the move ends. Kings move and capture one square \
diagonally, forwards and backwards. You lose when you cannot move. Draws: the same position \
three times with the same player to move, or 40 moves by each side with no man moved and no \
capture.",
    };

    fn start() -> Position {
        Self::parse_fen("B:W21-32:B1-12").expect("the start position is valid")
    }

    fn turn(pos: &Position) -> Color {
        pos.turn
    }

    #[inline]
    fn generate(pos: &Position, out: &mut MoveList) {
        <Self as Draughts>::generate(pos, out)
    }

    #[inline]
    fn play(pos: &Position, mv: &Move) -> Position {
        pos.apply(mv)
    }

    #[inline]
    fn count(pos: &Position) -> u64 {
        <Self as Draughts>::count(pos)
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        <Self as Draughts>::perft(pos, depth)
    }

    fn piece_at(pos: &Position, sq: Square) -> Option<Piece> {
        pos.piece_at(sq)
    }

    fn parse_fen(text: &str) -> Result<Position, FenError> {
        fen::read_position(&Self::INFO, text)
    }

    fn write_fen(pos: &Position) -> String {
        fen::write_position(&Self::INFO, pos)
    }

    fn is_irreversible(pos: &Position, mv: &Move) -> bool {
        mv.is_capture() || pos.kings & (1u64 << mv.from) == 0
    }

    fn draw_by_rule(_pos: &Position, c: &DrawCounters) -> Option<&'static str> {
        (c.quiet_plies >= FORTY_MOVES)
            .then_some("40 moves by each side without a capture or a man moved")
    }

    fn explain_quiet(pos: &Position, from: Square, to: Square) -> String {
        <Self as Draughts>::explain_quiet(pos, from, to)
    }
}
