//! A game of any variant behind one object-safe trait, with square names instead of bits:
//! what the CLI and the wasm layer use.

use crate::ai::clock::ClockTime;
use crate::ai::eval::Evaluate;
use crate::ai::oracle::Wdl;
#[cfg(feature = "search")]
use crate::ai::search::Searcher;
use crate::ai::search::{Level, Limits, LEVELS, MAX_PLY, WIN, WIN_FOUND};
use crate::board::geometry::Square;
use crate::board::moves::Move;
use crate::play::game::Game;
use crate::rules::outcome::{Ending, Outcome};
use crate::rules::{Rules, VariantInfo};
use crate::said::{Code, Said};
use crate::{Color, Error, FenError, Piece, SetupError};

/// A square as the board view draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// The square's name in the game's notation.
    pub name: String,
    /// Display column, 0 = left as South sees the board.
    pub file: u8,
    /// Display row, 0 = bottom as South sees the board.
    pub rank: u8,
    /// What stands there (the top of a stack).
    pub piece: Option<Piece>,
    /// The whole stack, bottom first, when more than one piece stands there (Stack'Em).
    pub stack: Vec<Piece>,
}

/// A move with square names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveView {
    /// Origin, then every landing square.
    pub path: Vec<String>,
    /// Captured squares in the order taken.
    pub captures: Vec<String>,
    /// PDN text.
    pub text: String,
    /// What the piece becomes, when the move promotes it.
    pub promotion: Option<crate::PieceKind>,
    /// With a promotion: the index in `path` of the square where the piece is crowned (the
    /// last unless a game crowns during a capture, as Russian does).
    pub crowned_at: Option<usize>,
}

/// How the engine should think: at a level (1 = weakest, see
/// [`LEVELS`](crate::ai::search::LEVELS)), or within limits; limits given with a level replace
/// the level's own. With neither, one second.
#[derive(Clone, Debug, Default)]
pub struct ThinkOptions {
    /// The level, from 1.
    pub level: Option<usize>,
    /// Milliseconds allowed.
    pub movetime_ms: Option<f64>,
    /// The deepest iteration.
    pub depth: Option<u32>,
    /// The most nodes.
    pub nodes: Option<u64>,
    /// The seed of a weak level's choices (the same seed, the same moves).
    pub seed: u64,
    /// The computer's clock: the time manager ([`ClockTime::move_time`]) gives the time to
    /// think, which shortens a level's own (or `movetime`) when it is less.
    pub clock: Option<ClockTime>,
    /// How much less than nothing a draw is worth to the side to move, in hundredths of a
    /// man, 0 to [`MAX_CONTEMPT`] ([`Limits::contempt`]); by default the level's (the strong
    /// levels play on where they can: [`CONTEMPT`](crate::ai::search::CONTEMPT)), or none
    /// without a level. An evaluation, a hint or the answer to a draw offer asks for none:
    /// its score is the position's.
    pub contempt: Option<i32>,
}

/// The most contempt [`ThinkOptions::contempt`] allows: a man.
pub const MAX_CONTEMPT: i32 = 100;

/// The longest the engine thinks, in milliseconds: sixty times the strongest level's second.
/// A longer time is refused, and a search limited only by depth or nodes stops there too:
/// `think` runs to its end before it answers (the page runs it in a worker), so it must end.
pub const MAX_THINK_MS: f64 = 60_000.0;

impl ThinkOptions {
    /// The limits of the search these options ask for, and its level; refused with the reason.
    pub fn limits(&self) -> Result<(Limits, Option<&'static Level>), Error> {
        let level = match self.level {
            None => None,
            Some(n) => Some(LEVELS.get(n.wrapping_sub(1)).ok_or_else(|| {
                Error::Misuse(format!("level {n} does not exist (1 to {})", LEVELS.len()))
            })?),
        };
        let unlimited = self.movetime_ms.is_none()
            && self.depth.is_none()
            && self.nodes.is_none()
            && self.clock.is_none();
        let base = match level {
            Some(l) => l.limits(),
            None if unlimited => Limits::movetime(1000.0),
            None => Limits::movetime(MAX_THINK_MS),
        };
        if let Some(ms) = self.movetime_ms {
            if !(ms.is_finite() && ms > 0.0 && ms <= MAX_THINK_MS) {
                return Err(Error::Misuse(format!(
                    "the time to think must be a positive number of milliseconds up to \
                     {}, not {}",
                    crate::error::number(MAX_THINK_MS),
                    crate::error::number(ms)
                )));
            }
        }
        let deepest = MAX_PLY as u32 / 2;
        if let Some(d) = self.depth.filter(|&d| d > deepest) {
            return Err(Error::Misuse(format!(
                "the depth must be at most {deepest} plies, not {d}"
            )));
        }
        let mut movetime_ms = self.movetime_ms.or(base.movetime_ms);
        if let Some(c) = &self.clock {
            let budget = c.move_time().min(MAX_THINK_MS);
            movetime_ms = Some(movetime_ms.map_or(budget, |t| t.min(budget)));
        }
        let contempt = self.contempt.unwrap_or(base.contempt);
        if !(0..=MAX_CONTEMPT).contains(&contempt) {
            return Err(Error::Misuse(format!(
                "the contempt must be from 0 to {MAX_CONTEMPT} hundredths of a man, not {contempt}"
            )));
        }
        let limits = Limits {
            depth: self.depth.unwrap_or(base.depth).max(1),
            movetime_ms,
            nodes: self.nodes.or(base.nodes),
            contempt,
        };
        Ok((limits, level))
    }
}

/// What the engine thinks of the position.
#[derive(Clone, Debug)]
pub struct Thought {
    /// The move it plays (`None` when the game is over).
    pub best: Option<MoveView>,
    /// Its score for the side to move, in hundredths of a man. Searched with contempt
    /// ([`ThinkOptions::contempt`]), a draw scores minus the contempt, and that score is given
    /// as 0 (an evaluation of exactly minus the contempt reads as a draw too).
    pub score: i32,
    /// A win (positive) or loss (negative) for the side to move found in this many plies.
    pub win_in: Option<i32>,
    /// The last iteration completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds taken.
    pub ms: f64,
    /// The principal variation as PDN move text, the best move first.
    pub pv: Vec<String>,
    /// The value an endgame database gives the position (installed with
    /// [`egdb::install`](crate::egdb::install)), where it knows it and the count rules cannot
    /// change it.
    pub database: Option<Wdl>,
}

/// The most lines an analysis shows.
pub const MAX_LINES: usize = 10;

/// How to analyse a position: think's limits, and how many of the best moves to show.
#[derive(Clone, Debug)]
pub struct AnalyseOptions {
    /// The limits, as for [`AnyGame::think`] (a level's noise plays no part).
    pub think: ThinkOptions,
    /// How many lines, 1 to [`MAX_LINES`].
    pub lines: usize,
    /// A move (PDN text) to score too when it is not among the lines: the move played, for
    /// a review ([`Analysed::also`]).
    pub also: Option<String>,
}

impl Default for AnalyseOptions {
    fn default() -> Self {
        AnalyseOptions {
            think: ThinkOptions::default(),
            lines: 3,
            also: None,
        }
    }
}

/// One of the best moves of an [`Analysed`] position.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysedLine {
    /// The score for the side to move, as [`Thought::score`].
    pub score: i32,
    /// A win (positive) or loss (negative) for the side to move in this many plies.
    pub win_in: Option<i32>,
    /// The line as PDN move text, its first move the one scored.
    pub moves: Vec<String>,
}

/// What an analysis found ([`AnyGame::analyse`]).
#[derive(Clone, Debug)]
pub struct Analysed {
    /// The last iteration completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds taken.
    pub ms: f64,
    /// As [`Thought::database`].
    pub database: Option<Wdl>,
    /// The best moves, best first, each a different move; none once the game is over.
    pub lines: Vec<AnalysedLine>,
    /// The line of [`AnalyseOptions::also`], when that move is not among `lines`.
    pub also: Option<AnalysedLine>,
}

/// A search table kept between searches (analyses, and the computer's moves), so that asking
/// again (one ply deeper, or after a move) starts from what was learnt. One per game: a table
/// of another game is replaced.
#[cfg(feature = "search")]
#[derive(Default)]
pub struct SearchTable(Option<Box<dyn std::any::Any>>);

#[cfg(feature = "search")]
impl SearchTable {
    fn of<R: Evaluate>(&mut self) -> &mut Searcher<R> {
        if !self.0.as_ref().is_some_and(|t| t.is::<Searcher<R>>()) {
            self.0 = Some(Box::new(Searcher::<R>::default()));
        }
        self.0
            .as_mut()
            .and_then(|t| t.downcast_mut::<Searcher<R>>())
            .expect("a table of this game was just made")
    }
}

/// The plies to a win (positive) or loss (negative) a search score says, if it says one.
pub fn win_in(score: i32) -> Option<i32> {
    (score.abs() > WIN_FOUND).then(|| (WIN - score.abs()) * score.signum())
}

/// A game of any variant.
pub trait AnyGame {
    /// The game's description.
    fn info(&self) -> &'static VariantInfo;
    /// The side to move.
    fn turn(&self) -> Color;
    /// The side to move in the position the game started from.
    fn start_turn(&self) -> Color;
    /// Whether captured pieces leave the board the moment they are jumped.
    fn immediate_removal(&self) -> bool;
    /// Pieces borne off by each side (Coast-to-Coast), South first.
    fn borne_off(&self) -> Option<[u8; 2]>;
    /// Squares with a meaning of their own: (name, "crown" | "home", side).
    fn marks(&self) -> Vec<(String, &'static str, Color)>;
    /// Every playable square with its piece.
    fn squares(&self) -> Vec<SquareView>;
    /// The legal moves (none once the game is over).
    fn legal(&self) -> Vec<MoveView>;
    /// The moves played, as PDN text.
    fn history(&self) -> Vec<String>;
    /// The last move played.
    fn last_move(&self) -> Option<MoveView>;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Plays the move with this path (all landings, or origin and destination only).
    fn play_path(&mut self, path: &[&str]) -> Result<String, Error>;
    /// Plays a move written in PDN.
    fn play_text(&mut self, text: &str) -> Result<String, Error>;
    /// Plays a move as a record writes it, followed by `next` ([`Game::record_move`]: a
    /// capture written short where two share its squares is the one `next` can follow).
    fn play_record(&mut self, text: &str, next: Option<&str>) -> Result<String, Error>;
    /// Whether repetition and move-count draws end the game ([`Game::set_automatic_draws`]).
    fn set_automatic_draws(&mut self, on: bool);
    /// Why `from`-`to` is not legal (a name that is no square: [`Code::NotASquare`]);
    /// `None` when it is.
    fn explain(&self, from: &str, to: &str) -> Option<Said>;
    /// The game as it stood after its first `ply` moves ([`Game::at`]): nothing replayed.
    fn at(&self, ply: usize) -> Option<Box<dyn AnyGame>>;
    /// Takes back a move.
    fn undo(&mut self) -> bool;
    /// Plays again a move taken back.
    fn redo(&mut self) -> bool;
    /// Whether there is something to undo.
    fn can_undo(&self) -> bool;
    /// Whether there is something to redo.
    fn can_redo(&self) -> bool;
    /// The current position's FEN.
    fn fen(&self) -> String;
    /// The FEN of the position the game started from, `None` for the game's own start.
    fn start_fen(&self) -> Option<String>;
    /// The game as PDN.
    fn pdn(&self) -> String;
    /// The game as PDN with these tags (Event, White, Black...).
    fn pdn_with(&self, tags: &[(String, String)]) -> String;
    /// The game as PDN with these tags and a comment after each move that has one.
    fn pdn_commented(&self, tags: &[(String, String)], comments: &[Option<String>]) -> String;
    /// The side that offered a draw.
    fn draw_offer(&self) -> Option<Color>;
    /// The side to move offers a draw.
    fn offer_draw(&mut self) -> Result<(), Error>;
    /// The side to move accepts the standing offer.
    fn accept_draw(&mut self) -> Result<(), Error>;
    /// The side to move declines the standing offer.
    fn decline_draw(&mut self);
    /// The side to move resigns.
    fn resign(&mut self) -> Result<(), Error>;
    /// Ends the game by a resignation (of either side), a draw agreed, or the side to move's
    /// flag fallen ([`Game::end`]).
    fn end(&mut self, ending: Ending) -> Result<(), Error>;
    /// How the game ended when its moves alone do not say.
    fn ending(&self) -> Option<Ending>;
    /// The status line: whose move (and whether a capture is compulsory, or a draw is
    /// offered), or the result.
    fn message(&self) -> Said;
    /// Searches the current position, with `table` (kept by the caller between calls on this
    /// game, as the page's worker and `omnidraughts engine` keep it) where the search plays
    /// its best move; a level that may stray from its best (a noise) searches with a table of
    /// its own, so that its seed replays its game.
    #[cfg(feature = "search")]
    fn think(&self, options: &ThinkOptions, table: &mut SearchTable) -> Result<Thought, Error>;
    /// The best moves of the current position with their scores and lines, searched within
    /// think's limits with `table` (kept by the caller between calls on this game).
    #[cfg(feature = "search")]
    fn analyse(&self, options: &AnalyseOptions, table: &mut SearchTable)
        -> Result<Analysed, Error>;
}

/// The learned evaluation's weights of the game `variant` (`crate::patterns`): `None` for a
/// game evaluated with its hand-set weights alone; an id that is no game is refused.
fn learned(variant: &str) -> Result<Option<&'static crate::patterns::Learned>, Error> {
    use crate::family::Draughts;
    crate::variant::info(variant)?;
    Ok(crate::egdb::with_game(
        variant,
        |g| crate::with_egdb_game!(g, R => <R as Draughts>::LEARNED),
    )
    .ok()
    .flatten())
}

/// Whether the game `variant` evaluates with learned weights that are not there yet: the
/// worker's wasm is built without them (the crate's `weights` feature off) and fetches a
/// game's file when the game is first searched, the game evaluating with its hand-set weights
/// until then.
pub fn wants_weights(variant: &str) -> Result<bool, Error> {
    Ok(learned(variant)?.is_some_and(|l| !l.ready()))
}

/// Gives the game `variant` its learned weights, a weight file's bytes (`weights/VARIANT.bin`);
/// weights already there stay. A game without a learned evaluation, or a file of another
/// format or board, is refused with the reason.
pub fn load_weights(variant: &str, bytes: &[u8]) -> Result<(), Error> {
    let l = learned(variant)?.ok_or_else(|| {
        Error::Misuse(format!(
            "'{variant}' has no learned evaluation to load weights for"
        ))
    })?;
    l.load(bytes)
        .map_err(|e| Error::Misuse(format!("the weights for '{variant}': {e}")))
}

/// Starts a game of `variant` from `fen`, or the start position when no FEN is given (an
/// empty FEN is refused, as by every FEN reader: it names no position; so is a position no
/// game starts from, [`check_setup`](crate::check_setup)).
pub fn new_game(variant: &str, fen: Option<&str>) -> Result<Box<dyn AnyGame>, Error> {
    crate::with_rules!(variant, R => {
        let g: Game<R> = match fen {
            Some(f) => Game::set_up(f)?,
            None => Game::new(),
        };
        Ok(Box::new(g))
    })
}

/// A game of `variant` from `fen` (or the start position) after `moves`, in PDN move text;
/// refused with the first move that cannot be played, by its number.
pub fn replay<S: AsRef<str>>(
    variant: &str,
    fen: Option<&str>,
    moves: &[S],
) -> Result<Box<dyn AnyGame>, Error> {
    let mut g = new_game(variant, fen)?;
    for (i, m) in moves.iter().enumerate() {
        let m = m.as_ref();
        g.play_text(m).map_err(|e| match e.said() {
            Some(why) => Error::Invalid(
                Said::new(Code::MoveNotPlayed)
                    .number("number", i + 1)
                    .moves("move", vec![crate::error::clip(m)])
                    .said("reason", why),
            ),
            None => e,
        })?;
    }
    Ok(g)
}

/// One square of a position being set up: its name in the game's notation, and what stands
/// there, bottom first (one piece; a Stack'Em stack has its checkers bottom to top, the
/// last one the top that controls it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The square's name, as the game writes it ("22", "c3").
    pub square: String,
    /// The pieces, bottom first.
    pub stack: Vec<Piece>,
}

/// The FEN of a position of `variant` set up square by square, with `turn` to move: built
/// with the game's own FEN writer and read back by its own reader, so it is refused exactly
/// when a FEN of it would be (too many pieces, a Coast-to-Coast home occupied...), with the
/// reason in the set-up's terms. A position where the side to move has no move is a
/// position like any other (the game is over there).
pub fn compose(variant: &str, turn: Color, squares: &[Placement]) -> Result<String, Error> {
    crate::with_rules!(variant, R => Ok(compose_as::<R>(turn, squares)?))
}

fn compose_as<R: Rules>(turn: Color, squares: &[Placement]) -> Result<String, SetupError> {
    let info = &R::INFO;
    let mut pos = R::empty(turn);
    for (sq, stack) in setup_squares(info, squares)? {
        R::place(&mut pos, sq, stack)?;
    }
    let fen = R::write_fen(&pos);
    read_back(info, &fen)?;
    Ok(fen)
}

// The parts of `compose` that are the same for every game, kept out of its per-game copies.

/// The squares of a set-up, each named once and holding pieces the game has.
fn setup_squares<'a>(
    info: &VariantInfo,
    squares: &'a [Placement],
) -> Result<Vec<(Square, &'a [Piece])>, SetupError> {
    let g = info.geometry();
    let mut taken = 0u64;
    let mut out = Vec::with_capacity(squares.len());
    for p in squares {
        let sq = info
            .squares
            .parse(g, &p.square)
            .ok_or_else(|| SetupError::UnknownSquare(p.square.trim().chars().take(20).collect()))?;
        let name = info.squares.name(g, sq);
        if taken & (1u64 << sq) != 0 {
            return Err(SetupError::SquareTwice(name));
        }
        taken |= 1u64 << sq;
        if let Some(k) = p
            .stack
            .iter()
            .map(|p| p.kind)
            .find(|&k| !info.kinds().any(|x| x == k))
        {
            return Err(SetupError::NoSuchPiece(k.id(), info.id, info.name));
        }
        if p.stack.is_empty() {
            return Err(SetupError::NothingThere(name));
        }
        out.push((sq, p.stack.as_slice()));
    }
    Ok(out)
}

/// A set-up's FEN read back as a game, refused as a FEN of it would be; it must write back the
/// same.
fn read_back(info: &VariantInfo, fen: &str) -> Result<(), SetupError> {
    let back = new_game(info.id, Some(fen)).map_err(|e| match e {
        Error::Fen(FenError::TooManyPieces(letter, n, max)) => {
            match Color::BOTH
                .into_iter()
                .find(|c| info.color_letters[c.idx()] == letter)
            {
                Some(c) => SetupError::TooManyPieces(c, info.color_name(c), n, max),
                None => SetupError::Refused(FenError::TooManyPieces(letter, n, max).said()),
            }
        }
        Error::Fen(e) => SetupError::Refused(e.said()),
        Error::Setup(e) => e,
        e => SetupError::Refused(
            e.said()
                .unwrap_or_else(|| Said::new(Code::SetupNoFen).text("text", fen)),
        ),
    })?;
    if back.fen() != fen {
        return Err(SetupError::Refused(
            Said::new(Code::SetupNoFen).text("text", fen),
        ));
    }
    Ok(())
}

/// Replays a game record of `variant` (see [`Game::from_record`]).
pub fn game_from_record(
    variant: &str,
    record: &crate::notation::pdn::PdnGame,
) -> Result<Box<dyn AnyGame>, Error> {
    crate::with_rules!(variant, R => Ok(Box::new(Game::<R>::from_record(record)?)))
}

impl<R: Rules> Game<R> {
    fn view(&self, m: &Move, text: String) -> MoveView {
        let mut path = Vec::new();
        if !m.is_pass() {
            path.push(self.square_name(m.from));
            path.extend(m.landings().iter().map(|&s| self.square_name(s)));
        }
        MoveView {
            path,
            captures: m.captures().iter().map(|&s| self.square_name(s)).collect(),
            text,
            promotion: m.promotion,
            crowned_at: m
                .promotion
                .map(|_| m.crowned_at.map_or(m.len(), |i| i as usize + 1)),
        }
    }

    fn square(&self, name: &str) -> Result<Square, Error> {
        self.parse_square(name).ok_or_else(|| {
            Error::Misuse(format!(
                "'{}' is not a square of this board",
                crate::error::clip(name.trim())
            ))
        })
    }
}

/// A name that is no square of the board, as [`AnyGame::explain`] says it (clipped).
fn not_a_square(name: &str) -> Said {
    Said::new(Code::NotASquare).square("square", crate::error::clip(name.trim()))
}

impl<R: Evaluate> AnyGame for Game<R> {
    fn info(&self) -> &'static VariantInfo {
        &R::INFO
    }

    fn turn(&self) -> Color {
        Game::turn(self)
    }

    fn start_turn(&self) -> Color {
        R::turn(self.start())
    }

    fn immediate_removal(&self) -> bool {
        R::immediate_removal()
    }

    fn borne_off(&self) -> Option<[u8; 2]> {
        R::borne_off(self.position())
    }

    fn marks(&self) -> Vec<(String, &'static str, Color)> {
        R::marks()
            .into_iter()
            .map(|(sq, kind, c)| (self.square_name(sq), kind, c))
            .collect()
    }

    fn squares(&self) -> Vec<SquareView> {
        let info = &R::INFO;
        let g = info.geometry();
        let pos = self.position();
        info.squares
            .all(g)
            .into_iter()
            .map(|sq| {
                let (file, rank) = info.squares.display_coords(g, sq);
                let stack = R::stack_at(pos, sq);
                SquareView {
                    name: self.square_name(sq),
                    file,
                    rank,
                    piece: R::piece_at(pos, sq),
                    stack: if stack.len() > 1 { stack } else { Vec::new() },
                }
            })
            .collect()
    }

    fn legal(&self) -> Vec<MoveView> {
        let legal = Game::legal_moves(self);
        legal
            .iter()
            .map(|m| self.view(m, self.text_in(m, legal)))
            .collect()
    }

    fn history(&self) -> Vec<String> {
        Game::history(self)
    }

    fn last_move(&self) -> Option<MoveView> {
        let m = *Game::last_move(self)?;
        let text = Game::history(self).pop().unwrap_or_default();
        Some(self.view(&m, text))
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn play_path(&mut self, path: &[&str]) -> Result<String, Error> {
        let squares = path
            .iter()
            .map(|s| self.square(s))
            .collect::<Result<Vec<_>, _>>()?;
        let text = path.join("-");
        let mv = self.find_move(&squares, &text)?;
        self.play(&mv)
    }

    fn play_text(&mut self, text: &str) -> Result<String, Error> {
        let mv = self.parse_move(text)?;
        self.play(&mv)
    }

    fn play_record(&mut self, text: &str, next: Option<&str>) -> Result<String, Error> {
        let mv = self.record_move(text, next)?;
        self.play(&mv)
    }

    fn set_automatic_draws(&mut self, on: bool) {
        Game::set_automatic_draws(self, on)
    }

    fn explain(&self, from: &str, to: &str) -> Option<Said> {
        match (self.parse_square(from), self.parse_square(to)) {
            (Some(f), Some(t)) => Game::explain(self, f, t),
            (None, _) => Some(not_a_square(from)),
            (_, None) => Some(not_a_square(to)),
        }
    }

    fn at(&self, ply: usize) -> Option<Box<dyn AnyGame>> {
        Game::at(self, ply).map(|g| Box::new(g) as Box<dyn AnyGame>)
    }

    fn undo(&mut self) -> bool {
        Game::undo(self)
    }

    fn redo(&mut self) -> bool {
        Game::redo(self)
    }

    fn can_undo(&self) -> bool {
        Game::can_undo(self)
    }

    fn can_redo(&self) -> bool {
        Game::can_redo(self)
    }

    fn fen(&self) -> String {
        R::write_fen(self.position())
    }

    fn start_fen(&self) -> Option<String> {
        (*self.start() != R::start()).then(|| R::write_fen(self.start()))
    }

    fn pdn(&self) -> String {
        Game::pdn(self, &[])
    }

    fn pdn_with(&self, tags: &[(String, String)]) -> String {
        Game::pdn(self, tags)
    }

    fn pdn_commented(&self, tags: &[(String, String)], comments: &[Option<String>]) -> String {
        Game::pdn_commented(self, tags, comments)
    }

    fn draw_offer(&self) -> Option<Color> {
        Game::draw_offer(self)
    }

    fn offer_draw(&mut self) -> Result<(), Error> {
        Game::offer_draw(self)
    }

    fn accept_draw(&mut self) -> Result<(), Error> {
        Game::accept_draw(self)
    }

    fn decline_draw(&mut self) {
        Game::decline_draw(self)
    }

    fn resign(&mut self) -> Result<(), Error> {
        let side = Game::turn(self);
        Game::resign(self, side)
    }

    fn end(&mut self, ending: Ending) -> Result<(), Error> {
        Game::end(self, ending)
    }

    fn ending(&self) -> Option<Ending> {
        Game::ending(self)
    }

    fn message(&self) -> Said {
        let info = &R::INFO;
        if let Some(o) = Game::outcome(self) {
            return o.reason;
        }
        let me = Game::turn(self);
        let said = if let Some(by) = self.draw_offer() {
            Said::new(Code::DrawOffered).color("by", by, info.color_name(by))
        } else if Game::legal_moves(self)
            .first()
            .is_some_and(|m| m.is_capture())
        {
            Said::new(Code::ToMoveCapture)
        } else {
            Said::new(Code::ToMove)
        };
        said.color("side", me, info.color_name(me))
    }

    #[cfg(feature = "search")]
    fn think(&self, o: &ThinkOptions, table: &mut SearchTable) -> Result<Thought, Error> {
        let (limits, level) = o.limits()?;
        let mut own = SearchTable::default();
        let searcher = if level.is_some_and(|l| l.noise > 0) {
            own.of::<R>()
        } else {
            table.of::<R>()
        };
        let oracle = crate::egdb::oracle::<R>();
        let database = oracle
            .as_ref()
            .and_then(|db| db.probe(self.position(), &self.counters()));
        searcher.set_oracle(oracle);
        let r = self.search(searcher, &limits, level.map(|l| (l, o.seed)));
        let pv = self.line_text(&r.pv);
        let best = r
            .best
            .map(|m| self.view(&m, pv.first().cloned().unwrap_or_default()));
        Ok(Thought {
            best,
            // a draw found with contempt scores minus the contempt: it is shown as a draw
            score: if r.score == -limits.contempt {
                0
            } else {
                r.score
            },
            win_in: win_in(r.score),
            depth: r.depth,
            nodes: r.nodes,
            ms: r.ms,
            pv,
            database,
        })
    }

    #[cfg(feature = "search")]
    fn analyse(&self, o: &AnalyseOptions, table: &mut SearchTable) -> Result<Analysed, Error> {
        if !(1..=MAX_LINES).contains(&o.lines) {
            return Err(Error::Misuse(format!(
                "the number of lines must be from 1 to {MAX_LINES}, not {}",
                o.lines
            )));
        }
        let (limits, _) = o.think.limits()?;
        let also = match &o.also {
            Some(text) if self.outcome().is_none() => Some(self.parse_move(text)?),
            _ => None,
        };
        let searcher = table.of::<R>();
        let oracle = crate::egdb::oracle::<R>();
        let database = oracle
            .as_ref()
            .and_then(|db| db.probe(self.position(), &self.counters()));
        searcher.set_oracle(oracle);
        let a = Game::analyse(self, searcher, &limits, o.lines, also.as_ref());
        let line = |l: &crate::ai::search::Line| AnalysedLine {
            score: l.score,
            win_in: win_in(l.score),
            moves: self.line_text(&l.pv),
        };
        Ok(Analysed {
            depth: a.depth,
            nodes: a.nodes,
            ms: a.ms,
            database,
            lines: a.lines.iter().map(line).collect(),
            also: a.also.as_ref().map(line),
        })
    }
}

#[cfg(feature = "search")]
impl<R: Rules> Game<R> {
    /// The moves of a line from the current position as PDN text, as far as they are legal.
    fn line_text(&self, line: &[Move]) -> Vec<String> {
        let mut game = self.clone();
        line.iter().map_while(|m| game.play(m).ok()).collect()
    }
}
