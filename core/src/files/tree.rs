//! A game's tree as it is built: a small node per move (its move, its parent, and where its
//! comments and NAGs are, when it has any), turned into the record's [`Node`]s only when the
//! record is handed out ([`Built::record`]).
//!
//! A record's [`Node`] is 128 bytes, mostly empty lists; a [`Sprout`] is 24. A reader on threads
//! hands each game from the thread that read it to the one that takes it, and every byte handed
//! over is memory that moves between the cores' caches (written on one, read and freed on the
//! other, written again on the first when it is reused): the nodes, most of a record's bytes,
//! are handed over small and made whole where the record is used.

use super::record::{Children, GameRecord, Node, Played};

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
    /// Empties the tree (its buffers kept) to its root alone, room made for `moves` more
    /// nodes.
    pub fn reset(&mut self, moves: usize) {
        self.nodes.clear();
        self.extras.clear();
        self.nodes.reserve(1 + moves);
        self.nodes.push(Sprout {
            played: None,
            parent: NONE,
            extra: 0,
        });
    }

    /// The number of nodes.
    #[inline]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The parent of `node`; `None` at the root.
    #[inline]
    pub fn parent(&self, node: usize) -> Option<usize> {
        let p = self.nodes[node].parent;
        (p != NONE).then_some(p as usize)
    }

    /// Adds the node that `played` leads to from `parent`, with `comments_before`; its number.
    #[inline]
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
    #[inline]
    pub fn comment(&mut self, node: usize, text: String) {
        self.extra(node).comments.push(text);
    }

    /// Adds a NAG to `node`.
    #[inline]
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

    /// The record's nodes; the tree is left empty, its buffers kept.
    pub fn take_nodes(&mut self) -> Vec<Node> {
        let extras = &mut self.extras;
        let mut nodes: Vec<Node> = self
            .nodes
            .drain(..)
            .map(|s| {
                let extra = match s.extra {
                    0 => Extra::default(),
                    k => std::mem::take(&mut extras[k as usize - 1]),
                };
                Node {
                    played: s.played,
                    comments_before: extra.comments_before,
                    comments: extra.comments,
                    nags: extra.nags,
                    parent: (s.parent != NONE).then_some(s.parent as usize),
                    children: Children::new(),
                }
            })
            .collect();
        extras.clear();
        for id in 1..nodes.len() {
            if let Some(parent) = nodes[id].parent {
                nodes[parent].children.push(id);
            }
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
    /// The record, its nodes made from the tree; the tree's buffers are given to `spare`.
    pub fn record_with(mut self, spare: &mut Tree) -> GameRecord {
        self.record.nodes = self.tree.take_nodes();
        *spare = self.tree;
        self.record
    }

    /// The record, its nodes made from the tree.
    pub fn record(self) -> GameRecord {
        self.record_with(&mut Tree::default())
    }
}
