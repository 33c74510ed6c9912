// A device's name said as a span of the phrase: when its words are the device's own (whether they reach past
// it into an area's name is area-prefix.ts's areaPastEnd). parse-target reads it while cutting a phrase into
// places, kinds and names.
import type { TargetIndex } from './target-index.js';

/**
 * "is the front door open" with a device named "Front Door" and two entrances (a foyer, a mudroom): the
 * device's own name, of several words, wins over the room word spelled the same.
 */
export function deviceNamedSo(index: TargetIndex, words: readonly string[]): boolean {
  return words.length > 1 && index.lookup.devices.exact(words.join(' '), words.join('')).length > 0;
}

/**
 * "unlock the front door" with a "Front Door Lock" and a "Front Door Sensor" on the porch and a thermostat in
 * the hallway: a room word of several words that no area of the home is (only a related room, the hallway
 * for an entrance, would be read for it) names the things whose own names hold all its words.
 */
export function thingsNamedNotRoom(
  index: TargetIndex,
  words: readonly string[],
  ownRooms: readonly unknown[],
): boolean {
  if (words.length < 2 || ownRooms.length > 0) return false;
  return index.entities.some((entity) => words.every((word) => entity.nameWords.has(word)));
}
