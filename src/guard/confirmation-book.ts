// Pending actions that need a spoken "yes" in the user's NEXT turn (unlocking, disarming, opening a
// garage door). Keyed by conversation; turns are told apart by their ordinal in the conversation, so a
// turn in which the model called no tool still counts as the user's reply.
import { isAffirmative } from './is-affirmative.js';

export type ConfirmationOutcome =
  /** A matching pending action was asked in the turn just before, and the user said yes now. */
  | 'confirmed'
  /** The action was asked for in this very turn: the user has not answered yet. */
  | 'same-turn'
  /** The user's reply in the next turn is not a yes: the pending action is dropped. */
  | 'not-affirmative'
  /** Nothing pending for this action (never asked, expired, already used, or asked before the last turn). */
  | 'none';

interface PendingAction {
  key: string;
  description: string;
  /** Ordinal of the user turn in which the confirmation was asked. */
  turn: number;
  expiresAt: number;
}

export class ConfirmationBook {
  readonly #pending = new Map<string, PendingAction>();
  readonly #timeoutMs: number;
  readonly #now: () => number;

  constructor(options: { timeoutMs: number; now: () => number }) {
    this.#timeoutMs = options.timeoutMs;
    this.#now = options.now;
  }

  /** Records that `key` waits for a yes in turn `turn + 1` of the conversation (one pending action each). */
  request(conversationId: string, key: string, description: string, turn: number): void {
    this.#prune();
    this.#pending.set(conversationId, { key, description, turn, expiresAt: this.#now() + this.#timeoutMs });
  }

  /**
   * Checks a confirmed call made in turn `turn` against what is pending. Only the turn right after the
   * question can confirm; in any later turn the pending action is dropped, whatever the user said.
   */
  consume(conversationId: string, key: string, turn: number, userText: string): ConfirmationOutcome {
    this.#prune();
    const pending = this.#pending.get(conversationId);
    if (pending === undefined) return 'none';
    if (turn === pending.turn) return pending.key === key ? 'same-turn' : 'none';
    if (turn !== pending.turn + 1) {
      this.#pending.delete(conversationId);
      return 'none';
    }
    if (pending.key !== key) return 'none';
    this.#pending.delete(conversationId);
    return isAffirmative(userText) ? 'confirmed' : 'not-affirmative';
  }

  /** What waits in a conversation, for the agent's prompt or logs. */
  pending(conversationId: string): string | undefined {
    this.#prune();
    return this.#pending.get(conversationId)?.description;
  }

  #prune(): void {
    const now = this.#now();
    for (const [conversationId, pending] of this.#pending) {
      if (pending.expiresAt <= now) this.#pending.delete(conversationId);
    }
  }
}
