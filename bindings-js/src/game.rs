//! `RawGame`: one `damero::Game` behind the `Game` class of `js/game.js`.

use damero::{DrawKind, Game, Move, Options, Side, Undone, Variant};
#[cfg(feature = "full")]
use damero::{Duplicates, Family, Finished, PerftOptions};
use wasm_bindgen::prelude::*;

use crate::convert;
use crate::errors::to_js;

/// A game; `js/game.js` wraps it in its `Game` class.
#[wasm_bindgen]
pub struct RawGame {
    game: Game,
}

/// The options of a new game: the option text `text` read by `Options::parse`, or else the
/// pairs `keys[i] = values[i]` read by `Options::from_pairs`, where a boolean value stands for
/// `Options::on_off` (`js/args.js` has checked that every key is a string and every value a
/// string or a boolean). The keys come as JS values too, each read here: wasm-bindgen's
/// conversion of an array of strings was 0.8 KB of the module.
fn options(
    variant: Variant,
    text: Option<String>,
    keys: Vec<JsValue>,
    values: Vec<JsValue>,
) -> Result<Options, JsValue> {
    if let Some(text) = text {
        return Options::parse(variant, &text).map_err(to_js);
    }
    let mut pairs: Vec<(String, String)> = Vec::with_capacity(keys.len());
    for (key, value) in keys.iter().zip(&values) {
        let value = match value.as_bool() {
            Some(on) => Options::on_off(on).to_string(),
            None => value.as_string().unwrap_or_default(),
        };
        pairs.push((key.as_string().unwrap_or_default(), value));
    }
    Options::from_pairs(variant, pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))).map_err(to_js)
}

/// A draw kind by its code (`DrawKind`'s own parsing and message), or `None` for any.
fn draw_kind(kind: Option<String>) -> Result<Option<DrawKind>, JsValue> {
    kind.map(|code| code.parse::<DrawKind>().map_err(to_js))
        .transpose()
}

/// Perft options from the codes of a duplicates convention and a convention for finished games
/// (their own parsing and messages).
#[cfg(feature = "full")]
pub fn perft_options(duplicates: &str, finished: &str) -> Result<PerftOptions<'static>, JsValue> {
    let duplicates: Duplicates = duplicates.parse().map_err(to_js)?;
    let finished: Finished = finished.parse().map_err(to_js)?;
    Ok(PerftOptions::new()
        .duplicates(duplicates)
        .finished(finished))
}

/// The move played, packed, when `pack`; else no bytes (`js/game.js` already has it).
fn played(m: &Move, pack: bool) -> u32 {
    if pack { convert::one_move(m) } else { 0 }
}

#[wasm_bindgen]
impl RawGame {
    /// A new game of `variant` from the standard start with the given options (see
    /// [`options`]).
    #[wasm_bindgen(constructor)]
    pub fn new(
        variant: &str,
        text: Option<String>,
        keys: Vec<JsValue>,
        values: Vec<JsValue>,
    ) -> Result<RawGame, JsValue> {
        let variant = Variant::from_name(variant).map_err(to_js)?;
        let options = options(variant, text, keys, values)?;
        Ok(RawGame {
            game: Game::with_options(variant, options).map_err(to_js)?,
        })
    }

    /// A game from a PDN FEN with the given options.
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(
        variant: &str,
        fen: &str,
        text: Option<String>,
        keys: Vec<JsValue>,
        values: Vec<JsValue>,
    ) -> Result<RawGame, JsValue> {
        let variant = Variant::from_name(variant).map_err(to_js)?;
        let options = options(variant, text, keys, values)?;
        let game = Game::from_fen(variant, fen, Some(options)).map_err(to_js)?;
        Ok(RawGame { game })
    }

    /// A game read from a fragment (a leading `#` is ignored).
    #[wasm_bindgen(js_name = fromFragment)]
    pub fn from_fragment(fragment: &str) -> Result<RawGame, JsValue> {
        let game = Game::from_fragment(fragment).map_err(to_js)?;
        Ok(RawGame { game })
    }

    /// The variant's name.
    pub fn variant(&self) -> String {
        self.game.variant().name().to_string()
    }

    /// Every option's text value (packed, see [`convert::options`]).
    pub fn options(&self) -> u32 {
        convert::options(self.game.variant(), self.game.options())
    }

    /// The legal moves (packed, see [`convert::moves`]).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> u32 {
        convert::legal_moves(&self.game)
    }

    /// The legal moves whose path starts with the first `len` squares of the input buffer
    /// (packed; see [`convert::input`]).
    pub fn completions(&self, len: usize) -> Result<u32, JsValue> {
        let prefix = convert::input_squares(&self.game, len)?;
        Ok(convert::moves(&self.game.completions(&prefix)))
    }

    /// Plays PDN move text; returns the move played (packed) when `pack`.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, text: &str, pack: bool) -> Result<u32, JsValue> {
        let m = self.game.play(text).map_err(to_js)?;
        Ok(played(&m, pack))
    }

    /// `Game::parse_move`: the legal move that PDN move text names (packed), read as
    /// [`RawGame::play_text`] reads it, without playing it; the game is never changed.
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = parseMove)]
    pub fn parse_move(&self, text: &str) -> Result<u32, JsValue> {
        let m = self.game.parse_move(text).map_err(to_js)?;
        Ok(convert::one_move(&m))
    }

    /// `Game::legal_move_count`: how many legal moves the position has, without building them.
    #[wasm_bindgen(js_name = legalMoveCount)]
    pub fn legal_move_count(&self) -> u32 {
        self.game.legal_move_count() as u32
    }

    /// Plays the path or path prefix in the first `len` squares of the input buffer; returns
    /// the move played (packed) when `pack`.
    #[wasm_bindgen(js_name = playPath)]
    pub fn play_path(&mut self, len: usize, pack: bool) -> Result<u32, JsValue> {
        let path = convert::input_squares(&self.game, len)?;
        let m = self.game.play_path(&path).map_err(to_js)?;
        Ok(played(&m, pack))
    }

    /// Plays the legal move whose path is exactly the first `len` squares of the input buffer
    /// (a move object); returns it (packed) when `pack`.
    #[wasm_bindgen(js_name = playExact)]
    pub fn play_exact(&mut self, len: usize, pack: bool) -> Result<u32, JsValue> {
        let path = convert::input_squares(&self.game, len)?;
        let m = self.game.play_exact(&path).map_err(to_js)?;
        Ok(played(&m, pack))
    }

    /// Plays the move at `index` of `legal_moves()` (a move object from the list `js/game.js`
    /// keeps for this position) through `Game::play_legal`, which tells apart moves with the same
    /// path (a chess promotion); returns it (packed) when `pack`. (`Game::play_index` would build
    /// no move at all, but a second way to play in every family's record makes the draughts
    /// module 1.4 KB larger gzipped.)
    #[wasm_bindgen(js_name = playIndex)]
    pub fn play_index(&mut self, index: usize, pack: bool) -> Result<u32, JsValue> {
        let m = self.game.play_legal(index).map_err(to_js)?;
        Ok(played(m, pack))
    }

    /// `Game::play_and_claim`: plays PDN move text and claims the draw `kind` (any when
    /// `None`) in one step; returns the move and the draw claimed (packed, see
    /// [`convert::move_and_claim`]).
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = playAndClaimText)]
    pub fn play_and_claim_text(
        &mut self,
        text: &str,
        kind: Option<String>,
    ) -> Result<u32, JsValue> {
        let kind = draw_kind(kind)?;
        let (m, claimed) = self.game.play_and_claim(text, kind).map_err(to_js)?;
        Ok(convert::move_and_claim(&m, claimed.code()))
    }

    /// [`RawGame::play_and_claim_text`] for a move given another way, as `play` reads it: the
    /// move at `index` of `legal_moves()` when `index` is not negative (see
    /// [`RawGame::play_index`]), else the path or path prefix (`exact` false) or a move object's
    /// path (`exact` true) in the first `len` squares of the input buffer; the core plays it and
    /// claims (`Game::claim_with_move`). The game is unchanged on any error.
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = playAndClaimPath)]
    pub fn play_and_claim_path(
        &mut self,
        index: i32,
        len: usize,
        exact: bool,
        kind: Option<String>,
    ) -> Result<u32, JsValue> {
        let kind = draw_kind(kind)?;
        let path = if index >= 0 {
            None
        } else {
            Some(convert::input_squares(&self.game, len)?)
        };
        let (m, claimed) = self
            .game
            .claim_with_move(kind, |game| match &path {
                None => game.play_legal(index as usize).cloned(),
                Some(path) if exact => game.play_exact(path),
                Some(path) => game.play_path(path),
            })
            .map_err(to_js)?;
        Ok(convert::move_and_claim(&m, claimed.code()))
    }

    /// `Game::play_moves`: plays a whole sequence of move texts, all or nothing; returns the moves
    /// played, forced passes included (packed, see [`convert::moves`]).
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = playMoves)]
    pub fn play_moves(&mut self, text: &str) -> Result<u32, JsValue> {
        let moves = self.game.play_moves(text).map_err(to_js)?;
        Ok(convert::moves(&moves))
    }

    /// `Game::action_count`: the number of action ids of this game (every id is below it).
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = actionCount)]
    pub fn action_count(&self) -> u32 {
        self.game.action_count()
    }

    /// `Game::legal_actions_into`: the id of each legal move, in the order of `legal_moves()`.
    /// `js/game.js` answers `legalActions` (these sorted), `actionOf` (the id at a move's index
    /// in the list) and `actionMask` (these set) from it: one entry into the core instead of
    /// four, 6 KB less of the draughts module gzipped (the core compiles each once per variant).
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = actionIds)]
    pub fn action_ids(&self) -> Result<Vec<u32>, JsValue> {
        let mut ids = Vec::new();
        self.game.legal_actions_into(&mut ids).map_err(to_js)?;
        Ok(ids)
    }

    /// `Game::play_action`: plays the legal move whose id is `id`; returns it (packed) when
    /// `pack`. `js/game.js` has checked that `id` is a whole number from 0 to 2^32 - 1; the core
    /// checks the rest, leaving the game unchanged on any error.
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = playAction)]
    pub fn play_action(&mut self, id: u32, pack: bool) -> Result<u32, JsValue> {
        let m = self.game.play_action(id).map_err(to_js)?;
        Ok(played(m, pack))
    }

    /// `Game::observation_shape`: rows, columns, planes.
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = observationShape)]
    pub fn observation_shape(&self) -> Vec<u32> {
        self.game
            .observation_shape()
            .iter()
            .map(|&n| n as u32)
            .collect()
    }

    /// `Game::observe`: the current position as planes, channel-last.
    #[cfg(feature = "full")]
    pub fn observe(&self) -> Result<Vec<f32>, JsValue> {
        let [rows, columns, planes] = self.game.observation_shape();
        let mut out = vec![0.0; rows * columns * planes];
        self.game.observe(&mut out).map_err(to_js)?;
        Ok(out)
    }

    /// The board this game is played on (packed, see [`convert::geometry`]).
    pub fn geometry(&self) -> u32 {
        convert::geometry(&self.game.geometry())
    }

    /// `Game::ply`: how many moves have been played.
    pub fn ply(&self) -> usize {
        self.game.ply()
    }

    /// `Game::move_number`: the number a move list gives the move at ply `ply`, or none past the
    /// next move.
    #[wasm_bindgen(js_name = moveNumber)]
    pub fn move_number(&self, ply: u32) -> Option<u32> {
        self.game.move_number(ply as usize)
    }

    /// The event that ended the game without a move (`agree`, `resign-black`, ...), if any.
    pub fn end(&self) -> Option<String> {
        self.game.end().map(|e| e.code())
    }

    /// Whether `undo` has something to take back.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    /// Undoes the ending event or the last move: -1 for an event, else the move, packed when
    /// `pack` (its length, always more than 0), or 0 when not. Without `pack` it goes through
    /// `Game::take_back`, which builds no public move for JS to drop (JS keeps the history).
    pub fn undo(&mut self, pack: bool) -> Result<i32, JsValue> {
        if !pack {
            return Ok(if self.game.take_back().map_err(to_js)? {
                0
            } else {
                -1
            });
        }
        match self.game.undo().map_err(to_js)? {
            Undone::Move(m) => Ok(played(&m, pack) as i32),
            Undone::End(_) => Ok(-1),
        }
    }

    /// The moves played so far (packed).
    pub fn history(&self) -> u32 {
        convert::moves(self.game.history())
    }

    /// The status (packed, see [`convert::status`]).
    pub fn status(&self) -> u32 {
        convert::status(&self.game.status())
    }

    /// The current position in PDN FEN.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// The start position in PDN FEN.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// The piece on every square, the first square first (packed, see [`convert::board`]).
    pub fn board(&self) -> u32 {
        convert::board(&self.game.board())
    }

    /// The piece on `square` (packed, see [`convert::piece`]); the square is checked by the
    /// game's `check_square`.
    #[wasm_bindgen(js_name = pieceAt)]
    pub fn piece_at(&self, square: f64) -> Result<u32, JsValue> {
        let square = self.game.check_square(square as i64).map_err(to_js)?;
        let piece = self.game.piece_at(square).map_err(to_js)?;
        Ok(convert::piece(piece))
    }

    /// Draw by agreement.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.game.agree_draw().map_err(to_js)
    }

    /// `side` (`"black"` or `"white"`) resigns.
    pub fn resign(&mut self, side: &str) -> Result<(), JsValue> {
        let side: Side = side.parse().map_err(to_js)?;
        self.game.resign(side).map_err(to_js)
    }

    /// Claims the draw `kind`, or any claimable draw when `None`; returns the kind claimed.
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self, kind: Option<String>) -> Result<String, JsValue> {
        let kind = draw_kind(kind)?;
        let claimed = self.game.claim_draw(kind).map_err(to_js)?;
        Ok(claimed.code().to_string())
    }

    /// The whole game as fragment text.
    #[wasm_bindgen(js_name = toFragment)]
    pub fn to_fragment(&self) -> String {
        self.game.to_fragment()
    }

    /// Perft of the current position with this game's capture option, counting finished games
    /// as `finished` says (`ignore` or `leaf`), on the calling thread: WebAssembly here has no
    /// threads, and the core's `PerftOptions::thread_count` is 1 in it whatever is asked (see
    /// `perftThreads`), so `js/game.js` checks its `threads` option and counts here.
    #[cfg(feature = "full")]
    pub fn perft(&self, depth: u32, duplicates: &str, finished: &str) -> Result<f64, JsValue> {
        let options = perft_options(duplicates, finished)?;
        let run = self.game.perft_with(depth, &options).map_err(to_js)?;
        // No stop flag: the count always finishes.
        Ok(run.map_or(0.0, |r| r.nodes as f64))
    }

    /// The game as a game file with its tags (`names[i]`, `values[i]`): PGN when `format` is
    /// `"PGN"` (chess, Chess960), PDN when it is `"PDN"` (draughts). A game of another family is
    /// an `invalid_argument` that names the right call; so are a name that fails the core's
    /// `files::is_tag_name` and a `Result` tag that is not the game's result. The tags the game
    /// writes itself (`GameType`, `Variant`, `SetUp`, `FEN`) are left out when given
    /// (`GameRecord::from_game`).
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = toGameFile)]
    pub fn to_game_file(
        &self,
        format: &str,
        names: Vec<String>,
        values: Vec<String>,
    ) -> Result<String, JsValue> {
        let variant = self.game.variant();
        let wanted = if format == "PGN" {
            Family::Chess
        } else {
            Family::Draughts
        };
        let own = variant.family();
        if own != wanted {
            let hint = match own {
                Family::Chess => "; write it with toPgn()",
                Family::Draughts => "; write it with toPdn()",
                _ => ": no game file holds it",
            };
            return Err(crate::errors::make(
                "invalid_argument",
                &format!(
                    "{format} holds {} games, not {}{hint}",
                    wanted.name(),
                    variant.name()
                ),
            ));
        }
        #[cfg(any(feature = "draughts", feature = "chess"))]
        {
            // `js/args.js` has checked the names against the same rule, and quoted them.
            if !names.iter().all(|n| damero::files::is_tag_name(n)) {
                return Err(crate::errors::make(
                    "invalid_argument",
                    "a tag name that is none (an ASCII letter or digit, then letters, digits and _)",
                ));
            }
            let headers: Vec<(&str, &str)> = names
                .iter()
                .map(String::as_str)
                .zip(values.iter().map(String::as_str))
                .collect();
            let record = damero::files::GameRecord::from_game(&self.game, &headers);
            // The result is the game's (from its status): a Result tag may only say the same.
            let own = record.result.as_deref().unwrap_or("*");
            if damero::files::result_tag_conflict(&record, &headers).is_some() {
                return Err(crate::errors::make(
                    "invalid_argument",
                    &format!(
                        "the Result tag is not the game's result, {own}: a game file's result \
                         comes from the game's status (end the game first: resign(), agreeDraw() \
                         or claimDraw())"
                    ),
                ));
            }
            damero::files::write_game(&record).ok_or_else(|| {
                crate::errors::make(
                    "invalid_argument",
                    &format!("{} has no {format} form", variant.name()),
                )
            })
        }
        #[cfg(not(any(feature = "draughts", feature = "chess")))]
        {
            // Never reached: every game of this build is a placement game, refused above.
            let _ = (names, values);
            Err(crate::errors::make(
                "invalid_argument",
                "this build writes no game files",
            ))
        }
    }

    /// The board as a text diagram.
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = toText)]
    pub fn to_text(&self) -> String {
        self.game.to_string()
    }

    /// A copy of this game.
    #[cfg(feature = "full")]
    #[wasm_bindgen(js_name = clone)]
    pub fn duplicate(&self) -> RawGame {
        RawGame {
            game: self.game.clone(),
        }
    }
}
