//! Moves as plain structs: listing, playing and taking them back.

use std::ffi::c_char;

use damero_core::{Game, Move, Undone};

use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, game_mut, game_ref};
use crate::piece::{promotion_arg, role_value};
use crate::strings::{arg_ref, arg_slice, arg_str, fill_squares, fill_text, write_list, write_opt};

/// Bytes of `damero_move.notation` and of `damero_move.long_notation`, NUL included.
pub const DAMERO_MAX_NOTATION: usize = 128;
/// The most squares in `damero_move.path` and in `damero_move.captures`.
pub const DAMERO_MAX_PATH: usize = 32;

/// The most moves a game holds; the next move gives `DAMERO_HISTORY_FULL` (undo makes room
/// again). Every game of at most this many moves writes a fragment that reads back.
// A literal, so that cbindgen writes it into the header; it must be the core's limit.
pub const DAMERO_MAX_HISTORY: usize = 5000;
const _: () = assert!(DAMERO_MAX_HISTORY == damero_core::MAX_HISTORY);

// Every move of the core fits: its longest path, and its notation (at most every square of the
// longest path, two digits and a separator each, as the core's own buffer holds).
const _: () = assert!(DAMERO_MAX_PATH >= damero_core::MAX_PATH);
const _: () = assert!(DAMERO_MAX_NOTATION > 3 * damero_core::MAX_PATH);
/// Bytes of `damero_undone.event`, NUL included.
pub const DAMERO_MAX_EVENT: usize = 32;

/// A legal move, with everything a board needs to show it: a plain struct without pointers that
/// the caller owns and may copy. Squares are numbers of the variant's numbering.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct damero_move {
    /// PDN text, NUL-terminated: "11-15" for a step, "15x24" for a capture, the whole route
    /// "10x19x26" only when another legal move has the same first and last squares.
    pub notation: [c_char; DAMERO_MAX_NOTATION],
    /// The long form, NUL-terminated: every square of the path ("10x19x26", "11-15" for a step),
    /// whatever `notation` writes. It names the move on its own in any position where it is legal.
    pub long_notation: [c_char; DAMERO_MAX_NOTATION],
    /// The square the piece leaves.
    pub from: u8,
    /// The square the piece ends on (the start square again for a king whose captures go round
    /// in a circle).
    pub to: u8,
    /// The `damero_role` the moving piece takes on by this move: `DAMERO_ROLE_KING` when a
    /// draughts man is crowned, `DAMERO_ROLE_NONE` when its role does not change.
    pub promotion: u32,
    /// How many squares `path` lists (2 or more).
    pub path_len: usize,
    /// The start square and then every square the piece lands on, in order.
    pub path: [u8; DAMERO_MAX_PATH],
    /// How many squares `captures` lists (0 for a step).
    pub captures_len: usize,
    /// The squares of the captured pieces, in the order they are jumped.
    pub captures: [u8; DAMERO_MAX_PATH],
}

impl damero_move {
    pub(crate) fn of(m: &Move) -> Result<damero_move> {
        let too_long = || {
            Failure::new(
                damero_status::DAMERO_BUFFER_TOO_SMALL,
                format!("move {} is too long for a damero_move", m.notation()),
            )
        };
        Ok(damero_move {
            notation: fill_text(m.notation()).ok_or_else(too_long)?,
            long_notation: fill_text(&m.long()).ok_or_else(too_long)?,
            from: m.from(),
            to: m.to(),
            promotion: role_value(m.promotion()),
            path_len: m.path().len(),
            path: fill_squares(m.path()).ok_or_else(too_long)?,
            captures_len: m.captures().len(),
            captures: fill_squares(m.captures()).ok_or_else(too_long)?,
        })
    }

    fn list(moves: &[Move]) -> Result<Vec<damero_move>> {
        moves.iter().map(damero_move::of).collect()
    }

    fn path(&self) -> Result<&[u8]> {
        self.path.get(..self.path_len).ok_or_else(|| {
            Failure::invalid(format!(
                "path_len {} is over DAMERO_MAX_PATH",
                self.path_len
            ))
        })
    }
}

/// What `damero_game_undo` took back.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_undone_kind {
    /// The last move.
    Move = 0,
    /// The event that had ended the game (agreement, resignation, claim); the moves stay.
    Event = 1,
}

/// What `damero_game_undo` took back: a move or an ending event.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct damero_undone {
    /// Which of the two.
    pub kind: damero_undone_kind,
    /// The move, when `kind` is `DAMERO_UNDONE_KIND_MOVE`.
    pub mv: damero_move,
    /// The event as in fragments ("agree", "resign-black", "resign-white", "claim-repetition",
    /// "claim-move_limit", "claim-endgame") when `kind` is `DAMERO_UNDONE_KIND_EVENT`; "" otherwise.
    pub event: [c_char; DAMERO_MAX_EVENT],
}

pub(crate) fn empty_move() -> damero_move {
    damero_move {
        notation: [0; DAMERO_MAX_NOTATION],
        long_notation: [0; DAMERO_MAX_NOTATION],
        from: 0,
        to: 0,
        promotion: role_value(None),
        path_len: 0,
        path: [0; DAMERO_MAX_PATH],
        captures_len: 0,
        captures: [0; DAMERO_MAX_PATH],
    }
}

/// Checks every square of a path or prefix with the core (`invalid_argument` for a square the
/// board does not have).
fn check_squares(game: &Game, squares: &[u8]) -> Result<()> {
    for &square in squares {
        game.variant().check_square(i64::from(square))?;
    }
    Ok(())
}

/// Writes a list of moves into a caller array (see `damero_game_legal_moves`).
///
/// # Safety
/// `out` is NULL or has `cap` writable elements; `out_len` is writable.
unsafe fn write_moves(
    moves: &[Move],
    out: *mut damero_move,
    cap: usize,
    out_len: *mut usize,
) -> Result<()> {
    // SAFETY: as the caller promised.
    unsafe { write_list(&damero_move::list(moves)?, out, cap, out_len) }
}

/// Every legal move, sorted by path; none once the game is over. Capture routes that differ
/// only in the order of their jumps are listed separately.
///
/// The moves go into `out`, an array of `cap` elements owned by the caller, and `*out_len` is
/// set to their number. If `cap` is smaller, the call returns `DAMERO_BUFFER_TOO_SMALL`, still
/// sets `*out_len` and leaves `out` untouched (`out` may be NULL when `cap` is 0, to ask for
/// the number).
///
/// # Safety
/// `game` is a live game; `out` is NULL or has `cap` writable elements; `out_len` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_legal_moves(
    game: *const damero_game,
    out: *mut damero_move,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        unsafe { write_moves(&game.legal_moves(), out, cap, out_len) }
    })
}

/// The legal moves whose path starts with the `prefix_len` squares at `prefix` (the start square,
/// then landings chosen so far), into `out` as `damero_game_legal_moves` does. A board uses it
/// to show where a piece may go next; one move means only one way to finish. `prefix` may be
/// NULL when `prefix_len` is 0 (every legal move).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a square the board does not have,
/// `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `prefix` is NULL or has `prefix_len` readable bytes; `out` is NULL or
/// has `cap` writable elements; `out_len` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_completions(
    game: *const damero_game,
    prefix: *const u8,
    prefix_len: usize,
    out: *mut damero_move,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let prefix = unsafe { arg_slice(prefix, prefix_len, "prefix") }?;
        check_squares(game, prefix)?;
        unsafe { write_moves(&game.completions(prefix), out, cap, out_len) }
    })
}

/// The moves played so far, first to last, into `out` as `damero_game_legal_moves` does.
///
/// # Safety
/// `game` is a live game; `out` is NULL or has `cap` writable elements; `out_len` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_history(
    game: *const damero_game,
    out: *mut damero_move,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        unsafe { write_moves(game.history(), out, cap, out_len) }
    })
}

/// Plays with `play` and writes the move played to `out_played` if it is not NULL.
///
/// # Safety
/// `out_played` is NULL or writable.
unsafe fn play_with(
    game: &mut Game,
    out_played: *mut damero_move,
    play: impl FnOnce(&mut Game) -> damero_core::Result<Move>,
) -> Result<()> {
    let played = play(game)?;
    match damero_move::of(&played) {
        Ok(m) => {
            // SAFETY: as the caller promised.
            unsafe { write_opt(out_played, m) };
            Ok(())
        }
        Err(failure) => {
            // Keep the promise that a failed call leaves the game as it was.
            game.undo()?;
            Err(failure)
        }
    }
}

/// Plays a move given as PDN text: a step "11-15", a capture in short form "15x24" or with its
/// landings "10x19x26", or a capture path prefix that only one legal move begins with. Writes
/// the move played to `*out_played` when `out_played` is not NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_INVALID_NOTATION`, `DAMERO_ILLEGAL_MOVE` (the
/// message says why, e.g. that a capture is mandatory), `DAMERO_AMBIGUOUS_MOVE` (the message
/// lists the moves), `DAMERO_GAME_OVER`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `text` is a NUL-terminated
/// string; `out_played` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_play(
    game: *mut damero_game,
    text: *const c_char,
    out_played: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let text = unsafe { arg_str(text, "text") }?;
        unsafe { play_with(game, out_played, |g| g.play(text)) }
    })
}

/// Plays the move whose path is the `path_len` squares at `path`, or the only legal move that
/// starts with them, or (for two squares) the only one from the first to the second square:
/// what a board sends after the player clicked squares. Writes the move played to
/// `*out_played` when `out_played` is not NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_INVALID_ARGUMENT` (fewer than two squares, no
/// such square), `DAMERO_ILLEGAL_MOVE`, `DAMERO_AMBIGUOUS_MOVE`, `DAMERO_GAME_OVER`,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `path` is NULL or has
/// `path_len` readable bytes; `out_played` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_play_path(
    game: *mut damero_game,
    path: *const u8,
    path_len: usize,
    out_played: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let path = unsafe { arg_slice(path, path_len, "path") }?;
        check_squares(game, path)?;
        unsafe { play_with(game, out_played, |g| g.play_path(path)) }
    })
}

/// Plays `move`, a move from `damero_game_legal_moves` of the current position: its path and
/// its `promotion` decide (a chess pawn reaching the last rank has one move per piece it may
/// become, all with the same path); the other fields are not read. Writes the move played to
/// `*out_played` when `out_played` is not NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_ILLEGAL_MOVE` when no legal move has that path
/// and promotion, `DAMERO_GAME_OVER`, `DAMERO_INVALID_ARGUMENT` for a path of fewer than two
/// squares or more than any move has, a square the board lacks, or a `promotion` that is not a
/// `damero_role`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `move` is a readable
/// `damero_move`; `out_played` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_play_move(
    game: *mut damero_game,
    r#move: *const damero_move,
    out_played: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let wanted = unsafe { arg_ref(r#move, "move") }?;
        let path = wanted.path()?.to_vec();
        let promotion = promotion_arg(wanted.promotion)?;
        // The core's move with that path and promotion, which `play_move` plays; when there is
        // none, `play_exact` gives the core's reason (a bad path, the end of the game, no such
        // move), unless a legal move has the path with another promotion.
        let legal = game.legal_moves();
        let same_path: Vec<&Move> = legal
            .iter()
            .filter(|m| m.path() == path.as_slice())
            .collect();
        match same_path.iter().find(|m| m.promotion() == promotion) {
            // The only move with that path: `play_exact` plays it with every check of a move.
            Some(_) if same_path.len() == 1 => {
                return unsafe { play_with(game, out_played, |g| g.play_exact(&path)) };
            }
            Some(&found) => {
                let found = found.clone();
                return unsafe { play_with(game, out_played, |g| g.play_move(&found)) };
            }
            None => {}
        }
        if !same_path.is_empty() {
            return Err(Failure::new(
                damero_status::DAMERO_ILLEGAL_MOVE,
                format!(
                    "no legal move has the path {path:?} and the promotion {}",
                    promotion.map_or("none", |r| r.name())
                ),
            ));
        }
        unsafe { play_with(game, out_played, |g| g.play_exact(&path)) }
    })
}

/// Takes back the event that ended the game if there is one, else the last move, and describes
/// what it took back in `*out_undone` when `out_undone` is not NULL.
///
/// Errors: `DAMERO_NOTHING_TO_UNDO` at the start, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `out_undone` is NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_undo(
    game: *mut damero_game,
    out_undone: *mut damero_undone,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let undone = match game.undo()? {
            Undone::Move(m) => damero_undone {
                kind: damero_undone_kind::Move,
                mv: damero_move::of(&m)?,
                event: [0; DAMERO_MAX_EVENT],
            },
            Undone::End(end) => damero_undone {
                kind: damero_undone_kind::Event,
                mv: empty_move(),
                event: fill_text(&end.code())
                    .ok_or_else(|| Failure::invalid("event code too long"))?,
            },
        };
        unsafe { write_opt(out_undone, undone) };
        Ok(())
    })
}
