// What the trace page may show of tool arguments and results: no secrets, bounded size.
import { describe, expect, it } from 'vitest';
import { redactForTrace, redactText } from './redact-for-trace.js';

describe('redactForTrace', () => {
  it('redacts secret-named keys and known secret values at any depth', () => {
    const text = redactForTrace(
      {
        ok: true,
        config: { access_token: 'abc', nested: [{ password: 'p' }] },
        note: 'key sk-live-0123456789abcdef',
      },
      ['sk-live-0123456789abcdef'],
    );
    expect(text).not.toContain('abc');
    expect(text).not.toContain('"p"');
    expect(text).not.toContain('sk-live');
    expect(JSON.parse(text)).toMatchObject({ config: { access_token: '[redacted]' } });
  });

  it('cuts bearer tokens and JWTs out of free text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl';
    const text = redactText(`Authorization: Bearer abc.def-123 and ${jwt}`, []);
    expect(text).toBe('Authorization: [redacted] and [redacted]');
  });

  it('caps strings, arrays and the whole text, and shows bytes as a count', () => {
    const text = redactForTrace(
      {
        image: new Uint8Array(50_000),
        items: Array.from({ length: 500 }, (_, index) => index),
        long: 'y'.repeat(10_000),
      },
      [],
      2_000,
    );
    expect(text.length).toBeLessThan(2_100);
    expect(text).toContain('[50000 bytes]');
  });
});
