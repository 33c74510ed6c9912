// An appliance said by its phrase of several words ("the coffee machine", "the coffee maker"): a name
// holding only one word of that phrase and saying another thing ("Coffee table lamp", a lamp) is not it. A
// name with the appliance's concept, or only the word for what it makes ("Coffee" on a plug), still is.
// Pure function over indexed entities and the word tables.
import type { IndexedEntity } from './target-index.js';
import { APPLIANCE_WORDS, LONGEST_APPLIANCE, MACHINES } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';

/**
 * The machines' phrases of two words or more among the spoken words, with their concept keys. A light's
 * concept ("the christmas tree") is often named with a lamp's words ("Christmas lights"): not those.
 */
function phrasesSaid(tokens: readonly string[]): { words: readonly string[]; key: string }[] {
  const found: { words: readonly string[]; key: string }[] = [];
  for (let start = 0; start < tokens.length; start += 1)
    for (let end = start + 2; end <= Math.min(tokens.length, start + LONGEST_APPLIANCE); end += 1) {
      const words = tokens.slice(start, end);
      const key = APPLIANCE_WORDS.get(words.join(' '));
      if (key !== undefined && MACHINES.has(key)) found.push({ words, key });
    }
  return found;
}

/** The entities of a partial match that may be the appliance the spoken words spell by a phrase. */
export function notOtherThing(pool: IndexedEntity[], tokens: readonly string[]): IndexedEntity[] {
  const phrases = phrasesSaid(tokens);
  if (phrases.length === 0) return pool;
  return pool.filter((entity) => {
    const words = [...entity.nameWords];
    if (phrases.some(({ key }) => entity.nameWords.has(key))) return true;
    const partly = phrases.some(
      (phrase) =>
        phrase.words.some((word) => entity.nameWords.has(word)) &&
        !phrase.words.every((word) => entity.nameWords.has(word)),
    );
    // What else the name says, beyond the spoken words: the kind of device it is ("lamp" of a light). A plug
    // or switch runs an appliance ("Coffee plug"), and a name of what the thing serves ("Napowietrzacz
    // oczko" for "oczko wodne") or whose head is said ("Catena Natale") says no other kind: they stay.
    const says = (word: string) => !tokens.includes(word) && KIND_WORDS.get(word)?.domain === entity.domain;
    // A binary sensor's name says what it watches ("Fuga Lava-loiça", the leak under the sink): holding one
    // word of a machine's phrase ("a máquina da loiça"), it is still no machine.
    if (partly && entity.domain === 'binary_sensor') return false;
    return !partly || entity.domain === 'switch' || !words.some(says);
  });
}
