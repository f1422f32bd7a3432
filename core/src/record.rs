//! The game record, written once for every family: positions and moves played, undo, the events
//! that end a game, draw counting and claims, and the status built from them. The rules come from
//! a [`Engine`]; [`crate::Game`] holds one record of the right family.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use crate::board::Geometry;
use crate::draws::Counts;
use crate::end::{End, Undone};
use crate::engine::{Engine, LegalMove, Outcome, Viewed};
use crate::error::{Quoted, Result, bail};
use crate::limits::{MAX_MOVE_TEXT, MAX_MOVES_TEXT, MAX_PERFT_THREADS};
use crate::listed::Listed;
use crate::moves::{Move, MoveKind};
use crate::options::{DrawMode, Options};
use crate::perft::{Duplicates, Finished, MAX_PERFT_DEPTH, PerftOptions, PerftResult};
use crate::piece::Piece;
use crate::side::Side;
use crate::split;
use crate::status::{DrawKind, Reason, State, Status};
use crate::variant::Variant;

/// The most moves a game holds (and a fragment carries): a limit no real game comes near, which
/// bounds what a fragment can make a page replay.
pub const MAX_HISTORY: usize = 5_000;

/// A game of one family.
#[derive(Clone, Debug)]
pub(crate) struct Record<F: Engine> {
    pub variant: Variant,
    pub options: Options,
    /// `positions[i]` is the position after `i` moves; the last one is the current position.
    positions: Vec<F::Position>,
    /// `reversible[i]`: plies before `positions[i]` since the last progress move.
    reversible: Vec<u32>,
    /// `endgame[i]`: plies before `positions[i]` since the material last changed.
    endgame: Vec<u32>,
    /// The legal moves of the position before the current one (`legal[0]`) and of the current
    /// one (`legal[1]`), each filled when first asked for: play + undo reuses them, and
    /// [`Record::legal_list`] shares them.
    legal: [OnceLock<Arc<Listed<F>>>; 2],
    /// The moves played, as the engine lists them: `played[i]` is a legal move of
    /// `positions[i]`.
    played: Vec<F::Legal>,
    /// The public moves of `played`, built when first read ([`Record::history`]) and kept in
    /// step from then on; games that never read them never write their notation.
    history: OnceLock<Vec<Move>>,
    end: Option<End>,
    /// How the game stands ended, found once for the current position and end (every ply asks
    /// it more than once: before a move is played, and for the status or the legal moves).
    ended: OnceLock<Option<Outcome>>,
    /// The public move of the last move played by [`Record::play_legal`] or
    /// [`Record::play_action`], which return it borrowed, while the history is not kept.
    last: Option<Move>,
}

/// Records are equal when they have the same variant, options, positions, moves and end; what
/// has been computed and kept for speed does not count.
impl<F: Engine> PartialEq for Record<F> {
    fn eq(&self, other: &Self) -> bool {
        self.variant == other.variant
            && self.options == other.options
            && self.positions == other.positions
            && self.reversible == other.reversible
            && self.endgame == other.endgame
            && self.played == other.played
            && self.end == other.end
    }
}

impl<F: Engine> Record<F> {
    pub fn new(variant: Variant, options: Options) -> Self {
        Self::from_position(variant, options, F::start(variant, &options))
    }

    /// The game from a FEN. Where the FEN gives the board's size (placement games), the options
    /// take it when their `size` is the variant's default; other sizes that differ from the
    /// FEN's are refused with `invalid_fen`.
    pub fn from_fen(variant: Variant, fen: &str, options: Options) -> Result<Self> {
        let start = F::read_fen(variant, fen)?;
        let mut options = options;
        if let Some(size) = F::board_size(&start)
            && size != options.size
        {
            if options.size != variant.default_options().size {
                bail!(
                    InvalidFen,
                    "the FEN's board is {}x{}, but the size option asks for {}x{}",
                    size.columns,
                    size.rows,
                    options.size.columns,
                    options.size.rows
                );
            }
            options.size = size;
        }
        Ok(Self::from_position(variant, options, start))
    }

    fn from_position(variant: Variant, options: Options, start: F::Position) -> Self {
        Record {
            variant,
            options,
            positions: vec![start],
            reversible: vec![F::reversible_at_start(&start)],
            endgame: vec![0],
            legal: [OnceLock::new(), OnceLock::new()],
            played: Vec::new(),
            history: OnceLock::new(),
            end: None,
            ended: OnceLock::new(),
            last: None,
        }
    }

    fn position(&self) -> &F::Position {
        self.positions.last().expect("a game always has a position")
    }

    pub fn turn(&self) -> Side {
        F::turn(self.position())
    }

    pub fn fen(&self) -> String {
        F::write_fen(self.position())
    }

    pub fn start_fen(&self) -> String {
        F::write_fen(&self.positions[0])
    }

    /// Whether the game started elsewhere than the standard start (compared by FEN, so that a
    /// family's clocks count too).
    pub fn has_custom_start(&self) -> bool {
        F::write_fen(&self.positions[0]) != F::write_fen(&F::start(self.variant, &self.options))
    }

    /// The start position as a fragment's start segment writes it: its number among the
    /// variant's numbered starts if it is one, else its FEN.
    pub fn start_text(&self) -> String {
        match F::start_number(&self.positions[0]) {
            Some(n) => n.to_string(),
            None => self.start_fen(),
        }
    }

    /// The public moves played, built the first time they are read.
    pub fn history(&self) -> &[Move] {
        self.history.get_or_init(|| {
            let mut out = Vec::with_capacity(self.played.len());
            for (pos, m) in self.positions.iter().zip(&self.played) {
                out.push(F::played(pos, m));
            }
            out
        })
    }

    /// The number of moves played (the length of [`Record::history`], without building it).
    pub fn ply(&self) -> usize {
        self.played.len()
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn can_undo(&self) -> bool {
        self.end.is_some() || !self.played.is_empty()
    }

    /// The piece on a square that exists.
    pub fn piece_at(&self, square: u8) -> Option<Piece> {
        F::piece_at(self.position(), square)
    }

    /// The legal moves of the current position (whether or not the game is over).
    fn legal(&self) -> &[F::Legal] {
        &self.listed().legal
    }

    /// The current position with its legal moves (whether or not the game is over), listed
    /// when first asked for.
    fn listed(&self) -> &Arc<Listed<F>> {
        self.legal[1].get_or_init(|| {
            let pos = *self.position();
            Arc::new(Listed {
                pos,
                legal: F::legal(&pos, &self.options),
            })
        })
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        // Listed first, so that the outcome reads from the list whether any move exists.
        self.legal();
        if self.outcome().is_some() {
            return Vec::new();
        }
        F::public_all(self.position(), self.legal())
    }

    /// The legal moves of the current position (none once the game is over), kept apart from
    /// the game: the list the record keeps, shared.
    pub fn legal_list(&self) -> crate::LegalMoves {
        // Listed first, so that the outcome reads from the list whether any move exists.
        let listed = self.listed();
        if self.outcome().is_some() {
            return crate::LegalMoves::new(Arc::new(Listed::<F> {
                pos: listed.pos,
                legal: Vec::new(),
            }));
        }
        crate::LegalMoves::new(Arc::clone(listed))
    }

    /// Hands `f` each legal move of the current position (none once the game is over), borrowed.
    pub fn for_each_legal(&self, f: &mut dyn FnMut(crate::moves::MoveRef<'_>)) {
        // Listed first, so that the outcome reads from the list whether any move exists.
        self.legal();
        if self.outcome().is_some() {
            return;
        }
        let (pos, legal) = (self.position(), self.legal());
        for index in 0..legal.len() {
            f(crate::moves::MoveRef(&Viewed::<F>::new(pos, legal, index)));
        }
    }

    pub fn completions(&self, prefix: &[u8]) -> Vec<Move> {
        // Listed first, so that the outcome reads from the list whether any move exists.
        self.legal();
        if self.outcome().is_some() {
            return Vec::new();
        }
        let (pos, legal) = (self.position(), self.legal());
        (0..legal.len())
            .filter(|&i| legal[i].path().starts_with(prefix))
            .map(|i| F::public(pos, legal, i))
            .collect()
    }

    pub fn play(&mut self, text: &str) -> Result<Move> {
        self.ensure_can_move()?;
        let index = self.resolve(text)?;
        Ok(self.commit(index))
    }

    /// The legal move that `text` names, as [`Record::play`] reads it, without playing it.
    pub fn parse_move(&self, text: &str) -> Result<Move> {
        self.ensure_ongoing()?;
        let index = self.resolve(text)?;
        Ok(F::public(self.position(), self.legal(), index))
    }

    /// The index in the legal moves of the move `text` names: the one reading of move text.
    /// Text over [`MAX_MOVE_TEXT`] bytes is refused before it is read.
    fn resolve(&self, text: &str) -> Result<usize> {
        if text.len() > MAX_MOVE_TEXT {
            bail!(
                InvalidNotation,
                "move text of {} bytes, over the limit of {MAX_MOVE_TEXT}: {q_text}",
                text.len(),
                q_text = Quoted(text)
            );
        }
        F::resolve_text(
            self.variant,
            self.position(),
            self.legal(),
            &self.options,
            text.trim(),
        )
    }

    /// How many legal moves the position has (0 once the game is over), without building them.
    pub fn legal_move_count(&self) -> usize {
        // Listed first, so that the outcome reads from the list whether any move exists.
        self.legal();
        if self.outcome().is_some() {
            return 0;
        }
        self.legal().len()
    }

    /// Plays move text as [`Record::play`] does, without returning the move: reading a fragment.
    /// A move the family names cheaply ([`Engine::quick_text`]) is played without the full
    /// reading (draughts: a step without listing the legal moves, a capture matched against its
    /// routes without building a move for each).
    fn replay(&mut self, text: &str) -> Result<()> {
        if self.end.is_none() && self.played.len() < MAX_HISTORY {
            // Fragment text has no spaces to trim: look before calling `trim`.
            let spaced = |b: Option<&u8>| b.is_none_or(|b| !b.is_ascii_alphanumeric());
            let bytes = text.as_bytes();
            let shown = if spaced(bytes.first()) || spaced(bytes.last()) {
                text.trim()
            } else {
                text
            };
            // The game goes on if the side to move has a move (the quick reading finds one, or
            // else `play` below decides and explains).
            if self.outcome_given(Some(true)).is_none() {
                let quick = F::quick_text(self.variant, self.position(), &self.options, shown);
                if let Some(m) = quick {
                    self.commit_legal(m, None);
                    return Ok(());
                }
            }
        }
        self.play(text).map(|_| ())
    }

    /// Plays every move text of `moves` in turn (see [`Record::replay`]); on the first error,
    /// stops and returns its index and the error, the moves before it played.
    pub fn replay_all(&mut self, moves: &[&str]) -> std::result::Result<(), (usize, crate::Error)> {
        let n = moves
            .len()
            .min(MAX_HISTORY.saturating_sub(self.played.len()));
        self.positions.reserve(n);
        self.reversible.reserve(n);
        self.endgame.reserve(n);
        self.played.reserve(n);
        for (i, text) in moves.iter().enumerate() {
            self.replay(text).map_err(|e| (i, e))?;
        }
        Ok(())
    }

    /// Plays every move of `text`: move texts separated by spaces or commas, where a word may
    /// hold several moves as the family writes a whole game (Reversi `f5d6c3`, Connect Four
    /// `4453`), and a forced pass may be left out (it is played before the next move). All or
    /// nothing: when a move fails, the moves played so far are taken back and the error says
    /// which move it was.
    pub fn play_moves(&mut self, text: &str) -> Result<Vec<Move>> {
        if text.len() > MAX_MOVES_TEXT {
            bail!(
                InvalidArgument,
                "a text of moves of {} bytes, over the limit of {MAX_MOVES_TEXT}",
                text.len()
            );
        }
        let mut played: Vec<Move> = Vec::new();
        let words = text
            .split(|c: char| c.is_ascii_whitespace() || c == ',')
            .filter(|w| !w.is_empty());
        let mut n = 0;
        for word in words {
            for part in F::split_word(word) {
                n += 1;
                match self.play_implying_pass(part) {
                    Ok(moves) => played.extend(moves),
                    Err(e) => {
                        for _ in 0..played.len() {
                            let _ = self.undo();
                        }
                        return Err(crate::Error::new(
                            e.kind(),
                            format!(
                                "move {n} ({}): {}",
                                crate::error::Quoted(&part),
                                e.message()
                            ),
                        ));
                    }
                }
            }
        }
        Ok(played)
    }

    /// Plays `text`, first passing when the side to move must pass and `text` is not the pass.
    fn play_implying_pass(&mut self, text: &str) -> Result<Vec<Move>> {
        let error = match self.play(text) {
            Ok(mv) => return Ok(vec![mv]),
            Err(e) => e,
        };
        let must_pass = self.end.is_none()
            && matches!(self.legal(), [only] if only.kind() == MoveKind::Pass)
            && self.ensure_can_move().is_ok();
        if !must_pass {
            return Err(error);
        }
        let pass = self.commit(0);
        match self.play(text) {
            Ok(mv) => Ok(vec![pass, mv]),
            Err(_) => {
                let _ = self.undo();
                Err(error)
            }
        }
    }

    /// Plays the move at `index` of [`Record::legal_moves`] and returns it, borrowed.
    pub fn play_legal(&mut self, index: usize) -> Result<&Move> {
        self.ensure_can_move()?;
        if index >= self.legal().len() {
            bail!(
                IllegalMove,
                "that move is not in the legal moves of this position"
            );
        }
        Ok(self.commit_borrowed(index))
    }

    /// Plays the legal move `self.legal()[index]` and returns its public move, borrowed from
    /// the history when it is kept, else from `last`.
    fn commit_borrowed(&mut self, index: usize) -> &Move {
        let mv = self.commit(index);
        match self.history.get() {
            Some(history) => history.last().expect("a move was just played"),
            None => self.last.insert(mv),
        }
    }

    /// Plays the move at `index` of [`Record::legal_moves`] without building its public move.
    pub fn play_index(&mut self, index: usize) -> Result<()> {
        self.ensure_can_move()?;
        if index >= self.legal().len() {
            bail!(
                IllegalMove,
                "that move is not in the legal moves of this position"
            );
        }
        self.commit_index(index);
        Ok(())
    }

    /// Plays the moves at `indexes`, each an index among the legal moves of its position (a game
    /// of a batch read back); stops at the first that cannot be played.
    pub fn play_indexes(&mut self, indexes: &[u32]) {
        self.positions.reserve(indexes.len());
        self.reversible.reserve(indexes.len());
        self.endgame.reserve(indexes.len());
        self.played.reserve(indexes.len());
        for &index in indexes {
            if self.play_index(index as usize).is_err() {
                break;
            }
        }
    }

    /// The index in the legal moves of the move equal to `mv`: same path and promotion, and the
    /// same notation when several moves share both (a Chess960 castling whose king goes where it
    /// could also step).
    fn index_of_move(&self, mv: &Move) -> Option<usize> {
        let (pos, legal) = (self.position(), self.legal());
        let same = |l: &F::Legal| l.path() == mv.path() && l.promotion() == mv.promotion();
        let mut found = (0..legal.len()).filter(|&i| same(&legal[i]));
        let first = found.next()?;
        let mut rest = found.peekable();
        if rest.peek().is_none() {
            return Some(first);
        }
        std::iter::once(first)
            .chain(rest)
            .find(|&i| F::public(pos, legal, i).notation() == mv.notation())
            .or(Some(first))
    }

    /// Plays the legal move equal to `mv` (see [`Record::index_of_move`]).
    pub fn play_move(&mut self, mv: &Move) -> Result<Move> {
        self.check_path(mv.path())?;
        self.ensure_can_move()?;
        match self.index_of_move(mv) {
            Some(index) => Ok(self.commit(index)),
            None => bail!(IllegalMove, "{} is not a legal move now", mv.notation()),
        }
    }

    pub fn play_exact(&mut self, path: &[u8]) -> Result<Move> {
        self.check_path(path)?;
        self.ensure_can_move()?;
        let found: Vec<usize> = (0..self.legal().len())
            .filter(|&i| self.legal()[i].path() == path)
            .collect();
        if found.len() > 1 {
            let names: Vec<String> = found
                .iter()
                .map(|&i| {
                    F::public(self.position(), self.legal(), i)
                        .notation()
                        .to_string()
                })
                .collect();
            bail!(
                AmbiguousMove,
                "{} legal moves have the path {}: {}",
                found.len(),
                crate::moves::show_path(path),
                crate::error::Listed(&names)
            );
        }
        match found.first() {
            Some(&index) => Ok(self.commit(index)),
            None => bail!(
                IllegalMove,
                "no legal move has the path {}",
                crate::moves::show_path(path)
            ),
        }
    }

    pub fn play_path(&mut self, path: &[u8]) -> Result<Move> {
        self.check_path(path)?;
        self.ensure_can_move()?;
        let index = F::resolve_path(self.position(), self.legal(), &self.options, path)?;
        Ok(self.commit(index))
    }

    /// A path has a length the family's moves can have ([`Engine::PATH`]) and names squares of
    /// the board: the one rule for paths and move objects in every binding.
    fn check_path(&self, path: &[u8]) -> Result<()> {
        let (min, max) = F::PATH;
        if path.len() < min || path.len() > max {
            let lengths = if min == max {
                format!("{min}")
            } else {
                format!("{min} to {max}")
            };
            bail!(
                InvalidArgument,
                "a path of {} names {lengths} squares, got {}",
                self.variant,
                path.len()
            );
        }
        for &square in path {
            self.check_square(square as i64)?;
        }
        Ok(())
    }

    /// The board the game is played on.
    pub fn geometry(&self) -> Geometry {
        self.variant.geometry_for(&self.options)
    }

    /// `Ok` when `square` is a square of the game's board, else `invalid_argument` with the
    /// range.
    pub fn check_square(&self, square: i64) -> Result<u8> {
        self.geometry().check_square(square, self.variant)
    }

    /// A move may be played: the game goes on and its history is not full.
    fn ensure_can_move(&self) -> Result<()> {
        self.ensure_ongoing()?;
        if self.played.len() >= MAX_HISTORY {
            bail!(
                HistoryFull,
                "the game holds {MAX_HISTORY} moves, the most a game can hold (and a fragment carry)"
            );
        }
        Ok(())
    }

    fn ensure_ongoing(&self) -> Result<()> {
        match self.outcome() {
            Some(outcome) => bail!(GameOver, "the game is over ({})", outcome.reason.code()),
            None => Ok(()),
        }
    }

    /// Plays the legal move `self.legal()[index]`, records it and returns its public move.
    fn commit(&mut self, index: usize) -> Move {
        let (pos, legal) = (self.position(), self.legal());
        let mv = F::public(pos, legal, index);
        let m = legal[index].clone();
        // A copy for the history only when it is kept: most games never read it.
        let shown = self.history.get().map(|_| mv.clone());
        self.commit_legal(m, shown);
        mv
    }

    /// Plays the legal move `self.legal()[index]` and records it, building nothing unless the
    /// history is kept.
    pub(crate) fn commit_index(&mut self, index: usize) {
        let m = self.legal()[index].clone();
        let shown = self
            .history
            .get()
            .map(|_| F::public(self.position(), self.legal(), index));
        self.commit_legal(m, shown);
    }

    /// Plays `m`, a legal move of the current position whose public form is `shown` when the
    /// caller has it, and records it.
    fn commit_legal(&mut self, m: F::Legal, shown: Option<Move>) {
        let pos = *self.position();
        if let Some(history) = self.history.get_mut() {
            history.push(shown.unwrap_or_else(|| F::played(&pos, &m)));
        }
        let raw = m.raw();
        self.played.push(m);
        let next = F::after(&pos, raw);
        let reversible = if F::is_progress(&pos, raw) {
            0
        } else {
            self.reversible_plies() + 1
        };
        let endgame = if F::material(&pos) != F::material(&next) {
            0
        } else {
            self.endgame_plies() + 1
        };
        self.positions.push(next);
        self.reversible.push(reversible);
        self.endgame.push(endgame);
        // Keep the moves of this position (for an undo) and forget older ones.
        self.legal = [std::mem::take(&mut self.legal[1]), OnceLock::new()];
        self.ended = OnceLock::new();
    }

    pub fn undo(&mut self) -> Result<Undone> {
        if let Some(end) = self.end.take() {
            self.ended = OnceLock::new();
            return Ok(Undone::End(end));
        }
        let Some((m, shown)) = self.pop() else {
            bail!(NothingToUndo, "no move has been played");
        };
        if let Some(mv) = shown {
            return Ok(Undone::Move(mv));
        }
        // Built from the list of the position it was played in, when that list is kept.
        let pos = self.position();
        let mv = match self.legal[1].get() {
            Some(listed) => match listed.legal.iter().position(|l| *l == m) {
                Some(index) => F::public(pos, &listed.legal, index),
                None => F::played(pos, &m),
            },
            None => F::played(pos, &m),
        };
        Ok(Undone::Move(mv))
    }

    /// Takes back the last move without building its public move (the event that ended the
    /// game first, if there is one: `false` then). Errors with `nothing_to_undo` at the start.
    pub fn take_back(&mut self) -> Result<bool> {
        if self.end.take().is_some() {
            self.ended = OnceLock::new();
            return Ok(false);
        }
        match self.pop() {
            Some(_) => Ok(true),
            None => bail!(NothingToUndo, "no move has been played"),
        }
    }

    /// Takes back the last move: the move as the family lists it, and its public move when the
    /// history is kept; `None` at the start.
    fn pop(&mut self) -> Option<(F::Legal, Option<Move>)> {
        let m = self.played.pop()?;
        let shown = self.history.get_mut().and_then(Vec::pop);
        self.positions.pop();
        self.reversible.pop();
        self.endgame.pop();
        self.legal = [OnceLock::new(), std::mem::take(&mut self.legal[0])];
        self.ended = OnceLock::new();
        Some((m, shown))
    }

    pub fn agree_draw(&mut self) -> Result<()> {
        self.ensure_ongoing()?;
        if !self.options.agreement {
            bail!(
                NotAllowed,
                "draws by agreement are switched off in this game"
            );
        }
        if self.played.is_empty() {
            bail!(NotAllowed, "a draw can be agreed only after the first move");
        }
        self.end = Some(End::Agreement);
        self.ended = OnceLock::new();
        Ok(())
    }

    pub fn resign(&mut self, side: Side) -> Result<()> {
        self.ensure_ongoing()?;
        if !self.options.resignation {
            bail!(NotAllowed, "resignation is switched off in this game");
        }
        self.end = Some(End::Resignation(side));
        self.ended = OnceLock::new();
        Ok(())
    }

    pub fn claim_draw(&mut self, kind: Option<DrawKind>) -> Result<DrawKind> {
        self.ensure_ongoing()?;
        let claimable = self.claimable();
        let chosen = match kind {
            Some(k) => claimable.iter().copied().find(|&c| c == k),
            None => claimable.first().copied(),
        };
        let Some(chosen) = chosen else {
            let what = kind.map_or("a draw".to_string(), |k| format!("a {} draw", k.code()));
            bail!(
                NotClaimable,
                "{what} cannot be claimed now{}",
                self.claim_hint()
            );
        };
        self.end = Some(End::Claim(chosen));
        self.ended = OnceLock::new();
        Ok(chosen)
    }

    fn claim_hint(&self) -> String {
        let mut parts = Vec::new();
        let r = &self.options.repetition;
        if r.mode == DrawMode::Claim {
            parts.push(format!(
                "the position has occurred {} time(s), {} are needed",
                self.repetitions(),
                r.count
            ));
        }
        if let (DrawMode::Claim, Some(plies)) = (
            self.options.move_limit.mode,
            self.options.move_limit.plies(),
        ) {
            parts.push(format!(
                "{} of {plies} plies without progress",
                self.reversible_plies()
            ));
        }
        if self.options.endgame.mode == DrawMode::Claim {
            match F::endgame_limit(self.position(), &self.options) {
                Some(plies) => parts.push(format!(
                    "{} of {plies} plies of the endgame count",
                    self.endgame_plies()
                )),
                None => parts.push("no endgame count applies to this position".into()),
            }
        }
        if parts.is_empty() {
            " (no draw rule of this game is claimed)".into()
        } else {
            format!(" ({})", parts.join("; "))
        }
    }

    /// What the draw rules count in the current position.
    fn counts(&self) -> Counts<'_, F> {
        Counts {
            options: &self.options,
            positions: &self.positions,
            reversible: self.reversible_plies(),
            endgame: self.endgame_plies(),
        }
    }

    /// Occurrences of the current position, this one included.
    fn repetitions(&self) -> u32 {
        self.counts().repetitions()
    }

    fn reversible_plies(&self) -> u32 {
        self.reversible.last().copied().unwrap_or(0)
    }

    fn endgame_plies(&self) -> u32 {
        self.endgame.last().copied().unwrap_or(0)
    }

    /// Draw rules in `mode` whose condition holds now, in the order of [`DrawKind::ALL`].
    fn draws_in(&self, mode: DrawMode) -> Vec<DrawKind> {
        self.counts().draws_in(mode).collect()
    }

    fn claimable(&self) -> Vec<DrawKind> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.draws_in(DrawMode::Claim)
    }

    /// How the game ended, if it did.
    fn outcome(&self) -> Option<Outcome> {
        *self.ended.get_or_init(|| self.outcome_given(None))
    }

    /// [`Record::outcome`], told whether the side to move has a legal move when the caller knows.
    fn outcome_given(&self, has_moves: Option<bool>) -> Option<Outcome> {
        match self.end {
            Some(End::Agreement) => return Some(Outcome::draw(Reason::Agreement)),
            Some(End::Resignation(side)) => return Some(Outcome::win(!side, Reason::Resignation)),
            Some(End::Claim(kind)) => return Some(Outcome::draw(kind.reason())),
            None => {}
        }
        let pos = self.position();
        let has_moves = has_moves.unwrap_or_else(|| match self.legal[1].get() {
            Some(listed) => !listed.legal.is_empty(),
            None => F::has_moves(pos, &self.options),
        });
        self.counts().outcome(has_moves)
    }

    pub fn status(&self) -> Status {
        let outcome = self.outcome();
        let pos = self.position();
        let (state, winner, reason) = match outcome {
            Some(o) => (o.state, o.winner, Some(o.reason)),
            None => (State::Ongoing, None, None),
        };
        let ongoing = outcome.is_none();
        let checkers = F::checkers(pos);
        let legal = if ongoing { self.legal() } else { &[] };
        // The score once the rules ended the game (not an event or a draw rule, which leave the
        // discs as they are).
        let over = self.end.is_none() && F::outcome(pos, !self.legal().is_empty()).is_some();
        Status {
            state,
            winner,
            reason,
            turn: F::turn(pos),
            must_capture: if ongoing {
                F::must_act(legal, &self.options)
            } else {
                Vec::new()
            },
            must_pass: legal.len() == 1 && legal[0].kind() == MoveKind::Pass,
            repetitions: self.repetitions(),
            reversible_plies: self.reversible_plies(),
            endgame_plies: self.endgame_plies(),
            claimable: self.claimable(),
            warnings: if ongoing {
                self.draws_in(DrawMode::Warn)
            } else {
                Vec::new()
            },
            in_check: !checkers.is_empty(),
            checkers,
            checked_king: F::checked_king(pos),
            score: F::score(pos, &self.options, over),
            winning_line: F::winning_line(pos),
            move_number: self.move_number(self.played.len()).unwrap_or(1),
        }
    }

    /// The number of the move played at ply `ply` of the history (0 = the first move played),
    /// or, for `ply == history().len()`, of the move to be played next; `None` past that. The
    /// side that [`Options::first`] names leads each numbered row (chess: White), so the number
    /// grows after each move of the other side; it starts at
    /// [`Engine::move_number_at_start`].
    pub fn move_number(&self, ply: usize) -> Option<u32> {
        if ply > self.played.len() {
            return None;
        }
        let start = &self.positions[0];
        let leading = self.options.first;
        // Plies of the other side among the first `ply`, starting with the side to move.
        let first = F::turn(start);
        let others = if first == leading {
            ply / 2
        } else {
            ply.div_ceil(2)
        };
        Some(F::move_number_at_start(start).saturating_add(others.min(u32::MAX as usize) as u32))
    }

    pub fn perft(
        &self,
        depth: u32,
        duplicates: Duplicates,
        stop: Option<&AtomicBool>,
    ) -> Result<Option<u64>> {
        if depth > MAX_PERFT_DEPTH {
            bail!(
                InvalidArgument,
                "perft depth {depth} is over the limit of {MAX_PERFT_DEPTH}"
            );
        }
        Ok(F::perft(
            self.position(),
            depth,
            &self.options,
            duplicates == Duplicates::Drop,
            Finished::Ignore,
            u32::MAX,
            stop,
        ))
    }

    /// Perft split into subtrees and counted on threads ([`crate::split`]).
    pub fn perft_with(&self, depth: u32, options: &PerftOptions) -> Result<Option<PerftResult>> {
        self.perft_at(self.position(), depth, options)
    }

    /// [`Record::perft_with`] below `pos`, a position of this game (the current one, or one a
    /// perft task reaches): the limits checked, then the count.
    pub(crate) fn perft_at(
        &self,
        pos: &F::Position,
        depth: u32,
        options: &PerftOptions,
    ) -> Result<Option<PerftResult>> {
        if depth > MAX_PERFT_DEPTH {
            bail!(
                InvalidArgument,
                "perft depth {depth} is over the limit of {MAX_PERFT_DEPTH}"
            );
        }
        if options.threads > MAX_PERFT_THREADS {
            bail!(
                InvalidArgument,
                "perft threads {} is over the limit of {MAX_PERFT_THREADS} (0 counts on one per core)",
                options.threads
            );
        }
        if options.bulk == Some(0) {
            bail!(
                InvalidArgument,
                "perft counts at least the last ply in bulk (plies counted in bulk: 1 or more)"
            );
        }
        if options.parts().1 == Finished::Leaf && !F::COUNTS_FINISHED {
            bail!(
                InvalidArgument,
                "{} perft has no finished games above the depth to count as leaves (finished=leaf is for placement games)",
                self.variant
            );
        }
        split::count::<F>(pos, &self.options, depth, options)
    }

    /// Records an ending event while reading a fragment.
    pub fn apply_end(&mut self, end: End) -> Result<()> {
        match end {
            End::Agreement => self.agree_draw(),
            End::Resignation(side) => self.resign(side),
            End::Claim(kind) => self.claim_draw(Some(kind)).map(|_| ()),
        }
    }
}

#[cfg(all(test, any(feature = "draughts", feature = "chess")))]
impl<F: Engine> Record<F> {
    /// Whether [`Engine::quick_text`] names a move for `text` here; panics unless that move is
    /// the one [`Record::play`] plays, recorded the same way.
    pub fn check_quick(&self, text: &str) -> bool {
        let mut fast = self.clone();
        let quick = F::quick_text(self.variant, self.position(), &self.options, text.trim());
        let mut slow = self.clone();
        let played = slow.play(text);
        let Some(m) = quick else {
            return false;
        };
        assert_eq!(
            played.as_ref().ok(),
            Some(&F::played(self.position(), &m)),
            "{text}: {played:?}"
        );
        fast.commit_legal(m, None);
        assert!(fast == slow, "{text}: another position or record");
        assert_eq!(fast.history(), slow.history(), "{text}");
        true
    }
}

/// Eight random games of `variant` from its start, each move written by `write`: replaying the
/// texts (as a fragment does) gives the game that playing them one by one gives, and stops at the
/// same move with the same error.
#[cfg(all(test, any(feature = "draughts", feature = "chess")))]
fn check_replay_is_play(
    variant: Variant,
    rng: &mut crate::test_rng::Rng,
    mut write: impl FnMut(&Move, &mut crate::test_rng::Rng) -> String,
) {
    use crate::Game;
    for _ in 0..8 {
        let mut game = Game::new(variant).unwrap();
        let mut texts: Vec<String> = Vec::new();
        for _ in 0..90 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = &moves[rng.below(moves.len())];
            texts.push(write(m, rng));
            game.play_move(m).unwrap();
        }
        let moves: Vec<&str> = texts.iter().map(String::as_str).collect();
        let mut replayed = Game::new(variant).unwrap();
        let mut played = Game::new(variant).unwrap();
        let result = replayed.replay(&moves);
        let mut expected = Ok(());
        for (i, text) in moves.iter().enumerate() {
            if let Err(e) = played.play(text) {
                expected = Err((i, e));
                break;
            }
        }
        let shown = |r: &Result<(), (usize, crate::Error)>| {
            r.as_ref().err().map(|(i, e)| (*i, e.to_string()))
        };
        assert_eq!(shown(&result), shown(&expected), "{variant}: {moves:?}");
        assert!(replayed == played, "{variant}: {moves:?}");
    }
}

#[cfg(all(test, feature = "draughts"))]
mod tests {
    use crate::test_rng::Rng;
    use crate::{Game, Options, Variant};

    /// Every way of writing a move the readers accept, and some they refuse.
    fn texts(variant: Variant, path: &[u8], rng: &mut Rng) -> Vec<String> {
        let join = |squares: &[u8], sep: &str, names: bool| -> String {
            let shown: Vec<String> = squares
                .iter()
                .map(|&s| match variant.geometry().square_name(s) {
                    Some(name) if names => name,
                    _ => s.to_string(),
                })
                .collect();
            shown.join(sep)
        };
        let ends = [path[0], path[path.len() - 1]];
        let mut out = Vec::new();
        for names in [false, true] {
            for sep in ["x", ":", "-"] {
                out.push(join(path, sep, names));
                out.push(join(&ends, sep, names));
                out.push(join(&path[..2], sep, names));
                if path.len() > 2 {
                    out.push(join(&path[..path.len() - 1], sep, names));
                }
            }
        }
        // Squares that are not this move's: another start, another end, past the board.
        let squares = variant.squares();
        let other = 1 + rng.below(squares as usize) as u8;
        out.push(format!("{}x{}", path[0], other));
        out.push(format!("{}-{}", other, path[1]));
        out.push(format!("{}x{}", path[0], squares + 1));
        out.push(format!("0{}x{}", path[0], path[1]));
        out.push(format!(" {}-{} ", path[0], path[1]));
        out.push(format!("{}x{}-{}", path[0], path[1], other));
        out
    }

    /// The quick reading of move text picks the move `play` picks, for every way of writing the
    /// legal moves and for texts that name none, in random games of every draughts variant; and
    /// it decides most moves, captures included.
    #[test]
    fn quick_reading_picks_what_play_picks() {
        let mut rng = Rng(0x5EED_F4A6);
        for variant in Variant::ALL {
            if variant.family() != crate::Family::Draughts {
                continue;
            }
            for options in ["", "capture=optional"] {
                let (mut quick, mut captures, mut quick_captures) = (0, 0, 0);
                for _ in 0..6 {
                    let options = Options::parse(variant, options).unwrap();
                    let mut game = Game::with_options(variant, options).unwrap();
                    for _ in 0..120 {
                        let moves = game.legal_moves();
                        if moves.is_empty() {
                            break;
                        }
                        for m in &moves {
                            let written = game.check_quick(m.notation());
                            quick += written as u32;
                            if m.is_capture() {
                                captures += 1;
                                quick_captures += written as u32;
                            }
                            game.check_quick(&m.long());
                            for text in texts(variant, m.path(), &mut rng) {
                                game.check_quick(&text);
                            }
                        }
                        let m = &moves[rng.below(moves.len())];
                        game.play_move(m).unwrap();
                    }
                }
                assert!(quick > 0, "{variant} {options}: no move read quickly");
                if options.is_empty() && captures > 0 {
                    assert!(
                        quick_captures * 2 > captures,
                        "{variant}: {quick_captures} of {captures} captures read quickly"
                    );
                }
            }
        }
    }

    /// Replaying move texts (as a fragment does) gives the game that playing them one by one
    /// gives, and stops at the same move with the same error.
    #[test]
    fn replay_is_play_move_by_move() {
        let mut rng = Rng(0xF4A6_0001);
        for variant in Variant::ALL {
            if variant.family() != crate::Family::Draughts {
                continue;
            }
            super::check_replay_is_play(variant, &mut rng, |m, rng| match rng.below(8) {
                0 => m.long(),
                1 => texts_of(variant, m.path(), rng),
                _ => m.notation().to_string(),
            });
        }
    }

    /// One of the texts of [`texts`], chosen at random.
    fn texts_of(variant: Variant, path: &[u8], rng: &mut Rng) -> String {
        let all = texts(variant, path, rng);
        all[rng.below(all.len())].clone()
    }
}

#[cfg(all(test, feature = "chess"))]
mod chess_tests {
    use crate::test_rng::Rng;
    use crate::{Game, Move, Variant};

    /// Ways of writing a chess move that the reader accepts (SAN without its check mark, with more
    /// of the start square, with a spurious or missing `x`, castling with zeros, UCI in both
    /// castling forms) and some it refuses or finds ambiguous.
    fn texts(m: &Move, rng: &mut Rng) -> Vec<String> {
        let san = m.notation();
        let bare = san.trim_end_matches(['+', '#']);
        let uci = m.long();
        let (from, to) = (&uci[..2], &uci[2..4]);
        let mut out = vec![san.to_string(), bare.to_string(), uci.to_string()];
        out.push(bare.replace('O', "0"));
        out.push(bare.replace('x', ""));
        out.push(bare.replace('=', ""));
        out.push(format!("{}{from}{}", &bare[..1], &bare[bare.len() - 2..]));
        out.push(format!("{from}-{to}"));
        out.push(format!("P{bare}"));
        out.push(format!("{}x{to}", &bare[..1]));
        // The destination alone with the piece letter: ambiguous when two such pieces can go.
        out.push(format!("{}{to}", &bare[..1]));
        // Castling as king takes rook and as the king's landing square.
        let files = "abcdefgh";
        let other = &files[rng.below(8)..][..1];
        out.push(format!("{from}{other}{}", &to[1..]));
        out.push(format!("{}{other}{}", &bare[..1], &to[1..]));
        out.push(format!("{bare}!?"));
        out.push(format!("{uci}q"));
        out.push(format!(" {san} "));
        out
    }

    /// The quick reading of chess move text picks the move `play` picks, for many ways of
    /// writing each legal move in random games of chess and Chess960, and reads the notation
    /// the game writes (which a fragment holds) for every move.
    #[test]
    fn quick_reading_picks_what_play_picks() {
        let mut rng = Rng(0xC4E5_5EED);
        let starts: [(Variant, Option<&str>); 4] = [
            (Variant::Chess, None),
            (
                Variant::Chess,
                Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            ),
            (Variant::Chess960, Some("0")),
            (Variant::Chess960, Some("341")),
        ];
        for (variant, fen) in starts {
            for _ in 0..2 {
                let mut game = match fen {
                    None => Game::new(variant).unwrap(),
                    Some(fen) => Game::from_fen(variant, fen, None).unwrap(),
                };
                for _ in 0..60 {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for m in &moves {
                        assert!(game.check_quick(m.notation()), "{}", m.notation());
                        for text in texts(m, &mut rng) {
                            game.check_quick(&text);
                        }
                    }
                    let m = &moves[rng.below(moves.len())];
                    game.play_move(m).unwrap();
                }
            }
        }
    }

    /// Replaying chess move texts (as a fragment does) gives the game that playing them one by
    /// one gives, and stops at the same move with the same error.
    #[test]
    fn replay_is_play_move_by_move() {
        let mut rng = Rng(0xC4E5_0001);
        for variant in [Variant::Chess, Variant::Chess960] {
            super::check_replay_is_play(variant, &mut rng, |m, rng| match rng.below(4) {
                0 => {
                    let all = texts(m, rng);
                    all[rng.below(all.len())].clone()
                }
                _ => m.notation().to_string(),
            });
        }
    }
}

#[path = "actions/record.rs"]
mod actions;
#[path = "tasks/record.rs"]
mod tasks;
