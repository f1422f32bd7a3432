//! The C ABI of damero: `libdamero.so` / `libdamero.a` and the header `include/damero.h`, which
//! cbindgen writes from this crate (`bindings-c/cbindgen.toml`; the test `tests/header.rs` fails
//! when the committed header is stale).
//!
//! This crate translates and holds no rules: every answer comes from the core crate. The
//! conventions (ownership, NULL, threads, errors, panics, ABI stability) are in the header's
//! preamble and in the README's C section. In short:
//! - every function that can fail returns a [`damero_status`] (`DAMERO_OK` = 0) and writes its
//!   results through out-parameters, only on success;
//! - text and lists go into buffers of the caller, which learns the size needed from
//!   `DAMERO_BUFFER_TOO_SMALL`;
//! - every exported body runs inside [`error::guard`], so a panic never unwinds into C.
//!
//! Modules by concept: [`error`] (status, last error, panic guard), [`strings`] (C strings and
//! buffers), [`game`] (the handle), [`moves`] (moves, playing and undoing), [`status`] (the state
//! of a game, draws and resignation), [`piece`] (pieces and roles), [`variant`] (names,
//! families, board geometry of variants and games, square names, options and piece letters),
//! [`perft`], [`limits`] (the core's table of limits), [`files`] (game files: a reader of PGN and
//! PDN streams, the records it gives, a game written as a file), [`actions`] (action ids, masks
//! and observation planes of a game) and [`batch`] (many games stepped by ids per call). The test module `fields` checks
//! that every public field of the core's moves and states has its counterpart in the C structs.

#![deny(unsafe_op_in_unsafe_fn)]
// The exported types carry their C names.
#![allow(non_camel_case_types)]

/// Gives a C enum that lists the values of a core enum, in the order of the core's `ALL` (the C
/// value of each is its position there), its conversions: `ALL`, `of` (core to C, an error for
/// a core value this binding does not know yet) and `core` (C to core, `None` for an unknown
/// value). The C variants carry the core's names; `tests::mirrors_follow_the_core` (in each
/// module that uses it) checks both orders and names.
macro_rules! mirror_enum {
    ($c:ident => $core:ident [$($v:ident),* $(,)?]) => {
        impl $c {
            /// Every value, in the order of the core's `ALL`.
            #[allow(dead_code)] // read by the tests, and by `of`
            pub(crate) const ALL: &'static [$c] = &[$($c::$v),*];

            /// The C value of a core value.
            #[allow(dead_code)]
            pub(crate) fn of(core: $core) -> crate::error::Result<$c> {
                $core::ALL
                    .iter()
                    .position(|&x| x == core)
                    .and_then(|i| $c::ALL.get(i).copied())
                    .ok_or_else(|| {
                        crate::error::Failure::invalid(format!(
                            "{core} has no {} value",
                            stringify!($c)
                        ))
                    })
            }

            /// The core value of a C value (`uint32_t`); `None` for an unknown value.
            #[allow(dead_code)]
            pub(crate) fn core(value: u32) -> Option<$core> {
                $core::ALL.get(value as usize).copied()
            }
        }
    };
}

pub mod actions;
pub mod batch;
pub mod error;
pub mod files;
pub mod game;
pub mod limits;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod samples;
pub mod status;
mod strings;
pub mod variant;

#[cfg(test)]
mod fields;

use std::ffi::{CStr, c_char};

const VERSION_C: &CStr =
    match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(version) => version,
        Err(_) => panic!("the package version contains a NUL byte"),
    };

/// The version of the library that is running, e.g. "0.1.0": the header's `DAMERO_VERSION` when
/// the header and the library come from the same release. The string is static: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn damero_version() -> *const c_char {
    error::guard_value(VERSION_C.as_ptr(), || VERSION_C.as_ptr())
}

/// "NoPieces" -> "no_pieces": the name of a C enum value in the spelling of the core's codes.
#[cfg(test)]
pub(crate) fn snake(debug: impl std::fmt::Debug) -> String {
    let mut out = String::new();
    for (i, c) in format!("{debug:?}").chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_version_is_the_package_version() {
        let running = unsafe { CStr::from_ptr(damero_version()) };
        assert_eq!(running.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }
}
