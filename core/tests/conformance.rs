//! The Rust runner of the shared conformance suite in `conformance/` (format described in
//! `conformance/README.md`). The debug build runs the fast perft tier; the release build
//! (`cargo test --release --test conformance`) runs every tier.
//!
//! `DAMERO_BLESS=1` writes what the core gives into the `null` values of a case file's
//! `action_count`, `actions`, `observation`, `fen` and `history` checks and `played` fields
//! (the file is rewritten
//! with its keys sorted; read every value before committing: each is a claim about the map, not
//! a snapshot).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use damero::{
    Duplicates, Error, Finished, Game, Move, Options, PerftOptions, Side, Status, Undone, Variant,
};
use serde_json::{Map, Value};

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance")
}

/// Whether this build has the family of games named `family` (cargo features `draughts`, `chess`).
fn family_in_build(family: &str) -> bool {
    match family {
        "draughts" => cfg!(feature = "draughts"),
        "chess" => cfg!(feature = "chess"),
        "placement" => cfg!(feature = "placement"),
        _ => panic!("unknown family folder conformance/{family}"),
    }
}

/// The folders of the families in this build: `conformance/<family>/`. A build without a family
/// (`--no-default-features --features chess`) skips that family's data. `conformance/files/`
/// holds game files, not a family: core/tests/files_conformance.rs runs it.
fn family_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(suite_dir())
        .expect("conformance/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() && !p.ends_with("files"))
        .filter(|p| family_in_build(p.file_name().unwrap().to_str().unwrap()))
        .collect();
    dirs.sort();
    dirs
}

/// Cases this runner is known to fail, with the reason. Empty: every case passes.
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

fn read_json(path: &Path) -> Value {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let value: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(value["format"], 2, "{}: unknown format", path.display());
    value
}

#[test]
fn perft_counts() {
    let all_tiers = !cfg!(debug_assertions);
    let mut checked = 0;
    let files = family_dirs().into_iter().map(|d| d.join("perft.json"));
    let data: Vec<Value> = files
        .filter(|f| f.exists())
        .map(|f| read_json(&f))
        .collect();
    for pos in data
        .iter()
        .flat_map(|d| d["positions"].as_array().expect("positions"))
    {
        let variant = Variant::from_name(pos["variant"].as_str().unwrap()).unwrap();
        let fen = pos["fen"].as_str();
        for count in pos["counts"].as_array().unwrap() {
            if count["tier"] == "slow" && !all_tiers {
                continue;
            }
            let depth = count["depth"].as_u64().unwrap() as u32;
            let dup: Duplicates = count["duplicates"].as_str().unwrap().parse().unwrap();
            // How a finished game above the depth counts (placement games; "ignore" if absent).
            let finished: Finished = count
                .get("finished")
                .map_or(Ok(Finished::Ignore), |f| f.as_str().unwrap().parse())
                .unwrap();
            let options = PerftOptions::new().duplicates(dup).finished(finished);
            let nodes = damero::perft_with(variant, fen, depth, &options)
                .unwrap()
                .unwrap()
                .nodes;
            assert_eq!(
                nodes,
                count["nodes"].as_u64().unwrap(),
                "{} depth {depth} {} {}",
                pos["id"],
                dup.name(),
                finished.name()
            );
            checked += 1;
        }
    }
    assert!(checked >= 9, "only {checked} perft counts checked");
}

#[test]
fn cases() {
    let mut files: Vec<PathBuf> = family_dirs()
        .into_iter()
        .filter_map(|d| fs::read_dir(d.join("cases")).ok())
        .flatten()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut passed = 0;
    let mut ids = BTreeSet::new();
    let bless = std::env::var_os("DAMERO_BLESS").is_some();
    for file in &files {
        let mut data = read_json(file);
        if bless && bless_file(&mut data) {
            let text = serde_json::to_string_pretty(&data).unwrap();
            fs::write(file, text + "\n").unwrap();
        }
        for case in data["cases"].as_array().expect("cases") {
            let id = case["id"].as_str().expect("id").to_string();
            assert!(ids.insert(id.clone()), "duplicate case id {id}");
            let expected = EXPECTED_FAILURES.iter().any(|(x, _)| *x == id);
            match run_case(case) {
                Ok(()) if expected => {
                    failures.push(format!("{id}: passes but is listed as an expected failure"))
                }
                Ok(()) => passed += 1,
                Err(_) if expected => {}
                Err(e) => failures.push(format!("{id}: {e}")),
            }
        }
    }
    println!(
        "rust-conformance: {passed} passed, {} failed",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed > 0, "no cases found");
}

/// `conformance/variants.json`: every variant's name, family, board, numbering, square names,
/// option keys and default options.
#[test]
fn variants() {
    let data = read_json(&suite_dir().join("variants.json"));
    let listed: Vec<&str> = data["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .filter(|v| family_in_build(v["family"].as_str().unwrap()))
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed, damero::variants(), "the variants, in order");
    for want in data["variants"].as_array().unwrap() {
        let name = want["name"].as_str().unwrap();
        if !family_in_build(want["family"].as_str().unwrap()) {
            // Out of this build: still known by name, refused with a message naming the build.
            let e = Variant::from_name(name).unwrap_err();
            assert_eq!(e.code(), "unknown_variant", "{name}");
            assert!(e.message().contains("not in this build"), "{name}: {e}");
            // Given the value itself, every constructor and perft refuse it the same way.
            let v = *Variant::ALL.iter().find(|v| v.name() == name).unwrap();
            assert!(!v.is_available());
            let refusals = [
                Game::new(v).err(),
                Game::with_options(v, v.default_options()).err(),
                Game::from_fen(v, "x", None).err(),
                Game::from_fragment(&format!("v2/{name}")).err(),
                damero::perft(v, None, 1, Duplicates::Keep).err(),
            ];
            for refusal in refusals {
                assert_eq!(refusal.as_ref(), Some(&e), "{name}");
            }
            continue;
        }
        let v = Variant::from_name(name).unwrap();
        let keys: Vec<&str> = v.option_keys().to_vec();
        let defaults: Map<String, Value> = keys
            .iter()
            .map(|k| {
                (
                    k.to_string(),
                    Value::from(v.default_options().get(k).unwrap()),
                )
            })
            .collect();
        let got = serde_json::json!({
            "name": v.name(),
            "family": v.family().name(),
            "rows": v.rows(),
            "columns": v.columns(),
            "squares": v.squares(),
            "first_square": v.first_square(),
            "numbering": v.geometry().numbering.code(),
            "labels": v.geometry().labels.code(),
            "shading": v.geometry().shading.code(),
            "drops": v.geometry().drops,
            "option_keys": keys,
            "default_options": defaults,
        });
        let mut fields = want.clone();
        let names = fields.as_object_mut().unwrap().remove("square_names");
        subset(v.name(), &fields, &got).unwrap();
        for (square, name) in names.unwrap().as_object().unwrap() {
            let square: u8 = square.parse().unwrap();
            assert_eq!(
                v.square_name(square.into()).ok().as_deref(),
                name.as_str(),
                "{v} {square}"
            );
            assert_eq!(v.square_from_name(name.as_str().unwrap()), Some(square));
            let (row, col) = v.coordinates(square).unwrap();
            assert_eq!(v.square_at(row, col), Some(square));
        }
    }
}

type Check = Result<(), String>;

/// Fills the `null` action and observation checks (and `played` fields) of every case of a file
/// with what the core gives; returns whether anything was filled.
fn bless_file(data: &mut Value) -> bool {
    let mut filled = false;
    for case in data["cases"].as_array_mut().expect("cases") {
        let Ok(mut game) = create(case["setup"].as_object().expect("setup")) else {
            continue;
        };
        for step in case["steps"].as_array_mut().into_iter().flatten() {
            let step = step.as_object_mut().expect("a step is an object");
            if let Some(expect) = step.get_mut("expect").and_then(Value::as_object_mut) {
                for (key, want) in expect.iter_mut() {
                    if want.is_null() {
                        if let Some(got) = observed(&game, key) {
                            *want = got;
                            filled = true;
                        }
                    }
                }
                continue;
            }
            let played = step.get("played").is_some_and(Value::is_null);
            let plies = game.history().len();
            let outcome = run_step(&mut game, &Value::Object(step.clone()));
            if played && game.history().len() == plies + 1 {
                if let Some(last) = game.history().last() {
                    step.insert("played".into(), Value::from(last.notation()));
                    filled = true;
                }
            }
            if outcome.is_err() && !played {
                break;
            }
        }
    }
    filled
}

/// What the core gives for a check that bless fills.
fn observed(game: &Game, key: &str) -> Option<Value> {
    match key {
        "action_count" => Some(Value::from(game.action_count())),
        "actions" => actions_json(game).ok(),
        "observation" => observation_json(game).ok(),
        "fen" => Some(Value::from(game.fen())),
        "history" => Some(notations(game.history())),
        _ => None,
    }
}

/// `{"<notation>": id}` for every legal move, each id from `action_of`; checked against
/// `legal_actions` (the same ids, sorted), `legal_actions_into` (in the moves' order) and
/// `action_mask` (exactly those ids set).
fn actions_json(game: &Game) -> Result<Value, String> {
    let moves = game.legal_moves();
    let mut map = Map::new();
    let mut ids = Vec::new();
    for m in moves.iter() {
        let id = game
            .action_of(m)
            .map_err(|e| format!("action_of {m}: {e}"))?;
        if map
            .insert(m.notation().to_string(), Value::from(id))
            .is_some()
        {
            return Err(format!("two legal moves written {}", m.notation()));
        }
        ids.push(id);
    }
    let mut in_order = Vec::new();
    game.legal_actions_into(&mut in_order)
        .map_err(|e| format!("legal_actions_into: {e}"))?;
    if in_order != ids {
        return Err(format!(
            "legal_actions_into {in_order:?}, action_of {ids:?}"
        ));
    }
    ids.sort_unstable();
    let sorted = game
        .legal_actions()
        .map_err(|e| format!("legal_actions: {e}"))?;
    if sorted != ids {
        return Err(format!("legal_actions {sorted:?}, action_of {ids:?}"));
    }
    let mut mask = vec![false; game.action_count() as usize];
    game.action_mask(&mut mask)
        .map_err(|e| format!("action_mask: {e}"))?;
    let set: Vec<u32> = (0..mask.len() as u32)
        .filter(|&i| mask[i as usize])
        .collect();
    if set != ids {
        return Err(format!("action_mask sets {set:?}, legal_actions {ids:?}"));
    }
    Ok(Value::Object(map))
}

/// `{"shape": [rows, columns, planes], "plane_sums": [...]}` of `observe`.
fn observation_json(game: &Game) -> Result<Value, String> {
    let [rows, columns, planes] = game.observation_shape();
    let mut out = vec![f32::NAN; rows * columns * planes];
    game.observe(&mut out)
        .map_err(|e| format!("observe: {e}"))?;
    let mut sums = vec![0f64; planes];
    for cell in out.chunks_exact(planes) {
        for (sum, &v) in sums.iter_mut().zip(cell) {
            *sum += f64::from(v);
        }
    }
    // Rounded as the data writes them (the counters are multiples of 1/512 or 1/100 per cell).
    let sums: Vec<Value> = sums
        .iter()
        .map(|s| Value::from((s * 1e6).round() / 1e6))
        .collect();
    Ok(serde_json::json!({"shape": [rows, columns, planes], "plane_sums": sums}))
}

/// The plane sums agree within 1e-4 (the data rounds them to six decimals; f32 sums carry less).
fn same_sums(want: &Value, got: &Value) -> bool {
    match (want.as_array(), got.as_array()) {
        (Some(w), Some(g)) => {
            w.len() == g.len()
                && w.iter()
                    .zip(g)
                    .all(|(w, g)| match (w.as_f64(), g.as_f64()) {
                        (Some(w), Some(g)) => (w - g).abs() <= 1e-4,
                        _ => false,
                    })
        }
        _ => false,
    }
}

fn run_case(case: &Value) -> Check {
    let setup = case["setup"].as_object().ok_or("setup missing")?;
    let created = create(setup);
    if let Some(code) = setup.get("error") {
        return expect_error(created.map(|_| ()), code, setup.get("message_contains"));
    }
    let mut game = created.map_err(|e| format!("setup failed: {e}"))?;
    for (i, step) in case["steps"].as_array().into_iter().flatten().enumerate() {
        run_step(&mut game, step).map_err(|e| format!("step {} {step}: {e}", i + 1))?;
    }
    Ok(())
}

fn create(setup: &Map<String, Value>) -> Result<Game, Error> {
    if let Some(fragment) = setup.get("fragment") {
        return Game::from_fragment(fragment.as_str().unwrap());
    }
    let variant = Variant::from_name(setup["variant"].as_str().unwrap())?;
    let options = Options::parse(
        variant,
        setup.get("options").and_then(Value::as_str).unwrap_or(""),
    )?;
    match setup.get("fen").and_then(Value::as_str) {
        Some(fen) => Game::from_fen(variant, fen, Some(options)),
        None => Game::with_options(variant, options),
    }
}

fn expect_error(result: Result<(), Error>, code: &Value, contains: Option<&Value>) -> Check {
    match result {
        Ok(()) => Err(format!("expected error {code}, got success")),
        Err(e) if e.code() != code.as_str().unwrap() => {
            Err(format!("expected error {code}, got {e}"))
        }
        Err(e) => match contains.and_then(Value::as_str) {
            Some(text) if !e.message().contains(text) => Err(format!(
                "error message {:?} does not contain {text:?}",
                e.message()
            )),
            _ => Ok(()),
        },
    }
}

/// Everything a failed action must leave as it was.
fn snapshot(game: &Game) -> (String, usize, Status, String) {
    (
        game.fen(),
        game.history().len(),
        game.status(),
        game.to_fragment(),
    )
}

fn run_step(game: &mut Game, step: &Value) -> Check {
    let step = step.as_object().ok_or("a step is an object")?;
    if let Some(expect) = step.get("expect") {
        return check(game, expect.as_object().ok_or("expect is an object")?);
    }
    let before = snapshot(game);
    let result: Result<Option<String>, Error> = if let Some(text) = step.get("play") {
        game.play(text.as_str().unwrap())
            .map(|m| Some(m.notation().to_string()))
    } else if let Some(text) = step.get("play_moves") {
        game.play_moves(text.as_str().unwrap()).map(|moves| {
            let texts: Vec<&str> = moves.iter().map(|m| m.notation()).collect();
            Some(texts.join(","))
        })
    } else if let Some(path) = step.get("play_path") {
        game.play_path(&squares(path))
            .map(|m| Some(m.notation().to_string()))
    } else if let Some(text) = step.get("parse") {
        // Never changes the game: checked on success too.
        let parsed = game.parse_move(text.as_str().unwrap());
        if snapshot(game) != before {
            return Err("parse changed the game".into());
        }
        parsed.map(|m| Some(m.notation().to_string()))
    } else if let Some(id) = step.get("play_action") {
        let id = id
            .as_u64()
            .and_then(|id| u32::try_from(id).ok())
            .ok_or("play_action takes an id below 2^32")?;
        game.play_action(id).map(|m| Some(m.notation().to_string()))
    } else if let Some(index) = step.get("play_index") {
        let moves = game.legal_moves();
        let m = moves
            .get(index.as_u64().unwrap() as usize)
            .ok_or("no move at that index")?
            .clone();
        game.play_move(&m).map(|m| Some(m.notation().to_string()))
    } else if step.contains_key("undo") {
        game.undo().map(|u| {
            Some(match u {
                Undone::Move(m) => m.notation().to_string(),
                Undone::End(end) => end.code(),
            })
        })
    } else if let Some(text) = step.get("play_and_claim") {
        let kind = match step.get("claim").and_then(Value::as_str) {
            Some(k) => Some(k.parse::<damero::DrawKind>().map_err(|e| e.to_string())?),
            None => None,
        };
        game.play_and_claim(text.as_str().unwrap(), kind)
            .map(|(m, k)| Some(format!("{} {}", m.notation(), k.code())))
    } else if step.contains_key("agree_draw") {
        game.agree_draw().map(|()| None)
    } else if let Some(side) = step.get("resign") {
        side.as_str()
            .unwrap()
            .parse::<Side>()
            .and_then(|side| game.resign(side))
            .map(|()| None)
    } else if let Some(kind) = step.get("claim_draw") {
        let kind = match kind.as_str() {
            Some(k) => Some(damero::DrawKind::from_code(k).ok_or("unknown draw kind")?),
            None => None,
        };
        game.claim_draw(kind).map(|k| Some(k.code().to_string()))
    } else {
        return Err("unknown action".into());
    };
    if let Some(code) = step.get("error") {
        expect_error(result.map(|_| ()), code, step.get("message_contains"))?;
        if snapshot(game) != before {
            return Err("the game changed after an error".into());
        }
        return Ok(());
    }
    let outcome = result.map_err(|e| format!("unexpected error {e}"))?;
    if step.contains_key("play_and_claim") {
        // The outcome is "<notation> <draw kind>".
        let (played, claimed) = outcome
            .as_deref()
            .and_then(|o| o.split_once(' '))
            .ok_or("play_and_claim gave nothing")?;
        for (key, got) in [("played", played), ("claimed", claimed)] {
            if let Some(want) = step.get(key) {
                if want.as_str() != Some(got) {
                    return Err(format!("{key}: expected {want}, got {got:?}"));
                }
            }
        }
        return Ok(());
    }
    for key in ["played", "parsed", "undone", "claimed"] {
        if let Some(want) = step.get(key) {
            if outcome.as_deref() != want.as_str() {
                return Err(format!("{key}: expected {want}, got {outcome:?}"));
            }
        }
    }
    Ok(())
}

fn squares(v: &Value) -> Vec<u8> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_u64().unwrap() as u8)
        .collect()
}

fn notations(moves: &[Move]) -> Value {
    moves.iter().map(|m| Value::from(m.notation())).collect()
}

fn move_json(m: &Move) -> Value {
    serde_json::json!({
        "kind": m.kind().code(),
        "notation": m.notation(),
        "long": m.long(),
        "path": m.path(),
        "from": m.from(),
        "to": m.to(),
        "target": m.target(),
        "captures": m.captures(),
        "promotion": m.promotion().map(|r| r.name()),
    })
}

fn status_json(s: &Status) -> Value {
    let codes = |v: &[damero::DrawKind]| v.iter().map(|k| Value::from(k.code())).collect::<Value>();
    serde_json::json!({
        "state": s.state.name(),
        "winner": s.winner.map(|w| w.name()),
        "reason": s.reason.map(|r| r.code()),
        "turn": s.turn.name(),
        "must_capture": s.must_capture,
        "repetitions": s.repetitions,
        "reversible_plies": s.reversible_plies,
        "endgame_plies": s.endgame_plies,
        "claimable": codes(&s.claimable),
        "warnings": codes(&s.warnings),
        "in_check": s.in_check,
        "checkers": s.checkers,
        "must_pass": s.must_pass,
        "checked_king": s.checked_king,
        "score": s.score,
        "winning_line": s.winning_line,
        "move_number": s.move_number,
    })
}

/// The runner compares every public field of a move and a status: the lists it writes are the
/// core's lists (`MOVE_FIELDS`, `STATUS_FIELDS`).
#[test]
fn every_field_is_compared() {
    let first = Variant::from_name(damero::variants()[0]).unwrap();
    let game = Game::new(first).unwrap();
    let keys = |v: Value| {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    let sorted = |list: &[&str]| {
        let mut k: Vec<String> = list.iter().map(|s| s.to_string()).collect();
        k.sort();
        k
    };
    assert_eq!(
        keys(move_json(&game.legal_moves()[0])),
        sorted(&damero::MOVE_FIELDS)
    );
    assert_eq!(
        keys(status_json(&game.status())),
        sorted(&damero::STATUS_FIELDS)
    );
}

/// Checks that every field of `want` equals the same field of `got`.
fn subset(what: &str, want: &Value, got: &Value) -> Check {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => {
            for (k, v) in w {
                let other = g.get(k).ok_or_else(|| format!("{what}: no field {k}"))?;
                subset(&format!("{what}.{k}"), v, other)?;
            }
            Ok(())
        }
        _ if want == got => Ok(()),
        _ => Err(format!("{what}: expected {want}, got {got}")),
    }
}

fn check(game: &Game, expect: &Map<String, Value>) -> Check {
    for (key, want) in expect {
        match key.as_str() {
            "legal_moves" => subset(key, want, &notations(&game.legal_moves()))?,
            "moves" => {
                let got: Vec<Value> = game.legal_moves().iter().map(move_json).collect();
                let want = want.as_array().ok_or("moves is a list")?;
                if want.len() != got.len() {
                    return Err(format!(
                        "moves: expected {} moves, got {}",
                        want.len(),
                        got.len()
                    ));
                }
                for (i, (w, g)) in want.iter().zip(&got).enumerate() {
                    subset(&format!("moves[{i}]"), w, g)?;
                }
            }
            "completions" => {
                let got = notations(&game.completions(&squares(&want["prefix"])));
                subset(key, &want["moves"], &got)?;
            }
            "status" => subset(key, want, &status_json(&game.status()))?,
            "fen" => subset(key, want, &Value::from(game.fen()))?,
            "geometry" => {
                let g = game.geometry();
                let got = serde_json::json!({
                    "rows": g.rows,
                    "columns": g.columns,
                    "squares": g.squares(),
                    "first_square": g.first_square(),
                    "numbering": g.numbering.code(),
                    "labels": g.labels.code(),
                    "shading": g.shading.code(),
                    "drops": g.drops,
                });
                subset(key, want, &got)?
            }
            "move_numbers" => {
                let got: Vec<Option<u32>> = (0..=game.history().len())
                    .map(|p| game.move_number(p))
                    .collect();
                subset(key, want, &serde_json::json!(got))?
            }
            "start_fen" => subset(key, want, &Value::from(game.start_fen()))?,
            "fragment" => subset(key, want, &Value::from(game.to_fragment()))?,
            "history" => {
                subset(key, want, &notations(game.history()))?;
                if game.ply() != game.history().len() {
                    return Err(format!(
                        "ply: {} against a history of {}",
                        game.ply(),
                        game.history().len()
                    ));
                }
            }
            "board" => {
                let v = game.variant();
                let text: String = game
                    .board()
                    .iter()
                    .map(|p| p.and_then(|p| v.letter(p)).unwrap_or('.'))
                    .collect();
                subset(key, want, &Value::from(text))?
            }
            "piece_at" => {
                for query in want.as_array().ok_or("piece_at is a list")? {
                    let square = query["square"].as_i64().ok_or("piece_at: square")?;
                    let got = u8::try_from(square)
                        .map_err(|_| game.check_square(square).unwrap_err())
                        .and_then(|sq| game.piece_at(sq));
                    match (got, query.get("error")) {
                        (Err(e), Some(code)) => expect_error(Err(e), code, None)?,
                        (Ok(_), Some(code)) => {
                            return Err(format!("piece_at {square}: expected error {code}"));
                        }
                        (Err(e), None) => return Err(format!("piece_at {square}: {e}")),
                        (Ok(piece), None) => {
                            let got = piece.map_or(Value::Null, |p| {
                                serde_json::json!({"side": p.side.name(), "role": p.role.name()})
                            });
                            subset(&format!("piece_at {square}"), &query["piece"], &got)?;
                        }
                    }
                }
            }
            "square_names" => {
                let v = game.variant();
                for query in want.as_array().ok_or("square_names is a list")? {
                    let square = query["square"].as_i64().ok_or("square_names: square")?;
                    match (v.square_name(square), query.get("error")) {
                        (Err(e), Some(code)) => expect_error(Err(e), code, None)?,
                        (Ok(name), Some(code)) => {
                            return Err(format!(
                                "square_name {square}: expected error {code}, got {name}"
                            ));
                        }
                        (Err(e), None) => return Err(format!("square_name {square}: {e}")),
                        (Ok(name), None) => subset(
                            &format!("square_name {square}"),
                            &query["name"],
                            &Value::from(name),
                        )?,
                    }
                }
            }
            "action_count" => subset(key, want, &Value::from(game.action_count()))?,
            "actions" => {
                let got = actions_json(game)?;
                if &got != want {
                    return Err(format!("actions: expected {want}, got {got}"));
                }
            }
            "observation" => {
                let got = observation_json(game)?;
                if want["shape"] != got["shape"]
                    || !same_sums(&want["plane_sums"], &got["plane_sums"])
                {
                    return Err(format!("observation: expected {want}, got {got}"));
                }
            }
            "roundtrip" => {
                let again = Game::from_fragment(&game.to_fragment())
                    .map_err(|e| format!("roundtrip: {e}"))?;
                if snapshot(&again) != snapshot(game) || again.history() != game.history() {
                    return Err("roundtrip: the game read back differs".into());
                }
            }
            other => return Err(format!("unknown check {other}")),
        }
    }
    Ok(())
}
