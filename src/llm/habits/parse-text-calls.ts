// Reads tool calls that a model wrote as text, in the formats the chat templates teach: Hermes/Qwen
// `<tool_call>{"name", "arguments"}</tool_call>`, Llama 3.x `<|python_tag|>{"name", "parameters"}` (several
// joined by ";"), Mistral `[TOOL_CALLS][{…}]` and the v11 `[TOOL_CALLS]name[ARGS]{…}`, and a bare JSON
// object or list naming a tool. Pure functions over finished text; text-tool-calls.ts finds the spans.

/** A call as read from text, before it gets an id. `arguments` is JSON text, as on the wire. */
export interface TextCall {
  name: string;
  arguments: string;
}

/** The calls in a JSON value: `{name, arguments|parameters}`, `{function: {…}}`, or a list of them. */
export function callsOfValue(value: unknown): TextCall[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) return undefined;
  const calls: TextCall[] = [];
  for (const item of items) {
    const call = callOf(item);
    if (call === undefined) return undefined;
    calls.push(call);
  }
  return calls;
}

function callOf(item: unknown): TextCall | undefined {
  if (!isObject(item)) return undefined;
  const fn = isObject(item.function) ? item.function : item;
  const name = fn.name;
  if (typeof name !== 'string' || !/^[\w.-]{1,64}$/.test(name)) return undefined;
  const args = fn.arguments ?? fn.parameters ?? item.arguments ?? item.parameters;
  if (args === undefined || args === null) return { name, arguments: '{}' };
  if (typeof args === 'string') return { name, arguments: args };
  if (isObject(args)) return { name, arguments: JSON.stringify(args) };
  return undefined;
}

/** JSON values one after another, separated by whitespace or ";" (Llama's way of writing several calls). */
export function parseJsonSequence(text: string): unknown[] | undefined {
  const values: unknown[] = [];
  let rest = text;
  for (;;) {
    rest = rest.replace(/^[\s;,]+/, '');
    if (rest === '') return values;
    const scanner = new JsonScanner();
    const end = scanner.feed(rest);
    if (end < 0) return undefined;
    try {
      values.push(JSON.parse(rest.slice(0, end)));
    } catch {
      return undefined;
    }
    rest = rest.slice(end);
  }
}

/** What follows a marker, read in its format. `undefined`: not readable as calls. */
export function parseMarked(format: MarkerFormat, inner: string): TextCall[] | undefined {
  const text = inner.replaceAll(/<\|(eom_id|eot_id|end_of_text)\|>|<\/s>/g, '').trim();
  if (format === 'mistral' && !text.startsWith('[') && !text.startsWith('{')) return parseMistralV11(text);
  const values = parseJsonSequence(text);
  if (values === undefined || values.length === 0) return undefined;
  const calls: TextCall[] = [];
  for (const value of values) {
    const found = callsOfValue(value);
    if (found === undefined) return undefined;
    calls.push(...found);
  }
  return calls;
}

export type MarkerFormat = 'hermes' | 'llama' | 'mistral';

/** `get_weather[ARGS]{…}[TOOL_CALLS]other[CALL_ID]abc123[ARGS]{…}` (tokenizer v11 and later). */
function parseMistralV11(text: string): TextCall[] | undefined {
  const calls: TextCall[] = [];
  for (const piece of text.split('[TOOL_CALLS]')) {
    if (piece.trim() === '') continue;
    const match = /^\s*([\w.-]{1,64})\s*(?:\[CALL_ID\]\s*[\w-]*\s*)?(?:\[ARGS\])?\s*([\s\S]*)$/.exec(piece);
    if (match === null) return undefined;
    const args = match[2]!.trim();
    calls.push({ name: match[1]!, arguments: args === '' ? '{}' : args });
  }
  return calls.length > 0 ? calls : undefined;
}

/** A name written in text that could not be read as a call: enough to tell the model what went wrong. */
export function nameIn(text: string): string | undefined {
  return /"name"\s*:\s*"([\w.-]{1,64})"/.exec(text)?.[1] ?? /^\s*([\w.-]{1,64})\s*\[ARGS\]/.exec(text)?.[1];
}

/**
 * Finds where the first JSON value of a text ends, fed piece by piece without re-reading: strings and
 * escapes are tracked, brackets counted. `feed` returns the end offset (in all text fed so far) or -1.
 */
export class JsonScanner {
  #depth = 0;
  #inString = false;
  #escape = false;
  #seen = 0;
  #started = false;

  feed(piece: string): number {
    for (let at = 0; at < piece.length; at++) {
      const char = piece[at]!;
      if (this.#inString) {
        if (this.#escape) this.#escape = false;
        else if (char === '\\') this.#escape = true;
        else if (char === '"') this.#inString = false;
        continue;
      }
      if (char === '"') this.#inString = true;
      else if (char === '{' || char === '[') {
        this.#depth += 1;
        this.#started = true;
      } else if (char === '}' || char === ']') {
        this.#depth -= 1;
        if (this.#started && this.#depth <= 0) return this.#seen + at + 1;
      }
    }
    this.#seen += piece.length;
    return -1;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
