// Text folding and fuzzy comparison for spoken names. Knows nothing of Home Assistant.
import { HAN_VARIANT_PAIRS } from './words/han-variants.js';

/**
 * Letters no accent-stripping reaches, as a keyboard or a speech recogniser without them writes them: "ß"
 * as "ss"; Polish "ł" as "l" ("swiatlo w lazience"); Danish "ø", "æ" and French "œ" as "o", "ae", "oe"
 * ("stovsug", "sovevaerelse", "soeur"). One pass: every name and phrase goes through here.
 */
const AS_TYPED: Readonly<Record<string, string>> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe' };
const OWN_LETTERS = /[ßłøæœ]/g;

/**
 * Case-, accent- and whitespace-insensitive form: "Küche  Licht" → "kuche licht", "łazienka" → "lazienka",
 * "Køkken" → "kokken", "Soveværelse" → "sovevaerelse". Keeps Hangul intact.
 * Chinese characters are folded to their Simplified form, so a home named in Traditional characters is
 * found when asked for in Simplified ones and the other way round ("客廳的燈" meets "客厅灯").
 */
export function normalizeText(text: string): string {
  return simplifiedHan(text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'))
    .toLowerCase()
    .replace(OWN_LETTERS, (letter) => AS_TYPED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const HAN = /\p{Script=Han}/u;
/**
 * Traditional code points in ascending order, each followed by its Simplified one: 3,234 pairs in 26 kB
 * outside V8's heap, where a Map of one-character strings held ~270 kB of heap for good (the first
 * Chinese or Japanese word of a table builds it when the resolver loads).
 */
let simplifiedPairs: Uint32Array | undefined;

/** The text with each Traditional Chinese character in its Simplified form; other text as it is. */
export function simplifiedHan(text: string): string {
  if (!HAN.test(text)) return text;
  simplifiedPairs ??= sortedPairs(HAN_VARIANT_PAIRS);
  let out = '';
  for (const character of text) {
    const simplified = simplifiedOf(simplifiedPairs, character.codePointAt(0)!);
    out += simplified === undefined ? character : String.fromCodePoint(simplified);
  }
  return out;
}

function sortedPairs(pairs: string): Uint32Array {
  const codes = Array.from(pairs, (character) => character.codePointAt(0)!);
  const order = Array.from({ length: codes.length >> 1 }, (_, pair) => pair * 2).sort(
    (a, b) => codes[a]! - codes[b]!,
  );
  const sorted = new Uint32Array(order.length * 2);
  order.forEach((from, at) => {
    sorted[at * 2] = codes[from]!;
    sorted[at * 2 + 1] = codes[from + 1]!;
  });
  return sorted;
}

/** Binary search of the sorted pairs. */
function simplifiedOf(pairs: Uint32Array, code: number): number | undefined {
  let low = 0;
  let high = (pairs.length >> 1) - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = pairs[middle * 2]!;
    if (found === code) return pairs[middle * 2 + 1];
    if (found < code) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** The normalized text without spaces, so "living room" meets "livingroom". */
export function compactText(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}

/** True when `a` and `b` differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = Math.abs(a.length - b.length);
  if (lengthGap > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(start) === longer.slice(start + 1);
}

/** A typo is tolerated only in words long enough for one edit not to change their meaning. */
export function typoTolerant(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 4 || !withinOneEdit(a, b)) return false;
  // Numbers are never typos: "light 2" must not match "light 3" or "lights".
  return a.replace(/\D/g, '') === b.replace(/\D/g, '');
}

/** Levenshtein distance, for ranking "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Similarity in [0, 1] of two normalized strings, for ranking. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - editDistance(a, b) / longest;
}
