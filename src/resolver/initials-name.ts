// "de AH lijst" for a list named "Albert Heijn", "la lista del ECI" for "El Corte Inglés": a shop's
// common abbreviation is the first letters of its name's words. Only for to-do lists and only when a
// list word was said, since initials of other names ("TV", "AC") are words of their own. And the other
// way round: the words of a device's abbreviated name ("PAC") said in full.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';

/** The first letters of a name of two to five Latin words ("albert heijn" → "ah"). */
function initials(name: string): string | undefined {
  const words = name.split(' ');
  if (words.length < 2 || words.length > 5 || words.some((word) => !/^[a-z]/.test(word))) return undefined;
  return words.map((word) => word[0]).join('');
}

/** The one to-do list whose name's initials are a word said, when the request named a list. */
export function listByInitials(
  index: TargetIndex,
  norm: string,
  parsed: ParsedTarget,
): IndexedEntity[] | undefined {
  if (parsed.kind?.domain !== 'todo') return undefined;
  const said = new Set(norm.split(' ').filter((word) => /^[a-z]{2,5}$/.test(word)));
  if (said.size === 0) return undefined;
  const lists = (index.byDomain.get('todo') ?? []).filter((list) =>
    list.names.some((name) => {
      const short = initials(name);
      return short !== undefined && said.has(short);
    }),
  );
  return lists.length === 1 ? lists : undefined;
}

/**
 * "la pompe à chaleur" for a "PAC", "the heat recovery ventilator" for an "HRV", "el agua caliente
 * sanitaria" for a "Termo ACS": the words a name's abbreviation stands for, when nothing else was
 * found. The abbreviation is a word of two to five capitals in the name as the home writes it; the
 * words said are read with their small words ("pompe à chaleur") and without them ("pompa calore").
 * Only one entity may fit.
 */
export function namedByInitials(
  index: TargetIndex,
  norm: string,
  domain: string | undefined,
): IndexedEntity | undefined {
  const words = norm.split(' ');
  while (words.length > 0 && STOP_WORDS.has(words[0]!)) words.shift();
  if (words.length < 2 || words.length > 5 || words.some((word) => !/^[a-z]+$/.test(word))) return undefined;
  const content = words.filter((word) => !STOP_WORDS.has(word));
  const byAbbreviation = abbreviationsOf(index);
  if (byAbbreviation.size === 0) return undefined;
  const fits = new Set<IndexedEntity>();
  for (const short of new Set([words, content].filter((each) => each.length >= 2).map(firstLetters))) {
    for (const entity of byAbbreviation.get(short) ?? []) {
      if (domain === undefined || entity.domain === domain) fits.add(entity);
    }
  }
  return fits.size === 1 ? [...fits][0] : undefined;
}

/** Each index's abbreviated names, read once: a request that names nothing would scan every entity. */
const ABBREVIATIONS = new WeakMap<TargetIndex, Map<string, IndexedEntity[]>>();

function abbreviationsOf(index: TargetIndex): Map<string, IndexedEntity[]> {
  let byAbbreviation = ABBREVIATIONS.get(index);
  if (byAbbreviation !== undefined) return byAbbreviation;
  byAbbreviation = new Map();
  for (const entity of index.entities) {
    for (const word of new Set(entity.name.split(/\s+/))) {
      if (!/^[A-Z]{2,5}$/.test(word)) continue;
      const short = word.toLowerCase();
      byAbbreviation.set(short, [...(byAbbreviation.get(short) ?? []), entity]);
    }
  }
  ABBREVIATIONS.set(index, byAbbreviation);
  return byAbbreviation;
}

function firstLetters(words: readonly string[]): string {
  return words.map((word) => word[0]).join('');
}
