// "the Gardena" in a home with a Gardena mower and a Gardena water valve, "den Ecovacs" beside its vacuum and
// its mower, "le Dyson" with a fan and a vacuum: a maker of two kinds, said where the home has both, is either.
// Each kind is read on its own; what both find is asked about (a careful listener asks which of the two),
// unless the room said holds only one of them or the request says both. Reads the index and two answers only.
import { hasPlace, inPlaces, toCandidates } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import { isPlural } from './plural-said.js';
import { answeredIds, type Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/**
 * The answer for a parse whose kind names a second kind too (`kind.also`), from resolving each kind on its
 * own with `resolveAs`; undefined when the parse names one kind.
 */
export function eitherKind(
  index: TargetIndex,
  parsed: ParsedTarget,
  resolveAs: (parsed: ParsedTarget) => Resolution,
  satelliteAreaId: string | undefined,
): Resolution | undefined {
  const also = parsed.kind?.also;
  if (also === undefined) return undefined;
  const { also: _also, ...first } = parsed.kind!;
  const answers = [first, { ...also, plural: first.plural }].map((kind) => resolveAs({ ...parsed, kind }));
  const [one, other] = answers as [Resolution, Resolution];
  const [oneIds, otherIds] = [answeredIds(one), answeredIds(other)];
  if (otherIds.length === 0) return oneIds.length > 0 || other.kind !== 'not-exposed' ? one : other;
  if (oneIds.length === 0) return other;
  let entities = [...new Set([...oneIds, ...otherIds])].flatMap((id) => index.byId.get(id) ?? []);
  // "den Ecovacs im Garten": the mower there, though the vacuum docked in the hall would go where it is sent.
  const there: IndexedEntity[] = hasPlace(parsed) ? inPlaces(index, entities, parsed) : [];
  if (there.length > 0) entities = there;
  if (entities.length === 1 || isPlural(parsed))
    return {
      kind: 'found',
      entityIds: entities.map((entity) => entity.id),
      group: entities.length > 1,
      domainNamed: true,
    };
  return { kind: 'ambiguous', candidates: toCandidates(index, entities, satelliteAreaId) };
}
