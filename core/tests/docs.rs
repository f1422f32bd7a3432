//! The examples in `docs/fragment.md` are real: each reads and is written back unchanged.

use damero::Game;

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
        let game = Game::from_fragment(fragment).unwrap_or_else(|e| panic!("{fragment}: {e}"));
        assert_eq!(game.to_fragment(), fragment);
        seen += 1;
    }
    assert!(seen >= 5, "only {seen} examples found");
}
