//! The exception classes: `damero.Error(ValueError)` and one subclass per shared error code. The
//! mapping from `damero::ErrorKind` lives here and nowhere else.

use damero::ErrorKind;
use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyType;

create_exception!(
    damero,
    Error,
    PyValueError,
    "Base class of every error damero raises. `code` is the error code shared by every language."
);

macro_rules! error_classes {
    ($($kind:ident => $class:ident: $doc:literal),* $(,)?) => {
        $(create_exception!(damero, $class, Error, $doc);)*

        /// The exception class of `kind`.
        fn class_of(py: Python<'_>, kind: ErrorKind) -> Bound<'_, PyType> {
            match kind {
                $(ErrorKind::$kind => py.get_type::<$class>(),)*
                // The core may add kinds; they still raise a damero.Error.
                _ => py.get_type::<Error>(),
            }
        }

        /// Adds the classes to the module, each with its `code` as a class attribute.
        pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
            let py = m.py();
            let base = py.get_type::<Error>();
            base.setattr("code", "error")?;
            m.add("Error", base)?;
            $(
                let class = py.get_type::<$class>();
                class.setattr("code", ErrorKind::$kind.code())?;
                m.add(stringify!($class), class)?;
            )*
            Ok(())
        }
    };
}

error_classes! {
    InvalidNotation => InvalidNotationError: "Move text that is not PDN move text (`11_15`, `x`, `99-100`).",
    IllegalMove => IllegalMoveError: "A well-formed move that is not legal in the current position.",
    AmbiguousMove => AmbiguousMoveError: "Move text or a path prefix that fits several moves with different outcomes.",
    InvalidFen => InvalidFenError: "A FEN that cannot be read, or that describes an impossible position.",
    InvalidFragment => InvalidFragmentError: "A fragment that is malformed, of an unknown version, or replays an illegal game.",
    UnknownVariant => UnknownVariantError: "A variant name the library does not know.",
    InvalidOption => InvalidOptionError: "An unknown option, or a value the option does not take.",
    GameOver => GameOverError: "A move, draw or resignation after the game has ended.",
    NothingToUndo => NothingToUndoError: "`undo()` at the start of the game.",
    NotClaimable => NotClaimableError: "A draw claim when that draw cannot be claimed now.",
    NotAllowed => NotAllowedError: "An action the game's options forbid (agreement switched off, agreement before the first move).",
    InvalidArgument => InvalidArgumentError: "An argument out of range: a perft depth, a side name, a square, a draw kind.",
    HistoryFull => HistoryFullError: "A move when the game already holds MAX_HISTORY moves, the most a fragment carries.",
    InvalidGameFile => InvalidGameFileError: "A game file (PGN, PDN) read with strict=True that has a problem; the message starts with its line and column.",
}

/// The code of every error kind of the core (`ErrorKind::ALL`), in the core's order: the tests
/// check the exception classes against it.
#[pyfunction]
pub fn error_codes() -> Vec<&'static str> {
    ErrorKind::ALL.iter().map(|k| k.code()).collect()
}

/// The Python exception for a core error: the class of its kind, the core's message, and `code`
/// set on the instance too.
pub fn to_py(err: damero::Error) -> PyErr {
    Python::attach(|py| {
        let class = class_of(py, err.kind());
        let made = class.call1((err.message(),)).and_then(|e| {
            e.setattr("code", err.code())?;
            Ok(PyErr::from_value(e))
        });
        made.unwrap_or_else(|e| e)
    })
}

/// Turns a core result into a Python one.
pub trait IntoPy<T> {
    /// The value, or the matching damero exception.
    fn py_err(self) -> PyResult<T>;
}

impl<T> IntoPy<T> for damero::Result<T> {
    fn py_err(self) -> PyResult<T> {
        self.map_err(to_py)
    }
}

/// An `InvalidArgumentError` raised by the binding itself, for arguments the core cannot even
/// receive (a negative perft depth) or shapes the core has no reader for (a piece letter).
pub fn invalid_argument(message: impl Into<String>) -> PyErr {
    to_py(damero::Error::new(ErrorKind::InvalidArgument, message))
}

/// A `TypeError` naming what was expected and what came.
pub fn wrong_type(what: &str, expected: &str, got: &Bound<'_, PyAny>) -> PyErr {
    let name = got
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into());
    PyTypeError::new_err(format!("{what} must be {expected}, not {name}"))
}

/// The `InvalidGameFileError` of a game read strictly: the core's message (`line 3, column 13:
/// ...`), with `line`, `column` and `message` (what is wrong, without the place) set on it.
pub fn game_file_error(problem: damero::files::FileProblem) -> PyErr {
    let (line, column, message) = (problem.line, problem.column, problem.message.clone());
    let err = to_py(damero::Error::from(problem));
    Python::attach(|py| {
        let value = err.value(py);
        let set = value
            .setattr("line", line)
            .and_then(|()| value.setattr("column", column))
            .and_then(|()| value.setattr("message", message));
        match set {
            Ok(()) => err,
            Err(e) => e,
        }
    })
}
