// The words only the chess page (chess.html) says, in English (words/chess.es.js has the same keys in
// Spanish): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/en.js: each page downloads only its own (in English, in its
// script: build.mjs).

export default {
  'title.chess': 'Chess for two',
  'intro.chess': 'A chess board for two people that knows the rules. Share one screen, pass a phone around, or send a link after each move to someone far away.',
  'keys.chess': 'Tab to the board, move between squares with the arrow keys, press Enter or Space to pick a piece and again to choose where it goes. To castle, move the king two squares, or onto its own rook. Escape puts the piece back. Outside the board, the left and right arrow keys step through the moves.',
  'win.checkmate': '{Winner} wins by checkmate.',
  'draw.stalemate': 'Draw by stalemate.',
  'draw.insufficient_material': 'Draw: neither side can checkmate.',
  'draw.fivefold_repetition': 'Draw: the same position five times.',
  'draw.seventy_five_moves': 'Draw by the 75-move rule.',
  taken: 'Taken by {side}:',
  ahead: '{Side} is {points} ahead in material.',
  even: 'Material is even.',
  'claim.none': 'A draw by repetition or by the fifty-move rule is claimed here; the page never ends the game for it by itself.',
  startLabel: 'Chess960 start number, 0 to 959 (empty: a random start)',
  startShown: 'Chess960 start position {number}.',
  startSetUp: 'This game starts from a set-up position.',
  startBad: 'A Chess960 start number is a whole number from 0 to 959; leave it empty for a random start.',
  'rules.chess': [
    'Chess on an 8×8 board, moves written in standard algebraic notation (Nf3, exd5, O-O). White moves first.',
    'Castle by moving the king two squares towards a rook, or onto its own rook; in Chess960 the king and rook end on the same squares as in chess. A pawn that reaches the last row becomes a queen, rook, bishop or knight: you choose.',
    'Checkmate wins. Stalemate, and a position where neither side can ever checkmate, end the game as a draw.',
    'When a position appears for the third time, or after fifty moves each without a capture or pawn move, the player to move may claim a draw with the button beside the words that say so. The page never ends a game for these by itself.',
    'A player may offer a draw, which the other accepts or declines; either player may resign.',
  ].join('\n'),
  'rules.chess960': 'Chess960: the pieces of the back row start in one of 960 orders, the same for both sides, each with its number. Choose a number, or leave it empty for a random start.',
};
