//! Pieces as a side and a role, and the names of roles.

use std::ffi::c_char;

use damero_core::{Piece, Role, Side};

use crate::error::{Failure, Result, damero_status, guard, guard_value};
use crate::status::{damero_side, side_arg};
use crate::strings::{arg_str, out_ptr, static_cstr};

/// What a piece is, whichever side it belongs to: draughts has men and kings, chess the king and
/// five more roles, placement games discs. `DAMERO_ROLE_NONE` is the role of an empty square
/// and the `promotion` of a move that promotes nothing. Roles travel as `uint32_t`; the library
/// checks every value it is given.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum damero_role {
    /// No role: an empty square, or no promotion.
    None = 0,
    /// A draughts man.
    Man = 1,
    /// A draughts king (a crowned man); in chess, the king.
    King = 2,
    /// A chess pawn.
    Pawn = 3,
    /// A chess knight.
    Knight = 4,
    /// A chess bishop.
    Bishop = 5,
    /// A chess rook.
    Rook = 6,
    /// A chess queen.
    Queen = 7,
    /// A disc of a placement game (Reversi, Connect Four).
    Disc = 8,
}

/// The roles after `None`, in the order of the core's `Role::ALL` (a test keeps them in step):
/// the value of a role is its position in `Role::ALL` plus one.
#[cfg(test)]
const ROLES: [damero_role; 8] = [
    damero_role::Man,
    damero_role::King,
    damero_role::Pawn,
    damero_role::Knight,
    damero_role::Bishop,
    damero_role::Rook,
    damero_role::Queen,
    damero_role::Disc,
];

/// The `damero_role` value of a role, or `DAMERO_ROLE_NONE` (0).
pub(crate) fn role_value(role: Option<Role>) -> u32 {
    role.and_then(|r| Role::ALL.iter().position(|&x| x == r))
        .map_or(0, |i| i as u32 + 1)
}

/// The role of a `damero_role` value; `None` for `DAMERO_ROLE_NONE` and unknown values.
fn role_of(value: u32) -> Option<Role> {
    Role::ALL.get((value as usize).checked_sub(1)?).copied()
}

/// Reads a `damero_role` field that may be `DAMERO_ROLE_NONE` (a move's `promotion`): `None`
/// for `DAMERO_ROLE_NONE`, `invalid_argument` for an unknown value.
pub(crate) fn promotion_arg(value: u32) -> Result<Option<Role>> {
    if value == 0 {
        return Ok(None);
    }
    role_of(value).map(Some).ok_or_else(|| {
        Failure::invalid(format!(
            "promotion {value} is not a damero_role (DAMERO_ROLE_NONE, or a role)"
        ))
    })
}

/// A piece: a side and a role, both as `uint32_t` values (`damero_side`, `damero_role`). An empty
/// square is `{DAMERO_SIDE_NONE, DAMERO_ROLE_NONE}`; test `role == DAMERO_ROLE_NONE`. The letter of
/// a piece depends on the game: `damero_variant_piece_letter`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct damero_piece {
    /// Whose piece it is: `DAMERO_SIDE_BLACK` or `DAMERO_SIDE_WHITE`; `DAMERO_SIDE_NONE` for an
    /// empty square.
    pub side: u32,
    /// What it is: a `damero_role`; `DAMERO_ROLE_NONE` for an empty square.
    pub role: u32,
}

impl damero_piece {
    /// The piece of the core's answer, or the empty square.
    pub(crate) fn of(piece: Option<Piece>) -> damero_piece {
        match piece {
            Some(p) => damero_piece {
                side: damero_side::of(Some(p.side)) as u32,
                role: role_value(Some(p.role)),
            },
            None => damero_piece::EMPTY,
        }
    }

    /// The empty square.
    pub(crate) const EMPTY: damero_piece = damero_piece {
        side: damero_side::None as u32,
        role: damero_role::None as u32,
    };

    /// Reads a piece argument: `None` for the empty square, else both values must be known.
    pub(crate) fn arg(self) -> Result<Option<Piece>> {
        if self == damero_piece::EMPTY {
            return Ok(None);
        }
        let side: Side = side_arg(self.side)?;
        let role = role_of(self.role).ok_or_else(|| {
            Failure::invalid(format!(
                "{} is not a damero_role of a piece (DAMERO_ROLE_MAN to DAMERO_ROLE_{})",
                self.role,
                Role::ALL[Role::ALL.len() - 1].name().to_uppercase()
            ))
        })?;
        Ok(Some(Piece { side, role }))
    }
}

/// The shared name of a `damero_role`: "man", "king", "pawn", "knight", "bishop", "rook",
/// "queen" or "disc"; NULL for `DAMERO_ROLE_NONE` and unknown values. The string is static:
/// never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_role_name(role: u32) -> *const c_char {
    guard_value(std::ptr::null(), || {
        role_of(role).map_or(std::ptr::null(), |r| static_cstr(r.name()).as_ptr())
    })
}

/// The `damero_role` named `name` ("man", "king", ...), into `*out_role`.
///
/// Errors: `DAMERO_INVALID_ARGUMENT` for any other text (the message lists the names),
/// `DAMERO_NULL_ARGUMENT`, `DAMERO_INVALID_UTF8`.
///
/// # Safety
/// `name` is a NUL-terminated string; `out_role` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_role_from_name(
    name: *const c_char,
    out_role: *mut u32,
) -> damero_status {
    guard(|| {
        // SAFETY (both blocks): as the caller promised.
        let name = unsafe { arg_str(name, "name") }?;
        let out = out_ptr(out_role, "out_role")?;
        let role: Role = name.parse()?;
        unsafe { out.write(role_value(Some(role))) };
        Ok(())
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
    fn every_role_of_the_core_has_its_value_and_name() {
        assert_eq!(
            ROLES.len(),
            Role::ALL.len(),
            "a role of the core is missing here"
        );
        for (i, (c, core)) in ROLES.iter().zip(Role::ALL).enumerate() {
            assert_eq!(
                *c as u32,
                i as u32 + 1,
                "{core:?}: its position in Role::ALL plus one"
            );
            assert_eq!(
                format!("{c:?}").to_lowercase(),
                core.name(),
                "the C name of {core:?}"
            );
            assert_eq!(text(damero_role_name(*c as u32)), Some(core.name()));
            assert_eq!(role_value(Some(core)), *c as u32);
            let mut out = 99;
            let name = std::ffi::CString::new(core.name()).unwrap();
            let st = unsafe { damero_role_from_name(name.as_ptr(), &mut out) };
            assert_eq!((st, out), (damero_status::DAMERO_OK, *c as u32));
        }
        assert_eq!(text(damero_role_name(0)), None);
        assert_eq!(text(damero_role_name(ROLES.len() as u32 + 1)), None);
        assert_eq!(text(damero_role_name(u32::MAX)), None);
        assert_eq!(role_value(None), damero_role::None as u32);
    }

    #[test]
    fn pieces_both_ways() {
        let king = Piece {
            side: Side::White,
            role: Role::King,
        };
        let c = damero_piece::of(Some(king));
        assert_eq!(c.side, damero_side::White as u32);
        assert_eq!(c.role, damero_role::King as u32);
        assert_eq!(c.arg().unwrap(), Some(king));
        assert_eq!(damero_piece::of(None).arg().unwrap(), None);
        let bad = damero_piece {
            side: damero_side::None as u32,
            role: damero_role::Man as u32,
        };
        assert!(bad.arg().is_err());
        let bad = damero_piece { side: 0, role: 0 };
        assert!(bad.arg().is_err());
        let bad = damero_piece { side: 0, role: 99 };
        assert!(bad.arg().is_err());
    }
}
