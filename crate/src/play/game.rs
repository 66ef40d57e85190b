//! The game layer above the rules: history, undo/redo, repetition and move-count draws,
//! result, draw offers and resignation, move text.

use std::cell::OnceCell;

use crate::board::geometry::{Bitboard, Square};
use crate::board::moves::{Move, MoveList};
use crate::rules::outcome::{Ending, Outcome};
use crate::rules::{DrawCounters, Rules, VariantInfo};
use crate::said::{Code, Said, Value};
use crate::{Color, Error, Piece, PieceKind, SetupError};

#[derive(Clone, Debug)]
struct Ply<P> {
    mv: Move,
    text: String,
    pos: P,
    counters: DrawCounters,
}

/// A game in progress of the rules `R`.
#[derive(Debug)]
pub struct Game<R: Rules> {
    start: R::Position,
    start_counters: DrawCounters,
    plies: Vec<Ply<R::Position>>,
    redo: Vec<Move>,
    /// A result by resignation, agreement or time, with the number of plies it was reached at.
    agreed: Option<(usize, Ending, Outcome)>,
    draw_offer: Option<Color>,
    /// Whether repetition and move-count draws end the game (off while a record is replayed:
    /// over the board those draws are claimed, and players may play on).
    auto_draws: bool,
    /// The moves the rules generate in the current position, generated once per position
    /// (the result, the legal moves, the move a click names and its text all read them):
    /// emptied whenever the current position changes.
    generated: OnceCell<MoveList>,
}

impl<R: Rules> Clone for Game<R> {
    fn clone(&self) -> Self {
        Game {
            start: self.start,
            start_counters: self.start_counters,
            plies: self.plies.clone(),
            redo: self.redo.clone(),
            agreed: self.agreed.clone(),
            draw_offer: self.draw_offer,
            auto_draws: self.auto_draws,
            generated: self.generated.clone(),
        }
    }
}

impl<R: Rules> Default for Game<R> {
    fn default() -> Self {
        Game::new()
    }
}

/// The one rule for a position a player sets up, whatever brings it (a FEN, a PDN `[FEN]`
/// tag, a link, the position editor, the CLI): both sides have pieces, and no man stands
/// where it would have been crowned (such a man could never have stopped there). The
/// engine's own readers ([`Rules::parse_fen`], [`Game::from_fen`]) stay free of it:
/// databases and rule tests build any position.
pub fn check_setup<R: Rules>(pos: &R::Position) -> Result<(), SetupError> {
    let crowns = Color::BOTH.map(R::crowning_squares);
    check_pieces(&R::INFO, crowns, &|sq| R::stack_at(pos, sq))
}

/// [`check_setup`] on each square's pieces (bottom first): one copy for every game.
#[inline(never)]
fn check_pieces(
    info: &VariantInfo,
    crowns: [Bitboard; 2],
    stack_at: &dyn Fn(Square) -> Vec<Piece>,
) -> Result<(), SetupError> {
    let g = info.geometry();
    let mut has = [false; 2];
    for sq in info.squares.all(g) {
        let stack = stack_at(sq);
        for p in &stack {
            has[p.color.idx()] = true;
        }
        if let Some(p) = stack.last() {
            if p.kind == PieceKind::Man && crowns[p.color.idx()] & (1u64 << sq) != 0 {
                return Err(SetupError::ManOnCrown(info.squares.name(g, sq)));
            }
        }
    }
    match has {
        [true, true] => Ok(()),
        [false, false] => Err(SetupError::EmptyBoard),
        [true, false] => Err(SetupError::NoPieces(
            Color::North,
            info.color_name(Color::North),
        )),
        [false, true] => Err(SetupError::NoPieces(
            Color::South,
            info.color_name(Color::South),
        )),
    }
}

impl<R: Rules> Game<R> {
    /// A game from the start position.
    pub fn new() -> Game<R> {
        Game::from_position(R::start())
    }

    /// A game from any position.
    pub fn from_position(start: R::Position) -> Game<R> {
        Game {
            start,
            start_counters: DrawCounters::default(),
            plies: Vec::new(),
            redo: Vec::new(),
            agreed: None,
            draw_offer: None,
            auto_draws: true,
            generated: OnceCell::new(),
        }
    }

    /// A game from `start` reached after quiet plies that the draw rules count: its counters
    /// begin at `counters` instead of zero (a position taken from the middle of a game).
    pub fn from_position_counting(start: R::Position, counters: DrawCounters) -> Game<R> {
        Game {
            start_counters: counters,
            ..Game::from_position(start)
        }
    }

    /// A game from a FEN: any position the FEN reader takes (the rule tests build odd ones);
    /// a position a player brings goes through [`Game::set_up`].
    pub fn from_fen(fen: &str) -> Result<Game<R>, Error> {
        Ok(Game::from_position(R::parse_fen(fen)?))
    }

    /// A game from a FEN a player brings (a FEN box, a PDN `[FEN]` tag, a link, the CLI),
    /// refused where [`check_setup`] refuses the position.
    pub fn set_up(fen: &str) -> Result<Game<R>, Error> {
        let pos = R::parse_fen(fen)?;
        check_setup::<R>(&pos)?;
        Ok(Game::from_position(pos))
    }

    /// The rules' description.
    pub fn info(&self) -> &'static VariantInfo {
        &R::INFO
    }

    /// The start position.
    pub fn start(&self) -> &R::Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &R::Position {
        self.plies.last().map_or(&self.start, |p| &p.pos)
    }

    /// The draw-rule counters of the current position.
    pub fn counters(&self) -> DrawCounters {
        self.plies
            .last()
            .map_or(self.start_counters, |p| p.counters)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        R::turn(self.position())
    }

    /// The legal moves of the side to move (none once the game is over).
    pub fn legal_moves(&self) -> &[Move] {
        match self.ended_before_moves() {
            Some(_) => &[],
            None => self.generated(),
        }
    }

    /// The moves of the current position, whether or not the game is over.
    fn generated(&self) -> &MoveList {
        self.generated.get_or_init(|| {
            let mut list = MoveList::new();
            R::generate(self.position(), &mut list);
            list
        })
    }

    /// The current position changed: its moves are generated again when asked for.
    fn moved(&mut self) {
        self.generated = OnceCell::new();
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = &Move> {
        self.plies.iter().map(|p| &p.mv)
    }

    /// The moves played as PDN move text.
    pub fn history(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.text.clone()).collect()
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<&Move> {
        self.plies.last().map(|p| &p.mv)
    }

    /// Number of plies played.
    pub fn ply_count(&self) -> usize {
        self.plies.len()
    }

    /// How many times the current position (same side to move) has stood on the board.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let earlier = std::iter::once(&self.start).chain(self.plies.iter().map(|p| &p.pos));
        earlier.filter(|p| *p == now).count()
    }

    /// A result reached whatever the moves: agreement or resignation, the game's own
    /// decision, repetition, a move-count rule.
    fn ended_before_moves(&self) -> Option<Outcome> {
        self.ended_by_decision().or_else(|| self.drawn())
    }

    /// Ended whatever the moves: a resignation or a draw agreed, or the game's own decision
    /// (Coast-to-Coast: all borne off).
    fn ended_by_decision(&self) -> Option<Outcome> {
        if let Some((_, _, o)) = &self.agreed {
            return Some(o.clone());
        }
        R::decided(self.position()).map(|(winner, reason)| Outcome { winner, reason })
    }

    /// Drawn by threefold repetition or by the game's move-count rules (when they apply).
    fn drawn(&self) -> Option<Outcome> {
        if !self.auto_draws {
            return None;
        }
        if self.repetitions() >= 3 {
            return Some(Outcome {
                winner: None,
                reason: Code::Repetition.into(),
            });
        }
        if let Some(why) = R::draw_by_rule(self.position(), &self.counters()) {
            return Some(Outcome {
                winner: None,
                reason: why.into(),
            });
        }
        None
    }

    /// Replays a game record: its FEN tag (or the start position), then every move of its
    /// main line (its variations are not looked at; [`annotated::read_tree`] checks them).
    /// Where a record writes a capture short although two captures share origin and
    /// destination, the one after which the record goes on legally is taken. Repetition and
    /// move-count draws do not stop the replay (players may play on where they would have
    /// claimed).
    ///
    /// [`annotated::read_tree`]: crate::play::annotated::read_tree
    pub fn from_record(record: &crate::notation::pdn::PdnGame) -> Result<Game<R>, Error> {
        let mut game = match record.tag("FEN") {
            Some(fen) => Game::set_up(fen)?,
            None => Game::new(),
        };
        game.auto_draws = false;
        let moves = &record.moves();
        for (i, text) in moves.iter().enumerate() {
            let at = |e: Error| {
                let said = Said::new(Code::PdnMove)
                    .number("number", i / 2 + 1)
                    .moves("move", vec![crate::error::clip(text)]);
                match e.said() {
                    Some(why) => Error::Pdn(said.said("reason", why)),
                    None => e,
                }
            };
            let mv = game
                .record_move(text, moves.get(i + 1).map(String::as_str))
                .map_err(at)?;
            game.play(&mv).map_err(at)?;
        }
        game.auto_draws = true;
        Ok(game)
    }

    /// Whether repetition and move-count draws end the game: off while a record is replayed
    /// (over the board those draws are claimed, and players may play on).
    pub fn set_automatic_draws(&mut self, on: bool) {
        self.auto_draws = on;
    }

    /// The move a record writes as `text`, followed by `next`: a capture written short where
    /// two share its squares is the one after which `next` can be played.
    pub fn record_move(&self, text: &str, next: Option<&str>) -> Result<Move, Error> {
        match self.parse_move(text) {
            Err(Error::AmbiguousMove(t, candidates)) => candidates
                .iter()
                .find_map(|c| {
                    let mut g = self.clone();
                    let mv = g.parse_move(c).ok()?;
                    g.play(&mv).ok()?;
                    next.is_none_or(|n| g.parse_move(n).is_ok()).then_some(mv)
                })
                .ok_or(Error::AmbiguousMove(t, candidates)),
            other => other,
        }
    }

    /// The result, once the game is over. A player who cannot move on their turn loses,
    /// also on the ply where a repetition or a move-count draw falls due: the loss decides
    /// (RULES.md's common clause; pydraughts and py-draughts judge it so too).
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.ended_by_decision() {
            return Some(o);
        }
        if self.generated().is_empty() {
            let loser = self.turn();
            return Some(Outcome {
                winner: Some(loser.other()),
                reason: win::<R>(Code::CannotMove, loser.other()),
            });
        }
        self.drawn()
    }

    /// Plays a move of [`legal_moves`](Self::legal_moves); returns its PDN text.
    pub fn play(&mut self, mv: &Move) -> Result<String, Error> {
        // Empty once the game is over (by any rule) or when no move is left.
        let legal = self.legal_moves();
        if legal.is_empty() {
            return Err(Error::GameOver);
        }
        let Some(found) = legal.iter().find(|m| {
            m.same_as(mv) && m.captures() == mv.captures() && m.landings() == mv.landings()
        }) else {
            return Err(Error::IllegalMove(
                self.path_text(mv),
                Said::new(Code::NotLegalHere),
            ));
        };
        let mv = *found;
        let text = self.text_in(&mv, legal);
        let before = *self.position();
        let counters = self.counters().after::<R>(&before, &mv);
        let pos = R::play(&before, &mv);
        self.plies.push(Ply {
            mv,
            text: text.clone(),
            pos,
            counters,
        });
        self.moved();
        self.draw_offer = None;
        match self.redo.last() {
            Some(r) if r.same_as(&mv) && r.landings() == mv.landings() => {
                self.redo.pop();
            }
            _ => self.redo.clear(),
        }
        Ok(text)
    }

    /// Takes back the last move (or a resignation / agreed draw), and a standing draw offer
    /// with it; false, and nothing changed, if there is none or the game was lost on time: a
    /// flag fallen is final, as over the board (the clocks ran for both).
    pub fn undo(&mut self) -> bool {
        if self.lost_on_time() {
            return false;
        }
        if let Some((at, _, _)) = self.agreed {
            if at == self.plies.len() {
                self.agreed = None;
                return true;
            }
        }
        match self.plies.pop() {
            Some(p) => {
                self.moved();
                self.draw_offer = None;
                self.redo.push(p.mv);
                true
            }
            None => false,
        }
    }

    /// Plays again the last move taken back; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(mv) => {
                let keep = std::mem::take(&mut self.redo);
                let ok = self.play(&mv).is_ok();
                self.redo = keep;
                ok
            }
            None => false,
        }
    }

    /// The game as it stood after its first `ply` moves, from the history it keeps (nothing
    /// is replayed or generated): for showing an earlier position. Nothing to play again, and
    /// a resignation or agreed draw only from the ply it was reached at; `None` past the moves
    /// played.
    pub fn at(&self, ply: usize) -> Option<Game<R>> {
        let now = ply == self.plies.len();
        Some(Game {
            start: self.start,
            start_counters: self.start_counters,
            plies: self.plies.get(..ply)?.to_vec(),
            redo: Vec::new(),
            agreed: self.agreed.clone().filter(|(at, _, _)| *at <= ply),
            draw_offer: self.draw_offer.filter(|_| now),
            auto_draws: self.auto_draws,
            generated: if now {
                self.generated.clone()
            } else {
                OnceCell::new()
            },
        })
    }

    /// Whether there is a move to take back (never once a flag has fallen).
    pub fn can_undo(&self) -> bool {
        !self.lost_on_time() && (!self.plies.is_empty() || self.agreed.is_some())
    }

    /// Whether the game ended on time, at the position on the board.
    fn lost_on_time(&self) -> bool {
        matches!(self.agreed, Some((at, Ending::TimeForfeit(_), _)) if at == self.plies.len())
    }

    /// Whether there is a move to play again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The side that offered a draw, while the offer stands.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The side to move offers a draw (it stands until the next move).
    pub fn offer_draw(&mut self) -> Result<(), Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        self.draw_offer = Some(self.turn());
        Ok(())
    }

    /// Accepts the standing draw offer.
    pub fn accept_draw(&mut self) -> Result<(), Error> {
        if self.outcome().is_none() && self.draw_offer.is_none() {
            return Err(Error::Misuse("no draw has been offered".into()));
        }
        self.end(Ending::DrawAgreed)
    }

    /// Ends the game by a resignation, a draw agreed or a flag fallen (refused once the game
    /// is over).
    ///
    /// A flag falls only on the side to move (only its clock runs), which loses on time,
    /// unless the other side could never have won: no series of legal moves, whatever either
    /// side plays, leads from here to a position it has won ([`could_win`], searched
    /// exhaustively over the positions reachable; the game's draw rules are left aside). That
    /// is a draw, as in chess when the player with time left could not checkmate by any
    /// series of legal moves. It is declared only when the search has seen every reachable
    /// position without finding such a win; when the positions reachable are too many to see
    /// ([`FLAG_SEARCH`]), the flag loses. In these games a side with a piece that can still
    /// move can nearly always win if the other helps (walks into its captures), so the
    /// exception is rare: the side out of time must take the other side's last piece, say.
    pub fn end(&mut self, ending: Ending) -> Result<(), Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let info = &R::INFO;
        if let Ending::TimeForfeit(side) = ending {
            if side != self.turn() {
                return Err(Error::Invalid(
                    Said::new(Code::TimeNotNow)
                        .color("side", side, info.color_name(side))
                        .color("turn", self.turn(), info.color_name(self.turn())),
                ));
            }
        }
        let outcome = match ending {
            Ending::DrawAgreed => Outcome {
                winner: None,
                reason: Code::DrawAgreed.into(),
            },
            Ending::Resigned(side) => Outcome {
                winner: Some(side.other()),
                reason: win::<R>(Code::Resigned, side.other()),
            },
            Ending::TimeForfeit(side) => {
                let other = side.other();
                if could_win::<R>(self.position(), other, FLAG_SEARCH) == Some(false) {
                    Outcome {
                        winner: None,
                        reason: Said::new(Code::TimeOutNoWin)
                            .color("loser", side, info.color_name(side))
                            .color("other", other, info.color_name(other)),
                    }
                } else {
                    Outcome {
                        winner: Some(other),
                        reason: win::<R>(Code::TimeOut, other),
                    }
                }
            }
        };
        self.draw_offer = None;
        self.agreed = Some((self.plies.len(), ending, outcome));
        Ok(())
    }

    /// How the game ended when its moves alone do not say (a resignation, a draw agreed, a
    /// flag fallen).
    pub fn ending(&self) -> Option<Ending> {
        self.agreed.as_ref().map(|&(_, e, _)| e)
    }

    /// Declines the standing draw offer.
    pub fn decline_draw(&mut self) {
        self.draw_offer = None;
    }

    /// `side` resigns.
    pub fn resign(&mut self, side: Color) -> Result<(), Error> {
        self.end(Ending::Resigned(side))
    }

    /// The name of a square in this game's notation.
    pub fn square_name(&self, sq: Square) -> String {
        R::INFO.squares.name(R::INFO.geometry(), sq)
    }

    /// Reads a square name.
    pub fn parse_square(&self, name: &str) -> Option<Square> {
        R::INFO.squares.parse(R::INFO.geometry(), name)
    }

    /// The full path of a move, `32x23x14`.
    pub fn path_text(&self, mv: &Move) -> String {
        if mv.is_pass() {
            return "pass".into();
        }
        let sep = if mv.is_capture() {
            R::INFO.capture_separator
        } else {
            '-'
        };
        let mut s = self.square_name(mv.from);
        for &l in mv.landings() {
            s.push(sep);
            s.push_str(&self.square_name(l));
        }
        s
    }

    /// The PDN text of a legal move of the current position: `from-to`, `fromxto`, or the
    /// full path when another legal move has the same origin and destination.
    pub fn move_text(&self, mv: &Move) -> String {
        self.text_in(mv, self.legal_moves())
    }

    pub(crate) fn text_in(&self, mv: &Move, legal: &[Move]) -> String {
        if mv.is_pass() {
            return "pass".into();
        }
        // A choice of promotion (Cheskers) is written after the move: `22-18=B`.
        let choice = legal.iter().any(|o| {
            o.from == mv.from && o.landings() == mv.landings() && o.promotion != mv.promotion
        });
        let suffix = match (choice, mv.promotion) {
            (true, Some(kind)) => R::INFO
                .piece_letters
                .iter()
                .find(|(_, k)| *k == kind)
                .map_or(String::new(), |(l, _)| format!("={l}")),
            _ => String::new(),
        };
        // Another legal move (the list holds each move once) with the same origin and
        // destination by another route or taking other pieces: only the full path tells them
        // apart. (Stack'Em: the same captured set on two routes; Coast-to-Coast: a man
        // crowned on the way or not. Identical routes differing only in the promotion chosen
        // are told apart by the suffix.)
        let ambiguous = legal.iter().any(|o| {
            o.from == mv.from
                && o.to() == mv.to()
                && (o.landings() != mv.landings() || o.captures() != mv.captures())
        });
        if ambiguous {
            return self.path_text(mv) + &suffix;
        }
        let sep = if mv.is_capture() {
            R::INFO.capture_separator
        } else {
            '-'
        };
        let via = R::text_via(self.position(), mv)
            .map(|v| format!("{}{sep}", self.square_name(v)))
            .unwrap_or_default();
        format!(
            "{}{}{}{}{}",
            self.square_name(mv.from),
            sep,
            via,
            self.square_name(mv.to()),
            suffix
        )
    }

    /// Finds the legal move written in PDN move text (`11-15`, `22x15`, `26x17x10x1`, `c3:e5`;
    /// any of `-`, `x`, `:` as separator, leading zeros and spaces allowed).
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return self
                .legal_moves()
                .iter()
                .find(|m| m.is_pass())
                .copied()
                .ok_or_else(|| Error::IllegalMove(t.to_string(), Said::new(Code::NoPass)));
        }
        let (t, promotion) = match t.split_once('=') {
            Some((m, p)) => {
                let kind = R::INFO
                    .piece_letters
                    .iter()
                    .find(|(l, _)| p.trim().eq_ignore_ascii_case(&l.to_string()))
                    .map(|&(_, k)| k)
                    .ok_or_else(|| Error::BadMoveText(text.trim().to_string()))?;
                (m.trim(), Some(kind))
            }
            None => (t, None),
        };
        let squares: Vec<&str> = t.split(['-', 'x', 'X', ':']).map(str::trim).collect();
        if squares.len() < 2 || squares.iter().any(|s| s.is_empty()) {
            return Err(Error::BadMoveText(t.to_string()));
        }
        let mut path = Vec::with_capacity(squares.len());
        for s in &squares {
            match self.parse_square(s) {
                Some(sq) => path.push(sq),
                None => {
                    return Err(Error::IllegalMove(
                        t.to_string(),
                        Said::new(Code::NotASquare).square("square", crate::error::clip(s)),
                    ))
                }
            }
        }
        match promotion {
            None => self.find_move(&path, t),
            Some(kind) => self.find_move_promoting(&path, t, Some(kind)),
        }
    }

    /// Finds the legal move with this path: origin, then landing squares (all of them, or
    /// only the destination, or any squares the move passes through, in order).
    pub fn find_move(&self, path: &[Square], text: &str) -> Result<Move, Error> {
        self.find_move_promoting(path, text, None)
    }

    /// [`find_move`](Self::find_move) with the promotion chosen (`None`: any, which is
    /// ambiguous only where the game offers a choice).
    pub fn find_move_promoting(
        &self,
        path: &[Square],
        text: &str,
        promotion: Option<crate::PieceKind>,
    ) -> Result<Move, Error> {
        if let Some(o) = self.outcome() {
            return Err(Error::IllegalMove(
                text.to_string(),
                Said::new(Code::GameOver).said("reason", o.reason),
            ));
        }
        if path.len() < 2 {
            return Err(Error::Misuse(format!(
                "a move's path names at least two squares, where the piece starts and where it \
                 lands (not '{}')",
                crate::error::clip(text)
            )));
        }
        let all = self.legal_moves();
        let legal = || {
            all.iter()
                .filter(move |m| promotion.is_none() || m.promotion == promotion)
        };
        let (from, to) = (path[0], path[path.len() - 1]);
        let exact: Vec<&Move> = legal()
            .filter(|m| m.from == from && m.landings() == &path[1..])
            .collect();
        if exact.len() == 1 {
            return Ok(*exact[0]);
        }
        let g = R::INFO.geometry();
        let mids: Bitboard = path[1..path.len() - 1]
            .iter()
            .fold(0, |b, &s| b | (1u64 << s));
        let found: Vec<&Move> = legal()
            .filter(|m| m.from == from && m.to() == to && m.route(g) & mids == mids)
            .collect();
        match found.len() {
            1 => Ok(*found[0]),
            0 => {
                // Another legal route of a move identified by its ends (Coast-to-Coast).
                if let Some(m) = legal().find(|m| {
                    m.from == from && m.to() == to && R::accepts_route(self.position(), m, path)
                }) {
                    return Ok(*m);
                }
                let why = self.explain(from, to).unwrap_or_else(|| {
                    Said::new(Code::NoRoute)
                        .square("from", self.square_name(from))
                        .square("to", self.square_name(to))
                });
                Err(Error::IllegalMove(text.to_string(), why))
            }
            _ => Err(Error::AmbiguousMove(
                text.to_string(),
                found.iter().map(|m| self.move_text(m)).collect(),
            )),
        }
    }

    /// Why moving from `from` to `to` is not legal, for the status line; `None` when some
    /// legal move goes from `from` to `to` (or, with `from == to`, when the piece there can
    /// move).
    pub fn explain(&self, from: Square, to: Square) -> Option<Said> {
        let info = &R::INFO;
        if let Some(o) = self.outcome() {
            return Some(Said::new(Code::GameOver).with("reason", Value::Said(Box::new(o.reason))));
        }
        let pos = self.position();
        let me = self.turn();
        match R::piece_at(pos, from) {
            None => return Some(Said::new(Code::NoPiece).square("square", self.square_name(from))),
            Some(p) if p.color != me => {
                return Some(
                    Said::new(Code::NotYourPiece)
                        .color("piece", p.color, info.color_name(p.color))
                        .color("side", me, info.color_name(me)),
                )
            }
            _ => {}
        }
        let legal = self.legal_moves();
        if legal.iter().any(|m| m.from == from && m.to() == to) {
            return None;
        }
        let captures = |code: Code, moves: Vec<&Move>| {
            let texts = moves.iter().map(|m| self.text_in(m, legal)).collect();
            Some(Said::new(code).with("moves", Value::Moves(texts)))
        };
        let compulsory = legal.first().is_some_and(|m| m.is_capture());
        if from == to {
            // Asking about a piece: fine if it can move, else why not.
            if legal.iter().any(|m| m.from == from) {
                return None;
            }
            if compulsory {
                return captures(Code::CaptureCompulsory, legal.iter().collect());
            }
            return Some(Code::PieceCannotMove.into());
        }
        if compulsory {
            let mine: Vec<&Move> = legal.iter().filter(|m| m.from == from).collect();
            // a bishop's or a camel's capture is never the one due (Cheskers): it may be made
            // instead of the checkers', so the captures due are everyone's
            let optional = R::piece_at(pos, from)
                .is_some_and(|p| matches!(p.kind, PieceKind::Bishop | PieceKind::Camel));
            if mine.is_empty() || optional {
                return captures(Code::CaptureCompulsory, legal.iter().collect());
            }
            return captures(Code::MustCapture, mine);
        }
        let why = R::explain_quiet(pos, from, to);
        if legal.iter().all(|m| m.from != from) && R::piece_at(pos, to).is_some() {
            return Some(Code::PieceCannotMove.into());
        }
        Some(why)
    }

    /// The game as a PDN file with the given extra tags (Event, White, Black...).
    pub fn pdn(&self, tags: &[(String, String)]) -> String {
        self.pdn_commented(tags, &[])
    }

    /// [`pdn`](Self::pdn), with a comment after each move that has one in `comments` (by
    /// the move's index: the clocks).
    pub fn pdn_commented(&self, tags: &[(String, String)], comments: &[Option<String>]) -> String {
        let mut game = crate::notation::pdn::PdnGame::from_moves(&self.history());
        for (m, c) in game.tree.iter_mut().zip(comments) {
            m.after.extend(c.clone());
        }
        let fen = R::write_fen(&self.start);
        let setup = fen != R::write_fen(&R::start());
        crate::notation::pdn::write_annotated(
            &R::INFO,
            &fen,
            setup,
            &game,
            R::turn(&self.start),
            self.outcome().as_ref(),
            tags,
        )
    }
}

/// A result won by `winner` (the other side the loser), said with `code`.
fn win<R: Rules>(code: Code, winner: Color) -> Said {
    let info = &R::INFO;
    let loser = winner.other();
    Said::new(code)
        .color("winner", winner, info.color_name(winner))
        .color("loser", loser, info.color_name(loser))
}

/// The most positions [`could_win`] looks at when a flag falls before it gives up (and the
/// flag loses): about a tenth of a second in the browser.
pub const FLAG_SEARCH: usize = 20_000;

/// Whether `side` could win from `start` by some series of legal moves, both sides' moves
/// chosen for it (a "helpmate"): a position where the game declares `side` the winner, or
/// where the other side is to move and has no move. Searched depth first over the positions
/// reachable, each once (told apart by their Zobrist hashes, 64 bits: two positions of the
/// 20,000 sharing one is a chance of about one in 10^11), the draw rules left aside.
/// `Some(true)`: such a win was found; `Some(false)`: every reachable position was seen, and
/// none is one (`side` could never win); `None`: more than `budget` positions, so it is not
/// known.
pub fn could_win<R: Rules>(start: &R::Position, side: Color, budget: usize) -> Option<bool> {
    use crate::ai::zobrist;
    let mut seen = HashSet64::with_capacity(budget + 1);
    let h = zobrist::hash::<R>(start);
    seen.insert(h);
    let mut stack = vec![(*start, h)];
    let mut list = MoveList::new();
    while let Some((pos, h)) = stack.pop() {
        if let Some((winner, _)) = R::decided(&pos) {
            if winner == Some(side) {
                return Some(true);
            }
            continue;
        }
        R::generate(&pos, &mut list);
        if list.is_empty() {
            if R::turn(&pos) != side {
                return Some(true);
            }
            continue;
        }
        for mv in list.iter() {
            let next = R::play(&pos, mv);
            let hn = zobrist::update::<R>(&pos, h, mv, &next);
            if seen.insert(hn) {
                if seen.len > budget {
                    return None;
                }
                stack.push((next, hn));
            }
        }
    }
    Some(false)
}

/// A set of 64-bit hashes for [`could_win`]: open addressing with linear probing, 0 marking
/// an empty slot (a hash of 0 is kept as 1). One for every game, where a `HashSet` of each
/// game's positions would add a copy of its code per game to the wasm.
struct HashSet64 {
    slots: Vec<u64>,
    len: usize,
}

impl HashSet64 {
    /// Room for `n` hashes, the table at most half full.
    fn with_capacity(n: usize) -> HashSet64 {
        HashSet64 {
            slots: vec![0; (2 * n).next_power_of_two().max(16)],
            len: 0,
        }
    }

    /// Adds `h`; false when it was there.
    fn insert(&mut self, h: u64) -> bool {
        let h = h.max(1);
        let mask = self.slots.len() - 1;
        let mut i = (h ^ (h >> 29)) as usize & mask;
        loop {
            match self.slots[i] {
                0 => break,
                x if x == h => return false,
                _ => i = (i + 1) & mask,
            }
        }
        if 2 * (self.len + 1) > self.slots.len() {
            // full enough: grow and insert again
            let old = std::mem::replace(&mut self.slots, vec![0; 2 * (mask + 1)]);
            self.len = 0;
            for x in old.into_iter().filter(|&x| x != 0) {
                self.insert(x);
            }
            return self.insert(h);
        }
        self.slots[i] = h;
        self.len += 1;
        true
    }
}

impl<R: crate::ai::eval::Evaluate> Game<R> {
    /// Searches the current position within `limits` (see [`Searcher::search`]); the game's
    /// positions since its last irreversible move count for repetitions. Once the game is
    /// over the report has no move.
    ///
    /// [`Searcher::search`]: crate::ai::search::Searcher::search
    pub fn search(
        &self,
        searcher: &mut crate::ai::search::Searcher<R>,
        limits: &crate::ai::search::Limits,
        level: Option<(&crate::ai::search::Level, u64)>,
    ) -> crate::ai::search::Report {
        if self.outcome().is_some() {
            return crate::ai::search::Report {
                best: None,
                score: 0,
                depth: 0,
                nodes: 0,
                ms: 0.0,
                pv: Vec::new(),
            };
        }
        let counters = self.counters();
        let earlier = self.since_irreversible();
        match level {
            Some((level, seed)) => {
                searcher.play_level(self.position(), &earlier, counters, limits, level, seed)
            }
            None => searcher.search(self.position(), &earlier, counters, limits),
        }
    }

    /// The `lines` best moves of the current position, each with its score and line, and
    /// the move `also` scored too (see [`Searcher::analyse`]); none once the game is over.
    ///
    /// [`Searcher::analyse`]: crate::ai::search::Searcher::analyse
    #[inline(never)]
    pub fn analyse(
        &self,
        searcher: &mut crate::ai::search::Searcher<R>,
        limits: &crate::ai::search::Limits,
        lines: usize,
        also: Option<&Move>,
    ) -> crate::ai::search::Analysis {
        if self.outcome().is_some() {
            return crate::ai::search::Analysis {
                depth: 0,
                nodes: 0,
                ms: 0.0,
                lines: Vec::new(),
                also: None,
            };
        }
        let earlier = self.since_irreversible();
        searcher.analyse(
            self.position(),
            &earlier,
            self.counters(),
            limits,
            lines,
            also,
        )
    }

    /// The positions before the current one since the last irreversible move, oldest first:
    /// those a search must know for repetitions.
    fn since_irreversible(&self) -> Vec<R::Position> {
        let before = std::iter::once(&self.start)
            .chain(self.plies.iter().map(|p| &p.pos))
            .take(self.plies.len());
        let keep = (self.counters().quiet_plies as usize).min(self.plies.len());
        before.skip(self.plies.len() - keep).copied().collect()
    }
}
