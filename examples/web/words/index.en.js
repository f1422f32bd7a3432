// The words only the checkers page (index.html) says, in English (words/index.es.js has the same keys in
// Spanish): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/en.js: each page downloads only its own (in English, in its
// script: build.mjs).

export default {
  'title.index': 'Checkers for two',
  'intro.index': 'A checkers board for two people that knows the rules. Share one screen, pass a phone around, or send a link after each move to someone far away.',
  keys: 'Tab to the board, move between squares with the arrow keys, press Enter or Space to pick a piece and again to choose where it goes. Escape puts the piece back. Outside the board, the left and right arrow keys step through the moves.',
  agree: 'Declare a draw',
  'win.no_pieces': '{Winner} wins: {loser} has no pieces left.',
  'draw.endgame': 'Draw under the endgame rule.',
  pieces: 'Pieces on the board: Black {black}, White {white}.',
  'notice.endgame': 'The endgame count stands at {plies} moves.',
  'claim.move_limit.draughts': '{Side} may claim a draw under the move limit.',
  'claim.endgame': '{Side} may claim a draw under the endgame rule.',
  'claim.none.draughts': 'A draw that the rules let a player claim is claimed here.',
  'rules.red': 'Black’s pieces are drawn red on this board, White’s cream.',
  'rules.english': [
    'English draughts (American checkers) on the 32 dark squares of an 8×8 board. Black moves first, then the players take turns.',
    'A man steps one square diagonally forward. It jumps an enemy piece next to it when the square behind is empty, and the jumped piece leaves the board.',
    'Jumping is compulsory, and the pieces that must jump are marked. A piece that can jump again must go on in the same move; when there are several ways to jump, the player picks one.',
    'A man that reaches the far row is crowned and its move ends. A king steps and jumps one square in all four diagonal directions.',
    'A player with no pieces, or no move, loses. The page tells you when a position appears for the third time, but the game goes on: the players may declare a draw whenever they agree.',
  ].join('\n'),
  'rules.brazilian': [
    'Brazilian draughts on the 32 dark squares of an 8×8 board, as International draughts on a smaller board. White moves first.',
    'A man steps one square diagonally forward and captures forwards and backwards.',
    'Capturing is compulsory, and you must take the most pieces you can; captured pieces leave the board when the move ends.',
    'A man that ends its move on the far row is crowned. A king flies: it moves any distance along a diagonal and captures a piece far away, landing on any empty square beyond it.',
  ].join('\n'),
  'rules.international': [
    'International draughts on the 50 dark squares of a 10×10 board. White moves first.',
    'A man steps one square diagonally forward and captures forwards and backwards.',
    'Capturing is compulsory, and you must take the most pieces you can; captured pieces leave the board when the move ends.',
    'A man that ends its move on the far row is crowned. A king flies: it moves any distance along a diagonal and captures a piece far away, landing on any empty square beyond it.',
  ].join('\n'),
  'rules.russian': [
    'Russian draughts on the 32 dark squares of an 8×8 board, moves written with square names (c3-d4). White moves first.',
    'A man steps one square diagonally forward and captures forwards and backwards. Capturing is compulsory, but you may choose any capture, not only the longest.',
    'A king flies: it moves and captures any distance along a diagonal. Captured pieces leave the board when the move ends.',
    'A man that reaches the far row during a capture is crowned at once and goes on capturing as a king.',
  ].join('\n'),
  'rules.pool': [
    'Pool checkers on the 32 dark squares of an 8×8 board. Black moves first.',
    'A man steps one square diagonally forward and captures forwards and backwards. Capturing is compulsory, and you may choose any capture.',
    'A king flies: it moves and captures any distance along a diagonal.',
    'A man that passes the far row during a capture stays a man; it is crowned only if its move ends there.',
  ].join('\n'),
  'rules.italian': [
    'Italian draughts on the 32 dark squares of an 8×8 board turned so that each player has a dark square in the corner on the right. White moves first.',
    'A man steps and captures one square diagonally forward only, and a man may never capture a king.',
    'A king steps and captures one square in all four diagonal directions. A man that reaches the far row is crowned and its move ends.',
    'Capturing is compulsory: take the most pieces; then capture with a king rather than a man; then take the most kings; then take a king as early as possible.',
  ].join('\n'),
  'rules.spanish': [
    'Spanish draughts on the 32 dark squares of an 8×8 board turned so that each player has a dark square in the corner on the right. White moves first.',
    'A man steps and captures one square diagonally forward only. A man that ends its move on the far row is crowned.',
    'A king flies: it moves and captures any distance along a diagonal.',
    'Capturing is compulsory: take the most pieces you can, and among those captures, the most kings.',
  ].join('\n'),
  'rules.czech': [
    'Czech draughts on the 32 dark squares of an 8×8 board, moves written with square names (c3-d4). White moves first.',
    'A man steps and captures one square diagonally forward only. A man that ends its move on the far row is crowned.',
    'A king flies: it moves and captures any distance along a diagonal.',
    'Capturing is compulsory. When a king can capture, a king must capture; otherwise you may choose any capture.',
  ].join('\n'),
  'rules.thai': [
    'Thai draughts on the 32 dark squares of an 8×8 board, eight men each on two rows. White moves first.',
    'A man steps and captures one square diagonally forward only. A man that ends its move on the far row is crowned.',
    'A king flies along a diagonal, but when it captures it lands on the square right behind the piece it takes.',
    'Capturing is compulsory and you may choose any capture. Captured pieces leave the board at once.',
  ].join('\n'),
  'rules.turkish': [
    'Turkish draughts on all 64 squares of an 8×8 board, 16 men each on the second and third rows, moves written with square names (a3-a4). White moves first.',
    'A man steps one square forward or sideways, never diagonally or back, and captures the same way by jumping an enemy piece next to it.',
    'A king flies along rows and columns and captures any distance away. Each captured piece leaves the board at once, and a capture may not turn straight back.',
    'Capturing is compulsory, and you must take the most pieces you can. A man that ends its move on the far row is crowned.',
  ].join('\n'),
  'rules.frisian': [
    'Frisian draughts on the 50 dark squares of a 10×10 board. White moves first.',
    'Men and kings capture diagonally and straight along rows and columns (jumping to the square two away). Men step only diagonally forward.',
    'Capturing is compulsory, and you must take the capture worth the most; a king is worth more than a man but less than two.',
    'Kings fly. While a side still has men, it may not move the same king more than three times in a row without capturing.',
  ].join('\n'),
  'rules.draughtsEnd': 'A player with no pieces, or no move, loses. Either player may resign, the players may declare a draw whenever they agree, and the page offers a draw claim when these rules allow one.',
};
