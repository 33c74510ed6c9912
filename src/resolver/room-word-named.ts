// "de lampen op de veranda" in a garden ("Tuin") with a "Lichtsnoer veranda" and "Prikspots tuin", "the patio
// lights" in a "Backyard" with "Patio String Lights" and "Path Lights": a room word that reached the area by its
// concept only (the area's own name does not say it) and that one name there holds is that name's word, as a
// word that matches a name wins over things that only share the area (issue 26, point 2). Read among the
// things of the kind said, when no name there holds the kind word itself. Pure over indexed entities.
import type { IndexedEntity, IndexedPlace } from './target-index.js';
import type { KindWord } from './words/kind-words.js';

/** The things of the kind said among `there`; every one when no kind was said. */
export function ofKindThere(there: readonly IndexedEntity[], kind: KindWord | undefined): IndexedEntity[] {
  return kind === undefined ? [...there] : there.filter((entity) => entity.domain === kind.domain);
}

/**
 * The room words that are no form of a word of the areas' own names: "köket" said for a "Kök" is that room
 * with its article, not the word of a "Köket tak" there.
 */
export function notOwnForms(areas: readonly IndexedPlace[], words: readonly string[]): string[] {
  const own = areas.flatMap((area) => area.names.flatMap((name) => name.split(' ')));
  return words.filter((word) => !own.some((held) => word.startsWith(held) || held.startsWith(word)));
}
