//! Cheskers (RULES.md section 9; Solomon Golomb, J. Recreational Math. 1968): checkers with
//! two kings, a bishop and a camel a side. Men and kings move and capture as in American
//! checkers; checker captures are compulsory and must take the most pieces, but a bishop or
//! camel capture may be made instead. A man reaching the last row chooses its promotion.
//! A player with no king left loses.

use crate::ai::eval::Weights;
use crate::board::geometry::{bits, Bitboard, Dir, Square, DARK8, NONE};
use crate::board::moves::{Move, MoveList};
use crate::board::squares::SquareNames;
use crate::games::family::{Draughts, Family, Priority};
use crate::rules::VariantInfo;
use crate::said::{Code, Said};
use crate::{Color, PieceKind, Position};

/// Cheskers.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cheskers;

/// The squares a camel reaches from `sq`: the (3,1) leaps, which stay on the dark squares.
/// Each is three diagonal steps, d, e, d with e perpendicular to d, so no step leaves the
/// board unless the target does.
pub fn camel_targets(sq: Square) -> Bitboard {
    let g = &DARK8;
    let mut t = 0;
    for d in Dir::DIAGONAL {
        let (dx, dy) = d.delta();
        for e in Dir::DIAGONAL {
            let (ex, ey) = e.delta();
            if dx * ex + dy * ey != 0 {
                continue; // not perpendicular
            }
            let a = g.step(sq, d);
            let b = if a == NONE { NONE } else { g.step(a, e) };
            let c = if b == NONE { NONE } else { g.step(b, d) };
            if c != NONE {
                t |= 1u64 << c;
            }
        }
    }
    t
}

impl Draughts for Cheskers {
    const FAMILY: Family = Family {
        priority: Priority::Majority,
        promotions: &[PieceKind::King, PieceKind::Bishop, PieceKind::Camel],
        ..Family::CHECKERS
    };

    /// Kings are what a player must not lose, so they are worth more than in checkers.
    const WEIGHTS: Weights = Weights {
        king: 250,
        bishop: 260,
        camel: 230,
        ..Weights::SHORT_KINGS
    };

    const OFFICERS: bool = true;

    const VARIANT: VariantInfo = VariantInfo {
        id: "cheskers",
        name: "Cheskers",
        squares: SquareNames::Algebraic,
        first: Color::North,
        // Not a PDN 3.0 game type: ours, from the range kept for future draughts games.
        gametype: "46",
        piece_letters: &[
            ('K', PieceKind::King),
            ('B', PieceKind::Bishop),
            ('C', PieceKind::Camel),
        ],
        summary: "Cheskers (Solomon Golomb, 1948): checkers with chess pieces on the dark \
squares. Each side has 8 men, 2 kings, a bishop and a camel; Black moves first. Men and kings \
move and capture as in American checkers (men forward only, kings one square in any \
diagonal direction). The bishop slides any distance diagonally, like a chess bishop; the \
camel leaps to the square three along and one across (it jumps over anything in between). \
Bishops and camels capture chess-style, by moving onto the enemy piece. Captures by men or \
kings are compulsory and must take the most pieces, but you may make a bishop or camel \
capture instead; bishop and camel captures are never compulsory. (Our reading: while a \
checker capture is compulsory, the only other moves allowed are bishop and camel \
captures.) A man reaching the last row stops there and becomes, as you choose, a king, a \
bishop or a camel. You lose when you have no king left, or when you cannot move. Draw: the \
same position three times.",
        ..VariantInfo::BASE
    };

    const START_FEN: &'static str = "B:WBa1,Kc1,Ke1,Cg1,b2,d2,f2,h2,a3,c3,e3,g3:\
BCb8,Kd8,Kf8,Bh8,b6,d6,f6,h6,a7,c7,e7,g7";

    fn result_rule(pos: &Position) -> Option<(Option<Color>, Said)> {
        for c in Color::BOTH {
            if pos.kings_of(c) == 0 {
                let name = |c: Color| Self::VARIANT.color_names[c.idx()];
                let winner = c.other();
                return Some((
                    Some(winner),
                    Said::new(Code::NoKing)
                        .color("winner", winner, name(winner))
                        .color("loser", c, name(c)),
                ));
            }
        }
        None
    }

    /// Bishop slides and camel leaps, capturing by replacement; only captures when a checker
    /// capture is compulsory.
    fn officer_moves(pos: &Position, captures_only: bool, out: &mut MoveList) {
        let me = pos.turn;
        let mine = pos.pieces(me);
        let theirs = pos.pieces(me.other());
        let mut add = |from: Square, to: Square| {
            let capture = theirs & (1u64 << to) != 0;
            if captures_only && !capture {
                return;
            }
            let mut m = Move::step(from, to);
            if capture {
                m.push_capture(to);
                m.captured = 1u64 << to;
            }
            out.push(m);
        };
        for from in bits(pos.bishops & mine) {
            for to in bits(bishop_reach(from, pos.occupied()) & !mine) {
                add(from, to);
            }
        }
        for from in bits(pos.camels & mine) {
            for to in bits(camel_targets(from) & !mine) {
                add(from, to);
            }
        }
    }

    /// The safety of the kings: a side down to its last king is in danger (losing it loses
    /// the game), and a king a bishop or camel attacks can be taken at once by the side to
    /// move (bishop and camel captures are never forced, so the search's capture
    /// extension does not see them).
    fn eval_rule(pos: &Position) -> i32 {
        let mut south = 0;
        for c in Color::BOTH {
            let sign = if c == Color::South { 1 } else { -1 };
            let kings = pos.kings_of(c);
            if kings.count_ones() == 1 {
                south -= sign * LAST_KING;
            }
            if kings & officer_attacks(pos, c.other()) != 0 {
                south -= sign
                    * if c == pos.turn {
                        KING_ATTACKED
                    } else if kings.count_ones() == 1 {
                        crate::ai::search::WIN / 2
                    } else {
                        Self::WEIGHTS.king
                    };
            }
        }
        south
    }

    fn explain_rule(pos: &Position, from: Square, to: Square) -> Option<Said> {
        let b = 1u64 << from;
        if pos.bishops & b != 0 {
            return Some(Code::BishopMove.into());
        }
        if pos.camels & b != 0 {
            return Some(if camel_targets(from) & (1u64 << to) == 0 {
                Code::CamelMove.into()
            } else {
                Code::CamelOwn.into()
            });
        }
        None
    }
}

/// A side reduced to one king (losing it loses the game).
const LAST_KING: i32 = 120;

/// The side to move's king attacked by a bishop or camel (it must be moved or defended).
const KING_ATTACKED: i32 = 40;

/// The squares a bishop on `from` reaches: along each diagonal, the empty squares and the
/// first occupied one (taken if it is an enemy's).
fn bishop_reach(from: Square, occ: Bitboard) -> Bitboard {
    let g = &DARK8;
    let mut reach = 0;
    for d in Dir::DIAGONAL {
        let mut to = g.step(from, d);
        while to != NONE {
            reach |= 1u64 << to;
            if occ & (1u64 << to) != 0 {
                break;
            }
            to = g.step(to, d);
        }
    }
    reach
}

/// The squares the bishops and camels of `c` attack.
fn officer_attacks(pos: &Position, c: Color) -> Bitboard {
    let occ = pos.occupied();
    let mine = pos.pieces(c);
    let mut a = 0;
    for from in bits(pos.bishops & mine) {
        a |= bishop_reach(from, occ);
    }
    for from in bits(pos.camels & mine) {
        a |= camel_targets(from);
    }
    a
}
