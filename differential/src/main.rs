//! The Rust side of the cross-language differential run (see `differential/README.md`).
//!
//! ```text
//! damero-differential generate --seed N --games G [--ops a,b,c]   > script.jsonl
//! damero-differential run script.jsonl                            > transcript.jsonl
//! damero-differential --capabilities            # {"ops": [...], "variants": [...]}
//! ```
//!
//! `generate` plays games with the Rust core and writes the actions it took, one JSON object a
//! line; `run` executes such a script through the public Rust API and writes one observation a
//! line, in the format every language's runner writes.

use std::collections::HashMap;
use std::io::{BufRead, BufWriter, Write};

use damero::files::{
    Children, GameRecord, Node, ReadOptions, is_tag_name, limits, read_games, write_game,
};
use damero::{
    DrawKind, ErrorKind, Family, Game, Move, Options, Piece, Side, State, Status, Undone, Variant,
};
use serde_json::{Value, json};

/// Every action of the script format, in a fixed order.
const OPS: [&str; 17] = [
    "new",
    "fragment",
    "play_text",
    "play_path",
    "play_move",
    "completions",
    "undo",
    "agree",
    "resign",
    "claim",
    "play_and_claim",
    "piece_at",
    "reload",
    "reload_fen",
    "check",
    "read_file",
    "write_file",
];

/// The most games a `read_file` observes of its text (every runner stops there).
const MAX_READ: usize = 20;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match args.first().map(String::as_str) {
        Some("generate") => {
            let mut seed = 1u64;
            let mut games = 200usize;
            let mut ops: Vec<String> = OPS.iter().map(|s| s.to_string()).collect();
            let mut variants: Vec<String> =
                damero::variants().iter().map(|s| s.to_string()).collect();
            let mut i = 1;
            while i < args.len() {
                let value = args.get(i + 1).unwrap_or_else(|| usage());
                match args[i].as_str() {
                    "--seed" => seed = value.parse().unwrap_or_else(|_| usage()),
                    "--games" => games = value.parse().unwrap_or_else(|_| usage()),
                    "--ops" => ops = value.split(',').map(str::to_string).collect(),
                    "--variants" => variants = value.split(',').map(str::to_string).collect(),
                    _ => usage(),
                }
                i += 2;
            }
            for op in &ops {
                if !OPS.contains(&op.as_str()) {
                    eprintln!(
                        "differential: unknown action {op:?} (known: {})",
                        OPS.join(",")
                    );
                    std::process::exit(2);
                }
            }
            let variants: Vec<Variant> = variants
                .iter()
                .map(|v| {
                    Variant::from_name(v).unwrap_or_else(|e| {
                        eprintln!("differential: {e}");
                        std::process::exit(2)
                    })
                })
                .collect();
            let mut generator = Generator::new(seed, ops, variants);
            for g in 0..games {
                generator.game(g);
            }
            for line in generator.lines {
                writeln!(out, "{line}").unwrap();
            }
        }
        Some("run") => {
            let path = args.get(1).unwrap_or_else(|| usage());
            let file = std::fs::File::open(path).unwrap_or_else(|e| {
                eprintln!("differential: {path}: {e}");
                std::process::exit(2)
            });
            let mut runner = Runner::default();
            for line in std::io::BufReader::new(file).lines() {
                let action: Value = serde_json::from_str(&line.unwrap()).expect("a JSON line");
                writeln!(out, "{}", runner.step(&action)).unwrap();
            }
        }
        Some("--capabilities") => {
            let caps = json!({"ops": OPS, "variants": damero::variants()});
            writeln!(out, "{caps}").unwrap();
        }
        _ => usage(),
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: damero-differential generate [--seed N] [--games G] [--ops a,b,...] [--variants a,b,...] | run SCRIPT | --capabilities"
    );
    std::process::exit(2)
}

// -------------------------------------------------------------------------------------------
// Observations: the format every runner writes.

/// A move as an array of its public fields, in the order of `damero::MOVE_FIELDS`
/// (`conformance/fields.json`): kind, notation, long, path, from, to, target, captures,
/// promotion.
fn move_json(m: &Move) -> Value {
    json!([
        m.kind().code(),
        m.notation(),
        m.long(),
        m.path(),
        m.from(),
        m.to(),
        m.target(),
        m.captures(),
        m.promotion().map(|r| r.name())
    ])
}

/// A status as an object of its public fields, named as in `damero::STATUS_FIELDS`.
fn status_json(s: &Status) -> Value {
    json!({
        "state": s.state.name(),
        "winner": s.winner.map(|w| w.name()),
        "reason": s.reason.map(|r| r.code()),
        "turn": s.turn.name(),
        "must_capture": s.must_capture,
        "must_pass": s.must_pass,
        "repetitions": s.repetitions,
        "reversible_plies": s.reversible_plies,
        "endgame_plies": s.endgame_plies,
        "claimable": kinds(&s.claimable),
        "warnings": kinds(&s.warnings),
        "in_check": s.in_check,
        "checkers": s.checkers,
        "checked_king": s.checked_king,
        "score": s.score,
        "winning_line": s.winning_line,
        "move_number": s.move_number,
    })
}

fn piece_json(p: Option<Piece>) -> Value {
    match p {
        Some(p) => json!([p.side.name(), p.role.name()]),
        None => Value::Null,
    }
}

fn kinds(list: &[DrawKind]) -> Value {
    json!(list.iter().map(|k| k.code()).collect::<Vec<_>>())
}

/// The options of a game, every key of its variant with its text value.
fn options_json(game: &Game) -> Value {
    let variant = game.variant();
    let map: serde_json::Map<String, Value> = variant
        .option_keys()
        .iter()
        .map(|k| (k.to_string(), json!(game.options().get(k).unwrap())))
        .collect();
    Value::Object(map)
}

/// Everything observable about a game after a step.
fn state_json(game: &Game, seen: &mut HashMap<Vec<u8>, Move>) -> Value {
    let s = game.status();
    let legal = game.legal_moves();
    for m in &legal {
        seen.insert(m.path().to_vec(), m.clone());
    }
    let variant = game.variant();
    let board: String = game
        .board()
        .into_iter()
        .map(|p| p.and_then(|p| variant.letter(p)).unwrap_or('.'))
        .collect();
    json!({
        "variant": variant.name(),
        "fen": game.fen(),
        "fragment": game.to_fragment(),
        "board": board,
        "history": game.history().len(),
        "end": game.end().map(|e| e.code()),
        "status": status_json(&s),
        "legal": legal.iter().map(move_json).collect::<Vec<_>>(),
    })
}

// -------------------------------------------------------------------------------------------
// The Rust runner: the reference each binding is compared with. Square arguments go through
// `Game::check_square` (the game's own board) as the bindings' do.

#[derive(Default)]
struct Runner {
    game: Option<Game>,
    /// The last move listed with each path, as a move object (as every runner keeps them): a
    /// `play_move` plays it, so a path that several moves share (a promotion) names one.
    seen: HashMap<Vec<u8>, Move>,
}

type Step = Result<Value, damero::Error>;

fn squares(game: &Game, value: &Value) -> Result<Vec<u8>, damero::Error> {
    value
        .as_array()
        .expect("a list of squares")
        .iter()
        .map(|s| game.check_square(s.as_i64().expect("a square number")))
        .collect()
}

fn draw_kind(value: &Value) -> Result<Option<DrawKind>, damero::Error> {
    match value.as_str() {
        None => Ok(None),
        Some(code) => code.parse().map(Some),
    }
}

fn new_game(action: &Value) -> Result<Game, damero::Error> {
    let variant = Variant::from_name(action["variant"].as_str().unwrap())?;
    let options = match action["options"].as_str() {
        Some(text) => Options::parse(variant, text)?,
        None => variant.default_options(),
    };
    match action["fen"].as_str() {
        Some(fen) => Game::from_fen(variant, fen, Some(options)),
        None => Game::with_options(variant, options),
    }
}

/// The games of a file's text as each runner observes them: per game its line, tags, variant,
/// result, main line, problems, the position at the end of the main line and the text written
/// back; a game refused by a strict read as the error code and where.
fn read_file(a: &Value) -> Step {
    let variant = match a["variant"].as_str() {
        Some(name) => Some(Variant::from_name(name)?),
        None => None,
    };
    let options = ReadOptions {
        variant,
        strict: a["strict"].as_bool().expect("strict"),
        ..Default::default()
    };
    let games = read_games(a["text"].as_str().expect("a text"), options)
        .take(MAX_READ)
        .map(|item| match item {
            Ok(record) => record_json(&record),
            Err(problem) => {
                let (line, column) = (problem.line, problem.column);
                json!({"refused": damero::Error::from(problem).code(), "line": line, "column": column})
            }
        })
        .collect::<Vec<_>>();
    Ok(json!(games))
}

fn problems_json(list: &[damero::files::FileProblem]) -> Value {
    json!(
        list.iter()
            .map(|p| json!([p.line, p.column, p.message]))
            .collect::<Vec<_>>()
    )
}

fn record_json(r: &GameRecord) -> Value {
    json!({
        "line": r.line,
        "headers": r.headers.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        "variant": r.variant.map(|v| v.name()),
        "result": r.result,
        "mainline": r.mainline().iter().map(|m| m.notation()).collect::<Vec<_>>(),
        "errors": problems_json(&r.errors),
        "warnings": problems_json(&r.warnings),
        "fen": r.game().map(|g| g.fen()),
        "text": write_game(r),
    })
}

/// The game written as a game file with `headers` (pairs, in order), under the rules every
/// binding shares: PGN or PDN by family (Reversi and Connect Four have neither), each name a tag
/// name (`is_tag_name`) given once, at most `MAX_TAGS` tags of at most `MAX_COMMENT` bytes each,
/// a `Result` only with the game's own.
fn write_file(game: &Game, headers: &Value) -> Step {
    let invalid = |message: String| Err(damero::Error::new(ErrorKind::InvalidArgument, message));
    let pairs: Vec<(&str, &str)> = headers
        .as_array()
        .expect("a list of tags")
        .iter()
        .map(|p| (p[0].as_str().unwrap(), p[1].as_str().unwrap()))
        .collect();
    if game.variant().family() == Family::Placement {
        return invalid(format!("{} has no game file", game.variant().name()));
    }
    if pairs.len() > limits::MAX_TAGS {
        return invalid("too many tags".into());
    }
    for (i, (name, value)) in pairs.iter().enumerate() {
        if !is_tag_name(name) || name.len() > limits::MAX_COMMENT {
            return invalid(format!("{name:?} is not a tag name"));
        }
        if value.len() > limits::MAX_COMMENT {
            return invalid(format!("tag {name} is too long"));
        }
        if pairs[..i].iter().any(|(n, _)| n == name) {
            return invalid(format!("tag {name} is given twice"));
        }
    }
    let record = GameRecord::from_game(game, &pairs);
    let own = record.result.as_deref().unwrap_or("*");
    if pairs.iter().any(|(n, v)| *n == "Result" && *v != own) {
        return invalid("the Result tag is not the game's".into());
    }
    match write_game(&record) {
        Some(text) => Ok(json!(text)),
        None => invalid("no game file holds this game".into()),
    }
}

impl Runner {
    fn step(&mut self, action: &Value) -> Value {
        let op = action["op"].as_str().expect("an op");
        let result = self.apply(op, action);
        let mut line = json!({ "op": op });
        match result {
            Ok(value) => line["ok"] = value,
            Err(e) => line["error"] = json!(e.code()),
        }
        line["state"] = match &self.game {
            Some(game) => state_json(game, &mut self.seen),
            None => Value::Null,
        };
        line
    }

    fn apply(&mut self, op: &str, a: &Value) -> Step {
        match op {
            "new" => {
                let game = new_game(a)?;
                let options = options_json(&game);
                self.game = Some(game);
                return Ok(options);
            }
            "fragment" => {
                let game = Game::from_fragment(a["fragment"].as_str().unwrap())?;
                let options = options_json(&game);
                self.game = Some(game);
                return Ok(options);
            }
            _ => {}
        }
        let game = self.game.as_mut().expect("a game before this action");
        let variant = game.variant();
        match op {
            "play_text" => Ok(move_json(&game.play(a["text"].as_str().unwrap())?)),
            "play_path" => Ok(move_json(&game.play_path(&squares(game, &a["path"])?)?)),
            "play_move" => {
                let path = squares(game, &a["path"])?;
                let object = self.seen.get(&path).expect("a move object with that path");
                Ok(move_json(&game.play_move(object)?))
            }
            "completions" => {
                let prefix = squares(game, &a["prefix"])?;
                Ok(json!(
                    game.completions(&prefix)
                        .iter()
                        .map(move_json)
                        .collect::<Vec<_>>()
                ))
            }
            "undo" => Ok(match game.undo()? {
                Undone::Move(m) => move_json(&m),
                Undone::End(_) => Value::Null,
            }),
            "agree" => game.agree_draw().map(|()| Value::Null),
            "resign" => {
                let side: Side = a["side"].as_str().unwrap().parse()?;
                game.resign(side).map(|()| Value::Null)
            }
            "claim" => Ok(json!(game.claim_draw(draw_kind(&a["kind"])?)?.code())),
            "play_and_claim" => {
                let kind = draw_kind(&a["kind"])?;
                let (m, k) = game.play_and_claim(a["text"].as_str().unwrap(), kind)?;
                Ok(json!([move_json(&m), k.code()]))
            }
            "piece_at" => {
                let square = game.check_square(a["square"].as_i64().unwrap())?;
                Ok(piece_json(game.piece_at(square)?))
            }
            "reload" => {
                *game = Game::from_fragment(&game.to_fragment())?;
                Ok(Value::Null)
            }
            "reload_fen" => {
                *game = Game::from_fen(variant, &game.fen(), Some(*game.options()))?;
                Ok(Value::Null)
            }
            // Observes the state only.
            "check" => Ok(Value::Null),
            "read_file" => read_file(a),
            "write_file" => write_file(game, &a["headers"]),
            _ => panic!("unknown action {op:?}"),
        }
    }
}

// -------------------------------------------------------------------------------------------
// The generator: plays games with the Rust core, choosing each action from the state, and
// writes the actions.

/// splitmix64: small, fast, the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Option presets (keys a variant lacks are left out): short counts make draws reachable.
const PRESETS: &[&[(&str, &str)]] = &[
    &[],
    &[],
    // Placement games: a small board ends games soon; the other start and scoring.
    &[("size", "6"), ("agreement", "off")],
    &[("start", "free"), ("scoring", "wof"), ("size", "8")],
    &[("repetition", "claim2"), ("move_limit", "claim3m")],
    &[("repetition", "auto3"), ("move_limit", "auto6p")],
    &[("capture", "optional"), ("repetition", "claim3")],
    &[
        ("agreement", "off"),
        ("resignation", "off"),
        ("repetition", "warn2"),
    ],
    &[("endgame", "claim2_1"), ("move_limit", "warn2m")],
    &[
        ("first", "white"),
        ("move_limit", "claim4p"),
        ("repetition", "claim2"),
    ],
];

/// Inputs that are wrong in one way each.
const BAD_TEXT: &[&str] = &[
    "",
    "x",
    "-",
    "11_15",
    "99-100",
    "1-2-3",
    " 11-15",
    "11-15 ",
    "0-0",
    "é",
    "15x",
    "11–15",
    "1x",
    "x1",
    "01-05",
    "1-1",
    "4294967297-1",
    "ab-cd",
    "1--5",
    "3x3x3",
    "#",
];
const BAD_VARIANTS: &[&str] = &["chess", "English", "", "international "];
const BAD_OPTIONS: &[&str] = &[
    "repetition=claim1",
    "bogus=1",
    "capture",
    "move_limit=auto0m",
    "agreement=yes",
    "first=red",
    "repetition=auto3,repetition=auto3",
];
const BAD_FENS: &[&str] = &[
    "",
    "B",
    "B:W99:B1",
    "X:W1:B2",
    "W:W1,1:B5",
    "B:WK1:B",
    "W:W5-1:B9",
];
const BAD_FRAGMENTS: &[&str] = &[
    "",
    "v0/english",
    "v9/english",
    "v2/checkers",
    "v2/english/m:11-15,23-17",
    "v2/english/m:11-15,,23-19",
    "v2/english/e:agree",
    "v2/english/o:bogus=1",
    "v2/english/m:11-15/e:nonsense",
    "v2/english/s:W:W99:B1",
    "v2/international/m:11-15",
    "v2 english",
];

/// Tag names every binding takes, and values that test the writer's quoting.
const TAG_NAMES: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "WhiteElo",
    "Annotator",
    "TimeControl",
    "Time_Control2",
    "ECO",
    "9lives",
];
const TAG_VALUES: &[&str] = &[
    "Club night",
    "?",
    "2026.12.02",
    "Ruiz, Ana",
    "Hill \"The Hammer\"",
    "back\\slash\\",
    "Año nuevo",
    "",
    "日本",
    "a]b",
    "tab\there",
    "dice 🎲",
    "line\nbreak",
    "  spaced  ",
    "{brace}",
];
/// Tag names that are not the core's tag names (`is_tag_name`), or that the game writes itself.
const BAD_TAG_NAMES: &[&str] = &[
    "A-B",
    "_X",
    "Año",
    "",
    "White Elo",
    "A?",
    "é",
    "Ω1",
    "x\"y",
    "GameType",
    "gametype",
    "FEN",
    "SetUp",
    "Variant",
    "1",
];
const COMMENTS: &[&str] = &[
    "a comment",
    "[%clk 0:03:00]",
    "",
    "Año {nested",
    "two\nlines",
    "best [%cal Ge2e4,Rd7d5] move",
];
const DAMAGE_CHARS: &[char] = &[
    'x', '-', '1', '9', '{', '}', '(', ')', '"', '[', ']', ' ', '\n', 'e', 'K', '*', '$', '.',
    '\\', ';', '%', 'é',
];
const DAMAGE_TOKENS: &[&str] = &[
    " {inserted} ",
    " {unterminated ",
    " ( ",
    " ) ",
    " $7 ",
    " !? ",
    " ?? ",
    " -- ",
    " Z0 ",
    " 0000 ",
    " {[%clk 0:00:01]} ",
    "\n[Event \"inserted\"]\n",
    " ; to the end of the line\n",
    "\n% an escaped line\n",
    " 1-0 ",
    " * ",
    " 2. ",
    " 12... ",
    " $ ",
    " e4 ",
    " 11-15 ",
    "\n\n",
];

struct Generator {
    rng: Rng,
    ops: Vec<String>,
    /// The variants to play, in turn.
    variants: Vec<Variant>,
    lines: Vec<Value>,
    /// Fragments of earlier games, to start later games from.
    fragments: Vec<String>,
    /// Game files written from earlier games, to join to later ones.
    texts: Vec<String>,
}

impl Generator {
    fn new(seed: u64, ops: Vec<String>, variants: Vec<Variant>) -> Generator {
        Generator {
            rng: Rng(seed),
            ops,
            variants,
            lines: Vec::new(),
            fragments: Vec::new(),
            texts: Vec::new(),
        }
    }

    fn has(&self, op: &str) -> bool {
        self.ops.iter().any(|o| o == op)
    }

    fn options_text(&mut self, variant: Variant) -> Option<String> {
        let preset = *self.rng.pick(PRESETS);
        let keys = variant.option_keys();
        let pairs: Vec<String> = preset
            .iter()
            .filter(|(k, _)| keys.contains(k))
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        (!pairs.is_empty() || self.rng.chance(50)).then(|| pairs.join(","))
    }

    /// A position of a few kings and men, that the FEN reader takes.
    fn random_fen(&mut self, variant: Variant) -> Option<String> {
        if variant.family() != Family::Draughts {
            return None;
        }
        for _ in 0..20 {
            let mut white = Vec::new();
            let mut black = Vec::new();
            let mut used = Vec::new();
            for i in 0..2 + self.rng.below(6) {
                let square =
                    variant.first_square() as usize + self.rng.below(variant.squares() as usize);
                if used.contains(&square) {
                    continue;
                }
                used.push(square);
                let text = if self.rng.chance(60) {
                    format!("K{square}")
                } else {
                    square.to_string()
                };
                if i % 2 == 0 { &mut white } else { &mut black }.push(text);
            }
            let turn = if self.rng.chance(50) { 'W' } else { 'B' };
            let fen = format!("{turn}:W{}:B{}", white.join(","), black.join(","));
            if Game::from_fen(variant, &fen, None).is_ok() {
                return Some(fen);
            }
        }
        None
    }

    /// Writes `action` and applies it to `game` through the Rust runner's own code.
    fn emit(&mut self, runner: &mut Runner, action: Value) -> Value {
        let line = runner.step(&action);
        self.lines.push(action);
        line
    }

    fn game(&mut self, index: usize) {
        let variant = self.variants[index % self.variants.len()];
        let mut runner = Runner::default();

        // Sometimes a start that fails first.
        if self.rng.chance(15) {
            let action = match self.rng.below(4) {
                0 => {
                    json!({"op": "new", "variant": self.rng.pick(BAD_VARIANTS), "options": null, "fen": null})
                }
                1 => {
                    json!({"op": "new", "variant": variant.name(), "options": self.rng.pick(BAD_OPTIONS), "fen": null})
                }
                2 => {
                    json!({"op": "new", "variant": variant.name(), "options": null, "fen": self.rng.pick(BAD_FENS)})
                }
                _ => json!({"op": "fragment", "fragment": self.rng.pick(BAD_FRAGMENTS)}),
            };
            let action = if self.has(action["op"].as_str().unwrap()) {
                action
            } else {
                json!({"op": "new", "variant": "chess", "options": null, "fen": null})
            };
            self.emit(&mut runner, action);
        }

        // The start.
        let start = self.rng.below(10);
        let action = if start < 2 && self.has("fragment") && !self.fragments.is_empty() {
            let fragment = self.rng.pick(&self.fragments).clone();
            let fragment = if self.rng.chance(20) {
                format!("#{fragment}")
            } else {
                fragment
            };
            json!({"op": "fragment", "fragment": fragment})
        } else if start < 5 {
            let fen = self.random_fen(variant);
            json!({"op": "new", "variant": variant.name(), "options": self.options_text(variant), "fen": fen})
        } else {
            json!({"op": "new", "variant": variant.name(), "options": self.options_text(variant), "fen": null})
        };
        self.emit(&mut runner, action);
        if runner.game.is_none() {
            self.emit(
                &mut runner,
                json!({"op": "new", "variant": variant.name(), "options": null, "fen": null}),
            );
        }

        let steps = 20 + self.rng.below(70);
        let mut seen: HashMap<Vec<u8>, ()> = HashMap::new();
        let mut after_end = 0;
        for _ in 0..steps {
            let game = runner.game.as_ref().unwrap();
            let moves = game.legal_moves();
            for m in &moves {
                seen.insert(m.path().to_vec(), ());
            }
            let status = game.status();
            if status.state != State::Ongoing {
                after_end += 1;
                if after_end > 3 && !self.rng.chance(30) {
                    break;
                }
            }
            let action = self.action(game, &moves, &seen);
            if let Some(action) = action {
                self.emit(&mut runner, action);
            }
        }
        if self.has("check") {
            self.emit(&mut runner, json!({"op": "check"}));
        }
        // The finished game (often over, with a result) as a file, read and written.
        if self.has("read_file") && self.rng.chance(30) {
            let action = self.read_action(runner.game.as_ref().unwrap());
            self.emit(&mut runner, action);
        }
        if self.has("write_file") && self.rng.chance(20) {
            let action = self.write_action(runner.game.as_ref().unwrap());
            self.emit(&mut runner, action);
        }
        let fragment = runner.game.as_ref().unwrap().to_fragment();
        if self.fragments.len() < 64 {
            self.fragments.push(fragment.clone());
        }
        // Sometimes a broken copy of this game's fragment: cut short or with a character changed.
        if self.has("fragment") && self.rng.chance(20) && fragment.len() > 3 {
            let mut bytes: Vec<char> = fragment.chars().collect();
            if self.rng.chance(50) {
                bytes.truncate(1 + self.rng.below(bytes.len() - 1));
            } else {
                let at = self.rng.below(bytes.len());
                bytes[at] = *self.rng.pick(&['x', '-', '/', ',', '9', ':', 'Z', '~']);
            }
            let broken: String = bytes.into_iter().collect();
            self.emit(&mut runner, json!({"op": "fragment", "fragment": broken}));
        }
    }

    /// One action for this state, or none when the pick is not in the action set.
    fn action(
        &mut self,
        game: &Game,
        moves: &[Move],
        seen: &HashMap<Vec<u8>, ()>,
    ) -> Option<Value> {
        let variant = game.variant();
        let status = game.status();
        let last = variant.first_square() as i64 + variant.squares() as i64 - 1;
        let roll = self.rng.below(100);
        let m = (!moves.is_empty()).then(|| self.rng.pick(moves).clone());

        // The game as a file: read (as written, or damaged on purpose) and written.
        if self.has("read_file") && self.rng.chance(2) {
            return Some(self.read_action(game));
        }
        if self.has("write_file") && self.rng.chance(2) {
            return Some(self.write_action(game));
        }

        // A draw to claim with the move that brings it: the WCDF reading of a claim.
        if self.has("play_and_claim") && self.rng.chance(40) {
            let claimable: Vec<&Move> = moves
                .iter()
                .filter(|m| game.clone().play_and_claim(m.notation(), None).is_ok())
                .collect();
            if !claimable.is_empty() {
                let m = self.rng.pick(&claimable);
                let kind = if self.rng.chance(50) {
                    Value::Null
                } else {
                    let mut after = game.clone();
                    let (_, k) = after.play_and_claim(m.notation(), None).unwrap();
                    json!(k.code())
                };
                return Some(json!({"op": "play_and_claim", "text": m.notation(), "kind": kind}));
            }
        }
        if !status.claimable.is_empty() && self.has("claim") && self.rng.chance(30) {
            let kind = if self.rng.chance(50) {
                Value::Null
            } else {
                json!(status.claimable[0].code())
            };
            return Some(json!({"op": "claim", "kind": kind}));
        }

        // Once the game is over, mostly undo (the game goes on) or tries that must fail.
        let roll = if m.is_none() && roll < 55 {
            if self.rng.chance(60) {
                68
            } else {
                55 + self.rng.below(45)
            }
        } else {
            roll
        };
        // Often the move that takes back the mover's last move, so positions repeat.
        let h = game.history();
        if h.len() >= 2 && roll < 40 && self.rng.chance(50) {
            let back = &h[h.len() - 2];
            if let Some(m) = moves
                .iter()
                .find(|m| !m.is_capture() && m.from() == back.to() && m.to() == back.from())
            {
                return Some(json!({"op": "play_text", "text": m.notation()}));
            }
        }
        let action = match (roll, m) {
            (0..=24, Some(m)) => json!({"op": "play_text", "text": m.notation()}),
            (25..=29, Some(m)) => json!({"op": "play_text", "text": m.long()}),
            (30..=39, Some(m)) => json!({"op": "play_move", "path": m.path()}),
            (40..=44, Some(m)) => json!({"op": "play_path", "path": m.path()}),
            (45..=51, Some(m)) if m.path().len() < 2 => {
                // A placement or a pass has no shorter path than its own.
                json!({"op": "play_path", "path": m.path()})
            }
            (45..=51, Some(m)) => {
                let len = 2 + self.rng.below(m.path().len() - 1);
                json!({"op": "play_path", "path": &m.path()[..len]})
            }
            (52..=54, Some(m)) => {
                let len = self.rng.below(m.path().len() + 1);
                json!({"op": "completions", "prefix": &m.path()[..len]})
            }
            (55..=57, _) => {
                // A move object from earlier in the game: legal again, or stale.
                let paths: Vec<&Vec<u8>> = seen.keys().collect();
                if paths.is_empty() {
                    return None;
                }
                let mut paths = paths;
                paths.sort();
                json!({"op": "play_move", "path": self.rng.pick(&paths)})
            }
            (58..=61, _) => json!({"op": "play_text", "text": self.bad_text(moves, last)}),
            (62..=65, _) => json!({"op": "play_path", "path": self.bad_path(moves)}),
            (66..=67, _) => json!({"op": "completions", "prefix": self.bad_path(moves)}),
            (68..=77, _) => json!({"op": "undo"}),
            (78, _) => json!({"op": "agree"}),
            (79..=80, _) if self.rng.chance(30) => {
                json!({"op": "resign", "side": *self.rng.pick(&["black", "white"])})
            }
            (79..=82, _) => {
                let kinds = [
                    Value::Null,
                    json!("repetition"),
                    json!("move_limit"),
                    json!("endgame"),
                ];
                json!({"op": "claim", "kind": self.rng.pick(&kinds)})
            }
            (83..=84, _) => {
                let text = match self.rng.below(3) {
                    0 => self.bad_text(moves, last),
                    _ => moves
                        .first()
                        .map_or("1-5".to_string(), |m| m.notation().to_string()),
                };
                let kinds = [Value::Null, json!("repetition"), json!("move_limit")];
                json!({"op": "play_and_claim", "text": text, "kind": self.rng.pick(&kinds)})
            }
            (85..=88, _) => {
                let square = match self.rng.below(4) {
                    0 => *self.rng.pick(&[-1, 0, last + 1, 255, 256, 1_000_000]),
                    _ => {
                        variant.first_square() as i64
                            + self.rng.below(variant.squares() as usize) as i64
                    }
                };
                json!({"op": "piece_at", "square": square})
            }
            (89..=91, _) => json!({"op": "reload"}),
            (92, _) => json!({"op": "reload_fen"}),
            (93..=94, _) => json!({"op": "check"}),
            (95, _) => {
                let v = *self.rng.pick(&self.variants);
                let other = v.name();
                match self.rng.below(3) {
                    0 => {
                        json!({"op": "new", "variant": self.rng.pick(BAD_VARIANTS), "options": null, "fen": null})
                    }
                    1 => {
                        json!({"op": "new", "variant": other, "options": self.rng.pick(BAD_OPTIONS), "fen": null})
                    }
                    _ => {
                        json!({"op": "new", "variant": v.name(), "options": null, "fen": self.rng.pick(BAD_FENS)})
                    }
                }
            }
            (_, _) => json!({"op": "fragment", "fragment": self.rng.pick(BAD_FRAGMENTS)}),
        };
        self.has(action["op"].as_str().unwrap()).then_some(action)
    }

    /// Tags for a game file: a few of the usual ones, values with quotes, backslashes, line
    /// ends and other alphabets.
    fn good_tags(&mut self) -> Vec<(String, String)> {
        let mut tags: Vec<(String, String)> = Vec::new();
        for _ in 0..self.rng.below(5) {
            let name = *self.rng.pick(TAG_NAMES);
            if tags.iter().any(|(n, _)| n == name) {
                continue;
            }
            tags.push((name.to_string(), self.rng.pick(TAG_VALUES).to_string()));
        }
        tags
    }

    /// A `write_file` of the game: good tags, or with one that every binding must refuse (or
    /// leave out).
    fn write_action(&mut self, game: &Game) -> Value {
        let mut tags = self.good_tags();
        if self.rng.chance(35) {
            let at = self.rng.below(tags.len() + 1);
            let own = GameRecord::from_game(game, &[]).result.unwrap_or_default();
            let tag = match self.rng.below(6) {
                0 if !tags.is_empty() => {
                    let (name, _) = tags[self.rng.below(tags.len())].clone();
                    (name, "again".to_string())
                }
                1 => ("Result".to_string(), own),
                2 => (
                    "Result".to_string(),
                    self.rng
                        .pick(&["1-0", "0-1", "1/2-1/2", "*", "2-0", ""])
                        .to_string(),
                ),
                3 if self.rng.chance(10) => {
                    // Over the limit in bytes, not in UTF-16 units.
                    (
                        "Annotator".to_string(),
                        "é".repeat(limits::MAX_COMMENT / 2 + 100),
                    )
                }
                _ => (
                    self.rng.pick(BAD_TAG_NAMES).to_string(),
                    self.rng.pick(TAG_VALUES).to_string(),
                ),
            };
            tags.insert(at, tag);
        }
        json!({"op": "write_file", "headers": tags.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>()})
    }

    /// A `read_file` of the game's own file, often damaged on purpose.
    fn read_action(&mut self, game: &Game) -> Value {
        let variant = game.variant();
        let tags = self.good_tags();
        let pairs: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let mut record = GameRecord::from_game(game, &pairs);
        if self.rng.chance(30) {
            self.annotate(&mut record);
        }
        let text = match write_game(&record) {
            Some(text) => {
                if self.texts.len() < 64 {
                    self.texts.push(text.clone());
                } else {
                    let at = self.rng.below(64);
                    self.texts[at] = text.clone();
                }
                text
            }
            // No file holds a placement game: its moves under tags, read as its variant.
            None => {
                let moves: Vec<String> = game
                    .history()
                    .iter()
                    .enumerate()
                    .map(|(i, m)| {
                        if i % 2 == 0 {
                            format!("{}. {}", i / 2 + 1, m.notation())
                        } else {
                            m.notation().to_string()
                        }
                    })
                    .collect();
                format!("[Event \"{}\"]\n\n{} *\n", variant.name(), moves.join(" "))
            }
        };
        let mut chars: Vec<char> = text.chars().collect();
        let damage = if self.rng.chance(45) {
            0
        } else {
            1 + self.rng.below(3)
        };
        for _ in 0..damage {
            self.damage(&mut chars);
        }
        let reading = match self.rng.below(20) {
            0..=10 => Value::Null,
            11..=16 => json!(variant.name()),
            17..=18 => json!(self.rng.pick(&self.variants).name()),
            _ => json!(*self.rng.pick(&["bogus", "English", ""])),
        };
        json!({
            "op": "read_file",
            "text": chars.into_iter().collect::<String>(),
            "variant": reading,
            "strict": self.rng.chance(30),
        })
    }

    /// Comments, NAGs and a variation or two added to a record made from a game.
    fn annotate(&mut self, record: &mut GameRecord) {
        let main = record.nodes.len();
        for _ in 0..1 + self.rng.below(3) {
            let at = self.rng.below(main);
            match self.rng.below(4) {
                0 => record.nodes[at]
                    .comments
                    .push(self.rng.pick(COMMENTS).to_string()),
                1 if at > 0 => record.nodes[at]
                    .nags
                    .push(*self.rng.pick(&[1u16, 2, 5, 14, 255])),
                _ => {
                    // An alternative to the move after `at`, and sometimes a reply.
                    let Some(mut g) = record.game_at(at) else {
                        continue;
                    };
                    let next = record.nodes[at].children.first().copied();
                    let taken = next.and_then(|n| record.played(n).map(|m| m.path().to_vec()));
                    let others: Vec<Move> = g
                        .legal_moves()
                        .into_iter()
                        .filter(|m| Some(m.path().to_vec()) != taken)
                        .collect();
                    if others.is_empty() {
                        continue;
                    }
                    let alt = self.rng.pick(&others).clone();
                    let mut parent = at;
                    for (depth, m) in [Some(alt), None].into_iter().enumerate() {
                        let m = match m {
                            Some(m) => m,
                            None => {
                                let replies = g.legal_moves();
                                if replies.is_empty() || self.rng.chance(40) {
                                    break;
                                }
                                self.rng.pick(&replies).clone()
                            }
                        };
                        if g.play_move(&m).is_err() {
                            break;
                        }
                        let index = record.nodes.len();
                        record.nodes.push(Node {
                            played: Some(m.into()),
                            comments_before: if depth == 0 && self.rng.chance(20) {
                                vec!["before".to_string()]
                            } else {
                                Vec::new()
                            },
                            comments: Vec::new(),
                            nags: Vec::new(),
                            parent: Some(parent),
                            children: Children::new(),
                        });
                        record.nodes[parent].children.push(index);
                        parent = index;
                    }
                }
            }
        }
    }

    /// One damage to a game file's text: cut short, a character changed or inserted, a token
    /// inserted, CRLF line ends, a byte-order mark, another game joined, the variant's tag or
    /// the result changed.
    fn damage(&mut self, chars: &mut Vec<char>) {
        let n = chars.len();
        match self.rng.below(10) {
            0 => chars.truncate(self.rng.below(n.max(1))),
            1 => {
                if n > 0 {
                    let at = self.rng.below(n);
                    chars[at] = *self.rng.pick(DAMAGE_CHARS);
                }
            }
            2 => {
                let at = self.rng.below(n + 1);
                chars.insert(at, *self.rng.pick(DAMAGE_CHARS));
            }
            3 | 4 => {
                // A token at a blank of the move text (after the tags), or anywhere.
                let body = (1..n)
                    .find(|&i| chars[i - 1] == '\n' && chars[i] == '\n')
                    .unwrap_or(0);
                let blanks: Vec<usize> = (body..n).filter(|&i| chars[i] == ' ').collect();
                let at = if blanks.is_empty() || self.rng.chance(15) {
                    self.rng.below(n + 1)
                } else {
                    *self.rng.pick(&blanks)
                };
                let token: Vec<char> = self.rng.pick(DAMAGE_TOKENS).chars().collect();
                chars.splice(at..at, token);
            }
            5 => {
                let text: String = chars.iter().collect();
                let text = if self.rng.chance(70) {
                    text.replace('\n', "\r\n")
                } else {
                    text.replacen('\n', "\r\n", 1 + self.rng.below(4))
                };
                *chars = text.chars().collect();
            }
            6 => chars.insert(0, '\u{feff}'),
            7 => {
                let other = if self.texts.is_empty() {
                    chars.iter().collect()
                } else {
                    self.rng.pick(&self.texts).clone()
                };
                let sep = *self.rng.pick(&["", "\n", "\n\n"]);
                chars.extend(sep.chars().chain(other.chars()));
            }
            8 => {
                let text: String = chars.iter().collect();
                let text = if let Some(at) = text.find("[GameType \"") {
                    let end = text[at..].find('\n').map_or(text.len(), |e| at + e + 1);
                    let number = *self.rng.pick(&[
                        "20", "21", "22", "23", "25", "26", "29", "30", "31", "40", "0", "99",
                        "21,8,8", "x",
                    ]);
                    let line = if self.rng.chance(20) {
                        String::new()
                    } else {
                        format!("[GameType \"{number}\"]\n")
                    };
                    format!("{}{line}{}", &text[..at], &text[end..])
                } else {
                    let name = *self.rng.pick(&[
                        "Chess960",
                        "Standard",
                        "fischerandom",
                        "crazyhouse",
                        "atomic",
                        "chess 960",
                    ]);
                    let at = text.find('\n').map_or(0, |e| e + 1);
                    format!("{}[Variant \"{name}\"]\n{}", &text[..at], &text[at..])
                };
                *chars = text.chars().collect();
            }
            _ => {
                // The result marker at the end, or the Result tag.
                let text: String = chars.iter().collect();
                let other = *self
                    .rng
                    .pick(&["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0", ""]);
                let text = match ["1-0", "0-1", "1/2-1/2", "*"]
                    .iter()
                    .filter_map(|r| text.rfind(r).map(|i| (i, r.len())))
                    .max()
                {
                    Some((i, len)) => format!("{}{other}{}", &text[..i], &text[i + len..]),
                    None => format!("{text}{other}"),
                };
                *chars = text.chars().collect();
            }
        }
    }

    fn bad_text(&mut self, moves: &[Move], last: i64) -> String {
        match self.rng.below(4) {
            0 => self.rng.pick(BAD_TEXT).to_string(),
            1 if !moves.is_empty() => {
                let m = self.rng.pick(moves);
                let junk = *self.rng.pick(&[" ", "x", "-", "0", "+", "9", "é"]);
                format!("{}{junk}", m.notation())
            }
            _ => {
                let a = self.rng.below(last as usize + 3);
                let b = self.rng.below(last as usize + 3);
                let sep = *self.rng.pick(&["-", "x", "x"]);
                format!("{a}{sep}{b}")
            }
        }
    }

    fn bad_path(&mut self, moves: &[Move]) -> Vec<u8> {
        if !moves.is_empty() && self.rng.chance(50) {
            let mut path = self.rng.pick(moves).path().to_vec();
            if path.is_empty() {
                // A pass: any square is a near miss.
                return vec![self.rng.below(60) as u8];
            }
            let at = self.rng.below(path.len());
            match self.rng.below(3) {
                0 => path[at] = self.rng.below(60) as u8,
                1 => {
                    path.remove(at);
                }
                _ => path.insert(at, self.rng.below(60) as u8),
            }
            path
        } else {
            let len = self.rng.below(4);
            (0..len)
                .map(|_| *self.rng.pick(&[0u8, 1, 5, 14, 23, 32, 33, 50, 51, 255]))
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runner writes every public field of a move and a status, in the core's order.
    #[test]
    fn every_field_is_written() {
        let game = Game::new(Variant::English).unwrap();
        let mv = move_json(&game.legal_moves()[0]);
        assert_eq!(mv.as_array().unwrap().len(), damero::MOVE_FIELDS.len());
        let status = status_json(&game.status());
        let keys: Vec<&str> = status
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        let mut want = damero::STATUS_FIELDS.to_vec();
        want.sort_unstable();
        let mut got = keys.clone();
        got.sort_unstable();
        assert_eq!(got, want);
    }
}
