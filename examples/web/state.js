// The game and the address bar. The whole game lives in the URL after '#', written by the
// package's toFragment() and read by Game.fromFragment(); the page keeps no other copy.
//
// The page's own part of the hash. After the fragment the page may add a part it owns, which
// the package never sees: a '~' and then items separated by '~'. The fragment grammar
// (docs/fragment.md) has no '~' in its alphabet, so everything from the first '~' on is the page's,
// and browsers leave '~' as it is in a URL. The one item today is a pending draw offer:
//
//   page-part = "~" item *( "~" item )
//   item      = "offer=" ( "black" / "white" )     ; that side offered a draw, not yet answered
//
// e.g. `#v2/english/m:11-15~offer=black`. The part is stripped before Game.fromFragment; an item
// the page does not know is left out when the page next writes the address.
//
// Moves, undo and draws *replace* the current history entry: the Back button then leaves the page
// instead of stepping through every move (the Undo button does that), and it cannot bring back a
// line of play that was undone and replaced. Starting a new game *pushes* an entry, so Back
// returns to the game that was on the board. Either way no 'hashchange' fires for our own writes.

/** @typedef {import('../../bindings-js/js/index.js').Game} Game */
/** @typedef {typeof import('../../bindings-js/js/index.js').Game} GameClass */
/** @typedef {'black' | 'white'} Side */
/** @typedef {{ offer: Side | null }} PageState */

/** The hash of an address, without its '#'. @param {Location | URL} where */
export function hashOf(where) {
  return where.hash.startsWith('#') ? where.hash.slice(1) : where.hash;
}

/**
 * A hash split into the package's fragment and the page's own part.
 * @param {string} hash  without '#'
 * @returns {{ fragment: string, state: PageState }}
 */
export function splitHash(hash) {
  const cut = hash.indexOf('~');
  const fragment = cut < 0 ? hash : hash.slice(0, cut);
  /** @type {PageState} */
  const state = { offer: null };
  if (cut >= 0) {
    for (const item of hash.slice(cut + 1).split('~')) {
      if (item === 'offer=black' || item === 'offer=white') state.offer = item === 'offer=black' ? 'black' : 'white';
    }
  }
  return { fragment, state };
}

/** The hash for a fragment and the page's state. @param {string} fragment @param {PageState} state */
export function joinHash(fragment, state) {
  return state.offer ? `${fragment}~offer=${state.offer}` : fragment;
}

/** The package's fragment in an address, without '#' and without the page's part. @param {Location | URL} where */
export function fragmentOf(where) {
  return splitHash(hashOf(where)).fragment;
}

/**
 * The game a fragment holds: a new game of the page's first variant (English, chess) for an
 * empty fragment, else the package's reading of it. Errors (a broken or tampered link) are
 * returned, not thrown.
 * @param {GameClass} GameCtor
 * @param {string} fragment
 * @param {string} [variant]  the game of an empty fragment
 * @returns {{ game: Game, error: null } | { game: null, error: Error }}
 */
export function gameFrom(GameCtor, fragment, variant = 'english') {
  try {
    const game = fragment === '' ? new GameCtor(variant) : GameCtor.fromFragment(fragment);
    return { game, error: null };
  } catch (err) {
    return { game: null, error: err instanceof Error ? err : new Error(String(err)) };
  }
}

/**
 * The longest readable start of a broken link: the game up to its last legal move.
 *
 * The page does not read the fragment grammar. It only splits the moves segment (the one
 * '/'-separated part that starts with "m:") into its ','-separated moves, which docs/fragment.md
 * guarantees contain neither '/' nor ','. Everything else is the package's business: the part of
 * the link before the moves is read by Game.fromFragment, and each move is then replayed through
 * game.play, one at a time, until one fails. Parts after the moves (the end event) are dropped.
 *
 * @param {GameClass} GameCtor
 * @param {string} fragment  a fragment that Game.fromFragment refused
 * @returns {{ game: Game, count: number, last: string } | null}  null when not even one move can be read
 */
export function readablePrefix(GameCtor, fragment) {
  const parts = fragment.split('/');
  const index = parts.findIndex((p) => p.startsWith('m:'));
  if (index < 0) return null;
  const moves = parts[index].slice(2).split(',');
  /** @type {Game} */
  let game;
  try {
    game = GameCtor.fromFragment(parts.slice(0, index).join('/'));
  } catch {
    return null; // the version, variant, options or start position is what is broken
  }
  let count = 0;
  let last = '';
  for (const text of moves) {
    try {
      last = game.play(text).notation;
      count += 1;
    } catch {
      break;
    }
  }
  if (count === 0) {
    game.free();
    return null;
  }
  return { game, count, last };
}

/**
 * Writes the game's fragment (and the page's part) after '#' in the address bar, keeping the
 * path and the query (the language).
 * @param {string} hash  from joinHash
 * @param {{ push?: boolean }} [how]
 */
export function writeFragment(hash, how = {}) {
  const url = new URL(location.href);
  url.hash = hash;
  if (url.href === location.href) return;
  if (how.push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/**
 * The link to share: the page's address and the game, without the query, so the other player
 * reads the page in their own language.
 * @param {string} hash  from joinHash
 */
export function shareLink(hash) {
  const url = new URL(location.href);
  url.search = '';
  url.hash = hash;
  return url.href;
}

/**
 * Sets or removes a query parameter without reloading and without touching the fragment.
 * @param {string} name
 * @param {string | null} value
 */
export function writeQuery(name, value) {
  const url = new URL(location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  history.replaceState(history.state, '', url);
}
