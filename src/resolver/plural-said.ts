// Whether a phrase asks for more than one thing: a plural or "all" said, or a name word with a plural
// ending the home's names lack ("nightstands", "loftlamperne").
import { definitePluralBases, type Endings } from './forms/word-endings.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/** What a parsed phrase says of its count (a `ParsedTarget` is one; not imported, which would close a circle). */
interface SaidCount {
  all: boolean;
  plural: boolean;
  kind?: { plural: boolean } | undefined;
}

export function isPlural(parsed: SaidCount): boolean {
  return parsed.all || parsed.plural || parsed.kind?.plural === true;
}

/** Plural endings of en, de, es, fr, it, nl, pt and sv, longest first. */
const PLURAL_ENDINGS = ['es', 'en', 'er', 's', 'n', 'e', 'i', 'a', 'y', 'ar', 'or'];

/** "nightstands", "screens", "mesas": a name's word with a plural ending the home lacks. */
export function saidInPlural(index: TargetIndex, word: string, endings?: Endings): boolean {
  if (word.length < 4 || index.words.has(word)) return false;
  return pluralOfHomeWord(index, word, endings);
}

/**
 * "i faretti della taverna" for "Faretto 1" … "Faretto 5" there, though a "Faretti cucina" elsewhere holds
 * the plural as written: a word with a plural ending whose singular is a word of the home too, whether or
 * not some name holds the plural itself. The caller weighs it where the things found hold only the singular.
 */
export function pluralOfHomeWord(index: TargetIndex, word: string, endings?: Endings): boolean {
  if (word.length < 4) return false;
  // "loftlamperne", "utelamporna": in a Scandinavian home, a name word with a plural definite ending.
  const definite = endings === 'definite' ? definitePluralBases(word) : [];
  // "i rilevatori" for "Rilevatore fumo …", "i citofoni" for "Citofono …": Italian swaps the last vowel.
  const swapped = endings === 'definite' ? [] : VOWEL_PLURALS;
  return (
    definite.some((base) => index.words.has(base)) ||
    PLURAL_ENDINGS.some(
      (ending) => word.endsWith(ending) && index.words.has(word.slice(0, -ending.length)),
    ) ||
    swapped.some(
      ([plural, singular]) =>
        word.length >= 6 && word.endsWith(plural) && index.words.has(word.slice(0, -1) + singular),
    )
  );
}

/**
 * True when a name word said is the plural of another word of the home and none of the things found holds
 * it as written, only its singular: "i faretti della taverna" are every "Faretto" there, though a "Faretti
 * cucina" in the kitchen holds "faretti" (said alone, "i faretti" is still that group, by its own word).
 */
export function pluralOfFound(
  index: TargetIndex,
  names: readonly string[],
  found: readonly IndexedEntity[],
  endings?: Endings,
): boolean {
  return names.some(
    (word) =>
      index.words.has(word) &&
      found.every((entity) => !entity.nameWords.has(word)) &&
      pluralOfHomeWord(index, word, endings),
  );
}

/**
 * Italian plurals by their last vowel: -e and -o make -i (rilevatore/rilevatori). Not -a/-e: folded, a
 * Polish accusative ("klimatyzację", "głowicę") ends so too, and asks for one.
 */
const VOWEL_PLURALS: readonly (readonly [plural: string, singular: string])[] = [
  ['i', 'e'],
  ['i', 'o'],
];
