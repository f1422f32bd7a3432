//! A short game of English draughts in the terminal: the board after each move, the status, and
//! the fragment that a page would keep after `#`, read back at the end.
//!
//! `cargo run -p damero --example demo`

use damero::{Game, Side, Variant};

fn main() -> Result<(), damero::Error> {
    let mut game = Game::new(Variant::English);
    println!("English draughts; Black (squares 1-12) moves first.\n{game}");
    // A scripted opening with a forced exchange.
    for text in [
        "11-15", "22-18", "15x22", "25x18", "12-16", "18-14", "9x18", "23x14",
    ] {
        let before = game.status();
        if !before.must_capture.is_empty() {
            println!(
                "{} must capture with the piece(s) on {:?}",
                before.turn, before.must_capture
            );
        }
        let mv = game.play(text)?;
        let captured = if mv.is_capture() {
            format!(", capturing {:?}", mv.captures())
        } else {
            String::new()
        };
        println!("{} played {}{captured}\n{game}", before.turn, mv.notation());
    }
    // A step while a capture is available is refused, and the game is unchanged.
    if let Err(e) = game.play("6-9") {
        println!("Black tries 6-9: {e}");
    }
    let mv = game.play("10x17")?;
    println!("black played {mv}\n{game}");
    game.resign(Side::White)?;
    let status = game.status();
    println!(
        "White resigns: {} wins ({}).",
        status.winner.map_or("nobody", |s| s.name()),
        status.reason.map_or("", |r| r.code())
    );
    let fragment = game.to_fragment();
    println!("The whole game as a link fragment: #{fragment}");
    let again = Game::from_fragment(&fragment)?;
    assert_eq!(again.status(), status);
    println!(
        "Read back: {} moves, position {}",
        again.history().len(),
        again.fen()
    );
    Ok(())
}
