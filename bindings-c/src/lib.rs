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
//! of a game, draws and resignation), [`piece`] (pieces and roles), [`variant`] (names, board
//! geometry, square names, options and piece letters), [`perft`].

#![deny(unsafe_op_in_unsafe_fn)]
// The exported types carry their C names.
#![allow(non_camel_case_types)]

pub mod error;
pub mod game;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod status;
mod strings;
pub mod variant;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_version_is_the_package_version() {
        let running = unsafe { CStr::from_ptr(damero_version()) };
        assert_eq!(running.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }
}
