// "de rolluiken", "het zonnescherm" in a home whose covers are a "Screen" and a class-less "Schuurdeur": a
// door or gate is no window covering, also when its name says so inside a compound (Dutch and German write
// "schuurdeur", "Gartentor" as one word, which the class words of named-class.ts do not see). Asked for a
// blind, shade, curtain, shutter or awning, a class-less cover so named is left out. Words and entities only.
import type { KindWord } from './words/kind-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import type { IndexedEntity } from './target-index.js';

const COVERINGS: ReadonlySet<string> = new Set(['awning', 'blind', 'curtain', 'shade', 'shutter', 'window']);
const DOOR_CLASSES: ReadonlySet<string> = new Set(['door', 'garage_door', 'garage', 'gate']);
const LATIN = /^\p{Script=Latin}+$/u;

/**
 * The one-word door and gate words of the tables, four letters at least ("deur", "porte", "poort"): a
 * three-letter one ("tor", "hek") ends too many other words ("Rolladenmotor"), and so does a four-letter one
 * ending in a vowel ("lage" in "Markisenanlage", "ture" in "Ouverture").
 */
const DOOR_HEADS: readonly string[] = [...KIND_WORDS]
  .filter(
    ([word, kind]) =>
      (word.length >= 5 || (word.length === 4 && !/[aeiouy]$/.test(word))) &&
      LATIN.test(word) &&
      (kind.domain === 'cover' || kind.domain === 'binary_sensor') &&
      kind.classes !== undefined &&
      kind.classes.every((taken) => DOOR_CLASSES.has(taken) || taken === 'opening'),
  )
  .map(([word]) => word);

/** True when a name word is a door or gate word, or a compound ending in one ("schuurdeur", "udhusport"). */
function namedDoor(entity: IndexedEntity): boolean {
  return [...entity.nameWords].some((word) =>
    DOOR_HEADS.some((head) => word === head || (word.length >= head.length + 3 && word.endsWith(head))),
  );
}

/** True when the kind is a window covering only (a blind, a shade, an awning …). */
export function coveringAsked(kind: KindWord | undefined): boolean {
  return (
    kind?.domain === 'cover' &&
    kind.classes !== undefined &&
    kind.classes.every((taken) => COVERINGS.has(taken))
  );
}

/** The entities, without the class-less covers named as a door or gate when a window covering is asked for. */
export function withoutDoorsNamed(entities: IndexedEntity[], kind: KindWord | undefined): IndexedEntity[] {
  if (!coveringAsked(kind)) return entities;
  return entities.filter(
    (entity) => entity.domain !== 'cover' || entity.deviceClass !== null || !namedDoor(entity),
  );
}
