//! Which game a file's tags name: PGN's `Variant` tag, PDN's `GameType` (its number; the other
//! fields describe the board the number already fixes), and a set-up position (`FEN`).

use crate::variant::Variant;

/// What the tags say of the game.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Named {
    /// A game damero plays.
    Plays(Variant),
    /// A game it does not play, with what to call it in the message.
    Unsupported(String),
    /// The tags do not say.
    Silent,
}

/// The game the tags name: a `GameType` (PDN), else a `Variant` (PGN), else nothing. Tag names
/// are matched ignoring case; the first of each counts.
pub(crate) fn named<'a>(headers: impl IntoIterator<Item = (&'a str, &'a str)>) -> Named {
    let (mut kind, mut variant) = (None, None);
    for (k, v) in headers {
        if kind.is_none() && k.eq_ignore_ascii_case("GameType") {
            kind = Some(v.trim());
        } else if variant.is_none() && k.eq_ignore_ascii_case("Variant") {
            variant = Some(v.trim());
        }
    }
    if let Some(kind) = kind {
        return game_type(kind);
    }
    match variant {
        Some(v) => pgn_variant(v),
        None => Named::Silent,
    }
}

/// PDN `GameType "20"` or its long form `"20,W,10,10,N2,0"` (FMJD PDN 3.0, the GameType table).
fn game_type(text: &str) -> Named {
    let number = text.split(',').next().unwrap_or("").trim();
    let v = match number.parse::<u32>() {
        Ok(0) => Variant::Chess,
        Ok(20) => Variant::International,
        Ok(21) => Variant::English,
        Ok(22) => Variant::Italian,
        Ok(23) => Variant::Pool,
        Ok(24) => Variant::Spanish,
        Ok(25) => Variant::Russian,
        Ok(26) => Variant::Brazilian,
        Ok(29) => Variant::Czech,
        Ok(30) => Variant::Turkish,
        Ok(31) => Variant::Thai,
        Ok(40) => Variant::Frisian,
        _ => {
            let name = match number {
                "1" => "Chinese chess (GameType 1)".to_string(),
                "27" => "Canadian draughts (GameType 27)".to_string(),
                "28" => "Portuguese draughts (GameType 28)".to_string(),
                "41" => "Spantsiretti draughts (GameType 41)".to_string(),
                "50" => "Othello (GameType 50)".to_string(),
                _ => format!("GameType {}", crate::error::Quoted(text)),
            };
            return Named::Unsupported(name);
        }
    };
    Named::Plays(v)
}

/// PGN `Variant` tag values as lichess, chess.com, pychess and others write them.
fn pgn_variant(text: &str) -> Named {
    // The letters and digits of the value, in lower case (values longer than any name, or with
    // letters of other alphabets, are no name).
    let mut key = [0u8; 24];
    let mut len = 0;
    for c in text.chars().filter(|c| c.is_alphanumeric()) {
        if !c.is_ascii() || len == key.len() {
            len = key.len() + 1;
            break;
        }
        key[len] = c.to_ascii_lowercase() as u8;
        len += 1;
    }
    let key = key.get(..len).and_then(|k| std::str::from_utf8(k).ok());
    match key.unwrap_or("\u{0}") {
        "" | "standard" | "chess" | "normal" | "fromposition" | "classical" => {
            Named::Plays(Variant::Chess)
        }
        "chess960" | "fischerandom" | "fischerrandom" | "960" | "frc" => {
            Named::Plays(Variant::Chess960)
        }
        key => match Variant::ALL.into_iter().find(|v| v.name() == key) {
            // A damero variant name (`[Variant "russian"]`).
            Some(v) => Named::Plays(v),
            None => Named::Unsupported(format!("the variant {}", crate::error::Quoted(text))),
        },
    }
}

/// The games a game that names none may be, in the order they are tried (the reader takes the
/// first whose rules its moves follow): chess, PGN's game, unless a draughts FEN (`W:`/`B:`) or
/// numeric moves say draughts; then International (the FMJD's game, on 10x10) and English (8x8)
/// — International alone when a square over 32 appears. Moves that are all pairs of square
/// names (`a3b4`, `c3-d4`, `c3:e5`) may also be Russian draughts, tried after chess.
pub(crate) fn candidates<'a>(
    fen: Option<&'a str>,
    words: impl Iterator<Item = &'a str> + Clone,
) -> Vec<Variant> {
    let numbers = |text: &'a str| {
        text.split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse::<u32>().ok())
    };
    let draughts_fen = fen.is_some_and(|f| {
        let f = f.trim();
        f.starts_with("W:") || f.starts_with("B:") || f.starts_with("W") && f.contains(":W")
    });
    let is_result = |w: &str| {
        matches!(
            w,
            "1-0" | "0-1" | "2-0" | "0-2" | "1-1" | "0-0" | "*" | "1/2-1/2"
        )
    };
    let numeric = |w: &str| {
        let w = w.trim_end_matches(['+', '#', '*']);
        w.len() >= 3
            && w.bytes()
                .all(|b| b.is_ascii_digit() || b == b'-' || b == b'x' || b == b':')
            && w.bytes().next().is_some_and(|b| b.is_ascii_digit())
            && w.bytes().any(|b| b == b'-' || b == b'x' || b == b':')
            && !is_result(w)
    };
    let moves = words.filter(|w| !is_result(w));
    let mut numeric_moves = moves.clone().filter(|w| numeric(w)).peekable();
    if draughts_fen || numeric_moves.peek().is_some() {
        let mut highest = numeric_moves.flat_map(numbers).max().unwrap_or(0);
        if let Some(f) = fen.filter(|_| draughts_fen) {
            highest = highest.max(numbers(f).max().unwrap_or(0));
        }
        return if highest > 32 {
            vec![Variant::International]
        } else {
            vec![Variant::International, Variant::English]
        };
    }
    let mut moves = moves.peekable();
    let square_pairs = moves.peek().is_some()
        && moves.all(|w| {
            let b = w
                .bytes()
                .map(|c| c.to_ascii_lowercase())
                .filter(|&c| c != b'-' && c != b':' && c != b'x');
            let len = b.clone().count();
            len >= 4
                && len % 2 == 0
                && b.clone().step_by(2).all(|c| (b'a'..=b'h').contains(&c))
                && b.skip(1).step_by(2).all(|c| (b'1'..=b'8').contains(&c))
        });
    if square_pairs {
        vec![Variant::Chess, Variant::Russian]
    } else {
        vec![Variant::Chess]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Iterator<Item = (&'a str, &'a str)> {
        pairs.iter().copied()
    }

    #[test]
    fn game_types_and_variants() {
        assert_eq!(
            named(tags(&[("GameType", "20,W,10,10,N1,0")])),
            Named::Plays(Variant::International)
        );
        assert_eq!(
            named(tags(&[("GameType", "25")])),
            Named::Plays(Variant::Russian)
        );
        assert!(matches!(
            named(tags(&[("GameType", "27")])),
            Named::Unsupported(_)
        ));
        assert_eq!(
            named(tags(&[("Variant", "chess 960")])),
            Named::Plays(Variant::Chess960)
        );
        assert_eq!(
            named(tags(&[("Variant", "Standard")])),
            Named::Plays(Variant::Chess)
        );
        assert!(matches!(
            named(tags(&[("Variant", "crazyhouse")])),
            Named::Unsupported(_)
        ));
        assert_eq!(named(tags(&[("Event", "x")])), Named::Silent);
    }

    #[test]
    fn candidates_in_order() {
        use Variant::*;
        assert_eq!(candidates(None, ["e4", "e5"].into_iter()), [Chess]);
        assert_eq!(
            candidates(None, ["32-28", "19-23", "37-32"].into_iter()),
            [International]
        );
        assert_eq!(
            candidates(None, ["11-15", "23-19"].into_iter()),
            [International, English]
        );
        assert_eq!(
            candidates(Some("W:W31-50:B1-20"), [].into_iter()),
            [International]
        );
        assert_eq!(candidates(None, ["0-0", "1-0"].into_iter()), [Chess]);
        assert_eq!(candidates(None, ["a3b4"].into_iter()), [Chess, Russian]);
    }
}
