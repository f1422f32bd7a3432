//! Any text given to `from_fragment` either fails with `invalid_fragment` or gives a game whose
//! own fragment reads back to the same game.
#![no_main]

use damero::{ErrorKind, Game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Game::from_fragment(text) {
        Ok(game) => {
            let again = Game::from_fragment(&game.to_fragment()).expect("own fragment reads back");
            assert_eq!(again.fen(), game.fen());
            assert_eq!(again.history(), game.history());
            assert_eq!(again.status(), game.status());
        }
        Err(e) => assert_eq!(e.kind(), ErrorKind::InvalidFragment),
    }
});
