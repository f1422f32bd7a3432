//! WebAssembly bindings of damero.
