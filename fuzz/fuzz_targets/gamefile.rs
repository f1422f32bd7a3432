//! PGN and PDN text, read leniently and strictly. The first byte picks the default variant (or
//! none); the rest is the file. Reading always ends; every record's main line replays from its
//! start; a strict read refuses exactly the games that have errors; and a game written back reads
//! as one game with the same main line; read on two threads (in parts of a few bytes), or in the
//! byte ranges `split_games` cuts, the file gives the same games.
#![no_main]

use damero::files::{ReadOptions, Reader, read_games, split_games, write_game};
use damero_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let pick = bytes.byte();
    let variant = (pick % 2 == 1).then(|| damero_fuzz::variant(pick / 2));
    let text = bytes.rest();
    let lenient = ReadOptions {
        variant,
        strict: false,
        ..Default::default()
    };
    let records: Vec<_> = Reader::new(text, lenient)
        .map(|r| r.expect("a lenient read is Ok"))
        .collect();
    let strict: Vec<_> = Reader::new(
        text,
        ReadOptions {
            variant,
            strict: true,
            ..Default::default()
        },
    )
    .collect();
    assert_eq!(records.len(), strict.len());
    // Parts of a few bytes, cut at nearly every line (the variant's byte picks the size).
    let threaded: Vec<_> = Reader::new(
        text,
        ReadOptions {
            threads: 2,
            chunk_bytes: 1 + usize::from(pick % 64),
            ..lenient
        },
    )
    .map(|r| r.expect("a lenient read is Ok"))
    .collect();
    let seen = |r: &damero::files::GameRecord| {
        let line: Vec<String> = r
            .mainline()
            .iter()
            .map(|m| m.notation().to_string())
            .collect();
        (r.line, r.headers.clone(), line, r.errors.clone())
    };
    assert!(records.iter().map(seen).eq(threaded.iter().map(seen)));
    // Every range starts at a line start, and the ranges cover the text in order.
    let ranges = split_games(&mut std::io::Cursor::new(text), 3).expect("in memory");
    assert_eq!(ranges.first().map(|r| r.start), Some(0));
    assert_eq!(ranges.last().map(|r| r.end), Some(text.len() as u64));
    for pair in ranges.windows(2) {
        assert_eq!(pair[0].end, pair[1].start);
        assert_eq!(text[pair[1].start as usize - 1], b'\n');
    }
    for (record, strict) in records.iter().zip(&strict) {
        assert_eq!(record.errors.is_empty(), strict.is_ok());
        if record.variant.is_none() {
            continue;
        }
        let game = record.game().expect("a record with a variant has a game");
        assert_eq!(
            game.history().len() - record.start().unwrap().history().len(),
            record.mainline().len()
        );
        if let Some(written) = write_game(record) {
            let again: Vec<_> = read_games(
                &written,
                ReadOptions {
                    variant: record.variant,
                    strict: false,
                    ..Default::default()
                },
            )
            .map(|r| r.unwrap())
            .collect();
            assert_eq!(again.len(), 1, "{written}");
            let a: Vec<&str> = again[0].mainline().iter().map(|m| m.notation()).collect();
            let b: Vec<&str> = record.mainline().iter().map(|m| m.notation()).collect();
            assert_eq!(a, b, "{written}");
        }
    }
});
