//! Share links and saved games (`link`): any text is read as a record and replayed, or refused
//! with a message, never a panic; what is read writes back to a text that reads as the same
//! record, and PDN import of any text is likewise sound.
#![no_main]

use libfuzzer_sys::fuzz_target;
use omnidraughts::link;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok((record, game)) = link::decode(&text) {
        let again = link::encode(&record);
        let (back, replayed) = link::decode(&again).expect("our own text reads back");
        assert_eq!(back, record);
        assert_eq!(replayed.fen(), game.fen());
    }
    if let Ok(record) = link::from_pdn(&text, "english") {
        let written = link::encode(&record);
        link::decode(&written).expect("an imported game writes a readable link");
    }
});
