// A word a speech recogniser spelled as it sounds, not as the home writes it ("lampadère" for the
// home's "Lampadaire", "telefon" for "Telephone", "kafe" for "Kaffe"): the same sound has several
// spellings in most languages. Pure function over normalized (accent-folded) words.

/** Spellings of one sound, each swapped for the others one place at a time. */
const SAME_SOUND: readonly (readonly string[])[] = [
  ['e', 'ai', 'ei', 'ay'],
  ['o', 'au', 'eau'],
  ['f', 'ph'],
  ['k', 'c', 'ch', 'qu'],
  ['i', 'y'],
  ['s', 'ss', 'z'],
  ['l', 'll'],
  ['t', 'tt', 'th'],
  ['n', 'nn'],
  ['m', 'mm'],
  ['p', 'pp'],
  ['r', 'rr'],
];

/**
 * The home's word the word sounds like, when one spelling of one sound differs (`isHomeWord` says which
 * words the home has); undefined otherwise. Only words of six letters or more, so a short word is not
 * turned into another short word of the home.
 */
export function soundAlike(word: string, isHomeWord: (word: string) => boolean): string | undefined {
  if (word.length < 6) return undefined;
  for (const spellings of SAME_SOUND) {
    for (const spelling of spellings) {
      for (let at = word.indexOf(spelling, 1); at !== -1; at = word.indexOf(spelling, at + 1)) {
        for (const other of spellings) {
          if (other === spelling) continue;
          const respelled = word.slice(0, at) + other + word.slice(at + spelling.length);
          if (isHomeWord(respelled)) return respelled;
        }
      }
    }
  }
  return undefined;
}
