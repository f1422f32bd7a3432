//! Chess and Chess960: bitboards, positions, legal moves, notation (SAN, UCI), FEN and perft,
//! behind the [`crate::engine::Engine`] interface.

pub(crate) mod attacks;
pub(crate) mod engine;
pub(crate) mod fen;
pub(crate) mod find;
pub(crate) mod movegen;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod san;
pub(crate) mod uci;
