// "The kitchen extractor", "la campana extractora" beside a bathroom's "Extractor": a bare "extractor" is the
// hood only in a kitchen, so the cooker hood asked for by its kitchen word is the one named or placed as a
// hood, not a bathroom's extractor fan. Reads the index; no parsing.
import type { ParsedTarget } from './parse-target.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex, IndexedEntity } from './target-index.js';
import { APPLIANCE_WORDS, conceptKey, LONGEST_APPLIANCE } from './words/device-words.js';

const HOOD = conceptKey('hood');
/** Hood words that also name any extractor fan ("Bathroom Extractor", "Extractor baño"). */
const BARE = new Set(['extractor', 'extractor fan', 'extracteur', 'exaustor']);

/** The candidates asked between narrowed to the kitchen's hoods, when the hood was said. */
export function hoodOverExtractor(index: TargetIndex, answer: Resolution, parsed: ParsedTarget): Resolution {
  if (answer.kind !== 'ambiguous' || !parsed.names.includes(HOOD)) return answer;
  const hoods = answer.candidates.filter((candidate) => {
    const entity = index.byId.get(candidate.entity_id);
    return entity !== undefined && (namedHood(entity) || inKitchen(index, entity));
  });
  if (hoods.length === 0 || hoods.length === answer.candidates.length) return answer;
  if (hoods.length > 1) return { kind: 'ambiguous', candidates: hoods };
  return { kind: 'found', entityIds: [hoods[0]!.entity_id], group: false, domainNamed: false };
}

function namedHood(entity: IndexedEntity): boolean {
  return entity.names.some((name) => {
    const words = name.split(' ');
    for (let start = 0; start < words.length; start += 1)
      for (let end = start + 1; end <= Math.min(words.length, start + LONGEST_APPLIANCE); end += 1) {
        const phrase = words.slice(start, end).join(' ');
        if (APPLIANCE_WORDS.get(phrase) === HOOD && !BARE.has(phrase)) return true;
      }
    return false;
  });
}

function inKitchen(index: TargetIndex, entity: IndexedEntity): boolean {
  const area = index.areas.find((place) => place.id === entity.areaId);
  return area?.concepts.includes('kitchen') === true;
}
