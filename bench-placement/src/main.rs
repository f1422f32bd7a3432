//! Reversi perft(11) and Connect Four perft(11) on one thread: damero beside the native peers
//! that build here, each counted through its own public API with bulk counting at the last ply,
//! counts checked equal first. Prints CPU seconds of the counting thread (the machines are
//! shared, so wall time is noisy), best of three, and the ratios. Never asserted.
//!
//! `damero-bench-placement [DEPTH]` (default 11).

use std::time::Instant;

use damero::{Finished, Game, PerftOptions, Variant};

/// Reversi over magpie 0.12.0: `moves_for`, clone, `play`; a finished game counts as a leaf
/// (Aart Bik's convention, the one the peers' APIs make natural).
fn magpie_perft(
    board: &magpie::othello::Board,
    stone: magpie::othello::Stone,
    passed: bool,
    depth: u32,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.moves_for(stone);
    if moves == 0 {
        return if passed {
            1
        } else {
            magpie_perft(board, stone.flip(), true, depth - 1)
        };
    }
    if depth == 1 {
        return moves.count_set().into();
    }
    moves
        .hot_bits()
        .map(|pos| {
            let mut next = board.clone();
            next.play(stone, pos);
            magpie_perft(&next, stone.flip(), false, depth - 1)
        })
        .sum()
}

/// Reversi over rust_reversi_core 1.0.2: `get_legal_moves`, clone, `do_move`, `do_pass`; a
/// finished game counts as a leaf.
fn rrc_perft(board: &mut rust_reversi_core::board::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.get_legal_moves();
    if moves == 0 {
        if board.is_game_over() {
            return 1;
        }
        let mut next = board.clone();
        let _ = next.do_pass();
        return rrc_perft(&mut next, depth - 1);
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut count = 0;
    for i in 0..64 {
        if moves & (1u64 << (63 - i)) != 0 {
            let mut next = board.clone();
            let _ = next.do_move(i);
            count += rrc_perft(&mut next, depth - 1);
        }
    }
    count
}

const NW: usize = spooky_connect4::bitboard::nw_for_board(7, 6);

/// Connect Four over spooky_connect4 0.7.0's `Board` (copy, `drop_piece`, `check_win`): the
/// faster of its two APIs here; a won game adds nothing.
fn spooky_perft(
    board: &spooky_connect4::board::Board<NW>,
    geo: &spooky_connect4::bitboard::BoardGeometry<NW>,
    player: spooky_connect4::player::Player,
    depth: u32,
) -> u64 {
    let mut total = 0;
    for col in 0..board.width() {
        if board.is_column_full(col) {
            continue;
        }
        if depth == 1 {
            total += 1;
            continue;
        }
        let mut child = *board;
        child.drop_piece(col, player, geo);
        if !child.check_win(player, geo) {
            total += spooky_perft(&child, geo, player.opposite(), depth - 1);
        }
    }
    total
}

/// CPU seconds used by this thread so far (Linux), or wall time where that cannot be read.
fn cpu(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64(), |ns| ns as f64 * 1e-9)
}

/// The count and the best CPU time of three runs.
fn best(mut f: impl FnMut() -> u64) -> (u64, f64) {
    let wall = Instant::now();
    let mut best = f64::MAX;
    let mut count = 0;
    for _ in 0..3 {
        let start = cpu(wall);
        count = f();
        best = best.min(cpu(wall) - start);
    }
    (count, best)
}

fn damero(variant: Variant, depth: u32, finished: Finished) -> u64 {
    let options = PerftOptions::new().threads(1).finished(finished);
    let game = Game::new(variant).expect("the variant is in this build");
    game.perft_with(depth, &options)
        .expect("a depth within the limit")
        .expect("no stop flag")
        .nodes
}

fn line(name: &str, (count, seconds): (u64, f64)) {
    println!("  {name:44} {count:>14} leaves  {seconds:8.3} s cpu");
}

fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(11);
    println!("Reversi perft({depth}) from the start, one thread, finished games as leaves (Bik):");
    let ours = best(|| damero(Variant::Reversi, depth, Finished::Leaf));
    let magpie = best(|| {
        magpie_perft(
            &magpie::othello::Board::standard(),
            magpie::othello::Stone::Black,
            false,
            depth,
        )
    });
    let rrc = best(|| rrc_perft(&mut rust_reversi_core::board::Board::new(), depth));
    assert_eq!(ours.0, magpie.0, "magpie counts differently");
    assert_eq!(ours.0, rrc.0, "rust_reversi_core counts differently");
    line("damero", ours);
    line("magpie 0.12.0", magpie);
    line("rust_reversi_core 1.0.2", rrc);
    println!(
        "  ratio (peer time / damero time): magpie {:.2}x, rust_reversi_core {:.2}x",
        magpie.1 / ours.1,
        rrc.1 / ours.1
    );

    println!("Connect Four 7x6 perft({depth}) from the start, one thread:");
    let ours = best(|| damero(Variant::ConnectFour, depth, Finished::Ignore));
    let spooky = best(|| {
        let board = spooky_connect4::board::Board::<NW>::new(7, 6);
        let geo = spooky_connect4::bitboard::BoardGeometry::<NW>::new(7, 6);
        spooky_perft(&board, &geo, spooky_connect4::player::Player::Red, depth)
    });
    assert_eq!(ours.0, spooky.0, "spooky_connect4 counts differently");
    line("damero", ours);
    line("spooky_connect4 0.7.0 (Board copy)", spooky);
    println!(
        "  ratio (peer time / damero time): spooky_connect4 {:.2}x (damero counts the last plies \
         by formula, the peer by make and test: not like for like)",
        spooky.1 / ours.1
    );
}
