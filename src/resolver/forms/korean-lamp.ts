// "무드등", "식탁등", "간접등": Korean names a light by a word with 등 (lamp) written on. People say the
// word apart with any light word ("무드 조명", "식탁 불", "간접 조명"), so the word alone is a part of the
// name too, as a compound's parts are.
const HANGUL = /^\p{Script=Hangul}+$/u;

/** The word a Korean light name writes 등 onto ("무드등" → "무드"), two syllables at least; else undefined. */
export function lampWordOf(word: string): string | undefined {
  return word.length >= 3 && word.endsWith('등') && HANGUL.test(word) ? word.slice(0, -1) : undefined;
}
