// A thing with no device class that its name places in another class of its domain: a cover called
// "Porte de garage" or "Toldo" is no shutter, though Home Assistant leaves its class unset. Pure functions
// over the index's entities and the kind-word table.
import { KIND_WORDS, type KindWord } from './words/kind-words.js';
import type { IndexedEntity } from './target-index.js';

/** Kind phrases run to three words ("porta del garage", "puerta del garaje"). */
const LONGEST_PHRASE = 3;

/**
 * True when the entity has no device class and a word or phrase of its name or aliases names a class of
 * the asked kind's domain that the kind does not take, and none names one it takes ("Garage Door" for
 * "the blinds"; "Garage Blind" stays a blind).
 */
export function namedOtherClass(entity: IndexedEntity, kind: KindWord): boolean {
  const wanted = kind.classes;
  if (wanted === undefined || entity.deviceClass !== null) return false;
  let other = false;
  for (const name of entity.names) {
    const words = name.split(' ');
    for (let at = 0; at < words.length; at += 1) {
      for (let end = at + 1; end <= Math.min(words.length, at + LONGEST_PHRASE); end += 1) {
        const named = KIND_WORDS.get(words.slice(at, end).join(' '));
        if (named?.domain !== kind.domain || named.classes === undefined) continue;
        if (named.classes.some((taken) => wanted.includes(taken))) return false;
        other = true;
      }
    }
  }
  return other;
}

/** The entities not named as another class, unless that would leave none. */
export function withoutOtherClass(entities: IndexedEntity[], kind: KindWord | undefined): IndexedEntity[] {
  if (kind?.classes === undefined || entities.length < 2) return entities;
  const kept = entities.filter((entity) => !namedOtherClass(entity, kind));
  return kept.length > 0 ? kept : entities;
}

/**
 * The classes a kind word puts first ("music": a speaker before the TV) when no candidate has a device
 * class: those whose name says another class of the domain ("Den TV", "テレビ") come after the others.
 */
export function preferredByName(entities: IndexedEntity[], kind: KindWord | undefined): IndexedEntity[] {
  if (kind?.prefers === undefined) return entities;
  return withoutOtherClass(entities, { ...kind, classes: kind.prefers });
}
