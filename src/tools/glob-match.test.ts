// Globs as the query tool reads them, including patterns that make a regular expression backtrack.
import { describe, expect, it } from 'vitest';
import { globMatch } from './glob-match.js';

describe('globMatch', () => {
  it.each([
    ['sensor.*_temperature', 'sensor.bedroom_temperature', true],
    ['SENSOR.*', 'sensor.x', true],
    ['light.?itchen', 'light.kitchen', true],
    ['light.*', 'switch.kitchen', false],
    ['*', '', true],
    ['a*b*c', 'abxd', false],
    ['a*b*c', 'axbyc', true],
  ])('matches %s against %s: %s', (pattern, text, expected) =>
    expect(globMatch(pattern, text)).toBe(expected),
  );

  it('answers a pattern of fifty stars against a long non-matching id', () => {
    const pattern = `${'*a'.repeat(50)}*b`;
    expect(globMatch(pattern, 'a'.repeat(255))).toBe(false);
  });
});
