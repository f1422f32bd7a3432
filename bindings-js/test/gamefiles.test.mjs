// Every real game file of ../shared/gamefiles (its SOURCES.md says where each comes from), when
// that folder is there beside the repository (skipped with a message otherwise; the files are
// never copied here): each is read by `readGames` from its bytes without an exception, gives the
// games, main-line plies and games with errors that the core gives (core/tests/gamefiles.rs holds
// the core to SOURCES.md's figures and documents where it parts from them), and reads the same
// from a string and from a stream of odd-sized chunks. The JSON files hold a list of PDN strings:
// each is read as its own file.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUtf8 } from 'node:buffer';

import init, { readGames, readGamesFromStream } from '../js/index.js';

await init();

const DIR = fileURLToPath(new URL('../../../shared/gamefiles/', import.meta.url));

/**
 * What the core gives for each file: [games, main-line plies, games with errors], read with the
 * variant the file's games need when they have no GameType and are not International or English
 * (as core/tests/gamefiles.rs reads them).
 */
const CORE = {
  'BrunoGUI_Dames/1er Open International Allinges 2007.pdn': [45, 4982, 0],
  'BrunoGUI_Dames/Brigitte.pdn': [1, 86, 0],
  'BrunoGUI_Dames/BrunoOuverture.pdn': [1, 14, 0],
  'BrunoGUI_Dames/Mini.pdn': [6, 590, 0],
  'BrunoGUI_Dames/Partie_avec_FEN1.pdn': [4, 60, 0],
  'CheckerBoard/11_man_english.pdn': [2400, 0, 0],
  // One line with `<br />` for line ends: each tag after a `<br` word starts a game (SOURCES.md
  // finds one game with errors as good a reading).
  'chess.js/0.pgn': [8, 0, 8],
  'chess.js/1.pgn': [1, 81, 0],
  'chess.js/2.pgn': [1, 4, 0],
  'chess.js/3.pgn': [1, 4, 0],
  'chessops/headers-and-moves-on-the-same-line.pgn': [3, 0, 3],
  'chessops/leading-whitespace.pgn': [4, 20, 0],
  'chessops/pathological-headers.pgn': [1, 0, 0],
  'hcheckers/draw1.pdn': [1, 1, 0],
  'hcheckers/draw10.pdn': [1, 0, 1],
  'hcheckers/draw113.pdn': [1, 6, 0],
  'pgn-parser/32games.pgn': [32, 2069, 0],
  'pgn-parser/benko.pgn': [2, 150, 0],
  'pgn-parser/lichess_mliebelt_2024-01-03.pgn': [8, 604, 0],
  'pgn-parser/sampleGame.pgn': [1, 46, 0],
  'pgn-parser/sampleGameThrow.pgn': [1, 2, 1],
  'pgn-parser/sampleGames.pgn': [9, 537, 0],
  'pychess/3fold.pgn': [2, 20, 0],
  'pychess/50.pgn': [1, 110, 0],
  'pychess/annotated.pgn': [1, 5, 0],
  'pychess/atomic.pgn': [10, 0, 10],
  'pychess/badpgn.pgn': [1, 0, 1],
  'pychess/chess960rwch.pgn': [20, 1692, 0],
  'pychess/fenSetup.pgn': [1, 4, 0],
  'pychess/promotion.pgn': [1, 22, 0],
  'pychess/zh.pgn': [83, 0, 83],
  'pychess-learn/lichess_study_beta-lichess-practice-checkmating-with-a-knight-and-bishop_by_arex_2017.08.02.pgn': [13, 350, 0],
  'python-chess/anastasian-lewis.pgn': [1, 81, 1],
  'python-chess/antichess-programfox.pgn': [2, 0, 2],
  'python-chess/chessbase-empty-line.pgn': [1, 134, 0],
  'python-chess/cutechess-fischerrandom.pgn': [4, 396, 0],
  'python-chess/kasparov-deep-blue-1997.pgn': [6, 519, 0],
  'python-chess/knightvuillaume-jannlee-zh-lichess.pgn': [1, 0, 1],
  'python-chess/molinari-bordais-1979.pgn': [1, 10, 0],
  'python-chess/nepomniachtchi-liren-game1.pgn': [1, 97, 0],
  'python-chess/saturs-jannlee-zh-lichess.pgn': [1, 0, 1],
  'python-chess/stockfish-learning.pgn': [1, 154, 0],
  'python-chess/uci-moves.pgn': [1, 113, 0],
  'python-chess/utf8-bom.pgn': [2, 0, 0],
  'scalachess/uzchesscup.pgn': [45, 0, 0],
  'wiegerw-pdn/fail/Cat.A1.pdn': [35, 357, 0],
  'wiegerw-pdn/fail/delfts.pdn': [2, 252, 2],
  'wiegerw-pdn/fail/mrdrcd08.pdn': [40, 898, 35],
  'wiegerw-pdn/fail/nested_comment.pdn': [1, 3, 1],
  'wiegerw-pdn/succeed/Campionato Assoluto 2005.pdn': [53, 3226, 1],
  'wiegerw-pdn/succeed/DUTCH96H.pdn': [13, 1381, 0],
  'wiegerw-pdn/succeed/OCA_2.0.pdn': [43, 2280, 0],
  'wiegerw-pdn/succeed/alphanumeric.pdn': [1, 1, 0],
  'wiegerw-pdn/succeed/beginner.pdn': [58, 0, 1],
  'wiegerw-pdn/succeed/fen.pdn': [3, 0, 1],
  'wiegerw-pdn/succeed/gameterminator.pdn': [1, 1, 0],
  'wiegerw-pdn/succeed/inferno.pdn': [68, 3306, 0],
  'wiegerw-pdn/succeed/kurnik.pdn': [4, 535, 0],
  'wiegerw-pdn/succeed/linecomment.pdn': [1, 2, 0],
  'wiegerw-pdn/succeed/movestrength.pdn': [1, 3, 0],
  'wiegerw-pdn/succeed/nk ronde 02.pdn': [7, 848, 0],
  'wiegerw-pdn/succeed/string.pdn': [1, 1, 0],
  'wiegerw-pdn/succeed/unicode.pdn': [1, 2, 0],
  'wiegerw-pdn/succeed/variation.pdn': [1, 4, 0],
  // Each string of the list is read alone. Brazilian: lidraughts writes its FEN with square
  // names (`W:Wa3,c3,...`), which the core's draughts FEN does not read, so no game starts.
  // Frisian: the 14 bare movetexts have no GameType and are read as International (with a
  // warning), whose rules their Frisian captures break.
  'py-draughts/brazilian_random_pdns.json': [25, 0, 25],
  'py-draughts/frisian_random_pdns.json': [30, 91, 14],
};

/** The variant a file's games are read as, where their tags name none (core/tests/gamefiles.rs). */
const GIVEN = {
  'wiegerw-pdn/succeed/Campionato Assoluto 2005.pdn': 'italian',
  'wiegerw-pdn/fail/mrdrcd08.pdn': 'russian',
};

/** The game files under DIR, as paths inside it. */
function files(dir = DIR, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? files(join(dir, e.name), `${prefix}${e.name}/`)
    : /\.(pgn|pdn|json)$/.test(e.name) ? [`${prefix}${e.name}`] : []));
}

/** What is compared between readings of a record (everything but the game at the end, which is replayed). */
const summary = (r) => JSON.stringify([r.line, r.headers, r.variant, r.result, r.mainline().map((m) => m.notation), r.errors,
  r.warnings, r.root.variations.length]);

/** A stream of `bytes` in chunks of `size` bytes. */
function streamOf(bytes, size) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.subarray(at, (at += size)));
    },
  });
}

const present = existsSync(join(DIR, 'SOURCES.md'));
if (!present) console.log(`${DIR} is not here: the shared game files are not read`);

test('every shared game file reads as the core reads it, from bytes, a string and a stream', { skip: !present && 'no ../shared/gamefiles' }, async () => {
  const seen = files().sort();
  assert.deepEqual(seen, Object.keys(CORE).sort(), 'the table names every file of the folder');
  let chunk = 1;
  for (const file of seen) {
    const bytes = readFileSync(join(DIR, file));
    const variant = GIVEN[file] ?? null;
    const inputs = file.endsWith('.json') ? Object.values(JSON.parse(bytes.toString('utf8')))[0] : [bytes];
    let games = 0;
    let plies = 0;
    let withErrors = 0;
    for (const input of inputs) {
      const records = [...readGames(input, { variant })];
      games += records.length;
      plies += records.reduce((n, r) => n + r.mainline().length, 0);
      withErrors += records.filter((r) => r.errors.length > 0).length;
      const expected = records.map(summary);
      // The same from text (not for a file that is not UTF-8) and from a stream of chunks that
      // split lines and characters: 1 byte, then growing by a prime to about 4 KB.
      const data = typeof input === 'string' ? new TextEncoder().encode(input) : input;
      if (typeof input !== 'string' && isUtf8(data)) {
        assert.deepEqual([...readGames(data.toString('utf8'), { variant })].map(summary), expected, `${file}: read from a string`);
      }
      const streamed = [];
      for await (const r of readGamesFromStream(streamOf(data, chunk), { variant })) streamed.push(summary(r));
      assert.deepEqual(streamed, expected, `${file}: read from a stream of ${chunk}-byte chunks`);
      chunk = (chunk * 7 + 13) % 4099;
    }
    assert.deepEqual([games, plies, withErrors], CORE[file], `${file}: [games, plies, games with errors]`);
  }
});
