//! The fragment: a whole game as text to keep after `#` in a URL. The grammar and its promises are
//! in `docs/fragment.md`.

use crate::end::End;
use crate::error::{Error, ErrorKind, Quoted, QuotedChar, Result};
use crate::game::Game;
use crate::options::Options;
use crate::record::MAX_HISTORY;
use crate::variant::Variant;

/// The format version that [`Game::to_fragment`] writes. [`Game::from_fragment`] reads this one
/// and every earlier one.
pub const FRAGMENT_VERSION: u32 = 2;

/// The most moves [`Game::from_fragment`] replays: [`MAX_HISTORY`].
pub const MAX_FRAGMENT_MOVES: usize = MAX_HISTORY;

/// The longest fragment [`Game::from_fragment`] reads, in bytes: the longest any game can have.
/// Its parts: the version and variant (at most 40), the options (at most 256), a start position
/// (a FEN is read up to 1,000 characters), [`MAX_HISTORY`] moves of at most
/// [`MAX_NOTATION`](crate::moves::MAX_NOTATION) characters and a comma each, an event (at most
/// 32), and the six separators and tags.
pub const MAX_FRAGMENT_LEN: usize =
    40 + 256 + 1_000 + MAX_HISTORY * (crate::moves::MAX_NOTATION + 1) + 32 + 6 * 3;

fn invalid(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::InvalidFragment, message)
}

/// [`invalid`] with a message to write (one writer for every message: [`Error::formatted`]).
fn invalid_with(message: std::fmt::Arguments<'_>) -> Error {
    Error::formatted(ErrorKind::InvalidFragment, message)
}

/// Whether `c` may appear in a fragment of format `version`.
fn allowed(c: char, version: u32) -> bool {
    c.is_ascii_alphanumeric() || "/:,=-_".contains(c) || (version >= 2 && c == '.')
}

/// Whether byte `b` may appear in a fragment of the current format: [`allowed`] for one byte,
/// as a table (a non-ASCII byte never may).
fn allowed_byte(b: u8) -> bool {
    const TABLE: [bool; 256] = {
        let mut t = [false; 256];
        let mut b = 0;
        while b < 128 {
            let c = b as u8;
            t[b] = c.is_ascii_alphanumeric()
                || matches!(c, b'/' | b':' | b',' | b'=' | b'-' | b'_' | b'.');
            b += 1;
        }
        t
    };
    TABLE[b as usize]
}

/// A FEN as the start segment carries it: `/` written as `.` and spaces as `_`, the two characters
/// a FEN may hold that a segment cannot.
fn escape_fen(fen: &str) -> String {
    fen.chars()
        .map(|c| match c {
            '/' => '.',
            ' ' => '_',
            c => c,
        })
        .collect()
}

fn unescape_fen(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '.' => '/',
            '_' => ' ',
            c => c,
        })
        .collect()
}

/// A move as the moves segment carries it: its notation without check marks.
fn move_text(notation: &str) -> impl Iterator<Item = char> + '_ {
    notation.chars().filter(|&c| c != '+' && c != '#')
}

impl Game {
    /// The whole game as fragment text (format `v2`, see `docs/fragment.md`): variant, options
    /// that differ from the defaults, a non-standard start, every move, and the event that ended
    /// the game. Deterministic; only URL-fragment-safe characters.
    ///
    /// ```
    /// let mut game = damero::Game::new(damero::Variant::English)?;
    /// game.play("11-15")?;
    /// assert_eq!(game.to_fragment(), "v2/english/m:11-15");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn to_fragment(&self) -> String {
        let variant = self.variant();
        let mut out = format!("v{FRAGMENT_VERSION}/{}", variant.name());
        let options = self.options().to_text(variant);
        if !options.is_empty() {
            out.push_str("/o:");
            out.push_str(&options);
        }
        if self.has_custom_start() {
            out.push_str("/s:");
            out.push_str(&escape_fen(&self.start_text()));
        }
        if !self.history().is_empty() {
            out.push_str("/m:");
            for (i, m) in self.history().iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.extend(move_text(m.notation()));
            }
        }
        if let Some(end) = self.end() {
            out.push_str("/e:");
            out.push_str(&end.code());
        }
        out
    }

    /// Reads a fragment written by [`Game::to_fragment`] of this or any earlier version; one
    /// leading `#` is ignored. Errors with `invalid_fragment` naming the bad part for anything
    /// malformed, of an unknown version, or that replays an illegal game.
    ///
    /// ```
    /// let game = damero::Game::from_fragment("#v2/english/m:11-15,23-19")?;
    /// assert_eq!(game.history().len(), 2);
    /// let old = damero::Game::from_fragment("v1/english/m:11-15,23-19")?; // damero 0.1's links
    /// assert_eq!(old, game);
    /// let err = damero::Game::from_fragment("v2/english/m:11-15,23-17").unwrap_err();
    /// assert_eq!(err.code(), "invalid_fragment");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn from_fragment(text: &str) -> Result<Game> {
        let text = text.strip_prefix('#').unwrap_or(text);
        if text.len() > MAX_FRAGMENT_LEN {
            return Err(invalid_with(format_args!(
                "{} bytes long; a fragment has at most {MAX_FRAGMENT_LEN}",
                text.len()
            )));
        }
        if let Some((at, c)) = (!text.bytes().all(allowed_byte))
            .then(|| {
                text.chars()
                    .enumerate()
                    .find(|&(_, c)| !allowed(c, FRAGMENT_VERSION))
            })
            .flatten()
        {
            return Err(invalid_with(format_args!(
                "character {q_c} at position {} cannot appear in a fragment",
                at + 1,
                q_c = QuotedChar(c)
            )));
        }
        let mut parts = text.split('/');
        let version = parts.next().unwrap_or("");
        let version = match version.strip_prefix('v') {
            _ if version.is_empty() => {
                return Err(invalid_with(format_args!(
                    "empty fragment (expected e.g. v{FRAGMENT_VERSION}/english)"
                )));
            }
            Some(d)
                if !d.is_empty()
                    && !d.starts_with('0')
                    && d.bytes().all(|b| b.is_ascii_digit()) =>
            {
                match d.parse::<u32>() {
                    Ok(n) if n <= FRAGMENT_VERSION => n,
                    _ => {
                        return Err(invalid_with(format_args!(
                            "format version {q_version} is newer than this library, which reads v1 to v{FRAGMENT_VERSION}",
                            q_version = Quoted(&version)
                        )));
                    }
                }
            }
            _ => {
                return Err(invalid_with(format_args!(
                    "{q_version} is not a format version (versions are v1 to v{FRAGMENT_VERSION})",
                    q_version = Quoted(&version)
                )));
            }
        };
        if let Some((at, c)) = (version < FRAGMENT_VERSION)
            .then(|| {
                text.chars()
                    .enumerate()
                    .find(|&(_, c)| !allowed(c, version))
            })
            .flatten()
        {
            return Err(invalid_with(format_args!(
                "character {q_c} at position {} cannot appear in a fragment of format v{version}",
                at + 1,
                q_c = QuotedChar(c)
            )));
        }
        let variant = match parts.next() {
            Some(name) => {
                let v = match Variant::from_name(name) {
                    Ok(v) => v,
                    // A game of a family this build lacks: `unknown_variant`, as `Game::new` says.
                    Err(e) if Variant::ALL.iter().any(|v| v.name() == name) => return Err(e),
                    Err(e) => return Err(invalid(e.message())),
                };
                if version == 1 && v != Variant::English {
                    return Err(invalid_with(format_args!(
                        "format v1 holds English draughts only, not {name} (write v{FRAGMENT_VERSION})"
                    )));
                }
                v
            }
            None => return Err(invalid("the variant is missing (expected e.g. v2/english)")),
        };
        let mut options = variant.default_options();
        let mut start: Option<String> = None;
        let mut moves: Vec<&str> = Vec::new();
        let mut end: Option<End> = None;
        let order = ["o", "s", "m", "e"];
        let mut last = None;
        for part in parts {
            let Some((tag, body)) = part.split_once(':') else {
                return Err(invalid_with(format_args!(
                    "segment {q_part} has no tag (expected o:, s:, m: or e:)",
                    q_part = Quoted(&part)
                )));
            };
            let Some(rank) = order.iter().position(|&t| t == tag) else {
                return Err(invalid_with(format_args!(
                    "segment {q_part} has an unknown tag {q_tag} (expected o, s, m or e)",
                    q_part = Quoted(&part),
                    q_tag = Quoted(&tag)
                )));
            };
            if last.is_some_and(|l| rank <= l) {
                return Err(invalid_with(format_args!(
                    "segment {tag}: is out of order or repeated (the order is o:, s:, m:, e:)"
                )));
            }
            last = Some(rank);
            if body.is_empty() {
                return Err(invalid_with(format_args!("segment {tag}: is empty")));
            }
            match tag {
                "o" => {
                    options = Options::parse(variant, body).map_err(|e| {
                        invalid_with(format_args!(
                            "options {q_body}: {}",
                            e.message(),
                            q_body = Quoted(&body)
                        ))
                    })?;
                    let canonical = options.to_text(variant);
                    if canonical != body {
                        return Err(invalid_with(format_args!(
                            "options {q_body} are not written as to_fragment writes them ({q_canonical}: only non-default values, in the documented order)",
                            q_body = Quoted(&body),
                            q_canonical = Quoted(&canonical)
                        )));
                    }
                }
                "s" if version >= 2 => start = Some(unescape_fen(body)),
                "s" => start = Some(body.to_string()),
                "m" => {
                    // Split on the byte: quicker than a `char` pattern for many short texts.
                    moves = Vec::with_capacity(body.len() / 4 + 1);
                    let mut from = 0;
                    for (i, b) in body.bytes().enumerate() {
                        if b == b',' {
                            moves.push(&body[from..i]);
                            from = i + 1;
                        }
                    }
                    moves.push(&body[from..]);
                    if moves.len() > MAX_FRAGMENT_MOVES {
                        return Err(invalid_with(format_args!(
                            "{} moves; a fragment has at most {MAX_FRAGMENT_MOVES}",
                            moves.len()
                        )));
                    }
                }
                _ => {
                    end = Some(End::from_code(body).ok_or_else(|| {
                        invalid_with(format_args!(
                            "{q_body} is not an event (expected agree, resign-black, resign-white, claim-repetition, claim-move_limit or claim-endgame)", q_body = Quoted(&body)))
                    })?);
                }
            }
        }
        let mut game = match &start {
            Some(fen) => {
                let game = Game::from_fen(variant, fen, Some(options))
                    .map_err(|e| invalid_with(format_args!("start position: {}", e.message())))?;
                if game.start_text() != *fen {
                    return Err(invalid_with(format_args!(
                        "start position {} is not written as to_fragment writes it ({})",
                        Quoted(fen),
                        Quoted(game.start_text())
                    )));
                }
                game
            }
            None => Game::with_options(variant, options)?,
        };
        game.replay(&moves).map_err(|(i, e)| {
            invalid_with(format_args!(
                "move {} {}: {} ({})",
                i + 1,
                Quoted(&moves[i]),
                e.message(),
                e.code()
            ))
        })?;
        if let Some(end) = end {
            game.apply_end(end).map_err(|e| {
                invalid_with(format_args!(
                    "event {}: {}",
                    Quoted(end.code()),
                    e.message()
                ))
            })?;
        }
        Ok(game)
    }
}
