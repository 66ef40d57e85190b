//! The only place that knows about JavaScript: converts types and errors, nothing else.
//! Contract: `docs/wasm-api.md`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{new_game, perft_of, variant, AnyGame, MoveView};

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(err)
}

fn string_arg(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ColorNames {
    south: &'static str,
    north: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VariantDto {
    id: &'static str,
    name: &'static str,
    shape: &'static str,
    layout: &'static str,
    first_turn: &'static str,
    color_names: ColorNames,
    rules: &'static str,
    pieces: Vec<&'static str>,
    stacks: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LevelDto {
    level: usize,
    name: &'static str,
    depth: u32,
    movetime: u32,
}

/// The computer's levels, weakest first.
#[wasm_bindgen]
pub fn levels() -> Result<JsValue, JsError> {
    let list: Vec<LevelDto> = crate::search::LEVELS
        .iter()
        .enumerate()
        .map(|(i, l)| LevelDto {
            level: i + 1,
            name: l.name,
            depth: l.depth,
            movetime: l.movetime_ms,
        })
        .collect();
    to_js(&list)
}

#[derive(Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct PlayersDto {
    south: u8,
    north: u8,
}

/// A game as a share link or the saved game holds it (`docs/wasm-api.md`).
#[derive(Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct RecordDto {
    variant: String,
    #[serde(default)]
    fen: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    players: Option<PlayersDto>,
    #[serde(default)]
    south_name: Option<String>,
    #[serde(default)]
    north_name: Option<String>,
    #[serde(default)]
    seed: Option<f64>,
    /// How the game ended when its moves do not say: "resign-south", "resign-north",
    /// "draw-agreed".
    #[serde(default)]
    result: Option<String>,
}

fn player(level: u8) -> crate::link::Player {
    match level {
        0 => crate::link::Player::Human,
        l => crate::link::Player::Computer(l),
    }
}

fn level_of(p: crate::link::Player) -> u8 {
    match p {
        crate::link::Player::Human => 0,
        crate::link::Player::Computer(l) => l,
    }
}

/// The text of a game for a link's fragment or the saved game: `{ variant, fen?, moves?,
/// players?: { south, north } (0 a person, 1-5 the computer's level), southName?,
/// northName?, seed?, result? }` (`result`: "resign-south", "resign-north" or "draw-agreed",
/// an ending the moves do not say). The game is replayed first: a record that is not a legal
/// game is refused.
#[wasm_bindgen(js_name = encodeLink)]
pub fn encode_link(record: &JsValue) -> Result<String, JsError> {
    let r: RecordDto = serde_wasm_bindgen::from_value(record.clone())
        .map_err(|e| JsError::new(&format!("the game record is malformed: {e}")))?;
    let p = r.players.unwrap_or(PlayersDto { south: 0, north: 0 });
    let seed = match r.seed {
        None => None,
        Some(s) if (0.0..=9_007_199_254_740_991.0).contains(&s) && s.fract() == 0.0 => {
            Some(s as u64)
        }
        Some(s) => {
            return Err(JsError::new(&format!(
                "the seed must be a whole number, not {s}"
            )))
        }
    };
    let result = match r.result.as_deref() {
        None => None,
        Some(v) => Some(crate::link::parse_ending(v).map_err(err)?),
    };
    let record = crate::link::Record {
        variant: r.variant,
        fen: r.fen,
        moves: r.moves,
        players: [player(p.south), player(p.north)],
        names: [r.south_name, r.north_name],
        seed,
        result,
    };
    let text = crate::link::encode(&record);
    // What is written must read back: the same checks as decoding (levels, names, moves).
    crate::link::decode(&text).map_err(err)?;
    Ok(text)
}

/// Reads a game from a link's fragment or the saved game, replaying its moves; throws with
/// what is wrong. Returns the record (see `encodeLink`), `fen` and names `null` when absent.
#[wasm_bindgen(js_name = decodeLink)]
pub fn decode_link(text: &JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(text, "the game text")?;
    let (r, _) = crate::link::decode(&text).map_err(err)?;
    to_js(&record_dto(r))
}

fn record_dto(r: crate::link::Record) -> RecordDto {
    RecordDto {
        variant: r.variant,
        fen: r.fen,
        moves: r.moves,
        players: Some(PlayersDto {
            south: level_of(r.players[0]),
            north: level_of(r.players[1]),
        }),
        south_name: r.names[0].clone(),
        north_name: r.names[1].clone(),
        seed: r.seed.map(|s| s as f64),
        result: r.result.map(|e| e.id().to_string()),
    }
}

/// The first game of a PDN file as a record (its variant from the `GameType` tag, else
/// `variant`); throws with what is wrong.
#[wasm_bindgen(js_name = importPdn)]
pub fn import_pdn(text: &JsValue, variant: &JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(text, "the PDN text")?;
    let variant = string_arg(variant, "the variant")?;
    let r = crate::link::from_pdn(&text, &variant).map_err(err)?;
    to_js(&record_dto(r))
}

/// Every game the engine plays, in menu order.
#[wasm_bindgen]
pub fn variants() -> Result<JsValue, JsError> {
    let list: Vec<VariantDto> = variant::ALL
        .iter()
        .map(|v| VariantDto {
            id: v.id,
            name: v.name,
            shape: v.shape.id(),
            layout: layout(v),
            first_turn: v.first.id(),
            color_names: ColorNames {
                south: v.color_names[0],
                north: v.color_names[1],
            },
            rules: v.summary,
            pieces: v.kinds().map(|k| k.id()).collect(),
            stacks: v.stacks,
        })
        .collect();
    to_js(&list)
}

/// Perft: leaf nodes at `depth` from `fen` (or the start position).
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
    perft_of(&variant, fen.as_deref(), depth as u32)
        .map(|n| n as f64)
        .map_err(err)
}

#[derive(serde::Deserialize)]
struct PieceIn {
    color: String,
    kind: String,
}

#[derive(serde::Deserialize)]
struct PlacementIn {
    square: String,
    color: String,
    kind: String,
    #[serde(default)]
    below: Vec<PieceIn>,
}

fn color_of(id: &str) -> Result<crate::Color, JsError> {
    crate::Color::BOTH
        .into_iter()
        .find(|c| c.id() == id)
        .ok_or_else(|| {
            let id: String = id.chars().take(20).collect();
            JsError::new(&format!("'{id}' is not a side (south or north)"))
        })
}

fn piece_of(color: &str, kind: &str) -> Result<crate::Piece, JsError> {
    use crate::PieceKind::*;
    let kind = [Man, King, Bishop, Camel]
        .into_iter()
        .find(|k| k.id() == kind)
        .ok_or_else(|| {
            let kind: String = kind.chars().take(20).collect();
            JsError::new(&format!(
                "'{kind}' is not a kind of piece (man, king, bishop, camel)"
            ))
        })?;
    Ok(crate::Piece {
        color: color_of(color)?,
        kind,
    })
}

/// The FEN of a position set up square by square (`docs/wasm-api.md`): `squares` is
/// `[{ square, color, kind, below? }]`, `below` the checkers under a Stack'Em stack's top,
/// bottom first. Throws with what the game refuses.
#[wasm_bindgen]
pub fn compose(variant: &JsValue, turn: &JsValue, squares: &JsValue) -> Result<String, JsError> {
    let variant = string_arg(variant, "the variant")?;
    let turn = color_of(&string_arg(turn, "the side to move")?)?;
    let list: Vec<PlacementIn> = serde_wasm_bindgen::from_value(squares.clone()).map_err(|e| {
        JsError::new(&format!(
            "the squares must be a list of {{ square, color, kind, below? }}: {e}"
        ))
    })?;
    if list.len() > 100 || list.iter().any(|p| p.below.len() > 48) {
        return Err(JsError::new("too many pieces for any board"));
    }
    let mut placements = Vec::with_capacity(list.len());
    for p in list {
        let mut stack = p
            .below
            .iter()
            .map(|b| piece_of(&b.color, &b.kind))
            .collect::<Result<Vec<_>, _>>()?;
        stack.push(piece_of(&p.color, &p.kind)?);
        placements.push(crate::Placement {
            square: p.square,
            stack,
        });
    }
    crate::compose(&variant, turn, &placements).map_err(err)
}

fn layout(v: &crate::VariantInfo) -> &'static str {
    if v.diamond {
        "diamond"
    } else {
        "square"
    }
}

#[derive(Serialize)]
struct PieceDto {
    color: &'static str,
    kind: &'static str,
}

#[derive(Serialize)]
struct SquareDto {
    name: String,
    file: u8,
    rank: u8,
    piece: Option<PieceDto>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    stack: Vec<PieceDto>,
}

fn piece_dto(p: crate::Piece) -> PieceDto {
    PieceDto {
        color: p.color.id(),
        kind: p.kind.id(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveDto {
    path: Vec<String>,
    captures: Vec<String>,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    promotion: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    crowned_at: Option<usize>,
}

impl From<MoveView> for MoveDto {
    fn from(m: MoveView) -> MoveDto {
        MoveDto {
            path: m.path,
            captures: m.captures,
            text: m.text,
            promotion: m.promotion.map(|k| k.id()),
            crowned_at: m.crowned_at,
        }
    }
}

#[derive(Serialize)]
struct MarkDto {
    square: String,
    kind: &'static str,
    color: &'static str,
}

#[derive(Serialize)]
struct BorneOffDto {
    south: u8,
    north: u8,
}

#[derive(Serialize)]
struct ResultDto {
    winner: Option<&'static str>,
    reason: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateDto {
    variant: &'static str,
    shape: &'static str,
    layout: &'static str,
    size: u8,
    first_turn: &'static str,
    start_turn: &'static str,
    captured_removed: &'static str,
    borne_off: Option<BorneOffDto>,
    marks: Vec<MarkDto>,
    squares: Vec<SquareDto>,
    turn: &'static str,
    turn_name: &'static str,
    moves: Vec<MoveDto>,
    history: Vec<String>,
    last_move: Option<MoveDto>,
    result: Option<ResultDto>,
    can_undo: bool,
    can_redo: bool,
    fen: String,
    start_fen: Option<String>,
    draw_offer: Option<&'static str>,
    /// How the game ended when its moves do not say (`Ending::id`).
    ending: Option<&'static str>,
    message: String,
}

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    inner: Box<dyn AnyGame>,
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
        })
    }

    /// Everything the page draws.
    pub fn state(&self) -> Result<JsValue, JsError> {
        let g = &self.inner;
        let info = g.info();
        let state = StateDto {
            variant: info.id,
            shape: info.shape.id(),
            layout: layout(info),
            size: info.geometry().size,
            first_turn: info.first.id(),
            start_turn: g.start_turn().id(),
            borne_off: g
                .borne_off()
                .map(|[south, north]| BorneOffDto { south, north }),
            marks: g
                .marks()
                .into_iter()
                .map(|(square, kind, c)| MarkDto {
                    square,
                    kind,
                    color: c.id(),
                })
                .collect(),
            captured_removed: if g.immediate_removal() {
                "at-once"
            } else {
                "at-end"
            },
            squares: g
                .squares()
                .into_iter()
                .map(|s| SquareDto {
                    name: s.name,
                    file: s.file,
                    rank: s.rank,
                    piece: s.piece.map(piece_dto),
                    stack: s.stack.into_iter().map(piece_dto).collect(),
                })
                .collect(),
            turn: g.turn().id(),
            turn_name: info.color_name(g.turn()),
            moves: g.legal().into_iter().map(MoveDto::from).collect(),
            history: g.history(),
            last_move: g.last_move().map(MoveDto::from),
            result: g.outcome().map(|o| ResultDto {
                winner: o.winner.map(|c| c.id()),
                reason: o.reason,
            }),
            can_undo: g.can_undo(),
            can_redo: g.can_redo(),
            fen: g.fen(),
            start_fen: g.start_fen(),
            draw_offer: g.draw_offer().map(|c| c.id()),
            ending: g.ending().map(|e| e.id()),
            message: g.message(),
        };
        to_js(&state)
    }

    /// Plays the move with this path (array of square names); returns its PDN text.
    pub fn play(&mut self, path: &JsValue) -> Result<String, JsError> {
        let path: Vec<String> = serde_wasm_bindgen::from_value(path.clone())
            .map_err(|_| JsError::new("the path must be an array of square names"))?;
        if path.len() > 64 {
            return Err(JsError::new("the path is too long"));
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

    /// Why `from`-`to` is not legal; "" when it is.
    pub fn explain(&self, from: &JsValue, to: &JsValue) -> Result<String, JsError> {
        let from = string_arg(from, "the origin square")?;
        let to = string_arg(to, "the destination square")?;
        Ok(self.inner.explain(&from, &to))
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
    /// may resign) or "draw-agreed"; throws when the game is over or the text is not one of
    /// these.
    pub fn end(&mut self, ending: &JsValue) -> Result<(), JsError> {
        let text = string_arg(ending, "the ending")?;
        let e = crate::link::parse_ending(&text).map_err(err)?;
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

    /// Searches the current position: `{ level?, movetime?, depth?, nodes?, seed? }`.
    pub fn think(&self, options: &JsValue) -> Result<JsValue, JsError> {
        let o = think_options(options)?;
        let t = self.inner.think(&o).map_err(err)?;
        to_js(&ThoughtDto {
            best: t.best.map(MoveDto::from),
            score: t.score,
            win_in: t.win_in,
            depth: t.depth,
            nodes: t.nodes as f64,
            ms: t.ms,
            pv: t.pv,
        })
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
}

/// Reads `{ level?, movetime?, depth?, nodes?, seed? }`, every field a number.
fn think_options(v: &JsValue) -> Result<crate::ThinkOptions, JsError> {
    let mut o = crate::ThinkOptions::default();
    if v.is_undefined() || v.is_null() {
        return Ok(o);
    }
    if !v.is_object() {
        return Err(JsError::new("the options must be an object"));
    }
    const KNOWN: [&str; 5] = ["level", "movetime", "depth", "nodes", "seed"];
    for key in js_sys::Object::keys(&js_sys::Object::from(v.clone())).iter() {
        let key = key.as_string().unwrap_or_default();
        if !KNOWN.contains(&key.as_str()) {
            return Err(JsError::new(&format!(
                "unknown option '{}' (the options are {})",
                key.chars().take(40).collect::<String>(),
                KNOWN.join(", ")
            )));
        }
    }
    let field = |name: &str, max: f64| -> Result<Option<f64>, JsError> {
        let x = js_sys::Reflect::get(v, &JsValue::from_str(name))
            .map_err(|_| JsError::new(&format!("cannot read the option '{name}'")))?;
        if x.is_undefined() || x.is_null() {
            return Ok(None);
        }
        match x.as_f64() {
            Some(n) if n.is_finite() && n >= 0.0 && n <= max => Ok(Some(n)),
            _ => Err(JsError::new(&format!(
                "the option '{name}' must be a number from 0 to {max}"
            ))),
        }
    };
    o.level = field("level", 100.0)?.map(|n| n as usize);
    o.movetime_ms = field("movetime", 600_000.0)?;
    o.depth = field("depth", 64.0)?.map(|n| n as u32);
    o.nodes = field("nodes", 1e15)?.map(|n| n as u64);
    o.seed = field("seed", 9_007_199_254_740_991.0)?.map_or(0, |n| n as u64);
    Ok(o)
}
