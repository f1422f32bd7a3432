//! Reading C strings and arrays, and writing results into the caller's buffers.

use std::ffi::{CStr, CString, c_char};
use std::sync::Mutex;

use crate::error::{Failure, Result, damero_status};

/// A NUL-terminated copy of a static string of the core, made once and kept for the life of the
/// process, so that C may hold on to it. There are few such strings (names and codes).
pub(crate) fn static_cstr(text: &'static str) -> &'static CStr {
    static KEPT: Mutex<Vec<(&'static str, &'static CStr)>> = Mutex::new(Vec::new());
    let mut kept = KEPT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&(_, c)) = kept.iter().find(|(t, _)| *t == text) {
        return c;
    }
    let c: &'static CStr = Box::leak(CString::new(text).unwrap_or_default().into_boxed_c_str());
    kept.push((text, c));
    c
}

/// Input quoted in a message of this binding as the core quotes it: in double quotes, `"`, `\\`
/// and control characters escaped, cut after `damero::MAX_QUOTE` characters with its length
/// (`"abc..." (1000000 characters)`), so that no message repeats a huge input.
pub(crate) fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = text.chars();
    for c in chars.by_ref().take(damero_core::MAX_QUOTE) {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.extend(c.escape_default()),
            c => out.push(c),
        }
    }
    if chars.next().is_none() {
        out.push('"');
    } else {
        out.push_str(&format!("...\" ({} characters)", text.chars().count()));
    }
    out
}

/// The UTF-8 text of a NUL-terminated argument that must not be NULL.
///
/// # Safety
/// `ptr` is NULL or points to a NUL-terminated string that outlives the call.
pub(crate) unsafe fn arg_str<'a>(ptr: *const c_char, name: &str) -> Result<&'a str> {
    if ptr.is_null() {
        return Err(Failure::null(name));
    }
    // SAFETY: non-NULL, and the caller promises a NUL-terminated string.
    let text = unsafe { CStr::from_ptr(ptr) };
    text.to_str().map_err(|e| {
        Failure::new(
            damero_status::DAMERO_INVALID_UTF8,
            format!(
                "argument `{name}` is not valid UTF-8 (bad byte at offset {})",
                e.valid_up_to()
            ),
        )
    })
}

/// Like [`arg_str`], but NULL gives `None`.
///
/// # Safety
/// As [`arg_str`].
pub(crate) unsafe fn opt_str<'a>(ptr: *const c_char, name: &str) -> Result<Option<&'a str>> {
    if ptr.is_null() {
        return Ok(None);
    }
    // SAFETY: as the caller promised.
    unsafe { arg_str(ptr, name) }.map(Some)
}

/// The `len` elements at `ptr`; NULL is allowed only when `len` is 0.
///
/// # Safety
/// `ptr` is NULL or points to `len` readable elements.
pub(crate) unsafe fn arg_slice<'a, T>(ptr: *const T, len: usize, name: &str) -> Result<&'a [T]> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Failure::null(name));
    }
    // SAFETY: non-NULL, and the caller promises `len` elements.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// The object behind a pointer argument that must not be NULL.
///
/// # Safety
/// `ptr` is NULL or points to a valid `T` that outlives the call and that nothing else mutates.
pub(crate) unsafe fn arg_ref<'a, T>(ptr: *const T, name: &str) -> Result<&'a T> {
    // SAFETY: as the caller promised.
    unsafe { ptr.as_ref() }.ok_or_else(|| Failure::null(name))
}

/// Like [`arg_ref`], mutable.
///
/// # Safety
/// `ptr` is NULL or points to a valid `T` that outlives the call and that nothing else uses
/// during it.
pub(crate) unsafe fn arg_mut<'a, T>(ptr: *mut T, name: &str) -> Result<&'a mut T> {
    // SAFETY: as the caller promised.
    unsafe { ptr.as_mut() }.ok_or_else(|| Failure::null(name))
}

/// Checks that an out-parameter is not NULL.
pub(crate) fn out_ptr<T>(ptr: *mut T, name: &str) -> Result<*mut T> {
    if ptr.is_null() {
        Err(Failure::null(name))
    } else {
        Ok(ptr)
    }
}

/// Writes `value` through an out-parameter if it is not NULL.
///
/// # Safety
/// `ptr` is NULL or points to writable memory for a `T`.
pub(crate) unsafe fn write_opt<T>(ptr: *mut T, value: T) {
    if !ptr.is_null() {
        // SAFETY: as the caller promised; `write` does not read or drop the old contents.
        unsafe { ptr.write(value) };
    }
}

/// Copies `text` and a terminating NUL into `buf` of `len` bytes and writes the size needed
/// (NUL included) to `out_needed`. Fails with `DAMERO_BUFFER_TOO_SMALL`, leaving `buf`
/// untouched, when `len` is smaller; `buf` may be NULL only when `len` is 0.
///
/// # Safety
/// `buf` is NULL or points to `len` writable bytes; `out_needed` is NULL or writable.
pub(crate) unsafe fn write_text(
    text: &str,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> Result<()> {
    let out_needed = out_ptr(out_needed, "out_needed")?;
    if buf.is_null() && len > 0 {
        return Err(Failure::null("buf"));
    }
    let needed = text.len() + 1;
    // SAFETY: checked non-NULL above; the caller promises it is writable.
    unsafe { out_needed.write(needed) };
    if len < needed {
        return Err(too_small(len, needed, "bytes"));
    }
    // SAFETY: `buf` has `len >= needed` writable bytes and cannot overlap `text`, which the
    // library owns.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), text.len());
        buf.add(text.len()).write(0);
    }
    Ok(())
}

/// Copies `items` into `out` of `cap` elements and writes their number to `out_len`. Fails with
/// `DAMERO_BUFFER_TOO_SMALL`, leaving `out` untouched, when `cap` is smaller; `out` may be NULL
/// only when `cap` is 0.
///
/// # Safety
/// `out` is NULL or points to `cap` writable elements; `out_len` is NULL or writable.
pub(crate) unsafe fn write_list<T: Copy>(
    items: &[T],
    out: *mut T,
    cap: usize,
    out_len: *mut usize,
) -> Result<()> {
    let out_len = out_ptr(out_len, "out_len")?;
    if out.is_null() && cap > 0 {
        return Err(Failure::null("out"));
    }
    // SAFETY: checked non-NULL above; the caller promises it is writable.
    unsafe { out_len.write(items.len()) };
    if cap < items.len() {
        return Err(too_small(cap, items.len(), "elements"));
    }
    if !items.is_empty() {
        // SAFETY: `out` has `cap >= items.len()` writable elements, distinct from `items`.
        unsafe { std::ptr::copy_nonoverlapping(items.as_ptr(), out, items.len()) };
    }
    Ok(())
}

fn too_small(have: usize, needed: usize, unit: &str) -> Failure {
    Failure::new(
        damero_status::DAMERO_BUFFER_TOO_SMALL,
        format!("the buffer holds {have} {unit} and {needed} are needed"),
    )
}

/// Copies `text` into a fixed array of a struct, NUL-terminated; `None` if it does not fit.
pub(crate) fn fill_text<const N: usize>(text: &str) -> Option<[c_char; N]> {
    let bytes = text.as_bytes();
    if bytes.len() >= N || bytes.contains(&0) {
        return None;
    }
    let mut out = [0 as c_char; N];
    for (o, &b) in out.iter_mut().zip(bytes) {
        *o = b as c_char;
    }
    Some(out)
}

/// Copies squares into a fixed array of a struct; `None` if they do not fit.
pub(crate) fn fill_squares<const N: usize>(squares: &[u8]) -> Option<[u8; N]> {
    if squares.len() > N {
        return None;
    }
    let mut out = [0u8; N];
    out[..squares.len()].copy_from_slice(squares);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::damero_status::*;

    #[test]
    fn text_fits_or_reports_the_size() {
        let mut buf = [b'#' as c_char; 4];
        let mut needed = 0;
        let e = unsafe { write_text("abcd", buf.as_mut_ptr(), 4, &mut needed) }.unwrap_err();
        assert_eq!((e.status, needed), (DAMERO_BUFFER_TOO_SMALL, 5));
        assert!(buf.iter().all(|&c| c == b'#' as c_char), "untouched");
        unsafe { write_text("abc", buf.as_mut_ptr(), 4, &mut needed) }.unwrap();
        assert_eq!((needed, buf[2], buf[3]), (4, b'c' as c_char, 0));
        let e = unsafe { write_text("", std::ptr::null_mut(), 0, &mut needed) }.unwrap_err();
        assert_eq!((e.status, needed), (DAMERO_BUFFER_TOO_SMALL, 1));
        let e = unsafe { write_text("", std::ptr::null_mut(), 1, &mut needed) }.unwrap_err();
        assert_eq!(e.status, DAMERO_NULL_ARGUMENT);
    }

    #[test]
    fn lists_fit_or_report_the_count() {
        let mut out = [0u8; 2];
        let mut n = 9;
        unsafe { write_list::<u8>(&[], std::ptr::null_mut(), 0, &mut n) }.unwrap();
        assert_eq!(n, 0);
        let e = unsafe { write_list(&[1, 2, 3], out.as_mut_ptr(), 2, &mut n) }.unwrap_err();
        assert_eq!((e.status, n, out), (DAMERO_BUFFER_TOO_SMALL, 3, [0, 0]));
        unsafe { write_list(&[1, 2], out.as_mut_ptr(), 2, &mut n) }.unwrap();
        assert_eq!((n, out), (2, [1, 2]));
    }

    #[test]
    fn quotes_are_cut() {
        assert_eq!(quoted("a\"b"), "\"a\\\"b\"");
        let long = "x".repeat(1000);
        let q = quoted(&long);
        assert!(q.ends_with("...\" (1000 characters)"), "{q}");
        assert_eq!(
            q.len(),
            1 + damero_core::MAX_QUOTE + "...\" (1000 characters)".len()
        );
    }

    #[test]
    fn fixed_arrays() {
        assert!(fill_text::<4>("abcd").is_none());
        assert_eq!(fill_text::<4>("abc").unwrap()[3], 0);
        assert!(fill_squares::<2>(&[1, 2, 3]).is_none());
        assert_eq!(fill_squares::<3>(&[1, 2]).unwrap(), [1, 2, 0]);
    }
}
