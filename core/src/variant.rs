//! The games damero knows, and their boards.

use std::fmt;
use std::str::FromStr;

use crate::draughts::layout;
use crate::error::{Error, ErrorKind, Quoted, Result};
use crate::moves::{Piece, Role};
use crate::options::{
    Balance, Capture, DrawMode, Endgame, LimitUnit, MoveLimit, Options, Repetition,
};
use crate::side::Side;

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
}

impl Variant {
    /// Every variant, in the order of [`variants`](crate::variants), including those whose family
    /// is not in this build (see [`Variant::is_available`]).
    pub const ALL: [Variant; 13] = [
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
        }
    }

    /// The family of games the variant belongs to: `"draughts"` or `"chess"`.
    pub fn family(self) -> &'static str {
        if self.is_chess() { "chess" } else { "draughts" }
    }

    /// Whether the variant is chess or Chess960.
    pub fn is_chess(self) -> bool {
        matches!(self, Variant::Chess | Variant::Chess960)
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

    /// Whether this build plays the variant: its family's cargo feature (`draughts`, `chess`,
    /// both by default) was on when the crate was compiled. A variant that is not available keeps
    /// its metadata (name, geometry, options), but no game of it can be made.
    pub fn is_available(self) -> bool {
        const CHESS: bool = cfg!(feature = "chess");
        const DRAUGHTS: bool = cfg!(feature = "draughts");
        if self.is_chess() { CHESS } else { DRAUGHTS }
    }

    /// The `unknown_variant` error for a variant whose family is not in this build.
    pub(crate) fn not_in_build(self) -> Error {
        let family = self.family();
        Error::new(
            ErrorKind::UnknownVariant,
            format!(
                "{} is not in this build of damero, which has only the {} games; the {family} \
                 games are in a build with the \"{family}\" feature (JavaScript: import \
                 \"damero/{family}\" or \"damero\")",
                Quoted(self.name()),
                if family == "chess" {
                    "draughts"
                } else {
                    "chess"
                },
            ),
        )
    }

    /// The default options: each family's federation rules where the sources give them
    /// (README, "Options"; the sources are in `../shared/reference/draughts-rules.md`).
    ///
    /// - English: mandatory capture, Black first, repetitions counted and reported at three
    ///   (`warn3`), no move limit, agreement and resignation allowed: only agreement, resignation
    ///   or running out of moves ends a game.
    /// - Brazilian and International, the FMJD draw rules, claimed (as before an arbiter): threefold
    ///   repetition, 25 moves each with only kings moving and no capture, and the endgame counts of
    ///   16 and 5 moves each (`repetition=claim3`, `move_limit=claim25m`, `endgame=claim16_5`);
    ///   White first.
    /// - Russian, FMJD-64 7.2.3-7.2.8 as automatic draws: threefold repetition (`auto3`, 7.2.3),
    ///   15 moves each with only kings moving (`move_limit=auto15m`, 7.2.5), three or more kings
    ///   against a lone king 15 moves (7.2.4), three pieces against a lone king on the long
    ///   diagonal and two pieces or fewer against a lone king 5 moves (7.2.7, 7.2.8;
    ///   `endgame=auto15_5`), and with kings on both sides 30 moves with four or five pieces, 60
    ///   with six or seven (7.2.6, `endgame_balance=30_60`); White first.
    /// - Pool (APCA): Black first, `repetition=claim3`, `move_limit=claim30p` (30 plies without a
    ///   capture or a man move), `endgame=claim13_13` (three kings against a lone king: 13 moves;
    ///   Pool reads only the first count).
    /// - Italian (FID): White first, `repetition=claim3`, `move_limit=claim40m`.
    /// - Spanish: White first, `repetition=claim3`, `move_limit=claim20m` (40 king moves in a row).
    /// - Czech: White first, `repetition=claim3`, `move_limit=claim15m`.
    /// - Thai: White first, repetitions reported (`warn3`), no move limit.
    /// - Turkish: White first, `repetition=claim3`, no move limit.
    /// - Frisian: White first, `repetition=claim3`, no move limit, and the endgame counts with only
    ///   kings on the board, claimed: two kings against one 7 moves each, one king against one 2
    ///   (`endgame=claim7_2`; in Frisian the option's two counts mean these).
    /// - Chess and Chess960, the FIDE Laws: threefold repetition and 50 moves each without a
    ///   capture or pawn move may be claimed, fivefold repetition and 75 moves end the game by
    ///   themselves (`repetition=claim3_auto5`, `move_limit=claim50m_auto75m`). A claim is allowed
    ///   once the position has occurred three times or 50 moves each have been played (not yet
    ///   when the claimant's next move would bring it about). Preset for a page
    ///   that never ends a game by itself on repetition or move count but shows the claims:
    ///   `repetition=claim3,move_limit=claim50m`.
    pub fn default_options(self) -> Options {
        let english = Options {
            first: Side::Black,
            capture: Capture::Mandatory,
            repetition: Repetition {
                mode: DrawMode::Warn,
                count: 3,
                auto: None,
            },
            move_limit: MoveLimit::NONE,
            agreement: true,
            resignation: true,
            endgame: Endgame::NONE,
            endgame_balance: Balance::NONE,
        };
        let claim3 = Repetition {
            mode: DrawMode::Claim,
            count: 3,
            auto: None,
        };
        let limit = |mode, count, unit| MoveLimit {
            mode,
            count,
            unit,
            auto: None,
        };
        let white = Options {
            first: Side::White,
            repetition: claim3,
            ..english
        };
        match self {
            Variant::English => english,
            Variant::Brazilian | Variant::International => Options {
                move_limit: limit(DrawMode::Claim, 25, LimitUnit::MovesPerSide),
                endgame: Endgame {
                    mode: DrawMode::Claim,
                    long: 16,
                    short: 5,
                },
                ..white
            },
            Variant::Russian => Options {
                repetition: Repetition {
                    mode: DrawMode::Auto,
                    count: 3,
                    auto: None,
                },
                move_limit: limit(DrawMode::Auto, 15, LimitUnit::MovesPerSide),
                endgame: Endgame {
                    mode: DrawMode::Auto,
                    long: 15,
                    short: 5,
                },
                endgame_balance: Balance {
                    small: 30,
                    large: 60,
                },
                ..white
            },
            Variant::Pool => Options {
                first: Side::Black,
                move_limit: limit(DrawMode::Claim, 30, LimitUnit::Plies),
                endgame: Endgame {
                    mode: DrawMode::Claim,
                    long: 13,
                    short: 13,
                },
                ..white
            },
            Variant::Italian => Options {
                move_limit: limit(DrawMode::Claim, 40, LimitUnit::MovesPerSide),
                ..white
            },
            Variant::Spanish => Options {
                move_limit: limit(DrawMode::Claim, 20, LimitUnit::MovesPerSide),
                ..white
            },
            Variant::Czech => Options {
                move_limit: limit(DrawMode::Claim, 15, LimitUnit::MovesPerSide),
                ..white
            },
            Variant::Thai => Options {
                first: Side::White,
                ..english
            },
            Variant::Chess | Variant::Chess960 => Options {
                first: Side::White,
                repetition: Repetition {
                    mode: DrawMode::Claim,
                    count: 3,
                    auto: Some(5),
                },
                move_limit: MoveLimit {
                    mode: DrawMode::Claim,
                    count: 50,
                    unit: LimitUnit::MovesPerSide,
                    auto: Some(75),
                },
                ..english
            },
            Variant::Turkish => white,
            Variant::Frisian => Options {
                endgame: Endgame {
                    mode: DrawMode::Claim,
                    long: 7,
                    short: 2,
                },
                ..white
            },
        }
    }

    /// The option keys this variant accepts, in the order of their text form.
    pub fn option_keys(self) -> &'static [&'static str] {
        const FLYING: [&str; 7] = [
            "first",
            "capture",
            "repetition",
            "move_limit",
            "agreement",
            "resignation",
            "endgame",
        ];
        const DRAUGHTS: [&str; 6] = [
            "first",
            "capture",
            "repetition",
            "move_limit",
            "agreement",
            "resignation",
        ];
        const CHESS: [&str; 4] = ["repetition", "move_limit", "agreement", "resignation"];
        match self {
            Variant::Russian => &crate::options::OPTION_KEYS,
            Variant::Brazilian | Variant::International | Variant::Pool | Variant::Frisian => {
                &FLYING
            }
            Variant::Chess | Variant::Chess960 => &CHESS,
            _ => &DRAUGHTS,
        }
    }

    /// Rows of the board.
    pub fn rows(self) -> u8 {
        match self {
            Variant::International | Variant::Frisian => 10,
            _ => 8,
        }
    }

    /// Columns of the board.
    pub fn columns(self) -> u8 {
        self.rows()
    }

    /// Number of playing squares: draughts 32 on 8x8, 50 on 10x10 and 64 in Turkish, numbered
    /// from 1; chess 64, numbered from 0. The squares are [`first_square`](Variant::first_square)
    /// to [`last_square`](Variant::last_square).
    pub fn squares(self) -> u8 {
        if self.is_chess() || self == Variant::Turkish {
            return 64;
        }
        self.rows() * self.columns() / 2
    }
    /// How the squares are numbered.
    fn numbering(self) -> Numbering {
        match self {
            Variant::Italian => Numbering::Mirrored,
            Variant::Spanish => Numbering::MirroredFromWhite,
            Variant::Turkish => Numbering::AllSquares,
            _ => Numbering::Pdn,
        }
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
        if self.is_chess() { 0 } else { 1 }
    }

    /// The highest square number: `squares()` in draughts, 63 (h8) in chess.
    pub fn last_square(self) -> u8 {
        self.first_square() + self.squares() - 1
    }

    /// Whether `square` is a square of this variant's board.
    pub fn is_square(self, square: u32) -> bool {
        (self.first_square() as u32..=self.last_square() as u32).contains(&square)
    }

    /// `Ok` when `square` is a square of this variant's board, else `invalid_argument` with the
    /// range. Every binding checks squares through this.
    pub fn check_square(self, square: i64) -> Result<u8> {
        if square >= 0 && self.is_square(square.min(u32::MAX as i64) as u32) {
            return Ok(square as u8);
        }
        Err(Error::new(
            ErrorKind::InvalidArgument,
            format!(
                "there is no square {square} in {self} (squares are {}-{})",
                self.first_square(),
                self.last_square()
            ),
        ))
    }

    /// The algebraic name of a square: its column letter (`a` on the left as White sees the
    /// board) and its row number (1 at White's side), e.g. English square 1 is `b8` and 32 is
    /// `g1`; chess square 0 is `a1` and 63 is `h8`. `None` if there is no such square.
    pub fn square_name(self, square: u8) -> Option<String> {
        let (row, col) = self.coordinates(square)?;
        Some(format!("{}{}", char::from(b'a' + col), self.rows() - row))
    }

    /// The square with an algebraic [name](Variant::square_name), e.g. `"b8"`; `None` for a name
    /// that is not a playing square of this board.
    pub fn square_from_name(self, name: &str) -> Option<u8> {
        let mut chars = name.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank: &str = chars.as_str();
        if rank.is_empty() || rank.starts_with('0') || !rank.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = rank.parse().ok()?;
        let col = file as u8 - b'a';
        if rank == 0 || rank > self.rows() {
            return None;
        }
        self.square_at(self.rows() - rank, col)
    }

    /// The letter of a piece in this variant's FEN and text boards: draughts `b` black man, `B`
    /// black king, `w` white man, `W` white king; chess `PNBRQK` for White and `pnbrqk` for
    /// Black. `None` for a role the game does not have.
    pub fn letter(self, piece: Piece) -> Option<char> {
        if self.is_chess() {
            let c = match piece.role {
                Role::Pawn => 'P',
                Role::Knight => 'N',
                Role::Bishop => 'B',
                Role::Rook => 'R',
                Role::Queen => 'Q',
                Role::King => 'K',
                Role::Man => return None,
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

    /// The piece a [letter](Variant::letter) stands for in this variant, if any.
    pub fn piece_from_letter(self, letter: char) -> Option<Piece> {
        if self.is_chess() {
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

    /// Playing squares to a row.
    fn half(self) -> u32 {
        self.columns() as u32 / 2
    }

    /// The row and column of a square: row 0 is the top row and column 0 the left column of the
    /// board as White sees it (English square 1 is at row 0, column 1; Italian square 1 at row 0,
    /// column 0; Spanish square 1 at row 7, column 7; Turkish square 1 at row 0, column 0).
    /// `None` if there is no such square.
    pub fn coordinates(self, square: u8) -> Option<(u8, u8)> {
        if self.is_chess() {
            return (square < 64).then(|| (7 - square / 8, square % 8));
        }
        if square == 0 || square > self.squares() {
            return None;
        }
        let s = square as u32;
        let (r, c) = match self.numbering() {
            Numbering::Pdn => layout::coordinates(self.half(), s),
            Numbering::Mirrored => mirrored_coordinates(s),
            Numbering::MirroredFromWhite => mirrored_coordinates(33 - s),
            Numbering::AllSquares => ((s - 1) / 8, (s - 1) % 8),
        };
        Some((r as u8, c as u8))
    }

    /// The square at a row and column (see [`Variant::coordinates`]), or `None` on a square that
    /// is not played on or off the board.
    pub fn square_at(self, row: u8, column: u8) -> Option<u8> {
        if self.is_chess() {
            return (row < 8 && column < 8).then(|| (7 - row) * 8 + column);
        }
        let (row, col) = (row as u32, column as u32);
        let rows = self.rows() as u32;
        if row >= rows || col >= self.columns() as u32 {
            return None;
        }
        let s = match self.numbering() {
            Numbering::Pdn => layout::square_at(self.half(), rows, row, col)?,
            Numbering::Mirrored => mirrored_square_at(row, col)?,
            Numbering::MirroredFromWhite => 33 - mirrored_square_at(row, col)?,
            Numbering::AllSquares => row * 8 + col + 1,
        };
        Some(s as u8)
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

/// How a variant numbers its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Numbering {
    /// PDN: the dark squares from the top left as White sees the board (square 1 = b8 on 8x8).
    Pdn,
    /// The turned 8x8 board of Italian draughts: 1 = a8 ... 32 = h1.
    Mirrored,
    /// The turned 8x8 board numbered from White's side (Spanish): 1 = h1 ... 32 = a8.
    MirroredFromWhite,
    /// Every square of the 8x8 board (Turkish): 1 = a8, 8 = h8, ..., 64 = h1.
    AllSquares,
}

/// Row and column of a square of the turned 8x8 board numbered from a8.
fn mirrored_coordinates(s: u32) -> (u32, u32) {
    let row = (s - 1) / 4;
    (row, 2 * ((s - 1) % 4) + row % 2)
}

fn mirrored_square_at(row: u32, col: u32) -> Option<u32> {
    if (row + col) % 2 != 0 {
        return None;
    }
    Some(row * 4 + col / 2 + 1)
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
