//! WebAssembly bindings of damero, the low layer of the npm package `damero`.
//!
//! This crate exports thin wasm-bindgen items; the hand-written ES module `js/index.js` is the
//! public API. It checks argument types, reads the packed bytes these functions return into
//! plain objects and turns the errors they throw into `DameroError` subclasses. Every rule, notation, FEN,
//! fragment and status comes from the `damero` crate; nothing here decides anything.
//!
//! - [`game`]: `RawGame`, one `damero::Game`.
//! - [`convert`]: moves, statuses, pieces, options and layouts packed into bytes.
//! - [`errors`]: `damero::Error` → the JS error object (code + message).

mod convert;
mod errors;
mod game;

use damero::{Duplicates, Variant};
use wasm_bindgen::prelude::*;

pub use errors::set_error_factory;
pub use game::RawGame;

/// The version of the `damero` crate inside this module.
#[wasm_bindgen]
pub fn version() -> String {
    damero::VERSION.to_string()
}

/// The names of every variant.
#[wasm_bindgen]
pub fn variants() -> Vec<String> {
    damero::variants().into_iter().map(String::from).collect()
}

/// Perft from the standard start of `variant` or from `fen`, with the variant's default options.
/// The count is returned as a double (exact below 2^53).
#[wasm_bindgen]
pub fn perft(
    variant: &str,
    depth: u32,
    fen: Option<String>,
    duplicates: &str,
) -> Result<f64, JsValue> {
    let variant = Variant::from_name(variant).map_err(errors::to_js)?;
    let duplicates: Duplicates = duplicates.parse().map_err(errors::to_js)?;
    damero::perft(variant, fen.as_deref(), depth, duplicates)
        .map(|n| n as f64)
        .map_err(errors::to_js)
}

/// The board of `variant`: rows, columns and the row and column of every square (packed, see
/// [`convert::layout`]).
#[wasm_bindgen(js_name = boardLayout)]
pub fn board_layout(variant: &str) -> Result<u32, JsValue> {
    let variant = Variant::from_name(variant).map_err(errors::to_js)?;
    Ok(convert::layout(variant))
}
