// Types of the entry `damero/board`: the <damero-board> element.
import type { Game, GameOptions, Move, Status } from '../js/index.js';

/** The element's words: the keys of the English table (`EN`); a site passes any of them through `strings`. */
export type BoardStrings = typeof EN;

/**
 * `<damero-board>`: a board that knows the rules. Importing `damero/board` registers it (in a
 * browser; on a server it only defines the class). It loads the package entry of its variant's
 * family (`damero/draughts`, `damero/chess` or `damero/placement`) the first time it draws one;
 * English draughts, Reversi and Connect Four have a module of their own each (`dist/english.js`,
 * `dist/reversi.js`, `dist/connect4.js`: their family's API over a build of that game alone), so
 * `board.game` of such a board comes from it.
 *
 * Attributes (each also a property): `variant` (a variant's name, default `english`),
 * `fragment` (a game from `Game#toFragment`; it wins over `variant`), `options` (the option text
 * of a new game, e.g. `repetition=claim3,move_limit=claim50m`), `orientation` (`white` or
 * `black`: which side is drawn at the bottom; a Connect Four board stays upright), `lang` (the
 * element's or the nearest one above it: `en` and `es` built in), `interactive` (present: players
 * move on the board by click or tap, drag and drop, or the keyboard).
 *
 * Events (CustomEvent): `move` (`{ move, text, side }`: the move as the core gives it, its
 * notation in the element's language, the side that made it), `change` (`{ fragment }`: after a
 * move, an undo, `setPosition` or `refresh`; not when an attribute loads a game), `end`
 * (`{ status }`: the game has just ended), `error` (`{ error }`: the fragment or variant an
 * attribute gave was refused; the board shows a new game instead), `notice` (`{ text }`: why a
 * click, tap, drop or key did nothing, in the element's language: a page may show it).
 */
export class DameroBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  variant: string;
  fragment: string;
  orientation: 'white' | 'black';
  interactive: boolean;
  /** The words in use; setting it replaces any of them (the rest stay the language's). */
  strings: Partial<BoardStrings>;
  /** The game shown, or null before it is loaded. After changing it (a draw, a resignation), call `refresh()`. */
  readonly game: Game | null;
  /** Resolves to the element once the game its attributes ask for is drawn. */
  readonly ready: Promise<DameroBoard>;
  /** Plays a move as a player would; throws the package's error (IllegalMoveError...) and changes nothing if refused. Needs `ready`. */
  play(move: string | Move | number[] | { path: number[] }): Move;
  /** Takes the last move back; null when there is none. Needs `ready`. */
  undo(): Move | null;
  /** Shows a fragment (its family loaded if needed) or a FEN of the current variant; rejects with the package's error and changes nothing then. */
  setPosition(position: string, options?: GameOptions): Promise<void>;
  /** Turns the board half round (toggles `orientation`). */
  flip(): void;
  /** Draws the game again after a change made through `game`; fires `change`, and `end` if it just ended. */
  refresh(): void;
}

export interface BoardEventMap {
  move: CustomEvent<{ move: Move; text: string; side: 'black' | 'white' }>;
  change: CustomEvent<{ fragment: string }>;
  end: CustomEvent<{ status: Status }>;
  error: CustomEvent<{ error: unknown }>;
  notice: CustomEvent<{ text: string }>;
}

/** A variant's family, by its name (`chess960` is `chess`; an unknown name is `draughts`). */
export function familyOf(variant: string): 'draughts' | 'chess' | 'placement';
/** The variant a fragment names (`v2/chess960/...`), or null. */
export function variantOfFragment(fragment: string): string | null;
/** Chess notation with a language's letters (`letters`: king, queen, rook, bishop, knight): `localNotation('Nf3', 'RDTAC')` is `Cf3`. */
export function localNotation(notation: string, letters: string): string;
/** The SVG figure of a piece as the element draws it (`look`: the family's look; `chess` for chess
 * pieces), e.g. for a tray of captured pieces beside the board. Its colours are the element's custom
 * properties (`--damero-black`, `--damero-white`...), set on an ancestor. */
export function figure(piece: { side: string; role: string }, look: 'draughts' | 'chess' | 'reversi' | 'connect4'): SVGSVGElement;
/** The words of a language (`es-MX` is `es`; unknown: English), with `overrides` on top. */
export function stringsFor(lang: string, overrides?: Partial<BoardStrings>): BoardStrings;
export declare const EN: {
  readonly [key: string]: string;
  readonly letters: string;
};
export declare const ES: BoardStrings;
export declare const LANGUAGES: Record<string, BoardStrings>;

declare global {
  interface HTMLElementTagNameMap {
    'damero-board': DameroBoard;
  }
}
