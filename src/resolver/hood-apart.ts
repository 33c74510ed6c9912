// "El ventilador" beside a "Campana Extractora", "the fans" beside a "Cooker Hood": a cooker hood is a
// fan to Home Assistant but no fan to the people at home, so a fan's word leaves it out when other fans
// are there. Said by its own word ("la campana", "the extractor fan"), the hood is found as before.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { APPLIANCE_WORDS, conceptKey } from './words/device-words.js';

const HOOD = conceptKey('hood');

/** The candidates without the fans named as a cooker hood, when a fan's word not the hood's was said. */
export function apartFromHoods(entities: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  if (parsed.kind?.domain !== 'fan' || APPLIANCE_WORDS.get(parsed.kindTokens.join(' ')) === HOOD)
    return entities;
  const fans = entities.filter((entity) => !entity.nameWords.has(HOOD));
  return fans.length > 0 ? fans : entities;
}
