// "stoevsug koekkenet", "Kuechenlicht", "koeksflaekt": ø, ä, ö, ü and å typed or transcribed as two letters
// (oe, ae, ue, aa), as German, Danish and Swedish are written without their own letters. Normalizing
// strips the marks ("ü" → "u", "å" → "a") and writes "ø" as "o", so the two letters are read as one in the
// words the home and the tables do not know. Tried only when nothing was found as said.

const TWO_LETTERS = /(?<![qg])ue|ae|oe|aa/g;
const ONE_LETTER: Readonly<Record<string, string>> = { ue: 'u', ae: 'a', oe: 'o', aa: 'a' };

/**
 * The normalized text with the two-letter vowels of its unknown Latin words written as one, or undefined
 * when no word changes ("kuechenlicht" → "kuchenlicht"; "queue" and a known "laeselampe" stay).
 */
export function oneLetterVowels(norm: string, known: (word: string) => boolean): string | undefined {
  let changed = false;
  const words = norm.split(' ').map((word) => {
    if (!/^[a-z]+$/.test(word) || known(word)) return word;
    const single = word.replace(TWO_LETTERS, (pair) => ONE_LETTER[pair] ?? pair);
    if (single === word || single.length < 3) return word;
    changed = true;
    return single;
  });
  return changed ? words.join(' ') : undefined;
}
