//! The state of a game, and the calls that end one without a move: draws and resignation.

use damero_core::{DrawKind, Reason, Side, State, Status};

use crate::error::guard_value;
use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, game_mut, game_ref};
use crate::strings::{fill_squares, out_ptr, static_cstr, write_opt};
use std::ffi::c_char;

/// The most squares a `damero_game_state` lists in `must_capture`.
pub const DAMERO_MAX_SQUARES: usize = 64;

/// A side. `DAMERO_SIDE_NONE` is the winner of a game that nobody has won.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_side {
    /// The dark pieces; in English draughts they start on 1-12 and move first.
    Black = 0,
    /// The light pieces.
    White = 1,
    /// No side.
    None = 2,
}

impl damero_side {
    fn of(side: Option<Side>) -> damero_side {
        match side {
            Some(Side::Black) => damero_side::Black,
            Some(Side::White) => damero_side::White,
            None => damero_side::None,
        }
    }
}

fn side_of(value: u32) -> Option<Side> {
    match value {
        0 => Some(Side::Black),
        1 => Some(Side::White),
        _ => None,
    }
}

/// Reads a `damero_side` argument.
pub(crate) fn side_arg(value: u32) -> Result<Side> {
    side_of(value).ok_or_else(|| {
        Failure::invalid(format!(
            "{value} is not a side (DAMERO_SIDE_BLACK or DAMERO_SIDE_WHITE)"
        ))
    })
}

/// Whether the game goes on.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_state {
    /// The side to move has a legal move and nothing has ended the game.
    Ongoing = 0,
    /// One side has won.
    Win = 1,
    /// The game is drawn.
    Draw = 2,
}

/// Why a game ended.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_reason {
    /// The game goes on.
    None = 0,
    /// The side to move has no pieces left.
    NoPieces = 1,
    /// The side to move has pieces but no legal move.
    NoMoves = 2,
    /// A player resigned.
    Resignation = 3,
    /// The players agreed a draw.
    Agreement = 4,
    /// A repetition draw, automatic or claimed.
    Repetition = 5,
    /// A move-limit draw, automatic or claimed.
    MoveLimit = 6,
}

/// A draw rule. `claimable` and `warnings` of `damero_game_state` are sets of these bits;
/// `damero_game_claim_draw` takes one of them, or `DAMERO_DRAW_ANY`.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_draw {
    /// Any draw that can be claimed (only as an argument of `damero_game_claim_draw`).
    Any = 0,
    /// The current position occurred as often as the `repetition` option says.
    Repetition = 1,
    /// The `move_limit` option's number of moves without a capture or a man move was reached.
    MoveLimit = 2,
}

impl damero_draw {
    fn kind(value: u32) -> Option<DrawKind> {
        match value {
            1 => Some(DrawKind::Repetition),
            2 => Some(DrawKind::MoveLimit),
            _ => None,
        }
    }

    fn of(kind: DrawKind) -> damero_draw {
        match kind {
            DrawKind::Repetition => damero_draw::Repetition,
            DrawKind::MoveLimit => damero_draw::MoveLimit,
        }
    }

    fn bits(kinds: &[DrawKind]) -> u32 {
        kinds
            .iter()
            .fold(0, |bits, &k| bits | damero_draw::of(k) as u32)
    }
}

/// The state of a game, from `damero_game_status`: a plain struct, no pointers.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct damero_game_state {
    /// Ongoing, won or drawn.
    pub state: damero_state,
    /// The winner of a won game; `DAMERO_SIDE_NONE` otherwise.
    pub winner: damero_side,
    /// Why the game ended; `DAMERO_REASON_NONE` while it goes on.
    pub reason: damero_reason,
    /// The side to move (after the end: the side that would move).
    pub turn: damero_side,
    /// How many squares `must_capture` lists.
    pub must_capture_len: usize,
    /// Squares of the pieces that can capture when capturing is mandatory, ascending; none when
    /// no capture is possible, capturing is optional, or the game is over.
    pub must_capture: [u8; DAMERO_MAX_SQUARES],
    /// How many times the current position has occurred, this time included.
    pub repetitions: u32,
    /// Plies since the last capture or man move (or since the start).
    pub reversible_plies: u32,
    /// Draws that may be claimed now: a set of `damero_draw` bits.
    pub claimable: u32,
    /// Draw rules in `warn` mode whose condition holds now: a set of `damero_draw` bits.
    pub warnings: u32,
    /// Whether the side to move is in check (always false in draughts).
    pub in_check: bool,
}

const STATES: [(damero_state, State); 3] = [
    (damero_state::Ongoing, State::Ongoing),
    (damero_state::Win, State::Win),
    (damero_state::Draw, State::Draw),
];

const REASONS: [(damero_reason, Reason); 6] = [
    (damero_reason::NoPieces, Reason::NoPieces),
    (damero_reason::NoMoves, Reason::NoMoves),
    (damero_reason::Resignation, Reason::Resignation),
    (damero_reason::Agreement, Reason::Agreement),
    (damero_reason::Repetition, Reason::Repetition),
    (damero_reason::MoveLimit, Reason::MoveLimit),
];

impl damero_game_state {
    fn of(status: &Status) -> Result<damero_game_state> {
        let must_capture = fill_squares(&status.must_capture).ok_or_else(|| {
            Failure::new(
                damero_status::DAMERO_BUFFER_TOO_SMALL,
                format!(
                    "{} pieces must capture, over DAMERO_MAX_SQUARES",
                    status.must_capture.len()
                ),
            )
        })?;
        Ok(damero_game_state {
            state: STATES
                .iter()
                .find(|(_, s)| *s == status.state)
                .map_or(damero_state::Ongoing, |&(c, _)| c),
            winner: damero_side::of(status.winner),
            reason: status
                .reason
                .and_then(|r| REASONS.iter().find(|(_, core)| *core == r))
                .map_or(damero_reason::None, |&(c, _)| c),
            turn: damero_side::of(Some(status.turn)),
            must_capture_len: status.must_capture.len(),
            must_capture,
            repetitions: status.repetitions,
            reversible_plies: status.reversible_plies,
            claimable: damero_draw::bits(&status.claimable),
            warnings: damero_draw::bits(&status.warnings),
            in_check: status.in_check,
        })
    }
}

/// The state of the game now: whether and how it ended, who is to move, the pieces that must
/// capture, repetitions and the draws at hand.
///
/// # Safety
/// `game` is a live game; `out_state` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_status(
    game: *const damero_game,
    out_state: *mut damero_game_state,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_ref(game) }?;
        let out = out_ptr(out_state, "out_state")?;
        let state = damero_game_state::of(&game.status())?;
        unsafe { out.write(state) };
        Ok(())
    })
}

/// Ends the game as a draw by agreement (both players at one screen agree).
///
/// Errors: `DAMERO_NOT_ALLOWED` before the first move or when the `agreement` option is off,
/// `DAMERO_GAME_OVER`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_agree_draw(game: *mut damero_game) -> damero_status {
    guard(|| {
        // SAFETY: as the caller promised.
        let game = unsafe { game_mut(game) }?;
        Ok(game.agree_draw()?)
    })
}

/// `side` (a `damero_side`, black or white) resigns; the other side wins.
///
/// Errors: `DAMERO_NOT_ALLOWED` when the `resignation` option is off, `DAMERO_GAME_OVER`,
/// `DAMERO_INVALID_ARGUMENT` for another `side`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_resign(game: *mut damero_game, side: u32) -> damero_status {
    guard(|| {
        // SAFETY: as the caller promised.
        let game = unsafe { game_mut(game) }?;
        Ok(game.resign(side_arg(side)?)?)
    })
}

/// Ends the game as a draw by claiming `draw` (a `damero_draw`; `DAMERO_DRAW_ANY` claims the
/// first draw that can be claimed). `*out_claimed`, when `out_claimed` is not NULL, is set to
/// the draw claimed.
///
/// Errors: `DAMERO_NOT_CLAIMABLE` (the message says what is missing), `DAMERO_GAME_OVER`,
/// `DAMERO_INVALID_ARGUMENT` for an unknown `draw`, `DAMERO_NULL_ARGUMENT`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `out_claimed` is NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_claim_draw(
    game: *mut damero_game,
    draw: u32,
    out_claimed: *mut damero_draw,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let kind = match (draw, damero_draw::kind(draw)) {
            (0, _) => None,
            (_, Some(kind)) => Some(kind),
            (_, None) => {
                return Err(Failure::invalid(format!(
                    "{draw} is not a damero_draw (DAMERO_DRAW_ANY, DAMERO_DRAW_REPETITION or DAMERO_DRAW_MOVE_LIMIT)"
                )));
            }
        };
        let claimed = game.claim_draw(kind)?;
        unsafe { write_opt(out_claimed, damero_draw::of(claimed)) };
        Ok(())
    })
}

/// A static name, or NULL.
fn name_ptr(name: Option<&'static str>) -> *const c_char {
    name.map_or(std::ptr::null(), |n| static_cstr(n).as_ptr())
}

/// The shared name of a `damero_side`: "black" or "white"; NULL for `DAMERO_SIDE_NONE` and
/// unknown values. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_side_name(side: u32) -> *const c_char {
    guard_value(std::ptr::null(), || name_ptr(side_of(side).map(Side::name)))
}

/// The shared name of a `damero_state`: "ongoing", "win" or "draw"; NULL for unknown values.
/// The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_state_name(state: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        let core = STATES
            .iter()
            .find(|(c, _)| *c as u32 == state)
            .map(|&(_, s)| s);
        name_ptr(core.map(State::name))
    })
}

/// The shared code of a `damero_reason`: "no_pieces", "no_moves", "resignation", "agreement",
/// "repetition" or "move_limit"; NULL for `DAMERO_REASON_NONE` and unknown values. The string is
/// static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_reason_code(reason: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        let core = REASONS
            .iter()
            .find(|(c, _)| *c as u32 == reason)
            .map(|&(_, r)| r);
        name_ptr(core.map(Reason::code))
    })
}

/// The shared code of one `damero_draw` bit: "repetition" or "move_limit"; NULL for
/// `DAMERO_DRAW_ANY`, sets of several bits and unknown values. The string is static: never free
/// it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_draw_code(draw: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        name_ptr(damero_draw::kind(draw).map(DrawKind::code))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    fn text(p: *const c_char) -> Option<&'static str> {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_str().unwrap())
    }

    #[test]
    fn names_are_the_core_codes() {
        assert_eq!(text(damero_side_name(0)), Some(Side::Black.name()));
        assert_eq!(text(damero_side_name(1)), Some(Side::White.name()));
        assert_eq!(text(damero_side_name(2)), None);
        for (c, core) in STATES {
            assert_eq!(text(damero_state_name(c as u32)), Some(core.name()));
        }
        assert_eq!(text(damero_state_name(3)), None);
        for (c, core) in REASONS {
            assert_eq!(text(damero_reason_code(c as u32)), Some(core.code()));
        }
        assert_eq!(text(damero_reason_code(0)), None);
        assert_eq!(text(damero_draw_code(1)), Some(DrawKind::Repetition.code()));
        assert_eq!(text(damero_draw_code(2)), Some(DrawKind::MoveLimit.code()));
        assert_eq!(text(damero_draw_code(0)), None);
        assert_eq!(text(damero_draw_code(3)), None);
        // The same pointer every time: C may keep it.
        assert_eq!(damero_side_name(0), damero_side_name(0));
    }
}
