//! Random self-play through `Batch`, in plies per second, printed (never asserted): the core's
//! side of `scripts/bench-python learn`, and a fixed amount of work to count instructions of
//! (`valgrind --tool=callgrind`).
//!
//! `cargo run --release -p damero --example random_play -- [PLIES_PER_GAME] [GAMES] [VARIANT...]`
//! (`DAMERO_RANDOM_PLAY=ids` or `observe` runs one of the two columns only, the other printed
//! as 0).

use std::time::Instant;

use damero::{Batch, Variant};

fn main() -> Result<(), damero::Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let plies: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(2_000);
    let games: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(64);
    let named: Vec<Variant> = args
        .iter()
        .skip(2)
        .map(|name| Variant::from_name(name))
        .collect::<Result<_, _>>()?;
    let variants = if named.is_empty() {
        vec![
            Variant::Chess,
            Variant::English,
            Variant::Reversi,
            Variant::ConnectFour,
        ]
    } else {
        named
    };
    let mode = std::env::var("DAMERO_RANDOM_PLAY").unwrap_or_default();
    println!("variant          plies/s (ids)  plies/s (ids, observations and masks)");
    for variant in variants {
        let mut batch = Batch::new(variant, variant.default_options(), games)?;
        let mut ids = 0.0;
        if mode != "observe" {
            let start = Instant::now();
            batch.play_random(plies, 1);
            ids = (plies * games) as f64 / start.elapsed().as_secs_f64();
        }
        if mode == "ids" {
            println!("{:<16} {:>14.0} {:>14.0}", variant.name(), ids, 0.0);
            continue;
        }
        let mut batch = Batch::new(variant, variant.default_options(), games)?;
        let [rows, columns, planes] = batch.observation_shape();
        let mut observations = vec![0.0f32; games * rows * columns * planes];
        let mut masks = vec![false; games * batch.action_count() as usize];
        let start = Instant::now();
        // As the Python binding records a trajectory: the observations and masks written before
        // each ply.
        batch.play_random_with(
            plies,
            1,
            |_, batch| {
                batch.observe(&mut observations)?;
                batch.action_masks(&mut masks)
            },
            |_, _, _, _| Ok(()),
        )?;
        let observed = (plies * games) as f64 / start.elapsed().as_secs_f64();
        println!("{:<16} {:>14.0} {:>14.0}", variant.name(), ids, observed);
    }
    Ok(())
}
