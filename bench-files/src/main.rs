//! Speed of damero's game-file reader (`damero::files::Reader`) beside pgn-reader with shakmaty,
//! and its memory while streaming. Run by `scripts/bench-files`, which builds the corpora.
//!
//! - `chess FILE [RUNS]`: a PGN file read from memory, best of `RUNS` (default 3) wall times
//!   each (with the CPU time of that run, every thread, so that a run slowed by other work on
//!   the machine shows), taken in turn: damero on one thread and on two (`ReadOptions::threads`), then
//!   pgn-reader 0.29 with shakmaty 0.30 twice: playing every move of the main line on a shakmaty
//!   position (variations skipped, nothing kept: the least a validating reader does), and
//!   playing every move of every variation too while keeping the tags, moves and comments (the
//!   work damero's records hold). Games and plies are printed for each so the work can be
//!   compared; games/s, MB/s and the ratios follow. Beside damero on two threads, the same file
//!   read as two halves apart (`halves` below). A control is taken in the same rounds: a
//!   loop of arithmetic on one thread and the same work split on two, whose ratio is what a
//!   second core gives at that moment on a shared machine. Then where damero's time goes: with
//!   two threads, the CPU time of the calling thread (cutting the input into parts, handing
//!   records out) against that of the workers (reading parts: lines, tokens, moves, records),
//!   with the time each waited for a core held by other work and the time each was idle
//!   (waiting on the others). A last line `rates (games/s): name=value ...` is read by the
//!   script for the ratios to Python peers.
//! - `damero FILE [RUNS]`: damero alone on one thread, any PGN or PDN file (each game's variant
//!   from its tags, or inferred); the script runs it in turn with the Python peers
//!   (`bench-files/python/`), so that both see the same machine.
//! - `stream FILE [THREADS]`: a file read through `BufReader<File>`, never held whole; prints
//!   games, plies, time and the peak resident memory (`VmHWM`).
//! - `count FILE`: the number of games damero reads in a file (to size the corpora).
//! - `threads FILE [THREADS]` (default 2) and `halves FILE`: one read, its wall and CPU time,
//!   for `perf stat` or `valgrind`: damero on that many threads, or the control the `chess`
//!   run also takes, the file cut in two at a game start (`split_games`) and each half read on
//!   a thread of its own by a reader on one thread (two threads with nothing handed between
//!   them: what the pool's hand-over of records costs shows against it).
//! - `pgn-reader FILE` and `pgn-reader-tree FILE`: the two pgn-reader pipelines alone, once, for
//!   comparing instruction counts under `valgrind --tool=callgrind` (stable where wall times on a
//!   shared machine are not) with `damero FILE 1`.

use std::io::{BufReader, Read};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use damero::files::{ReadOptions, Reader};
use pgn_reader::{RawComment, RawTag, SanPlus, Skip, Visitor};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

/// What a reader found: games, main-line plies, games with an error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Count {
    games: u64,
    plies: u64,
    with_errors: u64,
}

fn damero_read(data: &[u8], threads: usize) -> Count {
    let options = ReadOptions {
        threads,
        ..ReadOptions::default()
    };
    let mut count = Count::default();
    for record in Reader::new(data, options) {
        let record = record.expect("a lenient read gives every game");
        count.games += 1;
        count.plies += record.mainline_nodes().len() as u64;
        count.with_errors += u64::from(!record.errors.is_empty());
    }
    count
}

/// The input cut in two at a game start (`split_games`), each half read on a thread of its own
/// by a reader on one thread: two threads with nothing handed between them.
fn damero_halves(data: &[u8]) -> Count {
    let ranges = damero::files::split_games(&mut std::io::Cursor::new(data), 2).expect("in memory");
    let counts: Vec<Count> = std::thread::scope(|s| {
        let halves: Vec<_> = ranges
            .iter()
            .map(|r| {
                let part = &data[r.start as usize..r.end as usize];
                s.spawn(move || damero_read(part, 1))
            })
            .collect();
        halves
            .into_iter()
            .map(|h| h.join().expect("a half is read"))
            .collect()
    });
    counts.iter().fold(Count::default(), |a, c| Count {
        games: a.games + c.games,
        plies: a.plies + c.plies,
        with_errors: a.with_errors + c.with_errors,
    })
}

/// The start a game's tags give: its `FEN`, in Chess960 when its `Variant` tag says so.
#[derive(Default)]
struct Start {
    fen: Option<Vec<u8>>,
    chess960: bool,
}

impl Start {
    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        if name == b"FEN" {
            self.fen = Some(value.decode().into_owned());
        } else if name == b"Variant" {
            let v = value.as_bytes().to_ascii_lowercase();
            self.chess960 = matches!(
                v.as_slice(),
                b"chess960" | b"chess 960" | b"fischerandom" | b"fischerrandom" | b"960"
            );
        }
    }

    fn position(&self) -> Option<Chess> {
        let mode = if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        match &self.fen {
            None => Some(Chess::default()),
            Some(fen) => Fen::from_ascii(fen).ok()?.into_position(mode).ok(),
        }
    }
}

/// The main line played on a shakmaty position; variations skipped, nothing kept.
struct MainLine;

/// The position of the main line, `None` once a move failed, and the plies played.
struct Played {
    pos: Option<Chess>,
    plies: u64,
    failed: bool,
}

impl Visitor for MainLine {
    type Tags = Start;
    type Movetext = Played;
    type Output = (u64, bool);

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Start> {
        ControlFlow::Continue(Start::default())
    }

    fn tag(
        &mut self,
        tags: &mut Start,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.tag(name, value);
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Start) -> ControlFlow<Self::Output, Played> {
        let pos = tags.position();
        ControlFlow::Continue(Played {
            failed: pos.is_none(),
            pos,
            plies: 0,
        })
    }

    fn san(&mut self, line: &mut Played, san: SanPlus) -> ControlFlow<Self::Output> {
        if let Some(pos) = line.pos.as_mut() {
            match san.san.to_move(pos) {
                Ok(m) => {
                    pos.play_unchecked(m);
                    line.plies += 1;
                }
                Err(_) => {
                    line.pos = None;
                    line.failed = true;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, line: Played) -> Self::Output {
        (line.plies, line.failed)
    }
}

/// Every move of every variation played on shakmaty positions, the tags, moves and comments
/// kept: a tree like damero's record.
struct Tree;

#[derive(Default)]
struct Tags {
    start: Start,
    tags: Vec<(String, String)>,
}

/// One line of play: the position reached, the one before its last move (where a variation
/// starts), and the node reached (`None` once a move failed: the rest of the line is skipped).
struct Branch {
    pos: Chess,
    before: Option<Chess>,
    node: Option<usize>,
    parent: Option<usize>,
}

/// A game as kept: tags, moves (each with its parent), comments, main-line plies.
struct Kept {
    tags: Vec<(String, String)>,
    moves: Vec<(shakmaty::Move, Option<usize>)>,
    comments: Vec<String>,
    lines: Vec<Branch>,
    plies: u64,
    failed: bool,
}

impl Visitor for Tree {
    type Tags = Tags;
    type Movetext = Kept;
    type Output = (u64, bool, usize);

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.start.tag(name, value);
        tags.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            String::from_utf8_lossy(&value.decode()).into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, Kept> {
        let pos = tags.start.position();
        let failed = pos.is_none();
        ControlFlow::Continue(Kept {
            tags: tags.tags,
            moves: Vec::new(),
            comments: Vec::new(),
            lines: vec![Branch {
                pos: pos.unwrap_or_default(),
                before: None,
                node: if failed { None } else { Some(usize::MAX) },
                parent: None,
            }],
            plies: 0,
            failed,
        })
    }

    fn san(&mut self, kept: &mut Kept, san: SanPlus) -> ControlFlow<Self::Output> {
        let main = kept.lines.len() == 1;
        let Some(line) = kept.lines.last_mut() else {
            return ControlFlow::Continue(());
        };
        let Some(node) = line.node else {
            return ControlFlow::Continue(());
        };
        match san.san.to_move(&line.pos) {
            Ok(m) => {
                line.before = Some(line.pos.clone());
                line.pos.play_unchecked(m);
                line.parent = Some(node);
                kept.moves.push((m, (node != usize::MAX).then_some(node)));
                line.node = Some(kept.moves.len() - 1);
                if main {
                    kept.plies += 1;
                }
            }
            Err(_) => {
                line.node = None;
                kept.failed = true;
            }
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, kept: &mut Kept, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        kept.comments.push(
            String::from_utf8_lossy(comment.as_bytes())
                .trim()
                .to_string(),
        );
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, kept: &mut Kept) -> ControlFlow<Self::Output, Skip> {
        let Some(line) = kept.lines.last() else {
            return ControlFlow::Continue(Skip(true));
        };
        let branch = match (&line.before, line.node) {
            (Some(before), Some(_)) => Branch {
                pos: before.clone(),
                before: None,
                node: line.parent,
                parent: None,
            },
            _ => Branch {
                pos: line.pos.clone(),
                before: None,
                node: None,
                parent: None,
            },
        };
        kept.lines.push(branch);
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, kept: &mut Kept) -> ControlFlow<Self::Output> {
        if kept.lines.len() > 1 {
            kept.lines.pop();
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, kept: Kept) -> Self::Output {
        let held = kept.tags.len() + kept.moves.len() + kept.comments.len();
        (kept.plies, kept.failed, held)
    }
}

fn pgn_reader_main_line(data: &[u8]) -> Count {
    let mut reader = pgn_reader::Reader::new(data);
    let mut count = Count::default();
    while let Some((plies, failed)) = reader.read_game(&mut MainLine).expect("in memory") {
        count.games += 1;
        count.plies += plies;
        count.with_errors += u64::from(failed);
    }
    count
}

fn pgn_reader_tree(data: &[u8]) -> Count {
    let mut reader = pgn_reader::Reader::new(data);
    let mut count = Count::default();
    while let Some((plies, failed, held)) = reader.read_game(&mut Tree).expect("in memory") {
        std::hint::black_box(held);
        count.games += 1;
        count.plies += plies;
        count.with_errors += u64::from(failed);
    }
    count
}

/// CPU seconds of this process so far, every thread (exited ones too), in ticks of 10 ms
/// (`/proc/self/stat`; Linux's USER_HZ of 100).
fn process_cpu() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    (ticks(11) + ticks(12)) as f64 / 100.0
}

/// A reader's best run: what it read, its wall time, and the CPU time of that run.
#[derive(Clone, Copy)]
struct Run {
    count: Count,
    wall: Duration,
    cpu: f64,
}

/// The best wall time of each reader over `runs` rounds, the readers taken in turn.
fn best_of(runs: usize, readers: &[(&str, &dyn Fn() -> Count)]) -> Vec<Run> {
    let mut best: Vec<Option<Run>> = vec![None; readers.len()];
    for _ in 0..runs {
        for (i, (_, read)) in readers.iter().enumerate() {
            let cpu = process_cpu();
            let start = Instant::now();
            let count = read();
            let wall = start.elapsed();
            let cpu = process_cpu() - cpu;
            if best[i].is_none_or(|b| wall < b.wall) {
                best[i] = Some(Run { count, wall, cpu });
            }
        }
    }
    best.into_iter().map(|b| b.expect("runs > 0")).collect()
}

fn row(name: &str, bytes: usize, run: Run) -> f64 {
    let secs = run.wall.as_secs_f64();
    let count = run.count;
    let games = count.games as f64 / secs;
    println!(
        "  {name:<50} {:>6} games {:>8} plies {:>4} with errors {:>7.3} s (CPU {:>6.2} s) {:>8.0} games/s {:>6.1} MB/s {:>6.2} M plies/s",
        count.games,
        count.plies,
        count.with_errors,
        secs,
        run.cpu,
        games,
        bytes as f64 / secs / 1e6,
        count.plies as f64 / secs / 1e6,
    );
    games
}

/// Nanoseconds a thread ran on a CPU, and waited runnable for one (taken by other work).
#[derive(Clone, Copy, Default)]
struct Sched {
    ran: u64,
    waited: u64,
}

/// The `Sched` of the calling thread and the sum over the other threads of this process
/// (`/proc/.../schedstat`).
fn sched() -> (Sched, Sched) {
    let read = |path: &str| -> Sched {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut fields = text.split_whitespace().map(|f| f.parse().unwrap_or(0));
        Sched {
            ran: fields.next().unwrap_or(0),
            waited: fields.next().unwrap_or(0),
        }
    };
    let me = read("/proc/thread-self/schedstat");
    let mut others = Sched::default();
    let own = std::fs::read_link("/proc/thread-self")
        .ok()
        .and_then(|p| p.file_name().map(|n| n.to_owned()));
    if let Ok(tasks) = std::fs::read_dir("/proc/self/task") {
        for task in tasks.flatten() {
            if Some(task.file_name()) != own {
                let s = read(&format!("{}/schedstat", task.path().display()));
                others.ran += s.ran;
                others.waited += s.waited;
            }
        }
    }
    (me, others)
}

/// A loop of pure arithmetic, `n` steps.
fn spin(n: u64) -> u64 {
    (0..n).fold(1u64, |x, i| {
        x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(i)
    })
}

/// The control's work: about as long as a read of the corpus on one thread.
const SPIN: u64 = 2_000_000_000;

/// The control on one thread.
fn spin_one() -> Count {
    std::hint::black_box(spin(std::hint::black_box(SPIN)));
    Count::default()
}

/// The control's same work split on two threads.
fn spin_two() -> Count {
    let halves: Vec<_> = (0..2)
        .map(|_| std::thread::spawn(|| spin(std::hint::black_box(SPIN / 2))))
        .collect();
    for half in halves {
        std::hint::black_box(half.join().ok());
    }
    Count::default()
}

fn chess(data: &[u8], runs: usize) {
    let readers: [(&str, &dyn Fn() -> Count); 7] = [
        ("damero Reader, threads 1", &|| damero_read(data, 1)),
        ("damero Reader, threads 2", &|| damero_read(data, 2)),
        ("damero, 2 halves apart (split_games; control)", &|| {
            damero_halves(data)
        }),
        ("pgn-reader 0.29.0+shakmaty 0.30.1, main line", &|| {
            pgn_reader_main_line(data)
        }),
        ("pgn-reader 0.29.0+shakmaty 0.30.1, tree kept", &|| {
            pgn_reader_tree(data)
        }),
        ("control: arithmetic, 1 thread", &spin_one),
        ("control: arithmetic, 2 threads", &spin_two),
    ];
    let best = best_of(runs, &readers);
    println!(
        "PGN, {} bytes from memory, best of {runs} wall times (readers and the control in turn):",
        data.len()
    );
    let rates: Vec<f64> = readers[..5]
        .iter()
        .zip(&best)
        .map(|((name, _), &run)| row(name, data.len(), run))
        .collect();
    for ((name, _), run) in readers[5..].iter().zip(&best[5..]) {
        println!(
            "  {name:<50} {:>7.3} s (CPU {:>6.2} s)",
            run.wall.as_secs_f64(),
            run.cpu
        );
    }
    let control = best[5].wall.as_secs_f64() / best[6].wall.as_secs_f64();
    println!(
        "  rates (games/s): damero1={:.1} damero2={:.1} main_line={:.1} tree={:.1}",
        rates[0], rates[1], rates[3], rates[4]
    );
    let ratio = |a: usize, b: usize| rates[a] / rates[b];
    println!(
        "  ratio damero (1 thread) / pgn-reader+shakmaty main line: {:.2}x (target >= 1.0x)",
        ratio(0, 3)
    );
    println!(
        "  ratio damero (1 thread) / pgn-reader+shakmaty tree:      {:.2}x",
        ratio(0, 4)
    );
    println!(
        "  ratio damero threads 2 / threads 1:                      {:.2}x (target >= 1.8x; the control, arithmetic on 2 threads / 1 in the same rounds: {control:.2}x)",
        ratio(1, 0)
    );
    println!(
        "  ratio damero 2 halves apart / threads 1:                 {:.2}x (two readers with nothing handed over: the most two threads give at that moment)",
        ratio(2, 0)
    );
    let cpu = |i: usize| best[i].cpu;
    println!(
        "  CPU time of those runs: threads 1 {:.2} s, threads 2 {:.2} s ({:.2}x), 2 halves apart {:.2} s ({:.2}x)",
        cpu(0),
        cpu(1),
        cpu(1) / cpu(0),
        cpu(2),
        cpu(2) / cpu(0)
    );

    // Where the time goes: the calling thread cuts the input into parts, the workers read
    // them. Read before the reader (and its workers) is dropped.
    let mut reader = Reader::new(
        data,
        ReadOptions {
            threads: 2,
            ..ReadOptions::default()
        },
    );
    let (me0, others0) = sched();
    let start = Instant::now();
    for record in reader.by_ref() {
        std::hint::black_box(record.ok());
    }
    let wall = start.elapsed().as_secs_f64();
    let (me1, others1) = sched();
    drop(reader);
    let secs = |a: u64, b: u64| (a - b) as f64 / 1e9;
    let (cut, cut_waited) = (secs(me1.ran, me0.ran), secs(me1.waited, me0.waited));
    let (built, built_waited) = (
        secs(others1.ran, others0.ran),
        secs(others1.waited, others0.waited),
    );
    println!(
        "  damero, threads 2, wall {wall:.3} s: the calling thread (parts cut, records handed out) ran {cut:.3} s, \
         waited for a core {cut_waited:.3} s, idle {:.3} s; the 2 workers (parts read: lines, tokens, moves, records) ran {built:.3} s, \
         waited for a core {built_waited:.3} s, idle {:.3} s",
        (wall - cut - cut_waited).max(0.0),
        (2.0 * wall - built - built_waited).max(0.0),
    );
}

fn damero_alone(data: &[u8], runs: usize) {
    let readers: [(&str, &dyn Fn() -> Count); 1] =
        [("damero Reader, threads 1", &|| damero_read(data, 1))];
    let best = best_of(runs, &readers);
    println!(
        "{} bytes from memory, best of {runs} wall times:",
        data.len()
    );
    let rate = row(readers[0].0, data.len(), best[0]);
    println!("  rates (games/s): damero1={rate:.1}");
}

/// A field of `/proc/self/status` in kB.
fn status_kb(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| {
                l.strip_prefix(field)?
                    .trim()
                    .strip_suffix("kB")?
                    .trim()
                    .parse()
                    .ok()
            })
        })
        .unwrap_or(0)
}

fn stream(path: &str, threads: usize) {
    let file = std::fs::File::open(path).expect("the file opens");
    let bytes = file.metadata().map(|m| m.len()).unwrap_or(0);
    let before = status_kb("VmHWM:");
    let start = Instant::now();
    let mut count = Count::default();
    let options = ReadOptions {
        threads,
        ..ReadOptions::default()
    };
    for record in Reader::new(BufReader::with_capacity(1 << 16, file), options) {
        let record = record.expect("a lenient read gives every game");
        count.games += 1;
        count.plies += record.mainline_nodes().len() as u64;
        count.with_errors += u64::from(!record.errors.is_empty());
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "streamed {path} ({:.2} GB) through BufReader<File>, threads {threads}: {} games, {} plies, {} with errors, {secs:.1} s, {:.1} MB/s; \
         peak resident memory (VmHWM) {:.1} MB (before reading {:.1} MB; target < 64 MB)",
        bytes as f64 / 1e9,
        count.games,
        count.plies,
        count.with_errors,
        bytes as f64 / secs / 1e6,
        status_kb("VmHWM:") as f64 / 1024.0,
        before as f64 / 1024.0,
    );
}

/// One read, its wall and CPU time printed (for `perf stat` and `valgrind`).
fn once(read: impl FnOnce() -> Count) {
    let cpu = process_cpu();
    let start = Instant::now();
    let count = read();
    let wall = start.elapsed().as_secs_f64();
    println!("{count:?} {wall:.3} s (CPU {:.2} s)", process_cpu() - cpu);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: damero-bench-files chess|damero FILE [RUNS] | stream|threads FILE [THREADS] | count|halves|pgn-reader|pgn-reader-tree FILE";
    let (Some(what), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let number = |default: usize| {
        args.get(3)
            .map_or(Some(default), |n| n.parse().ok())
            .unwrap_or_else(|| {
                eprintln!("{usage}");
                std::process::exit(2)
            })
    };
    let load = || {
        let mut data = Vec::new();
        std::fs::File::open(path)
            .and_then(|mut f| f.read_to_end(&mut data))
            .unwrap_or_else(|e| panic!("{path}: {e}"));
        data
    };
    match what.as_str() {
        "chess" => chess(&load(), number(3).max(1)),
        "damero" => damero_alone(&load(), number(3).max(1)),
        "stream" => stream(path, number(1)),
        "count" => println!("{}", damero_read(&load(), 1).games),
        "threads" => {
            let data = load();
            let threads = number(2);
            once(|| damero_read(&data, threads));
        }
        "halves" => once(|| damero_halves(&load())),
        "pgn-reader" => println!("{:?}", pgn_reader_main_line(&load())),
        "pgn-reader-tree" => println!("{:?}", pgn_reader_tree(&load())),
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    }
}
