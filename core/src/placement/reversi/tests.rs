//! Tests of the whole module: published perft counts, the fast engine against the reference
//! board on random games of every size, position text, and every way a game ends.

use super::bits::Bits;
use super::fen::square_name;
use super::geometry::{Eight, EightGeneric, Geometry};
use super::reference::Board;
use super::{Position, Start};

/// xorshift64 (13, 7, 17).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Convention A (OEIS A124004): a pass is a ply, finished games dropped.
const PERFT_A: [u64; 12] = [
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056, 212258216,
];
/// Convention B (Aart Bik): a pass is a ply, finished games counted as leaves.
const PERFT_B: [u64; 12] = [
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800,
];

/// The square named `name` (`d3`, `a10`) on a `size` board.
fn square(size: u8, name: &str) -> u8 {
    let column = name.as_bytes()[0].to_ascii_lowercase() - b'a';
    let row: u8 = name[1..].parse().unwrap();
    (row - 1) * size + column
}

/// Plays a transcript of 2-character squares (passes implied) from the 8x8 start.
fn play(moves: &str) -> Position {
    let mut pos = Position::start(8, Start::Othello);
    for i in (0..moves.len()).step_by(2) {
        if pos.must_pass() {
            pos = pos.pass();
        }
        let s = square(8, &moves[i..i + 2]);
        assert!(
            pos.is_legal(s),
            "{} is illegal in {}",
            &moves[i..i + 2],
            pos.write_fen()
        );
        pos = pos.place(s);
    }
    pos
}

fn legal(pos: &Position) -> Vec<usize> {
    let mut v = Vec::new();
    pos.each_placement(|s| v.push(s as usize));
    v
}

#[test]
fn start_positions() {
    let pos = Position::start(8, Start::Othello);
    let edax = format!(
        "{}OX{}XO{} X",
        "-".repeat(27),
        "-".repeat(6),
        "-".repeat(27)
    );
    assert_eq!(pos.write_fen(), edax);
    let names: Vec<String> = legal(&pos)
        .into_iter()
        .map(|s| square_name(8, s as u8))
        .collect();
    assert_eq!(names, ["d3", "c4", "f5", "e6"]);
    assert_eq!(pos.discs(), [2, 2]);
    assert!(pos.black_to_move());
    assert_eq!(pos.disc(square(8, "d4")), Some(false));
    assert_eq!(pos.disc(square(8, "e4")), Some(true));
    assert_eq!(pos.disc(64), None);
    for size in [6, 10] {
        let pos = Position::start(size, Start::Othello);
        let h = size / 2;
        assert_eq!(pos.disc((h - 1) * size + h - 1), Some(false));
        assert_eq!(pos.disc((h - 1) * size + h), Some(true));
        assert_eq!(pos.disc(h * size + h - 1), Some(true));
        assert_eq!(pos.disc(h * size + h), Some(false));
        assert_eq!(pos.placement_count(), 4);
    }
    let free = Position::start(10, Start::Free);
    assert_eq!(free.discs(), [0, 0]);
    let names: Vec<String> = legal(&free)
        .into_iter()
        .map(|s| square_name(10, s as u8))
        .collect();
    assert_eq!(names, ["e5", "f5", "e6", "f6"]);
}

#[test]
fn perft_published_to_depth_9() {
    let pos = Position::start(8, Start::Othello);
    for depth in 0..=9 {
        assert_eq!(
            pos.perft(depth, false, None),
            Some(PERFT_A[depth as usize]),
            "A {depth}"
        );
        assert_eq!(
            pos.perft(depth, true, None),
            Some(PERFT_B[depth as usize]),
            "B {depth}"
        );
    }
}

#[test]
#[ignore = "slow in debug builds: run with --release -- --ignored"]
fn perft_published_depths_10_and_11() {
    let pos = Position::start(8, Start::Othello);
    let stop = std::sync::atomic::AtomicBool::new(false);
    for depth in 10..=11 {
        assert_eq!(
            pos.perft(depth, false, None),
            Some(PERFT_A[depth as usize]),
            "A {depth}"
        );
        assert_eq!(
            pos.perft(depth, true, Some(&stop)),
            Some(PERFT_B[depth as usize]),
            "B {depth}"
        );
    }
}

#[test]
fn perft_stops() {
    let pos = Position::start(8, Start::Othello);
    let stop = std::sync::atomic::AtomicBool::new(true);
    assert_eq!(pos.perft(8, false, Some(&stop)), None);
    assert_eq!(
        pos.perft(0, false, Some(&stop)),
        None,
        "the flag is read on entry"
    );
    stop.store(false, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(pos.perft(6, true, Some(&stop)), Some(8200));
}

#[test]
fn perft_matches_reference() {
    for (size, start, depths) in [
        (8, Start::Free, 8),
        (6, Start::Othello, 7),
        (6, Start::Free, 8),
        (10, Start::Othello, 5),
        (10, Start::Free, 7),
    ] {
        let pos = Position::start(size, start);
        let board = Board::of(&pos);
        for depth in 0..=depths {
            for leaf in [false, true] {
                assert_eq!(
                    pos.perft(depth, leaf, None),
                    Some(board.perft(depth, leaf)),
                    "{size}x{size} {start:?} depth {depth} leaf {leaf}"
                );
            }
        }
    }
    // Endgames of random games, where passes and finished games matter.
    let mut rng = Rng(77);
    for (size, plies) in [(8u8, 46), (8, 50), (8, 52), (6, 24), (6, 26), (10, 88)] {
        let mut pos = Position::start(size, Start::Othello);
        for _ in 0..plies {
            if pos.is_over() {
                break;
            }
            if pos.must_pass() {
                pos = pos.pass();
                continue;
            }
            let moves = legal(&pos);
            pos = pos.place(moves[rng.below(moves.len())] as u8);
        }
        let board = Board::of(&pos);
        for depth in 0..=5 {
            for leaf in [false, true] {
                let fen = pos.write_fen();
                assert_eq!(
                    pos.perft(depth, leaf, None),
                    Some(board.perft(depth, leaf)),
                    "{fen} {depth}"
                );
            }
        }
    }
}

/// Compares everything the engine says about `pos` with the reference board.
fn check(pos: &Position, board: &Board) {
    let fen = pos.write_fen();
    assert_eq!(Board::of(pos), *board, "{fen}");
    let legal_squares = legal(pos);
    assert_eq!(legal_squares, board.legal(), "{fen}");
    assert_eq!(pos.placement_count() as usize, legal_squares.len(), "{fen}");
    assert_eq!(pos.has_placement(), !legal_squares.is_empty(), "{fen}");
    assert_eq!(pos.must_pass(), board.must_pass(), "{fen}");
    assert_eq!(pos.is_over(), board.is_over(), "{fen}");
    assert_eq!(pos.discs(), board.discs(), "{fen}");
    let mover = if pos.black_to_move() { 1 } else { -1 };
    let squares = pos.size() as usize * pos.size() as usize;
    for s in 0..squares {
        assert_eq!(
            pos.is_legal(s as u8),
            legal_squares.contains(&s),
            "{fen} {s}"
        );
        let flips: Vec<usize> = pos.flips(s as u8).map(usize::from).collect();
        assert_eq!(flips, board.flips_for(mover, s), "{fen} {s}");
    }
    assert!(!pos.is_legal(squares as u8));
    assert_eq!(Position::read_fen(&fen), Ok(*pos));
}

#[test]
fn random_games_match_reference() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut passes, mut endings) = (0, [0; 3]);
    for size in [6u8, 8, 10] {
        for game in 0..60 {
            let start = if game % 3 == 0 {
                Start::Free
            } else {
                Start::Othello
            };
            let mut pos = Position::start(size, start);
            let mut board = Board::of(&pos);
            loop {
                check(&pos, &board);
                if pos.is_over() {
                    let [b, w] = pos.discs();
                    let full = (b + w) as usize == size as usize * size as usize;
                    endings[if full {
                        0
                    } else if b == 0 || w == 0 {
                        1
                    } else {
                        2
                    }] += 1;
                    break;
                }
                if pos.must_pass() {
                    passes += 1;
                    pos = pos.pass();
                    board = board.pass();
                    continue;
                }
                let moves = board.legal();
                let s = moves[rng.below(moves.len())];
                pos = pos.place(s as u8);
                board = board.place(s);
            }
        }
    }
    // Wipe-outs are rare in random games; `wipe_out` below has one.
    assert!(
        passes > 0 && endings[0] > 0 && endings[2] > 0,
        "passes {passes}, endings {endings:?}"
    );
}

#[test]
fn fast_flips_match_generic_flips() {
    let mut rng = Rng(12345);
    for _ in 0..20_000 {
        let (a, b) = (rng.next(), rng.next());
        let (p, o) = (a & b, !a & b & rng.next());
        let empty = !(p | o);
        if empty == 0 {
            continue;
        }
        // A random empty square: the lowest one at or above a random index, else the lowest.
        let above = empty & (u64::MAX << rng.below(64));
        let s = if above != 0 {
            above.lowest()
        } else {
            empty.lowest()
        };
        assert_eq!(
            Eight::flips(p, o, s),
            EightGeneric::flips(p, o, s),
            "{p:x} {o:x} {s}"
        );
        assert_eq!(Eight::moves(p, o), EightGeneric::moves(p, o));
    }
}

#[test]
fn fen_round_trips_and_aliases() {
    let mut pos = Position::start(8, Start::Othello);
    for s in ["f5", "d6", "c3"] {
        pos = pos.place(square(8, s));
    }
    let fen = pos.write_fen();
    assert_eq!(Position::read_fen(&fen), Ok(pos));
    let loose = format!(
        "  {} \n",
        fen.replace('X', "*").replace('O', "o").replace('-', ".")
    );
    assert_eq!(Position::read_fen(&loose), Ok(pos));
    assert_eq!(Position::read_fen(&fen.replace('X', "x")), Ok(pos));
    for size in [6u8, 8, 10] {
        for start in [Start::Othello, Start::Free] {
            let p = Position::start(size, start);
            assert_eq!(Position::read_fen(&p.write_fen()), Ok(p));
            assert_eq!(p.write_fen().len(), size as usize * size as usize + 2);
        }
    }
}

#[test]
fn fen_errors() {
    let err = |text: &str| Position::read_fen(text).unwrap_err();
    let start = Position::start(8, Start::Othello).write_fen();
    let board = &start[..64];
    assert!(err("").contains("empty"));
    assert!(err("   ").contains("empty"));
    let e = err(&format!("{} X", &board[..63]));
    assert!(
        e.contains("63 squares") && e.contains("36") && e.contains("64") && e.contains("100"),
        "{e}"
    );
    let e = err(&format!("{}Q{} X", &board[..10], &board[11..]));
    assert!(e.contains("'Q'") && e.contains("c2"), "{e}");
    let e = err(&format!("{}é X", &board[..63]));
    assert!(e.contains("'é'") && e.contains("h8"), "{e}");
    assert!(err(board).contains("missing side"));
    let e = err(&format!("{board} B"));
    assert!(e.contains("\"B\""), "{e}");
    let e = err(&format!("{board} X extra"));
    assert!(e.contains("\"extra\""), "{e}");
    let mut few = "-".repeat(64);
    few.replace_range(0..1, "X");
    let e = err(&format!("{few} O"));
    assert!(e.contains("a1") && e.contains("d4"), "{e}");
    // Three centre discs are a free opening; four anywhere are a position.
    let mut three = "-".repeat(36);
    three.replace_range(14..16, "XO");
    three.replace_range(20..21, "X");
    assert_eq!(
        Position::read_fen(&format!("{three} O"))
            .unwrap()
            .placement_count(),
        1
    );
    let mut four = "-".repeat(100);
    four.replace_range(0..2, "XX");
    four.replace_range(90..92, "OO");
    assert!(Position::read_fen(&format!("{four} X")).unwrap().is_over());
}

#[test]
fn forced_pass() {
    let pos = play("d3c3b3b2f5a3a1c1");
    check(&pos, &Board::of(&pos));
    assert!(pos.black_to_move() && pos.must_pass() && !pos.is_over() && !pos.has_placement());
    let passed = pos.pass();
    assert!(!passed.black_to_move() && passed.has_placement());
    assert_eq!(passed.discs(), pos.discs());
}

#[test]
fn wipe_out() {
    let pos = play("d3c3b3d2e1d6d7e3f4");
    check(&pos, &Board::of(&pos));
    assert!(pos.is_over() && !pos.must_pass());
    assert_eq!(pos.discs(), [13, 0]);
}

#[test]
fn full_board() {
    let line = "F5D6C3D3C4F4F6F3E6E7D7C5B6D8C6C7D2B5A5A6A7G5E3B4C8G6G4C2E8D1F7E2G3H4F1E1F2G1B1F8G8\
                B3H3B2H5B7A3A4A1A2C1H2H1G2B8A8G7H8H7H6";
    let mut pos = Position::start(8, Start::Othello);
    for i in (0..line.len()).step_by(2) {
        assert!(!pos.must_pass(), "no pass in this line");
        pos = pos.place(square(8, &line[i..i + 2]));
    }
    check(&pos, &Board::of(&pos));
    assert!(pos.is_over());
    assert_eq!(pos.discs(), [32, 32]);
}

#[test]
fn blocked_ending() {
    // Empty squares left, both colours on the board, no flank for either side.
    let mut text = "-".repeat(64);
    text.replace_range(0..2, "XX");
    text.replace_range(62..64, "OO");
    let pos = Position::read_fen(&format!("{text} X")).unwrap();
    check(&pos, &Board::of(&pos));
    assert!(pos.is_over() && !pos.must_pass());
    assert_eq!(pos.discs(), [2, 2]);
    assert_eq!(pos.perft(3, false, None), Some(0));
    assert_eq!(pos.perft(3, true, None), Some(1));
}

#[test]
fn free_opening() {
    let mut pos = Position::start(8, Start::Free);
    let e5 = square(8, "e5");
    assert!(pos.is_legal(e5) && pos.flips(e5).len() == 0 && !pos.must_pass() && !pos.is_over());
    // The parallel formation: Black d4 e4, White d5 e5.
    for s in ["d4", "d5", "e4", "e5"] {
        pos = pos.place(square(8, s));
    }
    assert!(pos.black_to_move());
    assert_eq!(pos.discs(), [2, 2]);
    let names: Vec<String> = legal(&pos)
        .into_iter()
        .map(|s| square_name(8, s as u8))
        .collect();
    assert_eq!(names, ["c6", "d6", "e6", "f6"]);
}
