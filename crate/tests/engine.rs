//! The engine's integration tests, one module a file, compiled into one test binary: the
//! generic engine is instantiated for every game once, not once per file (36 binaries took
//! most of `npm test`'s build time). `cargo test --release --test engine perft::` runs one
//! file's tests (the module's name is the file's). The soak test (`tests/soak.rs`) is a binary
//! of its own: it measures its process's memory, which tests beside it would disturb.

mod common;

mod analysis;
mod capture_reference;
mod cheskers_rules;
mod cli;
mod cli_coast;
mod cli_stackem;
mod clock;
mod coast_playouts;
mod coast_rules;
mod coronet_rules;
mod dxp;
mod egdb;
mod english_rules;
mod error_codes;
mod eval;
mod fen;
mod game_end;
mod game_layer;
mod games;
mod hub;
mod international_rules;
mod italian_rules;
mod learn;
mod link;
mod pdn_tree;
mod perft;
mod playouts;
mod properties;
mod registry;
mod robustness;
mod russian_rules;
mod search;
mod setup;
mod stackem_playouts;
mod stackem_rules;
