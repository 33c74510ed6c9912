// "La producción solar" for a "Huawei Inverter Active Power": a power or energy sensor named with an
// inverter's word measures what the solar panels give. The word alone is no solar word (an "Inverter" air
// conditioner, a UPS), so only such a sensor takes the solar concept, and not one named as an air
// conditioner's. Read once per entity when the index is built (target-index.ts).
import { conceptKey, isConceptKey } from './words/device-words.js';
import { AIR_CONDITIONER_MAKERS } from './words/climate-makers.js';
import { AIR_CONDITIONER_NAMES } from './words/climate-concepts.js';
import { INVERTER_WORDS } from './words/energy-concepts.js';
import { KIND_WORDS } from './words/kind-words.js';

const INVERTERS: ReadonlySet<string> = new Set(INVERTER_WORDS);
const MEASURED: ReadonlySet<string> = new Set(['power', 'energy']);
/** Concepts that say the inverter is a climate device's ("Inverter AC Power", "Wärmepumpe Inverter Leistung"). */
const CLIMATE_KEYS: ReadonlySet<string> = new Set(['heat_pump', 'heater'].map(conceptKey));

/** The solar concept key for an inverter's power or energy sensor, else nothing. */
export function solarInverterKeys(
  domain: string,
  deviceClass: string | null,
  nameWords: ReadonlySet<string>,
): string[] {
  if (domain !== 'sensor' || !MEASURED.has(deviceClass ?? '')) return [];
  const words = [...nameWords];
  if (!words.some((word) => INVERTERS.has(word))) return [];
  const climate = (word: string) =>
    isConceptKey(word)
      ? CLIMATE_KEYS.has(word)
      : !INVERTERS.has(word) &&
        (AIR_CONDITIONER_MAKERS.has(word) ||
          AIR_CONDITIONER_NAMES.has(word) ||
          KIND_WORDS.get(word)?.domain === 'climate');
  return words.some(climate) ? [] : [conceptKey('solar')];
}
