// Home Assistant's time spellings: ISO-8601 UTC with microseconds and `+00:00`, and epoch seconds.
// Pure formatting; no knowledge of states or sockets.

/** `2026-08-01T10:00:00.123456+00:00` for a time in (possibly fractional) epoch milliseconds. */
let lastTime = Number.NaN;
let lastText = '';

export function isoTime(epochMs: number): string {
  // Many states share their load time; remembering the last answer makes a 10,000-state dump cheap.
  if (epochMs === lastTime) return lastText;
  lastTime = epochMs;
  lastText = format(epochMs);
  return lastText;
}

function format(epochMs: number): string {
  const whole = Math.floor(epochMs);
  const micros = Math.min(999, Math.round((epochMs - whole) * 1000));
  return `${new Date(whole).toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}+00:00`;
}

/** Epoch seconds as a float, as `subscribe_entities` and history rows spell times. */
export function epochSeconds(epochMs: number): number {
  return Math.round(epochMs * 1000) / 1_000_000;
}

/** Parses an ISO time (any offset); undefined when it is not one. */
export function parseTime(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const value = Date.parse(text);
  return Number.isNaN(value) ? undefined : value;
}

/** A clock that never returns the same instant twice, so every write has its own timestamp. */
export function monotonicClock(now: () => number = Date.now): () => number {
  let last = 0;
  return () => {
    const current = now();
    last = current > last ? current : last + 0.001;
    return last;
  };
}
