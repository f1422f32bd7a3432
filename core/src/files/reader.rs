//! Reading PGN and PDN: a stream of bytes cut into games (each game's text and tokens), each
//! built into a [`GameRecord`] with every move checked by the rules (`build.rs`). One game is
//! held in memory at a time.

use std::io::BufRead;

use super::build::{Scratch, build, family_of, is_result};
use super::chunks::{Boundary, Chunk, Feed};
use super::lexer::{Kind, Lexer, Out, Slip, Texts, Token, append, carry_line};
use super::limits::MAX_LINE;
use super::record::{FileProblem, GameRecord};
use super::threads::Pool;
use super::tree::Built;
use crate::family::Family;
use crate::variant::Variant;

/// How a file is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The game a game whose tags name none is read as (`None`: PGN's chess, or draughts when
    /// its moves or FEN are draughts, with a warning saying so).
    pub variant: Option<Variant>,
    /// Refuse a game with any error instead of keeping the errors in the record.
    pub strict: bool,
    /// Threads that read games: 0 or 1 reads on the calling thread. With 2 or more, the calling
    /// thread cuts the input into parts of about [`chunk_bytes`](Self::chunk_bytes) bytes,
    /// each ending where a game most likely starts, and each thread reads whole parts (lines,
    /// tokens, moves checked, records built). A part that did not end at a game start (a
    /// comment or a tag section running on past the cut) is read on from where its reader
    /// stopped, so the games, their order, their problems and their line numbers are those of
    /// a read on one thread. At most two parts per thread are held ahead (the memory of a
    /// streamed file stays bounded). More than [`MAX_FILE_THREADS`] are taken as that many.
    ///
    /// [`MAX_FILE_THREADS`]: super::limits::MAX_FILE_THREADS
    pub threads: usize,
    /// With [`threads`](Self::threads): the size of the parts the input is cut into for the
    /// threads, in bytes (0: [`DEFAULT_CHUNK_BYTES`]). A part runs on to the next game start
    /// after that size, or (with no game start met) to a line end within four times that size.
    /// Reading gives the same games at any size.
    pub chunk_bytes: usize,
}

/// The size of the parts a file is cut into for threads, by default.
pub const DEFAULT_CHUNK_BYTES: usize = 1 << 17;

/// The games of a PGN or PDN stream, one at a time: an iterator of records. Read leniently (the
/// default), every item is `Ok` and a game's problems are in its record; read strictly, a game
/// with a problem is an `Err` with the first problem's line and column (the next game follows).
/// An I/O error ends the iteration with an `Err`.
pub struct Reader<R> {
    pub(super) input: R,
    options: ReadOptions,
    lexer: Lexer,
    line: u32,
    /// The text and tokens of the game being read, and what has been seen of it.
    pending: Pending,
    /// Games built and emptied, their buffers kept for the next games cut.
    spares: Vec<Pending>,
    /// What building a game keeps for the next one.
    scratch: Scratch,
    /// Where the line being read starts in the text of `pending`.
    line_start: usize,
    /// How many tokens of `pending` have been taken into it (the others were lexed, or carried
    /// from the line that ended the last game, and are yet to be looked at).
    taken: usize,
    /// A game read ahead (see [`Reader::next`]).
    peeked: Option<std::io::Result<Pending>>,
    done: bool,
    bytes: Vec<u8>,
    /// A line that is not UTF-8, as Windows-1252 reads it.
    latin: String,
    /// The threads reading parts, when [`ReadOptions::threads`] is 2 or more.
    pool: Option<Pool>,
    /// How the input ends: [`Boundary::End`], or for the reader of a part, how that part does.
    boundary: Boundary,
    /// The reader of a part stopped at its end, where the game being read was not complete:
    /// the next part's bytes let it go on ([`Reader::resume`]).
    pub(super) stalled: bool,
    /// A game ended by a blank line whose look at the next game (for a result alone) stalled.
    held: Option<Pending>,
    /// Whether the next game is read to look for a result alone (see [`Reader::next_pending`]).
    peeking: bool,
}

/// A game cut from the input, to be built: its text and tokens, the problems met in them, and
/// what the cutting has seen of it.
#[derive(Default)]
pub(super) struct Pending {
    pub texts: Texts,
    pub tokens: Vec<Token>,
    pub slips: Vec<Slip>,
    pub warnings: Vec<Slip>,
    has_movetext: bool,
    /// Ended by a blank line, without a result.
    by_blank: bool,
    depth: usize,
    pub first_line: u32,
    family: Option<Family>,
    /// A bit for each tag name taken (by [`name_bit`]): a name whose bit is clear is new, so
    /// the tags before are compared only when it is set.
    names: u64,
}

/// The bit of a tag name in [`Pending::names`]: of its length and its first and last bytes.
fn name_bit(name: &str) -> u64 {
    let b = name.as_bytes();
    let (first, last) = (
        b.first().copied().unwrap_or(0),
        b.last().copied().unwrap_or(0),
    );
    let h = (b.len() as u32)
        .wrapping_mul(31)
        .wrapping_add(u32::from(first))
        .wrapping_mul(31)
        .wrapping_add(u32::from(last));
    1 << (h.wrapping_mul(0x9E37_79B9) >> 26)
}

/// Where a token leaves the game being read.
enum Cut {
    /// In it.
    No,
    /// In it, and it ends it (a result).
    After,
    /// In the next game (a tag after movetext, or one the game already has).
    Before,
}

impl<R: BufRead> Reader<R> {
    /// A reader of the games in `input` (UTF-8, a byte-order mark skipped; a line that is not
    /// UTF-8 is read as Windows-1252, with a warning).
    pub fn new(input: R, options: ReadOptions) -> Reader<R> {
        // WebAssembly has no threads here: the pool is left out of its build.
        let pool = (options.threads > 1 && !cfg!(target_arch = "wasm32"))
            .then(|| Pool::new(options))
            .flatten();
        Reader::with(input, options, pool, 1, Boundary::End)
    }

    fn with(
        input: R,
        options: ReadOptions,
        pool: Option<Pool>,
        first_line: u32,
        boundary: Boundary,
    ) -> Reader<R> {
        Reader {
            input,
            options,
            lexer: Lexer::default(),
            line: first_line.saturating_sub(1),
            pending: Pending::default(),
            spares: Vec::new(),
            scratch: Scratch::default(),
            line_start: 0,
            taken: 0,
            peeked: None,
            done: false,
            bytes: Vec::new(),
            latin: String::new(),
            pool,
            boundary,
            stalled: false,
            held: None,
            peeking: false,
        }
    }

    /// Reads lines until a game is complete; `None` at the end of the input.
    fn next_game(&mut self) -> Option<std::io::Result<Pending>> {
        loop {
            // Tokens read after the end of the last game (more games on its line) come first.
            if let Some(game) = self.take_all() {
                return Some(Ok(game));
            }
            if self.done {
                let mut last = self.end_pending();
                self.lexer.finish(Out {
                    texts: &mut last.texts,
                    tokens: &mut last.tokens,
                    slips: &mut last.slips,
                });
                return (!last.tokens.is_empty()).then_some(Ok(last));
            }
            self.bytes.clear();
            let read = std::io::Read::take(&mut self.input, MAX_LINE as u64 + 1)
                .read_until(b'\n', &mut self.bytes);
            match read {
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
                Ok(0) => {
                    if !self.ends_clean() {
                        self.stalled = true;
                        return None;
                    }
                    self.done = true;
                    continue;
                }
                Ok(_) => {}
            }
            self.line += 1;
            let line_no = self.line;
            if self.bytes.len() > MAX_LINE {
                // The rest of an over-long line is skipped.
                while !self.bytes.ends_with(b"\n") {
                    self.bytes.clear();
                    match std::io::Read::take(&mut self.input, 1 << 16)
                        .read_until(b'\n', &mut self.bytes)
                    {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {}
                    }
                }
                // The line ends the game it is in, with the problem (a game that is the long
                // line alone is a record of that problem).
                let mut done = self.end_pending();
                if done.tokens.is_empty() {
                    done.first_line = line_no;
                }
                done.slips.push(Slip {
                    line: line_no,
                    column: 1,
                    message: format!("a line longer than {MAX_LINE} bytes, skipped"),
                });
                return Some(Ok(done));
            }
            // UTF-8, a byte-order mark at the start of the input dropped; else Windows-1252,
            // with a warning.
            let bytes = match line_no {
                1 => self
                    .bytes
                    .strip_prefix(b"\xef\xbb\xbf")
                    .unwrap_or(&self.bytes),
                _ => &self.bytes,
            };
            let text = match std::str::from_utf8(bytes) {
                Ok(text) => text,
                Err(_) => {
                    self.pending.warnings.push(Slip {
                        line: line_no,
                        column: 1,
                        message: "the line is not UTF-8: read as Windows-1252".into(),
                    });
                    self.latin.clear();
                    self.latin.extend(bytes.iter().map(|&b| windows_1252(b)));
                    &self.latin
                }
            };
            let text = clean_line_end(text);
            // Blank (the line end takes every blank at the end).
            if text.is_empty() && !self.lexer.in_comment() {
                // A blank line after a game's moves ends it (outside its variations).
                if self.pending.has_movetext && self.pending.depth == 0 {
                    let mut done = self.end_pending();
                    done.by_blank = true;
                    return Some(Ok(done));
                }
                continue;
            }
            let texts = &mut self.pending.texts;
            let start = texts.text.len();
            texts.text.push_str(text);
            let end = texts.text.len();
            texts.text.push('\n');
            self.line_start = start;
            self.lexer.line(
                start,
                end,
                line_no,
                Out {
                    texts,
                    tokens: &mut self.pending.tokens,
                    slips: &mut self.pending.slips,
                },
            );
            if let Some(game) = self.take_all() {
                return Some(Ok(game));
            }
        }
    }

    /// The game being read, ended: a fresh one (with the buffers of a game built before) takes
    /// its place.
    fn end_pending(&mut self) -> Pending {
        let fresh = self.spares.pop().unwrap_or_default();
        self.taken = 0;
        std::mem::replace(&mut self.pending, fresh)
    }

    /// Takes the tokens not yet taken into the game being read; returns the game when one of
    /// them ends it, the tokens after it (with a copy of their line) moved to the next game.
    fn take_all(&mut self) -> Option<Pending> {
        while self.taken < self.pending.tokens.len() {
            let k = self.taken;
            let rest = match self.take(k) {
                Cut::No => {
                    self.taken += 1;
                    continue;
                }
                Cut::After => k + 1,
                Cut::Before => k,
            };
            let mut done = self.end_pending();
            let next = &mut self.pending;
            next.tokens.extend(done.tokens.drain(rest..));
            let delta = carry_line(
                &mut next.tokens,
                &mut done.texts,
                self.line_start,
                &mut next.texts,
            );
            self.lexer.move_open_comment(self.line_start, delta);
            self.line_start = 0;
            self.taken = 0;
            return Some(done);
        }
        None
    }

    /// Takes token `k` into the game being read, or tells that it ends it (a result) or starts
    /// the next game (a tag after movetext, or a tag the game already has: header-only games
    /// stay apart).
    fn take(&mut self, k: usize) -> Cut {
        let p = &mut self.pending;
        let t = p.tokens[k];
        if k == 0 {
            p.first_line = t.line;
        }
        match t.kind {
            Kind::Tag(name, _) => {
                if p.has_movetext {
                    return Cut::Before;
                }
                let name = p.texts.span(name);
                let bit = name_bit(name);
                let repeated = p.names & bit != 0
                    && p.tokens[..k]
                        .iter()
                        .any(|t| matches!(t.kind, Kind::Tag(n, _) if p.texts.span(n) == name));
                if repeated {
                    return Cut::Before;
                }
                p.names |= bit;
            }
            Kind::Open => {
                p.depth += 1;
                p.has_movetext = true;
            }
            Kind::Close => {
                p.depth = p.depth.saturating_sub(1);
            }
            Kind::Word(w) => {
                let word = p.texts.get(w);
                if p.family.is_none() {
                    p.family = Some(family_of(
                        &p.tokens[..k],
                        &p.texts,
                        self.options.variant,
                        word,
                    ));
                }
                p.has_movetext = true;
                if p.depth == 0 && is_result(word, p.family) {
                    return Cut::After;
                }
            }
            Kind::Comment(_) => {}
            Kind::Nag(_) | Kind::Mark(_) | Kind::Bad(_) => p.has_movetext = true,
        }
        Cut::No
    }
}

impl<R: BufRead> Reader<R> {
    /// The tokens of the next game, with the result that stands alone after it; `None` at the
    /// end of the input.
    fn next_pending(&mut self) -> Option<Result<Pending, FileProblem>> {
        let next = match (self.held.take(), self.peeked.take()) {
            (Some(p), _) => Ok(p),
            (None, Some(p)) => p,
            (None, None) => self.next_game()?,
        };
        // A game ended by a blank line takes the result that stands alone after it.
        let next = match next {
            Ok(mut p) if p.by_blank => {
                self.peeking = true;
                let after = self.next_game();
                self.peeking = false;
                if self.stalled {
                    self.held = Some(p);
                    return None;
                }
                match after {
                    Some(Ok(q)) if q.lone_result() => {
                        append(&mut p.texts, &mut p.tokens, q.texts, q.tokens)
                    }
                    other => self.peeked = other,
                }
                Ok(p)
            }
            other => other,
        };
        Some(next.map_err(|e| FileProblem {
            line: self.line,
            column: 1,
            message: format!("reading failed: {e}"),
        }))
    }

    /// Whether the input may end here as the input's own end would: always at the end of the
    /// input; at the end of a part, when a reader of the whole input would start the next game
    /// with the next line, this game's moves ended (see `chunks.rs`).
    fn ends_clean(&self) -> bool {
        let p = &self.pending;
        let empty = p.tokens.is_empty() && p.slips.is_empty() && p.warnings.is_empty();
        match self.boundary {
            Boundary::End => true,
            _ if self.lexer.in_comment() => false,
            // The tag that opens the next line ends a game with moves, and opens the next.
            Boundary::Tag => empty || p.has_movetext,
            // Any line may follow, a result alone too.
            Boundary::Line => empty && !self.peeking,
        }
    }
}

/// Reading a part of an input on a thread (see `threads.rs`).
impl Reader<Feed> {
    /// A reader of `chunk`, a part of an input cut by [`Chunker`](super::chunks::Chunker),
    /// read as if a game started at its start. `options.threads` is not looked at.
    pub(super) fn part(chunk: Chunk, options: ReadOptions) -> Reader<Feed> {
        let feed = Feed::new(chunk.bytes, chunk.error);
        Reader::with(feed, options, None, chunk.first_line, chunk.boundary)
    }

    /// Reads `chunk` next, from a game start, with the buffers of the last part (which must
    /// have ended at a game start, not [`stalled`](Self::stalled)).
    pub(super) fn restart(&mut self, chunk: Chunk) {
        self.input = Feed::new(chunk.bytes, chunk.error);
        self.lexer = Lexer::default();
        self.line = chunk.first_line.saturating_sub(1);
        self.pending.clear();
        self.line_start = 0;
        self.taken = 0;
        self.peeked = None;
        self.done = false;
        self.boundary = chunk.boundary;
        self.stalled = false;
        self.held = None;
        self.peeking = false;
    }

    /// Goes on reading a [`stalled`](Self::stalled) part into `chunk`, the part after it;
    /// gives back the last part's bytes.
    pub(super) fn resume(&mut self, chunk: Chunk) -> Vec<u8> {
        let feed = Feed::new(chunk.bytes, chunk.error);
        self.boundary = chunk.boundary;
        self.stalled = false;
        std::mem::replace(&mut self.input, feed).bytes
    }
}

impl<R: BufRead> Reader<R> {
    /// The next game built, its nodes still small (see `tree.rs`); read on the calling thread
    /// (a pool's workers read parts with this).
    pub(super) fn next_built(&mut self) -> Option<Result<Built, FileProblem>> {
        let built = match self.next_pending()? {
            Ok(mut p) => {
                let built = build(&mut p, self.options.variant, &mut self.scratch);
                p.clear();
                self.spares.push(p);
                built
            }
            Err(e) => return Some(Err(e)),
        };
        if self.options.strict {
            if let Some(first) = built.record.errors.first() {
                return Some(Err(first.clone()));
            }
        }
        Some(Ok(built))
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<GameRecord, FileProblem>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(pool) = self.pool.as_mut() {
            return pool.next(&mut self.input);
        }
        let built = self.next_built()?;
        Some(built.map(|b| b.record_with(&mut self.scratch.tree)))
    }
}

impl Pending {
    /// Empties the game, keeping its buffers.
    fn clear(&mut self) {
        self.texts.text.clear();
        self.texts.owned.clear();
        self.tokens.clear();
        self.slips.clear();
        self.warnings.clear();
        self.has_movetext = false;
        self.by_blank = false;
        self.depth = 0;
        self.first_line = 0;
        self.family = None;
        self.names = 0;
    }

    /// Whether the game is a result and nothing else.
    fn lone_result(&self) -> bool {
        matches!(self.tokens.as_slice(), [t] if matches!(t.kind, Kind::Word(w) if is_result(self.texts.get(w), self.family)))
    }
}

/// Reads the games of `text` (see [`Reader`]).
///
/// ```
/// use damero::files::{read_games, ReadOptions};
/// let pgn = "[Event \"x\"]\n\n1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 $1 *\n";
/// let games: Vec<_> = read_games(pgn, ReadOptions::default()).collect::<Result<_, _>>()?;
/// let game = &games[0];
/// assert_eq!(game.header("Event"), Some("x"));
/// let line: Vec<&str> = game.mainline().iter().map(|m| m.notation()).collect();
/// assert_eq!(line, ["e4", "e5", "Nf3"]);
/// let e4 = game.mainline_nodes()[0];
/// let sicilian = game.nodes[e4].children[1];
/// assert_eq!(game.nodes[sicilian].comments, ["Sicilian"]);
/// # Ok::<(), damero::files::FileProblem>(())
/// ```
pub fn read_games(text: &str, options: ReadOptions) -> Reader<&[u8]> {
    Reader::new(text.as_bytes(), options)
}

/// A byte of Windows-1252 as a character (the C1 range as Windows maps it).
fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9f => HIGH[(b - 0x80) as usize],
        _ => char::from(b),
    }
}

/// The line without its end: `\n`, `\r`, and the two characters `\r` some exporters leave, and
/// the blanks before them.
fn clean_line_end(text: &str) -> &str {
    // Most lines end in ASCII blanks, then a letter, a digit or a mark.
    let bytes = text.as_bytes();
    let mut end = bytes.len();
    while end > 0
        && matches!(
            bytes[end - 1],
            b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r' | b' '
        )
    {
        end -= 1;
    }
    if end == 0 || (bytes[end - 1] < 0x80 && bytes[end - 1] != b'r') {
        return &text[..end];
    }
    let mut t = text.trim_end_matches(['\n', '\r']);
    loop {
        let trimmed = t.trim_end();
        match trimmed.strip_suffix("\\r") {
            Some(rest) => t = rest,
            None => return trimmed,
        }
    }
}
