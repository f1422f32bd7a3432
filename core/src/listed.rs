//! [`LegalMoves`]: the legal moves of one position, kept apart from the game they were listed in.

use std::fmt;
use std::sync::Arc;

use crate::engine::Engine;
use crate::moves::Move;

/// The legal moves of one position, kept apart from its game ([`Game::legal_list`]): how many
/// there are, and each [`Move`] built when asked, before or after the game moves on. Making one
/// shares the list the game keeps of its position's small moves (nothing is copied and no
/// notation written), so a binding can hand out a position's moves at once and build only the
/// ones that are read; a clone shares it too.
///
/// ```
/// use damero::{Game, Variant};
/// let mut game = Game::new(Variant::Reversi)?;
/// let listed = game.legal_list();
/// game.play("f5")?; // the game moves on; the list is the start's still
/// assert_eq!(listed.len(), 4);
/// let f5 = listed.get(2).unwrap(); // d3, c4, f5, e6
/// assert_eq!((f5.notation(), f5.captures()), ("f5", &[36][..])); // the disc it turns
/// assert_eq!(listed.to_vec(), Game::new(Variant::Reversi)?.legal_moves());
/// # Ok::<(), damero::Error>(())
/// ```
///
/// [`Game::legal_list`]: crate::Game::legal_list
pub struct LegalMoves(Arc<dyn Listing>);

/// What [`LegalMoves`] holds: a position and its legal moves as its family lists them.
pub(crate) trait Listing: Send + Sync {
    fn len(&self) -> usize;
    fn get(&self, index: usize) -> Move;
    fn all(&self) -> Vec<Move>;
}

/// The legal moves `legal` of `pos`, as [`Engine::legal`] lists them: what a game keeps of each
/// position it lists, and shares with the [`LegalMoves`] it hands out.
#[derive(Debug)]
pub(crate) struct Listed<F: Engine> {
    pub pos: F::Position,
    pub legal: Vec<F::Legal>,
}

impl<F: Engine> Listing for Listed<F> {
    fn len(&self) -> usize {
        self.legal.len()
    }

    fn get(&self, index: usize) -> Move {
        F::public(&self.pos, &self.legal, index)
    }

    fn all(&self) -> Vec<Move> {
        F::public_all(&self.pos, &self.legal)
    }
}

impl LegalMoves {
    /// The moves of `listed`, shared.
    pub(crate) fn new<F: Engine>(listed: Arc<Listed<F>>) -> LegalMoves {
        LegalMoves(listed)
    }

    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none (the game was over, or had no move).
    pub fn is_empty(&self) -> bool {
        self.0.len() == 0
    }

    /// The move at `index`, as [`Game::legal_moves`](crate::Game::legal_moves) had it then;
    /// `None` past the end.
    pub fn get(&self, index: usize) -> Option<Move> {
        (index < self.0.len()).then(|| self.0.get(index))
    }

    /// Every move, in order: what [`Game::legal_moves`](crate::Game::legal_moves) returned
    /// then.
    pub fn to_vec(&self) -> Vec<Move> {
        self.0.all()
    }
}

impl Clone for LegalMoves {
    fn clone(&self) -> LegalMoves {
        LegalMoves(Arc::clone(&self.0))
    }
}

impl fmt::Debug for LegalMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.to_vec()).finish()
    }
}
