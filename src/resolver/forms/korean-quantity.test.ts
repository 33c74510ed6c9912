import { describe, expect, it } from 'vitest';
import { quantityApart } from './korean-quantity.js';

describe('quantityApart', () => {
  it('reads words of how many typed together, with or without the order after them', () => {
    expect(quantityApart('둘다')).toEqual(['둘', '다']);
    expect(quantityApart('둘다꺼줘')).toEqual(['둘', '다', '꺼줘']);
    expect(quantityApart('전부켜줘')).toEqual(['전부', '켜줘']);
    expect(quantityApart('다꺼')).toEqual(['다', '꺼']);
  });

  it('leaves a name run into its order alone, though it begins as "all" does', () => {
    expect(quantityApart('다이슨켜줘')).toBeUndefined();
    expect(quantityApart('다락방')).toBeUndefined();
  });
});
