// The things of the kind a phrase asks for, with the classes its word names first. Used by the phrase
// resolver at every step that narrows a list by kind (phrase-resolver.ts).
import type { KindWord } from './words/kind-words.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { ofDomainKind } from './narrow-candidates.js';
import { gatesNamed } from './gate-word.js';
import { genericListsFirst } from './shop-lists.js';
import { preferredByName } from './named-class.js';
import { ofMakerSaid } from './generic-brand.js';
import { withoutDoorsNamed } from './door-no-covering.js';
import { screensForAwning } from './sun-screen.js';

/** `entities` of the kind asked for (`domain`: the caller's domain hint, else the phrase's kind). */
export function ofKindAsked(
  entities: readonly IndexedEntity[],
  parsed: ParsedTarget,
  domain: string | undefined,
): IndexedEntity[] {
  if (domain === undefined) return [...entities];
  const kind: KindWord | undefined = parsed.kind?.domain === domain ? parsed.kind : undefined;
  // "abre o portão" beside a "Portão garagem" and a "Portão jardim": the covers named so (gate-word.ts).
  const gates = gatesNamed(entities, kind, parsed.kindTokens);
  if (gates !== undefined) return gates;
  const found = ofDomainKind(ofMakerSaid([...entities], kind), domain, kind, parsed);
  const fitting = screensForAwning(withoutDoorsNamed(found, kind), entities, kind);
  // The classes the word names come first ("the chores list" over a list named after a shop; music
  // on a speaker rather than the TV).
  const classes = kind?.prefers ?? (kind?.domain === 'todo' ? kind.classes : undefined);
  if (classes === undefined) return fitting;
  const named = fitting.filter(
    (entity) => entity.deviceClass !== null && classes.includes(entity.deviceClass),
  );
  return named.length > 0 ? genericListsFirst(named) : preferredByName(fitting, kind);
}
