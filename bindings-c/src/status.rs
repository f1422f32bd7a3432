//! The state of a game, and the calls that end one without a move: draws and resignation.

use damero_core::{DrawKind, Reason, Side, State, Status};

use crate::error::guard_value;
use crate::error::{Failure, Result, damero_status, guard};
use crate::game::{damero_game, game_mut, game_ref};
use crate::moves::{damero_move, opt_square};
use crate::strings::{arg_str, fill_squares, out_ptr, static_cstr, write_opt};
use std::ffi::c_char;

/// The most squares of any board (Reversi 10x10: 100; a test checks every variant), and so the
/// most a `damero_game_state` lists in `must_capture`, `checkers` and `winning_line`.
pub const DAMERO_MAX_SQUARES: usize = 100;

/// A side. `DAMERO_SIDE_NONE` is the winner of a game that nobody has won.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_side {
    /// The dark pieces; in draughts they start on the low numbers (English: 1-12).
    Black = 0,
    /// The light pieces.
    White = 1,
    /// No side.
    None = 2,
}

impl damero_side {
    pub(crate) fn of(side: Option<Side>) -> damero_side {
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

/// Why a game ended. The values after `DAMERO_REASON_NONE` follow the core's `Reason::ALL`
/// (the value of a reason is its position there plus one; a test keeps them in step).
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
    /// A draughts endgame count ran out (the `endgame` option), automatic or claimed.
    Endgame = 7,
    /// Chess: the side to move is in check and has no legal move.
    Checkmate = 8,
    /// Chess: the side to move is not in check and has no legal move.
    Stalemate = 9,
    /// Chess: neither side can checkmate by any series of legal moves.
    InsufficientMaterial = 10,
    /// Chess: the same position occurred five times.
    FivefoldRepetition = 11,
    /// Chess: 75 moves by each side without a capture or a pawn move.
    SeventyFiveMoves = 12,
    /// Reversi: neither side can place a disc, and the winner has more discs.
    MostDiscs = 13,
    /// Reversi: neither side can place a disc, and both have as many discs (a draw).
    EqualDiscs = 14,
    /// Connect Four: the last disc made four in a row.
    FourInARow = 15,
    /// Connect Four: the board is full without four in a row (a draw).
    BoardFull = 16,
}

/// The reasons after `None`, in the order of the core's `Reason::ALL`.
const REASONS: [damero_reason; 16] = [
    damero_reason::NoPieces,
    damero_reason::NoMoves,
    damero_reason::Resignation,
    damero_reason::Agreement,
    damero_reason::Repetition,
    damero_reason::MoveLimit,
    damero_reason::Endgame,
    damero_reason::Checkmate,
    damero_reason::Stalemate,
    damero_reason::InsufficientMaterial,
    damero_reason::FivefoldRepetition,
    damero_reason::SeventyFiveMoves,
    damero_reason::MostDiscs,
    damero_reason::EqualDiscs,
    damero_reason::FourInARow,
    damero_reason::BoardFull,
];

impl damero_reason {
    fn of(reason: Option<Reason>) -> Result<damero_reason> {
        let Some(reason) = reason else {
            return Ok(damero_reason::None);
        };
        Reason::ALL
            .iter()
            .position(|&r| r == reason)
            .and_then(|i| REASONS.get(i).copied())
            .ok_or_else(|| Failure::invalid(format!("the reason {reason} has no damero_reason")))
    }
}

/// The core's reason of a `damero_reason` value.
fn reason_of(value: u32) -> Option<Reason> {
    Reason::ALL.get((value as usize).checked_sub(1)?).copied()
}

/// A draw rule. `claimable` and `warnings` of `damero_game_state` are sets of these bits (bit
/// `i` is the core's `DrawKind::ALL[i]`); `damero_game_claim_draw` takes one of them, or
/// `DAMERO_DRAW_ANY`. `damero_draw_code` and `damero_draw_from_code` convert them from and to
/// their shared codes.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_draw {
    /// Any draw that can be claimed (only as an argument of `damero_game_claim_draw`).
    Any = 0,
    /// The current position occurred as often as the `repetition` option says.
    Repetition = 1,
    /// The `move_limit` option's number of moves without a capture or a man move was reached.
    MoveLimit = 2,
    /// The endgame count of the `endgame` option ran out.
    Endgame = 4,
}

/// The draw bits, in the order of the core's `DrawKind::ALL`.
const DRAWS: [damero_draw; 3] = [
    damero_draw::Repetition,
    damero_draw::MoveLimit,
    damero_draw::Endgame,
];

impl damero_draw {
    /// The kind of one bit; `None` for 0, sets of several bits and unknown bits.
    fn kind(value: u32) -> Option<DrawKind> {
        if !value.is_power_of_two() {
            return None;
        }
        DrawKind::ALL.get(value.trailing_zeros() as usize).copied()
    }

    fn of(kind: DrawKind) -> Result<damero_draw> {
        DrawKind::ALL
            .iter()
            .position(|&k| k == kind)
            .and_then(|i| DRAWS.get(i).copied())
            .ok_or_else(|| Failure::invalid(format!("the draw {kind} has no damero_draw")))
    }

    fn bits(kinds: &[DrawKind]) -> Result<u32> {
        kinds
            .iter()
            .try_fold(0, |bits, &k| Ok(bits | damero_draw::of(k)? as u32))
    }

    /// Reads a `damero_draw` argument: `None` for `DAMERO_DRAW_ANY`.
    fn arg(value: u32) -> Result<Option<DrawKind>> {
        if value == damero_draw::Any as u32 {
            return Ok(None);
        }
        damero_draw::kind(value).map(Some).ok_or_else(|| {
            let bits: Vec<String> = DrawKind::ALL
                .iter()
                .enumerate()
                .map(|(i, k)| format!("{} for {k}", 1u32 << i))
                .collect();
            Failure::invalid(format!(
                "{value} is not a damero_draw (DAMERO_DRAW_ANY = 0, or one bit: {})",
                bits.join(", ")
            ))
        })
    }
}

/// The state of a game, from `damero_game_status`: a plain struct, no pointers. The fields follow
/// the core's `STATUS_FIELDS` (`conformance/fields.json`), in its order; a list is a length and
/// a fixed array, a square that may be absent is `DAMERO_NO_SQUARE` when it is.
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
    /// Squares of the pieces that must capture when capturing is mandatory (under a majority
    /// rule only those whose captures take the most), ascending; none when no capture is
    /// possible, capturing is optional, or the game is over.
    pub must_capture: [u8; DAMERO_MAX_SQUARES],
    /// Whether the side to move must pass (Reversi: it has no placement but the other side has):
    /// its one legal move is the pass.
    pub must_pass: bool,
    /// How many times the current position has occurred, this time included.
    pub repetitions: u32,
    /// Plies since the last capture or man move (or since the start).
    pub reversible_plies: u32,
    /// Plies since the material (pieces of each kind on each side) last changed: what the
    /// `endgame` option counts.
    pub endgame_plies: u32,
    /// Draws that may be claimed now: a set of `damero_draw` bits.
    pub claimable: u32,
    /// Draw rules in `warn` mode whose condition holds now: a set of `damero_draw` bits.
    pub warnings: u32,
    /// Whether the side to move is in check (always false in draughts).
    pub in_check: bool,
    /// How many squares `checkers` lists.
    pub checkers_len: usize,
    /// Squares of the pieces that give check, ascending (always none in draughts).
    pub checkers: [u8; DAMERO_MAX_SQUARES],
    /// The square of the king in check; `DAMERO_NO_SQUARE` when the side to move is not in check.
    pub checked_king: u8,
    /// Whether the game is scored by discs (Reversi): then `score` holds the counts, else it is
    /// {0, 0}.
    pub has_score: bool,
    /// The discs of each side, indexed by `damero_side` (`score[DAMERO_SIDE_BLACK]`,
    /// `score[DAMERO_SIDE_WHITE]`), when `has_score`: the count on the board while the game goes
    /// on; once it ended by the rules, the final score (with the `scoring=wof` option, the empty
    /// squares go to the winner).
    pub score: [u32; 2],
    /// How many squares `winning_line` lists.
    pub winning_line_len: usize,
    /// The squares of the line that won the game, ascending, where the rules have one (Connect
    /// Four: every square of each four in a row the last disc made); none otherwise.
    pub winning_line: [u8; DAMERO_MAX_SQUARES],
    /// The number of the move the side to move makes next, as a move list numbers it: 1 at the
    /// start (chess: the FEN's move number), one more after each move of the side that does not
    /// lead the rows (see `damero_game_move_number`).
    pub move_number: u32,
}

const STATES: [(damero_state, State); 3] = [
    (damero_state::Ongoing, State::Ongoing),
    (damero_state::Win, State::Win),
    (damero_state::Draw, State::Draw),
];

/// Squares of a status into a fixed array.
fn squares(list: &[u8], what: &str) -> Result<[u8; DAMERO_MAX_SQUARES]> {
    fill_squares(list).ok_or_else(|| {
        Failure::new(
            damero_status::DAMERO_BUFFER_TOO_SMALL,
            format!("{} squares in {what}, over DAMERO_MAX_SQUARES", list.len()),
        )
    })
}

/// The two counts of a score in the order of `damero_side` (the core indexes them by
/// `Side::index`; a test checks that both orders agree).
fn score(score: Option<[u32; 2]>) -> (bool, [u32; 2]) {
    match score {
        Some(counts) => {
            let mut out = [0; 2];
            for side in [Side::Black, Side::White] {
                out[damero_side::of(Some(side)) as usize] = counts[side.index()];
            }
            (true, out)
        }
        None => (false, [0; 2]),
    }
}

impl damero_game_state {
    pub(crate) fn of(status: &Status) -> Result<damero_game_state> {
        let (has_score, score) = score(status.score);
        Ok(damero_game_state {
            state: STATES
                .iter()
                .find(|(_, s)| *s == status.state)
                .map(|&(c, _)| c)
                .ok_or_else(|| Failure::invalid("a state without a damero_state"))?,
            winner: damero_side::of(status.winner),
            reason: damero_reason::of(status.reason)?,
            turn: damero_side::of(Some(status.turn)),
            must_capture_len: status.must_capture.len(),
            must_capture: squares(&status.must_capture, "must_capture")?,
            must_pass: status.must_pass,
            repetitions: status.repetitions,
            reversible_plies: status.reversible_plies,
            endgame_plies: status.endgame_plies,
            claimable: damero_draw::bits(&status.claimable)?,
            warnings: damero_draw::bits(&status.warnings)?,
            in_check: status.in_check,
            checkers_len: status.checkers.len(),
            checkers: squares(&status.checkers, "checkers")?,
            checked_king: opt_square(status.checked_king, "the checked king")?,
            has_score,
            score,
            winning_line_len: status.winning_line.len(),
            winning_line: squares(&status.winning_line, "winning_line")?,
            move_number: status.move_number,
        })
    }
}

/// The state of the game now: whether and how it ended, who is to move, the pieces that must
/// capture or whether the side must pass, repetitions and the draws at hand, check, the score,
/// the winning line and the move number.
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

/// Ends the game as a draw by claiming `draw` (one `damero_draw` bit; `DAMERO_DRAW_ANY` claims
/// the first draw that can be claimed). `*out_claimed`, when `out_claimed` is not NULL, is set to
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
        let kind = damero_draw::arg(draw)?;
        let claimed = game.claim_draw(kind)?;
        let claimed = damero_draw::of(claimed)?;
        unsafe { write_opt(out_claimed, claimed) };
        Ok(())
    })
}

/// Plays a move given as PDN text (as `damero_game_play` reads it) and claims the draw `draw`
/// with it, in one step: the claim the WCDF rules let a player make with the move that brings a
/// position back the third time (or reaches the move limit). `draw` is one `damero_draw` bit, or
/// `DAMERO_DRAW_ANY` for the first draw that can be claimed after the move. Writes the move
/// played to `*out_played` and the draw claimed to `*out_claimed` when they are not NULL.
/// `damero_game_claim_draw` keeps the other reading: a draw claimed by the player to move once
/// the position is on the board.
///
/// Errors, leaving the game unchanged (the move is not played either): `DAMERO_NOT_CLAIMABLE`
/// when that draw cannot be claimed after the move (the message names the move and what is
/// missing), the errors of `damero_game_play`, `DAMERO_INVALID_ARGUMENT` for an unknown `draw`.
///
/// # Safety
/// `game` is a live game that no other thread uses during the call; `text` is a NUL-terminated
/// string; `out_played` and `out_claimed` are NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_game_play_and_claim(
    game: *mut damero_game,
    text: *const c_char,
    draw: u32,
    out_played: *mut damero_move,
    out_claimed: *mut damero_draw,
) -> damero_status {
    guard(|| {
        // SAFETY (all blocks): as the caller promised.
        let game = unsafe { game_mut(game) }?;
        let text = unsafe { arg_str(text, "text") }?;
        let kind = damero_draw::arg(draw)?;
        let (played, claimed) = game.play_and_claim(text, kind)?;
        let converted = damero_move::of(&played).and_then(|m| Ok((m, damero_draw::of(claimed)?)));
        let (played, claimed) = match converted {
            Ok(both) => both,
            Err(failure) => {
                // Keep the promise that a failed call leaves the game as it was: take back the
                // claim, then the move.
                game.undo()?;
                game.undo()?;
                return Err(failure);
            }
        };
        unsafe {
            write_opt(out_played, played);
            write_opt(out_claimed, claimed);
        }
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
/// "repetition", "move_limit", "endgame", "checkmate", "stalemate", "insufficient_material",
/// "fivefold_repetition", "seventy_five_moves", "most_discs", "equal_discs", "four_in_a_row" or
/// "board_full"; NULL for `DAMERO_REASON_NONE` and unknown
/// values. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_reason_code(reason: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        name_ptr(reason_of(reason).map(Reason::code))
    })
}

/// The shared code of one `damero_draw` bit: "repetition", "move_limit" or "endgame"; NULL for
/// `DAMERO_DRAW_ANY`, sets of several bits and unknown values. The string is static: never free
/// it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_draw_code(draw: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        name_ptr(damero_draw::kind(draw).map(DrawKind::code))
    })
}

/// The `damero_draw` bit of a shared draw code ("repetition", "move_limit", "endgame"), into
/// `*out_draw`, as the core reads draw codes.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for any other text (the message lists the codes),
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `code` is a NUL-terminated string; `out_draw` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_draw_from_code(
    code: *const c_char,
    out_draw: *mut damero_draw,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let code = unsafe { arg_str(code, "code") }?;
        let out = out_ptr(out_draw, "out_draw")?;
        let draw = damero_draw::of(code.parse::<DrawKind>()?)?;
        unsafe { out.write(draw) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::{CStr, CString};

    fn text(p: *const c_char) -> Option<&'static str> {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_str().unwrap())
    }

    use crate::snake;

    #[test]
    fn names_are_the_core_codes() {
        assert_eq!(text(damero_side_name(0)), Some(Side::Black.name()));
        assert_eq!(text(damero_side_name(1)), Some(Side::White.name()));
        assert_eq!(text(damero_side_name(2)), None);
        for (c, core) in STATES {
            assert_eq!(text(damero_state_name(c as u32)), Some(core.name()));
        }
        assert_eq!(text(damero_state_name(3)), None);
        // The same pointer every time: C may keep it.
        assert_eq!(damero_side_name(0), damero_side_name(0));
    }

    #[test]
    fn every_reason_of_the_core_has_its_value_and_code() {
        assert_eq!(
            REASONS.len(),
            Reason::ALL.len(),
            "a reason of the core is missing here"
        );
        for (i, (&c, core)) in REASONS.iter().zip(Reason::ALL).enumerate() {
            assert_eq!(
                c as u32,
                i as u32 + 1,
                "{core:?}: its position in Reason::ALL plus one"
            );
            assert_eq!(snake(c), core.code(), "the C name of {core:?}");
            assert_eq!(text(damero_reason_code(c as u32)), Some(core.code()));
            assert_eq!(damero_reason::of(Some(core)).unwrap(), c);
        }
        assert_eq!(damero_reason::of(None).unwrap(), damero_reason::None);
        assert_eq!(text(damero_reason_code(0)), None);
        assert_eq!(text(damero_reason_code(Reason::ALL.len() as u32 + 1)), None);
        assert_eq!(text(damero_reason_code(u32::MAX)), None);
    }

    #[test]
    fn a_score_is_indexed_by_damero_side() {
        for side in [Side::Black, Side::White] {
            assert_eq!(damero_side::of(Some(side)) as usize, side.index());
        }
        assert_eq!(score(None), (false, [0, 0]));
        let mut counts = [0; 2];
        counts[Side::Black.index()] = 30;
        counts[Side::White.index()] = 34;
        let (has, c) = score(Some(counts));
        assert!(has);
        assert_eq!(c[damero_side::Black as usize], 30);
        assert_eq!(c[damero_side::White as usize], 34);
    }

    #[test]
    fn every_draw_kind_of_the_core_has_its_bit_and_code() {
        assert_eq!(
            DRAWS.len(),
            DrawKind::ALL.len(),
            "a draw kind of the core is missing here"
        );
        for (i, (&c, core)) in DRAWS.iter().zip(DrawKind::ALL).enumerate() {
            assert_eq!(c as u32, 1 << i, "{core:?}: bit {i}");
            assert_eq!(snake(c), core.code(), "the C name of {core:?}");
            assert_eq!(text(damero_draw_code(c as u32)), Some(core.code()));
            assert_eq!(damero_draw::arg(c as u32).unwrap(), Some(core));
            let code = CString::new(core.code()).unwrap();
            let mut out = damero_draw::Any;
            let st = unsafe { damero_draw_from_code(code.as_ptr(), &mut out) };
            assert_eq!((st, out), (damero_status::DAMERO_OK, c));
        }
        assert_eq!(text(damero_draw_code(0)), None);
        assert_eq!(text(damero_draw_code(3)), None);
        assert_eq!(text(damero_draw_code(1 << DrawKind::ALL.len())), None);
        assert_eq!(damero_draw::arg(0).unwrap(), None);
        assert!(damero_draw::arg(3).is_err());
        assert_eq!(
            damero_draw::bits(&DrawKind::ALL).unwrap(),
            (1 << DrawKind::ALL.len()) - 1
        );
        // Unknown codes: the core's error and message.
        let mut out = damero_draw::Any;
        let st = unsafe { damero_draw_from_code(c"repetitions".as_ptr(), &mut out) };
        assert_eq!(
            (st, out),
            (damero_status::DAMERO_INVALID_ARGUMENT, damero_draw::Any)
        );
        let core = "repetitions".parse::<DrawKind>().unwrap_err();
        assert_eq!(
            text(crate::error::damero_last_error_message()),
            Some(core.message())
        );
    }
}
