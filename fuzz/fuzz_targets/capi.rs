//! The C interface under AddressSanitizer: the bytes are a sequence of calls of the exported
//! `damero_*` functions (the C ABI of `libdamero`, compiled from `bindings-c/src`), on up to four
//! game slots, with hostile arguments: NULL pointers, invalid UTF-8, text just past the core's
//! limits (read from `damero_limit`), buffers of every size from 0 up (each one allocated to its
//! exact size, so a write past it is an ASan report), squares, depths and threads far out of range,
//! unknown enum values, moves taken from other games or with their lengths past their arrays,
//! games freed and new ones made in their slot; game files read from pieces of PGN and PDN and
//! stray bytes, their records asked for everything with indexes out of range, and games written
//! as files with hostile tags.
//!
//! After each call: the status is one that the call documents (never `DAMERO_PANIC`); a call that
//! failed left its game as it was (FEN, fragment, length of the history); a buffer too small was
//! left untouched with the size needed reported, and text written fits what was reported; the
//! last error message is set and short. LeakSanitizer checks that nothing leaks (games are freed
//! at the end of each input).
#![no_main]

use std::ffi::{CStr, c_char};
use std::ptr::{null, null_mut};
use std::sync::atomic::{AtomicU64, Ordering};

use damero_capi::error::{damero_last_error_message, damero_status, damero_status::*};
use damero_capi::files::*;
use damero_capi::game::*;
use damero_capi::limits::*;
use damero_capi::moves::*;
use damero_capi::perft::*;
use damero_capi::piece::damero_piece;
use damero_capi::status::*;
use damero_capi::variant::*;
use damero_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

const SLOTS: usize = 4;
const MAX_CALLS: usize = 64;

/// Calls made over the whole run, printed at its end (libFuzzer prints its executions).
static CALLS: AtomicU64 = AtomicU64::new(0);

/// Good words to build text from: variants, options, moves of each family, FENs, fragments.
const WORDS: &[&str] = &[
    "english",
    "international",
    "brazilian",
    "russian",
    "frisian",
    "turkish",
    "italian",
    "spanish",
    "czech",
    "thai",
    "pool",
    "chess",
    "chess960",
    "reversi",
    "connect4",
    "",
    "repetition=claim3",
    "move_limit=claim40m",
    "size=6",
    "size=9x4",
    "capture=optional",
    "agreement=off",
    "resignation=off",
    "first=white",
    "scoring=wof",
    "start=free",
    "11-15",
    "23-19",
    "9-14",
    "22x15",
    "32-28",
    "19-23",
    "28x19",
    "c3-d4",
    "f6-e5",
    "d3-d4",
    "e4",
    "e5",
    "Nf3",
    "e2e4",
    "g1f3",
    "O-O",
    "e7e8q",
    "Qh5",
    "f5",
    "d6",
    "c3",
    "pass",
    "4",
    "1",
    "7",
    "f5d6c3",
    "4453",
    "11-15 23-19",
    "e4 e5 Nf3",
    "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    "W:W18,K30:B14",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    "---------------------------OX------XO--------------------------- X",
    "518",
    "v2/english/m:11-15,23-19",
    "v2/chess/m:e4,e5",
    "v2/reversi/m:f5,d6",
    "v2/connect4/m:4,4",
    "v2/english/m:11-15/e:agree",
    "v1/english/m:11-15",
    "#v2/international/m:32-28",
    "repetition",
    "move_limit",
    "endgame",
    "man",
    "king",
    "queen",
    "disc",
    "b8",
    "a1",
    "h8",
    "path",
    "move_text",
    "fen",
    "name",
    "perft_threads",
    "quote",
];

/// A NUL-terminated argument in a heap block of its exact size, or NULL.
struct Text(Option<Vec<u8>>);

impl Text {
    fn ptr(&self) -> *const c_char {
        self.0.as_ref().map_or(null(), |v| v.as_ptr().cast())
    }
}

/// The value of a limit of the core's table, through the C interface.
fn limit(name: &CStr) -> usize {
    let mut value = 0u64;
    let st = unsafe { damero_limit(name.as_ptr(), &mut value) };
    assert_eq!(st, DAMERO_OK, "damero_limit({name:?})");
    value as usize
}

/// A string argument: NULL, a word, words joined, raw bytes (often invalid UTF-8, cut at the
/// first NUL as C would see them), or a word repeated up to just past a limit.
fn text(bytes: &mut Bytes) -> Text {
    let kind = bytes.byte();
    let word = |bytes: &mut Bytes| WORDS[bytes.below(WORDS.len())].as_bytes().to_vec();
    let mut v: Vec<u8> = match kind % 16 {
        0 => return Text(None),
        1..=6 => word(bytes),
        7 | 8 => {
            let mut v = word(bytes);
            v.push(b" ,/:"[bytes.below(4)]);
            v.extend(word(bytes));
            v
        }
        9..=11 => {
            let n = bytes.byte() as usize % 48;
            (0..n).map(|_| bytes.byte()).collect()
        }
        12 => {
            // A good word with one byte replaced: invalid UTF-8, a NUL inside, ...
            let mut v = word(bytes);
            let b = [0xff, 0xc3, 0x80, 0xed, 0x00, b'"', b'\\', b'\n'][bytes.below(8)];
            let at = bytes.below(v.len() + 1);
            v.insert(at, b);
            v
        }
        _ => {
            let limits: [&CStr; 5] = [c"move_text", c"name", c"option_text", c"fen", c"quote"];
            let mut n = limit(limits[bytes.below(limits.len())]);
            n = match bytes.byte() % 3 {
                0 => n,
                1 => n + 1,
                _ => n * 4,
            };
            let unit = word(bytes);
            let unit = if unit.is_empty() { b"1".to_vec() } else { unit };
            unit.iter().copied().cycle().take(n).collect()
        }
    };
    if let Some(nul) = v.iter().position(|&b| b == 0) {
        v.truncate(nul);
    }
    v.push(0);
    Text(Some(v))
}

/// A buffer capacity: 0, 1, small, or enough.
fn capacity(bytes: &mut Bytes, enough: usize) -> usize {
    match bytes.byte() % 6 {
        0 => 0,
        1 => 1,
        2 => bytes.byte() as usize % 16,
        3 => enough.saturating_sub(1),
        _ => enough,
    }
}

/// What a game looks like from outside: what a failed call must leave as it was.
#[derive(Debug, PartialEq, Eq)]
struct Snapshot {
    fen: Vec<u8>,
    fragment: Vec<u8>,
    history: usize,
}

type TextFn =
    unsafe extern "C" fn(*const damero_game, *mut c_char, usize, *mut usize) -> damero_status;

/// A text of the game read with the usual buffer rule, checked on the way.
fn read_text(game: *const damero_game, f: TextFn) -> Vec<u8> {
    let mut needed = 0usize;
    let st = unsafe { f(game, null_mut(), 0, &mut needed) };
    assert_eq!(st, DAMERO_BUFFER_TOO_SMALL, "asking for the size");
    assert!(needed >= 1);
    let mut buf = vec![b'#'; needed];
    let mut again = 0usize;
    let st = unsafe { f(game, buf.as_mut_ptr().cast(), needed, &mut again) };
    assert_eq!((st, again), (DAMERO_OK, needed), "reading the text back");
    assert_eq!(buf.iter().position(|&b| b == 0), Some(needed - 1));
    buf
}

fn snapshot(game: *const damero_game) -> Snapshot {
    let mut history = 0usize;
    let st = unsafe { damero_game_history(game, null_mut(), 0, &mut history) };
    assert!(st == DAMERO_OK || st == DAMERO_BUFFER_TOO_SMALL);
    Snapshot {
        fen: read_text(game, damero_game_fen),
        fragment: read_text(game, damero_game_to_fragment),
        history,
    }
}

/// The status must be one the call documents; a failed call sets a short last error message.
fn check_status(call: &str, st: damero_status, allowed: &[damero_status]) {
    assert_ne!(st, DAMERO_PANIC, "{call}: {}", message());
    assert!(
        st == DAMERO_OK || allowed.contains(&st),
        "{call} returned {st:?}, which it does not document: {}",
        message()
    );
    if st != DAMERO_OK {
        let m = message();
        assert!(!m.is_empty(), "{call}: {st:?} without a message");
        // Every input is quoted cut; only lists of moves make a message long.
        assert!(m.len() < 1 << 16, "{call}: a message of {} bytes", m.len());
    }
}

fn message() -> String {
    unsafe { CStr::from_ptr(damero_last_error_message()) }
        .to_string_lossy()
        .into_owned()
}

/// Writes text into a buffer of `cap` bytes with `f` and checks the buffer rule.
fn check_buffer(
    call: &str,
    cap: usize,
    f: impl FnOnce(*mut c_char, usize, *mut usize) -> damero_status,
    allowed: &[damero_status],
) {
    let mut buf = vec![b'#'; cap];
    let mut needed = usize::MAX;
    let ptr = if cap == 0 {
        null_mut()
    } else {
        buf.as_mut_ptr().cast()
    };
    let st = f(ptr, cap, &mut needed);
    check_status(call, st, allowed);
    match st {
        DAMERO_OK => {
            assert!(
                needed >= 1 && needed <= cap,
                "{call}: needed {needed} of {cap}"
            );
            assert_eq!(buf.iter().position(|&b| b == 0), Some(needed - 1), "{call}");
        }
        DAMERO_BUFFER_TOO_SMALL => {
            assert!(
                needed > cap && needed != usize::MAX,
                "{call}: needed {needed} of {cap}"
            );
            assert!(
                buf.iter().all(|&b| b == b'#'),
                "{call}: a buffer too small was written"
            );
        }
        _ => assert!(
            buf.iter().all(|&b| b == b'#'),
            "{call}: written on an error"
        ),
    }
}

/// A move list into an array of `cap` with the buffer rule.
fn check_list(
    call: &str,
    cap: usize,
    f: impl FnOnce(*mut damero_move, usize, *mut usize) -> damero_status,
    allowed: &[damero_status],
    pool: &mut Vec<damero_move>,
) {
    let mut out: Vec<damero_move> = vec![empty(); cap];
    let mut len = usize::MAX;
    let ptr = if cap == 0 {
        null_mut()
    } else {
        out.as_mut_ptr()
    };
    let st = f(ptr, cap, &mut len);
    check_status(call, st, allowed);
    match st {
        DAMERO_OK => {
            assert!(len <= cap, "{call}: {len} moves in {cap}");
            for m in &out[..len] {
                check_move(call, m);
            }
            pool.extend(out[..len.min(8)].iter().copied());
        }
        DAMERO_BUFFER_TOO_SMALL => {
            assert!(len > cap && len != usize::MAX, "{call}: {len} of {cap}");
            assert!(
                out.iter().all(|m| m.path_len == 0xdead),
                "{call}: a too small array was written"
            );
        }
        _ => {}
    }
}

/// A move the library wrote holds what its fields promise.
fn check_move(call: &str, m: &damero_move) {
    assert!(
        m.path_len <= DAMERO_MAX_PATH && m.captures_len <= DAMERO_MAX_PATH,
        "{call}: {m:?}"
    );
    assert!(
        m.notation.contains(&0) && m.long_notation.contains(&0),
        "{call}: unterminated notation"
    );
    assert!(m.kind <= 2, "{call}: kind {}", m.kind);
}

/// A move struct nobody filled, marked so that a write shows.
fn empty() -> damero_move {
    let mut m: damero_move = unsafe { std::mem::zeroed() };
    m.path_len = 0xdead;
    m
}

/// A move to play: one seen in any game (often another one), perhaps with a field made hostile.
fn some_move(bytes: &mut Bytes, pool: &[damero_move]) -> damero_move {
    let mut m = if pool.is_empty() {
        let mut m = empty();
        m.path_len = 2;
        m.path[0] = 11;
        m.path[1] = 15;
        m
    } else {
        pool[bytes.below(pool.len())]
    };
    match bytes.byte() % 8 {
        0 => m.path_len = [DAMERO_MAX_PATH + 1, usize::MAX, 0, 1, 33][bytes.below(5)],
        1 => m.promotion = [0, 1, 2, 7, 8, 99, u32::MAX][bytes.below(7)],
        2 => m.path[bytes.below(DAMERO_MAX_PATH)] = bytes.byte(),
        3 => m.kind = bytes.byte() as u32,
        _ => {}
    }
    m
}

/// A square: on the board, just off it, or far away.
fn square(bytes: &mut Bytes) -> i64 {
    match bytes.byte() % 4 {
        0 => [-1, 0, 32, 33, 50, 51, 63, 64, 99, 100, 255, 256][bytes.below(12)],
        1 => i64::MIN + bytes.byte() as i64,
        2 => i64::MAX - bytes.byte() as i64,
        _ => bytes.byte() as i64,
    }
}

/// A `uint32_t` enum value: valid ones and some past them.
fn value(bytes: &mut Bytes) -> u32 {
    match bytes.byte() % 4 {
        0 => u32::MAX,
        1 => bytes.byte() as u32,
        _ => bytes.byte() as u32 % 4,
    }
}

const GAME: &[damero_status] = &[DAMERO_NULL_ARGUMENT];
const NEW: &[damero_status] = &[
    DAMERO_UNKNOWN_VARIANT,
    DAMERO_INVALID_OPTION,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const FEN: &[damero_status] = &[
    DAMERO_INVALID_FEN,
    DAMERO_UNKNOWN_VARIANT,
    DAMERO_INVALID_OPTION,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const FRAGMENT: &[damero_status] = &[
    DAMERO_INVALID_FRAGMENT,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const PLAY: &[damero_status] = &[
    DAMERO_INVALID_NOTATION,
    DAMERO_ILLEGAL_MOVE,
    DAMERO_AMBIGUOUS_MOVE,
    DAMERO_GAME_OVER,
    DAMERO_HISTORY_FULL,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const PARSE: &[damero_status] = &[
    DAMERO_INVALID_NOTATION,
    DAMERO_ILLEGAL_MOVE,
    DAMERO_AMBIGUOUS_MOVE,
    DAMERO_GAME_OVER,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const PLAY_MOVES: &[damero_status] = &[
    DAMERO_INVALID_NOTATION,
    DAMERO_ILLEGAL_MOVE,
    DAMERO_AMBIGUOUS_MOVE,
    DAMERO_GAME_OVER,
    DAMERO_HISTORY_FULL,
    DAMERO_INVALID_ARGUMENT,
    DAMERO_BUFFER_TOO_SMALL,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const PLAY_PATH: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_ILLEGAL_MOVE,
    DAMERO_AMBIGUOUS_MOVE,
    DAMERO_GAME_OVER,
    DAMERO_HISTORY_FULL,
    DAMERO_NULL_ARGUMENT,
];
const PLAY_MOVE: &[damero_status] = &[
    DAMERO_ILLEGAL_MOVE,
    DAMERO_GAME_OVER,
    DAMERO_INVALID_ARGUMENT,
    DAMERO_HISTORY_FULL,
    DAMERO_NULL_ARGUMENT,
];
const UNDO: &[damero_status] = &[DAMERO_NOTHING_TO_UNDO, DAMERO_NULL_ARGUMENT];
const LIST: &[damero_status] = &[DAMERO_BUFFER_TOO_SMALL, DAMERO_NULL_ARGUMENT];
const COMPLETIONS: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_BUFFER_TOO_SMALL,
    DAMERO_NULL_ARGUMENT,
];
const TEXT: &[damero_status] = &[DAMERO_BUFFER_TOO_SMALL, DAMERO_NULL_ARGUMENT];
const AGREE: &[damero_status] = &[DAMERO_NOT_ALLOWED, DAMERO_GAME_OVER, DAMERO_NULL_ARGUMENT];
const RESIGN: &[damero_status] = &[
    DAMERO_NOT_ALLOWED,
    DAMERO_GAME_OVER,
    DAMERO_INVALID_ARGUMENT,
    DAMERO_NULL_ARGUMENT,
];
const CLAIM: &[damero_status] = &[
    DAMERO_NOT_CLAIMABLE,
    DAMERO_GAME_OVER,
    DAMERO_INVALID_ARGUMENT,
    DAMERO_NULL_ARGUMENT,
];
const PLAY_CLAIM: &[damero_status] = &[
    DAMERO_NOT_CLAIMABLE,
    DAMERO_INVALID_NOTATION,
    DAMERO_ILLEGAL_MOVE,
    DAMERO_AMBIGUOUS_MOVE,
    DAMERO_GAME_OVER,
    DAMERO_HISTORY_FULL,
    DAMERO_INVALID_ARGUMENT,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const SQUARE_NAME: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_UNKNOWN_VARIANT,
    DAMERO_BUFFER_TOO_SMALL,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const SQUARE: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_UNKNOWN_VARIANT,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const PERFT: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_INVALID_FEN,
    DAMERO_UNKNOWN_VARIANT,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const LIMIT: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];

const READER: &[damero_status] = &[
    DAMERO_UNKNOWN_VARIANT,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];
const NEXT: &[damero_status] = &[DAMERO_INVALID_GAME_FILE, DAMERO_NULL_ARGUMENT];
const RECORD: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_BUFFER_TOO_SMALL,
    DAMERO_NULL_ARGUMENT,
];
const RECORD_GAME: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_INVALID_GAME_FILE,
    DAMERO_NULL_ARGUMENT,
];
const WRITE_FILE: &[damero_status] = &[
    DAMERO_INVALID_ARGUMENT,
    DAMERO_BUFFER_TOO_SMALL,
    DAMERO_NULL_ARGUMENT,
    DAMERO_INVALID_UTF8,
];

/// Pieces of game files to read: games of each family, variations, comments, commands, NAGs,
/// broken syntax.
const FILE_PIECES: &[&str] = &[
    "[Event \"A\"]\n[White \"Ruiz\"]\n\n",
    "{Start} 1. e4 $1 {[%clk 0:03:00]} e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 Nc6! 1-0\n\n",
    "1. e4 e5 2. Ke3 *\n",
    "[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 22-17 *\n",
    "[GameType \"20\"]\n[FEN \"W:WK46:B41,42,31,33,22\"]\n1. 46x28 *\n",
    "[GameType \"25\"]\n1. c3-d4 f6-e5 2. d4:f6 1-1\n",
    "[Variant \"Crazyhouse\"]\n1. e4 P@e5 *\n",
    "[SetUp \"1\"]\n[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n1. exd6 *\n",
    "(( )) }{ [[ \" $ ! ?? %\n",
    "\r\n\u{feff}\n",
];

/// A tag name argument: often a good one.
fn tag_text(bytes: &mut Bytes) -> Text {
    match bytes.byte() % 4 {
        0 => text(bytes),
        1 => Text(Some(b"Result\0".to_vec())),
        _ => {
            let names = ["Event", "Site", "White", "Black", "Round", "Annotator"];
            let mut v = names[bytes.below(names.len())].as_bytes().to_vec();
            v.push(0);
            Text(Some(v))
        }
    }
}

/// Reads a text made of pieces of game files (and stray bytes) with a reader, and asks the
/// records it gives for everything with hostile indexes and buffers of every size.
unsafe fn read_games(bytes: &mut Bytes) -> damero_status {
    let mut input = Vec::new();
    for _ in 0..1 + bytes.below(4) {
        match bytes.byte() % 4 {
            0 => input.extend((0..bytes.below(24)).map(|_| bytes.byte())),
            _ => input.extend(FILE_PIECES[bytes.below(FILE_PIECES.len())].as_bytes()),
        }
    }
    let variant = match bytes.byte() % 4 {
        0 => text(bytes),
        _ => Text(None),
    };
    let strict = bytes.byte().is_multiple_of(2);
    let mut reader = null_mut();
    let st = unsafe {
        damero_reader_new_buffer(
            input.as_ptr().cast(),
            input.len(),
            variant.ptr(),
            strict,
            &mut reader,
        )
    };
    check_status("damero_reader_new_buffer", st, READER);
    if st != DAMERO_OK {
        assert!(reader.is_null(), "an out-parameter written on an error");
        return st;
    }
    for _ in 0..4 {
        let mut record = null_mut();
        let mut done = false;
        let st = unsafe { damero_reader_next(reader, &mut record, &mut done) };
        check_status("damero_reader_next", st, NEXT);
        let (mut line, mut column) = (0u32, 0u32);
        let position = unsafe { damero_reader_error_position(reader, &mut line, &mut column) };
        assert_eq!(
            position == DAMERO_OK,
            st == DAMERO_INVALID_GAME_FILE,
            "a position only after a refusal"
        );
        if st == DAMERO_INVALID_GAME_FILE {
            assert!(line >= 1 && column >= 1);
            assert!(message().starts_with(&format!("line {line}, column {column}: ")));
            continue;
        }
        if st != DAMERO_OK || done {
            assert!(record.is_null());
            break;
        }
        unsafe { ask_record(record, bytes) };
        unsafe { damero_record_free(record) };
    }
    unsafe { damero_reader_free(reader) };
    DAMERO_OK
}

/// Calls on a record with indexes in and out of range and buffers of every size.
unsafe fn ask_record(record: *const damero_record, bytes: &mut Bytes) {
    let count = |f: unsafe extern "C" fn(*const damero_record, *mut usize) -> damero_status| {
        let mut n = usize::MAX;
        let st = unsafe { f(record, &mut n) };
        assert_eq!(st, DAMERO_OK);
        assert_ne!(n, usize::MAX);
        n
    };
    let nodes = count(damero_record_node_count);
    assert!(nodes >= 1, "a record has its root");
    let mainline = count(damero_record_mainline_count);
    let headers = count(damero_record_header_count);
    let errors = count(damero_record_error_count);
    let pick = |bytes: &mut Bytes, n: usize| match bytes.byte() % 4 {
        0 => n,
        1 => usize::MAX,
        _ => bytes.below(n.max(1)),
    };
    for _ in 0..4 {
        let node = pick(bytes, nodes);
        let index = pick(bytes, 3);
        let cap = capacity(bytes, 4096);
        let (mut n, mut m) = (usize::MAX, usize::MAX);
        match bytes.byte() % 12 {
            0 => check_buffer(
                "damero_record_header_name",
                cap,
                |b, l, nd| unsafe {
                    damero_record_header_name(record, pick(bytes, headers), b, l, nd)
                },
                RECORD,
            ),
            1 => check_buffer(
                "damero_record_result",
                cap,
                |b, l, nd| unsafe { damero_record_result(record, b, l, nd) },
                RECORD,
            ),
            2 => check_buffer(
                "damero_record_error",
                cap,
                |b, l, nd| unsafe {
                    damero_record_error(record, pick(bytes, errors), &mut 0, null_mut(), b, l, nd)
                },
                RECORD,
            ),
            3 => check_buffer(
                "damero_record_node_comment",
                cap,
                |b, l, nd| unsafe { damero_record_node_comment(record, node, index, b, l, nd) },
                RECORD,
            ),
            4 => check_buffer(
                "damero_record_node_command_args",
                cap,
                |b, l, nd| unsafe {
                    damero_record_node_command_args(record, node, index, b, l, nd)
                },
                RECORD,
            ),
            5 => check_buffer(
                "damero_record_write",
                cap,
                |b, l, nd| unsafe { damero_record_write(record, b, l, nd) },
                &[
                    DAMERO_INVALID_GAME_FILE,
                    DAMERO_INVALID_ARGUMENT,
                    DAMERO_BUFFER_TOO_SMALL,
                    DAMERO_NULL_ARGUMENT,
                ],
            ),
            6 => {
                let st = unsafe { damero_record_node_parent(record, node, &mut n) };
                check_status("damero_record_node_parent", st, RECORD);
                assert_eq!(st == DAMERO_OK, node < nodes);
                assert!(st != DAMERO_OK || (n == DAMERO_NO_NODE) == (node == 0));
                assert!(st != DAMERO_OK || n == DAMERO_NO_NODE || n < nodes);
            }
            7 => {
                let st = unsafe { damero_record_node_child(record, node, index, &mut n) };
                check_status("damero_record_node_child", st, RECORD);
                assert!(st != DAMERO_OK || (n < nodes && n > 0));
                if st == DAMERO_OK {
                    let st = unsafe { damero_record_node_parent(record, n, &mut m) };
                    assert_eq!((st, m), (DAMERO_OK, node), "a child's parent");
                }
            }
            8 => {
                let mut mv = empty();
                let st = if bytes.byte().is_multiple_of(2) {
                    unsafe { damero_record_node_move(record, node, &mut mv) }
                } else {
                    unsafe { damero_record_mainline_move(record, pick(bytes, mainline), &mut mv) }
                };
                check_status("damero_record_node_move", st, RECORD);
                if st == DAMERO_OK {
                    check_move("damero_record_node_move", &mv);
                }
            }
            9 => {
                let mut nags = vec![0xdeadu16; cap.min(64)];
                let ptr = if nags.is_empty() {
                    null_mut()
                } else {
                    nags.as_mut_ptr()
                };
                let st = unsafe { damero_record_node_nags(record, node, ptr, nags.len(), &mut n) };
                check_status("damero_record_node_nags", st, RECORD);
                assert!(st != DAMERO_BUFFER_TOO_SMALL || nags.iter().all(|&x| x == 0xdead));
            }
            _ => {
                let mut game = null_mut();
                let st = if bytes.byte().is_multiple_of(2) {
                    unsafe { damero_record_game(record, node, &mut game) }
                } else {
                    unsafe { damero_record_mainline_game(record, &mut game) }
                };
                check_status("damero_record_game", st, RECORD_GAME);
                assert_eq!(st == DAMERO_OK, !game.is_null());
                if !game.is_null() {
                    snapshot(game);
                    unsafe { damero_game_free(game) };
                }
            }
        }
    }
}

/// A perft depth: small enough to count quickly, or past the limit.
fn depth(bytes: &mut Bytes) -> u32 {
    match bytes.byte() % 5 {
        0 => 65,
        1 => u32::MAX,
        2 => 2,
        _ => bytes.byte() as u32 % 2,
    }
}

/// Perft threads: one or two, the limit and past it (0 is one per core).
fn threads(bytes: &mut Bytes) -> u32 {
    [1, 2, 0, 1024, 1025, 4096, u32::MAX][bytes.below(7)]
}

unsafe extern "C" {
    fn atexit(f: extern "C" fn()) -> i32;
}

/// Prints the number of C calls made, when libFuzzer ends the run (scripts/fuzz reports it).
extern "C" fn report_calls() {
    eprintln!("capi: {} calls in all", CALLS.load(Ordering::Relaxed));
}

fuzz_target!(|data: &[u8]| {
    static REPORT: std::sync::Once = std::sync::Once::new();
    REPORT.call_once(|| unsafe {
        atexit(report_calls);
    });
    let mut bytes = Bytes::new(data);
    let mut games: [*mut damero_game; SLOTS] = [null_mut(); SLOTS];
    let mut pool: Vec<damero_move> = Vec::new();
    for _ in 0..MAX_CALLS {
        if bytes.is_empty() {
            break;
        }
        CALLS.fetch_add(1, Ordering::Relaxed);
        let call = bytes.byte() % 32;
        let slot = bytes.below(SLOTS);
        let game = games[slot];
        // The game before the call, for the calls that change it only on success.
        let before = (!game.is_null()).then(|| snapshot(game));
        // Whether the call may change the game when it succeeds.
        let mut mutates = false;
        let st: damero_status = unsafe {
            match call {
                0 | 1 => {
                    let (v, o) = (text(&mut bytes), text(&mut bytes));
                    let mut out = null_mut();
                    let st = damero_game_new(
                        v.ptr(),
                        o.ptr(),
                        if bytes.byte().is_multiple_of(16) {
                            null_mut()
                        } else {
                            &mut out
                        },
                    );
                    check_status("damero_game_new", st, NEW);
                    replace(&mut games[slot], st, out);
                    st
                }
                2 => {
                    let (v, f, o) = (text(&mut bytes), text(&mut bytes), text(&mut bytes));
                    let mut out = null_mut();
                    let st = damero_game_from_fen(v.ptr(), f.ptr(), o.ptr(), &mut out);
                    check_status("damero_game_from_fen", st, FEN);
                    replace(&mut games[slot], st, out);
                    st
                }
                3 => {
                    let f = text(&mut bytes);
                    let mut out = null_mut();
                    let st = damero_game_from_fragment(f.ptr(), &mut out);
                    check_status("damero_game_from_fragment", st, FRAGMENT);
                    replace(&mut games[slot], st, out);
                    st
                }
                4 => {
                    let to = bytes.below(SLOTS);
                    let mut out = null_mut();
                    let st = damero_game_clone(game, &mut out);
                    check_status("damero_game_clone", st, GAME);
                    if st == DAMERO_OK {
                        assert_eq!(snapshot(out), snapshot(game), "a clone is the game");
                    }
                    if to != slot {
                        replace(&mut games[to], st, out);
                    } else if st == DAMERO_OK {
                        damero_game_free(out);
                    }
                    st
                }
                5 => {
                    // Freed, then (often) a new game in the same slot.
                    damero_game_free(game);
                    games[slot] = null_mut();
                    DAMERO_OK
                }
                6..=8 => {
                    mutates = true;
                    let t = text(&mut bytes);
                    let mut played = empty();
                    let out = if bytes.byte().is_multiple_of(4) {
                        null_mut()
                    } else {
                        &mut played as *mut _
                    };
                    let st = damero_game_play(game, t.ptr(), out);
                    check_status("damero_game_play", st, PLAY);
                    if st == DAMERO_OK && !out.is_null() {
                        check_move("play", &played);
                        pool.push(played);
                    }
                    st
                }
                9 => {
                    let t = text(&mut bytes);
                    let mut parsed = empty();
                    let st = damero_game_parse_move(game, t.ptr(), &mut parsed);
                    check_status("damero_game_parse_move", st, PARSE);
                    if st == DAMERO_OK {
                        check_move("parse", &parsed);
                        pool.push(parsed);
                    } else {
                        assert_eq!(parsed.path_len, 0xdead, "parse wrote its move on an error");
                    }
                    st
                }
                10 => {
                    mutates = true;
                    let t = text(&mut bytes);
                    let cap = capacity(&mut bytes, 64);
                    let count = !bytes.byte().is_multiple_of(4);
                    if count {
                        let mut moves = Vec::new();
                        let mut st = DAMERO_OK;
                        check_list(
                            "damero_game_play_moves",
                            cap,
                            |out, cap, len| {
                                st = damero_game_play_moves(game, t.ptr(), out, cap, len);
                                st
                            },
                            PLAY_MOVES,
                            &mut moves,
                        );
                        pool.extend(moves);
                        st
                    } else {
                        let st = damero_game_play_moves(game, t.ptr(), null_mut(), 0, null_mut());
                        check_status("damero_game_play_moves", st, PLAY_MOVES);
                        st
                    }
                }
                11 | 12 => {
                    mutates = true;
                    let n = match bytes.byte() % 4 {
                        0 => DAMERO_MAX_PATH + 1 + bytes.byte() as usize,
                        _ => bytes.byte() as usize % 4,
                    };
                    let path: Vec<u8> = (0..n).map(|_| bytes.byte() % 66).collect();
                    let ptr = if n == 0 && bytes.byte().is_multiple_of(2) {
                        null()
                    } else {
                        path.as_ptr()
                    };
                    let st = damero_game_play_path(game, ptr, n, null_mut());
                    check_status("damero_game_play_path", st, PLAY_PATH);
                    st
                }
                13 | 14 => {
                    mutates = true;
                    let m = some_move(&mut bytes, &pool);
                    let mut played = empty();
                    let st = damero_game_play_move(game, &m, &mut played);
                    check_status("damero_game_play_move", st, PLAY_MOVE);
                    if st == DAMERO_OK {
                        check_move("play_move", &played);
                        assert_eq!(played.path[..played.path_len], m.path[..m.path_len]);
                    }
                    st
                }
                15 => {
                    mutates = true;
                    let mut undone = std::mem::MaybeUninit::<damero_undone>::uninit();
                    let out = if bytes.byte().is_multiple_of(2) {
                        null_mut()
                    } else {
                        undone.as_mut_ptr()
                    };
                    let st = damero_game_undo(game, out);
                    check_status("damero_game_undo", st, UNDO);
                    st
                }
                16 => {
                    let cap = capacity(&mut bytes, 256);
                    let mut count = usize::MAX;
                    let cst = damero_game_legal_move_count(game, &mut count);
                    check_status("damero_game_legal_move_count", cst, GAME);
                    let mut st = DAMERO_OK;
                    let mut len = 0;
                    check_list(
                        "damero_game_legal_moves",
                        cap,
                        |out, cap, l| {
                            st = damero_game_legal_moves(game, out, cap, l);
                            len = *l;
                            st
                        },
                        LIST,
                        &mut pool,
                    );
                    if cst == DAMERO_OK && (st == DAMERO_OK || st == DAMERO_BUFFER_TOO_SMALL) {
                        assert_eq!(count, len, "legal_move_count and legal_moves disagree");
                    }
                    st
                }
                17 => {
                    let cap = capacity(&mut bytes, 64);
                    let n = bytes.byte() as usize % 4;
                    let prefix: Vec<u8> = (0..n).map(|_| bytes.byte() % 66).collect();
                    let mut st = DAMERO_OK;
                    check_list(
                        "damero_game_completions",
                        cap,
                        |out, cap, l| {
                            st = damero_game_completions(game, prefix.as_ptr(), n, out, cap, l);
                            st
                        },
                        COMPLETIONS,
                        &mut pool,
                    );
                    st
                }
                18 => {
                    let cap = capacity(&mut bytes, 64);
                    let mut st = DAMERO_OK;
                    check_list(
                        "damero_game_history",
                        cap,
                        |out, cap, l| {
                            st = damero_game_history(game, out, cap, l);
                            st
                        },
                        LIST,
                        &mut pool,
                    );
                    st
                }
                19 => {
                    let fns: [(&str, TextFn); 5] = [
                        ("fen", damero_game_fen),
                        ("start_fen", damero_game_start_fen),
                        ("to_fragment", damero_game_to_fragment),
                        ("options", damero_game_options),
                        ("board_text", damero_game_board_text),
                    ];
                    let (name, f) = fns[bytes.below(fns.len())];
                    let cap = capacity(&mut bytes, 2048);
                    let mut st = DAMERO_OK;
                    check_buffer(
                        name,
                        cap,
                        |buf, len, needed| {
                            st = f(game, buf, len, needed);
                            st
                        },
                        TEXT,
                    );
                    st
                }
                20 => {
                    let mut state = std::mem::MaybeUninit::<damero_game_state>::uninit();
                    let out = if bytes.byte().is_multiple_of(8) {
                        null_mut()
                    } else {
                        state.as_mut_ptr()
                    };
                    let st = damero_game_status(game, out);
                    check_status("damero_game_status", st, GAME);
                    st
                }
                21 => {
                    mutates = true;
                    match bytes.byte() % 3 {
                        0 => {
                            let st = damero_game_agree_draw(game);
                            check_status("damero_game_agree_draw", st, AGREE);
                            st
                        }
                        1 => {
                            let st = damero_game_resign(game, value(&mut bytes));
                            check_status("damero_game_resign", st, RESIGN);
                            st
                        }
                        _ => {
                            let mut claimed = damero_draw::Any;
                            let st = damero_game_claim_draw(game, value(&mut bytes), &mut claimed);
                            check_status("damero_game_claim_draw", st, CLAIM);
                            st
                        }
                    }
                }
                22 => {
                    mutates = true;
                    let t = text(&mut bytes);
                    let mut claimed = damero_draw::Any;
                    let draw = value(&mut bytes);
                    let st =
                        damero_game_play_and_claim(game, t.ptr(), draw, null_mut(), &mut claimed);
                    check_status("damero_game_play_and_claim", st, PLAY_CLAIM);
                    st
                }
                23 => {
                    let s = square(&mut bytes);
                    let cap = capacity(&mut bytes, 8);
                    if bytes.byte().is_multiple_of(2) {
                        let v = text(&mut bytes);
                        let mut st = DAMERO_OK;
                        check_buffer(
                            "damero_variant_square_name",
                            cap,
                            |buf, len, needed| {
                                st = damero_variant_square_name(v.ptr(), s, buf, len, needed);
                                st
                            },
                            SQUARE_NAME,
                        );
                        st
                    } else {
                        let mut st = DAMERO_OK;
                        check_buffer(
                            "damero_game_square_name",
                            cap,
                            |buf, len, needed| {
                                st = damero_game_square_name(game, s, buf, len, needed);
                                st
                            },
                            SQUARE_NAME,
                        );
                        st
                    }
                }
                24 => {
                    let t = text(&mut bytes);
                    let mut out = 77u8;
                    let st = if bytes.byte().is_multiple_of(2) {
                        damero_game_square_from_name(game, t.ptr(), &mut out)
                    } else {
                        let mut piece = damero_piece { side: 9, role: 9 };
                        let s = square(&mut bytes);
                        let st = damero_game_piece_at(game, s, &mut piece);
                        check_status("damero_game_piece_at", st, SQUARE);
                        st
                    };
                    check_status("damero_game_square_from_name", st, SQUARE);
                    st
                }
                25 => {
                    let (v, f) = (text(&mut bytes), text(&mut bytes));
                    let fen = if bytes.byte().is_multiple_of(2) {
                        null()
                    } else {
                        f.ptr()
                    };
                    let (d, dup, fin, th) = (
                        depth(&mut bytes),
                        value(&mut bytes) % 3,
                        value(&mut bytes) % 3,
                        threads(&mut bytes),
                    );
                    let mut nodes = 0u64;
                    let with_threads = !bytes.byte().is_multiple_of(2);
                    let st = if !with_threads {
                        damero_perft(v.ptr(), fen, d, dup, &mut nodes)
                    } else {
                        damero_perft_with(
                            v.ptr(),
                            fen,
                            d,
                            dup,
                            fin,
                            th,
                            usize::from(bytes.byte() % 3),
                            None,
                            null_mut(),
                            null(),
                            &mut nodes,
                        )
                    };
                    check_status("damero_perft", st, PERFT);
                    // Only damero_perft_with takes threads (damero_perft counts on one).
                    if with_threads && th > 1024 && st == DAMERO_OK {
                        panic!("perft on {th} threads was not refused");
                    }
                    st
                }
                26 => {
                    let (d, dup, fin, th) = (
                        depth(&mut bytes),
                        value(&mut bytes) % 3,
                        value(&mut bytes) % 3,
                        threads(&mut bytes),
                    );
                    let mut nodes = 0u64;
                    let st = damero_game_perft_with(
                        game,
                        d,
                        dup,
                        fin,
                        th,
                        usize::from(bytes.byte() % 3),
                        None,
                        null_mut(),
                        null(),
                        &mut nodes,
                    );
                    check_status("damero_game_perft_with", st, PERFT);
                    assert!(
                        th <= 1024 || st != DAMERO_OK,
                        "perft on {th} threads was not refused"
                    );
                    st
                }
                27 => {
                    let t = text(&mut bytes);
                    let mut v = 7u64;
                    let st = damero_limit(
                        t.ptr(),
                        if bytes.byte().is_multiple_of(8) {
                            null_mut()
                        } else {
                            &mut v
                        },
                    );
                    check_status("damero_limit", st, LIMIT);
                    if st != DAMERO_OK {
                        assert_eq!(v, 7);
                    }
                    let mut row = std::mem::MaybeUninit::<damero_limit_info>::uninit();
                    let i = bytes.byte() as usize % 16;
                    let st2 = damero_limit_at(i, row.as_mut_ptr());
                    check_status("damero_limit_at", st2, LIMIT);
                    assert_eq!(st2 == DAMERO_OK, i < damero_limit_count());
                    st
                }
                28 => {
                    let mut n = 0u32;
                    let ply = [0usize, 1, 2, 5000, usize::MAX][bytes.below(5)];
                    let st = damero_game_move_number(game, ply, &mut n);
                    check_status("damero_game_move_number", st, SQUARE);
                    st
                }
                29 => read_games(&mut bytes),
                30 => {
                    let count = [0usize, 1, 2, 3, 1001, usize::MAX][bytes.below(6)];
                    let shown = count.min(3);
                    let names: Vec<Text> = (0..shown).map(|_| tag_text(&mut bytes)).collect();
                    let values: Vec<Text> = (0..shown).map(|_| text(&mut bytes)).collect();
                    let names: Vec<*const c_char> = names.iter().map(Text::ptr).collect();
                    let values: Vec<*const c_char> = values.iter().map(Text::ptr).collect();
                    let (n, v) = match bytes.byte() % 8 {
                        0 => (null(), values.as_ptr()),
                        1 => (names.as_ptr(), null()),
                        _ => (names.as_ptr(), values.as_ptr()),
                    };
                    // Past the arrays only when the count is refused before they are read.
                    let count = if count > shown && count <= 1000 {
                        shown
                    } else {
                        count
                    };
                    let cap = capacity(&mut bytes, 2048);
                    let mut st = DAMERO_OK;
                    check_buffer(
                        "damero_game_write_file",
                        cap,
                        |buf, len, needed| {
                            st = damero_game_write_file(game, n, v, count, buf, len, needed);
                            st
                        },
                        WRITE_FILE,
                    );
                    st
                }
                _ => {
                    let mut g = std::mem::MaybeUninit::<damero_geometry>::uninit();
                    let st = damero_game_geometry(game, g.as_mut_ptr());
                    check_status("damero_game_geometry", st, GAME);
                    st
                }
            }
        };
        // Calls 0-5 make, copy or free games; the others use the game in the slot.
        if call > 5 {
            match before {
                // A call that failed, or that only reads the game, leaves it as it was.
                Some(before) if st != DAMERO_OK || !mutates => {
                    assert_eq!(
                        snapshot(game),
                        before,
                        "call {call} changed the game ({st:?})"
                    );
                }
                Some(_) => {}
                // No call succeeds on a NULL game (those without a game aside).
                None if !matches!(call, 23 | 25 | 27 | 29) => {
                    assert_ne!(st, DAMERO_OK, "call {call} succeeded on NULL");
                }
                None => {}
            }
        }
        if pool.len() > 256 {
            pool.drain(..128);
        }
    }
    for game in games {
        unsafe { damero_game_free(game) };
    }
});

/// Puts a new game into a slot, freeing the one it replaces; on an error the slot keeps its game.
unsafe fn replace(slot: &mut *mut damero_game, st: damero_status, new: *mut damero_game) {
    if st == DAMERO_OK && !new.is_null() {
        unsafe { damero_game_free(*slot) };
        *slot = new;
    } else {
        assert!(new.is_null(), "an out-parameter written on an error");
    }
}
