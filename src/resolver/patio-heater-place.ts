// "il riscaldatore del terrazzo", "ogrzewacz na tarasie", "the heater on the patio": in a place whose one
// heater is a patio heater (a switch "Fungo riscaldante", "Promiennik podczerwieni"), the heater asked for is
// that patio heater. Only with a place said and a heater word of the tables, and only when the heater itself
// found nothing there (the caller tries it second): a room's own heater stays the answer. Builds the parse to
// try; never resolves.
import { hasPlace } from './candidates.js';
import type { ParsedTarget } from './parse-target.js';
import { conceptKey } from './words/device-words.js';

const HEATER = conceptKey('heater');

/** The parse asking for the place's patio heater, when a heater was what was asked for there. */
export function patioHeaterAsHeater(parsed: ParsedTarget): ParsedTarget | undefined {
  if (!hasPlace(parsed)) return undefined;
  const byConcept = parsed.names.length === 1 && parsed.names[0] === HEATER;
  const byKind = parsed.names.length === 0 && parsed.kind?.concept === 'heater';
  if (!byConcept && !byKind) return undefined;
  return { ...parsed, kind: undefined, kindTokens: [], names: [conceptKey('patio_heater')] };
}
