// "doe de leeslamp weer aan", "zet de markies weer omhoog", "turn the lounge lamp back on", "włącz znowu
// lampkę": the order said again. "Again" is no part of the thing, and Dutch "weer" (also the weather) or
// English "back" (also "back door") is "again" only said before the order's particle. When the whole phrase
// finds nothing, the phrase without it is the thing meant.

/** Words that only ever say "again", in the languages with spaces. */
const AGAIN =
  'again once\\s+more wieder nochmal nochmals erneut znowu znów ponownie jeszcze\\s+raz opnieuw nog\\s+een\\s+keer igen atter';
/** "weer", "back": "again" only before the particle that says on, off, up or down. */
const BEFORE_PARTICLE = 'weer|back';
const PARTICLE = 'aan|uit|omhoog|omlaag|op|neer|open|dicht|af|in|on|off|up|down|out';

const AGAIN_WORD = new RegExp(
  `(^|\\s)(?:(?:${AGAIN.split(' ').join('|')})|(?:${BEFORE_PARTICLE})(?=\\s+(?:${PARTICLE})(?:\\s|$|[?!.,])))(?=\\s|$|[?!.,])`,
  'iu',
);

/** The text without its word for "again", or undefined when it says none. */
export function withoutAgain(text: string): string | undefined {
  const again = AGAIN_WORD.exec(text);
  if (again === null) return undefined;
  const rest = `${text.slice(0, again.index)} ${text.slice(again.index + again[0].length)}`;
  const trimmed = rest.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed;
}
