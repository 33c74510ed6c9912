// Bounds on what names the model may hand the matching code: a name, place, query or pattern is a few
// words, so a 10,000-character "name" (which costs seconds of fuzzy matching) is refused up front.
import type { Refusal } from './guard-deps.js';

/** Longest name, place, query, id or pattern a tool matches against the home. */
export const MAX_NAME_CHARS = 300;
/** Most targets or ids in one call. */
export const MAX_NAMES = 64;

const NAME_KEYS = new Set([
  'targets',
  'entity_ids',
  'query',
  'area',
  'floor',
  'domain',
  'device_class',
  'pattern',
  'service',
  'list',
  'item',
  'name',
  'attributes',
]);

/** A failure value when a name-like argument is too long or too many, else undefined. */
export function checkArgumentSizes(args: unknown): Refusal | undefined {
  if (typeof args !== 'object' || args === null) return undefined;
  for (const [key, value] of Object.entries(args)) {
    if (!NAME_KEYS.has(key)) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.length > MAX_NAMES) {
      return { ok: false, error: `Too many ${key}: at most ${MAX_NAMES} in one call.` };
    }
    if (items.some((item) => typeof item === 'string' && item.length > MAX_NAME_CHARS)) {
      return {
        ok: false,
        error: `The ${key} is too long: names and queries have at most ${MAX_NAME_CHARS} characters.`,
      };
    }
  }
  return undefined;
}
