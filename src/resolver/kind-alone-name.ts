// A thing named by its kind's word alone ("TV", "テレビ", "Ventilator"): asked for by that kind's word alone in
// any language, it is the one meant among things whose names add a word ("Fire TV", "Apple TV"). A careful
// listener hears "テレビ" as the device called "TV", not as the streaming stick beside it. No home, no scoring
// here: it only picks among the candidates the resolver already found equal, all in one room.
import { normalizeText } from './normalize-text.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

function kindKey(kind: KindWord): string {
  return `${kind.domain}:${(kind.classes ?? []).join(',')}`;
}

/** The singular kind a whole phrase names, when it names one and is no activity nor reading. */
function singularKind(phrase: string): KindWord | undefined {
  const kind = KIND_WORDS.get(phrase);
  return kind === undefined || kind.plural || kind.activity === true ? undefined : kind;
}

/** Among equal candidates, the one whose whole name is the asked kind's word, when only one is. */
export function kindNamedAlone(index: TargetIndex, text: string, resolution: Resolution): Resolution {
  if (resolution.kind !== 'ambiguous') return resolution;
  const asked = singularKind(normalizeText(text));
  if (asked === undefined) return resolution;
  const key = kindKey(asked);
  const alone = resolution.candidates.filter((candidate) => {
    const entity = index.byId.get(candidate.entity_id);
    if (entity === undefined || entity.domain !== asked.domain) return false;
    return entity.names.some((name) => {
      const kind = singularKind(name);
      return kind !== undefined && kindKey(kind) === key;
    });
  });
  if (alone.length !== 1) return resolution;
  // Only among things of one room: a "TV" in the den is no answer to a "Bedroom TV" upstairs.
  const area = index.byId.get(alone[0]!.entity_id)?.areaId;
  const oneRoom = resolution.candidates.every(
    (candidate) => index.byId.get(candidate.entity_id)?.areaId === area,
  );
  return oneRoom
    ? { kind: 'found', entityIds: [alone[0]!.entity_id], group: false, domainNamed: true }
    : resolution;
}
