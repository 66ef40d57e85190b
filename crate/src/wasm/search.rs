//! The computer's exports, in the worker's wasm only (the crate's `search` feature; the
//! page's wasm is built without it): `Game.think`, `Game.analyse`, `Game.review` and
//! `loadEndgameDatabase`, `wantsWeights` and `loadWeights`. Converts types and errors, as the rest of the wasm layer.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::dto::MoveDto;
use super::game::Game;
use super::js::{arg, ply_arg, string_arg};
use super::{err, to_js};
use crate::api::args::ThinkArg;

/// Adds an endgame database file (its bytes, a `Uint8Array`) to the databases the search of
/// its game asks: the game's id. A file of another kind, damaged or of another format
/// version is refused with the reason.
#[wasm_bindgen(js_name = loadEndgameDatabase)]
pub fn load_endgame_database(bytes: &JsValue) -> Result<String, JsError> {
    use wasm_bindgen::JsCast;
    let bytes = bytes
        .dyn_ref::<js_sys::Uint8Array>()
        .ok_or_else(|| JsError::new("the endgame database must be a Uint8Array"))?
        .to_vec();
    let (variant, _) = crate::egdb::install_bytes(&bytes).map_err(err)?;
    Ok(variant.to_string())
}

/// Whether the game `variant` evaluates with learned weights that are not there yet (the
/// worker's wasm is built without them): the worker then fetches `weights/VARIANT.bin.gz`
/// and gives it with `loadWeights`. Until then the game evaluates with its hand-set weights.
#[wasm_bindgen(js_name = wantsWeights)]
pub fn wants_weights(variant: &JsValue) -> Result<bool, JsError> {
    crate::wants_weights(&string_arg(variant, "the variant")?).map_err(err)
}

/// Gives the game `variant` its learned weights (a weight file's bytes, a `Uint8Array`); a
/// game without a learned evaluation, or a file of another format or board, is refused with
/// the reason.
#[wasm_bindgen(js_name = loadWeights)]
pub fn load_weights(variant: &JsValue, bytes: &JsValue) -> Result<(), JsError> {
    use wasm_bindgen::JsCast;
    let variant = string_arg(variant, "the variant")?;
    let bytes = bytes
        .dyn_ref::<js_sys::Uint8Array>()
        .ok_or_else(|| JsError::new("the weights must be a Uint8Array"))?
        .to_vec();
    crate::load_weights(&variant, &bytes).map_err(err)
}

#[wasm_bindgen]
impl Game {
    /// Searches the current position: `{ level?, movetime?, depth?, nodes?, seed?, time?,
    /// increment?, movesToGo?, contempt? }` (`time`: the computer's clock in milliseconds,
    /// with `increment` and `movesToGo`: the time manager decides how long to think;
    /// `contempt`: 0 to 100 hundredths of a man less than nothing that a draw is worth to the
    /// side to move, by default the level's). The search table is kept in the game between
    /// calls, `analyse`'s too, so the next move's search starts from what this one learnt
    /// (a level with a chance of a weaker move searches afresh, so that its seed replays it).
    pub fn think(&mut self, options: &JsValue) -> Result<JsValue, JsError> {
        let o = think_options(options)?.read(false).map_err(err)?;
        let t = self.inner.think(&o, &mut self.table).map_err(err)?;
        to_js(&ThoughtDto {
            best: t.best.map(MoveDto::from),
            score: t.score,
            win_in: t.win_in,
            depth: t.depth,
            nodes: t.nodes as f64,
            ms: t.ms,
            pv: t.pv,
            database: t.database.map(|v| v.id()),
        })
    }

    /// The best moves of the current position: `options` are think's (`{ level?, movetime?,
    /// depth?, nodes?, time?, increment?, movesToGo? }`; a level's limits, not its chance of
    /// a weaker move) and `lines?` (1 to 10, default 3). Returns `{ depth, nodes, ms,
    /// database: "win"|"draw"|"loss"|null, lines: [{ score, winIn: number|null, moves:
    /// string[] }] }`: each line a different first move, best first, `score` and `winIn` for
    /// the side to move as `think` gives them, `moves` PDN text from the current position;
    /// `lines` is empty once the game is over. The search table is kept in the game between
    /// calls, so `depth: 1`, then `depth: 2`... each costs little more than its own depth.
    pub fn analyse(&mut self, options: &JsValue) -> Result<JsValue, JsError> {
        let options = think_options(options)?;
        let o = crate::AnalyseOptions {
            think: options.read(true).map_err(err)?,
            lines: options.lines().map_err(err)?,
            also: None,
        };
        let a = self.inner.analyse(&o, &mut self.table).map_err(err)?;
        to_js(&analysis_dto(a))
    }

    /// The review of the game's move number `ply` (1 for the first move; the position before
    /// it is `stateAt(ply - 1)`), searched within think's `options` (as `analyse`, without
    /// `lines`) with the table the game keeps: `{ ply, move, best, score, bestScore, loss,
    /// class: "inaccuracy"|"mistake"|"blunder"|null, line: string[], bestLine: string[],
    /// depth }`. Scores are from White's point of view (the side the game calls White, the
    /// second player in American checkers): a number in hundredths of a man, or `{ win: n }`
    /// / `{ loss: n }` for a win or loss for White in n plies; `score` is the played move's,
    /// `bestScore` the best move's (`best`, whose line is `bestLine`); `loss` what the move
    /// gave away for its player, in hundredths of a man; `line` what the engine expects after
    /// the played move (the line that punishes a bad one). The same object as a line of
    /// `omnidraughts analyse`.
    pub fn review(&mut self, ply: &JsValue, options: &JsValue) -> Result<JsValue, JsError> {
        let n = ply_arg(ply, 1, self.inner.history().len(), "the ply to review")?;
        let o = think_options(options)?.read(false).map_err(err)?;
        let r = crate::review::review_ply(&*self.inner, n, &o, &mut self.table).map_err(err)?;
        to_js(&review_dto(self.inner.info(), r))
    }
}

/// A score from White's point of view: a number, or `{ win }` / `{ loss }` in plies.
#[derive(Serialize)]
#[serde(untagged)]
enum WhiteScoreDto {
    Value(i32),
    Win { win: i32 },
    Loss { loss: i32 },
}

fn white_score_dto(s: crate::review::WhiteScore) -> WhiteScoreDto {
    use crate::review::WhiteScore::*;
    match s {
        Value(v) => WhiteScoreDto::Value(v),
        Win(n) => WhiteScoreDto::Win { win: n },
        Loss(n) => WhiteScoreDto::Loss { loss: n },
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReviewDto {
    ply: usize,
    #[serde(rename = "move")]
    played: String,
    best: String,
    score: WhiteScoreDto,
    best_score: WhiteScoreDto,
    loss: i32,
    class: Option<&'static str>,
    line: Vec<String>,
    best_line: Vec<String>,
    depth: u32,
}

fn review_dto(info: &crate::VariantInfo, r: crate::review::PlyReview) -> ReviewDto {
    ReviewDto {
        ply: r.ply,
        score: white_score_dto(r.white_score(info)),
        best_score: white_score_dto(r.white_best_score(info)),
        played: r.played,
        best: r.best,
        loss: r.loss,
        class: r.class.map(|c| c.id()),
        line: r.line,
        best_line: r.best_line,
        depth: r.depth,
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ThoughtDto {
    best: Option<MoveDto>,
    score: i32,
    win_in: Option<i32>,
    depth: u32,
    nodes: f64,
    ms: f64,
    pv: Vec<String>,
    /// "win", "draw" or "loss" for the side to move, from an endgame database loaded with
    /// `loadEndgameDatabase`; null where none knows the position.
    database: Option<&'static str>,
}

/// The options of `think`, `analyse` and `review` (`ThinkArg`): none is all defaults.
fn think_options(v: &JsValue) -> Result<ThinkArg, JsError> {
    if v.is_undefined() || v.is_null() {
        Ok(ThinkArg::default())
    } else {
        arg(v, "the options")
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LineDto {
    score: i32,
    win_in: Option<i32>,
    moves: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnalysisDto {
    depth: u32,
    nodes: f64,
    ms: f64,
    database: Option<&'static str>,
    lines: Vec<LineDto>,
}

fn analysis_dto(a: crate::Analysed) -> AnalysisDto {
    AnalysisDto {
        depth: a.depth,
        nodes: a.nodes as f64,
        ms: a.ms,
        database: a.database.map(|v| v.id()),
        lines: a
            .lines
            .into_iter()
            .map(|l| LineDto {
                score: l.score,
                win_in: l.win_in,
                moves: l.moves,
            })
            .collect(),
    }
}
