// "Värmepumpen" for a climate entity called "Pannrum" whose device the registry says NIBE made: a maker or
// line that makes one kind of thing (a heat pump, a solar inverter) says that kind of the device's entities,
// as its name would. Read once per entity when the index is built (target-index.ts).
import { conceptKey } from './words/device-words.js';
import { MAKER_CONCEPTS } from './words/energy-concepts.js';

/** The concept keys the device's maker and model words say ("nibe" → ~heat_pump). */
export function makerConceptKeys(madeBy: ReadonlySet<string> | undefined): string[] {
  const keys: string[] = [];
  for (const word of madeBy ?? []) {
    const concept = MAKER_CONCEPTS.get(word);
    if (concept !== undefined && !keys.includes(conceptKey(concept))) keys.push(conceptKey(concept));
  }
  return keys;
}
