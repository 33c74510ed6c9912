// "l'enceinte bluetooth" where the one bluetooth speaker, an "Enceinte JBL", is hidden and the visible speaker is
// another: a concept said alone that nothing visible holds, and one hidden thing's name holds, is that hidden
// thing, to be told it is not available rather than the concept's words dropped to reach the other speaker.
// Used where hidden-kind.ts's stricter reading finds none (a key a name gets from its maker, not its words).
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { isConceptKey } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/** The one hidden entity of the kind the phrase's kind word says whose name holds the concept said alone. */
export function onlyHiddenOfConcept(
  hidden: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity | undefined {
  const said = parsed.names.length === 1 && parsed.kind === undefined ? parsed.names[0]! : undefined;
  if (said === undefined || !isConceptKey(said)) return undefined;
  // The phrase says what the thing is by a kind word ("enceinte bluetooth", "bluetooth box"): only a thing of
  // that kind is meant. "a piscina" names no kind, so a hidden "Bomba da piscina" (what serves the pool) is not it.
  const domains = new Set(parsed.tokens.flatMap((token) => KIND_WORDS.get(token)?.domain ?? []));
  const fitting = hidden.filter((entity) => domains.has(entity.domain) && entity.nameWords.has(said));
  return fitting.length === 1 ? fitting[0] : undefined;
}
