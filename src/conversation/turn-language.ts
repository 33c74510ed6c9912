// The language of a turn, from the transcript's `language`: a client's value, so read as a language
// tag (`en`, `de-CH`, `zh-Hant`, `pt_BR`) of bounded length. Anything else (a line break that would
// write its own prompt line, a megabyte, a name such as "constructor") is the configured language.

/** A primary language subtag of 2–3 letters, then up to four subtags (script, region, variant). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;
/** BCP 47 advises room for 35 characters; anything longer is not a tag a client means. */
const MAX_TAG_CHARS = 35;

export function turnLanguage(given: unknown, configured: string): string {
  if (typeof given !== 'string') return configured;
  const tag = given.trim();
  return tag.length <= MAX_TAG_CHARS && LANGUAGE_TAG.test(tag) ? tag : configured;
}
