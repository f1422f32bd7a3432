//! Python bindings of damero: the native module `damero._native`, re-exported by the `damero`
//! package (`python/damero/__init__.py`). Every rule, notation, FEN, fragment and status comes
//! from the core crate; this crate only converts arguments and results and maps errors.

use pyo3::prelude::*;

mod args;
mod arrays;
mod batch;
mod errors;
mod files;
mod game;
mod moves;
mod perft;
mod state_method;
mod status;
mod tasks;
mod variant;

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", damero::VERSION)?;
    m.add("OPTION_KEYS", damero::OPTION_KEYS.to_vec())?;
    m.add("MAX_PERFT_DEPTH", damero::MAX_PERFT_DEPTH)?;
    m.add("MAX_PERFT_HASH_MB", damero::MAX_PERFT_HASH_MB)?;
    m.add("FRAGMENT_VERSION", damero::FRAGMENT_VERSION)?;
    m.add("MAX_HISTORY", damero::MAX_HISTORY)?;
    m.add("MOVE_FIELDS", damero::MOVE_FIELDS.to_vec())?;
    m.add("STATUS_FIELDS", damero::STATUS_FIELDS.to_vec())?;
    m.add("LIMITS", limits(m.py())?)?;
    m.add_function(wrap_pyfunction!(limit_table, m)?)?;
    m.add_class::<game::Game>()?;
    m.add_class::<batch::Batch>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<moves::Moves>()?;
    m.add_class::<moves::Piece>()?;
    m.add_class::<status::Status>()?;
    m.add_class::<variant::PyVariant>()?;
    m.add_class::<variant::Geometry>()?;
    m.add_class::<files::GameReader>()?;
    m.add_class::<files::GameRecord>()?;
    m.add_class::<files::Node>()?;
    m.add_class::<files::FileProblem>()?;
    m.add_function(wrap_pyfunction!(files::read_games, m)?)?;
    m.add_function(wrap_pyfunction!(files::parse_games, m)?)?;
    m.add_function(wrap_pyfunction!(files::split_games, m)?)?;
    m.add_function(wrap_pyfunction!(perft::perft, m)?)?;
    m.add_function(wrap_pyfunction!(tasks::perft_tasks, m)?)?;
    m.add_class::<tasks::PerftTask>()?;
    m.add_function(wrap_pyfunction!(variant::variants, m)?)?;
    m.add_function(wrap_pyfunction!(errors::error_codes, m)?)?;
    m.add_function(wrap_pyfunction!(codes, m)?)?;
    // Private to the package (not in `__all__`): the descriptor `damero._methods` installs.
    m.setattr(
        "_state_method",
        wrap_pyfunction!(state_method::state_method, m)?,
    )?;
    m.setattr(
        "_is_state_method",
        wrap_pyfunction!(state_method::is_state_method, m)?,
    )?;
    errors::register(m)?;
    Ok(())
}

/// `damero.LIMITS`: every limit of the core (`damero::LIMITS`) by name, `{"path": 32, ...}`, as a
/// read-only mapping.
fn limits(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    let table = pyo3::types::PyDict::new(py);
    for limit in damero::LIMITS {
        table.set_item(limit.name, limit.value)?;
    }
    Ok(pyo3::types::PyMappingProxy::new(py, table.as_mapping()).into_any())
}

/// The core's table of limits row by row, in its order: `[{"name": "path", "value": 32, "unit":
/// "squares", "what": "..."}, ...]` (the rows of `conformance/limits.json`).
#[pyfunction]
fn limit_table(py: Python<'_>) -> PyResult<Vec<Bound<'_, pyo3::types::PyDict>>> {
    damero::LIMITS
        .iter()
        .map(|limit| {
            let row = pyo3::types::PyDict::new(py);
            row.set_item("name", limit.name)?;
            row.set_item("value", limit.value)?;
            row.set_item("unit", limit.unit)?;
            row.set_item("what", limit.what)?;
            Ok(row)
        })
        .collect()
}

/// The codes of every enum of the core whose values this binding hands out as strings, each in
/// the core's order (`ALL`): `{"role": [...], "reason": [...], ...}`. The tests check the stubs'
/// `Literal` types against them, so a value the core adds cannot go unnoticed.
#[pyfunction]
fn codes(py: Python<'_>) -> PyResult<Bound<'_, pyo3::types::PyDict>> {
    fn all<T: Copy>(values: &[T], code: fn(T) -> &'static str) -> Vec<&'static str> {
        values.iter().map(|&v| code(v)).collect()
    }
    let out = pyo3::types::PyDict::new(py);
    for (name, values) in [
        ("side", all(&damero::Side::BOTH, damero::Side::name)),
        ("role", all(&damero::Role::ALL, damero::Role::name)),
        ("kind", all(&damero::MoveKind::ALL, damero::MoveKind::code)),
        ("reason", all(&damero::Reason::ALL, damero::Reason::code)),
        (
            "draw_kind",
            all(&damero::DrawKind::ALL, damero::DrawKind::code),
        ),
        ("family", all(&damero::Family::ALL, damero::Family::name)),
        (
            "numbering",
            all(damero::Numbering::ALL, damero::Numbering::code),
        ),
        ("labels", all(damero::Labels::ALL, damero::Labels::code)),
        ("shading", all(damero::Shading::ALL, damero::Shading::code)),
        // The core has no list of these two conventions: both values, written by the core.
        (
            "duplicates",
            all(
                &[damero::Duplicates::Keep, damero::Duplicates::Drop],
                damero::Duplicates::name,
            ),
        ),
        (
            "finished",
            all(
                &[damero::Finished::Ignore, damero::Finished::Leaf],
                damero::Finished::name,
            ),
        ),
    ] {
        out.set_item(name, values)?;
    }
    // Every name `Variant::side_name` gives, in the order first met.
    let mut side_names: Vec<&'static str> = Vec::new();
    for variant in damero::Variant::ALL {
        for side in damero::Side::BOTH {
            let name = variant.side_name(side);
            if !side_names.contains(&name) {
                side_names.push(name);
            }
        }
    }
    out.set_item("side_name", side_names)?;
    Ok(out)
}
