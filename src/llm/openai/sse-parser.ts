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

/**
 * Where an event's data sits in a read the parser took whole as that one event (for text-read-template.ts):
 * its one `data:` line, whole (the field at a line's start, the data to the line's end); -1 when the data is
 * not on one line or not found there for sure.
 */
export function ssePayloadPlace(read: string, data: string): number {
  if (data.includes('\n')) return -1;
  const at = read.indexOf(data);
  if (at < 0 || read.includes(data, at + 1)) return -1;
  const field = read.startsWith('data: ', at - 6) ? at - 6 : read.startsWith('data:', at - 5) ? at - 5 : -1;
  if (field < 0 || (field > 0 && read.charCodeAt(field - 1) !== 10)) return -1;
  const next = read.charCodeAt(at + data.length);
  const lineEnds = next === 10 || (next === 13 && read.charCodeAt(at + data.length + 1) === 10);
  return lineEnds ? at : -1;
}
