// A door has a lock and a contact sensor, often both called after it ("Front Door Lock", "Front Door").
// When the request says which it is about (locking words: the lock; open or closed as a state: the
// sensor; the tool's verb: what can do it) and the phrase found the other, the sibling beside it is
// meant: the entity of the wanted kind on the same device, else in the same area, sharing a name word,
// else the one in the home whose name holds all of this one's. A hidden sibling there, with none visible,
// is the one meant: not available, rather than another door's lock.
import { fitsKind } from './words/kind-words.js';
import type { Resolution } from './resolution.js';
import { notExposed } from './similar-names.js';
import { contactSensorOf, watcherAsked } from './contact-sensor.js';
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

/** Things whose own state says on or off, open or shut: an open/closed question about one is about it. */
const OWN_STATE: ReadonlySet<string> = new Set([
  'light',
  'climate',
  'fan',
  'media_player',
  'vacuum',
  'valve',
  'humidifier',
  'water_heater',
  'lawn_mower',
]);

function sharedNameWords(a: IndexedEntity, b: IndexedEntity): number {
  let shared = 0;
  for (const word of a.nameWords) if (b.nameWords.has(word)) shared += 1;
  return shared;
}

function sharesNameWord(a: IndexedEntity, b: IndexedEntity): boolean {
  for (const word of a.nameWords) if (b.nameWords.has(word)) return true;
  return false;
}

/** The one of the wanted kind among `among`: sharing a name word with `entity`, else the only one. */
function kinOf(
  among: readonly IndexedEntity[],
  entity: IndexedEntity,
  wanted: Wanted | readonly string[],
): IndexedEntity | null | undefined {
  const kin = among.filter((other) => other !== entity && fits(other, wanted));
  // Those sharing the most of its name's words: "Back Door" is watched by "Back Door Contact", not by the
  // "Fridge Door" in the same kitchen that shares only "door".
  const most = Math.max(0, ...kin.map((other) => sharedNameWords(entity, other)));
  const named = most === 0 ? [] : kin.filter((other) => sharedNameWords(entity, other) === most);
  // A name word in common decides; else the only one of its kind there ("현관문" and "현관 도어락").
  const found = named.length > 0 ? named : kin;
  return found.length === 1 ? found[0] : found.length > 1 ? null : undefined;
}

function sibling(
  index: TargetIndex,
  entity: IndexedEntity,
  wanted: Wanted | readonly string[],
): IndexedEntity | undefined {
  const onDevice = entity.deviceId === null ? [] : (index.byDevice.get(entity.deviceId) ?? []);
  const inArea = entity.areaId === null ? [] : (index.byArea.get(entity.areaId) ?? []);
  const hiddenOnDevice =
    entity.deviceId === null ? [] : index.hidden.filter((other) => other.deviceId === entity.deviceId);
  // Several there, none told apart by a name word: which is unknown (null).
  for (const pool of [onDevice, hiddenOnDevice, inArea]) {
    const found = kinOf(pool, entity, wanted);
    if (found !== undefined) return found ?? undefined;
  }
  // Neither on a device nor in an area with it ("Porta da frente" and "Sensor porta da frente", no area):
  // the one of the wanted kind in the home whose name holds every word of this one's.
  const words = [...entity.nameWords];
  const holding = index.entities.filter(
    (other) => other !== entity && fits(other, wanted) && words.every((word) => other.nameWords.has(word)),
  );
  if (holding.length === 1) return holding[0];
  // None visible there: a hidden one in its area is meant ("unlock the shed door" beside a hidden "Shed
  // Padlock"), not another door's lock that shares the word "door".
  const hiddenInArea =
    entity.areaId === null ? [] : index.hidden.filter((other) => other.areaId === entity.areaId);
  const hidden = kinOf(hiddenInArea, entity, wanted);
  if (hidden !== undefined) return hidden ?? undefined;
  // Each named its own way ("Cerradura puerta", "Puerta entrada"): the home's one entity of the wanted
  // kind that shares a name word with it. Two such locks are left alone (which door is unknown).
  const sharing = index.entities.filter(
    (other) => other !== entity && fits(other, wanted) && sharesNameWord(entity, other),
  );
  return sharing.length === 1 ? sharing[0] : undefined;
}

/** "Is the garage door open": the contact sensor watching a cover, where it has one; else the entity. */
function watcherOf(index: TargetIndex, id: string): string {
  const entity = index.byId.get(id);
  return (entity === undefined ? undefined : contactSensorOf(index, entity))?.id ?? id;
}

/** The answer with each particular entity swapped for its sibling of the wanted kind, where it has one. */
export function siblingFor(
  index: TargetIndex,
  answer: Resolution,
  wants: Wanted | undefined,
  prefer: readonly string[] | undefined,
): Resolution {
  const wanted = wants ?? prefer;
  // "ガレージのシャッター開いてる" found both: the contact sensor, not the cover it watches (contact-sensor.ts).
  if (wants === 'opening' && answer.kind === 'ambiguous') return watcherAsked(index, answer);
  if (wanted === undefined || answer.kind !== 'found') return answer;
  // A place's one door sensor ("lock the porch door" with a "SONOFF SNZB-04" there) is one entity too,
  // for a locking verb or an order to open; "玄関の鍵は閉まってる" named the lock itself.
  const acts = wants === 'lock' || wants === 'open';
  // "Are the garage doors open", "대문 열려 있어" (the gate's area): each cover's contact sensor answers.
  if (wants === 'opening')
    answer = { ...answer, entityIds: answer.entityIds.map((id) => watcherOf(index, id)) };
  if (answer.group && (answer.entityIds.length > 1 || !acts)) return answer;
  const hidden: IndexedEntity[] = [];
  const ids = answer.entityIds.map((id) => {
    const entity = index.byId.get(id);
    if (entity === undefined || fits(entity, wanted)) return id;
    // The tool's verb or an order to open reaches past a reading only ("unlock" + "Front Door" sensor,
    // "현관문 열어 줘" + its sensor), never past a light.
    // A door's contact sensor is no reading to pass by: "apri portone" with the sensor named "Portone" beside
    // its "Serratura portone" opens the lock.
    const watches = entity.domain === 'binary_sensor' && fitsKind(OPENING, entity.deviceClass);
    if ((wants === undefined || (wants === 'open' && !watches)) && entity.primary) return id;
    // "阳台灯开着吗", "主卧空调关了吗": a thing on or off, open or shut of its own is asked about itself.
    if (wants === 'opening' && OWN_STATE.has(entity.domain)) return id;
    const kin = sibling(index, entity, wanted);
    if (kin !== undefined && !index.byId.has(kin.id)) hidden.push(kin);
    return kin !== undefined && index.byId.has(kin.id) ? kin.id : id;
  });
  // "Lock the shed" whose one door has a hidden lock: that lock is meant, and not available to Hearth.
  if (ids.length === 1 && hidden.length === 1) return notExposed(index, hidden[0]!);
  return { ...answer, entityIds: [...new Set(ids)] };
}
