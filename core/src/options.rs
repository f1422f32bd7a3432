//! Game options: the rules a game is played by that vary between federations, sites and homes.
//!
//! Every option has a text form, the same in every language and in fragments:
//!
//! | key | values | English default |
//! |---|---|---|
//! | `first` | `black`, `white` | `black` |
//! | `capture` | `mandatory`, `optional` | `mandatory` |
//! | `repetition` | `off`, `warn<N>`, `claim<N>`, `auto<N>`; `warn<N>_auto<M>`, `claim<N>_auto<M>` (M > N) | `warn3` |
//! | `move_limit` | `none`, `<mode><N>m` (moves per side), `<mode><N>p` (plies); mode `warn`, `claim`, `auto`; `<mode><N><u>_auto<M><u>` for warn or claim (M > N, same unit) | `none` |
//! | `agreement` | `on`, `off` | `on` |
//! | `resignation` | `on`, `off` | `on` |
//! | `endgame` | `none`, `<mode><L>_<S>` (moves per side); mode `warn`, `claim`, `auto` | not an English option |
//! | `endgame_balance` | `none`, `<S>_<L>` (moves per side) | not an English option |
//!
//! A value with `_auto<M>` holds two thresholds of one rule: the first is warned about or claimed,
//! the second ends the game by itself, with the reason `fivefold_repetition` or
//! `seventy_five_moves` (FIDE's automatic rules; chess defaults `claim3_auto5` and
//! `claim50m_auto75m`).
//!
//! Each variant accepts only its own keys ([`Variant::option_keys`]); the draughts families with
//! flying kings add `endgame`, the FMJD endgame counts: `L` moves each when three pieces, one of
//! them a king, stand against a lone king, `S` moves each when two pieces or fewer (one a king)
//! do; counted from the moment the material last changed. Russian adds `endgame_balance`, the
//! count of FMJD-64 rule 7.2.6: while both sides have kings, `S` moves each with four or five
//! pieces on the board, `L` with six or seven, since the material last changed (no capture, no
//! crowning); it is an endgame count like the others, drawn under the mode of `endgame`.
//!
//! ```
//! use damero::{Options, Variant};
//! // Tournament rules of the WCDF: both draws are claimed, 40 moves each without progress.
//! let wcdf = Options::parse(Variant::English, "repetition=claim3,move_limit=claim40m").unwrap();
//! assert_eq!(wcdf.move_limit.plies(), Some(80));
//! assert_eq!(wcdf.to_text(Variant::English), "repetition=claim3,move_limit=claim40m");
//! ```

use std::fmt;

use crate::error::{Error, ErrorKind, Quoted, Result, bail};
use crate::limits::MAX_OPTION_TEXT;
use crate::side::Side;
use crate::variant::Variant;

/// What a draw rule does once its condition holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawMode {
    /// The rule is not applied.
    Off,
    /// The condition is reported in [`crate::Status::warnings`]; the game goes on.
    Warn,
    /// Either player may end the game as a draw with [`crate::Game::claim_draw`].
    Claim,
    /// The game ends as a draw at once.
    Auto,
}

impl DrawMode {
    fn name(self) -> &'static str {
        match self {
            DrawMode::Off => "off",
            DrawMode::Warn => "warn",
            DrawMode::Claim => "claim",
            DrawMode::Auto => "auto",
        }
    }
}

/// Draw by repetition: the same position occurring `count` times (draughts: same pieces, same
/// side to move; chess: also the same castling rights and en-passant capture, FIDE 9.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Repetition {
    /// What happens when the position has occurred `count` times.
    pub mode: DrawMode,
    /// Occurrences that trigger the rule (2 or more). Ignored when the mode is `Off`.
    pub count: u32,
    /// A second threshold, above `count`, at which the game ends by itself although the first is
    /// only warned about or claimed (FIDE: claim at 3, automatic at 5; text `claim3_auto5`). The
    /// game then ends with [`crate::Reason::FivefoldRepetition`] whatever the number.
    pub auto: Option<u32>,
}

/// How a move limit is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LimitUnit {
    /// Single moves of either side ("40 moves in total").
    Plies,
    /// Moves of each side: `N` moves per side is `2 * N` plies.
    MovesPerSide,
}

/// Draw by a move limit: a number of moves in a row with no capture and no man move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveLimit {
    /// What happens when the limit is reached; `Off` means there is no limit.
    pub mode: DrawMode,
    /// The limit, in `unit`s (1 or more). Ignored when the mode is `Off`.
    pub count: u32,
    /// Whether `count` is in plies or in moves per side.
    pub unit: LimitUnit,
    /// A second limit, above `count` and in the same unit, at which the game ends by itself
    /// although the first is only warned about or claimed (FIDE: claim after 50 moves each,
    /// automatic after 75; text `claim50m_auto75m`). The game then ends with
    /// [`crate::Reason::SeventyFiveMoves`] whatever the number.
    pub auto: Option<u32>,
}

impl MoveLimit {
    /// No move limit.
    pub const NONE: MoveLimit = MoveLimit {
        mode: DrawMode::Off,
        count: 0,
        unit: LimitUnit::Plies,
        auto: None,
    };

    /// The limit in plies, or `None` when there is no limit.
    pub fn plies(&self) -> Option<u32> {
        match (self.mode, self.unit) {
            (DrawMode::Off, _) => None,
            (_, LimitUnit::Plies) => Some(self.count),
            (_, LimitUnit::MovesPerSide) => Some(self.count * 2),
        }
    }

    /// The second, automatic limit in plies, if any.
    pub fn auto_plies(&self) -> Option<u32> {
        let n = self.auto?;
        match (self.mode, self.unit) {
            (DrawMode::Off, _) => None,
            (_, LimitUnit::Plies) => Some(n),
            (_, LimitUnit::MovesPerSide) => Some(n * 2),
        }
    }
}

/// The endgame counts of draughts with flying kings (FMJD International rules 6.3-6.4): a game
/// with only kings and few pieces against a lone king is drawn after a number of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Endgame {
    /// What happens when a count runs out; `Off` means no count.
    pub mode: DrawMode,
    /// Moves per side allowed when three pieces, at least one a king, stand against a lone king.
    pub long: u32,
    /// Moves per side allowed when one or two pieces, at least one a king, stand against a lone
    /// king.
    pub short: u32,
}

impl Endgame {
    /// No endgame count.
    pub const NONE: Endgame = Endgame {
        mode: DrawMode::Off,
        long: 0,
        short: 0,
    };
}

/// A count of moves without a change of material that applies while both sides have kings,
/// by the number of pieces on the board (FMJD-64 rule 7.2.6 in Russian draughts). It is drawn
/// under the mode of [`Options::endgame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Balance {
    /// Moves per side allowed with four or five pieces on the board; 0 for none.
    pub small: u32,
    /// Moves per side allowed with six or seven pieces on the board; 0 for none.
    pub large: u32,
}

impl Balance {
    /// No such count.
    pub const NONE: Balance = Balance { small: 0, large: 0 };
}

/// Whether a capture must be made when one is possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Capture {
    /// A player who can capture must capture (every federation's rule).
    Mandatory,
    /// A capture may be declined (a house rule, played without huffing).
    Optional,
}

/// The size of a board, for the variants that have a `size` option (text `7x6`: columns, then
/// rows; a square board may be written with one number, `6`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    /// Columns.
    pub columns: u8,
    /// Rows.
    pub rows: u8,
}

/// How a Reversi game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Opening {
    /// The standard start (World Othello Federation): White on d4 and e5, Black on d5 and e4 (on
    /// 8x8; the four centre squares on any board).
    Othello,
    /// The historical free opening: an empty board, and the first four discs, two each, placed
    /// on the four centre squares in any order, without turning anything.
    Free,
}

/// How a finished Reversi game is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scoring {
    /// The discs of each side on the board.
    Discs,
    /// World Othello Federation: the empty squares go to the winner, and are split between both
    /// sides in a draw.
    Wof,
}

/// The options of a game. Start from [`Variant::default_options`] or [`Options::parse`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Who moves first from the standard start position.
    pub first: Side,
    /// Whether capturing is compulsory.
    pub capture: Capture,
    /// Draw by repetition.
    pub repetition: Repetition,
    /// Draw by a move limit without progress.
    pub move_limit: MoveLimit,
    /// Whether the players may agree a draw (after the first move).
    pub agreement: bool,
    /// Whether a player may resign.
    pub resignation: bool,
    /// Endgame counts (draughts with flying kings).
    pub endgame: Endgame,
    /// The count while both sides have kings (Russian), drawn under the mode of `endgame`.
    pub endgame_balance: Balance,
    /// The board (Reversi, Connect Four; in the other variants their fixed board).
    pub size: BoardSize,
    /// The start (Reversi).
    pub start: Opening,
    /// The score of a finished game (Reversi).
    pub scoring: Scoring,
}

/// Every option key of any variant, in the order of their text form. A variant accepts the ones
/// [`Variant::option_keys`] lists.
pub const OPTION_KEYS: [&str; 11] = [
    "first",
    "capture",
    "repetition",
    "move_limit",
    "agreement",
    "resignation",
    "endgame",
    "endgame_balance",
    "size",
    "start",
    "scoring",
];

const MAX_COUNT: u32 = 10_000;

impl Options {
    /// The defaults of `variant` changed by `text`: `key=value` pairs joined by `,` (empty text
    /// for the defaults). Errors with `invalid_option` on an unknown key, a key this variant does
    /// not have (the message names the ones it has), a bad value or a key given twice.
    pub fn parse(variant: Variant, text: &str) -> Result<Options> {
        if text.len() > MAX_OPTION_TEXT {
            bail!(
                InvalidOption,
                "option text of {} bytes, over the limit of {MAX_OPTION_TEXT}: {q_text}",
                text.len(),
                q_text = Quoted(text)
            );
        }
        if text.is_empty() {
            return Ok(variant.default_options());
        }
        let mut pairs = Vec::new();
        for pair in text.split(',') {
            let Some((key, value)) = pair.split_once('=') else {
                bail!(
                    InvalidOption,
                    "{q_pair} is not key=value",
                    q_pair = Quoted(&pair)
                );
            };
            pairs.push((key, value));
        }
        Options::from_pairs(variant, pairs)
    }

    /// The defaults of `variant` changed by `(key, value)` pairs in text form, as the bindings
    /// receive them (Python keywords, a JS object). Errors as [`Options::parse`] does.
    ///
    /// ```
    /// use damero::{Options, Variant};
    /// let o = Options::from_pairs(Variant::English, [("repetition", "auto3")])?;
    /// assert_eq!(o.to_text(Variant::English), "repetition=auto3");
    /// let err = Options::from_pairs(Variant::English, [("endgame", "auto16_5")]).unwrap_err();
    /// assert!(err.message().contains("first, capture, repetition"));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn from_pairs<'a>(
        variant: Variant,
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Options> {
        let mut options = variant.default_options();
        let mut seen = Vec::new();
        for (key, value) in pairs {
            if seen.contains(&key) {
                bail!(
                    InvalidOption,
                    "option {q_key} is given twice",
                    q_key = Quoted(&key)
                );
            }
            seen.push(key);
            if !variant.option_keys().contains(&key) {
                let what = if OPTION_KEYS.contains(&key) {
                    format!(
                        "{q_key} is not an option of {variant}",
                        q_key = Quoted(&key)
                    )
                } else {
                    format!("{q_key} is not an option", q_key = Quoted(&key))
                };
                bail!(
                    InvalidOption,
                    "{what} (options of {variant}: {})",
                    variant.option_keys().join(", ")
                );
            }
            options.set(key, value)?;
        }
        variant.check_options(&options)?;
        Ok(options)
    }

    /// The defaults of `variant` changed by option `text` (as [`Options::parse`] reads it) and
    /// then by `(key, value)` pairs (as [`Options::from_pairs`] reads them): the one reading of
    /// options given both ways, as Python takes them (`Game("english", "repetition=auto3",
    /// capture="optional")`). Errors as those do, and with `invalid_option` when a key is given
    /// both in the text and as a pair: neither silently wins.
    ///
    /// ```
    /// use damero::{Options, Variant};
    /// let o = Options::parse_with(Variant::English, "repetition=auto3", [("capture", "optional")])?;
    /// assert_eq!(o.to_text(Variant::English), "capture=optional,repetition=auto3");
    /// let both = Options::parse_with(Variant::English, "capture=optional", [("capture", "mandatory")]);
    /// assert!(both.unwrap_err().message().contains("both"));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn parse_with<'a>(
        variant: Variant,
        text: &'a str,
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Options> {
        if text.len() > MAX_OPTION_TEXT {
            return Options::parse(variant, text);
        }
        let from_text: Vec<(&str, &str)> = if text.is_empty() {
            Vec::new()
        } else {
            let mut out = Vec::new();
            for pair in text.split(',') {
                match pair.split_once('=') {
                    Some(kv) => out.push(kv),
                    // The error of the text itself.
                    None => return Options::parse(variant, text),
                }
            }
            out
        };
        let mut all = from_text.clone();
        for (key, value) in pairs {
            if from_text.iter().any(|&(k, _)| k == key) {
                bail!(
                    InvalidOption,
                    "option {q_key} is given both in the option text and on its own; give it once",
                    q_key = Quoted(key)
                );
            }
            all.push((key, value));
        }
        Options::from_pairs(variant, all)
    }

    /// The text form of a yes/no option value: `"on"` or `"off"`, for bindings that take booleans.
    pub fn on_off(on: bool) -> &'static str {
        on_off(on)
    }

    /// Sets one option from its text form, e.g. `set("repetition", "auto3")`. Errors with
    /// `invalid_option`, leaving the options unchanged.
    ///
    /// A build narrowed to some variants (`--cfg damero_only`, core/src/game.rs) holds no game
    /// of the other families, and reads and writes options only through its variants' keys
    /// ([`Variant::option_keys`], checked by [`Options::from_pairs`] first): it leaves out the
    /// draughts options (`first`, `capture`, `endgame`, `endgame_balance`) without the
    /// `draughts` feature and the placement games' (`size`, `start`, `scoring`) without
    /// `placement`, here and in [`Options::get`], where they would be unreachable code.
    pub fn set(&mut self, key: &str, value: &str) -> Result<()> {
        let bad = |expected: &str| {
            Err(Error::new(
                ErrorKind::InvalidOption,
                format!(
                    "{q_value} is not a value of {key} (expected {expected})",
                    q_value = Quoted(&value)
                ),
            ))
        };
        match key {
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "first" => match value {
                "black" => self.first = Side::Black,
                "white" => self.first = Side::White,
                _ => return bad("black or white"),
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "capture" => match value {
                "mandatory" => self.capture = Capture::Mandatory,
                "optional" => self.capture = Capture::Optional,
                _ => return bad("mandatory or optional"),
            },
            "repetition" => {
                let expected = "off, or warn, claim or auto followed by a count from 2, e.g. claim3, and for warn or claim optionally _auto and a higher count, e.g. claim3_auto5";
                if value == "off" {
                    self.repetition = Repetition {
                        mode: DrawMode::Off,
                        count: 3,
                        auto: None,
                    };
                } else {
                    let (first, auto) = match split_auto(value) {
                        Some(parts) => parts,
                        None => return bad(expected),
                    };
                    let Some((mode, rest)) = split_mode(first) else {
                        return bad(expected);
                    };
                    let auto = match auto.map(parse_count) {
                        None => None,
                        Some(Some(n)) => Some(n),
                        Some(None) => return bad(expected),
                    };
                    match parse_count(rest) {
                        Some(count)
                            if count >= 2
                                && auto.is_none_or(|a| a > count && mode != DrawMode::Auto) =>
                        {
                            self.repetition = Repetition { mode, count, auto }
                        }
                        _ => return bad(expected),
                    }
                }
            }
            "move_limit" => {
                let expected = "none, or warn, claim or auto, a count and m (moves per side) or p (plies), e.g. claim40m, and for warn or claim optionally _auto and a higher count in the same unit, e.g. claim50m_auto75m";
                if value == "none" {
                    self.move_limit = MoveLimit::NONE;
                } else {
                    let (first, auto) = match split_auto(value) {
                        Some(parts) => parts,
                        None => return bad(expected),
                    };
                    let Some((mode, rest)) = split_mode(first) else {
                        return bad(expected);
                    };
                    let Some((digits, unit)) = split_unit(rest) else {
                        return bad(expected);
                    };
                    let auto = match auto.map(split_unit) {
                        None => None,
                        Some(Some((d, u))) if u == unit => match parse_count(d) {
                            Some(n) => Some(n),
                            None => return bad(expected),
                        },
                        Some(_) => return bad(expected),
                    };
                    match parse_count(digits) {
                        Some(count)
                            if count >= 1
                                && auto.is_none_or(|a| a > count && mode != DrawMode::Auto) =>
                        {
                            self.move_limit = MoveLimit {
                                mode,
                                count,
                                unit,
                                auto,
                            }
                        }
                        _ => return bad(expected),
                    }
                }
            }
            "agreement" | "resignation" => {
                let on = match value {
                    "on" => true,
                    "off" => false,
                    _ => return bad("on or off"),
                };
                if key == "agreement" {
                    self.agreement = on;
                } else {
                    self.resignation = on;
                }
            }
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "endgame" => {
                let expected = "none, or warn, claim or auto followed by two counts of moves per side joined by _, e.g. auto16_5";
                if value == "none" {
                    self.endgame = Endgame::NONE;
                } else {
                    let Some((mode, rest)) = split_mode(value) else {
                        return bad(expected);
                    };
                    let Some((long, short)) = rest.split_once('_') else {
                        return bad(expected);
                    };
                    match (parse_count(long), parse_count(short)) {
                        (Some(long), Some(short)) => self.endgame = Endgame { mode, long, short },
                        _ => return bad(expected),
                    }
                }
            }
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "endgame_balance" => {
                let expected = "none, or two counts of moves per side joined by _, e.g. 30_60";
                if value == "none" {
                    self.endgame_balance = Balance::NONE;
                } else {
                    let Some((small, large)) = value.split_once('_') else {
                        return bad(expected);
                    };
                    match (parse_count(small), parse_count(large)) {
                        (Some(small), Some(large)) => {
                            self.endgame_balance = Balance { small, large }
                        }
                        _ => return bad(expected),
                    }
                }
            }
            #[cfg(any(not(damero_only), feature = "placement"))]
            "size" => {
                let (columns, rows) = value.split_once('x').unwrap_or((value, value));
                let number = |t: &str| parse_count(t).filter(|n| (1..=16).contains(n));
                match (number(columns), number(rows)) {
                    (Some(columns), Some(rows)) => {
                        self.size = BoardSize {
                            columns: columns as u8,
                            rows: rows as u8,
                        }
                    }
                    _ => {
                        return bad(
                            "columns x rows such as 7x6, or one number for a square board such as 8",
                        );
                    }
                }
            }
            #[cfg(any(not(damero_only), feature = "placement"))]
            "start" => match value {
                "othello" => self.start = Opening::Othello,
                "free" => self.start = Opening::Free,
                _ => return bad("othello or free"),
            },
            #[cfg(any(not(damero_only), feature = "placement"))]
            "scoring" => match value {
                "discs" => self.scoring = Scoring::Discs,
                "wof" => self.scoring = Scoring::Wof,
                _ => return bad("discs or wof"),
            },
            _ => bail!(
                InvalidOption,
                "{q_key} is not an option (options: {})",
                OPTION_KEYS.join(", "),
                q_key = Quoted(&key)
            ),
        }
        Ok(())
    }

    /// The text form of one option, e.g. `get("move_limit")` → `"claim40m"`.
    pub fn get(&self, key: &str) -> Result<String> {
        Ok(match key {
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "first" => self.first.name().to_string(),
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "capture" => match self.capture {
                Capture::Mandatory => "mandatory".into(),
                Capture::Optional => "optional".into(),
            },
            "repetition" => match self.repetition.mode {
                DrawMode::Off => "off".into(),
                mode => {
                    let mut out = format!("{}{}", mode.name(), self.repetition.count);
                    if let Some(auto) = self.repetition.auto {
                        out.push_str(&format!("_auto{auto}"));
                    }
                    out
                }
            },
            "move_limit" => match self.move_limit.mode {
                DrawMode::Off => "none".into(),
                mode => {
                    let unit = match self.move_limit.unit {
                        LimitUnit::MovesPerSide => "m",
                        LimitUnit::Plies => "p",
                    };
                    let mut out = format!("{}{}{unit}", mode.name(), self.move_limit.count);
                    if let Some(auto) = self.move_limit.auto {
                        out.push_str(&format!("_auto{auto}{unit}"));
                    }
                    out
                }
            },
            "agreement" => on_off(self.agreement).into(),
            "resignation" => on_off(self.resignation).into(),
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "endgame" => match self.endgame.mode {
                DrawMode::Off => "none".into(),
                mode => format!(
                    "{}{}_{}",
                    mode.name(),
                    self.endgame.long,
                    self.endgame.short
                ),
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
            "endgame_balance" => match self.endgame_balance {
                Balance::NONE => "none".into(),
                b => format!("{}_{}", b.small, b.large),
            },
            #[cfg(any(not(damero_only), feature = "placement"))]
            "size" => format!("{}x{}", self.size.columns, self.size.rows),
            #[cfg(any(not(damero_only), feature = "placement"))]
            "start" => match self.start {
                Opening::Othello => "othello".into(),
                Opening::Free => "free".into(),
            },
            #[cfg(any(not(damero_only), feature = "placement"))]
            "scoring" => match self.scoring {
                Scoring::Discs => "discs".into(),
                Scoring::Wof => "wof".into(),
            },
            _ => bail!(
                InvalidOption,
                "{q_key} is not an option (options: {})",
                OPTION_KEYS.join(", "),
                q_key = Quoted(&key)
            ),
        })
    }

    /// The options of `variant` that differ from its defaults, as `key=value` pairs in the order
    /// of [`OPTION_KEYS`] joined by `,`; empty for the defaults. [`Options::parse`] reads it back.
    pub fn to_text(&self, variant: Variant) -> String {
        let defaults = variant.default_options();
        variant
            .option_keys()
            .iter()
            .filter_map(|key| {
                let mine = self.get(key).ok()?;
                (mine != defaults.get(key).ok()?).then(|| format!("{key}={mine}"))
            })
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Whether a capture must be made when one is possible.
    pub fn mandatory_capture(&self) -> bool {
        self.capture == Capture::Mandatory
    }
}

impl fmt::Display for Options {
    /// Every option of any variant as `key=value`, joined by `,` (for people; fragments use
    /// [`Options::to_text`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let all: Vec<String> = OPTION_KEYS
            .iter()
            .map(|k| format!("{k}={}", self.get(k).unwrap_or_default()))
            .collect();
        f.write_str(&all.join(","))
    }
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

fn split_mode(value: &str) -> Option<(DrawMode, &str)> {
    [DrawMode::Warn, DrawMode::Claim, DrawMode::Auto]
        .into_iter()
        .find_map(|m| value.strip_prefix(m.name()).map(|rest| (m, rest)))
}

/// Splits `claim3_auto5` into `claim3` and `5`; a value without `_auto` has no second part.
/// `None` for an `_auto` with nothing after it.
fn split_auto(value: &str) -> Option<(&str, Option<&str>)> {
    // The first `_auto`, found without a substring search (a few hundred bytes of WebAssembly).
    let at = value
        .char_indices()
        .find(|&(i, _)| value[i..].starts_with("_auto"));
    match at {
        None => Some((value, None)),
        Some((i, _)) if i + 5 == value.len() => None,
        Some((i, _)) => Some((&value[..i], Some(&value[i + 5..]))),
    }
}

/// Splits `50m` into `50` and its unit.
fn split_unit(text: &str) -> Option<(&str, LimitUnit)> {
    if let Some(d) = text.strip_suffix('m') {
        Some((d, LimitUnit::MovesPerSide))
    } else {
        text.strip_suffix('p').map(|d| (d, LimitUnit::Plies))
    }
}

fn parse_count(digits: &str) -> Option<u32> {
    if digits.is_empty()
        || digits.len() > 5
        || digits.starts_with('0')
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    digits.parse().ok().filter(|&n| n <= MAX_COUNT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_round_trips() {
        let text = "first=white,capture=optional,repetition=auto5,move_limit=warn80p,agreement=off,resignation=off";
        let o = Options::parse(Variant::English, text).unwrap();
        assert_eq!(o.to_text(Variant::English), text);
        let all = format!(
            "{},endgame=claim7_2",
            text.replace("first=white", "first=black")
        );
        let o = Options::parse(Variant::International, &all).unwrap();
        assert_eq!(o.to_text(Variant::International), all);
    }

    #[test]
    fn keys_belong_to_variants() {
        let err = Options::parse(Variant::English, "endgame=auto16_5").unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidOption);
        assert!(err.message().contains("not an option of english"), "{err}");
        for bad in [
            "endgame=auto16",
            "endgame=auto_5",
            "endgame=on",
            "endgame=auto16_05",
        ] {
            assert!(
                Options::parse(Variant::International, bad).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn bad_values_are_rejected() {
        for bad in [
            "x",
            "first=red",
            "capture=yes",
            "repetition=auto1",
            "repetition=auto",
            "repetition=auto03",
            "move_limit=auto40",
            "move_limit=claim0m",
            "move_limit=never",
            "agreement=true",
            "repetition=auto3,repetition=auto3",
            "colour=white",
            "move_limit=auto99999999m",
        ] {
            assert_eq!(
                Options::parse(Variant::English, bad).unwrap_err().kind(),
                ErrorKind::InvalidOption,
                "{bad}"
            );
        }
    }
}
