//! A game: the one public type of every family. It holds a game record of the right family
//! ([`crate::record::Record`]) and dispatches each call to it once, at this boundary, so the
//! record and the rules under it are monomorphised per game.

use std::sync::atomic::AtomicBool;

use crate::board::Geometry;
#[cfg(feature = "chess")]
use crate::chess::engine::Chess;
#[cfg(feature = "draughts")]
use crate::draughts::engine::Draughts;
#[cfg(feature = "draughts")]
use crate::draughts::rules::{
    BrazilianRules, CzechRules, EnglishRules, FrisianRules, InternationalRules, ItalianRules,
    PoolRules, RussianRules, SpanishRules, ThaiRules, TurkishRules,
};
use crate::end::{End, Undone};
use crate::error::{Quoted, Result, bail};
use crate::limits::MAX_FEN;
use crate::listed::LegalMoves;
use crate::moves::{Move, MoveRef};
use crate::options::Options;
use crate::perft::{Duplicates, PerftOptions, PerftResult};
use crate::piece::Piece;
#[cfg(feature = "placement")]
use crate::placement::{connect4_engine::ConnectFour, reversi_engine::Reversi};
use crate::record::Record;
use crate::side::Side;
use crate::status::{DrawKind, Status};
use crate::variant::Variant;

/// The one list of the games: each variant (or variants sharing a record type) with its cargo
/// feature, the name `--cfg damero_only="..."` knows it by, and the record type that plays it.
/// It generates `Inner` (the record of a game, of its family and board), `dispatch!` (runs a body
/// with the record inside a game, whatever its family), `build!` (builds the record of a variant,
/// or returns the `unknown_variant` error of a variant that is not in this build) and
/// `compiled` (whether a variant is in this build).
///
/// A build compiled with `--cfg damero_only` keeps only the records named by
/// `--cfg damero_only="NAME"` (several may be given): scripts/build-wasm builds the modules of
/// one game that the board element loads (English draughts, Reversi, Connect Four) this way,
/// smaller than their family's (English half of it). No other build sets it.
macro_rules! variant_list {
    ($d:tt; $( $feature:literal $only:literal $name:ident ($($variant:ident)|+) => $engine:ty ),* $(,)?) => {
        /// The record of a game, of its family and board.
        #[derive(Clone, Debug, PartialEq)]
        enum Inner {
            $( #[cfg(all(feature = $feature, any(not(damero_only), damero_only = $only)))] $name(Record<$engine>), )*
        }

        /// Whether this build plays `variant` (its family's feature on, and its record kept by
        /// `damero_only` when that is set).
        pub(crate) fn compiled(variant: Variant) -> bool {
            match variant {
                $( #[cfg(all(feature = $feature, any(not(damero_only), damero_only = $only)))]
                    $(Variant::$variant)|+ => true, )*
                #[allow(unreachable_patterns)] // reached only in a build without every variant
                _ => false,
            }
        }

        /// Runs `$body` with `$r` bound to the record inside `$game`, whatever its family.
        macro_rules! dispatch {
            ($d game:expr, |$d r:ident| $d body:expr) => {
                match $d game {
                    $( #[cfg(all(feature = $feature, any(not(damero_only), damero_only = $only)))] Inner::$name($d r) => $d body, )*
                }
            };
        }

        /// Builds the record of `$variant` with `Record::$ctor($variant, ...)` (followed by `?`
        /// when the constructor can fail). A variant whose family is not in this build returns
        /// its `unknown_variant` error from the enclosing function.
        macro_rules! build {
            ($d variant:expr, $d ctor:ident ( $d ($d arg:expr),* ) ?) => {
                match $d variant {
                    $( #[cfg(all(feature = $feature, any(not(damero_only), damero_only = $only)))] $(Variant::$variant)|+ =>
                        Inner::$name(Record::$d ctor($d variant, $d ($d arg),*)?), )*
                    #[allow(unreachable_patterns)] // reached only in a build without a family
                    other => return Err(other.not_in_build()),
                }
            };
            ($d variant:expr, $d ctor:ident ( $d ($d arg:expr),* )) => {
                match $d variant {
                    $( #[cfg(all(feature = $feature, any(not(damero_only), damero_only = $only)))] $(Variant::$variant)|+ =>
                        Inner::$name(Record::$d ctor($d variant, $d ($d arg),*)), )*
                    #[allow(unreachable_patterns)] // reached only in a build without a family
                    other => return Err(other.not_in_build()),
                }
            };
        }
    };
}

variant_list! { $;
    "draughts" "english" English(English) => Draughts<EnglishRules>,
    "draughts" "brazilian" Brazilian(Brazilian) => Draughts<BrazilianRules>,
    "draughts" "international" International(International) => Draughts<InternationalRules>,
    "draughts" "russian" Russian(Russian) => Draughts<RussianRules>,
    "draughts" "pool" Pool(Pool) => Draughts<PoolRules>,
    "draughts" "italian" Italian(Italian) => Draughts<ItalianRules>,
    "draughts" "spanish" Spanish(Spanish) => Draughts<SpanishRules>,
    "draughts" "czech" Czech(Czech) => Draughts<CzechRules>,
    "draughts" "thai" Thai(Thai) => Draughts<ThaiRules>,
    "draughts" "turkish" Turkish(Turkish) => Draughts<TurkishRules>,
    "draughts" "frisian" Frisian(Frisian) => Draughts<FrisianRules>,
    // Chess and Chess960 share a record (it knows its variant, and each position which it is).
    "chess" "chess" Chess(Chess | Chess960) => Chess,
    "placement" "reversi" Reversi(Reversi) => Reversi,
    "placement" "connect4" ConnectFour(ConnectFour) => ConnectFour,
}

/// A game of any variant: moves, undo, status, draws, FEN and fragments.
///
/// ```
/// use damero::{Game, State, Variant};
/// let mut game = Game::new(Variant::English)?;
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
    /// A new game of `variant` from its standard start, with the default options. Errors with
    /// `unknown_variant` only when the variant's family is not in this build (see
    /// [`Variant::is_available`]).
    pub fn new(variant: Variant) -> Result<Game> {
        Game::with_options(variant, variant.default_options())
    }

    /// A new game from the standard start with `options` (see [`Options::parse`]). Errors as
    /// [`Game::new`] does.
    pub fn with_options(variant: Variant, options: Options) -> Result<Game> {
        variant.check_options(&options)?;
        Ok(Game {
            inner: build!(variant, new(options)),
        })
    }

    /// A game that starts from a position in the variant's FEN, with `options` or the variant's
    /// defaults: draughts PDN FEN, e.g. `"W:W18,K30:B14"`; chess FEN, e.g.
    /// `"4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"` (the clocks may be left out; castling as `KQkq`,
    /// Shredder-FEN `HAha` or X-FEN); for Chess960 also a start number `"0"` to `"959"`
    /// (Scharnagl's numbering, `"518"` the standard start). Errors with `invalid_fen` if the text
    /// cannot be read, and with another message (saying it "is not a legal position") if it
    /// describes an impossible position (draughts: a man on its crowning row, too many pieces, no
    /// pieces at all;
    /// chess: not one king each, a pawn on the first or last rank, the side not to move in check,
    /// castling rights without their king and rook, an en-passant square with no pawn behind it).
    /// A draughts position where the side that just moved has no pieces is a game the side to move
    /// has already won (`no_pieces`).
    ///
    /// ```
    /// use damero::{Game, Variant};
    /// let game = Game::from_fen(Variant::Chess960, "0", None)?;
    /// assert_eq!(game.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// let bad = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", None).unwrap_err();
    /// assert!(bad.message().contains("is not a legal position"));
    /// # Ok::<(), damero::Error>(())
    /// ```
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
        if fen.len() > MAX_FEN {
            bail!(
                InvalidFen,
                "a FEN of {} bytes, over the limit of {MAX_FEN}: {q_fen}",
                fen.len(),
                q_fen = Quoted(fen)
            );
        }
        let options = options.unwrap_or_else(|| variant.default_options());
        variant.check_options(&options)?;
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
    /// move, White's squares, Black's, ascending, `K` before kings; chess: the full FEN with its
    /// clocks, castling `KQkq` (X-FEN in Chess960), the en-passant square only when an en-passant
    /// capture is legal, as python-chess writes it by default).
    pub fn fen(&self) -> String {
        dispatch!(&self.inner, |r| r.fen())
    }

    /// The start position in the variant's FEN.
    pub fn start_fen(&self) -> String {
        dispatch!(&self.inner, |r| r.start_fen())
    }

    /// The start position as the fragment's start segment holds it: its number for a numbered
    /// start (Chess960), else its FEN.
    pub(crate) fn start_text(&self) -> String {
        dispatch!(&self.inner, |r| r.start_text())
    }

    /// Whether the game started from a position other than the standard start.
    pub fn has_custom_start(&self) -> bool {
        dispatch!(&self.inner, |r| r.has_custom_start())
    }

    /// The moves played so far, first to last.
    pub fn history(&self) -> &[Move] {
        dispatch!(&self.inner, |r| r.history())
    }

    /// The number of moves played: the length of [`Game::history`], without building its
    /// moves (a game keeps the moves it plays small, and writes their notation when first read).
    pub fn ply(&self) -> usize {
        dispatch!(&self.inner, |r| r.ply())
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
    /// [`Game::check_square`]).
    ///
    /// ```
    /// use damero::{Game, Role, Side, Variant};
    /// let game = Game::new(Variant::English)?;
    /// let piece = game.piece_at(1)?.unwrap();
    /// assert_eq!((piece.side, piece.role), (Side::Black, Role::Man));
    /// assert_eq!(game.piece_at(16)?, None);
    /// assert_eq!(game.piece_at(33).unwrap_err().code(), "invalid_argument");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn piece_at(&self, square: u8) -> Result<Option<Piece>> {
        let square = self.check_square(square as i64)?;
        Ok(dispatch!(&self.inner, |r| r.piece_at(square)))
    }

    /// The piece on every square: element `i` is square `i + first_square` (draughts: squares
    /// 1..=N; chess: 0..=63, a1 first).
    pub fn board(&self) -> Vec<Option<Piece>> {
        let g = self.geometry();
        (g.first_square()..=g.last_square())
            .map(|s| dispatch!(&self.inner, |r| r.piece_at(s)))
            .collect()
    }

    /// The board this game is played on: the variant's, sized by the options where the variant
    /// has a `size` option. A page draws the board from this alone.
    ///
    /// ```
    /// use damero::{Game, Numbering, Variant};
    /// let g = Game::new(Variant::Chess)?.geometry();
    /// assert_eq!((g.rows, g.columns, g.numbering), (8, 8, Numbering::FromBottomLeft));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn geometry(&self) -> Geometry {
        dispatch!(&self.inner, |r| r.geometry())
    }

    /// `Ok` with the square when `square` is a square of this game's board, else
    /// `invalid_argument` naming the range: the one check of squares in every binding.
    pub fn check_square(&self, square: i64) -> Result<u8> {
        dispatch!(&self.inner, |r| r.check_square(square))
    }

    /// The algebraic name of a square of this game's board (see [`Geometry::square_name`]).
    /// Errors with `invalid_argument` for a square the board lacks, as [`Game::check_square`]:
    /// the one answer of every binding.
    pub fn square_name(&self, square: i64) -> Result<String> {
        let square = self.check_square(square)?;
        Ok(self.geometry().square_name(square).unwrap_or_default())
    }

    /// The number a move list gives the move played at ply `ply` of [`Game::history`] (0 = the
    /// first move played), or for `ply == history().len()` the move to be played next (as
    /// [`Status::move_number`]); `None` past that. The side the options let move first leads each
    /// numbered row (chess: White), so the number grows after each move of the other side; it
    /// starts at 1, or at the move number of a chess FEN.
    ///
    /// ```
    /// use damero::{Game, Variant};
    /// let mut game = Game::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 b - - 0 30", None)?;
    /// game.play("Kd7")?;
    /// game.play("Kd2")?;
    /// assert_eq!((game.move_number(0), game.move_number(1), game.move_number(2)), (Some(30), Some(31), Some(31)));
    /// assert_eq!(game.move_number(3), None);
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn move_number(&self, ply: usize) -> Option<u32> {
        dispatch!(&self.inner, |r| r.move_number(ply))
    }

    /// Every legal move, sorted by path (Connect Four: by column); empty once the game is over. Capture routes that
    /// differ only in the order of their jumps are listed separately (written in full).
    ///
    /// ```
    /// let game = damero::Game::new(damero::Variant::English)?;
    /// let moves: Vec<String> = game.legal_moves().iter().map(|m| m.notation().to_string()).collect();
    /// assert_eq!(moves, ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]);
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        dispatch!(&self.inner, |r| r.legal_moves())
    }

    /// The moves of [`Game::legal_moves`], kept apart from the game: their number at once, and
    /// each [`Move`] built only when asked, also after the game has moved on (a binding hands
    /// out a position's moves so). Nothing is written when it is made.
    pub fn legal_list(&self) -> LegalMoves {
        dispatch!(&self.inner, |r| r.legal_list())
    }

    /// Hands `f` each move of [`Game::legal_moves`], in order, borrowed from the list the game
    /// keeps: nothing is built or copied unless `f` asks ([`MoveRef::to_move`]).
    pub fn for_each_legal_move(&self, mut f: impl FnMut(MoveRef<'_>)) {
        dispatch!(&self.inner, |r| r.for_each_legal(&mut f))
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

    /// Plays a move given as text. Draughts: PDN, a step `11-15`, a capture in short form `15x24`
    /// or with its landings `10x19x26`, or a capture path prefix (start and first landings) that
    /// only one legal move begins with. Chess: SAN (`Nf3`, `exd8=Q`, `O-O`), read leniently as
    /// python-chess reads it (no check marks needed, `0-0`, `e8Q`, `Ng1f3`, `exd6e.p.`, `Pe4`),
    /// or UCI (`e2e4`, `e7e8q`, castling `e1g1` or king takes rook `e1h1`). Reversi: the square
    /// (`f5`, either case) or `pass` (also `PA` and `--`), which is legal only when no placement
    /// is. Connect Four: the column, `1` to `7`. Returns the move played.
    ///
    /// Errors, leaving the game unchanged: `invalid_notation` for text that is not move text,
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

    /// The legal move that `text` names, read as [`Game::play`] reads it, without playing it
    /// (python-chess's `parse_san`): its notation, path, captures and kind. Errors as
    /// [`Game::play`] does (`invalid_notation`, `illegal_move`, `ambiguous_move`, `game_over`);
    /// the game is never changed.
    ///
    /// ```
    /// use damero::{Game, Variant};
    /// let game = Game::new(Variant::Chess)?;
    /// let m = game.parse_move("Nf3")?;
    /// assert_eq!((m.notation(), m.long()), ("Nf3", "g1f3".to_string()));
    /// assert_eq!(game.history().len(), 0);
    /// assert_eq!(game.parse_move("Nf4").unwrap_err().code(), "illegal_move");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move> {
        dispatch!(&self.inner, |r| r.parse_move(text))
    }

    /// How many legal moves the position has (0 once the game is over): the length of
    /// [`Game::legal_moves`], without building the moves. A caller can ask it before listing a
    /// position with very many moves (Frisian and International kings can have thousands).
    pub fn legal_move_count(&self) -> usize {
        dispatch!(&self.inner, |r| r.legal_move_count())
    }

    /// Plays a whole sequence of moves: move texts (as [`Game::play`] reads them) separated by
    /// spaces or commas, where a word may hold a whole transcript as placement games write it
    /// (Reversi `f5d6c3d3c4`, passes left out; Connect Four `4453`, one digit a column). A forced
    /// pass that the text leaves out is played before the next move. Returns the moves played,
    /// passes included.
    ///
    /// All or nothing: when a move fails, the game is left as it was and the error (of the kind
    /// [`Game::play`] gives) says which move failed.
    ///
    /// ```
    /// use damero::{Game, Variant};
    /// let mut game = Game::new(Variant::English)?;
    /// assert_eq!(game.play_moves("11-15 23-19, 8-11")?.len(), 3);
    /// let err = game.play_moves("22-17 99-98").unwrap_err();
    /// assert!(err.message().starts_with("move 2"));
    /// assert_eq!(game.history().len(), 3); // unchanged
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn play_moves(&mut self, text: &str) -> Result<Vec<Move>> {
        dispatch!(&mut self.inner, |r| r.play_moves(text))
    }

    /// Plays the move at `index` of [`Game::legal_moves`] (what [`Game::play_move`] does with
    /// that move, without looking for it) and returns it, borrowed from the game. Errors with
    /// `illegal_move` when there is no such index, or `game_over`, leaving the game unchanged.
    pub fn play_legal(&mut self, index: usize) -> Result<&Move> {
        dispatch!(&mut self.inner, |r| r.play_legal(index))
    }

    /// Plays the move at `index` of [`Game::legal_moves`] as [`Game::play_legal`] does, without
    /// building the move: the fastest way to play (search, self-play), whose notation is written
    /// only if [`Game::history`] is read. Errors as [`Game::play_legal`] does, leaving the game
    /// unchanged.
    ///
    /// ```
    /// let mut game = damero::Game::new(damero::Variant::ConnectFour)?;
    /// game.play_index(3)?; // the fourth column
    /// assert_eq!(game.ply(), 1);
    /// assert_eq!(game.history()[0].notation(), "4");
    /// assert_eq!(game.play_index(7).unwrap_err().code(), "illegal_move");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn play_index(&mut self, index: usize) -> Result<()> {
        dispatch!(&mut self.inner, |r| r.play_index(index))
    }

    /// Plays the moves at `indexes`, each an index among the legal moves of its position, which
    /// a game of a batch played (see `batch/lane.rs`): the game read back.
    pub(crate) fn play_indexes(&mut self, indexes: &[u32]) {
        dispatch!(&mut self.inner, |r| r.play_indexes(indexes))
    }

    /// `n` games of a batch, of this game's variant and options from the standard start.
    pub(crate) fn lanes(&self, n: usize) -> Box<dyn crate::batch::Games> {
        dispatch!(&self.inner, |r| r.lanes(n))
    }

    /// Plays the legal move with the same path as `mv` (a move from [`Game::legal_moves`] of
    /// this position). Errors with `illegal_move` or `game_over`, leaving the game unchanged.
    pub fn play_move(&mut self, mv: &Move) -> Result<Move> {
        dispatch!(&mut self.inner, |r| r.play_move(mv))
    }

    /// Plays the legal move whose path (start square, then every landing) is exactly `path`;
    /// unlike [`Game::play_path`] it never completes a prefix. Errors with `invalid_argument` for
    /// a path of fewer than two or more than [`MAX_PATH`](crate::MAX_PATH) squares or a square the
    /// board lacks (as [`Game::play_path`]), `illegal_move` or `game_over`, leaving the game
    /// unchanged.
    pub fn play_exact(&mut self, path: &[u8]) -> Result<Move> {
        dispatch!(&mut self.inner, |r| r.play_exact(path))
    }

    /// Plays the move whose path is `path`, or the only legal move that starts with `path`, or
    /// (for two squares) the only one from the first to the second square. Chess: `[from, to]`;
    /// castling also as `[king, rook]`; a promotion without its piece is `ambiguous_move`, whose
    /// message lists the four. Errors as
    /// [`Game::play`] does, and with `invalid_argument` for a path of fewer than two or more than
    /// [`MAX_PATH`](crate::MAX_PATH) squares or a square that does not exist.
    pub fn play_path(&mut self, path: &[u8]) -> Result<Move> {
        dispatch!(&mut self.inner, |r| r.play_path(path))
    }

    /// Takes back the event that ended the game if there is one, else the last move. Errors
    /// with `nothing_to_undo` at the start.
    ///
    /// ```
    /// use damero::{End, Game, Undone, Variant};
    /// let mut game = Game::new(Variant::English)?;
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

    /// Takes back what [`Game::undo`] takes back, without building the move taken back: returns
    /// `true` for a move, `false` for the event that ended the game. Errors with
    /// `nothing_to_undo` at the start.
    ///
    /// ```
    /// let mut game = damero::Game::new(damero::Variant::Reversi)?;
    /// game.play("f5")?;
    /// game.resign(damero::Side::White)?;
    /// assert_eq!(game.take_back()?, false); // the resignation
    /// assert_eq!(game.take_back()?, true); // f5
    /// assert_eq!(game.ply(), 0);
    /// assert_eq!(game.take_back().unwrap_err().code(), "nothing_to_undo");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn take_back(&mut self) -> Result<bool> {
        dispatch!(&mut self.inner, |r| r.take_back())
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

    /// Plays a move (as [`Game::play`] reads it) and claims a draw in one step: the claim the
    /// WCDF and FIDE rules let a player make with the move that produces the repetition or
    /// reaches the move limit. `kind` names the draw, or `None` claims the first one claimable
    /// after the move. Returns the move and the draw claimed. Errors as [`Game::play`] does, and
    /// with `not_claimable` when no such draw can be claimed after the move; the game is then
    /// unchanged (the move is not played). [`Game::claim_draw`] keeps the other reading: a draw
    /// claimed once the position is on the board, by the player to move.
    ///
    /// ```
    /// use damero::{DrawKind, Game, Options, Reason, Variant};
    /// let options = Options::parse(Variant::English, "repetition=claim3")?;
    /// let mut game = Game::from_fen(Variant::English, "B:WK32:BK1", Some(options))?;
    /// for m in ["1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1"] {
    ///     game.play(m)?;
    /// }
    /// // White's 27-32 brings the start position back a third time: White claims with it.
    /// assert_eq!(game.play_and_claim("27-23", None).unwrap_err().code(), "not_claimable");
    /// let (played, kind) = game.play_and_claim("27-32", None)?;
    /// assert_eq!((played.notation(), kind), ("27-32", DrawKind::Repetition));
    /// assert_eq!(game.status().reason, Some(Reason::Repetition));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn play_and_claim(
        &mut self,
        text: &str,
        kind: Option<DrawKind>,
    ) -> Result<(Move, DrawKind)> {
        self.claim_with_move(kind, |game| game.play(text))
    }

    /// [`Game::play_and_claim`] for a move given any other way: `play` makes the move (for
    /// example `|g| g.play_path(&[23, 19])` or `|g| g.play_move(&mv)`), then the draw is claimed;
    /// when it cannot be, the move is taken back and the error is `not_claimable`. Errors of
    /// `play` come back as they are, the game unchanged.
    ///
    /// ```
    /// use damero::{DrawKind, Game, Options, Variant};
    /// let options = Options::parse(Variant::English, "repetition=claim3")?;
    /// let mut game = Game::from_fen(Variant::English, "B:WK32:BK1", Some(options))?;
    /// for m in ["1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1"] {
    ///     game.play(m)?;
    /// }
    /// let refused = game.claim_with_move(None, |g| g.play_path(&[27, 23])).unwrap_err();
    /// assert_eq!((refused.code(), game.history().len()), ("not_claimable", 7));
    /// let (played, kind) = game.claim_with_move(None, |g| g.play_path(&[27, 32]))?;
    /// assert_eq!((played.notation(), kind), ("27-32", DrawKind::Repetition));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn claim_with_move(
        &mut self,
        kind: Option<DrawKind>,
        play: impl FnOnce(&mut Game) -> Result<Move>,
    ) -> Result<(Move, DrawKind)> {
        let played = play(self)?;
        match self.claim_draw(kind) {
            Ok(claimed) => Ok((played, claimed)),
            Err(e) => {
                let _ = self.undo();
                Err(crate::Error::new(
                    crate::ErrorKind::NotClaimable,
                    format!("after {played}: {}", e.message()),
                ))
            }
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
        dispatch!(&self.inner, |r| r.status())
    }

    /// Perft of the current position: the number of move sequences of `depth` plies, with this
    /// game's capture option; draw rules and the end of the game are not considered. Errors with
    /// `invalid_argument` when `depth` exceeds [`MAX_PERFT_DEPTH`](crate::MAX_PERFT_DEPTH).
    pub fn perft(&self, depth: u32, duplicates: Duplicates) -> Result<u64> {
        Ok(dispatch!(&self.inner, |r| r.perft(depth, duplicates, None))?.unwrap_or(0))
    }

    /// [`Game::perft`] that gives up when another thread sets `stop`: returns `Ok(None)` then,
    /// within a few milliseconds. For counts that a user may want to interrupt.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// let game = damero::Game::new(damero::Variant::English)?;
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

    /// Perft of the current position with the count below each root move, on several threads if
    /// asked, with a stop flag and progress (see [`PerftOptions`]). Returns `Ok(None)` when the
    /// stop flag was set before the count finished. The count equals [`Game::perft`]'s for any
    /// number of threads. Errors with `invalid_argument` when `depth` exceeds
    /// [`MAX_PERFT_DEPTH`](crate::MAX_PERFT_DEPTH).
    pub fn perft_with(&self, depth: u32, options: &PerftOptions) -> Result<Option<PerftResult>> {
        dispatch!(&self.inner, |r| r.perft_with(depth, options))
    }

    /// Plays the move texts of a fragment (see `Record::replay_all`).
    pub(crate) fn replay(
        &mut self,
        moves: &[&str],
    ) -> std::result::Result<(), (usize, crate::Error)> {
        dispatch!(&mut self.inner, |r| r.replay_all(moves))
    }

    /// Whether the quick reading of `text` (see `Record::replay`) applies here; panics if it
    /// picks another move than [`Game::play`] does.
    #[cfg(all(test, any(feature = "draughts", feature = "chess")))]
    pub(crate) fn check_quick(&self, text: &str) -> bool {
        dispatch!(&self.inner, |r| r.check_quick(text))
    }

    /// Records an ending event while reading a fragment.
    pub(crate) fn apply_end(&mut self, end: End) -> Result<()> {
        dispatch!(&mut self.inner, |r| r.apply_end(end))
    }
}

impl std::fmt::Display for Game {
    /// The board as text, in the variant's letters ([`Variant::letter`]), `.` for an empty
    /// playing square and a blank for a square not played on, drawn as the geometry places the
    /// squares (row 0 at the top). A board labelled at its edges ([`Labels::Edge`](crate::Labels):
    /// chess, Reversi) has its row numbers on the left and its column letters below (Connect
    /// Four: the column numbers below); a numbered board (draughts) has the number of the first
    /// playing square of each row on the right.
    ///
    /// ```text
    ///  8 r n b q k b n r        b   b   b   b    1
    ///  ...                    b   b   b   b      5
    ///  1 R N B Q K B N R
    ///    a b c d e f g h
    /// ```
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v = self.variant();
        let g = self.geometry();
        let edge = g.labels == crate::Labels::Edge;
        for row in 0..g.rows {
            let mut line = String::new();
            let mut first = None;
            if edge && !g.drops {
                line.push_str(&format!("{:>2}", g.rank(row)));
            }
            for col in 0..g.columns {
                let c = match g.square_at(row, col) {
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
            if edge {
                writeln!(f, "{line}")?;
            } else {
                writeln!(f, "{line}   {:>2}", first.unwrap_or(0))?;
            }
        }
        if edge {
            let mut line = String::from(if g.drops { "" } else { "  " });
            for col in 0..g.columns {
                line.push(' ');
                if g.drops {
                    line.push_str(&(col + 1).to_string());
                } else {
                    line.push(char::from(b'a' + col));
                }
            }
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

#[cfg(all(test, feature = "chess"))]
mod text_board_tests {
    use crate::{Game, Variant};

    #[test]
    fn chess_has_ranks_and_files() {
        let text = Game::new(Variant::Chess).unwrap().to_string();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], " 8 r n b q k b n r");
        assert_eq!(lines[7], " 1 R N B Q K B N R");
        assert_eq!(lines[8], "   a b c d e f g h");
    }
}

/// Perft from the standard start of `variant`, or from `fen`, with the variant's default options.
///
/// ```
/// use damero::{Duplicates, Variant, perft};
/// assert_eq!(perft(Variant::English, None, 6, Duplicates::Keep)?, 36_768);
/// # Ok::<(), damero::Error>(())
/// ```
///
/// Errors with `invalid_fen` for a bad FEN and `invalid_argument` for a depth over
/// [`MAX_PERFT_DEPTH`](crate::MAX_PERFT_DEPTH).
pub fn perft(
    variant: Variant,
    fen: Option<&str>,
    depth: u32,
    duplicates: Duplicates,
) -> Result<u64> {
    Ok(perft_with(
        variant,
        fen,
        depth,
        &PerftOptions::new().duplicates(duplicates),
    )?
    .map_or(0, |run| run.nodes))
}

/// [`perft`] with [`PerftOptions`]: threads, a stop flag, progress, and the count below each
/// root move. Returns `Ok(None)` when the stop flag was set before the count finished. Errors as
/// [`perft`] does.
///
/// ```
/// use damero::{PerftOptions, Variant, perft_with};
/// let run = perft_with(Variant::International, None, 4, &PerftOptions::new().threads(0))?;
/// assert_eq!(run.unwrap().nodes, 4_265);
/// # Ok::<(), damero::Error>(())
/// ```
pub fn perft_with(
    variant: Variant,
    fen: Option<&str>,
    depth: u32,
    options: &PerftOptions,
) -> Result<Option<PerftResult>> {
    let game = match fen {
        Some(fen) => Game::from_fen(variant, fen, None)?,
        None => Game::new(variant)?,
    };
    game.perft_with(depth, options)
}

#[path = "actions/game.rs"]
mod actions;
#[path = "tasks/game.rs"]
mod tasks;
