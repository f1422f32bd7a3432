//! The games damero knows, and their boards.

use std::fmt;
use std::str::FromStr;

use crate::board::{Geometry, Labels, Numbering, Shading};
use crate::error::{Error, ErrorKind, Quoted, Result};
use crate::family::Family;
use crate::piece::{Piece, Role};
use crate::side::Side;

mod options;

/// A game and its default rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Variant {
    /// English draughts / American checkers (WCDF rules): 8x8, short kings, men capture forward
    /// only, free choice among captures, crowning ends the move, Black (dark) moves first.
    English,
    /// Brazilian draughts: the International rules on the 8x8 board. Men capture backwards too,
    /// flying kings, the capture that takes the most pieces is compulsory, a man passing the
    /// crowning row during a capture stays a man, White (light) moves first.
    Brazilian,
    /// International draughts (FMJD): as Brazilian, on a 10x10 board with 20 men each, squares
    /// numbered 1-50.
    International,
    /// Russian draughts (FMJD-64): 8x8, men capture backwards too, flying kings, free choice
    /// among captures, a man reaching the crowning row during a capture is crowned at once and
    /// goes on capturing as a king; White first; moves written algebraically (`c3-d4`, `c3:e5`).
    Russian,
    /// Pool checkers (APCA): 8x8, men capture backwards too, flying kings, free choice among
    /// captures, a man passing the crowning row during a capture stays a man; Black first.
    Pool,
    /// Italian draughts (FID): the board turned (a playing square at each player's near right),
    /// squares numbered from a8 (1) to h1 (32); men capture forwards only and never a king, short
    /// kings, crowning ends the move, and the priorities: the most pieces, then with a king, then
    /// the most kings, then the king met first. White first.
    Italian,
    /// Spanish draughts: the turned board numbered from White's side (h1 = 1, a8 = 32; White on
    /// 1-12); men capture forwards only, flying kings, the most pieces and then the most kings
    /// must be taken; crowning ends the move. White first.
    Spanish,
    /// Czech draughts: 8x8, men capture forwards only, flying kings, a king that can capture must
    /// capture (rather than a man); White first; moves written algebraically.
    Czech,
    /// Thai draughts (mak-hot): 8x8, 8 men each on two rows, men capture forwards only, flying
    /// kings that must land right behind the piece they take, captured pieces leave the board at
    /// once, free choice. White first by default (sources differ: the `first` option).
    Thai,
    /// Turkish draughts (dama): all 64 squares of an 8x8 board, 16 men each on the second and
    /// third rows; men step and capture forwards or sideways, kings fly along ranks and files,
    /// the capture that takes the most pieces is compulsory, captured pieces leave at once, no
    /// 180-degree turn within a capture, crowning at the end of the move. White first; squares
    /// numbered 1 (a8) to 64 (h1), moves written algebraically (`d3-d4`, `d4:d6`).
    Turkish,
    /// Frisian draughts: the International board and start (10x10, squares 1-50, White first);
    /// men and kings capture diagonally and also along rows and columns, kings fly, the capture
    /// of the highest value is compulsory (a king worth a little less than two men; at equal
    /// value a king must capture), a man passing the crowning row during a capture stays a man,
    /// and while a side has men, one king may make at most three moves in a row without capturing.
    /// That count is not part of a FEN: a game set up from a FEN starts with no king moves counted.
    Frisian,
    /// Chess (FIDE Laws): squares 0-63 with a1 = 0, b1 = 1, ..., h8 = 63; White moves first;
    /// SAN notation, UCI long form, FEN. Default draws as FIDE: threefold repetition and 50 moves
    /// claimed, fivefold and 75 moves automatic.
    Chess,
    /// Chess960 (Fischer random chess): chess from one of 960 start positions (Scharnagl numbers
    /// 0-959, 518 the standard one), castling king and rook onto the standard squares. UCI writes
    /// castling as king takes rook (`e1h1`); FEN castling rights in X-FEN.
    Chess960,
    /// Reversi (Othello, World Othello Federation rules): 8x8 (options: 6x6, 10x10), Black
    /// first, White on d4 and e5 and Black on d5 and e4; a disc must flank and turns every
    /// flanked line in all eight directions; a player with no placement passes (and may not pass
    /// otherwise); the game ends when neither side can place, won by the side with more discs.
    /// Squares 0-63 with a1 = 0 at the top left and rows counted downwards (the Othello
    /// convention, opposite to chess): h1 = 7, a2 = 8, h8 = 63. Moves are written by their square
    /// (`f5`), a pass `pass`; the FEN is Edax's board string (`X` black, `O` white, `-` empty,
    /// then the side to move).
    Reversi,
    /// Connect Four: 7 columns by 6 rows (options: 4 to 9 each); a disc dropped in a column falls
    /// to its lowest empty square; four in a row in any direction wins, a full board without one
    /// is a draw. The first player is red (Black in the API) and the second yellow (White).
    /// Squares 0-41 with a1 = 0 at the bottom left, rows upwards (g6 = 41); moves are written by
    /// their column, `1` to `7` (Pascal Pons' convention), and a game as its digits (`4453`).
    ConnectFour,
}

impl Variant {
    /// Every variant, in the order of [`variants`](crate::variants), including those whose family
    /// is not in this build (see [`Variant::is_available`]).
    pub const ALL: [Variant; 15] = [
        Variant::English,
        Variant::Brazilian,
        Variant::International,
        Variant::Russian,
        Variant::Pool,
        Variant::Italian,
        Variant::Spanish,
        Variant::Czech,
        Variant::Thai,
        Variant::Turkish,
        Variant::Frisian,
        Variant::Chess,
        Variant::Chess960,
        Variant::Reversi,
        Variant::ConnectFour,
    ];

    /// The name used in every API and in fragments, e.g. `"english"`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::English => "english",
            Variant::Brazilian => "brazilian",
            Variant::International => "international",
            Variant::Russian => "russian",
            Variant::Pool => "pool",
            Variant::Italian => "italian",
            Variant::Spanish => "spanish",
            Variant::Czech => "czech",
            Variant::Thai => "thai",
            Variant::Turkish => "turkish",
            Variant::Frisian => "frisian",
            Variant::Chess => "chess",
            Variant::Chess960 => "chess960",
            Variant::Reversi => "reversi",
            Variant::ConnectFour => "connect4",
        }
    }

    /// The family of games the variant belongs to.
    pub fn family(self) -> Family {
        match self {
            Variant::Chess | Variant::Chess960 => Family::Chess,
            Variant::Reversi | Variant::ConnectFour => Family::Placement,
            _ => Family::Draughts,
        }
    }

    /// The variant called `name`. Errors with `unknown_variant` for a name that is not a variant,
    /// and for a variant whose family is not in this build (see [`Variant::is_available`]; the
    /// message then says which build has it).
    pub fn from_name(name: &str) -> Result<Variant> {
        match Variant::ALL.into_iter().find(|v| v.name() == name) {
            Some(v) if v.is_available() => Ok(v),
            Some(v) => Err(v.not_in_build()),
            None => Err(Error::new(
                ErrorKind::UnknownVariant,
                format!(
                    "{q_name} is not a variant (known: {})",
                    variants().join(", "),
                    q_name = Quoted(&name)
                ),
            )),
        }
    }
    /// Whether this build plays the variant: its [family](Variant::family)'s cargo feature
    /// (`draughts`, `chess`, `placement`, all on by default) was on when the crate was compiled,
    /// and a build narrowed to some variants (`--cfg damero_only`, see `core/src/game.rs`) kept it.
    /// A variant that is not available keeps its metadata (name, geometry, options), but no game
    /// of it can be made.
    pub fn is_available(self) -> bool {
        crate::game::compiled(self)
    }

    /// The `unknown_variant` error for a variant whose family is not in this build.
    pub(crate) fn not_in_build(self) -> Error {
        let family = self.family();
        if family.is_available() {
            // A build narrowed to some variants of the family (`damero_only`).
            return Error::new(
                ErrorKind::UnknownVariant,
                format!(
                    "{} is not in this build of damero, which plays only {}; every {family} game \
                     is in a build with the \"{family}\" feature (JavaScript: import \
                     \"damero/{family}\" or \"damero\")",
                    Quoted(self.name()),
                    variants().join(", "),
                ),
            );
        }
        let here: Vec<&str> = Family::ALL
            .iter()
            .filter(|f| f.is_available())
            .map(|f| f.name())
            .collect();
        Error::new(
            ErrorKind::UnknownVariant,
            format!(
                "{} is not in this build of damero, which has only the {} games; the {family} \
                 games are in a build with the \"{family}\" feature (JavaScript: import \
                 \"damero/{family}\" or \"damero\")",
                Quoted(self.name()),
                here.join(" and "),
            ),
        )
    }

    /// The board of the variant with its default options (see
    /// [`Game::geometry`](crate::Game::geometry) for the board of a game).
    pub fn geometry(self) -> Geometry {
        const fn draughts(size: u8, numbering: Numbering) -> Geometry {
            Geometry::new(
                size,
                size,
                numbering,
                Labels::Every,
                Shading::Diagonal,
                false,
            )
        }
        match self {
            Variant::International | Variant::Frisian => draughts(10, Numbering::Pdn),
            Variant::Italian => draughts(8, Numbering::Mirrored),
            Variant::Spanish => draughts(8, Numbering::MirroredFromWhite),
            Variant::Turkish => Geometry::new(
                8,
                8,
                Numbering::AllSquares,
                Labels::Every,
                Shading::Plain,
                false,
            ),
            Variant::Chess | Variant::Chess960 => Geometry::new(
                8,
                8,
                Numbering::FromBottomLeft,
                Labels::Edge,
                Shading::Checkered,
                false,
            ),
            Variant::Reversi | Variant::ConnectFour => self.geometry_for(&self.default_options()),
            _ => draughts(8, Numbering::Pdn),
        }
    }

    /// The board of the variant with `options` (which may size it, see [`Game::geometry`]).
    ///
    /// [`Game::geometry`]: crate::Game::geometry
    pub fn geometry_for(self, options: &crate::Options) -> Geometry {
        let size = options.size;
        match self {
            Variant::Reversi => Geometry::new(
                size.rows,
                size.columns,
                Numbering::FromTopLeft,
                Labels::Edge,
                Shading::Plain,
                false,
            ),
            Variant::ConnectFour => Geometry::new(
                size.rows,
                size.columns,
                Numbering::FromBottomLeft,
                Labels::Edge,
                Shading::Plain,
                true,
            ),
            _ => self.geometry(),
        }
    }

    /// The name of a side in this variant: `"black"` or `"white"`, except in Connect Four, where
    /// the first player (Black in the API) is `"red"` and the second `"yellow"`. Every binding
    /// keeps the API's names; this is for what a board shows.
    pub fn side_name(self, side: Side) -> &'static str {
        match (self, side) {
            (Variant::ConnectFour, Side::Black) => "red",
            (Variant::ConnectFour, Side::White) => "yellow",
            _ => side.name(),
        }
    }

    /// Rows of the default board ([`Variant::geometry`]).
    pub fn rows(self) -> u8 {
        self.geometry().rows
    }

    /// Columns of the default board ([`Variant::geometry`]).
    pub fn columns(self) -> u8 {
        self.geometry().columns
    }

    /// Number of playing squares of the default board: draughts 32 on 8x8, 50 on 10x10 and 64
    /// in Turkish, numbered from 1; chess 64, numbered from 0. The squares are
    /// [`first_square`](Variant::first_square) to [`last_square`](Variant::last_square).
    pub fn squares(self) -> u8 {
        self.geometry().squares()
    }

    /// Whether moves are written with algebraic square names (`c3-d4`, `c3:e5`) rather than
    /// numbers: Russian, Czech and Turkish, as their federations write them.
    pub fn algebraic_notation(self) -> bool {
        matches!(self, Variant::Russian | Variant::Czech | Variant::Turkish)
    }

    /// Whether move text may name squares algebraically (`c3-d4`): the variants whose PDN
    /// GameType is algebraic (Russian 25, Brazilian 26, Czech 29, Turkish 30). Square numbers are
    /// read in every variant.
    pub fn reads_square_names(self) -> bool {
        self.algebraic_notation() || self == Variant::Brazilian
    }
    /// The lowest square number: 1 in draughts, 0 (a1) in chess.
    pub fn first_square(self) -> u8 {
        self.geometry().first_square()
    }

    /// The highest square number: `squares()` in draughts, 63 (h8) in chess.
    pub fn last_square(self) -> u8 {
        self.geometry().last_square()
    }

    /// Whether `square` is a square of this variant's default board.
    pub fn is_square(self, square: u32) -> bool {
        self.geometry().is_square(square)
    }

    /// `Ok` when `square` is a square of this variant's default board, else `invalid_argument`
    /// with the range.
    pub fn check_square(self, square: i64) -> Result<u8> {
        self.geometry().check_square(square, self)
    }

    /// The algebraic name of a square of the default board: its column letter (`a` on the left
    /// as White sees the board) and its row number (1 at White's side), e.g. English square 1 is
    /// `b8` and 32 is `g1`; chess square 0 is `a1` and 63 is `h8`. `None` if there is no such
    /// square. See [`Geometry::square_name`]. Errors with `invalid_argument` for a square the
    /// board lacks (square 0 of a draughts board, 64 of chess), as [`Variant::check_square`]:
    /// the one answer of every binding.
    ///
    /// ```
    /// use damero::Variant;
    /// assert_eq!(Variant::English.square_name(1)?, "b8");
    /// assert_eq!(Variant::English.square_name(0).unwrap_err().code(), "invalid_argument");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn square_name(self, square: i64) -> crate::Result<String> {
        let square = self.check_square(square)?;
        Ok(self.geometry().square_name(square).unwrap_or_default())
    }

    /// The square with an algebraic [name](Variant::square_name), e.g. `"b8"`; `None` for a name
    /// that is not a playing square of this board.
    pub fn square_from_name(self, name: &str) -> Option<u8> {
        self.geometry().square_from_name(name)
    }

    /// The letter of a piece in this variant's FEN and text boards: draughts `b` black man, `B`
    /// black king, `w` white man, `W` white king; chess `PNBRQK` for White and `pnbrqk` for
    /// Black; Reversi discs `X` (Black) and `O` (White); Connect Four `r` (red, Black) and `y`
    /// (yellow, White). `None` for a role the game does not have.
    pub fn letter(self, piece: Piece) -> Option<char> {
        if self.family() == Family::Placement {
            let (black, white) = self.disc_letters();
            return (piece.role == Role::Disc).then_some(match piece.side {
                Side::Black => black,
                Side::White => white,
            });
        }
        if self.family() == Family::Chess {
            let c = match piece.role {
                Role::Pawn => 'P',
                Role::Knight => 'N',
                Role::Bishop => 'B',
                Role::Rook => 'R',
                Role::Queen => 'Q',
                Role::King => 'K',
                Role::Man | Role::Disc => return None,
            };
            return Some(match piece.side {
                Side::White => c,
                Side::Black => c.to_ascii_lowercase(),
            });
        }
        let c = match piece.role {
            Role::Man => 'w',
            Role::King => 'W',
            _ => return None,
        };
        Some(match piece.side {
            Side::White => c,
            Side::Black => {
                if c == 'w' {
                    'b'
                } else {
                    'B'
                }
            }
        })
    }

    /// The letters of the discs of a placement game (Black's, White's), as its FEN writes them:
    /// Reversi `X` and `O` (Edax), Connect Four `r` and `y`.
    fn disc_letters(self) -> (char, char) {
        match self {
            Variant::ConnectFour => ('r', 'y'),
            _ => ('X', 'O'),
        }
    }

    /// The piece a [letter](Variant::letter) stands for in this variant, if any.
    pub fn piece_from_letter(self, letter: char) -> Option<Piece> {
        if self.family() == Family::Placement {
            let (black, white) = self.disc_letters();
            let side = match letter {
                _ if letter == black => Side::Black,
                _ if letter == white => Side::White,
                _ => return None,
            };
            return Some(Piece {
                side,
                role: Role::Disc,
            });
        }
        if self.family() == Family::Chess {
            let role = match letter.to_ascii_uppercase() {
                'P' => Role::Pawn,
                'N' => Role::Knight,
                'B' => Role::Bishop,
                'R' => Role::Rook,
                'Q' => Role::Queen,
                'K' => Role::King,
                _ => return None,
            };
            let side = if letter.is_ascii_uppercase() {
                Side::White
            } else {
                Side::Black
            };
            return Some(Piece { side, role });
        }
        let (side, role) = match letter {
            'b' => (Side::Black, Role::Man),
            'B' => (Side::Black, Role::King),
            'w' => (Side::White, Role::Man),
            'W' => (Side::White, Role::King),
            _ => return None,
        };
        Some(Piece { side, role })
    }
    /// The row and column of a square of the default board: row 0 is the top row and column 0
    /// the left column of the board as White sees it (English square 1 is at row 0, column 1;
    /// Italian square 1 at row 0, column 0; Spanish square 1 at row 7, column 7; Turkish square
    /// 1 at row 0, column 0). `None` if there is no such square.
    pub fn coordinates(self, square: u8) -> Option<(u8, u8)> {
        self.geometry().coordinates(square)
    }

    /// The square at a row and column (see [`Variant::coordinates`]), or `None` on a square that
    /// is not played on or off the board.
    pub fn square_at(self, row: u8, column: u8) -> Option<u8> {
        self.geometry().square_at(row, column)
    }

    /// Men of each side in the standard start.
    #[cfg(feature = "draughts")]
    pub(crate) fn men_per_side(self) -> u32 {
        match self {
            Variant::International | Variant::Frisian => 20,
            Variant::Turkish | Variant::Chess | Variant::Chess960 => 16,
            // Thai is played with 8 men; a FEN may hold up to the 12 of the three-row setup
            // (published perft counts use it).
            _ => 12,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = Error;
    fn from_str(s: &str) -> Result<Variant> {
        Variant::from_name(s)
    }
}

/// The names of every variant this build plays, in the order of [`Variant::ALL`], e.g.
/// `["english", "brazilian", "international", ..., "chess", "chess960"]`. A build without a family
/// (cargo features `draughts`, `chess`) lists only the other family's variants; see
/// [`Variant::is_available`].
pub fn variants() -> Vec<&'static str> {
    Variant::ALL
        .iter()
        .filter(|v| v.is_available())
        .map(|v| v.name())
        .collect()
}
