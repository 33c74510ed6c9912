// Server-sent events, the part a chat completion stream uses: `data:` lines, joined per event, events
// ended by a blank line. Synchronous and incremental; no HTTP here.

export class SseParser {
  #pending = '';
  readonly #data: string[] = [];
  #failure: string | undefined;

  /**
   * The payload of an `error:` line, when the stream sent one. Not standard SSE: llama.cpp's server
   * reports a failure mid-stream that way (`server_sent_event(sink, "error", …)`), then still ends with
   * `data: [DONE]`, so a reader that drops unknown fields sees an empty, "successful" answer.
   */
  get failure(): string | undefined {
    return this.#failure;
  }

  /** Nothing held: no part of a line, no data line of an unfinished event. */
  get idle(): boolean {
    return this.#pending === '' && this.#data.length === 0;
  }

  /** The data payloads of every event that `text` completes, in order, appended to `events`. */
  push(text: string, events: string[] = []): string[] {
    let buffer = this.#pending === '' ? text : this.#pending + text;
    let start = 0;
    for (;;) {
      const end = buffer.indexOf('\n', start);
      if (end === -1) break;
      const line =
        buffer.charCodeAt(end - 1) === 13 ? buffer.slice(start, end - 1) : buffer.slice(start, end);
      start = end + 1;
      if (line === '') {
        if (this.#data.length > 0) {
          events.push(this.#data.length === 1 ? this.#data[0]! : this.#data.join('\n'));
          this.#data.length = 0;
        }
      } else if (line.startsWith('data:')) {
        this.#data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
      } else if (line.startsWith('error:')) {
        this.#failure ??= line.slice(6).trim();
      }
      // Comments (`: keep-alive`), `event:`, `id:` and `retry:` lines carry nothing a chat stream needs.
    }
    buffer = buffer.slice(start);
    this.#pending = buffer;
    return events;
  }

  /** The last event, when the stream ended without the blank line after it. */
  end(): string[] {
    if (this.#pending.startsWith('data:') || this.#pending.startsWith('error:')) this.push('\n');
    this.#pending = '';
    const rest = this.#data.length > 0 ? [this.#data.join('\n')] : [];
    this.#data.length = 0;
    return rest;
  }
}
