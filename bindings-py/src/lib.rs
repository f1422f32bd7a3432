//! Python bindings of damero.
