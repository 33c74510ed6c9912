// "het zonnescherm" in a Dutch home whose outdoor sun screens are covers named "Screen links", "Screen
// rechts": Dutch calls an outdoor roller screen a "screen" (Van Dale: a cloth sun shade outside a window), the
// sun shade a "zonnescherm" names after the awning. Asked for an awning where none is, the covers named a
// screen are what was meant; with two, the resolver asks. Never a door: door-no-covering.ts ran first.
import type { KindWord } from './words/kind-words.js';
import type { IndexedEntity } from './target-index.js';

/** A name word that is a screen, or a compound ending in one ("buitenscreen", "zipscreen"). */
function screenWord(word: string): boolean {
  return /^[a-z]*screens?$/.test(word);
}

/**
 * The covers of `entities` named a screen, when an awning was asked for and nothing of that kind is there
 * (`fitting` is empty); otherwise `fitting`.
 */
export function screensForAwning(
  fitting: IndexedEntity[],
  entities: readonly IndexedEntity[],
  kind: KindWord | undefined,
): IndexedEntity[] {
  if (fitting.length > 0 || kind?.domain !== 'cover' || kind.classes?.join() !== 'awning') return fitting;
  return entities.filter(
    (entity) =>
      entity.domain === 'cover' &&
      (entity.deviceClass === null || entity.deviceClass === 'shade' || entity.deviceClass === 'awning') &&
      [...entity.nameWords].some(screenWord),
  );
}
