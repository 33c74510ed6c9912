// The words for a music corner's things where a name says them another way: a digital piano on a plug asked
// for as "the piano" ("Teclado musical", "Keyboard", "E-Piano", "电钢琴").
// Vocabulary only: device-words.ts joins these to its concepts.

/**
 * A piano a home switches is an electric one (a digital piano, a stage piano, a keyboard); people call it
 * the piano (Wiktionary's translations of piano, digital piano and electronic keyboard; the shops' music
 * categories: Digitalpiano, E-Piano, piano digital, teclado musical, piano numérique, pianoforte digitale,
 * digitale piano, pianino cyfrowe, digitalpiano/elpiano, 電子ピアノ, 电钢琴/电子琴, 디지털 피아노). Not
 * "teclado" or "klawiatura" alone (a computer's keyboard), nor Italian "piano" alone (a floor: "il piano di
 * sopra"); "pianoforte" is the Italian instrument.
 */
const DIGITAL_PIANO =
  'piano|digital piano|electric piano|stage piano|keyboard|music keyboard|klavier|e piano|epiano|digitalpiano|' +
  'digitales klavier|stagepiano|piano digital|piano eléctrico|teclado musical|teclado electrónico|órgano electrónico|' +
  'piano numérique|piano électrique|pianoforte|pianoforte digitale|piano digitale|tastiera musicale|digitale piano|' +
  'elektrische piano|piano elétrico|teclado elétrico|pianino|pianino cyfrowe|pianino elektryczne|fortepian|' +
  'keyboard muzyczny|digitalpiano|elpiano|klaver|digitalt klaver|elklaver|ピアノ|電子ピアノ|デジタルピアノ|' +
  'キーボード|钢琴|电钢琴|电子琴|数码钢琴|피아노|디지털 피아노|디지털피아노|전자 피아노|전자피아노|전자 키보드|전자키보드';

/** Concept → its words (device-words.ts joins them to its own). */
export const HOBBY_CONCEPTS: Readonly<Record<string, string>> = {
  digital_piano: DIGITAL_PIANO,
};
