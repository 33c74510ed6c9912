// "Lock the door", "lås alle døre", "锁门": a locking order or question about the door word alone (no
// place, no name) is about the home's locks, since a door's contact sensor cannot be locked. A place or a
// name said goes the usual way (the door found, then its lock beside it: sibling.ts).
import { hasPlace } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';

/**
 * Chinese and Japanese write one word for a door and a gate (门, 門); Korean names a gate's lock with the
 * gate's word ("대문 도어락").
 */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/** The parse asking for the home's locks instead of its doors, when a locking word was said of the door word. */
export function locksAsked(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const kind = parsed.kind;
  if (parsed.wants !== 'lock' || kind === undefined || parsed.names.length > 0 || hasPlace(parsed))
    return undefined;
  const locks = index.byDomain.get('lock') ?? [];
  if (locks.length === 0) return undefined;
  const door = kind.domain === 'binary_sensor' && kind.classes?.includes('door') === true;
  // "锁门" (门 is also a gate): when the home's locks are named with that word.
  const said = parsed.kindTokens;
  const cjkDoor =
    kind.domain === 'cover' &&
    said.length > 0 &&
    said.every((token) => CJK.test(token)) &&
    locks.some((lock) => said.every((token) => lock.names.some((name) => name.includes(token))));
  if (!door && !cjkDoor) return undefined;
  return { ...parsed, kind: { domain: 'lock', plural: kind.plural }, kindTokens: [], qualifiers: [] };
}
