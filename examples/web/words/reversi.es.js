// The words only the Reversi page (reversi.html) says, in Spanish (words/reversi.en.js has the same keys in
// English): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'title.reversi': 'Reversi para dos',
  'intro.reversi': 'Un tablero de reversi para dos personas que conoce las reglas. Comparte una pantalla, pasa un teléfono o envía un enlace después de cada jugada a quien esté lejos.',
  'win.most_discs': 'Ganan {winner}, con más fichas.',
  'draw.equal_discs': 'Tablas: los dos bandos tienen las mismas fichas.',
  score: 'Fichas: negras {black}, blancas {white}.',
  'rules.reversi': [
    'Reversi (Othello) en un tablero de 8×8. Empiezan las negras.',
    'Una jugada pone una ficha de modo que encierra una línea recta de fichas del otro bando, por una fila, una columna o una diagonal; cada ficha encerrada se da vuelta.',
    'Quien no puede poner ninguna ficha así tiene que pasar; cuando ninguno puede, la partida termina y gana el bando con más fichas.',
  ].join('\n'),
};
