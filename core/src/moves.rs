//! Moves and pieces as the public API shows them.

use std::fmt;

use crate::piece::Role;
use crate::variant::Variant;

/// The most squares a move's path can hold (start square included), on any board.
pub const MAX_PATH: usize = 32;

/// The longest notation of any move: every square of the longest path, two digits and a
/// separator each.
pub const MAX_NOTATION: usize = 3 * MAX_PATH;

/// The public fields of a [`Move`], in the order every binding lists them: each binding's move
/// type and every conformance and differential runner are checked against this list
/// (`conformance/fields.json`).
pub const MOVE_FIELDS: [&str; 9] = [
    "kind",
    "notation",
    "long",
    "path",
    "from",
    "to",
    "target",
    "captures",
    "promotion",
];

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum MoveKind {
    /// A piece travels from one square to another (draughts, chess): the path starts on the
    /// square it leaves.
    Travel,
    /// A disc is put on an empty square (Reversi; Connect Four, where it falls to the lowest
    /// empty square of a column): the path is that one square.
    Place,
    /// The side to move passes (Reversi, when it has no placement): the path is empty.
    Pass,
}

impl MoveKind {
    /// Every kind, in a fixed order (the order of the C enum).
    pub const ALL: [MoveKind; 3] = [MoveKind::Travel, MoveKind::Place, MoveKind::Pass];

    /// The code shared by every language: `"travel"`, `"place"` or `"pass"`.
    pub fn code(self) -> &'static str {
        match self {
            MoveKind::Travel => "travel",
            MoveKind::Place => "place",
            MoveKind::Pass => "pass",
        }
    }
}

impl fmt::Display for MoveKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A legal move, with everything a board needs to show it. A plain value: copying it allocates
/// nothing.
///
/// ```
/// let game = damero::Game::from_fen(damero::Variant::English, "B:W18,27:B14", None).unwrap();
/// let m = &game.legal_moves()[0];
/// assert_eq!(m.kind(), damero::MoveKind::Travel);
/// assert_eq!(m.notation(), "14x32");
/// assert_eq!(m.path(), &[14, 23, 32]);
/// assert_eq!((m.from(), m.to(), m.target()), (Some(14), Some(32), Some(32)));
/// assert_eq!(m.captures(), &[18, 27]);
/// assert_eq!(m.promotion(), Some(damero::Role::King)); // the man is crowned
/// assert_eq!(m.long(), "14x23x32");
/// ```
#[derive(Clone)]
pub struct Move {
    kind: MoveKind,
    path: [u8; MAX_PATH],
    path_len: u8,
    captures: [u8; MAX_PATH],
    captures_len: u8,
    notation: [u8; MAX_NOTATION],
    notation_len: u8,
    promotion: Option<Role>,
    /// The square a player clicks to make the move, if any (see [`Move::target`]).
    target: Option<u8>,
    /// The long form when the family writes it with the move (chess: UCI); empty when the
    /// family computes it when asked ([`Move::long_writer`]).
    long: [u8; MAX_LONG],
    long_len: u8,
    /// Writes the long form of a move whose family computes it when asked (draughts: every
    /// landing), so that the move stays small. Not part of equality: it follows from the rest.
    long_writer: Option<fn(&Move) -> String>,
    /// The variant whose algebraic square names the notation uses (`c3-d4`), or `None` for
    /// square numbers (draughts).
    names: Option<Variant>,
    /// Whether the notation was written with every landing (draughts; not part of equality: a
    /// path of two squares reads the same either way).
    every_landing: bool,
}

/// The longest long form a family writes with the move (UCI: `e7e8q`).
const MAX_LONG: usize = 8;

/// ASCII text written into one of a move's own buffers ([`Move::fill`]), without allocating.
/// Writing past the buffer is a bug (the longest texts fit).
pub(crate) struct TextOut<'a> {
    buf: &'a mut [u8],
    len: usize,
}

impl TextOut<'_> {
    #[cfg_attr(not(feature = "chess"), allow(dead_code))]
    pub fn push(&mut self, byte: u8) {
        self.buf[self.len] = byte;
        self.len += 1;
    }

    #[cfg_attr(not(feature = "chess"), allow(dead_code))]
    pub fn push_bytes(&mut self, bytes: &[u8]) {
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
    }

    /// Lets `write` write into the rest of the buffer; it returns how many bytes it wrote.
    #[cfg_attr(
        not(any(feature = "draughts", feature = "placement")),
        allow(dead_code)
    )]
    pub fn write_with(&mut self, write: impl FnOnce(&mut [u8]) -> usize) {
        self.len += write(&mut self.buf[self.len..]);
    }
}

/// What a family tells [`Move::fill`] about a move besides its squares and text.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extra {
    /// The square the player clicks, when it is not the last square of the path.
    pub target: Option<u8>,
    /// See [`Move::long_writer`].
    pub long_writer: Option<fn(&Move) -> String>,
    /// See [`Move::names`].
    pub names: Option<Variant>,
    /// See [`Move::every_landing`].
    pub every_landing: bool,
}

impl Extra {
    /// Nothing besides the squares.
    pub const NONE: Extra = Extra {
        target: None,
        long_writer: None,
        names: None,
        every_landing: false,
    };
}

impl Move {
    /// A move with nothing in it yet, for the constructors to fill.
    pub(crate) const BLANK: Move = Move {
        kind: MoveKind::Travel,
        path: [0; MAX_PATH],
        path_len: 0,
        captures: [0; MAX_PATH],
        captures_len: 0,
        notation: [0; MAX_NOTATION],
        notation_len: 0,
        promotion: None,
        target: None,
        long: [0; MAX_LONG],
        long_len: 0,
        long_writer: None,
        names: None,
        every_landing: false,
    };

    /// Fills a [`Move::BLANK`]: a move of `kind` along `path`, taking the pieces on `captures`,
    /// becoming `promotion`. `write` writes the notation and the long form (left empty when the
    /// family computes it when asked) into the move's own buffers; both are ASCII and short, and
    /// both slices hold at most [`MAX_PATH`] squares (callers ensure it).
    pub(crate) fn fill(
        &mut self,
        kind: MoveKind,
        path: &[u8],
        captures: &[u8],
        promotion: Option<Role>,
        extra: Extra,
        write: impl FnOnce(&mut TextOut<'_>, &mut TextOut<'_>),
    ) {
        self.kind = kind;
        self.path[..path.len()].copy_from_slice(path);
        self.path_len = path.len() as u8;
        self.captures[..captures.len()].copy_from_slice(captures);
        self.captures_len = captures.len() as u8;
        self.promotion = promotion;
        self.target = extra.target.or_else(|| path.last().copied());
        self.long_writer = extra.long_writer;
        self.names = extra.names;
        self.every_landing = extra.every_landing;
        let mut notation = TextOut {
            buf: &mut self.notation,
            len: 0,
        };
        let mut long = TextOut {
            buf: &mut self.long,
            len: 0,
        };
        write(&mut notation, &mut long);
        // Bounded by the buffers' lengths, which fit a byte.
        (self.notation_len, self.long_len) = (notation.len as u8, long.len as u8);
    }

    /// What the move does: travel, place or pass.
    pub fn kind(&self) -> MoveKind {
        self.kind
    }

    /// The standard notation. Draughts: PDN, `11-15` for a step, `15x24` for a capture, and the
    /// whole route `10x19x26` only when another legal move has the same first and last squares;
    /// Russian, Czech and Turkish write square names instead: `c3-d4`, `c3:e5`, `c3:e5:c7`.
    /// Chess: SAN, `Nf3`, `exd8=Q+`, `O-O`.
    pub fn notation(&self) -> &str {
        // Only ASCII is ever written.
        std::str::from_utf8(&self.notation[..self.notation_len as usize]).unwrap_or("")
    }

    /// The square the piece leaves; `None` for a placement and a pass.
    pub fn from(&self) -> Option<u8> {
        match self.kind {
            MoveKind::Travel => self.path().first().copied(),
            _ => None,
        }
    }

    /// The square the piece ends on (the start square again for a draughts king whose captures
    /// go round in a circle) or the disc is put on; `None` for a pass.
    pub fn to(&self) -> Option<u8> {
        self.path().last().copied()
    }

    /// The square a player clicks to make the move once its piece is picked (or, for a
    /// placement, at once): the last square of the path, except for a chess castling, where it
    /// is the square its UCI text names (the king's landing square, or in Chess960 the square of
    /// the rook it castles with). `None` for a pass.
    pub fn target(&self) -> Option<u8> {
        self.target
    }

    /// The start square and then every square the piece lands on, in order (chess: `[from, to]`;
    /// castling `[king from, king to]`); the one square of a placement; empty for a pass.
    pub fn path(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }

    /// The squares of the captured pieces, in the order they are jumped (empty for a step); in
    /// chess the square of the taken piece, which is not `to` for en passant; in Reversi the
    /// discs the placement turns, ascending.
    pub fn captures(&self) -> &[u8] {
        &self.captures[..self.captures_len as usize]
    }

    /// Whether the move captures (or, in Reversi, turns discs).
    pub fn is_capture(&self) -> bool {
        self.captures_len > 0
    }

    /// The role the moving piece takes on by this move, if it changes: [`Role::King`] when a
    /// draughts man is crowned; the piece a chess pawn is promoted to.
    pub fn promotion(&self) -> Option<Role> {
        self.promotion
    }

    /// The long form. Draughts: every square of the path (`10x19x26`, `11-15` for a step),
    /// whatever [`Move::notation`] writes. Chess: UCI (`e2e4`, `e7e8q`; castling `e1g1` in chess,
    /// king takes rook `e1h1` in Chess960). It names the move on its own in any position where it
    /// is legal.
    pub fn long(&self) -> String {
        match self.long_writer {
            Some(write) if self.long_len == 0 => write(self),
            _ => ascii(&self.long[..self.long_len as usize]),
        }
    }

    /// The variant whose square names a draughts notation uses, if any.
    #[cfg_attr(not(feature = "draughts"), allow(dead_code))]
    pub(crate) fn names(&self) -> Option<Variant> {
        self.names
    }

    /// Whether a draughts notation was written with every landing.
    #[cfg_attr(not(feature = "draughts"), allow(dead_code))]
    pub(crate) fn every_landing(&self) -> bool {
        self.every_landing
    }

    /// Whether the family wrote the long form with the move.
    #[cfg_attr(not(feature = "draughts"), allow(dead_code))]
    pub(crate) fn has_written_long(&self) -> bool {
        self.long_len != 0
    }
}

/// Text this module wrote (ASCII) as a `String`.
fn ascii(bytes: &[u8]) -> String {
    std::str::from_utf8(bytes).unwrap_or_default().to_owned()
}

/// What a [`MoveRef`] borrows: a legal move as its family keeps it, which can show its squares
/// and build its [`Move`].
pub(crate) trait View: fmt::Debug + Sync {
    fn kind(&self) -> MoveKind;
    fn path(&self) -> &[u8];
    fn captures(&self) -> &[u8];
    fn promotion(&self) -> Option<Role>;
    fn target(&self) -> Option<u8>;
    /// The move, notation written.
    fn to_move(&self) -> Move;
    /// Whether `mv` equals [`View::to_move`], found without building it.
    fn is(&self, mv: &Move) -> bool;
}

impl View for Move {
    fn kind(&self) -> MoveKind {
        self.kind
    }
    fn path(&self) -> &[u8] {
        Move::path(self)
    }
    fn captures(&self) -> &[u8] {
        Move::captures(self)
    }
    fn promotion(&self) -> Option<Role> {
        self.promotion
    }
    fn target(&self) -> Option<u8> {
        self.target
    }
    fn to_move(&self) -> Move {
        self.clone()
    }
    fn is(&self, mv: &Move) -> bool {
        self == mv
    }
}

/// A legal move of a game's current position, borrowed from the list the game keeps: its squares
/// and promotion, and the [`Move`] it stands for, built only when asked
/// ([`MoveRef::to_move`]). [`Game::for_each_legal_move`](crate::Game::for_each_legal_move) hands
/// them out, in the order of [`Game::legal_moves`](crate::Game::legal_moves).
///
/// ```
/// let game = damero::Game::new(damero::Variant::English)?;
/// let moves = game.legal_moves();
/// let mut i = 0;
/// game.for_each_legal_move(|r| {
///     assert_eq!(r.path(), moves[i].path());
///     assert_eq!(r.target(), moves[i].target());
///     assert!(r.is(&moves[i]) && r.to_move() == moves[i]);
///     i += 1;
/// });
/// assert_eq!(i, 7);
/// # Ok::<(), damero::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MoveRef<'a>(pub(crate) &'a dyn View);

impl<'a> MoveRef<'a> {
    /// The kind, as [`Move::kind`] has it.
    pub fn kind(&self) -> MoveKind {
        self.0.kind()
    }

    /// The path, as [`Move::path`] has it.
    pub fn path(&self) -> &'a [u8] {
        self.0.path()
    }

    /// The captured squares, as [`Move::captures`] has them.
    pub fn captures(&self) -> &'a [u8] {
        self.0.captures()
    }

    /// The promotion, as [`Move::promotion`] has it.
    pub fn promotion(&self) -> Option<Role> {
        self.0.promotion()
    }

    /// The square a player clicks, as [`Move::target`] has it.
    pub fn target(&self) -> Option<u8> {
        self.0.target()
    }

    /// The square left, as [`Move::from`] has it.
    pub fn from(&self) -> Option<u8> {
        match self.kind() {
            MoveKind::Travel => self.path().first().copied(),
            _ => None,
        }
    }

    /// The square reached, as [`Move::to`] has it.
    pub fn to(&self) -> Option<u8> {
        self.path().last().copied()
    }

    /// The move, notation written.
    pub fn to_move(&self) -> Move {
        self.0.to_move()
    }

    /// Whether `mv` equals [`MoveRef::to_move`], found without building it.
    pub fn is(&self, mv: &Move) -> bool {
        self.0.is(mv)
    }
}

/// Moves are equal when their kind, path, target, captures, notation, promotion, long form and
/// square names are (only the bytes in use count).
impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.kind == other.kind
            && self.target == other.target
            && self.path_len == other.path_len
            && self.captures_len == other.captures_len
            && self.notation_len == other.notation_len
            && self.promotion == other.promotion
            && self.names == other.names
            && self.path() == other.path()
            && self.captures() == other.captures()
            && self.notation.as_slice()[..self.notation_len as usize]
                == other.notation.as_slice()[..other.notation_len as usize]
            && self.long[..self.long_len as usize] == other.long[..other.long_len as usize]
    }
}

impl Eq for Move {}

impl std::hash::Hash for Move {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.kind.hash(state);
        self.path().hash(state);
        self.captures().hash(state);
        self.notation().hash(state);
        self.promotion.hash(state);
        self.long[..self.long_len as usize].hash(state);
        self.names.hash(state);
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("kind", &self.kind)
            .field("notation", &self.notation())
            .field("path", &self.path())
            .field("captures", &self.captures())
            .field("promotion", &self.promotion)
            .finish()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
    }
}

/// A path for messages, e.g. `[10,19,26]`; a path longer than any move is cut short.
pub(crate) fn show_path(path: &[u8]) -> String {
    let max = MAX_PATH;
    let shown: Vec<String> = path.iter().take(max).map(u8::to_string).collect();
    let more = if path.len() > max { ",..." } else { "" };
    format!("[{}{more}]", shown.join(","))
}
