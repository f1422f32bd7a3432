//! The capture and king rules of each variant, as constants the move generator is specialised on.
//!
//! Every engine entry point that depends on the rules ([`legal_routes`](super::routes::legal_routes),
//! [`perft`](super::perft::perft), [`has_move`](super::movegen::has_move)) is generic over a [`Rules`] type, so each
//! variant gets its own copy with the branches of the other rules compiled out.

use super::layout::{Board8, Board8Mirror, Board8Spanish, Board10, Board64, Layout};
use crate::variant::Variant;

/// Which of several legal capture routes a player may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Precedence {
    /// Any capture (English, Pool, Russian, Thai).
    Free,
    /// A king that can capture must capture; otherwise free (Czech).
    KingFirst,
    /// The routes that take the most pieces, a king counting as one (International, Brazilian,
    /// Turkish).
    Majority,
    /// The most pieces, then among those the most kings (Spanish: quantity, then quality).
    Quality,
    /// The Italian rules, in order: the most pieces; capturing with a king rather than a man; the
    /// most kings; the route that meets a king first.
    Italian,
    /// The Frisian rule: the highest value, a king worth a little less than two men; at equal
    /// value, capturing with a king rather than a man.
    Value,
}

/// What happens to a man that reaches its crowning row during a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Crowning {
    /// It is crowned and the move ends there (English, Italian, Spanish, Czech, Thai).
    EndsMove,
    /// It is crowned at once and goes on capturing as a king if it can (Russian).
    AsKing,
    /// It goes on capturing as a man if it can, and is crowned only if the move ends there
    /// (International, Brazilian, Pool, Turkish).
    PassesAsMan,
}

/// The rules of a variant, known at compile time.
pub(crate) trait Rules: Copy + std::fmt::Debug + 'static {
    /// The variant these are the rules of.
    const VARIANT: Variant;
    /// The board.
    type L: Layout;
    /// Men capture backward as well as forward.
    const MEN_CAPTURE_BACKWARD: bool;
    /// Men may capture kings (not in Italian draughts).
    const MEN_CAPTURE_KINGS: bool = true;
    /// Kings move and capture any distance along a line ("flying" kings); else one square.
    const FLYING_KINGS: bool;
    /// A flying king capturing must land on the square right behind the piece it takes (Thai).
    const KING_LANDS_BEHIND: bool = false;
    /// Which captures may be chosen.
    const PRECEDENCE: Precedence;
    /// A man that reaches its crowning row during a capture.
    const CROWNING: Crowning;
    /// Captured pieces leave the board at once, jump by jump (Turkish, Thai), instead of at the
    /// end of the move (where they block and can never be jumped twice).
    const IMMEDIATE_REMOVAL: bool = false;
    /// A capture may not turn back (180 degrees) between two jumps (Turkish).
    const NO_REVERSAL: bool = false;
    /// A flying king that captures on along the same line may stop on any free square between
    /// the two pieces, each a route of its own (Turkish, as the published counts take it); else
    /// those routes are one, through the last square before the next piece.
    const STRAIGHT_LANDINGS_APART: bool = false;
    /// Men and kings also capture along rows and columns of the diagonal board (Frisian).
    const ORTHOGONAL_CAPTURES: bool = false;
    /// A king may make at most three moves in a row that are not captures while its side still
    /// has men (Frisian).
    const KING_MOVE_LIMIT: bool = false;
    /// The endgame counts of FMJD-64 (Russian, rules 7.2.4-7.2.8) rather than those of FMJD
    /// International draughts: see `Draughts::endgame_limit`.
    const ENDGAME_FMJD64: bool = false;
    /// The Frisian endgame counts (as lidraughts and the KNDB apply them): with only kings on the
    /// board, two kings against one, and one king against one: see `Draughts::endgame_limit`.
    const ENDGAME_KINGS_ONLY: bool = false;
    /// The Pool endgame count (APCA): three kings against a lone king, the option's first count.
    const ENDGAME_THREE_KINGS: bool = false;
    /// Rows of men of each side in the start position.
    const MEN_ROWS: u32;
    /// Empty rows behind each side's men in the start position (Turkish: the back row).
    const START_GAP: u32 = 0;
    /// Captures are ranked and only the best are legal (the precedence needs a score).
    const RANKED: bool = matches!(
        Self::PRECEDENCE,
        Precedence::Majority | Precedence::Quality | Precedence::Italian | Precedence::Value
    );
}

/// English draughts / American checkers: men capture forward only, short kings, free choice
/// among captures, crowning ends the move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EnglishRules;

impl Rules for EnglishRules {
    const VARIANT: Variant = Variant::English;
    type L = Board8;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const FLYING_KINGS: bool = false;
    const PRECEDENCE: Precedence = Precedence::Free;
    const CROWNING: Crowning = Crowning::EndsMove;
    const MEN_ROWS: u32 = 3;
}

/// Brazilian draughts: the international rules on the 8x8 board.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BrazilianRules;

impl Rules for BrazilianRules {
    const VARIANT: Variant = Variant::Brazilian;
    type L = Board8;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Majority;
    const CROWNING: Crowning = Crowning::PassesAsMan;
    const MEN_ROWS: u32 = 3;
}

/// International draughts (FMJD), 10x10: men capture backward, flying kings, majority capture,
/// a man passing its crowning row during a capture stays a man.
#[derive(Clone, Copy, Debug)]
pub(crate) struct InternationalRules;

impl Rules for InternationalRules {
    const VARIANT: Variant = Variant::International;
    type L = Board10;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Majority;
    const CROWNING: Crowning = Crowning::PassesAsMan;
    const MEN_ROWS: u32 = 4;
}

/// Russian draughts (FMJD-64): men capture backward, flying kings, free choice among captures,
/// a man reaching the crowning row during a capture is crowned at once and goes on as a king.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RussianRules;

impl Rules for RussianRules {
    const VARIANT: Variant = Variant::Russian;
    type L = Board8;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Free;
    const CROWNING: Crowning = Crowning::AsKing;
    const ENDGAME_FMJD64: bool = true;
    const MEN_ROWS: u32 = 3;
}

/// Pool checkers (APCA): men capture backward, flying kings, free choice among captures, a man
/// passing the crowning row during a capture stays a man.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PoolRules;

impl Rules for PoolRules {
    const VARIANT: Variant = Variant::Pool;
    type L = Board8;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Free;
    const CROWNING: Crowning = Crowning::PassesAsMan;
    const ENDGAME_THREE_KINGS: bool = true;
    const MEN_ROWS: u32 = 3;
}

/// Italian draughts (FID): the mirrored board, men capture forward only and never a king, short
/// kings, crowning ends the move, and the four priority rules.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ItalianRules;

impl Rules for ItalianRules {
    const VARIANT: Variant = Variant::Italian;
    type L = Board8Mirror;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const MEN_CAPTURE_KINGS: bool = false;
    const FLYING_KINGS: bool = false;
    const PRECEDENCE: Precedence = Precedence::Italian;
    const CROWNING: Crowning = Crowning::EndsMove;
    const MEN_ROWS: u32 = 3;
}

/// Spanish draughts: the mirrored board numbered from White's side, men capture forward only,
/// flying kings, the most pieces and then the most kings must be taken.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SpanishRules;

impl Rules for SpanishRules {
    const VARIANT: Variant = Variant::Spanish;
    type L = Board8Spanish;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Quality;
    const CROWNING: Crowning = Crowning::EndsMove;
    const MEN_ROWS: u32 = 3;
}

/// Czech draughts: men capture forward only, flying kings, a king that can capture must.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CzechRules;

impl Rules for CzechRules {
    const VARIANT: Variant = Variant::Czech;
    type L = Board8;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::KingFirst;
    const CROWNING: Crowning = Crowning::EndsMove;
    const MEN_ROWS: u32 = 3;
}

/// Thai draughts (mak-hot): 8 men each on two rows, men capture forward only, flying kings that
/// land right behind the piece they take, captured pieces leave at once, free choice.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ThaiRules;

impl Rules for ThaiRules {
    const VARIANT: Variant = Variant::Thai;
    type L = Board8;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const FLYING_KINGS: bool = true;
    const KING_LANDS_BEHIND: bool = true;
    const PRECEDENCE: Precedence = Precedence::Free;
    const CROWNING: Crowning = Crowning::EndsMove;
    const IMMEDIATE_REMOVAL: bool = true;
    const MEN_ROWS: u32 = 2;
}

/// Frisian draughts: the International board and start; men and kings capture diagonally and
/// orthogonally, kings fly, the capture of the highest value is compulsory, a man passing the
/// crowning row during a capture stays a man, and a king may not make more than three moves in a
/// row without capturing while its side has men.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FrisianRules;

impl Rules for FrisianRules {
    const VARIANT: Variant = Variant::Frisian;
    type L = Board10;
    const MEN_CAPTURE_BACKWARD: bool = true;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Value;
    const CROWNING: Crowning = Crowning::PassesAsMan;
    const ORTHOGONAL_CAPTURES: bool = true;
    const KING_MOVE_LIMIT: bool = true;
    const ENDGAME_KINGS_ONLY: bool = true;
    const MEN_ROWS: u32 = 4;
}

/// Turkish draughts (dama): all 64 squares, men step and capture forward or sideways, kings fly
/// along ranks and files, majority capture, captured pieces leave at once, no 180-degree turn
/// within a capture, crowning at the end of the move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TurkishRules;

impl Rules for TurkishRules {
    const VARIANT: Variant = Variant::Turkish;
    type L = Board64;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const FLYING_KINGS: bool = true;
    const PRECEDENCE: Precedence = Precedence::Majority;
    const CROWNING: Crowning = Crowning::PassesAsMan;
    const IMMEDIATE_REMOVAL: bool = true;
    const NO_REVERSAL: bool = true;
    const STRAIGHT_LANDINGS_APART: bool = true;
    const MEN_ROWS: u32 = 2;
    const START_GAP: u32 = 1;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::fen;
    use crate::draughts::movegen::{has_move, must_capture};
    use crate::draughts::perft::perft;
    use crate::draughts::position::start;
    use crate::draughts::routes::{Route, legal_routes};
    use crate::side::Side;

    fn routes<R: Rules>(fen: &str) -> Vec<Route> {
        let pos = fen::parse::<R::L>(fen, 50).unwrap();
        legal_routes::<R>(&pos, true)
    }

    fn paths(routes: &[Route]) -> Vec<Vec<u8>> {
        routes.iter().map(|r| r.mv.path().to_vec()).collect()
    }

    /// The square at a row and column of the 10x10 board.
    fn sq10(row: u32, col: u32) -> u32 {
        crate::Variant::International
            .square_at(row as u8, col as u8)
            .unwrap() as u32
    }

    #[test]
    fn start_positions() {
        let intl = start::<InternationalRules>(Side::White);
        assert_eq!(fen::write::<Board10>(&intl), {
            let w: Vec<String> = (31..=50).map(|s| s.to_string()).collect();
            let b: Vec<String> = (1..=20).map(|s| s.to_string()).collect();
            format!("W:W{}:B{}", w.join(","), b.join(","))
        });
        assert_eq!(
            start::<BrazilianRules>(Side::White),
            fen::parse::<Board8>("W:W21-32:B1-12", 12).unwrap()
        );
    }

    #[test]
    fn flying_king_chooses_its_landing_square() {
        // The king on 46 slides over 41, 37, 32, takes 28 and may stop on 23, 19, 14, 10 or 5.
        let r = routes::<InternationalRules>("W:WK46:B28");
        assert_eq!(
            paths(&r),
            vec![
                vec![46, 5],
                vec![46, 10],
                vec![46, 14],
                vec![46, 19],
                vec![46, 23]
            ]
        );
        assert!(
            r.iter()
                .all(|r| r.mv.captures() == [28] && r.mv.promotion().is_none())
        );
        // Flying moves without a capture: along every empty diagonal.
        let quiet = routes::<InternationalRules>("W:WK46:B1");
        assert_eq!(quiet.len(), 9);
        let pos = fen::parse::<Board10>("W:WK46:B28", 20).unwrap();
        assert_eq!(
            perft::<InternationalRules>(&pos, 1, true, false, u32::MAX, None),
            Some(5)
        );
    }

    #[test]
    fn flying_king_lands_anywhere_then_captures_on() {
        // 46 takes 37; from 28 it can turn and take 22 (landing 17, 11 or 6); from 32, 23, ...
        // it cannot go on, so only the routes over 28 are legal.
        let r = routes::<InternationalRules>("W:WK46:B22,37");
        assert_eq!(
            paths(&r),
            vec![vec![46, 28, 6], vec![46, 28, 11], vec![46, 28, 17]]
        );
        let pos = fen::parse::<Board10>("W:WK46:B22,37", 20).unwrap();
        assert_eq!(
            perft::<InternationalRules>(&pos, 1, true, true, u32::MAX, None),
            Some(3)
        );
    }

    #[test]
    fn majority_refuses_the_shorter_capture() {
        // 33x22 takes one piece, 33x24x13 two: only the longer is legal, also in bulk counting.
        let r = routes::<InternationalRules>("W:W33:B19,28,29");
        assert_eq!(paths(&r), vec![vec![33, 24, 13]]);
        let pos = fen::parse::<Board10>("W:W33:B19,28,29", 20).unwrap();
        assert_eq!(
            must_capture::<InternationalRules>(&pos),
            1 << Board10::bit(33)
        );
        for drop in [false, true] {
            assert_eq!(
                perft::<InternationalRules>(&pos, 1, true, drop, u32::MAX, None),
                Some(1)
            );
        }
        // A king counts as one piece, like a man: two men beat one king.
        let r = routes::<BrazilianRules>("W:W22,K30:B17,K26,10");
        assert!(!r.is_empty());
        assert!(r.iter().all(|r| r.mv.captures().len() == 2), "{r:?}");
        // English has free choice: both captures.
        let eng = fen::parse::<Board8>("B:W18,22,23:B13,14", 12).unwrap();
        assert!(legal_routes::<EnglishRules>(&eng, true).len() >= 2);
    }

    #[test]
    fn men_capture_backward() {
        // White man on 28 takes 32 backward (landing 37) under the international rules.
        let r = routes::<InternationalRules>("W:W28:B32");
        assert_eq!(paths(&r), vec![vec![28, 37]]);
        // In English a man does not capture backward: the white man on 14 just steps.
        let r = routes::<EnglishRules>("W:W14:B18");
        assert!(r.iter().all(|r| !r.mv.is_capture()));
    }

    #[test]
    fn man_passing_the_crowning_row_stays_a_man() {
        // 13x2 reaches the top row, then 2x11 goes on: the man is not crowned.
        let r = routes::<InternationalRules>("W:W13:B7,8");
        assert_eq!(paths(&r), vec![vec![13, 2, 11]]);
        assert!(r[0].mv.promotion().is_none());
        let pos = fen::parse::<Board10>("W:W13:B7,8", 20).unwrap();
        let next = pos.after::<Board10>(r[0].raw);
        assert_eq!(next.piece_at::<Board10>(11), Some((Side::White, false)));
        // Ending on the top row, it is crowned.
        let r = routes::<InternationalRules>("W:W13:B8");
        assert_eq!(paths(&r), vec![vec![13, 2]]);
        assert!(r[0].mv.promotion().is_some());
        let next = fen::parse::<Board10>("W:W13:B8", 20)
            .unwrap()
            .after::<Board10>(r[0].raw);
        assert_eq!(next.piece_at::<Board10>(2), Some((Side::White, true)));
        // 8x8: the white man on 11 takes 7 and reaches 2 on the top row; from there 6 could be
        // taken (to 9). English: crowning ends the move. Brazilian: the man goes on, uncrowned.
        let eng = routes::<EnglishRules>("W:W11:B6,7");
        assert_eq!(paths(&eng), vec![vec![11, 2]]);
        assert!(eng[0].mv.promotion().is_some());
        let br = routes::<BrazilianRules>("W:W11:B6,7");
        assert_eq!(paths(&br), vec![vec![11, 2, 9]]);
        assert!(br[0].mv.promotion().is_none());
    }

    #[test]
    fn no_piece_is_jumped_twice() {
        // The man on 33 can go round the four black men and come back to 33; jumping 28 again
        // (to 22) would need a piece taken twice.
        let r = routes::<InternationalRules>("W:W33:B18,19,28,29");
        assert_eq!(
            paths(&r),
            vec![vec![33, 22, 13, 24, 33], vec![33, 24, 13, 22, 33]]
        );
        for route in &r {
            let mut taken = route.mv.captures().to_vec();
            taken.sort_unstable();
            assert_eq!(taken, vec![18, 19, 28, 29]);
        }
        // Both go from 33 to 33 and take the same pieces: one move when dropping duplicates.
        let pos = fen::parse::<Board10>("W:W33:B18,19,28,29", 20).unwrap();
        assert_eq!(
            perft::<InternationalRules>(&pos, 1, true, false, u32::MAX, None),
            Some(2)
        );
        assert_eq!(
            perft::<InternationalRules>(&pos, 1, true, true, u32::MAX, None),
            Some(1)
        );
        let next = pos.after::<Board10>(r[0].raw);
        assert_eq!(next.piece_at::<Board10>(33), Some((Side::White, false)));
        assert_eq!(next.pieces[Side::Black.index()], 0);
    }

    #[test]
    fn king_cannot_slide_over_a_piece_it_took() {
        // King at (7,2) takes (6,3), lands at (4,5), takes (3,4) to (2,3), takes (3,2) to (4,1).
        // From there the diagonal down-right passes the first taken piece (6,3), still on the
        // board, so (7,4) beyond it cannot be taken in the same move.
        let king = sq10(7, 2);
        let black = [sq10(6, 3), sq10(3, 4), sq10(3, 2), sq10(7, 4)];
        let fen = format!("W:WK{king}:B{}", black.map(|s| s.to_string()).join(","));
        let r = routes::<InternationalRules>(&fen);
        assert!(!r.is_empty());
        for route in &r {
            assert!(
                !route.mv.captures().contains(&(black[3] as u8)),
                "{route:?}"
            );
            assert_eq!(route.mv.captures().len(), 3, "{route:?}");
        }
        // Without the first piece in the way, (7,4) is taken (once the route can reach it).
        let open = format!("W:WK{}:B{},{},{}", sq10(4, 5), black[1], black[2], black[3]);
        let r = routes::<InternationalRules>(&open);
        assert!(
            r.iter()
                .all(|r| r.mv.captures().contains(&(black[3] as u8)))
        );
    }

    #[test]
    fn straight_on_captures_are_one_route() {
        // The king on 46 takes 37 and then 19 along the same diagonal: one route (through 23,
        // the last square before 19), ending on 14, 10 or 5.
        let r = routes::<InternationalRules>("W:WK46:B19,37");
        assert_eq!(
            paths(&r),
            vec![vec![46, 23, 5], vec![46, 23, 10], vec![46, 23, 14]]
        );
    }

    #[test]
    fn has_move_sees_blocked_and_capturing_sides() {
        let blocked = fen::parse::<Board8>("W:W29:B25,22", 12).unwrap();
        assert!(!has_move::<BrazilianRules>(&blocked));
        let king = fen::parse::<Board8>("W:WK29:B25,22", 12).unwrap();
        assert!(!has_move::<EnglishRules>(&king));
        assert!(!has_move::<BrazilianRules>(&king));
        let king = fen::parse::<Board8>("W:WK29:B22", 12).unwrap();
        assert!(has_move::<BrazilianRules>(&king));
        let capture = fen::parse::<Board8>("W:W29:B25", 12).unwrap();
        assert!(has_move::<BrazilianRules>(&capture));
        let king = fen::parse::<Board10>("W:WK46:B37,41", 20).unwrap();
        assert!(!has_move::<InternationalRules>(&king));
    }
}
