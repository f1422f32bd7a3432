//! The tokens of PGN and PDN movetext and tag sections, read one line at a time so that a file
//! of any size is read in bounded memory. A game's text is kept whole (its lines, each without
//! its line end and trailing blanks, joined by `\n`), and a token points into it: nothing is
//! copied but a tag value with escapes, a comment cut at the limit, or words joined by the
//! reader. A brace comment may run over several lines: the lexer carries it from one line to
//! the next.

use super::limits::MAX_COMMENT;

/// Bytes `start..end` of a game's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The span moved by `delta` bytes (the line it is on copied elsewhere).
    fn moved(self, delta: isize) -> Span {
        Span {
            start: (self.start as isize + delta) as u32,
            end: (self.end as isize + delta) as u32,
        }
    }
}

/// The text of a token: a span of the game's text, or a text of its own (see [`Texts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Text {
    Span(Span),
    Owned(u32),
}

/// A game's text and the texts its tokens own.
#[derive(Debug, Default)]
pub(crate) struct Texts {
    /// The game's lines, each without its line end, trailing blanks and the literal `\r` some
    /// exporters leave, joined by `\n` (a line end after the last one too).
    pub text: String,
    /// The texts that are not a span of `text`.
    pub owned: Vec<String>,
}

impl Texts {
    /// The text of `t`.
    pub fn get(&self, t: Text) -> &str {
        match t {
            Text::Span(s) => self.span(s),
            Text::Owned(i) => &self.owned[i as usize],
        }
    }

    /// The text of a span.
    pub fn span(&self, s: Span) -> &str {
        &self.text[s.start as usize..s.end as usize]
    }

    /// Keeps `text` as a token's own text.
    pub fn own(&mut self, text: String) -> Text {
        own(&mut self.owned, text)
    }
}

/// Keeps `text` in `owned`, as a token's own text.
fn own(owned: &mut Vec<String>, text: String) -> Text {
    owned.push(text);
    Text::Owned(owned.len() as u32 - 1)
}

/// One token, with the line and column (both from 1, the column in characters) where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Kind,
    pub line: u32,
    pub column: u32,
}

impl Token {
    /// The token with its texts in `from` moved into `to`: spans by `delta` bytes, texts of its
    /// own appended to `to`'s.
    fn moved(mut self, delta: isize, from: &mut Texts, to: &mut Texts) -> Token {
        let mut text = |t: Text| match t {
            Text::Span(s) => Text::Span(s.moved(delta)),
            Text::Owned(i) => to.own(std::mem::take(&mut from.owned[i as usize])),
        };
        self.kind = match self.kind {
            Kind::Tag(name, value) => Kind::Tag(name.moved(delta), text(value)),
            Kind::Comment(c) => Kind::Comment(text(c)),
            Kind::Word(w) => Kind::Word(text(w)),
            Kind::Mark(m) => Kind::Mark(m.moved(delta)),
            Kind::Bad(b) => Kind::Bad(b.moved(delta)),
            other => other,
        };
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `[Name "value"]`, the value unescaped (`\"` and `\\`).
    Tag(Span, Text),
    /// A brace or `;` comment, its text as written between the marks.
    Comment(Text),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `$n`.
    Nag(u16),
    /// A word of movetext with its move number taken off (`12.e4` gives `e4`): a move, a
    /// result, or something else the reader decides about. Move-strength marks (`!`, `?!`, ...)
    /// and their parenthesised form `(?)` are split off into [`Kind::Mark`].
    Word(Text),
    /// A move-strength mark after a move: `!`, `?`, `!!`, `??`, `!?`, `?!` or another run.
    Mark(Span),
    /// Something that is not a token: the reader reports it.
    Bad(Span),
}

/// A problem found while reading, at a line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Slip {
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// A brace comment open at the end of the last line: where its text starts in the game's text,
/// and the line and column of its `{`.
#[derive(Clone, Copy, Debug)]
struct OpenComment {
    start: usize,
    line: u32,
    column: u32,
}

/// The lexer's state between lines: an open brace comment.
#[derive(Debug, Default)]
pub(crate) struct Lexer {
    open_comment: Option<OpenComment>,
}

/// Where the tokens of one line go.
pub(crate) struct Out<'a> {
    pub texts: &'a mut Texts,
    pub tokens: &'a mut Vec<Token>,
    pub slips: &'a mut Vec<Slip>,
}

impl Lexer {
    /// Whether a brace comment is open at the end of the last line.
    pub fn in_comment(&self) -> bool {
        self.open_comment.is_some()
    }

    /// The comment still open at the end of the input, closed there with a problem (its text
    /// runs to the end of the game's text).
    pub fn finish(&mut self, out: Out<'_>) {
        if let Some(open) = self.open_comment.take() {
            out.slips.push(Slip {
                line: open.line,
                column: open.column,
                message: "a comment that is never closed (no '}')".into(),
            });
            let end = out.texts.text.len();
            let Texts { text, owned } = out.texts;
            let text = comment(
                text,
                owned,
                open.start,
                end,
                open.line,
                open.column,
                out.slips,
            );
            out.tokens
                .push(tok(Kind::Comment(text), open.line, open.column));
        }
    }

    /// Moves the open comment, if it starts at or after `from` in `texts`, to the same place in
    /// a copy of its line that starts `delta` bytes away (a game ended on its line).
    pub fn move_open_comment(&mut self, from: usize, delta: isize) {
        if let Some(open) = self.open_comment.as_mut() {
            if open.start >= from {
                open.start = (open.start as isize + delta) as usize;
            }
        }
    }

    /// The tokens of the line `out.texts.text[start..end]` (without its line end, which follows
    /// it in the text), numbered `line`, appended to `out`.
    pub fn line(&mut self, start: usize, end: usize, line: u32, out: Out<'_>) {
        let Out {
            texts,
            tokens,
            slips,
        } = out;
        let Texts { text, owned } = texts;
        let text: &str = text;
        let bytes = &text.as_bytes()[..end];
        let ascii = bytes[start..].is_ascii();
        let mut l = Line {
            start,
            end,
            number: line,
            ascii,
            text,
            bytes,
            owned,
            tokens,
            slips,
        };
        let mut i = start;
        if let Some(open) = self.open_comment.take() {
            match l.find(start, b'}') {
                Some(close) => {
                    let text = comment(
                        l.text,
                        l.owned,
                        open.start,
                        close,
                        open.line,
                        open.column,
                        l.slips,
                    );
                    l.tokens
                        .push(tok(Kind::Comment(text), open.line, open.column));
                    i = close + 1;
                }
                None => {
                    self.open_comment = Some(open);
                    return;
                }
            }
        } else if l.bytes.get(start) == Some(&b'%') {
            // An escape line: ignored by the standards.
            return;
        }
        while i < end {
            let c = l.bytes[i];
            if c >= 0x80 {
                let (ch, len) = l.char_at(i);
                if ch.is_whitespace() || ch == '\u{feff}' {
                    i += len;
                } else {
                    i = l.word(i);
                }
                continue;
            }
            match c {
                b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r' | b' ' => i += 1,
                b'{' => {
                    let column = l.column(i);
                    match l.find(i + 1, b'}') {
                        Some(close) => {
                            let text =
                                comment(l.text, l.owned, i + 1, close, line, column, l.slips);
                            l.tokens.push(tok(Kind::Comment(text), line, column));
                            i = close + 1;
                        }
                        None => {
                            self.open_comment = Some(OpenComment {
                                start: i + 1,
                                line,
                                column,
                            });
                            return;
                        }
                    }
                }
                b';' => {
                    let column = l.column(i);
                    let text = Text::Span(Span::new(i + 1, cut(l.text, i + 1, end)));
                    l.tokens.push(tok(Kind::Comment(text), line, column));
                    return;
                }
                b'[' => i = l.tag(i),
                b'(' => {
                    // `(?)`, `(!?)`: a parenthesised move strength, not a variation.
                    let marks = l.bytes[i + 1..end]
                        .iter()
                        .take_while(|&&ch| ch == b'!' || ch == b'?')
                        .count();
                    let column = l.column(i);
                    if marks > 0 && l.bytes.get(i + 1 + marks) == Some(&b')') && i + 1 + marks < end
                    {
                        let mark = Span::new(i + 1, i + 1 + marks);
                        l.tokens.push(tok(Kind::Mark(mark), line, column));
                        i += marks + 2;
                    } else {
                        l.tokens.push(tok(Kind::Open, line, column));
                        i += 1;
                    }
                }
                b')' => {
                    let column = l.column(i);
                    l.tokens.push(tok(Kind::Close, line, column));
                    i += 1;
                }
                b'}' => {
                    let column = l.column(i);
                    l.slips.push(Slip {
                        line,
                        column,
                        message: "a '}' outside any comment".into(),
                    });
                    i += 1;
                }
                b'$' => {
                    let digits = l.bytes[i + 1..end]
                        .iter()
                        .take_while(|b| b.is_ascii_digit())
                        .count();
                    let column = l.column(i);
                    match l.text[i + 1..i + 1 + digits].parse::<u16>() {
                        Ok(n) if digits > 0 => l.tokens.push(tok(Kind::Nag(n), line, column)),
                        _ => l.tokens.push(tok(
                            Kind::Bad(Span::new(i, i + 1 + digits)),
                            line,
                            column,
                        )),
                    }
                    i += 1 + digits;
                }
                _ => i = l.word(i),
            }
        }
    }
}

/// One line being read.
struct Line<'a> {
    start: usize,
    end: usize,
    number: u32,
    /// Whether the line is ASCII (then a column is a byte offset).
    ascii: bool,
    /// The game's text, and its bytes to the end of the line.
    text: &'a str,
    bytes: &'a [u8],
    /// Where the texts tokens own go.
    owned: &'a mut Vec<String>,
    tokens: &'a mut Vec<Token>,
    slips: &'a mut Vec<Slip>,
}

impl Line<'_> {
    /// The character at byte `i` and its length in bytes.
    fn char_at(&self, i: usize) -> (char, usize) {
        let ch = self.text[i..].chars().next().unwrap_or(' ');
        (ch, ch.len_utf8())
    }

    /// The column (from 1, in characters) of byte `i` of the line.
    #[inline]
    fn column(&self, i: usize) -> u32 {
        if self.ascii {
            (i - self.start) as u32 + 1
        } else {
            self.text[self.start..i].chars().count() as u32 + 1
        }
    }

    /// The first `byte` at or after `from` on the line.
    fn find(&self, from: usize, byte: u8) -> Option<usize> {
        self.bytes[from..]
            .iter()
            .position(|&b| b == byte)
            .map(|p| from + p)
    }

    /// Whether the character at `i` is a blank (Unicode white space), and its length.
    fn blank_at(&self, i: usize) -> (bool, usize) {
        let c = self.bytes[i];
        if c < 0x80 {
            (
                matches!(c, b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r' | b' '),
                1,
            )
        } else {
            let (ch, len) = self.char_at(i);
            (ch.is_whitespace(), len)
        }
    }

    fn skip_blanks(&self, mut j: usize) -> usize {
        // Most tags have no blank, or one space, where blanks may be.
        let ascii_mark =
            |&c: &u8| c < 0x80 && !matches!(c, b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r' | b' ');
        if self.bytes.get(j).is_some_and(ascii_mark) {
            return j;
        }
        while j < self.end {
            let (blank, len) = self.blank_at(j);
            if !blank {
                break;
            }
            j += len;
        }
        j
    }

    fn slip(&mut self, column: u32, message: &str) {
        self.slips.push(Slip {
            line: self.number,
            column,
            message: message.to_string(),
        });
    }

    /// A tag pair from the `[` at `i`; returns where reading goes on.
    fn tag(&mut self, i: usize) -> usize {
        let line = self.number;
        let column = self.column(i);
        let mut j = self.skip_blanks(i + 1);
        let name_start = j;
        while j < self.end {
            let c = self.bytes[j];
            if c < 0x80 {
                if NAME_BYTES[c as usize] {
                    j += 1;
                    continue;
                }
                break;
            }
            let (ch, len) = self.char_at(j);
            if !ch.is_alphanumeric() {
                break;
            }
            j += len;
        }
        let name = Span::new(name_start, j);
        j = self.skip_blanks(j);
        if name_start == name.end as usize {
            self.slip(column, "a '[' that does not start a tag");
            return j.max(i + 1);
        }
        // `[Empty]`: a tag with no value (an exporter's quirk), read as an empty value.
        if self.bytes.get(j) == Some(&b']') && j < self.end {
            let value = Text::Span(Span::new(j, j));
            self.tokens.push(tok(Kind::Tag(name, value), line, column));
            return j + 1;
        }
        if j >= self.end || self.bytes[j] != b'"' {
            self.slip(column, "a tag whose value is not in double quotes");
            return self.find(j, b']').map_or(self.end, |p| p + 1);
        }
        j += 1;
        let value_start = j;
        // Most values have no escape and are short: their end is found at once (at a character's
        // start, short of the limit, the loop below goes on from).
        let mut plain_end = self.end.min(value_start + MAX_COMMENT);
        while !self.text.is_char_boundary(plain_end) {
            plain_end -= 1;
        }
        j = self.bytes[j..plain_end]
            .iter()
            .position(|&b| b == b'"' || b == b'\\')
            .map_or(plain_end, |p| j + p);
        // The value as written, while it has no escape and is not too long.
        let mut owned: Option<String> = None;
        let closed = loop {
            if j >= self.end {
                break false;
            }
            let c = self.bytes[j];
            if c == b'\\' && matches!(self.bytes.get(j + 1), Some(b'"' | b'\\')) && j + 1 < self.end
            {
                let value = owned.get_or_insert_with(|| self.text[value_start..j].to_string());
                value.push(self.bytes[j + 1] as char);
                j += 2;
                continue;
            }
            if c == b'"' {
                break true;
            }
            let len = if c < 0x80 { 1 } else { self.char_at(j).1 };
            match owned.as_mut() {
                Some(value) if value.len() < MAX_COMMENT => {
                    value.push_str(&self.text[j..j + len]);
                }
                Some(_) => {}
                None if j - value_start >= MAX_COMMENT => {
                    owned = Some(self.text[value_start..j].to_string());
                }
                None => {}
            }
            j += len;
        };
        let value = match owned {
            Some(v) => own(self.owned, v),
            None => Text::Span(Span::new(value_start, j)),
        };
        if !closed {
            self.slip(column, "a tag value that is never closed (no '\"')");
            self.tokens.push(tok(Kind::Tag(name, value), line, column));
            return j;
        }
        j = self.skip_blanks(j + 1);
        if j < self.end && self.bytes[j] == b']' {
            j += 1;
        } else {
            self.slip(column, "a tag without its closing ']'");
        }
        self.tokens.push(tok(Kind::Tag(name, value), line, column));
        j
    }

    /// A word of movetext from byte `i`; returns where reading goes on.
    fn word(&mut self, i: usize) -> usize {
        let line = self.number;
        let bytes = self.bytes;
        let mut end = i;
        while let Some(&c) = bytes.get(end) {
            if c < 0x80 {
                if STOPS[c as usize] {
                    break;
                }
                end += 1;
            } else {
                let (ch, len) = self.char_at(end);
                if ch.is_whitespace() {
                    break;
                }
                end += len;
            }
        }
        let column = self.column(i);
        if end == i {
            // A mark that starts nothing here (a stray `]`): reported, and passed.
            let len = self.char_at(i).1;
            self.tokens
                .push(tok(Kind::Bad(Span::new(i, i + len)), line, column));
            return i + len;
        }
        // A move number (`12.`, `12...`, glued `12.e4`), or dots alone (`...`): dropped.
        let word = &bytes[i..end];
        let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
        let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
        let rest = if dots > 0 { i + digits + dots } else { i };
        if rest == end {
            return end;
        }
        let column = column + (rest - i) as u32;
        // Move-strength marks at the end: `e4!?`, `32-28!`.
        let mut body_end = end;
        while body_end > rest && matches!(bytes[body_end - 1], b'!' | b'?') {
            body_end -= 1;
        }
        if body_end == rest {
            self.tokens
                .push(tok(Kind::Mark(Span::new(rest, end)), line, column));
            return end;
        }
        let word = Text::Span(Span::new(rest, body_end));
        self.tokens.push(tok(Kind::Word(word), line, column));
        if body_end < end {
            let width = if self.ascii {
                body_end - rest
            } else {
                self.text[rest..body_end].chars().count()
            };
            self.tokens.push(tok(
                Kind::Mark(Span::new(body_end, end)),
                line,
                column + width as u32,
            ));
        }
        end
    }
}

/// The ASCII characters of a tag's name.
const NAME_BYTES: [bool; 128] = {
    let mut name = [false; 128];
    let mut c = 0;
    while c < 128 {
        name[c] = (c as u8).is_ascii_alphanumeric() || c as u8 == b'_' || c as u8 == b'?';
        c += 1;
    }
    name
};

/// The ASCII characters that end a word of movetext: blanks and the marks of other tokens.
const STOPS: [bool; 128] = {
    let mut stops = [false; 128];
    let marks = b"\t\n\x0b\x0c\r {}()[];$";
    let mut i = 0;
    while i < marks.len() {
        stops[marks[i] as usize] = true;
        i += 1;
    }
    stops
};

fn tok(kind: Kind, line: u32, column: u32) -> Token {
    Token { kind, line, column }
}

/// The comment `text[start..end]`: kept whole up to [`MAX_COMMENT`] bytes, else cut there with
/// `…` (and a problem); a `{` inside it is a problem (comments do not nest). Both problems are
/// placed at the comment's `{`.
#[allow(clippy::too_many_arguments)]
fn comment(
    text: &str,
    owned: &mut Vec<String>,
    start: usize,
    end: usize,
    line: u32,
    column: u32,
    slips: &mut Vec<Slip>,
) -> Text {
    let kept = cut(text, start, end);
    let nested = text.as_bytes()[start..kept.min(end)]
        .iter()
        .filter(|&&b| b == b'{')
        .count();
    for _ in 0..nested {
        slips.push(Slip {
            line,
            column,
            message: "a '{' inside a comment (comments do not nest)".into(),
        });
    }
    if kept == end {
        return Text::Span(Span::new(start, end));
    }
    slips.push(Slip {
        line,
        column,
        message: format!("a comment longer than {MAX_COMMENT} bytes, cut there"),
    });
    let mut cut_text = text[start..kept].to_string();
    cut_text.push('\u{2026}');
    own(owned, cut_text)
}

/// Where `text[start..end]` ends once cut to at most [`MAX_COMMENT`] bytes (at a character's
/// start).
fn cut(text: &str, start: usize, end: usize) -> usize {
    if end - start <= MAX_COMMENT {
        return end;
    }
    let mut at = start + MAX_COMMENT;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Moves `tokens` (of the line starting at byte `line_start` of `from`) to `to`, whose text
/// receives a copy of that line (with its line end) first; returns how far the line moved.
pub(crate) fn carry_line(
    tokens: &mut [Token],
    from: &mut Texts,
    line_start: usize,
    to: &mut Texts,
) -> isize {
    let base = to.text.len();
    to.text.push_str(&from.text[line_start..]);
    let delta = base as isize - line_start as isize;
    for t in tokens.iter_mut() {
        *t = t.moved(delta, from, to);
    }
    delta
}

/// Appends `other`'s text after `texts`', with `other`'s tokens moved along.
pub(crate) fn append(
    texts: &mut Texts,
    tokens: &mut Vec<Token>,
    mut other: Texts,
    more: Vec<Token>,
) {
    let delta = texts.text.len() as isize;
    texts.text.push_str(&other.text);
    tokens.extend(more.into_iter().map(|t| t.moved(delta, &mut other, texts)));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tokens of `lines` as (kind name, text) pairs, and the problems.
    fn kinds(lines: &[&str]) -> (Vec<(String, String)>, Vec<Slip>) {
        let mut lexer = Lexer::default();
        let mut texts = Texts::default();
        let (mut out, mut slips) = (Vec::new(), Vec::new());
        for (n, l) in lines.iter().enumerate() {
            let start = texts.text.len();
            texts.text.push_str(l);
            let end = texts.text.len();
            texts.text.push('\n');
            lexer.line(
                start,
                end,
                n as u32 + 1,
                Out {
                    texts: &mut texts,
                    tokens: &mut out,
                    slips: &mut slips,
                },
            );
        }
        lexer.finish(Out {
            texts: &mut texts,
            tokens: &mut out,
            slips: &mut slips,
        });
        let shown = out
            .iter()
            .map(|t| match t.kind {
                Kind::Tag(k, v) => ("tag".into(), format!("{}={}", texts.span(k), texts.get(v))),
                Kind::Comment(c) => ("comment".into(), texts.get(c).to_string()),
                Kind::Open => ("open".into(), String::new()),
                Kind::Close => ("close".into(), String::new()),
                Kind::Nag(n) => ("nag".into(), n.to_string()),
                Kind::Word(w) => ("word".into(), texts.get(w).to_string()),
                Kind::Mark(m) => ("mark".into(), texts.span(m).to_string()),
                Kind::Bad(b) => ("bad".into(), texts.span(b).to_string()),
            })
            .collect();
        (shown, slips)
    }

    fn k(kind: &str, text: &str) -> (String, String) {
        (kind.to_string(), text.to_string())
    }

    #[test]
    fn movetext_tokens() {
        let (got, slips) = kinds(&["1.e4 e5!? 2. Nf3 $1 {a {b} (2... Nc6) 29-23(?) 1/2-1/2"]);
        assert_eq!(
            got,
            [
                k("word", "e4"),
                k("word", "e5"),
                k("mark", "!?"),
                k("word", "Nf3"),
                k("nag", "1"),
                k("comment", "a {b"),
                k("open", ""),
                k("word", "Nc6"),
                k("close", ""),
                k("word", "29-23"),
                k("mark", "?"),
                k("word", "1/2-1/2"),
            ]
        );
        assert_eq!(slips.len(), 1, "{slips:?}");
    }

    #[test]
    fn tags_with_escapes_and_quirks() {
        let (got, slips) = kinds(&[r#"[A "b\""][C "A]]"] [Empty] [D "x\\"]"#]);
        assert_eq!(
            got,
            [
                k("tag", "A=b\""),
                k("tag", "C=A]]"),
                k("tag", "Empty="),
                k("tag", "D=x\\"),
            ]
        );
        assert!(slips.is_empty());
    }

    #[test]
    fn every_character_is_passed() {
        // A stray ']' once stopped the lexer in place.
        let (got, _) = kinds(&["[kj90\"x\"yl]", "]]", "g(erg)"]);
        assert!(got.contains(&k("bad", "]")), "{got:?}");
    }

    #[test]
    fn comments_span_lines_and_escape_lines_are_skipped() {
        let (got, _) = kinds(&["% escape", "e4 {one", "two} e5 ; rest", "*"]);
        assert_eq!(
            got,
            [
                k("word", "e4"),
                k("comment", "one\ntwo"),
                k("word", "e5"),
                k("comment", " rest"),
                k("word", "*"),
            ]
        );
        let (_, slips) = kinds(&["e4 {never closed"]);
        assert_eq!(slips[0].line, 1);
    }

    #[test]
    fn columns_count_characters() {
        let mut lexer = Lexer::default();
        let mut texts = Texts::default();
        texts.text.push_str("{é} e4?");
        let (mut out, mut slips) = (Vec::new(), Vec::new());
        lexer.line(
            0,
            texts.text.len(),
            1,
            Out {
                texts: &mut texts,
                tokens: &mut out,
                slips: &mut slips,
            },
        );
        let columns: Vec<u32> = out.iter().map(|t| t.column).collect();
        assert_eq!(columns, [1, 5, 7]);
    }

    #[test]
    fn long_comments_and_values_are_cut() {
        let long = "x".repeat(MAX_COMMENT + 10);
        let (got, slips) = kinds(&[&format!("{{{long}}} [T \"{long}\"]")]);
        assert_eq!(got[0].1.len(), MAX_COMMENT + '\u{2026}'.len_utf8());
        assert_eq!(got[1].1.len(), "T=".len() + MAX_COMMENT);
        assert_eq!(slips.len(), 1);
    }
}
