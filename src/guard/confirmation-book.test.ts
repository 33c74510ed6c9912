// Spoken confirmations: next-turn yes, same-turn refusal, later turns, other replies, conversations and expiry.
import { describe, expect, it } from 'vitest';
import { ConfirmationBook } from './confirmation-book.js';

function book() {
  let now = 0;
  const confirmations = new ConfirmationBook({ timeoutMs: 1000, now: () => now });
  return { confirmations, advance: (ms: number) => (now += ms) };
}

describe('ConfirmationBook', () => {
  it('confirms a pending action with a yes in the next turn, once', () => {
    const { confirmations } = book();
    confirmations.request('c', 'unlock:lock.front_door', 'unlock Front Door', 1);
    expect(confirmations.consume('c', 'unlock:lock.front_door', 1, 'yes')).toBe('same-turn');
    expect(confirmations.consume('c', 'unlock:lock.front_door', 2, 'yes')).toBe('confirmed');
    expect(confirmations.consume('c', 'unlock:lock.front_door', 2, 'yes')).toBe('none');
  });

  it('drops the action when a turn passed in between, even one without any tool call', () => {
    const { confirmations } = book();
    confirmations.request('c', 'unlock:lock.front_door', 'unlock Front Door', 4);
    expect(confirmations.consume('c', 'unlock:lock.front_door', 6, 'yes please')).toBe('none');
    expect(confirmations.pending('c')).toBeUndefined();
    expect(confirmations.consume('c', 'unlock:lock.front_door', 5, 'yes')).toBe('none');
  });

  it('drops the action when the reply is not a yes', () => {
    const { confirmations } = book();
    confirmations.request('c', 'k', 'open Garage Door', 1);
    expect(confirmations.consume('c', 'k', 2, 'what?')).toBe('not-affirmative');
    expect(confirmations.pending('c')).toBeUndefined();
  });

  it('keeps conversations and actions apart and forgets after the timeout', () => {
    const { confirmations, advance } = book();
    confirmations.request('c', 'k', 'disarm Home Alarm', 1);
    expect(confirmations.consume('other', 'k', 2, 'yes')).toBe('none');
    expect(confirmations.consume('c', 'different', 2, 'yes')).toBe('none');
    advance(1001);
    expect(confirmations.consume('c', 'k', 2, 'yes')).toBe('none');
  });
});
