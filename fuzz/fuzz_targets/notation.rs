//! Move text (PDN) in any variant. The first bytes pick the variant, the options and a position
//! (the start or a few pieces placed by the bytes, then up to 15 plies picked by the bytes); the
//! rest is text given to `play` and to `play_and_claim`, and to the square-name reader.
//!
//! Text either plays a listed move, with the same outcome as playing that move, or fails with a
//! move error and leaves the game unchanged.
#![no_main]

use damero::ErrorKind;
use damero_fuzz::{Bytes, MOVE_ERRORS, after, listed};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let variant = damero_fuzz::variant(bytes.byte());
    let options = damero_fuzz::options(variant, bytes.byte());
    let mut game = damero_fuzz::start(variant, options, &mut bytes);
    for _ in 0..bytes.byte() % 16 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game = after(&game, &moves[bytes.below(moves.len())]);
    }
    let Ok(text) = std::str::from_utf8(bytes.rest()) else {
        return;
    };

    if let Some(square) = variant.square_from_name(text) {
        assert!(variant.is_square(square as u32));
        assert!(variant.square_name(i64::from(square)).is_ok());
    }

    let moves = game.legal_moves();
    let mut played = game.clone();
    match played.play(text) {
        Ok(m) => {
            assert!(
                listed(&moves, m.path()),
                "{text:?} played {m}, not a listed move"
            );
            assert_eq!(played.fen(), after(&game, &m).fen());
            assert_eq!(played.history().len(), game.history().len() + 1);
        }
        Err(e) => {
            assert!(MOVE_ERRORS.contains(&e.kind()), "{text:?}: {e}");
            assert!(
                played == game,
                "{text:?}: the game is unchanged after an error"
            );
        }
    }

    let mut claimed = game.clone();
    match claimed.play_and_claim(text, None) {
        Ok((m, kind)) => {
            assert!(listed(&moves, m.path()));
            let next = after(&game, &m);
            assert!(next.status().claimable.contains(&kind));
            assert_eq!(claimed.status().reason, Some(kind.reason()));
        }
        Err(e) => {
            assert!(
                MOVE_ERRORS.contains(&e.kind()) || e.kind() == ErrorKind::NotClaimable,
                "{text:?}: {e}"
            );
            assert!(
                claimed == game,
                "{text:?}: the game is unchanged after an error"
            );
        }
    }
});
