//! Draughts: the board layouts, positions, move generation, PDN notation, PDN FEN and perft.
//!
//! The modules here work on bitboards and know nothing of games, histories or draw rules; those
//! live in [`crate::record`].

pub(crate) mod count;
pub(crate) mod engine;
pub(crate) mod fen;
pub(crate) mod layout;
pub(crate) mod movegen;
pub(crate) mod notation;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod routes;
pub(crate) mod rules;
