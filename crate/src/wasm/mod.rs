//! The only place that knows about JavaScript: converts types and errors, nothing else.
//! Contract: `docs/wasm-api.md`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{new_game, variant, AnyGame, MoveView, Said, Value};

// The computer's exports (think, analyse, review, the endgame databases): the worker's wasm.
#[cfg(feature = "search")]
mod search;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The system allocator, counting the bytes it holds for the engine: the wasm memory only
/// ever grows, so the soak tests read this to see that games leave nothing behind.
struct Counted;

static IN_USE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

// SAFETY: every call is passed to `System` as it is; only a counter is kept beside.
unsafe impl std::alloc::GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        let p = std::alloc::System.alloc(layout);
        if !p.is_null() {
            IN_USE.fetch_add(layout.size(), std::sync::atomic::Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        std::alloc::System.dealloc(ptr, layout);
        IN_USE.fetch_sub(layout.size(), std::sync::atomic::Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        let p = std::alloc::System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            IN_USE.fetch_sub(layout.size(), std::sync::atomic::Ordering::Relaxed);
            IN_USE.fetch_add(new_size, std::sync::atomic::Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

/// The bytes the engine holds now (its games, their histories, what a call is building):
/// for the soak tests, which check that it comes back to the same figure after every game.
#[wasm_bindgen(js_name = memoryInUse)]
pub fn memory_in_use() -> f64 {
    IN_USE.load(std::sync::atomic::Ordering::Relaxed) as f64
}

/// An engine error thrown as a JS `Error`: its `message` is the English, and an error a
/// player can cause (a bad FEN, PDN, link, set-up, move) also carries what was wrong as a
/// `said` property, a [`Said`] in the shape the API returns it (`SaidDto`), for the page to
/// word in the player's language.
fn err(e: impl Into<crate::Error>) -> JsError {
    let e = e.into();
    let thrown = JsError::new(&e.to_string());
    if let Some(said) = e.said().and_then(|s| to_js(&SaidDto::from(s)).ok()) {
        // a clone of a JsError is the same JS object: the property lands on the one thrown
        let object = JsValue::from(thrown.clone());
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str("said"), &said);
    }
    thrown
}

fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// The largest whole number a JS number holds exactly (2^53 - 1).
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

fn string_arg(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

/// A ply given from JS: a whole number from `lowest` to `played` (the moves played), or an
/// error naming `what` it is.
fn ply_arg(v: &JsValue, lowest: usize, played: usize, what: &str) -> Result<usize, JsError> {
    v.as_f64()
        .filter(|n| n.fract() == 0.0 && (lowest as f64..=played as f64).contains(n))
        .map(|n| n as usize)
        .ok_or_else(|| {
            JsError::new(&format!(
                "{what} must be a whole number from {lowest} to {played} (the moves played)"
            ))
        })
}

// Reading objects and arrays from JS runs JS code (getters, proxies) that may throw. A throw
// that crosses Rust frames skips their clean-up: the game stays borrowed ("recursive use of
// an object") and what was allocated is lost. So every read below goes through an import
// that catches (`Reflect`, `Array.isArray` declared with `catch`) and turns the throw into an
// error; serde reads only values already known to be plain.

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
}

/// The text of a thrown JS value, for an error message.
fn thrown(e: &JsValue) -> String {
    // Reflect.get only: even `instanceof` can run a proxy's code
    let text = js_sys::Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "it threw".into());
    text.chars().take(80).collect()
}

/// Whether `v` is a plain object (`{ ... }` or `Object.create(null)`), not an array, a
/// function, a date or any other kind of object.
fn is_plain_object(v: &JsValue) -> bool {
    let proto = |o: &JsValue| js_sys::Reflect::get_prototype_of(o).map(JsValue::from);
    v.is_object()
        && !is_array(v).unwrap_or(true)
        && match proto(v) {
            Ok(p) if p.is_null() => true,
            // Object.prototype is the one prototype whose own prototype is null
            Ok(p) => proto(&p).is_ok_and(|pp| pp.is_null()),
            Err(_) => false,
        }
}

/// The value of `key` in the object `v`.
fn field(v: &JsValue, key: &str, what: &str) -> Result<JsValue, JsError> {
    js_sys::Reflect::get(v, &JsValue::from_str(key))
        .map_err(|e| JsError::new(&format!("cannot read {what} '{key}': {}", thrown(&e))))
}

/// The names of the fields of the object `v`, each one of `known`.
fn check_fields(v: &JsValue, what: &str, known: &[&str]) -> Result<(), JsError> {
    let keys = js_sys::Reflect::own_keys(v)
        .map_err(|e| JsError::new(&format!("cannot read {what}: {}", thrown(&e))))?;
    for key in keys.iter() {
        match key.as_string() {
            Some(k) if known.contains(&k.as_str()) => {}
            k => {
                return Err(JsError::new(&format!(
                    "unknown field '{}' in {what} (the fields are {})",
                    k.unwrap_or_else(|| "(a symbol)".into())
                        .chars()
                        .take(40)
                        .collect::<String>(),
                    known.join(", ")
                )))
            }
        }
    }
    Ok(())
}

/// An array of at most `max` items, each read by `item` (given the item and its index).
fn list_of<T>(
    v: &JsValue,
    what: &str,
    max: usize,
    mut item: impl FnMut(&JsValue, u32) -> Result<T, JsError>,
) -> Result<Vec<T>, JsError> {
    if !is_array(v).unwrap_or(false) {
        return Err(JsError::new(&format!("{what} must be an array")));
    }
    let len = field(v, "length", what)?
        .as_f64()
        .ok_or_else(|| JsError::new(&format!("{what} must be an array")))?;
    if len > max as f64 {
        return Err(JsError::new(&format!(
            "too many items in {what} ({}; at most {max})",
            crate::error::number(len)
        )));
    }
    (0..len as u32)
        .map(|i| {
            let x = js_sys::Reflect::get_u32(v, i)
                .map_err(|e| JsError::new(&format!("cannot read {what}: {}", thrown(&e))))?;
            item(&x, i)
        })
        .collect()
}

/// An array of at most `max` strings.
fn string_list(v: &JsValue, what: &str, max: usize) -> Result<Vec<String>, JsError> {
    let not_list = || JsError::new(&format!("{what} must be an array of strings"));
    if !is_array(v).unwrap_or(false) {
        return Err(not_list());
    }
    list_of(v, what, max, |x, _| x.as_string().ok_or_else(not_list))
}

/// A string, or None for `undefined` and `null`.
fn optional_string(v: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if v.is_undefined() || v.is_null() {
        Ok(None)
    } else {
        string_arg(v, what).map(Some)
    }
}

/// A number, or None for `undefined` and `null`.
fn optional_number(v: &JsValue, what: &str) -> Result<Option<f64>, JsError> {
    if v.is_undefined() || v.is_null() {
        Ok(None)
    } else {
        v.as_f64()
            .map(Some)
            .ok_or_else(|| JsError::new(&format!("{what} must be a number")))
    }
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
    let list: Vec<LevelDto> = crate::ai::search::LEVELS
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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayersDto {
    south: u8,
    north: u8,
}

/// A game as a share link or the saved game holds it (`docs/wasm-api.md`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RecordDto {
    variant: String,
    fen: Option<String>,
    moves: Vec<String>,
    players: Option<PlayersDto>,
    south_name: Option<String>,
    north_name: Option<String>,
    seed: Option<f64>,
    /// How the game ended when its moves do not say: "resign-south", "resign-north",
    /// "draw-agreed", "time-south", "time-north".
    result: Option<String>,
    /// The time control and the clocks, in a game played with one (absent without).
    #[serde(skip_serializing_if = "Option::is_none")]
    clock: Option<ClockDto>,
    /// How many games the PDN file held (an import only).
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<usize>,
}

/// A game's clocks (`crate::play::clock::ClockRecord`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ClockDto {
    /// "300+3" (Fischer: seconds, increment) or "1/30" (seconds per move).
    control: String,
    /// The mover's clock after each move, in tenths of a second.
    times: Vec<u32>,
    /// Tenths used by the side to move on the move under way.
    used: u32,
    /// When the running clock last started, in ms since 1970 (the saved game only).
    since: Option<f64>,
}

fn clock_dto(c: crate::play::clock::ClockRecord) -> ClockDto {
    ClockDto {
        control: c.control.text(),
        times: c.times,
        used: c.used,
        since: c.since.map(|s| s as f64),
    }
}

/// A whole number from 0 to `max`, or None for `undefined` and `null`.
fn optional_whole(v: &JsValue, what: &str, max: f64) -> Result<Option<f64>, JsError> {
    match optional_number(v, what)? {
        Some(n) if n.fract() == 0.0 && (0.0..=max).contains(&n) => Ok(Some(n)),
        Some(n) => Err(JsError::new(&format!(
            "{what} must be a whole number from 0 to {}, not {}",
            crate::error::number(max),
            crate::error::number(n)
        ))),
        None => Ok(None),
    }
}

/// Reads a game's clocks `{ control, times?, used?, since? }` (`ClockDto`): known fields only,
/// each of its type; the times are checked against the game by the caller.
fn clock_arg(v: &JsValue) -> Result<crate::play::clock::ClockRecord, JsError> {
    const WHAT: &str = "the clock";
    if !is_plain_object(v) {
        return Err(JsError::new(
            "the clock must be an object { control, times?, used?, since? }",
        ));
    }
    check_fields(v, WHAT, &["control", "times", "used", "since"])?;
    let control = string_arg(&field(v, "control", WHAT)?, "the clock's control")?;
    let control = crate::play::clock::TimeControl::parse(&control).map_err(err)?;
    let most = f64::from(crate::play::clock::MAX_TENTHS);
    let times = field(v, "times", WHAT)?;
    let times = if times.is_undefined() || times.is_null() {
        Vec::new()
    } else {
        list_of(
            &times,
            "the clock's times",
            crate::play::link::MAX_MOVES,
            |x, i| {
                let t = optional_whole(x, &format!("the clock's time {i}"), most)?;
                t.map(|t| t as u32)
                    .ok_or_else(|| JsError::new(&format!("the clock's time {i} must be a number")))
            },
        )?
    };
    let used = optional_whole(&field(v, "used", WHAT)?, "the clock's used time", most)?;
    let since = optional_whole(&field(v, "since", WHAT)?, "the clock's since", MAX_SAFE)?;
    Ok(crate::play::clock::ClockRecord {
        control,
        times,
        used: used.map_or(0, |u| u as u32),
        since: since.map(|s| s as u64),
    })
}

fn player(level: u8) -> crate::play::link::Player {
    match level {
        0 => crate::play::link::Player::Human,
        l => crate::play::link::Player::Computer(l),
    }
}

fn level_of(p: crate::play::link::Player) -> u8 {
    match p {
        crate::play::link::Player::Human => 0,
        crate::play::link::Player::Computer(l) => l,
    }
}

/// Reads a game record (`encodeLink`): known fields only, each of its type.
fn record_arg(v: &JsValue) -> Result<crate::play::link::Record, JsError> {
    const WHAT: &str = "the game record";
    if !is_plain_object(v) {
        return Err(JsError::new(
            "the game record is malformed: it must be an object { variant, ... }",
        ));
    }
    const FIELDS: [&str; 9] = [
        "variant",
        "fen",
        "moves",
        "players",
        "southName",
        "northName",
        "seed",
        "result",
        "clock",
    ];
    check_fields(v, WHAT, &FIELDS)?;
    let variant = string_arg(&field(v, "variant", WHAT)?, "the record's variant")?;
    let fen = optional_string(&field(v, "fen", WHAT)?, "the record's fen")?;
    let moves = field(v, "moves", WHAT)?;
    let moves = if moves.is_undefined() || moves.is_null() {
        Vec::new()
    } else {
        string_list(&moves, "the record's moves", crate::play::link::MAX_MOVES)?
    };
    let players = field(v, "players", WHAT)?;
    let players = if players.is_undefined() || players.is_null() {
        [crate::play::link::Player::Human; 2]
    } else {
        const WHAT: &str = "the record's players";
        if !is_plain_object(&players) {
            return Err(JsError::new(
                "the record's players must be an object { south, north }",
            ));
        }
        check_fields(&players, WHAT, &["south", "north"])?;
        let level = |side: &str| -> Result<crate::play::link::Player, JsError> {
            match optional_number(
                &field(&players, side, WHAT)?,
                &format!("the level of {side}"),
            )? {
                None => Ok(crate::play::link::Player::Human),
                Some(n) if n.fract() == 0.0 && (0.0..=255.0).contains(&n) => Ok(player(n as u8)),
                Some(n) => Err(JsError::new(&format!(
                    "the level of {side} must be 0 (a person) or 1 to 5, not {}",
                    crate::error::number(n)
                ))),
            }
        };
        [level("south")?, level("north")?]
    };
    let names = [
        optional_string(&field(v, "southName", WHAT)?, "the record's southName")?,
        optional_string(&field(v, "northName", WHAT)?, "the record's northName")?,
    ];
    let seed = match optional_number(&field(v, "seed", WHAT)?, "the seed")? {
        None => None,
        Some(s) if (0.0..=MAX_SAFE).contains(&s) && s.fract() == 0.0 => Some(s as u64),
        Some(s) => {
            return Err(JsError::new(&format!(
                "the seed must be a whole number, not {}",
                crate::error::number(s)
            )))
        }
    };
    let result = match optional_string(&field(v, "result", WHAT)?, "the record's result")? {
        None => None,
        Some(r) => Some(crate::play::link::parse_ending(&r).map_err(err)?),
    };
    let clock = field(v, "clock", WHAT)?;
    let clock = if clock.is_undefined() || clock.is_null() {
        None
    } else {
        Some(clock_arg(&clock)?)
    };
    Ok(crate::play::link::Record {
        variant,
        fen,
        moves,
        players,
        names,
        seed,
        result,
        clock,
    })
}

/// The text of a game for a link's fragment or the saved game: `{ variant, fen?, moves?,
/// players?: { south, north } (0 a person, 1-5 the computer's level), southName?,
/// northName?, seed?, result?, clock? }` (`result`: "resign-south", "resign-north",
/// "draw-agreed", "time-south" or "time-north", an ending the moves do not say; `clock`:
/// `{ control, times?, used?, since? }`, see `ClockDto`). The game is replayed first: a
/// record that is not a legal game is refused.
#[wasm_bindgen(js_name = encodeLink)]
pub fn encode_link(record: &JsValue) -> Result<String, JsError> {
    let record = record_arg(record)?;
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

fn record_dto(r: crate::play::link::Record) -> RecordDto {
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
        clock: r.clock.map(clock_dto),
        games: None,
    }
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
    // a piece: `{ color, kind }`, and for a square also `square` and `below`
    let piece = |v: &JsValue, what: &str, fields: &[&str]| -> Result<crate::Piece, JsError> {
        if !is_plain_object(v) {
            return Err(JsError::new(&format!(
                "{what} must be an object {{ {} }}",
                fields.join(", ")
            )));
        }
        check_fields(v, what, fields)?;
        let color = string_arg(&field(v, "color", what)?, &format!("the color of {what}"))?;
        let kind = string_arg(&field(v, "kind", what)?, &format!("the kind of {what}"))?;
        piece_of(&color, &kind)
    };
    let placements = list_of(squares, "the squares", 100, |v, i| {
        let what = format!("square entry {i}");
        let top = piece(v, &what, &["square", "color", "kind", "below"])?;
        let square = string_arg(
            &field(v, "square", &what)?,
            &format!("the square of {what}"),
        )?;
        let below = field(v, "below", &what)?;
        let mut stack = if below.is_undefined() || below.is_null() {
            Vec::new()
        } else {
            list_of(&below, &format!("the checkers below {what}"), 48, |b, _| {
                piece(b, &format!("a checker below {what}"), &["color", "kind"])
            })?
        };
        stack.push(top);
        Ok(crate::Placement { square, stack })
    })?;
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
    reason: SaidDto,
}

/// A [`Said`] for the page to word: `{"code": "cannot-move", "values": {"winner": {"color":
/// "north", "name": "Black"}, ...}}`; a value is a side (`{"color": "south"|"north", "name":
/// its English name}`), `{"square": "22"}`, `{"moves": ["22x15", ...]}`, `{"said": {...}}`,
/// text given from outside (`{"text": "x9"}`), a whole number (`{"number": 12}`), a game
/// (`{"game": "russian", "name": "Russian draughts"}`) or a kind of piece (`{"kind":
/// "king"}`); `english` is the engine's own wording.
#[derive(Serialize)]
struct SaidDto {
    code: &'static str,
    values: std::collections::BTreeMap<&'static str, ValueDto>,
    english: String,
}

#[derive(Serialize)]
#[serde(untagged)]
enum ValueDto {
    Color {
        color: &'static str,
        name: &'static str,
    },
    Square {
        square: String,
    },
    Moves {
        moves: Vec<String>,
    },
    Said {
        said: Box<SaidDto>,
    },
    Text {
        text: String,
    },
    Number {
        number: u64,
    },
    Game {
        game: &'static str,
        name: &'static str,
    },
    Kind {
        kind: &'static str,
    },
}

impl From<Said> for SaidDto {
    fn from(s: Said) -> SaidDto {
        let english = s.to_string();
        let values = s
            .values
            .into_iter()
            .map(|(name, v)| {
                let v = match v {
                    Value::Color(c, name) => ValueDto::Color {
                        color: c.id(),
                        name,
                    },
                    Value::Square(square) => ValueDto::Square { square },
                    Value::Moves(moves) => ValueDto::Moves { moves },
                    Value::Said(inner) => ValueDto::Said {
                        said: Box::new(SaidDto::from(*inner)),
                    },
                    Value::Text(text) => ValueDto::Text { text },
                    Value::Number(number) => ValueDto::Number { number },
                    Value::Game(game, name) => ValueDto::Game { game, name },
                    Value::Kind(kind) => ValueDto::Kind { kind },
                };
                (name, v)
            })
            .collect();
        SaidDto {
            code: s.code.id(),
            values,
            english,
        }
    }
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
    message: SaidDto,
}

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    inner: Box<dyn AnyGame>,
    /// The search table `analyse` keeps between calls.
    #[cfg(feature = "search")]
    table: crate::SearchTable,
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
        let record = record_arg(record)?;
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
        let path = string_list(path, "the path", 64)?;
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
        let clock = clock_arg(clock)?;
        crate::play::link::pdn_with_clock(&*self.inner, &clock).map_err(err)
    }
}

/// Reads a score as `review` gives it: a whole number, `{ win }` or `{ loss }`.
fn white_score_arg(v: &JsValue, what: &str) -> Result<crate::review::WhiteScore, JsError> {
    use crate::review::WhiteScore;
    let bad = || {
        JsError::new(&format!(
            "{what} must be a whole number, {{ win }} or {{ loss }}"
        ))
    };
    if let Some(n) = v.as_f64() {
        return (n.fract() == 0.0 && n.abs() <= 1e6)
            .then_some(WhiteScore::Value(n as i32))
            .ok_or_else(bad);
    }
    if !is_plain_object(v) {
        return Err(bad());
    }
    check_fields(v, what, &["win", "loss"])?;
    let plies = |key: &str| optional_whole(&field(v, key, what)?, what, 1000.0);
    match (plies("win")?, plies("loss")?) {
        (Some(n), None) => Ok(WhiteScore::Win(n as i32)),
        (None, Some(n)) => Ok(WhiteScore::Loss(n as i32)),
        _ => Err(bad()),
    }
}

/// Reads a review as `Game.review` gives it (its `depth` and `loss` may be left out).
fn review_arg(
    info: &crate::VariantInfo,
    mover: crate::Color,
    v: &JsValue,
    what: &str,
) -> Result<crate::review::PlyReview, JsError> {
    if !is_plain_object(v) {
        return Err(JsError::new(&format!(
            "{what} must be an object as Game.review gives"
        )));
    }
    const FIELDS: [&str; 10] = [
        "ply",
        "move",
        "best",
        "score",
        "bestScore",
        "loss",
        "class",
        "line",
        "bestLine",
        "depth",
    ];
    check_fields(v, what, &FIELDS)?;
    let get = |key: &str| field(v, key, what);
    let text = |key: &str| string_arg(&get(key)?, &format!("the {key} of {what}"));
    let class = match optional_string(&get("class")?, &format!("the class of {what}"))? {
        None => None,
        Some(c) => Some(
            [
                crate::ai::review::Class::Inaccuracy,
                crate::ai::review::Class::Mistake,
                crate::ai::review::Class::Blunder,
            ]
            .into_iter()
            .find(|k| k.id() == c)
            .ok_or_else(|| {
                JsError::new(&format!(
                    "the class of {what} must be inaccuracy, mistake, blunder or null"
                ))
            })?,
        ),
    };
    let lines = |key: &str| -> Result<Vec<String>, JsError> {
        let x = get(key)?;
        if x.is_undefined() || x.is_null() {
            return Ok(Vec::new());
        }
        string_list(&x, &format!("the {key} of {what}"), 64)
    };
    let whole = |key: &str| optional_whole(&get(key)?, &format!("the {key} of {what}"), 1e6);
    let score = white_score_arg(&get("score")?, &format!("the score of {what}"))?;
    let best = white_score_arg(&get("bestScore")?, &format!("the bestScore of {what}"))?;
    Ok(crate::review::PlyReview {
        ply: whole("ply")?.unwrap_or(0.0) as usize,
        mover,
        played: text("move")?,
        best: text("best")?,
        score: score.for_mover(info, mover),
        best_score: best.for_mover(info, mover),
        loss: whole("loss")?.unwrap_or(0.0) as i32,
        class,
        line: lines("line")?,
        best_line: lines("bestLine")?,
        depth: whole("depth")?.unwrap_or(0.0) as u32,
    })
}

/// A move of an annotated game's tree (`readPdnTree`).
#[derive(Serialize)]
struct NodeDto {
    #[serde(rename = "move")]
    text: String,
    nags: Vec<u16>,
    before: Vec<String>,
    after: Vec<String>,
    variations: Vec<Vec<NodeDto>>,
}

fn node_dto(m: crate::pdn::PdnMove) -> NodeDto {
    NodeDto {
        text: m.text,
        nags: m.nags,
        before: m.before,
        after: m.after,
        variations: m
            .variations
            .into_iter()
            .map(|v| v.into_iter().map(node_dto).collect())
            .collect(),
    }
}

/// An annotated game (`readPdnTree`, `writePdnTree`).
#[derive(Serialize)]
struct TreeDto {
    variant: &'static str,
    fen: Option<String>,
    tags: Vec<(String, String)>,
    comments: Vec<String>,
    tree: Vec<NodeDto>,
    result: Option<String>,
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
    to_js(&TreeDto {
        variant: game.info().id,
        fen: g.tag("FEN").map(str::to_string),
        tags: g.tags,
        comments: g.comments,
        tree: g.tree.into_iter().map(node_dto).collect(),
        result: g.result,
    })
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
    const WHAT: &str = "the game";
    if !is_plain_object(game) {
        return Err(JsError::new(
            "the game must be an object { variant, fen?, moves }",
        ));
    }
    check_fields(game, WHAT, &["variant", "fen", "moves"])?;
    let variant = string_arg(&field(game, "variant", WHAT)?, "the game's variant")?;
    let fen = optional_string(&field(game, "fen", WHAT)?, "the game's fen")?;
    let moves = string_list(
        &field(game, "moves", WHAT)?,
        "the game's moves",
        crate::play::link::MAX_MOVES,
    )?;
    let g = crate::replay(&variant, fen.as_deref(), &moves).map_err(err)?;
    let info = g.info();
    let mut mover = g.start_turn();
    let reviews = list_of(reviews, "the reviews", moves.len(), |r, i| {
        let r = review_arg(info, mover, r, &format!("review {}", i + 1))?;
        mover = mover.other();
        Ok(r)
    })?;
    let tags = if tags.is_undefined() || tags.is_null() {
        Vec::new()
    } else {
        tags_arg(tags)?
    };
    crate::review::review_pdn(&*g, &reviews, &tags).map_err(err)
}

/// Reads tags `[name, value][]`.
fn tags_arg(tags: &JsValue) -> Result<Vec<(String, String)>, JsError> {
    list_of(tags, "the tags", 100, |t, i| {
        let pair = string_list(t, &format!("tag {i}"), 2)?;
        match <[String; 2]>::try_from(pair) {
            Ok([k, v]) => Ok((k, v)),
            Err(_) => Err(JsError::new(&format!("tag {i} must be [name, value]"))),
        }
    })
}

/// The deepest variation nesting `writePdnTree` reads.
const MAX_NESTING: usize = 32;

/// Reads a list of tree nodes (`readPdnTree`'s Node), `count` the moves read so far.
fn nodes_arg(
    v: &JsValue,
    what: &str,
    nesting: usize,
    count: &mut usize,
) -> Result<Vec<crate::pdn::PdnMove>, JsError> {
    if nesting > MAX_NESTING {
        return Err(JsError::new(&format!(
            "the variations are nested too deep (at most {MAX_NESTING})"
        )));
    }
    list_of(v, what, crate::play::link::MAX_MOVES, |node, i| {
        *count += 1;
        if *count > crate::play::link::MAX_MOVES {
            return Err(JsError::new(&format!(
                "the tree has too many moves (at most {})",
                crate::play::link::MAX_MOVES
            )));
        }
        let here = format!("move {i} of {what}");
        if !is_plain_object(node) {
            return Err(JsError::new(&format!(
                "{here} must be an object {{ move, nags?, before?, after?, variations? }}"
            )));
        }
        check_fields(
            node,
            &here,
            &["move", "nags", "before", "after", "variations"],
        )?;
        let text = string_arg(&field(node, "move", &here)?, &format!("the move of {here}"))?;
        let strings = |key: &str| -> Result<Vec<String>, JsError> {
            let x = field(node, key, &here)?;
            if x.is_undefined() || x.is_null() {
                return Ok(Vec::new());
            }
            string_list(&x, &format!("the {key} comments of {here}"), 100)
        };
        let nags = field(node, "nags", &here)?;
        let nags = if nags.is_undefined() || nags.is_null() {
            Vec::new()
        } else {
            list_of(&nags, &format!("the nags of {here}"), 16, |n, _| {
                optional_whole(n, &format!("a nag of {here}"), 255.0)?
                    .map(|n| n as u16)
                    .ok_or_else(|| JsError::new(&format!("a nag of {here} must be a number")))
            })?
        };
        let variations = field(node, "variations", &here)?;
        let variations = if variations.is_undefined() || variations.is_null() {
            Vec::new()
        } else {
            list_of(
                &variations,
                &format!("the variations of {here}"),
                64,
                |line, k| {
                    nodes_arg(
                        line,
                        &format!("variation {k} of {here}"),
                        nesting + 1,
                        count,
                    )
                },
            )?
        };
        Ok(crate::pdn::PdnMove {
            text,
            nags,
            before: strings("before")?,
            after: strings("after")?,
            variations,
        })
    })
}

/// An annotated game (`readPdnTree`'s shape; `fen`, `tags`, `comments` and `result` may be
/// left out) as PDN text, with its comments, marks and variations: every move is checked as
/// by `readPdnTree` first, and the text written reads back to the same tree. The `FEN` tag
/// is `fen`'s; `GameType` and `Result` are written by the engine (the result the rules give
/// when the main line ends the game, else `result`, else `*`).
#[wasm_bindgen(js_name = writePdnTree)]
pub fn write_pdn_tree(game: &JsValue) -> Result<String, JsError> {
    const WHAT: &str = "the annotated game";
    if !is_plain_object(game) {
        return Err(JsError::new(
            "the annotated game must be an object { variant, fen?, tags?, comments?, tree, result? }",
        ));
    }
    check_fields(
        game,
        WHAT,
        &["variant", "fen", "tags", "comments", "tree", "result"],
    )?;
    let variant = string_arg(&field(game, "variant", WHAT)?, "the game's variant")?;
    let info = crate::variant::info(&variant).map_err(err)?;
    let fen = optional_string(&field(game, "fen", WHAT)?, "the game's fen")?;
    let tags = field(game, "tags", WHAT)?;
    let mut tags = if tags.is_undefined() || tags.is_null() {
        Vec::new()
    } else {
        tags_arg(&tags)?
    };
    tags.retain(|(k, _)| !["fen", "setup", "gametype"].contains(&k.to_ascii_lowercase().as_str()));
    if let Some(f) = fen {
        tags.push(("FEN".into(), f));
    }
    let comments = field(game, "comments", WHAT)?;
    let comments = if comments.is_undefined() || comments.is_null() {
        Vec::new()
    } else {
        string_list(&comments, "the game's comments", 100)?
    };
    let mut count = 0;
    let tree = nodes_arg(&field(game, "tree", WHAT)?, "the tree", 0, &mut count)?;
    let result = optional_string(&field(game, "result", WHAT)?, "the game's result")?;
    let g = crate::pdn::PdnGame {
        tags,
        comments,
        tree,
        result,
        line: 0,
    };
    crate::annotated::write_tree(info, &g).map_err(err)
}

/// Everything the page draws of `g`.
fn state_of(g: &dyn AnyGame) -> Result<JsValue, JsError> {
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
            reason: o.reason.into(),
        }),
        can_undo: g.can_undo(),
        can_redo: g.can_redo(),
        fen: g.fen(),
        start_fen: g.start_fen(),
        draw_offer: g.draw_offer().map(|c| c.id()),
        ending: g.ending().map(|e| e.id()),
        message: g.message().into(),
    };
    to_js(&state)
}
