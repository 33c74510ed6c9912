// "le radiateur de la salle de bain", "the radiator in the en-suite": in a place whose one radiator is a
// towel rail (a switch "Sèche-serviettes", "Towel Rail"), the radiator asked for is that rail. Only with a
// place said, and only when nothing of the radiator's kind is there: "the radiator" of a home, or of a
// room with a radiator of its own, is never a towel rail. Builds the parse to try; never resolves.
import { hasPlace } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import { conceptKey } from './words/device-words.js';
import { RADIATOR_WORDS } from './words/heat-room-concepts.js';

/** The parse asking for the place's towel rail, when a radiator word was the kind said there. */
export function towelRailAsRadiator(parsed: ParsedTarget): ParsedTarget | undefined {
  const kind = parsed.kind;
  if (kind?.domain !== 'climate' || kind.mass === true || !hasPlace(parsed) || parsed.names.length > 0)
    return undefined;
  if (!parsed.kindTokens.some((token) => RADIATOR_WORDS.has(token))) return undefined;
  return { ...parsed, kind: undefined, kindTokens: [], names: [conceptKey('towel_warmer')] };
}
