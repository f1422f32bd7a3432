// The words only the Connect Four page (connect4.html) says, in English (words/connect4.es.js has the same keys in
// Spanish): its title, introduction and keys, its game's endings and the like, and its rules in
// short. duel.js loads them beside words/en.js: each page downloads only its own (in English, in its
// script: build.mjs).

export default {
  'title.connect4': 'Connect Four for two',
  'intro.connect4': 'A Connect Four board for two people that knows the rules. Share one screen, pass a phone around, or send a link after each move to someone far away.',
  'side.red': 'Red',
  'side.yellow': 'Yellow',
  'win.four_in_a_row': '{Winner} wins with four in a row.',
  'draw.board_full': 'Draw: the board is full.',
  'rules.connect4': [
    'Connect Four on a board of 7 columns and 6 rows, standing upright. Red moves first.',
    'A move drops a disc into a column, where it falls to the lowest empty place: click anywhere in the column.',
    'Four discs of one side in a row, across, up or along a diagonal, win; a full board with no four is a draw.',
  ].join('\n'),
};
