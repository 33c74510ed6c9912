import { describe, expect, it } from 'vitest';
import { findHandoffKey, markText, newHandoffKey, stripMarks } from './handoff-mark.js';

describe('hand-off marks', () => {
  it('hides a key that can be found again and is invisible once stripped', () => {
    const key = newHandoffKey();
    const text = markText('Sure, here is the plan.', key);
    expect(text).not.toBe('Sure, here is the plan.');
    expect(findHandoffKey(text)).toBe(key);
    expect(stripMarks(text)).toBe('Sure, here is the plan.');
    expect(findHandoffKey('Sure, here is the plan.')).toBeUndefined();
  });

  it('survives the strip() Home Assistant applies (the marks are not whitespace)', () => {
    const text = markText('Okay.', newHandoffKey());
    expect(text.trim()).toBe(text);
    expect(/\s$/u.test(text)).toBe(false);
  });

  it('makes every hand-off of the same first chunk different', () => {
    const texts = new Set(Array.from({ length: 200 }, () => markText('Okay.', newHandoffKey())));
    expect(texts.size).toBe(200);
  });
});
