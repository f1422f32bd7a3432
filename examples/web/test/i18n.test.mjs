// The pages' words (words/en.js, words/es.js, and each page's words/PAGE.en.js, words/PAGE.es.js): Spanish speaks to the player in one register, "tú", throughout (issue 12,
// item 7). The scan looks for the other registers' forms: "ustedes" (plural you, as in
// "Compartan una pantalla, pásense un teléfono"), "usted" and the Spain-only "vosotros". The
// third person plural that Spanish also uses for the sides ("Juegan las negras") is allowed: it is
// the imperative and subjunctive forms of the verbs below, and enclitic forms such as "pásense",
// that address more than one person.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMMON, PAGE_WORDS, en, es } from './words.mjs';

const STRINGS = { en, es };

/** Words of another register, whatever the verb. */
const PRONOUNS = /\b(ustedes|usted|vosotros|vosotras|vuestros?|vuestras?|os)\b/iu;
/** Plural imperatives with a pronoun attached: pásense, envíenlo, muévanse, díganle. */
const ENCLITIC = /\p{L}*[áéíóú]\p{L}*n(se|lo|la|los|las|le|les|me|nos)\b/iu;
/**
 * The "ustedes" imperative (= present subjunctive) of every verb a page like this says to its
 * player, and of common ones it might: a sentence that addresses "ustedes" needs one of them.
 */
const USTEDES = [
  'abandonen', 'abran', 'acepten', 'acuerden', 'agreguen', 'avisen', 'busquen', 'cambien', 'compartan',
  'comiencen', 'copien', 'deshagan', 'dejen', 'elijan', 'empiecen', 'envíen', 'escojan', 'esperen',
  'giren', 'hagan', 'jueguen', 'lean', 'miren', 'muevan', 'ofrezcan', 'pasen', 'pidan', 'presionen',
  'prueben', 'pulsen', 'reclamen', 'rechacen', 'seleccionen', 'sigan', 'suelten', 'toquen', 'usen',
  'vayan', 'vean', 'vuelvan',
];
const USTEDES_WORD = new RegExp(`(^|[^\\p{L}])(${USTEDES.join('|')})(?![\\p{L}])`, 'iu');

/** @param {string} text */
function otherRegister(text) {
  return text.match(PRONOUNS)?.[0] ?? text.match(ENCLITIC)?.[0] ?? text.match(USTEDES_WORD)?.[2] ?? null;
}

test('the scan finds the forms of "ustedes" the page once mixed with "tú"', () => {
  for (const bad of [
    'Compartan una pantalla, pásense un teléfono o envía un enlace.',
    'Se deshizo el final de la partida; sigan jugando.',
    'Elijan una pieza.',
    'Envíenlo a la otra persona.',
    'Ustedes pueden acordar tablas.',
  ]) {
    assert.notEqual(otherRegister(bad), null, bad);
  }
  for (const good of ['Juegan las negras y tienen que capturar.', 'Elige una pieza marcada.', 'Ganan las blancas: las negras abandonaron.']) {
    assert.equal(otherRegister(good), null, good);
  }
});

test('every Spanish string speaks to the player as "tú"', () => {
  const found = Object.entries(STRINGS.es)
    .map(([key, text]) => ({ key, text, form: otherRegister(text) }))
    .filter((x) => x.form !== null);
  assert.deepEqual(found, [], 'Spanish strings in another register');
  // And "tú" is what it uses: imperatives and second person singular verbs are there.
  const all = Object.values(STRINGS.es).join(' ');
  for (const form of ['Elige', 'pulsa', 'tienes', 'Copia', 'Vuelve']) assert.match(all, new RegExp(`\\b${form}\\b`), form);
});

test('both languages have every string and the same placeholders', () => {
  assert.deepEqual(Object.keys(STRINGS.es).sort(), Object.keys(STRINGS.en).sort());
  const placeholders = (/** @type {string} */ s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1].toLowerCase()).sort();
  for (const key of /** @type {(keyof typeof STRINGS.en)[]} */ (Object.keys(STRINGS.en))) {
    assert.deepEqual(placeholders(STRINGS.es[key]), placeholders(STRINGS.en[key]), key);
  }
  assert.equal(STRINGS.es.turn.replace('{side}', 'las negras'), 'Juegan las negras.');
  // Each page loads what only it says beside the common words: the same keys in both languages,
  // none of them a common word, and none in two pages.
  const seen = new Set();
  for (const [page, { en: pageEn, es: pageEs }] of Object.entries(PAGE_WORDS)) {
    assert.deepEqual(Object.keys(pageEs).sort(), Object.keys(pageEn).sort(), page);
    for (const key of Object.keys(pageEn)) {
      assert.ok(!(key in COMMON.en) && !(key in COMMON.es) && !seen.has(key), `${page}: ${key}`);
      seen.add(key);
    }
  }
});
