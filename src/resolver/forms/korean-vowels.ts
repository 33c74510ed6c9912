// "새탁기" for the home's "세탁기", "재습기" for "제습기", "왜부 조명" for "외부 조명": in Korean as spoken today
// ㅐ and ㅔ sound the same, and so do ㅙ, ㅚ and ㅞ (the ㅐ/ㅔ merger is described in every account of Seoul
// speech, e.g. Shin, Kiaer and Cha, "The Sounds of Korean", 2013; the standard pronunciation rules of the
// National Institute of Korean Language allow [we] for ㅚ). A speech recogniser writes either spelling, so a
// Hangul word neither the home nor the tables know is read as the spelling they know. Pure function.

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
const FINALS = 28;
const MEDIALS = 21;
/** Medial vowel indexes that sound alike: ㅐ and ㅔ, ㅒ and ㅖ, ㅙ, ㅚ and ㅞ. */
const SAME_SOUND: readonly (readonly number[])[] = [
  [1, 5],
  [3, 7],
  [10, 11, 15],
];
const HANGUL_RUN = /[\uac00-\ud7a3]+/gu;
/** Past this many syllables with such a vowel, no spelling is tried: 3 × 3 × 3 × 3 already. */
const MOST_VOWELS = 4;

/** Every spelling of the word with the same sound, itself first. */
function spellings(word: string): string[] {
  let out = [''];
  let vowels = 0;
  for (const character of word) {
    const code = character.codePointAt(0)!;
    const offset = code - FIRST_SYLLABLE;
    const medial = Math.floor(offset / FINALS) % MEDIALS;
    const same =
      code < FIRST_SYLLABLE || code > LAST_SYLLABLE
        ? undefined
        : SAME_SOUND.find((set) => set.includes(medial));
    if (same === undefined || (vowels += 1) > MOST_VOWELS) {
      out = out.map((start) => start + character);
      continue;
    }
    const initial = Math.floor(offset / (FINALS * MEDIALS));
    const final = offset % FINALS;
    const syllables = [medial, ...same.filter((other) => other !== medial)].map((vowel) =>
      String.fromCodePoint(FIRST_SYLLABLE + (initial * MEDIALS + vowel) * FINALS + final),
    );
    out = out.flatMap((start) => syllables.map((syllable) => start + syllable));
  }
  return out;
}

/**
 * The text with each Hangul word that `known` does not know, alone or before one of `particles`, written
 * as the spelling of the same sound it knows; the text itself when there is none.
 */
export function withKoreanVowelsHeard(
  text: string,
  known: (word: string) => boolean,
  particles: readonly string[],
): string {
  const knownWithParticle = (word: string) =>
    known(word) ||
    particles.some(
      (particle) =>
        word.length > particle.length && word.endsWith(particle) && known(word.slice(0, -particle.length)),
    );
  return text.replace(HANGUL_RUN, (word) => {
    if (knownWithParticle(word)) return word;
    return spellings(word).slice(1).find(knownWithParticle) ?? word;
  });
}
