//! What the engine says to a player, as a code with values: why a move is not legal ("a
//! capture is compulsory: 22x15 or 23x14"), how a game ended ("Black wins: White cannot
//! move"), whose turn it is. The page words a [`Said`] in the player's language from its
//! [`Code::id`] and values; [`Said`]'s `Display` is the English of the CLI, the errors and
//! the PDN, worded here and nowhere else ([`Code::english`]). The errors a player can cause
//! (a bad FEN, PDN, link or set-up, an illegal move in a file) are said with these codes too
//! ([`crate::Error::said`]).

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
    /// Text from outside as it was given (cut to its first 40 characters): a FEN's section,
    /// a link's field, a word of a PDN file.
    Text(String),
    /// A whole number: a count, a limit, a line or move number.
    Number(u64),
    /// A game, by its id and English name ("russian", "Russian draughts").
    Game(&'static str, &'static str),
    /// A kind of piece, by its id ("king").
    Kind(&'static str),
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

    /// This sentence, naming the text `text` (cut to its first 40 characters) as `key`.
    pub fn text(self, key: &'static str, text: &str) -> Said {
        self.with(key, Value::Text(clip(text)))
    }

    /// This sentence, naming the whole number `n` as `key`.
    pub fn number(self, key: &'static str, n: impl TryInto<u64>) -> Said {
        self.with(key, Value::Number(n.try_into().unwrap_or(u64::MAX)))
    }

    /// This sentence, naming the sentence `said` as `key`.
    pub fn said(self, key: &'static str, said: Said) -> Said {
        self.with(key, Value::Said(Box::new(said)))
    }

    /// This sentence, naming the move (or moves, any one of them) `moves` as `key`.
    pub fn moves(self, key: &'static str, moves: Vec<String>) -> Said {
        self.with(key, Value::Moves(moves))
    }

    /// The value named `name`.
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// Input quoted in a message, cut to its first 40 characters: a message names what was wrong,
/// it does not repeat a megabyte of it.
pub fn clip(text: &str) -> String {
    const MOST: usize = 40;
    match text.char_indices().nth(MOST) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
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
            Value::Text(t) => f.write_str(t),
            Value::Number(n) => write!(f, "{n}"),
            Value::Game(_, name) => f.write_str(name),
            Value::Kind(k) => f.write_str(k),
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

    // Errors: what was wrong with a player's input (a FEN, a PDN file, a link or saved game,
    // a set-up, a move). `text`: the input quoted as given; `reason`: a sentence inside.
    /// A FEN that cannot be read.
    BadFen = "bad-fen", "bad FEN: {reason}";
    /// A PDN file that cannot be read.
    BadPdn = "bad-pdn", "bad PDN: {reason}";
    /// A variant id that is not a game: `ids`, the games' ids.
    UnknownVariant = "unknown-variant", "unknown variant '{text}': expected one of {ids}";
    /// A move that is not legal.
    IllegalMove = "illegal-move", "illegal move {move}: {reason}";
    /// A move that is not legal, not named.
    Illegal = "illegal", "illegal move: {reason}";
    /// A move that matches several legal moves.
    AmbiguousMove = "ambiguous-move", "ambiguous move {move}: could be {moves}";
    /// A move written in a way that cannot be read.
    BadMoveText = "bad-move-text", "cannot read the move '{text}'";
    /// A move after the end of the game.
    GameEnded = "game-ended", "the game is over";
    /// A move no legal move matches.
    NotLegalHere = "not-legal-here", "not a legal move here";
    /// A pass where the side to move has a move.
    NoPass = "no-pass", "a pass is not a move here";
    /// The flag of the side not to move.
    TimeNotNow = "time-not-now", "{side}'s time cannot run out now: it is {turn}'s turn, and only the clock of the side to move runs";
    /// A move of a game's record that cannot be played: its `number`.
    MoveNotPlayed = "move-not-played", "move {number} ({move}) cannot be played: {reason}";

    // A FEN (`letter`: a side's letter in the FEN).
    /// Nothing to read.
    FenEmpty = "fen-empty", "the FEN is empty";
    /// The side to move is not a colour letter.
    FenBadTurn = "fen-bad-turn", "the side to move '{text}' is not a colour of this game";
    /// A section without a colour letter.
    FenBadSection = "fen-bad-section", "the section '{text}' does not start with a colour letter of this game";
    /// A side's pieces given twice.
    FenSideTwice = "fen-side-twice", "the pieces of {letter} are given twice";
    /// A side's pieces not given.
    FenSideMissing = "fen-side-missing", "the pieces of {letter} are missing";
    /// Not a range of squares.
    FenBadRange = "fen-bad-range", "'{text}' is not a range of squares";
    /// Not a piece prefix of the game.
    FenBadPiece = "fen-bad-piece", "'{text}' is not a piece of this game";
    /// A square given twice.
    FenSquareTwice = "fen-square-twice", "square {square} is given twice";
    /// More pieces than the game has.
    FenTooMany = "fen-too-many", "{letter} has {count} pieces; this game has at most {most}";
    /// A chess FEN pasted where a draughts one goes.
    FenChess = "fen-chess", "this is a chess FEN: a draughts FEN gives the side to move, then each side's pieces by square (W:W…:B…)";
    /// A list of moves pasted where a position goes.
    FenMoveList = "fen-move-list", "this is a list of moves, not a position: open it as a PDN game";
    /// Stack'Em: a stack with a piece prefix.
    FenStackPrefix = "fen-stack-prefix", "'{text}': write a stack as SQUARE(stack), bottom to top, with no piece prefix";
    /// Stack'Em: a stack without its `)`.
    FenStackOpen = "fen-stack-open", "'{text}': a stack is written SQUARE(stack), ending with ')'";
    /// Stack'Em: `()`.
    FenStackEmpty = "fen-stack-empty", "'{text}': the stack is empty";
    /// Stack'Em: a stack taller than the game's checkers.
    FenStackTall = "fen-stack-tall", "'{text}': a stack has at most {most} checkers";
    /// Stack'Em: a letter that is no checker.
    FenStackLetter = "fen-stack-letter", "'{letter}' in '{text}' is not a checker: a stack is written bottom to top with b and r for men, B and R for kings";
    /// Stack'Em: a king below the top.
    FenStackKing = "fen-stack-king", "'{text}': only the top checker of a stack can be a king (a captured king is demoted)";
    /// Stack'Em: a stack listed under the side that does not control it.
    FenStackTop = "fen-stack-top", "the stack on {square} is topped by a {side} checker: list it under {letter}";
    /// Coast-to-Coast: a piece on a home square.
    FenHome = "fen-home", "{square} is a home square: homes are empty at the end of every turn";

    // A position set up square by square.
    /// Two entries for a square.
    SetupSquareTwice = "setup-square-twice", "square {square} is given two pieces";
    /// A kind of piece the game does not have.
    SetupNoSuchPiece = "setup-no-such-piece", "{game} has no {kind}";
    /// An entry without a piece.
    SetupNothing = "setup-nothing", "square {square} is given no piece";
    /// Several checkers on a square of a game without stacks.
    SetupNoStacks = "setup-no-stacks", "{game} has no stacks: one piece to a square";
    /// A stack too tall.
    SetupStackTall = "setup-stack-tall", "the stack on {square} is too tall (at most {most} checkers)";
    /// A king under another checker.
    SetupKingUnder = "setup-king-under", "on {square} a king is under another checker: only the top of a stack can be a king";
    /// More pieces of a side than the game has.
    SetupTooMany = "setup-too-many", "{side} has {count} pieces; this game has at most {most}";
    /// A board with no piece on it.
    SetupEmpty = "setup-empty", "the board is empty: put on pieces of both sides";
    /// A side with no piece.
    SetupNoPieces = "setup-no-pieces", "{side} has no pieces: put at least one on the board";
    /// A man where it would have been crowned.
    SetupManCrowned = "setup-man-crowned", "the man on {square} stands where it is crowned: a man never stops there (crown it or move it)";
    /// A position the engine cannot write back.
    SetupNoFen = "setup-no-fen", "the engine cannot write this position as FEN ({text})";

    // A PDN file: where (`line`, a move's `ply`: "12. 32-28") and what.
    /// A game of a file that could not be read: its `number` and first `line`.
    PdnGame = "pdn-game", "game {number} (line {line}): {reason}";
    /// Something wrong on a line.
    PdnLine = "pdn-line", "line {line}: {reason}";
    /// A move that cannot be played, by its `number` and `move`.
    PdnMove = "pdn-move", "move {number} ({move}): {reason}";
    /// A move of the main line that cannot be played.
    PdnPly = "pdn-ply", "move {ply}: {reason}";
    /// A move of a variation that cannot be played: `within`, where the variation is.
    PdnPlyWithin = "pdn-ply-within", "move {ply} {within}: {reason}";
    /// A variation: its `number` among the variations of `ply`.
    PdnVariation = "pdn-variation", "in variation {number} of {ply}";
    /// A variation inside another (`within`).
    PdnVariationWithin = "pdn-variation-within", "in variation {number} of {ply} {within}";
    /// The game of a file starting on `line`.
    PdnGameOnLine = "pdn-game-on-line", "in the game on line {line}: {reason}";
    /// No game of a file could be read.
    PdnNoGameRead = "pdn-no-game-read", "no game could be read: {reason}";
    /// A file without a game.
    PdnNoGame = "pdn-no-game", "the file holds no game";
    /// A file over the size read.
    PdnTooLong = "pdn-too-long", "the PDN file is too long ({size} bytes; at most {most})";
    /// A GameType the engine does not play.
    PdnGameType = "pdn-gametype", "GameType \"{text}\" is not a game this page plays";
    /// No GameType and no game given.
    PdnNoGameType = "pdn-no-gametype", "the game has no GameType tag: say which game it is";
    /// More moves than a game keeps.
    TooManyMoves = "too-many-moves", "the game has too many moves (at most {most})";
    /// A tag section not closed.
    PdnTagOpen = "pdn-tag-open", "a tag is not closed";
    /// `(` before any move.
    PdnVariationFirst = "pdn-variation-first", "a variation '(' before any move";
    /// `)` without `(`.
    PdnCloseVariation = "pdn-close-variation", "')' closes no variation";
    /// `()`.
    PdnVariationEmpty = "pdn-variation-empty", "a variation has no move";
    /// `(` without `)`.
    PdnVariationOpen = "pdn-variation-open", "a variation is not closed";
    /// `}` (`text`) without `{`.
    PdnCloseComment = "pdn-close-comment", "'{text}' closes no comment";
    /// `{` inside a comment.
    PdnCommentNested = "pdn-comment-nested", "a comment inside a comment";
    /// `{` without `}`.
    PdnCommentOpen = "pdn-comment-open", "comment not closed";
    /// A `$` number out of range.
    PdnBadNag = "pdn-bad-nag", "'{text}' is not a NAG ($0 to $65535)";
    /// A mark before any move.
    PdnFollowsNothing = "pdn-follows-nothing", "'{text}' follows no move";
    /// `[%` without `]`.
    PdnSetupOpen = "pdn-setup-open", "setup command not closed";
    /// A character that starts nothing.
    PdnUnexpected = "pdn-unexpected", "unexpected '{text}'";
    /// A move number at the end.
    PdnNumberAlone = "pdn-number-alone", "move number {text} is followed by no move";
    /// Moves not ended by a result before the next game.
    PdnNoResult = "pdn-no-result", "the move text ends with '{move}' instead of a result (1-0, 0-1, 1/2-1/2, *)";
    /// `[ ]`.
    PdnTagNoName = "pdn-tag-no-name", "a tag has no name";
    /// `[Event x]`.
    PdnTagQuotes = "pdn-tag-quotes", "the value of a tag must be in quotes";
    /// `[Event "x`.
    PdnTagValueOpen = "pdn-tag-value-open", "tag value not closed";
    /// `[Event "x"`.
    PdnTagBracket = "pdn-tag-bracket", "tag not closed with ']'";
    /// A mark that is none.
    PdnBadMark = "pdn-bad-mark", "'{text}' is not a move mark";
    /// A word that is no move.
    PdnNotAMove = "pdn-not-a-move", "'{text}' is not a move";

    // A game's link or saved text (`field`: a field's name).
    /// A broken `%` escape.
    LinkEscape = "link-escape", "the field '{field}' has a broken %-escape";
    /// Bytes that are not UTF-8.
    LinkUtf8 = "link-utf8", "the field '{field}' is not UTF-8 text";
    /// Control characters.
    LinkControl = "link-control", "the field '{field}' contains control characters";
    /// A player that is none.
    LinkPlayer = "link-player", "the field '{field}' must be 'human' or 'computer1' to 'computer{most}', not '{text}'";
    /// A number out of range.
    LinkNumber = "link-number", "the field '{field}' must be a whole number from 0 to {most}, not '{text}'";
    /// An ending that is none: `endings` and, with a clock, `timeEndings`.
    LinkResult = "link-result", "the field 'result' must be {endings}, not '{text}' (or, in a game with a clock, {timeEndings})";
    /// A text over the size read.
    LinkTooLong = "link-too-long", "the game text is too long ({size} bytes; at most {most})";
    /// A field without `=`.
    LinkNotField = "link-not-field", "'{text}' is not a key=value field";
    /// A field given twice.
    LinkTwice = "link-twice", "the field '{text}' is given twice";
    /// A name too long.
    LinkNameLong = "link-name-long", "the field '{field}' is longer than {most} characters";
    /// A seed that is no number.
    LinkSeed = "link-seed", "the field 'seed' must be a whole number, not '{text}'";
    /// A time control that cannot be read.
    LinkClock = "link-clock", "the field 'clock': {reason}";
    /// Too many clock times.
    LinkClockTimes = "link-clock-times", "the field 'clock-times' has more than {most} times";
    /// A field the format does not have.
    LinkUnknownField = "link-unknown-field", "unknown field '{text}'";
    /// No version.
    LinkNotOurs = "link-not-ours", "this is not an omnidraughts game: the field 'v' is missing";
    /// Another version.
    LinkVersion = "link-version", "the game was saved in format version '{text}', which this page cannot read (it reads version {version})";
    /// No variant.
    LinkNoVariant = "link-no-variant", "the field 'variant' is missing";
    /// Clock fields without a clock.
    LinkNoControl = "link-no-control", "the field '{field}' is given without a time control (the field 'clock')";
    /// A result after a game the moves ended.
    LinkResultOver = "link-result-over", "the field 'result' says '{result}', but the game is already over after its moves ({reason})";
    /// A time forfeit without a clock.
    LinkResultNoClock = "link-result-no-clock", "the field 'result' says '{result}', but the game has no clock (the field 'clock')";
    /// A result the game refuses.
    LinkResultCannot = "link-result-cannot", "the field 'result' says '{result}', which cannot end this game: {reason}";

    // Clocks.
    /// A time control that cannot be read.
    TimeControl = "time-control", "the time control '{text}' is not one this page plays: write seconds and an increment ('300+3': 5 minutes and 3 seconds a move) or a time per move ('1/30': 30 seconds a move)";
    /// A base time out of range.
    BaseTime = "base-time", "the base time must be 1 to {most} seconds, not {number}";
    /// An increment out of range.
    Increment = "increment", "the increment must be 0 to {most} seconds, not {number}";
    /// A time per move out of range.
    PerMoveTime = "per-move-time", "the time per move must be 1 to {most} seconds, not {number}";
    /// Clock times for another number of moves.
    ClockTimesCount = "clock-times-count", "the clock times are given for {count} moves, but the game has {moves}";
    /// A clock time more than the control gives.
    ClockTimeOver = "clock-time-over", "the clock time after move {number} ({tenths} tenths of a second) is more than the time control gives ({most})";
    /// A time used more than a clock shows.
    ClockUsed = "clock-used", "the time used on the move under way ({tenths} tenths) is more than a clock can show";
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
