//! The only place that knows about JavaScript: converts types and errors, nothing else.
//! Contract: `docs/wasm-api.md`. The argument objects are the Rust types of `crate::api`,
//! read from a plain copy of the JS value (`js`); the answers are the shapes of `dto`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::variant;

// Reading JS values: strings, plies, and the plain copy serde reads an argument object from.
mod js;
// The answers' shapes, as serde writes them to JS.
mod dto;
// The game in progress, `Game`.
mod game;
// Links, PDN files and trees, set-ups, perft: the free functions of the page's wasm.
mod records;
// The computer's exports (think, analyse, review, the endgame databases): the worker's wasm.
#[cfg(feature = "search")]
mod search;

use dto::{ColorNames, LevelDto, VariantDto};

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
pub(super) fn err(e: impl Into<crate::Error>) -> JsError {
    let e = e.into();
    let thrown = JsError::new(&e.to_string());
    if let Some(said) = e.said().and_then(|s| to_js(&dto::SaidDto::from(s)).ok()) {
        // a clone of a JsError is the same JS object: the property lands on the one thrown
        let object = JsValue::from(thrown.clone());
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str("said"), &said);
    }
    thrown
}

pub(super) fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
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

/// Every game the engine plays, in menu order.
#[wasm_bindgen]
pub fn variants() -> Result<JsValue, JsError> {
    let list: Vec<VariantDto> = variant::ALL
        .iter()
        .map(|v| VariantDto {
            id: v.id,
            name: v.name,
            shape: v.shape.id(),
            layout: dto::layout(v),
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
