//! Placement games: each move puts a disc on the board or passes. Reversi and Connect Four each
//! have their engine (`reversi/`, `connect4/`: positions, move generation, FEN, perft, knowing
//! nothing of games) and their rules interface for the record (`reversi_engine.rs`,
//! `connect4_engine.rs`); `placed.rs` is the legal move both list.

pub(crate) mod connect4;
pub(crate) mod connect4_engine;
pub(crate) mod placed;
pub(crate) mod reversi;
pub(crate) mod reversi_engine;
