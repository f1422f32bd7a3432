//! Reading game files: files the project writes itself (always), then every real file of
//! `../shared/gamefiles` when that folder exists (skipped with a message otherwise), checked
//! against the figures its `SOURCES.md` records, and read back after writing.

use std::path::{Path, PathBuf};

use damero::files::{GameRecord, ReadOptions, Reader, read_games, split_games, write_game};
use damero::{Game, Variant};

fn read(text: &str, options: ReadOptions) -> Vec<GameRecord> {
    read_games(text, options).map(|r| r.unwrap()).collect()
}

fn notations(record: &GameRecord) -> Vec<String> {
    record
        .mainline()
        .iter()
        .map(|m| m.notation().to_string())
        .collect()
}

/// What a node is, compared after a round trip: move, comments before and after, NAGs, children.
type Shape = (
    Option<String>,
    Vec<String>,
    Vec<String>,
    Vec<u16>,
    Vec<usize>,
);

/// Read, written, read again: the same tags, result, tree, comments and NAGs.
fn round_trip(record: &GameRecord) -> Result<(), String> {
    let Some(text) = write_game(record) else {
        return Ok(());
    };
    let again: Vec<GameRecord> = read_games(
        &text,
        ReadOptions {
            variant: record.variant,
            strict: false,
            ..Default::default()
        },
    )
    .map(|r| r.map_err(|e| e.to_string()))
    .collect::<Result<_, _>>()?;
    let [again] = again.as_slice() else {
        return Err(format!("{} games read back from\n{text}", again.len()));
    };
    let shape = |r: &GameRecord| -> Vec<Shape> {
        r.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                (
                    r.played(i).map(|m| m.notation().to_string()),
                    n.comments_before.clone(),
                    n.comments.clone(),
                    n.nags.clone(),
                    n.children.to_vec(),
                )
            })
            .collect()
    };
    if shape(record) != shape(again) {
        return Err(format!("the tree differs after writing:\n{text}"));
    }
    if again.result != record.result.clone().or_else(|| Some("*".into())) && record.result.is_some()
    {
        return Err(format!(
            "result {:?} read back as {:?}",
            record.result, again.result
        ));
    }
    // The Result tag is written as the game's marker says (where the two disagree, the marker).
    for (k, v) in record.headers.iter().filter(|(k, _)| k != "Result") {
        if again.header(k) != Some(v.as_str()) {
            return Err(format!("tag {k} {v:?} read back as {:?}", again.header(k)));
        }
    }
    if !again.errors.is_empty() {
        return Err(format!("errors after writing: {:?}\n{text}", again.errors));
    }
    Ok(())
}

#[test]
fn tree_comments_nags_and_commands() {
    let pgn = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n{Game comment} 1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3) d6) (1... e6) 2. Nf3! {[%clk 0:03:00] [%eval 0.3]} Nc6 $2 3. Bb5 1-0\n";
    let [g] = read(pgn, ReadOptions::default()).try_into().unwrap();
    assert_eq!(g.variant, Some(Variant::Chess));
    assert_eq!(g.result.as_deref(), Some("1-0"));
    assert_eq!(notations(&g), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(g.root().comments, ["Game comment"]);
    let line = g.mainline_nodes();
    let e4 = &g.nodes[line[0]];
    assert_eq!(e4.children.len(), 3);
    let sicilian = &g.nodes[e4.children[1]];
    assert_eq!(g.played(e4.children[1]).unwrap().notation(), "c5");
    assert_eq!(sicilian.comments, ["Sicilian"]);
    // (2. c3) is an alternative to 2. Nf3: both follow 1... c5.
    assert_eq!(sicilian.children.len(), 2);
    let c3 = sicilian.children[1];
    assert_eq!(g.played(c3).unwrap().notation(), "c3");
    let main_nf3 = &g.nodes[line[2]];
    assert_eq!(main_nf3.nags, [1]);
    assert_eq!(
        main_nf3.commands(),
        [
            ("clk".into(), "0:03:00".into()),
            ("eval".into(), "0.3".into())
        ]
    );
    assert_eq!(g.nodes[line[3]].nags, [2]);
    assert_eq!(g.game().unwrap().history().len(), 5);
    let at_c3 = g.game_at(c3).unwrap();
    assert_eq!(
        at_c3.fen(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2"
    );
    assert!(g.errors.is_empty(), "{:?}", g.errors);
    round_trip(&g).unwrap();
}

#[test]
fn draughts_files_and_their_quirks() {
    // GameType in its long form, zero-padded squares, a draughts result, a move strength in
    // parentheses, upper-case squares in Russian.
    let pdn = "[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 19-23 2. 28x19 14x23(?) 3. 33-28 2-0\n\
               [GameType \"25\"]\n1. C3-D4 f6-e5 2. d4:f6 g7:e5 *\n";
    let games = read(pdn, ReadOptions::default());
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].variant, Some(Variant::International));
    assert_eq!(
        notations(&games[0]),
        ["32-28", "19-23", "28x19", "14x23", "33-28"]
    );
    assert_eq!(games[0].nodes[games[0].mainline_nodes()[3]].nags, [2]);
    assert_eq!(games[0].result.as_deref(), Some("2-0"));
    assert_eq!(games[1].variant, Some(Variant::Russian));
    assert_eq!(notations(&games[1]), ["c3-d4", "f6-e5", "d4:f6", "g7:e5"]);
    for g in &games {
        assert!(g.errors.is_empty(), "{:?}", g.errors);
        round_trip(g).unwrap();
    }
    // No GameType: English by its squares, with a warning; a caller's default reads it as
    // another game.
    let [g] = read("11-15 23-19 *", ReadOptions::default())
        .try_into()
        .unwrap();
    assert_eq!(g.variant, Some(Variant::English));
    assert!(g.warnings[0].message.contains("no GameType"));
    let options = ReadOptions {
        variant: Some(Variant::Pool),
        strict: false,
        ..Default::default()
    };
    let [g] = read("11-15 23-19 *", options).try_into().unwrap();
    assert_eq!((g.variant, g.warnings.len()), (Some(Variant::Pool), 0));
}

#[test]
fn problems_have_lines_and_columns_and_strict_refuses() {
    let pgn = "[Event \"a\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n[Variant \"Atomic\"]\n\n1. e4 *\n[Event \"c\"]\n1. d4 *\n";
    let games = read(pgn, ReadOptions::default());
    assert_eq!(games.len(), 3);
    let e = &games[0].errors[0];
    assert_eq!((e.line, e.column), (3, 13), "{e}");
    assert!(e.message.contains("Ke3"), "{e}");
    assert_eq!(notations(&games[0]), ["e4", "e5"]);
    assert_eq!(games[1].variant, None);
    assert!(games[1].errors[0].message.contains("Atomic"));
    assert!(games[1].mainline().is_empty());
    assert_eq!(notations(&games[2]), ["d4"]);
    let strict: Vec<_> = read_games(
        pgn,
        ReadOptions {
            variant: None,
            strict: true,
            ..Default::default()
        },
    )
    .collect();
    assert!(strict[0].is_err() && strict[1].is_err() && strict[2].is_ok());
    // Deep nesting and long comments are bounded, with errors.
    let deep = format!("1. e4 {} e5 {} *", "(".repeat(200), ")".repeat(200));
    let [g] = read(&deep, ReadOptions::default()).try_into().unwrap();
    assert!(g.errors.iter().any(|e| e.message.contains("deeper")));
    let long = format!("1. e4 {{{}}} *", "x".repeat(100_000));
    let [g] = read(&long, ReadOptions::default()).try_into().unwrap();
    assert!(g.nodes[1].comments[0].len() <= damero::files::limits::MAX_COMMENT + 3);
}

#[test]
fn a_game_written_from_play_reads_back() {
    for (variant, moves) in [
        (Variant::Chess, "e4 e5 Nf3 Nc6 Bb5 a6"),
        (Variant::Chess960, "e4 e5"),
        (Variant::International, "32-28 19-23 28x19 14x23"),
        (Variant::Russian, "c3-d4 f6-e5 d4:f6 g7:e5"),
        (Variant::Italian, "21-17 10-14"),
    ] {
        let mut game = Game::new(variant).unwrap();
        game.play_moves(moves).unwrap();
        let record = GameRecord::from_game(&game, &[("Event", "Test \"quoted\"")]);
        round_trip(&record).unwrap();
        let text = write_game(&record).unwrap();
        let [back] = read(&text, ReadOptions::default()).try_into().unwrap();
        assert_eq!(back.variant, Some(variant), "{text}");
        assert_eq!(back.game().unwrap().fen(), game.fen(), "{text}");
    }
}

/// The shared files and what `SOURCES.md` records of each.
fn shared() -> Option<(PathBuf, String)> {
    // Where `scripts/bench-files` looks too (DAMERO_GAMEFILES for a checkout elsewhere).
    let dir = std::env::var_os("DAMERO_GAMEFILES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/gamefiles"));
    let sources = std::fs::read_to_string(dir.join("SOURCES.md")).ok()?;
    Some((dir, sources))
}

/// `N games, M plies` and `K of N are ...: unsupported` from a chess row of `SOURCES.md`.
fn chess_expected(cell: &str) -> (usize, usize, usize) {
    let number = |word: &str| -> usize {
        let at = cell.find(word).unwrap();
        cell[..at]
            .split_whitespace()
            .last()
            .unwrap()
            .parse()
            .unwrap()
    };
    let unsupported = cell
        .find(" are ")
        .map(|at| {
            cell[..at]
                .split_whitespace()
                .nth_back(2)
                .unwrap()
                .parse()
                .unwrap()
        })
        .unwrap_or(0);
    (number(" games"), number(" plies"), unsupported)
}

/// Where this reader and python-chess part, each a choice `SOURCES.md` leaves open or a
/// reading it calls doubtful: (file, games, plies, why).
const CHESS_DIFFERENCES: [(&str, usize, usize, &str); 4] = [
    (
        "chessops/headers-and-moves-on-the-same-line.pgn",
        3,
        0,
        "three tag sections, each with its moves: three games (all antichess, unsupported)",
    ),
    (
        "chessops/leading-whitespace.pgn",
        4,
        20,
        "four games of five plies: the game without tags starts after a blank line",
    ),
    (
        "python-chess/anastasian-lewis.pgn",
        1,
        81,
        "Z0, ChessBase's null move, is an error: no game damero plays has null moves",
    ),
    (
        "scalachess/uzchesscup.pgn",
        45,
        0,
        "45 header-only games: a repeated Event tag starts a new game",
    ),
];

#[test]
fn shared_chess_files_read_as_sources_says() {
    let Some((dir, sources)) = shared() else {
        eprintln!("../shared/gamefiles is not here: the shared files are not read");
        return;
    };
    let mut failures = Vec::new();
    for row in sources
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains(".pgn |"))
    {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (file, expected) = (cells[1], cells[cells.len() - 2]);
        let text = std::fs::read(dir.join(file)).unwrap();
        let records: Vec<GameRecord> = Reader::new(text.as_slice(), ReadOptions::default())
            .map(|r| r.unwrap())
            .collect();
        let plies: usize = records.iter().map(|r| r.mainline().len()).sum();
        let unsupported = records.iter().filter(|r| r.variant.is_none()).count();
        let (games, want_plies, want_unsupported) = chess_expected(expected);
        let doubtful = expected.contains("doubtful") || expected.contains("open decisions");
        let supported_plies: usize = if want_unsupported > 0 { 0 } else { want_plies };
        let ok = match CHESS_DIFFERENCES.iter().find(|d| d.0 == file) {
            Some(&(_, g, p, _)) => records.len() == g && plies == p,
            None => {
                doubtful
                    || (records.len() == games
                        && unsupported == want_unsupported
                        && plies == supported_plies)
            }
        };
        if !ok {
            failures.push(format!(
                "{file}: {} games, {plies} plies, {unsupported} unsupported; expected {expected}; errors {:?}",
                records.len(),
                records.iter().flat_map(|r| r.errors.iter().map(|e| e.to_string())).take(3).collect::<Vec<_>>()
            ));
        }
        for r in records.iter().filter(|r| r.variant.is_some()) {
            if let Err(e) = round_trip(r) {
                failures.push(format!("{file}: game at line {}: {e}", r.line));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The draughts files: games as `SOURCES.md` counts them (the `N games` figure), the games of
/// the FMJD `succeed/` set read without an error (given the variant where the file has no
/// GameType and is not International or English), and every game of its `fail/` set refused
/// or read with errors, except where noted.
#[test]
fn shared_draughts_files_read_as_sources_says() {
    let Some((dir, sources)) = shared() else {
        eprintln!("../shared/gamefiles is not here: the shared files are not read");
        return;
    };
    // Files whose variant the caller must give (no GameType, not International or English).
    let given = [
        (
            "wiegerw-pdn/succeed/Campionato Assoluto 2005.pdn",
            Variant::Italian,
        ),
        ("wiegerw-pdn/fail/mrdrcd08.pdn", Variant::Russian),
    ];
    // Games with errors that are the file's own: (file, games with errors, why).
    let known: [(&str, usize, &str); 4] = [
        (
            "wiegerw-pdn/succeed/Campionato Assoluto 2005.pdn",
            1,
            "3x26 fits two Italian routes: ambiguous, reported",
        ),
        (
            "wiegerw-pdn/succeed/beginner.pdn",
            1,
            "one FEN the rules refuse",
        ),
        (
            "wiegerw-pdn/succeed/fen.pdn",
            1,
            "a FEN with '?' as the side to move",
        ),
        (
            "hcheckers/draw10.pdn",
            1,
            "impossible moves (A1-A5), as SOURCES.md says",
        ),
    ];
    let mut failures = Vec::new();
    for row in sources
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains(".pdn |"))
    {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (file, expected) = (cells[1], cells[cells.len() - 2]);
        let games: usize = expected.split_whitespace().next().unwrap().parse().unwrap();
        let variant = given.iter().find(|g| g.0 == file).map(|g| g.1);
        let text = std::fs::read(dir.join(file)).unwrap();
        let records: Vec<GameRecord> = Reader::new(
            text.as_slice(),
            ReadOptions {
                variant,
                strict: false,
                ..Default::default()
            },
        )
        .map(|r| r.unwrap())
        .collect();
        let with_errors = records.iter().filter(|r| !r.errors.is_empty()).count();
        if records.len() != games {
            failures.push(format!("{file}: {} games, expected {games}", records.len()));
        }
        let must_fail = file.contains("/fail/");
        let allowed = known.iter().find(|k| k.0 == file).map_or(0, |k| k.1);
        if must_fail && with_errors == 0 && !file.ends_with("Cat.A1.pdn") {
            failures.push(format!("{file}: a must-fail file read without errors"));
        }
        if !must_fail && with_errors != allowed {
            let first: Vec<String> = records
                .iter()
                .flat_map(|r| r.errors.iter().map(|e| e.to_string()))
                .take(2)
                .collect();
            failures.push(format!(
                "{file}: {with_errors} games with errors, expected {allowed}: {first:?}"
            ));
        }
        for r in records
            .iter()
            .filter(|r| r.variant.is_some() && r.errors.is_empty())
        {
            if let Err(e) = round_trip(r) {
                failures.push(format!("{file}: game at line {}: {e}", r.line));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The tags and main line of a game read.
type Seen = (Vec<(String, String)>, Vec<String>);

/// What a reader gives for one game, to compare two ways of reading the same text.
fn summary(read: Result<GameRecord, damero::files::FileProblem>) -> String {
    match read {
        Ok(r) => format!(
            "{} {:?} {:?} {:?} {:?} {:?}",
            r.line,
            r.headers,
            r.variant,
            notations(&r),
            r.errors,
            r.warnings
        ),
        Err(e) => format!("refused: {e}"),
    }
}

/// Every text of the shared game-file cases, and every shared file when there are some.
fn corpus() -> Vec<(String, Vec<u8>)> {
    let cases: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/files/cases.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let mut out: Vec<(String, Vec<u8>)> = cases["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| {
            let text = c["read"]["text"].as_str()?;
            Some((c["id"].as_str()?.to_string(), text.repeat(20).into_bytes()))
        })
        .collect();
    if let Some((dir, sources)) = shared() {
        for row in sources.lines().filter(|l| l.starts_with("| ")) {
            let file = row.split('|').nth(1).unwrap().trim();
            if file.ends_with(".pgn") || file.ends_with(".pdn") {
                out.push((file.to_string(), std::fs::read(dir.join(file)).unwrap()));
            }
        }
    }
    out
}

#[test]
fn byte_ranges_give_the_games_of_one_plain_read() {
    for (name, bytes) in corpus() {
        // The games of the ranges, read apart, are the file's games (their lines counted from
        // each range's start).
        let whole: Vec<Seen> = read_games(&String::from_utf8_lossy(&bytes), ReadOptions::default())
            .map(|r| r.unwrap())
            .map(|r| (r.headers.clone(), notations(&r)))
            .collect();
        for parts in [3] {
            let ranges = split_games(&mut std::io::Cursor::new(&bytes), parts).unwrap();
            let mut joined = Vec::new();
            for range in &ranges {
                let part = &bytes[range.start as usize..range.end as usize];
                joined.extend(
                    read_games(&String::from_utf8_lossy(part), ReadOptions::default())
                        .map(|r| r.unwrap())
                        .map(|r| (r.headers.clone(), notations(&r))),
                );
            }
            assert_eq!(whole, joined, "{name}: {parts} parts {ranges:?}");
        }
    }
}

/// Games whose ends a cheap look at the bytes gets wrong: comments holding blank lines and tag
/// lines, tag sections split by blank lines, results alone after a blank line, escape lines, a
/// tag line read with a problem (which stays with the game before), a comment never closed.
const TRICKY: &str = "[Event \"a\"]\n\n1. e4 {a comment\n\n[Event \"not a tag\"]\n\n} e5 *\n\n\
[Event \"b\"]\n\n[Site \"still b\"]\n\n1. d4 d5\n\n1-0\n\n[Event \"c\"]\n1. c4 (1. Nf3\n\n[Event \"d\"]\n\n\
1... Nf6) *\n% escape\n[Event \"e\"]\n\n1. e4\n\n[Event \"f\"]\n[Event \"g\"]\n\n1. d4\n[Event \"i\"] }\n\
1. c4 *\n1. e4\n[Event \"j\n1. c4 *\n1. f4 {open\n\n[Event \"h\"]\n\n1. g4 *\n";

#[test]
fn threads_and_every_part_size_give_the_games_of_one_thread() {
    let mut texts = corpus();
    texts.push(("tricky".into(), TRICKY.repeat(5).into_bytes()));
    // A blank line that is not UTF-8 (a no-break space in Windows-1252): its warning goes to the
    // next game.
    let mut latin =
        b"[Event \"x\"]\n\n1. e4 *\n\n[White \"Jos\xe9\"]\n\n1. d4 *\n\xa0\n\n".repeat(4);
    latin.extend_from_slice(b"1. e4 e5\n\n*\n\n1. d4\n\n1. c4 1-0\n");
    texts.push(("latin".into(), latin));
    for (name, bytes) in texts {
        let shared_file = name.ends_with(".pgn") || name.ends_with(".pdn");
        let strict_too: &[bool] = if shared_file {
            &[false]
        } else {
            &[false, true]
        };
        // Cuts at every line (1 byte), at most lines (17), and every few games.
        let sizes: &[usize] = if shared_file {
            &[1, 700]
        } else {
            &[1, 17, 90, 700]
        };
        for &strict in strict_too {
            let options = ReadOptions {
                strict,
                ..Default::default()
            };
            let plain: Vec<String> = Reader::new(bytes.as_slice(), options)
                .map(summary)
                .collect();
            for &chunk_bytes in sizes {
                for threads in [2, 3] {
                    let options = ReadOptions {
                        threads,
                        chunk_bytes,
                        ..options
                    };
                    let threaded: Vec<String> = Reader::new(bytes.as_slice(), options)
                        .map(summary)
                        .collect();
                    assert_eq!(
                        plain, threaded,
                        "{name}: {threads} threads, parts of {chunk_bytes} bytes, strict {strict}"
                    );
                }
            }
            // A reader dropped with games in flight stops its threads.
            let mut early = Reader::new(
                bytes.as_slice(),
                ReadOptions {
                    threads: 2,
                    ..options
                },
            );
            assert_eq!(early.next().map(summary), plain.first().cloned(), "{name}");
            drop(early);
        }
    }
}

/// An input that gives its bytes a few at a time, then fails.
struct Failing<'a> {
    bytes: &'a [u8],
}

impl std::io::Read for Failing<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.bytes.is_empty() {
            return Err(std::io::Error::other("the disk is gone"));
        }
        let n = buf.len().min(self.bytes.len()).min(5);
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

#[test]
fn a_read_error_comes_where_it_comes_on_one_thread() {
    let text = TRICKY.repeat(3);
    let read = |threads: usize, chunk_bytes: usize| -> Vec<String> {
        let input = std::io::BufReader::with_capacity(
            7,
            Failing {
                bytes: text.as_bytes(),
            },
        );
        let options = ReadOptions {
            threads,
            chunk_bytes,
            ..Default::default()
        };
        Reader::new(input, options).map(summary).collect()
    };
    let plain = read(1, 0);
    assert!(
        plain.iter().any(|g| g.contains("the disk is gone")),
        "{plain:?}"
    );
    for chunk_bytes in [1, 30, 200, 0] {
        assert_eq!(plain, read(2, chunk_bytes), "parts of {chunk_bytes} bytes");
    }
}

#[test]
fn a_line_past_the_limit_ends_its_game_with_the_problem() {
    let long = format!(
        "1. e4 {{{}}} e5 *\n\n[Event \"b\"]\n1. d4 *\n",
        "x".repeat(damero::files::limits::MAX_LINE + 10)
    );
    let games = read(&long, ReadOptions::default());
    assert_eq!(games.len(), 2, "the long line's game, then the next");
    assert_eq!(games[0].line, 1);
    assert!(
        games[0].errors[0].message.contains("longer than"),
        "{:?}",
        games[0].errors
    );
    assert_eq!(
        (games[1].header("Event"), games[1].errors.len()),
        (Some("b"), 0)
    );
    assert_eq!(notations(&games[1]), ["d4"]);
    // After moves, it ends the game they are in.
    let after = format!(
        "1. e4 e5\n{}\n2. Nf3 *\n",
        "y".repeat(damero::files::limits::MAX_LINE + 1)
    );
    let games = read(&after, ReadOptions::default());
    assert_eq!(notations(&games[0]), ["e4", "e5"]);
    assert!(games[0].errors[0].message.contains("longer than"));
}

#[test]
fn a_reader_asked_for_too_many_threads_takes_the_limit() {
    let text = "[Event \"a\"]\n1. e4 *\n[Event \"b\"]\n1. d4 *\n";
    let options = ReadOptions {
        threads: usize::MAX,
        ..Default::default()
    };
    let games = read(text, options);
    assert_eq!(games.len(), 2);
    assert_eq!(damero::limit("file_threads"), Some(1024));
}

#[test]
fn a_record_from_play_writes_the_tags_the_game_defines_from_the_game() {
    let mut game = Game::new(Variant::English).unwrap();
    game.play_moves("11-15 23-19").unwrap();
    let record = GameRecord::from_game(
        &game,
        &[
            ("GameType", "20"),
            ("FEN", "W:W31:B1"),
            ("Result", "1-0"),
            ("Bad Name]", "x"),
            ("Annotator", "Hill"),
        ],
    );
    let text = write_game(&record).unwrap();
    assert!(
        text.contains("[GameType \"21\"]") && !text.contains("\"20\""),
        "{text}"
    );
    assert!(!text.contains("FEN") && !text.contains("Bad"), "{text}");
    assert!(
        text.contains("[Result \"*\"]") && text.contains("[Annotator \"Hill\"]"),
        "{text}"
    );
    let [back] = read(&text, ReadOptions::default()).try_into().unwrap();
    assert_eq!(back.game().unwrap().fen(), game.fen());
}

#[test]
fn games_after_a_result_on_the_same_line_are_read() {
    let count = |text: &str| read(text, ReadOptions::default()).len();
    assert_eq!(count("1. e4 * 1. d4 *"), 2);
    assert_eq!(count("1. e4 * 1. d4 *\n\n1. c4 *\n"), 3);
    assert_eq!(count("1. e4 * 1. d4 * 1. c4 *\n"), 3);
    let games = read(
        "[Event \"a\"]\n1. e4 * [Event \"b\"] 1. d4 *\n",
        ReadOptions::default(),
    );
    assert_eq!(games.len(), 2);
    assert_eq!(
        (games[1].header("Event"), notations(&games[1])),
        (Some("b"), vec!["d4".to_string()])
    );
}

#[test]
fn a_long_game_is_written_without_deep_recursion() {
    // 6,000 plies of knights going back and forth, in a thread with a small stack.
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let options =
                damero::Options::parse(Variant::Chess, "repetition=off,move_limit=none").unwrap();
            let game = Game::with_options(Variant::Chess, options).unwrap();
            let text: Vec<&str> = ["Nf3", "Nf6", "Ng1", "Ng8"].repeat(1_200);
            let mut record = GameRecord::from_game(&game, &[]);
            let mut g = game.clone();
            for (i, m) in text.iter().enumerate() {
                let mv = g.play(m).unwrap();
                let mut node = record.root().clone();
                node.comments.clear();
                node.children.clear();
                node.played = Some(mv.into());
                node.parent = Some(i);
                record.nodes.push(node);
                record.nodes[i].children.push(i + 1);
            }
            // Written on the small stack; then refused, since the file would read back under
            // PGN's rules, where the fivefold repetition ends the game at ply 16.
            assert!(write_game(&record).is_none());
        })
        .unwrap()
        .join()
        .unwrap();
}
