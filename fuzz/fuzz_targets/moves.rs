//! Playouts: the first byte picks the game, the second a start position (the start or one of
//! the game's perft table), every further byte (256 at most) the move played (index % number of legal
//! moves). After each move: incremental Zobrist hash = hash from scratch, undo restores the
//! exact position, FEN round trip, piece counts, move texts, result consistent with an empty
//! move list; at the end, the game's PDN replays to the same position (see `check_playout`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use omnidraughts_fuzz::{check_playout, for_game};

fuzz_target!(|data: &[u8]| {
    let [game, start, choices @ ..] = data else {
        return;
    };
    // At most 256 plies: each ply's checks cost time in the length of the game so far, and
    // longer games mostly repeat positions already seen.
    let choices = &choices[..choices.len().min(256)];
    for_game!(*game, check_playout(*start, choices));
});
