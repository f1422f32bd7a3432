//! The C ABI of damero.
