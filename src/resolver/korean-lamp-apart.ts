// "거실 천장등", "주방 식탁등", "간접조명": a Korean request writes 등 (lamp) or 조명 (lighting) onto the word
// that says which light, where the home's name writes them apart ("식탁 등") or says the word alone ("거실
// 간접", "천장 조명"). A request word the home does not know is read as its two words when what comes before
// the light word is a word of the home or the tables. Only the request is read here; the names' side is
// forms/korean-lamp.ts.
import { KOREAN_PARTICLES } from './words/target-words.js';

type Known = (word: string) => boolean;

const HANGUL_RUN = /\p{Script=Hangul}+/gu;
/** Korean light words written onto another word: 등 (lamp, 燈) and 조명 (lighting, 照明). */
const LIGHT_TAILS = ['조명', '등'];

/** The word apart from its light word ("천장등" → "천장 등"), or undefined when it is not written so. */
function apart(word: string, homeKnows: Known, known: Known): string | undefined {
  if (homeKnows(word)) return undefined;
  for (const tail of LIGHT_TAILS) {
    const stem = word.slice(0, -tail.length);
    if (word.endsWith(tail) && stem.length >= 2 && known(stem)) return `${stem} ${tail}`;
  }
  return undefined;
}

/**
 * The text with each Hangul word ending in a light word that no name of the home holds (`homeKnows`) written
 * apart, when its first part is a known word (`known`: the home's or the tables'); the text itself when none.
 */
export function withKoreanLampApart(text: string, homeKnows: Known, known: Known): string {
  return text.replace(HANGUL_RUN, (word) => {
    const whole = apart(word, homeKnows, known);
    if (whole !== undefined) return whole;
    // "천장등을 켜": the word before a particle.
    for (const particle of KOREAN_PARTICLES) {
      if (word.length <= particle.length || !word.endsWith(particle)) continue;
      const split = apart(word.slice(0, -particle.length), homeKnows, known);
      if (split !== undefined) return `${split}${particle}`;
    }
    return word;
  });
}
