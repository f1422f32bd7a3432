//! A draughts position: who stands where and who moves.

use super::layout::Layout;
use super::rules::Rules;
use crate::side::Side;

/// A move as the generator and perft see it: bits of the first and last squares and the set of
/// captured pieces. Routes that differ only in the order of the jumps look the same here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RawMove {
    pub from: u8,
    pub to: u8,
    /// A man crowned during the capture that goes on as a king (Russian), wherever it ends.
    pub crowned: bool,
    /// The rank of a capture under the variant's precedence (0 where captures are not ranked).
    pub rank: u32,
    pub captured: u64,
}

impl RawMove {
    /// A move without capture from `from` to `to` (square bits).
    #[inline(always)]
    pub fn step(from: u8, to: u8) -> RawMove {
        RawMove {
            from,
            to,
            crowned: false,
            rank: 0,
            captured: 0,
        }
    }

    /// A capture along `path` (square bits, at least two) taking the pieces of `captured`.
    #[inline(always)]
    pub fn capture(path: &[u8], captured: u64, crowned: bool, rank: u32) -> RawMove {
        RawMove {
            from: path[0],
            to: path[path.len() - 1],
            crowned,
            rank,
            captured,
        }
    }
}

/// Pieces of both sides as bitboards, plus the side to move. The bit of each square is given by
/// the board's [`Layout`], which every method that needs it takes as a type parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Position {
    /// Pieces of each side, indexed by [`Side::index`].
    pub pieces: [u64; 2],
    /// Kings of both sides (a subset of `pieces[0] | pieces[1]`).
    pub kings: u64,
    pub side: Side,
    /// For each side, the king that has just made moves in a row without capturing and how many
    /// (`bit << 2 | count`, 0 for none): Frisian limits them to three. Always 0 elsewhere.
    pub runs: [u8; 2],
}

impl Position {
    /// The standard start: `rows` rows of men each, behind them `gap` empty rows, with `first`
    /// to move.
    pub fn start<L: Layout>(rows: u32, gap: u32, first: Side) -> Self {
        // Bits run row by row from the top whatever the numbering: Black takes the rows after
        // the first `gap` ones, White the same rows counted from the bottom.
        let per_side = rows * L::PER_ROW;
        let skip = gap * L::PER_ROW;
        let mut pieces = [0u64; 2];
        // The squares of the board from the top (`low`) and from the bottom (`high`).
        let (mut low, mut high) = (L::VALID, L::VALID);
        for k in 0..skip + per_side {
            let top = low & low.wrapping_neg();
            let bottom = 1u64 << (63 - high.leading_zeros());
            low &= !top;
            high &= !bottom;
            if k >= skip {
                pieces[Side::Black.index()] |= top;
                pieces[Side::White.index()] |= bottom;
            }
        }
        Position {
            pieces,
            kings: 0,
            side: first,
            runs: [0; 2],
        }
    }

    #[inline(always)]
    pub fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    #[inline(always)]
    pub fn empty<L: Layout>(&self) -> u64 {
        L::VALID & !self.occupied()
    }

    #[inline(always)]
    pub fn mine(&self) -> u64 {
        self.pieces[self.side.index()]
    }

    /// The pieces of the side not to move.
    #[inline(always)]
    pub fn theirs(&self) -> u64 {
        self.pieces[(!self.side).index()]
    }

    /// The position after `m`, which must be legal here. A man that ends on its crowning row is
    /// crowned; captured pieces leave the board; the other side is to move.
    #[inline(always)]
    pub fn after<L: Layout>(&self, m: RawMove) -> Self {
        let us = self.side.index();
        let from = 1u64 << m.from;
        let to = 1u64 << m.to;
        // Written without an index that depends on the side (which would go through memory):
        // `white` is all ones when White moves, and each set takes the value for its role. The
        // mover's set loses `from` and gains `to` (the same square when a capture came back to
        // its start), the other loses the captured pieces.
        let white = 0u64.wrapping_sub(us as u64);
        let mover = |set: u64| (set & !from) | to;
        let pick = |if_white: u64, if_black: u64| (if_white & white) | (if_black & !white);
        let [black_set, white_set] = self.pieces;
        let pieces = [
            pick(black_set & !m.captured, mover(black_set)),
            pick(mover(white_set), white_set & !m.captured),
        ];
        let kings = if self.kings & from != 0 {
            mover(self.kings)
        } else if m.crowned || to & L::CROWN_ROW[us] != 0 {
            self.kings | to
        } else {
            self.kings
        };
        Position {
            pieces,
            kings: kings & !m.captured,
            side: !self.side,
            runs: self.runs,
        }
    }

    /// The position after `m` under the rules `R`: [`Position::after`], and where the rules limit
    /// a king's moves in a row, the count of them.
    #[inline(always)]
    pub fn play<R: Rules>(&self, m: RawMove) -> Self {
        let mut next = self.after::<R::L>(m);
        if R::KING_MOVE_LIMIT {
            let us = self.side.index();
            let king_step = m.captured == 0 && self.kings & (1u64 << m.from) != 0;
            // A side with only kings is not limited: nothing to count (and positions that
            // repeat stay equal).
            let has_men = next.pieces[us] & !next.kings != 0;
            next.runs[us] = if king_step && has_men {
                let (bit, count) = (self.runs[us] >> 2, self.runs[us] & 3);
                let count = if count != 0 && bit == m.from {
                    (count + 1).min(3)
                } else {
                    1
                };
                (m.to << 2) | count
            } else {
                0
            };
        }
        next
    }

    /// The king of the side to move that may not move now without capturing (it has made three
    /// such moves in a row and its side still has men), as a bit; 0 for none.
    #[inline(always)]
    pub fn blocked_king<R: Rules>(&self) -> u64 {
        if !R::KING_MOVE_LIMIT {
            return 0;
        }
        let run = self.runs[self.side.index()];
        if run & 3 < 3 || self.mine() & !self.kings == 0 {
            return 0;
        }
        1u64 << (run >> 2)
    }

    /// The piece on a 1-based square: `Some((side, is_king))`.
    pub fn piece_at<L: Layout>(&self, square: u32) -> Option<(Side, bool)> {
        let bit = 1u64 << L::bit(square);
        let king = self.kings & bit != 0;
        Side::BOTH
            .into_iter()
            .find(|s| self.pieces[s.index()] & bit != 0)
            .map(|s| (s, king))
    }

    /// Whether `m`, played here, moves a man or captures: the events that reset the counting of
    /// draws by repetition and by move limits ("progress"); neither can ever be undone.
    pub fn is_progress(&self, m: RawMove) -> bool {
        m.captured != 0 || self.kings & (1u64 << m.from) == 0
    }
}

/// The standard start of the rules' board with `first` to move.
pub(crate) fn start<R: Rules>(first: Side) -> Position {
    Position::start::<R::L>(R::MEN_ROWS, R::START_GAP, first)
}
