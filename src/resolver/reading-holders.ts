// The sensors that give a reading named by a word ("energy", "Luftfeuchtigkeit", "温度"): a word of no
// name of the home still finds them by their device class. Reads the target index only.
import { READING_CLASS_WORDS } from './words/device-words.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/** Readings of what a device uses: asked for one, the other answers when the device has only it. */
const USE_CLASSES = ['power', 'energy'];

export function readingHolders(index: TargetIndex, word: string): Set<IndexedEntity> {
  const classes = READING_CLASS_WORDS.get(word);
  if (classes === undefined) return new Set();
  const sensors = [...(index.byDomain.get('sensor') ?? []), ...(index.byDomain.get('binary_sensor') ?? [])];
  const giving = (wanted: readonly string[]) =>
    sensors.filter((entity) => entity.deviceClass !== null && wanted.includes(entity.deviceClass));
  const found = giving(classes);
  // "Cuánta energía consume la lavadora" with only a power sensor: what it uses, either way.
  if (found.length === 0 && classes.some((name) => USE_CLASSES.includes(name)))
    return new Set(giving(USE_CLASSES));
  return new Set(found);
}
