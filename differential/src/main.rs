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

use damero::{DrawKind, Family, Game, Move, Options, Piece, Side, State, Status, Undone, Variant};
use serde_json::{Value, json};

/// Every action of the script format, in a fixed order.
const OPS: [&str; 15] = [
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
];

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
fn state_json(game: &Game) -> Value {
    let s = game.status();
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
        "legal": game.legal_moves().iter().map(move_json).collect::<Vec<_>>(),
    })
}

// -------------------------------------------------------------------------------------------
// The Rust runner: the reference each binding is compared with. Square arguments go through
// `Game::check_square` (the game's own board) as the bindings' do.

#[derive(Default)]
struct Runner {
    game: Option<Game>,
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

impl Runner {
    fn step(&mut self, action: &Value) -> Value {
        let op = action["op"].as_str().expect("an op");
        let result = self.apply(op, action);
        let mut line = json!({ "op": op });
        match result {
            Ok(value) => line["ok"] = value,
            Err(e) => line["error"] = json!(e.code()),
        }
        line["state"] = self.game.as_ref().map_or(Value::Null, state_json);
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
            "play_move" => Ok(move_json(&game.play_exact(&squares(game, &a["path"])?)?)),
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

struct Generator {
    rng: Rng,
    ops: Vec<String>,
    /// The variants to play, in turn.
    variants: Vec<Variant>,
    lines: Vec<Value>,
    /// Fragments of earlier games, to start later games from.
    fragments: Vec<String>,
}

impl Generator {
    fn new(seed: u64, ops: Vec<String>, variants: Vec<Variant>) -> Generator {
        Generator {
            rng: Rng(seed),
            ops,
            variants,
            lines: Vec::new(),
            fragments: Vec::new(),
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
