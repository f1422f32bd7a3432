// The rules in short of the Reversi page (reversi.html), in English (words/reversi.es.js has the same keys in
// Spanish). duel.js loads them beside words/en.js: each page downloads only its own.

export default {
  'rules.reversi': [
    'Reversi (Othello) on an 8×8 board. Black moves first.',
    'A move places a disc so that it shuts in a straight line of the other side’s discs, along a row, a column or a diagonal; every disc shut in turns over.',
    'A player with no such placement must pass; when neither can place, the game ends and the side with more discs wins.',
  ].join('\n'),
};
