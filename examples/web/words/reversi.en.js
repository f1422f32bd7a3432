// The words only the Reversi page (reversi.html) says, in English (words/reversi.es.js has the same keys in
// Spanish): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/en.js: each page downloads only its own (in English, in its
// script: build.mjs).

export default {
  'title.reversi': 'Reversi for two',
  'intro.reversi': 'A Reversi board for two people that knows the rules. Share one screen, pass a phone around, or send a link after each move to someone far away.',
  'win.most_discs': '{Winner} wins with more discs.',
  'draw.equal_discs': 'Draw: both sides have as many discs.',
  score: 'Discs: Black {black}, White {white}.',
  'rules.reversi': [
    'Reversi (Othello) on an 8×8 board. Black moves first.',
    'A move places a disc so that it shuts in a straight line of the other side’s discs, along a row, a column or a diagonal; every disc shut in turns over.',
    'A player with no such placement must pass; when neither can place, the game ends and the side with more discs wins.',
  ].join('\n'),
};
