//! Coronet (RULES.md section 6; Huntoon's Coronet.zrf v2.0): checkers on all 64 squares in
//! eight directions. Pawns step towards the opposite corner and jump in all eight
//! directions; the majority capture; captured pieces stay until the sequence ends and none
//! is jumped twice; a pawn is crowned only by ending its move on its coronation square;
//! queens fly in eight directions; the Queen's Courtesy.

use crate::ai::eval::Weights;
use crate::board::geometry::{Square, FULL8};
use crate::board::moves::MoveList;
use crate::board::squares::SquareNames;
use crate::games::family::{CrownAt, Crowning, Draughts, Family, Priority};
use crate::rules::VariantInfo;
use crate::said::{Code, Said};
use crate::{Color, Position, Shape};

/// Coronet.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coronet;

impl Coronet {
    /// The coronation corner on `c`'s own side, where its queens may not end a move while
    /// they have another (Gold's is h1, where Red crowns; Red's is a8).
    fn own_corner(c: Color) -> Square {
        Self::FAMILY.crown(c.other()).trailing_zeros() as Square
    }
}

impl Draughts for Coronet {
    /// Queens fly in eight directions; pawns advance towards a corner (no back row to guard).
    const WEIGHTS: Weights = Weights {
        king: 320,
        advance: [0, 3, 6, 10, 15, 21, 28, 28, 28],
        back_guard: 0,
        ..Weights::FLYING_KINGS
    };

    const FAMILY: Family = Family {
        geometry: &FULL8,
        men_capture_backward: true,
        flying_kings: true,
        crowning: Crowning::AtEndOnly,
        priority: Priority::Majority,
        omni: true,
        crown: CrownAt::Corner,
        ..Family::CHECKERS
    };

    const VARIANT: VariantInfo = VariantInfo {
        id: "coronet",
        name: "Coronet",
        shape: Shape::Full8,
        squares: SquareNames::Algebraic,
        color_names: ["Gold", "Red"],
        color_letters: ['G', 'R'],
        // Not a PDN 3.0 game type: ours, from the range kept for future draughts games.
        gametype: "45",
        max_pieces: 21,
        summary: "Coronet (Chris Huntoon, 2012): checkers in all eight directions on all 64 \
squares. 21 pawns each; Gold moves first. Pawns step one square straight or diagonally \
towards the opposite corner (Gold: up, left, up-left; Red: down, right, down-right), and \
capture by jumping an adjacent piece in any of the eight directions onto the empty square \
beyond. Capturing is compulsory and you must take the most pieces; captured pieces stay on \
the board until the move is over, and no piece is jumped twice. A pawn becomes a Queen only \
by ending its move on the opposite coronation corner (Gold's is a8, Red's h1); passing \
through it during a capture does not crown. Queens move like chess queens and capture at a \
distance in eight directions, landing on any free square beyond. Queen's Courtesy: a queen \
may not end its move on the coronation corner of its own side unless you have no other \
move. You lose when you cannot move. Draw: the same position three times.",
        ..VariantInfo::BASE
    };

    const START_FEN: &'static str = "G:Gh6,g5,h5,f4,g4,h4,e3,f3,g3,h3,d2,e2,f2,g2,h2,c1,d1,\
e1,f1,g1,h1:Ra8,b8,c8,d8,e8,f8,a7,b7,c7,d7,e7,a6,b6,c6,d6,a5,b5,c5,a4,b4,a3";

    /// The Queen's Courtesy: unless there is no alternative, a queen may not end its move on
    /// its own side's coronation corner.
    fn restrict(pos: &Position, out: &mut MoveList) {
        let corner = Self::own_corner(pos.turn);
        let kings = pos.kings;
        let refused = |m: &crate::Move| m.to() == corner && kings & (1u64 << m.from) != 0;
        if out.iter().any(refused) && !out.iter().all(refused) {
            out.retain(|m| !refused(m));
        }
    }

    fn explain_rule(pos: &Position, from: Square, to: Square) -> Option<Said> {
        (pos.kings & (1u64 << from) != 0 && to == Self::own_corner(pos.turn))
            .then(|| Code::QueensCourtesy.into())
    }
}
