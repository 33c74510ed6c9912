import { describe, expect, it } from 'vitest';
import { SpeechPace } from './speech-pace.js';

describe('SpeechPace', () => {
  const options = { charactersPerSecond: 20, holdMs: 40, marginMs: 1_000 };

  it('asks for every read at once until the satellite speaks', () => {
    let now = 0;
    const pace = new SpeechPace({ ...options, now: () => now });
    pace.add('A chunk that went out before the hand-off is not being spoken.');
    now = 500;
    expect(pace.aheadMs()).toBe(0);
    expect(pace.nextReadDelayMs()).toBe(0);
  });

  it('holds reads while more than the hold and the margin of speech is ahead, then reads at once', () => {
    let now = 1_000;
    const pace = new SpeechPace({ ...options, now: () => now });
    pace.start('x'.repeat(40)); // 2 s of speech at 20 characters a second
    expect(pace.aheadMs()).toBe(2_000);
    expect(pace.nextReadDelayMs()).toBe(40);
    now += 950; // 1,050 ms ahead: still more than 40 + 1,000
    expect(pace.nextReadDelayMs()).toBe(40);
    now += 20; // 1,030 ms ahead
    expect(pace.nextReadDelayMs()).toBe(0);
    pace.add('y'.repeat(20)); // one more second of speech queued behind it
    expect(pace.aheadMs()).toBe(2_030);
    expect(pace.nextReadDelayMs()).toBe(40);
    now += 5_000; // all spoken: nothing ahead
    expect(pace.aheadMs()).toBe(0);
    expect(pace.nextReadDelayMs()).toBe(0);
  });
});
