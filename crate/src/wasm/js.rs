//! Reading JS values. Reading objects and arrays runs JS code (getters, proxies) that may
//! throw, and a throw that crosses Rust frames skips their clean-up (the game stays borrowed,
//! "recursive use of an object", and what was allocated is lost): every read goes through an
//! import that catches (`Reflect`, `Array.isArray` declared with `catch`) and turns the throw
//! into an error, into a [`Plain`] copy that serde then reads.

use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;

use super::err;
use crate::api::args;
use crate::api::plain::Plain;

pub(super) fn string_arg(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

/// A ply given from JS: a whole number from `lowest` to `played` (the moves played), or an
/// error naming `what` it is.
pub(super) fn ply_arg(
    v: &JsValue,
    lowest: usize,
    played: usize,
    what: &str,
) -> Result<usize, JsError> {
    v.as_f64()
        .filter(|n| n.fract() == 0.0 && (lowest as f64..=played as f64).contains(n))
        .map(|n| n as usize)
        .ok_or_else(|| {
            JsError::new(&format!(
                "{what} must be a whole number from {lowest} to {played} (the moves played)"
            ))
        })
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
}

/// The text of a thrown JS value, for an error message.
pub(super) fn thrown(e: &JsValue) -> String {
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
pub(super) fn is_plain_object(v: &JsValue) -> bool {
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

/// A string, or None for `undefined` and `null`.
pub(super) fn optional_string(v: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if v.is_undefined() || v.is_null() {
        Ok(None)
    } else {
        string_arg(v, what).map(Some)
    }
}

/// The deepest nesting an argument may have (an annotated game's variations, three levels
/// each, are the deepest).
const MAX_DEPTH: usize = 4 * args::MAX_NESTING + 8;

/// The longest array an argument may hold (each field's own limit is checked after).
const MAX_ITEMS: usize = crate::play::link::MAX_MOVES;

/// A copy of `v` as a [`Plain`], read through the imports that catch. `path` is where `v` is
/// in the argument `what`, for the error.
fn plain(v: &JsValue, what: &str, path: &str, depth: usize) -> Result<Plain, JsError> {
    let at = || {
        if path.is_empty() {
            what.to_string()
        } else {
            format!("{what}: {path}")
        }
    };
    if depth > MAX_DEPTH {
        return Err(JsError::new(&format!("{} is nested too deeply", at())));
    }
    let cannot = |e: JsValue| JsError::new(&format!("cannot read {}: {}", at(), thrown(&e)));
    if v.is_undefined() || v.is_null() {
        return Ok(Plain::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(Plain::Bool(b));
    }
    if let Some(n) = v.as_f64() {
        return Ok(Plain::Number(n));
    }
    if let Some(s) = v.as_string() {
        return Ok(Plain::Text(s));
    }
    if is_array(v).map_err(cannot)? {
        let len = js_sys::Reflect::get(v, &JsValue::from_str("length"))
            .map_err(cannot)?
            .as_f64()
            .unwrap_or(0.0);
        if len > MAX_ITEMS as f64 {
            return Err(JsError::new(&format!(
                "too many items in {} ({}; at most {MAX_ITEMS})",
                at(),
                crate::error::number(len)
            )));
        }
        let mut items = Vec::with_capacity(len as usize);
        for i in 0..len as u32 {
            let here = format!("{path}[{i}]");
            let x = js_sys::Reflect::get_u32(v, i).map_err(|e| {
                JsError::new(&format!("cannot read {what}: {here}: {}", thrown(&e)))
            })?;
            items.push(plain(&x, what, &here, depth + 1)?);
        }
        return Ok(Plain::List(items));
    }
    if !is_plain_object(v) {
        return Err(JsError::new(&format!(
            "{} must be a string, a number, a plain object or an array",
            at()
        )));
    }
    let mut fields = Vec::new();
    for key in js_sys::Reflect::own_keys(v).map_err(cannot)?.iter() {
        let Some(name) = key.as_string() else {
            return Err(JsError::new(&format!("{}: a symbol field", at())));
        };
        let here = if path.is_empty() {
            crate::clip(&name)
        } else {
            format!("{path}.{}", crate::clip(&name))
        };
        let x = js_sys::Reflect::get(v, &key)
            .map_err(|e| JsError::new(&format!("cannot read {what}: {here}: {}", thrown(&e))))?;
        let value = plain(&x, what, &here, depth + 1)?;
        fields.push((name, value));
    }
    Ok(Plain::Object(fields))
}

/// Reads the argument `what` as a `T` (one of `crate::api::args`' types, or a list of
/// strings): its own fields only, each of its type; an error names the argument and the field.
pub(super) fn arg<T: DeserializeOwned>(v: &JsValue, what: &str) -> Result<T, JsError> {
    args::read(plain(v, what, "", 0)?, what).map_err(err)
}
