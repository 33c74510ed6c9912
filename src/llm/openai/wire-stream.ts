// One Chat Completions request as a stream of parts, fed by the response's reads: each read is parsed as it
// arrives (SSE, then the chunks) and its parts wait in a queue for the reader. No async generator and no
// promise per read: a part costs the reader one promise (issue 27: every token of every answer passes here).
// Knows the wire format and the request's lifetime; retries and the model's habits are the callers'.
import type { ChatRequest, ModelPart, ReadPace } from '../chat-model.js';
import { classifyModelError } from '../classify-model-error.js';
import type { Logger } from '../logger.js';
import { ModelError } from '../model-error.js';
import { HttpFailure, postForStream, type OpenStream } from '../post-for-stream.js';
import { REQUEST_ENDED, RequestWatch, type RequestDeadlines } from '../request-watch.js';
import { startReads, stopReads } from '../socket-reads.js';
import { TextReadTemplate, type ReadFormat } from '../text-read-template.js';
import { SseParser, ssePayloadPlace } from './sse-parser.js';
import { onlyText, SKIPPED_INTEGERS, SKIPPED_STRINGS, StreamAssembler } from './stream-assembler.js';

export interface WireRequest {
  url: URL;
  headers: Record<string, string>;
  body: readonly Buffer[];
  request: ChatRequest;
  deadlines: RequestDeadlines;
  apiKey: string | undefined;
  model: string;
  logger: Logger;
  /** Set once a part has been handed out (no retry after that). */
  state: { yielded: boolean };
}

/**
 * Text deltas queued before the reader takes them are handed on together up to about this many characters:
 * a burst (a fast local model, a busy loop catching up) costs one pass through the layers above, not one per
 * token, while a part stays small enough for the answer caps to cut close to their limit.
 */
const MERGED_TEXT_CHARS = 256;

/**
 * The longest a read is put off (ReadPace), whatever the caller asks: a bound the adapter keeps itself, and
 * never more than a quarter of the silence the request's watch allows.
 */
export const MAX_READ_HOLD_MS = 100;

/** A text chunk's read: an SSE event, read by the assembler (text-read-template.ts). */
export const SSE_TEXT_READS: ReadFormat = {
  placeOf: ssePayloadPlace,
  onlyText,
  skippedIntegers: SKIPPED_INTEGERS,
  skippedStrings: SKIPPED_STRINGS,
};

/**
 * A stream is complete at `[DONE]`, or at the end of the body after a `finish_reason`; the request then
 * ends without an abort, so its connection is reused. A body that ends before either is cut off: an
 * error, and the tool calls it held are never handed out. A read that fails hands out none of its parts.
 */
export class WireStream implements AsyncGenerator<ModelPart> {
  readonly #wire: WireRequest;
  readonly #started = performance.now();
  readonly #watch: RequestWatch;
  readonly #assembler = new StreamAssembler();
  readonly #sse = new SseParser();
  readonly #template = new TextReadTemplate(SSE_TEXT_READS);
  readonly #queue: ModelPart[] = [];
  /** The current read's parts, queued only once the whole read parsed. */
  readonly #read: ModelPart[] = [];
  /** The current read's SSE payloads (one array for every read). */
  readonly #events: string[] = [];
  #head = 0;
  #opened: OpenStream | undefined;
  #opening = false;
  #headersMs = 0;
  #firstPartMs: number | undefined;
  /** The stream ended well: what is queued is all there is. */
  #complete = false;
  #failure: ModelError | undefined;
  /** Nothing more comes in (the end, a failure, or the reader stopped). */
  #closed = false;
  #resolve: ((result: IteratorResult<ModelPart>) => void) | undefined;
  #reject: ((error: unknown) => void) | undefined;
  /** A read put off (ReadPace): the socket reads nothing until this fires. */
  #held: NodeJS.Timeout | undefined;
  /** Text read and not handed on yet: it completes nothing for the caller (TextBatch). */
  #waiting = '';

  constructor(wire: WireRequest) {
    this.#wire = wire;
    this.#watch = new RequestWatch(wire.request.signal, wire.deadlines);
  }

  next(): Promise<IteratorResult<ModelPart>> {
    const ready = this.#poll();
    if (ready instanceof ModelError) return Promise.reject(ready);
    if (ready !== undefined) return Promise.resolve(ready);
    if (!this.#opening) {
      this.#opening = true;
      void this.#open();
    }
    return new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  return(): Promise<IteratorResult<ModelPart>> {
    this.#end();
    this.#queue.length = 0;
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(error: unknown): Promise<IteratorResult<ModelPart>> {
    this.#end();
    this.#queue.length = 0;
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }

  /** A queued part, the failure, or the end; undefined while the next read is awaited. */
  #poll(): IteratorResult<ModelPart> | ModelError | undefined {
    if (this.#head < this.#queue.length) {
      const value = this.#queue[this.#head++]!;
      if (this.#head === this.#queue.length) {
        this.#queue.length = 0;
        this.#head = 0;
      }
      this.#wire.state.yielded = true;
      this.#firstPartMs ??= Math.round(performance.now() - this.#started);
      return { done: false, value };
    }
    if (this.#failure !== undefined) {
      const failure = this.#failure;
      this.#failure = undefined;
      return failure;
    }
    if (this.#closed || this.#complete) return { done: true, value: undefined };
    return undefined;
  }

  async #open(): Promise<void> {
    try {
      const opened = await postForStream({
        url: this.#wire.url,
        headers: this.#wire.headers,
        body: this.#wire.body,
        signal: this.#watch.signal,
        secret: this.#wire.apiKey,
      });
      this.#opened = opened;
      if (this.#closed) {
        opened.destroy(REQUEST_ENDED);
        return;
      }
      this.#headersMs = Math.round(performance.now() - this.#started);
      this.#watch.signal.addEventListener('abort', this.#onAbort, { once: true });
      opened.response.read({
        text: (text) => this.#take(text),
        end: () => this.#take(undefined),
        fail: (error) => this.#fail(error),
      });
    } catch (error) {
      this.#fail(error);
    }
  }

  readonly #onAbort = (): void => {
    this.#opened?.destroy(REQUEST_ENDED);
  };

  /** One read of the body (`undefined`: its end): its parts go to the queue. */
  #take(text: string | undefined): void {
    if (this.#closed) return;
    this.#watch.touch();
    const parts = this.#read;
    try {
      let done = false;
      const idle = this.#sse.idle;
      const known = idle && text !== undefined ? this.#template.match(text) : undefined;
      if (known !== undefined) this.#assembler.pushText(known, parts);
      else {
        const events = text === undefined ? this.#sse.end() : this.#sse.push(text, this.#events);
        for (const data of events) {
          if (data === '[DONE]') {
            done = true;
            break;
          }
          const chunk = parseEvent(data, this.#wire.apiKey);
          this.#assembler.push(chunk, parts);
          if (text !== undefined && idle && events.length === 1 && this.#sse.idle && !this.#sse.failure) {
            this.#template.learn(text, data, chunk);
          }
        }
      }
      this.#events.length = 0;
      this.#distribute(parts);
      parts.length = 0;
      if (this.#sse.failure !== undefined)
        throw new HttpFailure(undefined, parseFailure(this.#sse.failure), this.#wire.apiKey);
      if (done || text === undefined) this.#finish(done);
    } catch (error) {
      parts.length = 0;
      this.#events.length = 0;
      this.#fail(error);
      return;
    }
    this.#wake();
    // Only text so far and more to come: the caller may let the next tokens gather in the kernel. Never
    // once a tool call began or the answer finished, and never before the first text.
    const pace = this.#wire.request.readPace;
    if (pace !== undefined && this.#held === undefined && !this.#closed && this.#assembler.onlyText)
      this.#hold(pace);
  }

  /**
   * A read's parts to the queue, in order. With a TextBatch, text waits while the caller, waiting for its
   * next part, says nothing can come of it yet; anything else (a tool call, the finish) takes it along first.
   */
  #distribute(parts: readonly ModelPart[]): void {
    const batch = this.#wire.request.textBatch;
    for (const part of parts) {
      if (batch !== undefined && part.type === 'text-delta') {
        this.#waiting += part.text;
        continue;
      }
      this.#handOnWaiting();
      this.#enqueue(part);
    }
    if (this.#waiting === '' || batch === undefined) return;
    const readerWaits = this.#resolve !== undefined && this.#head === this.#queue.length;
    if (!readerWaits || !batch.mayWait(this.#waiting)) this.#handOnWaiting();
  }

  #handOnWaiting(): void {
    if (this.#waiting === '') return;
    this.#enqueue({ type: 'text-delta', text: this.#waiting });
    this.#waiting = '';
  }

  #hold(pace: ReadPace): void {
    const delayMs = Math.min(pace.nextReadDelayMs(), MAX_READ_HOLD_MS, this.#wire.deadlines.idleMs / 4);
    if (!(delayMs > 0) || !stopReads(this.#opened?.response.socket ?? null)) return;
    this.#held = setTimeout(this.#release, delayMs);
  }

  readonly #release = (): void => {
    clearTimeout(this.#held);
    this.#held = undefined;
    startReads(this.#opened?.response.socket ?? null);
  };

  /**
   * Text deltas that came in while the reader was busy go on together (MERGED_TEXT_CHARS): only a part
   * still queued grows, never one handed out.
   */
  #enqueue(part: ModelPart): void {
    const last = this.#queue.length > this.#head ? this.#queue[this.#queue.length - 1] : undefined;
    if (part.type === 'text-delta' && last?.type === 'text-delta' && last.text.length < MERGED_TEXT_CHARS) {
      last.text += part.text;
    } else this.#queue.push(part);
  }

  #finish(sawDone: boolean): void {
    if (this.#watch.signal.aborted) throw new Error('aborted during the stream');
    // Without [DONE], the body's end completes the stream only after a finish_reason.
    const rest = this.#assembler.end(sawDone);
    this.#handOnWaiting();
    // A read held by an earlier piece of this same read: the connection goes back to the pool reading.
    if (this.#held !== undefined) this.#release();
    this.#complete = true;
    this.#closed = true;
    this.#watch.signal.removeEventListener('abort', this.#onAbort);
    this.#watch.dispose();
    const usage = rest.find((part) => part.type === 'usage');
    this.#wire.logger.debug(
      {
        model: this.#wire.model,
        messages: this.#wire.request.messages.length,
        tools: this.#wire.request.tools.length,
        headersMs: this.#headersMs,
        firstPartMs: this.#firstPartMs,
        durationMs: Math.round(performance.now() - this.#started),
        textReadsByTemplate: this.#template.taken,
        ...(usage?.type === 'usage' ? { usage: usage.usage } : {}),
      },
      'model request done',
    );
    for (const part of rest) this.#queue.push(part);
  }

  #fail(error: unknown): void {
    if (this.#closed) return;
    // Read before the failure: it would have gone on already without the batch.
    this.#handOnWaiting();
    this.#failure = classifyModelError(error, this.#watch.reason, this.#wire.apiKey);
    this.#end();
    this.#wake();
  }

  /** Stops: no timer or listener left, and an unfinished request's connection is not reused. */
  #end(): void {
    this.#closed = true;
    this.#waiting = '';
    clearTimeout(this.#held);
    this.#watch.dispose();
    this.#watch.signal.removeEventListener('abort', this.#onAbort);
    // On the next tick: from inside the response's own read, destroying the socket mid-parse leaves it an
    // error event nobody listens to (an uncaught exception).
    if (!this.#complete && this.#opened !== undefined) process.nextTick(destroyEnded, this.#opened);
  }

  #wake(): void {
    const resolve = this.#resolve;
    const reject = this.#reject;
    if (resolve === undefined || reject === undefined) return;
    const ready = this.#poll();
    if (ready === undefined) return;
    this.#resolve = undefined;
    this.#reject = undefined;
    if (ready instanceof ModelError) reject(ready);
    else resolve(ready);
  }
}

function destroyEnded(opened: OpenStream): void {
  opened.destroy(REQUEST_ENDED);
}

/** One SSE data payload as JSON; an error object sent inside the stream (Ollama and others) throws. */
function parseEvent(data: string, secret: string | undefined): unknown {
  const event: unknown = JSON.parse(data);
  if (typeof event === 'object' && event !== null && 'error' in event && event.error != null) {
    throw new HttpFailure(undefined, event, secret);
  }
  return event;
}

/** An `error:` SSE payload: llama.cpp sends `{code, message, type}` as JSON; anything else is kept as text. */
function parseFailure(payload: string): unknown {
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? parsed : payload;
  } catch {
    return payload;
  }
}
