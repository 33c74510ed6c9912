// Appliance words said short in Chinese, Japanese and Korean: a long compound loses its first part in
// speech ("空气净化器" → "净化器", "空気清浄機" → "清浄機", "공기청정기" → "청정기"), as "the purifier" stands
// for "the air purifier". Built from the appliance table: no word is listed twice.
import { APPLIANCE_WORDS } from '../words/device-words.js';
import { KIND_WORDS } from '../words/kind-words.js';

/**
 * Chinese characters or Hangul only: a katakana loanword's ending is another loanword ("フロアランプ" ends
 * in "ランプ", any lamp), and a word mixing kana is a phrase, not a compound.
 */
const CJK_WORD = /^(?:\p{Script=Han}+|\p{Script=Hangul}+)$/u;

/** Shorter endings are too often words of their own ("水壶", "顶灯"); a part cut off is two at least. */
const SHORTEST = 3;
const FIRST_PART = 2;

/** An ending of one CJK appliance word → its concept key; endings of two concepts are left out. */
const ENDINGS: ReadonlyMap<string, string> = (() => {
  const keys = new Map<string, Set<string>>();
  for (const [phrase, key] of APPLIANCE_WORDS) {
    if (!CJK_WORD.test(phrase)) continue;
    const characters = [...phrase];
    for (let cut = FIRST_PART; characters.length - cut >= SHORTEST; cut += 1) {
      const ending = characters.slice(cut).join('');
      if (APPLIANCE_WORDS.has(ending) || KIND_WORDS.has(ending)) continue;
      keys.set(ending, (keys.get(ending) ?? new Set()).add(key));
    }
  }
  return new Map(
    [...keys].flatMap(([ending, found]) => (found.size === 1 ? [[ending, [...found][0]!]] : [])),
  );
})();

/** The short forms, for the tokenizer to keep whole ("清浄機" is no "清浄" + "机", a desk). */
export const SHORT_APPLIANCE_WORDS: ReadonlySet<string> = new Set(ENDINGS.keys());

/** The concept key of the one CJK appliance word that `word` is the ending of ("净化器" → ~purifier). */
export function shortAppliance(word: string): string | undefined {
  return ENDINGS.get(word);
}
