// Every sentence of the page, in English and Spanish. Strings may hold {name} placeholders; the
// page fills them with text (never HTML).

/** @typedef {'en' | 'es'} Lang */
/** @typedef {'black' | 'white'} Side */

export const LANGS = /** @type {const} */ (['en', 'es']);

const en = {
  'title': 'Checkers for two',
  'about.title': 'About this page',
  'intro':
    'A checkers board for two people that knows the rules. Share one screen, pass a phone around, or send a link after each move to someone far away.',
  'privacy':
    'The game is kept in one place only: this page’s address, after the # sign. Nothing is stored on this device and nothing is sent anywhere. Anyone with the link can see the game and move in it.',
  'lang.switch': 'Español',
  'lang.switchLabel': 'Leer esta página en español',
  'loading': 'Loading the rules…',
  'loadFailed': 'The rules engine could not be loaded, so the board cannot be shown. {detail}',
  'side.black': 'Black',
  'side.white': 'White',
  'turn': '{Side} to move.',
  'turn.capture': '{Side} to move and must capture.',
  'win.no_pieces': '{Winner} wins: {loser} has no pieces left.',
  'win.no_moves': '{Winner} wins: {loser} has no move left.',
  'win.resignation': '{Winner} wins: {loser} resigned.',
  'win.other': '{Winner} wins.',
  'draw.agreement': 'Draw, agreed by the players.',
  'draw.repetition': 'Draw by repetition.',
  'draw.move_limit': 'Draw under the move limit.',
  'draw.endgame': 'Draw under the endgame rule.',
  'draw.other': 'Draw.',
  'notice.repetition':
    'This position has now appeared {count} times. The game goes on; the players may agree a draw.',
  'notice.move_limit': '{plies} moves in a row without a capture or a man move.',
  'notice.endgame': 'The endgame count stands at {plies} moves.',
  'hint.start': 'Pick a piece to see where it may go.',
  'hint.capture': 'A capture is compulsory: pick a marked piece.',
  'hint.selected': 'Piece on {square} picked: choose a marked square, or press Escape to put it back.',
  'hint.jumping': 'The jump goes on: choose the next square.',
  'hint.over': 'The game is over. Undo the last move or start a new game.',
  'refuse.turn': 'That is {side}’s piece, and it is {turn}’s turn.',
  'refuse.capture':
    'A capture is compulsory: move a piece that can jump (on {squares}).',
  'refuse.captureMost':
    'A capture is compulsory, and you must take the most pieces you can: move a marked piece (on {squares}).',
  'refuse.stuck': 'The piece on {square} has no move now.',
  'refuse.empty': 'First pick one of {turn}’s pieces.',
  'refuse.mustJump': 'The piece on {from} has to jump, so it cannot go to {to}.',
  'refuse.target': 'The piece on {from} cannot go to {to}.',
  'refuse.over': 'The game is over: no more moves.',
  'refuse.other': 'That move is not allowed: {detail}',
  'played': '{side} played {move}.',
  'played.crown': '{side} played {move}, and the piece is crowned.',
  'undone.move': 'Took back {move}.',
  'undone.event': 'The end of the game was taken back; play on.',
  'newGame': 'A new game. The browser’s Back button returns to the previous one.',
  'button.undo': 'Undo',
  'button.new': 'New game',
  'button.copy': 'Copy the link',
  'button.draw': 'Offer a draw',
  'button.resign': 'Resign',
  'offer.pending': '{Side} offers a draw to {other}.',
  'offer.accept': 'Accept the draw',
  'offer.decline': 'Decline',
  'offer.sent': 'Draw offered. Copy the link to send the offer, or hand the screen to {other}.',
  'offer.declined': '{Side} declined the draw.',
  'offer.withdrawn': 'The draw offer was taken back.',
  'offer.stale': 'The draw offer in this link no longer applies, so it was left out.',
  'played.lapsed': '{side} played {move}; the draw offer lapsed.',
  'resign.confirm': '{Side} resigns and {other} wins. Sure?',
  'resign.yes': 'Yes, resign',
  'resign.no': 'Keep playing',
  'view.text': 'Position after {side}’s move {number}, {move}. Read-only.',
  'view.back': 'Back to the game',
  'view.readonly': 'This is an earlier position, shown read-only. Go back to the game to move.',
  'moves.show': '{move}, {side}, move {number}: show this position',
  'button.claim.repetition': 'Claim a draw by repetition',
  'button.claim.move_limit': 'Claim a draw under the move limit',
  'button.claim.endgame': 'Claim a draw under the endgame rule',
  'button.flip': 'Turn the board',
  'variant.label': 'Game to start with the New game button',
  'variant.english': 'English draughts (checkers)',
  'variant.brazilian': 'Brazilian draughts',
  'variant.international': 'International draughts',
  'name.brazilian': 'Brazilian draughts',
  'name.international': 'International draughts',
  'copy.done': 'Link copied. Send it to the other player.',
  'copy.fallback': 'Copying is not possible here. Select the link below and copy it:',
  'copy.label': 'Link to this game',
  'draw.done': 'Draw agreed.',
  'bad.title': 'This link does not hold a game this page can open.',
  'bad.text': 'It may have been cut short or changed. Ask for the link again, or start a new game.',
  'bad.detail': 'Details: {detail}',
  'bad.new': 'Start a new game',
  'bad.prefix': 'The game in this link can be opened up to move {number} ({move}), the last move that is legal.',
  'bad.open': 'Open the game up to move {number}',
  'board.label': 'Board of {rows} by {columns}, {side} at the bottom. Squares are numbered {first} to {last}.',
  'square.empty': '{square}, empty',
  'square.piece': '{square}, {piece}',
  'piece.black.man': 'black man',
  'piece.black.king': 'black king',
  'piece.white.man': 'white man',
  'piece.white.king': 'white king',
  'mark.selected': 'picked',
  'mark.target': 'may go here',
  'mark.capture': 'must capture',
  'mark.taken': 'to be captured',
  'mark.last': 'last move',
  'moves.title': 'Moves',
  'moves.none': 'No moves yet.',
  'moves.event.agree': 'Draw agreed',
  'moves.event.resign': 'Resigned',
  'controls.label': 'Game',
  'rules.title': 'The rules in short',
  'rules.english.1':
    'English draughts (American checkers) on the {squares} dark squares of a {rows}×{columns} board. Black moves first, then the players take turns.',
  'rules.english.2':
    'A man steps one square diagonally forward. It jumps an enemy piece next to it when the square behind is empty, and the jumped piece leaves the board.',
  'rules.english.3':
    'Jumping is compulsory, and a piece that can jump again must go on in the same move. When there are several ways to jump, the player picks one.',
  'rules.english.4':
    'A man that reaches the far row is crowned and its move ends. A king steps and jumps one square in all four diagonal directions.',
  'rules.english.5':
    'A player with no pieces, or no move, loses. After a move, a player may offer a draw, which the other accepts or declines; either player may resign. The page tells you when a position appears for the third time, but the game goes on.',
  'rules.flying.1':
    '{variant} on the {squares} dark squares of a {rows}×{columns} board. White moves first, then the players take turns.',
  'rules.flying.2':
    'A man steps one square diagonally forward, and captures forwards and backwards: it jumps an enemy piece next to it when the square behind is empty.',
  'rules.flying.3':
    'Capturing is compulsory, and you must take the most pieces you can. A capture goes on over as many pieces as it can; the captured pieces leave the board when the move ends.',
  'rules.flying.4':
    'A man that ends its move on the far row is crowned. A king flies: it moves any distance along a diagonal and captures a piece far away, landing on any empty square beyond it.',
  'rules.flying.5':
    'A player with no pieces, or no move, loses. After a move, a player may offer a draw, which the other accepts or declines; either player may resign. A threefold repetition, 25 moves each with only kings and no capture, and some endings with few pieces may be claimed as draws.',
  'keys.title': 'Playing with the keyboard',
  'keys.text':
    'Tab to the board, move between squares with the arrow keys, press Enter or Space to pick a piece and again to choose where it goes. Escape puts the piece back, or returns from an earlier position to the game.',
  'footer':
    'No computer opponent, no move suggestions, no clock. The page only knows the rules.',
};

/** @type {typeof en} */
const es = {
  'title': 'Damas para dos',
  'about.title': 'Sobre esta página',
  'intro':
    'Un tablero de damas para dos personas que conoce las reglas. Comparte una pantalla, pasa un teléfono o envía un enlace después de cada jugada a quien esté lejos.',
  'privacy':
    'La partida vive en un solo lugar: la dirección de esta página, después del signo #. No se guarda nada en este dispositivo ni se envía nada. Quien tenga el enlace puede ver la partida y mover en ella.',
  'lang.switch': 'English',
  'lang.switchLabel': 'Read this page in English',
  'loading': 'Cargando las reglas…',
  'loadFailed': 'No se pudo cargar el motor de reglas, así que el tablero no se puede mostrar. {detail}',
  'side.black': 'las negras',
  'side.white': 'las blancas',
  'turn': 'Juegan {side}.',
  'turn.capture': 'Juegan {side} y tienen que capturar.',
  'win.no_pieces': 'Ganan {winner}: {loser} sin piezas.',
  'win.no_moves': 'Ganan {winner}: {loser} sin jugadas.',
  'win.resignation': 'Ganan {winner}: {loser} abandonaron.',
  'win.other': 'Ganan {winner}.',
  'draw.agreement': 'Tablas, por acuerdo de los jugadores.',
  'draw.repetition': 'Tablas por repetición.',
  'draw.move_limit': 'Tablas por el límite de jugadas.',
  'draw.endgame': 'Tablas por la regla de los finales.',
  'draw.other': 'Tablas.',
  'notice.repetition':
    'Esta posición ya apareció {count} veces. La partida sigue; los jugadores pueden acordar tablas.',
  'notice.move_limit': '{plies} jugadas seguidas sin captura ni movimiento de peón.',
  'notice.endgame': 'La cuenta del final va por {plies} jugadas.',
  'hint.start': 'Elige una pieza para ver adónde puede ir.',
  'hint.capture': 'Capturar es obligatorio: elige una pieza marcada.',
  'hint.selected': 'Pieza en {square} elegida: elige una casilla marcada, o pulsa Escape para soltarla.',
  'hint.jumping': 'El salto sigue: elige la casilla siguiente.',
  'hint.over': 'La partida terminó. Deshaz la última jugada o empieza una partida nueva.',
  'refuse.turn': 'Esa pieza es de {side}, y es el turno de {turn}.',
  'refuse.capture':
    'Capturar es obligatorio: mueve una pieza que pueda saltar (en {squares}).',
  'refuse.captureMost':
    'Capturar es obligatorio, y tienes que tomar el mayor número de piezas que puedas: mueve una pieza marcada (en {squares}).',
  'refuse.stuck': 'La pieza en {square} no tiene ninguna jugada ahora.',
  'refuse.empty': 'Primero elige una pieza de {turn}.',
  'refuse.mustJump': 'La pieza en {from} tiene que saltar, así que no puede ir a {to}.',
  'refuse.target': 'La pieza en {from} no puede ir a {to}.',
  'refuse.over': 'La partida terminó: no hay más jugadas.',
  'refuse.other': 'Esa jugada no está permitida: {detail}',
  'played': '{Side} jugaron {move}.',
  'played.crown': '{Side} jugaron {move}, y la pieza se corona.',
  'undone.move': 'Se deshizo {move}.',
  'undone.event': 'Se deshizo el final de la partida; la partida sigue.',
  'newGame': 'Partida nueva. El botón Atrás del navegador vuelve a la anterior.',
  'button.undo': 'Deshacer',
  'button.new': 'Partida nueva',
  'button.copy': 'Copiar el enlace',
  'button.draw': 'Ofrecer tablas',
  'button.resign': 'Abandonar',
  'offer.pending': '{Side} ofrecen tablas a {other}.',
  'offer.accept': 'Aceptar las tablas',
  'offer.decline': 'Rechazar',
  'offer.sent': 'Tablas ofrecidas. Copia el enlace para enviar la oferta, o pasa la pantalla a {other}.',
  'offer.declined': '{Side} rechazaron las tablas.',
  'offer.withdrawn': 'Se retiró la oferta de tablas.',
  'offer.stale': 'La oferta de tablas de este enlace ya no vale, así que se dejó fuera.',
  'played.lapsed': '{Side} jugaron {move}; la oferta de tablas se retiró.',
  'resign.confirm': '{Side} abandonan y ganan {other}. ¿Seguro?',
  'resign.yes': 'Sí, abandonar',
  'resign.no': 'Seguir jugando',
  'view.text': 'Posición después de la jugada {number} de {side}, {move}. Solo lectura.',
  'view.back': 'Volver a la partida',
  'view.readonly': 'Es una posición anterior, solo para ver. Vuelve a la partida para mover.',
  'moves.show': '{move}, {side}, jugada {number}: ver esta posición',
  'button.claim.repetition': 'Reclamar tablas por repetición',
  'button.claim.move_limit': 'Reclamar tablas por el límite de jugadas',
  'button.claim.endgame': 'Reclamar tablas por la regla de los finales',
  'button.flip': 'Girar el tablero',
  'variant.label': 'Juego que empieza el botón Partida nueva',
  'variant.english': 'Damas inglesas (checkers)',
  'variant.brazilian': 'Damas brasileñas',
  'variant.international': 'Damas internacionales',
  'name.brazilian': 'Damas brasileñas',
  'name.international': 'Damas internacionales',
  'copy.done': 'Enlace copiado. Envíalo a la otra persona.',
  'copy.fallback': 'Aquí no se puede copiar solo. Selecciona el enlace de abajo y cópialo:',
  'copy.label': 'Enlace a esta partida',
  'draw.done': 'Tablas acordadas.',
  'bad.title': 'Este enlace no contiene una partida que esta página pueda abrir.',
  'bad.text': 'Quizás se cortó o se cambió. Pide el enlace otra vez, o empieza una partida nueva.',
  'bad.detail': 'Detalles (en inglés): {detail}',
  'bad.new': 'Empezar una partida nueva',
  'bad.prefix': 'La partida de este enlace se puede abrir hasta la jugada {number} ({move}), la última jugada legal.',
  'bad.open': 'Abrir la partida hasta la jugada {number}',
  'board.label': 'Tablero de {rows} por {columns}, con {side} abajo. Las casillas van del {first} al {last}.',
  'square.empty': '{square}, vacía',
  'square.piece': '{square}, {piece}',
  'piece.black.man': 'peón negro',
  'piece.black.king': 'dama negra',
  'piece.white.man': 'peón blanco',
  'piece.white.king': 'dama blanca',
  'mark.selected': 'elegida',
  'mark.target': 'puede ir aquí',
  'mark.capture': 'tiene que capturar',
  'mark.taken': 'será capturada',
  'mark.last': 'última jugada',
  'moves.title': 'Jugadas',
  'moves.none': 'Todavía no hay jugadas.',
  'moves.event.agree': 'Tablas acordadas',
  'moves.event.resign': 'Abandono',
  'controls.label': 'Partida',
  'rules.title': 'Las reglas en breve',
  'rules.english.1':
    'Damas inglesas (checkers) en las {squares} casillas oscuras de un tablero de {rows}×{columns}. Empiezan las negras, y luego los jugadores se turnan.',
  'rules.english.2':
    'Un peón avanza una casilla en diagonal. Salta una pieza contraria que tenga al lado si la casilla de detrás está vacía, y la pieza saltada sale del tablero.',
  'rules.english.3':
    'Saltar es obligatorio, y una pieza que puede volver a saltar sigue en la misma jugada. Si hay varias maneras de saltar, elige quien juega.',
  'rules.english.4':
    'Un peón que llega a la última fila se corona y su jugada termina. Una dama avanza y salta una casilla en las cuatro diagonales.',
  'rules.english.5':
    'Pierde quien se queda sin piezas o sin jugadas. Después de mover, un jugador puede ofrecer tablas, y el otro las acepta o las rechaza; cualquiera puede abandonar. La página avisa cuando una posición aparece por tercera vez, pero la partida sigue.',
  'rules.flying.1':
    '{Variant} en las {squares} casillas oscuras de un tablero de {rows}×{columns}. Empiezan las blancas, y luego los jugadores se turnan.',
  'rules.flying.2':
    'Un peón avanza una casilla en diagonal y captura hacia delante y hacia atrás: salta una pieza contraria que tenga al lado si la casilla de detrás está vacía.',
  'rules.flying.3':
    'Capturar es obligatorio, y tienes que tomar el mayor número de piezas que puedas. Una captura sigue sobre todas las piezas que pueda; las piezas capturadas salen del tablero al terminar la jugada.',
  'rules.flying.4':
    'Un peón que termina su jugada en la última fila se corona. Una dama vuela: se mueve cualquier distancia en diagonal y captura una pieza lejana, cayendo en cualquier casilla vacía detrás de ella.',
  'rules.flying.5':
    'Pierde quien se queda sin piezas o sin jugadas. Después de mover, un jugador puede ofrecer tablas, y el otro las acepta o las rechaza; cualquiera puede abandonar. Se pueden reclamar tablas por triple repetición, por 25 jugadas de cada uno solo con damas y sin capturas, y en algunos finales con pocas piezas.',
  'keys.title': 'Jugar con el teclado',
  'keys.text':
    'Ve al tablero con Tab, muévete entre casillas con las flechas, pulsa Enter o Espacio para elegir una pieza y otra vez para elegir adónde va. Escape suelta la pieza, o vuelve de una posición anterior a la partida.',
  'footer':
    'Sin rival de computadora, sin sugerencias de jugadas, sin reloj. La página solo conoce las reglas.',
};

/** @typedef {keyof typeof en} Key */

/** @type {Record<Lang, Record<Key, string>>} */
export const STRINGS = { en, es };

/**
 * The page language: `?lang=` when it names a known language, else the first of the browser's
 * languages that the page has, else English.
 * @param {string | null} query
 * @param {readonly string[]} browserLanguages
 * @returns {Lang}
 */
export function pickLanguage(query, browserLanguages) {
  const known = (/** @type {string | null | undefined} */ tag) => {
    const base = (tag ?? '').toLowerCase().split('-')[0];
    return LANGS.find((l) => l === base) ?? null;
  };
  return known(query) ?? browserLanguages.map(known).find((l) => l !== null) ?? 'en';
}

/**
 * A translator for one language. `{x}` takes params.x; `{X}` takes params.x with its first
 * letter in capitals.
 * @param {Lang} lang
 * @returns {(key: Key, params?: Record<string, string | number>) => string}
 */
export function translator(lang) {
  const table = STRINGS[lang];
  return (key, params = {}) =>
    table[key].replace(/\{(\w+)\}/g, (whole, name) => {
      const lower = name.charAt(0).toLowerCase() + name.slice(1);
      const value = params[lower];
      if (value === undefined) return whole;
      const text = String(value);
      return name === lower ? text : text.charAt(0).toUpperCase() + text.slice(1);
    });
}
