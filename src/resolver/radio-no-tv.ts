// "radioen i stuen" in a living room whose radio is hidden and whose one exposed media player is the TV: a
// radio asked for is a thing that only plays sound, and the TV beside it is that only in a home with nothing
// else to play sound (round 18b: "the radio" in a flat whose one media player is the TV plays there). When
// the home holds another media player, exposed or not, that is no TV, the TVs are left out; nothing left is
// no answer, so the place's hidden radio can be said not exposed. The reverse of sound-only.ts.
import { namedOwnClass } from './named-class.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

const RADIO = KIND_WORDS.get('radio');
const TV: KindWord = KIND_WORDS.get('tv')!;

function isTelevision(entity: IndexedEntity): boolean {
  return entity.deviceClass === 'tv' || (entity.deviceClass === null && namedOwnClass(entity, TV));
}

/** True when the phrase asks for a radio by a radio word of the tables, in any number. */
function radioAsked(parsed: ParsedTarget): boolean {
  return (
    RADIO !== undefined && parsed.kind?.domain === 'media_player' && parsed.kind.prefers === RADIO.prefers
  );
}

/** The entities, without the televisions when a radio was asked for in a home with another sound player. */
export function withoutTelevisions(
  index: TargetIndex,
  entities: IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity[] {
  if (!radioAsked(parsed) || !entities.some(isTelevision)) return entities;
  const player = (entity: IndexedEntity) => entity.domain === 'media_player' && !isTelevision(entity);
  if (!index.entities.some(player) && !index.hidden.some(player)) return entities;
  return entities.filter((entity) => entity.domain !== 'media_player' || !isTelevision(entity));
}
