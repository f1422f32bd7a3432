//! Reading PGN and PDN: a stream of bytes cut into games, each game's tokens built into a
//! [`GameRecord`] with every move checked by the rules. One game is held in memory at a time.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex, mpsc};

use super::header::{self, Named};
use super::lexer::{Kind, Lexer, Slip, Token};
use super::limits::{MAX_FILE_THREADS, MAX_GAME_MOVES, MAX_LINE, MAX_TAGS, MAX_VARIATION_DEPTH};
use super::record::{FileProblem, GameRecord, Node};
use crate::family::Family;
use crate::game::Game;
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
    /// file's order either way, each the same; at most two games per thread are held ahead.
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
    /// The tokens of the game being read, and what has been seen of it.
    pending: Pending,
    /// A token that belongs to the next game (a tag after a game's movetext).
    carry: Vec<Token>,
    /// A game read ahead (see [`Reader::next`]).
    peeked: Option<std::io::Result<Pending>>,
    done: bool,
    bytes: Vec<u8>,
    /// The threads building games, when [`ReadOptions::threads`] is 2 or more.
    pool: Option<Pool>,
    /// Whether every game of the input has been cut (sent to the pool).
    cut_all: bool,
}

/// Games sent to threads to be built, numbered in the file's order, and the records that came
/// back before their turn.
struct Pool {
    jobs: Option<mpsc::Sender<(u64, Pending)>>,
    records: mpsc::Receiver<(u64, GameRecord)>,
    workers: Vec<std::thread::JoinHandle<()>>,
    /// The number of the next game cut, and of the next game handed out.
    sent: u64,
    handed: u64,
    /// Records (and read errors) that came back ahead of their turn.
    ready: BTreeMap<u64, Result<GameRecord, FileProblem>>,
}

impl Pool {
    /// A pool of `threads` (at most [`MAX_FILE_THREADS`]) threads; fewer when the system
    /// refuses more, none at all when it refuses every one (then the reader builds each game
    /// itself).
    fn new(threads: usize, variant: Option<Variant>) -> Pool {
        let (jobs, queue) = mpsc::channel::<(u64, Pending)>();
        let (done, records) = mpsc::channel();
        let queue = Arc::new(Mutex::new(queue));
        let workers = (0..threads.min(MAX_FILE_THREADS))
            .map_while(|_| {
                let queue = Arc::clone(&queue);
                let done = done.clone();
                let builder = std::thread::Builder::new().name("damero-files".into());
                builder
                    .spawn(move || {
                        loop {
                            // The lock is held only while a job is taken.
                            let job = match queue.lock() {
                                Ok(queue) => queue.recv(),
                                Err(_) => return,
                            };
                            let Ok((n, pending)) = job else { return };
                            if done.send((n, build(pending, variant))).is_err() {
                                return;
                            }
                        }
                    })
                    .ok()
            })
            .collect();
        Pool {
            jobs: Some(jobs),
            records,
            workers,
            sent: 0,
            handed: 0,
            ready: BTreeMap::new(),
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        // Closing the queue ends every worker once it has finished its game.
        self.jobs = None;
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}

#[derive(Default)]
struct Pending {
    tokens: Vec<Token>,
    slips: Vec<Slip>,
    warnings: Vec<Slip>,
    has_movetext: bool,
    /// Ended by a blank line, without a result.
    by_blank: bool,
    depth: usize,
    first_line: u32,
    family: Option<Family>,
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
            carry: Vec::new(),
            peeked: None,
            done: false,
            bytes: Vec::new(),
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
            if !self.carry.is_empty() {
                let carried = std::mem::take(&mut self.carry);
                if let Some(game) = self.take_all(carried) {
                    return Some(Ok(game));
                }
            }
            if self.done {
                let mut last = std::mem::take(&mut self.pending);
                self.lexer.finish(&mut last.tokens, &mut last.slips);
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
                let mut done = std::mem::take(&mut self.pending);
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
            let text = decode(
                &self.bytes,
                line_no == 1,
                line_no,
                &mut self.pending.warnings,
            );
            let text = clean_line_end(&text);
            if text.trim().is_empty() && !self.lexer.in_comment() {
                // A blank line after a game's moves ends it (outside its variations).
                if self.pending.has_movetext && self.pending.depth == 0 {
                    let mut done = std::mem::take(&mut self.pending);
                    done.by_blank = true;
                    return Some(Ok(done));
                }
                continue;
            }
            let mut tokens = Vec::new();
            let mut slips = Vec::new();
            self.lexer.line(text, line_no, &mut tokens, &mut slips);
            self.pending.slips.extend(slips);
            if let Some(game) = self.take_all(tokens) {
                return Some(Ok(game));
            }
        }
    }

    /// Adds tokens to the game being read; returns the game when one of them ends it, the
    /// tokens after it kept for the next game.
    fn take_all(&mut self, tokens: Vec<Token>) -> Option<Pending> {
        let mut finished: Option<Pending> = None;
        for t in tokens {
            if finished.is_some() {
                self.carry.push(t);
                continue;
            }
            if let Some(done) = self.take(t) {
                finished = Some(done);
            }
        }
        finished
    }

    /// Adds a token to the game being read; returns the game when the token ends it (a result),
    /// or when the token starts the next game (a tag after movetext, or a tag the game already
    /// has: header-only games stay apart).
    fn take(&mut self, t: Token) -> Option<Pending> {
        let p = &mut self.pending;
        if p.tokens.is_empty() {
            p.first_line = t.line;
        }
        let repeated = |name: &str, tokens: &[Token]| {
            tokens
                .iter()
                .any(|t| matches!(&t.kind, Kind::Tag(k, _) if k == name))
        };
        match &t.kind {
            Kind::Tag(name, _) if p.has_movetext || repeated(name, &p.tokens) => {
                let done = std::mem::take(p);
                self.pending.first_line = t.line;
                self.pending.tokens.push(t);
                return Some(done);
            }
            Kind::Tag(..) => {}
            Kind::Open => {
                p.depth += 1;
                p.has_movetext = true;
            }
            Kind::Close => {
                p.depth = p.depth.saturating_sub(1);
            }
            Kind::Word(w) => {
                if p.family.is_none() {
                    p.family = Some(family_of(&p.tokens, self.options.variant, w));
                }
                p.has_movetext = true;
                if p.depth == 0 && is_result(w, p.family) {
                    p.tokens.push(t);
                    return Some(std::mem::take(p));
                }
            }
            Kind::Comment(_) | Kind::Nag(_) | Kind::Mark(_) | Kind::Bad(_) => {
                p.has_movetext = p.has_movetext || !matches!(t.kind, Kind::Comment(_));
            }
        }
        p.tokens.push(t);
        None
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
                    Some(Ok(q)) if q.lone_result() => p.tokens.extend(q.tokens),
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

    /// The next record built by the pool, cutting games ahead to keep every thread busy.
    fn next_from_pool(&mut self) -> Option<Result<GameRecord, FileProblem>> {
        let ahead = 2 * self.pool.as_ref()?.workers.len() as u64;
        loop {
            let pool = self.pool.as_mut()?;
            if let Some(record) = pool.ready.remove(&pool.handed) {
                pool.handed += 1;
                return Some(record);
            }
            if pool.sent - pool.handed < ahead && !self.done_cutting() {
                match self.next_pending() {
                    Some(Ok(pending)) => {
                        let pool = self.pool.as_mut()?;
                        let jobs = pool.jobs.as_ref()?;
                        if jobs.send((pool.sent, pending)).is_err() {
                            return None;
                        }
                        pool.sent += 1;
                    }
                    Some(Err(e)) => {
                        let pool = self.pool.as_mut()?;
                        pool.ready.insert(pool.sent, Err(e));
                        pool.sent += 1;
                        self.done = true;
                    }
                    None => self.cut_all = true,
                }
                continue;
            }
            let pool = self.pool.as_mut()?;
            if pool.handed == pool.sent {
                return None;
            }
            // Every game due is being built: wait for one.
            let (n, record) = pool.records.recv().ok()?;
            pool.ready.insert(n, Ok(record));
        }
    }

    fn done_cutting(&self) -> bool {
        self.cut_all
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<GameRecord, FileProblem>;

    fn next(&mut self) -> Option<Self::Item> {
        let record = if self.pool.is_some() {
            self.next_from_pool()?
        } else {
            let pending = self.next_pending()?;
            pending.map(|p| build(p, self.options.variant))
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
    /// Whether the game is a result and nothing else.
    fn lone_result(&self) -> bool {
        matches!(self.tokens.as_slice(), [t] if matches!(&t.kind, Kind::Word(w) if is_result(w, self.family)))
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

/// A line's text: UTF-8, else Windows-1252 (with a warning); a byte-order mark at the start of
/// the input dropped.
fn decode(bytes: &[u8], first: bool, line: u32, warnings: &mut Vec<Slip>) -> String {
    let bytes = if first {
        bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes)
    } else {
        bytes
    };
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => {
            warnings.push(Slip {
                line,
                column: 1,
                message: "the line is not UTF-8: read as Windows-1252".into(),
            });
            bytes.iter().map(|&b| windows_1252(b)).collect()
        }
    }
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

/// The line without its end: `\n`, `\r`, and the two characters `\r` some exporters leave.
fn clean_line_end(text: &str) -> &str {
    let mut t = text.trim_end_matches(['\n', '\r']);
    loop {
        let trimmed = t.trim_end();
        match trimmed.strip_suffix("\\r") {
            Some(rest) => t = rest,
            None => return trimmed,
        }
    }
}

/// The family a game is read in, decided at its first word of movetext from its tags so far.
fn family_of(tokens: &[Token], default: Option<Variant>, first_word: &str) -> Family {
    let headers: Vec<(String, String)> = tokens
        .iter()
        .filter_map(|t| match &t.kind {
            Kind::Tag(k, v) => Some((k.clone(), v.clone())),
            _ => None,
        })
        .collect();
    match header::named(&headers) {
        Named::Plays(v) => v.family(),
        Named::Unsupported(_) => Family::Chess,
        Named::Silent => match default {
            Some(v) => v.family(),
            None => {
                let fen = headers
                    .iter()
                    .find(|(k, _)| k.eq_ignore_ascii_case("FEN"))
                    .map(|(_, v)| v.as_str());
                header::candidates(fen, &[first_word])[0].family()
            }
        },
    }
}

/// Whether a word ends the game: the results of both standards (draughts adds `2-0`, `1-1`,
/// `0-2` and `0-0`; in chess `0-0` is castling).
fn is_result(word: &str, family: Option<Family>) -> bool {
    match word {
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" => true,
        "2-0" | "0-2" | "1-1" | "0-0" => family != Some(Family::Chess),
        _ => false,
    }
}

fn problem(s: &Slip) -> FileProblem {
    FileProblem {
        line: s.line,
        column: s.column,
        message: s.message.clone(),
    }
}

/// The state of one line of play while the tree is built: the node reached and the game there.
struct Line {
    node: usize,
    game: Option<Game>,
    /// After an error, the rest of the line is skipped.
    dead: bool,
    /// A variation with no move yet: its comments go before its first move.
    fresh: bool,
    comments_before: Vec<String>,
}

/// Moves written with blanks after their separator, as some exporters align squares (`1- 6`,
/// `23x 5`): joined into one word.
fn join_padded(tokens: &mut Vec<Token>) {
    let mut i = 0;
    while i + 1 < tokens.len() {
        let joined = match (&tokens[i].kind, &tokens[i + 1].kind) {
            (Kind::Word(a), Kind::Word(b))
                if (a.ends_with('-') || a.ends_with('x'))
                    && a.len() > 1
                    && b.bytes().next().is_some_and(|c| c.is_ascii_digit()) =>
            {
                Some(format!("{a}{b}"))
            }
            _ => None,
        };
        match joined {
            Some(w) => {
                tokens[i].kind = Kind::Word(w);
                tokens.remove(i + 1);
            }
            None => i += 1,
        }
    }
}

/// The record of one game's tokens. A game whose tags name no game and whose caller gave none
/// is read as each game its moves may be (see [`header::candidates`]) until one reads without an
/// error in its moves; the warning says which was taken.
fn build(mut p: Pending, default: Option<Variant>) -> GameRecord {
    join_padded(&mut p.tokens);
    let headers = tags(&p.tokens);
    if default.is_some() || header::named(&headers) != Named::Silent {
        return build_as(&p, default, None);
    }
    let words: Vec<&str> = p
        .tokens
        .iter()
        .filter_map(|t| match &t.kind {
            Kind::Word(w) => Some(w.as_str()),
            _ => None,
        })
        .collect();
    let fen = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("FEN"))
        .map(|(_, v)| v.as_str());
    let candidates = header::candidates(fen, &words);
    let mut best: Option<GameRecord> = None;
    for (i, &v) in candidates.iter().enumerate() {
        let why = match (candidates.len(), v.family()) {
            (1, Family::Chess) => None,
            (1, _) => Some(format!(
                "no GameType tag: read as {v} (its squares are on that board); give the variant to read it as another game"
            )),
            _ => Some(format!(
                "no GameType tag: read as {v}, the first of {} whose rules its moves follow; give the variant to read it as another game",
                candidates
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        };
        let record = build_as(&p, Some(v), why);
        let clean = record.errors.is_empty();
        if best
            .as_ref()
            .is_none_or(|b| record.errors.len() < b.errors.len() && i > 0)
        {
            best = Some(record);
        }
        if clean {
            break;
        }
    }
    best.expect("at least one candidate")
}

fn tags(tokens: &[Token]) -> Vec<(String, String)> {
    tokens
        .iter()
        .filter_map(|t| match &t.kind {
            Kind::Tag(k, v) => Some((k.clone(), v.clone())),
            _ => None,
        })
        .collect()
}

/// The record of one game's tokens read as `variant` (`None`: as its tags say), with `why` as a
/// warning when the variant was inferred.
fn build_as(p: &Pending, default: Option<Variant>, why: Option<String>) -> GameRecord {
    let mut errors: Vec<FileProblem> = p.slips.iter().map(problem).collect();
    let mut warnings: Vec<FileProblem> = p.warnings.iter().map(problem).collect();
    let mut headers = Vec::new();
    for t in &p.tokens {
        if let Kind::Tag(k, v) = &t.kind {
            if headers.len() < MAX_TAGS {
                headers.push((k.clone(), v.clone()));
            } else if headers.len() == MAX_TAGS {
                errors.push(at(
                    t,
                    format!("more than {MAX_TAGS} tags: the rest are skipped"),
                ));
            }
        }
    }
    let at_start = FileProblem {
        line: p.first_line.max(1),
        column: 1,
        message: String::new(),
    };
    let fen = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("FEN"))
        .map(|(_, v)| v.trim().to_string());
    let variant = match header::named(&headers) {
        Named::Plays(v) => Some(v),
        Named::Unsupported(what) => {
            errors.push(FileProblem {
                message: format!(
                    "{what} is not a game damero plays: the game's moves are not read"
                ),
                ..at_start.clone()
            });
            None
        }
        Named::Silent => {
            if let Some(why) = why {
                warnings.push(FileProblem {
                    message: why,
                    ..at_start.clone()
                });
            }
            Some(default.unwrap_or(Variant::Chess))
        }
    };
    let start = variant.and_then(|v| {
        let made = match &fen {
            Some(f) => Game::from_fen(v, f, None),
            None => Game::new(v),
        };
        match made {
            Ok(g) => Some(g),
            Err(e) => {
                errors.push(FileProblem {
                    message: format!("the start position cannot be read: {}", e.message()),
                    ..at_start.clone()
                });
                None
            }
        }
    });
    let mut nodes = vec![Node::root()];
    let mut result = None;
    let mut stack: Vec<Line> = vec![Line {
        node: 0,
        game: start.clone(),
        dead: start.is_none(),
        fresh: false,
        comments_before: Vec::new(),
    }];
    // Variations deeper than the limit are skipped whole: their depth is counted here.
    let mut skipped_depth = 0usize;
    let mut moves = 0usize;
    for t in &p.tokens {
        if skipped_depth > 0 {
            match t.kind {
                Kind::Open => skipped_depth += 1,
                Kind::Close => skipped_depth -= 1,
                _ => {}
            }
            continue;
        }
        let depth = stack.len();
        let line = stack.last_mut().expect("the main line is never popped");
        match &t.kind {
            Kind::Tag(..) => {}
            Kind::Comment(c) => {
                let text = c.trim().to_string();
                if line.fresh {
                    line.comments_before.push(text);
                } else if line.node == 0 {
                    nodes[0].comments.push(text);
                } else {
                    nodes[line.node].comments.push(text);
                }
            }
            Kind::Nag(n) => {
                if line.node != 0 {
                    nodes[line.node].nags.push(*n);
                }
            }
            Kind::Mark(m) => match mark_nag(m) {
                Some(n) if line.node != 0 => nodes[line.node].nags.push(n),
                Some(_) => {}
                None => warnings.push(at(
                    t,
                    format!("{} is not a move-strength mark", crate::error::Quoted(m)),
                )),
            },
            Kind::Bad(b) => {
                errors.push(at(
                    t,
                    format!("{} is not PGN or PDN", crate::error::Quoted(b)),
                ));
            }
            Kind::Open => {
                if depth > MAX_VARIATION_DEPTH {
                    errors.push(at(
                        t,
                        format!("variations nested deeper than {MAX_VARIATION_DEPTH}: skipped"),
                    ));
                    skipped_depth = 1;
                    continue;
                }
                // An alternative to the last move: from the position before it.
                let (parent, game) = match nodes[line.node].parent {
                    Some(parent) => {
                        let mut game = line.game.clone();
                        let ok = game.as_mut().is_some_and(|g| g.undo().is_ok());
                        (parent, if ok && !line.dead { game } else { None })
                    }
                    None => (0, line.game.clone()),
                };
                let dead = game.is_none() || variant.is_none();
                stack.push(Line {
                    node: parent,
                    game,
                    dead,
                    fresh: true,
                    comments_before: Vec::new(),
                });
            }
            Kind::Close => {
                if stack.len() > 1 {
                    stack.pop();
                } else {
                    errors.push(at(t, "a ')' that closes no variation".into()));
                }
            }
            Kind::Word(w) => {
                if depth == 1 && is_result(w, variant.map(|v| v.family())) {
                    result = Some(if w == "½-½" {
                        "1/2-1/2".to_string()
                    } else {
                        w.clone()
                    });
                    continue;
                }
                if line.dead {
                    continue;
                }
                if moves >= MAX_GAME_MOVES {
                    errors.push(at(
                        t,
                        format!("more than {MAX_GAME_MOVES} moves: the rest are skipped"),
                    ));
                    line.dead = true;
                    continue;
                }
                let Some(game) = line.game.as_mut() else {
                    line.dead = true;
                    continue;
                };
                let text = move_text(w, variant);
                match play_text(game, &text) {
                    Ok(m) => {
                        moves += 1;
                        let id = nodes.len();
                        let mut node = Node::root();
                        node.played = Some(m);
                        node.parent = Some(line.node);
                        node.comments_before = std::mem::take(&mut line.comments_before);
                        nodes.push(node);
                        nodes[line.node].children.push(id);
                        line.node = id;
                        line.fresh = false;
                    }
                    Err(e) => {
                        errors.push(at(
                            t,
                            format!("{}: {}", crate::error::Quoted(w), e.message()),
                        ));
                        line.dead = true;
                    }
                }
            }
        }
    }
    if stack.len() > 1 {
        errors.push(FileProblem {
            message: "a variation that is never closed (no ')')".into(),
            ..at_start.clone()
        });
    }
    // The result tag and the marker: the marker is the game's word; a disagreement is noted.
    if let (Some(r), Some(tag)) = (&result, headers.iter().find(|(k, _)| k == "Result")) {
        if tag.1 != *r && tag.1 != "*" && r != "*" {
            warnings.push(FileProblem {
                message: format!(
                    "the Result tag says {} but the game ends {}",
                    crate::error::Quoted(&tag.1),
                    crate::error::Quoted(r)
                ),
                ..at_start.clone()
            });
        }
    }
    GameRecord {
        headers,
        variant: if start.is_some() { variant } else { None },
        result,
        nodes,
        errors,
        warnings,
        line: p.first_line.max(1),
        start,
    }
}

/// Plays move text as [`Game::play`] does, through the quick reading a fragment's moves take
/// (the move found among the generated ones without writing every legal move's notation), the
/// full reading deciding and explaining when the quick one does not apply.
fn play_text(game: &mut Game, text: &str) -> crate::Result<crate::Move> {
    let before = game.history().len();
    game.replay(&[text]).map_err(|(_, e)| e)?;
    match game.history().get(before) {
        Some(m) => Ok(m.clone()),
        None => game.play(text),
    }
}

fn at(t: &Token, message: String) -> FileProblem {
    FileProblem {
        line: t.line,
        column: t.column,
        message,
    }
}

/// The NAG of a move-strength mark.
fn mark_nag(mark: &str) -> Option<u16> {
    Some(match mark {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// Move text as the rules read it: in draughts, zero-padded squares (`23x05`) and upper-case
/// square names (`A1-B2`) are written as the family writes them.
fn move_text(word: &str, variant: Option<Variant>) -> String {
    if variant.is_none_or(|v| v.family() != Family::Draughts) {
        return word.to_string();
    }
    let lower = word.to_ascii_lowercase();
    // Square names without a separator (`a3b4`): a step.
    if let [
        f1 @ b'a'..=b'l',
        r1 @ b'1'..=b'9',
        f2 @ b'a'..=b'l',
        r2 @ b'1'..=b'9',
    ] = lower.as_bytes()
    {
        return format!(
            "{}{}-{}{}",
            *f1 as char, *r1 as char, *f2 as char, *r2 as char
        );
    }
    let mut out = String::with_capacity(lower.len());
    let mut in_number = false;
    let bytes = lower.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'0' && !in_number && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        in_number = b.is_ascii_digit();
        out.push(b as char);
    }
    out
}
