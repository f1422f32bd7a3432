//! `damero_batch`: n games of one variant stepped by one action id each per call, with their
//! observations and masks written into the caller's arrays (the core's `Batch`). Only types and
//! lengths are checked here.

use std::ffi::c_char;

use damero_core::{Batch, Options};

use crate::actions::{check_len, out_flags, out_slice};
use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, give};
use crate::strings::{arg_mut, arg_ref, arg_slice, opt_str, out_ptr, write_text};
use crate::variant::variant_arg;

/// The most games a `damero_batch` holds: a bound of this library, so that a wrong count is an
/// error and not an allocation that cannot succeed.
pub const DAMERO_MAX_BATCH: usize = 65536;

/// Games of one variant with the same options, stepped together: create it with
/// `damero_batch_new` and free it with `damero_batch_free`. A step plays one action id in every
/// game, writes for each the reward of the side that moved (1 won, -1 lost, 0 otherwise) and
/// whether the game ended (by the rules, an automatic draw rule, or at `DAMERO_MAX_HISTORY`
/// moves), and starts every finished game again in the same step, so that observations and
/// masks then show the new game's start. Functions that take a `const damero_batch *` only read
/// it; a batch is used by one thread at a time (it may spread its own work over threads).
pub struct damero_batch {
    batch: Batch,
    /// The terminal flags of the last step, written here first so that the caller's array is
    /// written only on success.
    terminals: Vec<bool>,
}

/// The batch behind a handle argument.
///
/// # Safety
/// As `arg_ref`.
unsafe fn batch_ref<'a>(batch: *const damero_batch) -> Result<&'a damero_batch> {
    // SAFETY: as the caller promised.
    unsafe { arg_ref(batch, "batch") }
}

/// Game `index` of a batch, read back, or `DAMERO_INVALID_ARGUMENT`.
fn game_index(batch: &Batch, index: usize) -> Result<damero_core::Game> {
    if index >= batch.len() {
        return Err(Failure::invalid(format!(
            "game {index} of a batch of {} (the games are 0 to {})",
            batch.len(),
            batch.len() - 1
        )));
    }
    Ok(batch.game(index))
}

/// `n` games of `variant` with `options` (NULL or "" for the defaults), each from the standard
/// start, stepped on up to `threads` threads (1: the calling thread only; 0: as many as the
/// machine has). On success `*out_batch` is a new batch to free with `damero_batch_free`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for `n` 0 or over `DAMERO_MAX_BATCH`, or `threads` over the
/// `perft_threads` limit (1024), `DAMERO_UNKNOWN_VARIANT`, `DAMERO_INVALID_OPTION`,
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` and a non-NULL `options` are NUL-terminated strings; `out_batch` points to writable
/// memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_new(
    variant: *const c_char,
    options: *const c_char,
    n: usize,
    threads: usize,
    out_batch: *mut *mut damero_batch,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = unsafe { variant_arg(variant) }?;
        let options = unsafe { opt_str(options, "options") }?.unwrap_or("");
        let out_batch = out_ptr(out_batch, "out_batch")?;
        let options = Options::parse(variant, options)?;
        if n > DAMERO_MAX_BATCH {
            return Err(Failure::invalid(format!(
                "a batch of {n} games, over the limit of {DAMERO_MAX_BATCH}"
            )));
        }
        let batch = Batch::new(variant, options, n)?.threads(threads)?;
        let handle = Box::new(damero_batch {
            batch,
            terminals: vec![false; n],
        });
        unsafe { out_batch.write(Box::into_raw(handle)) };
        Ok(())
    })
}

/// Frees a batch. NULL is a no-op. The pointer must not be used afterwards.
///
/// # Safety
/// `batch` is NULL or a live batch from this library, not used by another thread during the
/// call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_free(batch: *mut damero_batch) {
    if batch.is_null() {
        return;
    }
    let _ = guard(|| {
        // SAFETY: the caller gives back a pointer from `Box::into_raw`, once.
        drop(unsafe { Box::from_raw(batch) });
        Ok(())
    });
}

/// The number of games, into `*out_len`.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `out_len` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_len(
    batch: *const damero_batch,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let batch = unsafe { batch_ref(batch) }?;
        let out = out_ptr(out_len, "out_len")?;
        unsafe { out.write(batch.batch.len()) };
        Ok(())
    })
}

/// The number of action ids of every game of the batch (`damero_game_action_count`), into
/// `*out_count`.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_action_count(
    batch: *const damero_batch,
    out_count: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let batch = unsafe { batch_ref(batch) }?;
        let out = out_ptr(out_count, "out_count")?;
        unsafe { out.write(batch.batch.action_count()) };
        Ok(())
    })
}

/// The shape of one game's observation (`damero_game_observation_shape`) into
/// `out_shape[0..3]`: rows, columns, planes.
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `out_shape` has 3 writable elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_observation_shape(
    batch: *const damero_batch,
    out_shape: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let batch = unsafe { batch_ref(batch) }?;
        let out = unsafe { out_slice(out_ptr(out_shape, "out_shape")?, 3, "out_shape") }?;
        out.copy_from_slice(&batch.batch.observation_shape());
        Ok(())
    })
}

/// Plays `actions[i]` in game `i` of every game, writes `rewards[i]` and `terminals[i]` (see
/// `damero_batch`) and starts the finished games again. The three arrays have `n` elements,
/// `n` the batch's length. Every id is checked before any is played.
///
/// Errors, playing nothing and writing nothing: `DAMERO_INVALID_ARGUMENT` for `n` other than
/// the batch's length or an id not below the action count, `DAMERO_ILLEGAL_MOVE` for an id that
/// is no legal move in its game (the message names the game and the id),
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch that no other thread uses during the call; `actions` has `n`
/// readable elements; `rewards` and `terminals` have `n` writable elements each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_step(
    batch: *mut damero_batch,
    actions: *const u32,
    n: usize,
    rewards: *mut f32,
    terminals: *mut bool,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let handle = unsafe { arg_mut(batch, "batch") }?;
        check_len(n, handle.batch.len(), "a step of this batch")?;
        let actions = unsafe { arg_slice(actions, n, "actions") }?;
        let rewards = unsafe { out_slice(rewards, n, "rewards") }?;
        let terminals = out_ptr(terminals, "terminals")?;
        let flags = &mut handle.terminals;
        handle.batch.step(actions, rewards, flags)?;
        // SAFETY: `terminals` has `n` writable bytes, distinct from the batch's own flags.
        unsafe { std::ptr::copy_nonoverlapping(flags.as_ptr(), terminals, n) };
        Ok(())
    })
}

/// Writes the observation of every game, one after the other (each rows x columns x planes, as
/// `damero_batch_observation_shape` gives), into `out` of exactly `len` = the batch's length
/// times that size.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when `len` is not that size (`out` untouched),
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `out` has `len` writable elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_observe(
    batch: *const damero_batch,
    out: *mut f32,
    len: usize,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let batch = &unsafe { batch_ref(batch) }?.batch;
        let [rows, columns, planes] = batch.observation_shape();
        check_len(
            len,
            batch.len() * rows * columns * planes,
            "the observations",
        )?;
        let out = unsafe { out_slice(out_ptr(out, "out")?, len, "out") }?;
        Ok(batch.observe(out)?)
    })
}

/// Writes the legal-action mask of every game, one after the other (each
/// `damero_batch_action_count` flags), into `out` of exactly `len` = the batch's length times
/// the action count.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` when `len` is not that size (`out` untouched),
/// `DAMERO_NOT_ALLOWED` as `damero_game_legal_actions` (the masks then say nothing),
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `out` has `len` writable elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_action_masks(
    batch: *const damero_batch,
    out: *mut bool,
    len: usize,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let batch = &unsafe { batch_ref(batch) }?.batch;
        check_len(
            len,
            batch.len() * batch.action_count() as usize,
            "the action masks",
        )?;
        let out = unsafe { out_flags(out_ptr(out, "out")?, len, "out") }?;
        Ok(batch.action_masks(out)?)
    })
}

/// Plays `plies` random moves in every game (a legal move drawn uniformly, from a generator
/// seeded by `seed` and the game's number, so the games are the same on any number of
/// threads), starting finished games again, and writes the number of games finished to
/// `*out_finished` when it is not NULL.
///
/// Errors: `DAMERO_NULL_ARGUMENT` for `batch`.
///
/// # Safety
/// `batch` is a live batch that no other thread uses during the call; `out_finished` is NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_play_random(
    batch: *mut damero_batch,
    plies: usize,
    seed: u64,
    out_finished: *mut u64,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let handle = unsafe { arg_mut(batch, "batch") }?;
        let finished = handle.batch.play_random(plies, seed);
        unsafe { crate::strings::write_opt(out_finished, finished) };
        Ok(())
    })
}

/// A copy of game `index` of the batch as it stands (its moves, FEN, fragment...), to free
/// with `damero_game_free`; the batch is unchanged.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for `index` not below the batch's length,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `out_game` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_game(
    batch: *const damero_batch,
    index: usize,
    out_game: *mut *mut damero_game,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let batch = &unsafe { batch_ref(batch) }?.batch;
        let out_game = out_ptr(out_game, "out_game")?;
        let game = game_index(batch, index)?;
        unsafe { give(out_game, game) };
        Ok(())
    })
}

/// The fragment of game `index` (`damero_game_to_fragment`), into `buf` of `len` bytes, NUL
/// included; `*out_needed` is set to the size needed.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for `index` not below the batch's length,
/// `DAMERO_BUFFER_TOO_SMALL` (with `*out_needed` set, `buf` untouched), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `batch` is a live batch; `buf` is NULL or has `len` writable bytes; `out_needed` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_batch_fragment(
    batch: *const damero_batch,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let batch = &unsafe { batch_ref(batch) }?.batch;
        let fragment = game_index(batch, index)?.to_fragment();
        unsafe { write_text(&fragment, buf, len, out_needed) }
    })
}
