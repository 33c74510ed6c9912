// A streamed answer's reads look alike: `data: {"id":"…","choices":[{"index":0,"delta":{"content":"…"}…}]}`
// and a blank line, the same bytes every time but for the text. Once one such read was parsed, the next that
// has the same bytes before and after its text is read without the SSE parser or JSON.parse: only the text
// is new. Measured on a running Hearth (issue 27), a read's JSON.parse costs ~30 µs: between a local model's
// tokens the code and data it touches have left the CPU's caches, and every token of every answer pays it.
//
// Exact, not a guess: a template is only learned from a read that the parsers took as one whole event from
// an idle SSE parser, whose chunk carries nothing but text (onlyText), and whose text sits at the one place
// that proves to be the chunk's text (the read parsed again with that text changed). A later read matches
// when it has the template's bytes before and after, and between them a valid JSON string body: no quote
// or control character raw, so no line, event or JSON token can differ from the template's, and it parses
// to the same chunk with that text. Anything else goes through the parsers as before.
import { onlyText } from './stream-assembler.js';

/** After this many templates in a row that matched nothing, a stream stops learning (its reads all differ). */
const MAX_FRUITLESS = 3;
const CONTENT_KEY = '"content":"';

export class TextReadTemplate {
  #before = '';
  #after = '';
  #learned = false;
  #hits = 0;
  #fruitless = 0;
  /** Reads taken by a template over the stream's life (the request's debug line says it). */
  taken = 0;

  /** The text of a read that matches the template (decoded); `undefined` when it does not match. */
  match(read: string): string | undefined {
    if (!this.#learned) return undefined;
    const before = this.#before;
    const after = this.#after;
    if (read.length < before.length + after.length || !read.startsWith(before) || !read.endsWith(after)) {
      return undefined;
    }
    const body = read.slice(before.length, read.length - after.length);
    let text = body;
    if (needsDecoding(body)) {
      try {
        // Escapes (\n, \", \u00e9, Go's \u003c) decode as JSON does; a raw quote or control fails here.
        text = JSON.parse(`"${body}"`) as string;
      } catch {
        return undefined;
      }
    }
    this.#hits += 1;
    this.taken += 1;
    return text;
  }

  /**
   * Offers a read the parsers took whole: from an idle SSE parser, one event with `data`, parsed to `chunk`,
   * the parser idle again after it.
   */
  learn(read: string, data: string, chunk: unknown): void {
    if (this.#fruitless >= MAX_FRUITLESS) return;
    const text = onlyText(chunk);
    if (text === undefined || text === '' || data.includes('\n')) return;
    // The event's one data line, whole: `data:` (and the space SSE drops) at a line's start, data to its end.
    const at = read.indexOf(data);
    const field = read.startsWith('data: ', at - 6) ? at - 6 : read.startsWith('data:', at - 5) ? at - 5 : -1;
    const next = read.charCodeAt(at + data.length);
    if (at < 0 || field < 0 || (field > 0 && read.charCodeAt(field - 1) !== 10)) return;
    if (next !== 10 && !(next === 13 && read.charCodeAt(at + data.length + 1) === 10)) return;
    const key = data.indexOf(CONTENT_KEY);
    if (key < 0 || data.includes(CONTENT_KEY, key + 1)) return;
    const start = key + CONTENT_KEY.length;
    const end = closingQuote(data, start);
    if (end < 0) return;
    // The place proves to be the chunk's text: with one character more there, the chunk's text has it too.
    let probe: unknown;
    try {
      probe = JSON.parse(`${data.slice(0, start)}x${data.slice(start)}`);
    } catch {
      return;
    }
    if (onlyText(probe) !== `x${text}`) return;
    if (this.#learned && this.#hits === 0) this.#fruitless += 1;
    else if (this.#hits > 0) this.#fruitless = 0;
    this.#before = read.slice(0, at) + data.slice(0, start);
    this.#after = data.slice(end) + read.slice(at + data.length);
    this.#learned = true;
    this.#hits = 0;
  }
}

/** Whether a JSON string body has an escape, or what it may hold only escaped (a quote, a control character). */
function needsDecoding(body: string): boolean {
  for (let index = 0; index < body.length; index += 1) {
    const code = body.charCodeAt(index);
    if (code < 0x20 || code === 34 || code === 92) return true;
  }
  return false;
}

/** The index of the quote that closes the JSON string whose body starts at `from`; -1 if none. */
function closingQuote(json: string, from: number): number {
  for (let index = from; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (code === 34) return index;
    if (code === 92) index += 1;
  }
  return -1;
}
