// Compiled by test/types.test.mjs under `strict` with `lib` and `target` ES2020, ES2022 and
// ESNext and nothing else: the package's types (Symbol.dispose included) must compile in a
// project whose lib predates `esnext.disposable`.
import init, { Game, limits, type Move } from 'damero';
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
  return count + move.path.length;
}
