// The words only the Connect Four page (connect4.html) says, in Spanish (words/connect4.en.js has the same keys in
// English): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'title.connect4': 'Cuatro en línea para dos',
  'intro.connect4': 'Un tablero de cuatro en línea para dos personas que conoce las reglas. Comparte una pantalla, pasa un teléfono o envía un enlace después de cada jugada a quien esté lejos.',
  'side.red': 'las rojas',
  'side.yellow': 'las amarillas',
  'win.four_in_a_row': 'Ganan {winner}, con cuatro en línea.',
  'draw.board_full': 'Tablas: el tablero está lleno.',
  'rules.connect4': [
    'Cuatro en línea en un tablero de 7 columnas y 6 filas, de pie. Empiezan las rojas.',
    'Una jugada deja caer una ficha en una columna, donde cae hasta el lugar vacío más bajo: pulsa en cualquier parte de la columna.',
    'Cuatro fichas de un bando en línea, de lado, hacia arriba o en diagonal, ganan; un tablero lleno sin cuatro en línea es tablas.',
  ].join('\n'),
};
