// Of several entities a phrase found, the ones it means when it said no reading: what the request's verb
// acts on ("is the front door open?" asks the sensor, "is it locked?" the lock), else a device's
// controllable entity over its readings, else the domains the tool prefers. Reads entities only.
import type { ParsedTarget } from './parse-target.js';
import { fits } from './sibling.js';
import type { IndexedEntity } from './target-index.js';

/**
 * A device's controllable entity over its readings, unless a reading was asked for; among those, the ones
 * the verb acts on (`prefer`) when no kind was named (`kindDomain`).
 */
export function primaryEntities(
  entities: IndexedEntity[],
  parsed: ParsedTarget,
  prefer: readonly string[] | undefined,
  kindDomain: string | undefined,
): IndexedEntity[] {
  if (parsed.reading || entities.length < 2) return entities;
  const wants = parsed.wants;
  const wanted = wants === undefined ? [] : entities.filter((entity) => fits(entity, wants));
  if (wanted.length > 0) return wanted;
  const primary = entities.filter((entity) => entity.primary);
  const list = primary.length > 0 ? primary : entities;
  if (prefer === undefined || kindDomain !== undefined) return list;
  const preferred = list.filter((entity) => prefer.includes(entity.domain));
  return preferred.length > 0 ? preferred : list;
}
