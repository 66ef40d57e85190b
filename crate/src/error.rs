//! Errors, as enums that carry what was wrong.

use std::fmt;

/// Input quoted in a message, cut to its first 40 characters: a message names what was wrong,
/// it does not repeat a megabyte of it.
pub fn clip(text: &str) -> String {
    const MOST: usize = 40;
    match text.char_indices().nth(MOST) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

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
    /// Something the game's FEN does not allow (explained).
    Invalid(String),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "the FEN is empty"),
            FenError::BadTurn(t) => {
                write!(
                    f,
                    "the side to move '{}' is not a colour of this game",
                    clip(t)
                )
            }
            FenError::BadSection(s) => write!(
                f,
                "the section '{}' does not start with a colour letter of this game",
                clip(s)
            ),
            FenError::SideTwice(c) => write!(f, "the pieces of {c} are given twice"),
            FenError::SideMissing(c) => write!(f, "the pieces of {c} are missing"),
            FenError::BadSquare(s) => write!(f, "'{}' is not a square of this board", clip(s)),
            FenError::BadRange(s) => write!(f, "'{}' is not a range of squares", clip(s)),
            FenError::BadPiece(s) => write!(f, "'{}' is not a piece of this game", clip(s)),
            FenError::SquareTwice(s) => write!(f, "square {} is given twice", clip(s)),
            FenError::TooManyPieces(c, n, max) => {
                write!(f, "{c} has {n} pieces; this game has at most {max}")
            }
            FenError::Invalid(s) => write!(f, "{}", cut(s)),
        }
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
    /// A piece kind this game does not have: the kind and the game's name.
    NoSuchPiece(&'static str, &'static str),
    /// An entry with no piece at all.
    NothingThere(String),
    /// Several checkers on one square in a game without stacks (the game's name).
    NoStacks(&'static str),
    /// A stack taller than the game allows: the square and the most.
    StackTooTall(String, usize),
    /// A king under another checker (only the top of a stack can be a king).
    KingUnder(String),
    /// More pieces of a side than the game has: the side's name, how many, the most.
    TooManyPieces(&'static str, usize, usize),
    /// Anything else the game's own FEN reader refuses (explained).
    Refused(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::UnknownSquare(s) => write!(f, "'{s}' is not a square of this board"),
            SetupError::SquareTwice(s) => write!(f, "square {s} is given two pieces"),
            SetupError::NoSuchPiece(kind, game) => write!(f, "{game} has no {kind}"),
            SetupError::NothingThere(s) => write!(f, "square {s} is given no piece"),
            SetupError::NoStacks(game) => {
                write!(f, "{game} has no stacks: one piece to a square")
            }
            SetupError::StackTooTall(s, max) => {
                write!(f, "the stack on {s} is too tall (at most {max} checkers)")
            }
            SetupError::KingUnder(s) => write!(
                f,
                "on {s} a king is under another checker: only the top of a stack can be a king"
            ),
            SetupError::TooManyPieces(side, n, max) => {
                write!(f, "{side} has {n} pieces; this game has at most {max}")
            }
            SetupError::Refused(s) => write!(f, "{s}"),
        }
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
    /// A move that cannot be played here, with the reason.
    IllegalMove(String, String),
    /// A move that matches several legal moves.
    AmbiguousMove(String, Vec<String>),
    /// A move written in a way that cannot be read.
    BadMoveText(String),
    /// The game is over.
    GameOver,
    /// A malformed PDN file.
    Pdn(String),
    /// A position set up square by square that the game refuses.
    Setup(SetupError),
    /// Any other refused input (explained).
    Invalid(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownVariant(v, ids) => write!(
                f,
                "unknown variant '{}': expected one of {}",
                clip(v),
                ids.join(", ")
            ),
            Error::Fen(e) => write!(f, "bad FEN: {e}"),
            Error::IllegalMove(m, why) if m.is_empty() => write!(f, "illegal move: {}", cut(why)),
            Error::IllegalMove(m, why) => write!(f, "illegal move {}: {}", clip(m), cut(why)),
            Error::AmbiguousMove(m, c) => {
                write!(
                    f,
                    "ambiguous move {}: could be {}",
                    clip(m),
                    cut(&c.join(" or "))
                )
            }
            Error::BadMoveText(m) => write!(f, "cannot read the move '{}'", clip(m)),
            Error::GameOver => write!(f, "the game is over"),
            Error::Pdn(s) => write!(f, "bad PDN: {}", cut(s)),
            Error::Setup(e) => write!(f, "{}", cut(&e.to_string())),
            Error::Invalid(s) => write!(f, "{}", cut(s)),
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
