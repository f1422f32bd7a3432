// The words only the checkers page (index.html) says, in Spanish (words/index.en.js has the same keys in
// English): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/es.js: each page downloads only its own.

export default {
  'title.index': 'Damas para dos',
  'intro.index': 'Un tablero de damas para dos personas que conoce las reglas. Comparte una pantalla, pasa un teléfono o envía un enlace después de cada jugada a quien esté lejos.',
  keys: 'Ve al tablero con Tab, muévete entre casillas con las flechas, pulsa Enter o Espacio para elegir una pieza y otra vez para elegir adónde va. Escape suelta la pieza. Fuera del tablero, las flechas izquierda y derecha recorren las jugadas.',
  agree: 'Declarar tablas',
  'win.no_pieces': 'Ganan {winner}: {loser} sin piezas.',
  'draw.endgame': 'Tablas por la regla de los finales.',
  pieces: 'Piezas en el tablero: negras {black}, blancas {white}.',
  'notice.endgame': 'La cuenta del final va por {plies} jugadas.',
  'claim.move_limit.draughts': '{Side} pueden reclamar tablas por el límite de jugadas.',
  'claim.endgame': '{Side} pueden reclamar tablas por la regla de los finales.',
  'claim.none.draughts': 'Las tablas que las reglas dejan reclamar se reclaman aquí.',
  'rules.red': 'En este tablero las piezas de las negras son rojas, y las de las blancas, color crema.',
  'rules.english': [
    'Damas inglesas (checkers) en las 32 casillas oscuras de un tablero de 8×8. Empiezan las negras, y luego los jugadores se turnan.',
    'Un peón avanza una casilla en diagonal. Salta una pieza contraria que tenga al lado si la casilla de detrás está vacía, y la pieza saltada sale del tablero.',
    'Saltar es obligatorio, y las piezas que tienen que saltar están marcadas. Una pieza que puede volver a saltar sigue en la misma jugada; si hay varias maneras de saltar, elige quien juega.',
    'Un peón que llega a la última fila se corona y su jugada termina. Una dama avanza y salta una casilla en las cuatro diagonales.',
    'Pierde quien se queda sin piezas o sin jugadas. La página avisa cuando una posición aparece por tercera vez, pero la partida sigue: los jugadores pueden declarar tablas cuando estén de acuerdo.',
  ].join('\n'),
  'rules.brazilian': [
    'Damas brasileñas en las 32 casillas oscuras de un tablero de 8×8: las damas internacionales en un tablero más pequeño. Empiezan las blancas.',
    'Un peón avanza una casilla en diagonal y captura hacia delante y hacia atrás.',
    'Capturar es obligatorio, y tienes que tomar el mayor número de piezas que puedas; las piezas capturadas salen del tablero al terminar la jugada.',
    'Un peón que termina su jugada en la última fila se corona. Una dama vuela: se mueve cualquier distancia en diagonal y captura una pieza lejana, cayendo en cualquier casilla vacía detrás de ella.',
  ].join('\n'),
  'rules.international': [
    'Damas internacionales en las 50 casillas oscuras de un tablero de 10×10. Empiezan las blancas.',
    'Un peón avanza una casilla en diagonal y captura hacia delante y hacia atrás.',
    'Capturar es obligatorio, y tienes que tomar el mayor número de piezas que puedas; las piezas capturadas salen del tablero al terminar la jugada.',
    'Un peón que termina su jugada en la última fila se corona. Una dama vuela: se mueve cualquier distancia en diagonal y captura una pieza lejana, cayendo en cualquier casilla vacía detrás de ella.',
  ].join('\n'),
  'rules.russian': [
    'Damas rusas en las 32 casillas oscuras de un tablero de 8×8, con las jugadas escritas por el nombre de las casillas (c3-d4). Empiezan las blancas.',
    'Un peón avanza una casilla en diagonal y captura hacia delante y hacia atrás. Capturar es obligatorio, pero puedes elegir cualquier captura, no solo la más larga.',
    'Una dama vuela: se mueve y captura a cualquier distancia en diagonal. Las piezas capturadas salen del tablero al terminar la jugada.',
    'Un peón que llega a la última fila durante una captura se corona enseguida y sigue capturando como dama.',
  ].join('\n'),
  'rules.pool': [
    'Damas pool en las 32 casillas oscuras de un tablero de 8×8. Empiezan las negras.',
    'Un peón avanza una casilla en diagonal y captura hacia delante y hacia atrás. Capturar es obligatorio, y puedes elegir cualquier captura.',
    'Una dama vuela: se mueve y captura a cualquier distancia en diagonal.',
    'Un peón que pasa por la última fila durante una captura sigue siendo peón; solo se corona si su jugada termina allí.',
  ].join('\n'),
  'rules.italian': [
    'Damas italianas en las 32 casillas oscuras de un tablero de 8×8 girado de modo que cada jugador tiene una casilla oscura en la esquina de la derecha. Empiezan las blancas.',
    'Un peón avanza y captura una casilla en diagonal solo hacia delante, y un peón nunca puede capturar una dama.',
    'Una dama avanza y captura una casilla en las cuatro diagonales. Un peón que llega a la última fila se corona y su jugada termina.',
    'Capturar es obligatorio: toma el mayor número de piezas; luego captura con dama antes que con peón; luego toma el mayor número de damas; luego toma una dama lo antes posible.',
  ].join('\n'),
  'rules.spanish': [
    'Damas españolas en las 32 casillas oscuras de un tablero de 8×8 girado de modo que cada jugador tiene una casilla oscura en la esquina de la derecha. Empiezan las blancas.',
    'Un peón avanza y captura una casilla en diagonal solo hacia delante. Un peón que termina su jugada en la última fila se corona.',
    'Una dama vuela: se mueve y captura a cualquier distancia en diagonal.',
    'Capturar es obligatorio: toma el mayor número de piezas que puedas y, entre esas capturas, el mayor número de damas.',
  ].join('\n'),
  'rules.czech': [
    'Damas checas en las 32 casillas oscuras de un tablero de 8×8, con las jugadas escritas por el nombre de las casillas (c3-d4). Empiezan las blancas.',
    'Un peón avanza y captura una casilla en diagonal solo hacia delante. Un peón que termina su jugada en la última fila se corona.',
    'Una dama vuela: se mueve y captura a cualquier distancia en diagonal.',
    'Capturar es obligatorio. Si una dama puede capturar, tiene que capturar una dama; si no, puedes elegir cualquier captura.',
  ].join('\n'),
  'rules.thai': [
    'Damas tailandesas en las 32 casillas oscuras de un tablero de 8×8, con ocho peones por bando en dos filas. Empiezan las blancas.',
    'Un peón avanza y captura una casilla en diagonal solo hacia delante. Un peón que termina su jugada en la última fila se corona.',
    'Una dama vuela en diagonal, pero al capturar cae en la casilla justo detrás de la pieza que toma.',
    'Capturar es obligatorio y puedes elegir cualquier captura. Las piezas capturadas salen del tablero enseguida.',
  ].join('\n'),
  'rules.turkish': [
    'Damas turcas en las 64 casillas de un tablero de 8×8, con 16 peones por bando en la segunda y la tercera fila, y las jugadas escritas por el nombre de las casillas (a3-a4). Empiezan las blancas.',
    'Un peón avanza una casilla hacia delante o de lado, nunca en diagonal ni hacia atrás, y captura igual, saltando una pieza contraria que tenga al lado.',
    'Una dama vuela por filas y columnas y captura a cualquier distancia. Cada pieza capturada sale del tablero enseguida, y una captura no puede volver directamente hacia atrás.',
    'Capturar es obligatorio, y tienes que tomar el mayor número de piezas que puedas. Un peón que termina su jugada en la última fila se corona.',
  ].join('\n'),
  'rules.frisian': [
    'Damas frisias en las 50 casillas oscuras de un tablero de 10×10. Empiezan las blancas.',
    'Peones y damas capturan en diagonal y en línea recta por filas y columnas (saltando a la casilla a dos de distancia). Los peones avanzan solo en diagonal.',
    'Capturar es obligatorio, y tienes que hacer la captura que más vale; una dama vale más que un peón pero menos que dos.',
    'Las damas vuelan. Mientras un bando tiene peones, no puede mover la misma dama más de tres veces seguidas sin capturar.',
  ].join('\n'),
  'rules.draughtsEnd': 'Pierde quien se queda sin piezas o sin jugadas. Cualquiera puede abandonar, los jugadores pueden declarar tablas cuando estén de acuerdo, y la página ofrece reclamar tablas cuando estas reglas lo permiten.',
};
