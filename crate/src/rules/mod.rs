//! What a game is: the [`Rules`] trait every game module implements, and its description.

pub mod outcome;
pub mod perft;

use std::fmt::Debug;
use std::hash::Hash;

use crate::board::geometry::{Geometry, Shape, Square};
use crate::board::moves::{Move, MoveList};
use crate::board::squares::SquareNames;
use crate::said::{Code, Said};
use crate::{Color, FenError, Piece, PieceKind, SetupError};

/// How a game names and describes itself.
#[derive(Debug)]
pub struct VariantInfo {
    /// The id of the CLI and the page's address (`english`, `international`, ...).
    pub id: &'static str,
    /// The name shown to players.
    pub name: &'static str,
    /// The board.
    pub shape: Shape,
    /// Drawn turned 45 degrees, home corners at the bottom and the top (Coast-to-Coast).
    pub diamond: bool,
    /// How squares are written.
    pub squares: SquareNames,
    /// Human names of South and North ("White", "Black").
    pub color_names: [&'static str; 2],
    /// FEN letters of South and North (`W`, `B`).
    pub color_letters: [char; 2],
    /// Who moves first.
    pub first: Color,
    /// The PDN `GameType` tag value.
    pub gametype: &'static str,
    /// The capture separator written in move text (`x`, or `:` in Russian tradition).
    pub capture_separator: char,
    /// The most pieces a side can have (a FEN with more is refused).
    pub max_pieces: usize,
    /// FEN prefixes of the pieces other than the man (`K` for a king).
    pub piece_letters: &'static [(char, PieceKind)],
    /// Whether checkers pile up in stacks (Stack'Em); elsewhere one piece to a square.
    pub stacks: bool,
    /// A short summary of the rules for players, plain text.
    pub summary: &'static str,
}

impl VariantInfo {
    /// What a game states unless it says otherwise (`..VariantInfo::BASE`): checkers on the
    /// 64-square board's 32 dark squares numbered 1-32, White and Black with twelve men each,
    /// White moving first, kings written `K`, captures written with `x`. A game's own
    /// constant gives its id, name, PDN game type and rules summary, and what differs.
    pub const BASE: VariantInfo = VariantInfo {
        id: "",
        name: "",
        shape: Shape::Dark8,
        diamond: false,
        squares: SquareNames::Numeric,
        color_names: ["White", "Black"],
        color_letters: ['W', 'B'],
        first: Color::South,
        gametype: "",
        capture_separator: 'x',
        max_pieces: 12,
        piece_letters: &[('K', PieceKind::King)],
        stacks: false,
        summary: "",
    };

    /// The board's tables.
    pub fn geometry(&self) -> &'static Geometry {
        Geometry::of(self.shape)
    }

    /// The kinds of piece this game has, the man first.
    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> + '_ {
        std::iter::once(PieceKind::Man).chain(self.piece_letters.iter().map(|&(_, k)| k))
    }

    /// The human name of a side.
    pub fn color_name(&self, c: Color) -> &'static str {
        self.color_names[c.idx()]
    }
}

/// Counters the draw rules read, kept by the [`Game`](crate::Game) layer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawCounters {
    /// Plies since the last capture or man move.
    pub quiet_plies: u32,
    /// Plies since the last capture, or the last promotion that changed the ending a material
    /// count rule counts in ([`Rules::changes_material`]).
    pub material_plies: u32,
}

impl DrawCounters {
    /// The counters after `mv` is played in `pos`.
    #[inline]
    pub fn after<R: Rules>(self, pos: &R::Position, mv: &Move) -> DrawCounters {
        DrawCounters {
            quiet_plies: if R::is_irreversible(pos, mv) {
                0
            } else {
                self.quiet_plies + 1
            },
            material_plies: if R::changes_material(pos, mv) {
                0
            } else {
                self.material_plies + 1
            },
        }
    }
}

/// What [`Rules::horizon`] says of a generated list: `None` when every move captures (a
/// capture is forced), else the number of moves and whether one promotes.
pub(crate) fn horizon_of(list: &MoveList) -> Option<(u64, bool)> {
    if !list.is_empty() && list.iter().all(|m| m.is_capture()) {
        return None;
    }
    Some((
        list.len() as u64,
        list.iter().any(|m| m.promotion.is_some()),
    ))
}

/// A game's rules. One module per game implements it and states only what is special about
/// that game; shared mechanisms live in [`family`](crate::games::family), [`fen`](crate::notation::fen),
/// [`notation`](crate::notation) and [`Game`](crate::Game).
pub trait Rules: 'static + Sized {
    /// The position type (the shared [`Position`](crate::Position) for most games).
    type Position: Copy + Clone + PartialEq + Eq + Hash + Debug;

    /// Name, board, notation.
    const INFO: VariantInfo;

    /// The start position.
    fn start() -> Self::Position;

    /// The side to move.
    fn turn(pos: &Self::Position) -> Color;

    /// Every legal move, into `out` (cleared first). Allocates nothing.
    fn generate(pos: &Self::Position, out: &mut MoveList);

    /// The position after `mv`, which must be one of `generate`'s moves.
    fn play(pos: &Self::Position, mv: &Move) -> Self::Position;

    /// The number of legal moves (perft's leaves); games may count without listing.
    fn count(pos: &Self::Position) -> u64 {
        let mut list = MoveList::new();
        Self::generate(pos, &mut list);
        list.len() as u64
    }

    /// At the search's horizon, where only captures are searched on: when the side to move
    /// must capture (every move captures), its moves into `out` as [`generate`](Self::generate) lists
    /// them, and `None`; else the number of its (quiet) moves and whether one of them promotes,
    /// `out` holding them or not (games may count without listing: most of the search's nodes
    /// are such leaves, evaluated without their moves).
    fn horizon(pos: &Self::Position, out: &mut MoveList) -> Option<(u64, bool)> {
        Self::generate(pos, out);
        horizon_of(out)
    }

    /// Perft from `pos`. The default plays every move of [`generate`](Self::generate); a game
    /// may walk its tree faster, and must give the same counts (the tests run both).
    fn perft(pos: &Self::Position, depth: u32) -> u64 {
        perft_by_list::<Self>(pos, depth)
    }

    /// The piece standing on `sq`, as the board view draws it (the top of a stack).
    fn piece_at(pos: &Self::Position, sq: Square) -> Option<Piece>;

    /// The whole stack on `sq`, bottom first (Stack'Em); one piece or none elsewhere.
    fn stack_at(pos: &Self::Position, sq: Square) -> Vec<Piece> {
        Self::piece_at(pos, sq).into_iter().collect()
    }

    /// What stands on `sq` as a number, for hashing: 0 for an empty square, and different
    /// numbers for different contents. Default: the piece (colour and kind); Stack'Em: the
    /// whole stack.
    #[inline]
    fn content(pos: &Self::Position, sq: Square) -> u32 {
        match Self::piece_at(pos, sq) {
            None => 0,
            Some(p) => 1 + p.color.idx() as u32 * 4 + p.kind as u32,
        }
    }

    /// A result the game declares from the position alone, before looking for moves: the
    /// winner (`None` for a draw) and why. Coast-to-Coast: all twelve borne off; Cheskers:
    /// no king left; Stack'Em: no stack controlled. Default: none (a player who cannot move
    /// loses, which the game layer sees).
    fn decided(_pos: &Self::Position) -> Option<(Option<Color>, Said)> {
        None
    }

    /// Squares the game gives a meaning of their own, for the board to mark: Coronet's
    /// coronation corners (`"crown"`, the side crowned there), Coast-to-Coast's homes
    /// (`"home"`, whose home). Default: none.
    fn marks() -> Vec<(Square, &'static str, Color)> {
        Vec::new()
    }

    /// Pieces each side has borne off (Coast-to-Coast), South first; `None` where the game
    /// has no bearing off.
    fn borne_off(_pos: &Self::Position) -> Option<[u8; 2]> {
        None
    }

    /// The squares where a man of `c` is crowned when a move ends there: no set-up may leave
    /// one of its men standing on them ([`check_setup`](crate::check_setup)).
    /// Default: none (Coast-to-Coast crowns on the homes, which its FEN keeps empty; in
    /// Stack'Em a jump that takes a stack's top may uncover a man on its King Me row).
    fn crowning_squares(_c: Color) -> crate::board::geometry::Bitboard {
        0
    }

    /// An empty board with `turn` to move: where a position set up square by square starts
    /// ([`compose`](crate::compose)).
    fn empty(turn: Color) -> Self::Position;

    /// Puts `stack` (bottom first: one piece in a game without stacks) on the empty square
    /// `sq` of a position being set up, refusing what this game's board cannot hold. The
    /// kinds are the game's own (the caller checked).
    fn place(pos: &mut Self::Position, sq: Square, stack: &[Piece]) -> Result<(), SetupError>;

    /// Reads a FEN of this game.
    fn parse_fen(fen: &str) -> Result<Self::Position, FenError>;

    /// Writes the FEN of a position.
    fn write_fen(pos: &Self::Position) -> String;

    /// Whether a move resets the quiet-move counter (a capture or a man moved).
    fn is_irreversible(pos: &Self::Position, mv: &Move) -> bool;

    /// Whether the move restarts the material count rules: a capture or a promotion by
    /// default; the draughts family restarts on a promotion only where it changes the ending
    /// counted (FMJD's 16-move rule goes on through a man crowned inside its ending).
    fn changes_material(_pos: &Self::Position, mv: &Move) -> bool {
        mv.is_capture() || mv.promotion.is_some()
    }

    /// A draw by this game's move-count rules, with its reason, before `pos`'s side moves.
    fn draw_by_rule(_pos: &Self::Position, _counters: &DrawCounters) -> Option<Code> {
        None
    }

    /// Whether captured pieces leave the board the moment they are jumped (Polish), rather
    /// than when the move ends; the page dims or hides them while a capture is entered.
    fn immediate_removal() -> bool {
        false
    }

    /// A square the short move text names between origin and destination (Coast-to-Coast:
    /// the home on which a man is crowned before its free move, `b6-h8-g7`); `None` for the
    /// plain `from-to`.
    fn text_via(_pos: &Self::Position, _mv: &Move) -> Option<Square> {
        None
    }

    /// Whether `path` (origin, then every landing, as written) is another legal route of the
    /// legal move `mv`, in a game that identifies moves by their ends whatever the route
    /// (Coast-to-Coast: nothing is captured, so every route leaves the same position).
    /// Default: a move is read only along the route the move list keeps.
    fn accepts_route(_pos: &Self::Position, _mv: &Move, _path: &[Square]) -> bool {
        false
    }

    /// Why a move from `from` to `to` is not legal, for the status line, when the general
    /// explanations (wrong side, empty square, compulsory capture) do not apply.
    fn explain_quiet(pos: &Self::Position, from: Square, to: Square) -> Said;
}

/// Perft by playing every move of [`Rules::generate`] with [`Rules::play`]; the last ply is
/// counted without being played ("bulk counting").
pub fn perft_by_list<R: Rules>(pos: &R::Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => R::count(pos),
        _ => {
            let mut list = MoveList::new();
            R::generate(pos, &mut list);
            list.iter()
                .map(|m| perft_by_list::<R>(&R::play(pos, m), depth - 1))
                .sum()
        }
    }
}
