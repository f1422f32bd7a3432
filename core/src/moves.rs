//! Moves and pieces as the public API shows them.

use std::fmt;

use crate::draughts::notation;
use crate::error::Quoted;
use crate::side::Side;
use crate::variant::Variant;

/// The most squares a move's path can hold (start square included), on any board.
pub const MAX_PATH: usize = 32;

/// The longest notation of any move: every square of the longest path, two digits and a
/// separator each.
pub const MAX_NOTATION: usize = 3 * MAX_PATH;

/// A legal move, with everything a board needs to show it. A plain value: copying it allocates
/// nothing.
///
/// ```
/// let game = damero::Game::from_fen(damero::Variant::English, "B:W18,27:B14", None).unwrap();
/// let m = &game.legal_moves()[0];
/// assert_eq!(m.notation(), "14x32");
/// assert_eq!(m.path(), &[14, 23, 32]);
/// assert_eq!(m.captures(), &[18, 27]);
/// assert_eq!(m.promotion(), Some(damero::Role::King)); // the man is crowned
/// assert_eq!(m.long(), "14x23x32");
/// ```
#[derive(Clone)]
pub struct Move {
    path: [u8; MAX_PATH],
    path_len: u8,
    captures: [u8; MAX_PATH],
    captures_len: u8,
    notation: [u8; MAX_NOTATION],
    notation_len: u8,
    promotion: Option<Role>,
    /// The long form when the family writes its own (chess: UCI); empty for draughts, whose long
    /// form is computed from the path.
    long: [u8; MAX_LONG],
    long_len: u8,
    /// The variant whose algebraic square names the notation uses (`c3-d4`), or `None` for
    /// square numbers.
    names: Option<Variant>,
    /// Whether [`Move::new`] wrote the notation with every landing (not part of equality: a
    /// path of two squares reads the same either way). Read only by draughts moves.
    #[cfg_attr(not(feature = "draughts"), allow(dead_code))]
    every_landing: bool,
}

/// The longest long form a family writes itself (UCI: `e7e8q`).
const MAX_LONG: usize = 8;

/// ASCII text written into one of a move's own buffers ([`Move::fill_chess`]), without
/// allocating. Writing past the buffer is a bug (the longest SAN and UCI texts fit).
#[cfg(feature = "chess")]
pub(crate) struct TextOut<'a> {
    buf: &'a mut [u8],
    len: usize,
}

#[cfg(feature = "chess")]
impl TextOut<'_> {
    pub fn push(&mut self, byte: u8) {
        self.buf[self.len] = byte;
        self.len += 1;
    }

    pub fn push_bytes(&mut self, bytes: &[u8]) {
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
    }
}

impl Move {
    /// A draughts move with this path and these captures, its notation written in short form or,
    /// when `long`, with every landing; `crowns` when a man becomes a king. Both slices are at
    /// most [`MAX_PATH`] long (callers ensure it).
    /// `names` is the variant whose algebraic square names the notation uses, if any.
    #[cfg(feature = "draughts")]
    pub(crate) fn new(
        path: &[u8],
        captures: &[u8],
        crowns: bool,
        long: bool,
        names: Option<Variant>,
    ) -> Move {
        let mut m = Move::BLANK;
        m.fill_draughts(path, captures, crowns, long, names);
        m
    }

    /// A move with nothing in it yet, for the constructors to fill.
    pub(crate) const BLANK: Move = Move {
        path: [0; MAX_PATH],
        path_len: 0,
        captures: [0; MAX_PATH],
        captures_len: 0,
        notation: [0; MAX_NOTATION],
        notation_len: 0,
        promotion: None,
        long: [0; MAX_LONG],
        long_len: 0,
        names: None,
        every_landing: false,
    };

    /// Pushes onto `out` the move that [`Move::new`] makes of these squares, written in place
    /// (a move is not small: building it elsewhere and moving it costs copies).
    #[cfg(feature = "draughts")]
    pub(crate) fn push_draughts(
        out: &mut Vec<Move>,
        path: &[u8],
        captures: &[u8],
        crowns: bool,
        long: bool,
        names: Option<Variant>,
    ) {
        out.push(Move::BLANK);
        if let Some(m) = out.last_mut() {
            m.fill_draughts(path, captures, crowns, long, names);
        }
    }

    /// Fills a [`Move::BLANK`] as [`Move::new`] describes. `path` and `captures` hold at most
    /// [`MAX_PATH`] squares each (callers ensure it).
    #[cfg(feature = "draughts")]
    fn fill_draughts(
        &mut self,
        path: &[u8],
        captures: &[u8],
        crowns: bool,
        long: bool,
        names: Option<Variant>,
    ) {
        self.set_squares(path, captures);
        self.promotion = crowns.then_some(Role::King);
        self.names = names;
        self.write_notation(long);
    }

    /// Sets the path and the captures (at most [`MAX_PATH`] squares each).
    fn set_squares(&mut self, path: &[u8], captures: &[u8]) {
        self.path[..path.len()].copy_from_slice(path);
        self.path_len = path.len() as u8;
        self.captures[..captures.len()].copy_from_slice(captures);
        self.captures_len = captures.len() as u8;
    }

    /// Fills a [`Move::BLANK`] as a move whose family writes both its notations (chess: SAN and
    /// UCI): from `path[0]` to the last square of `path`, taking the pieces on `captures`,
    /// becoming `promotion`. `write` writes the notation and the long form into the move's own
    /// buffers; both are ASCII and short (callers ensure it).
    #[cfg(feature = "chess")]
    pub(crate) fn fill_chess(
        &mut self,
        path: &[u8],
        captures: &[u8],
        promotion: Option<Role>,
        write: impl FnOnce(&mut TextOut<'_>, &mut TextOut<'_>),
    ) {
        self.set_squares(path, captures);
        self.promotion = promotion;
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

    /// Writes the notation: short form, or with `long` every square of the path.
    #[cfg(feature = "draughts")]
    pub(crate) fn write_notation(&mut self, long: bool) {
        self.every_landing = long;
        let len = self.path_len as usize;
        let n = notation::write(
            &self.path[..len],
            self.is_capture(),
            long,
            self.names,
            &mut self.notation,
        );
        self.notation_len = n as u8;
    }

    /// The standard notation. Draughts: PDN, `11-15` for a step, `15x24` for a capture, and the
    /// whole route `10x19x26` only when another legal move has the same first and last squares;
    /// Russian, Czech and Turkish write square names instead: `c3-d4`, `c3:e5`, `c3:e5:c7`.
    /// Chess: SAN, `Nf3`, `exd8=Q+`, `O-O`.
    pub fn notation(&self) -> &str {
        // Only ASCII is ever written.
        std::str::from_utf8(&self.notation[..self.notation_len as usize]).unwrap_or("")
    }

    /// The square the piece leaves.
    pub fn from(&self) -> u8 {
        self.path[0]
    }

    /// The square the piece ends on (the start square again for a king whose captures go round
    /// in a circle).
    pub fn to(&self) -> u8 {
        self.path[self.path_len as usize - 1]
    }

    /// The start square and then every square the piece lands on, in order (chess: `[from, to]`;
    /// castling `[king from, king to]`).
    pub fn path(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }

    /// The squares of the captured pieces, in the order they are jumped (empty for a step); in
    /// chess the square of the taken piece, which is not `to` for en passant.
    pub fn captures(&self) -> &[u8] {
        &self.captures[..self.captures_len as usize]
    }

    /// Whether the move captures.
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
    /// king takes rook `e1h1` in Chess960). It names the move on its own in any position where it is legal.
    pub fn long(&self) -> String {
        if self.long_len > 0 {
            return ascii(&self.long[..self.long_len as usize]);
        }
        let mut out = [0u8; MAX_NOTATION];
        let n = notation::write(self.path(), self.is_capture(), true, self.names, &mut out);
        ascii(&out[..n])
    }
}

/// Text this module wrote (ASCII) as a `String`.
fn ascii(bytes: &[u8]) -> String {
    std::str::from_utf8(bytes).unwrap_or_default().to_owned()
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
///     assert!(r.is(&moves[i]) && r.to_move() == moves[i]);
///     i += 1;
/// });
/// assert_eq!(i, 7);
/// # Ok::<(), damero::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MoveRef<'a>(pub(crate) Ref<'a>);

/// What a [`MoveRef`] borrows: a built move, or the squares of a draughts route.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Ref<'a> {
    #[cfg(feature = "chess")]
    Built(&'a Move),
    #[cfg(feature = "draughts")]
    Route(&'a crate::draughts::routes::Squares),
}

impl<'a> MoveRef<'a> {
    /// The path, as [`Move::path`] has it.
    pub fn path(&self) -> &'a [u8] {
        match self.0 {
            #[cfg(feature = "chess")]
            Ref::Built(m) => m.path(),
            #[cfg(feature = "draughts")]
            Ref::Route(r) => r.path(),
        }
    }

    /// The captured squares, as [`Move::captures`] has them.
    pub fn captures(&self) -> &'a [u8] {
        match self.0 {
            #[cfg(feature = "chess")]
            Ref::Built(m) => m.captures(),
            #[cfg(feature = "draughts")]
            Ref::Route(r) => r.captures(),
        }
    }

    /// The promotion, as [`Move::promotion`] has it.
    pub fn promotion(&self) -> Option<Role> {
        match self.0 {
            #[cfg(feature = "chess")]
            Ref::Built(m) => m.promotion(),
            #[cfg(feature = "draughts")]
            Ref::Route(r) => r.promotion(),
        }
    }

    /// The move, notation written.
    pub fn to_move(&self) -> Move {
        match self.0 {
            #[cfg(feature = "chess")]
            Ref::Built(m) => m.clone(),
            #[cfg(feature = "draughts")]
            Ref::Route(r) => r.public(),
        }
    }

    /// Whether `mv` equals [`MoveRef::to_move`], found without building it.
    pub fn is(&self, mv: &Move) -> bool {
        match self.0 {
            #[cfg(feature = "chess")]
            Ref::Built(m) => m == mv,
            #[cfg(feature = "draughts")]
            Ref::Route(r) => {
                if mv.long_len != 0
                    || mv.names != r.names()
                    || mv.promotion != r.promotion()
                    || mv.path() != r.path()
                    || mv.captures() != r.captures()
                {
                    return false;
                }
                // Both notations are written by `Move::new` from the same path and names: they
                // differ only in whether every landing is named (a path of two squares reads the
                // same either way).
                mv.path().len() == 2 || mv.every_landing == r.long()
            }
        }
    }
}

/// Moves are equal when their path, captures, notation, promotion, long form and square names
/// are (only the bytes in use count).
impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.path_len == other.path_len
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

/// What a piece is, whichever side it belongs to. Draughts has men and kings; chess the other
/// six roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Role {
    /// A draughts man.
    Man,
    /// A draughts king (a crowned man); in chess, the king.
    King,
    /// A chess pawn.
    Pawn,
    /// A chess knight.
    Knight,
    /// A chess bishop.
    Bishop,
    /// A chess rook.
    Rook,
    /// A chess queen.
    Queen,
}

impl Role {
    /// Every role, in a fixed order (the order of the C enum).
    pub const ALL: [Role; 7] = [
        Role::Man,
        Role::King,
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];

    /// The name shared by every language: `"man"`, `"king"`, `"pawn"`, `"knight"`, `"bishop"`,
    /// `"rook"` or `"queen"`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Man => "man",
            Role::King => "king",
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Role {
    type Err = crate::Error;
    /// Reads a role [name](Role::name); anything else is `invalid_argument`.
    fn from_str(s: &str) -> crate::Result<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Role::ALL.iter().map(|r| r.name()).collect();
                crate::Error::new(
                    crate::ErrorKind::InvalidArgument,
                    format!(
                        "{q_s} is not a role (roles: {})",
                        names.join(", "),
                        q_s = Quoted(&s)
                    ),
                )
            })
    }
}

/// A piece on the board: a side and a role. Its letter in a FEN or on a text board depends on
/// the game: see [`Variant::letter`](crate::Variant::letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// What it is.
    pub role: Role,
}

/// A path for messages, e.g. `[10,19,26]`; a path longer than any move is cut short.
pub(crate) fn show_path(path: &[u8]) -> String {
    let max = MAX_PATH;
    let shown: Vec<String> = path.iter().take(max).map(u8::to_string).collect();
    let more = if path.len() > max { ",..." } else { "" };
    format!("[{}{more}]", shown.join(","))
}
