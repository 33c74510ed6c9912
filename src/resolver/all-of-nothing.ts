// "All" with nothing left to say what of: a request whose words were all dropped ("밥 다 됐어": the lone
// "밥" taken for an ending, "다" for "all") must never become the whole home. Pure; reads the parse only.
import { hasPlace } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';

/**
 * True when the parse says "all" and nothing else (no kind, no name, no place, not "here"): the whole
 * home, which only an "all" said on its own may ask for ("alles aus", "다 꺼줘"), never one left so by a
 * reading that dropped the words it was said of.
 */
export function allOfNothing(parsed: ParsedTarget): boolean {
  return (
    parsed.all && parsed.kind === undefined && parsed.names.length === 0 && !parsed.here && !hasPlace(parsed)
  );
}
