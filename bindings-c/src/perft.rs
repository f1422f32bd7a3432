//! Perft: the number of move sequences of a given length, to check move generation.

use std::ffi::{c_char, c_void};
use std::sync::atomic::AtomicBool;

use damero_core::{
    Duplicates, Finished, PerftOptions, PerftResult, RootCount, Variant, perft, perft_with,
};

use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, game_ref};
use crate::moves::damero_move;
use crate::strings::{arg_str, opt_str, out_ptr};

/// How perft counts capture routes that differ only in the order of their jumps.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_duplicates {
    /// Count every route (the convention of the published English numbers).
    Keep = 0,
    /// Count routes that end in the same position with the same captures once.
    Drop = 1,
}

fn duplicates(value: u32) -> Result<Duplicates> {
    match value {
        0 => Ok(Duplicates::Keep),
        1 => Ok(Duplicates::Drop),
        _ => Err(Failure::invalid(format!(
            "{value} is not a damero_duplicates value (DAMERO_DUPLICATES_KEEP or DAMERO_DUPLICATES_DROP)"
        ))),
    }
}

/// How perft counts a game that is over before the depth asked (a Reversi game that neither side
/// can go on with, a Connect Four game won or drawn); `damero_perft_with` and
/// `damero_game_perft_with` take it.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_finished {
    /// It adds nothing: perft counts the move sequences of exactly the depth asked (chess and
    /// draughts perft; for Reversi the convention of OEIS A124004, Edax and OpenSpiel). The
    /// counts of `damero_perft` and `damero_game_perft`.
    Ignore = 0,
    /// It counts as one leaf (Aart Bik's Reversi perft). Only placement games count this way:
    /// the others refuse it with `DAMERO_INVALID_ARGUMENT`.
    Leaf = 1,
}

fn finished(value: u32) -> Result<Finished> {
    match value {
        0 => Ok(Finished::Ignore),
        1 => Ok(Finished::Leaf),
        _ => Err(Failure::invalid(format!(
            "{value} is not a damero_finished value (DAMERO_FINISHED_IGNORE or DAMERO_FINISHED_LEAF)"
        ))),
    }
}

/// Perft from the standard start of `variant`, or from the FEN `fen` of the variant when it is
/// not NULL, with the variant's default options: the number of move sequences of `depth` plies,
/// counting capture routes as `duplicates` (a `damero_duplicates` value) says; a game that is
/// over before the depth adds nothing (`DAMERO_FINISHED_IGNORE`; `damero_perft_with` counts it
/// otherwise if asked).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` (depth over the `perft_depth` limit, 64; bad `duplicates`),
/// `DAMERO_INVALID_FEN` (also a FEN longer than the `fen` limit), `DAMERO_UNKNOWN_VARIANT`,
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `variant` and a non-NULL `fen` are NUL-terminated strings; `out_nodes` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_perft(
    variant: *const c_char,
    fen: *const c_char,
    depth: u32,
    duplicates: u32,
    out_nodes: *mut u64,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = Variant::from_name(unsafe { arg_str(variant, "variant") }?)?;
        let fen = unsafe { opt_str(fen, "fen") }?;
        let out = out_ptr(out_nodes, "out_nodes")?;
        let nodes = perft(variant, fen, depth, self::duplicates(duplicates)?)?;
        unsafe { out.write(nodes) };
        Ok(())
    })
}

/// Perft of the current position of `game`, with the game's options (its capture rule, its board
/// size); draw rules and ending events (agreement, resignation, claims) are not considered, and a
/// game over by its rules before the depth adds nothing (`DAMERO_FINISHED_IGNORE`).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` (depth over the `perft_depth` limit, 64; bad
/// `duplicates`), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_nodes` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_perft(
    game: *const damero_game,
    depth: u32,
    duplicates: u32,
    out_nodes: *mut u64,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_nodes, "out_nodes")?;
        let nodes = game.perft(depth, self::duplicates(duplicates)?)?;
        unsafe { out.write(nodes) };
        Ok(())
    })
}

/// Perft's progress callback: called once for each root move as soon as everything below it is
/// counted, with `user_data` as given, the root move, the leaves below it, how many root moves
/// are counted so far (this one included) and how many there are in all.
///
/// Which thread calls it: with one thread, the thread that called perft; with more, whichever
/// thread finished that root move (one of the library's worker threads, or the calling thread).
/// Calls never overlap, and all of them are made before perft returns. `move` is valid only
/// during the call. The callback must not unwind (C++ exceptions, `longjmp`) out of the library;
/// it may call any function of the library except on a game that is being mutated.
pub type damero_perft_progress = Option<
    unsafe extern "C" fn(
        user_data: *mut c_void,
        r#move: *const damero_move,
        nodes: u64,
        done: usize,
        total: usize,
    ),
>;

/// The caller's callback and data, shared with the worker threads.
struct Progress {
    callback: unsafe extern "C" fn(*mut c_void, *const damero_move, u64, usize, usize),
    user_data: *mut c_void,
}

// SAFETY: the caller of `damero_perft_with` promises that the callback may be called from other
// threads with this `user_data` (the header says so); the core never overlaps the calls.
unsafe impl Sync for Progress {}

impl Progress {
    fn report(&self, count: &RootCount) {
        // A move of the core always fits a damero_move (see the asserts in moves.rs); a move
        // that did not would be reported with an empty notation rather than not at all.
        let mv = damero_move::of(&count.mv).unwrap_or_else(|_| crate::moves::empty_move());
        // SAFETY: as the caller of `damero_perft_with` promised: a callable function pointer.
        unsafe { (self.callback)(self.user_data, &mv, count.nodes, count.done, count.total) };
    }
}

/// The stop flag behind a `stop` argument.
///
/// # Safety
/// `stop` is NULL or the address of a C11 `atomic_bool` (C++ `std::atomic<bool>`) that outlives
/// the call and is only accessed atomically meanwhile.
unsafe fn stop_flag<'a>(stop: *const c_void) -> Option<&'a AtomicBool> {
    if stop.is_null() {
        return None;
    }
    // SAFETY: as the caller promised; an atomic_bool has the size, alignment and values of an
    // AtomicBool, and the library only loads it.
    Some(unsafe { AtomicBool::from_ptr(stop.cast::<bool>().cast_mut()) })
}

/// Counts with threads, progress and a stop flag; writes the count or returns `DAMERO_STOPPED`.
///
/// # Safety
/// As the exported functions that call it promise.
#[allow(clippy::too_many_arguments)] // the arguments of the exported calls, passed on
unsafe fn count_with(
    duplicates: u32,
    finished: u32,
    threads: u32,
    hash_mb: usize,
    progress: damero_perft_progress,
    user_data: *mut c_void,
    stop: *const c_void,
    out_nodes: *mut u64,
    count: impl FnOnce(&PerftOptions) -> damero_core::Result<Option<PerftResult>>,
) -> Result<()> {
    let out = out_ptr(out_nodes, "out_nodes")?;
    let threads = usize::try_from(threads).map_err(|_| Failure::invalid("too many threads"))?;
    let reporter = progress.map(|callback| Progress {
        callback,
        user_data,
    });
    let report = |c: &RootCount| {
        if let Some(reporter) = &reporter {
            reporter.report(c);
        }
    };
    let mut options = PerftOptions::new()
        .duplicates(self::duplicates(duplicates)?)
        .finished(self::finished(finished)?)
        .threads(threads)
        .hash(hash_mb)
        .progress(&report);
    // SAFETY: as the caller promised.
    if let Some(flag) = unsafe { stop_flag(stop) } {
        options = options.stop(flag);
    }
    match count(&options)? {
        Some(run) => {
            // SAFETY: checked non-NULL; the caller promises it is writable.
            unsafe { out.write(run.nodes) };
            Ok(())
        }
        None => Err(Failure::new(
            damero_status::DAMERO_STOPPED,
            "the count was stopped before it finished",
        )),
    }
}

/// Perft as `damero_perft` counts it, a game that is over before the depth counted as `finished`
/// says (a `damero_finished` value: `DAMERO_FINISHED_IGNORE`, the count of `damero_perft`, or
/// `DAMERO_FINISHED_LEAF` for placement games), on `threads` threads (0: one per core; at most
/// the `perft_threads` limit, 1024; the count is the same for any number), with a transposition
/// table of `hash_mb` megabytes shared by the threads (0: none; at most 65,536; the same count,
/// deep ones much sooner: the count below a position reached again by another move order is read
/// from it), telling `progress` (when not NULL) of each root move as it is
/// counted, and stopping when `*stop` becomes true (when `stop` is not NULL). The variant's
/// default options apply: for a board its options size (6x6 Reversi), count a game of them with
/// `damero_game_perft_with`.
///
/// `progress` is called with `user_data` from the thread that finished each root move (see
/// `damero_perft_progress`); `stop` is NULL or the address of a C11 `atomic_bool` (C++
/// `std::atomic<bool>`) that another thread or a signal handler may set; the workers notice it
/// within a few milliseconds.
///
/// Errors: `DAMERO_STOPPED` when `*stop` was set before the count finished (`*out_nodes` is then
/// not written), `DAMERO_INVALID_ARGUMENT` for `threads` over the `perft_threads` limit (1024:
/// `damero_limit`), a `hash_mb` over 65,536 or more memory than the machine gives, a `finished`
/// that is not a `damero_finished` or `DAMERO_FINISHED_LEAF` in a game that is not a placement
/// game, and those of `damero_perft`.
///
/// # Safety
/// `variant` and a non-NULL `fen` are NUL-terminated strings; `progress` is NULL or a function
/// that may be called as `damero_perft_progress` says, with `user_data`; `stop` is NULL or an
/// `atomic_bool` that outlives the call; `out_nodes` is writable.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)] // the C signature: each argument is one plain value
pub unsafe extern "C" fn damero_perft_with(
    variant: *const c_char,
    fen: *const c_char,
    depth: u32,
    duplicates: u32,
    finished: u32,
    threads: u32,
    hash_mb: usize,
    progress: damero_perft_progress,
    user_data: *mut c_void,
    stop: *const c_void,
    out_nodes: *mut u64,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let variant = Variant::from_name(unsafe { arg_str(variant, "variant") }?)?;
        let fen = unsafe { opt_str(fen, "fen") }?;
        unsafe {
            count_with(
                duplicates,
                finished,
                threads,
                hash_mb,
                progress,
                user_data,
                stop,
                out_nodes,
                |options| perft_with(variant, fen, depth, options),
            )
        }
    })
}

/// `damero_game_perft` with a convention for finished games, on `threads` threads with a
/// transposition table of `hash_mb` megabytes, progress and a stop flag, as `damero_perft_with`
/// counts, from the game's position with its options
/// (its board size, its capture rule). The game is only read: other `const` calls on it may run
/// at the same time, from the callback too.
///
/// Errors: `DAMERO_STOPPED`, `DAMERO_INVALID_ARGUMENT` (depth over the `perft_depth` limit,
/// `threads` over the `perft_threads` limit, `hash_mb` over 65,536 or not to be had, bad
/// `duplicates` or `finished`), `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no thread mutates during the call; the other arguments as
/// `damero_perft_with` says.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)] // the C signature: each argument is one plain value
pub unsafe extern "C" fn damero_game_perft_with(
    game: *const damero_game,
    depth: u32,
    duplicates: u32,
    finished: u32,
    threads: u32,
    hash_mb: usize,
    progress: damero_perft_progress,
    user_data: *mut c_void,
    stop: *const c_void,
    out_nodes: *mut u64,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        unsafe {
            count_with(
                duplicates,
                finished,
                threads,
                hash_mb,
                progress,
                user_data,
                stop,
                out_nodes,
                |options| game.perft_with(depth, options),
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snake;

    #[test]
    fn finished_values_carry_the_core_names() {
        for (c, core) in [
            (damero_finished::Ignore, Finished::Ignore),
            (damero_finished::Leaf, Finished::Leaf),
        ] {
            assert_eq!(finished(c as u32).unwrap(), core);
            assert_eq!(snake(c), core.name());
        }
        assert!(finished(2).is_err());
        assert!(finished(u32::MAX).is_err());
    }
}
