//! Variant names and board geometry, so that a program can draw any board the library knows.

use std::ffi::{CStr, c_char};

use damero_core::Variant;

use crate::error::{Failure, damero_status, guard, guard_value};
use crate::strings::{arg_str, out_ptr, static_cstr};

/// The static C string of a variant's name.
pub(crate) fn variant_name(variant: Variant) -> &'static CStr {
    static_cstr(variant.name())
}

/// The size of a board.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct damero_geometry {
    /// Rows of the board (8 in English draughts).
    pub rows: u8,
    /// Columns of the board.
    pub columns: u8,
    /// Playing squares, numbered from 1 (32 in English draughts).
    pub squares: u8,
}

/// How many variants the library knows.
#[unsafe(no_mangle)]
pub extern "C" fn damero_variant_count() -> usize {
    guard_value(0, || Variant::ALL.len())
}

/// The name of variant `index` (0 to `damero_variant_count() - 1`), e.g. "english"; NULL past
/// the end. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_variant_name(index: usize) -> *const c_char {
    guard_value(std::ptr::null(), || {
        Variant::ALL
            .get(index)
            .map_or(std::ptr::null(), |&v| variant_name(v).as_ptr())
    })
}

/// The size of the board of `variant`.
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
        let variant = Variant::from_name(unsafe { arg_str(variant, "variant") }?)?;
        let out = out_ptr(out_geometry, "out_geometry")?;
        let geometry = damero_geometry {
            rows: variant.rows(),
            columns: variant.columns(),
            squares: variant.squares(),
        };
        unsafe { out.write(geometry) };
        Ok(())
    })
}

/// The playing square at `row` and `column` (row 0 is the top row and column 0 the left column
/// as White sees the board), or 0 when that is a light square or off the board.
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
        let variant = Variant::from_name(unsafe { arg_str(variant, "variant") }?)?;
        let out = out_ptr(out_square, "out_square")?;
        unsafe { out.write(variant.square_at(row, column).unwrap_or(0)) };
        Ok(())
    })
}

/// The row and column of `square` (see `damero_variant_square_at`). Errors with
/// `DAMERO_INVALID_ARGUMENT` when the board has no such square.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_row` and `out_column` are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_coordinates(
    variant: *const c_char,
    square: u8,
    out_row: *mut u8,
    out_column: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = Variant::from_name(unsafe { arg_str(variant, "variant") }?)?;
        let out_row = out_ptr(out_row, "out_row")?;
        let out_column = out_ptr(out_column, "out_column")?;
        let (row, column) = variant.coordinates(square).ok_or_else(|| {
            Failure::invalid(format!(
                "there is no square {square} (squares are 1-{})",
                variant.squares()
            ))
        })?;
        unsafe {
            out_row.write(row);
            out_column.write(column);
        }
        Ok(())
    })
}
