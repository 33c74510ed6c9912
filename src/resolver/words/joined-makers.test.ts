import { describe, expect, it } from 'vitest';
import { withJoinedMakers } from './joined-makers.js';

describe('makers whose name joins two names', () => {
  it('reads the whole name with any language’s "and", or none, as one word', () => {
    expect(withJoinedMakers('bang og olufsen i stuen')).toBe('bangolufsen i stuen');
    expect(withJoinedMakers('Bowers und Wilkins')).toBe('bowerswilkins');
    expect(withJoinedMakers('the Bang & Olufsen speaker')).toBe('the bangolufsen speaker');
    expect(withJoinedMakers('Fisher Paykel')).toBe('fisherpaykel');
  });

  it('reads initials only with their "&", "+" or a spoken "and"', () => {
    expect(withJoinedMakers('B&O i køkkenet')).toBe('bangolufsen i køkkenet');
    expect(withJoinedMakers('den B + W')).toBe('den bowerswilkins');
    expect(withJoinedMakers('b og o højttaleren')).toBe('bangolufsen højttaleren');
    expect(withJoinedMakers('den B und W')).toBe('den bowerswilkins');
    expect(withJoinedMakers('b o')).toBe('b o');
    expect(withJoinedMakers('b og a')).toBe('b og a');
    expect(withJoinedMakers('bo og olivia')).toBe('bo og olivia');
  });
});
