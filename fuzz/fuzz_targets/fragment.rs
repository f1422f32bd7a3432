//! Any text given to `from_fragment` either fails with `invalid_fragment` or gives a game with
//! every property of `damero_fuzz::check`: its own fragment reads back to the same game, every
//! listed move plays, its FEN reads back.
#![no_main]

use damero::{ErrorKind, Game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Game::from_fragment(text) {
        Ok(game) => damero_fuzz::check(&game),
        Err(e) => assert_eq!(e.kind(), ErrorKind::InvalidFragment, "{e}"),
    }
});
