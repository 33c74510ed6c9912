// "de AH lijst" for a list named "Albert Heijn", "la lista del ECI" for "El Corte Inglés": a shop's
// common abbreviation is the first letters of its name's words. Only for to-do lists and only when a
// list word was said, since initials of other names ("TV", "AC") are words of their own.
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

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
