// What the resolver says when the thing asked for is hidden from Hearth or unknown: names of exposed
// entities that look like it, best first. Pure functions over the index.
import { definiteBases, type Endings } from './forms/word-endings.js';
import { compactText, similarity } from './normalize-text.js';
import type { Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

export function notExposed(index: TargetIndex, hidden: IndexedEntity): Resolution {
  const suggestions = similarNames(index.entities, hidden.compacts[0] ?? compactText(hidden.name));
  return { kind: 'not-exposed', name: hidden.name, suggestions };
}

/** Up to three exposed names that look like `compact`, best first. */
export function similarNames(
  items: readonly { name: string; compacts: readonly string[] }[],
  compact: string,
): string[] {
  // Similarity 0.5 needs lengths within a factor of two: skip the rest before measuring.
  const near = (candidate: string) =>
    Math.abs(candidate.length - compact.length) <= Math.max(candidate.length, compact.length) / 2;
  return items
    .map((item) => ({
      name: item.name,
      score: Math.max(0, ...item.compacts.filter(near).map((c) => similarity(c, compact))),
    }))
    .filter((item) => item.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((item) => item.name);
}

/** A model's mark after a product's name ("Pro", "Mini", "Max", "2", "3rd gen"). */
const MODEL = /^(?:pro|mini|max|plus|lite|ultra|se|air|\d+(?:st|nd|rd|th)?(?: gen)?)$/u;

/**
 * The phrase is the name, also written as one word ("elbilladeren" for "Elbil lader", as compounds are said
 * where names keep the words apart, with or without a joining "s"), its end after a brand ("nest hub" of "Google Nest Hub"), or it before a
 * model's mark.
 */
function namesIt(name: string, form: string): boolean {
  // Also with the joining "s" of a compound ("elbilsladdaren" for "Elbil laddare").
  if (
    !form.includes(' ') &&
    name.includes(' ') &&
    [name.replace(/ /g, ''), name.replace(/ /g, 's')].includes(form)
  )
    return true;
  if (!name.includes(form)) return false;
  if (name === form || (form.includes(' ') && name.endsWith(` ${form}`))) return true;
  return name.startsWith(`${form} `) && MODEL.test(name.slice(form.length + 1));
}

/** "nest hubben" → "nest hub": the last word without a definite ending (a doubled consonant undone). */
function withoutDefinite(form: string): string[] {
  const words = form.split(' ');
  return definiteBases(words.at(-1)!)
    .flatMap((base) => (/([b-df-hj-np-tv-z])\1$/u.test(base) ? [base, base.slice(0, -1)] : [base]))
    .map((base) => [...words.slice(0, -1), base].join(' '));
}

/**
 * A hidden thing the phrase names another way: without the model mark its name ends in ("小爱音箱" for
 * "小爱音箱 Pro"), without the brand it starts with, or, in a Danish, Norwegian or Swedish home, with a
 * definite ending on its last word ("nest hubben" for "Google Nest Hub"). Asked only when nothing
 * visible answered.
 */
export function hiddenSaidOtherwise(
  index: TargetIndex,
  forms: readonly string[],
  endings: Endings,
  domain: string | undefined,
): IndexedEntity | undefined {
  const said = endings === 'definite' ? [...forms, ...forms.flatMap(withoutDefinite)] : forms;
  return index.hidden.find(
    (entity) =>
      (domain === undefined || entity.domain === domain) &&
      entity.names.some((name) => said.some((form) => namesIt(name, form))),
  );
}
