//! Perft with a transposition table (`PerftOptions::hash`): the same count as the plain walk in
//! every family and convention, on one thread and on several sharing one table, and a table
//! over the limit refused.

use damero::{Duplicates, Finished, Game, MAX_PERFT_HASH_MB, PerftOptions, Variant};

fn both(game: &Game, depth: u32, options: PerftOptions<'_>) {
    let plain = game.perft_with(depth, &options).unwrap().unwrap();
    for threads in [1, 2] {
        let hashed = game
            .perft_with(depth, &options.threads(threads).hash(1))
            .unwrap()
            .unwrap();
        assert_eq!(hashed.nodes, plain.nodes, "{} depth {depth}", game.fen());
        let divide: Vec<u64> = hashed.divide.iter().map(|d| d.1).collect();
        let want: Vec<u64> = plain.divide.iter().map(|d| d.1).collect();
        assert_eq!(divide, want);
    }
}

#[test]
fn hashed_counts_are_the_plain_counts() {
    for variant in Variant::ALL {
        if !variant.is_available() {
            continue;
        }
        // Draughts and placement 7 plies: the walk keeps the counts five and four plies up.
        let depth = match variant.family() {
            damero::Family::Chess => 5,
            _ => 7,
        };
        let game = Game::new(variant).unwrap();
        both(&game, depth, PerftOptions::new());
    }
    let kiwipete = Game::from_fen(
        Variant::Chess,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        None,
    )
    .unwrap();
    both(&kiwipete, 4, PerftOptions::new());
    // Deep enough for the table (it keeps counts from four plies above the leaves), with
    // castling rights that a transposition must keep apart.
    let rooks = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", None).unwrap();
    both(&rooks, 6, PerftOptions::new());
}

#[test]
fn conventions_hold_with_a_table() {
    // Kings with routes that differ only in order, counted once under `drop`.
    let frisian = Game::from_fen(Variant::Frisian, "W:WK46,K50,28:BK5,K1,19,23,33", None).unwrap();
    both(
        &frisian,
        5,
        PerftOptions::new().duplicates(Duplicates::Drop),
    );
    both(&frisian, 5, PerftOptions::new());
    // Reversi with finished games counted as leaves (Aart Bik's convention).
    let reversi = Game::new(Variant::Reversi).unwrap();
    both(&reversi, 7, PerftOptions::new().finished(Finished::Leaf));
}

#[test]
fn a_table_over_the_limit_is_refused() {
    let game = Game::new(Variant::English).unwrap();
    let err = game
        .perft_with(6, &PerftOptions::new().hash(MAX_PERFT_HASH_MB + 1))
        .unwrap_err();
    assert_eq!(err.code(), "invalid_argument");
    assert!(err.message().contains("MB"), "{}", err.message());
}
