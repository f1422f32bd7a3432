//! Training rows from game files (`GameRecord::samples`): one row per main-line move, each the
//! observation before the move, the move's id and the result for the side to move, equal to the
//! same game replayed through `Game`; results read from every marker; records without a game
//! give no rows.

use damero::files::{GameRecord, ReadOptions, read_games, result_winner, write_game};
use damero::{Game, Side, Variant};

/// A game of `variant` played by picking the `k`-th legal move at each ply, for `plies` plies.
fn played(variant: Variant, plies: usize) -> Game {
    let mut game = Game::new(variant).unwrap();
    for ply in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play_move(&moves[(ply * 7 + 3) % moves.len()]).unwrap();
    }
    game
}

fn rows_of(record: &GameRecord) -> (Vec<f32>, Vec<u32>, Vec<f32>, usize) {
    let (mut seen, mut ids, mut results) = (Vec::new(), Vec::new(), Vec::new());
    let n = record.samples(&mut seen, &mut ids, &mut results).unwrap();
    (seen, ids, results, n)
}

#[test]
fn rows_are_the_game_replayed() {
    for variant in [
        Variant::Chess,
        Variant::English,
        Variant::International,
        Variant::Frisian,
    ] {
        let mut game = played(variant, 40);
        if game.status().state == damero::State::Ongoing {
            game.resign(game.turn()).unwrap();
        }
        let text = write_game(&GameRecord::from_game(&game, &[])).unwrap();
        let record = read_games(&text, ReadOptions::default())
            .next()
            .unwrap()
            .unwrap();
        let (seen, ids, results, n) = rows_of(&record);
        assert_eq!(n, game.history().len(), "{variant:?}");
        let winner = game.status().winner;
        let mut replay = Game::new(variant).unwrap();
        let [r, c, p] = replay.observation_shape();
        let mut planes = vec![0.0; r * c * p];
        for (i, mv) in game.history().iter().enumerate() {
            replay.observe(&mut planes).unwrap();
            assert_eq!(&seen[i * planes.len()..(i + 1) * planes.len()], &planes[..]);
            assert_eq!(ids[i], replay.action_of(mv).unwrap());
            let want = match winner {
                Some(side) if side == replay.turn() => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            };
            assert_eq!(results[i], want, "{variant:?} ply {i}");
            replay.play_move(mv).unwrap();
        }
    }
}

#[test]
fn results_from_every_marker() {
    assert_eq!(result_winner("1-0"), Some(Some(Side::White)));
    assert_eq!(result_winner("2-0"), Some(Some(Side::White)));
    assert_eq!(result_winner("0-2"), Some(Some(Side::Black)));
    assert_eq!(result_winner("1/2-1/2"), Some(None));
    assert_eq!(result_winner("1-1"), Some(None));
    assert_eq!(result_winner("*"), None);
    assert_eq!(result_winner("0-0"), None);
    let unknown = read_games("[Result \"*\"]\n\n1. e4 e5 *\n", ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    let (_, ids, results, n) = rows_of(&unknown);
    assert_eq!((n, ids.len()), (2, 2));
    assert!(results.iter().all(|r| r.is_nan()));
}

#[test]
fn records_without_a_game_give_no_rows() {
    let text = "[Variant \"crazyhouse\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    let record = read_games(text, ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    assert!(record.variant.is_none());
    assert_eq!(rows_of(&record).3, 0);
    // The main line stops at an illegal move: the rows before it stay.
    let text = "[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n";
    let record = read_games(text, ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    assert!(!record.errors.is_empty());
    assert_eq!(rows_of(&record).3, 2);
}
