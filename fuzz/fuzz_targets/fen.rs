//! Any text given as a FEN either fails with `invalid_fen` or gives a position whose canonical
//! FEN reads back to itself.
#![no_main]

use damero::{ErrorKind, Game, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Game::from_fen(Variant::English, text, None) {
        Ok(game) => {
            let again = Game::from_fen(Variant::English, &game.fen(), None).expect("own FEN reads back");
            assert_eq!(again.fen(), game.fen());
            let _ = game.legal_moves();
            let _ = game.status();
        }
        Err(e) => assert_eq!(e.kind(), ErrorKind::InvalidFen),
    }
});
