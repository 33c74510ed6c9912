// "la tira LED de la tele", "den LED-Streifen am Fernseher": a thing said with the kind of thing it
// serves, where its name says that kind in another word ("Tira LED TV"). The kind word is then no kind
// asked for (no TV is a light strip) but a word of the thing's name, as the home writes it. Pure function.
import { hasPlace } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';
import { KIND_WORDS } from './words/kind-words.js';

/** The phrase with its kind read as the word of that kind that a named thing of another domain holds. */
export function servedKind(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const kind = parsed.kind;
  if (kind === undefined || parsed.names.length === 0 || hasPlace(parsed) || parsed.all) return undefined;
  // Said after the thing ("… de la tele"), never before it ("the TV light strip" is read as said).
  const first = parsed.tokens.indexOf(parsed.kindTokens[0] ?? '');
  const named = parsed.tokens.findIndex((token) => parsed.names.includes(token));
  if (named >= 0 && first < named) return undefined;
  const sameKind = (word: string) => {
    const other = KIND_WORDS.get(word);
    return other?.domain === kind.domain && other.classes?.join() === kind.classes?.join();
  };
  for (const thing of index.words.exact(parsed.names[0]!)) {
    if (thing.domain === kind.domain || !parsed.names.every((name) => thing.nameWords.has(name))) continue;
    const word = [...thing.nameWords].find(sameKind);
    if (word !== undefined)
      return { ...parsed, kind: undefined, kindTokens: [], names: [...parsed.names, word] };
  }
  return undefined;
}
