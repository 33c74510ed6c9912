// A response body's text pieces as they arrive, for the streaming adapters (OpenAI SSE, Ollama NDJSON).
import type { StreamResponse } from './plain-http.js';

/**
 * The body's text pieces as they arrive, without the per-read machinery of a stream iterator; `next()`
 * resolves with `undefined` at a clean end and rejects when the connection breaks first.
 */
export class BodyReader {
  readonly #pieces: string[] = [];
  #ended = false;
  #failure: Error | undefined;
  #wake: (() => void) | undefined;

  constructor(response: StreamResponse) {
    response.read({
      text: (piece) => {
        this.#pieces.push(piece);
        this.#notify();
      },
      end: () => {
        this.#ended = true;
        this.#notify();
      },
      fail: (error) => {
        this.#failure ??= error;
        this.#notify();
      },
    });
  }

  async next(): Promise<string | undefined> {
    for (;;) {
      if (this.#pieces.length > 0) return this.#pieces.length === 1 ? this.#pieces.pop() : this.#drain();
      if (this.#failure !== undefined) throw this.#failure;
      if (this.#ended) return undefined;
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }

  #drain(): string {
    const text = this.#pieces.join('');
    this.#pieces.length = 0;
    return text;
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
