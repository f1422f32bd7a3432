//! What the fuzz targets share: a reader of the fuzzer's bytes, the variant, options and start
//! position they pick (every variant [`damero::variants`] lists, so a new variant is fuzzed with no
//! change here), and [`check`], the properties every game the API lets a caller reach must have.

use damero::{ErrorKind, Family, Game, Move, MoveKind, Options, State, Variant};

/// The fuzzer's bytes, read from the front; an exhausted reader gives zeros.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data }
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        let b = (self.byte() as usize) << 8 | self.byte() as usize;
        b % n
    }

    /// The rest of the bytes.
    pub fn rest(&mut self) -> &'a [u8] {
        std::mem::take(&mut self.data)
    }
}

/// The variant picked by `b`, among every variant the library lists.
pub fn variant(b: u8) -> Variant {
    let names = damero::variants();
    Variant::from_name(names[b as usize % names.len()]).expect("a listed variant has a name")
}

/// Option presets; each is applied with the keys the variant has. Short counts make draws
/// reachable in a few plies.
const PRESETS: &[&[(&str, &str)]] = &[
    &[],
    // Placement games: small boards end games in a few plies; the other start and scoring.
    &[("size", "6"), ("start", "free"), ("scoring", "wof")],
    &[("repetition", "claim2"), ("move_limit", "claim2m")],
    &[("repetition", "auto3"), ("move_limit", "auto4p")],
    &[("capture", "optional"), ("repetition", "claim3")],
    &[
        ("agreement", "off"),
        ("resignation", "off"),
        ("repetition", "warn2"),
    ],
    &[("endgame", "claim1_1"), ("move_limit", "warn1m")],
    &[
        ("endgame", "auto2_1"),
        ("repetition", "off"),
        ("move_limit", "claim3p"),
    ],
    &[
        ("first", "white"),
        ("move_limit", "auto2m"),
        ("repetition", "claim2"),
    ],
];

/// The options of preset `b` for `variant`.
pub fn options(variant: Variant, b: u8) -> Options {
    let preset = PRESETS[b as usize % PRESETS.len()];
    let keys = variant.option_keys();
    let pairs = preset.iter().copied().filter(|(k, _)| keys.contains(k));
    Options::from_pairs(variant, pairs).expect("presets use valid values")
}

/// A game of `variant` with `options`: the standard start, or (when the bytes ask for it) a
/// position of up to eight pieces placed by the bytes; a position the FEN reader refuses falls
/// back to the standard start.
pub fn start(variant: Variant, options: Options, bytes: &mut Bytes) -> Game {
    let kind = bytes.byte();
    if kind.is_multiple_of(3) || variant.family() != Family::Draughts {
        return Game::with_options(variant, options).expect("every family is in this build");
    }
    let count = 2 + (bytes.byte() % 7) as usize;
    let mut white = Vec::new();
    let mut black = Vec::new();
    for _ in 0..count {
        let b = bytes.byte();
        let square = variant.first_square() as usize + bytes.below(variant.squares() as usize);
        let text = if b & 2 != 0 {
            format!("K{square}")
        } else {
            square.to_string()
        };
        if b & 1 == 0 { &mut white } else { &mut black }.push(text);
    }
    let turn = if kind & 8 != 0 { 'W' } else { 'B' };
    let fen = format!("{turn}:W{}:B{}", white.join(","), black.join(","));
    Game::from_fen(variant, &fen, Some(options)).unwrap_or_else(|_| {
        Game::with_options(variant, options).expect("every family is in this build")
    })
}

/// Plays `m` on a copy of `game` and gives the copy.
pub fn after(game: &Game, m: &Move) -> Game {
    let mut next = game.clone();
    let played = next.play_move(m).expect("every listed move plays");
    assert_eq!(
        played.path(),
        m.path(),
        "play_move plays the move with that path"
    );
    next
}

/// Whether `path` is the path of one of `moves`.
pub fn listed(moves: &[Move], path: &[u8]) -> bool {
    moves.iter().any(|m| m.path() == path)
}

/// How many of `moves` have exactly `path` (several for a chess promotion).
pub fn with_path(moves: &[Move], path: &[u8]) -> usize {
    moves.iter().filter(|m| m.path() == path).count()
}

/// The properties of a reachable game:
/// - the status agrees with the legal moves and the end;
/// - every listed move plays (by move, by its notation with the same outcome, by its long
///   form exactly), and undo after it gives the game back;
/// - `from_fragment(to_fragment())` gives the same game and the same fragment;
/// - `from_fen(fen())` reads and gives the same position, turn, legal moves and outcome of the
///   board.
pub fn check(game: &Game) {
    let status = game.status();
    let moves = game.legal_moves();
    let variant = game.variant();
    match status.state {
        State::Ongoing => {
            assert!(!moves.is_empty(), "an ongoing game has a legal move");
            assert!(game.end().is_none());
            assert!(status.reason.is_none() && status.winner.is_none());
        }
        State::Win => {
            assert!(moves.is_empty(), "no legal moves after the end");
            assert!(status.winner.is_some() && status.reason.is_some());
        }
        State::Draw => {
            assert!(moves.is_empty(), "no legal moves after the end");
            assert!(status.winner.is_none() && status.reason.is_some());
        }
        _ => {}
    }
    assert_eq!(status.turn, game.turn());
    assert!(status.repetitions >= 1);
    assert!(status.must_capture.windows(2).all(|w| w[0] < w[1]));
    for &sq in &status.must_capture {
        assert!(
            moves.iter().any(|m| m.from() == Some(sq) && m.is_capture()),
            "a piece that must capture has a capture"
        );
    }
    let draughts = variant.family() == Family::Draughts;
    if draughts && game.options().mandatory_capture() && moves.iter().any(Move::is_capture) {
        assert!(moves.iter().all(Move::is_capture), "captures are mandatory");
    }
    let columns = game.geometry().columns;
    let column = |m: &Move| m.to().map(|s| s % columns);
    assert!(
        moves.windows(2).all(|w| if game.geometry().drops {
            column(&w[0]) < column(&w[1])
        } else {
            w[0].path() <= w[1].path()
        }),
        "sorted by path (discs that drop: by column)"
    );
    for (i, m) in moves.iter().enumerate() {
        assert!(!moves[..i].contains(m), "{m} is listed twice");
    }

    let board = game.board();
    let geometry = game.geometry();
    assert_eq!(board.len(), geometry.squares() as usize);
    assert_eq!(
        status.must_pass,
        moves.len() == 1 && moves[0].kind() == MoveKind::Pass
    );
    if let Some(line) = status.winning_line.first() {
        assert!(status.state == State::Win && game.piece_at(*line).expect("a square").is_some());
    }
    for m in &moves {
        assert!(m.path().iter().all(|&s| geometry.is_square(s as u32)));
        assert_eq!(m.to(), m.path().last().copied());
        match m.kind() {
            MoveKind::Travel => {
                assert!(m.path().len() >= 2);
                assert_eq!(m.from(), Some(m.path()[0]));
                let from = m.from().expect("a travelling piece has a square");
                let piece = game
                    .piece_at(from)
                    .expect("a square")
                    .expect("a piece moves");
                assert_eq!(piece.side, status.turn, "the side to move moves");
            }
            MoveKind::Place => {
                assert_eq!((m.path().len(), m.from()), (1, None));
                assert_eq!(m.target(), m.to());
                assert_eq!(
                    game.piece_at(m.path()[0]).expect("a square"),
                    None,
                    "placed on an empty square"
                );
            }
            _ => {
                assert!(m.path().is_empty() && m.from().is_none() && m.target().is_none());
                assert_eq!(moves.len(), 1, "a pass only when nothing else is legal");
            }
        }
        let next = after(game, m);
        assert_eq!(next.history().len(), game.history().len() + 1);
        assert_eq!(next.history().last(), Some(m));
        let mut back = next.clone();
        back.undo().expect("a move to undo");
        assert!(back == *game, "undo gives the game back");
        assert_eq!(back.status(), status);
        let mut by_text = game.clone();
        let played = by_text
            .play(m.notation())
            .expect("the notation of a listed move plays");
        assert_eq!(
            by_text.fen(),
            next.fen(),
            "{}: the same outcome",
            m.notation()
        );
        assert!(listed(&moves, played.path()));
        let mut by_long = game.clone();
        let played = by_long
            .play(&m.long())
            .expect("the long form of a listed move plays");
        assert_eq!(
            played.path(),
            m.path(),
            "{}: the long form names the move",
            m.long()
        );
        if let Some(first) = m.path().first() {
            assert!(listed(&game.completions(&[*first]), m.path()));
        }
    }

    let fragment = game.to_fragment();
    let again = Game::from_fragment(&fragment).expect("a game's own fragment reads back");
    assert!(
        again == *game,
        "from_fragment(to_fragment()) is the same game: {fragment}"
    );
    assert_eq!(again.to_fragment(), fragment);
    assert_eq!(again.status(), status);

    let fen = game.fen();
    let from_fen = Game::from_fen(variant, &fen, Some(*game.options()))
        .unwrap_or_else(|e| panic!("a reachable position reads back from its FEN {fen}: {e}"));
    assert_eq!(from_fen.fen(), fen);
    assert_eq!(from_fen.turn(), game.turn());
    assert_eq!(from_fen.board(), board);
    let fresh = from_fen.status();
    // Frisian limits a king to three moves in a row while its side has men: a count that the
    // position keeps and its FEN does not carry, so a FEN may allow a king move the game does not.
    let fen_is_whole = variant.name() != "frisian";
    if status.state == State::Ongoing && fen_is_whole {
        assert_eq!(
            from_fen.legal_moves(),
            moves,
            "{fen}: the same moves from the FEN"
        );
        assert_eq!(fresh.must_capture, status.must_capture);
        assert_eq!(fresh.state, State::Ongoing);
    }
    if game.end().is_none() && status.state == State::Win && fen_is_whole {
        // Won on the board (no pieces or no moves): the position alone says so.
        assert_eq!(
            (fresh.state, fresh.winner, fresh.reason),
            (status.state, status.winner, status.reason),
            "{fen}: the same outcome from the FEN"
        );
    }
}

/// The error kinds a call that takes move text may give.
pub const MOVE_ERRORS: [ErrorKind; 5] = [
    ErrorKind::InvalidNotation,
    ErrorKind::IllegalMove,
    ErrorKind::AmbiguousMove,
    ErrorKind::GameOver,
    ErrorKind::HistoryFull,
];
