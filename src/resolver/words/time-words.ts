// Words of time said in a question or an order ("is the front door open right now", "ist die Haustür jetzt
// offen", "현관문 지금 열려있어", "temperaturen i stuen lige nu"): no part of the thing asked about. In en, de,
// es, fr, it, nl, pt, pl, sv, da, ko, ja and zh. Vocabulary only; the parser drops a phrase only when no name of
// the home holds one of its words ("NOW TV" stays a name).
import { normalizeText } from '../normalize-text.js';

const TIME_WORDS =
  // English.
  'now|right now|just now|currently|at the moment|at present|presently|' +
  // German.
  'jetzt|gerade|momentan|derzeit|zurzeit|zur zeit|aktuell|im moment|jetzt gerade|' +
  // Spanish.
  'ahora|ahora mismo|ahorita|actualmente|en este momento|en estos momentos|' +
  // French.
  'maintenant|actuellement|en ce moment|à présent|pour le moment|' +
  // Italian.
  'adesso|ora|attualmente|in questo momento|al momento|' +
  // Dutch.
  'nu|momenteel|op dit moment|op het moment|nu even|' +
  // Portuguese.
  'agora|agora mesmo|atualmente|neste momento|no momento|' +
  // Polish.
  'teraz|obecnie|aktualnie|w tej chwili|w tym momencie|' +
  // Swedish and Danish ("nu" is Dutch too).
  'just nu|för tillfället|för närvarande|i nuläget|lige nu|i øjeblikket|for tiden|' +
  // Korean, Japanese, Chinese.
  '지금|지금은|현재|현재는|今|いま|今は|現在|现在|目前|当前|此刻';

/** Normalized time phrases. */
const TIME_PHRASES: ReadonlySet<string> = new Set(TIME_WORDS.split('|').map(normalizeText));

/** Longest entry, in words. */
const LONGEST_TIME = 4;

/**
 * The end of the time phrase that starts at `at`, the longest first, when no word of it is a name's
 * (`named`); else undefined.
 */
export function timeFillerEnd(
  tokens: readonly string[],
  at: number,
  named: (word: string) => boolean,
): number | undefined {
  for (let end = Math.min(tokens.length, at + LONGEST_TIME); end > at; end -= 1) {
    const words = tokens.slice(at, end);
    if (TIME_PHRASES.has(words.join(' ')) && !words.some(named)) return end;
  }
  return undefined;
}
