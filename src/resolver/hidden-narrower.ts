// "The extractor fan", "換気扇" in a home whose one extractor fan is hidden and whose visible fans are a
// desk fan or an air purifier: a kind said by a narrower word than its domain's ("fan", "扇風機"), which
// one hidden thing's name holds and no visible thing of the kind does. The honest answer is that it is
// not available to Hearth, not to act on the desk fan (issue 26's seventh kind of miss).
import { isPlural } from './plural-said.js';
import { wordScore } from './narrow-candidates.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { DOMAIN_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';

/** The one hidden entity of the kind whose name says the narrower word no entity of `visible` says. */
export function hiddenNarrower(
  hidden: readonly IndexedEntity[],
  visible: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity | undefined {
  const kind = parsed.kind;
  // A class says the narrower kind already ("the TV": a TV named "Samsung" is one).
  if (kind === undefined || kind.classes !== undefined || parsed.names.length > 0 || isPlural(parsed))
    return undefined;
  const said = parsed.kindTokens.filter((token) => !DOMAIN_WORDS.has(token) && !STOP_WORDS.has(token));
  if (said.length === 0 || DOMAIN_WORDS.has(parsed.kindTokens.join(' '))) return undefined;
  const holds = (entity: IndexedEntity) => said.every((word) => wordScore(word, entity.nameWords) > 0);
  if (visible.some(holds)) return undefined;
  const fitting = hidden.filter((entity) => entity.domain === kind.domain && holds(entity));
  return fitting.length === 1 ? fitting[0] : undefined;
}
