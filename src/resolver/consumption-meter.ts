// "Il consumo elettrico" in a home with a meter's power sensor and an inverter's: what the home uses is read
// at the meter, never at the panels, unless the request names the production ("the solar power", "la
// produzione solare") or what goes back to the grid. Among equal answers the solar and export sensors step
// aside; if nothing else answers, the answer stays. Reads the words and the found entities only.
import { normalizeText } from './normalize-text.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { applianceKeys, conceptKey } from './words/device-words.js';
import { ENERGY_READINGS } from './words/energy-concepts.js';

/**
 * The use said as one noun in each language (Wiktionary: consumption, Verbrauch, consumo, consommation,
 * verbruik, zużycie, förbrukning, forbrug, 소비량, 消費量, 耗电), beside the table's phrases.
 */
const USE_NOUNS =
  'consumption|usage|verbrauch|consumo|consommation|verbruik|zużycie|förbrukning|forbrug|소비량|消費量|耗电';

const USE_PHRASES: readonly string[] = [
  ...(ENERGY_READINGS['electricity_use'] ?? '').split('|'),
  ...USE_NOUNS.split('|'),
]
  .map(normalizeText)
  .filter((phrase) => phrase !== '');
const PRODUCTION: readonly string[] = ['solar', 'grid_export'].map(conceptKey);

function saysUse(normal: string): boolean {
  const padded = ` ${normal} `;
  return USE_PHRASES.some(
    (phrase) =>
      padded.includes(` ${phrase} `) || (/^\P{Script=Latin}+$/u.test(phrase) && normal.includes(phrase)),
  );
}

/** The answer without the production's sensors, for a request about the electricity the home uses. */
export function consumptionAtMeter(index: TargetIndex, text: string, resolution: Resolution): Resolution {
  if (resolution.kind !== 'ambiguous') return resolution;
  const normal = normalizeText(text);
  if (!saysUse(normal)) return resolution;
  if (applianceKeys(normal.split(' ')).some((key) => PRODUCTION.includes(key))) return resolution;
  const candidates = resolution.candidates.filter((candidate) => {
    const words = index.byId.get(candidate.entity_id)?.words;
    return words !== undefined && !PRODUCTION.some((key) => words.has(key));
  });
  if (candidates.length === 0 || candidates.length === resolution.candidates.length) return resolution;
  return candidates.length === 1
    ? { kind: 'found', entityIds: [candidates[0]!.entity_id], group: false, domainNamed: false }
    : { kind: 'ambiguous', candidates };
}
