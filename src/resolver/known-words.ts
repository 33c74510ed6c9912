// "sube el volumen del Nest Audio", "Echo Dotの音量を下げて": an activity word ("volumen", "音量") says the
// kind, and the words beside it that no name of the home holds are the order's verbs ("sube", "下げて")
// the tables lack. The words the home does know still say which thing: they stay.
import type { ParsedTarget } from './parse-target.js';
import { readingHolders } from './reading-holders.js';
import type { TargetIndex } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';

/** The name words some name of the home holds; none when all or none are. */
export function knownNames(index: TargetIndex, names: readonly string[]): string[] {
  const known = names.filter((word) => index.words.loose(word).size > 0);
  return known.length < names.length ? known : [];
}

/**
 * A word no name, area or device of the home holds, before an article and the kind word ("pasar la
 * aspiradora"): a verb the tables lack.
 */
export function verbBefore(index: TargetIndex, word: string, parsed: ParsedTarget): boolean {
  const { tokens, kindTokens } = parsed;
  const kindAt = tokens.findIndex((token) => kindTokens.includes(token));
  const at = tokens.indexOf(word);
  if (at < 0 || kindAt < 0 || at >= kindAt - 1) return false;
  if (!tokens.slice(at + 1, kindAt).some((token) => STOP_WORDS.has(token))) return false;
  const words = index.words;
  return (
    words.loose(word).size === 0 &&
    words.stemmed(word).length === 0 &&
    words.tail(word).length === 0 &&
    readingHolders(index, word).size === 0
  );
}

/**
 * "lo scaldamotore della macchina", "motorvarmeren til bilen": a thing's own name word said with what it
 * serves, a word no name, area or device of the home holds (the car). The words the home knows name the
 * thing; those it does not are left out. Not when only a kind word is left ("the pool heater" with no
 * pool stays not found): a name word, or a device named whole, must remain.
 */
export function servedLeftOut(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const unknown = parsed.names.filter((word) => unknownWord(index, word));
  const names = parsed.names.filter((word) => !unknown.includes(word));
  // What is left is a word of a thing's own name, not of its room ("pasillo" is no thing's name).
  const named = (word: string) => [...index.words.loose(word)].some((thing) => thing.nameWords.has(word));
  // Or the thing was named as a device ("the block heater for the truck": "Block Heater").
  const left = names.length > 0 ? names.every(named) : parsed.devices !== undefined;
  return unknown.length > 0 && left ? { ...parsed, names } : undefined;
}

function unknownWord(index: TargetIndex, word: string): boolean {
  const words = index.words;
  return (
    words.loose(word).size === 0 &&
    words.stemmed(word).length === 0 &&
    words.tail(word).length === 0 &&
    words.compoundEnd(word).length === 0 &&
    readingHolders(index, word).size === 0
  );
}
