// The rules in short of the Reversi page (reversi.html), in Spanish (words/reversi.en.js has the same keys in
// English). duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'rules.reversi': [
    'Reversi (Othello) en un tablero de 8×8. Empiezan las negras.',
    'Una jugada pone una ficha de modo que encierra una línea recta de fichas del otro bando, por una fila, una columna o una diagonal; cada ficha encerrada se da vuelta.',
    'Quien no puede poner ninguna ficha así tiene que pasar; cuando ninguno puede, la partida termina y gana el bando con más fichas.',
  ].join('\n'),
};
