//! Moves, statuses, pieces, options, variants and geometries packed into bytes, which
//! `js/packed.js` reads back into plain objects (its reader). Measured on `legalMoves()` of the start position
//! (7 moves), the conversion costs about 1.2 µs this way, against 4.4 µs when objects are built
//! through one imported JS call per move and 10 µs with JSON text and `JSON.parse`.
//!
//! The bytes are not returned as a new array: they are written into one output buffer that lives
//! in the module's memory for as long as the module, and a call returns only their length.
//! `js/packed.js` reads them in place (at the address kept in [`output_slot`]) before its next
//! call into the module.
//! That saves an allocation, a copy and a free per call (about 300 ns of the 650 ns that
//! `legalMoves()` took).
//!
//! The format has a version, [`FORMAT`]: `js/packed.js` checks it when it loads the module
//! ([`pack_format`]), so a `packed.js` and a `.wasm` from different builds fail with a clear
//! message instead of reading garbage. Change [`FORMAT`] (and `FORMAT` in `js/packed.js`) with
//! every change to what is written here. Read in order (all integers unsigned):
//! - `u8`: one byte; a square, a count or a flag (0 = false, 1 = true);
//! - `u32`: four bytes, little-endian;
//! - `str`: a `u8` length, then that many bytes of UTF-8 (a short code, name or notation from
//!   the core);
//! - `text`: a `u32` length, then that many bytes of UTF-8 (the texts of game files: tags,
//!   comments, messages);
//! - `squares`: a `u8` count, then one `u8` per square;
//! - `square?`: one `u8`: a square, or [`NO_SQUARE`] for none;
//! - `piece`: one `u8`: 0 for no piece, else `1 + side * 16 + role`, where `side` is the index
//!   of the side in `Side::BOTH` and `role` the index of the role in `Role::ALL` (the names of
//!   both lists come from [`names`]);
//! - `move`: `u8` 0 and a `u16` slot of the move table ([`MoveTable`]) for a move JS has already
//!   been sent in that slot; or `u8` 1, the `u16` slot, and the move in full, its fields in the
//!   order of `damero::MOVE_FIELDS`: `u8` kind (the index of the kind in `MoveKind::ALL`), `str`
//!   notation, then the long notation (a `u8` length and its bytes, or the one byte
//!   [`SAME_AS_NOTATION`] when it is the same text as the notation, so that JS reuses the string
//!   it has just read), `squares` path, `square?` from, `square?` to, `square?` target, `squares`
//!   captures, `u8` promotion (0 for none, else 1 + the index of the role in `Role::ALL`). `u16`
//!   is two bytes, little-endian.
//!
//! Every value written here comes from the core (codes, names, notations, squares).

use std::cell::RefCell;
use std::sync::atomic::{AtomicU32, Ordering};

use damero::{
    Game, Geometry, MAX_PATH, Move, MoveKind, MoveRef, Options, Piece, Role, Side, Status, Variant,
};
use wasm_bindgen::prelude::*;

/// The version of the packed format; `js/packed.js` refuses a module with another. Format 6: the
/// kind, from, to and target of a move, the status fields of the placement games (must pass,
/// score, winning line), the checked king and the move number, the geometry of a variant and a
/// game. Format 7: `text` (a `u32` length), and the answers of the game-file reader
/// (`files::pack_record`).
pub const FORMAT: u32 = 7;

/// The byte of "no square" (`square?`): no board has 255 squares.
pub const NO_SQUARE: u8 = 0xff;

/// The length byte of a long notation that is the same text as the notation (no text is that
/// long: a notation has at most `MAX_NOTATION` = 96 bytes).
pub const SAME_AS_NOTATION: u8 = 0xff;

/// The version of the packed format this module writes (see [`FORMAT`]).
#[wasm_bindgen(js_name = packFormat)]
pub fn pack_format() -> u32 {
    FORMAT
}

thread_local! {
    /// The bytes of the last answer (see the module docs).
    static OUTPUT: RefCell<Vec<u8>> = RefCell::new(Vec::with_capacity(1024));
}

/// The address of the last answer's bytes, kept where JS reads it without a call (format 5 on):
/// see [`output_slot`]. Valid until the next call.
static OUTPUT_AT: AtomicU32 = AtomicU32::new(0);

/// Where the module keeps the address of the last answer's bytes: a little-endian `u32` that
/// every answer updates, so that `js/packed.js` reads it from memory instead of asking for it
/// after each call.
#[wasm_bindgen(js_name = outputSlot)]
pub fn output_slot() -> *const u32 {
    OUTPUT_AT.as_ptr()
}

thread_local! {
    /// Squares sent by `js/args.js` (see [`input`]).
    static INPUT: RefCell<Vec<f64>> = RefCell::new(vec![0.0; MAX_PATH]);
}

/// Where `js/args.js` writes the squares of a path or prefix, as doubles, before a call that
/// reads them: a buffer of at least `len` numbers, which stays where it is until a call asks for
/// more than it holds. Passing squares this way takes no allocation per call (wasm-bindgen's
/// `&[f64]` allocates, copies and frees).
///
/// The buffer never holds more than the longest path (`MAX_PATH`, the `path` limit): a larger
/// `len` is clamped, so no argument can make it grow past that (`js/args.js` refuses a longer
/// path before it calls anything, and [`input_squares`] refuses to read past the buffer).
#[wasm_bindgen]
pub fn input(len: usize) -> *mut f64 {
    INPUT.with(|i| {
        let mut i = i.borrow_mut();
        let len = len.min(MAX_PATH);
        if i.len() < len {
            i.resize(len, 0.0);
        }
        i.as_mut_ptr()
    })
}

/// The first `len` squares of the input buffer, each checked by the game's `check_square` (the
/// board of this game, which its options may size; JS has checked that they are whole numbers).
/// A `len` over the path limit, or beyond what the buffer holds, is refused with its true value.
pub fn input_squares(game: &Game, len: usize) -> Result<Vec<u8>, JsValue> {
    if len > MAX_PATH {
        return Err(crate::errors::make(
            "invalid_argument",
            &format!("a path has at most {MAX_PATH} squares (limits().path), got {len}"),
        ));
    }
    INPUT.with(|i| {
        let i = i.borrow();
        let Some(values) = i.get(..len) else {
            return Err(crate::errors::make(
                "invalid_argument",
                "more squares than were written to the input buffer",
            ));
        };
        let mut squares = Vec::with_capacity(len);
        for &s in values {
            squares.push(game.check_square(s as i64).map_err(crate::errors::to_js)?);
        }
        Ok(squares)
    })
}

/// Bytes for the reader of `js/packed.js`, written into the output buffer.
pub struct Packer(Vec<u8>);

impl Packer {
    /// Starts a new answer in the output buffer.
    pub fn with_capacity(capacity: usize) -> Packer {
        let mut bytes = OUTPUT.with(|o| std::mem::take(&mut *o.borrow_mut()));
        bytes.clear();
        bytes.reserve(capacity);
        Packer(bytes)
    }

    pub fn u8(&mut self, value: u8) {
        self.0.push(value);
    }

    pub fn u32(&mut self, value: u32) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }

    /// A length that fits a byte. Every list here is bounded by the squares of a board and every
    /// text by a notation's length, so a longer one is a bug.
    fn len(&mut self, len: usize) {
        self.u8(u8::try_from(len).expect("a packed list or text longer than 255"));
    }

    pub fn str(&mut self, text: &str) {
        self.len(text.len());
        self.0.extend_from_slice(text.as_bytes());
    }

    /// A text of any length (a comment, a tag, a message of a game file): `u32` length, then
    /// that many bytes of UTF-8. Only in a build that reads game files.
    #[cfg(feature = "files")]
    pub fn text(&mut self, text: &str) {
        self.u32(text.len() as u32);
        self.0.extend_from_slice(text.as_bytes());
    }

    pub fn opt_str(&mut self, text: Option<&str>) {
        self.str(text.unwrap_or(""));
    }

    pub fn squares(&mut self, squares: &[u8]) {
        self.len(squares.len());
        self.0.extend_from_slice(squares);
    }

    /// A square or none (`square?`).
    pub fn opt_square(&mut self, square: Option<u8>) {
        self.u8(square.unwrap_or(NO_SQUARE));
    }

    pub fn strs<'a>(&mut self, texts: impl ExactSizeIterator<Item = &'a str>) {
        self.len(texts.len());
        for text in texts {
            self.str(text);
        }
    }

    pub fn piece(&mut self, piece: Option<Piece>) {
        self.u8(piece.map_or(0, |p| 1 + (p.side.index() as u8) * 16 + role_index(p.role)));
    }

    /// A move: its slot in the [`MoveTable`] when JS already has it there, else the move in
    /// full, which then takes the slot. This runs for every move of every list.
    pub fn one_move(&mut self, m: &Move) {
        MOVES.with(|table| {
            let mut table = table.borrow_mut();
            let slot = MoveTable::slot(m.path(), m.captures());
            let known = table.holds(slot, |held| held == m);
            self.slot(slot, known);
            if !known {
                self.full(m);
                table.slots[slot] = Some(m.clone());
            }
        });
    }

    /// A legal move borrowed from the game, as [`Packer::one_move`] writes it, with the table
    /// borrowed once for the whole list: a move JS already has in its slot costs neither
    /// building the `Move` nor writing it.
    fn one_ref(&mut self, table: &mut MoveTable, r: MoveRef<'_>) {
        let slot = MoveTable::slot(r.path(), r.captures());
        let known = table.holds(slot, |held| r.is(held));
        self.slot(slot, known);
        if !known {
            let m = r.to_move();
            self.full(&m);
            table.slots[slot] = Some(m);
        }
    }

    /// The flag (0: JS has the move in `slot`; 1: the move follows in full) and the slot.
    fn slot(&mut self, slot: usize, known: bool) {
        let [low, high] = (slot as u16).to_le_bytes();
        self.0.extend_from_slice(&[u8::from(!known), low, high]);
    }

    /// The move in full, after its slot.
    fn full(&mut self, m: &Move) {
        let out = &mut self.0;
        let notation = m.notation();
        let long = m.long();
        let path = m.path();
        let captures = m.captures();
        out.reserve(9 + notation.len() + long.len() + path.len() + captures.len());
        out.push(kind_index(m.kind()));
        // Lengths are bounded by the core: a notation by 3 * MAX_PATH, paths by MAX_PATH.
        out.push(notation.len() as u8);
        out.extend_from_slice(notation.as_bytes());
        if long == notation {
            out.push(SAME_AS_NOTATION);
        } else {
            out.push(long.len() as u8);
            out.extend_from_slice(long.as_bytes());
        }
        out.push(path.len() as u8);
        out.extend_from_slice(path);
        out.push(m.from().unwrap_or(NO_SQUARE));
        out.push(m.to().unwrap_or(NO_SQUARE));
        out.push(m.target().unwrap_or(NO_SQUARE));
        out.push(captures.len() as u8);
        out.extend_from_slice(captures);
        out.push(m.promotion().map_or(0, |r| 1 + role_index(r)));
    }

    /// Puts the answer in place and returns its length in bytes.
    pub fn finish(self) -> u32 {
        let len = self.0.len() as u32;
        // Addresses in the module's memory are 32 bits.
        OUTPUT_AT.store(self.0.as_ptr() as usize as u32, Ordering::Relaxed);
        OUTPUT.with(|o| *o.borrow_mut() = self.0);
        len
    }
}

/// The moves JS has been sent lately, each in a slot chosen by a hash of its path. A move in a
/// list is sent in full the first time and later as its slot number alone: JS keeps the frozen
/// object it made for each slot (`MOVES` in `js/packed.js`), so a move met again (most moves of a
/// position are also moves of the positions around it, and a position asked again after an undo
/// has them all) costs JS an array lookup instead of building texts and lists and freezing them,
/// and costs this side a comparison instead of writing its texts (`Move::long` also allocates).
///
/// A slot only changes when its new move is sent in full, and JS reads every answer, so both
/// sides always agree on what each slot holds. A slot matches only the very same `Move` value.
pub struct MoveTable {
    slots: Vec<Option<Move>>,
}

/// Slots of the [`MoveTable`]; JS holds one frozen move per slot.
const MOVE_SLOTS: usize = 1024;

thread_local! {
    static MOVES: RefCell<MoveTable> = const { RefCell::new(MoveTable { slots: Vec::new() }) };
}

impl MoveTable {
    /// The slot of a move with this path and these captures.
    fn slot(path: &[u8], captures: &[u8]) -> usize {
        let hash = path.iter().chain(captures).fold(0x811c_9dc5_u32, |h, &b| {
            (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
        });
        (hash ^ (hash >> 16)) as usize % MOVE_SLOTS
    }

    /// Whether `slot` holds a move that `same` accepts (else the caller sends the move and puts
    /// it there).
    fn holds(&mut self, slot: usize, same: impl FnOnce(&Move) -> bool) -> bool {
        if self.slots.is_empty() {
            self.slots.resize_with(MOVE_SLOTS, || None);
        }
        self.slots[slot].as_ref().is_some_and(same)
    }
}

/// The index of a role in `Role::ALL`.
fn role_index(role: Role) -> u8 {
    Role::ALL.iter().position(|&r| r == role).unwrap_or(0) as u8
}

/// The index of a move kind in `MoveKind::ALL`.
fn kind_index(kind: MoveKind) -> u8 {
    MoveKind::ALL.iter().position(|&k| k == kind).unwrap_or(0) as u8
}

/// The names the packed pieces, promotions and move kinds stand for: `strs` of `Side::BOTH`,
/// `strs` of `Role::ALL`, then `strs` of `MoveKind::ALL`.
pub fn names() -> u32 {
    let mut p = Packer::with_capacity(96);
    p.strs(Side::BOTH.iter().map(|s| s.name()));
    p.strs(Role::ALL.iter().map(|r| r.name()));
    p.strs(MoveKind::ALL.iter().map(|k| k.code()));
    p.finish()
}

/// One move.
pub fn one_move(m: &Move) -> u32 {
    let mut p = Packer::with_capacity(48);
    p.one_move(m);
    p.finish()
}

/// A move and the draw claimed with it: `move`, then `str` the draw kind.
#[cfg(feature = "full")]
pub fn move_and_claim(m: &Move, claimed: &str) -> u32 {
    let mut p = Packer::with_capacity(64);
    p.one_move(m);
    p.str(claimed);
    p.finish()
}

/// The legal moves of `game`, as [`moves`] writes them, read from the list the game keeps.
pub fn legal_moves(game: &Game) -> u32 {
    let mut p = Packer::with_capacity(64);
    MOVES.with(|table| {
        let mut table = table.borrow_mut();
        game.for_each_legal_move(|r| p.one_ref(&mut table, r));
    });
    p.finish()
}

/// A list of moves: the moves one after the other, to the end of the bytes.
pub fn moves(moves: &[Move]) -> u32 {
    let mut p = Packer::with_capacity(moves.len() * 24);
    for m in moves {
        p.one_move(m);
    }
    p.finish()
}

/// A status, its fields in the order of `damero::STATUS_FIELDS`: `str` state, `str` winner
/// (empty for none), `str` reason (empty for none), `str` turn, `squares` must-capture, `u8`
/// must-pass, `u32` repetitions, `u32` reversible plies, `u32` endgame plies, `u8` count + `str`s
/// claimable, the same for warnings, `u8` in-check, `squares` checkers, `square?` checked king,
/// `u8` 0 for no score or 1 and `u32` Black's and `u32` White's, `squares` winning line, `u32`
/// move number.
pub fn status(s: &Status) -> u32 {
    let mut p = Packer::with_capacity(80);
    p.str(s.state.name());
    p.opt_str(s.winner.map(|w| w.name()));
    p.opt_str(s.reason.map(|r| r.code()));
    p.str(s.turn.name());
    p.squares(&s.must_capture);
    p.u8(s.must_pass as u8);
    p.u32(s.repetitions);
    p.u32(s.reversible_plies);
    p.u32(s.endgame_plies);
    p.strs(s.claimable.iter().map(|k| k.code()));
    p.strs(s.warnings.iter().map(|k| k.code()));
    p.u8(s.in_check as u8);
    p.squares(&s.checkers);
    p.opt_square(s.checked_king);
    match s.score {
        Some([black, white]) => {
            p.u8(1);
            p.u32(black);
            p.u32(white);
        }
        None => p.u8(0),
    }
    p.squares(&s.winning_line);
    p.u32(s.move_number);
    p.finish()
}

/// The board: one `piece` per square, the first square first.
pub fn board(board: &[Option<Piece>]) -> u32 {
    let mut p = Packer::with_capacity(board.len());
    for &piece in board {
        p.piece(piece);
    }
    p.finish()
}

/// One `piece`.
pub fn piece(piece: Option<Piece>) -> u32 {
    let mut p = Packer::with_capacity(1);
    p.piece(piece);
    p.finish()
}

/// The options of `variant`: `u8` count, then `str` key and `str` value for each key of the
/// variant, in order.
pub fn options(variant: Variant, options: &Options) -> u32 {
    let keys = variant.option_keys();
    let mut p = Packer::with_capacity(96);
    p.len(keys.len());
    for key in keys {
        p.str(key);
        p.str(&options.get(key).unwrap_or_default());
    }
    p.finish()
}

/// A board's description (no squares): `u8` rows, `u8` columns, `u8` squares, `u8` first square,
/// `str` numbering, `str` labels, `str` shading, `u8` drops.
fn describe_board(p: &mut Packer, g: &Geometry) {
    p.u8(g.rows);
    p.u8(g.columns);
    p.u8(g.squares());
    p.u8(g.first_square());
    p.str(g.numbering.code());
    p.str(g.labels.code());
    p.str(g.shading.code());
    p.u8(g.drops as u8);
}

/// The board of a game ([`Game::geometry`]): its description (rows, columns, squares, first
/// square, numbering, labels, shading, drops: see `describe_board`), then `u8` count and for
/// each playing square, the first first: `u8` square, `u8` row, `u8` column, `str` name.
pub fn geometry(g: &Geometry) -> u32 {
    let first = g.first_square();
    let mut p = Packer::with_capacity(24 + g.squares() as usize * 7);
    describe_board(&mut p, g);
    p.len(g.squares() as usize);
    for s in first..=g.last_square() {
        let (row, column) = g.coordinates(s).unwrap_or_default();
        p.u8(s);
        p.u8(row);
        p.u8(column);
        p.opt_str(g.square_name(s).as_deref());
    }
    p.finish()
}

/// A variant: `str` name, `str` family, its default board's description (see
/// `describe_board`), `str` the names of Black and White on its board ([`Variant::side_name`]),
/// its [`options`] with their default values, then `u8` count and for each piece with a letter
/// in this variant: `piece`, `str` letter.
pub fn variant(variant: Variant) -> u32 {
    // Plain loops: the iterator adapters of the same walk were 0.8 KB of the module.
    let mut letters: Vec<(Piece, char)> = Vec::new();
    for side in Side::BOTH {
        for role in Role::ALL {
            let piece = Piece { side, role };
            if let Some(c) = variant.letter(piece) {
                letters.push((piece, c));
            }
        }
    }
    let defaults = variant.default_options();
    let keys = variant.option_keys();
    let mut p = Packer::with_capacity(160);
    p.str(variant.name());
    p.str(variant.family().name());
    describe_board(&mut p, &variant.geometry());
    for side in Side::BOTH {
        p.str(variant.side_name(side));
    }
    p.len(keys.len());
    for key in keys {
        p.str(key);
        p.str(&defaults.get(key).unwrap_or_default());
    }
    p.len(letters.len());
    let mut buf = [0u8; 4];
    for (piece, letter) in letters {
        p.piece(Some(piece));
        p.str(letter.encode_utf8(&mut buf));
    }
    p.finish()
}

/// The board of `variant`: `u8` rows, `u8` columns, `u8` count of squares, then `u8` square,
/// `u8` row, `u8` column for each.
#[cfg(feature = "full")]
pub fn layout(variant: Variant) -> u32 {
    let first = variant.first_square();
    let squares: Vec<(u8, u8, u8)> = (first..first + variant.squares())
        .filter_map(|s| variant.coordinates(s).map(|(r, c)| (s, r, c)))
        .collect();
    let mut p = Packer::with_capacity(3 + squares.len() * 3);
    p.u8(variant.rows());
    p.u8(variant.columns());
    p.len(squares.len());
    for (s, r, c) in squares {
        p.u8(s);
        p.u8(r);
        p.u8(c);
    }
    p.finish()
}
