//! A game's tree as it is built: a small node per move (its move, its parent, and where its
//! comments and NAGs are, when it has any), turned into the record's [`Node`]s only when the
//! record is handed out ([`Built::record`]).
//!
//! A record's [`Node`] is 128 bytes, mostly empty lists; a [`Sprout`] is 24. A reader on threads
//! hands each game from the thread that read it to the one that takes it, and every byte handed
//! over is memory that moves between the cores' caches (written on one, read and freed on the
//! other, written again on the first when it is reused): the nodes, most of a record's bytes,
//! are handed over small and made whole where the record is used.

use super::record::{GameRecord, Node, Played};

/// A node as the tree is built.
pub(super) struct Sprout {
    played: Option<Played>,
    /// The node this one follows; [`NONE`] at the root.
    parent: u32,
    /// 1 + the index of its [`Extra`], or 0 when it has none.
    extra: u32,
}

/// No node.
const NONE: u32 = u32::MAX;

/// What few nodes have: comments and NAGs.
#[derive(Default)]
struct Extra {
    comments_before: Vec<String>,
    comments: Vec<String>,
    nags: Vec<u16>,
}

/// The nodes of a game being built, `nodes[0]` its root. The children of a node are the nodes
/// whose parent it is, in the order they were added (a tree is built in the file's order).
#[derive(Default)]
pub(super) struct Tree {
    nodes: Vec<Sprout>,
    extras: Vec<Extra>,
}

impl Tree {
    /// A tree of its root alone, room made for `moves` more nodes.
    pub fn new(moves: usize) -> Tree {
        let mut nodes = Vec::with_capacity(1 + moves);
        nodes.push(Sprout {
            played: None,
            parent: NONE,
            extra: 0,
        });
        Tree {
            nodes,
            extras: Vec::new(),
        }
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The parent of `node`; `None` at the root.
    pub fn parent(&self, node: usize) -> Option<usize> {
        let p = self.nodes[node].parent;
        (p != NONE).then_some(p as usize)
    }

    /// Adds the node that `played` leads to from `parent`, with `comments_before`; its number.
    pub fn push(&mut self, parent: usize, played: Played, comments_before: Vec<String>) -> usize {
        let id = self.nodes.len();
        self.nodes.push(Sprout {
            played: Some(played),
            parent: parent as u32,
            extra: 0,
        });
        if !comments_before.is_empty() {
            self.extra(id).comments_before = comments_before;
        }
        id
    }

    /// Adds a comment after `node`'s move.
    pub fn comment(&mut self, node: usize, text: String) {
        self.extra(node).comments.push(text);
    }

    /// Adds a NAG to `node`.
    pub fn nag(&mut self, node: usize, nag: u16) {
        self.extra(node).nags.push(nag);
    }

    fn extra(&mut self, node: usize) -> &mut Extra {
        let sprout = &mut self.nodes[node];
        if sprout.extra == 0 {
            self.extras.push(Extra::default());
            sprout.extra = self.extras.len() as u32;
        }
        &mut self.extras[sprout.extra as usize - 1]
    }

    /// The record's nodes.
    pub fn into_nodes(self) -> Vec<Node> {
        let mut extras = self.extras;
        let mut nodes: Vec<Node> = Vec::with_capacity(self.nodes.len());
        for (id, sprout) in self.nodes.into_iter().enumerate() {
            let mut node = Node::root();
            node.played = sprout.played;
            if sprout.parent != NONE {
                let parent = sprout.parent as usize;
                node.parent = Some(parent);
                nodes[parent].children.push(id);
            }
            if sprout.extra != 0 {
                let extra = std::mem::take(&mut extras[sprout.extra as usize - 1]);
                node.comments_before = extra.comments_before;
                node.comments = extra.comments;
                node.nags = extra.nags;
            }
            nodes.push(node);
        }
        nodes
    }
}

/// A game built: its record without nodes, and its tree.
pub(super) struct Built {
    pub record: GameRecord,
    pub tree: Tree,
}

impl Built {
    /// The record, its nodes made from the tree.
    pub fn record(self) -> GameRecord {
        let mut record = self.record;
        record.nodes = self.tree.into_nodes();
        record
    }
}
