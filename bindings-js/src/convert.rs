//! Moves, statuses, pieces, options and board layouts as JSON text, which `js/index.js` turns
//! into plain objects with one `JSON.parse`. One string crosses the boundary per call, which is
//! faster than building each object property by property through imported JS functions.
//! Every value written here comes from the core (codes, names, notations, letters).

use std::fmt::Write;

use damero::{DrawKind, Move, OPTION_KEYS, Options, Piece, Side, Status, Variant};

/// Appends `s` as a JSON string.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn squares(out: &mut String, list: &[u8]) {
    out.push('[');
    for (i, s) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{s}");
    }
    out.push(']');
}

fn codes<'a>(out: &mut String, list: impl IntoIterator<Item = &'a str>) {
    out.push('[');
    for (i, code) in list.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(out, code);
    }
    out.push(']');
}

fn side_or_null(out: &mut String, side: Option<Side>) {
    match side {
        Some(side) => string(out, side.name()),
        None => out.push_str("null"),
    }
}

/// Appends one move: `{"notation","from","to","path","captures","crowns"}`.
pub fn push_move(out: &mut String, m: &Move) {
    out.push_str("{\"notation\":");
    string(out, m.notation());
    let _ = write!(out, ",\"from\":{},\"to\":{},\"path\":", m.from(), m.to());
    squares(out, m.path());
    out.push_str(",\"captures\":");
    squares(out, m.captures());
    out.push_str(if m.crowns() {
        ",\"crowns\":true}"
    } else {
        ",\"crowns\":false}"
    });
}

/// One move as JSON.
pub fn move_json(m: &Move) -> String {
    let mut out = String::with_capacity(96);
    push_move(&mut out, m);
    out
}

/// A list of moves as a JSON array.
pub fn moves_json(moves: &[Move]) -> String {
    let mut out = String::with_capacity(2 + moves.len() * 96);
    out.push('[');
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_move(&mut out, m);
    }
    out.push(']');
    out
}

/// A status as JSON, with the camelCase keys of the JS API.
pub fn status_json(s: &Status) -> String {
    let mut out = String::with_capacity(256);
    out.push_str("{\"state\":");
    string(&mut out, s.state.name());
    out.push_str(",\"winner\":");
    side_or_null(&mut out, s.winner);
    out.push_str(",\"reason\":");
    match s.reason {
        Some(reason) => string(&mut out, reason.code()),
        None => out.push_str("null"),
    }
    out.push_str(",\"turn\":");
    string(&mut out, s.turn.name());
    out.push_str(",\"mustCapture\":");
    squares(&mut out, &s.must_capture);
    let _ = write!(
        out,
        ",\"repetitions\":{},\"reversiblePlies\":{},\"claimable\":",
        s.repetitions, s.reversible_plies
    );
    codes(&mut out, s.claimable.iter().map(|k| k.code()));
    out.push_str(",\"warnings\":");
    codes(&mut out, s.warnings.iter().map(|k| k.code()));
    out.push_str(if s.in_check {
        ",\"inCheck\":true}"
    } else {
        ",\"inCheck\":false}"
    });
    out
}

/// The board as one letter per square (square 1 first): `b`, `B`, `w`, `W` or `.`.
pub fn board_letters(board: &[Option<Piece>]) -> String {
    board.iter().map(|p| p.map_or('.', Piece::letter)).collect()
}

/// Every option of `options` with its text value, as a JSON object.
pub fn options_json(options: &Options) -> String {
    let mut out = String::from("{");
    for (i, key) in OPTION_KEYS.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(&mut out, key);
        out.push(':');
        string(&mut out, &options.get(key).unwrap_or_default());
    }
    out.push('}');
    out
}

/// The board of `variant`: `{"rows","columns","squares":[{"square","row","column"}]}`.
pub fn layout_json(variant: Variant) -> String {
    let mut out = format!(
        "{{\"rows\":{},\"columns\":{},\"squares\":[",
        variant.rows(),
        variant.columns()
    );
    for square in 1..=variant.squares() {
        if square > 1 {
            out.push(',');
        }
        if let Some((row, column)) = variant.coordinates(square) {
            let _ = write!(
                out,
                "{{\"square\":{square},\"row\":{row},\"column\":{column}}}"
            );
        }
    }
    out.push_str("]}");
    out
}

/// The draw kind named `code`, if any.
pub fn draw_kind(code: &str) -> Option<DrawKind> {
    DrawKind::from_code(code)
}
