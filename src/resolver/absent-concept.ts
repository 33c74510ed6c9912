// "The pool heater", "la calefacción de la piscina", "수영장 히터" in a home with no pool anywhere and one
// "Sauna Heater": the request tells its heater apart by a thing the home does not have, so it names nothing
// here; acting on the sauna's heater would be acting on another thing of the kind. Reads the index and the
// concept tables; the resolver turns what it found into "not found".
import type { ParsedTarget } from './parse-target.js';
import { answeredIds, type Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { APPLIANCE_WORDS, conceptKey } from './words/device-words.js';
import { SERVED_PLACES } from './words/served-place-concepts.js';
import { COMMAND_WORDS, STOP_WORDS } from './words/target-words.js';

const SERVED_KEYS: ReadonlySet<string> = new Set([...SERVED_PLACES].map(conceptKey));

/** Longest run of words a concept phrase spans ("bain à remous" once its small word is dropped). */
const LONGEST = 3;
/** Shortest compound part read as a concept ("pool" in "poolvärmare"), in Latin letters. */
const SHORTEST_PART = 4;

/** Whether the home holds `key` anywhere: a visible or hidden thing's name, its device or its area. */
function heldInHome(index: TargetIndex, key: string): boolean {
  if (index.words.loose(key).size > 0) return true;
  if (index.hidden.some((entity) => entity.words.has(key))) return true;
  return index.areas.some((area) =>
    area.names.some((name) => name.split(' ').some((word) => APPLIANCE_WORDS.get(word) === key)),
  );
}

/** Whether a found thing holds the word as said or as its concept. */
function heldBy(found: readonly IndexedEntity[], word: string): boolean {
  const key = APPLIANCE_WORDS.get(word);
  return found.some((entity) => entity.words.has(word) || (key !== undefined && entity.words.has(key)));
}

/**
 * "poolvärmare": a compound whose first part and rest are both concepts of the tables. Latin letters only (the CJK phrases are cut into words by the tokenizer).
 */
function compoundFirstParts(word: string): { first: string; rest: string }[] {
  if (!/^\p{Script=Latin}+$/u.test(word)) return [];
  const parts: { first: string; rest: string }[] = [];
  for (let at = SHORTEST_PART; at <= word.length - SHORTEST_PART; at += 1) {
    const first = word.slice(0, at);
    const rest = word.slice(at);
    if (APPLIANCE_WORDS.has(first) && APPLIANCE_WORDS.has(rest)) parts.push({ first, rest });
  }
  return parts;
}

/**
 * True when the request says, beside a word the found things hold (their name's word, their concept or the
 * kind asked), a concept the home holds nowhere ("pool" in "the pool heater" for a "Sauna Heater"). A word
 * that is a concept phrase of its own together with its neighbours ("hot tub") is read whole; a phrase that
 * only qualifies its last word's concept ("pool heater", a heater) is read by its parts.
 */
export function absentConceptSaid(
  index: TargetIndex,
  parsed: ParsedTarget,
  found: readonly IndexedEntity[],
): boolean {
  if (found.length === 0) return false;
  const words = parsed.tokens.filter((token) => !STOP_WORDS.has(token) && !COMMAND_WORDS.has(token));
  const holds = (word: string) => heldBy(found, word) || parsed.kindTokens.includes(word);
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 1; length <= LONGEST && start + length <= words.length; length += 1) {
      const span = words.slice(start, start + length);
      const key = APPLIANCE_WORDS.get(span.join(' '));
      if (key === undefined || !SERVED_KEYS.has(key) || heldInHome(index, key)) continue;
      // The found thing's name says part of it ("Pompa vasca" for "la pompa della vasca dei pesci"), also of a
      // longer phrase of the same concept around it ("pesci" inside "vasca dei pesci").
      if (saidInName(words, start, length, key, found)) continue;
      // A longer phrase around it names a concept the found thing holds and that is not only its last
      // word's ("pool pump" for a filter pump): the span is part of that name, not a thing of its own.
      if (ownPhraseAround(words, start, length, found)) continue;
      // The words around it as said, and as the parse read them ("series" heard for a word).
      const others = [...words.slice(0, start), ...words.slice(start + length)];
      const read = parsed.names.filter((name) => name !== key && !span.includes(name));
      if ([...others, ...read].some(holds)) return true;
    }
    for (const { first, rest } of compoundFirstParts(words[start]!)) {
      const key = APPLIANCE_WORDS.get(first)!;
      if (!SERVED_KEYS.has(key) || key === APPLIANCE_WORDS.get(rest) || heldInHome(index, key)) continue;
      if (holds(rest) || holds(words[start]!)) return true;
    }
  }
  return false;
}

/** Whether a phrase of `key` over the span, or around it, has a word the found thing's name holds. */
function saidInName(
  words: readonly string[],
  start: number,
  length: number,
  key: string,
  found: readonly IndexedEntity[],
): boolean {
  for (let from = Math.max(0, start - LONGEST + 1); from <= start; from += 1) {
    for (let to = start + length; to <= Math.min(words.length, from + LONGEST); to += 1) {
      const phrase = words.slice(from, to);
      if (to - from > length && APPLIANCE_WORDS.get(phrase.join(' ')) !== key) continue;
      if (phrase.some((word) => found.some((entity) => entity.words.has(word)))) return true;
    }
  }
  return false;
}

function ownPhraseAround(
  words: readonly string[],
  start: number,
  length: number,
  found: readonly IndexedEntity[],
): boolean {
  for (let from = Math.max(0, start - LONGEST + 1); from <= start; from += 1) {
    for (let to = start + length; to <= Math.min(words.length, from + LONGEST); to += 1) {
      if (to - from <= length) continue;
      const phrase = words.slice(from, to);
      const key = APPLIANCE_WORDS.get(phrase.join(' '));
      if (key === undefined || APPLIANCE_WORDS.get(phrase.at(-1)!) === key) continue;
      if (found.some((entity) => entity.words.has(key))) return true;
    }
  }
  return false;
}

/** The answer, or "not found" when it was reached past a concept the home holds nowhere. */
export function withoutAbsentConcept(
  index: TargetIndex,
  parsed: ParsedTarget,
  answer: Resolution,
): Resolution {
  const ids = answeredIds(answer);
  const found = ids.flatMap((id) => index.byId.get(id) ?? []);
  return absentConceptSaid(index, parsed, found) ? { kind: 'not-found', suggestions: [] } : answer;
}
