//! A game: the one public type of every family. It holds a game record of the right family
//! ([`crate::record::Record`]) and dispatches each call to it once, at this boundary, so the
//! record and the rules under it are monomorphised per game.

use std::sync::atomic::AtomicBool;

use crate::draughts::family::Draughts;
use crate::draughts::rules::{
    BrazilianRules, CzechRules, EnglishRules, FrisianRules, InternationalRules, ItalianRules,
    PoolRules, RussianRules, SpanishRules, ThaiRules, TurkishRules,
};
use crate::error::Result;
use crate::moves::{Move, Piece};
use crate::options::Options;
use crate::perft::Duplicates;
use crate::record::Record;
use crate::side::Side;
use crate::status::{DrawKind, Status};
use crate::variant::Variant;

/// The record of a game, of its family and board.
#[derive(Clone, Debug, PartialEq)]
enum Inner {
    English(Record<Draughts<EnglishRules>>),
    Brazilian(Record<Draughts<BrazilianRules>>),
    International(Record<Draughts<InternationalRules>>),
    Russian(Record<Draughts<RussianRules>>),
    Pool(Record<Draughts<PoolRules>>),
    Italian(Record<Draughts<ItalianRules>>),
    Spanish(Record<Draughts<SpanishRules>>),
    Czech(Record<Draughts<CzechRules>>),
    Thai(Record<Draughts<ThaiRules>>),
    Turkish(Record<Draughts<TurkishRules>>),
    Frisian(Record<Draughts<FrisianRules>>),
}

/// Runs `$body` with `$r` bound to the record inside `$game`, whatever its family.
macro_rules! dispatch {
    ($game:expr, |$r:ident| $body:expr) => {
        match $game {
            Inner::English($r) => $body,
            Inner::Brazilian($r) => $body,
            Inner::International($r) => $body,
            Inner::Russian($r) => $body,
            Inner::Pool($r) => $body,
            Inner::Italian($r) => $body,
            Inner::Spanish($r) => $body,
            Inner::Czech($r) => $body,
            Inner::Thai($r) => $body,
            Inner::Turkish($r) => $body,
            Inner::Frisian($r) => $body,
        }
    };
}

/// Builds the record of `$variant` with `Record::$ctor($variant, ...)` (followed by `?` when the
/// constructor can fail).
macro_rules! build {
    ($variant:expr, $ctor:ident ( $($arg:expr),* ) ?) => {
        match $variant {
            Variant::English => Inner::English(Record::$ctor($variant, $($arg),*)?),
            Variant::Brazilian => Inner::Brazilian(Record::$ctor($variant, $($arg),*)?),
            Variant::International => Inner::International(Record::$ctor($variant, $($arg),*)?),
            Variant::Russian => Inner::Russian(Record::$ctor($variant, $($arg),*)?),
            Variant::Pool => Inner::Pool(Record::$ctor($variant, $($arg),*)?),
            Variant::Italian => Inner::Italian(Record::$ctor($variant, $($arg),*)?),
            Variant::Spanish => Inner::Spanish(Record::$ctor($variant, $($arg),*)?),
            Variant::Czech => Inner::Czech(Record::$ctor($variant, $($arg),*)?),
            Variant::Thai => Inner::Thai(Record::$ctor($variant, $($arg),*)?),
            Variant::Turkish => Inner::Turkish(Record::$ctor($variant, $($arg),*)?),
            Variant::Frisian => Inner::Frisian(Record::$ctor($variant, $($arg),*)?),
        }
    };
    ($variant:expr, $ctor:ident ( $($arg:expr),* )) => {
        match $variant {
            Variant::English => Inner::English(Record::$ctor($variant, $($arg),*)),
            Variant::Brazilian => Inner::Brazilian(Record::$ctor($variant, $($arg),*)),
            Variant::International => Inner::International(Record::$ctor($variant, $($arg),*)),
            Variant::Russian => Inner::Russian(Record::$ctor($variant, $($arg),*)),
            Variant::Pool => Inner::Pool(Record::$ctor($variant, $($arg),*)),
            Variant::Italian => Inner::Italian(Record::$ctor($variant, $($arg),*)),
            Variant::Spanish => Inner::Spanish(Record::$ctor($variant, $($arg),*)),
            Variant::Czech => Inner::Czech(Record::$ctor($variant, $($arg),*)),
            Variant::Thai => Inner::Thai(Record::$ctor($variant, $($arg),*)),
            Variant::Turkish => Inner::Turkish(Record::$ctor($variant, $($arg),*)),
            Variant::Frisian => Inner::Frisian(Record::$ctor($variant, $($arg),*)),
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

/// A game of any variant: moves, undo, status, draws, FEN and fragments.
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
/// assert_eq!(game.to_fragment(), "v2/english/m:11-15,23-19");
/// # Ok::<(), damero::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    inner: Inner,
}

/// Games are equal when they have the same variant, options, positions, moves and end; what
/// has been computed and kept for speed does not count.
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.inner == other.inner
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
        Game {
            inner: build!(variant, new(options)),
        }
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
        let options = options.unwrap_or_else(|| variant.default_options());
        let inner = build!(variant, from_fen(fen, options)?);
        Ok(Game { inner })
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        dispatch!(&self.inner, |r| r.variant)
    }

    /// The options.
    pub fn options(&self) -> &Options {
        dispatch!(&self.inner, |r| &r.options)
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        dispatch!(&self.inner, |r| r.turn())
    }

    /// The current position in the variant's FEN (draughts: PDN FEN in canonical form: side to
    /// move, White's squares, Black's, ascending, `K` before kings).
    pub fn fen(&self) -> String {
        dispatch!(&self.inner, |r| r.fen())
    }

    /// The start position in the variant's FEN.
    pub fn start_fen(&self) -> String {
        dispatch!(&self.inner, |r| r.start_fen())
    }

    /// Whether the game started from a position other than the standard start.
    pub fn has_custom_start(&self) -> bool {
        dispatch!(&self.inner, |r| r.has_custom_start())
    }

    /// The moves played so far, first to last.
    pub fn history(&self) -> &[Move] {
        dispatch!(&self.inner, |r| r.history())
    }

    /// Whether [`Game::undo`] has something to take back: a move, or the event that ended the game.
    pub fn can_undo(&self) -> bool {
        dispatch!(&self.inner, |r| r.can_undo())
    }

    /// The event that ended the game without a move, if any.
    pub fn end(&self) -> Option<End> {
        dispatch!(&self.inner, |r| r.end())
    }

    /// The piece on a square of the variant's numbering, or `None` for an empty square. Errors
    /// with `invalid_argument` for a square the board does not have (see
    /// [`Variant::check_square`]).
    ///
    /// ```
    /// use damero::{Game, Role, Side, Variant};
    /// let game = Game::new(Variant::English);
    /// let piece = game.piece_at(1)?.unwrap();
    /// assert_eq!((piece.side, piece.role), (Side::Black, Role::Man));
    /// assert_eq!(game.piece_at(16)?, None);
    /// assert_eq!(game.piece_at(33).unwrap_err().code(), "invalid_argument");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn piece_at(&self, square: u8) -> Result<Option<Piece>> {
        let square = self.variant().check_square(square as i64)?;
        Ok(dispatch!(&self.inner, |r| r.piece_at(square)))
    }

    /// The piece on every square: element `i` is square `i + first_square`.
    pub fn board(&self) -> Vec<Option<Piece>> {
        let v = self.variant();
        (v.first_square()..=v.squares())
            .map(|s| dispatch!(&self.inner, |r| r.piece_at(s)))
            .collect()
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
        dispatch!(&self.inner, |r| r.legal_moves())
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
        dispatch!(&self.inner, |r| r.completions(prefix))
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
        dispatch!(&mut self.inner, |r| r.play(text))
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
        dispatch!(&mut self.inner, |r| r.play_exact(path))
    }

    /// Plays the move whose path is `path`, or the only legal move that starts with `path`, or
    /// (for two squares) the only one from the first to the second square. Errors as
    /// [`Game::play`] does, and with `invalid_argument` for a path of fewer than two or more than
    /// [`MAX_PATH`] squares or a square that does not exist.
    pub fn play_path(&mut self, path: &[u8]) -> Result<Move> {
        dispatch!(&mut self.inner, |r| r.play_path(path))
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
        dispatch!(&mut self.inner, |r| r.undo())
    }

    /// Ends the game as a draw by agreement. Errors with `not_allowed` before the first move or
    /// when the `agreement` option is off, and `game_over` after the game ended.
    pub fn agree_draw(&mut self) -> Result<()> {
        dispatch!(&mut self.inner, |r| r.agree_draw())
    }

    /// `side` resigns: the other side wins. Errors with `not_allowed` when the `resignation`
    /// option is off, `game_over` after the game ended.
    pub fn resign(&mut self, side: Side) -> Result<()> {
        dispatch!(&mut self.inner, |r| r.resign(side))
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
        dispatch!(&mut self.inner, |r| r.claim_draw(kind))
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
        dispatch!(&self.inner, |r| r.status())
    }

    /// Perft of the current position: the number of move sequences of `depth` plies, with this
    /// game's capture option; draw rules and the end of the game are not considered. Errors with
    /// `invalid_argument` when `depth` exceeds [`MAX_PERFT_DEPTH`].
    pub fn perft(&self, depth: u32, duplicates: Duplicates) -> Result<u64> {
        Ok(dispatch!(&self.inner, |r| r.perft(depth, duplicates, None))?.unwrap_or(0))
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
        dispatch!(&self.inner, |r| r.perft(depth, duplicates, Some(stop)))
    }

    /// Records an ending event while reading a fragment.
    pub(crate) fn apply_end(&mut self, end: End) -> Result<()> {
        dispatch!(&mut self.inner, |r| r.apply_end(end))
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
        let v = self.variant();
        for row in 0..v.rows() {
            let mut line = String::new();
            let mut first = None;
            for col in 0..v.columns() {
                let c = match v.square_at(row, col) {
                    Some(sq) => {
                        first.get_or_insert(sq);
                        self.piece_at(sq)
                            .ok()
                            .flatten()
                            .and_then(|p| v.letter(p))
                            .unwrap_or('.')
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
