//! Perft: the number of move sequences of a given length, to check move generation.

use std::ffi::c_char;

use damero_core::{Duplicates, Variant, perft};

use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, game_ref};
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

/// Perft from the standard start of `variant`, or from the PDN FEN `fen` when it is not NULL,
/// with the variant's default options: the number of move sequences of `depth` plies, counting
/// capture routes as `duplicates` (a `damero_duplicates` value) says.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` (depth over the limit, bad `duplicates`),
/// `DAMERO_INVALID_FEN`, `DAMERO_UNKNOWN_VARIANT`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
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

/// Perft of the current position of `game`, with the game's capture option; draw rules and the
/// end of the game are not considered.
///
/// Errors: `DAMERO_INVALID_ARGUMENT`, `DAMERO_NULL_ARGUMENT`.
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
