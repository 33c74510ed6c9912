// The home's wall-clock time from Date's local fields (no Intl) in the process's own zone, checked
// against Intl at every half hour across both daylight-saving changes of a year.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processTimeZone, wallTime, zoneLabel } from './wall-clock.js';

let savedZone: string | undefined;

beforeEach(() => {
  savedZone = process.env.TZ;
});

afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

/** The reference, from Intl by another road: Swedish writes a date and time as "2026-03-29 02:30:17". */
function intlTime(now: Date, timeZone: string): string {
  const weekday = now.toLocaleString('en-US', { timeZone, weekday: 'long' });
  return `${weekday} ${now.toLocaleString('sv-SE', { timeZone })}`;
}

function text(time: ReturnType<typeof wallTime>): string {
  return `${time.weekday} ${time.year}-${time.month}-${time.day} ${time.hour}:${time.minute}:${time.second}`;
}

describe('wallTime', () => {
  it("reads the process's own zone from Date's fields, as Intl does, across both DST changes", () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney']) {
      process.env.TZ = zone;
      expect(processTimeZone()).toBe(zone);
      for (const start of [
        '2026-03-07T00:00:00Z',
        '2026-03-28T00:00:00Z',
        '2026-10-03T00:00:00Z',
        '2026-10-24T00:00:00Z',
        '2026-11-01T00:00:00Z',
      ]) {
        for (let step = 0; step < 96; step += 1) {
          const now = new Date(Date.parse(start) + step * 30 * 60_000 + 17_000);
          expect(text(wallTime(now, undefined))).toBe(intlTime(now, zone));
          expect(text(wallTime(now, zone))).toBe(intlTime(now, zone));
        }
      }
    }
  });

  it("uses Intl for a zone other than the process's own", () => {
    process.env.TZ = 'Europe/Berlin';
    const now = new Date('2026-01-01T00:05:09Z');
    expect(text(wallTime(now, 'Asia/Seoul'))).toBe('Thursday 2026-01-01 09:05:09');
  });
});

describe('processTimeZone and zoneLabel', () => {
  it('takes an IANA name from TZ and nothing else', () => {
    const forms: [string, string | undefined][] = [
      ['UTC', 'UTC'],
      ['Europe/Berlin', 'Europe/Berlin'],
      ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
      ['Etc/GMT+5', 'Etc/GMT+5'],
      ['', undefined],
      [':Europe/Berlin', undefined],
      ['/usr/share/zoneinfo/Europe/Berlin', undefined],
      ['CET-1CEST,M3.5.0,M10.5.0/3', undefined],
    ];
    for (const [zone, name] of forms) {
      process.env.TZ = zone;
      expect(processTimeZone()).toBe(name);
    }
    delete process.env.TZ;
    expect(processTimeZone()).toBeUndefined();
  });

  it('names an unnamed zone by its offset from UTC at that moment', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(zoneLabel(undefined, new Date('2026-06-01T12:00:00Z'))).toBe('UTC+05:30');
    process.env.TZ = 'America/St_Johns';
    expect(zoneLabel(undefined, new Date('2026-01-15T12:00:00Z'))).toBe('UTC-03:30');
    expect(zoneLabel('Europe/Berlin', new Date())).toBe('Europe/Berlin');
  });
});
