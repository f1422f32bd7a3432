// The package entry `damero/board`: importing it registers <damero-board> (in a browser; on a
// server it only defines the class). The element loads the rules of a variant's family
// (`damero/draughts`, `damero/chess` or `damero/placement`) when it first draws one.

export { DameroBoard, familyOf, variantOfFragment } from './element.js';
export { EN, ES, LANGUAGES, localNotation, stringsFor } from './i18n.js';
export { figure } from './figures.js';
