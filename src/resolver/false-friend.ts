// "la box" in a French home is the internet box ("Box Internet", "Box SFR"), not a speaker: "Box" is a
// speaker in German and Dutch only. A kind word that the request's language uses for another thing, and
// that a name of the home holds, is that name's word there; one that the language says for "all" ("apaga
// todo": everything, not the English "to-do" list) is that. Pure functions over the parsed phrase.
import type { ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';

/** Kind words → the languages that call something else by them (the internet box, a garage, a shower). */
const FALSE_FRIENDS: ReadonlyMap<string, readonly string[]> = new Map([['box', ['fr', 'it', 'es', 'pt']]]);

/** The phrase's one kind word, when the table says the request's language calls something else by it. */
function falseFriendSaid(
  parsed: ParsedTarget,
  language: string | undefined,
  table: ReadonlyMap<string, readonly string[]>,
): string | undefined {
  const base = language?.slice(0, 2).toLowerCase();
  if (base === undefined || parsed.kind === undefined || parsed.kindTokens.length !== 1) return undefined;
  const word = parsed.kindTokens[0]!;
  return table.get(word)?.includes(base) === true ? word : undefined;
}

/** The phrase with such a kind word read as a name word, when the language and the home say so. */
export function falseFriendAsName(
  index: TargetIndex,
  parsed: ParsedTarget,
  language: string | undefined,
): ParsedTarget | undefined {
  const word = falseFriendSaid(parsed, language, FALSE_FRIENDS);
  if (word === undefined) return undefined;
  // A hidden name holds it too ("chiudi a chiave il box" for a hidden "Serratura box"): not available.
  if (!index.words.has(word) && !index.hidden.some((entity) => entity.nameWords.has(word))) return undefined;
  return { ...parsed, kind: undefined, kindTokens: [], names: [...parsed.names, word] };
}

/**
 * Kind words that are the request's language's "all": Spanish "todo" (everything, "apaga todo") and
 * Portuguese "todo" (whole, "a casa toda", "todo o andar"), never a "to-do" list there. Said with a list's
 * word ("la lista todo", "todo list") or where a name holds it (a list called "ToDo") it stays the list.
 */
const ALL_FALSE_FRIENDS: ReadonlyMap<string, readonly string[]> = new Map([['todo', ['es', 'pt']]]);

/** The phrase with such a kind word read as "all", when the language and the home say so. */
export function falseFriendAsAll(
  index: TargetIndex,
  parsed: ParsedTarget,
  language: string | undefined,
): ParsedTarget | undefined {
  const word = falseFriendSaid(parsed, language, ALL_FALSE_FRIENDS);
  if (word === undefined || index.words.has(word)) return undefined;
  return { ...parsed, kind: undefined, kindTokens: [], all: true };
}
