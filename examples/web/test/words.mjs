// Every word of the pages, as the tests read them: words/en.js (words/es.js) with what only each
// page says (words/PAGE.en.js, words/PAGE.es.js) merged in, and both apart.

import commonEn from '../words/en.js';
import commonEs from '../words/es.js';
import indexEn from '../words/index.en.js';
import indexEs from '../words/index.es.js';
import chessEn from '../words/chess.en.js';
import chessEs from '../words/chess.es.js';
import reversiEn from '../words/reversi.en.js';
import reversiEs from '../words/reversi.es.js';
import connect4En from '../words/connect4.en.js';
import connect4Es from '../words/connect4.es.js';

/** The words every page loads, by language. */
export const COMMON = { en: commonEn, es: commonEs };
/** What only each page says (its title, its game's endings, its rules in short, ...), by language. */
export const PAGE_WORDS = {
  index: { en: indexEn, es: indexEs },
  chess: { en: chessEn, es: chessEs },
  reversi: { en: reversiEn, es: reversiEs },
  connect4: { en: connect4En, es: connect4Es },
};

/** Every word in English: what any page may show. */
export const en = { ...commonEn, ...indexEn, ...chessEn, ...reversiEn, ...connect4En };
/** Every word in Spanish. */
export const es = { ...commonEs, ...indexEs, ...chessEs, ...reversiEs, ...connect4Es };
