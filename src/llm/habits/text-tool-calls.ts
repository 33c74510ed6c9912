// Finds tool calls a model wrote into its text because the server did not parse them for that model
// (no tool parser configured, a template the server does not know): recognises them as they stream,
// holds back only text that may still be one, and hands on the rest to be spoken. Knows text, not HTTP.
import { callsOfValue, JsonScanner, nameIn, parseMarked } from './parse-text-calls.js';
import type { MarkerFormat, TextCall } from './parse-text-calls.js';

const MARKERS: readonly { open: string; close?: string; format: MarkerFormat }[] = [
  { open: '<tool_call>', close: '</tool_call>', format: 'hermes' },
  // Llama 3.x and Mistral write their calls to the end of the answer.
  { open: '<|python_tag|>', format: 'llama' },
  { open: '[TOOL_CALLS]', format: 'mistral' },
];
const FENCE = '```';
/** What every call or marker begins with: `{`, `[{`, a fence, `<tool_call>`, `<|python_tag|>`, `[TOOL_CALLS]`. */
const MAY_BEGIN_CALL = /[<[{`]/;
/** Text held while it may be a bare JSON call; longer, it is released as text (tool arguments are smaller). */
const MAX_HELD_JSON = 16_000;
/** Text after a marker kept at most; past it the rest is dropped (a call is never this long). */
const MAX_MARKED = 32_000;

export interface TextCallsFound {
  /** Text to speak. */
  text: string;
  calls: TextCall[];
  /** Marked text that could not be read as calls (never spoken; worth a log line). */
  malformed: string[];
}

type Mode =
  | { kind: 'text' }
  | { kind: 'json'; scanner: JsonScanner }
  | { kind: 'fence' }
  | { kind: 'marked'; format: MarkerFormat; close: string | undefined };

export class TextToolCalls {
  readonly #toolNames: ReadonlySet<string>;
  #mode: Mode = { kind: 'text' };
  #buffer = '';
  /** Nothing but blank space spoken yet since the start or the last call: a bare JSON call may begin. */
  #atStart = true;
  /** The answer writes JSON at length: later objects are not held to look for calls. */
  #plainJson = false;

  /** `toolNames`: the tools offered; a bare JSON object is a call only when it names one of them. */
  constructor(toolNames: Iterable<string>) {
    this.#toolNames = new Set(toolNames);
  }

  /**
   * Whether `delta` is spoken whole as it is, because nothing in it can begin a call or a marker and
   * nothing is held (most deltas): then it has been taken, and must not be pushed too. Else push() it.
   */
  passes(delta: string): boolean {
    if (this.#mode.kind !== 'text' || this.#buffer !== '' || MAY_BEGIN_CALL.test(delta)) return false;
    if (this.#atStart) {
      // Blank space at the start is held: a bare JSON call may follow it.
      if (delta.trim() === '') return false;
      this.#atStart = false;
    }
    return true;
  }

  /** Whether passes(`delta`) would be true now, asked without taking it. */
  wouldPass(delta: string): boolean {
    if (this.#mode.kind !== 'text' || this.#buffer !== '' || MAY_BEGIN_CALL.test(delta)) return false;
    return !this.#atStart || delta.trim() !== '';
  }

  push(delta: string): TextCallsFound {
    const found: TextCallsFound = { text: '', calls: [], malformed: [] };
    const mode = this.#mode;
    // Only the new text is scanned for the end of a held JSON value.
    if (mode.kind === 'json') {
      const before = this.#buffer.length;
      this.#buffer += delta;
      const end = mode.scanner.feed(this.#buffer.slice(before));
      if (end >= 0) this.#closeJson(end, found);
      else if (this.#buffer.length > MAX_HELD_JSON) this.#release(found);
      else return found;
    } else this.#buffer += delta;
    this.#advance(found);
    return found;
  }

  /** The end of the answer: whatever is held is read as calls where it can be, else spoken. */
  end(): TextCallsFound {
    const found: TextCallsFound = { text: '', calls: [], malformed: [] };
    const mode = this.#mode;
    if (mode.kind === 'marked') this.#readMarked(mode.format, this.#buffer, found);
    else if (mode.kind === 'json' || mode.kind === 'fence') {
      const calls = this.#bareCalls(mode.kind === 'fence' ? unfence(this.#buffer) : this.#buffer);
      if (calls === undefined) found.text += this.#buffer;
      else found.calls.push(...calls);
    } else found.text += this.#buffer;
    this.#buffer = '';
    this.#mode = { kind: 'text' };
    return found;
  }

  #advance(found: TextCallsFound): void {
    for (;;) {
      const mode = this.#mode;
      if (mode.kind === 'json') {
        const end = mode.scanner.feed(this.#buffer);
        if (end >= 0) this.#closeJson(end, found);
        else if (this.#buffer.length > MAX_HELD_JSON) this.#release(found);
        else return;
      } else if (mode.kind === 'fence') {
        const close = this.#buffer.indexOf(FENCE, FENCE.length);
        if (close < 0) {
          if (this.#buffer.length > MAX_HELD_JSON) this.#release(found);
          return;
        }
        const calls = this.#bareCalls(unfence(this.#buffer.slice(0, close + FENCE.length)));
        if (calls === undefined) return this.#release(found);
        found.calls.push(...calls);
        this.#afterCall(close + FENCE.length);
      } else if (mode.kind === 'marked') {
        const close = mode.close === undefined ? -1 : this.#buffer.indexOf(mode.close);
        if (close < 0) {
          if (this.#buffer.length > MAX_MARKED) this.#buffer = this.#buffer.slice(0, MAX_MARKED);
          return;
        }
        this.#readMarked(mode.format, this.#buffer.slice(0, close), found);
        this.#afterCall(close + mode.close!.length);
      } else if (!this.#scanText(found)) return;
    }
  }

  /** Text mode: speaks what cannot begin a call; true when the mode changed and there is more to read. */
  #scanText(found: TextCallsFound): boolean {
    if (this.#atStart && !this.#plainJson) {
      const trimmed = this.#buffer.trimStart();
      if (trimmed === '') return false;
      if (trimmed.startsWith('{') || trimmed.startsWith('[{')) {
        this.#buffer = trimmed;
        this.#mode = { kind: 'json', scanner: new JsonScanner() };
        return true;
      }
      if (trimmed.startsWith(FENCE)) {
        this.#buffer = trimmed;
        this.#mode = { kind: 'fence' };
        return true;
      }
      if (FENCE.startsWith(trimmed)) return false;
    }
    let first: { at: number; marker: (typeof MARKERS)[number] } | undefined;
    for (const marker of MARKERS) {
      const at = this.#buffer.indexOf(marker.open);
      if (at >= 0 && (first === undefined || at < first.at)) first = { at, marker };
    }
    // A JSON object after some words ("Here is the call: {…}") may be a call too; it is held until it
    // closes, then spoken if it names no offered tool. Only `{"` can begin one: a lone brace is not held.
    const brace = this.#plainJson ? -1 : objectStart(this.#buffer, first?.at ?? this.#buffer.length);
    if (brace === -2) {
      this.#speak(this.#buffer.slice(0, this.#buffer.lastIndexOf('{')), found);
      this.#buffer = this.#buffer.slice(this.#buffer.lastIndexOf('{'));
      return false;
    }
    if (brace >= 0) {
      this.#speak(this.#buffer.slice(0, brace), found);
      this.#buffer = this.#buffer.slice(brace);
      this.#mode = { kind: 'json', scanner: new JsonScanner() };
      return true;
    }
    if (first !== undefined) {
      this.#speak(this.#buffer.slice(0, first.at), found);
      this.#buffer = this.#buffer.slice(first.at + first.marker.open.length);
      this.#mode = { kind: 'marked', format: first.marker.format, close: first.marker.close };
      return true;
    }
    const keep = Math.max(...MARKERS.map((marker) => partialLength(this.#buffer, marker.open)));
    this.#speak(this.#buffer.slice(0, this.#buffer.length - keep), found);
    this.#buffer = this.#buffer.slice(this.#buffer.length - keep);
    return false;
  }

  #closeJson(end: number, found: TextCallsFound): void {
    const calls = this.#bareCalls(this.#buffer.slice(0, end));
    if (calls === undefined) {
      // Not a call: spoken as written, and what follows it is read on as text.
      this.#speak(this.#buffer.slice(0, end), found);
      this.#buffer = this.#buffer.slice(end);
      this.#mode = { kind: 'text' };
      return;
    }
    found.calls.push(...calls);
    this.#afterCall(end);
  }

  /** After a call, more calls may follow at once (Llama joins them with ";"). */
  #afterCall(end: number): void {
    this.#buffer = this.#buffer.slice(end).replace(/^[\s;]+/, '');
    this.#mode = { kind: 'text' };
    this.#atStart = true;
  }

  /**
   * Held text that grew too long to be a call, or a fence that was not one: spoken as it was written, and
   * no further JSON in this answer is held (a model writing JSON at length is not calling a tool).
   */
  #release(found: TextCallsFound): void {
    this.#plainJson = true;
    this.#speak(this.#buffer, found);
    this.#buffer = '';
    this.#mode = { kind: 'text' };
  }

  #speak(text: string, found: TextCallsFound): void {
    if (text.trim() !== '') this.#atStart = false;
    found.text += text;
  }

  #readMarked(format: MarkerFormat, inner: string, found: TextCallsFound): void {
    const calls = parseMarked(format, inner);
    if (calls !== undefined) {
      found.calls.push(...calls);
      return;
    }
    // Unreadable arguments still go to the tool, whose check tells the model what is wrong with them.
    const name = nameIn(inner);
    if (name === undefined) found.malformed.push(inner.slice(0, 200));
    else found.calls.push({ name, arguments: inner.trim() });
  }

  /** A bare JSON value is a call only when every call in it names an offered tool. */
  #bareCalls(text: string): TextCall[] | undefined {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    const calls = callsOfValue(value);
    return calls?.every((call) => this.#toolNames.has(call.name)) === true ? calls : undefined;
  }
}

/**
 * Where a JSON object may begin before `limit`: the first `{` followed by `"`. -2: the text ends in a `{`
 * (and blank space) whose next character is not known yet; -1: none.
 */
function objectStart(text: string, limit: number): number {
  for (let at = text.indexOf('{'); at >= 0 && at < limit; at = text.indexOf('{', at + 1)) {
    const next = /\S/.exec(text.slice(at + 1));
    if (next === null) return -2;
    if (next[0] === '"') return at;
  }
  return -1;
}

/** ```json … ``` → the inside. */
function unfence(text: string): string {
  return text
    .replace(/^```[\w-]*\s*/, '')
    .replace(/```\s*$/, '')
    .trim();
}

/** Length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(tag.slice(0, length))) return length;
  }
  return 0;
}
