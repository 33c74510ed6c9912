// "the game console" for an "Xbox" on a plug, "die TV-Box" for a receiver an integration shows as a
// switch: a kind asked for by its class ("console", "set top box") that nothing of its domain has or is
// named as, where a thing of another domain is named as that concept (words/media-concepts.ts). Reads
// the index's entities; no parsing.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { APPLIANCE_WORDS, conceptKey } from './words/device-words.js';

const CONCEPTS: ReadonlySet<string> = new Set(APPLIANCE_WORDS.values());

/**
 * The things of other domains whose names hold the concept of the kind phrase said, when no thing of the
 * kind's domain in `pool` has the kind's class or that concept; undefined otherwise.
 */
export function conceptElsewhere(
  pool: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity[] | undefined {
  const kind = parsed.kind;
  const classes = kind?.classes;
  if (kind === undefined || classes === undefined) return undefined;
  // Said in a form the tables lack ("spillekonsollen"), the kind's class is its concept.
  const concept =
    APPLIANCE_WORDS.get(parsed.kindTokens.join(' ')) ??
    classes.map(conceptKey).find((key) => CONCEPTS.has(key));
  if (concept === undefined) return undefined;
  const ofKind = pool.some(
    (entity) =>
      entity.domain === kind.domain &&
      ((entity.deviceClass !== null && classes.includes(entity.deviceClass)) ||
        entity.nameWords.has(concept)),
  );
  if (ofKind) return undefined;
  // A word that names two kinds ("pantalla", a TV and a computer's screen; "screen", a shade and a monitor):
  // the concept's thing only where nothing of the word's own kind is there ("la pantalla del despacho").
  const ownConcept = classes.some((deviceClass) => conceptKey(deviceClass) === concept);
  if (!ownConcept && pool.some((entity) => entity.domain === kind.domain)) return undefined;
  const elsewhere = pool.filter((entity) => entity.domain !== kind.domain && entity.nameWords.has(concept));
  return elsewhere.length > 0 ? elsewhere : undefined;
}
