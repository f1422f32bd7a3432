//! PGN and PDN text, read leniently and strictly. The first byte picks the default variant (or
//! none); the rest is the file. Reading always ends; every record's main line replays from its
//! start; a strict read refuses exactly the games that have errors; and a game written back reads
//! as one game with the same main line.
#![no_main]

use damero::files::{ReadOptions, Reader, read_games, write_game};
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
    };
    let records: Vec<_> = Reader::new(text, lenient)
        .map(|r| r.expect("a lenient read is Ok"))
        .collect();
    let strict: Vec<_> = Reader::new(
        text,
        ReadOptions {
            variant,
            strict: true,
        },
    )
    .collect();
    assert_eq!(records.len(), strict.len());
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
