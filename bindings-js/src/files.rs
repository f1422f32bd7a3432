//! Game files (PGN, PDN): `RawFileReader`, the core's `damero::files::Reader` over bytes that
//! `js/files.js` hands over in chunks (a string cut into pieces, a `Uint8Array`, the chunks of a
//! `ReadableStream`), and the writing of a record (`writeGameFile`) and of a game (`toGameFile`).
//!
//! One core reader reads the whole input, so the games, their line numbers and their problems
//! are exactly those of `read_games` over the same bytes. The reader pulls lines from its input
//! and cannot wait for more, so it is asked for a game only when the bytes it may read for that
//! game are all here: the whole input has come (or failed), or three game starts lie ahead of what
//! it has read ([`Cuts`]). A game ends before the next game start, and the reader looks one game
//! past a game that ends at a blank line, so it never reads past the third. Only those few games
//! are held in memory, whatever the size of the input.
//!
//! A game start here is a line whose first token is a tag, where the token before it (the last
//! of the lines before, in the file's order) is a move, a NAG, a move-strength mark, an opening
//! parenthesis or something unreadable: after such a token the game being read has movetext (or
//! has just ended), so the core's reader starts a new game at that tag. Telling the tokens apart
//! needs the lexer's rules for comments (the only state carried from one line to the next), tag
//! values and words: [`Cuts::line`] follows `core/src/files/lexer.rs` and the line handling of
//! `core/src/files/reader.rs`. Were it ever to take a line for a game start that is none, the
//! reader would run out of input in the middle of a game: that is reported as an internal error,
//! never read as the end of the file.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{self, BufRead, Read};
use std::rc::Rc;

use damero::files::limits::MAX_LINE;
use damero::files::{FileProblem, GameRecord, Node, ReadOptions, Reader, write_game};
use damero::{Game, Variant};
use wasm_bindgen::prelude::*;

use crate::convert::Packer;
use crate::errors::{make, to_js};

/// What [`RawFileReader::next`] answers (the first byte of its packed answer).
const END: u8 = 0;
const RECORD: u8 = 1;
const REFUSED: u8 = 2;
const FAILED: u8 = 3;
const NEED_INPUT: u8 = 4;

/// The message of the input's own error, as the reader reports it (`reading failed: ...`): a
/// strict refusal never has it.
const FAILURE: &str = "the input stopped (damero-js)";

/// The bytes handed over and not yet taken by the reader, and how the input ends.
#[derive(Default)]
struct Input {
    bytes: Vec<u8>,
    /// Bytes the reader has consumed, from the start of the input.
    taken: u64,
    finished: bool,
    failed: bool,
    /// The reader asked for bytes that have not come: a bug of [`Cuts`].
    starved: bool,
}

/// The reader's side of [`Input`].
struct Feed {
    input: Rc<RefCell<Input>>,
    local: Vec<u8>,
    at: usize,
}

impl Read for Feed {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Feed {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at >= self.local.len() {
            let mut input = self.input.borrow_mut();
            self.local.clear();
            std::mem::swap(&mut self.local, &mut input.bytes);
            self.at = 0;
            if self.local.is_empty() && !input.finished {
                if !input.failed {
                    input.starved = true;
                }
                return Err(io::Error::other(FAILURE));
            }
        }
        Ok(&self.local[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        let amount = amount.min(self.local.len() - self.at);
        self.at += amount;
        self.input.borrow_mut().taken += amount as u64;
    }
}

/// The line being cut from the chunks, and the game starts found so far (see the module docs).
#[derive(Default)]
struct Cuts {
    /// The line so far: at most `MAX_LINE + 1` bytes are kept (the reader skips the rest of a
    /// longer line unread, so it is given only those and the line end).
    line: Vec<u8>,
    /// The length of the line so far, kept or not.
    length: u64,
    /// Lines cut so far.
    lines: u64,
    /// Bytes handed to the reader so far: where the next line starts.
    offset: u64,
    /// A brace comment is open at the end of the last line.
    in_comment: bool,
    /// The last token so far tells that a tag after it starts a game.
    after_movetext: bool,
    /// Offsets of the game starts found ahead of the reader.
    starts: VecDeque<u64>,
}

/// What the lexer makes of a token, as far as game starts go.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Tag,
    /// A move, a NAG, a mark, `(`, or something unreadable: the game has movetext after it.
    Movetext,
    /// A comment or `)`.
    Other,
}

impl Cuts {
    /// Cuts `chunk` into lines, each handed to `input` whole.
    fn feed(&mut self, chunk: &[u8], input: &mut Input) {
        let mut rest = chunk;
        while !rest.is_empty() {
            let (piece, ended) = match rest.iter().position(|&b| b == b'\n') {
                Some(at) => (&rest[..=at], true),
                None => (rest, false),
            };
            rest = &rest[piece.len()..];
            let room = (MAX_LINE + 1).saturating_sub(self.line.len());
            self.line.extend_from_slice(&piece[..piece.len().min(room)]);
            self.length += piece.len() as u64;
            if ended {
                self.end_line(true, input);
            }
        }
    }

    /// The input ends: the last line, if it has no line end.
    fn finish(&mut self, input: &mut Input) {
        if self.length > 0 {
            self.end_line(false, input);
        }
    }

    fn end_line(&mut self, ended: bool, input: &mut Input) {
        let start = self.offset;
        let whole = self.length == self.line.len() as u64;
        if self.length <= MAX_LINE as u64 {
            if self.line_starts_game() {
                self.starts.push_back(start);
            }
        } else if !whole && ended {
            // Past the limit: the reader reads MAX_LINE + 1 bytes, then skips to the line end.
            self.line.push(b'\n');
        }
        self.offset += self.line.len() as u64;
        input.bytes.extend_from_slice(&self.line);
        self.line.clear();
        self.length = 0;
        self.lines += 1;
    }

    /// Reads the line as the core's reader does (`decode`, `clean_line_end`, the blank line, the
    /// lexer): whether it starts a game, with the state it leaves for the next line.
    fn line_starts_game(&mut self) -> bool {
        let mut bytes = self.line.as_slice();
        if self.lines == 0 {
            bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
        }
        let text: std::borrow::Cow<'_, str> = match std::str::from_utf8(bytes) {
            Ok(text) => text.into(),
            Err(_) => bytes
                .iter()
                .map(|&b| windows_1252(b))
                .collect::<String>()
                .into(),
        };
        let text = clean_line_end(&text);
        if text.trim().is_empty() && !self.in_comment {
            return false;
        }
        let chars: Vec<char> = text.chars().collect();
        let mut first = None;
        let mut last = None;
        let opened_in_comment = self.in_comment;
        scan(&chars, &mut self.in_comment, &mut |class| {
            first.get_or_insert(class);
            last = Some(class);
        });
        let starts = !opened_in_comment && first == Some(Class::Tag) && self.after_movetext;
        if let Some(class) = last {
            self.after_movetext = class == Class::Movetext;
        }
        starts
    }

    /// Whether the reader, having taken `taken` bytes, can be asked for a game: three game
    /// starts lie ahead of it (see the module docs).
    fn ready(&mut self, taken: u64) -> bool {
        while self.starts.front().is_some_and(|&s| s < taken) {
            self.starts.pop_front();
        }
        self.starts.len() >= 3
    }
}

/// A byte of Windows-1252 as a character (core/src/files/reader.rs `windows_1252`).
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

/// The line without its end (core/src/files/reader.rs `clean_line_end`).
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

/// The tokens of one line as core/src/files/lexer.rs `Lexer::line` makes them, each told to
/// `token` by its class; a comment left open at the end of the line is told as a comment (its
/// token comes before anything after it).
fn scan(chars: &[char], in_comment: &mut bool, token: &mut impl FnMut(Class)) {
    let mut i = 0;
    if *in_comment {
        match chars.iter().position(|&ch| ch == '}') {
            Some(end) => {
                *in_comment = false;
                token(Class::Other);
                i = end + 1;
            }
            None => {
                token(Class::Other);
                return;
            }
        }
    } else if chars.first() == Some(&'%') {
        return;
    }
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || c == '\u{feff}' {
            i += 1;
            continue;
        }
        match c {
            '{' => {
                token(Class::Other);
                match chars[i + 1..].iter().position(|&ch| ch == '}') {
                    Some(len) => i += len + 2,
                    None => {
                        *in_comment = true;
                        return;
                    }
                }
            }
            ';' => {
                token(Class::Other);
                return;
            }
            '[' => i = tag(chars, i, token),
            '(' => {
                // `(?)`: a mark; else a variation opens. Either is movetext.
                let marks = chars[i + 1..]
                    .iter()
                    .take_while(|&&ch| ch == '!' || ch == '?')
                    .count();
                token(Class::Movetext);
                i += if marks > 0 && chars.get(i + 1 + marks) == Some(&')') {
                    marks + 2
                } else {
                    1
                };
            }
            ')' => {
                token(Class::Other);
                i += 1;
            }
            // Reported, no token.
            '}' => i += 1,
            '$' => {
                // A NAG, or something unreadable: both movetext.
                let digits = chars[i + 1..]
                    .iter()
                    .take_while(|ch| ch.is_ascii_digit())
                    .count();
                token(Class::Movetext);
                i += 1 + digits;
            }
            _ => i = word(chars, i, token),
        }
    }
}

/// A tag from `chars[i] == '['` (lexer.rs `tag`): told when the lexer makes a tag token of it;
/// returns where reading goes on.
fn tag(chars: &[char], i: usize, token: &mut impl FnMut(Class)) -> usize {
    let mut j = i + 1;
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    let name_start = j;
    while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_' || chars[j] == '?') {
        j += 1;
    }
    if j == name_start {
        return j.max(i + 1);
    }
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    if chars.get(j) == Some(&']') {
        token(Class::Tag);
        return j + 1;
    }
    if chars.get(j) != Some(&'"') {
        return chars[j..]
            .iter()
            .position(|&c| c == ']')
            .map_or(chars.len(), |p| j + p + 1);
    }
    j += 1;
    loop {
        match chars.get(j) {
            None => {
                token(Class::Tag);
                return j;
            }
            Some('\\') if matches!(chars.get(j + 1), Some('"') | Some('\\')) => j += 2,
            Some('"') => {
                j += 1;
                break;
            }
            Some(_) => j += 1,
        }
    }
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    if chars.get(j) == Some(&']') {
        j += 1;
    }
    token(Class::Tag);
    j
}

/// A word of movetext from `chars[i]` (lexer.rs `word`): a move, a mark or something
/// unreadable, all movetext; a move number alone makes no token. Returns where reading goes on.
fn word(chars: &[char], i: usize, token: &mut impl FnMut(Class)) -> usize {
    let stop = |c: char| c.is_whitespace() || "{}()[];$".contains(c);
    let mut end = i;
    while end < chars.len() && !stop(chars[end]) {
        end += 1;
    }
    if end == i {
        token(Class::Movetext);
        return i + 1;
    }
    let text = &chars[i..end];
    let digits = text.iter().take_while(|c| c.is_ascii_digit()).count();
    let dots = text[digits..].iter().take_while(|&&c| c == '.').count();
    if dots == 0 || digits + dots < text.len() {
        token(Class::Movetext);
    }
    end
}

/// The games of an input handed over in chunks (see the module docs); `js/files.js` wraps it in
/// the iterators of `readGames` and `readGamesFromStream`.
#[wasm_bindgen]
pub struct RawFileReader {
    input: Rc<RefCell<Input>>,
    cuts: Cuts,
    reader: Reader<Feed>,
}

#[wasm_bindgen]
impl RawFileReader {
    /// A reader of games: those whose tags name no game are read as `variant` when given, and
    /// a game with a problem is refused when `strict`.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: Option<String>, strict: bool) -> Result<RawFileReader, JsValue> {
        let variant = variant
            .map(|name| Variant::from_name(&name).map_err(to_js))
            .transpose()?;
        let input = Rc::new(RefCell::new(Input::default()));
        let feed = Feed {
            input: Rc::clone(&input),
            local: Vec::new(),
            at: 0,
        };
        let options = ReadOptions {
            variant,
            strict,
            ..Default::default()
        };
        Ok(RawFileReader {
            input,
            cuts: Cuts::default(),
            reader: Reader::new(feed, options),
        })
    }

    /// More bytes of the input.
    #[wasm_bindgen(js_name = feedBytes)]
    pub fn feed_bytes(&mut self, chunk: &[u8]) {
        let mut input = self.input.borrow_mut();
        if !input.finished && !input.failed {
            self.cuts.feed(chunk, &mut input);
        }
    }

    /// More of the input as text (UTF-8).
    #[wasm_bindgen(js_name = feedText)]
    pub fn feed_text(&mut self, chunk: &str) {
        self.feed_bytes(chunk.as_bytes());
    }

    /// The input is whole.
    pub fn finish(&mut self) {
        let mut input = self.input.borrow_mut();
        if !input.finished && !input.failed {
            self.cuts.finish(&mut input);
            input.finished = true;
        }
    }

    /// The input failed (the stream's error is JS's): the games whose bytes all came are read,
    /// then the failure is reported.
    pub fn fail(&mut self) {
        let mut input = self.input.borrow_mut();
        if !input.finished {
            input.failed = true;
        }
    }

    /// The next answer, packed: `u8` [`NEED_INPUT`] (feed more first), [`END`], [`RECORD`] and
    /// the record (see [`pack_record`]), [`REFUSED`] and the problem of a strict read (`u32`
    /// line, `u32` column, `text` the message of its error, `text` the problem alone), or
    /// [`FAILED`] and `u8` 1 when the reader ran out of input that was still to come (a bug), 0
    /// when the input failed.
    pub fn next(&mut self) -> u32 {
        let ready = {
            let input = self.input.borrow();
            input.finished || input.failed || self.cuts.ready(input.taken)
        };
        let mut p = Packer::with_capacity(256);
        if !ready {
            p.u8(NEED_INPUT);
            return p.finish();
        }
        match self.reader.next() {
            None => p.u8(END),
            Some(Ok(record)) => {
                p.u8(RECORD);
                pack_record(&mut p, &record);
            }
            Some(Err(problem))
                if problem.column == 1
                    && problem.message == format!("reading failed: {FAILURE}") =>
            {
                p.u8(FAILED);
                p.u8(self.input.borrow().starved as u8);
            }
            Some(Err(problem)) => {
                p.u8(REFUSED);
                p.u32(problem.line);
                p.u32(problem.column);
                p.text(damero::Error::from(problem.clone()).message());
                p.text(&problem.message);
            }
        }
        p.finish()
    }
}

fn problems(p: &mut Packer, list: &[FileProblem]) {
    p.u32(list.len() as u32);
    for problem in list {
        p.u32(problem.line);
        p.u32(problem.column);
        p.text(&problem.message);
    }
}

fn texts(p: &mut Packer, list: &[String]) {
    p.u32(list.len() as u32);
    for text in list {
        p.text(text);
    }
}

/// A record: `u32` line, `str` variant (empty for none), `u8` 1 and `str` the result or `u8` 0,
/// `u8` how the game starts (0: no game, 1: the variant's start, 2: a set-up) and `text` its start
/// FEN, `u32` count and `text` name, `text` value of each tag, the errors and then the warnings
/// (`u32` count, then `u32` line, `u32` column, `text` message each), then `u32` count of nodes
/// and each node in the record's order (the root first): `u8` 1 and the move or `u8` 0, `u32`
/// count and `u32` each child, the comments before (`u32` count, `text` each), the comments
/// after, `u32` count and `u32` each NAG, `u32` count and `text` name, `text` arguments of each
/// command. A `text` is a `u32` length and that many bytes of UTF-8.
fn pack_record(p: &mut Packer, record: &GameRecord) {
    p.u32(record.line);
    p.str(record.variant.map_or("", |v| v.name()));
    match &record.result {
        Some(result) => {
            p.u8(1);
            p.str(result);
        }
        None => p.u8(0),
    }
    match record.start() {
        Some(start) => {
            p.u8(if start.has_custom_start() { 2 } else { 1 });
            p.text(&start.start_fen());
        }
        None => {
            p.u8(0);
            p.text("");
        }
    }
    p.u32(record.headers.len() as u32);
    for (name, value) in &record.headers {
        p.text(name);
        p.text(value);
    }
    problems(p, &record.errors);
    problems(p, &record.warnings);
    p.u32(record.nodes.len() as u32);
    for (i, node) in record.nodes.iter().enumerate() {
        match record.played(i) {
            Some(m) => {
                p.u8(1);
                p.one_move(m);
            }
            None => p.u8(0),
        }
        p.u32(node.children.len() as u32);
        for &child in &node.children {
            p.u32(child as u32);
        }
        texts(p, &node.comments_before);
        texts(p, &node.comments);
        p.u32(node.nags.len() as u32);
        for &nag in &node.nags {
            p.u32(u32::from(nag));
        }
        let commands = node.commands();
        p.u32(commands.len() as u32);
        for (name, args) in &commands {
            p.text(name);
            p.text(args);
        }
    }
}

/// The start of a record's game: its variant's start, or the set-up `fen` (as packed by
/// [`pack_record`]).
fn start(variant: &str, fen: Option<String>) -> Result<Game, JsValue> {
    let variant = Variant::from_name(variant).map_err(to_js)?;
    match fen {
        Some(fen) => Game::from_fen(variant, &fen, None),
        None => Game::new(variant),
    }
    .map_err(to_js)
}

/// A record read by [`RawFileReader`] written back as PGN or PDN (`write_game`), from what
/// `js/files.js` kept of it: the start (`variant`, and the set-up `fen` if any), the tags
/// (`names[i]`, `values[i]`), the result, and each node in the record's order (the root first):
/// `moves[i - 1]` the notation of the move of node `i` (played from its parent's position),
/// `children` (for each node its count, then the children), `nags` (the same), and `texts` with
/// `counts` (for each node the count of its comments before the move, then of those after it,
/// the texts in that order). `None` when it cannot be written (no game; a game neither format
/// holds).
#[wasm_bindgen(js_name = writeGameFile)]
#[allow(clippy::too_many_arguments)]
pub fn write_game_file(
    variant: &str,
    fen: Option<String>,
    names: Vec<String>,
    values: Vec<String>,
    result: Option<String>,
    moves: Vec<String>,
    children: &[u32],
    nags: &[u32],
    texts: Vec<String>,
    counts: &[u32],
) -> Result<Option<String>, JsValue> {
    let bad = || {
        make(
            "invalid_argument",
            "a game record that does not hold together",
        )
    };
    let game = start(variant, fen)?;
    let mut record = GameRecord::from_game(&game, &[]);
    record.headers = names.into_iter().zip(values).collect();
    record.result = result;
    let count = moves.len() + 1;
    let mut nodes: Vec<Node> = Vec::with_capacity(count);
    let (mut c, mut n, mut t) = (0, 0, 0);
    let mut texts = texts.into_iter();
    for _ in 0..count {
        let mut node = record.nodes[0].clone();
        let take = |list: &[u32], at: &mut usize| -> Option<Vec<u32>> {
            let len = *list.get(*at)? as usize;
            let items = list.get(*at + 1..*at + 1 + len)?.to_vec();
            *at += 1 + len;
            Some(items)
        };
        node.children = take(children, &mut c)
            .ok_or_else(bad)?
            .into_iter()
            .map(|x| x as usize)
            .collect::<Vec<_>>()
            .into();
        node.nags = take(nags, &mut n)
            .ok_or_else(bad)?
            .into_iter()
            .map(|x| u16::try_from(x).map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let before = *counts.get(t).ok_or_else(bad)? as usize;
        let after = *counts.get(t + 1).ok_or_else(bad)? as usize;
        t += 2;
        node.comments_before = texts.by_ref().take(before).collect();
        node.comments = texts.by_ref().take(after).collect();
        if node.comments_before.len() != before || node.comments.len() != after {
            return Err(bad());
        }
        node.parent = None;
        node.played = None;
        nodes.push(node);
    }
    // Each node's parent, from the lists of children: every node but the root has one, after it.
    for i in 0..count {
        for k in 0..nodes[i].children.len() {
            let child = nodes[i].children[k];
            if child <= i || child >= count || nodes[child].parent.is_some() {
                return Err(bad());
            }
            nodes[child].parent = Some(i);
        }
    }
    if nodes.iter().skip(1).any(|n| n.parent.is_none()) {
        return Err(bad());
    }
    // The moves, played from the root down each line (undone on the way back).
    let mut game = game;
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    while let Some((at, next)) = stack.last_mut() {
        let (at, k) = (*at, *next);
        *next += 1;
        match nodes[at].children.get(k).copied() {
            Some(child) => {
                let m = game.play(&moves[child - 1]).map_err(to_js)?;
                nodes[child].played = Some(m.into());
                stack.push((child, 0));
            }
            None => {
                stack.pop();
                if at != 0 {
                    game.undo().map_err(to_js)?;
                }
            }
        }
    }
    record.nodes = nodes;
    Ok(write_game(&record))
}
