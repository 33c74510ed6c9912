// "Las luces del árbol" for a plug named "Árbol de Navidad": the lights of a thing that bears lights (a
// Christmas tree, a garland, a nativity scene) are the thing on the plug, whatever domain shows it. The light
// word said beside the thing's own name narrowed the answer to light entities and found none; read without
// it, the thing is the answer when what it names is lights by what it is. Reads the index; resolving is passed in.
import { answeredIds, type Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { conceptKey } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import { LIGHT_FIXTURES } from './words/light-concepts.js';
import { SEASON_LIGHTS } from './words/outdoor-concepts.js';

const LIGHT_BEARING: ReadonlySet<string> = new Set([...LIGHT_FIXTURES, ...SEASON_LIGHTS].map(conceptKey));

/** The thing's answer for a light word said of it, when everything it finds bears lights. */
export function lightsOfThing(
  index: TargetIndex,
  tokens: readonly string[],
  resolve: (phrase: string) => Resolution,
): Resolution | undefined {
  const lightWord = (token: string) => KIND_WORDS.get(token)?.domain === 'light';
  const rest = tokens.filter((token) => !lightWord(token));
  if (rest.length === tokens.length || rest.length === 0) return undefined;
  const answer = resolve(rest.join(' '));
  const ids = answeredIds(answer);
  if (ids.length === 0) return undefined;
  const bearing = ids.every((id) => {
    const entity = index.byId.get(id);
    return (
      entity !== undefined &&
      entity.domain !== 'light' &&
      [...entity.nameWords].some((word) => LIGHT_BEARING.has(word))
    );
  });
  return bearing ? answer : undefined;
}
