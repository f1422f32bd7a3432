//! One game's tokens built into a [`GameRecord`]: its tags, which game it is, and the tree of its
//! moves, each checked by the rules. The tree is walked once ([`walk`]) over rules that follow a
//! line of play ([`Rules`]): a chess game through the engine's own positions
//! ([`super::chess::Fast`]), which gives up where a game may have ended or a move fails, and then
//! (as every other game) through [`Game`], which explains every refusal.

use super::header::{self, Named};
use super::lexer::{Kind, Slip, Texts, Token};
use super::limits::{MAX_GAME_MOVES, MAX_TAGS, MAX_VARIATION_DEPTH};
use super::reader::Pending;
use super::record::{FileProblem, GameRecord, Played, Start};
use super::tree::{Built, Tree};
use crate::error::Quoted;
use crate::family::Family;
use crate::game::Game;
use crate::variant::Variant;

/// Why a move was not played.
pub(super) enum Failed {
    /// The move is refused: the error's message (the rest of its line is skipped).
    Refused(String),
    /// The rules cannot tell here: the game is built again by rules that can (only the chess
    /// reader's quick rules give up).
    #[cfg_attr(not(feature = "chess"), allow(dead_code))]
    GiveUp,
}

/// How a line of play is followed while the tree is built.
pub(super) trait Rules {
    /// A line's state (the position it reached) beside the node it reached.
    type At: Clone;
    /// The state before the move that led to the line's node (whose parent is `parent`): where
    /// a variation of that move starts. `None` when there is none.
    fn before(&mut self, at: &Self::At, parent: usize) -> Option<Self::At>;
    /// Plays `word` on the line at `node`, as the move that leads to the new node `id`.
    fn play(
        &mut self,
        at: &mut Self::At,
        node: usize,
        id: usize,
        word: &str,
    ) -> Result<Played, Failed>;
}

/// The rules of [`Game`]: every family, every refusal explained.
struct Games {
    variant: Option<Variant>,
}

impl Rules for Games {
    type At = Game;

    fn before(&mut self, at: &Game, _: usize) -> Option<Game> {
        let mut game = at.clone();
        game.undo().ok()?;
        Some(game)
    }

    fn play(&mut self, game: &mut Game, _: usize, _: usize, word: &str) -> Result<Played, Failed> {
        let text = move_text(word, self.variant);
        play_text(game, &text)
            .map(Played::from)
            .map_err(|e| Failed::Refused(format!("{}: {}", Quoted(word), e.message())))
    }
}

/// Plays move text as [`Game::play`] does, through the quick reading a fragment's moves take
/// (the move found among the generated ones without writing every legal move's notation), the
/// full reading deciding and explaining when the quick one does not apply.
fn play_text(game: &mut Game, text: &str) -> crate::Result<crate::Move> {
    let before = game.history().len();
    game.replay(&[text]).map_err(|(_, e)| e)?;
    match game.history().get(before) {
        Some(m) => Ok(m.clone()),
        None => game.play(text),
    }
}

/// The tags of a game's tokens, in order.
fn tag_pairs<'a>(
    tokens: &'a [Token],
    texts: &'a Texts,
) -> impl Iterator<Item = (&'a str, &'a str)> + Clone {
    tokens.iter().filter_map(|t| match t.kind {
        Kind::Tag(k, v) => Some((texts.span(k), texts.get(v))),
        _ => None,
    })
}

/// The `FEN` tag's value (the first, its name in any case).
fn fen_of<'a>(mut tags: impl Iterator<Item = (&'a str, &'a str)>) -> Option<&'a str> {
    tags.find(|(k, _)| k.eq_ignore_ascii_case("FEN"))
        .map(|(_, v)| v)
}

/// The family a game is read in, decided at its first word of movetext from its tags so far.
pub(super) fn family_of(
    tokens: &[Token],
    texts: &Texts,
    default: Option<Variant>,
    first_word: &str,
) -> Family {
    match header::named(tag_pairs(tokens, texts)) {
        Named::Plays(v) => v.family(),
        Named::Unsupported(_) => Family::Chess,
        Named::Silent => match default {
            Some(v) => v.family(),
            None => {
                let fen = fen_of(tag_pairs(tokens, texts));
                header::candidates(fen, std::iter::once(first_word))[0].family()
            }
        },
    }
}

/// Whether a word ends the game: the results of both standards (draughts adds `2-0`, `1-1`,
/// `0-2` and `0-0`; in chess `0-0` is castling).
pub(super) fn is_result(word: &str, family: Option<Family>) -> bool {
    // Most words are moves: a letter first.
    if !matches!(word.as_bytes().first(), Some(b'0'..=b'2' | b'*' | 0xc2)) {
        return false;
    }
    match word {
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" => true,
        "2-0" | "0-2" | "1-1" | "0-0" => family != Some(Family::Chess),
        _ => false,
    }
}

fn problem(s: &Slip) -> FileProblem {
    FileProblem {
        line: s.line,
        column: s.column,
        message: s.message.clone(),
    }
}

fn at(t: &Token, message: String) -> FileProblem {
    FileProblem {
        line: t.line,
        column: t.column,
        message,
    }
}

/// Moves written with blanks after their separator, as some exporters align squares (`1- 6`,
/// `23x 5`): joined into one word.
fn join_padded(tokens: &mut Vec<Token>, texts: &mut Texts) {
    let mut i = 0;
    while i + 1 < tokens.len() {
        let joined = match (tokens[i].kind, tokens[i + 1].kind) {
            (Kind::Word(a), Kind::Word(b)) => {
                let (a, b) = (texts.get(a), texts.get(b));
                ((a.ends_with('-') || a.ends_with('x'))
                    && a.len() > 1
                    && b.bytes().next().is_some_and(|c| c.is_ascii_digit()))
                .then(|| format!("{a}{b}"))
            }
            _ => None,
        };
        match joined {
            Some(w) => {
                tokens[i].kind = Kind::Word(texts.own(w));
                tokens.remove(i + 1);
            }
            None => i += 1,
        }
    }
}

/// The record of one game's tokens. A game whose tags name no game and whose caller gave none
/// is read as each game its moves may be (see [`header::candidates`]) until one reads without an
/// error in its moves; the warning says which was taken.
pub(super) fn build(p: &mut Pending, default: Option<Variant>, scratch: &mut Scratch) -> Built {
    join_padded(&mut p.tokens, &mut p.texts);
    if default.is_some() || header::named(tag_pairs(&p.tokens, &p.texts)) != Named::Silent {
        return build_as(p, default, None, scratch);
    }
    let words = p.tokens.iter().filter_map(|t| match t.kind {
        Kind::Word(w) => Some(p.texts.get(w)),
        _ => None,
    });
    let candidates = header::candidates(fen_of(tag_pairs(&p.tokens, &p.texts)), words);
    let mut best: Option<Built> = None;
    for (i, &v) in candidates.iter().enumerate() {
        let why = match (candidates.len(), v.family()) {
            (1, Family::Chess) => None,
            (1, _) => Some(format!(
                "no GameType tag: read as {v} (its squares are on that board); give the variant to read it as another game"
            )),
            _ => Some(format!(
                "no GameType tag: read as {v}, the first of {} whose rules its moves follow; give the variant to read it as another game",
                candidates
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        };
        let built = build_as(p, Some(v), why, scratch);
        let errors = built.record.errors.len();
        if best
            .as_ref()
            .is_none_or(|b| errors < b.record.errors.len() && i > 0)
        {
            best = Some(built);
        }
        let clean = errors == 0;
        if clean {
            break;
        }
    }
    best.expect("at least one candidate")
}

/// The record of one game's tokens read as `variant` (`None`: as its tags say), with `why` as a
/// warning when the variant was inferred. `scratch` serves the chess reader alone.
#[cfg_attr(not(feature = "chess"), allow(unused_variables))]
fn build_as(
    p: &Pending,
    default: Option<Variant>,
    why: Option<String>,
    scratch: &mut Scratch,
) -> Built {
    let mut errors: Vec<FileProblem> = p.slips.iter().map(problem).collect();
    let mut warnings: Vec<FileProblem> = p.warnings.iter().map(problem).collect();
    let tags = p
        .tokens
        .iter()
        .filter(|t| matches!(t.kind, Kind::Tag(..)))
        .count();
    let mut headers = Vec::with_capacity(tags.min(MAX_TAGS));
    for t in &p.tokens {
        if let Kind::Tag(k, v) = t.kind {
            if headers.len() < MAX_TAGS {
                headers.push((p.texts.span(k).to_string(), p.texts.get(v).to_string()));
            } else if headers.len() == MAX_TAGS {
                errors.push(at(
                    t,
                    format!("more than {MAX_TAGS} tags: the rest are skipped"),
                ));
            }
        }
    }
    let at_start = FileProblem {
        line: p.first_line.max(1),
        column: 1,
        message: String::new(),
    };
    let fen = fen_of(headers.iter().map(|(k, v)| (k.as_str(), v.as_str()))).map(str::trim);
    let variant = match header::named(headers.iter().map(|(k, v)| (k.as_str(), v.as_str()))) {
        Named::Plays(v) => Some(v),
        Named::Unsupported(what) => {
            errors.push(FileProblem {
                message: format!(
                    "{what} is not a game damero plays: the game's moves are not read"
                ),
                ..at_start.clone()
            });
            None
        }
        Named::Silent => {
            if let Some(why) = why {
                warnings.push(FileProblem {
                    message: why,
                    ..at_start.clone()
                });
            }
            Some(default.unwrap_or(Variant::Chess))
        }
    };
    // A chess game on the engine's positions, its start made only when asked for; else (or when
    // those rules give up) every game through `Game`.
    #[cfg(feature = "chess")]
    let fast = variant.and_then(|v| {
        let mut rules = super::chess::Fast::new(v, fen, &mut scratch.states)?;
        let (mut errors, mut warnings) = (errors.clone(), warnings.clone());
        let tree = std::mem::take(&mut scratch.tree);
        let tree = walk(
            p,
            variant,
            &mut rules,
            Some(()),
            tree,
            &mut errors,
            &mut warnings,
        )?;
        Some((Start::later(v, fen), tree, errors, warnings))
    });
    #[cfg(not(feature = "chess"))]
    let fast = None;
    // The chess reader's rules read the start as `Game` does (`Fast::new`): its start is made
    // only when asked for.
    let start_readable = fast.is_some();
    let (start, (tree, result), errors, warnings) = match fast {
        Some(built) => built,
        None => {
            let start = variant.and_then(|v| {
                let made = match fen {
                    Some(f) => Game::from_fen(v, f, None),
                    None => Game::new(v),
                };
                match made {
                    Ok(g) => Some(g),
                    Err(e) => {
                        errors.push(FileProblem {
                            message: format!("the start position cannot be read: {}", e.message()),
                            ..at_start.clone()
                        });
                        None
                    }
                }
            });
            let mut rules = Games { variant };
            let tree = walk(
                p,
                variant,
                &mut rules,
                start.clone(),
                std::mem::take(&mut scratch.tree),
                &mut errors,
                &mut warnings,
            );
            let tree = tree.expect("the rules of a game never give up");
            (Start::made(start), tree, errors, warnings)
        }
    };
    let mut warnings = warnings;
    // The result tag and the marker: the marker is the game's word; a disagreement is noted.
    if let (Some(r), Some(tag)) = (&result, headers.iter().find(|(k, _)| k == "Result")) {
        if tag.1 != *r && tag.1 != "*" && r != "*" {
            warnings.push(FileProblem {
                message: format!(
                    "the Result tag says {} but the game ends {}",
                    Quoted(&tag.1),
                    Quoted(r)
                ),
                ..at_start.clone()
            });
        }
    }
    let record = GameRecord {
        headers,
        variant: variant.filter(|_| start_readable || start.get().is_some()),
        result,
        nodes: Vec::new(),
        errors,
        warnings,
        line: p.first_line.max(1),
        start,
        public: Default::default(),
    };
    Built { record, tree }
}

/// What building a game keeps for the next one: buffers that would otherwise be allocated for
/// each game.
#[derive(Default)]
pub(super) struct Scratch {
    /// A tree's buffers.
    pub tree: Tree,
    /// The positions of a chess game's nodes.
    #[cfg(feature = "chess")]
    states: Vec<super::chess::State>,
}

/// The state of one line of play while the tree is built: the node reached and the rules'
/// state there.
struct Line<A> {
    node: usize,
    at: Option<A>,
    /// After an error, the rest of the line is skipped.
    dead: bool,
    /// A variation with no move yet: its comments go before its first move.
    fresh: bool,
    comments_before: Vec<String>,
}

/// The tree of a game's tokens (its nodes and its result) as `rules` follow it from `start`, the
/// problems met added to `errors` and `warnings`; `None` when the rules gave up.
fn walk<R: Rules>(
    p: &Pending,
    variant: Option<Variant>,
    rules: &mut R,
    start: Option<R::At>,
    mut nodes: Tree,
    errors: &mut Vec<FileProblem>,
    warnings: &mut Vec<FileProblem>,
) -> Option<(Tree, Option<String>)> {
    let family = variant.map(|v| v.family());
    let words = p
        .tokens
        .iter()
        .filter(|t| matches!(t.kind, Kind::Word(_)))
        .count();
    nodes.reset(words.min(MAX_GAME_MOVES));
    let mut result = None;
    let mut stack: Vec<Line<R::At>> = vec![Line {
        node: 0,
        dead: start.is_none(),
        at: start,
        fresh: false,
        comments_before: Vec::new(),
    }];
    // Variations deeper than the limit are skipped whole: their depth is counted here.
    let mut skipped_depth = 0usize;
    let mut moves = 0usize;
    for t in &p.tokens {
        if skipped_depth > 0 {
            match t.kind {
                Kind::Open => skipped_depth += 1,
                Kind::Close => skipped_depth -= 1,
                _ => {}
            }
            continue;
        }
        let depth = stack.len();
        let line = stack.last_mut().expect("the main line is never popped");
        match t.kind {
            Kind::Tag(..) => {}
            Kind::Comment(c) => {
                let text = p.texts.get(c).trim().to_string();
                if line.fresh {
                    line.comments_before.push(text);
                } else {
                    nodes.comment(line.node, text);
                }
            }
            Kind::Nag(n) => {
                if line.node != 0 {
                    nodes.nag(line.node, n);
                }
            }
            Kind::Mark(m) => {
                let m = p.texts.span(m);
                match mark_nag(m) {
                    Some(n) if line.node != 0 => nodes.nag(line.node, n),
                    Some(_) => {}
                    None => {
                        warnings.push(at(t, format!("{} is not a move-strength mark", Quoted(m))))
                    }
                }
            }
            Kind::Bad(b) => {
                errors.push(at(
                    t,
                    format!("{} is not PGN or PDN", Quoted(p.texts.span(b))),
                ));
            }
            Kind::Open => {
                if depth > MAX_VARIATION_DEPTH {
                    errors.push(at(
                        t,
                        format!("variations nested deeper than {MAX_VARIATION_DEPTH}: skipped"),
                    ));
                    skipped_depth = 1;
                    continue;
                }
                // An alternative to the last move: from the position before it.
                let (parent, at) = match nodes.parent(line.node) {
                    Some(parent) => {
                        let before = match (&line.at, line.dead) {
                            (Some(at), false) => rules.before(at, parent),
                            _ => None,
                        };
                        (parent, before)
                    }
                    None => (0, line.at.clone()),
                };
                let dead = at.is_none() || variant.is_none();
                stack.push(Line {
                    node: parent,
                    at,
                    dead,
                    fresh: true,
                    comments_before: Vec::new(),
                });
            }
            Kind::Close => {
                if stack.len() > 1 {
                    stack.pop();
                } else {
                    errors.push(at(t, "a ')' that closes no variation".into()));
                }
            }
            Kind::Word(w) => {
                let w = p.texts.get(w);
                if depth == 1 && is_result(w, family) {
                    result = Some(if w == "½-½" {
                        "1/2-1/2".to_string()
                    } else {
                        w.to_string()
                    });
                    continue;
                }
                if line.dead {
                    continue;
                }
                if moves >= MAX_GAME_MOVES {
                    errors.push(at(
                        t,
                        format!("more than {MAX_GAME_MOVES} moves: the rest are skipped"),
                    ));
                    line.dead = true;
                    continue;
                }
                let Some(state) = line.at.as_mut() else {
                    line.dead = true;
                    continue;
                };
                let id = nodes.len();
                match rules.play(state, line.node, id, w) {
                    Ok(played) => {
                        moves += 1;
                        let before = std::mem::take(&mut line.comments_before);
                        line.node = nodes.push(line.node, played, before);
                        line.fresh = false;
                    }
                    Err(Failed::Refused(message)) => {
                        errors.push(at(t, message));
                        line.dead = true;
                    }
                    Err(Failed::GiveUp) => return None,
                }
            }
        }
    }
    if stack.len() > 1 {
        errors.push(FileProblem {
            line: p.first_line.max(1),
            column: 1,
            message: "a variation that is never closed (no ')')".into(),
        });
    }
    Some((nodes, result))
}

/// The NAG of a move-strength mark.
fn mark_nag(mark: &str) -> Option<u16> {
    Some(match mark {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// Move text as the rules read it: in draughts, zero-padded squares (`23x05`) and upper-case
/// square names (`A1-B2`) are written as the family writes them.
fn move_text(word: &str, variant: Option<Variant>) -> std::borrow::Cow<'_, str> {
    if variant.is_none_or(|v| v.family() != Family::Draughts) {
        return word.into();
    }
    let lower = word.to_ascii_lowercase();
    // Square names without a separator (`a3b4`): a step.
    if let [
        f1 @ b'a'..=b'l',
        r1 @ b'1'..=b'9',
        f2 @ b'a'..=b'l',
        r2 @ b'1'..=b'9',
    ] = lower.as_bytes()
    {
        return format!(
            "{}{}-{}{}",
            *f1 as char, *r1 as char, *f2 as char, *r2 as char
        )
        .into();
    }
    let mut out = String::with_capacity(lower.len());
    let mut in_number = false;
    let bytes = lower.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'0' && !in_number && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        in_number = b.is_ascii_digit();
        out.push(b as char);
    }
    out.into()
}
