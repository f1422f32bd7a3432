//! Draughts: the board layouts, positions, move generation, PDN notation, PDN FEN and perft.
//!
//! The modules here work on bitboards and know nothing of games, histories or draw rules; those
//! live in [`crate::game`].

#[cfg(feature = "draughts")]
pub(crate) mod count;
#[cfg(feature = "draughts")]
pub(crate) mod family;
#[cfg(feature = "draughts")]
pub(crate) mod fen;
// Shared with every build: square geometry (`Variant`) and move text (`Move`).
#[cfg_attr(not(feature = "draughts"), allow(dead_code))]
pub(crate) mod layout;
#[cfg(feature = "draughts")]
pub(crate) mod movegen;
#[cfg_attr(not(feature = "draughts"), allow(dead_code))]
pub(crate) mod notation;
#[cfg(feature = "draughts")]
pub(crate) mod perft;
#[cfg(feature = "draughts")]
pub(crate) mod position;
#[cfg(feature = "draughts")]
pub(crate) mod routes;
#[cfg(feature = "draughts")]
pub(crate) mod rules;
