//! Invariants checked over many pseudo-random games and inputs: every listed move plays, reading
//! back a fragment or a FEN gives the same game, parsers never panic, and errors leave the game
//! unchanged. The generator is seeded, so every run checks the same games. Most games here are
//! draughts: a build without draughts (`--features chess`) runs only the chess ones.

use damero::{Duplicates, ErrorKind, Game, Options, State, Variant};

/// A small deterministic generator (xorshift64*), so the test needs no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays up to `plies` random legal moves from the start with `options`, calling `check` before
/// every move.
#[cfg(feature = "draughts")]
fn random_game(rng: &mut Rng, options: &str, plies: usize, check: impl FnMut(&Game)) -> Game {
    random_game_of(Variant::English, rng, options, plies, check)
}

/// [`random_game`] of any variant.
fn random_game_of(
    variant: Variant,
    rng: &mut Rng,
    options: &str,
    plies: usize,
    mut check: impl FnMut(&Game),
) -> Game {
    let options = Options::parse(variant, options).unwrap();
    let mut game = Game::with_options(variant, options).unwrap();
    for _ in 0..plies {
        check(&game);
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = &moves[rng.below(moves.len())];
        game.play_move(m).unwrap();
    }
    check(&game);
    game
}

fn same_game(a: &Game, b: &Game) {
    assert_eq!(a.fen(), b.fen());
    assert_eq!(a.history(), b.history());
    assert_eq!(a.status(), b.status());
    assert_eq!(a.to_fragment(), b.to_fragment());
}

#[test]
fn every_listed_move_plays_and_reads_back() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let runs = [
        (Variant::English, "", 25),
        (Variant::English, "capture=optional", 25),
        (Variant::English, "repetition=auto3,move_limit=auto20p", 25),
        (Variant::English, "first=white", 25),
        (Variant::Brazilian, "", 10),
        (Variant::Brazilian, "repetition=auto3,endgame=auto2_1", 10),
        (Variant::International, "", 6),
        (Variant::International, "capture=optional,first=black", 6),
        (Variant::Russian, "", 10),
        (Variant::Russian, "capture=optional,endgame=none", 5),
        (Variant::Pool, "", 10),
        (Variant::Italian, "", 10),
        (Variant::Italian, "first=black,repetition=auto3", 5),
        (Variant::Spanish, "", 10),
        (Variant::Czech, "", 10),
        (Variant::Thai, "", 10),
        (Variant::Thai, "first=black", 5),
        (Variant::Turkish, "", 8),
        (Variant::Turkish, "capture=optional,move_limit=auto50p", 4),
        (Variant::Frisian, "", 4),
        (Variant::Frisian, "repetition=auto3,endgame=auto3_3", 3),
        (Variant::Chess, "", 6),
        (Variant::Chess, "repetition=auto3,move_limit=auto20p", 4),
        (
            Variant::Chess960,
            "repetition=claim3,move_limit=claim50m",
            3,
        ),
        (Variant::Reversi, "", 4),
        (Variant::Reversi, "size=6,start=free,scoring=wof", 4),
        (Variant::Reversi, "size=10", 1),
        (Variant::ConnectFour, "", 8),
        (Variant::ConnectFour, "size=4x4", 4),
        (Variant::ConnectFour, "size=9x9", 2),
    ];
    for (variant, options, games) in runs {
        if !variant.is_available() {
            continue;
        }
        for _ in 0..games {
            random_game_of(variant, &mut rng, options, 150, |game| {
                let status = game.status();
                let moves = game.legal_moves();
                let geometry = game.geometry();
                let column = |m: &damero::Move| m.to().map(|s| s % geometry.columns);
                assert!(
                    // (equal paths only for the four promotions of a chess pawn; discs that
                    // drop are listed by column)
                    if geometry.drops {
                        moves.is_sorted_by(|a, b| column(a) < column(b))
                    } else {
                        moves.is_sorted_by(|a, b| a.path() <= b.path())
                    },
                    "legal moves sorted by path"
                );
                // perft(1) counts exactly the listed moves while the game goes on.
                if status.state == State::Ongoing {
                    assert_eq!(game.perft(1, Duplicates::Keep).unwrap(), moves.len() as u64);
                    assert!(!moves.is_empty());
                } else {
                    assert!(moves.is_empty());
                }
                // Pieces that must capture are exactly the starts of the captures, and then every
                // legal move is a capture.
                if !status.must_capture.is_empty() {
                    assert!(moves.iter().all(|m| m.is_capture()));
                    let mut starts: Vec<u8> = moves.iter().filter_map(|m| m.from()).collect();
                    starts.dedup();
                    assert_eq!(starts, status.must_capture);
                }
                for m in &moves {
                    // The notation names this move (or one with the same outcome).
                    let mut by_text = game.clone();
                    let played = by_text.play(m.notation()).unwrap();
                    assert_eq!((played.from(), played.to()), (m.from(), m.to()));
                    let mut sorted_a = played.captures().to_vec();
                    let mut sorted_b = m.captures().to_vec();
                    sorted_a.sort_unstable();
                    sorted_b.sort_unstable();
                    assert_eq!(sorted_a, sorted_b);
                    // Each prefix of the path keeps this move among the completions.
                    for len in 1..=m.path().len() {
                        assert!(game.completions(&m.path()[..len]).contains(m));
                    }
                    if m.kind() == damero::MoveKind::Travel {
                        assert_eq!(m.captures().len() + 1 == m.path().len(), m.is_capture());
                    } else {
                        // A placement names one square, a pass none; both play by their path.
                        assert_eq!(
                            m.path().len(),
                            usize::from(m.kind() == damero::MoveKind::Place)
                        );
                        let mut by_path = game.clone();
                        assert_eq!(&by_path.play_path(m.path()).unwrap(), m);
                    }
                }
                // Fragment and FEN read back to the same game and position.
                let again = Game::from_fragment(&game.to_fragment()).unwrap();
                same_game(game, &again);
                let from_fen = Game::from_fen(variant, &game.fen(), Some(*game.options())).unwrap();
                assert_eq!(from_fen.fen(), game.fen());
            });
        }
    }
}

#[test]
#[cfg(feature = "draughts")]
fn fragments_of_long_games_stay_short() {
    let mut rng = Rng(42);
    let mut longest = 0;
    for _ in 0..200 {
        let game = random_game(&mut rng, "", 100, |_| {});
        if game.history().len() == 100 {
            longest = longest.max(game.to_fragment().len());
        }
    }
    assert!(longest > 0, "no game lasted 100 plies");
    println!("longest fragment of a 100-ply game: {longest} characters");
    assert!(
        longest < 1000,
        "a 100-ply fragment took {longest} characters"
    );
}

#[test]
#[cfg(feature = "draughts")]
fn fragment_characters_are_left_alone_by_browsers() {
    let mut rng = Rng(7);
    for _ in 0..50 {
        let game = random_game(
            &mut rng,
            "repetition=claim3,move_limit=claim40m",
            120,
            |_| {},
        );
        let fragment = game.to_fragment();
        assert!(
            fragment
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "/:,=-_".contains(c)),
            "{fragment}"
        );
        assert!(!fragment.ends_with([',', '.', '-']));
    }
}

/// Mutating fragments, FENs and move text never panics; every error has the expected kind and
/// leaves the game as it was.
#[test]
#[cfg(feature = "draughts")]
fn mutated_inputs_fail_cleanly() {
    let mut rng = Rng(0xDEAD_BEEF);
    let alphabet: Vec<char> = "0123456789vx-:,/=_.#KWBmosea englishé\u{0}"
        .chars()
        .collect();
    for _ in 0..60 {
        let game = random_game(&mut rng, "capture=optional,repetition=auto3", 60, |_| {});
        let fragment = game.to_fragment();
        let fen = game.fen();
        for _ in 0..60 {
            let bad_fragment = mutate(&mut rng, &fragment, &alphabet);
            if let Err(e) = Game::from_fragment(&bad_fragment) {
                assert_eq!(e.kind(), ErrorKind::InvalidFragment, "{bad_fragment}: {e}");
            }
            let bad_fen = mutate(&mut rng, &fen, &alphabet);
            if let Err(e) = Game::from_fen(Variant::English, &bad_fen, None) {
                assert_eq!(e.kind(), ErrorKind::InvalidFen, "{bad_fen}: {e}");
            }
            let mut probe = game.clone();
            let text = mutate(&mut rng, "10x19x26", &alphabet);
            if let Err(e) = probe.play(&text) {
                assert!(
                    matches!(
                        e.kind(),
                        ErrorKind::InvalidNotation
                            | ErrorKind::IllegalMove
                            | ErrorKind::AmbiguousMove
                            | ErrorKind::GameOver
                    ),
                    "{text}: {e}"
                );
                same_game(&probe, &game);
            }
            let _ = Options::parse(
                Variant::English,
                &mutate(&mut rng, "repetition=claim3,move_limit=auto40m", &alphabet),
            );
        }
    }
}

#[test]
#[cfg(feature = "placement")]
fn mutated_placement_inputs_fail_cleanly() {
    let mut rng = Rng(0x0DD_BA11);
    let alphabet: Vec<char> = "0123456789abcdefghXOxory-/ pass,=é\u{0}".chars().collect();
    for (variant, moves) in [
        (Variant::Reversi, "f5 d6 c3 d3 c4 pass"),
        (Variant::ConnectFour, "4453 1 7"),
    ] {
        for _ in 0..20 {
            let game = random_game_of(variant, &mut rng, "", 30, |_| {});
            for _ in 0..40 {
                let bad_fragment = mutate(&mut rng, &game.to_fragment(), &alphabet);
                if let Err(e) = Game::from_fragment(&bad_fragment) {
                    assert_eq!(e.kind(), ErrorKind::InvalidFragment, "{bad_fragment}: {e}");
                }
                let bad_fen = mutate(&mut rng, &game.fen(), &alphabet);
                if let Err(e) = Game::from_fen(variant, &bad_fen, None) {
                    assert_eq!(e.kind(), ErrorKind::InvalidFen, "{bad_fen}: {e}");
                }
                let mut probe = game.clone();
                let text = mutate(&mut rng, moves, &alphabet);
                if let Err(e) = probe.play_moves(&text) {
                    assert!(
                        matches!(
                            e.kind(),
                            ErrorKind::InvalidNotation
                                | ErrorKind::IllegalMove
                                | ErrorKind::GameOver
                                | ErrorKind::HistoryFull
                        ),
                        "{text}: {e}"
                    );
                    same_game(&probe, &game);
                }
                let _ =
                    Options::parse(variant, &mutate(&mut rng, "size=7x6,start=free", &alphabet));
            }
        }
    }
}

fn mutate(rng: &mut Rng, text: &str, alphabet: &[char]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        match rng.below(4) {
            0 if !chars.is_empty() => {
                let i = rng.below(chars.len());
                chars.remove(i);
            }
            1 => {
                let i = rng.below(chars.len() + 1);
                chars.insert(i, alphabet[rng.below(alphabet.len())]);
            }
            2 if !chars.is_empty() => {
                let i = rng.below(chars.len());
                chars[i] = alphabet[rng.below(alphabet.len())];
            }
            _ => {
                let keep = rng.below(chars.len() + 1);
                chars.truncate(keep);
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
#[cfg(feature = "draughts")]
fn perft_depth_is_bounded() {
    let game = Game::new(Variant::English).unwrap();
    assert_eq!(
        game.perft(damero::MAX_PERFT_DEPTH + 1, Duplicates::Keep)
            .unwrap_err()
            .kind(),
        ErrorKind::InvalidArgument
    );
    assert_eq!(game.perft(0, Duplicates::Keep).unwrap(), 1);
}

#[test]
#[cfg(feature = "draughts")]
fn a_long_perft_stops_when_asked() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let game = Game::new(Variant::English).unwrap();
    let stop = AtomicBool::new(false);
    let counted = std::thread::scope(|s| {
        let worker = s.spawn(|| game.perft_until(30, Duplicates::Keep, &stop));
        std::thread::sleep(std::time::Duration::from_millis(20));
        stop.store(true, Ordering::Relaxed);
        worker.join().unwrap()
    });
    // Depth 30 would take centuries: only the stop ends it.
    assert_eq!(counted.unwrap(), None);
    let unset = AtomicBool::new(false);
    assert_eq!(
        game.perft_until(5, Duplicates::Keep, &unset).unwrap(),
        Some(7361)
    );
}

#[test]
#[cfg(feature = "draughts")]
fn perft_on_threads_counts_the_same() {
    use damero::PerftOptions;
    use std::sync::Mutex;
    for (variant, fen, depth) in [
        (Variant::English, None, 6),
        (Variant::English, Some("W:WK10,K19,K28:B14,15,22,23,K5"), 4),
        (Variant::Brazilian, None, 5),
        (Variant::International, Some("W:WK46,33:B19,22,28,29,37"), 3),
    ] {
        let game = match fen {
            Some(fen) => Game::from_fen(variant, fen, None).unwrap(),
            None => Game::new(variant).unwrap(),
        };
        for dup in [Duplicates::Keep, Duplicates::Drop] {
            let one = game.perft(depth, dup).unwrap();
            for threads in [1, 2, 3, 0] {
                let seen = Mutex::new(Vec::new());
                let progress = |c: &damero::RootCount| seen.lock().unwrap().push((c.done, c.total));
                let options = PerftOptions::new()
                    .duplicates(dup)
                    .threads(threads)
                    .progress(&progress);
                let run = game.perft_with(depth, &options).unwrap().unwrap();
                assert_eq!(run.nodes, one, "{variant} {fen:?} {threads} threads");
                assert_eq!(run.divide.iter().map(|d| d.1).sum::<u64>(), one);
                // Each root move reported once, counting up to the total.
                let seen = seen.into_inner().unwrap();
                let total = run.divide.len();
                assert_eq!(seen, (1..=total).map(|d| (d, total)).collect::<Vec<_>>());
                // The divide equals one count below each move.
                for (mv, n) in &run.divide {
                    let mut child = game.clone();
                    child.play_move(mv).unwrap();
                    assert_eq!(child.perft(depth - 1, dup).unwrap(), *n);
                }
            }
        }
    }
    // A stop flag set before the count stops every thread.
    let stop = std::sync::atomic::AtomicBool::new(true);
    let options = PerftOptions::new().threads(2).stop(&stop);
    let game = Game::new(Variant::English).unwrap();
    assert_eq!(game.perft_with(14, &options).unwrap(), None);
}

/// Chess960 games from random numbered starts: every listed move plays by its SAN and its UCI,
/// fragments and FENs read back, perft(1) counts the listed moves, and mutated FENs, fragments
/// and move text fail with the right error.
#[test]
#[cfg(feature = "chess")]
fn chess960_games_from_numbered_starts() {
    let mut rng = Rng(960);
    let alphabet: Vec<char> = "0123456789KQRBNPkqrbnpx-/=_. wabcdefgh+#O"
        .chars()
        .collect();
    for _ in 0..8 {
        let number = rng.below(960).to_string();
        let mut game = Game::from_fen(Variant::Chess960, &number, None).unwrap();
        for _ in 0..40 {
            let moves = game.legal_moves();
            let status = game.status();
            if status.state != State::Ongoing {
                assert!(moves.is_empty());
                break;
            }
            assert_eq!(game.perft(1, Duplicates::Keep).unwrap(), moves.len() as u64);
            for m in &moves {
                for text in [m.notation().to_string(), m.long()] {
                    let mut by_text = game.clone();
                    let played = by_text
                        .play(&text)
                        .unwrap_or_else(|e| panic!("{text}: {e}"));
                    assert_eq!(&played, m, "{text}");
                }
            }
            let again = Game::from_fragment(&game.to_fragment()).unwrap();
            same_game(&game, &again);
            let from_fen = Game::from_fen(Variant::Chess960, &game.fen(), None).unwrap();
            assert_eq!(from_fen.fen(), game.fen());
            for _ in 0..10 {
                let bad = mutate(&mut rng, &game.fen(), &alphabet);
                if let Err(e) = Game::from_fen(Variant::Chess960, &bad, None) {
                    assert_eq!(e.kind(), ErrorKind::InvalidFen, "{bad}: {e}");
                }
                let bad = mutate(&mut rng, &game.to_fragment(), &alphabet);
                if let Err(e) = Game::from_fragment(&bad) {
                    assert_eq!(e.kind(), ErrorKind::InvalidFragment, "{bad}: {e}");
                }
                let mut probe = game.clone();
                let text = mutate(&mut rng, moves[0].notation(), &alphabet);
                if let Err(e) = probe.play(&text) {
                    assert!(
                        matches!(
                            e.kind(),
                            ErrorKind::InvalidNotation
                                | ErrorKind::IllegalMove
                                | ErrorKind::AmbiguousMove
                        ),
                        "{text}: {e}"
                    );
                    same_game(&probe, &game);
                }
            }
            let m = &moves[rng.below(moves.len())];
            game.play_move(m).unwrap();
        }
    }
}

/// The lean path gives the same game as the full one, in every variant: moves played by index
/// ([`Game::play_index`], which builds no move) make the history, status and fragment that
/// playing the listed moves makes; the history written later is the moves that were listed; a
/// list kept apart ([`Game::legal_list`]) builds the listed moves after the game has moved on;
/// and taking moves back (`undo` and `take_back`, with or without the history read) returns the
/// moves played and the same positions.
#[test]
fn moves_played_by_index_are_the_moves_listed() {
    let mut rng = Rng(0x1EA4_0001);
    for variant in Variant::ALL.into_iter().filter(|v| v.is_available()) {
        for _ in 0..3 {
            let mut lean = Game::new(variant).unwrap();
            let mut full = Game::new(variant).unwrap();
            let mut lists = Vec::new();
            let mut listed = Vec::new();
            for _ in 0..70 {
                let moves = full.legal_moves();
                assert_eq!(lean.legal_move_count(), moves.len(), "{variant}");
                if moves.is_empty() {
                    break;
                }
                let i = rng.below(moves.len());
                lists.push((lean.legal_list(), moves.clone()));
                lean.play_index(i).unwrap();
                listed.push(moves[i].clone());
                assert_eq!(full.play_move(&moves[i]).unwrap(), moves[i], "{variant}");
                assert_eq!(lean.ply(), full.ply());
            }
            for (kept, moves) in &lists {
                assert_eq!(&kept.to_vec(), moves, "{variant}");
                assert_eq!(kept.get(moves.len()), None);
            }
            assert_eq!(lean.status(), full.status(), "{variant}");
            assert_eq!(lean.to_fragment(), full.to_fragment(), "{variant}");
            assert_eq!(lean.history(), &listed[..], "{variant}");
            // Half taken back by `undo` (the history read above is kept in step), half by
            // `take_back` on a copy that never read it.
            let mut fresh = Game::from_fragment(&full.to_fragment()).unwrap();
            while lean.ply() > listed.len() / 2 {
                if lean.ply() % 3 == 0 {
                    assert!(lean.take_back().unwrap());
                } else {
                    let undone = lean.undo().unwrap();
                    assert_eq!(undone, damero::Undone::Move(listed[lean.ply()].clone()));
                }
                assert_eq!(lean.history(), &listed[..lean.ply()], "{variant}");
                assert!(fresh.take_back().unwrap());
                assert_eq!(fresh.fen(), lean.fen(), "{variant}");
            }
            assert_eq!(fresh.history(), lean.history(), "{variant}");
            while fresh.ply() > 0 {
                let undone = fresh.undo().unwrap();
                assert_eq!(undone, damero::Undone::Move(listed[fresh.ply()].clone()));
            }
            assert_eq!(
                fresh.take_back().unwrap_err().kind(),
                ErrorKind::NothingToUndo
            );
            // Undone without the history ever read: each move built from the list of the
            // position it was played in (listed first every other ply), or found again.
            let mut other = Game::from_fragment(&full.to_fragment()).unwrap();
            while other.ply() > 0 {
                if other.ply() % 2 == 0 {
                    other.legal_move_count();
                }
                let undone = other.undo().unwrap();
                assert_eq!(undone, damero::Undone::Move(listed[other.ply()].clone()));
            }
        }
    }
}
