// Listening again after Hearth's own question, on satellites that can (`assist_satellite.start_conversation`).
// Home Assistant's Wyoming conversation client has no "continue" flag, so Hearth asks the satellite itself:
// start_conversation cancels the pipeline that is waiting for Hearth's answer, speaks the answer as its
// start message (so the question is heard once) and listens without a wake word. The reply then arrives
// in a NEW conversation id (HA opens a new chat session); this file ties it to the question: same
// satellite, within a short window, once; the conversation's history carries over under its first id.
// Knows no Home Assistant: the listener is handed in.
import { runWithDeadline } from '../deadline/run-with-deadline.js';

/** What the conversation layer needs from Home Assistant's side. `satelliteFor` must not throw. */
export interface FollowUpListener {
  /** The satellite's entity when it supports start_conversation (and follow-up is on), else undefined. */
  satelliteFor(turn: { satelliteId: string | undefined; deviceId: string | undefined }): string | undefined;
  /** Speaks `message` on the satellite and makes it listen; resolves once it listens, rejects on failure. */
  startConversation(satelliteId: string, message: string, signal: AbortSignal): Promise<void>;
}

interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** Longest wait for start_conversation: it returns once the question has been played. */
const START_TIMEOUT_MS = 60_000;

interface Pending {
  conversationId: string;
  /** Until when a new conversation from the satellite is the reply (epoch ms); Infinity while speaking. */
  until: number;
}

interface Alias {
  conversationId: string;
  satelliteId: string;
  lastUsed: number;
}

/** How long after the satellite starts listening its reply may arrive (speech, STT, the trip to Hearth). */
export const FOLLOW_UP_WINDOW_MS = 15_000;
/** An alias lives as long as HA keeps a chat session alive without a turn (5 minutes). */
const ALIAS_IDLE_MS = 5 * 60_000;
const MAX_ALIASES = 500;

export type FollowUpClaim =
  /** Nothing to do with a follow-up: the conversation id as sent. */
  | { kind: 'plain' }
  /** The satellite's reply to Hearth's question (or a later turn of it): run under the question's conversation. */
  | { kind: 'reply'; conversationId: string }
  /** Claims a conversation whose question waits for another satellite: runs alone, with no history. */
  | { kind: 'foreign'; conversationId: string };

export class FollowUps {
  readonly #pending = new Map<string, Pending>();
  readonly #aliases = new Map<string, Alias>();
  readonly #now: () => number;
  readonly #windowMs: number;

  constructor(options: { now?: () => number; windowMs?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#windowMs = options.windowMs ?? FOLLOW_UP_WINDOW_MS;
  }

  /**
   * The conversation the agent runs an incoming turn under: the question's for the satellite's reply,
   * none (the turn alone) for a device claiming a conversation whose question waits for another one.
   */
  conversationFor(
    conversationId: string | undefined,
    satelliteId: string | undefined,
    log: { turnId: number; logger?: Logger },
  ): string | undefined {
    const claim = this.claim(conversationId, satelliteId);
    if (claim.kind === 'reply') return claim.conversationId;
    if (claim.kind === 'plain') return conversationId;
    log.logger?.info(
      { turnId: log.turnId, conversationId, satelliteId },
      'a question of this conversation waits for another satellite: this turn runs on its own',
    );
    return undefined;
  }

  /** Which conversation an incoming turn belongs to. `satelliteId` is the resolved satellite entity, if any. */
  claim(conversationId: string | undefined, satelliteId: string | undefined): FollowUpClaim {
    const now = this.#now();
    this.#prune(now);
    if (conversationId === undefined) return { kind: 'plain' };
    const alias = this.#aliases.get(conversationId);
    if (alias !== undefined && alias.satelliteId === satelliteId) {
      alias.lastUsed = now;
      return { kind: 'reply', conversationId: alias.conversationId };
    }
    const pending = satelliteId === undefined ? undefined : this.#pending.get(satelliteId);
    if (satelliteId !== undefined && pending !== undefined && now <= pending.until) {
      this.#pending.delete(satelliteId);
      if (conversationId !== pending.conversationId) {
        this.#aliases.delete(conversationId);
        this.#aliases.set(conversationId, {
          conversationId: pending.conversationId,
          satelliteId,
          lastUsed: now,
        });
        while (this.#aliases.size > MAX_ALIASES) this.#aliases.delete(this.#aliases.keys().next().value!);
      }
      return { kind: 'reply', conversationId: pending.conversationId };
    }
    for (const [waiting, each] of this.#pending) {
      if (each.conversationId === conversationId && waiting !== satelliteId)
        return { kind: 'foreign', conversationId };
    }
    return { kind: 'plain' };
  }

  /**
   * Asks `question` on the satellite and awaits its reply for `conversationId`: the reply is expected from
   * the call on, and the window runs from when the satellite listens. False when it could not listen.
   */
  async ask(
    listener: FollowUpListener,
    satelliteId: string,
    conversationId: string,
    question: string,
    log: { turnId: number; logger?: Logger },
  ): Promise<boolean> {
    const pending: Pending = { conversationId, until: Number.POSITIVE_INFINITY };
    this.#pending.set(satelliteId, pending);
    try {
      await runWithDeadline(START_TIMEOUT_MS, (signal) =>
        listener.startConversation(satelliteId, question, signal),
      );
      pending.until = this.#now() + this.#windowMs;
      log.logger?.info(
        { turnId: log.turnId, satelliteId, conversationId },
        'asked on the satellite; it listens for the reply',
      );
      return true;
    } catch (error) {
      if (this.#pending.get(satelliteId) === pending) this.#pending.delete(satelliteId);
      log.logger?.warn(
        {
          turnId: log.turnId,
          satelliteId,
          err: error,
          hint: 'the user can still answer after the wake word; turn follow_up off if this satellite cannot listen on request',
        },
        'could not make the satellite listen for the reply',
      );
      return false;
    }
  }

  #prune(now: number): void {
    for (const [satelliteId, pending] of this.#pending) {
      if (now > pending.until) this.#pending.delete(satelliteId);
    }
    for (const [id, alias] of this.#aliases) {
      if (now - alias.lastUsed > ALIAS_IDLE_MS) this.#aliases.delete(id);
    }
  }
}

/** Whether a spoken answer ends with a question (any script's question mark, closing quotes aside). */
export function endsWithQuestion(text: string): boolean {
  return /[?？؟⸮][\s"'»”’)\]]*$/u.test(text.trimEnd());
}
