//! Action ids, masks and observations of one game, for programs that learn: numbers in place of
//! moves and planes written into the caller's arrays. The map and the planes are the core's
//! (`damero::actions`, `damero::planes`); only types and lengths are checked here.

use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, game_mut, game_ref};
use crate::moves::{damero_move, play_with};
use crate::piece::promotion_arg;
use crate::strings::{arg_ref, out_ptr, write_list};

/// The `len` elements at `out` as a mutable slice (NULL only when `len` is 0).
///
/// # Safety
/// `out` is NULL or points to `len` writable elements that nothing else uses during the call,
/// and every bit pattern is a valid `T` (or the caller writes them all first).
pub(crate) unsafe fn out_slice<'a, T>(out: *mut T, len: usize, name: &str) -> Result<&'a mut [T]> {
    if len == 0 {
        return Ok(&mut []);
    }
    if out.is_null() {
        return Err(Failure::null(name));
    }
    // SAFETY: non-NULL, and the caller promises `len` writable elements.
    Ok(unsafe { std::slice::from_raw_parts_mut(out, len) })
}

/// The `len` flags at `out`, all set to false first, so that the slice holds only valid `bool`s
/// whatever the caller's memory held.
///
/// # Safety
/// `out` is NULL or points to `len` writable bytes that nothing else uses during the call.
pub(crate) unsafe fn out_flags<'a>(
    out: *mut bool,
    len: usize,
    name: &str,
) -> Result<&'a mut [bool]> {
    if len > 0 && !out.is_null() {
        // SAFETY: `len` writable bytes, as the caller promised; 0 is `false`.
        unsafe { std::ptr::write_bytes(out.cast::<u8>(), 0, len) };
    }
    // SAFETY: as the caller promised, and every element is now a valid `bool`.
    unsafe { out_slice(out, len, name) }
}

/// Checks that a caller's array has exactly the length a call writes.
pub(crate) fn check_len(len: usize, needed: usize, what: &str) -> Result<()> {
    if len == needed {
        return Ok(());
    }
    Err(Failure::new(
        damero_status::DAMERO_INVALID_ARGUMENT,
        format!("{what} takes an array of {needed} elements, got {len}"),
    ))
}

/// The number of action ids of the game, into `*out_count`: every id is below it. Chess and
/// Chess960 4,672 (AlphaZero's 8 x 8 x 73, numbered as pgx numbers it); Reversi the cells + 1
/// (65 on 8x8, the pass last); Connect Four the columns (7); draughts the squares squared
/// times 8 (8,192 on 8x8, 20,000 on 10x10, 32,768 in Turkish). The map is documented in the
/// README's "Programs that learn" section and in conformance/README.md.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_action_count(
    game: *const damero_game,
    out_count: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_count, "out_count")?;
        unsafe { out.write(game.action_count()) };
        Ok(())
    })
}

/// The ids of the legal moves, sorted, one per legal move (none once the game is over): the
/// same move in the same position always has the same id.
///
/// The ids go into `out`, an array of `cap` elements owned by the caller, and `*out_len` is
/// set to their number (the number of legal moves, as `damero_game_legal_move_count` says). If
/// `cap` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`, still sets `*out_len` and
/// leaves `out` untouched (`out` may be NULL when `cap` is 0, to ask for the number).
///
/// Errors: `DAMERO_NOT_ALLOWED` for a draughts position with more capture routes between the
/// same two squares than ids tell apart (8; none is known from a real game),
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out` is NULL or has `cap` writable elements; `out_len` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_legal_actions(
    game: *const damero_game,
    out: *mut u32,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let ids = game.legal_actions()?;
        unsafe { write_list(&ids, out, cap, out_len) }
    })
}

/// Plays the legal move whose id is `action` and writes it to `*out_played` when `out_played`
/// is not NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_INVALID_ARGUMENT` for an id not below
/// `damero_game_action_count`, `DAMERO_ILLEGAL_MOVE` for an id that is no legal move now (the
/// message names the id), `DAMERO_GAME_OVER`, `DAMERO_HISTORY_FULL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `out_played` is NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_play_action(
    game: *mut damero_game,
    action: u32,
    out_played: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        unsafe { play_with(game, out_played, |g| g.play_action(action).cloned()) }
    })
}

/// The id of `move`, a legal move of the current position (matched by its path, promotion and,
/// where those do not tell two moves apart, target, as `damero_game_play_move` matches it: a
/// move from `damero_game_legal_moves` or one the caller filled), into `*out_action`.
///
/// Errors: `DAMERO_ILLEGAL_MOVE` when no legal move has that path and promotion,
/// `DAMERO_GAME_OVER`, `DAMERO_INVALID_ARGUMENT` for a `path_len` over `DAMERO_MAX_PATH` or a
/// `promotion` that is not a `damero_role`, `DAMERO_NOT_ALLOWED` as
/// `damero_game_legal_actions`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `move` is a readable `damero_move`; `out_action` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_action_of(
    game: *const damero_game,
    r#move: *const damero_move,
    out_action: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let wanted = unsafe { arg_ref(r#move, "move") }?;
        let out = out_ptr(out_action, "out_action")?;
        let path = wanted.path()?;
        let promotion = promotion_arg(wanted.promotion)?;
        let legal = game.legal_moves();
        let id = match wanted.find_in(&legal)? {
            Some(m) => game.action_of(m)?,
            None if legal.is_empty() => {
                return Err(Failure::new(
                    damero_status::DAMERO_GAME_OVER,
                    "the game is over: no move has an id",
                ));
            }
            None => {
                return Err(Failure::new(
                    damero_status::DAMERO_ILLEGAL_MOVE,
                    format!(
                        "no legal move has the path {path:?} and the promotion {}",
                        promotion.map_or("none", |r| r.name())
                    ),
                ));
            }
        };
        unsafe { out.write(id) };
        Ok(())
    })
}

/// The legal-action mask: `out[id]` is true when `id` is a legal move now (all false once the
/// game is over), written into the caller's array of exactly `len` = `damero_game_action_count`
/// flags; nothing is allocated.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when `len` is not the action count (`out` untouched),
/// `DAMERO_NOT_ALLOWED` as `damero_game_legal_actions` (the mask then says nothing),
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out` has `len` writable elements that nothing else uses during the
/// call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_action_mask(
    game: *const damero_game,
    out: *mut bool,
    len: usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        check_len(len, game.action_count() as usize, "the action mask")?;
        if out.is_null() {
            return Err(Failure::null("out"));
        }
        let flags = unsafe { out_flags(out, len, "out") }?;
        Ok(game.action_mask(flags)?)
    })
}

/// The shape of `damero_game_observe`'s planes into `out_shape[0..3]`: rows, columns, planes.
/// Chess and Chess960 8 x 8 x 119 (pgx's); Reversi and Connect Four rows x columns x 2 (pgx's);
/// draughts rows x columns x 9.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_shape` has 3 writable elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_observation_shape(
    game: *const damero_game,
    out_shape: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = unsafe { out_slice(out_ptr(out_shape, "out_shape")?, 3, "out_shape") }?;
        out.copy_from_slice(&game.observation_shape());
        Ok(())
    })
}

/// Writes the current position as planes into `out`, channel-last (element
/// `(row * columns + column) * planes + plane`), the board seen from the side to move; `len`
/// must be exactly rows x columns x planes (`damero_game_observation_shape`). Nothing is
/// allocated.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when `len` is not that size (`out` untouched),
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out` has `len` writable elements that nothing else uses during the
/// call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_observe(
    game: *const damero_game,
    out: *mut f32,
    len: usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let [rows, columns, planes] = game.observation_shape();
        check_len(len, rows * columns * planes, "the observation")?;
        if out.is_null() {
            return Err(Failure::null("out"));
        }
        let out = unsafe { out_slice(out, len, "out") }?;
        Ok(game.observe(out)?)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::damero_status::*;
    use crate::game::damero_game_free;

    fn new_game(variant: &std::ffi::CStr) -> *mut damero_game {
        let mut game = std::ptr::null_mut();
        let status =
            unsafe { crate::game::damero_game_new(variant.as_ptr(), std::ptr::null(), &mut game) };
        assert_eq!(status, DAMERO_OK);
        game
    }

    #[test]
    fn a_mask_of_garbage_bytes_is_written_whole() {
        let game = new_game(c"connect4");
        let mut bytes = [0xAAu8; 7];
        let status = unsafe { damero_game_action_mask(game, bytes.as_mut_ptr().cast(), 7) };
        assert_eq!((status, bytes), (DAMERO_OK, [1; 7]));
        let status = unsafe { damero_game_action_mask(game, bytes.as_mut_ptr().cast(), 6) };
        assert_eq!(status, DAMERO_INVALID_ARGUMENT);
        unsafe { damero_game_free(game) };
    }
}
