//! Variants and boards: names, families, the board geometry of variants and of games, square
//! names, option keys and piece letters, so that a program can draw and describe any board the
//! library knows without knowing its size.

use std::ffi::{CStr, c_char};

use damero_core::{Family, Geometry, Labels, Numbering, Options, Shading, Variant};

use crate::error::{Failure, Result, damero_status, guard, guard_value};
use crate::game::{damero_game, game_ref};
use crate::piece::damero_piece;
use crate::status::{DAMERO_MAX_SQUARES, side_arg};
use crate::strings::{arg_str, out_ptr, quoted, static_cstr, write_text};

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

/// A family of games: the games in one family share their engine and their notation. The values
/// follow the core's `Family::ALL` (a test keeps them in step); `damero_family_name` gives the
/// shared name.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_family {
    /// Draughts and checkers: pieces travel and capture by jumping, and are crowned.
    Draughts = 0,
    /// Chess and Chess960.
    Chess = 1,
    /// Placement games: each move puts a disc on the board (Reversi, Connect Four) or passes.
    Placement = 2,
}

mirror_enum!(damero_family => Family [Draughts, Chess, Placement]);

/// How a board numbers its squares (`damero_geometry.numbering`). The values follow the core's
/// `Numbering::ALL`; `damero_numbering_code` gives the shared code.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_numbering {
    /// PDN: the dark squares from the top left as White sees the board, from 1 (square 1 = b8 on
    /// 8x8, 46 = a1 on 10x10).
    Pdn = 0,
    /// The turned 8x8 board of Italian draughts: 1 = a8 ... 32 = h1.
    Mirrored = 1,
    /// The turned 8x8 board numbered from White's side (Spanish): 1 = h1 ... 32 = a8.
    MirroredFromWhite = 2,
    /// Every square from the top left, from 1 (Turkish): 1 = a8, 8 = h8, ..., 64 = h1.
    AllSquares = 3,
    /// Every square from the bottom left, from 0, row by row upwards (chess, Connect Four):
    /// 0 = a1, 1 = b1, ..., the top right square last.
    FromBottomLeft = 4,
    /// Every square from the top left, from 0, row by row downwards, rows named from the top
    /// (the Othello convention): 0 = a1 at the top left.
    FromTopLeft = 5,
}

mirror_enum!(damero_numbering => Numbering [
    Pdn,
    Mirrored,
    MirroredFromWhite,
    AllSquares,
    FromBottomLeft,
    FromTopLeft,
]);

/// How a drawn board labels its squares (`damero_geometry.labels`). The values follow the core's
/// `Labels::ALL`; `damero_labels_code` gives the shared code.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_labels {
    /// Column letters and row numbers at the edges (chess, Reversi; Connect Four: the column
    /// numbers).
    Edge = 0,
    /// Every playing square carries its number or name (draughts).
    Every = 1,
}

mirror_enum!(damero_labels => Labels [Edge, Every]);

/// How a drawn board shades its squares (`damero_geometry.shading`). The values follow the core's
/// `Shading::ALL`; `damero_shading_code` gives the shared code.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_shading {
    /// The playing squares dark, the others light (draughts on the diagonals).
    Diagonal = 0,
    /// Light and dark alternate, a1 dark (chess).
    Checkered = 1,
    /// Every square alike (Turkish draughts, Reversi, Connect Four).
    Plain = 2,
}

mirror_enum!(damero_shading => Shading [Diagonal, Checkered, Plain]);

/// A board: its size, the numbers of its playing squares, and how it is drawn. Rows and columns
/// count from the top left of the board as drawn (White at the bottom in chess and draughts).
/// From `damero_variant_geometry` (the variant's default board) or `damero_game_geometry` (the
/// board a game is played on, which its options may size).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct damero_geometry {
    /// Rows of the board (8 in English draughts, 10 in International).
    pub rows: u8,
    /// Columns of the board.
    pub columns: u8,
    /// Playing squares (32 in English draughts, 50 in International, 64 in chess), at most
    /// `DAMERO_MAX_SQUARES`.
    pub squares: u8,
    /// The number of the first playing square (1 in draughts, 0 in chess); the squares are
    /// numbered `first_square` to `last_square`.
    pub first_square: u8,
    /// The number of the last playing square, `first_square + squares - 1`: always below
    /// `DAMERO_NO_SQUARE`.
    pub last_square: u8,
    /// How the squares are numbered.
    pub numbering: damero_numbering,
    /// How a drawn board labels its squares.
    pub labels: damero_labels,
    /// How a drawn board shades its squares.
    pub shading: damero_shading,
    /// Whether a piece falls to the lowest empty square of the column it is dropped in (Connect
    /// Four): a page then lets the player click anywhere in a column.
    pub drops: bool,
}

impl damero_geometry {
    /// The C geometry of a board of the core; an error for a board whose squares would not fit
    /// the C structs (more than `DAMERO_MAX_SQUARES`, or a square numbered `DAMERO_NO_SQUARE`).
    pub(crate) fn of(g: &Geometry) -> Result<damero_geometry> {
        if g.squares() as usize > DAMERO_MAX_SQUARES || g.last_square() == DAMERO_NO_SQUARE {
            return Err(Failure::invalid(format!(
                "a board of {} squares numbered up to {} does not fit the C interface \
                 (DAMERO_MAX_SQUARES, DAMERO_NO_SQUARE)",
                g.squares(),
                g.last_square()
            )));
        }
        Ok(damero_geometry {
            rows: g.rows,
            columns: g.columns,
            squares: g.squares(),
            first_square: g.first_square(),
            last_square: g.last_square(),
            numbering: damero_numbering::of(g.numbering)?,
            labels: damero_labels::of(g.labels)?,
            shading: damero_shading::of(g.shading)?,
            drops: g.drops,
        })
    }
}

/// A static code, or NULL.
fn code_ptr(code: Option<&'static str>) -> *const c_char {
    code.map_or(std::ptr::null(), |c| static_cstr(c).as_ptr())
}

/// The shared name of a `damero_family`: "draughts", "chess" or "placement"; NULL for unknown
/// values. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_family_name(family: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        code_ptr(damero_family::core(family).map(Family::name))
    })
}

/// Whether this build of the library plays the games of `family` (a `damero_family`); false for
/// unknown values. A variant of a family that is not in the build keeps its names and geometry,
/// but no game of it can be made (`DAMERO_UNKNOWN_VARIANT`).
#[unsafe(no_mangle)]
pub extern "C" fn damero_family_is_available(family: u32) -> bool {
    guard_value(false, || {
        damero_family::core(family).is_some_and(Family::is_available)
    })
}

/// The shared code of a `damero_numbering`: "pdn", "mirrored", "mirrored_from_white",
/// "all_squares", "from_bottom_left" or "from_top_left"; NULL for unknown values. The string is
/// static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_numbering_code(numbering: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        code_ptr(damero_numbering::core(numbering).map(Numbering::code))
    })
}

/// The shared code of a `damero_labels`: "edge" or "every"; NULL for unknown values. The string
/// is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_labels_code(labels: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        code_ptr(damero_labels::core(labels).map(Labels::code))
    })
}

/// The shared code of a `damero_shading`: "diagonal", "checkered" or "plain"; NULL for unknown
/// values. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_shading_code(shading: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        code_ptr(damero_shading::core(shading).map(Shading::code))
    })
}

/// How many variants the library knows.
#[unsafe(no_mangle)]
pub extern "C" fn damero_variant_count() -> usize {
    guard_value(0, || Variant::ALL.len())
}

/// The name of variant `index` (0 to `damero_variant_count() - 1`): "english", "brazilian",
/// "international", ..., "chess", "chess960"; NULL past the end. The string is static: never
/// free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_variant_name(index: usize) -> *const c_char {
    guard_value(std::ptr::null(), || {
        Variant::ALL
            .get(index)
            .map_or(std::ptr::null(), |&v| variant_name(v).as_ptr())
    })
}

/// The family of games `variant` belongs to, into `*out_family` (`damero_family_name` gives its
/// shared name, e.g. "draughts"). Before 0.1.0 this wrote the name as a string; it now writes
/// the enum.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_family` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_family(
    variant: *const c_char,
    out_family: *mut damero_family,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_family, "out_family")?;
        let family = damero_family::of(variant.family())?;
        unsafe { out.write(family) };
        Ok(())
    })
}

/// The name of `side` (a `damero_side`) on the boards of `variant`, into `*out_name`: "black" or
/// "white", except in Connect Four, where the first player (`DAMERO_SIDE_BLACK`) is "red" and
/// the second "yellow". For what a program shows; the API's values and codes stay black and
/// white. The string is static: never free it.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for `DAMERO_SIDE_NONE` and unknown values,
/// `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` is a NUL-terminated string; `out_name` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_variant_side_name(
    variant: *const c_char,
    side: u32,
    out_name: *mut *const c_char,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let out = out_ptr(out_name, "out_name")?;
        let side = side_arg(side)?;
        let name = static_cstr(variant.side_name(side));
        unsafe { out.write(name.as_ptr()) };
        Ok(())
    })
}

/// The default board of `variant`: its size, the numbers of its squares and how it is drawn
/// (`damero_game_geometry` gives the board of a game, which its options may size).
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
        let geometry = damero_geometry::of(&variant.geometry())?;
        unsafe { out.write(geometry) };
        Ok(())
    })
}

/// The number of the first playing square of `variant` (1 in draughts, 0 in chess), into
/// `*out_square`.
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

/// 255: never a square of any board (draughts squares are 1-64, chess squares 0-63 with a1 = 0,
/// placement boards at most 0-99). It stands for "no square": what `damero_variant_square_at`
/// and `damero_game_square_at` write where the board has no square, the `from` of a placement,
/// the `from`, `to` and `target` of a pass (`damero_move`), and `checked_king` when no king is in
/// check (`damero_game_state`). 0 is a real square in chess (a1): compare with
/// `DAMERO_NO_SQUARE`, not 0.
pub const DAMERO_NO_SQUARE: u8 = 255;

/// The square at `row`, `column` of a board, or `DAMERO_NO_SQUARE`.
fn square_at(g: &Geometry, row: u8, column: u8) -> u8 {
    g.square_at(row, column).unwrap_or(DAMERO_NO_SQUARE)
}

/// The row and column of a square that `check` accepted.
fn coordinates(g: &Geometry, square: u8) -> Result<(u8, u8)> {
    g.coordinates(square)
        .ok_or_else(|| Failure::invalid(format!("square {square} has no coordinates")))
}

/// The square with an algebraic name on a board; `what` names the board in the message.
fn square_from_name(g: &Geometry, name: &str, what: impl std::fmt::Display) -> Result<u8> {
    g.square_from_name(name).ok_or_else(|| {
        Failure::invalid(format!(
            "{} is not the name of a playing square of {what}",
            quoted(name)
        ))
    })
}

/// The playing square at `row` and `column` of the default board of `variant` (row 0 is the top
/// row and column 0 the left column of the board as drawn, White at the bottom in chess and
/// draughts), or `DAMERO_NO_SQUARE` (255) when that is a square nobody plays on (a light square
/// in draughts) or off the board.
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
        unsafe { out.write(square_at(&variant.geometry(), row, column)) };
        Ok(())
    })
}

/// The row and column of `square` on the default board of `variant` (see
/// `damero_variant_square_at`).
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
        let (row, column) = coordinates(&variant.geometry(), square)?;
        unsafe {
            out_row.write(row);
            out_column.write(column);
        }
        Ok(())
    })
}

/// The algebraic name of `square` on the default board of `variant`: its column letter ('a' on
/// the left) and its row number (1 on White's side; on a board numbered
/// `DAMERO_NUMBERING_FROM_TOP_LEFT`, 1 at the top), e.g. English square 1 is "b8",
/// International square 46 is "a1".
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
        // The core's one answer: invalid_argument for a square the board lacks.
        let name = variant.square_name(square)?;
        unsafe { write_text(&name, buf, len, out_needed) }
    })
}

/// The square with the algebraic name `name` (see `damero_variant_square_name`) on the default
/// board of `variant`, into `*out_square`.
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
        let square = square_from_name(&variant.geometry(), name, variant)?;
        unsafe { out.write(square) };
        Ok(())
    })
}

/// The board `game` is played on: its size, the numbers of its squares and how it is drawn.
/// Every square of a game (moves, `damero_game_piece_at`, `damero_game_board`) is a square of
/// this board, which may differ from the variant's default board when the game's options size
/// it; draw a game's board from this.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_geometry` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_geometry(
    game: *const damero_game,
    out_geometry: *mut damero_geometry,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_geometry, "out_geometry")?;
        let geometry = damero_geometry::of(&game.geometry())?;
        unsafe { out.write(geometry) };
        Ok(())
    })
}

/// The number of the first playing square of the board of `game`, into `*out_square`.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_square` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_first_square(
    game: *const damero_game,
    out_square: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_square, "out_square")?;
        unsafe { out.write(game.geometry().first_square()) };
        Ok(())
    })
}

/// The playing square at `row` and `column` of the board of `game` (as
/// `damero_variant_square_at` reads them), or `DAMERO_NO_SQUARE` where the board has none.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_square` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_square_at(
    game: *const damero_game,
    row: u8,
    column: u8,
    out_square: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_square, "out_square")?;
        unsafe { out.write(square_at(&game.geometry(), row, column)) };
        Ok(())
    })
}

/// The row and column of `square` on the board of `game` (see `damero_game_square_at`).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when the board has no such square (the message gives the
/// range), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_row` and `out_column` are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_coordinates(
    game: *const damero_game,
    square: i64,
    out_row: *mut u8,
    out_column: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out_row = out_ptr(out_row, "out_row")?;
        let out_column = out_ptr(out_column, "out_column")?;
        let square = game.check_square(square)?;
        let (row, column) = coordinates(&game.geometry(), square)?;
        unsafe {
            out_row.write(row);
            out_column.write(column);
        }
        Ok(())
    })
}

/// The algebraic name of `square` on the board of `game` (as `damero_variant_square_name` writes
/// it), into `buf` of `len` bytes as `damero_variant_square_name` does (`DAMERO_BUFFER_TOO_SMALL`
/// sets `*out_needed`).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when the board has no such square,
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `buf` is NULL or has `len` writable bytes; `out_needed` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_square_name(
    game: *const damero_game,
    square: i64,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let name = game.square_name(square)?;
        unsafe { write_text(&name, buf, len, out_needed) }
    })
}

/// The square with the algebraic name `name` on the board of `game` (see
/// `damero_game_square_name`), into `*out_square`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a name that is not a playing square of the board,
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `game` is a live game; `name` is a NUL-terminated string; `out_square` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_square_from_name(
    game: *const damero_game,
    name: *const c_char,
    out_square: *mut u8,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let name = unsafe { arg_str(name, "name") }?;
        let out = out_ptr(out_square, "out_square")?;
        let square = square_from_name(&game.geometry(), name, game.variant())?;
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
    use crate::snake;

    fn text(p: *const c_char) -> Option<&'static str> {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_str().unwrap())
    }

    /// Checks a C enum that mirrors a core enum: the same values in the same order, the core's
    /// names, and its code function.
    macro_rules! check_mirror {
        ($c:ident, $core:ident, $code:ident, $code_fn:ident) => {{
            assert_eq!(
                $c::ALL.len(),
                $core::ALL.len(),
                "a value of {} is missing in {}",
                stringify!($core),
                stringify!($c)
            );
            for (i, (&c, &core)) in $c::ALL.iter().zip($core::ALL.iter()).enumerate() {
                assert_eq!(
                    c as u32, i as u32,
                    "{core:?}: its position in the core's ALL"
                );
                assert_eq!(snake(c), core.$code(), "the C name of {core:?}");
                assert_eq!($c::of(core).unwrap(), c);
                assert_eq!($c::core(c as u32), Some(core));
                assert_eq!(text($code_fn(c as u32)), Some(core.$code()));
            }
            assert_eq!($c::core($core::ALL.len() as u32), None);
            assert_eq!(text($code_fn($core::ALL.len() as u32)), None);
            assert_eq!(text($code_fn(u32::MAX)), None);
        }};
    }

    #[test]
    fn mirrors_follow_the_core() {
        check_mirror!(damero_family, Family, name, damero_family_name);
        check_mirror!(damero_numbering, Numbering, code, damero_numbering_code);
        check_mirror!(damero_labels, Labels, code, damero_labels_code);
        check_mirror!(damero_shading, Shading, code, damero_shading_code);
        for family in Family::ALL {
            let c = damero_family::of(family).unwrap() as u32;
            assert_eq!(damero_family_is_available(c), family.is_available());
        }
        assert!(!damero_family_is_available(Family::ALL.len() as u32));
    }

    #[test]
    fn every_board_fits_the_c_structs() {
        for variant in Variant::ALL {
            let g = variant.geometry();
            let c = damero_geometry::of(&g).unwrap();
            assert!(c.squares as usize <= DAMERO_MAX_SQUARES, "{variant}");
            assert!(c.last_square < DAMERO_NO_SQUARE, "{variant}");
            assert_eq!(
                (
                    c.rows,
                    c.columns,
                    c.squares,
                    c.first_square,
                    c.last_square,
                    c.drops
                ),
                (
                    g.rows,
                    g.columns,
                    g.squares(),
                    g.first_square(),
                    g.last_square(),
                    g.drops
                ),
                "{variant}"
            );
            assert_eq!(
                damero_numbering::core(c.numbering as u32),
                Some(g.numbering)
            );
            assert_eq!(damero_labels::core(c.labels as u32), Some(g.labels));
            assert_eq!(damero_shading::core(c.shading as u32), Some(g.shading));
            assert_eq!(
                damero_family::core(damero_family::of(variant.family()).unwrap() as u32),
                Some(variant.family())
            );
        }
    }

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
