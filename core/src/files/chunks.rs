//! A stream cut into parts of many games for threads to read apart: the cut is made by a cheap
//! look at the bytes, at a line that most likely starts a game, and the reader of each part
//! tells whether the line really was a game start (see `Reader::part` in `reader.rs`), so that
//! a wrong guess costs time, never a different answer.
//!
//! A part ends after a line end, at one of (the first found, from the part's wanted size on):
//! - [`Boundary::Tag`]: a line that opens with a tag (`[Name "` or `[Name]`, which the lexer
//!   always reads as a tag), is UTF-8, and follows a line (blank ones passed over) that does
//!   not open with `[`. The game before it is complete there unless a comment is open or the
//!   game has no moves yet: the part's reader checks both.
//! - [`Boundary::Line`], only when no such line comes within four times the wanted size: after
//!   a line that ends with a result, else after the last line end. The game before is complete
//!   only when nothing of it is left and no game ended by a blank line waits for a result alone
//!   on the next line: the part's reader checks that.
//!
//! A line longer than [`MAX_LINE`] keeps only its first `MAX_LINE + 1` bytes (all a reader
//! looks at before it skips the line), so a part is never much larger than four times the
//! wanted size, whatever the input.

use std::io::{BufRead, ErrorKind};

use super::limits::MAX_LINE;

/// Where a part ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Boundary {
    /// At the end of the input.
    End,
    /// Before a line that opens with a tag.
    Tag,
    /// Before another line.
    Line,
}

/// A read error, kept so that the reader of a part meets it where the input failed (and again
/// if the part is read twice).
#[derive(Clone, Debug)]
pub(super) struct ReadError {
    kind: ErrorKind,
    text: String,
}

impl ReadError {
    fn error(&self) -> std::io::Error {
        std::io::Error::new(self.kind, self.text.clone())
    }
}

/// A part of the input: its bytes (whole lines, the last one cut only at the end of the
/// input), the number of its first line, how it ends, and the error the input gave after it.
pub(super) struct Chunk {
    pub bytes: Vec<u8>,
    pub first_line: u32,
    pub boundary: Boundary,
    pub error: Option<ReadError>,
}

/// The bytes a part's reader reads: a chunk's, then its error (once), then nothing.
pub(super) struct Feed {
    pub bytes: Vec<u8>,
    at: usize,
    error: Option<ReadError>,
}

impl Feed {
    pub fn new(bytes: Vec<u8>, error: Option<ReadError>) -> Feed {
        Feed {
            bytes,
            at: 0,
            error,
        }
    }
}

impl std::io::Read for Feed {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Feed {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.bytes.len() {
            if let Some(error) = self.error.take() {
                return Err(error.error());
            }
        }
        Ok(&self.bytes[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at = (self.at + n).min(self.bytes.len());
    }
}

/// The most bytes taken from the input at a time.
const STEP: usize = 1 << 16;

/// Cuts an input into [`Chunk`]s of about `size` bytes.
pub(super) struct Chunker {
    size: usize,
    /// The bytes read past the last cut (the start of the next part).
    carry: Vec<u8>,
    /// The number of the first line of the next part.
    line: u32,
    /// The length of the last line of `carry` while it has no line end (bytes read, kept or
    /// not).
    open_line: usize,
    ended: bool,
}

impl Chunker {
    pub fn new(size: usize) -> Chunker {
        Chunker {
            size: size.max(1),
            carry: Vec::new(),
            line: 1,
            open_line: 0,
            ended: false,
        }
    }

    /// The next part, in `bytes` (emptied first: a buffer to reuse); `None` once the input is
    /// all cut.
    pub fn next<R: BufRead>(&mut self, input: &mut R, mut bytes: Vec<u8>) -> Option<Chunk> {
        if self.ended {
            return None;
        }
        bytes.clear();
        bytes.extend_from_slice(&self.carry);
        self.carry.clear();
        let most = self.size.saturating_mul(4);
        // Lines before `searched` were looked at as game starts (a line start, or 0).
        let mut searched = 0;
        let (boundary, error) = loop {
            if bytes.len() > self.size {
                let (found, until) = tag_line_after(&bytes, searched.max(self.size));
                searched = until;
                if let Some(at) = found {
                    self.cut(&mut bytes, at);
                    break (Boundary::Tag, None);
                }
                if bytes.len() >= most {
                    if let Some(at) = line_after(&bytes, self.size) {
                        self.cut(&mut bytes, at);
                        break (Boundary::Line, None);
                    }
                }
            }
            let block = match input.fill_buf() {
                Ok(block) => block,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => {
                    let error = ReadError {
                        kind: e.kind(),
                        text: e.to_string(),
                    };
                    break (Boundary::End, Some(error));
                }
            };
            if block.is_empty() {
                break (Boundary::End, None);
            }
            // Small parts take small steps: what is read past a cut is copied into the next.
            let n = block.len().min(STEP.min(self.size.max(64)));
            self.append(&mut bytes, &block[..n]);
            input.consume(n);
        };
        if boundary == Boundary::End {
            self.ended = true;
        }
        let first_line = self.line;
        self.line = self.line.saturating_add(line_ends(&bytes));
        Some(Chunk {
            bytes,
            first_line,
            boundary,
            error,
        })
    }

    /// Ends the part at `at`, the rest kept for the next.
    fn cut(&mut self, bytes: &mut Vec<u8>, at: usize) {
        self.carry.extend_from_slice(&bytes[at..]);
        bytes.truncate(at);
    }

    /// Appends a block of input, a line past [`MAX_LINE`] cut to its first `MAX_LINE + 1`
    /// bytes (a block is shorter than a line that long, so only the line open before it and
    /// the one it leaves open can be).
    fn append(&mut self, bytes: &mut Vec<u8>, block: &[u8]) {
        let keep = |open: usize, len: usize| (MAX_LINE + 1).saturating_sub(open).min(len);
        match block.iter().position(|&b| b == b'\n') {
            None => {
                bytes.extend_from_slice(&block[..keep(self.open_line, block.len())]);
                self.open_line = self.open_line.saturating_add(block.len());
            }
            Some(first) => {
                bytes.extend_from_slice(&block[..keep(self.open_line, first)]);
                let last = block.iter().rposition(|&b| b == b'\n').unwrap_or(first);
                bytes.extend_from_slice(&block[first..=last]);
                let tail = &block[last + 1..];
                bytes.extend_from_slice(&tail[..keep(0, tail.len())]);
                self.open_line = tail.len();
            }
        }
    }
}

/// The number of line ends in `bytes`.
fn line_ends(bytes: &[u8]) -> u32 {
    // Counted 64 bytes at a time into a byte, which the compiler turns into vector compares.
    let mut blocks = bytes.chunks_exact(64);
    let mut n = 0u32;
    for block in &mut blocks {
        let in_block = block.iter().fold(0u8, |k, &b| k + u8::from(b == b'\n'));
        n = n.wrapping_add(u32::from(in_block));
    }
    let rest = blocks.remainder().iter().filter(|&&b| b == b'\n').count();
    n.wrapping_add(rest as u32)
}

/// The first line start at or after `from` whose line opens with a tag after a line that does
/// not (see the module's notes), and where the search stopped: the start of a line not yet
/// whole in `bytes`, or the end.
fn tag_line_after(bytes: &[u8], from: usize) -> (Option<usize>, usize) {
    let mut at = from;
    while at < bytes.len() {
        // A line start: `at` is 0 or follows a line end.
        if at > 0 && bytes[at - 1] != b'\n' {
            match bytes[at..].iter().position(|&b| b == b'\n') {
                Some(p) => at += p + 1,
                None => return (None, at),
            }
            continue;
        }
        let Some(len) = bytes[at..].iter().position(|&b| b == b'\n') else {
            return (None, at);
        };
        let line = &bytes[at..at + len];
        if plain_tag_line(line) && std::str::from_utf8(line).is_ok() && !after_tag(bytes, at) {
            return (Some(at), at);
        }
        at += len + 1;
    }
    (None, at)
}

/// Whether a line is one plain tag and nothing else: `[`, a name of ASCII letters, digits and
/// `_`, blanks, a value in double quotes without a quote or backslash inside, blanks, `]`, and
/// blanks; shorter than [`MAX_LINE`]. The lexer reads such a line as one tag, with no problem,
/// so a reader of the whole input would give it, whole, to the next game.
fn plain_tag_line(line: &[u8]) -> bool {
    let blanks = |s: &[u8]| s.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let Some(rest) = line.trim_ascii_end().strip_prefix(b"[") else {
        return false;
    };
    let name = rest
        .iter()
        .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_')
        .count();
    let rest = &rest[name..];
    let Some(value) = rest[blanks(rest)..].strip_prefix(b"\"") else {
        return false;
    };
    let Some(close) = value.iter().position(|&b| b == b'"' || b == b'\\') else {
        return false;
    };
    let after = &value[close..];
    let after = &after[1..];
    name > 0 && value[close] == b'"' && after[blanks(after)..] == *b"]" && line.len() < MAX_LINE
}

/// Whether the last line before the line start `at` that is not blank opens with `[` (a tag
/// section goes on), looking back no further than the part's start.
fn after_tag(bytes: &[u8], at: usize) -> bool {
    let mut end = at.saturating_sub(1);
    while end > 0 {
        let start = bytes[..end]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line = bytes[start..end].trim_ascii();
        if !line.is_empty() {
            return line[0] == b'[';
        }
        end = start.saturating_sub(1);
    }
    false
}

/// A line start after `from` where a part can end when no game start was found: the first
/// after a line that ends with a result, else the last; `None` when no line ends there (the
/// line is cut to its limit as it is read).
fn line_after(bytes: &[u8], from: usize) -> Option<usize> {
    const RESULTS: [&[u8]; 8] = [
        b"1-0", b"0-1", b"1/2-1/2", b"*", b"2-0", b"0-2", b"1-1", b"0-0",
    ];
    let mut start = bytes[..from.min(bytes.len())]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let mut last = None;
    while let Some(len) = bytes[start..].iter().position(|&b| b == b'\n') {
        let end = start + len;
        let line = bytes[start..end].trim_ascii_end();
        if end + 1 > from {
            if RESULTS.iter().any(|r| line.ends_with(r)) {
                return Some(end + 1);
            }
            last = Some(end + 1);
        }
        start = end + 1;
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(text: &str, size: usize) -> Vec<(String, u32, Boundary)> {
        let mut chunker = Chunker::new(size);
        let mut input = text.as_bytes();
        std::iter::from_fn(|| chunker.next(&mut input, Vec::new()))
            .map(|c| {
                (
                    String::from_utf8(c.bytes).unwrap(),
                    c.first_line,
                    c.boundary,
                )
            })
            .collect()
    }

    #[test]
    fn parts_end_before_tag_sections_and_count_lines() {
        let game = "[Event \"a\"]\n[Site \"b\"]\n\n1. e4 e5 *\n\n";
        let text = game.repeat(3);
        let got = parts(&text, 10);
        assert_eq!(
            got,
            [
                (game.to_string(), 1, Boundary::Tag),
                (game.to_string(), 6, Boundary::Tag),
                (game.to_string(), 11, Boundary::End),
            ]
        );
        let joined: String = got.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(joined, text);
    }

    #[test]
    fn without_tags_parts_end_after_results_or_lines() {
        let text = "1. e4 e5\n2. Nf3 1-0\n1. d4 d5\n2. c4 *\n".repeat(4);
        let got = parts(&text, 8);
        assert!(got.len() > 2, "{got:?}");
        assert!(got.iter().all(|p| p.0.ends_with('\n')));
        assert!(got[..got.len() - 1].iter().all(|p| p.2 == Boundary::Line));
        assert!(
            got[0].0.ends_with("1-0\n") || got[0].0.ends_with("*\n"),
            "{got:?}"
        );
        let joined: String = got.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(joined, text);
    }

    #[test]
    fn a_game_may_start_only_at_a_plain_tag_line() {
        assert!(plain_tag_line(b"[Event \"x\"]"));
        assert!(plain_tag_line(b"[White  \"Jos\xc3\xa9\" ] \r"));
        assert!(!plain_tag_line(b"[Empty]"));
        assert!(!plain_tag_line(b"[%clk 0:01]"));
        assert!(!plain_tag_line(b" [Event \"x\"]"));
        assert!(!plain_tag_line(b"[Event x]"));
        // Lines the lexer reads with a problem, which stays with the game before.
        assert!(!plain_tag_line(b"[Event \"x"));
        assert!(!plain_tag_line(b"[Event \"x\"] }"));
        assert!(!plain_tag_line(b"[Event \"a \\\"b\\\" c\"]"));
    }

    #[test]
    fn a_long_line_keeps_what_a_reader_looks_at() {
        let long = "x".repeat(MAX_LINE + 100);
        let text = format!("a\n{long}\nb\n");
        let got = parts(&text, 1 << 20);
        let joined: String = got.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(joined, format!("a\n{}\nb\n", &long[..MAX_LINE + 1]));
    }
}
