//! The shared game-file cases (`conformance/files/cases.json`), read and written by the Rust
//! API: every game of each case's text as the case records it (tags, variant, result, main line,
//! the tree with comments, NAGs and commands, the position at the end of the main line, errors
//! and warnings with line and column, the text written back), strict reads refused with
//! `invalid_game_file` at the recorded line and column, and games written from play.
//!
//! `DAMERO_BLESS=1` writes what the core gives into the file's expectations (to be read before
//! committing: each is a claim about the standards, not a snapshot).

use std::path::PathBuf;

use damero::files::{FileProblem, GameRecord, ReadOptions, read_games, write_game};
use damero::{Error, Game, Variant};
use serde_json::{Map, Value, json};

fn cases_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../conformance/files/cases.json")
}

fn problem(p: &FileProblem) -> Value {
    json!({"line": p.line, "column": p.column, "message": p.message})
}

/// A node and what follows it, with empty fields left out.
fn node(record: &GameRecord, at: usize) -> Value {
    let n = &record.nodes[at];
    let mut out = Map::new();
    if let Some(m) = record.played(at) {
        out.insert("move".into(), json!(m.notation()));
    }
    if !n.comments_before.is_empty() {
        out.insert("comments_before".into(), json!(n.comments_before));
    }
    if !n.comments.is_empty() {
        out.insert("comments".into(), json!(n.comments));
    }
    if !n.nags.is_empty() {
        out.insert("nags".into(), json!(n.nags));
    }
    let commands = n.commands();
    if !commands.is_empty() {
        out.insert("commands".into(), json!(commands));
    }
    if !n.children.is_empty() {
        let children: Vec<Value> = n.children.iter().map(|&c| node(record, c)).collect();
        out.insert("children".into(), Value::Array(children));
    }
    Value::Object(out)
}

/// Everything a case records of one game read.
fn describe(read: Result<GameRecord, FileProblem>) -> Value {
    let record = match read {
        Ok(record) => record,
        Err(p) => {
            let e = Error::from(p.clone());
            return json!({"error": {"code": e.code(), "line": p.line, "column": p.column, "message": p.message}});
        }
    };
    json!({
        "line": record.line,
        "headers": record.headers,
        "variant": record.variant.map(|v| v.name()),
        "result": record.result,
        "mainline": record.mainline().iter().map(|m| m.notation().to_string()).collect::<Vec<_>>(),
        "tree": node(&record, 0),
        "fen": record.game().map(|g| g.fen()),
        "errors": record.errors.iter().map(problem).collect::<Vec<_>>(),
        "warnings": record.warnings.iter().map(problem).collect::<Vec<_>>(),
        "written": write_game(&record),
    })
}

fn options(read: &Value) -> ReadOptions {
    ReadOptions {
        variant: read["variant"]
            .as_str()
            .map(|v| Variant::from_name(v).unwrap()),
        strict: read["strict"].as_bool().unwrap_or(false),
        ..Default::default()
    }
}

/// The game a write case plays: its variant, FEN and options, then its moves.
fn played(write: &Value) -> Game {
    let variant = Variant::from_name(write["variant"].as_str().unwrap()).unwrap();
    let mut game = match write["fen"].as_str() {
        Some(fen) => Game::from_fen(variant, fen, None).unwrap(),
        None => Game::new(variant).unwrap(),
    };
    game.play_moves(write["moves"].as_str().unwrap_or(""))
        .unwrap();
    if let Some(side) = write["resign"].as_str() {
        game.resign(side.parse().unwrap()).unwrap();
    }
    game
}

#[test]
fn game_file_cases() {
    let path = cases_path();
    let mut file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let bless = std::env::var_os("DAMERO_BLESS").is_some();
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in file["cases"].as_array_mut().unwrap() {
        let id = case["id"].as_str().unwrap().to_string();
        if let Some(read) = case.get("read").cloned() {
            let text = read["text"].as_str().unwrap();
            let got: Vec<Value> = read_games(text, options(&read)).map(describe).collect();
            if bless {
                case["games"] = Value::Array(got);
                continue;
            }
            if case["games"] != Value::Array(got.clone()) {
                failures.push(format!(
                    "{id}: expected\n{}\ngot\n{}",
                    serde_json::to_string_pretty(&case["games"]).unwrap(),
                    serde_json::to_string_pretty(&got).unwrap()
                ));
            }
            // What is written reads back as the same game.
            for g in &got {
                if let Some(written) = g["written"].as_str() {
                    let again: Vec<Value> =
                        read_games(written, options(&read)).map(describe).collect();
                    let same = again.len() == 1
                        && again[0]["mainline"] == g["mainline"]
                        && again[0]["tree"] == g["tree"]
                        && again[0]["fen"] == g["fen"]
                        && again[0]["written"] == g["written"];
                    if !same {
                        failures.push(format!(
                            "{id}: written, it reads back otherwise:\n{written}"
                        ));
                    }
                }
            }
            checked += 1;
        } else if let Some(write) = case.get("write").cloned() {
            let game = played(&write);
            let headers: Vec<(String, String)> =
                serde_json::from_value(write["headers"].clone()).unwrap_or_default();
            let headers: Vec<(&str, &str)> = headers
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str()))
                .collect();
            let written = write_game(&GameRecord::from_game(&game, &headers));
            if bless {
                case["written"] = json!(written);
                continue;
            }
            if case["written"] != json!(written) {
                failures.push(format!(
                    "{id}: expected\n{}\ngot\n{}",
                    case["written"].as_str().unwrap_or("null"),
                    written.as_deref().unwrap_or("null")
                ));
            }
            let back: Vec<_> = read_games(written.as_deref().unwrap(), ReadOptions::default())
                .map(|r| r.unwrap())
                .collect();
            if back.len() != 1 || back[0].game().map(|g| g.fen()) != Some(game.fen()) {
                failures.push(format!(
                    "{id}: the written game does not read back to its position"
                ));
            }
            checked += 1;
        } else {
            panic!("{id}: a case reads or writes");
        }
    }
    if bless {
        let text = serde_json::to_string_pretty(&file).unwrap();
        std::fs::write(&path, text + "\n").unwrap();
        return;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked >= 10, "only {checked} cases");
    println!("files conformance: {checked} cases");
}
