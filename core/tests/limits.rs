//! The limits that keep every game writable as a fragment agree: a game holds at most
//! `MAX_HISTORY` moves, its fragment is never longer than `MAX_FRAGMENT_LEN`, and a game at the
//! limit reads back from its fragment. The games are English draughts: a build without draughts
//! skips this file.
#![cfg(feature = "draughts")]

use damero::{ErrorKind, Game, MAX_FRAGMENT_LEN, MAX_HISTORY, Variant};

/// A game of `plies` king moves to and fro (no capture, no man move; the English defaults let it
/// go on for ever).
fn long_game(plies: usize) -> Game {
    let mut game = Game::from_fen(Variant::English, "B:WK32:BK1", None).unwrap();
    let cycle = ["1-6", "32-27", "6-1", "27-32"];
    for i in 0..plies {
        game.play(cycle[i % 4]).unwrap();
    }
    game
}

#[test]
fn a_game_at_the_history_limit_reads_back() {
    let mut game = long_game(MAX_HISTORY);
    let fragment = game.to_fragment();
    assert!(fragment.len() <= MAX_FRAGMENT_LEN);
    let again = Game::from_fragment(&fragment).unwrap();
    assert_eq!(again, game);
    assert_eq!(again.status(), game.status());

    // The next move is refused with its own error, and the game is unchanged.
    let err = game.play("1-6").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::HistoryFull);
    assert_eq!(err.code(), "history_full");
    assert_eq!(
        game.play_path(&[1, 6]).unwrap_err().kind(),
        ErrorKind::HistoryFull
    );
    assert_eq!(
        game.play_exact(&[1, 6]).unwrap_err().kind(),
        ErrorKind::HistoryFull
    );
    assert_eq!(game.to_fragment(), fragment);
    // The game can still end by an event, and undo makes room again.
    game.undo().unwrap();
    game.play("27-32").unwrap();
    game.agree_draw().unwrap();
    assert_eq!(Game::from_fragment(&game.to_fragment()).unwrap(), game);

    // A fragment with one move more than any game can hold is refused, naming the limit.
    let over = format!("{fragment},1-6");
    let err = Game::from_fragment(&over).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidFragment);
    assert!(err.message().contains(&MAX_HISTORY.to_string()), "{err}");
}

#[test]
fn the_longest_possible_fragment_fits_the_reading_limit() {
    // Every part at its longest: every option set off its default, a start FEN at the reading
    // limit's worth, and moves of the longest notation, stay under MAX_FRAGMENT_LEN.
    let options = "first=white,capture=optional,repetition=claim10000,move_limit=claim10000m,agreement=off,resignation=off,endgame=claim10000_10000";
    assert!(options.len() <= 256);
    assert!("international".len() + "v2/".len() <= 40);
    let longest_move = damero::MAX_NOTATION;
    let moves = MAX_HISTORY * (longest_move + 1);
    assert!(40 + 256 + 1_000 + moves + 32 + 18 <= MAX_FRAGMENT_LEN);
    // Anything longer is refused before it is read.
    let huge = "v2/english/m:".to_string() + &"9-13,".repeat(MAX_FRAGMENT_LEN / 5 + 1);
    let err = Game::from_fragment(&huge).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidFragment);
    assert!(err.message().contains("at most"), "{err}");
}

#[test]
fn the_documented_limits_are_the_constants() {
    let doc = include_str!("../../docs/fragment.md");
    let with_commas = |n: usize| {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(c);
        }
        out
    };
    assert!(doc.contains(&format!("`MAX_HISTORY` = {}", with_commas(MAX_HISTORY))));
    assert!(doc.contains(&format!(
        "`MAX_FRAGMENT_LEN` = {}",
        with_commas(MAX_FRAGMENT_LEN)
    )));
}
