//! A short game of English draughts in the terminal: the board after each move, the status, and
//! the fragment that a page would keep after `#`, read back at the end.
//!
//! `cargo run -p damero --example demo`

use damero::{Game, Side, Variant};

/// Squares as people write them: "15", "9 and 10", "1, 2 and 3".
fn squares(list: &[u8]) -> String {
    let names: Vec<String> = list.iter().map(u8::to_string).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// "Black" or "White".
fn name(side: Side) -> &'static str {
    match side {
        Side::Black => "Black",
        _ => "White",
    }
}

fn main() -> Result<(), damero::Error> {
    let mut game = Game::new(Variant::English)?;
    println!("English draughts; Black (squares 1-12) moves first.\n{game}");
    // A scripted opening with a forced exchange.
    for text in [
        "11-15", "22-18", "15x22", "25x18", "12-16", "18-14", "9x18", "23x14",
    ] {
        let before = game.status();
        let who = name(before.turn);
        match before.must_capture.as_slice() {
            [] => {}
            [one] => println!("{who} must capture with the piece on {one}."),
            many => println!(
                "{who} must capture, with the piece on {}.",
                squares(many).replace(" and ", " or ")
            ),
        }
        let mv = game.play(text)?;
        let captured = match mv.captures() {
            [] => String::new(),
            taken => format!(", taking the piece on {}", squares(taken)),
        };
        println!("{who} played {}{captured}.\n{game}", mv.notation());
    }
    // A step while a capture is available is refused, and the game is unchanged.
    if let Err(e) = game.play("6-9") {
        println!("Black tries 6-9, refused: {}.", e.message());
    }
    let mv = game.play("10x17")?;
    println!("Black played {mv}.\n{game}");
    game.resign(Side::White)?;
    let status = game.status();
    println!(
        "White resigns: {} wins.",
        status.winner.map_or("nobody", name)
    );
    let fragment = game.to_fragment();
    println!("The whole game as a link fragment: #{fragment}");
    let again = Game::from_fragment(&fragment)?;
    assert_eq!(again.status(), status);
    println!(
        "Read back from the link: {} moves, the same position ({}).",
        again.history().len(),
        again.fen()
    );
    Ok(())
}
