// The window words of the hand-written kind table are one kind: people say "the blinds" of shutters and
// shades alike ("die Rollläden" of a Rollo too), so any window word reaches every window cover. A curtain
// is another thing (cloth drawn aside), and Home Assistant's own vocabulary tells it apart in each language
// ("gordijn" is a curtain, "rolluik" a shutter): when a name says one and the word asked says the other,
// the name is not a synonym of the word asked.
import { HA_KINDS } from './words/ha-kind-words.js';
import { normalizeText } from './normalize-text.js';

/** Blinds, shades and shutters are said of one another; a curtain, an awning, a gate are not. */
const SLATS: ReadonlySet<string> = new Set(['blind', 'shade', 'shutter']);

/**
 * Normalized cover word → the classes Home Assistant's sentences give it, over every language. Built on
 * the first request that asks for a kind (not when the resolver loads), one set shared by the words that
 * give the same classes: ~80 → ~20 kB of heap.
 */
let coverClasses: ReadonlyMap<string, ReadonlySet<string>> | undefined;

function coverClassesOf(): ReadonlyMap<string, ReadonlySet<string>> {
  const map = new Map<string, Set<string>>();
  for (const entry of HA_KINDS) {
    // An entry without classes, or one naming every window class ("persiana"), says no single kind.
    if (entry.domain !== 'cover' || entry.classes === undefined || entry.classes.length > 2) continue;
    for (const phrase of `${entry.one}|${entry.many}`.split('|')) {
      const word = normalizeText(phrase);
      if (word === '') continue;
      const classes = map.get(word) ?? new Set<string>();
      for (const name of entry.classes) classes.add(SLATS.has(name) ? 'blind' : name);
      map.set(word, classes);
    }
  }
  const shared = new Map<string, ReadonlySet<string>>();
  return new Map(
    [...map].map(([word, classes]) => {
      const key = [...classes].join('|');
      if (!shared.has(key)) shared.set(key, classes);
      return [word, shared.get(key)!];
    }),
  );
}

/**
 * True when the words asked name cover classes and a name's word names only others: "de gordijnen"
 * beside a "Rolluik slaapkamer". Unknown to the table on either side, the words stay synonyms.
 */
export function otherCoverClass(said: readonly string[], word: string): boolean {
  const classes = (coverClasses ??= coverClassesOf());
  const named = classes.get(word);
  if (named === undefined) return false;
  const asked = said.flatMap((token) => [...(classes.get(token) ?? [])]);
  return asked.length > 0 && !asked.some((name) => named.has(name));
}

/**
 * True when a cover's own device class is a thing the words asked do not name: "alle Rollläden", "the
 * shutters" beside a roof window (class window). A class left unset, or words the table does not know,
 * say nothing.
 */
export function otherDeviceClass(said: readonly string[], deviceClass: string | null): boolean {
  if (deviceClass === null) return false;
  const classes = (coverClasses ??= coverClassesOf());
  const asked = said.flatMap((token) => [...(classes.get(token) ?? [])]);
  return asked.length > 0 && !asked.includes(SLATS.has(deviceClass) ? 'blind' : deviceClass);
}
