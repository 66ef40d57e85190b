//! The boundary's shapes: the argument objects a caller of the wasm module gives, as Rust types
//! with serde derives, and the plain value they are read from. No JavaScript here: the wasm
//! layer copies a JS value into a [`plain::Plain`] and calls these.

pub mod args;
pub mod plain;
