//! The status every call returns, the message of the last error on each thread, and the guard
//! that keeps panics inside the library.

use std::cell::RefCell;
use std::ffi::{CStr, CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

use damero_core::{Error, ErrorKind};

/// What a call did: `DAMERO_OK` (0) or why it failed.
///
/// Values 1-99 are the error codes shared by every language binding (`damero_status_code` gives
/// the shared text, e.g. "illegal_move"); 100 and up are errors of the C interface itself. A
/// value never changes meaning; later versions may add values, so treat unknown ones as errors.
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=None
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_status {
    /// Success.
    DAMERO_OK = 0,
    /// Move text that is not PDN move text.
    DAMERO_INVALID_NOTATION = 1,
    /// A well-formed move that is not legal now.
    DAMERO_ILLEGAL_MOVE = 2,
    /// Move text or a path prefix that fits several moves with different outcomes.
    DAMERO_AMBIGUOUS_MOVE = 3,
    /// An unreadable FEN or an impossible position.
    DAMERO_INVALID_FEN = 4,
    /// A malformed, unknown-version or illegal fragment.
    DAMERO_INVALID_FRAGMENT = 5,
    /// A variant name the library does not know.
    DAMERO_UNKNOWN_VARIANT = 6,
    /// An unknown option or value.
    DAMERO_INVALID_OPTION = 7,
    /// A move, draw or resignation after the end of the game.
    DAMERO_GAME_OVER = 8,
    /// Undo at the start of the game.
    DAMERO_NOTHING_TO_UNDO = 9,
    /// A draw claim when that draw cannot be claimed.
    DAMERO_NOT_CLAIMABLE = 10,
    /// An action the game's options forbid.
    DAMERO_NOT_ALLOWED = 11,
    /// An argument out of range: a perft depth, a side, a square, an enum value.
    DAMERO_INVALID_ARGUMENT = 12,
    /// A move when the game already holds `DAMERO_MAX_HISTORY` moves.
    DAMERO_HISTORY_FULL = 13,
    /// A game file (PGN, PDN) read strictly that has a problem; the message starts with its line
    /// and column.
    DAMERO_INVALID_GAME_FILE = 14,
    /// A pointer argument that must not be NULL was NULL.
    DAMERO_NULL_ARGUMENT = 100,
    /// The caller's buffer is too small; the size needed was written to the size out-parameter.
    DAMERO_BUFFER_TOO_SMALL = 101,
    /// A string argument is not valid UTF-8.
    DAMERO_INVALID_UTF8 = 102,
    /// A bug inside the library was caught before it could cross into C. A game handle passed to
    /// the failing call may only be freed afterwards.
    DAMERO_PANIC = 103,
    /// A count was stopped through its stop flag before it finished (`damero_perft_with`); its
    /// out-parameters are not written.
    DAMERO_STOPPED = 104,
    /// A file could not be opened or read (`damero_reader_new_path`, `damero_reader_next`); the
    /// message names the file or the line and gives the system's reason.
    DAMERO_IO_ERROR = 105,
}

use damero_status::*;

/// Every status with its shared code, in the order of the values.
const CODES: [(damero_status, &CStr); 21] = [
    (DAMERO_OK, c"ok"),
    (DAMERO_INVALID_NOTATION, c"invalid_notation"),
    (DAMERO_ILLEGAL_MOVE, c"illegal_move"),
    (DAMERO_AMBIGUOUS_MOVE, c"ambiguous_move"),
    (DAMERO_INVALID_FEN, c"invalid_fen"),
    (DAMERO_INVALID_FRAGMENT, c"invalid_fragment"),
    (DAMERO_UNKNOWN_VARIANT, c"unknown_variant"),
    (DAMERO_INVALID_OPTION, c"invalid_option"),
    (DAMERO_GAME_OVER, c"game_over"),
    (DAMERO_NOTHING_TO_UNDO, c"nothing_to_undo"),
    (DAMERO_NOT_CLAIMABLE, c"not_claimable"),
    (DAMERO_NOT_ALLOWED, c"not_allowed"),
    (DAMERO_INVALID_ARGUMENT, c"invalid_argument"),
    (DAMERO_HISTORY_FULL, c"history_full"),
    (DAMERO_INVALID_GAME_FILE, c"invalid_game_file"),
    (DAMERO_NULL_ARGUMENT, c"null_argument"),
    (DAMERO_BUFFER_TOO_SMALL, c"buffer_too_small"),
    (DAMERO_INVALID_UTF8, c"invalid_utf8"),
    (DAMERO_PANIC, c"panic"),
    (DAMERO_STOPPED, c"stopped"),
    (DAMERO_IO_ERROR, c"io_error"),
];

impl damero_status {
    /// The status of a core error kind: the one whose code is the kind's code.
    fn of_kind(kind: ErrorKind) -> damero_status {
        CODES
            .iter()
            .find(|(_, code)| code.to_bytes() == kind.code().as_bytes())
            .map(|&(status, _)| status)
            // A kind newer than this table; the test `every_kind_has_a_status` keeps them in step.
            .unwrap_or(DAMERO_INVALID_ARGUMENT)
    }
}

/// A failed call: its status and a message for people.
#[derive(Debug)]
pub(crate) struct Failure {
    pub(crate) status: damero_status,
    pub(crate) message: String,
}

impl Failure {
    pub(crate) fn new(status: damero_status, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
        }
    }

    pub(crate) fn null(name: &str) -> Failure {
        Failure::new(DAMERO_NULL_ARGUMENT, format!("argument `{name}` is NULL"))
    }

    pub(crate) fn invalid(message: impl Into<String>) -> Failure {
        Failure::new(DAMERO_INVALID_ARGUMENT, message)
    }

    /// Stores the message as this thread's last error and returns the status.
    fn record(self) -> damero_status {
        let message = CString::new(self.message).unwrap_or_else(|e| {
            let bytes: Vec<u8> = e.into_vec().into_iter().filter(|&b| b != 0).collect();
            CString::new(bytes).unwrap_or_default()
        });
        LAST_ERROR.with(|last| *last.borrow_mut() = message);
        self.status
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        Failure::new(damero_status::of_kind(e.kind()), e.message())
    }
}

pub(crate) type Result<T, E = Failure> = std::result::Result<T, E>;

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// Runs the body of an exported function that returns a status: an error becomes its status and
/// this thread's last error message, and a panic becomes `DAMERO_PANIC` instead of unwinding
/// into C.
pub(crate) fn guard(body: impl FnOnce() -> Result<()>) -> damero_status {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => DAMERO_OK,
        Ok(Err(failure)) => failure.record(),
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "no message".into());
            Failure::new(
                DAMERO_PANIC,
                format!("internal error in damero (please report it): {what}"),
            )
            .record()
        }
    }
}

/// Runs the body of an exported function that returns a value rather than a status; a panic
/// gives `fallback`.
pub(crate) fn guard_value<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// The shared code of a status: "ok", "illegal_move", "null_argument", ... ("unknown" for a
/// value this version does not define). The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_status_code(status: u32) -> *const c_char {
    guard_value(c"unknown".as_ptr(), || {
        CODES
            .iter()
            .find(|(s, _)| *s as u32 == status)
            .map_or(c"unknown".as_ptr(), |(_, code)| code.as_ptr())
    })
}

/// The message of the last call that failed on this thread, e.g. `11-18: the man on 11 can play
/// 11-15, 11-16`; "" if none has failed. The string belongs to the library and stays valid until
/// the next call that fails on this thread; copy it to keep it. Successful calls do not change it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_last_error_message() -> *const c_char {
    guard_value(c"".as_ptr(), || {
        LAST_ERROR.with(|last| last.borrow().as_ptr())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(p: *const c_char) -> &'static str {
        unsafe { CStr::from_ptr(p) }.to_str().unwrap()
    }

    #[test]
    fn every_kind_has_a_status_with_its_code() {
        for kind in ErrorKind::ALL {
            let status = damero_status::of_kind(kind);
            assert_eq!(status as u32, kind.number(), "{kind:?}: the core's number");
            assert_eq!(text(damero_status_code(status as u32)), kind.code());
        }
        assert_eq!(ErrorKind::ALL.len() + 7, CODES.len());
    }

    #[test]
    fn codes_of_the_interface() {
        assert_eq!(text(damero_status_code(0)), "ok");
        assert_eq!(text(damero_status_code(100)), "null_argument");
        assert_eq!(text(damero_status_code(103)), "panic");
        assert_eq!(text(damero_status_code(104)), "stopped");
        assert_eq!(text(damero_status_code(13)), "history_full");
        assert_eq!(text(damero_status_code(14)), "invalid_game_file");
        assert_eq!(text(damero_status_code(15)), "unknown");
        assert_eq!(text(damero_status_code(99)), "unknown");
        assert_eq!(text(damero_status_code(105)), "io_error");
        assert_eq!(text(damero_status_code(106)), "unknown");
        assert_eq!(text(damero_status_code(u32::MAX)), "unknown");
    }

    #[test]
    fn a_panic_becomes_a_status_and_a_message() {
        let status = guard(|| panic!("boom {}", 7));
        assert_eq!(status, DAMERO_PANIC);
        assert!(text(damero_last_error_message()).contains("boom 7"));
        assert_eq!(guard(|| panic!("static")), DAMERO_PANIC);
        assert!(text(damero_last_error_message()).contains("static"));
        assert_eq!(guard_value(5, || -> i32 { panic!("x") }), 5);
    }

    #[test]
    fn errors_are_per_thread_and_kept_after_success() {
        let status = guard(|| Err(Failure::new(DAMERO_ILLEGAL_MOVE, "here")));
        assert_eq!(status, DAMERO_ILLEGAL_MOVE);
        assert_eq!(guard(|| Ok(())), DAMERO_OK);
        assert_eq!(text(damero_last_error_message()), "here");
        std::thread::spawn(|| assert_eq!(text(damero_last_error_message()), ""))
            .join()
            .unwrap();
    }

    #[test]
    fn a_message_with_nul_bytes_is_kept_without_them() {
        guard(|| Err(Failure::new(DAMERO_INVALID_FEN, "a\0b")));
        assert_eq!(text(damero_last_error_message()), "ab");
    }
}
