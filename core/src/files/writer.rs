//! Writing a [`GameRecord`] as PGN (chess, Chess960) or PDN (draughts): the seven-tag roster
//! first, `GameType` for draughts, `SetUp` and `FEN` for a set-up start, the moves with their
//! numbers, comments, NAGs and variations, the result, lines wrapped before 80 characters.

use super::record::GameRecord;
use crate::family::Family;
use crate::game::Game;
use crate::side::Side;
use crate::variant::Variant;

/// The seven tags every PGN and PDN game starts with, in order, and their values when unknown.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The widest line written.
const WIDTH: usize = 79;

/// The PDN `GameType` number of a draughts variant (FMJD PDN 3.0 table).
pub(crate) fn game_type(v: Variant) -> Option<u32> {
    Some(match v {
        Variant::International => 20,
        Variant::English => 21,
        Variant::Italian => 22,
        Variant::Pool => 23,
        Variant::Spanish => 24,
        Variant::Russian => 25,
        Variant::Brazilian => 26,
        Variant::Czech => 29,
        Variant::Turkish => 30,
        Variant::Thai => 31,
        Variant::Frisian => 40,
        _ => return None,
    })
}

/// The record as PGN (chess family) or PDN (draughts), ending with a blank line; reading it
/// back gives the same tags, result, tree, comments and NAGs. `None` for a record without a
/// game (an unsupported variant), of a game neither standard holds (Reversi, Connect Four), or
/// whose moves would not read back without a problem (rule options the standards do not hold:
/// optional captures, White first in English draughts; checked by replaying them under the
/// variant's own rules).
///
/// ```
/// use damero::files::{read_games, write_game, ReadOptions};
/// let pgn = "[Event \"x\"]\n\n1. e4 {best} (1. d4 d5) 1... e5 2. Nf3 $1 1-0\n";
/// let game = read_games(pgn, ReadOptions::default()).next().unwrap()?;
/// let text = write_game(&game).unwrap();
/// assert!(text.starts_with("[Event \"x\"]\n[Site \"?\"]\n"));
/// assert!(text.ends_with("1. e4 { best } ( 1. d4 d5 ) 1... e5 2. Nf3 $1 1-0\n\n"));
/// # Ok::<(), damero::files::FileProblem>(())
/// ```
pub fn write_game(record: &GameRecord) -> Option<String> {
    let start = record.start()?;
    let variant = start.variant();
    let family = variant.family();
    if family == Family::Placement {
        return None;
    }
    let result = record
        .result
        .clone()
        .or_else(|| record.header("Result").map(str::to_string))
        .unwrap_or_else(|| "*".to_string());
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        for c in value.chars() {
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            if c != '\n' && c != '\r' {
                out.push(c);
            }
        }
        out.push_str("\"]\n");
    };
    for (name, unknown) in ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            record.header(name).unwrap_or(unknown)
        };
        tag(name, value);
    }
    let has = |name: &str| {
        record
            .headers
            .iter()
            .any(|(k, _)| k.eq_ignore_ascii_case(name))
    };
    if family == Family::Draughts && !has("GameType") {
        if let Some(n) = game_type(variant) {
            tag("GameType", &n.to_string());
        }
    }
    if variant == Variant::Chess960 && !has("Variant") && !has("GameType") {
        tag("Variant", "Chess960");
    }
    if start.has_custom_start() && !has("FEN") {
        tag("SetUp", "1");
        tag("FEN", &start.start_fen());
    }
    // A FEN tag needs SetUp "1" before it (PGN 9.7.1): written when the file had FEN alone.
    let needs_setup = has("FEN") && !has("SetUp");
    for (name, value) in &record.headers {
        if ROSTER.iter().any(|(r, _)| r == name) {
            continue;
        }
        if needs_setup && name.eq_ignore_ascii_case("FEN") {
            tag("SetUp", "1");
        }
        tag(name, value);
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    for c in &record.nodes[0].comments {
        words.push(comment(c));
    }
    let first = first_side(start);
    let mut game = start.clone();
    walk(record, 0, &mut game, first, true, &mut words);
    words.push(result);
    let mut width = 0;
    for w in words {
        if width > 0 && width + 1 + w.chars().count() > WIDTH {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        width += w.chars().count();
        out.push_str(&w);
    }
    out.push_str("\n\n");
    reads_back(record, variant).then_some(out)
}

/// Whether the record's moves, every line of its tree, replay from the start its text gives (the
/// variant's own rules: the standards hold no rule options, such as optional captures, a side
/// other than the usual one first, or draw rules that would end it sooner), so that the text
/// reads back as this game; else it is not written at all rather than written as another game.
/// (Replayed on games, not by reading the text: the one-family WebAssembly builds write files
/// without carrying the reader.)
fn reads_back(record: &GameRecord, variant: Variant) -> bool {
    let Some(start) = record.start() else {
        return false;
    };
    let fresh = if start.has_custom_start() {
        Game::from_fen(variant, &start.start_fen(), None)
    } else {
        Game::new(variant)
    };
    // The same start (a side other than the usual one first changes it without a FEN).
    let Ok(mut game) = fresh else {
        return false;
    };
    game.fen() == start.fen() && replays(record, 0, &mut game)
}

/// Whether every move below `node` plays on `game` (at `node`): the main continuation in a loop,
/// the variations by recursion, the position copied only where they start.
fn replays(record: &GameRecord, mut node: usize, game: &mut Game) -> bool {
    loop {
        let children = &record.nodes[node].children;
        let Some(&main) = children.first() else {
            return true;
        };
        for &alt in &children[1..] {
            let mut g = game.clone();
            let played = record.played(alt);
            if played.is_none_or(|m| g.play_move(m).is_err()) || !replays(record, alt, &mut g) {
                return false;
            }
        }
        let played = record.played(main);
        if played.is_none_or(|m| game.play_move(m).is_err()) {
            return false;
        }
        node = main;
    }
}

/// The side that moves first in the game's variant and options: its moves carry the numbers.
fn first_side(game: &Game) -> Side {
    Game::with_options(game.variant(), *game.options()).map_or(Side::White, |g| g.turn())
}

/// A comment in braces, without the marks that would end it early.
fn comment(text: &str) -> String {
    let clean: String = text.chars().filter(|&c| c != '}' && c != '{').collect();
    format!("{{ {} }}", clean.trim())
}

/// The moves after `parent` (the game is at `parent`): its main continuation, then each
/// alternative in parentheses, then the rest of the main continuation.
fn walk(
    record: &GameRecord,
    mut parent: usize,
    game: &mut Game,
    first: Side,
    mut force_number: bool,
    out: &mut Vec<String>,
) {
    // Along the main continuation in a loop (a game can hold 100,000 moves); into variations
    // by recursion, as deep as they nest (bounded by the reader). The position is copied only
    // where variations start from it.
    loop {
        let children = &record.nodes[parent].children;
        let Some(&main) = children.first() else {
            return;
        };
        let before = (children.len() > 1).then(|| game.clone());
        if !one_move(record, main, game, first, force_number, out) {
            return;
        }
        if let Some(before) = &before {
            for &alt in &children[1..] {
                out.push("(".into());
                let mut g = before.clone();
                if one_move(record, alt, &mut g, first, true, out) {
                    let forced = !record.nodes[alt].comments.is_empty();
                    walk(record, alt, &mut g, first, forced, out);
                }
                out.push(")".into());
            }
        }
        force_number = children.len() > 1 || !record.nodes[main].comments.is_empty();
        parent = main;
    }
}

/// Writes one node's move (its starting comments, number, notation, NAGs, comments) and plays it.
fn one_move(
    record: &GameRecord,
    at: usize,
    game: &mut Game,
    first: Side,
    force_number: bool,
    out: &mut Vec<String>,
) -> bool {
    let Some(m) = record.played(at) else {
        return false;
    };
    let node = &record.nodes[at];
    for c in &node.comments_before {
        out.push(comment(c));
    }
    let forced = force_number || !node.comments_before.is_empty();
    let number = game.move_number(game.history().len()).unwrap_or(1);
    if game.turn() == first {
        out.push(format!("{number}."));
    } else if forced {
        out.push(format!("{number}..."));
    }
    if game.play_move(m).is_err() {
        return false;
    }
    out.push(m.notation().to_string());
    for n in &node.nags {
        out.push(format!("${n}"));
    }
    for c in &node.comments {
        out.push(comment(c));
    }
    true
}
