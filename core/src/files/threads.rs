//! Reading a file on threads ([`ReadOptions::threads`]): the calling thread only cuts the input
//! into parts of many games (`chunks.rs`, a cheap look at the bytes); each worker reads whole
//! parts with a reader of its own (lines, tokens, moves, records), keeping its buffers from part
//! to part; the records come back in the parts' order.
//!
//! A part is read as if a game started at its first line. Its reader says, at its end, whether a
//! reader of the whole input would have started a game there too (`Reader::ends_clean`); when
//! not (a comment or a tag section running on past the cut), it stops with its state whole, and
//! the calling thread goes on with that reader into the next part's bytes, dropping what the
//! next part's worker read from a wrong start, until a part ends where a game starts. So the
//! games are always those of a read on one thread, with their problems and line numbers.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex, mpsc};

use super::chunks::{Chunk, Chunker, Feed};
use super::limits::MAX_FILE_THREADS;
use super::reader::{DEFAULT_CHUNK_BYTES, ReadOptions, Reader};
use super::record::{FileProblem, GameRecord};
use super::tree;

type Item = Result<GameRecord, FileProblem>;
/// A game as a worker hands it over: its nodes still small (see `tree.rs`).
type Sent = Result<tree::Built, FileProblem>;

/// Parts sent to threads to be read, numbered in the input's order, and what came back.
pub(super) struct Pool {
    jobs: Option<mpsc::Sender<Job>>,
    built: mpsc::Receiver<Done>,
    workers: Vec<std::thread::JoinHandle<()>>,
    chunker: Chunker,
    /// The number of the next part cut, and of the next part handed out.
    sent: u64,
    handed: u64,
    /// Parts read ahead of their turn.
    ready: BTreeMap<u64, Done>,
    /// The games of the part being handed out, in order.
    current: std::vec::IntoIter<Sent>,
    /// The reader of a part that did not end at a game start, read on here into the next parts.
    stalled: Option<Box<Reader<Feed>>>,
    /// Parts' bytes read, kept for the next parts cut.
    spare: Vec<Vec<u8>>,
    /// Whether the whole input has been cut.
    cut_all: bool,
}

/// A part to read.
struct Job {
    number: u64,
    chunk: Chunk,
}

/// A part read: its games, its reader when it stopped before a game's end, and the part itself
/// (its bytes given back, to be read on from a stopped reader, or reused).
struct Done {
    number: u64,
    items: Vec<Sent>,
    stalled: Option<Box<Reader<Feed>>>,
    chunk: Chunk,
}

impl Pool {
    /// A pool of `options.threads` threads (at most [`MAX_FILE_THREADS`]); fewer when the system
    /// refuses more, `None` when it refuses every one (then the reader reads alone).
    pub fn new(options: ReadOptions) -> Option<Pool> {
        let (jobs, queue) = mpsc::channel::<Job>();
        let (done, built) = mpsc::channel();
        let queue = Arc::new(Mutex::new(queue));
        let part = ReadOptions {
            threads: 0,
            ..options
        };
        let workers: Vec<_> = (0..options.threads.min(MAX_FILE_THREADS))
            .map_while(|_| {
                let queue = Arc::clone(&queue);
                let done = done.clone();
                let builder = std::thread::Builder::new().name("damero-files".into());
                builder.spawn(move || work(&queue, &done, part)).ok()
            })
            .collect();
        if workers.is_empty() {
            return None;
        }
        let size = match options.chunk_bytes {
            0 => DEFAULT_CHUNK_BYTES,
            n => n,
        };
        Some(Pool {
            jobs: Some(jobs),
            built,
            workers,
            chunker: Chunker::new(size),
            sent: 0,
            handed: 0,
            ready: BTreeMap::new(),
            current: Vec::new().into_iter(),
            stalled: None,
            spare: Vec::new(),
            cut_all: false,
        })
    }

    /// The next game of `input`, cutting parts ahead to keep every thread busy.
    pub fn next<R: BufRead>(&mut self, input: &mut R) -> Option<Item> {
        let ahead = 2 * self.workers.len() as u64;
        loop {
            if let Some(item) = self.current.next() {
                return Some(item.map(tree::Built::record));
            }
            while !self.cut_all && self.sent - self.handed < ahead {
                let bytes = self.spare.pop().unwrap_or_default();
                match self.chunker.next(input, bytes) {
                    Some(chunk) => {
                        let job = Job {
                            number: self.sent,
                            chunk,
                        };
                        self.jobs.as_ref()?.send(job).ok()?;
                        self.sent += 1;
                    }
                    None => self.cut_all = true,
                }
            }
            if self.handed == self.sent {
                return None;
            }
            let built = loop {
                if let Some(built) = self.ready.remove(&self.handed) {
                    break built;
                }
                let built = self.built.recv().ok()?;
                self.ready.insert(built.number, built);
            };
            self.handed += 1;
            let spent = match self.stalled.as_mut() {
                // The last part did not end at a game start: this one's games, read from its
                // start, are dropped, and the last part's reader reads on.
                Some(reader) => {
                    let spent = reader.resume(built.chunk);
                    let read = std::iter::from_fn(|| reader.next_built());
                    self.current = read.collect::<Vec<_>>().into_iter();
                    if !reader.stalled {
                        self.stalled = None;
                    }
                    spent
                }
                None => {
                    self.current = built.items.into_iter();
                    self.stalled = built.stalled;
                    built.chunk.bytes
                }
            };
            if self.spare.len() < ahead as usize {
                self.spare.push(spent);
            }
        }
    }
}

/// A worker: reads the parts it takes from `queue` until the queue is closed.
fn work(queue: &Mutex<mpsc::Receiver<Job>>, done: &mpsc::Sender<Done>, options: ReadOptions) {
    let mut kept: Option<Reader<Feed>> = None;
    let mut games = 0;
    loop {
        // The lock is held only while a part is taken.
        let job = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok(Job { number, chunk }) = job else {
            return;
        };
        let (first_line, boundary, error) = (chunk.first_line, chunk.boundary, chunk.error.clone());
        let mut reader = match kept.take() {
            Some(mut reader) => {
                reader.restart(chunk);
                reader
            }
            None => Reader::part(chunk, options),
        };
        let mut items: Vec<Sent> = Vec::with_capacity(games);
        items.extend(std::iter::from_fn(|| reader.next_built()));
        games = items.len();
        let bytes = std::mem::take(&mut reader.input.bytes);
        let stalled = if reader.stalled {
            Some(Box::new(reader))
        } else {
            kept = Some(reader);
            None
        };
        let built = Done {
            number,
            items,
            stalled,
            chunk: Chunk {
                bytes,
                first_line,
                boundary,
                error,
            },
        };
        if done.send(built).is_err() {
            return;
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        // Closing the queue ends every worker once it has read its part.
        self.jobs = None;
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}
