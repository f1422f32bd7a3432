//! The examples in `docs/fragment.md` are real: each reads and is written back unchanged.

use damero::{Game, Variant};

/// Whether this build plays the game of a fragment (`v2/<variant>/...`): a build without a
/// family (cargo features `draughts`, `chess`) skips the other family's examples.
fn in_build(fragment: &str) -> bool {
    let name = fragment.split('/').nth(1).unwrap_or("");
    Variant::ALL
        .iter()
        .any(|v| v.name() == name && v.is_available())
}

#[test]
fn fragment_examples_round_trip() {
    let doc = include_str!("../../docs/fragment.md");
    let section = doc
        .split("## Examples")
        .nth(1)
        .expect("an Examples section");
    let mut seen = 0;
    for line in section.lines().filter(|l| l.starts_with('|')) {
        let Some(fragment) = line.split('`').nth(1) else {
            continue;
        };
        if !in_build(fragment) {
            continue;
        }
        let game = Game::from_fragment(fragment).unwrap_or_else(|e| panic!("{fragment}: {e}"));
        assert_eq!(game.to_fragment(), fragment);
        seen += 1;
    }
    assert!(seen >= 5, "only {seen} examples found");
}

/// The examples of the `v1` documentation (damero 0.1) still open, with the same game: its `v2`
/// fragment is the same text with the new version.
#[test]
#[cfg(feature = "draughts")]
fn v1_links_still_open() {
    let links = [
        "v1/english",
        "v1/english/m:11-15,23-19,8-11",
        "v1/english/s:B:W10,18,32:B6/m:6x22",
        "v1/english/o:repetition=auto3,move_limit=auto40m/m:11-15,23-19/e:agree",
        "v1/english/s:W:W18,K31:B10,14/e:resign-white",
    ];
    for link in links {
        let game = Game::from_fragment(link).unwrap_or_else(|e| panic!("{link}: {e}"));
        assert_eq!(game.to_fragment(), link.replacen("v1/", "v2/", 1));
        assert_eq!(Game::from_fragment(&game.to_fragment()).unwrap(), game);
    }
    // A v1 link never held '.', which v2 brought in.
    let err = Game::from_fragment("v1/english/m:11-15.").unwrap_err();
    assert!(err.message().contains("format v1"), "{err}");
}
