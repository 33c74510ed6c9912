// When to read a request's first word as an activity's short order (forms/short-order.ts): when the words as
// said found nothing, or found only what a name holds the noun for while the order's object follows it at once
// ("vand haven" met a "Fuglebad vandpumpe" by its "vand"). Never when a name says the word as a word of its own
// ("Vann"); a compound's part ("Vannkoker") is no such name. Reads the index and the first answer; no resolving.
import { normalizeText } from './normalize-text.js';
import { orderWithObject, withShortOrder } from './forms/short-order.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';

/** Whether the order's object follows it and names none of what was found ("vand fuglebadet" keeps the pump). */
function orderedObject(index: TargetIndex, norm: string, tokens: string[], answer: Resolution): boolean {
  const ids =
    answer.kind === 'found'
      ? answer.entityIds
      : answer.kind === 'ambiguous'
        ? answer.candidates.map((candidate) => candidate.entity_id)
        : [];
  if (ids.length === 0 || !orderWithObject(norm)) return false;
  const object = tokens.slice(1);
  return !ids.some((id) => object.some((word) => index.byId.get(id)?.nameWords.has(word) === true));
}

/** The text read with the short order's infinitive, to resolve again; undefined when it is not to be tried. */
export function shortOrderReading(
  index: TargetIndex,
  norm: string,
  tokens: string[],
  answer: Resolution,
): string | undefined {
  const unfound = answer.kind === 'not-found' || answer.kind === 'empty';
  if (!unfound && !orderedObject(index, norm, tokens, answer)) return undefined;
  const own = ownNameWords(index);
  return withShortOrder(norm, (word) => own.has(word));
}

/** Each exposed entity's own name split into words, once per index (not per request: 10,000 names). */
const OWN_NAME_WORDS = new WeakMap<TargetIndex, ReadonlySet<string>>();

function ownNameWords(index: TargetIndex): ReadonlySet<string> {
  let words = OWN_NAME_WORDS.get(index);
  if (words === undefined) {
    words = new Set(index.entities.flatMap((entity) => normalizeText(entity.name).split(' ')));
    OWN_NAME_WORDS.set(index, words);
  }
  return words;
}
