import { describe, expect, it } from 'vitest';
import { parseWatchCondition } from './watch-condition.js';

describe('parseWatchCondition', () => {
  it('reads a state, a threshold and a hold time from one phrase', () => {
    expect(parseWatchCondition('becomes off')).toEqual({
      ok: true,
      condition: { kind: 'equals', state: 'off' },
      forMs: 0,
    });
    expect(parseWatchCondition('leaves "home" for 5m')).toEqual({
      ok: true,
      condition: { kind: 'leaves', state: 'home' },
      forMs: 300_000,
    });
    expect(parseWatchCondition('above 25.5')).toEqual({
      ok: true,
      condition: { kind: 'above', value: 25.5 },
      forMs: 0,
    });
    expect(parseWatchCondition('stays open for 10 minutes')).toEqual({
      ok: true,
      condition: { kind: 'unchanged', state: 'open' },
      forMs: 600_000,
    });
    expect(parseWatchCondition('Stays for 1h')).toEqual({
      ok: true,
      condition: { kind: 'unchanged' },
      forMs: 3_600_000,
    });
  });

  it('says what is missing', () => {
    expect(parseWatchCondition('is off')).toMatchObject({
      ok: false,
      error: expect.stringContaining('becomes'),
    });
    expect(parseWatchCondition('above warm')).toMatchObject({
      ok: false,
      error: expect.stringContaining('number'),
    });
    expect(parseWatchCondition('stays open')).toMatchObject({
      ok: false,
      error: expect.stringContaining('how long'),
    });
    expect(parseWatchCondition('becomes')).toMatchObject({
      ok: false,
      error: expect.stringContaining('state'),
    });
    expect(parseWatchCondition('stays open for 2d')).toMatchObject({ ok: false });
    expect(parseWatchCondition('stays open for 25h')).toMatchObject({
      ok: false,
      error: expect.stringContaining('24 hours'),
    });
  });
});
