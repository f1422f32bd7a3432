//! Observation planes and the legal-action mask (`damero::planes`): on positions reached by
//! seeded random play in every variant, the piece planes agree with the board as the side to
//! move sees it, the counters with the status and the history, and the mask with the legal ids.

use damero::{Game, Options, Role, Side, Variant};

/// A small deterministic generator (a 64-bit LCG, Knuth's MMIX constants), high bits used.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn observation(game: &Game) -> Vec<f32> {
    let [rows, columns, planes] = game.observation_shape();
    let mut out = vec![f32::NAN; rows * columns * planes];
    game.observe(&mut out).unwrap();
    out
}

/// The square shown at `row`, `column` of the observation of `game` (its side to move's view).
fn shown(game: &Game, row: u8, column: u8) -> Option<u8> {
    let g = game.geometry();
    let black = game.turn() == Side::Black;
    match game.variant().family() {
        damero::Family::Chess if black => g.square_at(g.rows - 1 - row, column),
        damero::Family::Draughts if black => g.square_at(g.rows - 1 - row, g.columns - 1 - column),
        _ => g.square_at(row, column),
    }
}

/// The plane of `piece` in the first (current) slot of the observation of `game`.
fn plane_of(game: &Game, side: Side, role: Role) -> usize {
    let theirs = usize::from(side != game.turn());
    match game.variant().family() {
        damero::Family::Chess => {
            let roles = [
                Role::Pawn,
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
                Role::King,
            ];
            6 * theirs + roles.iter().position(|&r| r == role).unwrap()
        }
        damero::Family::Draughts => 2 * theirs + usize::from(role == Role::King),
        _ => theirs,
    }
}

/// The planes that show pieces in the current slot.
fn piece_planes(game: &Game) -> usize {
    match game.variant().family() {
        damero::Family::Chess => 12,
        damero::Family::Draughts => 4,
        _ => 2,
    }
}

fn check_position(game: &Game, before: Option<&(Game, Vec<f32>)>) {
    let out = observation(game);
    let [rows, columns, planes] = game.observation_shape();
    assert!(out.iter().all(|v| v.is_finite() && *v >= 0.0));
    for row in 0..rows as u8 {
        for column in 0..columns as u8 {
            let cell = &out[(row as usize * columns + column as usize) * planes..][..planes];
            let expected = shown(game, row, column)
                .and_then(|s| game.piece_at(s).unwrap())
                .map(|p| plane_of(game, p.side, p.role));
            for (plane, &value) in cell[..piece_planes(game)].iter().enumerate() {
                assert_eq!(
                    value,
                    f32::from(u8::from(expected == Some(plane))),
                    "{} row {row} column {column} plane {plane}: {}",
                    game.variant(),
                    game.fen()
                );
            }
        }
    }
    let everywhere = |plane: usize| -> f32 {
        let first = out[plane];
        assert!(
            out.chunks(planes).all(|c| c[plane] == first),
            "plane {plane} is even"
        );
        first
    };
    let black = f32::from(u8::from(game.turn() == Side::Black));
    let status = game.status();
    match game.variant().family() {
        damero::Family::Chess => {
            assert_eq!(everywhere(112), black);
            assert_eq!(everywhere(113), game.history().len() as f32 / 512.0);
            let clock: f32 = game.fen().split(' ').nth(4).unwrap().parse().unwrap();
            assert_eq!(everywhere(118), clock / 100.0);
            let repeated = status.repetitions > 1;
            assert_eq!(
                (everywhere(12), everywhere(13)),
                if repeated { (0.0, 1.0) } else { (1.0, 0.0) }
            );
            // The position one ply ago, seen from the side to move now, is the one the side
            // that just moved saw, the other way up and with the sides swapped.
            if let Some((previous, old)) = before {
                for row in 0..8 {
                    for column in 0..8 {
                        let now = &out[(row * 8 + column) * planes..][..planes];
                        let then = &old[((7 - row) * 8 + column) * planes..][..planes];
                        assert_eq!(&now[14..20], &then[6..12], "{}", previous.fen());
                        assert_eq!(&now[20..26], &then[0..6], "{}", previous.fen());
                        // Older slots shift by one.
                        for t in 1..7 {
                            let (a, b) = (14 * (t + 1), 14 * t);
                            assert_eq!(&now[a..a + 6], &then[b + 6..b + 12]);
                            assert_eq!(&now[a + 6..a + 12], &then[b..b + 6]);
                        }
                    }
                }
            } else if game.history().is_empty() {
                for t in 1..8 {
                    assert_eq!(everywhere(14 * t + 12), 1.0, "an empty slot as pgx");
                    assert!(
                        out.chunks(planes)
                            .all(|c| c[14 * t..14 * t + 12].iter().all(|&v| v == 0.0))
                    );
                }
            }
        }
        damero::Family::Draughts => {
            assert_eq!(everywhere(4), black);
            assert_eq!(everywhere(5), f32::from(u8::from(status.repetitions >= 2)));
            assert_eq!(everywhere(6), f32::from(u8::from(status.repetitions >= 3)));
            everywhere(7);
            everywhere(8);
        }
        _ => {}
    }
    // The mask is the legal ids.
    let mut mask = vec![true; game.action_count() as usize];
    game.action_mask(&mut mask).unwrap();
    let ids = game.legal_actions().unwrap();
    let set: Vec<u32> = (0..mask.len() as u32)
        .filter(|&i| mask[i as usize])
        .collect();
    assert_eq!(set, ids);
    // Buffers of the wrong size are refused.
    assert_eq!(
        game.observe(&mut vec![0.0; out.len() + 1])
            .unwrap_err()
            .code(),
        "invalid_argument"
    );
    assert_eq!(
        game.action_mask(&mut vec![false; mask.len() - 1])
            .unwrap_err()
            .code(),
        "invalid_argument"
    );
}

fn random_positions(variant: Variant, options: &str, positions: usize, seed: u64) {
    if !variant.is_available() {
        return;
    }
    let positions = learn_positions().unwrap_or(positions);
    let mut rng = Lcg(seed);
    let options = Options::parse(variant, options).unwrap();
    let mut checked = 0;
    while checked < positions {
        let mut game = Game::with_options(variant, options).unwrap();
        let mut before: Option<(Game, Vec<f32>)> = None;
        for _ in 0..200 {
            check_position(&game, before.as_ref());
            checked += 1;
            let ids = game.legal_actions().unwrap();
            if ids.is_empty() || checked >= positions {
                break;
            }
            before = Some((game.clone(), observation(&game)));
            game.play_action(ids[rng.below(ids.len())]).unwrap();
        }
    }
}

#[test]
fn draughts_planes() {
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        if variant.family() == damero::Family::Draughts {
            random_positions(variant, "", 400, 31 + i as u64);
        }
    }
    random_positions(Variant::English, "repetition=auto5", 400, 3);
}

#[test]
fn chess_planes() {
    random_positions(Variant::Chess, "", 1_500, 9);
    random_positions(Variant::Chess960, "", 500, 10);
}

#[test]
fn placement_planes() {
    for (variant, options, seed) in [
        (Variant::Reversi, "", 1),
        (Variant::Reversi, "size=6", 2),
        (Variant::ConnectFour, "", 4),
        (Variant::ConnectFour, "size=9x5", 5),
    ] {
        random_positions(variant, options, 600, seed);
    }
}

/// The shapes, and a few planes read off by hand.
#[test]
fn shapes_and_known_planes() {
    let shape = |v: Variant| Game::new(v).map(|g| g.observation_shape());
    if Variant::Chess.is_available() {
        assert_eq!(shape(Variant::Chess).unwrap(), [8, 8, 119]);
        // Castling rights: all four at the start; after 1.e4 e5 2.Ke2 White has none.
        let mut game = Game::new(Variant::Chess).unwrap();
        let all = observation(&game);
        assert_eq!(&all[114..118], &[1.0; 4]);
        for m in ["e4", "e5", "Ke2"] {
            game.play(m).unwrap();
        }
        // Black to move: its own rights first, then White's.
        let out = observation(&game);
        assert_eq!(&out[114..118], &[1.0, 1.0, 0.0, 0.0]);
        // Black's king (plane 5) on e8, the top rank as Black sees it... at the bottom row.
        assert_eq!(out[(7 * 8 + 4) * 119 + 5], 1.0);
    }
    if Variant::Reversi.is_available() {
        assert_eq!(shape(Variant::Reversi).unwrap(), [8, 8, 2]);
        assert_eq!(shape(Variant::ConnectFour).unwrap(), [6, 7, 2]);
        // Connect Four: the first disc lands on the bottom row (row 5), then it is the other
        // side's (plane 1).
        let mut game = Game::new(Variant::ConnectFour).unwrap();
        game.play_action(3).unwrap();
        let out = observation(&game);
        assert_eq!(out[(5 * 7 + 3) * 2 + 1], 1.0);
    }
    if Variant::English.is_available() {
        assert_eq!(shape(Variant::English).unwrap(), [8, 8, 9]);
        assert_eq!(shape(Variant::International).unwrap(), [10, 10, 9]);
    }
}

/// The positions each random run checks when `DAMERO_LEARN_POSITIONS` says (the release test,
/// `scripts/test-learn`, checks 10,000 per variant); `None` keeps each run's own number.
fn learn_positions() -> Option<usize> {
    std::env::var("DAMERO_LEARN_POSITIONS").ok()?.parse().ok()
}
