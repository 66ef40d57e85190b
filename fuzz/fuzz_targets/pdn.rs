//! PDN: arbitrary text through `pdn::read`, then every game it holds replayed as each of the
//! nine games (`Game::from_record`, what `game_from_record` runs). No panic; a game that
//! replays is written by our writer and must read back strictly and replay to the same moves
//! and position (see `check_pdn`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use omnidraughts_fuzz::{check_pdn, for_game};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The wasm layer and the CLI go through game_from_record: check it never panics either.
    for record in omnidraughts::pdn::read(&text).games.iter().take(2) {
        for v in omnidraughts::variant::ALL {
            let _ = omnidraughts::game_from_record(v.id, record);
        }
    }
    for game in 0..9u8 {
        for_game!(game, check_pdn(&text));
    }
});
