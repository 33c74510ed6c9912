// Spoken confirmations: next-turn yes, same-turn refusal, other replies, conversations and expiry.
import { describe, expect, it } from 'vitest';
import { ConfirmationBook } from './confirmation-book.js';

function book() {
  let now = 0;
  const confirmations = new ConfirmationBook({ timeoutMs: 1000, now: () => now });
  return { confirmations, advance: (ms: number) => (now += ms) };
}

describe('ConfirmationBook', () => {
  it('confirms a pending action with a yes in a later turn, once', () => {
    const { confirmations } = book();
    const asked = new AbortController().signal;
    const next = new AbortController().signal;
    confirmations.request('c', 'unlock:lock.front_door', 'unlock Front Door', asked);
    expect(confirmations.consume('c', 'unlock:lock.front_door', asked, 'yes')).toBe('same-turn');
    expect(confirmations.consume('c', 'unlock:lock.front_door', next, 'yes')).toBe('confirmed');
    expect(confirmations.consume('c', 'unlock:lock.front_door', next, 'yes')).toBe('none');
  });

  it('drops the action when the reply is not a yes', () => {
    const { confirmations } = book();
    confirmations.request('c', 'k', 'open Garage Door', new AbortController().signal);
    expect(confirmations.consume('c', 'k', new AbortController().signal, 'what?')).toBe('not-affirmative');
    expect(confirmations.pending('c')).toBeUndefined();
  });

  it('keeps conversations and actions apart and forgets after the timeout', () => {
    const { confirmations, advance } = book();
    const turn = new AbortController().signal;
    confirmations.request('c', 'k', 'disarm Home Alarm', turn);
    expect(confirmations.consume('other', 'k', new AbortController().signal, 'yes')).toBe('none');
    expect(confirmations.consume('c', 'different', new AbortController().signal, 'yes')).toBe('none');
    advance(1001);
    expect(confirmations.consume('c', 'k', new AbortController().signal, 'yes')).toBe('none');
  });
});
