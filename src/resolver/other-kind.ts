// "门" where the home has a door and no gate: a word the kind table lists for two kinds (Chinese 门 is a door
// and a gate; the Japanese 門, a gate, folds into it) is read as the first; when that finds nothing, as the
// other. Reads the kind table and the parse only.
import type { ParsedTarget } from './parse-target.js';
import { normalizeText } from './normalize-text.js';
import { KINDS, type KindEntry } from './words/kind-table.js';
import type { KindWord } from './words/kind-words.js';

let table: ReadonlyMap<string, KindEntry> | undefined;

/** Normalized word → the second kind that lists it, built on the first request that may need one. */
function secondKinds(): ReadonlyMap<string, KindEntry> {
  if (table !== undefined) return table;
  const first = new Map<string, KindEntry>();
  const second = new Map<string, KindEntry>();
  for (const entry of KINDS) {
    const words = `${entry.one}|${entry.many ?? ''}`.split('|').map(normalizeText);
    for (const word of words.filter((said) => said !== '')) {
      const before = first.get(word);
      if (before === undefined) first.set(word, entry);
      else if (before.domain !== entry.domain && !second.has(word)) second.set(word, entry);
    }
  }
  table = second;
  return second;
}

/** The parse with its one kind word read as the other kind the table lists it for; undefined when none. */
export function otherKind(parsed: ParsedTarget): ParsedTarget | undefined {
  const [word, ...more] = parsed.kindTokens;
  const entry = word === undefined || more.length > 0 ? undefined : secondKinds().get(word);
  if (entry === undefined) return undefined;
  const { one: _one, many: _many, ...traits } = entry;
  const kind: KindWord = { ...traits, plural: parsed.kind?.plural ?? false };
  return { ...parsed, kind };
}
