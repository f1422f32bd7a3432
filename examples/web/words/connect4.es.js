// The rules in short of the Connect Four page (connect4.html), in Spanish (words/connect4.en.js has the same keys in
// English). duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'rules.connect4': [
    'Cuatro en línea en un tablero de 7 columnas y 6 filas, de pie. Empiezan las rojas.',
    'Una jugada deja caer una ficha en una columna, donde cae hasta el lugar vacío más bajo: pulsa en cualquier parte de la columna.',
    'Cuatro fichas de un bando en línea, de lado, hacia arriba o en diagonal, ganan; un tablero lleno sin cuatro en línea es tablas.',
  ].join('\n'),
};
