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
  const ownWord = (word: string) =>
    index.entities.some((entity) => normalizeText(entity.name).split(' ').includes(word));
  return withShortOrder(norm, ownWord);
}
