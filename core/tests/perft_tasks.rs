//! Perft split into tasks (`Game::perft_tasks`, `PerftTask`): the tasks' counts add up to the
//! perft of the root for every variant, transpositions merge, and bad tasks are refused.

use damero::{Duplicates, Game, PerftTask, Variant};

/// The sum of the tasks' counts is the plain perft, the weights add up to the sequences `split`
/// plies down, and no two tasks share a position.
fn check(game: &Game, depth: u32, split: u32, duplicates: Duplicates) -> usize {
    let tasks = game.perft_tasks(depth, split, duplicates).unwrap();
    let total: u64 = tasks.iter().map(|t| t.count().unwrap()).sum();
    assert_eq!(
        total,
        game.perft(depth, duplicates).unwrap(),
        "{} depth {depth} split {split}",
        game.fen()
    );
    let weights: u64 = tasks.iter().map(|t| t.weight).sum();
    assert_eq!(weights, game.perft(split, duplicates).unwrap());
    let mut fens: Vec<String> = tasks
        .iter()
        .map(|t| {
            let mut g = Game::from_fragment(&t.fragment).unwrap();
            for &i in &t.path {
                let mv = g.legal_moves()[i as usize].clone();
                g.play_move(&mv).unwrap();
            }
            g.fen()
        })
        .collect();
    if duplicates == Duplicates::Keep && game.variant() != Variant::Frisian {
        fens.sort();
        let n = fens.len();
        fens.dedup();
        assert_eq!(fens.len(), n, "two tasks at one position");
    }
    tasks.len()
}

#[test]
fn tasks_add_up_to_perft_in_every_variant() {
    for variant in Variant::ALL {
        if !variant.is_available() {
            continue;
        }
        let game = Game::new(variant).unwrap();
        let depth = match variant.family() {
            damero::Family::Chess => 4,
            _ => 5,
        };
        check(&game, depth, 2, Duplicates::Keep);
        check(&game, depth, 0, Duplicates::Keep);
        // Split all the way down: every task counts zero plies (its weight alone).
        check(&game, 3, 3, Duplicates::Keep);
    }
}

#[test]
fn transpositions_are_counted_once_and_weighted() {
    let game = Game::new(Variant::English).unwrap();
    let n = check(&game, 8, 4, Duplicates::Keep);
    assert!(n < game.perft(4, Duplicates::Keep).unwrap() as usize);
    let chess = Game::new(Variant::Chess).unwrap();
    let n = check(&chess, 4, 3, Duplicates::Keep);
    assert_eq!(n, 5362); // distinct positions after 3 plies (OEIS A083276: 5,362)
}

#[test]
fn positions_with_history_and_duplicates() {
    // Kiwipete: castling, en passant and promotions below.
    let kiwipete = Game::from_fen(
        Variant::Chess,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        None,
    )
    .unwrap();
    check(&kiwipete, 3, 1, Duplicates::Keep);
    // A Frisian game where kings have moved: the limit on a king's moves in a row is in the
    // fragment, not in a FEN.
    let mut frisian = Game::from_fen(Variant::Frisian, "W:WK46,K50:BK5,K1", None).unwrap();
    for _ in 0..3 {
        frisian.play_legal(0).unwrap();
    }
    check(&frisian, 4, 2, Duplicates::Keep);
    // An International king with routes of equal effect.
    let international =
        Game::from_fen(Variant::International, "W:WK46:B41,32,23,12,13,34,43", None).unwrap();
    for duplicates in [Duplicates::Keep, Duplicates::Drop] {
        check(&international, 3, 1, duplicates);
    }
}

#[test]
fn a_task_travels_as_text_and_bad_ones_are_refused() {
    let game = Game::new(Variant::Chess).unwrap();
    let tasks = game.perft_tasks(4, 2, Duplicates::Keep).unwrap();
    for t in &tasks {
        assert_eq!(&PerftTask::from_text(&t.to_text()).unwrap(), t);
    }
    for t in tasks.iter().take(20) {
        assert_eq!(t.count().unwrap(), t.count_on(2).unwrap());
    }
    let root = game.perft_tasks(3, 0, Duplicates::Drop).unwrap();
    assert_eq!(root.len(), 1);
    assert!(root[0].to_text().starts_with("3 1 drop - "));

    let code = |r: damero::Result<u64>| r.unwrap_err().code();
    assert_eq!(
        game.perft_tasks(3, 4, Duplicates::Keep).unwrap_err().code(),
        "invalid_argument"
    );
    assert_eq!(
        game.perft_tasks(65, 1, Duplicates::Keep)
            .unwrap_err()
            .code(),
        "invalid_argument"
    );
    let mut bad = tasks[0].clone();
    bad.path = vec![0, 40];
    assert_eq!(code(bad.count()), "invalid_argument");
    bad.path = vec![];
    bad.fragment = "nonsense".into();
    assert_eq!(code(bad.count()), "invalid_fragment");
    bad = tasks[0].clone();
    bad.weight = u64::MAX;
    assert_eq!(code(bad.count()), "invalid_argument");
    assert_eq!(code(tasks[0].count_on(1025)), "invalid_argument");
    for text in [
        "",
        "3",
        "3 1",
        "3 1 keep",
        "x 1 keep - f",
        "3 1 maybe - f",
        "3 1 keep 1..2 f",
        "99 1 keep - f",
    ] {
        assert_eq!(
            PerftTask::from_text(text).unwrap_err().code(),
            "invalid_argument",
            "{text:?}"
        );
    }
}
