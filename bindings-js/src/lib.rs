//! WebAssembly bindings of damero, the low layer of the npm package `damero`.
//!
//! This crate exports thin wasm-bindgen items; the hand-written ES modules of `js/` (`api.js` and
//! its parts, under the entries `index.js`, `draughts.js`, `chess.js`, `placement.js`) are the
//! public API. They check argument types, reads the packed bytes these functions return into
//! plain objects and turn the errors they throw into `DameroError` subclasses. Every rule, notation, FEN,
//! fragment, status, square number and name comes from the `damero` crate; nothing here decides anything.
//!
//! - [`game`]: `RawGame`, one `damero::Game`.
//! - [`convert`]: moves, statuses, pieces, options, variants, geometries and layouts packed into
//!   bytes.
//! - [`errors`]: `damero::Error` → the JS error object (code + message).
//! - `files`: `RawFileReader`, games read from PGN and PDN handed over in chunks, and records
//!   written back (the `files` feature). A game is written as PGN or PDN by
//!   `RawGame::to_game_file`, in every build with chess or draughts.

mod convert;
mod errors;
// Reading game files: only in the build of every game (the `files` feature; see Cargo.toml).
#[cfg(feature = "files")]
mod files;
mod game;

use damero::Variant;
use wasm_bindgen::prelude::*;

pub use convert::{input, pack_format};
pub use errors::{error_codes, set_error_factory};
pub use game::RawGame;

// The allocator: talc instead of the standard library's dlmalloc.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The version of the `damero` crate inside this module.
#[wasm_bindgen]
pub fn version() -> String {
    damero::VERSION.to_string()
}

/// The names of every variant, separated by commas. (Lists of names cross as one text, which JS
/// splits: an array of strings takes wasm-bindgen's conversion code for it.)
#[wasm_bindgen]
pub fn variants() -> String {
    damero::variants().join(",")
}

fn variant_named(name: &str) -> Result<Variant, JsValue> {
    Variant::from_name(name).map_err(errors::to_js)
}

/// The description of `variant`: geometry, options and piece letters (packed, see
/// [`convert::variant`]).
#[wasm_bindgen(js_name = variantInfo)]
pub fn variant_info(variant: &str) -> Result<u32, JsValue> {
    Ok(convert::variant(variant_named(variant)?))
}

/// The names the packed pieces and promotions stand for (packed, see [`convert::names`]).
#[wasm_bindgen]
pub fn names() -> u32 {
    convert::names()
}

/// Perft from the standard start of `variant` or from `fen`, with the variant's default options,
/// duplicates and finished games counted as `duplicates` (`keep`, `drop`) and `finished`
/// (`ignore`, `leaf`) say, on the calling thread (see [`perft_threads`]). The count is returned
/// as a double (exact below 2^53).
#[cfg(feature = "full")]
#[wasm_bindgen]
pub fn perft(
    variant: &str,
    depth: u32,
    fen: Option<String>,
    duplicates: &str,
    finished: &str,
) -> Result<f64, JsValue> {
    let variant = variant_named(variant)?;
    let options = game::perft_options(duplicates, finished)?;
    let run =
        damero::perft_with(variant, fen.as_deref(), depth, &options).map_err(errors::to_js)?;
    // No stop flag: the count always finishes.
    Ok(run.map_or(0.0, |r| r.nodes as f64))
}

/// The threads a perft asking for `threads` (0: every core) runs on here, as the core's
/// `PerftOptions::thread_count` says: always 1 in WebAssembly, which has no threads here. The
/// perft functions above therefore count on the calling thread (a page that must stay
/// responsive runs a long count in a Web Worker).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = perftThreads)]
pub fn perft_threads(threads: u32) -> u32 {
    damero::PerftOptions::new()
        .threads(threads as usize)
        .thread_count() as u32
}

/// The names and values of the core's limits (`damero::LIMITS`), in its order, copied out of
/// the table when this crate compiles: the module then carries neither the unit nor the sentence
/// of each limit, which no call reads (1.2 KB of the module's data).
const LIMIT_NAMES: [&str; damero::LIMITS.len()] = {
    let mut names = [""; damero::LIMITS.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = damero::LIMITS[i].name;
        i += 1;
    }
    names
};
const LIMIT_VALUES: [u64; damero::LIMITS.len()] = {
    let mut values = [0; damero::LIMITS.len()];
    let mut i = 0;
    while i < values.len() {
        values[i] = damero::LIMITS[i].value;
        i += 1;
    }
    values
};

/// The core's limits (`damero::LIMITS`), in its order, as one text of `name=value` pairs
/// separated by commas (see [`variants`]; each value far below 2^53). `js/args.js` reads it once,
/// when the module loads.
#[wasm_bindgen]
pub fn limits() -> String {
    let mut text = String::new();
    for (i, (name, value)) in LIMIT_NAMES.iter().zip(LIMIT_VALUES).enumerate() {
        if i > 0 {
            text.push(',');
        }
        text.push_str(name);
        text.push('=');
        text.push_str(&value.to_string());
    }
    text
}

/// The board of `variant`: rows, columns and the row and column of every square (packed, see
/// [`convert::layout`]).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = boardLayout)]
pub fn board_layout(variant: &str) -> Result<u32, JsValue> {
    Ok(convert::layout(variant_named(variant)?))
}

/// The algebraic name of a square of `variant` (`"b8"`); the square is checked by the variant's
/// `check_square`.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = squareName)]
pub fn square_name(variant: &str, square: f64) -> Result<String, JsValue> {
    let variant = variant_named(variant)?;
    variant.square_name(square as i64).map_err(errors::to_js)
}

/// The square of `variant` with an algebraic name, if any.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = squareFromName)]
pub fn square_from_name(variant: &str, name: &str) -> Result<Option<u32>, JsValue> {
    let variant = variant_named(variant)?;
    Ok(variant.square_from_name(name).map(u32::from))
}
