import { describe, expect, it } from 'vitest';
import { parseDuration } from './parse-duration.js';

describe('parseDuration', () => {
  it('reads the ways a model writes a duration, keeping the parts as given', () => {
    expect(parseDuration('5m')).toEqual({ ok: true, parts: { minutes: 5 } });
    expect(parseDuration('1h30m')).toEqual({ ok: true, parts: { hours: 1, minutes: 30 } });
    expect(parseDuration('90 seconds')).toEqual({ ok: true, parts: { seconds: 90 } });
    expect(parseDuration('1 hour and 5 minutes')).toEqual({ ok: true, parts: { hours: 1, minutes: 5 } });
    expect(parseDuration('PT10M')).toEqual({ ok: true, parts: { minutes: 10 } });
    expect(parseDuration('1.5h')).toEqual({ ok: true, parts: { hours: 1, minutes: 30 } });
    expect(parseDuration('2,5 min')).toEqual({ ok: true, parts: { minutes: 2, seconds: 30 } });
  });

  it('refuses a number without a unit or a word it does not know, saying how to write it', () => {
    for (const text of ['5', 'five minutes', '5 fortnights', '', '5m later']) {
      const parsed = parseDuration(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain('"1h30m"');
    }
  });
});
