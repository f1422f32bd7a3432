// Compiled by test/types.test.mjs under `strict` with `lib` and `target` ES2020, ES2022 and
// ESNext and nothing else: the package's types (Symbol.dispose included) must compile in a
// project whose lib predates `esnext.disposable`.
import init, { Game, limits, readGames, readGamesFromStream, type Move } from 'damero';
import { Game as DraughtsGame } from 'damero/draughts';
import { Game as ChessGame } from 'damero/chess';
import { Game as PlacementGame } from 'damero/placement';

export async function main(): Promise<number> {
  await init();
  const game = new Game('english');
  const move: Move = game.parseMove('11-15');
  const count: number = game.legalMoveCount() + limits().path;
  game[Symbol.dispose]();
  new DraughtsGame('frisian').free();
  new ChessGame('chess').free();
  new PlacementGame('reversi').free();
  const games = readGames('1. e4 *');
  let plies = 0;
  for (const record of games) plies += record.mainline().length + (record.toText()?.length ?? 0);
  games[Symbol.dispose]();
  async function* chunks() {
    yield new Uint8Array(0);
  }
  await readGamesFromStream(chunks())[Symbol.asyncDispose]();
  return count + move.path.length + plies + new ChessGame('chess').toPgn({ Event: 'x' }).length;
}
