// What the guard needs to judge a request: the live home, the exposed index, the user's allowlists, the
// pending confirmations. The tools' own deps extend this, so the guard never imports the tools.
import type { HomeAssistantClient, HomeModel } from '../ha/types.js';
import type { TargetIndex } from '../resolver/index.js';
import type { ConfirmationBook } from './confirmation-book.js';

export interface GuardDeps {
  client: HomeAssistantClient;
  home: HomeModel;
  /** The exposed, allowlisted home as a matching index, rebuilt when the registries change. */
  targets: () => TargetIndex;
  domainAllowlist: readonly string[] | undefined;
  serviceAllowlist: readonly string[] | undefined;
  confirmations: ConfirmationBook;
  logger: { info(object: object, message?: string): void } | undefined;
}

/** What the user said in the turn a request belongs to: enough to tell a yes to Hearth's own question. */
export interface TurnFacts {
  /** BCP-47 base language of the turn. */
  language: string;
  conversationId: string;
  /** 1-based ordinal of the user turn; absent: 1, so nothing can be confirmed. */
  turn?: number;
  userText: string;
}

/** A request the guard will not let through, as a value the model reads (a tool result's shape). */
export type Refusal = { ok: false; error: string } & Record<string, unknown>;
