//! Variants: names, board geometry, square names, option keys and piece letters, so that a
//! program can draw and describe any board the library knows without knowing its size.

use std::ffi::{CStr, c_char};

use damero_core::{Options, Variant};

use crate::error::{Failure, Result, damero_status, guard, guard_value};
use crate::piece::damero_piece;
use crate::strings::{arg_str, out_ptr, static_cstr, write_text};

/// The static C string of a variant's name.
pub(crate) fn variant_name(variant: Variant) -> &'static CStr {
    static_cstr(variant.name())
}

/// The variant named by a string argument.
///
/// # Safety
/// `variant` is NULL or a NUL-terminated string.
pub(crate) unsafe fn variant_arg(variant: *const c_char) -> Result<Variant> {
    // SAFETY: as the caller promised.
    Ok(Variant::from_name(unsafe { arg_str(variant, "variant") }?)?)
}

/// Every option of a variant's keys with its text, "key=value" pairs joined by ',' in the order
/// of the variant's keys.
pub(crate) fn options_text(variant: Variant, options: &Options) -> Result<String> {
    let mut pairs = Vec::new();
    for key in variant.option_keys() {
        pairs.push(format!("{key}={}", options.get(key)?));
    }
    Ok(pairs.join(","))
}

/// The size of a board and the numbers of its playing squares.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct damero_geometry {
    /// Rows of the board (8 in English draughts, 10 in International).
    pub rows: u8,
    /// Columns of the board.
    pub columns: u8,
    /// Playing squares (32 in English draughts, 50 in International).
    pub squares: u8,
    /// The number of the first playing square (1 in draughts); the squares are numbered
    /// `first_square` to `first_square + squares - 1`.
    pub first_square: u8,
}

/// How many variants the library knows.
#[unsafe(no_mangle)]
pub extern "C" fn damero_variant_count() -> usize {
    guard_value(0, || Variant::ALL.len())
}

/// The name of variant `index` (0 to `damero_variant_count() - 1`): "english", "brazilian",
/// "international"; NULL past the end. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_variant_name(index: usize) -> *const c_char {
    guard_value(std::ptr::null(), || {
        Variant::ALL
            .get(index)
            .map_or(std::ptr::null(), |&v| variant_name(v).as_ptr())
    })
}

/// The family of games `variant` belongs to, e.g. "draughts", into `*out_family`: a static
/// string, never to be freed.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_family` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_family(
    variant: *const c_char,
    out_family: *mut *const c_char,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_family, "out_family")?;
        unsafe { out.write(static_cstr(variant.family()).as_ptr()) };
        Ok(())
    })
}

/// The size of the board of `variant` and the numbers of its squares.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_geometry` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_geometry(
    variant: *const c_char,
    out_geometry: *mut damero_geometry,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_geometry, "out_geometry")?;
        let geometry = damero_geometry {
            rows: variant.rows(),
            columns: variant.columns(),
            squares: variant.squares(),
            first_square: variant.first_square(),
        };
        unsafe { out.write(geometry) };
        Ok(())
    })
}

/// The number of the first playing square of `variant` (1 in draughts), into `*out_square`.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_square` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_first_square(
    variant: *const c_char,
    out_square: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_square, "out_square")?;
        unsafe { out.write(variant.first_square()) };
        Ok(())
    })
}

/// What `damero_variant_square_at` writes where the board has no square: 255, never a square in
/// any variant (draughts squares are 1-64, chess squares 0-63, a1 = 0).
pub const DAMERO_NO_SQUARE: u8 = 255;

/// The playing square at `row` and `column` (row 0 is the top row and column 0 the left column
/// as White sees the board), or `DAMERO_NO_SQUARE` (255) when that is a square nobody plays on
/// (a light square in draughts) or off the board. 0 is a real square in chess (a1): compare with
/// `DAMERO_NO_SQUARE`, not 0.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_square` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_square_at(
    variant: *const c_char,
    row: u8,
    column: u8,
    out_square: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_square, "out_square")?;
        unsafe { out.write(variant.square_at(row, column).unwrap_or(DAMERO_NO_SQUARE)) };
        Ok(())
    })
}

/// The row and column of `square` (see `damero_variant_square_at`).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when the board has no such square (the message gives the
/// range), `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_row` and `out_column` are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_coordinates(
    variant: *const c_char,
    square: i64,
    out_row: *mut u8,
    out_column: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out_row = out_ptr(out_row, "out_row")?;
        let out_column = out_ptr(out_column, "out_column")?;
        let square = variant.check_square(square)?;
        let (row, column) = variant
            .coordinates(square)
            .ok_or_else(|| Failure::invalid(format!("square {square} has no coordinates")))?;
        unsafe {
            out_row.write(row);
            out_column.write(column);
        }
        Ok(())
    })
}

/// The algebraic name of `square`: its column letter ('a' on White's left) and its row number
/// (1 on White's side), e.g. English square 1 is "b8", International square 46 is "a1".
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when the board has no such square, `DAMERO_UNKNOWN_VARIANT`,
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `buf` is NULL or has `len` writable bytes;
/// `out_needed` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_square_name(
    variant: *const c_char,
    square: i64,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let square = variant.check_square(square)?;
        let name = variant
            .square_name(square)
            .ok_or_else(|| Failure::invalid(format!("square {square} has no name")))?;
        unsafe { write_text(&name, buf, len, out_needed) }
    })
}

/// The square with the algebraic name `name` (see `damero_variant_square_name`), into
/// `*out_square`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a name that is not a playing square of the board,
/// `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` and `name` are NUL-terminated strings; `out_square` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_square_from_name(
    variant: *const c_char,
    name: *const c_char,
    out_square: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let name = unsafe { arg_str(name, "name") }?;
        let out = out_ptr(out_square, "out_square")?;
        let square = variant.square_from_name(name).ok_or_else(|| {
            Failure::invalid(format!(
                "{name:?} is not the name of a playing square of {variant}"
            ))
        })?;
        unsafe { out.write(square) };
        Ok(())
    })
}

/// The option keys `variant` accepts, in order, joined by ',': English
/// "first,capture,repetition,move_limit,agreement,resignation"; Brazilian and International add
/// "endgame".
///
/// The text and a terminating NUL go into `buf` of `len` bytes, as `damero_variant_square_name`
/// does (`DAMERO_BUFFER_TOO_SMALL` sets `*out_needed`).
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`,
/// `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `buf` is NULL or has `len` writable bytes;
/// `out_needed` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_option_keys(
    variant: *const c_char,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        unsafe { write_text(&variant.option_keys().join(","), buf, len, out_needed) }
    })
}

/// The default options of `variant`: every key of `damero_variant_option_keys` with its default
/// value, "key=value" pairs joined by ',', e.g. for English
/// "first=black,capture=mandatory,repetition=warn3,move_limit=none,agreement=on,resignation=on".
/// Values never contain ',' or '='.
///
/// The text and a terminating NUL go into `buf` of `len` bytes, as `damero_variant_square_name`
/// does (`DAMERO_BUFFER_TOO_SMALL` sets `*out_needed`).
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`,
/// `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `buf` is NULL or has `len` writable bytes;
/// `out_needed` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_default_options(
    variant: *const c_char,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let text = options_text(variant, &variant.default_options())?;
        unsafe { write_text(&text, buf, len, out_needed) }
    })
}

/// The letter of `piece` in the FEN and text boards of `variant`, into `*out_letter`: in
/// draughts 'b' black man, 'B' black king, 'w' white man, 'W' white king; '.' for the empty
/// square `{DAMERO_SIDE_NONE, DAMERO_ROLE_NONE}`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for an unknown side or role value, or a role the variant
/// has no letter for (a chess role in draughts); `DAMERO_UNKNOWN_VARIANT`,
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_letter` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_piece_letter(
    variant: *const c_char,
    piece: damero_piece,
    out_letter: *mut c_char,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_letter, "out_letter")?;
        let letter = match piece.arg()? {
            None => '.',
            Some(p) => variant.letter(p).ok_or_else(|| {
                Failure::invalid(format!(
                    "{variant} has no {} {} (no letter for it)",
                    p.side, p.role
                ))
            })?,
        };
        // Letters are ASCII.
        let byte = u8::try_from(letter)
            .map_err(|_| Failure::invalid(format!("the letter {letter:?} is not one byte")))?;
        unsafe { out.write(byte as c_char) };
        Ok(())
    })
}

/// The piece `letter` stands for in `variant` (see `damero_variant_piece_letter`), into
/// `*out_piece`; '.' gives the empty square.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for any other letter, `DAMERO_UNKNOWN_VARIANT`,
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_piece` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_piece_from_letter(
    variant: *const c_char,
    letter: c_char,
    out_piece: *mut damero_piece,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_piece, "out_piece")?;
        let letter = char::from(letter as u8);
        let piece = match letter {
            '.' => damero_piece::EMPTY,
            _ => damero_piece::of(Some(variant.piece_from_letter(letter).ok_or_else(
                || Failure::invalid(format!("{letter:?} is not a piece of {variant}")),
            )?)),
        };
        unsafe { out.write(piece) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_text_lists_the_variant_keys_only() {
        let text = options_text(Variant::English, &Variant::English.default_options()).unwrap();
        assert_eq!(
            text.split(',').count(),
            Variant::English.option_keys().len()
        );
        assert!(!text.contains("endgame"));
        let text = options_text(
            Variant::International,
            &Variant::International.default_options(),
        )
        .unwrap();
        assert!(text.contains(",endgame="), "{text}");
    }
}
