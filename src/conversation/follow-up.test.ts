import { describe, expect, it } from 'vitest';
import { timersLeftBy } from '../../test/support/pending-timers.js';
import { endsWithQuestion, FollowUps, type FollowUpListener } from './follow-up.js';

const KITCHEN = 'assist_satellite.kitchen';
const listening: FollowUpListener = {
  satelliteFor: () => KITCHEN,
  startConversation: () => Promise.resolve(),
};
const log = { turnId: 1 };

function clocked(): { followUps: FollowUps; advance: (ms: number) => void } {
  let now = 1_000;
  return {
    followUps: new FollowUps({ now: () => now, windowMs: 10_000 }),
    advance: (ms) => void (now += ms),
  };
}

describe('tying a reply to the question', () => {
  it("takes the satellite's next new conversation as the reply, once, and keeps the tie for later turns", async () => {
    const { followUps } = clocked();
    expect(await followUps.ask(listening, KITCHEN, 'first', 'Which lamp?', log)).toBe(true);
    expect(followUps.conversationFor('second', KITCHEN, log)).toBe('first');
    expect(followUps.conversationFor('second', KITCHEN, log)).toBe('first');
    expect(followUps.conversationFor('third', KITCHEN, log)).toBe('third');
  });

  it('ignores other satellites, and runs a claim of the waiting conversation from elsewhere alone', async () => {
    const { followUps } = clocked();
    await followUps.ask(listening, KITCHEN, 'first', 'Unlock it?', log);
    expect(followUps.conversationFor('other', 'assist_satellite.office', log)).toBe('other');
    expect(followUps.conversationFor('first', 'assist_satellite.office', log)).toBeUndefined();
    expect(followUps.conversationFor('first', undefined, log)).toBeUndefined();
    expect(followUps.conversationFor('second', KITCHEN, log)).toBe('first');
  });

  it('lets the window close, and awaits nothing when the satellite could not listen', async () => {
    const { followUps, advance } = clocked();
    await followUps.ask(listening, KITCHEN, 'first', 'Which lamp?', log);
    advance(10_001);
    expect(followUps.conversationFor('second', KITCHEN, log)).toBe('second');
    const failing: FollowUpListener = {
      ...listening,
      startConversation: () => Promise.reject(new Error('busy')),
    };
    expect(await followUps.ask(failing, KITCHEN, 'third', 'Which lamp?', log)).toBe(false);
    expect(followUps.conversationFor('fourth', KITCHEN, log)).toBe('fourth');
  });

  it('leaves no timer pending once the satellite has started listening (or refused)', async () => {
    const { followUps } = clocked();
    const failing: FollowUpListener = {
      ...listening,
      startConversation: () => Promise.reject(new Error('busy')),
    };
    // START_TIMEOUT_MS's minute would otherwise wake the process long after every follow-up question.
    expect(await timersLeftBy(() => followUps.ask(listening, KITCHEN, 'first', 'Which lamp?', log))).toEqual(
      [],
    );
    expect(await timersLeftBy(() => followUps.ask(failing, KITCHEN, 'second', 'Which lamp?', log))).toEqual(
      [],
    );
  });

  it('knows a question in any script', () => {
    for (const text of [
      'Which lamp?',
      '¿Cuál?',
      'どれですか？',
      'أي مصباح؟',
      'Say "which one?"  ',
      'Which one?)',
    ])
      expect(endsWithQuestion(text)).toBe(true);
    for (const text of ['Done.', 'Is it? No.', '']) expect(endsWithQuestion(text)).toBe(false);
  });
});
