// A spoken-style duration as one string ("5m", "1h30m", "90 seconds", "PT10M") into the hours, minutes
// and seconds Home Assistant's timer intents take. One string field costs the model a fraction of six
// number fields in the schema it reads on every request, and a model writes "1h30m" as readily.

export interface DurationParts {
  hours?: number;
  minutes?: number;
  seconds?: number;
}

export type ParsedDuration = { ok: true; parts: DurationParts } | { ok: false; error: string };

const UNITS: Record<string, keyof DurationParts> = {
  h: 'hours',
  hr: 'hours',
  hrs: 'hours',
  hour: 'hours',
  hours: 'hours',
  m: 'minutes',
  min: 'minutes',
  mins: 'minutes',
  minute: 'minutes',
  minutes: 'minutes',
  s: 'seconds',
  sec: 'seconds',
  secs: 'seconds',
  second: 'seconds',
  seconds: 'seconds',
};
const SECONDS: Record<keyof DurationParts, number> = { hours: 3600, minutes: 60, seconds: 1 };
const PART = /(\d+(?:[.,]\d+)?)\s*([a-z]+)/gy;
/** Separators a model may put between the parts: spaces, commas, "and". */
const BETWEEN = /(?:\s|,|\band\b)*/y;

/**
 * The parts as given ("90 seconds" stays 90 seconds: Home Assistant matches a timer by the parts it was
 * started with); a fraction ("1.5h") is spread over the smaller units. A bare number has no unit and is
 * refused rather than guessed.
 */
export function parseDuration(text: string): ParsedDuration {
  const source = text
    .trim()
    .toLowerCase()
    .replace(/^p(?:t)?(?=\d)/, '');
  const parts: DurationParts = {};
  let fraction = 0;
  let at = 0;
  let matched = false;
  while (at < source.length) {
    BETWEEN.lastIndex = at;
    BETWEEN.exec(source);
    at = BETWEEN.lastIndex;
    if (at >= source.length) break;
    PART.lastIndex = at;
    const match = PART.exec(source);
    const unit = match === null ? undefined : UNITS[match[2]!];
    if (match === null || unit === undefined) return refused(text);
    const amount = Number(match[1]!.replace(',', '.'));
    const whole = Math.floor(amount);
    if (whole > 0) parts[unit] = (parts[unit] ?? 0) + whole;
    fraction += (amount - whole) * SECONDS[unit];
    at = PART.lastIndex;
    matched = true;
  }
  if (!matched) return refused(text);
  spread(parts, Math.round(fraction));
  return { ok: true, parts };
}

/** Seconds left over from fractions, added as minutes and seconds. */
function spread(parts: DurationParts, seconds: number): void {
  const minutes = Math.floor(seconds / 60);
  if (minutes > 0) parts.minutes = (parts.minutes ?? 0) + minutes;
  if (seconds % 60 > 0) parts.seconds = (parts.seconds ?? 0) + (seconds % 60);
}

function refused(text: string): ParsedDuration {
  return {
    ok: false,
    error: `Cannot read the duration "${text.slice(0, 40)}": give a number with a unit each, e.g. "5m", "1h30m" or "90s".`,
  };
}

export function durationSeconds(parts: DurationParts): number {
  return (parts.hours ?? 0) * 3600 + (parts.minutes ?? 0) * 60 + (parts.seconds ?? 0);
}
