// Compiled by `tsc -p test/types` in scripts/test-js: the declarations of js/index.d.ts must
// describe this use of the package, and reject the misuse marked @ts-expect-error.
import init, {
  AmbiguousMoveError, boardLayout, DameroError, Game, GameOverError, IllegalMoveError, initSync,
  InvalidArgumentError, InvalidFenError, InvalidFragmentError, InvalidNotationError, InvalidOptionError,
  NotAllowedError, NotClaimableError, NothingToUndoError, perft, UnknownVariantError, variants, version,
  variant, squareName, squareFromName, errorCodes, HistoryFullError, InvalidGameFileError, perftThreads, limits, memoryBytes,
  readGames, readGamesFromStream, GameRecord, GameNode,
} from 'damero';
import type {
  BoardLayout, Cell, DrawKind, ErrorCode, Family, Geometry, Move, MoveKind, Numbering, PerftOptions, Piece, Reason, Role,
  Side, Status, VariantInfo, FileProblem, ReadOptions, GameReader, AsyncGameReader, GameFileTags,
} from 'damero';
import initChess, { Game as ChessGame, UnknownVariantError as ChessUnknownVariant, readGames as chessReadGames } from 'damero/chess';
import initDraughts, { Game as DraughtsGame, type Move as DraughtsMove, type GameRecord as DraughtsRecord } from 'damero/draughts';
import initPlacement, { Game as PlacementGame, type Status as PlacementStatus } from 'damero/placement';

// The one-family entries have the same API and share the error classes.
await initChess();
await initDraughts();
await initPlacement();
const chessMove: Move = new ChessGame('chess').play('e4');
const draughtsMove: DraughtsMove = new DraughtsGame('english').play('11-15');
const sameClass: typeof UnknownVariantError = ChessUnknownVariant;
void [chessMove, draughtsMove, sameClass];

// Placement games: passes, transcripts, the score, the winning line, the board of each size.
const reversi = new PlacementGame('reversi', { size: '6' });
const placed: Move[] = reversi.playMoves('c2 b2');
const placedKind: MoveKind = placed[0].kind;
const pass: boolean = reversi.status().mustPass;
const score: [number, number] | null = reversi.status().score;
const board: Geometry = reversi.geometry();
const cell: Cell = board.cells[0];
const numbering: Numbering | string = board.numbering;
const drops: boolean = board.drops;
const leaf: number = reversi.perft(2, { finished: 'leaf' });
const options: PerftOptions = { finished: 'ignore', duplicates: 'keep', threads: null };
const counted: number = perft('reversi', 2, { ...options, fen: reversi.fen() });
const placementStatus: PlacementStatus = new PlacementGame('connect4').status();
const line: number[] = placementStatus.winningLine;
const moveNumber: number = placementStatus.moveNumber;
const numbered: number | null = reversi.moveNumber(0);
const family: Family | string = variant('connect4').family;
const red: string = variant('connect4').sideNames.black;
console.log(placedKind, pass, score?.[0], cell.name + cell.row + cell.column + cell.square, numbering, drops, leaf, counted, line,
  moveNumber, numbered, family, red, board.lastSquare + board.firstSquare + board.squares, board.labels, board.shading);
// @ts-expect-error: finished is 'ignore' or 'leaf'
reversi.perft(2, { finished: 'all' });
// @ts-expect-error: a pass has no square: from, to and target may be null
const notNull: number = placed[0].from;
// @ts-expect-error: playMoves takes text
reversi.playMoves(['c2']);
reversi.free();

await init();
initSync();

function show(game: Game): string {
  const moves: Move[] = game.legalMoves();
  const first: Move = moves[0];
  const ends: (number | null)[] = [first.from, first.to, first.target];
  const squares: number[] = [...first.path, ...first.captures];
  const kind: MoveKind = first.kind;
  const king: number | null = game.status().checkedKing;
  const promotion: Role | null = first.promotion;
  const long: string = first.long;
  const status: Status = game.status();
  const turn: Side = status.turn;
  const winner: Side | null = status.winner;
  const claimable: DrawKind[] = status.claimable;
  const must: number[] = status.mustCapture;
  const endgame: number = status.endgamePlies;
  const checkers: number[] = status.checkers;
  const reason: Reason | null = status.reason;
  const board: (Piece | null)[] = game.board();
  const piece: Piece | null = game.pieceAt(1);
  const role: Role | undefined = piece?.role;
  return `${ends} ${kind} ${king} ${squares.length} ${promotion} ${long} ${turn} ${winner} ${claimable} ${must} ${endgame} ${checkers} ${reason} ${board.length} ${role} ${status.state}`;
}

{
  using game = new Game('english', { repetition: 'auto3', agreement: false });
  game.play('11-15');
  game.play(game.legalMoves()[0]);
  game.play([22, 17]);
  const undone: Move | null = game.undo();
  const options: Record<string, string> = game.options();
  const history: Move[] = game.history();
  const text: string = game.toFragment() + game.fen() + game.startFen() + game.toString() + game.variant;
  const nodes: number = game.perft(3, { duplicates: 'drop', threads: 0 });
  const claimedWith: { move: Move; claimed: DrawKind } = game.playAndClaim('11-15', 'repetition');
  game.playAndClaim([22, 17]);
  game.playAndClaim(game.legalMoves()[0], null);
  game.play({ path: [9, 13] });
  console.log(claimedWith.move.notation, claimedWith.claimed);
  // @ts-expect-error: a claim is a draw kind
  game.playAndClaim('11-15', 'stalemate');
  const completions: Move[] = game.completions([9]);
  const parsed: Move = game.parseMove('11-15');
  const count: number = game.legalMoveCount();
  console.log(parsed.notation, count);
  // Action ids and observations.
  const ids: Uint32Array = game.legalActions();
  const actions: number = game.actionCount();
  const idOf: number = game.actionOf(game.legalMoves()[0]) + game.actionOf('11-15') + game.actionOf({ path: [9, 13], promotion: null });
  const mask: Uint8Array = game.actionMask();
  const into: Uint8Array = game.actionMask(new Uint8Array(actions));
  const [rows, columns, planes]: readonly [number, number, number] = game.observationShape();
  const planesOut: Float32Array = game.observe(new Float32Array(rows * columns * planes));
  const seen: Float32Array = game.observe();
  const byId: Move = game.playAction(ids[0]);
  console.log(idOf, mask, into, planesOut, seen, byId.notation);
  // @ts-expect-error: the mask is bytes
  game.actionMask(new Float32Array(actions));
  // @ts-expect-error: an id is a number
  game.playAction('11-15');
  // @ts-expect-error: the shape is read-only
  game.observationShape()[0] = 1;
  show(game);
  console.log(undone, options, history, text, nodes, completions);
  // @ts-expect-error: variant is read-only
  game.variant = 'chess';
  // @ts-expect-error: a side is 'black' or 'white'
  game.resign('red');
  // @ts-expect-error: a move is text, a Move or squares
  game.play(11);
  // @ts-expect-error: duplicates is 'keep' or 'drop'
  game.perft(3, { duplicates: 'all' });
}

const again: Game = Game.fromFragment('#v2/english/m:11-15');
const intl: Game = new Game('international', { endgame: 'claim16_5', agreement: true });
intl.free();
const fromFen: Game = Game.fromFen('english', 'B:W18:B14', 'capture=optional');
const kind: DrawKind = fromFen.claimDraw();
fromFen.claimDraw('move_limit');
fromFen.agreeDraw();
fromFen.resign('white');
again.free();
const layout: BoardLayout = boardLayout('english');
const n: number = perft('english', 5, { fen: null, duplicates: 'keep', threads: null }) + layout.squares[0].row
  + perftThreads() + perftThreads(4) + limits().maxHistory + limits().maxFragmentLength + memoryBytes()
  + limits().path + limits().moveText + limits().perftThreads;
// @ts-expect-error: limits are named in camelCase
limits().move_text;
const chess: Game = new Game('chess');
chess.play('e4');
chess.free();
const all: VariantInfo[] = variants();
const names: string[] = all.map((x) => x.name);
const info: VariantInfo = variant('international');
const size: number = info.rows * info.columns + info.squares + info.firstSquare + info.optionKeys.length;
const letters: string[] = info.pieces.map((p) => p.letter + p.side + p.role);
const sq: string = squareName('international', 46);
const back: number | null = squareFromName('international', sq);
const errors: ErrorCode[] = errorCodes();
const endKind: DrawKind = 'endgame';
console.log(size, letters, back, errors, endKind, info.defaultOptions.endgame);
// @ts-expect-error: a piece has a role, not a king flag
console.log(intl.pieceAt(1)?.king);
const v: string = version();
console.log(kind, n, names, v);

try {
  again.play('1-5');
} catch (e) {
  if (e instanceof IllegalMoveError) {
    const code: 'illegal_move' = e.code;
    console.log(code);
  } else if (e instanceof DameroError) {
    const code: ErrorCode | string = e.code;
    console.log(code, e.message);
  }
}
const classes = [
  InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError, InvalidFragmentError,
  UnknownVariantError, InvalidOptionError, GameOverError, NothingToUndoError, NotClaimableError,
  NotAllowedError, InvalidArgumentError, HistoryFullError, InvalidGameFileError,
];
const codes: string[] = classes.map((c) => c.code);
console.log(codes);

// Game files: records and nodes, the iterators, strict refusals, writing.
{
  const pgn = '[Event "x"]\n\n1. e4 e5 (1... c5) 2. Nf3 *\n';
  const opts: ReadOptions = { variant: 'chess', strict: false };
  const games: GameReader = readGames(pgn, opts);
  for (const record of games) {
    const r: GameRecord = record;
    const tags: readonly (readonly [string, string])[] = r.headers;
    const event: string | null = r.header('Event');
    const line: Move[] = r.mainline();
    const nodes: GameNode[] = r.mainlineNodes();
    const root: GameNode = r.root;
    const first: GameNode | undefined = root.variations[0];
    const move: Move | null = first?.move ?? null;
    const parent: GameNode | null = first?.parent ?? null;
    const commands: readonly (readonly [string, string])[] = nodes[0].commands();
    const problems: readonly FileProblem[] = [...r.errors, ...r.warnings];
    const game: Game | null = r.game();
    const text: string | null = r.toText();
    const at: Game | null = root.game();
    console.log(tags, event, line.length, move?.notation, parent, commands, problems.map((p) => p.line + p.column + p.message),
      r.variant, r.result, r.line, first?.comments, first?.commentsBefore, first?.nags, text);
    game?.free();
    at?.free();
    // @ts-expect-error: records are read-only
    r.result = '1-0';
    // @ts-expect-error: records come from the readers
    new GameRecord();
  }
  const bytes: GameReader = readGames(new Uint8Array(0), { strict: true });
  try {
    bytes.next();
  } catch (e) {
    if (e instanceof InvalidGameFileError) console.log(e.line, e.column, e.problem?.message);
  }
  bytes.return();
  readGames(new ArrayBuffer(0), null)[Symbol.dispose]();
  const first = readGames(pgn).next();
  if (!first.done) console.log(first.value.line);
  // @ts-expect-error: the input is text or bytes
  readGames(42);
  // @ts-expect-error: strict is a boolean
  readGames(pgn, { strict: 'yes' });
  const stream = new ReadableStream<Uint8Array>();
  const reader: AsyncGameReader = readGamesFromStream(stream, { strict: true });
  async function* chunks() {
    yield 'text';
    yield new Uint8Array(0);
  }
  void (async () => {
    for await (const record of reader) console.log(record.line);
    for await (const record of readGamesFromStream(chunks())) console.log(record.line);
    await readGamesFromStream(stream).return();
  })();
  // @ts-expect-error: a stream, or an async iterable of chunks
  readGamesFromStream(pgn);
  const g = new Game('chess');
  const tags: GameFileTags = [['Event', 'Club']];
  const written: string = g.toPgn(tags) + g.toPgn({ Event: 'Club' }) + g.toPgn() + new DraughtsGame('english').toPdn(null);
  // @ts-expect-error: tag values are strings
  g.toPgn({ Round: 1 });
  console.log(written, limits().fileLine + limits().fileComment + limits().fileTags + limits().fileVariationDepth
    + limits().fileGameMoves + limits().fileThreads + limits().listed);
  g.free();
  // The one-family entries do not read game files.
  // @ts-expect-error: not in damero/chess
  chessReadGames(pgn);
  // @ts-expect-error: nor has it their records (a page reads files through 'damero')
  const draughtsRecord: DraughtsRecord | null = null;
  console.log(draughtsRecord);
}
