//! FEN: the first byte picks the game, the rest is the text. `parse_fen` returns a position
//! or an error, never panics; a position round-trips through `write_fen`, and its moves are
//! generated, written, read back and played soundly (see `check_fen`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use omnidraughts_fuzz::{check_fen, for_game};

fuzz_target!(|data: &[u8]| {
    let Some((&game, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    for_game!(game, check_fen(&text));
});
