//! Bytes drive a game: each byte picks a legal move, or (high bit set) some move text. Every
//! listed move plays; failed text leaves the game unchanged; undo restores the previous FEN.
#![no_main]

use damero::{Game, Variant};
use libfuzzer_sys::fuzz_target;

const TEXTS: [&str; 8] = ["11-15", "9x18x27", "1x10", "x", "32-28", "5-1", "10x19", "0-1"];

fuzz_target!(|data: &[u8]| {
    let mut game = Game::new(Variant::English);
    for &b in data {
        let before = game.fen();
        if b & 0x80 != 0 {
            let len = game.history().len();
            if game.play(TEXTS[(b & 7) as usize]).is_err() {
                assert_eq!(game.fen(), before);
                assert_eq!(game.history().len(), len);
            }
            continue;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = &moves[b as usize % moves.len()];
        game.play_move(m).expect("listed moves are legal");
        if b & 0x40 != 0 {
            game.undo().expect("a move to undo");
            assert_eq!(game.fen(), before);
        }
    }
});
