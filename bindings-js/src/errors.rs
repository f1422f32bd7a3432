//! Errors: a `damero::Error` becomes the JS error object that `js/api.js` registered a
//! factory for (a `DameroError` subclass chosen by its code), thrown by wasm-bindgen.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// A JS function `(code, message) => Error`.
    pub type ErrorFactory;

    #[wasm_bindgen(method, js_name = call)]
    fn make(this: &ErrorFactory, this_arg: &JsValue, code: &str, message: &str) -> JsValue;
}

thread_local! {
    static FACTORY: RefCell<Option<ErrorFactory>> = const { RefCell::new(None) };
}

/// Registers the function that builds error objects from a code and a message. `js/api.js`
/// calls it once after loading the module.
#[wasm_bindgen(js_name = setErrorFactory)]
pub fn set_error_factory(factory: ErrorFactory) {
    FACTORY.with(|f| *f.borrow_mut() = Some(factory));
}

/// The JS error object for a code and a message.
pub fn make(code: &str, message: &str) -> JsValue {
    FACTORY.with(|f| match &*f.borrow() {
        Some(factory) => factory.make(&JsValue::UNDEFINED, code, message),
        // Used without js/api.js: a plain Error whose message starts with the code.
        None => JsError::new(&format!("{code}: {message}")).into(),
    })
}

/// The JS error object for a core error.
pub fn to_js(error: damero::Error) -> JsValue {
    make(error.code(), error.message())
}

/// The codes of every error kind of the core, in the order of `ErrorKind::ALL`, separated by
/// commas (see `variants`): `js/errors.js` has one `DameroError` subclass per code, and its tests
/// check both lists against each other.
#[wasm_bindgen(js_name = errorCodes)]
pub fn error_codes() -> String {
    damero::ErrorKind::ALL.map(|k| k.code()).join(",")
}
