// "läslampan vid sängen" in a Swedish home: "säng" (bed) and "sång" lose their letters when folded and
// become "sang", the Danish and Norwegian word for a song, which says a media player. In Swedish å, ä and
// ö are letters of their own (Svenska Akademiens ordlista files them after z), so a folded word the
// language writes with them is no kind word borrowed from a neighbour: it stays a word of the name or place.
// Pure function over the parsed phrase; knows no home.
import type { ParsedTarget } from './parse-target.js';

/**
 * Kind words as folded → the languages in which that folded form is, first, a word of their own written
 * with a letter folding removes: Swedish "säng" (bed; "sängen", "sänglampa"), whose folded form is
 * Danish and Norwegian "sang" (song; Swedish writes "sång", and asks for a song as "en låt").
 */
const FOLDED_OWN_WORDS: ReadonlyMap<string, readonly string[]> = new Map([['sang', ['sv']]]);

/** The phrase with such a kind word read as a name word, in the language that writes it so. */
export function foldedOwnWord(parsed: ParsedTarget, language: string | undefined): ParsedTarget | undefined {
  const base = language?.slice(0, 2).toLowerCase();
  if (base === undefined || parsed.kind === undefined || parsed.kindTokens.length !== 1) return undefined;
  const word = parsed.kindTokens[0]!;
  const stem = [...FOLDED_OWN_WORDS.keys()].find((key) => word === key || word.startsWith(key));
  if (stem === undefined || FOLDED_OWN_WORDS.get(stem)?.includes(base) !== true) return undefined;
  return { ...parsed, kind: undefined, kindTokens: [], names: [...parsed.names, word] };
}
