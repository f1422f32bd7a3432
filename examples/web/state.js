// The game and the address bar. The whole game lives in the URL after '#', written by the
// package's toFragment() and read by Game.fromFragment(); the page keeps no other copy.
//
// Moves, undo and draws *replace* the current history entry: the Back button then leaves the page
// instead of stepping through every move (the Undo button does that), and it cannot bring back a
// line of play that was undone and replaced. Starting a new game *pushes* an entry, so Back
// returns to the game that was on the board. Either way no 'hashchange' fires for our own writes.

/** @typedef {import('../../bindings-js/js/index.js').Game} Game */
/** @typedef {typeof import('../../bindings-js/js/index.js').Game} GameClass */

/** The fragment in an address, without its '#'. @param {Location | URL} where */
export function fragmentOf(where) {
  return where.hash.startsWith('#') ? where.hash.slice(1) : where.hash;
}

/**
 * The game a fragment holds: a new English game for an empty fragment, else the package's
 * reading of it. Errors (a broken or tampered link) are returned, not thrown.
 * @param {GameClass} GameCtor
 * @param {string} fragment
 * @returns {{ game: Game, error: null } | { game: null, error: Error }}
 */
export function gameFrom(GameCtor, fragment) {
  try {
    const game = fragment === '' ? new GameCtor('english') : GameCtor.fromFragment(fragment);
    return { game, error: null };
  } catch (err) {
    return { game: null, error: err instanceof Error ? err : new Error(String(err)) };
  }
}

/**
 * Writes `fragment` after '#' in the address bar, keeping the path and the query (the language).
 * @param {string} fragment
 * @param {{ push?: boolean }} [how]
 */
export function writeFragment(fragment, how = {}) {
  const url = new URL(location.href);
  url.hash = fragment;
  if (url.href === location.href) return;
  if (how.push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/**
 * The link to share: the page's address and the game, without the query, so the other player
 * reads the page in their own language.
 * @param {string} fragment
 */
export function shareLink(fragment) {
  const url = new URL(location.href);
  url.search = '';
  url.hash = fragment;
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
