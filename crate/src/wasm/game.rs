//! The game in progress, `Game`: its moves, its state for the page, its records.

use wasm_bindgen::prelude::*;

use super::dto::{state_of, SaidDto};
use super::js::{arg, ply_arg, string_arg};
use super::{err, to_js};
use crate::api::args::{ClockArg, RecordArg};
use crate::{new_game, AnyGame};

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    pub(super) inner: Box<dyn AnyGame>,
    /// The search table `analyse` keeps between calls.
    #[cfg(feature = "search")]
    pub(super) table: crate::SearchTable,
}

#[wasm_bindgen]
impl Game {
    /// A new game of `variant`, from `fen` when given.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &JsValue, fen: &JsValue) -> Result<Game, JsError> {
        let variant = string_arg(variant, "the variant")?;
        let fen = if fen.is_undefined() || fen.is_null() {
            None
        } else {
            Some(string_arg(fen, "the FEN")?)
        };
        Ok(Game {
            inner: new_game(&variant, fen.as_deref()).map_err(err)?,
            #[cfg(feature = "search")]
            table: crate::SearchTable::default(),
        })
    }

    /// The link text of this game as it stands (see `encodeLink`), with the players, names
    /// and seed of `record`; its moves and ending are the game's own, not replayed.
    pub fn link(&self, record: &JsValue) -> Result<String, JsError> {
        const WHAT: &str = "the game record";
        let record = arg::<RecordArg>(record, WHAT)?.read(WHAT).map_err(err)?;
        crate::play::link::encode_game(&*self.inner, &record).map_err(err)
    }

    /// Everything the page draws.
    pub fn state(&self) -> Result<JsValue, JsError> {
        state_of(&*self.inner)
    }

    /// The state as it stood after the game's first `ply` moves (stepping back through the
    /// moves), from the history the game keeps: nothing is replayed. Throws past the moves
    /// played.
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, ply: &JsValue) -> Result<JsValue, JsError> {
        let n = ply_arg(ply, 0, self.inner.history().len(), "the ply")?;
        match self.inner.at(n) {
            Some(g) => state_of(&*g),
            None => Err(JsError::new("no such ply")),
        }
    }

    /// Plays the move with this path (array of square names); returns its PDN text.
    pub fn play(&mut self, path: &JsValue) -> Result<String, JsError> {
        let path: Vec<String> = arg(path, "the path")?;
        if path.len() > 64 {
            return Err(JsError::new(&format!(
                "too many items in the path ({}; at most 64)",
                path.len()
            )));
        }
        let refs: Vec<&str> = path.iter().map(String::as_str).collect();
        self.inner.play_path(&refs).map_err(err)
    }

    /// Plays a move written in PDN; returns its PDN text.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &JsValue) -> Result<String, JsError> {
        let text = string_arg(text, "the move")?;
        if text.len() > 400 {
            return Err(JsError::new("the move text is too long"));
        }
        self.inner.play_text(&text).map_err(err)
    }

    /// Why `from`-`to` is not legal, as a said sentence (`SaidDto`); null when it is.
    pub fn explain(&self, from: &JsValue, to: &JsValue) -> Result<JsValue, JsError> {
        let from = string_arg(from, "the origin square")?;
        let to = string_arg(to, "the destination square")?;
        match self.inner.explain(&from, &to) {
            Some(why) => to_js(&SaidDto::from(why)),
            None => Ok(JsValue::NULL),
        }
    }

    /// Takes back a move.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// Plays again a move taken back.
    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    /// The side to move offers a draw.
    #[wasm_bindgen(js_name = offerDraw)]
    pub fn offer_draw(&mut self) -> Result<(), JsError> {
        self.inner.offer_draw().map_err(err)
    }

    /// The side to move accepts the standing offer.
    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(&mut self) -> Result<(), JsError> {
        self.inner.accept_draw().map_err(err)
    }

    /// The side to move declines the standing offer.
    #[wasm_bindgen(js_name = declineDraw)]
    pub fn decline_draw(&mut self) {
        self.inner.decline_draw()
    }

    /// The side to move resigns.
    pub fn resign(&mut self) -> Result<(), JsError> {
        self.inner.resign().map_err(err)
    }

    /// Ends the game as a link's `result` says: "resign-south", "resign-north" (either side
    /// may resign), "draw-agreed", or "time-south" / "time-north" (the side to move's flag
    /// fell: it loses, or the game is drawn when the other side could never win); throws when
    /// the game is over, a flag falls on the side not to move, or the text is not one of
    /// these.
    pub fn end(&mut self, ending: &JsValue) -> Result<(), JsError> {
        let text = string_arg(ending, "the ending")?;
        let e = crate::play::link::parse_ending(&text).map_err(err)?;
        self.inner.end(e).map_err(err)
    }

    /// The current position as FEN.
    pub fn fen(&self) -> String {
        self.inner.fen()
    }

    /// The game as a PDN file.
    pub fn pdn(&self) -> String {
        self.inner.pdn()
    }

    /// The game as a PDN file with its clocks `{ control, times }` (see `encodeLink`): the
    /// `TimeControl` tag and a `{[%clock w0:04:57 B0:04:58]}` comment after each move, as
    /// lidraughts writes them; throws when the times do not match the moves.
    #[wasm_bindgen(js_name = pdnWithClock)]
    pub fn pdn_with_clock(&self, clock: &JsValue) -> Result<String, JsError> {
        const WHAT: &str = "the clock";
        let clock = arg::<ClockArg>(clock, WHAT)?.read(WHAT).map_err(err)?;
        crate::play::link::pdn_with_clock(&*self.inner, &clock).map_err(err)
    }
}
