//! The game handle: creating, copying and freeing it, and reading its position as text.

use std::ffi::c_char;

use damero_core::{Game, Options};

use crate::error::{Result, damero_status, guard};
use crate::piece::damero_piece;
use crate::strings::{arg_mut, arg_ref, arg_str, opt_str, out_ptr, write_list, write_text};
use crate::variant::{options_text, variant_arg, variant_name};

/// A game: position, history, options and how it ended. Create it with `damero_game_new`,
/// `damero_game_from_fen`, `damero_game_from_fragment` or `damero_game_clone`, and free it with
/// `damero_game_free`. Functions that take a `const damero_game *` only read it.
pub struct damero_game {
    pub(crate) game: Game,
}

impl damero_game {
    fn boxed(game: Game) -> *mut damero_game {
        Box::into_raw(Box::new(damero_game { game }))
    }
}

/// Writes a new game to `*out_game`.
///
/// # Safety
/// `out_game` is NULL or writable.
pub(crate) unsafe fn give(out_game: *mut *mut damero_game, game: Game) {
    // SAFETY: the caller checked it with `out_ptr` and promises it is writable.
    unsafe { out_game.write(damero_game::boxed(game)) };
}

/// A new game of `variant` ("english", "brazilian", "international", ..., "chess") from its
/// standard start. `options` is the option text
/// shared by every binding, e.g. "repetition=claim3,move_limit=claim40m"; NULL or "" gives the
/// variant's defaults. On success `*out_game` is a new game to free with `damero_game_free`.
///
/// Errors: `DAMERO_UNKNOWN_VARIANT` (also a name longer than the `name` limit, 40 bytes),
/// `DAMERO_INVALID_OPTION` (also option text longer than the `option_text` limit, 256 bytes),
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` and a non-NULL `options` are NUL-terminated strings; `out_game` points to writable
/// memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_new(
    variant: *const c_char,
    options: *const c_char,
    out_game: *mut *mut damero_game,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let options = unsafe { opt_str(options, "options") }?.unwrap_or("");
        let out_game = out_ptr(out_game, "out_game")?;
        let options = Options::parse(variant, options)?;
        let game = Game::with_options(variant, options)?;
        unsafe { give(out_game, game) };
        Ok(())
    })
}

/// A new game of `variant` that starts from the PDN FEN `fen`, e.g. "W:W18,K30:B14", with
/// `options` (NULL or "" for the defaults). On success `*out_game` is a new game to free with
/// `damero_game_free`.
///
/// Errors: `DAMERO_INVALID_FEN` (also a FEN longer than the `fen` limit, 1000 bytes),
/// `DAMERO_UNKNOWN_VARIANT`, `DAMERO_INVALID_OPTION`, `DAMERO_NULL_ARGUMENT`,
/// `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant`, `fen` and a non-NULL `options` are NUL-terminated strings; `out_game` points to
/// writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_from_fen(
    variant: *const c_char,
    fen: *const c_char,
    options: *const c_char,
    out_game: *mut *mut damero_game,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let fen = unsafe { arg_str(fen, "fen") }?;
        let options = unsafe { opt_str(options, "options") }?;
        let out_game = out_ptr(out_game, "out_game")?;
        let options = options.map(|o| Options::parse(variant, o)).transpose()?;
        let game = Game::from_fen(variant, fen, options)?;
        unsafe { give(out_game, game) };
        Ok(())
    })
}

/// The game written in `fragment` (as `damero_game_to_fragment` writes it, "v2/..."; older
/// "v1/..." fragments still read; one leading '#' is ignored, so a URL's hash can be passed as
/// it is). On success `*out_game` is a new game to free
/// with `damero_game_free`.
///
/// Errors: `DAMERO_INVALID_FRAGMENT` (the message names the bad part; also a fragment longer
/// than the `fragment` limit), `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `fragment` is a NUL-terminated string; `out_game` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_from_fragment(
    fragment: *const c_char,
    out_game: *mut *mut damero_game,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let fragment = unsafe { arg_str(fragment, "fragment") }?;
        let out_game = out_ptr(out_game, "out_game")?;
        let game = Game::from_fragment(fragment)?;
        unsafe { give(out_game, game) };
        Ok(())
    })
}

/// A copy of `game` with the same history, to free with `damero_game_free`.
///
/// # Safety
/// `game` is a live game; `out_game` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_clone(
    game: *const damero_game,
    out_game: *mut *mut damero_game,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { arg_ref(game, "game") }?;
        let out_game = out_ptr(out_game, "out_game")?;
        unsafe { give(out_game, game.game.clone()) };
        Ok(())
    })
}

/// Frees a game. NULL is a no-op. The pointer must not be used afterwards.
///
/// # Safety
/// `game` is NULL or a live game from this library, not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_free(game: *mut damero_game) {
    if game.is_null() {
        return;
    }
    let _ = guard(|| {
        // SAFETY: the caller gives back a pointer from `Box::into_raw`, once.
        drop(unsafe { Box::from_raw(game) });
        Ok(())
    });
}

/// The variant's name, e.g. "english": a static string, never to be freed. NULL if `game` is
/// NULL.
///
/// # Safety
/// `game` is NULL or a live game.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_variant(game: *const damero_game) -> *const c_char {
    crate::error::guard_value(std::ptr::null(), || {
        // SAFETY: as the caller promised.
        match unsafe { game.as_ref() } {
            Some(game) => variant_name(game.game.variant()).as_ptr(),
            None => std::ptr::null(),
        }
    })
}

/// Writes one text of a game into a caller buffer (see `damero_game_fen`).
///
/// # Safety
/// As the exported functions that call it promise.
unsafe fn game_text(
    game: *const damero_game,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
    text: impl FnOnce(&Game) -> String,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        unsafe { write_text(&text(game), buf, len, out_needed) }
    })
}

/// The current position in PDN FEN, e.g. "B:W21,22,23:B1,2,3" (side to move, White's squares,
/// Black's; `K` marks kings).
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0, to ask
/// for the size).
///
/// # Safety
/// `game` is a live game; `buf` is NULL or has `len` writable bytes; `out_needed` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_fen(
    game: *const damero_game,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { game_text(game, buf, len, out_needed, |g| g.fen()) }
}

/// The start position of the game in PDN FEN.
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0, to ask
/// for the size).
///
/// # Safety
/// `game` is a live game; `buf` is NULL or has `len` writable bytes; `out_needed` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_start_fen(
    game: *const damero_game,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { game_text(game, buf, len, out_needed, |g| g.start_fen()) }
}

/// The whole game as a fragment for after '#' in a URL, e.g. "v2/english/m:11-15,23-19":
/// `damero_game_from_fragment` gives the same game back (history, status, repetitions).
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0, to ask
/// for the size).
///
/// # Safety
/// `game` is a live game; `buf` is NULL or has `len` writable bytes; `out_needed` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_to_fragment(
    game: *const damero_game,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { game_text(game, buf, len, out_needed, |g| g.to_fragment()) }
}

/// Every option of the game's variant (`damero_variant_option_keys`) with its value in this
/// game, "key=value" pairs joined by ',', e.g. for English
/// "first=black,capture=mandatory,repetition=warn3,move_limit=none,agreement=on,resignation=on".
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0, to ask
/// for the size).
///
/// # Safety
/// `game` is a live game; `buf` is NULL or has `len` writable bytes; `out_needed` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_options(
    game: *const damero_game,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let text = options_text(game.variant(), game.options())?;
        unsafe { write_text(&text, buf, len, out_needed) }
    })
}

/// The board as lines of text, White at the bottom: the pieces in the variant's letters (draughts
/// 'b'/'w' men, 'B'/'W' kings), '.' empty playing squares, and the number of the first playing
/// square of each row on the right.
///
/// The text and a terminating NUL go into `buf` of `len` bytes, and `*out_needed` is set to the
/// size needed, NUL included. If `len` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`,
/// still sets `*out_needed` and leaves `buf` untouched (`buf` may be NULL when `len` is 0, to ask
/// for the size).
///
/// # Safety
/// `game` is a live game; `buf` is NULL or has `len` writable bytes; `out_needed` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_board_text(
    game: *const damero_game,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    // SAFETY: as the caller promised.
    unsafe { game_text(game, buf, len, out_needed, |g| g.to_string()) }
}

/// The piece on every playing square: `out[i]` is square `first_square + i` (see
/// `damero_game_geometry`); an empty square is `{DAMERO_SIDE_NONE, DAMERO_ROLE_NONE}`.
/// `*out_len` is set to the number of squares (32 in English draughts, 50 in International); if
/// `cap` is smaller the call returns `DAMERO_BUFFER_TOO_SMALL` and leaves `out` untouched (`out`
/// may be NULL when `cap` is 0).
///
/// # Safety
/// `game` is a live game; `out` is NULL or has `cap` writable elements; `out_len` points to a
/// writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_board(
    game: *const damero_game,
    out: *mut damero_piece,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let board: Vec<damero_piece> = game.board().into_iter().map(damero_piece::of).collect();
        unsafe { write_list(&board, out, cap, out_len) }
    })
}

/// The piece on `square` of the game's board (`damero_game_geometry`), into `*out_piece`:
/// `{DAMERO_SIDE_NONE, DAMERO_ROLE_NONE}` when the square is empty.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when the board has no such square (the message gives the
/// range), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_piece` points to writable memory for a `damero_piece`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_piece_at(
    game: *const damero_game,
    square: i64,
    out_piece: *mut damero_piece,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out_piece = out_ptr(out_piece, "out_piece")?;
        let square = game.check_square(square)?;
        let piece = damero_piece::of(game.piece_at(square)?);
        unsafe { out_piece.write(piece) };
        Ok(())
    })
}

/// The game behind a mutable handle argument.
///
/// # Safety
/// As [`arg_mut`].
pub(crate) unsafe fn game_mut<'a>(game: *mut damero_game) -> Result<&'a mut Game> {
    // SAFETY: as the caller promised.
    Ok(&mut unsafe { arg_mut(game, "game") }?.game)
}

/// The game behind a handle argument.
///
/// # Safety
/// As [`arg_ref`].
pub(crate) unsafe fn game_ref<'a>(game: *const damero_game) -> Result<&'a Game> {
    // SAFETY: as the caller promised.
    Ok(&unsafe { arg_ref(game, "game") }?.game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn a_game_may_move_between_threads_and_be_read_from_several() {
        assert_send_sync::<damero_game>();
    }
}
