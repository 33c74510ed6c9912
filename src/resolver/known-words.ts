// "sube el volumen del Nest Audio", "Echo Dotの音量を下げて": an activity word ("volumen", "音量") says the
// kind, and the words beside it that no name of the home holds are the order's verbs ("sube", "下げて")
// the tables lack. The words the home does know still say which thing: they stay.
import { ownerWord } from './owner-word.js';
import type { ParsedTarget } from './parse-target.js';
import { readingHolders } from './reading-holders.js';
import type { TargetIndex } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';
import { GENERIC_HEADS } from './words/generic-heads.js';
import { PET_WORDS } from './words/pet-words.js';
import { pluralOfName } from './forms/name-plural.js';
import type { Endings } from './forms/word-endings.js';

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
  // What is left is a word of a thing's own name, as written ("pasillo", a room's, is no thing's name),
  // or the thing was named as a device ("the block heater for the truck": "Block Heater"). Checked first:
  // it is cheap, and most phrases that found nothing have no such word (the look-ups below are not).
  const named = (word: string) => index.words.exact(word).some((thing) => thing.nameWords.has(word));
  const names = parsed.names.filter(named);
  if (names.length === 0 && parsed.devices === undefined) return undefined;
  const others = parsed.names.filter((word) => !names.includes(word));
  if (others.length === 0 || !others.every((word) => unknownWord(index, word))) return undefined;
  // "a guitarra da Bia": what is left says only whose it is (owner-word.ts).
  if (names.length > 0 && names.every((word) => ownerWord(index, word))) return undefined;
  // An animal the thing is for is weighed by for-whom.ts: "the rabbit's feeder" is not the cat's.
  if (others.some((word) => PET_WORDS.has(word))) return undefined;
  // "ice maker", "macchina del ghiaccio", "製氷機" beside a coffee maker: what is left says only "a machine",
  // so the word left out was the one that tells the machine apart. Nothing is called that.
  const kept = parsed.tokens.filter((token) => !others.includes(token) && !STOP_WORDS.has(token));
  if (kept.length > 0 && kept.every((token) => GENERIC_HEADS.has(token))) return undefined;
  return { ...parsed, names };
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

/**
 * Every name word is said as some name of the home writes it ("köksö" of "Köksö Lampa 1"), and no other word
 * said is a name's (the kind's aside): the phrase names those things by their words, and is no misspelling
 * of another whole name ("Kökslampa"). Not when a word was read as another ("ljusslingan" as "strip") or
 * dropped though a name holds it ("Mia's nightlight", "mia" being Italian "my").
 */
export function saidAsWritten(index: TargetIndex, parsed: ParsedTarget, norm: string): boolean {
  const said = norm.split(' ');
  const held = (word: string) => index.words.exact(word).some((thing) => thing.nameWords.has(word));
  const { names, kindTokens } = parsed;
  if (names.length === 0 || !names.every((word) => said.includes(word) && held(word))) return false;
  return said.every((word) => names.includes(word) || kindTokens.includes(word) || !held(word));
}

/**
 * "alle Bürolampen" beside "Bürolampe" and "Bürolampe Max": a name word said in the plural of a word the
 * home's names hold (forms/name-plural.ts), the others as written. The phrase names every holder; it is no
 * misspelling of the one whole name "Bürolampe", one letter away.
 */
export function saidInPluralOfName(index: TargetIndex, parsed: ParsedTarget, endings: Endings): boolean {
  const held = (word: string) => index.words.exact(word).length > 0;
  const singular = (word: string) =>
    pluralOfName(word, held, endings, (base) => index.words.loose(base).size);
  const plurals = parsed.names.filter((word) => !held(word) && singular(word) !== undefined);
  return plurals.length > 0 && parsed.names.every((word) => held(word) || plurals.includes(word));
}
