// A streamed answer's reads look alike: OpenAI's `data: {"id":"…","choices":[{"index":0,"delta":{"content":"…"}…}]}`
// and a blank line, Ollama's `{"model":"…","created_at":"…","message":{"role":"assistant","content":"…"},"done":false}`
// and a newline: the same bytes every time but for the text and a field or two the reader never looks at (a
// timestamp). Once one such read was parsed, the next that has the same bytes around those places is read
// without the stream's parser or JSON.parse. Measured on a running Hearth (issue 27), a read's JSON.parse costs
// ~30 µs: between a local model's tokens the code and data it touches have left the CPU's caches, and every
// token of every answer pays it.
//
// Exact, not a guess: a template is only learned from a read that its parser took as one whole payload, whose
// chunk carries nothing but text for its reader (the format's onlyText), and whose text sits at the one place
// that proves to be the chunk's text (the payload parsed again with that text changed). A later read matches
// when it has the template's bytes around its places, and in them valid JSON: a string body (no raw quote or
// control character) for the text and a skipped string, digits for a skipped integer. So no line, event or
// JSON token can differ from the template's, and it parses to the same chunk with that text and other values
// only under keys its reader never reads. Anything else goes through the parsers as before.

export interface ReadFormat {
  /** Where `payload` sits in `read`, a read its parser took whole as that one payload; -1 when not for sure. */
  placeOf(read: string, payload: string): number;
  /** The text of a parsed chunk whose only effect on its reader is that text; `undefined` for any other. */
  onlyText(chunk: unknown): string | undefined;
  /** Keys the reader never reads, anywhere in a chunk: their string values may change from read to read. */
  skippedStrings?: readonly string[];
  /** The same for integer values (a `created` time in seconds). */
  skippedIntegers?: readonly string[];
}

/** After this many templates in a row that matched nothing, a stream stops learning (its reads all differ). */
const MAX_FRUITLESS = 3;
const CONTENT_KEY = '"content":"';

type Place = 'text' | 'string' | 'integer';

interface Span {
  place: Place;
  start: number;
  end: number;
}

export class TextReadTemplate {
  readonly #format: ReadFormat;
  /** The fixed bytes; a place between each two (`#places[i]` follows `#pieces[i]`). */
  #pieces: string[] = [];
  #places: Place[] = [];
  #hits = 0;
  #fruitless = 0;
  /** Reads taken by a template over the stream's life (the request's debug line says it). */
  taken = 0;

  constructor(format: ReadFormat) {
    this.#format = format;
  }

  /** The text of a read that matches the template (decoded); `undefined` when it does not match. */
  match(read: string): string | undefined {
    const pieces = this.#pieces;
    if (pieces.length === 0) return undefined;
    let at = 0;
    let text: string | undefined;
    for (let index = 0; index < this.#places.length; index += 1) {
      const piece = pieces[index]!;
      if (!read.startsWith(piece, at)) return undefined;
      at += piece.length;
      const place = this.#places[index];
      if (place === 'integer') {
        const end = integerEnd(read, at);
        if (end < 0) return undefined;
        at = end;
        continue;
      }
      const end = stringEnd(read, at);
      if (end < 0) return undefined;
      const backslash = read.indexOf('\\', at);
      const escaped = backslash >= 0 && backslash < end;
      if (place === 'text') {
        text = escaped ? decode(read.slice(at, end)) : read.slice(at, end);
        if (text === undefined) return undefined;
      } else if (escaped && decode(read.slice(at, end)) === undefined) return undefined;
      at = end;
    }
    const last = pieces[pieces.length - 1]!;
    if (at + last.length !== read.length || !read.endsWith(last)) return undefined;
    this.#hits += 1;
    this.taken += 1;
    return text;
  }

  /** Offers a read its parser took whole as one payload, `data`, which parsed to `chunk`. */
  learn(read: string, data: string, chunk: unknown): void {
    if (this.#fruitless >= MAX_FRUITLESS) return;
    const format = this.#format;
    const text = format.onlyText(chunk);
    if (text === undefined) return;
    const at = format.placeOf(read, data);
    if (at < 0) return;
    const content = uniqueValue(data, CONTENT_KEY);
    if (content === undefined) return;
    const end = stringEnd(data, content);
    if (end < 0) return;
    // The place proves to be the chunk's text: with one character more there, the chunk's text has it too.
    let probe: unknown;
    try {
      probe = JSON.parse(`${data.slice(0, content)}x${data.slice(content)}`);
    } catch {
      return;
    }
    if (format.onlyText(probe) !== `x${text}`) return;
    const spans: Span[] = [{ place: 'text', start: content, end }];
    for (const key of format.skippedStrings ?? []) {
      const start = uniqueValue(data, `"${key}":"`);
      const stop = start === undefined ? -1 : stringEnd(data, start);
      if (start !== undefined && stop >= 0) spans.push({ place: 'string', start, end: stop });
    }
    for (const key of format.skippedIntegers ?? []) {
      const start = uniqueValue(data, `"${key}":`);
      const stop = start === undefined ? -1 : integerEnd(data, start);
      if (start !== undefined && stop >= 0) spans.push({ place: 'integer', start, end: stop });
    }
    spans.sort((a, b) => a.start - b.start);
    const pieces: string[] = [];
    let from = 0;
    for (const span of spans) {
      pieces.push(data.slice(from, span.start));
      from = span.end;
    }
    pieces.push(data.slice(from));
    pieces[0] = read.slice(0, at) + pieces[0]!;
    pieces[pieces.length - 1] += read.slice(at + data.length);
    if (this.#pieces.length > 0 && this.#hits === 0) this.#fruitless += 1;
    else if (this.#hits > 0) this.#fruitless = 0;
    this.#pieces = pieces;
    this.#places = spans.map(({ place }) => place);
    this.#hits = 0;
  }
}

/** Where `key` (with its quotes and colon) ends in `json`, when it occurs there exactly once. */
function uniqueValue(json: string, key: string): number | undefined {
  const at = json.indexOf(key);
  return at < 0 || json.includes(key, at + 1) ? undefined : at + key.length;
}

/**
 * The index of the quote that closes the JSON string whose body starts at `from`; -1 at a raw control
 * character (JSON has none in a string) or without one. Escapes are stepped over, not checked (decode does).
 */
function stringEnd(json: string, from: number): number {
  for (let index = from; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (code === 34) return index;
    if (code === 92) index += 1;
    else if (code < 0x20) return -1;
  }
  return -1;
}

/**
 * Where the digits of a JSON integer starting at `from` end (no leading zero); -1 if none. A fraction or an
 * exponent after them never matches: the template's next byte there is a comma or a brace.
 */
function integerEnd(json: string, from: number): number {
  let index = from;
  while (index < json.length && json.charCodeAt(index) >= 48 && json.charCodeAt(index) <= 57) index += 1;
  return index === from || (index - from > 1 && json.charCodeAt(from) === 48) ? -1 : index;
}

/** A string body's value as JSON reads it (escapes: \n, \", \u00e9, Go's \u003c); `undefined` if invalid. */
function decode(body: string): string | undefined {
  try {
    return JSON.parse(`"${body}"`) as string;
  } catch {
    return undefined;
  }
}
