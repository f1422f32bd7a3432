// The words only the chess page (chess.html) says, in Spanish (words/chess.en.js has the same keys in
// English): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'title.chess': 'Ajedrez para dos',
  'intro.chess': 'Un tablero de ajedrez para dos personas que conoce las reglas. Comparte una pantalla, pasa un teléfono o envía un enlace después de cada jugada a quien esté lejos.',
  'keys.chess': 'Ve al tablero con Tab, muévete entre casillas con las flechas, pulsa Enter o Espacio para elegir una pieza y otra vez para elegir adónde va. Para enrocar, mueve el rey dos casillas, o sobre su propia torre. Escape suelta la pieza. Fuera del tablero, las flechas izquierda y derecha recorren las jugadas.',
  'win.checkmate': 'Ganan {winner} por jaque mate.',
  'draw.stalemate': 'Tablas por ahogado.',
  'draw.insufficient_material': 'Tablas: ningún bando puede dar jaque mate.',
  'draw.fivefold_repetition': 'Tablas: la misma posición cinco veces.',
  'draw.seventy_five_moves': 'Tablas por la regla de las 75 jugadas.',
  taken: 'Capturadas por {side}:',
  ahead: '{Side} llevan {points} de ventaja en material.',
  even: 'El material está igualado.',
  'claim.none': 'Las tablas por repetición o por la regla de las cincuenta jugadas se reclaman aquí; la página nunca termina sola la partida por eso.',
  startLabel: 'Número de la posición inicial de Ajedrez 960, de 0 a 959 (vacío: una al azar)',
  startShown: 'Ajedrez 960, posición inicial {number}.',
  startSetUp: 'Esta partida empieza en una posición preparada.',
  startBad: 'El número de una posición de Ajedrez 960 es un número entero de 0 a 959; déjalo vacío para una al azar.',
  'rules.chess': [
    'Ajedrez en un tablero de 8×8, con las jugadas en notación algebraica y las letras de las piezas en español (Cf3, exd5, O-O). Empiezan las blancas.',
    'Para enrocar, mueve el rey dos casillas hacia una torre, o sobre su propia torre; en Ajedrez 960 el rey y la torre terminan en las mismas casillas que en el ajedrez. Un peón que llega a la última fila se convierte en dama, torre, alfil o caballo: tú eliges.',
    'El jaque mate gana. El ahogado, y una posición en la que ningún bando puede dar mate jamás, terminan la partida en tablas.',
    'Cuando una posición aparece por tercera vez, o tras cincuenta jugadas de cada bando sin captura ni movimiento de peón, quien mueve puede reclamar tablas con el botón que está junto a las palabras que lo avisan. La página nunca termina sola una partida por eso.',
    'Un jugador puede ofrecer tablas, y el otro las acepta o las rechaza; cualquiera puede abandonar.',
  ].join('\n'),
  'rules.chess960': 'Ajedrez 960: las piezas de la última fila empiezan en uno de 960 órdenes, el mismo para los dos bandos, cada uno con su número. Elige un número, o déjalo vacío para empezar uno al azar.',
};
