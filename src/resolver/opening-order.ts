// "open the garage", "ferme l'abri", "cierra el trastero": an order to open or close a place, said with no
// kind, is for what there can open or close (its door, gate, blind or valve), not for its light or socket,
// which share the place only. Reads the found entities and the request's words; never widens a result.
import { asksQuestion } from './door-verbs.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { OPENING_ORDERS } from './words/opening-orders.js';

/** What an opening order acts on, in the order tried: a door, gate or valve first, else the lock. */
const CAN_OPEN: readonly (readonly string[])[] = [['cover', 'valve'], ['lock']];

/**
 * The entities an opening or closing order said of them can act on, when only some of them can; the
 * entities as they are otherwise (a kind said, a question, no such order, a name that holds the verb's word).
 */
export function openingOrderPicks(entities: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  if (entities.length < 2 || parsed.kind !== undefined || parsed.reading || parsed.wants === 'lock')
    return entities;
  const order = parsed.tokens.find((token) => OPENING_ORDERS.has(token));
  if (order === undefined || asksQuestion(parsed.tokens)) return entities;
  // "Open Plan Lights", "Porte Ferme": the word is part of a thing's name, not the order.
  if (entities.some((entity) => entity.nameWords.has(order))) return entities;
  for (const domains of CAN_OPEN) {
    const able = entities.filter((entity) => domains.includes(entity.domain));
    if (able.length > 0) return able.length < entities.length ? able : entities;
  }
  return entities;
}
