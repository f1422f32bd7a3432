//! Counts perft and prints the speed.
//!
//! `cargo run --release -p damero --example perft -- english 12 [--fen FEN] [--options TEXT]
//! [--drop] [--finished ignore|leaf] [--divide] [--threads N] [--hash MB]
//! [--plies-counted-in-bulk N] [--progress]`
//!
//! `--plies-counted-in-bulk 1` counts only the last ply without playing it, as most perft
//! programs do, for comparing speed like for like (`PerftOptions::plies_counted_in_bulk`); by
//! default the walk counts as many as it can (the last three in English draughts).
//!
//! `--hash MB` keeps counts in a transposition table of that many megabytes shared by the
//! threads, for deep counts (the count is the same; benchmark tables never mix the two).
//! `--options` takes the options' text form (e.g. `size=6` for Reversi); `--finished leaf`
//! counts a game that is over before the depth as a leaf (placement games: Aart Bik's Reversi
//! convention); the default, `ignore`, is that of OEIS A124004 and of chess and draughts perft.
//!
//! `--threads 0` counts on every core (the default is one thread). On a terminal, a count that
//! takes more than a moment shows its progress on standard error: root moves done of all, with
//! the count below each as `--divide` prints it (`[3/7] 10-14 104`); `--progress` shows it from
//! the start, wherever standard error goes. The last line is
//! `nodes=<N> seconds=<S> nps=<N/S>`.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use damero::{Duplicates, Finished, Game, Options, PerftOptions, RootCount, Variant};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("perft: {message}");
            eprintln!(
                "usage: perft VARIANT DEPTH [--fen FEN] [--options TEXT] [--drop] [--finished ignore|leaf] [--divide] [--threads N] [--hash MB] [--plies-counted-in-bulk N] [--progress]"
            );
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let mut fen = None;
    let mut duplicates = Duplicates::Keep;
    let mut finished = Finished::Ignore;
    let mut options_text = String::new();
    let mut divide = false;
    let mut threads = 1;
    let mut hash = 0;
    let mut bulk = None;
    let mut always = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--fen" => fen = Some(args.next().ok_or("--fen needs a FEN")?),
            "--drop" => duplicates = Duplicates::Drop,
            "--options" => options_text = args.next().ok_or("--options needs key=value text")?,
            "--finished" => {
                let name = args.next().ok_or("--finished needs ignore or leaf")?;
                finished = name.parse().map_err(|e: damero::Error| e.to_string())?;
            }
            "--divide" => divide = true,
            "--progress" => always = true,
            "--threads" => {
                let n = args
                    .next()
                    .ok_or("--threads needs a number (0: every core)")?;
                threads = n
                    .parse()
                    .map_err(|_| format!("{n:?} is not a number of threads"))?;
            }
            "--hash" => {
                let n = args.next().ok_or("--hash needs a number of megabytes")?;
                hash = n
                    .parse()
                    .map_err(|_| format!("{n:?} is not a number of megabytes"))?;
            }
            "--plies-counted-in-bulk" => {
                let n = args
                    .next()
                    .ok_or("--plies-counted-in-bulk needs a number of plies")?;
                bulk = Some(
                    n.parse::<u32>()
                        .map_err(|_| format!("{n:?} is not a number of plies"))?,
                );
            }
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
    let game_options = Options::parse(variant, &options_text).map_err(|e| e.to_string())?;
    let game = match &fen {
        Some(fen) => Game::from_fen(variant, fen, Some(game_options)),
        None => Game::with_options(variant, game_options),
    }
    .map_err(|e| e.to_string())?;

    let started = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let progress = |c: &RootCount| {
        // Progress on a terminal once the count has run for a moment, or always with --progress.
        if always || (terminal && started.elapsed() > Duration::from_millis(500)) {
            eprintln!("[{}/{}] {} {}", c.done, c.total, c.mv.notation(), c.nodes);
        }
    };
    let mut options = PerftOptions::new()
        .duplicates(duplicates)
        .finished(finished)
        .threads(threads)
        .hash(hash)
        .progress(&progress);
    if let Some(plies) = bulk {
        options = options.plies_counted_in_bulk(plies);
    }
    let run = game
        .perft_with(depth, &options)
        .map_err(|e| e.to_string())?
        .ok_or("stopped")?;
    if divide {
        for (mv, n) in &run.divide {
            println!("{} {n}", mv.notation());
        }
    }
    let nodes = run.nodes;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "variant={} depth={depth} duplicates={} finished={} threads={} hash={hash} bulk={} cpu={} options={} fen={}",
        variant.name(),
        duplicates.name(),
        finished.name(),
        options.thread_count(),
        bulk.map_or("most".to_string(), |n| n.to_string()),
        damero::cpu_path().name(),
        game.options().to_text(variant),
        game.fen()
    );
    println!(
        "nodes={nodes} seconds={seconds:.3} nps={:.0}",
        nodes as f64 / seconds.max(1e-9)
    );
    Ok(())
}
