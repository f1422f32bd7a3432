//! Moves as plain structs: listing, playing and taking them back.

use std::ffi::c_char;

use damero_core::{Game, Move, MoveKind, Role, Undone};

use crate::error::{Failure, Result, damero_status, guard, guard_value};
use crate::game::{damero_game, game_mut, game_ref};
use crate::piece::{promotion_arg, role_value};
use crate::strings::{
    arg_ref, arg_slice, arg_str, fill_squares, fill_text, out_ptr, static_cstr, write_list,
    write_opt,
};
use crate::variant::DAMERO_NO_SQUARE;

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

/// What a move does: the values of `damero_move.kind`, in the order of the core's
/// `MoveKind::ALL` (a test keeps them in step).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_move_kind {
    /// A piece travels from one square to another (draughts, chess): `path` starts on the square
    /// it leaves.
    Travel = 0,
    /// A disc is put on an empty square (placement games): `path` is that one square, `from` is
    /// `DAMERO_NO_SQUARE`.
    Place = 1,
    /// The side to move passes (a placement game, when it has no placement): `path` is empty,
    /// and `from`, `to` and `target` are `DAMERO_NO_SQUARE`.
    Pass = 2,
}

mirror_enum!(damero_move_kind => MoveKind [Travel, Place, Pass]);

/// The shared code of a `damero_move_kind`: "travel", "place" or "pass"; NULL for unknown values.
/// The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_move_kind_code(kind: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        damero_move_kind::core(kind).map_or(std::ptr::null(), |k| static_cstr(k.code()).as_ptr())
    })
}

/// A square of a move or a status that may be absent, as the C structs carry it:
/// `DAMERO_NO_SQUARE` when absent. A square that is `DAMERO_NO_SQUARE` itself (no board has one)
/// would read as absent: refused rather than passed on.
pub(crate) fn opt_square(square: Option<u8>, what: &str) -> Result<u8> {
    match square {
        None => Ok(DAMERO_NO_SQUARE),
        Some(DAMERO_NO_SQUARE) => Err(Failure::invalid(format!(
            "{what} is square {DAMERO_NO_SQUARE}, which the C interface reserves for no square"
        ))),
        Some(square) => Ok(square),
    }
}

/// A legal move, with everything a board needs to show it: a plain struct without pointers that
/// the caller owns and may copy. Squares are numbers of the game's numbering; a square that a
/// move does not have is `DAMERO_NO_SQUARE`. The fields follow the core's `MOVE_FIELDS`
/// (`conformance/fields.json`), in its order.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct damero_move {
    /// What the move does, a `damero_move_kind` value: `DAMERO_MOVE_KIND_TRAVEL` (draughts,
    /// chess), `DAMERO_MOVE_KIND_PLACE` or `DAMERO_MOVE_KIND_PASS` (placement games). It travels
    /// as `uint32_t`, like every enum field the caller may fill.
    pub kind: u32,
    /// The standard notation, NUL-terminated. Draughts: PDN, "11-15" for a step, "15x24" for a
    /// capture, the whole route "10x19x26" only when another legal move has the same first and
    /// last squares. Chess: SAN.
    pub notation: [c_char; DAMERO_MAX_NOTATION],
    /// The long form, NUL-terminated: draughts every square of the path ("10x19x26", "11-15" for
    /// a step), whatever `notation` writes; chess UCI. It names the move on its own in any
    /// position where it is legal.
    pub long_notation: [c_char; DAMERO_MAX_NOTATION],
    /// How many squares `path` lists: 2 or more for a travel, 1 for a placement, 0 for a pass.
    pub path_len: usize,
    /// A travel: the start square and then every square the piece lands on, in order (chess
    /// castling: king from, king to). A placement: its square.
    pub path: [u8; DAMERO_MAX_PATH],
    /// The square the piece leaves; `DAMERO_NO_SQUARE` for a placement and a pass.
    pub from: u8,
    /// The square the piece ends on (the start square again for a draughts king whose captures
    /// go round in a circle) or the disc is put on; `DAMERO_NO_SQUARE` for a pass.
    pub to: u8,
    /// The square a player clicks to make the move: the last square of the path, except for a
    /// chess castling, where it is the square its UCI text names (in Chess960 the rook's);
    /// `DAMERO_NO_SQUARE` for a pass.
    pub target: u8,
    /// How many squares `captures` lists (0 for a step).
    pub captures_len: usize,
    /// The squares of the captured pieces, in the order they are jumped; in chess the square of
    /// the taken piece (not `to` for en passant); in Reversi the discs the placement turns.
    pub captures: [u8; DAMERO_MAX_PATH],
    /// The `damero_role` the moving piece takes on by this move: `DAMERO_ROLE_KING` when a
    /// draughts man is crowned, a chess promotion's piece, `DAMERO_ROLE_NONE` when its role does
    /// not change.
    pub promotion: u32,
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
            kind: damero_move_kind::of(m.kind())? as u32,
            notation: fill_text(m.notation()).ok_or_else(too_long)?,
            long_notation: fill_text(&m.long()).ok_or_else(too_long)?,
            path_len: m.path().len(),
            path: fill_squares(m.path()).ok_or_else(too_long)?,
            from: opt_square(m.from(), "the move's from")?,
            to: opt_square(m.to(), "the move's to")?,
            target: opt_square(m.target(), "the move's target")?,
            captures_len: m.captures().len(),
            captures: fill_squares(m.captures()).ok_or_else(too_long)?,
            promotion: role_value(m.promotion()),
        })
    }

    fn list(moves: &[Move]) -> Result<Vec<damero_move>> {
        moves.iter().map(damero_move::of).collect()
    }

    /// The legal move this one names: the one with its path and promotion, and where several
    /// have both (a Chess960 castling and the king's plain move to the same square), the one
    /// with its `target` too. `None` when no legal move matches.
    pub(crate) fn find_in<'a>(&self, legal: &'a [Move]) -> Result<Option<&'a Move>> {
        let path = self.path()?;
        let promotion = promotion_arg(self.promotion)?;
        let same_path: Vec<&Move> = legal.iter().filter(|m| m.path() == path).collect();
        Ok(pick(&same_path, promotion, self.target))
    }

    pub(crate) fn path(&self) -> Result<&[u8]> {
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
        kind: damero_move_kind::Pass as u32,
        notation: [0; DAMERO_MAX_NOTATION],
        long_notation: [0; DAMERO_MAX_NOTATION],
        path_len: 0,
        path: [0; DAMERO_MAX_PATH],
        from: DAMERO_NO_SQUARE,
        to: DAMERO_NO_SQUARE,
        target: DAMERO_NO_SQUARE,
        captures_len: 0,
        captures: [0; DAMERO_MAX_PATH],
        promotion: role_value(None),
    }
}

/// Checks every square of a path or prefix with the core (`invalid_argument` for a square the
/// game's board does not have).
fn check_squares(game: &Game, squares: &[u8]) -> Result<()> {
    for &square in squares {
        game.check_square(i64::from(square))?;
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

/// How many legal moves the position has (0 once the game is over), into `*out_count`: the
/// `*out_len` that `damero_game_legal_moves` would set, found without building the moves, so a
/// caller can size its array first (a Frisian or International king can have thousands).
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_legal_move_count(
    game: *const damero_game,
    out_count: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_count, "out_count")?;
        unsafe { out.write(game.legal_move_count()) };
        Ok(())
    })
}

/// Reads move text as `damero_game_play` reads it and writes the move it names to `*out_move`,
/// without playing it: the game is unchanged whatever the outcome. The move can then be shown,
/// or played with `damero_game_play_move`.
///
/// Errors, those of `damero_game_play`: `DAMERO_INVALID_NOTATION` (also for text longer than the
/// `move_text` limit, 200 bytes, refused before it is read), `DAMERO_ILLEGAL_MOVE`,
/// `DAMERO_AMBIGUOUS_MOVE`, `DAMERO_GAME_OVER`, `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `game` is a live game; `text` is a NUL-terminated string; `out_move` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_parse_move(
    game: *const damero_game,
    text: *const c_char,
    out_move: *mut damero_move,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let text = unsafe { arg_str(text, "text") }?;
        let out = out_ptr(out_move, "out_move")?;
        let parsed = damero_move::of(&game.parse_move(text)?)?;
        unsafe { out.write(parsed) };
        Ok(())
    })
}

/// The legal moves whose path starts with the `prefix_len` squares at `prefix` (the start square,
/// then landings chosen so far), into `out` as `damero_game_legal_moves` does. A board uses it
/// to show where a piece may go next; one move means only one way to finish. `prefix` may be
/// NULL when `prefix_len` is 0 (every legal move).
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a square the board does not have or a prefix longer
/// than the `path` limit (`DAMERO_MAX_PATH`), `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT`.
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
        if prefix_len > damero_core::MAX_PATH {
            // The `path` limit of the core's table bounds a prefix as it bounds a path.
            return Err(Failure::invalid(format!(
                "a prefix of {prefix_len} squares, over the path limit of {}",
                damero_core::MAX_PATH
            )));
        }
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

/// How many moves have been played, into `*out_ply`: the `*out_len` that `damero_game_history`
/// would set, found without writing the moves (so a loop that asks it every move stays cheap).
///
/// Errors: `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_ply` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_ply(
    game: *const damero_game,
    out_ply: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_ply, "out_ply")?;
        unsafe { out.write(game.ply()) };
        Ok(())
    })
}

/// The number a move list gives the move played at ply `ply` of `damero_game_history` (0 = the
/// first move played), or for `ply` equal to the length of the history the move to be played
/// next (as `damero_game_state.move_number`), into `*out_number`. The side that moves first
/// under the options leads each numbered row (chess: White), so the number grows after each move
/// of the other side; it starts at 1, or at the move number of a chess FEN.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for a `ply` past the length of the history,
/// `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game; `out_number` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_move_number(
    game: *const damero_game,
    ply: usize,
    out_number: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_number, "out_number")?;
        let number = game.move_number(ply).ok_or_else(|| {
            Failure::invalid(format!(
                "ply {ply} is past the history of {} moves",
                game.history().len()
            ))
        })?;
        unsafe { out.write(number) };
        Ok(())
    })
}

/// Plays with `play` and writes the move played to `out_played` if it is not NULL.
///
/// # Safety
/// `out_played` is NULL or writable.
pub(crate) unsafe fn play_with(
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

/// Plays a move given as the game's move text: in draughts PDN, a step "11-15", a capture in
/// short form "15x24" or with its landings "10x19x26", or a capture path prefix that only one
/// legal move begins with; in chess SAN ("Nf3") or UCI ("g1f3"); in Reversi the square ("f5",
/// either case) or "pass" (also "PA", "--") when the side to move has no placement; in Connect
/// Four the column, "1" to the number of columns. A forced pass is not implied: see
/// `damero_game_play_moves`. Writes the move played to `*out_played` when `out_played` is not
/// NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_INVALID_NOTATION` (also for text longer than the
/// `move_text` limit, 200 bytes: see `damero_limit`), `DAMERO_ILLEGAL_MOVE` (the message says
/// why, e.g. that a capture is mandatory), `DAMERO_AMBIGUOUS_MOVE` (the message lists the
/// moves), `DAMERO_GAME_OVER`, `DAMERO_HISTORY_FULL`, `DAMERO_NULL_ARGUMENT`,
/// `DAMERO_INVALID_UTF8`.
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

/// Plays a whole sequence of moves, all or nothing: move texts as `damero_game_play` reads them,
/// separated by spaces or commas, where one word may hold a whole transcript as placement games
/// write it (Reversi "f5d6c3", Connect Four "4453", one digit a column); a forced pass the text
/// leaves out is played where it falls. On success `*out_len` is the number of moves played,
/// passes included, and the moves are in `out` (and are the last `*out_len` moves of
/// `damero_game_history`).
///
/// The moves go into `out`, an array of `cap` elements owned by the caller. If `cap` is smaller
/// than the number of moves, the call returns `DAMERO_BUFFER_TOO_SMALL`, still sets `*out_len`,
/// leaves `out` untouched and, being all or nothing, plays nothing: `(NULL, 0, &len)` asks for
/// the number without playing (and checks the whole text). A caller that does not want the
/// moves passes `out` NULL, `cap` 0 and `out_len` NULL: the moves are then played and only
/// the history has them. Text without moves ("", " , ") plays nothing and succeeds.
///
/// Errors, leaving the game unchanged: those of `damero_game_play` for the first move that
/// fails, the message naming it (`move 3 ("zz"): ...`), `DAMERO_HISTORY_FULL`,
/// `DAMERO_INVALID_ARGUMENT` (text longer than the `moves_text` limit), `DAMERO_BUFFER_TOO_SMALL`, `DAMERO_NULL_ARGUMENT` (`out_len` NULL with an array to fill),
/// `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `text` is a NUL-terminated
/// string; `out` is NULL or has `cap` writable elements; `out_len` is NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_play_moves(
    game: *mut damero_game,
    text: *const c_char,
    out: *mut damero_move,
    cap: usize,
    out_len: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let text = unsafe { arg_str(text, "text") }?;
        let wanted = !out.is_null() || cap > 0;
        if out_len.is_null() && wanted {
            return Err(Failure::null("out_len"));
        }
        if out.is_null() && cap > 0 {
            return Err(Failure::null("out"));
        }
        let played = game.play_moves(text)?;
        let take_back = |game: &mut Game, failure: Failure| -> Result<()> {
            // All or nothing: the moves just played are the last of the history, and no ending
            // event can follow a move made in the same call.
            for _ in 0..played.len() {
                game.undo()?;
            }
            Err(failure)
        };
        let moves = match damero_move::list(&played) {
            Ok(moves) => moves,
            Err(failure) => return take_back(game, failure),
        };
        if out_len.is_null() {
            return Ok(());
        }
        match unsafe { write_list(&moves, out, cap, out_len) } {
            Ok(()) => Ok(()),
            Err(failure) => take_back(game, failure),
        }
    })
}

/// Plays the move whose path is the `path_len` squares at `path`, or the only legal move that
/// starts with them, or (for two squares) the only one from the first to the second square:
/// what a board sends after the player clicked squares. Writes the move played to
/// `*out_played` when `out_played` is not NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_INVALID_ARGUMENT` (a path of a length the game's
/// moves do not have: draughts and chess 2 to `DAMERO_MAX_PATH` squares, Reversi 1 (a
/// placement) or 0 (the pass), Connect Four 1, the square a disc lands on; or a square the board
/// lacks: the core's one rule for paths), `DAMERO_ILLEGAL_MOVE`, `DAMERO_AMBIGUOUS_MOVE`,
/// `DAMERO_GAME_OVER`, `DAMERO_HISTORY_FULL`, `DAMERO_NULL_ARGUMENT`.
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
        // The core checks the length and every square of the path.
        unsafe { play_with(game, out_played, |g| g.play_path(path)) }
    })
}

/// Among legal moves of one path, the one with `promotion`; where several have it, the one
/// whose target is `target` (else the first).
fn pick<'a>(same_path: &[&'a Move], promotion: Option<Role>, target: u8) -> Option<&'a Move> {
    let mut matching = same_path.iter().filter(|m| m.promotion() == promotion);
    let first = *matching.next()?;
    Some(
        std::iter::once(first)
            .chain(matching.copied())
            .find(|m| m.target() == Some(target))
            .unwrap_or(first),
    )
}

/// Plays `move`, a move from `damero_game_legal_moves` of the current position: its path and
/// its `promotion` decide (a chess pawn reaching the last rank has one move per piece it may
/// become, all with the same path; a pass is the move with the empty path), and where two legal
/// moves still agree (a Chess960 castling and the king's plain move to the same square), its
/// `target` (the rook's square for the castling); the other fields (`kind`, the texts, `from`,
/// `to`, `captures`) are not read. Writes the move played
/// to `*out_played` when `out_played` is not NULL.
///
/// Errors, leaving the game unchanged: `DAMERO_ILLEGAL_MOVE` when no legal move has that path
/// and promotion, `DAMERO_GAME_OVER`, `DAMERO_INVALID_ARGUMENT` for a `path_len` over
/// `DAMERO_MAX_PATH` or a path the game's moves cannot have (the rule of
/// `damero_game_play_path`), or a `promotion` that is not a `damero_role`,
/// `DAMERO_HISTORY_FULL`, `DAMERO_NULL_ARGUMENT`.
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
        match pick(&same_path, promotion, wanted.target) {
            // The only move with that path: `play_exact` plays it with every check of a move.
            Some(_) if same_path.len() == 1 => {
                return unsafe { play_with(game, out_played, |g| g.play_exact(&path)) };
            }
            Some(found) => {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snake;
    use std::ffi::CStr;

    #[test]
    fn every_move_kind_of_the_core_has_its_value_and_code() {
        assert_eq!(
            damero_move_kind::ALL.len(),
            MoveKind::ALL.len(),
            "a move kind of the core is missing here"
        );
        for (i, (&c, core)) in damero_move_kind::ALL.iter().zip(MoveKind::ALL).enumerate() {
            assert_eq!(
                c as u32, i as u32,
                "{core:?}: its position in MoveKind::ALL"
            );
            assert_eq!(snake(c), core.code(), "the C name of {core:?}");
            assert_eq!(damero_move_kind::of(core).unwrap(), c);
            let code = unsafe { CStr::from_ptr(damero_move_kind_code(c as u32)) };
            assert_eq!(code.to_str().unwrap(), core.code());
        }
        assert!(damero_move_kind_code(MoveKind::ALL.len() as u32).is_null());
        assert!(damero_move_kind_code(u32::MAX).is_null());
    }

    #[test]
    fn absent_squares_and_the_reserved_value() {
        assert_eq!(opt_square(None, "x").unwrap(), DAMERO_NO_SQUARE);
        assert_eq!(opt_square(Some(0), "x").unwrap(), 0);
        assert!(opt_square(Some(DAMERO_NO_SQUARE), "x").is_err());
        let empty = empty_move();
        assert_eq!((empty.from, empty.to, empty.target), (255, 255, 255));
    }
}
