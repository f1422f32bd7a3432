//! A slow, obviously correct Reversi board for the tests: an array of cells scanned in the 8
//! directions, with the free opening (fewer than 4 discs: any empty centre square, no flips).

use super::position::Position;

/// 1 black, -1 white, 0 empty; squares `row * n + column`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Board {
    pub(super) n: usize,
    pub(super) cells: Vec<i8>,
    pub(super) black_to_move: bool,
}

const DIRECTIONS: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

impl Board {
    /// The same discs and side to move as `pos`.
    pub(super) fn of(pos: &Position) -> Board {
        let n = pos.size() as usize;
        let cells = (0..n * n)
            .map(|s| match pos.disc(s as u8) {
                Some(true) => 1,
                Some(false) => -1,
                None => 0,
            })
            .collect();
        Board {
            n,
            cells,
            black_to_move: pos.black_to_move(),
        }
    }

    fn mover(&self) -> i8 {
        if self.black_to_move { 1 } else { -1 }
    }

    fn disc_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c != 0).count()
    }

    fn is_centre(&self, square: usize) -> bool {
        let (r, c, h) = (square / self.n, square % self.n, self.n / 2);
        (r == h - 1 || r == h) && (c == h - 1 || c == h)
    }

    /// The discs that `colour` turns by placing on `square`, ascending.
    pub(super) fn flips_for(&self, colour: i8, square: usize) -> Vec<usize> {
        let mut turned = Vec::new();
        if self.cells[square] != 0 || self.disc_count() < 4 {
            return turned;
        }
        let n = self.n as isize;
        for (dr, dc) in DIRECTIONS {
            let mut run = Vec::new();
            let (mut r, mut c) = (
                (square / self.n) as isize + dr,
                (square % self.n) as isize + dc,
            );
            while r >= 0 && r < n && c >= 0 && c < n && self.cells[(r * n + c) as usize] == -colour
            {
                run.push((r * n + c) as usize);
                r += dr;
                c += dc;
            }
            if r >= 0 && r < n && c >= 0 && c < n && self.cells[(r * n + c) as usize] == colour {
                turned.extend(run);
            }
        }
        turned.sort_unstable();
        turned
    }

    /// The placements of `colour`, ascending.
    pub(super) fn legal_for(&self, colour: i8) -> Vec<usize> {
        let free = self.disc_count() < 4;
        (0..self.n * self.n)
            .filter(|&s| {
                self.cells[s] == 0
                    && if free {
                        self.is_centre(s)
                    } else {
                        !self.flips_for(colour, s).is_empty()
                    }
            })
            .collect()
    }

    /// The placements of the side to move.
    pub(super) fn legal(&self) -> Vec<usize> {
        self.legal_for(self.mover())
    }

    pub(super) fn must_pass(&self) -> bool {
        self.legal().is_empty() && !self.legal_for(-self.mover()).is_empty()
    }

    pub(super) fn is_over(&self) -> bool {
        self.legal().is_empty() && self.legal_for(-self.mover()).is_empty()
    }

    pub(super) fn place(&self, square: usize) -> Board {
        let mut next = self.clone();
        for s in self.flips_for(self.mover(), square) {
            next.cells[s] = self.mover();
        }
        next.cells[square] = self.mover();
        next.black_to_move = !self.black_to_move;
        next
    }

    pub(super) fn pass(&self) -> Board {
        Board {
            black_to_move: !self.black_to_move,
            ..self.clone()
        }
    }

    pub(super) fn discs(&self) -> [u32; 2] {
        let count = |v| self.cells.iter().filter(|&&c| c == v).count() as u32;
        [count(1), count(-1)]
    }

    /// Perft by the definition: a pass is one ply; a finished game counts `leaf` before `depth`.
    pub(super) fn perft(&self, depth: u32, leaf: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let legal = self.legal();
        if legal.is_empty() {
            if self.legal_for(-self.mover()).is_empty() {
                return leaf as u64;
            }
            return self.pass().perft(depth - 1, leaf);
        }
        legal
            .iter()
            .map(|&s| self.place(s).perft(depth - 1, leaf))
            .sum()
    }
}
