//! A game driver: bytes pick the variant, the options, the start, then up to 48 calls: listed
//! moves played as move objects, text, long text and path prefixes; stale move objects, random
//! paths and random text; undo; agreement, resignation, draw claims and `play_and_claim`;
//! completions; reading the game back from its fragment or its position from its FEN.
//!
//! After each call: a call that fails leaves the game exactly as it was and gives an error the
//! call documents; `play_exact` plays a path if and only if a listed move has it; undo gives back
//! the game (position, status, fragment) from before the call it takes back; and the game has
//! every property of `damero_fuzz::check`.
#![no_main]

use damero::{DrawKind, ErrorKind, Game, Move, Side, State};
use damero_fuzz::{Bytes, MOVE_ERRORS, after, check, listed, with_path};
use libfuzzer_sys::fuzz_target;

const MAX_CALLS: usize = 48;

/// A call's outcome: the games undo must give back, in the order it gives them back last
/// first, or the error.
type Outcome = Result<Vec<Game>, damero::Error>;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let variant = damero_fuzz::variant(bytes.byte());
    let options = damero_fuzz::options(variant, bytes.byte());
    let mut game = damero_fuzz::start(variant, options, &mut bytes);
    check(&game);
    // The game before each thing undo would take back, the last on top.
    let mut undo: Vec<Game> = Vec::new();
    // Every move object seen in a list, for stale moves.
    let mut seen: Vec<Move> = Vec::new();
    for _ in 0..MAX_CALLS {
        if bytes.is_empty() {
            break;
        }
        let before = game.clone();
        let status = game.status();
        let moves = game.legal_moves();
        seen.extend(moves.iter().cloned());
        let over = status.state != State::Ongoing;
        let call = bytes.byte() % 16;
        let pick = |bytes: &mut Bytes| -> Option<Move> {
            (!moves.is_empty()).then(|| moves[bytes.below(moves.len())].clone())
        };
        let outcome: Outcome = match call {
            // A listed move, as a move object.
            0 | 1 => match pick(&mut bytes) {
                Some(m) => {
                    let played = game.play_move(&m).expect("a listed move plays");
                    assert_eq!(played.path(), m.path());
                    Ok(vec![before.clone()])
                }
                None => game
                    .play_move(seen.last().unwrap_or(&dummy(&before)))
                    .map(|_| vec![]),
            },
            // A listed move, by its notation: the same outcome.
            2 => match pick(&mut bytes) {
                Some(m) => {
                    let played = game
                        .play(m.notation())
                        .expect("a listed move's notation plays");
                    assert!(listed(&moves, played.path()));
                    assert_eq!(game.fen(), after(&before, &m).fen());
                    Ok(vec![before.clone()])
                }
                None => game.play("1-2").map(|_| vec![]),
            },
            // A listed move, by its long form: exactly that move.
            3 => match pick(&mut bytes) {
                Some(m) => {
                    let played = game
                        .play(&m.long())
                        .expect("a listed move's long form plays");
                    assert_eq!(played.path(), m.path());
                    Ok(vec![before.clone()])
                }
                None => game.play("1x10").map(|_| vec![]),
            },
            // A prefix of a listed move's path.
            4 | 5 => match pick(&mut bytes) {
                // A placement or a pass has no shorter path than its own.
                Some(m) if m.path().len() < 2 => {
                    let played = game.play_path(m.path()).expect("a listed path plays");
                    assert_eq!(&played, &m);
                    Ok(vec![before.clone()])
                }
                Some(m) => {
                    let len = 2 + bytes.below(m.path().len() - 1);
                    let prefix = &m.path()[..len];
                    match game.play_path(prefix) {
                        Ok(played) => {
                            assert!(listed(&moves, played.path()));
                            let two = len == 2
                                && (played.from(), played.to())
                                    == (Some(prefix[0]), Some(prefix[1]));
                            assert!(played.path().starts_with(prefix) || two, "{prefix:?}");
                            if len == m.path().len() && with_path(&moves, m.path()) == 1 {
                                assert_eq!(played.path(), m.path(), "an exact path wins");
                            }
                            Ok(vec![before.clone()])
                        }
                        Err(e) => {
                            assert_eq!(e.kind(), ErrorKind::AmbiguousMove, "{prefix:?}: {e}");
                            assert!(
                                len < m.path().len() || with_path(&moves, prefix) > 1,
                                "an exact path of one move is never ambiguous"
                            );
                            Err(e)
                        }
                    }
                }
                None => game.play_path(&[1, 2]).map(|_| vec![]),
            },
            // A stale or listed move object: plays exactly when listed.
            6 => {
                let candidate = if seen.is_empty() {
                    dummy(&before)
                } else {
                    seen[bytes.below(seen.len())].clone()
                };
                let result = game.play_move(&candidate);
                let same = |m: &Move| {
                    m.path() == candidate.path() && m.promotion() == candidate.promotion()
                };
                assert_eq!(result.is_ok(), moves.iter().any(same), "{candidate}");
                result.map(|_| vec![before.clone()])
            }
            // A random or near-miss path, exact: plays exactly when listed.
            7 | 8 => {
                let path = random_path(&mut bytes, &moves);
                let result = game.play_exact(&path);
                let exists = with_path(&moves, &path) == 1;
                assert_eq!(result.is_ok(), exists, "play_exact({path:?}): {result:?}");
                if let Err(e) = &result {
                    let kinds = [
                        ErrorKind::IllegalMove,
                        ErrorKind::InvalidArgument,
                        ErrorKind::AmbiguousMove,
                    ];
                    assert!(kinds.contains(&e.kind()) || over, "{path:?}: {e}");
                }
                result.map(|_| vec![before.clone()])
            }
            // A random or near-miss path or prefix.
            9 => {
                let path = random_path(&mut bytes, &moves);
                let result = game.play_path(&path);
                match &result {
                    Ok(m) => assert!(listed(&moves, m.path()), "{path:?}"),
                    Err(e) => {
                        let kinds = [
                            ErrorKind::IllegalMove,
                            ErrorKind::AmbiguousMove,
                            ErrorKind::InvalidArgument,
                            ErrorKind::GameOver,
                        ];
                        assert!(kinds.contains(&e.kind()), "{path:?}: {e}");
                    }
                }
                result.map(|_| vec![before.clone()])
            }
            // Random move text made of squares and separators.
            10 => {
                let text = random_text(&mut bytes, &moves);
                let result = game.play(&text);
                match &result {
                    Ok(m) => assert!(listed(&moves, m.path()), "{text:?}"),
                    Err(e) => assert!(MOVE_ERRORS.contains(&e.kind()), "{text:?}: {e}"),
                }
                result.map(|_| vec![before.clone()])
            }
            11 => match game.undo() {
                Ok(_) => {
                    let back = undo.pop().expect("undo has something to take back");
                    assert!(game == back, "undo gives the game back");
                    assert_eq!(game.status(), back.status());
                    assert_eq!(game.to_fragment(), back.to_fragment());
                    assert_eq!(game.fen(), back.fen());
                    assert_eq!(game.end(), back.end());
                    check(&game);
                    continue;
                }
                Err(e) => {
                    assert_eq!(e.kind(), ErrorKind::NothingToUndo);
                    assert!(undo.is_empty(), "undo refused with something to undo");
                    Err(e)
                }
            },
            12 => {
                let b = bytes.byte();
                let result = if b & 1 == 0 {
                    game.agree_draw()
                } else {
                    game.resign(if b & 2 == 0 { Side::Black } else { Side::White })
                };
                match &result {
                    Ok(()) => {
                        let now = game.status();
                        if b & 1 == 0 {
                            assert_eq!(now.state, State::Draw);
                            assert_eq!(now.reason, Some(damero::Reason::Agreement));
                        } else {
                            let resigned = if b & 2 == 0 { Side::Black } else { Side::White };
                            assert_eq!((now.state, now.winner), (State::Win, Some(!resigned)));
                            assert_eq!(now.reason, Some(damero::Reason::Resignation));
                        }
                        assert!(!over, "an ended game ended again");
                    }
                    Err(e) => {
                        let kinds = [ErrorKind::NotAllowed, ErrorKind::GameOver];
                        assert!(kinds.contains(&e.kind()), "{e}");
                    }
                }
                result.map(|()| vec![before.clone()])
            }
            13 => {
                let kind = draw_kind(bytes.byte());
                let result = game.claim_draw(kind);
                match &result {
                    Ok(k) => {
                        assert!(status.claimable.contains(k), "claimed {k}, not claimable");
                        assert!(kind.is_none() || kind == Some(*k));
                        assert_eq!(game.status().state, State::Draw);
                        assert_eq!(game.status().reason, Some(k.reason()));
                    }
                    Err(e) if e.kind() == ErrorKind::NotClaimable => match kind {
                        Some(k) => assert!(!status.claimable.contains(&k)),
                        None => assert!(status.claimable.is_empty()),
                    },
                    Err(e) => assert!(e.kind() == ErrorKind::GameOver && over, "{e}"),
                }
                result.map(|_| vec![before.clone()])
            }
            14 => {
                let kind = draw_kind(bytes.byte());
                let text = match pick(&mut bytes) {
                    Some(m) if bytes.byte() & 3 != 0 => m.notation().to_string(),
                    _ => random_text(&mut bytes, &moves),
                };
                match game.play_and_claim(&text, kind) {
                    Ok((m, k)) => {
                        assert!(listed(&moves, m.path()));
                        assert!(kind.is_none() || kind == Some(k));
                        let mut moved = before.clone();
                        moved.play(&text).expect("the same text plays");
                        assert!(moved.status().claimable.contains(&k));
                        assert_eq!(game.status().reason, Some(k.reason()));
                        assert_eq!(game.history(), moved.history());
                        Ok(vec![before.clone(), moved])
                    }
                    Err(e) => {
                        let not_claimable = e.kind() == ErrorKind::NotClaimable;
                        assert!(MOVE_ERRORS.contains(&e.kind()) || not_claimable, "{e}");
                        Err(e)
                    }
                }
            }
            _ => {
                let b = bytes.byte();
                match b % 3 {
                    0 => {
                        game = Game::from_fragment(&game.to_fragment()).expect("reads back");
                        assert!(game == before);
                    }
                    1 => {
                        let fen = game.fen();
                        game = Game::from_fen(variant, &fen, Some(*game.options()))
                            .expect("a reachable position reads back");
                        undo.clear();
                        check(&game);
                        continue;
                    }
                    _ => {
                        let prefix = random_path(&mut bytes, &moves);
                        for m in game.completions(&prefix) {
                            assert!(m.path().starts_with(&prefix) && listed(&moves, m.path()));
                        }
                    }
                }
                Ok(vec![])
            }
        };
        match outcome {
            Ok(pushed) => {
                assert!(!over || call == 15, "call {call} succeeded after the end");
                undo.extend(pushed);
            }
            Err(e) => {
                assert!(
                    game == before,
                    "{e}: a failed call leaves the game as it was"
                );
                assert_eq!(game.status(), status);
                if over {
                    assert!(game.legal_moves().is_empty());
                }
            }
        }
        check(&game);
    }
});

/// A move object that no position lists: from a fresh game's second move list, which the
/// caller's position need not have.
fn dummy(game: &Game) -> Move {
    let fresh = Game::new(game.variant()).expect("the variant of a game");
    let first = fresh.legal_moves()[0].clone();
    let next = after(&fresh, &first);
    next.legal_moves()[0].clone()
}

/// A draw kind to claim: none (the first claimable) or one of every kind.
fn draw_kind(b: u8) -> Option<DrawKind> {
    let i = b as usize % (DrawKind::ALL.len() + 1);
    DrawKind::ALL.get(i).copied()
}

/// A path of random squares (any byte value, so squares the board lacks too), or a listed
/// move's path changed in one place: a square replaced, dropped or added.
fn random_path(bytes: &mut Bytes, moves: &[Move]) -> Vec<u8> {
    let b = bytes.byte();
    if b & 1 == 0 && !moves.is_empty() {
        let mut path = moves[bytes.below(moves.len())].path().to_vec();
        if path.is_empty() {
            // A pass: any square is a near miss.
            return vec![bytes.byte() % 64];
        }
        let at = bytes.below(path.len());
        match (b >> 1) % 3 {
            0 => path[at] = bytes.byte() % 64,
            1 => {
                path.remove(at);
            }
            _ => path.insert(at, bytes.byte() % 64),
        }
        path
    } else {
        (0..b as usize % 6).map(|_| bytes.byte()).collect()
    }
}

/// Move text: a listed move's text changed a little, or squares and separators from the bytes.
fn random_text(bytes: &mut Bytes, moves: &[Move]) -> String {
    const PIECES: [&str; 10] = ["-", "x", ":", "X", "", " ", "0", "+", "#", "é"];
    let b = bytes.byte();
    if b & 1 == 0 && !moves.is_empty() {
        let m = &moves[bytes.below(moves.len())];
        let mut text = if b & 2 == 0 {
            m.notation().to_string()
        } else {
            m.long()
        };
        let at = bytes.below(text.len() + 1);
        if text.is_char_boundary(at) {
            text.insert_str(at, PIECES[bytes.below(PIECES.len())]);
        }
        text
    } else {
        let mut text = String::new();
        for i in 0..1 + (b as usize >> 1) % 5 {
            if i > 0 {
                text.push_str(PIECES[bytes.below(PIECES.len())]);
            }
            text.push_str(&(bytes.byte() % 60).to_string());
        }
        text
    }
}
