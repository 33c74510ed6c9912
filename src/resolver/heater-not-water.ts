// "The heater in the utility room" where the utility room holds only an immersion heater: a heater word said
// of a room is what warms the room (a climate entity, a plug heater), never the hot-water tank whose name holds
// the same word, unless the request says water ("the water heater", "die Warmwasser…"). A careful listener
// there says the utility room has no heater; heating the tank is a wrong action. Reads the kind words and the
// found entities only; no parsing.
import { normalizeText } from './normalize-text.js';
import { answeredIds, type Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { applianceKeys, conceptKey } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/**
 * Water itself, in the pipeline's languages (Wiktionary: water, Wasser, agua, eau, acqua, água, vatten, vand,
 * woda, 水, 물): a request holding one speaks of the water, and a water heater may answer it.
 */
const WATER_WORDS: ReadonlySet<string> = new Set([
  'water',
  'wasser',
  'warmwasser',
  'agua',
  'eau',
  'acqua',
  'água',
  'vatten',
  'varmvatten',
  'vand',
  'varmtvand',
  'woda',
  'wody',
]);
const WATER_SIGNS = /[水물湯]/u;

/** What holds water to be heated: a pool's, a hot tub's, a tank's or a pond's heater heats their water. */
const WATER_HOLDERS: readonly string[] = ['pool', 'hot_tub', 'aquarium', 'pond'].map(conceptKey);

/**
 * A boiler heats the taps' water and the radiators both (Wiktionary: boiler, Heizkessel, caldera, chaudière,
 * caldaia, kocioł, cv-ketel, 보일러, 壁挂炉): its word may be a water heater's name, so it is no room-heater word here.
 */
const BOILER_WORDS: ReadonlySet<string> = new Set(
  'caldaia chaudière caldera heizkessel kocioł cv ketel 보일러 壁挂炉 boiler'.split(' ').map(normalizeText),
);

/** The phrase's single words and word pairs. */
function phrasesOf(words: readonly string[]): string[] {
  const pairs = words.slice(1).map((word, at) => `${words[at]!} ${word}`);
  return [...words, ...pairs];
}

function saysWater(phrases: readonly string[], text: string): boolean {
  if (WATER_SIGNS.test(text)) return true;
  if (applianceKeys(text.split(' ')).some((key) => WATER_HOLDERS.includes(key))) return true;
  return phrases.some(
    (phrase) => WATER_WORDS.has(phrase) || KIND_WORDS.get(phrase)?.domain === 'water_heater',
  );
}

/** A hot-water tank: the domain, or a thing other than a thermostat whose name holds a water heater's kind word ("Immersion Heater"). */
function heatsWater(entity: IndexedEntity): boolean {
  if (entity.domain === 'water_heater') return true;
  // A thermostat heats a room whatever its name ("Termo NP", a radiator's thermostat, is no Spanish "termo").
  if (entity.domain === 'climate') return false;
  return entity.names.some((name) =>
    phrasesOf(name.split(' ')).some((phrase) => KIND_WORDS.get(phrase)?.domain === 'water_heater'),
  );
}

/** The answer without the water heaters a room-heater word reached, when the request says no water. */
export function heaterNotWater(index: TargetIndex, text: string, resolution: Resolution): Resolution {
  if (resolution.kind !== 'found' && resolution.kind !== 'ambiguous') return resolution;
  const normal = normalizeText(text);
  const phrases = phrasesOf(normal.split(' '));
  const roomHeater = (phrase: string) =>
    KIND_WORDS.get(phrase)?.domain === 'climate' && !BOILER_WORDS.has(phrase);
  if (!phrases.some(roomHeater)) return resolution;
  if (saysWater(phrases, normal)) return resolution;
  // Said of a room only: "o aquecedor" alone in a home whose one heater is the gas water heater is that one.
  const area = index.areas.find((place) => place.names.some((name) => ` ${normal} `.includes(` ${name} `)));
  if (area === undefined) return resolution;
  const ids = answeredIds(resolution);
  const entities = ids.flatMap((id) => index.byId.get(id) ?? []);
  const kept = entities.filter((entity) => !heatsWater(entity));
  if (kept.length === entities.length) return resolution;
  if (kept.length > 0) {
    if (resolution.kind === 'found') return { ...resolution, entityIds: kept.map((entity) => entity.id) };
    const candidates = resolution.candidates.filter((candidate) =>
      kept.some((e) => e.id === candidate.entity_id),
    );
    return candidates.length === 1
      ? { kind: 'found', entityIds: [candidates[0]!.entity_id], group: false, domainNamed: true }
      : { kind: 'ambiguous', candidates };
  }
  // Nothing else answers: the place said holds no heater.
  return { kind: 'empty', place: area.name, domain: 'climate' };
}
