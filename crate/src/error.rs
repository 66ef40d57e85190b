//! Errors, as enums that carry what was wrong.

use std::fmt;

pub use crate::said::clip;
use crate::{Code, Color, Said, Value};

/// A number given from outside, as a message quotes it: whole numbers exactly, fractions to
/// six decimals, huge ones by their power of ten (`{}` writes 1e300 as its 301 digits).
pub fn number(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    let a = x.abs();
    if a.is_infinite() {
        return format!("{sign}Infinity");
    }
    if a > 9_007_199_254_740_991.0 {
        let (mut e, mut y) = (0, a);
        while y >= 10.0 {
            y /= 10.0;
            e += 1;
        }
        return format!("{sign}about 10^{e}");
    }
    if a.fract() == 0.0 {
        return format!("{sign}{}", a as u64);
    }
    if a >= 1e12 {
        return format!("{sign}{} and a fraction", a.trunc() as u64);
    }
    let micro = (a * 1e6).round() as u64;
    let (whole, frac) = (micro / 1_000_000, micro % 1_000_000);
    if frac == 0 {
        return format!("{sign}{whole}");
    }
    let digits = format!("{frac:06}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

/// A whole message, cut to its first 300 characters (it may quote input of any length).
fn cut(text: &str) -> String {
    match text.char_indices().nth(300) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// A FEN that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing to read.
    Empty,
    /// The side to move is not one of this game's colour letters.
    BadTurn(String),
    /// A section does not start with one of this game's colour letters.
    BadSection(String),
    /// A colour's pieces are given twice.
    SideTwice(char),
    /// A colour's pieces are not given.
    SideMissing(char),
    /// Not a square of this board.
    BadSquare(String),
    /// A range `a-b` that is not two numbered squares in order.
    BadRange(String),
    /// A piece prefix this game does not have.
    BadPiece(String),
    /// The same square given twice.
    SquareTwice(String),
    /// More pieces than the game has.
    TooManyPieces(char, usize, usize),
    /// A chess FEN, not a draughts one.
    ChessFen,
    /// A list of moves, not a position.
    MoveList,
    /// Something the game's own FEN does not allow (a Stack'Em stack, a Coast-to-Coast home),
    /// said with its code and values.
    Invalid(Said),
}

impl FenError {
    /// What was wrong, as a code with values for the page to word.
    pub fn said(&self) -> Said {
        let letter = |c: &char| c.to_string();
        match self {
            FenError::Empty => Said::new(Code::FenEmpty),
            FenError::BadTurn(t) => Said::new(Code::FenBadTurn).text("text", t),
            FenError::BadSection(s) => Said::new(Code::FenBadSection).text("text", s),
            FenError::SideTwice(c) => Said::new(Code::FenSideTwice).text("letter", &letter(c)),
            FenError::SideMissing(c) => Said::new(Code::FenSideMissing).text("letter", &letter(c)),
            FenError::BadSquare(s) => Said::new(Code::NotASquare).square("square", clip(s)),
            FenError::BadRange(s) => Said::new(Code::FenBadRange).text("text", s),
            FenError::BadPiece(s) => Said::new(Code::FenBadPiece).text("text", s),
            FenError::SquareTwice(s) => Said::new(Code::FenSquareTwice).square("square", clip(s)),
            FenError::TooManyPieces(c, n, max) => Said::new(Code::FenTooMany)
                .text("letter", &letter(c))
                .number("count", *n)
                .number("most", *max),
            FenError::ChessFen => Said::new(Code::FenChess),
            FenError::MoveList => Said::new(Code::FenMoveList),
            FenError::Invalid(s) => s.clone(),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&cut(&self.said().to_string()))
    }
}

impl std::error::Error for FenError {}

/// A position set up square by square ([`compose`](crate::compose)) that the game refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not a square of this board (the name as given).
    UnknownSquare(String),
    /// Two entries for the same square.
    SquareTwice(String),
    /// A piece kind this game does not have: the kind, the game's id and its name.
    NoSuchPiece(&'static str, &'static str, &'static str),
    /// An entry with no piece at all.
    NothingThere(String),
    /// Several checkers on one square in a game without stacks (the game's id and name).
    NoStacks(&'static str, &'static str),
    /// A stack taller than the game allows: the square and the most.
    StackTooTall(String, usize),
    /// A king under another checker (only the top of a stack can be a king).
    KingUnder(String),
    /// More pieces of a side than the game has: the side, its name, how many, the most.
    TooManyPieces(Color, &'static str, usize, usize),
    /// No piece on the board at all.
    EmptyBoard,
    /// A side with no piece: the side and its name.
    NoPieces(Color, &'static str),
    /// A man standing where it is crowned: the square.
    ManOnCrown(String),
    /// Anything else the game's own FEN reader refuses (said as it said it).
    Refused(Said),
}

impl SetupError {
    /// What was wrong, as a code with values for the page to word.
    pub fn said(&self) -> Said {
        match self {
            SetupError::UnknownSquare(s) => Said::new(Code::NotASquare).square("square", clip(s)),
            SetupError::SquareTwice(s) => Said::new(Code::SetupSquareTwice).square("square", s),
            SetupError::NoSuchPiece(kind, id, name) => Said::new(Code::SetupNoSuchPiece)
                .with("game", Value::Game(id, name))
                .with("kind", Value::Kind(kind)),
            SetupError::NothingThere(s) => Said::new(Code::SetupNothing).square("square", s),
            SetupError::NoStacks(id, name) => {
                Said::new(Code::SetupNoStacks).with("game", Value::Game(id, name))
            }
            SetupError::StackTooTall(s, max) => Said::new(Code::SetupStackTall)
                .square("square", s)
                .number("most", *max),
            SetupError::KingUnder(s) => Said::new(Code::SetupKingUnder).square("square", s),
            SetupError::TooManyPieces(side, name, n, max) => Said::new(Code::SetupTooMany)
                .color("side", *side, name)
                .number("count", *n)
                .number("most", *max),
            SetupError::EmptyBoard => Said::new(Code::SetupEmpty),
            SetupError::NoPieces(side, name) => {
                Said::new(Code::SetupNoPieces).color("side", *side, name)
            }
            SetupError::ManOnCrown(s) => Said::new(Code::SetupManCrowned).square("square", s),
            SetupError::Refused(s) => s.clone(),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.said())
    }
}

impl std::error::Error for SetupError {}

/// Any error of the engine's public API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A variant id that is not one of the games, and the ids that are
    /// ([`variant::IDS`](crate::variant::IDS)).
    UnknownVariant(String, &'static [&'static str]),
    /// A malformed FEN.
    Fen(FenError),
    /// A move that cannot be played here, and why.
    IllegalMove(String, Said),
    /// A move that matches several legal moves.
    AmbiguousMove(String, Vec<String>),
    /// A move written in a way that cannot be read.
    BadMoveText(String),
    /// The game is over.
    GameOver,
    /// A malformed PDN file, or a move of one that cannot be played: what and where.
    Pdn(Said),
    /// A position set up square by square that the game refuses.
    Setup(SetupError),
    /// Any other refused input a player can give (a link's field, a time control), said with
    /// its code and values.
    Invalid(Said),
    /// A call the API does not take, which only a program can make (a level or a depth out
    /// of range, a ply that does not exist): explained in English only.
    Misuse(String),
}

impl Error {
    /// What was wrong, as a code with values for the page to word in the player's language;
    /// `None` for a [`Misuse`](Error::Misuse), which only a program can make.
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            Error::UnknownVariant(v, ids) => Said::new(Code::UnknownVariant)
                .text("text", v)
                .with("ids", Value::Text(ids.join(", "))),
            Error::Fen(e) => Said::new(Code::BadFen).said("reason", e.said()),
            Error::IllegalMove(m, why) if m.is_empty() => {
                Said::new(Code::Illegal).said("reason", why.clone())
            }
            Error::IllegalMove(m, why) => Said::new(Code::IllegalMove)
                .moves("move", vec![clip(m)])
                .said("reason", why.clone()),
            Error::AmbiguousMove(m, c) => Said::new(Code::AmbiguousMove)
                .moves("move", vec![clip(m)])
                .moves("moves", c.clone()),
            Error::BadMoveText(m) => Said::new(Code::BadMoveText).text("text", m),
            Error::GameOver => Said::new(Code::GameEnded),
            Error::Pdn(s) => Said::new(Code::BadPdn).said("reason", s.clone()),
            Error::Setup(e) => e.said(),
            Error::Invalid(s) => s.clone(),
            Error::Misuse(_) => return None,
        })
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, self.said()) {
            (Error::Misuse(s), _) => f.write_str(&cut(s)),
            (_, Some(said)) => f.write_str(&cut(&said.to_string())),
            (_, None) => Ok(()),
        }
    }
}

impl std::error::Error for Error {}

impl From<SetupError> for Error {
    fn from(e: SetupError) -> Error {
        Error::Setup(e)
    }
}

impl From<FenError> for Error {
    fn from(e: FenError) -> Error {
        Error::Fen(e)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn numbers_as_messages_quote_them() {
        use super::number;
        for (x, want) in [
            (0.0, "0"),
            (-1.0, "-1"),
            (0.5, "0.5"),
            (2.25, "2.25"),
            (60001.0, "60001"),
            (1.0 / 3.0, "0.333333"),
            (9_007_199_254_740_991.0, "9007199254740991"),
            (9_007_199_254_740_992.0, "about 10^15"),
            (1e13 + 0.5, "10000000000000 and a fraction"),
            (1e-9, "0"),
            (1e300, "about 10^300"),
            (-1e300, "-about 10^300"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "Infinity"),
            (f64::NEG_INFINITY, "-Infinity"),
        ] {
            assert_eq!(number(x), want, "{x}");
        }
    }
}
