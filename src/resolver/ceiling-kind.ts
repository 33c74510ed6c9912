// "客厅的吸顶灯": 吸顶灯 (a ceiling light) is one of the words Home Assistant's Chinese sentences read as "a
// light", so a room and it found every light there, the strip with the main light (a wrong action). Said of
// one light, the ceiling word asks for the room's ceiling or main light, as "the ceiling light" does.
import { mainOf } from './main-light.js';
import type { ParsedTarget } from './parse-target.js';
import { isPlural } from './plural-said.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { APPLIANCE_WORDS, conceptKey } from './words/device-words.js';

const CEILING_KEY = conceptKey('ceiling');

/** The room's one ceiling or main light, where a ceiling word said as the kind found several lights. */
export function ceilingKind(
  index: TargetIndex,
  parsed: ParsedTarget,
  answer: Resolution,
): Resolution | undefined {
  if (answer.kind !== 'found' || answer.entityIds.length < 2 || isPlural(parsed) || parsed.all)
    return undefined;
  if (!parsed.kindTokens.some((token) => APPLIANCE_WORDS.get(token) === CEILING_KEY)) return undefined;
  return mainOf(index, answer, true);
}
