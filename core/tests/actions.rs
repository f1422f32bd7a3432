//! Action ids (`damero::actions`): on positions reached by seeded random play in every variant,
//! the ids and the legal moves are one to one, sorted, below the variant's count, stable, and
//! each id plays its move; wrong ids are refused with the game unchanged. Then a few ids worked
//! out by hand from pgx's numbering (`pgx/_src/games/chess.py`, `chess_utils.py`).

use damero::{Game, Options, Variant};

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

/// Checks every promise of the map in the current position of `game`.
fn check_position(game: &mut Game) {
    let n = game.action_count();
    let moves = game.legal_moves();
    let mut ids = Vec::new();
    game.legal_actions_into(&mut ids).unwrap();
    assert_eq!(ids.len(), moves.len(), "{}", game.fen());
    let sorted = game.legal_actions().unwrap();
    assert!(
        sorted.windows(2).all(|w| w[0] < w[1]),
        "distinct and sorted: {}",
        game.fen()
    );
    assert!(sorted.iter().all(|&id| id < n), "below {n}: {}", game.fen());
    let mut again = ids.clone();
    again.sort_unstable();
    assert_eq!(again, sorted);
    let mut second = Vec::new();
    game.legal_actions_into(&mut second).unwrap();
    assert_eq!(second, ids, "stable between calls");
    let (fen, plies) = (game.fen(), game.history().len());
    for (mv, &id) in moves.iter().zip(&ids) {
        assert_eq!(game.action_of(mv).unwrap(), id, "{mv} in {fen}");
        let played = game.play_action(id).unwrap().clone();
        assert_eq!(&played, mv, "action {id} in {fen}");
        game.undo().unwrap();
        assert_eq!((game.fen(), game.history().len()), (fen.clone(), plies));
    }
    // An id that is no legal move, and one out of range: refused, the game unchanged.
    if let Some(free) = (0..n).find(|id| !sorted.contains(id)) {
        let e = game.play_action(free).unwrap_err();
        let expected = if moves.is_empty() {
            "game_over"
        } else {
            "illegal_move"
        };
        assert_eq!(e.code(), expected, "{}", e.message());
        if !moves.is_empty() {
            assert!(e.message().contains(&free.to_string()), "{}", e.message());
            assert!(
                e.message().starts_with(game.variant().name()),
                "{}",
                e.message()
            );
        }
    }
    assert_eq!(game.play_action(n).unwrap_err().code(), "invalid_argument");
    assert_eq!((game.fen(), game.history().len()), (fen, plies));
}

/// Random games of `variant` with `options` from `start` (or the standard start), `positions`
/// positions in all, each checked. Returns whether each id was met.
fn random_positions(
    variant: Variant,
    options: &str,
    start: impl Fn(&mut Lcg) -> Option<String>,
    positions: usize,
    seed: u64,
) -> Vec<bool> {
    let mut met = Vec::new();
    if !variant.is_available() {
        return met;
    }
    let positions = learn_positions().unwrap_or(positions);
    let mut rng = Lcg(seed);
    let options = Options::parse(variant, options).unwrap();
    let mut checked = 0;
    while checked < positions {
        let mut game = match start(&mut rng) {
            Some(fen) => Game::from_fen(variant, &fen, Some(options)).unwrap(),
            None => Game::with_options(variant, options).unwrap(),
        };
        for _ in 0..200 {
            check_position(&mut game);
            checked += 1;
            let ids = game.legal_actions().unwrap();
            met.resize(game.action_count() as usize, false);
            for &id in &ids {
                met[id as usize] = true;
            }
            if ids.is_empty() || checked >= positions {
                break;
            }
            game.play_action(ids[rng.below(ids.len())]).unwrap();
        }
    }
    met
}

#[test]
fn draughts_ids_are_one_to_one() {
    let runs: [(Variant, &str); 13] = [
        (Variant::English, ""),
        (Variant::English, "capture=optional"),
        (Variant::Brazilian, ""),
        (Variant::International, ""),
        (Variant::Russian, ""),
        (Variant::Pool, ""),
        (Variant::Italian, ""),
        (Variant::Spanish, ""),
        (Variant::Czech, ""),
        (Variant::Thai, ""),
        (Variant::Turkish, ""),
        (Variant::Frisian, ""),
        (Variant::Russian, "capture=optional"),
    ];
    let mut later = 0;
    for (i, (variant, options)) in runs.into_iter().enumerate() {
        let met = random_positions(variant, options, |_| None, 1_500, 11 + i as u64);
        later += met
            .iter()
            .enumerate()
            .filter(|&(id, &m)| m && id % 8 > 0)
            .count();
    }
    // Routes that share their first and last squares are met in games with long captures.
    if Variant::English.is_available() {
        assert!(later > 0);
    }
}

#[test]
fn chess_ids_are_one_to_one() {
    let met = random_positions(Variant::Chess, "", |_| None, 3_000, 5);
    // Castling on both wings and some underpromotions were met.
    if !met.is_empty() {
        assert!(met[2_364] && met[2_367]);
        assert!((0..64).any(|from| (0..9).any(|plane| met[from * 73 + plane])));
    }
    let _ = random_positions(
        Variant::Chess960,
        "",
        |rng| Some(rng.below(960).to_string()),
        3_000,
        7,
    );
}

#[test]
fn placement_ids_are_one_to_one() {
    for (variant, options, seed) in [
        (Variant::Reversi, "", 1),
        (Variant::Reversi, "size=6", 2),
        (Variant::Reversi, "size=10", 3),
        (Variant::ConnectFour, "", 4),
        (Variant::ConnectFour, "size=4x4", 5),
        (Variant::ConnectFour, "size=9x9", 6),
    ] {
        let met = random_positions(variant, options, |_| None, 2_000, seed);
        if variant == Variant::Reversi && variant.is_available() {
            assert!(met[met.len() - 1], "a pass in {options:?}");
        }
    }
}

#[test]
fn counts() {
    let count = |v: Variant, options: &str| {
        v.action_count(&Options::parse(v, options).unwrap())
            .unwrap()
    };
    assert_eq!(count(Variant::Chess, ""), 4_672);
    assert_eq!(count(Variant::Chess960, ""), 4_672);
    assert_eq!(count(Variant::Reversi, ""), 65);
    assert_eq!(count(Variant::Reversi, "size=6"), 37);
    assert_eq!(count(Variant::Reversi, "size=10"), 101);
    assert_eq!(count(Variant::ConnectFour, ""), 7);
    assert_eq!(count(Variant::ConnectFour, "size=9x4"), 9);
    assert_eq!(count(Variant::English, ""), 32 * 32 * 8);
    assert_eq!(count(Variant::International, ""), 50 * 50 * 8);
    assert_eq!(count(Variant::Turkish, ""), 64 * 64 * 8);
}

/// The id of the legal move written `text` (SAN or UCI) in `game`.
#[cfg(feature = "chess")]
fn id_of(game: &Game, text: &str) -> u32 {
    let mv = game
        .legal_moves()
        .into_iter()
        .find(|m| m.notation() == text || m.long() == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {}", game.fen()));
    game.action_of(&mv).unwrap()
}

/// Ids worked out from pgx: a square is `file * 8 + rank` from the side to move, the id
/// `square * 73 + plane`; pgx's `INIT_LEGAL_ACTION_MASK` (chess_utils.py) lists the 20 ids of the
/// start, and its `_legal_action_mask` sets castling at 2,364 (queen side) and 2,367 (king side).
#[cfg(feature = "chess")]
#[test]
fn chess_ids_as_pgx_numbers_them() {
    let mut game = Game::new(Variant::Chess).unwrap();
    let start = [
        89, 90, 652, 656, 673, 674, 1257, 1258, 1841, 1842, 2425, 2426, 3009, 3010, 3572, 3576,
        3593, 3594, 4177, 4178,
    ];
    assert_eq!(game.legal_actions().unwrap(), start);
    assert_eq!(id_of(&game, "e4"), 2_426); // e2 = 4 * 8 + 1, up 2: plane 9 + 7 + 1
    assert_eq!(id_of(&game, "Nf3"), 3_572); // g1 = 48, knight (+2, -1): plane 68
    assert_eq!(id_of(&game, "Na3"), 652); // b1 = 8, knight (+2, -1)
    game.play("e4").unwrap();
    // Black sees the board upside down: e7e5 and g8f6 are White's e2e4 and g1f3.
    assert_eq!(id_of(&game, "e5"), 2_426);
    assert_eq!(id_of(&game, "Nf6"), 3_572);
    assert_eq!(id_of(&game, "a6"), 89); // a7 is a2 seen from Black: square 1, up 1 = plane 16
    // Castling: the king's two-square move from e1 (square 32), left 2 = plane 28, right 2 = 31.
    let castles =
        Game::from_fen(Variant::Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", None).unwrap();
    assert_eq!(id_of(&castles, "O-O-O"), 2_364);
    assert_eq!(id_of(&castles, "O-O"), 2_367);
    let black =
        Game::from_fen(Variant::Chess, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", None).unwrap();
    assert_eq!(id_of(&black, "O-O-O"), 2_364);
    assert_eq!(id_of(&black, "O-O"), 2_367);
    // Underpromotions from a7 (square 6): planes 0-8 (rook, bishop, knight; straight, towards h,
    // towards a); a queen promotion is the queen-like move up 1 (plane 16).
    let promote = Game::from_fen(Variant::Chess, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", None).unwrap();
    assert_eq!(id_of(&promote, "a7a8r"), 6 * 73);
    assert_eq!(id_of(&promote, "a7a8b"), 6 * 73 + 3);
    assert_eq!(id_of(&promote, "a7a8n"), 6 * 73 + 6);
    assert_eq!(id_of(&promote, "a7a8q"), 6 * 73 + 16);
    assert_eq!(id_of(&promote, "a7b8r"), 6 * 73 + 1);
    assert_eq!(id_of(&promote, "a7b8n"), 6 * 73 + 7);
    assert_eq!(id_of(&promote, "a7b8q"), 6 * 73 + 44); // up towards h, distance 1
    // Black promotes downwards, seen as upwards: h2g1 is towards a from Black's view.
    let down = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/7p/4K1N1 b - - 0 1", None).unwrap();
    assert_eq!(id_of(&down, "h2g1n"), (7 * 8 + 6) * 73 + 6 + 2);
}

/// In Chess960 castling is the king onto its rook, apart from the king's step onto the square it
/// lands on when castling.
#[cfg(feature = "chess")]
#[test]
fn chess960_castling_is_king_onto_rook() {
    let mut game =
        Game::from_fen(Variant::Chess960, "1k6/8/8/8/8/8/8/RK6 w A - 0 1", None).unwrap();
    let castle = id_of(&game, "O-O-O");
    let step = id_of(&game, "Kc1");
    // b1 = 8; towards a by 1 = plane 9 + 14 + 6; towards h by 1 = plane 9 + 21.
    assert_eq!((castle, step), (8 * 73 + 29, 8 * 73 + 30));
    assert_eq!(game.play_action(castle).unwrap().notation(), "O-O-O");
}

/// Two capture routes with the same first and last squares have ids that differ in the route.
#[cfg(feature = "draughts")]
#[test]
fn draughts_routes_with_the_same_ends() {
    let game = Game::from_fen(Variant::English, "B:W6,7,14,15,32:B2", None).unwrap();
    let moves = game.legal_moves();
    let mut ids = Vec::new();
    game.legal_actions_into(&mut ids).unwrap();
    let to_18: Vec<u32> = moves
        .iter()
        .zip(&ids)
        .filter(|(m, _)| m.path().first() == Some(&2) && m.path().last() == Some(&18))
        .map(|(_, &id)| id)
        .collect();
    assert_eq!(to_18.len(), 2);
    // Black to move: 2 is seen as 31 (index 30), 18 as 15 (index 14).
    let pair = (30 * 32 + 14) * 8;
    assert_eq!(to_18, [pair, pair + 1]);
    // White's 23-19 from the start: indices 22 and 18, the first route.
    let start = Game::new(Variant::English).unwrap();
    let mut game = start.clone();
    game.play("11-15").unwrap();
    let mv = game
        .legal_moves()
        .into_iter()
        .find(|m| m.notation() == "23-19")
        .unwrap();
    assert_eq!(game.action_of(&mv).unwrap(), (22 * 32 + 18) * 8);
    // Black's 11-15 is White's 22-18 seen from the other side.
    let mv = start
        .legal_moves()
        .into_iter()
        .find(|m| m.notation() == "11-15")
        .unwrap();
    assert_eq!(start.action_of(&mv).unwrap(), (21 * 32 + 17) * 8);
}

/// Reversi ids are the squares from a1 at the top left (OpenSpiel's `othello.cc`: `row * 8 +
/// column`; a pass is 64, met in the random games above); Connect Four ids are the columns.
#[cfg(feature = "placement")]
#[test]
fn reversi_and_connect_four_ids() {
    let game = Game::new(Variant::Reversi).unwrap();
    // Black's four openings: d3, c4, f5, e6 (OpenSpiel: 19, 26, 37, 44).
    assert_eq!(game.legal_actions().unwrap(), [19, 26, 37, 44]);
    let game = Game::new(Variant::ConnectFour).unwrap();
    assert_eq!(game.legal_actions().unwrap(), [0, 1, 2, 3, 4, 5, 6]);
}

/// The positions each random run checks when `DAMERO_LEARN_POSITIONS` says (the release test,
/// `scripts/test-learn`, checks 10,000 per variant); `None` keeps each run's own number.
fn learn_positions() -> Option<usize> {
    std::env::var("DAMERO_LEARN_POSITIONS").ok()?.parse().ok()
}
