// The rules in short of the Connect Four page (connect4.html), in English (words/connect4.es.js has the same keys in
// Spanish). duel.js loads them beside words/en.js: each page downloads only its own.

export default {
  'rules.connect4': [
    'Connect Four on a board of 7 columns and 6 rows, standing upright. Red moves first.',
    'A move drops a disc into a column, where it falls to the lowest empty place: click anywhere in the column.',
    'Four discs of one side in a row, across, up or along a diagonal, win; a full board with no four is a draw.',
  ].join('\n'),
};
