// A class-less cover whose name says what it is by an everyday concept of another kind ("晾衣架", a drying
// rack shown as a cover; "Clothes Airer"): it is no gate, garage door or blind, though Home Assistant leaves
// its class unset, so a word of such a class ("大门", "the gate") reaches the door's lock or sensor instead.
// Pure function over an indexed entity and the kind and concept tables.
import type { IndexedEntity } from './target-index.js';
import { isConceptKey } from './words/device-words.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

/**
 * True when the entity has no device class, the kind asked has classes, and a concept its name holds is
 * none of the kind's domain ("~clothes_rack" for a gate; "~front_door" stays a door of the cover domain).
 */
export function namedOtherThing(entity: IndexedEntity, kind: KindWord): boolean {
  // Covers only: a switch, climate or media player is often named after what it powers or heats ("Printer
  // plug", "Sauna"), and is still the outlet, heater or TV asked for.
  if (kind.domain !== 'cover' || kind.classes === undefined || entity.deviceClass !== null) return false;
  if (entity.domain !== kind.domain) return false;
  // "Volet bureau" is a shutter in the office (bureau is also a desk): a name that says a kind of the domain
  // says what the thing is.
  if ([...entity.nameWords].some((word) => KIND_WORDS.get(word)?.domain === kind.domain)) return false;
  const concepts = [...entity.nameWords].filter(isConceptKey);
  return (
    concepts.length > 0 &&
    concepts.every((key) => {
      const head = KIND_WORDS.get(key.slice(1).split('_').at(-1) ?? '');
      return head?.domain !== kind.domain;
    })
  );
}
