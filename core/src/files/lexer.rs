//! The tokens of PGN and PDN movetext and tag sections, read one line at a time so that a file
//! of any size is read in bounded memory. A brace comment may run over several lines: the lexer
//! carries it from one line to the next.

use super::limits::MAX_COMMENT;

/// One token, with the line and column (both from 1, the column in characters) where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Kind,
    pub line: u32,
    pub column: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `[Name "value"]`, the value unescaped (`\"` and `\\`).
    Tag(String, String),
    /// A brace or `;` comment, its text as written between the marks.
    Comment(String),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `$n`.
    Nag(u16),
    /// A word of movetext with its move number taken off (`12.e4` gives `e4`): a move, a
    /// result, or something else the reader decides about. Move-strength marks (`!`, `?!`, ...)
    /// and their parenthesised form `(?)` are split off into [`Kind::Mark`].
    Word(String),
    /// A move-strength mark after a move: `!`, `?`, `!!`, `??`, `!?`, `?!` or another run.
    Mark(String),
    /// Something that is not a token: the reader reports it.
    Bad(String),
}

/// A problem found while reading, at a line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Slip {
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// The lexer's state between lines: an open brace comment.
#[derive(Debug, Default)]
pub(crate) struct Lexer {
    open_comment: Option<(String, u32, u32)>,
}

impl Lexer {
    /// Whether a brace comment is open at the end of the last line.
    pub fn in_comment(&self) -> bool {
        self.open_comment.is_some()
    }

    /// The comment still open at the end of the input, closed there with a problem.
    pub fn finish(&mut self, out: &mut Vec<Token>, slips: &mut Vec<Slip>) {
        if let Some((text, line, column)) = self.open_comment.take() {
            slips.push(Slip {
                line,
                column,
                message: "a comment that is never closed (no '}')".into(),
            });
            out.push(Token {
                kind: Kind::Comment(text),
                line,
                column,
            });
        }
    }

    /// The tokens of one line (without its line end), appended to `out`.
    pub fn line(&mut self, text: &str, line: u32, out: &mut Vec<Token>, slips: &mut Vec<Slip>) {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        if let Some((mut comment, l, c)) = self.open_comment.take() {
            match chars.iter().position(|&ch| ch == '}') {
                Some(end) => {
                    push_comment(&mut comment, &chars[..end], l, c, slips);
                    out.push(tok(Kind::Comment(comment), l, c));
                    i = end + 1;
                }
                None => {
                    push_comment(&mut comment, &chars, l, c, slips);
                    comment.push('\n');
                    self.open_comment = Some((comment, l, c));
                    return;
                }
            }
        } else if chars.first() == Some(&'%') {
            // An escape line: ignored by the standards.
            return;
        }
        while i < chars.len() {
            let c = chars[i];
            let column = i as u32 + 1;
            if c.is_whitespace() || c == '\u{feff}' {
                i += 1;
                continue;
            }
            match c {
                '{' => {
                    let start = i + 1;
                    match chars[start..].iter().position(|&ch| ch == '}') {
                        Some(len) => {
                            let mut comment = String::new();
                            push_comment(
                                &mut comment,
                                &chars[start..start + len],
                                line,
                                column,
                                slips,
                            );
                            out.push(tok(Kind::Comment(comment), line, column));
                            i = start + len + 1;
                        }
                        None => {
                            let mut comment = String::new();
                            push_comment(&mut comment, &chars[start..], line, column, slips);
                            comment.push('\n');
                            self.open_comment = Some((comment, line, column));
                            return;
                        }
                    }
                }
                ';' => {
                    let comment: String = chars[i + 1..].iter().collect();
                    out.push(tok(Kind::Comment(cut(comment)), line, column));
                    return;
                }
                '[' => i = tag(&chars, i, line, out, slips),
                '(' => {
                    // `(?)`, `(!?)`: a parenthesised move strength, not a variation.
                    let marks = chars[i + 1..]
                        .iter()
                        .take_while(|&&ch| ch == '!' || ch == '?')
                        .count();
                    if marks > 0 && chars.get(i + 1 + marks) == Some(&')') {
                        let mark: String = chars[i + 1..i + 1 + marks].iter().collect();
                        out.push(tok(Kind::Mark(mark), line, column));
                        i += marks + 2;
                    } else {
                        out.push(tok(Kind::Open, line, column));
                        i += 1;
                    }
                }
                ')' => {
                    out.push(tok(Kind::Close, line, column));
                    i += 1;
                }
                '}' => {
                    slips.push(Slip {
                        line,
                        column,
                        message: "a '}' outside any comment".into(),
                    });
                    i += 1;
                }
                '$' => {
                    let digits = chars[i + 1..]
                        .iter()
                        .take_while(|ch| ch.is_ascii_digit())
                        .count();
                    let text: String = chars[i + 1..i + 1 + digits].iter().collect();
                    match text.parse::<u16>() {
                        Ok(n) if digits > 0 => out.push(tok(Kind::Nag(n), line, column)),
                        _ => out.push(tok(
                            Kind::Bad(chars[i..i + 1 + digits].iter().collect()),
                            line,
                            column,
                        )),
                    }
                    i += 1 + digits;
                }
                _ => i = word(&chars, i, line, out),
            }
        }
    }
}

fn tok(kind: Kind, line: u32, column: u32) -> Token {
    Token { kind, line, column }
}

/// Text kept from a comment: at most [`MAX_COMMENT`] bytes, the rest reported.
fn push_comment(
    comment: &mut String,
    chars: &[char],
    line: u32,
    column: u32,
    slips: &mut Vec<Slip>,
) {
    for &ch in chars {
        if ch == '{' {
            slips.push(Slip {
                line,
                column,
                message: "a '{' inside a comment (comments do not nest)".into(),
            });
        }
        if comment.len() + ch.len_utf8() > MAX_COMMENT {
            if comment.len() < MAX_COMMENT + 1 {
                slips.push(Slip {
                    line,
                    column,
                    message: format!("a comment longer than {MAX_COMMENT} bytes, cut there"),
                });
                comment.push('\u{2026}');
            }
            return;
        }
        comment.push(ch);
    }
}

fn cut(mut text: String) -> String {
    if text.len() > MAX_COMMENT {
        let mut end = MAX_COMMENT;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
    }
    text
}

/// A tag pair from `chars[i] == '['`; returns where reading goes on.
fn tag(chars: &[char], i: usize, line: u32, out: &mut Vec<Token>, slips: &mut Vec<Slip>) -> usize {
    let column = i as u32 + 1;
    let mut j = i + 1;
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    let name_start = j;
    while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_' || chars[j] == '?') {
        j += 1;
    }
    let name: String = chars[name_start..j].iter().collect();
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    let bad = |message: &str, slips: &mut Vec<Slip>| {
        slips.push(Slip {
            line,
            column,
            message: message.to_string(),
        })
    };
    if name.is_empty() {
        bad("a '[' that does not start a tag", slips);
        return j.max(i + 1);
    }
    // `[Empty]`: a tag with no value (an exporter's quirk), read as an empty value.
    if chars.get(j) == Some(&']') {
        out.push(tok(Kind::Tag(name, String::new()), line, column));
        return j + 1;
    }
    if chars.get(j) != Some(&'"') {
        bad("a tag whose value is not in double quotes", slips);
        let end = chars[j..]
            .iter()
            .position(|&c| c == ']')
            .map_or(chars.len(), |p| j + p + 1);
        return end;
    }
    j += 1;
    let mut value = String::new();
    loop {
        match chars.get(j) {
            None => {
                bad("a tag value that is never closed (no '\"')", slips);
                out.push(tok(Kind::Tag(name, value), line, column));
                return j;
            }
            Some('\\') if matches!(chars.get(j + 1), Some('"') | Some('\\')) => {
                value.push(chars[j + 1]);
                j += 2;
            }
            Some('"') => {
                j += 1;
                break;
            }
            Some(&c) => {
                if value.len() < MAX_COMMENT {
                    value.push(c);
                }
                j += 1;
            }
        }
    }
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    if chars.get(j) == Some(&']') {
        j += 1;
    } else {
        bad("a tag without its closing ']'", slips);
    }
    out.push(tok(Kind::Tag(name, value), line, column));
    j
}

/// A word of movetext from `chars[i]`; returns where reading goes on.
fn word(chars: &[char], i: usize, line: u32, out: &mut Vec<Token>) -> usize {
    let stop = |c: char| c.is_whitespace() || "{}()[];$".contains(c);
    let mut end = i;
    while end < chars.len() && !stop(chars[end]) {
        end += 1;
    }
    if end == i {
        // A mark that starts nothing here (a stray `]`): reported, and passed.
        out.push(tok(Kind::Bad(chars[i].to_string()), line, i as u32 + 1));
        return i + 1;
    }
    let text: String = chars[i..end].iter().collect();
    let mut column = i as u32 + 1;
    // A move number (`12.`, `12...`, glued `12.e4`), or dots alone (`...`): dropped.
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let dots = text[digits..].bytes().take_while(|&b| b == b'.').count();
    let rest = if dots > 0 {
        &text[digits + dots..]
    } else {
        &text[..]
    };
    column += (text.len() - rest.len()) as u32;
    if rest.is_empty() {
        return end;
    }
    // Move-strength marks at the end: `e4!?`, `32-28!`.
    let body = rest.trim_end_matches(['!', '?']);
    if body.is_empty() {
        out.push(tok(Kind::Mark(rest.to_string()), line, column));
        return end;
    }
    out.push(tok(Kind::Word(body.to_string()), line, column));
    if body.len() < rest.len() {
        out.push(tok(
            Kind::Mark(rest[body.len()..].to_string()),
            line,
            column + body.chars().count() as u32,
        ));
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(lines: &[&str]) -> (Vec<Kind>, Vec<Slip>) {
        let mut lexer = Lexer::default();
        let (mut out, mut slips) = (Vec::new(), Vec::new());
        for (n, l) in lines.iter().enumerate() {
            lexer.line(l, n as u32 + 1, &mut out, &mut slips);
        }
        lexer.finish(&mut out, &mut slips);
        (out.into_iter().map(|t| t.kind).collect(), slips)
    }

    fn word(w: &str) -> Kind {
        Kind::Word(w.into())
    }

    #[test]
    fn movetext_tokens() {
        let (k, slips) = kinds(&["1.e4 e5!? 2. Nf3 $1 {a {b} (2... Nc6) 29-23(?) 1/2-1/2"]);
        assert_eq!(
            k,
            [
                word("e4"),
                word("e5"),
                Kind::Mark("!?".into()),
                word("Nf3"),
                Kind::Nag(1),
                Kind::Comment("a {b".into()),
                Kind::Open,
                word("Nc6"),
                Kind::Close,
                word("29-23"),
                Kind::Mark("?".into()),
                word("1/2-1/2"),
            ]
        );
        assert_eq!(slips.len(), 1, "{slips:?}");
    }

    #[test]
    fn tags_with_escapes_and_quirks() {
        let (k, slips) = kinds(&[r#"[A "b\""][C "A]]"] [Empty] [D "x\\"]"#]);
        assert_eq!(
            k,
            [
                Kind::Tag("A".into(), "b\"".into()),
                Kind::Tag("C".into(), "A]]".into()),
                Kind::Tag("Empty".into(), String::new()),
                Kind::Tag("D".into(), "x\\".into()),
            ]
        );
        assert!(slips.is_empty());
    }

    #[test]
    fn every_character_is_passed() {
        // A stray ']' once stopped the lexer in place.
        let (k, _) = kinds(&["[kj90\"x\"yl]", "]]", "g(erg)"]);
        assert!(k.contains(&Kind::Bad("]".into())), "{k:?}");
    }

    #[test]
    fn comments_span_lines_and_escape_lines_are_skipped() {
        let (k, _) = kinds(&["% escape", "e4 {one", "two} e5 ; rest", "*"]);
        assert_eq!(
            k,
            [
                word("e4"),
                Kind::Comment("one\ntwo".into()),
                word("e5"),
                Kind::Comment(" rest".into()),
                word("*"),
            ]
        );
        let (_, slips) = kinds(&["e4 {never closed"]);
        assert_eq!(slips[0].line, 1);
    }
}
