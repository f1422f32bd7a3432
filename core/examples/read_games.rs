//! Reads PGN or PDN files and prints, per file, the games, main-line plies, games with errors and
//! games in variants damero does not play: `cargo run --release -p damero --example read_games --
//! FILE...` (`--variant NAME` for games whose tags name none, `--errors` to print each problem, `--write` to write each game and read it back).

use std::io::BufReader;

use damero::files::{ReadOptions, Reader};

fn main() {
    let mut options = ReadOptions::default();
    let mut show = false;
    let mut write = false;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--variant" => {
                let name = args.next().expect("--variant NAME");
                options.variant = Some(damero::Variant::from_name(&name).expect("a variant"));
            }
            "--errors" => show = true,
            "--write" => write = true,
            _ => files.push(a),
        }
    }
    for path in files {
        let file = match std::fs::File::open(&path) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        let (mut games, mut plies, mut with_errors, mut unsupported) = (0, 0, 0, 0);
        let start = std::time::Instant::now();
        for record in Reader::new(BufReader::new(file), options) {
            let record = match record {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("{path}: {e}");
                    break;
                }
            };
            games += 1;
            if write {
                if let Some(text) = damero::files::write_game(&record) {
                    let again = damero::files::read_games(&text, options).count();
                    if again != 1 {
                        println!(
                            "  {path}: game at line {} writes {again} games",
                            record.line
                        );
                    }
                }
            }
            plies += record.mainline().len();
            if !record.errors.is_empty() {
                with_errors += 1;
                if record.variant.is_none() {
                    unsupported += 1;
                }
                if show {
                    for e in &record.errors {
                        println!("  {path}: game at line {}: {e}", record.line);
                    }
                }
            }
        }
        println!(
            "{path}: {games} games, {plies} plies, {with_errors} with errors, {unsupported} without a game ({:.1} ms)",
            start.elapsed().as_secs_f64() * 1e3
        );
    }
}
