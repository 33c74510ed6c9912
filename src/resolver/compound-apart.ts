// "taklampan i köket" with a kitchen light "Kök Tak" and a "Taklampa" in Elsa's room, "loftlampen i
// køkkenet" with "Køkken Loft": a compound that is another room's thing's whole name, said with a place
// where nothing holds it, is read as its two parts, a word of the home's names and a kind ("tak" +
// "lampa"): the light of that place named by the first part. Reads the target index; no resolving.
import type { ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';
import { KIND_WORDS } from './words/kind-words.js';

const LATIN = /^\p{Script=Latin}+$/u;
/** The first part is a word of its own: three letters at least ("tak", "loft"), and so is the kind. */
const SHORTEST_PART = 3;

/** The compound as a home word and a kind word ("taklampa" → tak, lampa), else undefined. */
function apart(index: TargetIndex, word: string): string[] | undefined {
  if (!LATIN.test(word)) return undefined;
  for (let cut = SHORTEST_PART; cut <= word.length - SHORTEST_PART; cut += 1) {
    const first = word.slice(0, cut);
    const kind = word.slice(cut);
    if (KIND_WORDS.has(kind) && !KIND_WORDS.has(first) && index.words.has(first)) return [first, kind];
  }
  return undefined;
}

/**
 * The phrase with its one compound name word read apart, for a phrase that said a place and no kind and
 * found nothing; undefined when it holds no such word. Built here, not parsed again: the parser would
 * hear the two parts as the one name again.
 */
export function compoundApart(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  if (parsed.areas === undefined || parsed.kind !== undefined || parsed.names.length !== 1) return undefined;
  // The word as said, also when the parser read it as an appliance's concept ("taklampa": a ceiling
  // light, "~ceiling", which no name of a home without that word carries).
  const name = parsed.names[0]!;
  const said = name.startsWith('~') ? parsed.tokens.filter((token) => apart(index, token)) : [name];
  const parts = said.length === 1 ? apart(index, said[0]!) : undefined;
  const kind = parts === undefined ? undefined : KIND_WORDS.get(parts[1]!);
  return kind === undefined ? undefined : { ...parsed, names: [parts![0]!], kind, kindTokens: [parts![1]!] };
}
