//! The one error type of the crate and its stable codes.

use std::fmt::{self, Write as _};

use crate::limits::{MAX_LISTED, MAX_QUOTE};

/// What kind of error happened. Each kind has a stable snake_case [code](ErrorKind::code) that
/// every binding uses: Python exception classes, JS `error.code`, C status values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Move text that is not PDN move notation at all (`11_15`, `x`, `99-100`).
    InvalidNotation,
    /// Well-formed move text, or a move object, that is not legal in the current position.
    IllegalMove,
    /// Move text or a path prefix that matches more than one legal move with different outcomes.
    AmbiguousMove,
    /// A FEN that cannot be read, or that describes a position the variant cannot have.
    InvalidFen,
    /// A fragment that is malformed, of an unknown version, or that replays an illegal game.
    InvalidFragment,
    /// A variant name this library does not know.
    UnknownVariant,
    /// An option key or value this variant does not accept.
    InvalidOption,
    /// A move, draw or resignation after the game has ended.
    GameOver,
    /// `undo` at the start of the game.
    NothingToUndo,
    /// A draw claim when no draw can be claimed in the current position.
    NotClaimable,
    /// An action the game's options forbid (agreement switched off, agreement before any move).
    NotAllowed,
    /// An argument out of range, such as a perft depth over [`crate::MAX_PERFT_DEPTH`].
    InvalidArgument,
    /// A move when the game already holds [`crate::MAX_HISTORY`] moves, the most a fragment
    /// carries.
    HistoryFull,
    /// A game file (PGN, PDN) read strictly that has a problem; the message starts with its line
    /// and column (`line 12, column 7: ...`).
    InvalidGameFile,
}

impl ErrorKind {
    /// All kinds, in a fixed order (the order of the C status values after `ok`).
    pub const ALL: [ErrorKind; 14] = [
        ErrorKind::InvalidNotation,
        ErrorKind::IllegalMove,
        ErrorKind::AmbiguousMove,
        ErrorKind::InvalidFen,
        ErrorKind::InvalidFragment,
        ErrorKind::UnknownVariant,
        ErrorKind::InvalidOption,
        ErrorKind::GameOver,
        ErrorKind::NothingToUndo,
        ErrorKind::NotClaimable,
        ErrorKind::NotAllowed,
        ErrorKind::InvalidArgument,
        ErrorKind::HistoryFull,
        ErrorKind::InvalidGameFile,
    ];

    /// A stable number from 1, the position of the kind in [`ErrorKind::ALL`] plus one (the C
    /// status value of the kind).
    pub fn number(self) -> u32 {
        ErrorKind::ALL
            .iter()
            .position(|&k| k == self)
            .map_or(0, |i| i as u32 + 1)
    }

    /// The kind with this [number](ErrorKind::number).
    pub fn from_number(number: u32) -> Option<ErrorKind> {
        ErrorKind::ALL
            .get((number as usize).checked_sub(1)?)
            .copied()
    }

    /// The kind with this [code](ErrorKind::code).
    pub fn from_code(code: &str) -> Option<ErrorKind> {
        ErrorKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The stable code shared by every language, e.g. `"illegal_move"`.
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::InvalidNotation => "invalid_notation",
            ErrorKind::IllegalMove => "illegal_move",
            ErrorKind::AmbiguousMove => "ambiguous_move",
            ErrorKind::InvalidFen => "invalid_fen",
            ErrorKind::InvalidFragment => "invalid_fragment",
            ErrorKind::UnknownVariant => "unknown_variant",
            ErrorKind::InvalidOption => "invalid_option",
            ErrorKind::GameOver => "game_over",
            ErrorKind::NothingToUndo => "nothing_to_undo",
            ErrorKind::NotClaimable => "not_claimable",
            ErrorKind::NotAllowed => "not_allowed",
            ErrorKind::InvalidArgument => "invalid_argument",
            ErrorKind::HistoryFull => "history_full",
            ErrorKind::InvalidGameFile => "invalid_game_file",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// An error: a [kind](ErrorKind) plus a message for people that says what was wrong.
///
/// ```
/// let mut game = damero::Game::new(damero::Variant::English)?;
/// let err = game.play("11-18").unwrap_err();
/// assert_eq!(err.kind(), damero::ErrorKind::IllegalMove);
/// assert_eq!(err.code(), "illegal_move");
/// # Ok::<(), damero::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    /// An error of `kind` with a message.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
        }
    }

    /// The kind of error.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The stable code of the kind, e.g. `"invalid_fen"`.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// The message alone, without the code.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// This error as one of `kind`, its message after `context` and a colon (the FEN readers:
    /// the text read, then what is wrong with it).
    #[cfg_attr(not(any(feature = "draughts", feature = "chess")), allow(dead_code))]
    pub(crate) fn with_context(self, kind: ErrorKind, context: fmt::Arguments<'_>) -> Error {
        Error::formatted(kind, format_args!("{context}: {}", self.message))
    }

    /// An error of `kind` with the message `args` writes (the messages of [`bail!`]): written in
    /// one place, away from the code of the callers, which only build the arguments.
    #[cold]
    #[inline(never)]
    pub(crate) fn formatted(kind: ErrorKind, args: fmt::Arguments<'_>) -> Error {
        Error::new(kind, fmt::format(args))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.code(), self.message)
    }
}

impl std::error::Error for Error {}

/// The result type of the crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Text quoted in a message: in double quotes, with `"`, `\`, newlines, tabs and other control
/// characters escaped as Rust's `{:?}` escapes them (`\"`, `\\`, `\n`, `\u{1b}`); every other
/// character is written as it is. (Used instead of `{:?}`, whose tables of printable characters
/// would make the WebAssembly module larger.) A text of more than [`MAX_QUOTE`] characters is
/// cut there: `"abc..." (1000000 characters)`, so that no message repeats a huge input.
pub(crate) struct Quoted<T: AsRef<str>>(pub T);

impl<T: AsRef<str>> fmt::Display for Quoted<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        quote(f, self.0.as_ref())
    }
}

/// [`Quoted`] of any text, written once (not once for each type of text a message quotes).
#[inline(never)]
fn quote(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    f.write_char('"')?;
    let mut chars = text.chars();
    for c in chars.by_ref().take(MAX_QUOTE) {
        escape(f, c, '"')?;
    }
    if chars.next().is_none() {
        return f.write_char('"');
    }
    write!(f, "...\" ({} characters)", text.chars().count())
}

/// Names (of moves) listed in a message, separated by commas: the first [`MAX_LISTED`], then how
/// many more there are (`13-18, 14-19, and 3 more`), so that a message stays short whatever the
/// position.
pub(crate) struct Listed<'a, T: fmt::Display>(pub &'a [T]);

impl<T: fmt::Display> fmt::Display for Listed<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, name) in self.0.iter().take(MAX_LISTED).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}")?;
        }
        match self.0.len().checked_sub(MAX_LISTED) {
            Some(more) if more > 0 => write!(f, ", and {more} more"),
            _ => Ok(()),
        }
    }
}

/// A character quoted in a message: in single quotes, escaped as [`Quoted`] escapes text (a
/// single quote as `\'`).
pub(crate) struct QuotedChar(pub char);

impl fmt::Display for QuotedChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char('\'')?;
        escape(f, self.0, '\'')?;
        f.write_char('\'')
    }
}

/// Writes `c`, escaped if it is the quote, a backslash or a control character.
fn escape(f: &mut fmt::Formatter<'_>, c: char, quote: char) -> fmt::Result {
    match c {
        '\\' => f.write_str("\\\\"),
        '\n' => f.write_str("\\n"),
        '\r' => f.write_str("\\r"),
        '\t' => f.write_str("\\t"),
        '\0' => f.write_str("\\0"),
        c if c == quote => {
            f.write_char('\\')?;
            f.write_char(c)
        }
        c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32),
        c => f.write_char(c),
    }
}

macro_rules! bail {
    ($kind:ident, $($arg:tt)*) => {
        return Err($crate::error::Error::formatted($crate::error::ErrorKind::$kind, format_args!($($arg)*)))
    };
}
pub(crate) use bail;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_list_names_its_first_moves_and_counts_the_rest() {
        let names: Vec<String> = (1..=MAX_LISTED + 3).map(|i| i.to_string()).collect();
        let shown = Listed(&names).to_string();
        assert!(shown.starts_with("1, 2, 3, "), "{shown}");
        assert!(
            shown.ends_with(&format!(", {MAX_LISTED}, and 3 more")),
            "{shown}"
        );
        assert_eq!(Listed(&names[..2]).to_string(), "1, 2");
        assert_eq!(
            Listed(&names[..MAX_LISTED])
                .to_string()
                .matches(", ")
                .count(),
            MAX_LISTED - 1
        );
        assert_eq!(Listed::<String>(&[]).to_string(), "");
    }

    #[test]
    fn quoted_text_is_written_as_debug_writes_it() {
        for text in [
            "",
            "11-15",
            "say \"hi\"",
            "back\\slash",
            "tab\tnew\nline\rnul\0",
            "esc\u{1b}del\u{7f}c1\u{85}",
            "élan über 中 ♔",
            "it's",
        ] {
            assert_eq!(Quoted(text).to_string(), format!("{text:?}"));
            for c in text.chars() {
                assert_eq!(QuotedChar(c).to_string(), format!("{c:?}"));
            }
        }
        // Where they differ on purpose: characters that are not control characters but that
        // `{:?}` escapes as not printable are written as they are.
        assert_eq!(Quoted("a\u{200b}b").to_string(), "\"a\u{200b}b\"");
        assert_eq!(format!("{:?}", "a\u{200b}b"), "\"a\\u{200b}b\"");
    }

    #[test]
    fn long_text_is_quoted_cut() {
        let text = "é".repeat(MAX_QUOTE) + "\n" + &"x".repeat(999_935);
        let quoted = Quoted(&text).to_string();
        assert_eq!(
            quoted,
            format!("\"{}...\" (1000000 characters)", "é".repeat(MAX_QUOTE))
        );
        let exact = "y".repeat(MAX_QUOTE);
        assert_eq!(Quoted(&exact).to_string(), format!("\"{exact}\""));
    }

    #[test]
    fn numbers_and_codes_round_trip() {
        for (i, kind) in ErrorKind::ALL.into_iter().enumerate() {
            assert_eq!(kind.number(), i as u32 + 1);
            assert_eq!(ErrorKind::from_number(kind.number()), Some(kind));
            assert_eq!(ErrorKind::from_code(kind.code()), Some(kind));
        }
        assert_eq!(ErrorKind::from_number(0), None);
        assert_eq!(
            ErrorKind::from_number(ErrorKind::ALL.len() as u32 + 1),
            None
        );
    }
}
