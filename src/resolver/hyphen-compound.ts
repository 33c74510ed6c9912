// "LED-listen i sovrummet", "die WLAN-Steckdose im Flur": a compound written with a hyphen after an
// abbreviation or a name, as Swedish, Danish, Norwegian, German and Dutch write them, is one word to the
// tables and the home ("ledlist", a "Steckdose" at a compound's end). Text only; the caller tries it when
// the words apart found nothing.

/** A hyphen between two letters. */
const HYPHEN = /(?<=\p{L})-(?=\p{L})/gu;

/** The text with its hyphenated compounds written as one word; undefined when it has none. */
export function joinedAtHyphen(text: string): string | undefined {
  const joined = text.replace(HYPHEN, '');
  return joined === text ? undefined : joined;
}
