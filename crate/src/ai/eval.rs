//! Static evaluation: what the search thinks of a position it does not look beyond.
//!
//! Every game implements [`Evaluate`]. The draughts family shares one evaluation,
//! [`family_eval`](crate::family_eval), tuned per game by a [`Weights`] constant in the
//! game's module (kings that fly
//! are worth more than short ones; Coronet's pawns advance towards a corner) and a hook for
//! what only one game knows (Cheskers' kings). Stack'Em and Coast-to-Coast, whose positions
//! mean different things, evaluate in their own modules with the helpers here.
//!
//! Scores are in hundredths of a man, from the side to move's point of view.

use crate::rules::Rules;
use crate::Color;

/// A game's evaluation.
pub trait Evaluate: Rules {
    /// Whether a quiet position at the search's horizon also tries its promotions before it
    /// stands pat (the search's quiescence): on where a self-play match measured a gain.
    const QUIET_PROMOTIONS: bool = false;

    /// Whether the search takes a ply off a node of depth 3 or more, outside the principal
    /// variation and with no capture pending, whose evaluation lies [`OUTSIDE`] or more beyond
    /// its window: on where a self-play match measured a gain.
    ///
    /// [`OUTSIDE`]: crate::ai::search::OUTSIDE
    const OUTSIDE_REDUCTION: bool = false;

    /// The value of `pos` for the side to move, in hundredths of a man.
    fn evaluate(pos: &Self::Position) -> i32;
}

/// How many terms the draughts family's hand-set evaluation weighs ([`Weights::terms`]).
pub const HAND_TERMS: usize = 23;

/// The terms of the draughts family's evaluation, per piece or per square, in hundredths of
/// a man.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// A king (Coronet queen).
    pub king: i32,
    /// A Cheskers bishop.
    pub bishop: i32,
    /// A Cheskers camel.
    pub camel: i32,
    /// A man, by how many rows it has left behind (0 on its own back row); the last entry
    /// stands for every row beyond.
    pub advance: [i32; 9],
    /// A man on its own back row while the opponent still has men (it keeps them from being
    /// crowned).
    pub back_guard: i32,
    /// A man on one of the central squares.
    pub centre: i32,
    /// A king on one of the central squares.
    pub king_centre: i32,
    /// Each empty square a man or king could step to.
    pub mobility: i32,
    /// With more material, for each piece fewer on the board than at the start (it pays to
    /// exchange when ahead).
    pub simplify: i32,
    /// With more material, for each king step between a king and the nearest opposing piece
    /// (the stronger side hunts).
    pub hunt: i32,
    /// Each opposing piece that one of this side's men (or short kings) could take at once:
    /// in a quiet position, the side not to move's threats, which the side to move must meet.
    pub threat: i32,
    /// A man with no opposing piece in front of it (in the widening cone of squares it must
    /// cross to be crowned): a runaway, or nearly.
    pub free_man: i32,
    /// Such a man, for each row it has left behind.
    pub free_rows: i32,
    /// A side's men on one wing (half of the files) beyond those on the other, each.
    pub imbalance: i32,
}

impl Weights {
    /// Whether the weights use the terms after the hunt, which a game's evaluation computes
    /// only where they do (the tuner counts them all).
    pub const fn uses_extra(&self) -> bool {
        self.threat != 0 || self.free_man != 0 || self.free_rows != 0 || self.imbalance != 0
    }
}

impl Weights {
    /// The weights in the order of the terms they weigh
    /// ([`hand_terms`](crate::family_eval::hand_terms)): a man (100, the unit), a king, a
    /// bishop, a camel, `advance`, `back_guard`, `centre`, `king_centre`, `mobility`,
    /// `simplify`, `hunt`, `threat`, `free_man`, `free_rows`, `imbalance`.
    pub const fn terms(&self) -> [i32; HAND_TERMS] {
        let a = &self.advance;
        [
            100,
            self.king,
            self.bishop,
            self.camel,
            a[0],
            a[1],
            a[2],
            a[3],
            a[4],
            a[5],
            a[6],
            a[7],
            a[8],
            self.back_guard,
            self.centre,
            self.king_centre,
            self.mobility,
            self.simplify,
            self.hunt,
            self.threat,
            self.free_man,
            self.free_rows,
            self.imbalance,
        ]
    }

    /// The weights of [`terms`](Self::terms) (a man's weight, the unit, is left out).
    pub fn from_terms(t: &[i32; HAND_TERMS]) -> Weights {
        let mut advance = [0; 9];
        advance.copy_from_slice(&t[4..13]);
        Weights {
            king: t[1],
            bishop: t[2],
            camel: t[3],
            advance,
            back_guard: t[13],
            centre: t[14],
            king_centre: t[15],
            mobility: t[16],
            simplify: t[17],
            hunt: t[18],
            threat: t[19],
            free_man: t[20],
            free_rows: t[21],
            imbalance: t[22],
        }
    }

    /// Short kings (American, Italian, Cheskers' checkers).
    pub const SHORT_KINGS: Weights = Weights {
        king: 140,
        bishop: 0,
        camel: 0,
        advance: [0, 2, 4, 7, 11, 16, 22, 22, 22],
        back_guard: 10,
        centre: 6,
        king_centre: 8,
        mobility: 2,
        simplify: 3,
        hunt: 3,
        threat: 0,
        free_man: 0,
        free_rows: 0,
        imbalance: 0,
    };

    /// Flying kings on 10x10 (International, Polish): a king is worth about three men.
    pub const FLYING_KINGS: Weights = Weights {
        king: 300,
        bishop: 0,
        camel: 0,
        advance: [0, 1, 2, 4, 6, 9, 13, 18, 24],
        back_guard: 6,
        centre: 5,
        king_centre: 4,
        mobility: 2,
        simplify: 2,
        hunt: 2,
        threat: 0,
        free_man: 0,
        free_rows: 0,
        imbalance: 0,
    };

    /// Flying kings on 8x8, men capturing backwards (Russian).
    pub const FLYING_KINGS_8: Weights = Weights {
        king: 260,
        advance: [0, 2, 4, 7, 11, 16, 22, 22, 22],
        back_guard: 8,
        ..Weights::FLYING_KINGS
    };
}

/// Hundredths of a man for the side to move, from South's view `south`.
#[inline(always)]
pub fn for_side_to_move(south: i32, turn: Color) -> i32 {
    match turn {
        Color::South => south,
        Color::North => -south,
    }
}
