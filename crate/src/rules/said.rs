//! What the engine says to a player, as a code with values: why a move is not legal ("a
//! capture is compulsory: 22x15 or 23x14"), how a game ended ("Black wins: White cannot
//! move"), whose turn it is. The page words a [`Said`] in the player's language from its
//! [`Code::id`] and values; [`Said`]'s `Display` is the English of the CLI, the errors and
//! the PDN, worded here and nowhere else ([`Code::english`]).

use std::fmt;

use crate::Color;

/// A sentence for a player: what it says, and the values it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// What is said.
    pub code: Code,
    /// The values named in it, by the names of [`Code::english`]'s placeholders.
    pub values: Vec<(&'static str, Value)>,
}

/// A value named in a [`Said`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A side, with its name in the game (English: "White", "Red").
    Color(Color, &'static str),
    /// A square, by its name in the game's notation ("22", "c3").
    Square(String),
    /// Moves in the game's notation, any one of which is meant ("22x15 or 23x14").
    Moves(Vec<String>),
    /// Another sentence inside this one (the result in "the game is over: ...").
    Said(Box<Said>),
}

impl Said {
    /// A sentence naming nothing.
    pub fn new(code: Code) -> Said {
        Said {
            code,
            values: Vec::new(),
        }
    }

    /// This sentence, naming `value` as `name` too.
    pub fn with(mut self, name: &'static str, value: Value) -> Said {
        self.values.push((name, value));
        self
    }

    /// This sentence, naming the side `color` (called `name` in the game) as `key`.
    pub fn color(self, key: &'static str, color: Color, name: &'static str) -> Said {
        self.with(key, Value::Color(color, name))
    }

    /// This sentence, naming the square `square` (its name) as `key`.
    pub fn square(self, key: &'static str, square: impl Into<String>) -> Said {
        self.with(key, Value::Square(square.into()))
    }

    /// The value named `name`.
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// Moves in English: "22x15", "22x15 or 23x14", "a, b, c, d, e or 3 others" (the first five
/// of more than six).
fn english_moves(moves: &[String]) -> String {
    match moves.len() {
        0 => String::new(),
        1 => moves[0].clone(),
        n if n <= 6 => format!("{} or {}", moves[..n - 1].join(", "), moves[n - 1]),
        n => format!("{} or {} others", moves[..5].join(", "), n - 5),
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Color(_, name) => f.write_str(name),
            Value::Square(s) => f.write_str(s),
            Value::Moves(m) => f.write_str(&english_moves(m)),
            Value::Said(s) => write!(f, "{s}"),
        }
    }
}

impl fmt::Display for Said {
    /// The sentence in English: [`Code::english`] with the values in its placeholders.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.code.english();
        while let Some(open) = rest.find('{') {
            let close = open + rest[open..].find('}').unwrap_or(rest.len() - open);
            f.write_str(&rest[..open])?;
            match self.value(&rest[open + 1..close]) {
                Some(v) => write!(f, "{v}")?,
                None => f.write_str(&rest[open..=close])?,
            }
            rest = &rest[close + 1..];
        }
        f.write_str(rest)
    }
}

macro_rules! codes {
    ($( $(#[$doc:meta])* $name:ident = $id:literal, $english:literal; )*) => {
        /// What a [`Said`] says: its id (for the page's translations) and its English.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Code {
            $( $(#[$doc])* $name, )*
        }

        impl Code {
            /// Every code.
            pub const ALL: &'static [Code] = &[$(Code::$name),*];

            /// Its id, as the wasm API and the page's translations name it ("cannot-move").
            pub fn id(self) -> &'static str {
                match self { $(Code::$name => $id,)* }
            }

            /// The English sentence, with `{name}` where a value goes.
            pub fn english(self) -> &'static str {
                match self { $(Code::$name => $english,)* }
            }
        }
    };
}

codes! {
    // How a game ends (the outcome's reason). `winner`, `loser`: sides.
    /// The side to move has no move and loses.
    CannotMove = "cannot-move", "{winner} wins: {loser} cannot move";
    /// A side resigned.
    Resigned = "resigned", "{winner} wins: {loser} resigned";
    /// A side's flag fell.
    TimeOut = "time-out", "{winner} wins: {loser} ran out of time";
    /// A flag fell, but the other side (`other`) could never have won: a draw.
    TimeOutNoWin = "time-out-no-win", "draw: {loser} ran out of time, but {other} could not win by any series of legal moves";
    /// The players agreed a draw.
    DrawAgreed = "draw-agreed", "draw agreed";
    /// The same position a third time.
    Repetition = "repetition", "draw by threefold repetition";
    /// American checkers' 40-move rule.
    FortyMoves = "forty-moves", "draw: 40 moves by each side without a capture or a man moved";
    /// FMJD's 25 king moves each.
    KingMoves25 = "king-moves-25", "draw: 25 moves by each side with only kings moved and no capture";
    /// FMJD's 16-move rule.
    Ending16 = "ending-16", "draw: 16 moves each with three pieces against a lone king";
    /// FMJD's 5-move rule.
    Ending5 = "ending-5", "draw: 5 moves each with two pieces or fewer against a lone king";
    /// Russian draughts' 15 king moves each.
    KingMoves15 = "king-moves-15", "draw: 15 moves by each side with only kings moved and no capture";
    /// Russian draughts' three kings against one.
    ThreeKings15 = "three-kings-15", "draw: three kings against a lone king did not win within 15 moves";
    /// Stack'Em: a side controls no stack.
    NoStack = "no-stack", "{winner} wins: {loser} controls no stack";
    /// Coast-to-Coast: a side bore off all its pieces.
    BorneOff = "borne-off", "{winner} wins: all twelve pieces borne off";
    /// Cheskers: a side lost its last king.
    NoKing = "no-king", "{winner} wins: {loser} has no king left";

    // Whose turn it is (the status line). `side`: the side to move.
    /// The side to move.
    ToMove = "to-move", "{side} to move";
    /// The side to move, which must capture.
    ToMoveCapture = "to-move-capture", "{side} to move (a capture is compulsory)";
    /// A draw offered by `by`, answered by `side`.
    DrawOffered = "draw-offered", "{by} offers a draw; {side} to move";

    // Why a move is not legal.
    /// `reason`: how it ended.
    GameOver = "game-over", "the game is over: {reason}";
    /// A name that is no square of the board.
    NotASquare = "not-a-square", "'{square}' is not a square of this board";
    /// Nothing on the square clicked first.
    NoPiece = "no-piece", "there is no piece on {square}";
    /// A `piece` of the side not to move (`side` is).
    NotYourPiece = "not-your-piece", "that is a {piece} piece; {side} is to move";
    /// Another capture must be made: `moves`.
    CaptureCompulsory = "capture-compulsory", "a capture is compulsory: {moves}";
    /// This piece has a capture to make: `moves`.
    MustCapture = "must-capture", "this piece must capture: {moves}";
    /// The piece has no move.
    PieceCannotMove = "piece-cannot-move", "that piece cannot move";
    /// No legal route between the squares named.
    NoRoute = "no-route", "not a legal route from {from} to {to}";
    /// The destination is occupied.
    SquareNotEmpty = "square-not-empty", "that square is not empty";
    /// Coronet: not along a line.
    AlongLine = "along-line", "pieces move along a line: straight or diagonally";
    /// Not along a diagonal.
    Diagonal = "diagonal", "pieces move diagonally, on the dark squares";
    /// Coronet: a pawn away from the opposite corner.
    PawnForward = "pawn-forward", "pawns move only towards the opposite corner";
    /// A man backwards.
    ManForward = "man-forward", "men move forward only";
    /// A jump over one's own piece.
    OwnJump = "own-jump", "you cannot jump over your own piece";
    /// A man's jump over an empty square.
    ManJump = "man-jump", "a man moves one square; it jumps only over an opponent's piece";
    /// Coronet: a pawn further than one square.
    PawnOneSquare = "pawn-one-square", "a pawn moves one square";
    /// A man further than one square.
    ManOneSquare = "man-one-square", "a man moves one square diagonally forward";
    /// A king's way blocked by its own side.
    BlockedByOwn = "blocked-by-own", "the way is blocked by your own piece";
    /// A king over an opponent's piece without a capture.
    KingPass = "king-pass", "a king cannot pass over a piece without capturing it";
    /// A short king further than one square.
    KingOneSquare = "king-one-square", "kings move one square at a time";
    /// Anything else.
    CannotGoThere = "cannot-go-there", "that piece cannot go there";
    /// Cheskers: how a bishop moves.
    BishopMove = "bishop-move", "a bishop slides diagonally over empty squares and captures by moving onto an enemy piece";
    /// Cheskers: how a camel moves.
    CamelMove = "camel-move", "a camel leaps three squares along and one across";
    /// Cheskers: a camel onto its own side.
    CamelOwn = "camel-own", "a camel cannot land on your own piece";
    /// Coronet: the Queen's Courtesy.
    QueensCourtesy = "queens-courtesy", "the Queen's Courtesy: a queen may not end its move on its own side's coronation corner while there is another move";
    /// Stack'Em: a step onto a stack.
    StackTaken = "stack-taken", "that square is taken: a stack steps only onto an empty square (stacks grow by jumping)";
    /// Stack'Em: not along a diagonal.
    StackDiagonal = "stack-diagonal", "stacks move diagonally, on the dark squares";
    /// Stack'Em: a man-topped stack backwards.
    StackForward = "stack-forward", "a stack topped by a man moves forward only; it moves backward once its top checker is a king";
    /// Stack'Em: a jump over one's own stack.
    StackOwnJump = "stack-own-jump", "you cannot jump over a stack you control";
    /// Stack'Em: a jump over an empty square.
    StackJump = "stack-jump", "a stack moves one square; it jumps only over a stack topped by an opponent's checker";
    /// Stack'Em: further than one square.
    StackOneSquare = "stack-one-square", "a stack moves one square at a time";
    /// Coast-to-Coast: a man to its own home, `home` (the other side's, `owner`, crowns it).
    OnlyKingsHome = "only-kings-home", "only Kings go home: a piece must first be crowned on {home}, {owner}'s home";
    /// Coast-to-Coast: a King stopping on the opponent's `home`.
    KingThroughHome = "king-through-home", "homes must be empty at the end of every turn: a King may jump through {home} but not stop there";
    /// Coast-to-Coast: a man stopping on the opponent's `home`.
    CrownedOnHome = "crowned-on-home", "homes must be empty at the end of every turn: a piece that reaches {home} is crowned and at once makes its free move off it; choose where the new King goes";
    /// Coast-to-Coast: `square` is occupied.
    Occupied = "occupied", "{square} is occupied";
    /// Coast-to-Coast: a man towards its own home.
    TowardsOwnHome = "towards-own-home", "pieces cannot move towards their own home; only Kings move in all eight directions";
    /// Coast-to-Coast: a jump over the empty `square`.
    JumpNeedsPiece = "jump-needs-piece", "a jump needs a piece (of either colour) on {square}, the square jumped over";
    /// Coast-to-Coast: `to` is not a step or jumps from `from`.
    Unreachable = "unreachable", "{to} cannot be reached from {from}: a checker steps to a neighbouring square, or jumps over adjacent pieces onto empty squares beyond; a step and jumps are never combined";
}

impl From<Code> for Said {
    fn from(code: Code) -> Said {
        Said::new(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_fills_each_placeholder() {
        let s = Said::new(Code::CannotMove)
            .color("winner", Color::North, "Black")
            .color("loser", Color::South, "White");
        assert_eq!(s.to_string(), "Black wins: White cannot move");
        let over = Said::new(Code::GameOver).with("reason", Value::Said(Box::new(s)));
        assert_eq!(
            over.to_string(),
            "the game is over: Black wins: White cannot move"
        );
        let moves = |n: usize| (0..n).map(|i| format!("m{i}")).collect::<Vec<_>>();
        let cap = |n| Said::new(Code::CaptureCompulsory).with("moves", Value::Moves(moves(n)));
        assert_eq!(cap(1).to_string(), "a capture is compulsory: m0");
        assert_eq!(cap(2).to_string(), "a capture is compulsory: m0 or m1");
        assert_eq!(
            cap(6).to_string(),
            "a capture is compulsory: m0, m1, m2, m3, m4 or m5"
        );
        assert_eq!(
            cap(8).to_string(),
            "a capture is compulsory: m0, m1, m2, m3, m4 or 3 others"
        );
    }

    #[test]
    fn ids_are_distinct_and_placeholders_closed() {
        let mut ids: Vec<_> = Code::ALL.iter().map(|c| c.id()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), Code::ALL.len());
        for c in Code::ALL {
            let e = c.english();
            assert_eq!(e.matches('{').count(), e.matches('}').count(), "{e}");
        }
    }
}
