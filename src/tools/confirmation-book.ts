// Pending actions that need a spoken "yes" in the user's NEXT turn (unlocking, disarming, opening a
// garage door). Keyed by conversation; a turn is told apart from the next by its AbortSignal.
import { isAffirmative } from './is-affirmative.js';

export type ConfirmationOutcome =
  /** A matching pending action exists, asked in an earlier turn, and the user said yes now. */
  | 'confirmed'
  /** The action was asked for in this very turn: the user has not answered yet. */
  | 'same-turn'
  /** The user's reply in this turn is not a yes: the pending action is dropped. */
  | 'not-affirmative'
  /** Nothing pending for this action (never asked, expired, or already used). */
  | 'none';

interface PendingAction {
  key: string;
  description: string;
  turn: AbortSignal;
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

  /** Records that `key` waits for a yes in the conversation's next turn (one pending action each). */
  request(conversationId: string, key: string, description: string, turn: AbortSignal): void {
    this.#prune();
    this.#pending.set(conversationId, { key, description, turn, expiresAt: this.#now() + this.#timeoutMs });
  }

  /** Checks a confirmed call against what is pending; a decided action is removed either way. */
  consume(conversationId: string, key: string, turn: AbortSignal, userText: string): ConfirmationOutcome {
    this.#prune();
    const pending = this.#pending.get(conversationId);
    if (pending === undefined || pending.key !== key) return 'none';
    if (pending.turn === turn) return 'same-turn';
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
