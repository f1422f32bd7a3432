//! A game: the position, the history, the options and how the game ended.

use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use crate::draughts::layout::{Board8, Layout};
use crate::draughts::movegen::{capturers, count_quiet};
use crate::draughts::notation;
use crate::draughts::position::Position;
use crate::draughts::routes::{Route, legal_routes};
use crate::draughts::{fen, perft};
use crate::error::{Result, bail};
use crate::moves::{MAX_PATH, Move, Piece};
use crate::options::{DrawMode, Options};
use crate::perft::{Duplicates, MAX_PERFT_DEPTH};
use crate::side::Side;
use crate::status::{DrawKind, Reason, State, Status};
use crate::variant::Variant;

/// Runs `$body` with the type `$L` set to the board layout of `$variant`.
macro_rules! on_board {
    ($variant:expr, |$L:ident| $body:expr) => {
        match $variant {
            Variant::English => {
                type $L = Board8;
                $body
            }
        }
    };
}

/// An event that ended the game without a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The players agreed a draw.
    Agreement,
    /// This side resigned.
    Resignation(Side),
    /// A draw was claimed under this rule.
    Claim(DrawKind),
}

impl End {
    /// The text of the event in fragments: `agree`, `resign-black`, `resign-white`,
    /// `claim-repetition`, `claim-move_limit`.
    pub fn code(self) -> String {
        match self {
            End::Agreement => "agree".into(),
            End::Resignation(side) => format!("resign-{side}"),
            End::Claim(kind) => format!("claim-{kind}"),
        }
    }

    /// The event named by `code` (see [`End::code`]).
    pub fn from_code(code: &str) -> Option<End> {
        match code {
            "agree" => Some(End::Agreement),
            "resign-black" => Some(End::Resignation(Side::Black)),
            "resign-white" => Some(End::Resignation(Side::White)),
            _ => code
                .strip_prefix("claim-")
                .and_then(DrawKind::from_code)
                .map(End::Claim),
        }
    }
}

/// What [`Game::undo`] took back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undone {
    /// The last move.
    Move(Move),
    /// The event that had ended the game (agreement, resignation, claim); the moves stay.
    End(End),
}

/// A game of draughts: moves, undo, status, draws, FEN and fragments.
///
/// ```
/// use damero::{Game, State, Variant};
/// let mut game = Game::new(Variant::English);
/// assert_eq!(game.legal_moves().len(), 7);
/// game.play("11-15")?;
/// game.play("23-19")?;
/// let status = game.status();
/// assert_eq!(status.state, State::Ongoing);
/// assert_eq!(status.turn, damero::Side::Black);
/// assert_eq!(game.to_fragment(), "v1/english/m:11-15,23-19");
/// # Ok::<(), damero::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    options: Options,
    /// `positions[i]` is the position after `i` moves; the last one is the current position.
    positions: Vec<Position>,
    /// `reversible[i]`: plies before `positions[i]` since the last capture or man move.
    reversible: Vec<u32>,
    /// `routes[i]`: the legal moves of `positions[i]`, filled when first asked for. Only the
    /// current position and the one before it keep theirs, so that play + undo reuses them.
    routes: Vec<OnceLock<Vec<Route>>>,
    history: Vec<Move>,
    end: Option<End>,
}

/// Games are equal when they have the same variant, options, positions, moves and end; what
/// has been computed and kept for speed does not count.
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.variant == other.variant
            && self.options == other.options
            && self.positions == other.positions
            && self.reversible == other.reversible
            && self.history == other.history
            && self.end == other.end
    }
}

impl Eq for Game {}

impl Game {
    /// A new game of `variant` from its standard start, with the default options.
    pub fn new(variant: Variant) -> Game {
        Game::with_options(variant, variant.default_options())
    }

    /// A new game from the standard start with `options` (see [`Options::parse`]).
    pub fn with_options(variant: Variant, options: Options) -> Game {
        let start = on_board!(variant, |L| Position::start::<L>(3, options.first));
        Game::from_position(variant, options, start)
    }

    /// A game that starts from a position in PDN FEN, e.g. `"W:W18,K30:B14"`, with `options` or
    /// the variant's defaults. Errors with `invalid_fen` if the FEN cannot be read or describes
    /// an impossible position (a man on its crowning row, too many pieces, a square twice).
    ///
    /// ```
    /// use damero::{Game, Options, Variant};
    /// let options = Options::parse(Variant::English, "capture=optional")?;
    /// let game = Game::from_fen(Variant::English, "W:W21-32:B1-12", Some(options))?;
    /// assert_eq!(game.turn(), damero::Side::White);
    /// let bad = Game::from_fen(Variant::English, "B:W1:B5", None).unwrap_err();
    /// assert_eq!(bad.code(), "invalid_fen"); // a white man on 1 would have been crowned
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn from_fen(variant: Variant, fen: &str, options: Option<Options>) -> Result<Game> {
        let pos = on_board!(variant, |L| fen::parse::<L>(fen, variant.men_per_side())?);
        Ok(Game::from_position(
            variant,
            options.unwrap_or_else(|| variant.default_options()),
            pos,
        ))
    }

    fn from_position(variant: Variant, options: Options, start: Position) -> Game {
        Game {
            variant,
            options,
            positions: vec![start],
            routes: vec![OnceLock::new()],
            reversible: vec![0],
            history: Vec::new(),
            end: None,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    fn position(&self) -> &Position {
        self.positions.last().expect("a game always has a position")
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        self.position().side
    }

    /// The current position in PDN FEN (canonical form: side to move, White's squares, Black's,
    /// ascending, `K` before kings).
    pub fn fen(&self) -> String {
        on_board!(self.variant, |L| fen::write::<L>(self.position()))
    }

    /// The start position in PDN FEN.
    pub fn start_fen(&self) -> String {
        on_board!(self.variant, |L| fen::write::<L>(&self.positions[0]))
    }

    /// Whether the game started from a position other than the standard start.
    pub fn has_custom_start(&self) -> bool {
        let standard = on_board!(self.variant, |L| Position::start::<L>(
            3,
            self.options.first
        ));
        self.positions[0] != standard
    }

    /// The moves played so far, first to last.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// Whether [`Game::undo`] has something to take back: a move, or the event that ended the game.
    pub fn can_undo(&self) -> bool {
        self.end.is_some() || !self.history.is_empty()
    }

    /// The event that ended the game without a move, if any.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The piece on a square (numbered from 1), or `None` for an empty or non-existent square.
    pub fn piece_at(&self, square: u8) -> Option<Piece> {
        if square == 0 || square > self.variant.squares() {
            return None;
        }
        on_board!(self.variant, |L| self
            .position()
            .piece_at::<L>(square as u32))
        .map(|(side, king)| Piece { side, king })
    }

    /// The piece on every square: element `i` is square `i + 1`.
    pub fn board(&self) -> Vec<Option<Piece>> {
        (1..=self.variant.squares())
            .map(|s| self.piece_at(s))
            .collect()
    }

    /// The legal moves of the current position (whether or not the game is over).
    fn routes(&self) -> &[Route] {
        let cell = self.routes.last().expect("a game always has a position");
        cell.get_or_init(|| {
            let mandatory = self.options.mandatory_capture();
            on_board!(self.variant, |L| legal_routes::<L>(
                self.position(),
                mandatory
            ))
        })
    }

    /// Every legal move, sorted by path; empty once the game is over. Capture routes that
    /// differ only in the order of their jumps are listed separately (written in full).
    ///
    /// ```
    /// let game = damero::Game::new(damero::Variant::English);
    /// let moves: Vec<String> = game.legal_moves().iter().map(|m| m.notation().to_string()).collect();
    /// assert_eq!(moves, ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.routes().iter().map(|r| r.mv.clone()).collect()
    }

    /// The legal moves whose path starts with `prefix`: the start square, then any landings
    /// chosen so far. A board uses it to show where a piece may go next; when it returns one
    /// move, that move is the only way to finish. Empty once the game is over.
    ///
    /// ```
    /// // Black's man on 2 can jump to 18 by two routes; choosing 11 first leaves one.
    /// let game = damero::Game::from_fen(damero::Variant::English, "B:W6,7,14,15,32:B2", None)?;
    /// assert_eq!(game.completions(&[2]).len(), 2);
    /// let rest = game.completions(&[2, 11]);
    /// assert_eq!(rest[0].notation(), "2x11x18");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn completions(&self, prefix: &[u8]) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| m.path().starts_with(prefix))
            .collect()
    }

    /// Plays a move given as PDN text: a step `11-15`, a capture in short form `15x24` or with
    /// its landings `10x19x26`, or a capture path prefix (start and first landings) that only one
    /// legal move begins with. Returns the move played.
    ///
    /// Errors, leaving the game unchanged: `invalid_notation` for text that is not PDN move text,
    /// `illegal_move` with the reason, `ambiguous_move` when the text fits moves with different
    /// outcomes (the message lists them), `game_over` after the game ended.
    ///
    /// ```
    /// use damero::{ErrorKind, Game, Variant};
    /// let mut game = Game::from_fen(Variant::English, "B:W10,18,32:B6", None)?;
    /// assert_eq!(game.play("6-9").unwrap_err().kind(), ErrorKind::IllegalMove); // must jump
    /// let jump = game.play("6x15")?; // the start of a double jump: the rest is forced
    /// assert_eq!(jump.notation(), "6x22");
    /// assert_eq!(jump.captures(), &[10, 18]);
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn play(&mut self, text: &str) -> Result<Move> {
        let shown = text.trim();
        let parsed = notation::parse(shown, self.variant.squares() as u32)?;
        self.ensure_ongoing()?;
        let squares: Vec<u8> = parsed.squares.iter().map(|&s| s as u8).collect();
        let routes = self.routes();
        let kind = |r: &Route| r.mv.is_capture() == parsed.capture;
        let found = candidates(routes, &squares, kind);
        let index = self.pick(routes, found, &squares, parsed.capture, shown)?;
        Ok(self.commit(index))
    }

    /// Plays the legal move with the same path as `mv` (a move from [`Game::legal_moves`] of
    /// this position). Errors with `illegal_move` or `game_over`, leaving the game unchanged.
    pub fn play_move(&mut self, mv: &Move) -> Result<Move> {
        self.play_exact(mv.path())
    }

    /// Plays the legal move whose path (start square, then every landing) is exactly `path`;
    /// unlike [`Game::play_path`] it never completes a prefix. Errors with `illegal_move` or
    /// `game_over`, leaving the game unchanged.
    pub fn play_exact(&mut self, path: &[u8]) -> Result<Move> {
        self.ensure_ongoing()?;
        match self.routes().iter().position(|r| r.mv.path() == path) {
            Some(index) => Ok(self.commit(index)),
            None => bail!(
                IllegalMove,
                "no legal move has the path {}",
                show_path(path)
            ),
        }
    }

    /// Plays the move whose path is `path`, or the only legal move that starts with `path`, or
    /// (for two squares) the only one from the first to the second square. Errors as
    /// [`Game::play`] does, and with `invalid_argument` for a path of fewer than two or more than
    /// [`MAX_PATH`] squares or a square that does not exist.
    pub fn play_path(&mut self, path: &[u8]) -> Result<Move> {
        if path.len() < 2 || path.len() > MAX_PATH {
            bail!(
                InvalidArgument,
                "a path names 2 to {MAX_PATH} squares, got {}",
                path.len()
            );
        }
        if let Some(&bad) = path.iter().find(|&&s| s == 0 || s > self.variant.squares()) {
            bail!(
                InvalidArgument,
                "there is no square {bad} (squares are 1-{})",
                self.variant.squares()
            );
        }
        self.ensure_ongoing()?;
        let routes = self.routes();
        let found = candidates(routes, path, |_| true);
        let index = self.pick(routes, found, path, true, &show_path(path))?;
        Ok(self.commit(index))
    }

    fn ensure_ongoing(&self) -> Result<()> {
        match self.outcome() {
            Some((_, _, reason)) => bail!(GameOver, "the game is over ({})", reason.code()),
            None => Ok(()),
        }
    }

    /// The one outcome among the `found` routes, or why there is none or more than one.
    fn pick(
        &self,
        routes: &[Route],
        found: Vec<usize>,
        squares: &[u8],
        capture: bool,
        shown: &str,
    ) -> Result<usize> {
        let Some(&first) = found.first() else {
            bail!(
                IllegalMove,
                "{shown}: {}",
                self.explain(routes, squares, capture)
            );
        };
        // Routes that differ only in the order of the jumps end in the same position: any will do.
        if found.iter().all(|&i| routes[i].raw == routes[first].raw) {
            return Ok(first);
        }
        let options: Vec<&str> = found.iter().map(|&i| routes[i].mv.notation()).collect();
        bail!(
            AmbiguousMove,
            "{shown} fits {} moves: {}; give the whole route",
            options.len(),
            options.join(", ")
        )
    }

    /// Why no legal move matches `squares`.
    fn explain(&self, routes: &[Route], squares: &[u8], capture: bool) -> String {
        let from = squares[0];
        let turn = self.turn();
        let Some(piece) = self.piece_at(from) else {
            return format!("there is no piece on {from}");
        };
        if piece.side != turn {
            return format!(
                "the piece on {from} is {}'s and {turn} is to move",
                piece.side
            );
        }
        let kind = if piece.king { "king" } else { "man" };
        let own: Vec<&Move> = routes
            .iter()
            .map(|r| &r.mv)
            .filter(|m| m.from() == from)
            .collect();
        let mut capturing: Vec<u8> = routes
            .iter()
            .filter(|r| r.mv.is_capture())
            .map(|r| r.mv.from())
            .collect();
        capturing.dedup();
        if own.is_empty() {
            if self.options.mandatory_capture() && !capturing.is_empty() {
                return format!(
                    "a capture is mandatory and the pieces that can capture are on {}",
                    list(&capturing)
                );
            }
            return format!("the {kind} on {from} cannot move");
        }
        let names: Vec<&str> = own.iter().map(|m| m.notation()).collect();
        if !capture && own.iter().all(|m| m.is_capture()) && self.options.mandatory_capture() {
            return format!("a capture is mandatory: {}", names.join(", "));
        }
        format!("the {kind} on {from} can play {}", names.join(", "))
    }

    /// Plays the legal move `self.routes()[index]` and records it.
    fn commit(&mut self, index: usize) -> Move {
        let Route { raw, mv } = self.routes()[index].clone();
        let pos = *self.position();
        let next = on_board!(self.variant, |L| pos.after::<L>(raw));
        let count = if pos.is_progress(raw) {
            0
        } else {
            self.reversible.last().copied().unwrap_or(0) + 1
        };
        self.positions.push(next);
        self.reversible.push(count);
        // Keep the moves of this position (for an undo) and forget older ones.
        if let Some(older) = self.routes.len().checked_sub(2) {
            self.routes[older] = OnceLock::new();
        }
        self.routes.push(OnceLock::new());
        self.history.push(mv.clone());
        mv
    }

    /// Takes back the event that ended the game if there is one, else the last move. Errors
    /// with `nothing_to_undo` at the start.
    ///
    /// ```
    /// use damero::{End, Game, Undone, Variant};
    /// let mut game = Game::new(Variant::English);
    /// game.play("11-15")?;
    /// game.agree_draw()?;
    /// assert_eq!(game.undo()?, Undone::End(End::Agreement)); // the game goes on
    /// assert!(matches!(game.undo()?, Undone::Move(m) if m.notation() == "11-15"));
    /// assert_eq!(game.undo().unwrap_err().code(), "nothing_to_undo");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn undo(&mut self) -> Result<Undone> {
        if let Some(end) = self.end.take() {
            return Ok(Undone::End(end));
        }
        match self.history.pop() {
            Some(mv) => {
                self.positions.pop();
                self.reversible.pop();
                self.routes.pop();
                Ok(Undone::Move(mv))
            }
            None => bail!(NothingToUndo, "no move has been played"),
        }
    }

    /// Ends the game as a draw by agreement. Errors with `not_allowed` before the first move or
    /// when the `agreement` option is off, and `game_over` after the game ended.
    pub fn agree_draw(&mut self) -> Result<()> {
        self.ensure_ongoing()?;
        if !self.options.agreement {
            bail!(
                NotAllowed,
                "draws by agreement are switched off in this game"
            );
        }
        if self.history.is_empty() {
            bail!(NotAllowed, "a draw can be agreed only after the first move");
        }
        self.end = Some(End::Agreement);
        Ok(())
    }

    /// `side` resigns: the other side wins. Errors with `not_allowed` when the `resignation`
    /// option is off, `game_over` after the game ended.
    pub fn resign(&mut self, side: Side) -> Result<()> {
        self.ensure_ongoing()?;
        if !self.options.resignation {
            bail!(NotAllowed, "resignation is switched off in this game");
        }
        self.end = Some(End::Resignation(side));
        Ok(())
    }

    /// Ends the game as a draw by claiming `kind`, or the first claimable draw when `None`.
    /// Returns the draw claimed. Errors with `not_claimable` when that draw cannot be claimed
    /// now (see [`Status::claimable`]), `game_over` after the game ended.
    ///
    /// ```
    /// use damero::{DrawKind, Game, Options, Reason, Variant};
    /// let options = Options::parse(Variant::English, "repetition=claim3")?;
    /// let mut game = Game::from_fen(Variant::English, "B:WK32:BK1", Some(options))?;
    /// for _ in 0..2 {
    ///     for m in ["1-6", "32-27", "6-1", "27-32"] {
    ///         game.play(m)?;
    ///     }
    /// }
    /// assert_eq!(game.status().claimable, vec![DrawKind::Repetition]);
    /// assert_eq!(game.claim_draw(None)?, DrawKind::Repetition);
    /// assert_eq!(game.status().reason, Some(Reason::Repetition));
    /// # Ok::<(), damero::Error>(())
    /// ```
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
        if parts.is_empty() {
            " (no draw rule of this game is claimed)".into()
        } else {
            format!(" ({})", parts.join("; "))
        }
    }

    /// Occurrences of the current position, this one included.
    fn repetitions(&self) -> u32 {
        let n = self.positions.len() - 1;
        let window = self.reversible[n] as usize;
        let current = &self.positions[n];
        self.positions[n - window..=n]
            .iter()
            .filter(|p| *p == current)
            .count() as u32
    }

    fn reversible_plies(&self) -> u32 {
        self.reversible.last().copied().unwrap_or(0)
    }

    /// Draw rules in `mode` whose condition holds now.
    fn draws_in(&self, mode: DrawMode) -> Vec<DrawKind> {
        let mut out = Vec::new();
        let r = &self.options.repetition;
        if r.mode == mode && self.repetitions() >= r.count {
            out.push(DrawKind::Repetition);
        }
        let limit = &self.options.move_limit;
        if limit.mode == mode && limit.plies().is_some_and(|p| self.reversible_plies() >= p) {
            out.push(DrawKind::MoveLimit);
        }
        out
    }

    fn claimable(&self) -> Vec<DrawKind> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.draws_in(DrawMode::Claim)
    }

    /// How the game ended, if it did.
    fn outcome(&self) -> Option<(State, Option<Side>, Reason)> {
        match self.end {
            Some(End::Agreement) => return Some((State::Draw, None, Reason::Agreement)),
            Some(End::Resignation(side)) => {
                return Some((State::Win, Some(!side), Reason::Resignation));
            }
            Some(End::Claim(DrawKind::Repetition)) => {
                return Some((State::Draw, None, Reason::Repetition));
            }
            Some(End::Claim(DrawKind::MoveLimit)) => {
                return Some((State::Draw, None, Reason::MoveLimit));
            }
            None => {}
        }
        let pos = self.position();
        let turn = pos.side;
        if pos.mine() == 0 {
            return Some((State::Win, Some(!turn), Reason::NoPieces));
        }
        let mobile = on_board!(self.variant, |L| capturers::<L>(pos) != 0
            || count_quiet::<L>(pos) > 0);
        if !mobile {
            return Some((State::Win, Some(!turn), Reason::NoMoves));
        }
        match self.draws_in(DrawMode::Auto).first() {
            Some(DrawKind::Repetition) => Some((State::Draw, None, Reason::Repetition)),
            Some(DrawKind::MoveLimit) => Some((State::Draw, None, Reason::MoveLimit)),
            None => None,
        }
    }

    /// The state of the game now.
    ///
    /// ```
    /// use damero::{Game, Reason, Side, State, Variant};
    /// let mut game = Game::from_fen(Variant::English, "B:W18:B14", None)?;
    /// assert_eq!(game.status().must_capture, vec![14]);
    /// game.play("14x23")?;
    /// let status = game.status();
    /// assert_eq!(status.state, State::Win);
    /// assert_eq!(status.winner, Some(Side::Black));
    /// assert_eq!(status.reason, Some(Reason::NoPieces));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn status(&self) -> Status {
        let outcome = self.outcome();
        let pos = self.position();
        let must_capture = if outcome.is_none() && self.options.mandatory_capture() {
            on_board!(self.variant, |L| squares_of::<L>(capturers::<L>(pos)))
        } else {
            Vec::new()
        };
        let (state, winner, reason) = match outcome {
            Some((state, winner, reason)) => (state, winner, Some(reason)),
            None => (State::Ongoing, None, None),
        };
        Status {
            state,
            winner,
            reason,
            turn: pos.side,
            must_capture,
            repetitions: self.repetitions(),
            reversible_plies: self.reversible_plies(),
            claimable: self.claimable(),
            warnings: if outcome.is_none() {
                self.draws_in(DrawMode::Warn)
            } else {
                Vec::new()
            },
            in_check: false,
        }
    }

    /// Perft of the current position: the number of move sequences of `depth` plies, with this
    /// game's capture option; draw rules and the end of the game are not considered. Errors with
    /// `invalid_argument` when `depth` exceeds [`MAX_PERFT_DEPTH`].
    pub fn perft(&self, depth: u32, duplicates: Duplicates) -> Result<u64> {
        Ok(self.perft_count(depth, duplicates, None)?.unwrap_or(0))
    }

    /// [`Game::perft`] that gives up when another thread sets `stop`: returns `Ok(None)` then,
    /// within a few milliseconds. For counts that a user may want to interrupt.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// let game = damero::Game::new(damero::Variant::English);
    /// let stop = AtomicBool::new(true); // already set: nothing deep is counted
    /// assert_eq!(game.perft_until(20, damero::Duplicates::Keep, &stop)?, None);
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn perft_until(
        &self,
        depth: u32,
        duplicates: Duplicates,
        stop: &AtomicBool,
    ) -> Result<Option<u64>> {
        self.perft_count(depth, duplicates, Some(stop))
    }

    fn perft_count(
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
        let mandatory = self.options.mandatory_capture();
        let drop = duplicates == Duplicates::Drop;
        let pos = self.position();
        Ok(on_board!(self.variant, |L| perft::perft::<L>(
            pos, depth, mandatory, drop, stop
        )))
    }

    /// Records an ending event while reading a fragment.
    pub(crate) fn apply_end(&mut self, end: End) -> Result<()> {
        match end {
            End::Agreement => self.agree_draw(),
            End::Resignation(side) => self.resign(side),
            End::Claim(kind) => self.claim_draw(Some(kind)).map(|_| ()),
        }
    }
}

impl std::fmt::Display for Game {
    /// The board as text, White at the bottom: `b`/`w` men, `B`/`W` kings, `.` empty playing
    /// squares, blanks for the unused squares; row numbers on the left and the number of the
    /// first playing square of each row on the right.
    ///
    /// ```text
    ///    b   b   b   b    1
    ///  b   b   b   b      5
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v = self.variant;
        for row in 0..v.rows() {
            let mut line = String::new();
            let mut first = None;
            for col in 0..v.columns() {
                let c = match v.square_at(row, col) {
                    Some(sq) => {
                        first.get_or_insert(sq);
                        self.piece_at(sq).map_or('.', Piece::letter)
                    }
                    None => ' ',
                };
                line.push(' ');
                line.push(c);
            }
            writeln!(f, "{line}   {:>2}", first.unwrap_or(0))?;
        }
        Ok(())
    }
}

/// Routes of the right kind that `squares` name exactly, or else by first and last square, or else
/// as a prefix of their path.
fn candidates(routes: &[Route], squares: &[u8], kind: impl Fn(&Route) -> bool) -> Vec<usize> {
    let exact: Vec<usize> = (0..routes.len())
        .filter(|&i| kind(&routes[i]) && routes[i].mv.path() == squares)
        .collect();
    if !exact.is_empty() {
        return exact;
    }
    (0..routes.len())
        .filter(|&i| {
            let m = &routes[i].mv;
            kind(&routes[i])
                && ((squares.len() == 2 && m.from() == squares[0] && m.to() == squares[1])
                    || m.path().starts_with(squares))
        })
        .collect()
}

/// A path for messages, e.g. `[10,19,26]`; a path longer than any move is cut short.
fn show_path(path: &[u8]) -> String {
    let shown: Vec<String> = path.iter().take(MAX_PATH).map(u8::to_string).collect();
    let more = if path.len() > MAX_PATH { ",..." } else { "" };
    format!("[{}{more}]", shown.join(","))
}

fn squares_of<L: Layout>(mut bits: u64) -> Vec<u8> {
    let mut out = Vec::new();
    while bits != 0 {
        out.push(L::square(bits.trailing_zeros()) as u8);
        bits &= bits - 1;
    }
    out
}

fn list(squares: &[u8]) -> String {
    squares
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
