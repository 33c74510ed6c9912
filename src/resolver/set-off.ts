// "øh, fjernsynet i stuen", "yyy, telewizor w salonie", "alltså, markisen", "il lampadario, per cortesia":
// a hesitation or a polite tail set off by a comma at either end of a request is no part of the thing, when
// none of its words names anything in the home or in the resolver's words. How older people and children
// speak to a speaker, and how speech-to-text writes the pause after "um". A comma between two things that
// each name something stays a list (resolve-target.ts). No Home Assistant: the caller says what is silent.

/** Commas as speech-to-text writes them in Latin, CJK and Arabic-script text. */
const COMMA = /[,，、،]/u;

/** More words than a hesitation or a polite tail ("si tu veux bien", "if you don't mind"): a part of its own. */
const MOST_WORDS = 4;

/**
 * The request without the words set off by a comma at its start or end, when `silent` says those words name
 * nothing (one edge at a time: the caller reads the rest again); undefined when there is none.
 */
export function withoutSetOff(text: string, silent: (part: string) => boolean): string | undefined {
  const parts = text.split(COMMA).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part === '')) return undefined;
  const short = (part: string) => part.split(/\s+/).length <= MOST_WORDS;
  const first = parts[0]!;
  if (short(first) && silent(first)) return parts.slice(1).join(', ');
  const last = parts.at(-1)!;
  if (short(last) && silent(last)) return parts.slice(0, -1).join(', ');
  return undefined;
}
