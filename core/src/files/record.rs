//! A game as a file holds it: its tags in order, its result, the tree of its moves (the main line
//! and every variation, with comments and NAGs) and the problems met while reading it.

use std::fmt;
use std::sync::OnceLock;

use crate::game::Game;
use crate::moves::Move;
use crate::variant::Variant;

/// Where in a file something was found, and what: a problem of a game read leniently (kept in
/// [`GameRecord::errors`] or [`GameRecord::warnings`]), or the error of a strict read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, in characters.
    pub column: u32,
    /// What is wrong, for people.
    pub message: String,
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for FileProblem {}

/// A problem of a strict read as the crate's error: `invalid_game_file`, its message the line,
/// the column and what is wrong (`line 3, column 5: ...`).
impl From<FileProblem> for crate::Error {
    fn from(problem: FileProblem) -> crate::Error {
        crate::Error::new(crate::ErrorKind::InvalidGameFile, problem.to_string())
    }
}

/// The move that leads to a node, as a record keeps it. A chess move read from a file is kept as
/// its squares, and its public [`Move`] (whose SAN needs every legal move of the position
/// before it) written when first asked for, through [`GameRecord::played`]; any other move is
/// kept whole. Made from a move with `Played::from(mv)` (or `mv.into()`), to build a record by
/// hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played(pub(crate) Kept);

/// How a [`Played`] keeps its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kept {
    /// A chess move read from a file: the square it leaves, the square its UCI form names (a
    /// castling king's rook) and the role index it promotes to (0 for none).
    #[cfg(feature = "chess")]
    Squares { from: u8, to: u8, promotion: u8 },
    /// The public move.
    Whole(Box<Move>),
}

impl From<Move> for Played {
    fn from(mv: Move) -> Played {
        Played(Kept::Whole(Box::new(mv)))
    }
}

impl Played {
    /// The public move when it is kept whole (a move of a record made from a game or by hand,
    /// and every move but a chess move read from a file); `None` when it is written when asked,
    /// by [`GameRecord::played`].
    pub fn kept(&self) -> Option<&Move> {
        match &self.0 {
            Kept::Whole(mv) => Some(mv),
            #[cfg(feature = "chess")]
            Kept::Squares { .. } => None,
        }
    }
}

/// The nodes that follow a node, in order: a list (read as a slice of node numbers) that holds
/// one node without allocating, as most nodes have one.
#[derive(Clone, Default)]
pub struct Children(Few);

#[derive(Clone)]
enum Few {
    /// No node, or one.
    Inline(Option<usize>),
    /// Two or more.
    Listed(Vec<usize>),
}

impl Default for Few {
    fn default() -> Few {
        Few::Inline(None)
    }
}

impl Children {
    /// No node.
    pub const fn new() -> Children {
        Children(Few::Inline(None))
    }

    /// Adds `node` after the others.
    pub fn push(&mut self, node: usize) {
        match &mut self.0 {
            Few::Inline(one @ None) => *one = Some(node),
            Few::Inline(Some(first)) => self.0 = Few::Listed(vec![*first, node]),
            Few::Listed(list) => list.push(node),
        }
    }

    /// Removes every node.
    pub fn clear(&mut self) {
        self.0 = Few::Inline(None);
    }
}

impl std::ops::Deref for Children {
    type Target = [usize];

    fn deref(&self) -> &[usize] {
        match &self.0 {
            Few::Inline(one) => one.as_slice(),
            Few::Listed(list) => list,
        }
    }
}

impl From<Vec<usize>> for Children {
    fn from(nodes: Vec<usize>) -> Children {
        let mut out = Children::new();
        for n in nodes {
            out.push(n);
        }
        out
    }
}

impl<'a> IntoIterator for &'a Children {
    type Item = &'a usize;
    type IntoIter = std::slice::Iter<'a, usize>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for Children {
    fn eq(&self, other: &Children) -> bool {
        **self == **other
    }
}

impl Eq for Children {}

impl fmt::Debug for Children {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// One position of the tree: the move that leads to it (none at the root), what the file says of
/// it, and the moves that may follow.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The move played to reach this node; `None` at the root. Its public [`Move`] is
    /// [`GameRecord::played`].
    pub played: Option<Played>,
    /// Comments written before the move, at the start of a variation (PGN's "starting comment").
    pub comments_before: Vec<String>,
    /// Comments written after the move (at the root: before the first move, the game's comment).
    pub comments: Vec<String>,
    /// Numeric annotation glyphs after the move (`$1`, or `!` read as 1, `?` as 2, `!!` 3, `??` 4,
    /// `!?` 5, `?!` 6).
    pub nags: Vec<u16>,
    /// The node this one follows; `None` at the root.
    pub parent: Option<usize>,
    /// The nodes that may follow: the first is the main continuation, the others its
    /// alternatives (variations), in the file's order.
    pub children: Children,
}

impl Node {
    /// A node with no move, text or children: the root, or a node to fill in.
    pub fn root() -> Node {
        Node {
            played: None,
            comments_before: Vec::new(),
            comments: Vec::new(),
            nags: Vec::new(),
            parent: None,
            children: Children::new(),
        }
    }

    /// The commands inside this node's comments, as `(name, arguments)`: `[%clk 0:03:00]` gives
    /// `("clk", "0:03:00")`, `[%cal Ge2e4,Rd7d5]` gives `("cal", "Ge2e4,Rd7d5")`.
    pub fn commands(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for comment in &self.comments {
            let mut rest = comment.as_str();
            while let Some(start) = rest.find("[%") {
                let after = &rest[start + 2..];
                let Some(end) = after.find(']') else { break };
                let body = after[..end].trim();
                let (name, args) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
                out.push((name.to_string(), args.trim().to_string()));
                rest = &after[end + 1..];
            }
        }
        out
    }
}

/// A game read from a file (or made from a [`Game`]): tags, result, the tree of moves, the
/// problems met. Its nodes are an arena: `nodes[0]` is the root (the start position).
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// The tags, in the file's order, with their values as read (escapes undone).
    pub headers: Vec<(String, String)>,
    /// The game damero plays it as; `None` for a game in a variant damero does not play (the
    /// reason is in `errors`) or whose start could not be read.
    pub variant: Option<Variant>,
    /// The result as the game-termination marker says (`1-0`, `0-1`, `1/2-1/2`, `*`; in draughts
    /// also `2-0`, `1-1`, `0-2`, `0-0`), `None` when the game has none.
    pub result: Option<String>,
    /// The tree: `nodes[0]` is the root.
    pub nodes: Vec<Node>,
    /// Problems that made part of the game unreadable: an illegal or unreadable move (the rest of
    /// its line is skipped), an unsupported variant, a bad start position, broken syntax.
    pub errors: Vec<FileProblem>,
    /// What was read but deserves a word: a variant taken from the caller's default or inferred
    /// from the moves, text that was not UTF-8, a result that disagrees with the tag.
    pub warnings: Vec<FileProblem>,
    /// The line of the file where the game starts.
    pub line: u32,
    pub(crate) start: Start,
    /// The public moves of the nodes whose moves are kept as squares, by node, written when
    /// first asked for (only chess keeps moves as squares).
    #[cfg_attr(not(feature = "chess"), allow(dead_code))]
    pub(crate) public: OnceLock<Vec<Option<Move>>>,
}

/// The game at the start of a record: made with the record, or when first asked for, from the
/// variant and the set-up the file gave (a chess game read on the engine's positions needs none).
#[derive(Clone, Debug)]
pub(crate) struct Start {
    game: OnceLock<Option<Game>>,
    /// The variant and FEN it is made from, when it is made late.
    from: Option<(Variant, Option<String>)>,
}

impl Start {
    /// A start already made (`None`: the record has no game).
    pub fn made(game: Option<Game>) -> Start {
        Start {
            game: OnceLock::from(game),
            from: None,
        }
    }

    /// A start to make when asked for: `variant` from its standard start or from `fen`, which
    /// the caller has found readable.
    #[cfg_attr(not(feature = "chess"), allow(dead_code))]
    pub fn later(variant: Variant, fen: Option<&str>) -> Start {
        Start {
            game: OnceLock::new(),
            from: Some((variant, fen.map(str::to_string))),
        }
    }

    /// The game.
    pub fn get(&self) -> Option<&Game> {
        self.game
            .get_or_init(|| {
                let (variant, fen) = self.from.as_ref()?;
                match fen {
                    Some(fen) => Game::from_fen(*variant, fen, None).ok(),
                    None => Game::new(*variant).ok(),
                }
            })
            .as_ref()
    }
}

/// The tags a record made from a game writes from the game itself.
const DEFINED: [&str; 5] = ["Result", "GameType", "Variant", "SetUp", "FEN"];

/// Whether `name` is a tag name every reader reads back whole: an ASCII letter or digit, then
/// ASCII letters, digits and `_` (PGN 8.1.1: tag names are letters, digits and underscores). A
/// record made from a game ([`GameRecord::from_game`]) writes only such tags; a reader is more
/// lenient (it also reads `?` and letters of other alphabets, as old files have them).
///
/// ```
/// use damero::files::is_tag_name;
/// assert!(is_tag_name("WhiteElo") && is_tag_name("Time_Control2"));
/// assert!(!is_tag_name("A-B") && !is_tag_name("_X") && !is_tag_name("") && !is_tag_name("Año"));
/// ```
pub fn is_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphanumeric())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The value of the first `Result` tag of `headers` when it is not `record`'s result (`*` for a
/// record without one): a record made from a game ([`GameRecord::from_game`]) writes the game's
/// own result, never such a tag, so a caller that takes the tags from people refuses them with
/// it rather than write a file that says another result.
///
/// ```
/// use damero::{Game, Variant};
/// use damero::files::{GameRecord, result_tag_conflict};
/// let game = Game::new(Variant::Chess)?;
/// let tags = [("Event", "x"), ("Result", "1-0")];
/// let record = GameRecord::from_game(&game, &tags);
/// assert_eq!(result_tag_conflict(&record, &tags), Some("1-0")); // the game goes on: "*"
/// assert_eq!(result_tag_conflict(&record, &[("Result", "*")]), None);
/// # Ok::<(), damero::Error>(())
/// ```
pub fn result_tag_conflict<'a>(
    record: &GameRecord,
    headers: &[(&str, &'a str)],
) -> Option<&'a str> {
    let own = record.result.as_deref().unwrap_or("*");
    let (_, given) = headers.iter().find(|(name, _)| *name == "Result")?;
    (*given != own).then_some(*given)
}

impl GameRecord {
    /// The value of the first tag called `name` (tag names are case-sensitive, as the standards
    /// say).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The root node.
    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// The nodes of the main line after the root, in order.
    pub fn mainline_nodes(&self) -> Vec<usize> {
        let next = |at: &usize| self.nodes[*at].children.first().copied();
        let mut out = Vec::with_capacity(std::iter::successors(next(&0), next).count());
        out.extend(std::iter::successors(next(&0), next));
        out
    }

    /// The public move that leads to `node`; `None` at the root and for a node that does not
    /// exist. A chess move read from a file is written (its SAN, its UCI form) when the first
    /// of its record's moves is asked for, all of them together.
    pub fn played(&self, node: usize) -> Option<&Move> {
        match &self.nodes.get(node)?.played.as_ref()?.0 {
            Kept::Whole(mv) => Some(mv),
            #[cfg(feature = "chess")]
            Kept::Squares { .. } => self
                .public
                .get_or_init(|| super::chess::public_moves(self))
                .get(node)?
                .as_ref(),
        }
    }

    /// The moves of the main line.
    pub fn mainline(&self) -> Vec<&Move> {
        self.mainline_nodes()
            .into_iter()
            .filter_map(|n| self.played(n))
            .collect()
    }

    /// The game at the start of the record (from its `FEN` tag, or the variant's start); `None`
    /// when the record has no game (an unsupported variant, a bad start).
    pub fn start(&self) -> Option<&Game> {
        self.start.get()
    }

    /// The game at `node`: the start with every move from the root to `node` played. `None` when
    /// the record has no game or `node` does not exist.
    pub fn game_at(&self, node: usize) -> Option<Game> {
        let mut path = Vec::new();
        let mut at = Some(node);
        while let Some(n) = at {
            let node = self.nodes.get(n)?;
            if node.played.is_some() {
                path.push(self.played(n)?);
            }
            at = node.parent;
        }
        let mut game = self.start()?.clone();
        for m in path.into_iter().rev() {
            game.play_move(m).ok()?;
        }
        Some(game)
    }

    /// A record of `game`: its moves as the main line, `headers` as its tags (the result from
    /// the game's status when it has ended: `1-0` White won, `0-1` Black won, `1/2-1/2` a draw;
    /// `*` while it goes on), ready for [`write_game`](super::write_game). The tags the game
    /// itself defines (`Result`, `GameType`, `Variant`, `SetUp`, `FEN`) are written from the
    /// game, never from `headers`, and a name that fails [`is_tag_name`] is left out, so that
    /// the text always reads back as this game (bindings refuse such tags before they get
    /// here). A line end inside a value cannot be written (PGN tags are one line): it is left
    /// out.
    ///
    /// ```
    /// use damero::{Game, Variant};
    /// use damero::files::{GameRecord, write_game};
    /// let mut game = Game::new(Variant::English)?;
    /// game.play_moves("11-15 23-19")?;
    /// let record = GameRecord::from_game(&game, &[("Event", "Club night")]);
    /// let pdn = write_game(&record).unwrap();
    /// assert!(pdn.contains("[GameType \"21\"]"));
    /// assert!(pdn.ends_with("1. 11-15 23-19 *\n\n"));
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn from_game(game: &Game, headers: &[(&str, &str)]) -> GameRecord {
        let variant = game.variant();
        let start = if game.has_custom_start() {
            Game::from_fen(variant, &game.start_fen(), Some(*game.options()))
        } else {
            Game::with_options(variant, *game.options())
        }
        .ok();
        let mut nodes = vec![Node::root()];
        for (i, m) in game.history().iter().enumerate() {
            let mut node = Node::root();
            node.played = Some(m.clone().into());
            node.parent = Some(i);
            nodes.push(node);
            nodes[i].children.push(i + 1);
        }
        let status = game.status();
        let result = match (status.state, status.winner) {
            (crate::State::Ongoing, _) => "*",
            (_, Some(crate::Side::White)) => "1-0",
            (_, Some(crate::Side::Black)) => "0-1",
            _ => "1/2-1/2",
        };
        GameRecord {
            headers: headers
                .iter()
                .filter(|(k, _)| {
                    is_tag_name(k) && !DEFINED.iter().any(|d| d.eq_ignore_ascii_case(k))
                })
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            variant: Some(variant),
            result: Some(result.to_string()),
            nodes,
            errors: Vec::new(),
            warnings: Vec::new(),
            line: 1,
            start: Start::made(start),
            public: OnceLock::new(),
        }
    }

    /// The game at the end of the main line.
    pub fn game(&self) -> Option<Game> {
        self.game_at(self.mainline_nodes().last().copied().unwrap_or(0))
    }
}
