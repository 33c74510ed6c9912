// "die Lampen bei Mia" in a home with an area "Mias Zimmer": "mia" is also Italian's "my", a small word of the
// shared tables, so the name was dropped and the request read as every light of the home. A small word written
// with a capital inside the request, or after a word that says "at someone's" (German "bei", Dutch "bij",
// Scandinavian "hos", French "chez", Polish "u"), that only one area's name holds as its owner ("Mias Zimmer",
// "Zimmer Mia", "Mia's room"), is that person: read as the area's name. Else ("la mia camera") it stays the
// small word. Reads the target index only.
import { normalizeText } from './normalize-text.js';
import type { TargetIndex } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';

/** "At someone's": the person's home or room follows, never a possessive ("bei Mia", "chez Mia"). */
const AT_SOMEONES = new Set(['bei', 'bij', 'hos', 'chez', 'u']);

/** The one area whose name holds `person` as a word, or with a genitive s ("mias", "mia s"). */
function ownedArea(index: TargetIndex, person: string): string | undefined {
  const owns = (name: string) => {
    const words = name.split(' ');
    return words.some(
      (word, at) => word === person || word === `${person}s` || (word === person && words[at + 1] === 's'),
    );
  };
  const areas = index.areas.filter((area) => area.names.some(owns));
  return areas.length === 1 ? areas[0]!.names[0] : undefined;
}

/**
 * The request with a capitalised small word that names a person's room read as that room's name (normalized),
 * or undefined.
 */
export function personNamedLikeSmallWord(index: TargetIndex, text: string): string | undefined {
  const said = text.split(/\s+/);
  let changed = false;
  const words = said.map((word, at) => {
    const plain = normalizeText(word);
    const capital = at > 0 && /^\p{Lu}\p{Ll}+$/u.test(word.replace(/[^\p{L}]/gu, ''));
    if (!capital && !AT_SOMEONES.has(normalizeText(said[at - 1] ?? ''))) return plain;
    if (!STOP_WORDS.has(plain) || plain.length < 3) return plain;
    const area = ownedArea(index, plain);
    if (area === undefined) return plain;
    changed = true;
    return area;
  });
  return changed ? words.join(' ') : undefined;
}
