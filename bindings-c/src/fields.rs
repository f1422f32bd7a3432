//! Every public field of the core's `Move` and `Status` (`damero::MOVE_FIELDS`,
//! `damero::STATUS_FIELDS`, the lists of `conformance/fields.json`) has its counterpart in
//! `damero_move` and `damero_game_state`, in the same order, and carries the same value:
//!
//! - `MOVE` and `STATUS` below name, for each core field, the C fields that carry it; their names
//!   must be the core's lists, in order, so a field added to the core fails here until it is
//!   mapped;
//! - the structs of the committed header (`include/damero.h`, kept current by `tests/header.rs`)
//!   must have exactly those C fields, in that order, so a C field cannot be dropped, renamed or
//!   added unmapped;
//! - the value of each field, read through its name on both sides, must agree for the moves and
//!   states of games of every variant (a name either side does not know fails the test).

use std::ffi::{CStr, c_char};

use damero_core::{Game, MOVE_FIELDS, Move, STATUS_FIELDS, Side, Status, Variant};

use crate::moves::{damero_move, damero_move_kind_code};
use crate::piece::damero_role_name;
use crate::status::{
    damero_draw_code, damero_game_state, damero_reason_code, damero_side, damero_side_name,
    damero_state_name,
};
use crate::variant::DAMERO_NO_SQUARE;

/// Each public field of a core move, with the fields of `damero_move` that carry it.
const MOVE: [(&str, &[&str]); 9] = [
    ("kind", &["kind"]),
    ("notation", &["notation"]),
    ("long", &["long_notation"]),
    ("path", &["path_len", "path"]),
    ("from", &["from"]),
    ("to", &["to"]),
    ("target", &["target"]),
    ("captures", &["captures_len", "captures"]),
    ("promotion", &["promotion"]),
];

/// Each public field of a core status, with the fields of `damero_game_state` that carry it.
const STATUS: [(&str, &[&str]); 17] = [
    ("state", &["state"]),
    ("winner", &["winner"]),
    ("reason", &["reason"]),
    ("turn", &["turn"]),
    ("must_capture", &["must_capture_len", "must_capture"]),
    ("must_pass", &["must_pass"]),
    ("repetitions", &["repetitions"]),
    ("reversible_plies", &["reversible_plies"]),
    ("endgame_plies", &["endgame_plies"]),
    ("claimable", &["claimable"]),
    ("warnings", &["warnings"]),
    ("in_check", &["in_check"]),
    ("checkers", &["checkers_len", "checkers"]),
    ("checked_king", &["checked_king"]),
    ("score", &["has_score", "score"]),
    ("winning_line", &["winning_line_len", "winning_line"]),
    ("move_number", &["move_number"]),
];

fn names(map: &[(&str, &[&str])]) -> Vec<String> {
    map.iter().map(|(core, _)| core.to_string()).collect()
}

fn c_names(map: &[(&str, &[&str])]) -> Vec<String> {
    map.iter()
        .flat_map(|(_, c)| c.iter().map(|n| n.to_string()))
        .collect()
}

/// The header without its comments.
fn header_code() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../include/damero.h");
    let text = std::fs::read_to_string(path).expect("include/damero.h");
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find("*/")
            .map_or("", |end| &rest[start + end + 2..]);
    }
    out.push_str(rest);
    out.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The field names of `typedef struct NAME { ... } NAME;` in the header, in order.
fn header_fields(name: &str) -> Vec<String> {
    let code = header_code();
    let open = format!("typedef struct {name} {{");
    let start = code
        .find(&open)
        .unwrap_or_else(|| panic!("include/damero.h has no {open}"))
        + open.len();
    let end = start + code[start..].find('}').expect("the end of the struct");
    code[start..end]
        .split(';')
        .filter(|decl| !decl.trim().is_empty())
        .map(|decl| {
            let decl = decl.split('[').next().unwrap_or(decl);
            decl.split_whitespace()
                .last()
                .expect("a field name")
                .to_string()
        })
        .collect()
}

#[test]
fn every_core_field_is_mapped_in_the_core_order() {
    assert_eq!(
        names(&MOVE),
        MOVE_FIELDS,
        "MOVE against damero::MOVE_FIELDS"
    );
    assert_eq!(
        names(&STATUS),
        STATUS_FIELDS,
        "STATUS against damero::STATUS_FIELDS"
    );
}

#[test]
fn the_header_structs_have_exactly_the_mapped_fields() {
    assert_eq!(header_fields("damero_move"), c_names(&MOVE));
    assert_eq!(header_fields("damero_game_state"), c_names(&STATUS));
}

fn text(p: *const c_char) -> Option<String> {
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string())
}

fn array_text(chars: &[c_char]) -> String {
    text(chars.as_ptr()).unwrap()
}

fn square(value: u8) -> Option<u8> {
    (value != DAMERO_NO_SQUARE).then_some(value)
}

/// A field of a core move, written so that `c_move_field` can write the same.
fn core_move_field(name: &str, m: &Move) -> String {
    match name {
        "kind" => m.kind().code().to_string(),
        "notation" => m.notation().to_string(),
        "long" => m.long(),
        "path" => format!("{:?}", m.path()),
        "from" => format!("{:?}", m.from()),
        "to" => format!("{:?}", m.to()),
        "target" => format!("{:?}", m.target()),
        "captures" => format!("{:?}", m.captures()),
        "promotion" => format!("{:?}", m.promotion().map(|r| r.name())),
        _ => panic!("the move field {name} is not read here: map it in MOVE and in both readers"),
    }
}

fn c_move_field(name: &str, c: &damero_move) -> String {
    match name {
        "kind" => text(damero_move_kind_code(c.kind)).expect("a known kind"),
        "notation" => array_text(&c.notation),
        "long" => array_text(&c.long_notation),
        "path" => format!("{:?}", &c.path[..c.path_len]),
        "from" => format!("{:?}", square(c.from)),
        "to" => format!("{:?}", square(c.to)),
        "target" => format!("{:?}", square(c.target)),
        "captures" => format!("{:?}", &c.captures[..c.captures_len]),
        "promotion" => format!("{:?}", text(damero_role_name(c.promotion))),
        _ => panic!("damero_move has no counterpart of the move field {name}"),
    }
}

/// A field of a core status, written so that `c_status_field` can write the same.
fn core_status_field(name: &str, s: &Status) -> String {
    match name {
        "state" => s.state.name().to_string(),
        "winner" => format!("{:?}", s.winner.map(|w| w.name())),
        "reason" => format!("{:?}", s.reason.map(|r| r.code())),
        "turn" => s.turn.name().to_string(),
        "must_capture" => format!("{:?}", s.must_capture),
        "must_pass" => s.must_pass.to_string(),
        "repetitions" => s.repetitions.to_string(),
        "reversible_plies" => s.reversible_plies.to_string(),
        "endgame_plies" => s.endgame_plies.to_string(),
        "claimable" => format!(
            "{:?}",
            s.claimable.iter().map(|k| k.code()).collect::<Vec<_>>()
        ),
        "warnings" => format!(
            "{:?}",
            s.warnings.iter().map(|k| k.code()).collect::<Vec<_>>()
        ),
        "in_check" => s.in_check.to_string(),
        "checkers" => format!("{:?}", s.checkers),
        "checked_king" => format!("{:?}", s.checked_king),
        "score" => format!("{:?}", s.score),
        "winning_line" => format!("{:?}", s.winning_line),
        "move_number" => s.move_number.to_string(),
        _ => {
            panic!("the status field {name} is not read here: map it in STATUS and in both readers")
        }
    }
}

/// The codes of a set of `damero_draw` bits, lowest bit first (the order of `DrawKind::ALL`).
fn draw_codes(bits: u32) -> Vec<String> {
    (0..32)
        .map(|i| 1u32 << i)
        .filter(|bit| bits & bit != 0)
        .map(|bit| text(damero_draw_code(bit)).expect("a known draw bit"))
        .collect()
}

fn c_status_field(name: &str, c: &damero_game_state) -> String {
    match name {
        "state" => text(damero_state_name(c.state as u32)).unwrap(),
        "winner" => format!("{:?}", text(damero_side_name(c.winner as u32))),
        "reason" => format!("{:?}", text(damero_reason_code(c.reason as u32))),
        "turn" => text(damero_side_name(c.turn as u32)).unwrap(),
        "must_capture" => format!("{:?}", &c.must_capture[..c.must_capture_len]),
        "must_pass" => c.must_pass.to_string(),
        "repetitions" => c.repetitions.to_string(),
        "reversible_plies" => c.reversible_plies.to_string(),
        "endgame_plies" => c.endgame_plies.to_string(),
        "claimable" => format!("{:?}", draw_codes(c.claimable)),
        "warnings" => format!("{:?}", draw_codes(c.warnings)),
        "in_check" => c.in_check.to_string(),
        "checkers" => format!("{:?}", &c.checkers[..c.checkers_len]),
        "checked_king" => format!("{:?}", square(c.checked_king)),
        "score" => {
            // In the core's order (Side::index), read through the C order (damero_side).
            let mut counts = [0u32; 2];
            for side in [Side::Black, Side::White] {
                counts[side.index()] = c.score[damero_side::of(Some(side)) as usize];
            }
            format!("{:?}", c.has_score.then_some(counts))
        }
        "winning_line" => format!("{:?}", &c.winning_line[..c.winning_line_len]),
        "move_number" => c.move_number.to_string(),
        _ => panic!("damero_game_state has no counterpart of the status field {name}"),
    }
}

/// Compares every field of the status and of every legal move of `game`; returns how many
/// moves it compared.
fn compare(game: &Game, what: &str) -> usize {
    let status = game.status();
    let c = damero_game_state::of(&status).unwrap();
    for name in STATUS_FIELDS {
        assert_eq!(
            c_status_field(name, &c),
            core_status_field(name, &status),
            "{what}: status.{name}"
        );
    }
    let moves = game.legal_moves();
    for m in moves.iter().chain(game.history()) {
        let c = damero_move::of(m).unwrap();
        for name in MOVE_FIELDS {
            assert_eq!(
                c_move_field(name, &c),
                core_move_field(name, m),
                "{what}: move {}.{name}",
                m.notation()
            );
        }
    }
    moves.len()
}

#[test]
fn every_field_carries_the_core_value() {
    let mut compared = 0;
    // Every variant from its start, along the first legal move.
    for variant in Variant::ALL.into_iter().filter(|v| v.is_available()) {
        let mut game = Game::new(variant).unwrap();
        for ply in 0..40 {
            compared += compare(&game, &format!("{variant} ply {ply}"));
            let Some(first) = game.legal_moves().first().cloned() else {
                break;
            };
            game.play_move(&first).unwrap();
        }
    }
    // Positions where the rarer fields have values: crowning, captures, castling (whose target
    // is not the last square of its path), promotion, check and mate, draws at hand, the end.
    let positions: [(Variant, &str, Option<&str>, &[&str]); 8] = [
        (Variant::English, "B:W18,27:B14", None, &[]),
        (Variant::English, "B:W18,27:B14", None, &["14x32"]),
        (
            Variant::English,
            "B:WK32:BK1",
            Some("repetition=claim3"),
            &[
                "1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1", "28-32",
            ],
        ),
        (
            Variant::Chess,
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            None,
            &[],
        ),
        (
            Variant::Chess960,
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            None,
            &[],
        ),
        (
            Variant::Chess,
            "8/P7/8/8/8/8/8/k6K w - - 0 40",
            None,
            &["a8=Q+"],
        ),
        (
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            None,
            &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"],
        ),
        (
            Variant::Chess,
            "4k3/8/8/8/8/8/8/R3K3 b - - 0 30",
            None,
            &["Kd7", "Ra7+"],
        ),
    ];
    for (variant, fen, options, moves) in positions {
        if !variant.is_available() {
            continue;
        }
        let options = options.map(|o| damero_core::Options::parse(variant, o).unwrap());
        let mut game = Game::from_fen(variant, fen, options).unwrap();
        compared += compare(&game, fen);
        for text in moves {
            game.play(text).unwrap();
            compared += compare(&game, &format!("{fen} after {text}"));
        }
    }
    assert!(compared > 500, "only {compared} moves compared");
}
