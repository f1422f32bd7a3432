//! FEN text, and option text, for any variant. The first byte picks the variant; the rest is the
//! FEN, or `options` newline `FEN`. Options either fail with `invalid_option` or read; a FEN either
//! fails with `invalid_fen` or gives a game with every property of `damero_fuzz::check`, whose
//! canonical FEN reads back to the same game.
#![no_main]

use damero::{ErrorKind, Game, Options};
use damero_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let variant = damero_fuzz::variant(bytes.byte());
    let Ok(text) = std::str::from_utf8(bytes.rest()) else {
        return;
    };
    let (options, fen) = match text.split_once('\n') {
        Some((options, fen)) => match Options::parse(variant, options) {
            Ok(parsed) => {
                let again = Options::parse(variant, &parsed.to_text(variant))
                    .expect("the text of options reads back");
                assert_eq!(again, parsed);
                (Some(parsed), fen)
            }
            Err(e) => {
                assert_eq!(e.kind(), ErrorKind::InvalidOption, "{e}");
                return;
            }
        },
        None => (None, text),
    };
    match Game::from_fen(variant, fen, options) {
        Ok(game) => {
            let again = Game::from_fen(variant, &game.fen(), options).expect("own FEN reads back");
            assert_eq!(again.fen(), game.fen());
            assert!(
                again == game,
                "from_fen(fen()) is the same game: {}",
                game.fen()
            );
            damero_fuzz::check(&game);
        }
        Err(e) => assert_eq!(e.kind(), ErrorKind::InvalidFen, "{e}"),
    }
});
