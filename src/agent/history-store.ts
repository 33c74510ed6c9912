// Conversation history per Assist conversation id: bounded by turns and tokens, forgotten after an idle
// time, persisted one file per conversation with coalesced writes of only the conversations that
// changed (see ConversationFiles): once the conversations have been quiet a moment, not after every
// turn, and everything on close (shutdown). Knows messages, not the model.
import { estimateTokens } from '../tools/index.js';
import type { ChatMessage } from '../llm/index.js';
import { ConversationFiles, type StoredConversation, type StoredTurn } from './conversation-files.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';

export interface HistoryStoreOptions {
  /** Directory of the conversation files; created 0700 when missing. */
  dir: string;
  /** Turns kept per conversation; 0 keeps none. */
  maxTurns: number;
  /** Tokens kept per conversation (estimated, see estimateTokens); the oldest turns go first. */
  maxTokens: number;
  /** A conversation idle longer than this is forgotten; 0 means never. */
  idleMs: number;
  now?: () => number;
  /**
   * Quiet after the last change before the changed conversations are written (ms). Default 2000: the
   * turns of a conversation come seconds apart, and each write costs the thread pool a few trips.
   */
  writeDelayMs?: number;
  /** Longest a change waits to be written while changes keep coming (ms). Default 10000. */
  maxWriteDelayMs?: number;
  /** Conversations kept at most; the least recently used go first. Default 500. */
  maxConversations?: number;
  logger?: Logger;
}

type Turn = StoredTurn;
type Conversation = StoredConversation;

export class HistoryStore {
  readonly #options: Required<Omit<HistoryStoreOptions, 'logger' | 'now'>>;
  readonly #now: () => number;
  readonly #logger: Logger;
  readonly #files: ConversationFiles;
  /** In least-recently-used order: the first key is the next to go past `maxConversations`. */
  readonly #conversations: Map<string, Conversation>;
  /** Conversations changed since the last write: saved, or their file removed when gone. */
  readonly #dirty = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  /** performance.now() of the first change not yet written, and of the last one. */
  #firstChange: number | undefined;
  #lastChange = 0;
  #chain: Promise<void> = Promise.resolve();
  #legacy = false;
  #closed = false;

  private constructor(
    options: HistoryStoreOptions,
    files: ConversationFiles,
    conversations: Map<string, Conversation>,
  ) {
    this.#options = { writeDelayMs: 2_000, maxWriteDelayMs: 10_000, maxConversations: 500, ...options };
    this.#now = options.now ?? Date.now;
    this.#logger = options.logger ?? silentLogger;
    this.#files = files;
    this.#conversations = conversations;
  }

  /** Loads what a previous run saved. A corrupt file is logged, set aside as `.corrupt`, and ignored. */
  static async open(options: HistoryStoreOptions): Promise<HistoryStore> {
    const files = new ConversationFiles(options.dir, options.logger ?? silentLogger);
    const { conversations, legacy } = await files.loadAll();
    const ordered = [...conversations].sort(([, a], [, b]) => a.updatedAt - b.updatedAt);
    const store = new HistoryStore(options, files, new Map(ordered));
    store.#pruneExpired();
    if (legacy) {
      // The single file of an earlier version: every conversation becomes a file of its own.
      store.#legacy = true;
      for (const id of store.#conversations.keys()) store.#dirty.add(id);
      store.#schedule();
    }
    while (store.#conversations.size > store.#options.maxConversations) store.#evictOldest();
    return store;
  }

  /**
   * The kept turns of a conversation, oldest first, as messages to put before the new user message. The
   * messages are the kept ones themselves, frozen, not copies: the same objects every turn let a model
   * adapter encode each once (issue 27).
   */
  messages(conversationId: string): ChatMessage[] {
    const conversation = this.#live(conversationId);
    if (conversation === undefined) return [];
    const messages: ChatMessage[] = [];
    for (const turn of conversation.turns) {
      for (const message of turn.messages)
        messages.push(Object.isFrozen(message) ? message : Object.freeze(message));
    }
    return messages;
  }

  /** Records one turn (its first message the user's). Bounds are applied at once; the write follows soon. */
  append(conversationId: string, messages: readonly ChatMessage[]): void {
    if (this.#options.maxTurns === 0 || messages.length === 0) return;
    const now = this.#now();
    const conversation = this.#live(conversationId) ?? { updatedAt: now, turns: [] };
    const turn: Turn = {
      at: now,
      tokens: countMessages(messages),
      messages: messages.map((m) => frozen({ ...m })),
    };
    conversation.turns.push(turn);
    conversation.updatedAt = now;
    this.#bound(conversation);
    this.#conversations.delete(conversationId);
    if (conversation.turns.length > 0) this.#conversations.set(conversationId, conversation);
    this.#dirty.add(conversationId);
    while (this.#conversations.size > this.#options.maxConversations) this.#evictOldest();
    this.#schedule();
  }

  /** Whether a conversation has a (live) history. */
  has(conversationId: string): boolean {
    return this.#live(conversationId) !== undefined;
  }

  /** The ids of every conversation with a history. */
  conversationIds(): string[] {
    this.#pruneExpired();
    return [...this.#conversations.keys()];
  }

  forget(conversationId: string): void {
    if (!this.#conversations.delete(conversationId)) return;
    this.#dirty.add(conversationId);
    this.#schedule();
  }

  /** Writes pending changes now. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#write();
  }

  /** Flushes, then stops writing: later appends stay in memory only. */
  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
  }

  #live(conversationId: string): Conversation | undefined {
    const conversation = this.#conversations.get(conversationId);
    if (conversation === undefined) return undefined;
    if (this.#expired(conversation)) {
      this.#conversations.delete(conversationId);
      this.#dirty.add(conversationId);
      this.#schedule();
      return undefined;
    }
    return conversation;
  }

  /** Conversations changed since the last write (to save, or whose file to remove). */
  get unsaved(): number {
    return this.#dirty.size;
  }

  /**
   * While the disk refuses writes, the removals of conversations that are gone (evicted, expired) pile up
   * with every new conversation: past twice the kept conversations the oldest are given up. A file left
   * behind is a conversation that loads on the next start and is dropped by its age or the count bound.
   */
  #boundUnsaved(): void {
    const limit = 2 * this.#options.maxConversations;
    for (const id of this.#dirty) {
      if (this.#dirty.size <= limit) return;
      if (!this.#conversations.has(id)) this.#dirty.delete(id);
    }
  }

  #evictOldest(): void {
    const oldest = this.#conversations.keys().next().value;
    if (oldest === undefined) return;
    this.#conversations.delete(oldest);
    this.#dirty.add(oldest);
  }

  #expired(conversation: Conversation): boolean {
    return this.#options.idleMs > 0 && this.#now() - conversation.updatedAt > this.#options.idleMs;
  }

  #pruneExpired(): void {
    for (const [id, conversation] of this.#conversations) {
      if (!this.#expired(conversation)) continue;
      this.#conversations.delete(id);
      this.#dirty.add(id);
    }
  }

  /** Oldest turns go first; a lone turn over the token budget loses its tool messages, then itself. */
  #bound(conversation: Conversation): void {
    const { maxTurns, maxTokens } = this.#options;
    const turns = conversation.turns;
    if (turns.length > maxTurns) turns.splice(0, turns.length - maxTurns);
    let total = turns.reduce((sum, turn) => sum + turn.tokens, 0);
    while (total > maxTokens && turns.length > 1) total -= turns.shift()!.tokens;
    const last = turns[0];
    if (last === undefined || total <= maxTokens) return;
    const spoken = last.messages.filter(
      (m) => m.role === 'user' || (m.role === 'assistant' && m.toolCalls === undefined),
    );
    last.messages = spoken;
    last.tokens = countMessages(spoken);
    if (last.tokens > maxTokens) turns.length = 0;
  }

  /** A change: the write follows once changes stop for `writeDelayMs`, or `maxWriteDelayMs` after the first. */
  #schedule(): void {
    if (this.#closed) return;
    this.#lastChange = performance.now();
    this.#firstChange ??= this.#lastChange;
    // One timer, re-armed when it fires early, not one cleared and set again per turn.
    const { writeDelayMs, maxWriteDelayMs } = this.#options;
    this.#timer ??= setTimeout(this.#due, Math.min(writeDelayMs, maxWriteDelayMs)).unref();
  }

  readonly #due = (): void => {
    this.#timer = undefined;
    const now = performance.now();
    const settled = this.#lastChange + this.#options.writeDelayMs;
    const latest = (this.#firstChange ?? now) + this.#options.maxWriteDelayMs;
    if (now < settled && now < latest) {
      this.#timer = setTimeout(this.#due, Math.min(settled, latest) - now).unref();
      return;
    }
    void this.#write();
  };

  /** Writes are chained, so two never overlap and the last state always lands. */
  #write(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#writeNow());
    return this.#chain;
  }

  /** Saves each changed conversation on its own: no write serializes more than one conversation. */
  async #writeNow(): Promise<void> {
    if (this.#closed) return;
    this.#firstChange = undefined;
    this.#pruneExpired();
    const ids = [...this.#dirty];
    this.#dirty.clear();
    for (const [position, id] of ids.entries()) {
      const conversation = this.#conversations.get(id);
      try {
        if (conversation === undefined) await this.#files.remove(id);
        else await this.#files.write(id, conversation);
      } catch (error) {
        for (const unsaved of ids.slice(position)) this.#dirty.add(unsaved);
        this.#boundUnsaved();
        this.#logger.error(
          {
            err: error,
            dir: this.#options.dir,
            hint: 'check that the data folder is writable and not full; Hearth retries on the next turn',
          },
          'could not save conversation history',
        );
        return;
      }
    }
    if (this.#legacy) {
      this.#legacy = false;
      await this.#files.removeLegacy().catch(() => undefined);
    }
  }
}

/** A kept message, frozen with its tool calls: read by every later turn, written by none. */
function frozen(message: ChatMessage): ChatMessage {
  if (Object.isFrozen(message)) return message;
  if (message.role === 'assistant' && message.toolCalls !== undefined) {
    for (const call of message.toolCalls) Object.freeze(call);
    Object.freeze(message.toolCalls);
  }
  return Object.freeze(message);
}

export function countMessages(messages: readonly ChatMessage[]): number {
  let total = 0;
  for (const message of messages) {
    total += 4 + estimateTokens(message.content);
    if (message.role === 'assistant') {
      for (const call of message.toolCalls ?? [])
        total += 4 + estimateTokens(call.name) + estimateTokens(call.arguments);
    }
  }
  return total;
}
