// "Hoveddør", "Haustür", "Ytterdörr": a name that is one of the device concepts (the front door, found
// across languages) and whose concept is a thing of the binary sensor kind asked for: the front door is a
// door, so "sind alle Türen zu" or "er døren åben" reaches it, not only the doors whose names say the word.
import { isConceptKey } from './words/device-words.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

/** True when the concept key's head word ("~front_door" → door) names the asked opening kind exactly. */
export function conceptOfKind(key: string, kind: KindWord): boolean {
  if (kind.domain !== 'binary_sensor' || kind.classes === undefined || !isConceptKey(key)) return false;
  const head = KIND_WORDS.get(key.slice(1).split('_').at(-1) ?? '');
  return head?.domain === kind.domain && head.classes?.join() === kind.classes.join();
}
