// After a conversation goes quiet, asks the model once for durable facts in it and keeps them. Runs in
// the background, one call at a time, each bounded by a deadline and cancelled when the conversation
// speaks again or Hearth stops; never delays a turn. Conversations with nothing that could be durable
// (commands, questions, a remember already done) are skipped without a call.
import type { ChatMessage, ChatModel } from '../llm/index.js';
import { runWithDeadline } from '../deadline/run-with-deadline.js';
import { buildExtractionMessages, parseExtraction, type TranscriptTurn } from './extraction-prompt.js';
import type { MemoryStore } from './memory-store.js';

export interface MemoryExtractorOptions {
  store: MemoryStore;
  model: ChatModel;
  /** Quiet time after a conversation's last turn before it is read. */
  idleMs: number;
  /** Deadline of one extraction call. Default 30 s. */
  timeoutMs?: number;
  logger?: ExtractorLogger;
}

export interface ExtractorLogger {
  debug(object: Record<string, unknown>, message: string): void;
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

interface Pending {
  turns: NotedTurn[];
  timer: NodeJS.Timeout | undefined;
}

interface NotedTurn extends TranscriptTurn {
  candidate: boolean;
}

/** Tools that only read: a turn that used others was a command, not a conversation about facts. */
const READ_ONLY_TOOLS = new Set(['query', 'search', 'areas', 'history']);
/** Turns kept per waiting conversation, and characters of each side of a turn. */
const MAX_TURNS = 12;
const MAX_SIDE_CHARS = 600;
/** Conversations waiting at once; past it the oldest waiting one is dropped unread. */
const MAX_PENDING = 100;

export class MemoryExtractor {
  readonly #options: MemoryExtractorOptions;
  readonly #pending = new Map<string, Pending>();
  readonly #ready: string[] = [];
  #running: { conversationId: string; controller: AbortController } | undefined;
  #closed = false;

  constructor(options: MemoryExtractorOptions) {
    this.#options = options;
  }

  /** A finished turn: its messages as history keeps them. Restarts the conversation's quiet time. */
  noteTurn(conversationId: string, messages: readonly ChatMessage[]): void {
    if (this.#closed) return;
    const turn = summarizeTurn(messages);
    if (turn === undefined) return;
    if (this.#running?.conversationId === conversationId) this.#running.controller.abort();
    const index = this.#ready.indexOf(conversationId);
    if (index !== -1) this.#ready.splice(index, 1);
    const pending = this.#pending.get(conversationId) ?? { turns: [], timer: undefined };
    this.#pending.delete(conversationId);
    this.#pending.set(conversationId, pending);
    pending.turns.push(turn);
    if (pending.turns.length > MAX_TURNS) pending.turns.splice(0, pending.turns.length - MAX_TURNS);
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => this.#becameIdle(conversationId), this.#options.idleMs);
    pending.timer.unref();
    if (this.#pending.size > MAX_PENDING) {
      const [oldest, dropped] = this.#pending.entries().next().value!;
      clearTimeout(dropped.timer);
      this.#pending.delete(oldest);
    }
  }

  /** Stops waiting and cancels a running call; what was not read yet is not read. */
  close(): void {
    this.#closed = true;
    this.#running?.controller.abort();
    for (const pending of this.#pending.values()) clearTimeout(pending.timer);
    this.#pending.clear();
    this.#ready.length = 0;
  }

  #becameIdle(conversationId: string): void {
    const pending = this.#pending.get(conversationId);
    if (pending === undefined) return;
    pending.timer = undefined;
    if (!pending.turns.some((turn) => turn.candidate)) {
      this.#pending.delete(conversationId);
      this.#options.logger?.debug({ conversationId }, 'memory extraction skipped: nothing durable');
      return;
    }
    this.#ready.push(conversationId);
    void this.#drain();
  }

  async #drain(): Promise<void> {
    while (this.#running === undefined && !this.#closed) {
      const conversationId = this.#ready.shift();
      if (conversationId === undefined) return;
      const pending = this.#pending.get(conversationId);
      if (pending === undefined || pending.timer !== undefined) continue;
      const controller = new AbortController();
      this.#running = { conversationId, controller };
      try {
        const done = await this.#extract(conversationId, pending.turns, controller.signal);
        if (done && this.#pending.get(conversationId) === pending && pending.timer === undefined) {
          this.#pending.delete(conversationId);
        }
      } finally {
        this.#running = undefined;
      }
    }
  }

  /** True when the conversation was read (whatever came of it); false when cancelled. */
  async #extract(conversationId: string, turns: readonly NotedTurn[], signal: AbortSignal): Promise<boolean> {
    const { model, store, logger } = this.#options;
    let text = '';
    try {
      const transcript = turns.map(({ user, assistant }) => ({ user, assistant }));
      await runWithDeadline(
        this.#options.timeoutMs ?? 30_000,
        async (either) => {
          for await (const part of model.stream({
            messages: buildExtractionMessages(transcript),
            tools: [],
            signal: either,
          })) {
            if (part.type === 'text-delta') text += part.text;
            if (text.length > 20_000) break;
          }
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted) return false;
      logger?.warn(
        {
          err: error,
          conversationId,
          hint: 'nothing to do: the next idle conversation is tried again; check the model if it repeats',
        },
        'memory extraction failed; the conversation is not remembered',
      );
      return true;
    }
    const parsed = parseExtraction(text);
    if (!parsed.ok) {
      logger?.warn(
        {
          conversationId,
          problem: parsed.error.slice(0, 300),
          hint: 'a model that follows JSON instructions better remembers more; set memory: false to stop extraction',
        },
        'memory extraction: the model did not answer with the expected JSON; nothing kept',
      );
      return true;
    }
    let kept = 0;
    for (const item of parsed.value.memories) {
      const outcome = store.remember({
        fact: item.fact,
        about: item.about ?? undefined,
        importance: item.importance,
        source: 'extracted',
      });
      if (outcome.ok) kept += 1;
      else logger?.debug({ conversationId, reason: outcome.reason }, 'memory extraction: a fact was refused');
    }
    logger?.info(
      { conversationId, offered: parsed.value.memories.length, kept },
      'memory extraction finished',
    );
    return true;
  }
}

/** The user's words and the spoken answer; whether the turn could hold a durable fact at all. */
function summarizeTurn(messages: readonly ChatMessage[]): NotedTurn | undefined {
  const user = messages.find((message) => message.role === 'user');
  if (user === undefined) return undefined;
  let assistant = '';
  let acted = false;
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    if (message.content.trim() !== '') assistant = message.content;
    for (const call of message.toolCalls ?? []) {
      if (!readsOnly(call.name, call.arguments)) acted = true;
    }
  }
  const said = user.content.trim();
  const question = /[?？؟]\s*$/.test(said);
  const wordy = said.split(/\s+/).length >= 3 || [...said].length >= 8;
  return {
    user: said.slice(0, MAX_SIDE_CHARS),
    assistant: assistant.trim().slice(0, MAX_SIDE_CHARS),
    candidate: wordy && !question && !acted,
  };
}

/** A read-only tool, or the memory tool's recall (its remember and forget change what is kept). */
function readsOnly(name: string, args: string): boolean {
  if (name !== 'memory') return READ_ONLY_TOOLS.has(name);
  try {
    return (JSON.parse(args) as { action?: unknown }).action === 'recall';
  } catch {
    return false;
  }
}
