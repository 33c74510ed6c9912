// "der Trinkbrunnen von der Katze", "el comedero del perro", "poidło dla psa": a thing said with the animal
// it is for, where the home names it without the animal ("Trinkbrunnen", "Comedero Toby") and the animal's
// word belongs to other things ("Futterautomat Katze", "Puerta del perro"). The animal says whom the thing
// serves, not which name it has. Words and the resolution's entities only; the resolver looks up.
import type { ParsedTarget } from './parse-target.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { PET_WORDS } from './words/pet-words.js';

/**
 * What the phrase finds without the animals it names, when a word of a name is left to say which thing and
 * none of what it finds is named for an animal ("the rabbit's feeder" is neither "Feeder Cat" nor "Feeder
 * Dog"). Undefined when no animal is named, or nothing but the animal is.
 */
export function forWhom(
  index: TargetIndex,
  parsed: ParsedTarget,
  resolve: (said: ParsedTarget) => Resolution,
): Resolution | undefined {
  const names = parsed.names.filter((word) => !PET_WORDS.has(word));
  // Nothing left but a device named whole ("the water fountain for the dog") names it too.
  const left = names.length > 0 || parsed.devices !== undefined;
  if (!left || names.length === parsed.names.length) return undefined;
  const found = resolve({ ...parsed, names });
  const ids =
    found.kind === 'found'
      ? found.entityIds
      : found.kind === 'ambiguous'
        ? found.candidates.map((candidate) => candidate.entity_id)
        : [];
  const forAnimal = (id: string) =>
    [...(index.byId.get(id)?.nameWords ?? [])].some((word) => PET_WORDS.has(word));
  return ids.length > 0 && !ids.some(forAnimal) ? found : undefined;
}
