// "the game console" for an "Xbox" on a plug, "die TV-Box" for a receiver an integration shows as a
// switch: a kind asked for by its class ("console", "set top box") that nothing of its domain has or is
// named as, where a thing of another domain is named as that concept (words/media-concepts.ts). Reads
// the index's entities; no parsing.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { APPLIANCE_WORDS } from './words/device-words.js';

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
  const concept = APPLIANCE_WORDS.get(parsed.kindTokens.join(' '));
  if (concept === undefined) return undefined;
  const ofKind = pool.some(
    (entity) =>
      entity.domain === kind.domain &&
      ((entity.deviceClass !== null && classes.includes(entity.deviceClass)) ||
        entity.nameWords.has(concept)),
  );
  if (ofKind) return undefined;
  const elsewhere = pool.filter((entity) => entity.domain !== kind.domain && entity.nameWords.has(concept));
  return elsewhere.length > 0 ? elsewhere : undefined;
}
