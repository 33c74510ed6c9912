// "Todos los aspersores", "wszystkie zraszacze", "vattenspridaren": a sprinkler throws water over a lawn; a
// drip line beside it ("Goteo huerto", "Linia kroplująca") waters beds drop by drop and is no sprinkler,
// though both are valves. The plain words for watering ("riego", "irrigation") keep both.
import type { IndexedEntity } from './target-index.js';
import { SPRINKLER_WORDS } from './words/outdoor-concepts.js';
import { conceptKey } from './words/device-words.js';

const DRIP = conceptKey('drip');

/** The valves asked for by a sprinkler's word, without the drip lines, when any other is left. */
export function sprinklersNotDrip(entities: IndexedEntity[], kindTokens: readonly string[]): IndexedEntity[] {
  if (!SPRINKLER_WORDS.has(kindTokens.join(' '))) return entities;
  const sprinklers = entities.filter((entity) => entity.domain !== 'valve' || !entity.nameWords.has(DRIP));
  return sprinklers.some((entity) => entity.domain === 'valve') ? sprinklers : entities;
}
