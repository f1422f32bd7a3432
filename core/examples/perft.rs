//! Counts perft and prints the speed.
//!
//! `cargo run --release -p damero --example perft -- english 12 [--fen FEN] [--drop] [--divide]`
//!
//! The last line is `nodes=<N> seconds=<S> nps=<N/S>`.

use std::process::ExitCode;
use std::time::Instant;

use damero::{Duplicates, Game, Variant};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("perft: {message}");
            eprintln!("usage: perft VARIANT DEPTH [--fen FEN] [--drop] [--divide]");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let mut fen = None;
    let mut duplicates = Duplicates::Keep;
    let mut divide = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--fen" => fen = Some(args.next().ok_or("--fen needs a FEN")?),
            "--drop" => duplicates = Duplicates::Drop,
            "--divide" => divide = true,
            _ if arg.starts_with("--") => return Err(format!("unknown flag {arg}")),
            _ => positional.push(arg),
        }
    }
    let [variant, depth] = positional.as_slice() else {
        return Err("expected a variant and a depth".into());
    };
    let variant = Variant::from_name(variant).map_err(|e| e.to_string())?;
    let depth: u32 = depth
        .parse()
        .map_err(|_| format!("{depth:?} is not a depth"))?;
    let game = match &fen {
        Some(fen) => Game::from_fen(variant, fen, None),
        None => Ok(Game::new(variant)),
    }
    .map_err(|e| e.to_string())?;

    let started = Instant::now();
    let nodes = if divide && depth > 0 {
        let mut total = 0;
        for mv in game.legal_moves() {
            let mut child = game.clone();
            child.play_move(&mv).map_err(|e| e.to_string())?;
            let n = child
                .perft(depth - 1, duplicates)
                .map_err(|e| e.to_string())?;
            println!("{} {n}", mv.notation());
            total += n;
        }
        total
    } else {
        game.perft(depth, duplicates).map_err(|e| e.to_string())?
    };
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "variant={} depth={depth} duplicates={} fen={}",
        variant.name(),
        duplicates.name(),
        game.fen()
    );
    println!(
        "nodes={nodes} seconds={seconds:.3} nps={:.0}",
        nodes as f64 / seconds.max(1e-9)
    );
    Ok(())
}
