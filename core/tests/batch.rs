//! `Batch`: seeded random play is the same on any number of threads, a step is the same as the
//! games stepped one by one through `Game`, finished games start again, and bad input changes
//! nothing.

use std::cell::RefCell;

use damero::{Batch, Game, MAX_HISTORY, State, Variant};

/// The variants of each family in this build.
fn variants() -> Vec<Variant> {
    [
        Variant::English,
        Variant::International,
        Variant::Chess,
        Variant::Reversi,
        Variant::ConnectFour,
    ]
    .into_iter()
    .filter(|v| v.is_available())
    .collect()
}

fn fragments(batch: &Batch) -> Vec<String> {
    (0..batch.len())
        .map(|i| batch.game(i).to_fragment())
        .collect()
}

#[test]
fn random_play_is_the_same_on_any_threads() {
    for v in variants() {
        let mut one = Batch::new(v, v.default_options(), 5).unwrap();
        let mut two = one.clone().threads(2).unwrap();
        let a = one.play_random(60, 7);
        let b = two.play_random(60, 7);
        assert_eq!((a, fragments(&one)), (b, fragments(&two)), "{v}");
    }
}

#[test]
fn a_step_is_each_game_stepped_alone() {
    for v in variants() {
        let n = 4;
        let mut batch = Batch::new(v, v.default_options(), n)
            .unwrap()
            .threads(2)
            .unwrap();
        let mut alone: Vec<Game> = (0..n).map(|_| Game::new(v).unwrap()).collect();
        let (mut rewards, mut terminals) = (vec![0.0; n], vec![false; n]);
        let mut seed = 12345u64;
        let mut ended = 0;
        for ply in 0..300 {
            let actions: Vec<u32> = alone
                .iter()
                .map(|g| {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let ids = g.legal_actions().unwrap();
                    ids[(seed >> 33) as usize % ids.len()]
                })
                .collect();
            batch.step(&actions, &mut rewards, &mut terminals).unwrap();
            for (i, g) in alone.iter_mut().enumerate() {
                g.play_action(actions[i]).unwrap();
                let status = g.status();
                assert_eq!(terminals[i], status.state != State::Ongoing, "{v}");
                let expected = match status.state {
                    State::Win if status.winner == Some(!g.turn()) => 1.0,
                    State::Win => -1.0,
                    _ => 0.0,
                };
                assert_eq!(rewards[i], expected);
                if terminals[i] {
                    ended += 1;
                    *g = Game::new(v).unwrap();
                }
                // Read back mid-game and after a restart: the same game, moves and status.
                if ply % 8 != 0 && !terminals[i] {
                    continue;
                }
                let back = batch.game(i);
                assert_eq!(&back, g, "{v}");
                assert_eq!(back.to_fragment(), g.to_fragment());
                assert_eq!(back.history(), g.history(), "{v}");
                assert_eq!(back.status(), g.status(), "{v}");
            }
            // Observations and masks are each game's.
            let [r, c, p] = alone[0].observation_shape();
            let mut obs = vec![0.0; n * r * c * p];
            batch.observe(&mut obs).unwrap();
            let mut one = vec![0.0; r * c * p];
            alone[n - 1].observe(&mut one).unwrap();
            assert_eq!(&obs[(n - 1) * r * c * p..], &one[..]);
            let mut masks = vec![false; n * batch.action_count() as usize];
            batch.action_masks(&mut masks).unwrap();
        }
        if v == Variant::ConnectFour {
            assert!(ended > 0);
        }
    }
}

#[test]
fn bad_input_changes_nothing() {
    for v in variants() {
        let mut batch = Batch::new(v, v.default_options(), 3).unwrap();
        batch.play_random(5, 1);
        let before = fragments(&batch);
        let ids: Vec<u32> = (0..3)
            .map(|i| batch.game(i).legal_actions().unwrap()[0])
            .collect();
        let (mut rewards, mut terminals) = ([0.0; 3], [false; 3]);
        let count = batch.action_count();
        // (Connect Four may have every column open: then its illegal id is skipped.)
        let free = (0..count).find(|id| !batch.game(2).legal_actions().unwrap().contains(id));
        let mut cases = vec![
            (vec![ids[0], ids[1]], "invalid_argument"),
            (vec![ids[0], ids[1], count], "invalid_argument"),
        ];
        if let Some(free) = free {
            cases.push((vec![ids[0], ids[1], free], "illegal_move"));
        }
        for (actions, code) in cases {
            let e = batch
                .step(&actions, &mut rewards, &mut terminals)
                .unwrap_err();
            assert_eq!(e.code(), code, "{}", e.message());
            assert_eq!(fragments(&batch), before);
        }
        assert!(Batch::new(v, v.default_options(), 0).is_err());
        assert_eq!(
            batch.observe(&mut [0.0; 3]).unwrap_err().code(),
            "invalid_argument"
        );
    }
}

/// Random play seen ply by ply (`Batch::play_random_with`, which the bindings record
/// trajectories through) plays the games `Batch::play_random` plays, and each ply is what the
/// same games stepped one by one through `Game` give: the ids played, the rewards and terminal
/// flags, the observations and masks before the ply, the restarts. In every variant, on
/// `DAMERO_LEARN_POSITIONS` positions each (10,000 in the release test, `scripts/test-learn`).
#[test]
fn random_play_seen_ply_by_ply_is_the_games_stepped_one_by_one() {
    let n = 4;
    let positions: usize = std::env::var("DAMERO_LEARN_POSITIONS")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(120);
    let plies = positions.div_ceil(n);
    for v in Variant::ALL.into_iter().filter(|v| v.is_available()) {
        let mut plain = Batch::new(v, v.default_options(), n).unwrap();
        let mut seen = plain.clone().threads(2).unwrap();
        let finished = plain.play_random(plies, 99);
        let alone = RefCell::new(vec![Game::new(v).unwrap(); n]);
        let [rows, columns, planes] = seen.game(0).observation_shape();
        let size = rows * columns * planes;
        let count = seen.action_count() as usize;
        let (mut obs, mut masks) = (vec![0.0; n * size], vec![false; n * count]);
        let mut ended = 0;
        let seen_finished = seen
            .play_random_with(
                plies,
                99,
                |_, batch| {
                    batch.observe(&mut obs)?;
                    batch.action_masks(&mut masks)?;
                    for (i, g) in alone.borrow().iter().enumerate() {
                        assert_eq!(&batch.game(i), g, "{v}");
                        let mut one = vec![0.0; size];
                        g.observe(&mut one)?;
                        assert_eq!(&obs[i * size..][..size], &one[..], "{v}");
                        let mut mask = vec![false; count];
                        g.action_mask(&mut mask)?;
                        assert_eq!(&masks[i * count..][..count], &mask[..], "{v}");
                    }
                    Ok(())
                },
                |_, ids, rewards, terminals| {
                    for (i, g) in alone.borrow_mut().iter_mut().enumerate() {
                        let mover = g.turn();
                        g.play_action(ids[i])?;
                        let over = g.legal_move_count() == 0 || g.ply() >= MAX_HISTORY;
                        assert_eq!(terminals[i], over, "{v}");
                        let status = g.status();
                        let reward = match (status.state, status.winner) {
                            (State::Win, Some(w)) if w == mover => 1.0,
                            (State::Win, _) => -1.0,
                            _ => 0.0,
                        };
                        assert_eq!(rewards[i], if over { reward } else { 0.0 }, "{v}");
                        if over {
                            ended += 1;
                            *g = Game::new(v)?;
                        }
                    }
                    Ok(())
                },
            )
            .unwrap();
        assert_eq!(
            (seen_finished, fragments(&seen)),
            (finished, fragments(&plain)),
            "{v}"
        );
        assert_eq!(ended, finished, "{v}");
        let alone = alone.into_inner();
        for (i, g) in alone.iter().enumerate() {
            assert_eq!(g.to_fragment(), seen.game(i).to_fragment(), "{v}");
        }
    }
}

/// Reading games back changes nothing in the batch: a batch read back at every ply plays on as
/// one never read, and each game read back after a restart starts from the beginning.
#[test]
fn reading_back_changes_nothing() {
    for v in variants() {
        let n = 3;
        let mut read = Batch::new(v, v.default_options(), n).unwrap();
        let mut unread = read.clone();
        let mut restarted = 0;
        for ply in 0..80 {
            let before: Vec<usize> = (0..n).map(|i| read.game(i).ply()).collect();
            let finished = read.play_random(1, ply);
            unread.play_random(1, ply);
            for (i, &plies) in before.iter().enumerate() {
                let now = read.game(i).ply();
                assert!(now == plies + 1 || now == 0, "{v}");
                if now == 0 {
                    restarted += 1;
                    assert_eq!(read.game(i), Game::new(v).unwrap(), "{v}");
                }
            }
            assert_eq!(
                finished as usize,
                (0..n).filter(|&i| read.game(i).ply() == 0).count()
            );
        }
        assert_eq!(fragments(&read), fragments(&unread), "{v}");
        if v == Variant::ConnectFour {
            assert!(restarted > 0);
        }
    }
}
