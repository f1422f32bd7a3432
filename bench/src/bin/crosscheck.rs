//! Plays seeded random chess and Chess960 games in damero and shakmaty side by side and compares,
//! in every position, the legal moves in SAN (with `+`/`#`) and UCI, the FEN (en passant written
//! only when legal, X-FEN castling in Chess960), check, mate and stalemate.
//!
//! `cargo run --release -p damero-bench --bin crosscheck [GAMES]`

use damero::{Game, Reason, Variant};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n as u64) as usize
    }
}

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let mut positions = 0u64;
    for g in 0..games {
        let chess960 = g % 2 == 1;
        let (variant, mode) = if chess960 {
            (Variant::Chess960, CastlingMode::Chess960)
        } else {
            (Variant::Chess, CastlingMode::Standard)
        };
        let mut game = if chess960 {
            Game::from_fen(variant, &rng.below(960).to_string(), None).unwrap()
        } else {
            Game::new(variant).expect("variant in this build")
        };
        let mut pos: Chess = game
            .fen()
            .parse::<Fen>()
            .unwrap()
            .into_position(mode)
            .unwrap();
        for _ in 0..200 {
            positions += 1;
            let theirs_fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
            assert_eq!(game.fen(), theirs_fen, "FEN");
            let mut ours: Vec<(String, String)> = game
                .legal_moves()
                .iter()
                .map(|m| (m.notation().to_string(), m.long()))
                .collect();
            let mut theirs: Vec<(String, String)> = pos
                .legal_moves()
                .iter()
                .map(|m| {
                    (
                        SanPlus::from_move(pos.clone(), *m).to_string(),
                        m.to_uci(mode).to_string(),
                    )
                })
                .collect();
            let status = game.status();
            assert_eq!(status.in_check, pos.is_check(), "check in {theirs_fen}");
            if pos.is_checkmate() {
                assert_eq!(status.reason, Some(Reason::Checkmate), "{theirs_fen}");
                break;
            }
            if pos.is_stalemate() {
                assert!(
                    matches!(
                        status.reason,
                        Some(Reason::Stalemate | Reason::InsufficientMaterial)
                    ),
                    "{theirs_fen}"
                );
                break;
            }
            if status.reason.is_some() {
                // Insufficient material or an automatic draw: damero lists no moves.
                break;
            }
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "moves in {theirs_fen}");
            let (_, uci) = &ours[rng.below(ours.len())];
            game.play(uci).unwrap();
            let m = uci
                .parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(&pos)
                .unwrap();
            pos.play_unchecked(m);
        }
    }
    println!("{games} games, {positions} positions: damero and shakmaty agree");
}
