// Makers whose name joins two names ("Bang & Olufsen", "Bowers & Wilkins", "Fisher & Paykel"): said whole
// with the "and" of any language ("bang og olufsen", "Bowers und Wilkins") or by their initials ("B&O"),
// they are one maker, not two things in a list nor two single letters. Vocabulary and one rewrite.
import { CONJUNCTIONS } from './target-words.js';

/** The two names of each maker, as said; the maker's one word is them run together ("bangolufsen"). */
const JOINED: readonly (readonly [string, string])[] = [
  ['bang', 'olufsen'],
  ['bowers', 'wilkins'],
  ['fisher', 'paykel'],
  // A product line written in two words that is one name: Samsung's robot vacuums, "Jet Bot" (its catalogue
  // writes "Bespoke Jet Bot", owners "Jetbot" as often).
  ['jet', 'bot'],
];

/** The maker's one word for each joined name ("bangolufsen"), for the brand tables. */
export const JOINED_MAKER_WORDS: readonly string[] = JOINED.map(([first, second]) => first + second);

/** "&", "+" or a Latin-letter "and" of any language, between two names. */
const JOINER = `(?:\\s*[&+]\\s*|\\s+(?:${[...CONJUNCTIONS].filter((word) => /^[a-z]+$/.test(word)).join('|')})\\s+)`;

const PATTERNS: readonly (readonly [RegExp, string])[] = JOINED.flatMap(([first, second]) => {
  const word = first + second;
  return [
    // The whole name, with or without its "and" ("Bang Olufsen" when the "&" was dropped on the way).
    [new RegExp(`(?<![\\p{L}\\p{N}])${first}(?:${JOINER}|\\s+)${second}(?![\\p{L}\\p{N}])`, 'giu'), word],
    // The initials only with their "&" or "+" ("B&O", "B+W"), or the "and" a recogniser writes for it
    // ("b og o", "B und W"): two letters alone say nothing.
    [new RegExp(`(?<![\\p{L}\\p{N}])${first[0]}${JOINER}${second[0]}(?![\\p{L}\\p{N}])`, 'giu'), word],
  ] as const;
});

/** The text with every joined maker's name said as its one word ("the B&O speaker" → "the bangolufsen speaker"). */
export function withJoinedMakers(text: string): string {
  let out = text;
  for (const [pattern, word] of PATTERNS) out = out.replace(pattern, word);
  return out;
}
