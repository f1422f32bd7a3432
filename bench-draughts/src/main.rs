//! Benchmark only: perft of Turkish draughts from the start position by damero and by the kish
//! crate (a Turkish draughts bitboard engine), at the same depth in one run, after checking that
//! both count the same leaves at every depth up to it.
//!
//! `cargo run --release -p damero-bench-draughts -- [DEPTH]` (default 9). Prints one line per
//! engine (best of three runs each, alternating) and the ratio damero / kish.

use std::time::Instant;

use damero::{Duplicates, Game, Variant};

fn main() {
    let depth: u64 = std::env::args()
        .nth(1)
        .map(|d| d.parse().expect("DEPTH is a number"))
        .unwrap_or(9);
    let game = Game::new(Variant::Turkish).expect("Turkish");
    let board = kish::Board::new_default();
    // Same rules, same start: the counts agree at every depth (checked up to 7 to stay quick).
    for d in 1..=depth.min(7) {
        let ours = game
            .perft(d as u32, Duplicates::Keep)
            .expect("depth in range");
        let theirs = board.perft(d);
        assert_eq!(
            ours, theirs,
            "perft({d}) differs: damero {ours}, kish {theirs}"
        );
    }
    let mut best = [f64::MAX; 2];
    let mut nodes = [0u64; 2];
    for _ in 0..3 {
        let t = Instant::now();
        nodes[0] = game
            .perft(depth as u32, Duplicates::Keep)
            .expect("depth in range");
        best[0] = best[0].min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        nodes[1] = board.perft(depth);
        best[1] = best[1].min(t.elapsed().as_secs_f64());
    }
    assert_eq!(nodes[0], nodes[1], "perft({depth}) differs");
    let nps = |i: usize| nodes[i] as f64 / best[i].max(1e-9);
    println!("turkish perft({depth}) = {} leaves", nodes[0]);
    println!("damero  {:.3} s  {:.0} leaves/s", best[0], nps(0));
    println!("kish    {:.3} s  {:.0} leaves/s", best[1], nps(1));
    println!("ratio damero/kish {:.3}", nps(0) / nps(1));
}
