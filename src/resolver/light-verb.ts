// "tänd i köket", "släck i hallen", "zgaś w salonie": Swedish and Polish have verbs for lights alone
// (tända/släcka, zapalić/zgasić; the other languages' on/off verbs take any device). Said of a place with
// no thing named, the order is about that place's lights, as everyone hears it.
import type { KindWord } from './words/kind-words.js';
import { LIGHT_VERBS } from './words/light-verbs.js';

const LIGHTS: KindWord = { domain: 'light', plural: true };

interface Said {
  tokens: string[];
  kind: KindWord | undefined;
  names: string[];
  devices: unknown;
}

/** The parse with the lights as its kind, when a light's own verb was the only word for the thing. */
export function lightByVerb<P extends Said>(parsed: P): P {
  if (parsed.kind !== undefined || parsed.names.length > 0 || parsed.devices !== undefined) return parsed;
  return parsed.tokens.some((token) => LIGHT_VERBS.has(token)) ? { ...parsed, kind: LIGHTS } : parsed;
}
