//! The core's table of limits (`damero::LIMITS`), read as it is: by name, and row by row.

use std::ffi::c_char;

use damero_core::{LIMITS, Limit, limit};

use crate::error::{Failure, Result, damero_status, guard, guard_value};
use crate::strings::{arg_str, out_ptr, quoted, static_cstr};

/// One row of the library's table of limits (`damero_limit_at`): every input has a bound, the
/// same in every language binding, and input past it is refused before it is read, leaving the
/// game unchanged. The strings are static: never free them.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct damero_limit_info {
    /// The limit's name, the key of `damero_limit`: "path", "move_text", "notation",
    /// "moves_text", "option_text", "fen", "fragment", "name", "history", "perft_depth",
    /// "perft_threads", "quote".
    pub name: *const c_char,
    /// The largest value accepted.
    pub value: u64,
    /// What `value` counts: "squares", "bytes", "plies", "threads" or "characters".
    pub unit: *const c_char,
    /// What it bounds, in a sentence, e.g. "text of one move read by play or parse_move".
    pub what: *const c_char,
}

impl damero_limit_info {
    fn of(l: &Limit) -> damero_limit_info {
        damero_limit_info {
            name: static_cstr(l.name).as_ptr(),
            value: l.value,
            unit: static_cstr(l.unit).as_ptr(),
            what: static_cstr(l.what).as_ptr(),
        }
    }
}

/// The value of the limit named `name` (see `damero_limit_info` for the names), into
/// `*out_value`: e.g. "move_text" is 200 (bytes of one move's text), "fen" 1000, "history" 5000
/// (plies), "perft_threads" 1024. The same table as `damero_limit_count` and `damero_limit_at`
/// enumerate.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a name that is not a limit, `DAMERO_NULL_ARGUMENT`,
/// `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `name` is a NUL-terminated string; `out_value` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_limit(name: *const c_char, out_value: *mut u64) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let name = unsafe { arg_str(name, "name") }?;
        let out = out_ptr(out_value, "out_value")?;
        let value = limit(name).ok_or_else(|| unknown(name))?;
        unsafe { out.write(value) };
        Ok(())
    })
}

fn unknown(name: &str) -> Failure {
    let names: Vec<&str> = LIMITS.iter().map(|l| l.name).collect();
    Failure::invalid(format!(
        "{} is not a limit (the limits are {})",
        quoted(name),
        names.join(", ")
    ))
}

/// How many limits the table has: `damero_limit_at` takes the indexes below it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_limit_count() -> usize {
    guard_value(0, || LIMITS.len())
}

/// Row `index` of the table of limits (0 to `damero_limit_count() - 1`, in a fixed order), into
/// `*out_limit`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an index past the table, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `out_limit` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_limit_at(
    index: usize,
    out_limit: *mut damero_limit_info,
) -> damero_status {
    guard(|| {
        let out = out_ptr(out_limit, "out_limit")?;
        let row = row(index)?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { out.write(damero_limit_info::of(row)) };
        Ok(())
    })
}

fn row(index: usize) -> Result<&'static Limit> {
    LIMITS.get(index).ok_or_else(|| {
        Failure::invalid(format!("index {index} is past the {} limits", LIMITS.len()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::{CStr, CString};

    fn text(p: *const c_char) -> &'static str {
        unsafe { CStr::from_ptr(p) }.to_str().unwrap()
    }

    #[test]
    fn the_table_is_the_cores() {
        assert_eq!(damero_limit_count(), LIMITS.len());
        for (i, l) in LIMITS.iter().enumerate() {
            let mut row = std::mem::MaybeUninit::<damero_limit_info>::uninit();
            assert_eq!(
                unsafe { damero_limit_at(i, row.as_mut_ptr()) },
                damero_status::DAMERO_OK
            );
            let row = unsafe { row.assume_init() };
            assert_eq!(
                (text(row.name), row.value, text(row.unit), text(row.what)),
                (l.name, l.value, l.unit, l.what)
            );
            let name = CString::new(l.name).unwrap();
            let mut value = 0;
            assert_eq!(
                unsafe { damero_limit(name.as_ptr(), &mut value) },
                damero_status::DAMERO_OK
            );
            assert_eq!(value, l.value);
        }
        let mut value = 7;
        let st = unsafe { damero_limit(c"paths".as_ptr(), &mut value) };
        assert_eq!((st, value), (damero_status::DAMERO_INVALID_ARGUMENT, 7));
        let st = unsafe { damero_limit_at(LIMITS.len(), std::ptr::null_mut()) };
        assert_eq!(st, damero_status::DAMERO_NULL_ARGUMENT);
    }
}
