//! The default options of each variant and the option keys it accepts.

use super::Variant;
use crate::error::{Result, bail};
use crate::family::Family;
use crate::options::{
    Balance, BoardSize, Capture, DrawMode, Endgame, LimitUnit, MoveLimit, Opening, Options,
    Repetition, Scoring,
};
use crate::side::Side;

impl Variant {
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
            size: BoardSize {
                columns: 8,
                rows: 8,
            },
            start: Opening::Othello,
            scoring: Scoring::Discs,
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
        let mut options = match self {
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::English => english,
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Brazilian | Variant::International => Options {
                move_limit: limit(DrawMode::Claim, 25, LimitUnit::MovesPerSide),
                endgame: Endgame {
                    mode: DrawMode::Claim,
                    long: 16,
                    short: 5,
                },
                ..white
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
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
            #[cfg(any(not(damero_only), feature = "draughts"))]
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
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Italian => Options {
                move_limit: limit(DrawMode::Claim, 40, LimitUnit::MovesPerSide),
                ..white
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Spanish => Options {
                move_limit: limit(DrawMode::Claim, 20, LimitUnit::MovesPerSide),
                ..white
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Czech => Options {
                move_limit: limit(DrawMode::Claim, 15, LimitUnit::MovesPerSide),
                ..white
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Thai => Options {
                first: Side::White,
                ..english
            },
            #[cfg(any(not(damero_only), feature = "chess"))]
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
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Turkish => white,
            // Placement games: no draw rule applies (no position can repeat, every move is
            // progress); agreement and resignation as in the other games.
            #[cfg(any(not(damero_only), feature = "placement"))]
            Variant::Reversi | Variant::ConnectFour => Options {
                first: Side::Black,
                repetition: Repetition {
                    mode: DrawMode::Off,
                    count: 3,
                    auto: None,
                },
                size: if self == Variant::ConnectFour {
                    BoardSize {
                        columns: 7,
                        rows: 6,
                    }
                } else {
                    english.size
                },
                ..english
            },
            #[cfg(any(not(damero_only), feature = "draughts"))]
            Variant::Frisian => Options {
                endgame: Endgame {
                    mode: DrawMode::Claim,
                    long: 7,
                    short: 2,
                },
                ..white
            },
            // A build narrowed to some variants (`--cfg damero_only`, core/src/game.rs) makes
            // no game of the other families, and reads their defaults nowhere: their arms are
            // left out (the JavaScript modules refuse an unavailable variant by name first).
            #[cfg(damero_only)]
            _ => english,
        };
        if self.family() != Family::Placement {
            // The board the variant is played on, which no option changes.
            let board = self.geometry();
            options.size = BoardSize {
                columns: board.columns,
                rows: board.rows,
            };
        }
        options
    }

    /// `Ok` when `options` fit this variant: a board size it has (Reversi 6x6, 8x8 or 10x10;
    /// Connect Four 4 to 9 columns and 4 to 9 rows; the other variants their own board).
    /// Errors with `invalid_option` naming the sizes. Every constructor checks this.
    pub fn check_options(self, options: &Options) -> Result<()> {
        let BoardSize { columns, rows } = options.size;
        let fits = match self {
            Variant::Reversi => columns == rows && matches!(rows, 6 | 8 | 10),
            Variant::ConnectFour => (4..=9).contains(&columns) && (4..=9).contains(&rows),
            _ => return Ok(()),
        };
        if !fits {
            let sizes = match self {
                Variant::Reversi => "6x6, 8x8 or 10x10",
                _ => "4 to 9 columns by 4 to 9 rows, e.g. 7x6",
            };
            bail!(
                InvalidOption,
                "{columns}x{rows} is not a board of {self} (boards: {sizes})"
            );
        }
        Ok(())
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
        const RUSSIAN: [&str; 8] = [
            "first",
            "capture",
            "repetition",
            "move_limit",
            "agreement",
            "resignation",
            "endgame",
            "endgame_balance",
        ];
        const CHESS: [&str; 4] = ["repetition", "move_limit", "agreement", "resignation"];
        const REVERSI: [&str; 5] = ["agreement", "resignation", "size", "start", "scoring"];
        const CONNECT_FOUR: [&str; 3] = ["agreement", "resignation", "size"];
        match self {
            Variant::Russian => &RUSSIAN,
            Variant::Reversi => &REVERSI,
            Variant::ConnectFour => &CONNECT_FOUR,
            Variant::Brazilian | Variant::International | Variant::Pool | Variant::Frisian => {
                &FLYING
            }
            Variant::Chess | Variant::Chess960 => &CHESS,
            _ => &DRAUGHTS,
        }
    }
}
