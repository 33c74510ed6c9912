// A door has a lock and a contact sensor, often both called after it ("Front Door Lock", "Front Door").
// When the request says which it is about (locking words: the lock; open or closed as a state: the
// sensor; the tool's verb: what can do it) and the phrase found the other, the sibling beside it is
// meant: the entity of the wanted kind on the same device, else in the same area, sharing a name word,
// else the one in the home whose name holds all of this one's.
import { fitsKind } from './words/kind-words.js';
import type { Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import type { Wanted } from './words/verb-words.js';

const OPENING = {
  domain: 'binary_sensor',
  classes: ['door', 'window', 'opening', 'garage_door'],
  plural: false,
  strict: true,
};

export function fits(entity: IndexedEntity, wanted: Wanted | readonly string[]): boolean {
  if (wanted === 'lock') return entity.domain === 'lock';
  if (wanted === 'open') return entity.domain === 'cover' || entity.domain === 'lock';
  if (wanted === 'opening')
    return (
      entity.domain === 'cover' ||
      (entity.domain === 'binary_sensor' && fitsKind(OPENING, entity.deviceClass))
    );
  return wanted.includes(entity.domain);
}

function sharesNameWord(a: IndexedEntity, b: IndexedEntity): boolean {
  for (const word of a.nameWords) if (b.nameWords.has(word)) return true;
  return false;
}

function sibling(
  index: TargetIndex,
  entity: IndexedEntity,
  wanted: Wanted | readonly string[],
): IndexedEntity | undefined {
  const onDevice = entity.deviceId === null ? [] : (index.byDevice.get(entity.deviceId) ?? []);
  const inArea = entity.areaId === null ? [] : (index.byArea.get(entity.areaId) ?? []);
  for (const pool of [onDevice, inArea]) {
    const kin = pool.filter((other) => other !== entity && fits(other, wanted));
    const named = kin.filter((other) => sharesNameWord(entity, other));
    // A name word in common decides; else the only one of its kind there ("현관문" and "현관 도어락").
    const found = named.length > 0 ? named : kin;
    if (found.length === 1) return found[0];
    if (found.length > 1) return undefined;
  }
  // Neither on a device nor in an area with it ("Porta da frente" and "Sensor porta da frente", no area):
  // the one of the wanted kind in the home whose name holds every word of this one's.
  const words = [...entity.nameWords];
  const holding = index.entities.filter(
    (other) => other !== entity && fits(other, wanted) && words.every((word) => other.nameWords.has(word)),
  );
  if (holding.length === 1) return holding[0];
  // Each named its own way ("Cerradura puerta", "Puerta entrada"): the home's one entity of the wanted
  // kind that shares a name word with it. Two such locks are left alone (which door is unknown).
  const sharing = index.entities.filter(
    (other) => other !== entity && fits(other, wanted) && sharesNameWord(entity, other),
  );
  return sharing.length === 1 ? sharing[0] : undefined;
}

/** The answer with each particular entity swapped for its sibling of the wanted kind, where it has one. */
export function siblingFor(
  index: TargetIndex,
  answer: Resolution,
  wants: Wanted | undefined,
  prefer: readonly string[] | undefined,
): Resolution {
  const wanted = wants ?? prefer;
  if (wanted === undefined || answer.kind !== 'found') return answer;
  // A place's one door sensor ("lock the porch door" with a "SONOFF SNZB-04" there) is one entity too,
  // for a locking verb or an order to open; "玄関の鍵は閉まってる" named the lock itself.
  const acts = wants === 'lock' || wants === 'open';
  if (answer.group && (answer.entityIds.length > 1 || !acts)) return answer;
  const ids = answer.entityIds.map((id) => {
    const entity = index.byId.get(id);
    if (entity === undefined || fits(entity, wanted)) return id;
    // The tool's verb or an order to open reaches past a reading only ("unlock" + "Front Door" sensor,
    // "현관문 열어 줘" + its sensor), never past a light.
    if ((wants === undefined || wants === 'open') && entity.primary) return id;
    return sibling(index, entity, wanted)?.id ?? id;
  });
  return { ...answer, entityIds: [...new Set(ids)] };
}
