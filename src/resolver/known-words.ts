// "sube el volumen del Nest Audio", "Echo Dotの音量を下げて": an activity word ("volumen", "音量") says the
// kind, and the words beside it that no name of the home holds are the order's verbs ("sube", "下げて")
// the tables lack. The words the home does know still say which thing: they stay.
import type { TargetIndex } from './target-index.js';

/** The name words some name of the home holds; none when all or none are. */
export function knownNames(index: TargetIndex, names: readonly string[]): string[] {
  const known = names.filter((word) => index.words.loose(word).size > 0);
  return known.length < names.length ? known : [];
}
