//! Python bindings of damero: the native module `damero._native`, re-exported by the `damero`
//! package (`python/damero/__init__.py`). Every rule, notation, FEN, fragment and status comes
//! from the core crate; this crate only converts arguments and results and maps errors.

use pyo3::prelude::*;

mod args;
mod errors;
mod game;
mod moves;
mod perft;
mod status;
mod variant;

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", damero::VERSION)?;
    m.add("OPTION_KEYS", damero::OPTION_KEYS.to_vec())?;
    m.add("MAX_PERFT_DEPTH", damero::MAX_PERFT_DEPTH)?;
    m.add("FRAGMENT_VERSION", damero::FRAGMENT_VERSION)?;
    m.add("MAX_HISTORY", damero::MAX_HISTORY)?;
    m.add_class::<game::Game>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<moves::Moves>()?;
    m.add_class::<moves::Piece>()?;
    m.add_class::<status::Status>()?;
    m.add_class::<variant::PyVariant>()?;
    m.add_function(wrap_pyfunction!(perft::perft, m)?)?;
    m.add_function(wrap_pyfunction!(variant::variants, m)?)?;
    m.add_function(wrap_pyfunction!(errors::error_codes, m)?)?;
    errors::register(m)?;
    Ok(())
}
