// "la luz de encima del fregadero" for a "Luz sobre el fregadero", "het nachtlampje bij Sem" for a
// "Nachtlampje Sem", "de lamp bij de oprit" for the "Oprit lamp": a word that says where a thing stands
// relative to another is how people place it, not a word its name must hold (a name may say it with
// another word, or not at all).
import { POSITION_WORDS } from './words/position-words.js';
import type { ParsedTarget } from './parse-target.js';

/** The phrase without its position words among the name words, when it has any; else undefined. */
export function withoutPosition(parsed: ParsedTarget): ParsedTarget | undefined {
  const names = parsed.names.filter((word) => !POSITION_WORDS.has(word));
  return names.length === parsed.names.length ? undefined : { ...parsed, names };
}

/**
 * "de verlichting boven het aanrecht", "das Licht über dem Esstisch": the name words before the kind
 * word, written as one compound the way Dutch, German and the Scandinavian languages name a thing
 * ("Aanrechtverlichting", "Esstischlicht"); undefined without both.
 */
export function compoundSaid(parsed: ParsedTarget): string | undefined {
  if (parsed.names.length === 0 || parsed.kindTokens.length !== 1) return undefined;
  if (!parsed.names.every((word) => /^\p{Script=Latin}+$/u.test(word))) return undefined;
  return [...parsed.names, ...parsed.kindTokens].join('');
}
