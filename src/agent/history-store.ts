// Conversation history per Assist conversation id: bounded by turns and tokens, forgotten after an idle
// time, persisted atomically (temp file + rename) with coalesced writes. Knows messages, not the model.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer';
import { z } from 'zod';
import type { ChatMessage } from '../llm/index.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';

export interface HistoryStoreOptions {
  /** Directory of `history.json`; created when missing. */
  dir: string;
  /** Turns kept per conversation; 0 keeps none. */
  maxTurns: number;
  /** Tokens kept per conversation (gpt-tokenizer's o200k count); the oldest turns go first. */
  maxTokens: number;
  /** A conversation idle longer than this is forgotten; 0 means never. */
  idleMs: number;
  now?: () => number;
  /** Coalescing window for writes (ms). Default 200. */
  writeDelayMs?: number;
  /** Conversations kept at most; the least recently used go first. Default 500. */
  maxConversations?: number;
  logger?: Logger;
}

const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.string() });
const messageSchema = z.union([
  z.object({ role: z.literal(['system', 'user']), content: z.string() }),
  z.object({
    role: z.literal('assistant'),
    content: z.string(),
    toolCalls: z.array(toolCallSchema).optional(),
  }),
  z.object({ role: z.literal('tool'), toolCallId: z.string(), content: z.string() }),
]);
const turnSchema = z.object({ at: z.number(), tokens: z.number(), messages: z.array(messageSchema).min(1) });
const conversationSchema = z.object({ updatedAt: z.number(), turns: z.array(turnSchema) });
const fileSchema = z.object({ version: z.literal(1), conversations: z.record(z.string(), z.unknown()) });

interface Turn {
  at: number;
  tokens: number;
  messages: ChatMessage[];
}

interface Conversation {
  updatedAt: number;
  turns: Turn[];
}

const FILE_NAME = 'history.json';

export class HistoryStore {
  readonly #options: Required<Omit<HistoryStoreOptions, 'logger' | 'now'>>;
  readonly #now: () => number;
  readonly #logger: Logger;
  readonly #path: string;
  readonly #conversations: Map<string, Conversation>;
  #timer: NodeJS.Timeout | undefined;
  #chain: Promise<void> = Promise.resolve();
  #dirty = false;
  #closed = false;

  private constructor(options: HistoryStoreOptions, conversations: Map<string, Conversation>) {
    this.#options = { writeDelayMs: 200, maxConversations: 500, ...options };
    this.#now = options.now ?? Date.now;
    this.#logger = options.logger ?? silentLogger;
    this.#path = join(options.dir, FILE_NAME);
    this.#conversations = conversations;
  }

  /** Loads what a previous run saved. A corrupt file is logged, set aside as `.corrupt`, and ignored. */
  static async open(options: HistoryStoreOptions): Promise<HistoryStore> {
    const logger = options.logger ?? silentLogger;
    const path = join(options.dir, FILE_NAME);
    const store = new HistoryStore(options, await load(path, logger));
    store.#pruneExpired();
    return store;
  }

  /** The kept turns of a conversation, oldest first, as messages to put before the new user message. */
  messages(conversationId: string): ChatMessage[] {
    const conversation = this.#live(conversationId);
    return conversation === undefined
      ? []
      : conversation.turns.flatMap((turn) => turn.messages.map((m) => ({ ...m })));
  }

  /** Records one turn (its first message the user's). Bounds are applied at once; the write follows soon. */
  append(conversationId: string, messages: readonly ChatMessage[]): void {
    if (this.#options.maxTurns === 0 || messages.length === 0) return;
    const now = this.#now();
    const conversation = this.#live(conversationId) ?? { updatedAt: now, turns: [] };
    const turn: Turn = {
      at: now,
      tokens: countMessages(messages),
      messages: messages.map((m) => ({ ...m })),
    };
    conversation.turns.push(turn);
    conversation.updatedAt = now;
    this.#bound(conversation);
    this.#conversations.delete(conversationId);
    if (conversation.turns.length > 0) this.#conversations.set(conversationId, conversation);
    while (this.#conversations.size > this.#options.maxConversations) {
      const oldest = this.#conversations.keys().next().value;
      if (oldest === undefined) break;
      this.#conversations.delete(oldest);
    }
    this.#schedule();
  }

  forget(conversationId: string): void {
    if (this.#conversations.delete(conversationId)) this.#schedule();
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
      this.#schedule();
      return undefined;
    }
    return conversation;
  }

  #expired(conversation: Conversation): boolean {
    return this.#options.idleMs > 0 && this.#now() - conversation.updatedAt > this.#options.idleMs;
  }

  #pruneExpired(): void {
    for (const [id, conversation] of this.#conversations) {
      if (this.#expired(conversation)) this.#conversations.delete(id);
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

  #schedule(): void {
    this.#dirty = true;
    if (this.#closed || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#write();
    }, this.#options.writeDelayMs);
    this.#timer.unref();
  }

  /** Writes are chained, so two never overlap and the last state always lands. */
  #write(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#writeNow());
    return this.#chain;
  }

  async #writeNow(): Promise<void> {
    if (this.#closed || !this.#dirty) return;
    this.#dirty = false;
    this.#pruneExpired();
    const body = JSON.stringify({ version: 1, conversations: Object.fromEntries(this.#conversations) });
    const temp = `${this.#path}.${process.pid}.tmp`;
    try {
      await mkdir(this.#options.dir, { recursive: true });
      await writeFile(temp, body, 'utf8');
      await rename(temp, this.#path);
    } catch (error) {
      this.#dirty = true;
      this.#logger.error({ err: error, path: this.#path }, 'could not save conversation history');
    }
  }
}

async function load(path: string, logger: Logger): Promise<Map<string, Conversation>> {
  const conversations = new Map<string, Conversation>();
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn({ err: error, path }, 'cannot read conversation history; starting empty');
    }
    return conversations;
  }
  let file: z.output<typeof fileSchema>;
  try {
    file = fileSchema.parse(JSON.parse(text));
  } catch (error) {
    logger.warn({ err: error, path }, 'conversation history file is corrupt; set aside and starting empty');
    await rename(path, `${path}.corrupt`).catch(() => undefined);
    return conversations;
  }
  const ordered = Object.entries(file.conversations).flatMap(([id, raw]) => {
    const parsed = conversationSchema.safeParse(raw);
    if (!parsed.success)
      logger.warn({ conversationId: id }, 'dropping an unreadable conversation from history');
    return parsed.success ? [[id, parsed.data as Conversation] as const] : [];
  });
  ordered.sort(([, a], [, b]) => a.updatedAt - b.updatedAt);
  for (const [id, conversation] of ordered) conversations.set(id, conversation);
  return conversations;
}

export function countMessages(messages: readonly ChatMessage[]): number {
  let total = 0;
  for (const message of messages) {
    total += 4 + countTokens(message.content);
    if (message.role === 'assistant') {
      for (const call of message.toolCalls ?? [])
        total += 4 + countTokens(call.name) + countTokens(call.arguments);
    }
  }
  return total;
}
