//! Links, PDN files and annotated trees, set-ups and perft: the page's free functions.

use wasm_bindgen::prelude::*;

use super::dto::{record_dto, tree_dto, RecordDto};
use super::js::{arg, optional_string, string_arg};
use super::{err, to_js};
use crate::api::args::{self, GameArg, PlacedArg, RecordArg, ReviewArg, TagArg, TreeArg};

/// The text of a game for a link's fragment or the saved game: `{ variant, fen?, moves?,
/// players?: { south, north } (0 a person, 1-5 the computer's level), southName?,
/// northName?, seed?, result?, clock? }` (`result`: "resign-south", "resign-north",
/// "draw-agreed", "time-south" or "time-north", an ending the moves do not say; `clock`:
/// `{ control, times?, used?, since? }`, see `ClockDto`). The game is replayed first: a
/// record that is not a legal game is refused.
#[wasm_bindgen(js_name = encodeLink)]
pub fn encode_link(record: &JsValue) -> Result<String, JsError> {
    const WHAT: &str = "the game record";
    let record = arg::<RecordArg>(record, WHAT)?.read(WHAT).map_err(err)?;
    let text = crate::play::link::encode(&record);
    // What is written must read back: the same checks as decoding (levels, names, moves).
    crate::play::link::decode(&text).map_err(err)?;
    Ok(text)
}

/// Reads a game from a link's fragment or the saved game, replaying its moves; throws with
/// what is wrong. Returns the record (see `encodeLink`), `fen` and names `null` when absent.
#[wasm_bindgen(js_name = decodeLink)]
pub fn decode_link(text: &JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(text, "the game text")?;
    let (r, _) = crate::play::link::decode(&text).map_err(err)?;
    to_js(&record_dto(r))
}

/// The first game of a PDN file as a record (its variant from the `GameType` tag, else
/// `variant`); throws with what is wrong.
#[wasm_bindgen(js_name = importPdn)]
pub fn import_pdn(text: &JsValue, variant: &JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(text, "the PDN text")?;
    let variant = string_arg(variant, "the variant")?;
    let (r, games) = crate::play::link::import_pdn(&text, &variant).map_err(err)?;
    to_js(&RecordDto {
        games: Some(games),
        ..record_dto(r)
    })
}

/// The most leaves `perft` counts: a few seconds at most (25 to 100 million a second in a
/// browser, depending on the game), not minutes of a frozen page.
#[cfg(feature = "perft")]
const MAX_PERFT_LEAVES: u64 = 100_000_000;

/// Perft: leaf nodes at `depth` from `fen` (or the start position); refused when there would
/// be more than [`MAX_PERFT_LEAVES`].
#[cfg(feature = "perft")]
#[wasm_bindgen]
pub fn perft(variant: &JsValue, fen: &JsValue, depth: &JsValue) -> Result<f64, JsError> {
    let variant = string_arg(variant, "the variant")?;
    let fen = if fen.is_undefined() || fen.is_null() {
        None
    } else {
        Some(string_arg(fen, "the FEN")?)
    };
    let depth = depth
        .as_f64()
        .filter(|d| d.fract() == 0.0 && (0.0..=30.0).contains(d))
        .ok_or_else(|| JsError::new("the depth must be a whole number from 0 to 30"))?;
    crate::perft_within(&variant, fen.as_deref(), depth as u32, MAX_PERFT_LEAVES)
        .map(|n| n as f64)
        .map_err(err)
}

/// The FEN of a position set up square by square (`docs/wasm-api.md`): `squares` is
/// `[{ square, color, kind, below? }]`, `below` the checkers under a Stack'Em stack's top,
/// bottom first. Throws with what the game refuses.
#[wasm_bindgen]
pub fn compose(variant: &JsValue, turn: &JsValue, squares: &JsValue) -> Result<String, JsError> {
    let variant = string_arg(variant, "the variant")?;
    let turn = args::color_of(&string_arg(turn, "the side to move")?).map_err(err)?;
    let squares: Vec<PlacedArg> = arg(squares, "the squares")?;
    let placements = args::placements(squares).map_err(err)?;
    crate::compose(&variant, turn, &placements).map_err(err)
}

/// The first game of a PDN file with its whole tree: `{ variant, fen: string|null, tags:
/// [name, value][], comments: string[], tree: Node[], result: string|null }`, where Node is
/// `{ move: string, nags: number[], before: string[], after: string[], variations: Node[][] }`
/// (`nags`: the marks as NAGs, `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6; `before`: the
/// comments before the move, only at a variation's start; `after`: those after it; each
/// variation replaces the move it is attached to, played from the position before it;
/// `comments`: those before the first move). The game is `variant` (a game id) unless its
/// `GameType` tag says; `fen` is its FEN tag. Every move of every line is played by the
/// rules and given in the engine's text; throws with the move, its number and the variations
/// it is in when one cannot be played.
#[wasm_bindgen(js_name = readPdnTree)]
pub fn read_pdn_tree(text: &JsValue, variant: &JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(text, "the PDN text")?;
    let variant = optional_string(variant, "the variant")?;
    let (game, g) = crate::annotated::read_tree(&text, variant.as_deref()).map_err(err)?;
    to_js(&tree_dto(game.info().id, g))
}

/// A game's review as annotated PDN, the text `omnidraughts analyse --pdn` writes: `game`
/// is `{ variant, fen?, moves }` (PDN text, as the worker's position), `reviews` the objects
/// `Game.review` gave for its moves 1, 2... in order (fewer when the review was stopped),
/// `tags` `[name, value][]` (optional). Each move gets its evaluation as a comment (`[%eval
/// 0.35]`, `[%eval #12]` for a win in 12 plies, White's point of view); a marked move its
/// mark (`?!`, `?`, `??`), a comment with what it lost, the best move and the line that
/// punishes it, and the best line as a variation; the counts and thresholds open the game.
/// Throws when a review is not of the game's move at its place.
#[wasm_bindgen(js_name = reviewPdn)]
pub fn review_pdn(game: &JsValue, reviews: &JsValue, tags: &JsValue) -> Result<String, JsError> {
    let game: GameArg = arg(game, "the game")?;
    let g = crate::replay(&game.variant, game.fen.as_deref(), &game.moves).map_err(err)?;
    let reviews: Vec<ReviewArg> = arg(reviews, "the reviews")?;
    if reviews.len() > game.moves.len() {
        return Err(JsError::new(&format!(
            "too many items in the reviews ({}; the game has {} moves)",
            reviews.len(),
            game.moves.len()
        )));
    }
    let info = g.info();
    let mut mover = g.start_turn();
    let reviews = reviews
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let r = r.read(info, mover, &format!("the reviews: [{i}]"));
            mover = mover.other();
            r
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(err)?;
    let tags: Option<Vec<TagArg>> = arg(tags, "the tags")?;
    let tags = args::tags(tags).map_err(err)?;
    crate::review::review_pdn(&*g, &reviews, &tags).map_err(err)
}

/// An annotated game (`readPdnTree`'s shape; `fen`, `tags`, `comments` and `result` may be
/// left out) as PDN text, with its comments, marks and variations: every move is checked as
/// by `readPdnTree` first, and the text written reads back to the same tree. The `FEN` tag
/// is `fen`'s; `GameType` and `Result` are written by the engine (the result the rules give
/// when the main line ends the game, else `result`, else `*`).
#[wasm_bindgen(js_name = writePdnTree)]
pub fn write_pdn_tree(game: &JsValue) -> Result<String, JsError> {
    let game: TreeArg = arg(game, "the annotated game")?;
    let info = crate::variant::info(&game.variant).map_err(err)?;
    let g = game.read().map_err(err)?;
    crate::annotated::write_tree(info, &g).map_err(err)
}
