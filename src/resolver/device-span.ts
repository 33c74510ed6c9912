// A device's name said as a span of the phrase: when its words are the device's and when they reach past
// it into an area's name. parse-target reads it while cutting a phrase into places, kinds and names.
import { withoutStopWords, type TargetIndex } from './target-index.js';

/**
 * "is the front door open" with a device named "Front Door" and two entrances (a foyer, a mudroom): the
 * device's own name, of several words, wins over the room word spelled the same.
 */
export function deviceNamedSo(index: TargetIndex, words: readonly string[]): boolean {
  return words.length > 1 && index.lookup.devices.exact(words.join(' '), words.join('')).length > 0;
}

/**
 * "a luz do quarto da Ana" with a light "Luz do quarto" and an area "Quarto da Ana": the device's name
 * ends where an area's name begins and goes further, so the words are a kind and that area.
 */
export function areaPastEnd(
  index: TargetIndex,
  tokens: string[],
  start: number,
  end: number,
  longest: number,
): boolean {
  for (let from = start + 1; from < end; from += 1) {
    for (let to = Math.min(tokens.length, from + longest); to > end; to -= 1) {
      const norm = tokens.slice(from, to).join(' ');
      const bare = withoutStopWords(norm);
      if (index.lookup.areas.exact(norm, norm.replace(/ /g, '')).length > 0) return true;
      if (index.lookup.areas.exact(bare, bare.replace(/ /g, '')).length > 0) return true;
    }
  }
  return false;
}
