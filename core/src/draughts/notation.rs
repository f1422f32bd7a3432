//! PDN move text: `11-15` for a step, `15x24` or `10x19x26` for a capture; with algebraic
//! square names (Russian, Czech, Turkish) `c3-d4` and `c3:e5` or `c3:e5:g7`.
//!
//! Reading accepts square numbers in every variant, square names where the variant's PDN
//! GameType is algebraic ([`Variant::reads_square_names`]), and `x` or `:` for a capture.

use crate::error::{Quoted, Result, bail};
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

#[cfg(test)]
mod tests {
    use super::*;

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
