// The words said around a name, never in it, once the home's names have been tried: Assist's own sentence
// words, Korean and Japanese predicates, a region's verbs, a German or Dutch order said last. Moved out of
// parse-target.ts, which asks it of each word it cannot place. Reads the target index only.
import { READING_CLASS_WORDS } from './words/device-words.js';
import { READING_WORDS } from './words/kind-words.js';
import { SENTENCE_WORDS } from './words/target-words.js';
import { SEPARATOR } from './tokenize-phrase.js';
import { saidInPlural } from './plural-said.js';
import { isInflection, isPredicate } from './forms/predicate.js';
import { isRegionalVerb } from './forms/regional-verb.js';
import { isOrderSaidLast } from './forms/order-last.js';
import type { TargetIndex } from './target-index.js';

/**
 * A word of Assist's own sentences ("fait", "hace", "了"), a lone hiragana (okurigana, a particle), a Korean
 * or Japanese predicate ("止めて") or an order said last ("schließen", "uitdoen") that no name of the home
 * holds: said around the name, not in it. `small` tells the words that may follow an order said last.
 */
export function notAName(
  index: TargetIndex,
  word: string,
  next: string | undefined,
  small: (word: string) => boolean,
): boolean {
  if (word === SEPARATOR) return true;
  if (READING_WORDS.has(word) || READING_CLASS_WORDS.has(word)) return false;
  // "los detectores de humo" for "Detector humo …": a name word said in the plural, though Assist says it too.
  if (saidInPlural(index, word)) return false;
  // A character or two is checked as written: one typo away is any other short word.
  // Nor a hidden thing's whole name ("こたつ"): said, it is that thing, to be told it is not exposed.
  if (isInflection(word)) return !index.words.has(word) && index.lookup.hidden.exact(word, word).length === 0;
  // "카카오미니" sounds like a name ("Kakao Mini"): no question's "-니".
  // A name one typo from it ("sätt på" beside a "Nattlampa") does not make it a name word.
  // "Dachfenster schließen", "de lamp uitdoen": a German or Dutch order said last (forms/order-last.ts).
  const said = SENTENCE_WORDS.has(word) || saidAsOrder(word, next, small);
  return said && !index.words.begun(word) && index.soundAlike.findName([word]) === undefined;
}

/** A Korean or Japanese predicate, a region's verb or an order said last: the order's word, never a thing. */
export function saidAsOrder(
  word: string,
  next: string | undefined,
  small: (word: string) => boolean,
): boolean {
  return isPredicate(word, next) || isRegionalVerb(word) || isOrderSaidLast(word, next, small);
}
