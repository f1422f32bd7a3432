//! `conformance/limits.json` is the core's table of limits (`damero::LIMITS`), written out for
//! the bindings, whose own tests check that each exposes the same table and refuses input just
//! past each limit; the README's limits table lists the same rows. This test keeps both equal to
//! the table; `DAMERO_BLESS=1 cargo test -p damero --test limits` rewrites the file.

use std::path::Path;

fn expected() -> String {
    let rows: Vec<String> = damero::LIMITS
        .iter()
        .map(|l| {
            format!(
                "    {{\"name\": \"{}\", \"value\": {}, \"unit\": \"{}\", \"what\": \"{}\"}}",
                l.name, l.value, l.unit, l.what
            )
        })
        .collect();
    format!(
        "{{\n  \"about\": \"The core's limits (damero::LIMITS; core/tests/limits.rs keeps this file equal to it). Every binding exposes the same table and refuses input past each limit with the error the core gives.\",\n  \"limits\": [\n{}\n  ]\n}}\n",
        rows.join(",\n")
    )
}

#[test]
fn limits_file_is_the_cores_table() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/limits.json");
    let want = expected();
    if std::env::var_os("DAMERO_BLESS").is_some() {
        std::fs::write(&path, &want).unwrap();
    }
    let got = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        got, want,
        "conformance/limits.json is stale: run DAMERO_BLESS=1 cargo test -p damero --test limits"
    );
}

/// The README's limits table: one row per limit, `| name | value | unit | what |`.
#[test]
fn readme_states_every_limit() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    let readme = std::fs::read_to_string(path).unwrap();
    for l in damero::LIMITS {
        let row = format!("| `{}` | {} | {} | {} |", l.name, l.value, l.unit, l.what);
        assert!(
            readme.contains(&row),
            "README.md lacks the limits row {row}"
        );
    }
}

/// Input just past each limit the core reads is refused with the documented error, quoted cut.
#[test]
fn input_past_each_limit_is_refused() {
    use damero::{Game, Options, PerftOptions, Variant};
    let mut game = Game::new(Variant::English).unwrap();
    let long = "1".repeat(damero::MAX_MOVE_TEXT + 1);
    let e = game.play(&long).unwrap_err();
    assert_eq!(e.code(), "invalid_notation");
    assert!(e.message().len() < 200, "{}", e.message());
    assert_eq!(
        game.parse_move(&long).unwrap_err().code(),
        "invalid_notation"
    );
    let moves = " ".repeat(damero::MAX_MOVES_TEXT + 1);
    assert_eq!(
        game.play_moves(&moves).unwrap_err().code(),
        "invalid_argument"
    );
    let options = "a".repeat(damero::MAX_OPTION_TEXT + 1);
    let e = Options::parse(Variant::English, &options).unwrap_err();
    assert_eq!(e.code(), "invalid_option");
    assert!(e.message().len() < 200, "{}", e.message());
    let fen = "W".repeat(damero::MAX_FEN + 1);
    let e = Game::from_fen(Variant::Chess, &fen, None).unwrap_err();
    assert_eq!(e.code(), "invalid_fen");
    assert!(e.message().len() < 200, "{}", e.message());
    let name = "x".repeat(1_000_000);
    let e = Variant::from_name(&name).unwrap_err();
    assert_eq!(e.code(), "unknown_variant");
    assert!(e.message().len() < 400, "{}", e.message().len());
    let threads = PerftOptions::new().threads(damero::MAX_PERFT_THREADS + 1);
    assert_eq!(
        game.perft_with(1, &threads).unwrap_err().code(),
        "invalid_argument"
    );
    let threads = PerftOptions::new().threads(damero::MAX_PERFT_THREADS);
    assert_eq!(game.perft_with(1, &threads).unwrap().unwrap().nodes, 7);
    assert_eq!(game.history().len(), 0);
}
