// "Den Roomba" for a Dreame, "la Roomba" for a Conga, "roomban" for a Roborock: a product so common that
// its name is said for any thing of its kind. In a home where nothing (exposed or not) carries that name,
// the word is the kind; a home whose vacuum is a Roomba keeps it as that name.
import { definiteBases, type Endings } from './forms/word-endings.js';
import { normalizeText } from './normalize-text.js';
import type { TargetIndex } from './target-index.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';

/** Product names said as the word for their kind, and that kind's word. */
const GENERIC: ReadonlyMap<string, string> = new Map(
  ['roomba', 'conga'].map((product) => [normalizeText(product), 'vacuum'] as const),
);

/** The kind a product name said for it names, when no name of the home holds the product's name. */
export function genericKind(index: TargetIndex, word: string, endings: Endings): KindWord | undefined {
  const said = [word, ...(endings === 'definite' ? definiteBases(word) : [])].find((form) =>
    GENERIC.has(form),
  );
  if (said === undefined) return undefined;
  const named = (form: string) =>
    index.words.has(form) || index.hidden.some((entity) => entity.words.has(form));
  if (named(said) || named(word)) return undefined;
  return KIND_WORDS.get(GENERIC.get(said)!);
}
