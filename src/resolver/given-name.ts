// "Omas Zimmer" for an area "Oma Ingrids Zimmer", "grandma's room" for "Grandma Rose's Room", "mormors rum" for
// "Mormor Astrids rum": a room named after a person with their given name inside is said without it, the
// genitive going to the word before. area-prefix.ts reads these forms beside a name's first words. Words only.
import { ROOM_WORDS } from './words/place-words.js';
import { STOP_WORDS } from './words/target-words.js';

/**
 * The ways a name's words are said with one word inside left out: a word that only this area's names hold
 * (`own`), neither small nor a room's, with a word of its own left before it. The genitive "s" it carried
 * ("ingrids") goes to the word before ("omas", or "oma s" as "oma's" is read); a separate "s" ("rose s")
 * stays where it was.
 */
export function withoutGivenName(words: readonly string[], own: (word: string) => boolean): string[] {
  const said: string[] = [];
  for (let at = 1; at < words.length - 1; at += 1) {
    const name = words[at]!;
    if (!own(name) || STOP_WORDS.has(name) || ROOM_WORDS.has(name) || name.length < 3) continue;
    const before = words.slice(0, at);
    const after = words.slice(at + 1);
    if (!before.some((word) => own(word) && !STOP_WORDS.has(word) && !ROOM_WORDS.has(word))) continue;
    if (name.endsWith('s') && after[0] !== 's') {
      const last = before.at(-1)!;
      said.push([...before.slice(0, -1), `${last}s`, ...after].join(' '));
      said.push([...before, 's', ...after].join(' '));
    } else said.push([...before, ...after].join(' '));
  }
  return said;
}
