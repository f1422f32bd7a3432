//! Chess perft speed of damero beside cozy-chess and shakmaty, in one run: the start position at
//! depth 6 and Kiwipete at depth 5, each engine counting with bulk counting at the last ply and
//! no hash table, best of `RUNS` (default 3) runs taken in turn. Times are the CPU time of the
//! counting thread where Linux reports it, so that other work on the machine does not count.
//!
//! Then English draughts perft(12) beside cozy-chess's start perft(6), the ratio the project holds
//! its draughts generator to, and both again on every core (`PerftOptions::threads(0)`) against
//! one thread.
//!
//! `cargo run --release -p damero-bench [RUNS]` (also from `scripts/bench-rust`).

use std::time::Instant;

use damero::{Duplicates, Game, PerftOptions, Variant};
use shakmaty::{CastlingMode, Chess, fen::Fen};

const POSITIONS: [(&str, &str, u32, u64); 2] = [
    (
        "start d6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete d5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// Nanoseconds this thread has run on a CPU (Linux), so that other work on a shared machine
/// does not count; `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Leaves per second of one count (CPU time of this thread where known, else wall time),
/// checking the count.
fn timed(expected: u64, count: impl FnOnce() -> u64) -> f64 {
    let cpu = cpu_ns();
    let started = Instant::now();
    let nodes = count();
    let mut seconds = started.elapsed().as_secs_f64();
    if let (Some(a), Some(b)) = (cpu, cpu_ns()) {
        seconds = (b - a) as f64 / 1e9;
    }
    assert_eq!(nodes, expected, "wrong perft count");
    nodes as f64 / seconds
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    let clock = if cpu_ns().is_some() {
        "CPU time"
    } else {
        "wall time"
    };
    println!(
        "chess perft, leaves/s of {clock}, best of {runs} (damero {} on its {} path, cozy-chess 0.3.4{}, shakmaty 0.30.1; this build for {})",
        damero::VERSION,
        damero::cpu_path().name(),
        if cfg!(feature = "pext") {
            " with pext"
        } else {
            ""
        },
        if cfg!(target_feature = "bmi2") {
            "this CPU"
        } else {
            "the baseline CPU"
        },
    );
    println!(
        "{:<12} {:>14} {:>14} {:>14} {:>10} {:>10}",
        "position", "damero", "cozy-chess", "shakmaty", "/cozy", "/shakmaty"
    );
    for (name, fen, depth, expected) in POSITIONS {
        let game = Game::from_fen(Variant::Chess, fen, None).expect("damero reads the FEN");
        let cozy: cozy_chess::Board = fen.parse().expect("cozy-chess reads the FEN");
        let shak: Chess = fen
            .parse::<Fen>()
            .expect("shakmaty reads the FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let (mut d, mut c, mut s) = (0f64, 0f64, 0f64);
        for _ in 0..runs {
            d = d.max(timed(expected, || {
                game.perft(depth, Duplicates::Keep).unwrap()
            }));
            c = c.max(timed(expected, || cozy_perft(&cozy, depth)));
            s = s.max(timed(expected, || shakmaty::perft(&shak, depth)));
        }
        println!(
            "{name:<12} {:>14.0} {:>14.0} {:>14.0} {:>10.3} {:>10.3}",
            d,
            c,
            s,
            d / c,
            d / s
        );
    }

    // English draughts perft(12) against cozy-chess start perft(6), one thread each.
    let english = Game::new(Variant::English).expect("English");
    let start = Game::new(Variant::Chess).expect("chess");
    let cozy = cozy_chess::Board::default();
    let (mut e, mut c) = (0f64, 0f64);
    for _ in 0..runs {
        e = e.max(timed(388_623_673, || {
            english.perft(12, Duplicates::Keep).unwrap()
        }));
        c = c.max(timed(119_060_324, || cozy_perft(&cozy, 6)));
    }
    println!(
        "English perft(12) {e:.0} leaves/s / cozy-chess start perft(6) {c:.0} leaves/s = {:.3}",
        e / c
    );
    // Every core against one thread (wall time: the point is to use more than one CPU).
    let cores = PerftOptions::new().threads(0).thread_count();
    for (name, game, depth, expected) in [
        ("English perft(12)", &english, 12, 388_623_673u64),
        ("chess start perft(6)", &start, 6, 119_060_324),
    ] {
        let wall = |threads: usize| {
            let mut best = f64::MAX;
            for _ in 0..runs {
                let t = Instant::now();
                let run = game
                    .perft_with(depth, &PerftOptions::new().threads(threads))
                    .unwrap()
                    .unwrap();
                assert_eq!(run.nodes, expected);
                best = best.min(t.elapsed().as_secs_f64());
            }
            best
        };
        let (one, all) = (wall(1), wall(0));
        println!(
            "{name}, speed-up on {cores} threads, wall time on 1 thread / on {cores}: {one:.3} s / {all:.3} s = {:.2}x",
            one / all
        );
    }
}
