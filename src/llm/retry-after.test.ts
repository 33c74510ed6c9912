import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('reads seconds, an HTTP date, and retry-after-ms', () => {
    expect(retryAfterMs({ 'retry-after': '2' }, undefined, now)).toBe(2000);
    expect(retryAfterMs({ 'retry-after': 'Thu, 26 Nov 2026 10:00:30 GMT' }, undefined, now)).toBe(30_000);
    expect(retryAfterMs({ 'retry-after-ms': '750', 'retry-after': '1' }, undefined, now)).toBe(750);
  });

  it("reads Google's RetryInfo from the body when no header says", () => {
    const body = {
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '13s' }],
      },
    };
    expect(retryAfterMs({}, body, now)).toBe(13_000);
  });

  it('says nothing for a missing or nonsensical value', () => {
    expect(retryAfterMs({}, undefined, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, { error: 'x' }, now)).toBeUndefined();
  });
});
