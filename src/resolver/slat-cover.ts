// "rullegardinet i stuen" where the living room's one cover is a venetian blind ("Persienne stue"), "the
// shutters in the study" beside its blinds: a word of one slatted cover (blind, shade, shutter) said of a
// place that has none of that class but has covers of another of them is said of those, as people call one
// by another's name (cover-classes.ts). Read only when nothing of the class asked is there.
import type { ParsedTarget } from './parse-target.js';

const SLATS: readonly string[] = ['blind', 'shade', 'shutter'];

/** The phrase asking for any slatted cover, when it asked for some of them only; else undefined. */
export function anySlattedCover(parsed: ParsedTarget): ParsedTarget | undefined {
  const kind = parsed.kind;
  const classes = kind?.domain === 'cover' ? kind.classes : undefined;
  if (classes === undefined || !classes.every((name) => SLATS.includes(name))) return undefined;
  if (SLATS.every((name) => classes.includes(name))) return undefined;
  return { ...parsed, kind: { ...kind!, classes: [...SLATS] } };
}
