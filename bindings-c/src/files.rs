//! Game files (PGN for chess and Chess960, PDN for draughts): a reader that streams the games of
//! a file or a buffer one at a time, the record of one game read (tags, result, the tree of its
//! moves with comments, NAGs and commands, the problems met), and a game written as a file.

use std::borrow::Cow;
use std::ffi::c_char;
use std::fs::File;
use std::io::{BufRead, BufReader, Cursor, Read};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use damero_core::files::limits::{MAX_COMMENT, MAX_TAGS};
use damero_core::files::{FileProblem, GameRecord, Node, ReadOptions, Reader, write_game};
use damero_core::{Error, Family, Game, Variant};

use crate::error::{Failure, Result, damero_status, guard, guard_value};
use crate::game::{damero_game, game_ref};
use crate::moves::damero_move;
use crate::strings::{
    arg_mut, arg_ref, arg_slice, arg_str, opt_str, out_ptr, quoted, write_list, write_opt,
    write_text,
};
use crate::variant::variant_name;

/// The node a root has as its parent (`damero_record_node_parent`): no node. It is `SIZE_MAX`.
// Written so that cbindgen gives C a `size_t`, `(size_t)~0` (`usize::MAX` it cannot write).
#[allow(clippy::unnecessary_cast)]
pub const DAMERO_NO_NODE: usize = !0 as usize;
const _: () = assert!(DAMERO_NO_NODE == usize::MAX);

/// A stream of the games of a PGN or PDN file or buffer, read one game at a time: only the game
/// being read is held in memory. Create it with `damero_reader_new_path` or
/// `damero_reader_new_buffer`, take its games with `damero_reader_next`, and free it with
/// `damero_reader_free`. A reader may move between threads; each call on it needs it to itself.
pub struct damero_reader {
    reader: Reader<Box<dyn BufRead + Send>>,
    /// Set when reading the file failed (rather than a game in it).
    io_failed: Arc<AtomicBool>,
    /// The line and column of the problem of the last `damero_reader_next` that refused a game.
    problem: Option<(u32, u32)>,
    /// The end of the input has been reached (or reading it failed).
    finished: bool,
}

/// One game read from a file, as the file holds it: its tags in order, its result, the tree of
/// its moves (the main line and every variation, with comments, NAGs and commands) and the
/// problems met while reading it. From `damero_reader_next`; free it with `damero_record_free`.
/// Its nodes are numbered from 0, the root (the start position): each other node is the
/// position after one move. A record never changes: calls that take a `const damero_record *`
/// may run on any thread at the same time. Its texts never hold a NUL byte: one read from the
/// file is left out, since a C string ends at its first.
pub struct damero_record {
    record: GameRecord,
    /// The nodes of the main line after the root, in order.
    mainline: Vec<usize>,
}

impl damero_record {
    fn boxed(record: GameRecord) -> *mut damero_record {
        let mainline = record.mainline_nodes();
        Box::into_raw(Box::new(damero_record { record, mainline }))
    }
}

/// A reader of a file that notes whether reading it failed, so that a read error is told apart
/// from a game with a problem.
struct Watched<R> {
    inner: R,
    failed: Arc<AtomicBool>,
}

impl<R: Read> Read for Watched<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buf);
        if read
            .as_ref()
            .is_err_and(|e| e.kind() != std::io::ErrorKind::Interrupted)
        {
            self.failed.store(true, Ordering::Relaxed);
        }
        read
    }
}

/// The options of a reader: the caller's variant (NULL: as each game's tags say) and strictness.
///
/// # Safety
/// `variant` is NULL or a NUL-terminated string.
unsafe fn read_options(variant: *const c_char, strict: bool) -> Result<ReadOptions> {
    // SAFETY: as the caller promised.
    let variant = match unsafe { opt_str(variant, "variant") }? {
        Some(name) => Some(Variant::from_name(name)?),
        None => None,
    };
    Ok(ReadOptions {
        variant,
        strict,
        ..Default::default()
    })
}

/// Writes a new reader to `*out_reader`.
///
/// # Safety
/// `out_reader` was checked with `out_ptr` and is writable.
unsafe fn give_reader(
    out_reader: *mut *mut damero_reader,
    input: Box<dyn BufRead + Send>,
    options: ReadOptions,
    io_failed: Arc<AtomicBool>,
) {
    let reader = damero_reader {
        reader: Reader::new(input, options),
        io_failed,
        problem: None,
        finished: false,
    };
    // SAFETY: as the caller promised.
    unsafe { out_reader.write(Box::into_raw(Box::new(reader))) };
}

/// The path of a file argument: on Unix the bytes as they are (a file name need not be UTF-8),
/// elsewhere UTF-8 text.
///
/// # Safety
/// `path` is NULL or a NUL-terminated string.
unsafe fn path_arg(path: *const c_char) -> Result<PathBuf> {
    #[cfg(unix)]
    {
        use std::ffi::CStr;
        use std::os::unix::ffi::OsStrExt;
        if path.is_null() {
            return Err(Failure::null("path"));
        }
        // SAFETY: non-NULL, and the caller promises a NUL-terminated string.
        let bytes = unsafe { CStr::from_ptr(path) }.to_bytes();
        Ok(PathBuf::from(std::ffi::OsStr::from_bytes(bytes)))
    }
    #[cfg(not(unix))]
    {
        // SAFETY: as the caller promised.
        Ok(PathBuf::from(unsafe { arg_str(path, "path") }?))
    }
}

fn io_failure(message: String) -> Failure {
    Failure::new(damero_status::DAMERO_IO_ERROR, message)
}

/// A reader of the games in the file at `path` (PGN or PDN, UTF-8 or Windows-1252, a byte-order
/// mark skipped), read as it goes: one game is in memory at a time, whatever the size of the
/// file. `variant` (NULL for none) is the game a game whose tags name none is read as (without
/// it: chess, or draughts when its moves or FEN are numeric, with a warning in the record);
/// `strict` refuses every game with a problem (see `damero_reader_next`). On success
/// `*out_reader` is a new reader to free with `damero_reader_free`. On Unix the path is taken
/// as bytes, so it need not be UTF-8.
///
/// Errors: `DAMERO_IO_ERROR` when the file cannot be opened or is a directory (the message
/// names the file and says why), `DAMERO_UNKNOWN_VARIANT` (also a name longer than the `name`
/// limit), `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8` (a `variant` that is not UTF-8; off
/// Unix also the path).
///
/// # Safety
/// `path` and a non-NULL `variant` are NUL-terminated strings; `out_reader` points to writable
/// memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_reader_new_path(
    path: *const c_char,
    variant: *const c_char,
    strict: bool,
    out_reader: *mut *mut damero_reader,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let path = unsafe { path_arg(path) }?;
        let options = unsafe { read_options(variant, strict) }?;
        let out_reader = out_ptr(out_reader, "out_reader")?;
        let name = || quoted(&path.to_string_lossy());
        // Windows refuses to open a directory ("Access denied"): say what it is there too.
        let file = File::open(&path).map_err(|e| {
            if path.is_dir() {
                io_failure(format!("cannot read {}: it is a directory", name()))
            } else {
                io_failure(format!("cannot open {}: {e}", name()))
            }
        })?;
        let metadata = file
            .metadata()
            .map_err(|e| io_failure(format!("cannot read {}: {e}", name())))?;
        if metadata.is_dir() {
            return Err(io_failure(format!(
                "cannot read {}: it is a directory",
                name()
            )));
        }
        let io_failed = Arc::new(AtomicBool::new(false));
        let input = BufReader::new(Watched {
            inner: file,
            failed: Arc::clone(&io_failed),
        });
        unsafe { give_reader(out_reader, Box::new(input), options, io_failed) };
        Ok(())
    })
}

/// A reader of the games in the `len` bytes at `bytes` (PGN or PDN text, as for
/// `damero_reader_new_path`), which are copied: the caller may free or reuse them as soon as the
/// call returns. `bytes` may be NULL when `len` is 0 (a reader without games). `variant` and
/// `strict` as for `damero_reader_new_path`. On success `*out_reader` is a new reader to free
/// with `damero_reader_free`.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8` (a `variant`
/// that is not UTF-8; the text itself may hold anything: a line that is not UTF-8 is read as
/// Windows-1252, with a warning in its record).
///
/// # Safety
/// `bytes` is NULL or has `len` readable bytes; a non-NULL `variant` is a NUL-terminated
/// string; `out_reader` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_reader_new_buffer(
    bytes: *const c_char,
    len: usize,
    variant: *const c_char,
    strict: bool,
    out_reader: *mut *mut damero_reader,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let bytes = unsafe { arg_slice(bytes.cast::<u8>(), len, "bytes") }?;
        let options = unsafe { read_options(variant, strict) }?;
        let out_reader = out_ptr(out_reader, "out_reader")?;
        let input = Cursor::new(bytes.to_vec());
        let unused = Arc::new(AtomicBool::new(false));
        unsafe { give_reader(out_reader, Box::new(input), options, unused) };
        Ok(())
    })
}

/// The next game of the stream. On success either `*out_done` is false and `*out_record` is the
/// game's record (to free with `damero_record_free`), or `*out_done` is true and `*out_record` is
/// NULL: there are no more games (every later call says so again).
///
/// Read leniently, every game comes as a record, its problems inside it
/// (`damero_record_error_count`, `damero_record_warning_count`): the moves before an illegal
/// move are kept, and the rest of its line of play is skipped. Read strictly, a game with a
/// problem is refused with `DAMERO_INVALID_GAME_FILE`, whose message is the first problem as
/// "line L, column C: what is wrong" (`damero_reader_error_position` gives L and C), and the
/// next call reads the next game.
///
/// Errors: `DAMERO_INVALID_GAME_FILE` (strict reading only), `DAMERO_IO_ERROR` when reading the
/// file fails (the message says where and why; the stream ends there), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `reader` is a live reader that no other thread uses during the call; `out_record` and
/// `out_done` are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_reader_next(
    reader: *mut damero_reader,
    out_record: *mut *mut damero_record,
    out_done: *mut bool,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let reader = unsafe { arg_mut(reader, "reader") }?;
        let out_record = out_ptr(out_record, "out_record")?;
        let out_done = out_ptr(out_done, "out_done")?;
        reader.problem = None;
        let next = if reader.finished {
            None
        } else {
            reader.reader.next()
        };
        match next {
            None => {
                reader.finished = true;
                unsafe {
                    out_record.write(std::ptr::null_mut());
                    out_done.write(true);
                }
                Ok(())
            }
            Some(Ok(record)) => {
                unsafe {
                    out_record.write(damero_record::boxed(record));
                    out_done.write(false);
                }
                Ok(())
            }
            Some(Err(problem)) => Err(refusal(reader, problem)),
        }
    })
}

/// The failure of a game the reader could not give: reading the file failed (the stream ends),
/// or a strict read met a problem.
fn refusal(reader: &mut damero_reader, problem: FileProblem) -> Failure {
    reader.problem = Some((problem.line, problem.column));
    if reader.io_failed.load(Ordering::Relaxed) {
        reader.finished = true;
        return io_failure(problem.to_string());
    }
    Failure::from(Error::from(problem))
}

/// The line and column (both from 1; the column in characters) of the problem for which the last
/// `damero_reader_next` on this reader returned `DAMERO_INVALID_GAME_FILE` (or
/// `DAMERO_IO_ERROR`), into `*out_line` and `*out_column`: the numbers its message starts with.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when the last `damero_reader_next` refused nothing (or none
/// has been made), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `reader` is a live reader; `out_line` and `out_column` are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_reader_error_position(
    reader: *const damero_reader,
    out_line: *mut u32,
    out_column: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let reader = unsafe { arg_ref(reader, "reader") }?;
        let out_line = out_ptr(out_line, "out_line")?;
        let out_column = out_ptr(out_column, "out_column")?;
        let (line, column) = reader.problem.ok_or_else(|| {
            Failure::invalid("the last damero_reader_next on this reader refused no game")
        })?;
        unsafe {
            out_line.write(line);
            out_column.write(column);
        }
        Ok(())
    })
}

/// Frees a reader (and closes its file). NULL is a no-op. The records it gave stay valid.
///
/// # Safety
/// `reader` is NULL or a live reader from this library, not used by another thread during the
/// call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_reader_free(reader: *mut damero_reader) {
    if reader.is_null() {
        return;
    }
    let _ = guard(|| {
        // SAFETY: the caller gives back a pointer from `Box::into_raw`, once.
        drop(unsafe { Box::from_raw(reader) });
        Ok(())
    });
}

/// Frees a record. NULL is a no-op. The pointer must not be used afterwards.
///
/// # Safety
/// `record` is NULL or a live record from this library, not used by another thread during the
/// call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_free(record: *mut damero_record) {
    if record.is_null() {
        return;
    }
    let _ = guard(|| {
        // SAFETY: the caller gives back a pointer from `Box::into_raw`, once.
        drop(unsafe { Box::from_raw(record) });
        Ok(())
    });
}

/// The record behind a handle argument.
///
/// # Safety
/// As [`arg_ref`].
unsafe fn record_ref<'a>(record: *const damero_record) -> Result<&'a damero_record> {
    // SAFETY: as the caller promised.
    unsafe { arg_ref(record, "record") }
}

/// Item `index` of a list of the record, or an `invalid_argument` that says how many there are.
fn item<'a, T>(items: &'a [T], index: usize, what: &str) -> Result<&'a T> {
    items.get(index).ok_or_else(|| {
        Failure::invalid(format!(
            "index {index} is past the record's {} {what}",
            items.len()
        ))
    })
}

/// Node `node` of the record.
fn node_of(record: &GameRecord, node: usize) -> Result<&Node> {
    record.nodes.get(node).ok_or_else(|| {
        Failure::invalid(format!(
            "node {node} is past the record's {} nodes",
            record.nodes.len()
        ))
    })
}

/// Writes a count through an out-parameter.
///
/// # Safety
/// As the exported functions that call it promise.
unsafe fn record_count(
    record: *const damero_record,
    out_count: *mut usize,
    count: impl FnOnce(&damero_record) -> Result<usize>,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out = out_ptr(out_count, "out_count")?;
        let n = count(record)?;
        unsafe { out.write(n) };
        Ok(())
    })
}

/// A text of a record as C can carry it: without the NUL bytes a file may hold (a C string ends
/// at its first one).
fn c_text(text: Cow<'_, str>) -> Cow<'_, str> {
    if text.contains('\0') {
        Cow::Owned(text.replace('\0', ""))
    } else {
        text
    }
}

/// Writes a text of a record into a caller buffer, as `damero_game_fen` does, without NUL bytes.
///
/// # Safety
/// As the exported functions that call it promise.
unsafe fn record_text(
    record: *const damero_record,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
    text: impl for<'a> FnOnce(&'a damero_record) -> Result<Cow<'a, str>>,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let text = c_text(text(record)?);
        unsafe { write_text(&text, buf, len, out_needed) }
    })
}

/// Writes a node number through an out-parameter.
///
/// # Safety
/// As the exported functions that call it promise.
unsafe fn record_node(
    record: *const damero_record,
    out_node: *mut usize,
    find: impl FnOnce(&damero_record) -> Result<usize>,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out = out_ptr(out_node, "out_node")?;
        let node = find(record)?;
        unsafe { out.write(node) };
        Ok(())
    })
}

/// How many tags the game has, into `*out_count`: `damero_record_header_name` and
/// `damero_record_header_value` take the indexes below it.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_header_count(
    record: *const damero_record,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { record_count(record, out_count, |r| Ok(r.record.headers.len())) }
}

/// The name of tag `index` (0 to `damero_record_header_count` - 1, in the file's order), e.g.
/// "Event". Tag names are case-sensitive, as the standards say.
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0, to ask
/// for the size).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the tags, `DAMERO_BUFFER_TOO_SMALL`,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_header_name(
    record: *const damero_record,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            Ok(Cow::Borrowed(&item(&r.record.headers, index, "tags")?.0))
        })
    }
}

/// The value of tag `index`, as read (escapes undone; a value longer than the `file_comment`
/// limit is cut, with an error in the record), into `buf` as `damero_record_header_name` writes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the tags, `DAMERO_BUFFER_TOO_SMALL`,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_header_value(
    record: *const damero_record,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            Ok(Cow::Borrowed(&item(&r.record.headers, index, "tags")?.1))
        })
    }
}

/// The variant the game is played as, e.g. "chess", "english" (from its `GameType` or `Variant`
/// tag, the reader's variant, or inferred from its moves, with a warning): a static string,
/// never to be freed. NULL for a game in a variant the library does not play, or whose start
/// position cannot be read (the reason is its first error), and if `record` is NULL.
///
/// # Safety
/// `record` is NULL or a live record.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_variant(record: *const damero_record) -> *const c_char {
    guard_value(std::ptr::null(), || {
        // SAFETY: as the caller promised.
        match unsafe { record.as_ref() }.and_then(|r| r.record.variant) {
            Some(variant) => variant_name(variant).as_ptr(),
            None => std::ptr::null(),
        }
    })
}

/// The result as the game's termination marker says: "1-0", "0-1", "1/2-1/2", "*", and in
/// draughts also "2-0", "1-1", "0-2", "0-0"; "" when the game has no marker. Into `buf` as
/// `damero_record_header_name` writes.
///
/// Errors: `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_result(
    record: *const damero_record,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            Ok(Cow::Borrowed(r.record.result.as_deref().unwrap_or("")))
        })
    }
}

/// The line of the file where the game starts (from 1), into `*out_line`.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_line` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_line(
    record: *const damero_record,
    out_line: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out = out_ptr(out_line, "out_line")?;
        unsafe { out.write(record.record.line) };
        Ok(())
    })
}

/// Writes problem `index` of `problems`: its line and column when wanted, its message into the
/// caller's buffer.
///
/// # Safety
/// As the exported functions that call it promise.
#[allow(clippy::too_many_arguments)]
unsafe fn record_problem(
    record: *const damero_record,
    index: usize,
    out_line: *mut u32,
    out_column: *mut u32,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
    problems: fn(&GameRecord) -> &[FileProblem],
    what: &str,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let problem = item(problems(&record.record), index, what)?;
        let message = c_text(Cow::Borrowed(&problem.message));
        unsafe { write_text(&message, buf, len, out_needed) }?;
        unsafe {
            write_opt(out_line, problem.line);
            write_opt(out_column, problem.column);
        }
        Ok(())
    })
}

/// How many errors the game has, into `*out_count`: problems that made part of it unreadable (an
/// illegal or unreadable move, whose line of play is skipped from there; a variant the library
/// does not play; a bad start position; broken syntax; a limit passed). A game read strictly
/// has none (it is refused instead).
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_error_count(
    record: *const damero_record,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { record_count(record, out_count, |r| Ok(r.record.errors.len())) }
}

/// Error `index` of the game (0 to `damero_record_error_count` - 1, in the order met): its line
/// and column in the file (from 1; the column in characters) into `*out_line` and
/// `*out_column` (each may be NULL when not wanted), and what is wrong into `buf` as
/// `damero_record_header_name` writes, e.g. `"Ke3": Ke3: no white king can move to e3`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the errors, `DAMERO_BUFFER_TOO_SMALL`
/// (`*out_line` and `*out_column` are then not written), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_line` and `out_column` are NULL or writable; `buf` is NULL or
/// has `len` writable bytes; `out_needed` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_error(
    record: *const damero_record,
    index: usize,
    out_line: *mut u32,
    out_column: *mut u32,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_problem(
            record,
            index,
            out_line,
            out_column,
            buf,
            len,
            out_needed,
            |r| &r.errors,
            "errors",
        )
    }
}

/// How many warnings the game has, into `*out_count`: what was read but deserves a word (a
/// variant taken from the reader or inferred from the moves, text that was not UTF-8, a result
/// that disagrees with the `Result` tag, an unknown move-strength mark).
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_warning_count(
    record: *const damero_record,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { record_count(record, out_count, |r| Ok(r.record.warnings.len())) }
}

/// Warning `index` of the game, written as `damero_record_error` writes an error.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the warnings, `DAMERO_BUFFER_TOO_SMALL`
/// (`*out_line` and `*out_column` are then not written), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_line` and `out_column` are NULL or writable; `buf` is NULL or
/// has `len` writable bytes; `out_needed` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_warning(
    record: *const damero_record,
    index: usize,
    out_line: *mut u32,
    out_column: *mut u32,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_problem(
            record,
            index,
            out_line,
            out_column,
            buf,
            len,
            out_needed,
            |r| &r.warnings,
            "warnings",
        )
    }
}

/// How many moves the main line has (the first continuation from the root, then from each node),
/// into `*out_count`.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_mainline_count(
    record: *const damero_record,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { record_count(record, out_count, |r| Ok(r.mainline.len())) }
}

/// Move `index` of the main line (0 = the first move), into `*out_move`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the main line, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_move` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_mainline_move(
    record: *const damero_record,
    index: usize,
    out_move: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out = out_ptr(out_move, "out_move")?;
        let node = *item(&record.mainline, index, "moves of the main line")?;
        let m = node_move(&record.record, node)?;
        unsafe { out.write(m) };
        Ok(())
    })
}

/// The node that move `index` of the main line leads to, into `*out_node`: the tree's view of the
/// same move (its comments, NAGs, the variations after it).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the main line, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_node` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_mainline_node(
    record: *const damero_record,
    index: usize,
    out_node: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_node(record, out_node, |r| {
            Ok(*item(&r.mainline, index, "moves of the main line")?)
        })
    }
}

/// The move that leads to `node`, as a `damero_move`.
fn node_move(record: &GameRecord, node: usize) -> Result<damero_move> {
    match &node_of(record, node)?.played {
        Some(m) => damero_move::of(m),
        None => Err(Failure::invalid(format!(
            "node {node} is the root: no move leads to it"
        ))),
    }
}

/// How many nodes the tree has, into `*out_count`: the root (node 0) and one node per move, main
/// line and variations. Nodes are numbered 0 to the count - 1.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_count(
    record: *const damero_record,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { record_count(record, out_count, |r| Ok(r.record.nodes.len())) }
}

/// The node `node` follows, into `*out_parent`: `DAMERO_NO_NODE` for the root.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_parent` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_parent(
    record: *const damero_record,
    node: usize,
    out_parent: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_node(record, out_parent, |r| {
            Ok(node_of(&r.record, node)?.parent.unwrap_or(DAMERO_NO_NODE))
        })
    }
}

/// How many moves may follow `node` in the file, into `*out_count`: the main continuation and its
/// alternatives (variations).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_child_count(
    record: *const damero_record,
    node: usize,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_count(record, out_count, |r| {
            Ok(node_of(&r.record, node)?.children.len())
        })
    }
}

/// Child `index` of `node`, into `*out_child`: index 0 is the main continuation, the others its
/// alternatives in the file's order.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree or an index past its children,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_child` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_child(
    record: *const damero_record,
    node: usize,
    index: usize,
    out_child: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_node(record, out_child, |r| {
            Ok(*item(
                &node_of(&r.record, node)?.children,
                index,
                "children",
            )?)
        })
    }
}

/// The move that leads to `node`, into `*out_move`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for the root (node 0, which no move leads to) and a node
/// past the tree, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_move` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_move(
    record: *const damero_record,
    node: usize,
    out_move: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out = out_ptr(out_move, "out_move")?;
        let m = node_move(&record.record, node)?;
        unsafe { out.write(m) };
        Ok(())
    })
}

/// How many comments follow the move of `node`, into `*out_count` (at the root: the comments
/// before the first move, the game's comment).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_comment_count(
    record: *const damero_record,
    node: usize,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_count(record, out_count, |r| {
            Ok(node_of(&r.record, node)?.comments.len())
        })
    }
}

/// Comment `index` after the move of `node`, without its braces and the blanks around it (a
/// comment longer than the `file_comment` limit is cut, with an error in the record), into
/// `buf` as `damero_record_header_name` writes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree or an index past its comments,
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_comment(
    record: *const damero_record,
    node: usize,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            let node = node_of(&r.record, node)?;
            Ok(Cow::Borrowed(item(&node.comments, index, "comments")?))
        })
    }
}

/// How many comments stand before the move of `node`, into `*out_count`: the comments at the
/// start of a variation, before its first move (PGN's starting comments).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_starting_comment_count(
    record: *const damero_record,
    node: usize,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_count(record, out_count, |r| {
            Ok(node_of(&r.record, node)?.comments_before.len())
        })
    }
}

/// Starting comment `index` of `node`, into `buf` as `damero_record_node_comment` writes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree or an index past its starting
/// comments, `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_starting_comment(
    record: *const damero_record,
    node: usize,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            let node = node_of(&r.record, node)?;
            Ok(Cow::Borrowed(item(
                &node.comments_before,
                index,
                "starting comments",
            )?))
        })
    }
}

/// The numeric annotation glyphs after the move of `node`, in the file's order (`$1`, or a mark:
/// `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
///
/// The NAGs go into `out`, an array of `cap` elements owned by the caller, and `*out_len` is set
/// to their number. If `cap` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`, still sets
/// `*out_len` and leaves `out` untouched (`out` may be NULL when `cap` is 0, to ask for the
/// number).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_BUFFER_TOO_SMALL`,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out` is NULL or has `cap` writable elements; `out_len` is
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_nags(
    record: *const damero_record,
    node: usize,
    out: *mut u16,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let node = node_of(&record.record, node)?;
        unsafe { write_list(&node.nags, out, cap, out_len) }
    })
}

/// How many commands the comments after the move of `node` hold, into `*out_count`: each
/// `[%name arguments]` inside them, such as `[%clk 0:03:00]` or `[%cal Ge2e4,Rd7d5]`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_command_count(
    record: *const damero_record,
    node: usize,
    out_count: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_count(record, out_count, |r| {
            Ok(node_of(&r.record, node)?.commands().len())
        })
    }
}

/// Command `index` of `node` (in the order of its comments): the name (`"clk"`) or the arguments
/// (`"0:03:00"`).
fn command(record: &GameRecord, node: usize, index: usize, name: bool) -> Result<String> {
    let commands = node_of(record, node)?.commands();
    let (n, args) = item(&commands, index, "commands")?;
    Ok(if name { n.clone() } else { args.clone() })
}

/// The name of command `index` of `node` (0 to `damero_record_node_command_count` - 1), e.g.
/// "clk" for `[%clk 0:03:00]`, into `buf` as `damero_record_header_name` writes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree or an index past its commands,
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_command_name(
    record: *const damero_record,
    node: usize,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            Ok(Cow::Owned(command(&r.record, node, index, true)?))
        })
    }
}

/// The arguments of command `index` of `node`, e.g. "0:03:00" for `[%clk 0:03:00]` ("" when it
/// has none), into `buf` as `damero_record_header_name` writes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree or an index past its commands,
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_node_command_args(
    record: *const damero_record,
    node: usize,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            Ok(Cow::Owned(command(&r.record, node, index, false)?))
        })
    }
}

/// The failure of a record without a game.
fn no_game() -> Failure {
    Failure::new(
        damero_status::DAMERO_INVALID_GAME_FILE,
        "the record has no game: its variant is not one the library plays, or its start position \
         cannot be read (see its first error)",
    )
}

/// Writes a new game made from a record to `*out_game`.
///
/// # Safety
/// As the exported functions that call it promise.
unsafe fn record_game(
    record: *const damero_record,
    out_game: *mut *mut damero_game,
    node: impl FnOnce(&damero_record) -> Result<usize>,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out_game = out_ptr(out_game, "out_game")?;
        let node = node(record)?;
        node_of(&record.record, node)?;
        let game = record.record.game_at(node).ok_or_else(no_game)?;
        unsafe { out_game.write(Box::into_raw(Box::new(damero_game { game }))) };
        Ok(())
    })
}

/// The game at `node`: the start position (the `FEN` tag's, or the variant's) with every move
/// from the root to `node` played, as a new game to free with `damero_game_free`, into
/// `*out_game`. Node 0 gives the start; `damero_record_mainline_game` the end of the main line.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a node past the tree, `DAMERO_INVALID_GAME_FILE` for a
/// record without a game (`damero_record_variant` is NULL), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_game` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_game(
    record: *const damero_record,
    node: usize,
    out_game: *mut *mut damero_game,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { record_game(record, out_game, |_| Ok(node)) }
}

/// The game at the end of the main line (the start when it has no move), as a new game to free
/// with `damero_game_free`, into `*out_game`.
///
/// Errors: `DAMERO_INVALID_GAME_FILE` for a record without a game (`damero_record_variant` is
/// NULL), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `out_game` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_mainline_game(
    record: *const damero_record,
    out_game: *mut *mut damero_game,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_game(record, out_game, |r| {
            Ok(r.mainline.last().copied().unwrap_or(0))
        })
    }
}

/// The record written back as PGN (chess, Chess960) or PDN (draughts), ending with a blank line:
/// the seven-tag roster first (unknown ones as "?"), `GameType` for draughts, `SetUp` and `FEN`
/// for a set-up start, then its other tags, the moves with their numbers, comments, NAGs and
/// variations, and the result, lines wrapped before 80 characters. Read again, it gives the same
/// tags, result and tree. Into `buf` as `damero_record_header_name` writes.
///
/// Errors: `DAMERO_INVALID_GAME_FILE` for a record without a game (`damero_record_variant` is
/// NULL), `DAMERO_INVALID_ARGUMENT` for a game neither standard holds (Reversi, Connect Four),
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `record` is a live record; `buf` is NULL or has `len` writable bytes; `out_needed` points to
/// a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_write(
    record: *const damero_record,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe {
        record_text(record, buf, len, out_needed, |r| {
            let start = r.record.start().ok_or_else(no_game)?;
            Ok(Cow::Owned(written(&r.record, start.variant())?))
        })
    }
}

/// The text of a record of a game of `variant`, or why there is none.
fn written(record: &GameRecord, variant: Variant) -> Result<String> {
    if variant.family() == Family::Placement {
        return Err(Failure::invalid(format!(
            "{variant} has no standard game file (PGN is for chess, PDN for draughts)"
        )));
    }
    write_game(record).ok_or_else(|| Failure::invalid(format!("{variant} cannot be written")))
}

/// One tag argument: a NUL-terminated UTF-8 string of at most the `file_comment` limit.
///
/// # Safety
/// `ptr` is NULL or a NUL-terminated string.
unsafe fn tag_arg<'a>(ptr: *const c_char, what: &str, index: usize) -> Result<&'a str> {
    let name = format!("{what}[{index}]");
    // SAFETY: as the caller promised.
    let text = unsafe { arg_str(ptr, &name) }?;
    if text.len() > MAX_COMMENT {
        return Err(Failure::invalid(format!(
            "argument `{name}` has {} bytes, over the file_comment limit of {MAX_COMMENT}",
            text.len()
        )));
    }
    Ok(text)
}

/// The game written as a game file: PGN for chess and Chess960, PDN for draughts. Its moves are
/// the main line, and its tags the `tag_count` names and values at `tag_names` and `tag_values`
/// (both may be NULL when `tag_count` is 0), after the seven-tag roster (Event, Site, Date,
/// Round, White, Black, Result; those not given as "?"), with `GameType` for draughts and
/// `SetUp` and `FEN` when the game has a set-up start: those four the game writes itself, and
/// the same tags given are left out. A tag name is an ASCII letter or digit, then ASCII letters,
/// digits and `_` (what the writer writes and readers read back), each name at most once. The
/// result comes from the game's status ("1-0" White won, "0-1" Black won, "1/2-1/2" a draw, "*"
/// while it goes on): a `Result` tag may be given only with that value. Into `buf` as
/// `damero_game_fen` writes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a game neither standard holds (Reversi, Connect Four),
/// a name that is not a tag name or is given twice, a `Result` that is not the game's, more tags
/// than the `file_tags` limit, or a name or value longer than the `file_comment` limit;
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT` (also a NULL name or value),
/// `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `game` is a live game; `tag_names` and `tag_values` are NULL or have `tag_count` readable
/// pointers, each to a NUL-terminated string; `buf` is NULL or has `len` writable bytes;
/// `out_needed` points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_write_file(
    game: *const damero_game,
    tag_names: *const *const c_char,
    tag_values: *const *const c_char,
    tag_count: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game: &Game = unsafe { game_ref(game) }?;
        if tag_count > MAX_TAGS {
            return Err(Failure::invalid(format!(
                "{tag_count} tags, over the file_tags limit of {MAX_TAGS}"
            )));
        }
        let names = unsafe { arg_slice(tag_names, tag_count, "tag_names") }?;
        let values = unsafe { arg_slice(tag_values, tag_count, "tag_values") }?;
        let mut tags: Vec<(&str, &str)> = Vec::with_capacity(tag_count);
        for (i, (&name, &value)) in names.iter().zip(values).enumerate() {
            let name = unsafe { tag_arg(name, "tag_names", i) }?;
            let value = unsafe { tag_arg(value, "tag_values", i) }?;
            // A name the writer writes (a PGN symbol) and readers read back whole, once per
            // game (a repeated tag starts the next game).
            let mut chars = name.chars();
            let symbol = chars.next().is_some_and(|c| c.is_ascii_alphanumeric())
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
            if !symbol {
                return Err(Failure::invalid(format!(
                    "{} is not a tag name (an ASCII letter or digit, then letters, digits and _)",
                    quoted(name)
                )));
            }
            if tags.iter().any(|(n, _)| *n == name) {
                return Err(Failure::invalid(format!(
                    "tag {} is given twice",
                    quoted(name)
                )));
            }
            tags.push((name, value));
        }
        out_ptr(out_needed, "out_needed")?;
        let record = GameRecord::from_game(game, &tags);
        let own = record.result.as_deref().unwrap_or("*");
        if let Some((_, given)) = tags.iter().find(|(n, v)| *n == "Result" && *v != own) {
            return Err(Failure::invalid(format!(
                "the Result tag {} is not the game's result {}: the result is written from the \
                 game's status (end the game first: damero_game_resign, damero_game_agree_draw, \
                 damero_game_claim_draw)",
                quoted(given),
                quoted(own)
            )));
        }
        let text = written(&record, game.variant())?;
        unsafe { write_text(&text, buf, len, out_needed) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send<T: Send>() {}
    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn a_reader_may_move_between_threads_and_a_record_be_read_from_several() {
        assert_send::<damero_reader>();
        assert_send_sync::<damero_record>();
    }

    #[test]
    fn a_buffer_is_read_game_by_game() {
        let text = b"[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. d4 *\n";
        let mut reader = std::ptr::null_mut();
        let st = unsafe {
            damero_reader_new_buffer(
                text.as_ptr().cast(),
                text.len(),
                std::ptr::null(),
                false,
                &mut reader,
            )
        };
        assert_eq!(st, damero_status::DAMERO_OK);
        let mut counts = Vec::new();
        loop {
            let mut record = std::ptr::null_mut();
            let mut done = false;
            let st = unsafe { damero_reader_next(reader, &mut record, &mut done) };
            assert_eq!(st, damero_status::DAMERO_OK);
            if done {
                assert!(record.is_null());
                break;
            }
            let mut n = 0;
            let st = unsafe { damero_record_mainline_count(record, &mut n) };
            assert_eq!(st, damero_status::DAMERO_OK);
            counts.push(n);
            unsafe { damero_record_free(record) };
        }
        assert_eq!(counts, [2, 1]);
        unsafe { damero_reader_free(reader) };
    }
}
