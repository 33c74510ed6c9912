// "Minkas Klappe" for a "Katzenklappe Minka", "elementet hos Jonas" for the lodger's "Oljeelement": in the
// languages that write a compound as one word (German, Dutch, the Scandinavian ones) its last part is the
// thing, and people say that part alone once the rest is plain from who it belongs to; so in Japanese and
// Korean ("거실 스탠드" for a "장스탠드"). Reads the index; the resolver decides.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { APPLIANCE_WORDS, isConceptKey } from './words/device-words.js';
import type { Endings } from './forms/word-endings.js';
import { wordHolders } from './word-holders.js';

/** Shortest compound end said alone, and shortest part before it, in Latin letters (as `compoundEnd`). */
const SHORTEST_END = 5;
const SHORTEST_BEFORE = 3;

/** True when one of `words` is a compound that ends in `word` ("katzenklappe" for "klappe"). */
export function endsCompound(word: string, words: ReadonlySet<string>): boolean {
  if (word.length < SHORTEST_END || !/^\p{Script=Latin}+$/u.test(word)) return false;
  for (const candidate of words)
    if (candidate.length - word.length >= SHORTEST_BEFORE && candidate.endsWith(word)) return true;
  return false;
}

/**
 * The things every word names, each word's holders widened by the names that end in it when the words
 * meet nowhere as written ("element" + "jonas": the "Element mormor" is not Jonas's, his "Oljeelement" is).
 */
function meetAsCompoundEnds(
  index: TargetIndex,
  holders: readonly (readonly [string, ReadonlySet<IndexedEntity>])[],
): Set<IndexedEntity> {
  const widened = holders.map(([word, found]) => new Set([...found, ...index.words.compoundEnd(word)]));
  const [first, ...rest] = widened;
  return new Set([...(first ?? [])].filter((entity) => rest.every((found) => found.has(entity))));
}

/**
 * The things every word of `names` names within `there` (the phrase's places and domain), and whether a word
 * was said in the plural; where they meet nowhere as written, each word also names the names ending in it.
 */
export function heldThere(
  index: TargetIndex,
  names: readonly string[],
  endings: Endings,
  there: (found: Iterable<IndexedEntity>) => IndexedEntity[],
): { pool: IndexedEntity[]; plural: boolean } {
  let holders: Set<IndexedEntity> | undefined;
  let plural = false;
  const said: (readonly [string, Set<IndexedEntity>])[] = [];
  for (const word of names) {
    const { found, plural: many } = wordHolders(index, word, endings);
    plural ||= many;
    said.push([word, found]);
    holders = holders === undefined ? found : new Set([...holders].filter((entity) => found.has(entity)));
  }
  const pool = there(holders ?? []);
  return pool.length > 0 || said.length === 0
    ? { pool, plural }
    : { pool: there(meetAsCompoundEnds(index, said)), plural };
}

/**
 * "リビングのスタンド" for the living room's "フロアスタンド": a word read as an appliance's concept ("スタンド",
 * a desk lamp) that found nothing is read again as said, where some name ends in it. Undefined when no name
 * word was read so.
 */
export function conceptsAsSaid(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const asSaid = (key: string) =>
    parsed.tokens.find(
      (token) =>
        APPLIANCE_WORDS.get(token) === key &&
        !parsed.names.includes(token) &&
        index.words.compoundEnd(token).length > 0,
    );
  const names = parsed.names.map((word) => (isConceptKey(word) ? (asSaid(word) ?? word) : word));
  return names.some((word, at) => word !== parsed.names[at]) ? { ...parsed, names } : undefined;
}
