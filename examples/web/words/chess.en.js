// The rules in short of the chess page (chess.html), in English (words/chess.es.js has the same keys in
// Spanish). duel.js loads them beside words/en.js: each page downloads only its own.

export default {
  'rules.chess': [
    'Chess on an 8×8 board, moves written in standard algebraic notation (Nf3, exd5, O-O). White moves first.',
    'Castle by moving the king two squares towards a rook, or onto its own rook; in Chess960 the king and rook end on the same squares as in chess. A pawn that reaches the last row becomes a queen, rook, bishop or knight: you choose.',
    'Checkmate wins. Stalemate, and a position where neither side can ever checkmate, end the game as a draw.',
    'When a position appears for the third time, or after fifty moves each without a capture or pawn move, the player to move may claim a draw with the button beside the words that say so. The page never ends a game for these by itself.',
    'A player may offer a draw, which the other accepts or declines; either player may resign.',
  ].join('\n'),
  'rules.chess960': 'Chess960: the pieces of the back row start in one of 960 orders, the same for both sides, each with its number. Choose a number, or leave it empty for a random start.',
};
