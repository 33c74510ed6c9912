// Home Assistant names a second device of one name with a number ("Deumidificatore", "Deumidificatore
// 2"; "Udendørslampe", "Udendørslampe 2"): the first keeps the bare name. Said whole, the bare name is
// no more the first than the second ("il deumidificatore", "o ventilador de teto"): in the singular ask
// which, in the plural ("les appliques de la terrasse") act on both. So is a twin named with its own room's
// word ("Velador" beside a "Velador living" in the living room).
import { normalizeText } from './normalize-text.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/** Home Assistant counts on from 2; a few more are looked for, in case one was removed. */
const NUMBERS = [2, 3, 4, 5, 6];

/**
 * The named entities with their numbered twins: those of the same kind whose name is one's bare name
 * with a number after it. Only when one entity was named (several are already asked about), and not
 * when a twin's number is its room's ("Lampe chambre 2" in "Chambre 2" beside "Lampe chambre").
 */
export function withNumberedTwins(index: TargetIndex, named: IndexedEntity[]): IndexedEntity[] {
  if (named.length !== 1) return named;
  const [one] = named as [IndexedEntity];
  const name = normalizeText(one.name);
  const twins: IndexedEntity[] = [];
  for (const number of NUMBERS) {
    for (const spaced of [`${name} ${number}`, `${name}${number}`]) {
      for (const twin of index.lookup.entities.exact(spaced, spaced.replace(/ /g, ''))) {
        if (twin === one || twins.includes(twin) || twin.domain !== one.domain) continue;
        if (numberedRoom(index, twin, number)) continue;
        twins.push(twin);
      }
    }
  }
  return twins.length === 0 ? named : [one, ...twins];
}

/** The twin's area carries the same number: the number tells the rooms apart, not the devices. */
function numberedRoom(index: TargetIndex, twin: IndexedEntity, number: number): boolean {
  if (twin.areaId === null) return false;
  const area = index.areas.find((place) => place.id === twin.areaId);
  return area?.names.some((name) => name.endsWith(String(number))) === true;
}

/**
 * The named entities with their twins named after their own room: "Velador" in the bedroom and in Sofi's room
 * beside a "Velador living" in the living room. The room's word tells the room apart, not the thing, so the
 * bare name said is any of them.
 */
export function withTwins(index: TargetIndex, named: IndexedEntity[]): IndexedEntity[] {
  const numbered = withNumberedTwins(index, named);
  // Of one domain and class: a "Portão garagem" (a garage door) is no twin of the garden's "Portão" (a gate).
  const twins = named
    .flatMap((entity) =>
      roomTwins(index, normalizeText(entity.name)).filter(
        (other) => other.domain === entity.domain && other.deviceClass === entity.deviceClass,
      ),
    )
    .filter(
      (other, at, all) =>
        all.indexOf(other) === at &&
        !numbered.includes(other) &&
        !named.some((entity) => entity.areaId === other.areaId),
    );
  return twins.length === 0 ? numbered : [...numbered, ...twins];
}

/** Per index, the things named as a bare name with a name or word of their own area before or after it. */
const ROOM_TWINS = new WeakMap<TargetIndex, Map<string, IndexedEntity[]>>();

function roomTwins(index: TargetIndex, name: string): IndexedEntity[] {
  let cache = ROOM_TWINS.get(index);
  if (cache === undefined) ROOM_TWINS.set(index, (cache = new Map<string, IndexedEntity[]>()));
  const known = cache.get(name);
  if (known !== undefined) return known;
  const found: IndexedEntity[] = [];
  for (const area of index.areas) {
    const words = new Set([
      ...area.names,
      ...area.names.flatMap((whole) => whole.split(' ').filter((word) => word.length >= 4)),
    ]);
    for (const word of words) {
      for (const spaced of [`${name} ${word}`, `${word} ${name}`]) {
        for (const twin of index.lookup.entities.exact(spaced, spaced.replace(/ /g, ''))) {
          if (twin.areaId === area.id && !found.includes(twin)) found.push(twin);
        }
      }
    }
  }
  cache.set(name, found);
  return found;
}

/** True when the other's name is the one's with a number after it ("Applique terrasse 2"). */
export function numberedTwin(one: IndexedEntity, other: IndexedEntity): boolean {
  if (other === one || other.domain !== one.domain) return false;
  const name = normalizeText(one.name);
  const rest = normalizeText(other.name);
  return rest.startsWith(name) && /^ ?\d+$/u.test(rest.slice(name.length));
}
