// Never a silent overflow. Wraps the model: before a request, the history is fitted to the context the
// server runs the model with (the oldest whole turns go first; the system message and the current turn
// stay); a request that cannot fit even so fails at once with what to change; after it, a server that
// reports reading far fewer prompt tokens than were sent (Ollama, llama.cpp and others cut silently) is
// said in the log and kept for the trace page and the start-up check. No HTTP of its own.
import type { ChatMessage, ChatModel, ChatRequest, ModelPart, ToolSpec } from './chat-model.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { ModelError } from './model-error.js';
import { watchStream } from './watch-stream.js';
import type { ContextWindow, ModelServer } from './model-server.js';

export interface ContextGuardOptions {
  model: ChatModel;
  /** The server and its model's context (asked once; `true` asks again). */
  server: (refresh?: boolean) => Promise<ModelServer>;
  /** Whether requests go through Ollama's native API (then Hearth sets the context itself). */
  api: () => Promise<'ollama' | 'openai'>;
  /** Estimated tokens of a text (the prompt budget's estimate). */
  estimate: (text: string) => number;
  /** Tokens kept free for the answer: the max_tokens option. */
  answerTokens: number;
  logger?: Logger;
  now?: () => Date;
}

export interface ContextProblem {
  kind: 'cut' | 'too-long';
  at: string;
  /** Estimated prompt tokens sent. */
  sent: number;
  /** Prompt tokens the server said it read (kind `cut`). */
  read?: number;
  summary: string;
  hint: string;
}

export interface ContextStatus {
  window?: ContextWindow;
  /** Requests whose oldest turns were left out to fit, since start. */
  fitted: number;
  problem?: ContextProblem;
}

/** Below this share of the estimate, a server's prompt count means it did not read everything. */
const READ_SHARE = 0.7;
/** The same, when the server does not say its context (a stricter test: nothing else backs it). */
const UNKNOWN_READ_SHARE = 0.5;
/** A prompt estimated below this share of a known context is not suspected of being cut. */
const FITS_SHARE = 0.9;
/** Small prompts are not judged: the estimate's error matters more there than any cut. */
const JUDGED_FROM_TOKENS = 1_000;
/**
 * A cut seen again this soon after the last one was said is kept quietly (its figures updated): the
 * server is not asked again nor the warning repeated on every turn of a home whose context is too small.
 */
const REPEAT_QUIET_MS = 10 * 60_000;
/** Tokens a chat template adds per message (role markers and separators), roughly. */
const PER_MESSAGE = 4;

export class ContextGuard {
  readonly #options: ContextGuardOptions;
  readonly #logger: Logger;
  #window: ContextWindow | undefined;
  #fitted = 0;
  #problem: ContextProblem | undefined;
  readonly #toolTokens = new WeakMap<ToolSpec, number>();
  /** A frozen message (the history's, turn after turn) is estimated once while it lives. */
  readonly #frozenTokens = new WeakMap<ChatMessage, number>();
  #lastSystem = { text: '', tokens: 0 };
  /** performance.now() when a cut was last said (asked about and logged). */
  #cutSaidAt: number | undefined;

  constructor(options: ContextGuardOptions) {
    this.#options = options;
    this.#logger = options.logger ?? silentLogger;
  }

  status(): ContextStatus {
    return {
      ...(this.#window === undefined ? {} : { window: this.#window }),
      fitted: this.#fitted,
      ...(this.#problem === undefined ? {} : { problem: this.#problem }),
    };
  }

  /** The wrapped model: every request fitted and watched. */
  wrap(): ChatModel {
    return { name: this.#options.model.name, stream: (request) => this.#stream(request) };
  }

  /** Estimated tokens of a request as sent (messages and tool schemas). */
  tokensOf(messages: readonly ChatMessage[], tools: readonly ToolSpec[]): number {
    return (
      messages.reduce((sum, message) => sum + this.#messageTokens(message), 0) + this.#toolsTokens(tools)
    );
  }

  /** What to change on this server to give the model more context (for a prompt of `promptTokens`). */
  async advice(promptTokens?: number): Promise<string> {
    const server = await this.#options.server();
    const prompt = promptTokens ?? this.#problem?.sent ?? 0;
    const needed = `at least ${suggestedContext(prompt, this.#options.answerTokens)}`;
    switch (server.kind) {
      case 'ollama':
        return (await this.#options.api()) === 'ollama'
          ? `Raise the context_window option (Hearth sends it to Ollama as num_ctx) to ${needed}${server.modelMaximum === undefined ? '' : `; this model takes up to ${server.modelMaximum}`}`
          : `Set OLLAMA_CONTEXT_LENGTH to ${needed} on the Ollama server, or set llm_api to auto so Hearth sends num_ctx itself`;
      case 'llama.cpp':
        return `Start llama-server with a larger context: --ctx-size (-c) ${needed}; with --parallel N each slot gets a 1/N share`;
      case 'vllm':
        return `Start vLLM with --max-model-len ${needed}`;
      case 'lm-studio':
        return `Load the model in LM Studio with a context length of ${needed} (its load settings, or lms load --context-length)`;
      case 'openai-compatible':
        return `Give the model a context of ${needed} on the server, or lower history_turns and history_max_tokens`;
    }
  }

  #stream(request: ChatRequest): AsyncIterable<ModelPart> {
    let sent = 0;
    // The parts are watched, not re-yielded by a generator of its own: each token of an answer passes here.
    return watchStream(() => this.#fittedStream(request, (tokens) => (sent = tokens)), {
      value: (part) => (part.type === 'usage' ? this.#judge(sent, part.usage.promptTokens) : undefined),
      // The server refused a prompt longer than its context (Ollama with truncate off, llama.cpp, vLLM):
      // the estimate fell short of its count. Said with what to change, like a prompt that cannot fit.
      error: (error) =>
        error instanceof ModelError && error.code === 'context-too-long'
          ? this.#tooLong(sent, this.#window, true)
          : error,
    });
  }

  /** The request fitted to the server's context, streamed; `sending` learns its estimated size. */
  async #fittedStream(
    request: ChatRequest,
    sending: (tokens: number) => void,
  ): Promise<AsyncIterable<ModelPart>> {
    const server = await this.#options.server();
    this.#window = server.context;
    const fit = this.#fit(request, server.context);
    if (fit.request === undefined) throw await this.#tooLong(fit.tokens, server.context, false);
    sending(fit.tokens);
    return this.#options.model.stream(fit.request);
  }

  /**
   * The request as sent, with its estimated size: the oldest turns left out when it would not fit; no
   * request when even that fails.
   */
  #fit(
    request: ChatRequest,
    window: ContextWindow | undefined,
  ): { request: ChatRequest | undefined; tokens: number } {
    let total = this.tokensOf(request.messages, request.tools);
    if (window === undefined) return { request, tokens: total };
    const budget = window.tokens - (request.maxTokens ?? this.#options.answerTokens);
    if (total <= budget) return { request, tokens: total };
    const messages = [...request.messages];
    const current = messages.findLastIndex((message) => message.role === 'user');
    // The first message is the system message; the turns after it go oldest first, whole (a turn runs
    // from one user message to the next, so no tool result loses its call).
    const first = messages[0]?.role === 'system' ? 1 : 0;
    let dropped = 0;
    while (total > budget && first < current - dropped) {
      let next = first + 1;
      while (next < current - dropped && messages[next]?.role !== 'user') next += 1;
      for (const message of messages.slice(first, next)) total -= this.#messageTokens(message);
      messages.splice(first, next - first);
      dropped += next - first;
    }
    if (total > budget) return { request: undefined, tokens: total };
    this.#fitted += 1;
    this.#logger.debug(
      { droppedMessages: dropped, context: window.tokens },
      'oldest turns left out to fit the context',
    );
    return { request: { ...request, messages }, tokens: total };
  }

  async #tooLong(sent: number, window: ContextWindow | undefined, refused: boolean): Promise<ModelError> {
    const problem = this.#record('too-long', sent, undefined, window, refused);
    problem.hint = await this.advice(sent);
    this.#logger.warn(
      { sent, context: window?.tokens, source: window?.source, hint: problem.hint },
      problem.summary,
    );
    // The hint is in the message, so the turn's trace says what to change too.
    return new ModelError('context-too-long', `${capitalize(problem.summary)}. ${problem.hint}`);
  }

  async #judge(sent: number, read: number): Promise<void> {
    if (sent < JUDGED_FROM_TOKENS || read <= 0) return;
    const window = this.#window;
    // With a known context, a cut is possible only for a prompt near or past it; without one, only a
    // count far below the estimate is taken for one (servers count templates and tools differently).
    if (
      window !== undefined
        ? sent < window.tokens * FITS_SHARE || read >= sent * READ_SHARE
        : read >= sent * UNKNOWN_READ_SHARE
    ) {
      return;
    }
    const last = this.#problem;
    const now = performance.now();
    if (last?.kind === 'cut' && this.#cutSaidAt !== undefined && now - this.#cutSaidAt < REPEAT_QUIET_MS) {
      this.#record('cut', sent, read, this.#window).hint = last.hint;
      return;
    }
    this.#cutSaidAt = now;
    // The loaded context may differ from what was asked at start (a model reloaded with another size);
    // a server that never says its context has nothing new to tell.
    const server = await this.#options.server(
      window !== undefined || (await this.#options.server()).kind !== 'openai-compatible',
    );
    this.#window = server.context;
    const problem = this.#record('cut', sent, read, server.context);
    problem.hint = await this.advice();
    this.#logger.warn({ sent, read, context: server.context?.tokens, hint: problem.hint }, problem.summary);
  }

  #record(
    kind: ContextProblem['kind'],
    sent: number,
    read: number | undefined,
    window: ContextWindow | undefined,
    refused = false,
  ): ContextProblem {
    const context = window === undefined ? '' : ` (context ${window.tokens} tokens, from ${window.source})`;
    const summary =
      kind === 'cut'
        ? `the model server read ${read} prompt tokens of about ${sent} sent: its context is too small and it cut the prompt silently${context}`
        : refused
          ? `the model server refused a prompt of about ${sent} tokens as longer than its context${context}`
          : `the request needs about ${sent} prompt tokens plus ${this.#options.answerTokens} for the answer, more than the model's context${context}, even without history`;
    this.#problem = {
      kind,
      at: (this.#options.now?.() ?? new Date()).toISOString(),
      sent,
      ...(read === undefined ? {} : { read }),
      summary,
      hint: '',
    };
    return this.#problem;
  }

  #messageTokens(message: ChatMessage): number {
    const known = this.#frozenTokens.get(message);
    if (known !== undefined) return known;
    let tokens = PER_MESSAGE + this.#contentTokens(message);
    if (message.role === 'assistant') {
      for (const call of message.toolCalls ?? []) {
        tokens += PER_MESSAGE + this.#options.estimate(call.name) + this.#options.estimate(call.arguments);
      }
    }
    if (Object.isFrozen(message)) this.#frozenTokens.set(message, tokens);
    return tokens;
  }

  /** The system message is the same text request after request: its estimate is kept for the next one. */
  #contentTokens(message: ChatMessage): number {
    if (message.role !== 'system') return this.#options.estimate(message.content);
    if (message.content !== this.#lastSystem.text) {
      this.#lastSystem = { text: message.content, tokens: this.#options.estimate(message.content) };
    }
    return this.#lastSystem.tokens;
  }

  #toolsTokens(tools: readonly ToolSpec[]): number {
    let sum = 0;
    for (const tool of tools) {
      let tokens = this.#toolTokens.get(tool);
      if (tokens === undefined) {
        tokens = this.#options.estimate(JSON.stringify(tool));
        this.#toolTokens.set(tool, tokens);
      }
      sum += tokens;
    }
    return sum;
  }
}

/** A context size to suggest: the prompt and the answer with room to spare, rounded up to a power of two. */
export function suggestedContext(sent: number, answer: number): number {
  let size = 4_096;
  while (size < (sent + answer) * 1.25 && size < 262_144) size *= 2;
  return Math.max(size, 8_192);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
