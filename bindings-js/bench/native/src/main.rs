//! Reads fragments, one per line, from standard input; prints for each the nanoseconds one
//! `Game::from_fragment` takes (the best of several timed runs) and the plies it holds:
//! `ns=<f64> plies=<n>`.

use std::io::BufRead;
use std::time::Instant;

fn main() {
    for line in std::io::stdin().lock().lines() {
        let fragment = line.expect("a line of standard input");
        let game = damero::Game::from_fragment(&fragment).expect("a fragment the core reads");
        let plies = game.history().len();
        let mut best = f64::INFINITY;
        for _ in 0..30 {
            let runs = 200;
            let start = Instant::now();
            for _ in 0..runs {
                std::hint::black_box(
                    damero::Game::from_fragment(std::hint::black_box(&fragment)).ok(),
                );
            }
            best = best.min(start.elapsed().as_nanos() as f64 / runs as f64);
        }
        println!("ns={best:.0} plies={plies}");
    }
}
