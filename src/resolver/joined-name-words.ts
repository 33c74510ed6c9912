// "l'abatjour", "l'abajour" for an "Abat-jour …", "the nightlight" for a "Night Light": two words of a name,
// written with a hyphen or a space, said as one word, as a speech recogniser writes a word it knows whole; also
// with one letter more, fewer or other, when the word is long enough to tell ("abajour": the t is not heard). Read
// as the two words. Reads the home's entity names; no resolving. The caller tries it when nothing was found.
import type { TargetIndex } from './target-index.js';

const LATIN = /^[a-z]+$/;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Shorter words say too little to be taken for two: "toilet" is no "to let". */
const SHORTEST = 5;
/** Long enough that one letter off still tells the word (the lookups' own typo rule is as strict). */
const SHORTEST_HEARD = 7;

const tables = new WeakMap<TargetIndex, ReadonlyMap<string, string>>();

/** Two adjacent words of a name, joined → the two apart; built once per home, when first needed. */
function joinedPairs(index: TargetIndex): ReadonlyMap<string, string> {
  const known = tables.get(index);
  if (known !== undefined) return known;
  const pairs = new Map<string, string>();
  for (const entity of index.entities)
    for (const name of entity.names) {
      const words = name.split(' ');
      for (let at = 1; at < words.length; at += 1) {
        const [first, second] = [words[at - 1]!, words[at]!];
        if (!LATIN.test(first) || !LATIN.test(second) || first.length < 2 || second.length < 2) continue;
        const joined = first + second;
        if (joined.length >= SHORTEST && !pairs.has(joined)) pairs.set(joined, `${first} ${second}`);
      }
    }
  tables.set(index, pairs);
  return pairs;
}

/** The pair one letter away from the word (one left out, one more, one other); undefined when none is. */
function oneLetterOff(word: string, pairs: ReadonlyMap<string, string>): string | undefined {
  for (let at = 0; at <= word.length; at += 1) {
    const before = word.slice(0, at);
    const after = word.slice(at);
    for (const letter of LETTERS) {
      const more = pairs.get(before + letter + after);
      if (more !== undefined) return more;
      const other = after === '' ? undefined : pairs.get(before + letter + after.slice(1));
      if (other !== undefined) return other;
    }
    const fewer = after === '' ? undefined : pairs.get(before + after.slice(1));
    if (fewer !== undefined) return fewer;
  }
  return undefined;
}

/**
 * The normalized text with each Latin word the home and the tables lack (`known`) that is two words of a name run
 * together written apart; undefined when none is.
 */
export function withNameWordsApart(
  index: TargetIndex,
  norm: string,
  known: (word: string) => boolean,
): string | undefined {
  const words = norm.split(' ');
  let changed = false;
  for (const [at, word] of words.entries()) {
    if (word.length < SHORTEST || !LATIN.test(word) || known(word)) continue;
    const pairs = joinedPairs(index);
    const apart = pairs.get(word) ?? (word.length >= SHORTEST_HEARD ? oneLetterOff(word, pairs) : undefined);
    if (apart === undefined) continue;
    words[at] = apart;
    changed = true;
  }
  return changed ? words.join(' ') : undefined;
}
