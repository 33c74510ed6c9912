// A product's short model name and its line said in full are one name.
import { describe, expect, it } from 'vitest';
import { modelNames } from './model-names.js';

describe('model names', () => {
  it('gives a line written in capitalised parts and its number the short name', () => {
    expect(modelNames('PlayStation 5')).toEqual(['ps5']);
    expect(modelNames('Living Room PlayStation 4 Pro')).toEqual(['Living Room ps4 Pro']);
  });

  it("gives a short name the maker's line it is sold as, said in full", () => {
    expect(modelNames('PS5')).toEqual(['playstation 5']);
    expect(modelNames('Den PS4')).toEqual(['Den playstation 4']);
  });

  it('leaves other names alone', () => {
    expect(modelNames('Living Room TV')).toEqual([]);
    expect(modelNames('HomePod')).toEqual([]);
    // Capitals and a number that no known line's name runs through.
    expect(modelNames('QX5')).toEqual([]);
  });
});
