// "vattna" (water) where the home has no valve but a switch "Bevattning blomlådor": an activity whose word
// names no thing there is the thing its concept names, before any name that only sounds like the word (a
// "Tvätt timer"). Read by the phrase resolver when nothing of the activity's kind is there.
import type { ParsedTarget } from './parse-target.js';
import { conceptKey } from './words/device-words.js';

/** The phrase read as its activity's concept, kind left out; undefined for no activity with a concept. */
export function activityConceptNamed(parsed: ParsedTarget): ParsedTarget | undefined {
  const concept = parsed.kind?.activity === true ? parsed.kind.concept : undefined;
  return concept === undefined ? undefined : { ...parsed, kind: undefined, names: [conceptKey(concept)] };
}
