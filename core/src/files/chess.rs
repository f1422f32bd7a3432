//! Chess games read through the engine's own positions: each move's text resolved by the square
//! it names ([`crate::chess::find`]), the position kept per node, the move kept as its squares
//! and its public [`Move`] (SAN, UCI) written only when asked for ([`public_moves`]).
//!
//! These rules give up ([`Failed::GiveUp`]) wherever [`Game`] could answer otherwise than
//! "this move, played": a text that names no legal move or several, and a move played from a
//! position where the game may have ended (insufficient material, or a draw rule's automatic
//! threshold reached; a mate or stalemate leaves no move to name), or at the history's limit.
//! The game is then built again through [`Game`], which gives the same tree and explains the
//! refusal, so both readings agree by construction.

use super::build::{Failed, Rules};
use super::record::{GameRecord, Kept, Played};
use crate::chess::engine::{Chess, fill_public};
use crate::chess::find::{self, Found, find};
use crate::chess::movegen;
use crate::chess::position::{Position, Raw};
use crate::chess::san;
use crate::engine::Engine;
use crate::family::Family;
use crate::limits::MAX_FEN;
use crate::moves::Move;
use crate::options::DrawMode;
use crate::record::MAX_HISTORY;
use crate::variant::Variant;

/// A node's position and what the draw rules need of the line that led to it.
#[derive(Clone, Copy)]
pub(super) struct State {
    pos: Position,
    parent: u32,
    /// Plies from the start.
    depth: u32,
    /// Whether the game may have ended here: a move from here is left to [`Game`].
    ended: bool,
}

/// The rules of a chess game read fast; one state per node of the tree being built.
pub(super) struct Fast<'a> {
    states: &'a mut Vec<State>,
    /// The fewest occurrences of a position, and of plies without progress, at which a draw
    /// rule of the game's options ends it by itself (`u32::MAX`: never).
    repetitions: u32,
    plies: u32,
}

impl<'a> Fast<'a> {
    /// The rules for a game of `variant` starting from its standard start, or from `fen`, with
    /// its default options, its states kept in `states` (emptied first); `None` for a game of
    /// another family, or a FEN that `Game` would refuse (it then says why).
    pub fn new(
        variant: Variant,
        fen: Option<&str>,
        states: &'a mut Vec<State>,
    ) -> Option<Fast<'a>> {
        if variant.family() != Family::Chess || !variant.is_available() {
            return None;
        }
        let options = &variant.default_options();
        let pos = match fen {
            Some(f) if f.len() > MAX_FEN => return None,
            Some(f) => Chess::read_fen(variant, f).ok()?,
            None => Chess::start(variant, options),
        };
        let r = &options.repetition;
        let repetitions = [
            (r.mode == DrawMode::Auto).then_some(r.count),
            r.auto.filter(|_| r.mode != DrawMode::Off),
        ];
        let limit = &options.move_limit;
        let plies = [
            limit.plies().filter(|_| limit.mode == DrawMode::Auto),
            limit.auto_plies(),
        ];
        let least = |a: [Option<u32>; 2]| a.into_iter().flatten().min().unwrap_or(u32::MAX);
        states.clear();
        let fast = Fast {
            states,
            repetitions: least(repetitions),
            plies: least(plies),
        };
        let ended = fast.ended(&pos, 0, 0);
        fast.states.push(State {
            pos,
            parent: 0,
            depth: 0,
            ended,
        });
        Some(fast)
    }

    /// Whether the game may be over in `pos`, reached at `depth` plies from the start, after
    /// the node `parent`: its material cannot mate, or an automatic draw rule's threshold is
    /// reached.
    fn ended(&self, pos: &Position, parent: usize, depth: u32) -> bool {
        if pos.insufficient_material() || pos.halfmoves >= self.plies {
            return true;
        }
        // Plies since the last move that cannot be undone: the repetitions counted. A position
        // comes back four plies later at the soonest.
        let window = pos.halfmoves.min(depth);
        if self.repetitions == u32::MAX || window < 4 * (self.repetitions.max(1) - 1) {
            return false;
        }
        // Every second position back, within the window, as the record counts them.
        let mut count = 1;
        let (mut at, mut distance) = (parent, 1);
        while distance < window {
            let back = self.states[at].parent as usize;
            distance += 1;
            if self.states[back].pos == *pos {
                count += 1;
            }
            if distance >= window {
                break;
            }
            at = self.states[back].parent as usize;
            distance += 1;
        }
        count >= self.repetitions
    }
}

impl Rules for Fast<'_> {
    type At = ();

    fn before(&mut self, _: &(), _: usize) -> Option<()> {
        Some(())
    }

    fn play(&mut self, _: &mut (), node: usize, id: usize, word: &str) -> Result<Played, Failed> {
        // Borrowed, not copied: a position is larger than what reading a move needs of it.
        let state = &self.states[node];
        if state.ended || state.depth as usize >= MAX_HISTORY {
            return Err(Failed::GiveUp);
        }
        let text = find::read(word).ok_or(Failed::GiveUp)?;
        let Found::One(raw) = find(&state.pos, &text) else {
            return Err(Failed::GiveUp);
        };
        let pos = Chess::after(&state.pos, raw);
        let depth = state.depth + 1;
        let ended = self.ended(&pos, node, depth);
        debug_assert_eq!(id, self.states.len());
        self.states.push(State {
            pos,
            parent: node as u32,
            depth,
            ended,
        });
        Ok(Played(Kept::Squares {
            from: raw.from,
            to: raw.to,
            promotion: raw.promotion,
        }))
    }
}

/// The public moves of a chess record's nodes whose moves are kept as squares, by node; `None`
/// for the others (and for every node of a record with no start).
pub(crate) fn public_moves(record: &GameRecord) -> Vec<Option<Move>> {
    let n = record.nodes.len();
    let mut out: Vec<Option<Move>> = vec![None; n];
    let Some(start) = record.start() else {
        return out;
    };
    let Ok(pos) = Chess::read_fen(start.variant(), &start.fen()) else {
        return out;
    };
    let mut positions: Vec<Option<Position>> = vec![None; n];
    positions[0] = Some(pos);
    let mut raws: Vec<Raw> = Vec::with_capacity(64);
    for i in 1..n {
        let node = &record.nodes[i];
        let Some(Played(Kept::Squares {
            from,
            to,
            promotion,
        })) = node.played
        else {
            continue;
        };
        let Some(before) = node
            .parent
            .and_then(|p| positions.get(p).copied().flatten())
        else {
            continue;
        };
        raws.clear();
        movegen::generate(&before, &mut |m| raws.push(m));
        let Some(&raw) = raws
            .iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
        else {
            continue;
        };
        let mut mv = Move::BLANK;
        let ctx = san::Context::new(&before, &raws);
        fill_public(&mut mv, &before, raw, &ctx);
        out[i] = Some(mv);
        positions[i] = Some(Chess::after(&before, raw));
    }
    out
}
