// Keeps a local model server's cache holding what the next question starts with. A local server keeps
// the previous request's tokens and re-reads only what follows the common prefix; Ollama also unloads an
// idle model. So Hearth sends the fixed part of its requests (system message and tools) with a one-token
// answer at start and whenever that part changes, and again after its own background requests (memory
// extraction, announcements, an expert on the same server), which would otherwise leave a one-slot
// server's cache holding their prompt when the next question comes. No HTTP of its own.
import type { ChatMessage, ChatModel, ChatRequest, ModelPart, ToolSpec } from './chat-model.js';
import type { Logger } from './logger.js';
import { watchStream } from './watch-stream.js';
import { silentLogger } from './logger.js';

export interface WarmPrefix {
  messages: ChatMessage[];
  tools: readonly ToolSpec[];
}

export interface PrefixWarmerOptions {
  /** The model the warm-up goes through (the same client, so Ollama keeps the same num_ctx). */
  model: ChatModel;
  /** The fixed part every question's request begins with; undefined while it cannot be built yet. */
  prefix: () => WarmPrefix | undefined;
  /** Values the prefix is built from: a warm-up follows when one of them changes. */
  fingerprint?: () => readonly unknown[];
  /** Whether warming helps here (a local server); asked before each warm-up. */
  enabled: () => Promise<boolean>;
  /** Quiet after a background request before the prefix is sent again. Default 1 s. */
  settleMs?: number;
  logger?: Logger;
}

/** The question of a warm-up request: short and neutral; only what comes before it matters. */
const WARM_QUESTION = 'Hello';

export class PrefixWarmer {
  readonly #options: PrefixWarmerOptions;
  readonly #logger: Logger;
  #foregroundActive = 0;
  #lastForegroundStart = 0;
  #settle: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;
  #warmed: readonly unknown[] | undefined;
  /** Warm-up requests sent, for tests and the log. */
  count = 0;

  constructor(options: PrefixWarmerOptions) {
    this.#options = options;
    this.#logger = options.logger ?? silentLogger;
  }

  /** The model for questions: its requests start with the prefix, so they keep the cache warm themselves. */
  foreground(model: ChatModel): ChatModel {
    return { name: model.name, stream: (request) => this.#foregroundStream(model, request) };
  }

  /** The model for Hearth's own requests in the background: after each, the prefix is sent again. */
  background(model: ChatModel): ChatModel {
    return { name: model.name, stream: (request) => this.#backgroundStream(model, request) };
  }

  /** Watched without a generator of its own (every part of an answer passes here). */
  #foregroundStream(model: ChatModel, request: ChatRequest): AsyncIterable<ModelPart> {
    return watchStream(
      () => {
        this.#foregroundActive += 1;
        this.#lastForegroundStart = performance.now();
        clearTimeout(this.#settle);
        return model.stream(request);
      },
      {
        end: () => {
          this.#foregroundActive -= 1;
        },
      },
    );
  }

  #backgroundStream(model: ChatModel, request: ChatRequest): AsyncIterable<ModelPart> {
    return watchStream(() => model.stream(request), { end: () => this.#afterBackground() });
  }

  /** Sends the prefix now (at start), unless a question is being answered (it warms the cache itself). */
  warm(reason: string): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (this.#running !== undefined) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#send(reason).finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        void this.warm('requested again while warming');
      }
    });
    return this.#running;
  }

  /** Sends the prefix when what it is built from changed since the last warm-up (the home's index, tools). */
  warmIfChanged(reason: string): Promise<void> {
    const now = this.#options.fingerprint?.();
    if (now !== undefined && this.#warmed !== undefined && sameValues(now, this.#warmed)) {
      return Promise.resolve();
    }
    return this.warm(reason);
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#settle);
  }

  #afterBackground(): void {
    if (this.#closed) return;
    const ended = performance.now();
    clearTimeout(this.#settle);
    this.#settle = setTimeout(() => {
      // A question that started since re-read the prefix itself.
      if (this.#foregroundActive > 0 || this.#lastForegroundStart > ended) return;
      void this.warm('after a background request');
    }, this.#options.settleMs ?? 1_000);
    this.#settle.unref();
  }

  async #send(reason: string): Promise<void> {
    if (this.#foregroundActive > 0 || !(await this.#options.enabled())) return;
    const fingerprint = this.#options.fingerprint?.();
    const prefix = this.#options.prefix();
    if (prefix === undefined) return;
    const request: ChatRequest = {
      messages: [...prefix.messages, { role: 'user', content: WARM_QUESTION }],
      tools: prefix.tools,
      maxTokens: 1,
    };
    const started = performance.now();
    this.count += 1;
    try {
      for await (const part of this.#options.model.stream(request)) void part;
      this.#warmed = fingerprint;
      this.#logger.debug(
        { reason, ms: Math.round(performance.now() - started) },
        'model warmed with the prompt prefix',
      );
    } catch (error) {
      // Opportunistic: the start-up check and the next question say what is wrong with the server.
      this.#logger.debug({ reason, err: error }, 'warming the model failed');
    }
  }
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
