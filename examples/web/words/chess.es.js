// The rules in short of the chess page (chess.html), in Spanish (words/chess.en.js has the same keys in
// English). duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'rules.chess': [
    'Ajedrez en un tablero de 8×8, con las jugadas en notación algebraica y las letras de las piezas en español (Cf3, exd5, O-O). Empiezan las blancas.',
    'Para enrocar, mueve el rey dos casillas hacia una torre, o sobre su propia torre; en Ajedrez 960 el rey y la torre terminan en las mismas casillas que en el ajedrez. Un peón que llega a la última fila se convierte en dama, torre, alfil o caballo: tú eliges.',
    'El jaque mate gana. El ahogado, y una posición en la que ningún bando puede dar mate jamás, terminan la partida en tablas.',
    'Cuando una posición aparece por tercera vez, o tras cincuenta jugadas de cada bando sin captura ni movimiento de peón, quien mueve puede reclamar tablas con el botón que está junto a las palabras que lo avisan. La página nunca termina sola una partida por eso.',
    'Un jugador puede ofrecer tablas, y el otro las acepta o las rechaza; cualquiera puede abandonar.',
  ].join('\n'),
  'rules.chess960': 'Ajedrez 960: las piezas de la última fila empiezan en uno de 960 órdenes, el mismo para los dos bandos, cada uno con su número. Elige un número, o déjalo vacío para empezar uno al azar.',
};
