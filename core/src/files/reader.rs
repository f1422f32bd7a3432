//! Reading PGN and PDN: a stream of bytes cut into games (each game's text and tokens), each
//! built into a [`GameRecord`] with every move checked by the rules (`build.rs`). One game is
//! held in memory at a time.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex, mpsc};

use super::build::{Scratch, build, family_of, is_result};
use super::lexer::{Kind, Lexer, Out, Slip, Texts, Token, append, carry_line};
use super::limits::{MAX_FILE_THREADS, MAX_LINE};
use super::record::{FileProblem, GameRecord};
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
    /// Threads that build games (check their moves) while the calling thread cuts the input
    /// into games: 0 or 1 builds each game on the calling thread. The games come out in the
    /// file's order either way, each the same; games are handed over in batches (of at most 64
    /// games, or about 128 KB of text), and at most two batches per thread are held ahead.
    /// More than [`MAX_FILE_THREADS`] are taken as that many.
    pub threads: usize,
}

/// The games of a PGN or PDN stream, one at a time: an iterator of records. Read leniently (the
/// default), every item is `Ok` and a game's problems are in its record; read strictly, a game
/// with a problem is an `Err` with the first problem's line and column (the next game follows).
/// An I/O error ends the iteration with an `Err`.
pub struct Reader<R> {
    input: R,
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
    /// The threads building games, when [`ReadOptions::threads`] is 2 or more.
    pool: Option<Pool>,
    /// Whether every game of the input has been cut (sent to the pool).
    cut_all: bool,
}

/// Games sent to threads to be built, in batches numbered in the file's order, and the records
/// that came back before their turn.
struct Pool {
    jobs: Option<mpsc::Sender<Batch>>,
    built: mpsc::Receiver<Built>,
    workers: Vec<std::thread::JoinHandle<()>>,
    /// The number of the next batch cut, and of the next batch handed out.
    sent: u64,
    handed: u64,
    /// Batches that came back ahead of their turn.
    ready: BTreeMap<u64, Built>,
    /// The records of the batch being handed out, in order.
    current: std::collections::VecDeque<Result<GameRecord, FileProblem>>,
}

/// Games cut, to be built on a thread (a read error, in its place, ends the input).
struct Batch {
    number: u64,
    games: Vec<Result<Pending, FileProblem>>,
}

/// The records of a batch, and its games emptied for the next batches.
struct Built {
    number: u64,
    records: Vec<Result<GameRecord, FileProblem>>,
    emptied: Vec<Pending>,
}

/// The most games, and about the most bytes of text, cut into one batch: enough that handing
/// a batch over costs little beside building it, few enough that every thread gets work.
const BATCH_GAMES: usize = 64;
const BATCH_BYTES: usize = 1 << 17;

impl Pool {
    /// A pool of `threads` (at most [`MAX_FILE_THREADS`]) threads; fewer when the system
    /// refuses more, none at all when it refuses every one (then the reader builds each game
    /// itself).
    fn new(threads: usize, variant: Option<Variant>) -> Pool {
        let (jobs, queue) = mpsc::channel::<Batch>();
        let (done, built) = mpsc::channel();
        let queue = Arc::new(Mutex::new(queue));
        let workers = (0..threads.min(MAX_FILE_THREADS))
            .map_while(|_| {
                let queue = Arc::clone(&queue);
                let done = done.clone();
                let builder = std::thread::Builder::new().name("damero-files".into());
                builder
                    .spawn(move || {
                        let mut scratch = Scratch::default();
                        loop {
                            // The lock is held only while a batch is taken.
                            let job = match queue.lock() {
                                Ok(queue) => queue.recv(),
                                Err(_) => return,
                            };
                            let Ok(batch) = job else { return };
                            let mut emptied = Vec::with_capacity(batch.games.len());
                            let records = batch
                                .games
                                .into_iter()
                                .map(|game| {
                                    let mut p = game?;
                                    let record = build(&mut p, variant, &mut scratch);
                                    p.clear();
                                    emptied.push(p);
                                    Ok(record)
                                })
                                .collect();
                            let built = Built {
                                number: batch.number,
                                records,
                                emptied,
                            };
                            if done.send(built).is_err() {
                                return;
                            }
                        }
                    })
                    .ok()
            })
            .collect();
        Pool {
            jobs: Some(jobs),
            built,
            workers,
            sent: 0,
            handed: 0,
            ready: BTreeMap::new(),
            current: Default::default(),
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        // Closing the queue ends every worker once it has finished its batch.
        self.jobs = None;
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
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
        Reader {
            input,
            options,
            lexer: Lexer::default(),
            line: 0,
            pending: Pending::default(),
            spares: Vec::new(),
            scratch: Scratch::default(),
            line_start: 0,
            taken: 0,
            peeked: None,
            done: false,
            bytes: Vec::new(),
            latin: String::new(),
            // WebAssembly has no threads here: the pool is left out of its build.
            pool: (options.threads > 1 && !cfg!(target_arch = "wasm32"))
                .then(|| Pool::new(options.threads, options.variant))
                .filter(|pool| !pool.workers.is_empty()),
            cut_all: false,
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
                let name = p.texts.span(name);
                let repeated = p.tokens[..k]
                    .iter()
                    .any(|t| matches!(t.kind, Kind::Tag(n, _) if p.texts.span(n) == name));
                if p.has_movetext || repeated {
                    return Cut::Before;
                }
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
        let next = match self.peeked.take() {
            Some(p) => p,
            None => self.next_game()?,
        };
        // A game ended by a blank line takes the result that stands alone after it.
        let next = match next {
            Ok(mut p) if p.by_blank => {
                match self.next_game() {
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

    /// The next record built by the pool, cutting games ahead in batches to keep every thread
    /// busy.
    fn next_from_pool(&mut self) -> Option<Result<GameRecord, FileProblem>> {
        let ahead = 2 * self.pool.as_ref()?.workers.len() as u64;
        loop {
            let pool = self.pool.as_mut()?;
            if let Some(record) = pool.current.pop_front() {
                return Some(record);
            }
            if let Some(built) = pool.ready.remove(&pool.handed) {
                pool.handed += 1;
                pool.current.extend(built.records);
                self.spares.extend(built.emptied);
                continue;
            }
            if pool.sent - pool.handed < ahead && !self.cut_all {
                let mut games = Vec::with_capacity(BATCH_GAMES);
                let mut bytes = 0;
                while games.len() < BATCH_GAMES && bytes < BATCH_BYTES {
                    match self.next_pending() {
                        Some(Ok(pending)) => {
                            bytes += pending.texts.text.len();
                            games.push(Ok(pending));
                        }
                        Some(Err(e)) => {
                            // What was read before the error follows it, as without threads.
                            games.push(Err(e));
                            break;
                        }
                        None => {
                            self.cut_all = true;
                            break;
                        }
                    }
                }
                if games.is_empty() {
                    continue;
                }
                let pool = self.pool.as_mut()?;
                let batch = Batch {
                    number: pool.sent,
                    games,
                };
                pool.jobs.as_ref()?.send(batch).ok()?;
                pool.sent += 1;
                continue;
            }
            if pool.handed == pool.sent {
                return None;
            }
            // Every batch due is being built: wait for one.
            let built = pool.built.recv().ok()?;
            pool.ready.insert(built.number, built);
        }
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<GameRecord, FileProblem>;

    fn next(&mut self) -> Option<Self::Item> {
        let record = if self.pool.is_some() {
            self.next_from_pool()?
        } else {
            match self.next_pending()? {
                Ok(mut p) => {
                    let record = build(&mut p, self.options.variant, &mut self.scratch);
                    p.clear();
                    self.spares.push(p);
                    Ok(record)
                }
                Err(e) => Err(e),
            }
        };
        let record = match record {
            Ok(record) => record,
            Err(e) => return Some(Err(e)),
        };
        if self.options.strict {
            if let Some(first) = record.errors.first() {
                return Some(Err(first.clone()));
            }
        }
        Some(Ok(record))
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
