//! PDN move text: `11-15` for a step, `15x24` or `10x19x26` for a capture; with algebraic
//! square names (Russian, Czech, Turkish) `c3-d4` and `c3:e5` or `c3:e5:g7`.
//!
//! Reading accepts square numbers in every variant, square names where the variant's PDN
//! GameType is algebraic ([`Variant::reads_square_names`]), and `x` or `:` for a capture.

use crate::error::{Quoted, Result, bail};
use crate::moves::{Extra, MAX_NOTATION, Move, MoveKind};
use crate::piece::Role;
use crate::variant::Variant;

/// Move text split into its squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveText {
    /// The squares named, first to last (at least two).
    pub squares: Vec<u32>,
    /// Whether the squares were joined by `x` (a capture) rather than `-` (a step).
    pub capture: bool,
}

/// The longest move text accepted; the longest legal capture on any board is far shorter.
const MAX_LEN: usize = 200;

/// Reads move text in `variant`: square numbers or names joined by `-` (a step) or by `x` or
/// `:` (a capture).
pub(crate) fn parse(text: &str, variant: Variant) -> Result<MoveText> {
    let squares = variant.squares() as u32;
    if text.len() > MAX_LEN {
        bail!(
            InvalidNotation,
            "move text longer than {MAX_LEN} characters"
        );
    }
    if text.is_empty() {
        bail!(
            InvalidNotation,
            "empty move text (expected e.g. 11-15 or 15x24)"
        );
    }
    let mut out = Vec::new();
    let mut separator: Option<bool> = None;
    for (i, part) in text.split(['-', 'x', ':']).enumerate() {
        if i > 0 {
            // The separator is the byte just before this part.
            let at = part.as_ptr() as usize - text.as_ptr() as usize - 1;
            let capture = text.as_bytes()[at] != b'-';
            match separator {
                None => separator = Some(capture),
                Some(s) if s != capture => bail!(
                    InvalidNotation,
                    "{q_text} mixes '-' and 'x' (a step is written 11-15, a capture 15x24x31)",
                    q_text = Quoted(&text)
                ),
                Some(_) => {}
            }
        }
        if part.is_empty() {
            bail!(
                InvalidNotation,
                "{q_text} has a separator without a square on both sides",
                q_text = Quoted(&text)
            );
        }
        if part.as_bytes()[0].is_ascii_lowercase() && variant.reads_square_names() {
            match variant.square_from_name(part) {
                Some(n) => out.push(n as u32),
                None => bail!(
                    InvalidNotation,
                    "{q_text}: {part} is not a playing square of the {variant} board",
                    q_text = Quoted(&text)
                ),
            }
            continue;
        }
        if !part.bytes().all(|b| b.is_ascii_digit()) {
            bail!(
                InvalidNotation,
                "{q_text} is not PDN move text (expected square numbers or names joined by '-' or 'x', e.g. 11-15 or 15x24)",
                q_text = Quoted(&text)
            );
        }
        if part.starts_with('0') {
            bail!(
                InvalidNotation,
                "{q_text}: square numbers do not start with 0",
                q_text = Quoted(&text)
            );
        }
        let n: u32 = part.parse().unwrap_or(u32::MAX);
        if n > squares {
            bail!(
                InvalidNotation,
                "{q_text}: there is no square {part} (squares are 1-{squares})",
                q_text = Quoted(&text)
            );
        }
        out.push(n);
    }
    let Some(capture) = separator else {
        bail!(
            InvalidNotation,
            "{q_text} names one square; a move names at least two (e.g. 11-15)",
            q_text = Quoted(&text)
        );
    };
    if !capture && out.len() > 2 {
        bail!(
            InvalidNotation,
            "{q_text}: a step names two squares; a capture is written with 'x' (e.g. 10x19x26)",
            q_text = Quoted(&text)
        );
    }
    Ok(MoveText {
        squares: out,
        capture,
    })
}

/// Reads move text as [`parse`] does, without allocating, into `out`: the squares and whether
/// they were joined by `x` or `:` (a capture) rather than `-` (a step). `Some` only for text that
/// [`parse`] reads, with the same squares and kind, and that names at most
/// [`MAX_PATH`](crate::moves::MAX_PATH) squares; `None` for anything else (then [`parse`] decides
/// and explains).
pub(crate) fn read_short<'a>(
    text: &str,
    variant: Variant,
    out: &'a mut [u8; crate::moves::MAX_PATH],
) -> Option<(&'a [u8], bool)> {
    let bytes = text.as_bytes();
    let mut len = 0;
    let mut separator: Option<bool> = None;
    let mut i = 0;
    loop {
        let square = match *bytes.get(i)? {
            d @ b'1'..=b'9' => {
                i += 1;
                match bytes.get(i) {
                    Some(&e @ b'0'..=b'9') => {
                        i += 1;
                        (d - b'0') * 10 + (e - b'0')
                    }
                    _ => d - b'0',
                }
            }
            b'a'..=b'z' if variant.reads_square_names() => {
                let end = bytes[i..]
                    .iter()
                    .position(|&b| matches!(b, b'-' | b'x' | b':'))
                    .map_or(bytes.len(), |n| i + n);
                let name = text.get(i..end)?;
                i = end;
                variant.square_from_name(name)?
            }
            _ => return None,
        };
        *out.get_mut(len)? = square;
        len += 1;
        let Some(&sep) = bytes.get(i) else {
            break;
        };
        let capture = match sep {
            b'-' => false,
            b'x' | b':' => true,
            _ => return None,
        };
        if separator.is_some_and(|s| s != capture) {
            return None;
        }
        separator = Some(capture);
        i += 1;
    }
    let capture = separator?;
    if !capture && len > 2 {
        return None;
    }
    // Names are squares of the board; a number may be past the last square.
    let last = variant.squares();
    let squares = &out[..len];
    if squares.iter().any(|&s| s > last) {
        return None;
    }
    Some((squares, capture))
}

/// Writes move text into `out` and returns its length: `from-to` / `fromxto`, or with `long`
/// every square of `path` joined by `x`; with `names`, the squares are that variant's algebraic
/// names and captures are joined by `:`. `out` holds three bytes per square of `path`.
pub(crate) fn write(
    path: &[u8],
    capture: bool,
    long: bool,
    names: Option<Variant>,
    out: &mut [u8],
) -> usize {
    let sep = match (capture, names) {
        (false, _) => b'-',
        (true, None) => b'x',
        (true, Some(_)) => b':',
    };
    let last = path.len() - 1;
    let mut n = 0;
    for (i, &sq) in path.iter().enumerate() {
        if i != 0 && i != last && !long {
            continue;
        }
        if i != 0 {
            out[n] = sep;
            n += 1;
        }
        if let Some(v) = names
            && let Some((row, col)) = v.coordinates(sq)
        {
            out[n] = b'a' + col;
            out[n + 1] = b'0' + (v.rows() - row);
            n += 2;
            continue;
        }
        if sq >= 10 {
            out[n] = b'0' + sq / 10;
            n += 1;
        }
        out[n] = b'0' + sq % 10;
        n += 1;
    }
    n
}

/// Fills `mv` (a [`Move::BLANK`]) with a draughts move of this path and these captures, its
/// notation written in short form or, when `long`, with every landing; `crowns` when a man
/// becomes a king; `names` is the variant whose algebraic square names the notation uses, if
/// any. Both slices are at most [`crate::MAX_PATH`] long (callers ensure it).
fn fill(
    mv: &mut Move,
    path: &[u8],
    captures: &[u8],
    crowns: bool,
    long: bool,
    names: Option<Variant>,
) {
    let extra = Extra {
        long_writer: Some(long_form),
        names,
        every_landing: long,
        ..Extra::NONE
    };
    let capture = !captures.is_empty();
    let promotion = crowns.then_some(Role::King);
    mv.fill(
        MoveKind::Travel,
        path,
        captures,
        promotion,
        extra,
        |text, _| {
            text.write_with(|out| write(path, capture, long, names, out));
        },
    );
}

/// The move [`fill`] makes of these squares.
pub(crate) fn new_move(
    path: &[u8],
    captures: &[u8],
    crowns: bool,
    long: bool,
    names: Option<Variant>,
) -> Move {
    let mut mv = Move::BLANK;
    fill(&mut mv, path, captures, crowns, long, names);
    mv
}

/// [`new_move`], pushed onto `out` and written in place there (a move is not small: building it
/// elsewhere and moving it costs copies).
pub(crate) fn push_move(
    out: &mut Vec<Move>,
    path: &[u8],
    captures: &[u8],
    crowns: bool,
    long: bool,
    names: Option<Variant>,
) {
    out.push(Move::BLANK);
    if let Some(mv) = out.last_mut() {
        fill(mv, path, captures, crowns, long, names);
    }
}

/// The long form of a draughts move: every square of its path.
fn long_form(mv: &Move) -> String {
    let mut out = [0u8; MAX_NOTATION];
    let n = write(mv.path(), mv.is_capture(), true, mv.names(), &mut out);
    String::from_utf8_lossy(&out[..n]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::Rng;

    #[test]
    fn reads_steps_and_captures() {
        assert_eq!(
            parse("11-15", Variant::English).unwrap(),
            MoveText {
                squares: vec![11, 15],
                capture: false
            }
        );
        assert_eq!(
            parse("10x19x26", Variant::English).unwrap().squares,
            vec![10, 19, 26]
        );
        for bad in [
            "",
            "11",
            "11-",
            "-15",
            "11--15",
            "11-15x19",
            "11-15-19",
            "0-4",
            "011-15",
            "11-33",
            "a-b",
            "11 - 15",
            "1x99999999999999999999",
        ] {
            assert_eq!(
                parse(bad, Variant::English).unwrap_err().kind(),
                crate::ErrorKind::InvalidNotation,
                "{bad}"
            );
        }
    }

    #[test]
    fn writes_short_and_long() {
        let text = |path: &[u8], capture, long| {
            let mut out = [0u8; 96];
            let n = write(path, capture, long, None, &mut out);
            String::from_utf8(out[..n].to_vec()).unwrap()
        };
        assert_eq!(text(&[10, 19, 26], true, false), "10x26");
        assert_eq!(text(&[10, 19, 26], true, true), "10x19x26");
        assert_eq!(text(&[11, 15], false, true), "11-15");
        assert_eq!(text(&[1, 10, 1], true, true), "1x10x1");
        let mut out = [0u8; 96];
        let n = write(&[22, 15, 8], true, true, Some(Variant::Russian), &mut out);
        assert_eq!(&out[..n], b"c3:e5:g7");
    }

    /// `read_short` reads only what `parse` reads, the same way, and most move text there is.
    #[test]
    fn short_reading_agrees_with_parse() {
        let squares = [
            "1", "9", "10", "32", "33", "50", "64", "65", "0", "05", "100", "c3", "e5", "h8", "i9",
            "a", "", "é",
        ];
        let separators = ["-", "x", ":", "x", "-", " ", "--", ""];
        let mut rng = Rng(0x1234_5678_9ABC_DEF1);
        let mut next = |n: usize| rng.below(n);
        let (mut read, mut tried) = (0, 0);
        for variant in Variant::ALL {
            for _ in 0..4000 {
                let mut text = squares[next(squares.len())].to_string();
                for _ in 0..1 + next(4) {
                    text.push_str(separators[next(separators.len())]);
                    text.push_str(squares[next(squares.len())]);
                }
                tried += 1;
                let mut out = [0; crate::moves::MAX_PATH];
                let Some((short, capture)) = read_short(&text, variant, &mut out) else {
                    continue;
                };
                read += 1;
                let full = parse(&text, variant).unwrap_or_else(|e| panic!("{text:?}: {e}"));
                let squares: Vec<u32> = short.iter().map(|&s| s as u32).collect();
                assert_eq!((squares, capture), (full.squares, full.capture), "{text:?}");
            }
            for text in ["11-15", "10x19x26", "c3:e5:g7", "46-41", "1x10x1"] {
                if parse(text, variant).is_ok() {
                    let mut out = [0; crate::moves::MAX_PATH];
                    let read = read_short(text, variant, &mut out);
                    assert!(read.is_some(), "{variant} {text}");
                }
            }
        }
        assert!(read > tried / 50, "{read} of {tried} texts read");
    }

    #[test]
    fn reads_square_names() {
        let m = parse("c3:e5", Variant::Russian).unwrap();
        assert_eq!((m.squares, m.capture), (vec![22, 15], true));
        assert_eq!(
            parse("c3-d4", Variant::Brazilian).unwrap().squares,
            vec![22, 18]
        );
        assert!(parse("c3-d4", Variant::English).is_err());
        assert_eq!(
            parse("d3-d4", Variant::Turkish).unwrap().squares,
            vec![44, 36]
        );
        for bad in ["c4-d5", "z9-a1", "c3-i9", "c3:d4-e5"] {
            assert!(parse(bad, Variant::Russian).is_err(), "{bad}");
        }
    }
}
