import { describe, expect, it } from 'vitest';
import { imperatives, shortImperatives } from './imperative.js';

describe('imperatives', () => {
  it('gives the regular order of an infinitive', () => {
    expect(imperatives('fregar')).toEqual(['frega', 'friega']);
    expect(imperatives('dammsuga')).toEqual(['dammsug']);
    expect(imperatives('saugen')).toEqual(['saug']);
    expect(imperatives('aspirare')).toEqual(['aspira']);
    expect(imperatives('aspirer')).toEqual(['aspire']);
  });

  it('gives no form that is a short noun or a -eln/-ern stem', () => {
    expect(imperatives('aguar')).not.toContain('agua');
    expect(imperatives('wassern')).toEqual([]);
    expect(imperatives('vande')).toEqual([]);
    expect(imperatives('mop')).toEqual([]);
  });

  it('gives the short orders apart, which are often nouns too', () => {
    expect(shortImperatives('vande')).toEqual(['vand']);
    expect(shortImperatives('feje')).toEqual(['fej']);
    expect(shortImperatives('fegen')).toEqual(['feg']);
    expect(shortImperatives('aguar')).toContain('agua');
    expect(shortImperatives('dammsuga')).toEqual([]);
    expect(shortImperatives('wassern')).toEqual([]);
  });
});
