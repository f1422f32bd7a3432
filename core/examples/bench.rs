//! Per-call costs of the API and perft speed, printed (never asserted).
//!
//! A game keeps the legal moves of its current position once computed (and of the position
//! before it, for undo), so repeated calls on one position cost little; the row "play +
//! legal_moves + undo" shows the cost of computing them for a new position.
//!
//! `cargo run --release -p damero --example bench`

use std::hint::black_box;
use std::time::Instant;

use damero::{Duplicates, Game, Variant};

/// Runs `f` repeatedly for about 0.3 s and returns nanoseconds per call.
fn per_call(mut f: impl FnMut()) -> f64 {
    let mut n = 1u64;
    loop {
        let start = Instant::now();
        for _ in 0..n {
            f();
        }
        let elapsed = start.elapsed().as_secs_f64();
        if elapsed > 0.3 {
            return elapsed * 1e9 / n as f64;
        }
        n *= 2;
    }
}

fn main() -> Result<(), damero::Error> {
    let start = Game::new(Variant::English).expect("English is in this build");
    let mut midgame = Game::new(Variant::English).expect("English is in this build");
    for m in [
        "11-15", "22-18", "15x22", "25x18", "12-16", "18-14", "9x18", "23x14", "10x17", "21x14",
    ] {
        midgame.play(m)?;
    }
    let fragment = midgame.to_fragment();
    println!("call                            ns/call");
    let rows: Vec<(&str, f64)> = vec![
        (
            "legal_moves (start)",
            per_call(|| {
                black_box(start.legal_moves());
            }),
        ),
        (
            "legal_moves (midgame)",
            per_call(|| {
                black_box(midgame.legal_moves());
            }),
        ),
        ("play + undo (start, 11-15)", {
            let mut g = start.clone();
            per_call(|| {
                g.play(black_box("11-15")).unwrap();
                g.undo().unwrap();
            })
        }),
        ("play + legal_moves + undo", {
            // The moves of the position after 11-15 are computed afresh every time.
            let mut g = start.clone();
            per_call(|| {
                g.play(black_box("11-15")).unwrap();
                black_box(g.legal_moves());
                g.undo().unwrap();
            })
        }),
        (
            "status (midgame)",
            per_call(|| {
                black_box(midgame.status());
            }),
        ),
        (
            "to_fragment (10 plies)",
            per_call(|| {
                black_box(midgame.to_fragment());
            }),
        ),
        (
            "from_fragment (10 plies)",
            per_call(|| {
                black_box(Game::from_fragment(black_box(&fragment)).unwrap());
            }),
        ),
    ];
    for (name, ns) in rows {
        println!("{name:<32}{ns:>8.0}");
    }
    let t = Instant::now();
    let nodes = start.perft(11, Duplicates::Keep)?;
    let s = t.elapsed().as_secs_f64();
    println!(
        "perft(11) keep: nodes={nodes} seconds={s:.3} nps={:.0}",
        nodes as f64 / s
    );
    Ok(())
}
