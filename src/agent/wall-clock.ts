// The home's wall-clock time (for the prompt and the log), without Intl where it can: building the first
// Intl.DateTimeFormat maps about 8 MB of ICU data into the process for good, while Date's local fields in
// the process's own time zone cost about 1 MB. In the add-on the process's zone is the home's (the
// Supervisor sets TZ); another zone (a test, a caller that names one) still goes through Intl.

export interface WallTime {
  weekday: string;
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The process's IANA time zone when TZ names one ("Europe/Berlin", "UTC"), else undefined. */
export function processTimeZone(): string | undefined {
  const zone = process.env.TZ?.trim();
  // ":Europe/Berlin" and "/usr/share/zoneinfo/…" are file forms; "CET-1CEST" is POSIX: no IANA name.
  return zone !== undefined && /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)
    ? zone
    : undefined;
}

/** How a zone is named in text: its IANA name, or the process's offset from UTC ("UTC+01:00"). */
export function zoneLabel(timeZone: string | undefined, now: Date): string {
  if (timeZone !== undefined) return timeZone;
  const offset = -now.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `UTC${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The date and time at `now` in `timeZone` (undefined: the process's own zone), 24-hour, zero-padded. */
export function wallTime(now: Date, timeZone: string | undefined): WallTime {
  if (timeZone === undefined || timeZone === processTimeZone()) {
    return {
      weekday: WEEKDAYS[now.getDay()]!,
      year: String(now.getFullYear()),
      month: two(now.getMonth() + 1),
      day: two(now.getDate()),
      hour: two(now.getHours()),
      minute: two(now.getMinutes()),
      second: two(now.getSeconds()),
    };
  }
  const parts = formatter(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '00';
  return {
    weekday: get('weekday'),
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/** Building an Intl formatter costs about a millisecond: one per time zone, not one per call. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}
