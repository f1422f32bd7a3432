//! A big file cut into byte ranges that start where games start, so that the parts can be read
//! apart (on threads, processes or the machines of a cluster) and give, together, the games of
//! the whole file.

use std::io::{BufRead, BufReader, Read, Seek, SeekFrom};
use std::ops::Range;

/// Splits the input (a file, or any seekable bytes) into at most `parts` byte ranges, in order,
/// that cover it whole and each start at the first byte of a game: a line that opens a tag
/// section (`[Name "value"]`) after a line that is not a tag. Each cut is looked for from an
/// even share of the input onward, reading only from there to the next such line, so splitting
/// costs a few reads whatever the size. Reading each range with [`Reader`](super::Reader) (for
/// instance over `input.take(range.end - range.start)` after seeking to `range.start`) gives
/// the file's games, in order, with line numbers counted from the range's start.
///
/// A file whose games have no tags, or a stretch with no tag section after the cut, gives fewer
/// ranges (as few as one). A tag-like line inside a comment spanning lines can be taken for the
/// start of a game; the reader then reports that game's problems as for any broken text.
/// `parts` of 0 is taken as 1.
///
/// ```
/// use std::io::Cursor;
/// use damero::files::split_games;
/// let pgn = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
/// let ranges = split_games(&mut Cursor::new(pgn), 2)?;
/// assert_eq!(ranges, [0..25, 25..49]);
/// assert!(pgn[ranges[1].start as usize..].starts_with("[Event \"b\"]"));
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn split_games<R: Read + Seek>(
    input: &mut R,
    parts: usize,
) -> std::io::Result<Vec<Range<u64>>> {
    let size = input.seek(SeekFrom::End(0))?;
    let parts = parts.max(1) as u64;
    let mut starts = vec![0u64];
    for k in 1..parts {
        let from = size / parts * k + (size % parts) * k / parts;
        if from <= *starts.last().unwrap_or(&0) {
            continue;
        }
        match next_game_start(input, from)? {
            Some(at) if at > *starts.last().unwrap_or(&0) && at < size => starts.push(at),
            Some(_) => {}
            // No game starts after this cut: none after the later ones either.
            None => break,
        }
    }
    let mut ranges: Vec<Range<u64>> = starts.windows(2).map(|w| w[0]..w[1]).collect();
    ranges.push(*starts.last().unwrap_or(&0)..size);
    Ok(ranges)
}

/// The offset of the first game start at or after `from` (a line start is looked for first:
/// `from` is inside a line unless the byte before it is a line end).
fn next_game_start<R: Read + Seek>(input: &mut R, from: u64) -> std::io::Result<Option<u64>> {
    let back = from.saturating_sub(1);
    input.seek(SeekFrom::Start(back))?;
    let mut line = Vec::new();
    let mut at = back;
    {
        // The part of a line before `from` (or the line end before it) is skipped.
        let mut reader = BufReader::with_capacity(1 << 12, &mut *input);
        at += reader.read_until(b'\n', &mut line)? as u64;
    }
    // Whether the last line that was not blank, before `at`, was a tag.
    let mut after_tag = last_line_is_tag(input, at)?;
    input.seek(SeekFrom::Start(at))?;
    let mut reader = BufReader::with_capacity(1 << 16, input);
    loop {
        line.clear();
        let n = reader.read_until(b'\n', &mut line)?;
        if n == 0 {
            return Ok(None);
        }
        let text = line.trim_ascii();
        if !text.is_empty() {
            let tag = is_tag_line(text);
            if tag && !after_tag {
                return Ok(Some(at));
            }
            after_tag = tag;
        }
        at += n as u64;
    }
}

/// Whether the last line before offset `at` that is not blank is a tag, looking back at most
/// 64 KiB (further back, it is taken as a tag: the cut then waits for the next game).
fn last_line_is_tag<R: Read + Seek>(input: &mut R, at: u64) -> std::io::Result<bool> {
    let start = at.saturating_sub(1 << 16);
    input.seek(SeekFrom::Start(start))?;
    let mut before = vec![0; (at - start) as usize];
    input.read_exact(&mut before)?;
    let mut lines = before.split(|&b| b == b'\n').rev();
    // The piece after the last line end is empty: `at` is a line start.
    lines.next();
    for line in lines {
        let text = line.trim_ascii();
        if !text.is_empty() {
            return Ok(is_tag_line(text));
        }
    }
    Ok(start > 0)
}

/// Whether a line (trimmed) is a tag pair: `[`, a letter or digit, and a closing `]` at its end
/// (after a byte-order mark, if any).
fn is_tag_line(text: &[u8]) -> bool {
    // A byte-order mark where files were joined.
    let text = text.strip_prefix(b"\xef\xbb\xbf").unwrap_or(text);
    text.len() >= 3
        && text[0] == b'['
        && text[1].is_ascii_alphanumeric()
        && text.last() == Some(&b']')
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn games(n: usize) -> String {
        (0..n)
            .map(|i| format!("[Event \"{i}\"]\n[Site \"?\"]\n\n1. e4 {{x}} e5 2. Nf3 *\n\n"))
            .collect()
    }

    #[test]
    fn ranges_cover_the_input_and_start_at_games() {
        let text = games(50);
        for parts in [1, 2, 3, 7, 50, 200] {
            let ranges = split_games(&mut Cursor::new(&text), parts).unwrap();
            assert!(ranges.len() <= parts.max(1));
            assert_eq!(ranges[0].start, 0);
            assert_eq!(ranges.last().unwrap().end, text.len() as u64);
            for w in ranges.windows(2) {
                assert_eq!(w[0].end, w[1].start);
            }
            for r in &ranges {
                assert!(
                    text[r.start as usize..].starts_with("[Event \""),
                    "{parts}: {r:?}"
                );
            }
            // With two games or more to a share, every cut finds its own game.
            if parts <= 25 {
                assert_eq!(ranges.len(), parts, "{parts} parts of 50 games");
            }
        }
    }

    #[test]
    #[allow(clippy::single_range_in_vec_init)]
    fn untagged_and_tiny_inputs_stay_whole() {
        let text = "1. e4 e5 *\n\n1. d4 d5 *\n";
        let whole = 0..text.len() as u64;
        assert_eq!(split_games(&mut Cursor::new(text), 4).unwrap(), [whole]);
        assert_eq!(split_games(&mut Cursor::new(""), 3).unwrap(), [0..0]);
        assert_eq!(
            split_games(&mut Cursor::new("[A \"1\"]\n"), 0).unwrap(),
            [0..8]
        );
    }
}
