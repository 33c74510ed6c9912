// "보일러 온도 올려줘", "エアコンの温度を上げて", "raise the thermostat temperature": the temperature of a
// thermostat, an air conditioner or a water heater is set on that thing itself, which also reports it.
// Asked with such a thing and no sensor found, the temperature word is how the order is meant, not a
// sensor to look for. Reads the resolution of the rest of the phrase only.
import { readingClassesOf } from './forms/reading-compound.js';
import type { Resolution } from './resolution.js';

/** Domains whose entity holds its own temperature, and is where it is set. */
const OWN_TEMPERATURE = new Set(['climate', 'water_heater']);

/** The tokens without the temperature words, or undefined when none is said. */
export function withoutTemperature(tokens: readonly string[]): string | undefined {
  const rest = tokens.filter((token) => readingClassesOf(token)?.includes('temperature') !== true);
  return rest.length === tokens.length || rest.length === 0 ? undefined : rest.join(' ');
}

/** The rest's resolution when it is only things that hold their own temperature. */
export function ownTemperature(rest: Resolution): Resolution | undefined {
  const ids =
    rest.kind === 'found'
      ? rest.entityIds
      : rest.kind === 'ambiguous'
        ? rest.candidates.map((candidate) => candidate.entity_id)
        : [];
  if (ids.length === 0) return undefined;
  return ids.every((id) => OWN_TEMPERATURE.has(id.slice(0, id.indexOf('.')))) ? rest : undefined;
}
