// Turns Chat Completions stream chunks into ModelParts: text as it comes, tool calls whole (assembled
// from fragments by index and id) and the finish reason as soon as the model finishes, then usage. Checks
// each chunk's shape at the edge with plain type tests (no schema objects per chunk); no HTTP here. What
// models write into the text (reasoning tags, tool calls as text) is model-habits.ts's business.
import type { FinishReason, ModelPart, ToolCall, Usage } from '../chat-model.js';
import { ModelError } from '../model-error.js';

const FINISH_REASONS: Record<string, FinishReason> = {
  stop: 'stop',
  tool_calls: 'tool-calls',
  function_call: 'tool-calls',
  length: 'length',
  content_filter: 'content-filter',
};

interface PartialCall {
  index: number;
  id: string | undefined;
  name: string;
  arguments: string;
  echo?: Record<string, unknown>;
}

/** Reasoning kept to send back (DeepSeek) is bounded: a runaway model cannot grow a message without end. */
const MAX_REASONING_CHARS = 200_000;

type Fields = Record<string, unknown>;

export class StreamAssembler {
  /** Calls in the order they began; `#latest` maps an index to the call that last used it. */
  readonly #calls: PartialCall[] = [];
  readonly #latest = new Map<number, PartialCall>();
  #finish: FinishReason | undefined;
  #usage: Usage | undefined;
  #callsEmitted = false;
  #finishEmitted = false;
  #sawText = false;
  #reasoning = '';

  /** Text has come and nothing else yet: no tool call begun, no finish reason. */
  get onlyText(): boolean {
    return this.#sawText && this.#calls.length === 0 && !this.#finishEmitted;
  }

  /**
   * The parts a chunk completes: text deltas at once; when the finish reason arrives, any text the think
   * filter held, the tool calls and `finish`, so the answer can end before the usage chunk and `[DONE]`.
   * Text after the finish reason (a server out of line) is dropped. The parts are appended to `parts`.
   */
  push(raw: unknown, parts: ModelPart[] = []): ModelPart[] {
    if (!isObject(raw)) throw shapeError('a chunk that is not an object');
    const choices = raw.choices;
    if (choices != null && !Array.isArray(choices)) throw shapeError('choices that are not a list');
    const choice: unknown = choices?.[0];
    if (choice != null) {
      if (!isObject(choice)) throw shapeError('a choice that is not an object');
      const delta = choice.delta;
      if (delta != null) {
        if (!isObject(delta)) throw shapeError('a delta that is not an object');
        const content = delta.content;
        if (typeof content === 'string') this.pushText(content, parts);
        else if (content != null) throw shapeError('non-text content');
        // DeepSeek (and llama.cpp, older vLLM) stream reasoning apart; DeepSeek wants it back with tool calls.
        const reasoning = delta.reasoning_content;
        if (typeof reasoning === 'string' && this.#reasoning.length < MAX_REASONING_CHARS) {
          this.#reasoning += reasoning;
        }
        if (delta.tool_calls != null) this.#addFragments(delta.tool_calls);
      }
      const finish = choice.finish_reason;
      if (typeof finish === 'string') {
        // Some servers and proxies send "" on every chunk where the API says null: only a reason ends it.
        if (finish !== '' && !this.#finishEmitted) {
          this.#finish = FINISH_REASONS[finish] ?? 'other';
          parts.push(...this.#emitCalls());
          parts.push(...this.#emitEcho());
          this.#finishEmitted = true;
          parts.push({ type: 'finish', reason: this.#finish });
        }
      } else if (finish != null) throw shapeError('a finish reason that is not text');
    }
    const usage = raw.usage;
    if (isObject(usage)) {
      const details = usage.prompt_tokens_details;
      const cached = isObject(details) ? details.cached_tokens : undefined;
      this.#usage = {
        promptTokens: typeof usage.prompt_tokens === 'number' ? usage.prompt_tokens : 0,
        completionTokens: typeof usage.completion_tokens === 'number' ? usage.completion_tokens : 0,
        ...(typeof cached === 'number' ? { cachedPromptTokens: cached } : {}),
      };
    }
    return parts;
  }

  /**
   * A chunk's text, as `push` takes it from a chunk that holds nothing else (see `onlyText`): for a reader
   * that found the text without parsing the chunk.
   */
  pushText(content: string, parts: ModelPart[]): void {
    if (content === '' || this.#finishEmitted) return;
    this.#sawText = true;
    parts.push({ type: 'text-delta', text: content });
  }

  /**
   * What remains once the stream is over: what a finish reason would have emitted (when the server sent
   * none before `[DONE]`), then usage. `sawDone`: the
   * server sent `[DONE]`. A stream that ended with neither `[DONE]` nor a finish reason was cut off, and
   * its tool calls (possibly half written) are never handed out.
   */
  end(sawDone: boolean): ModelPart[] {
    if (!sawDone && this.#finish === undefined) {
      throw new ModelError('incomplete', "The model server's stream ended before the answer was finished");
    }
    if (this.#finish === undefined && !this.#sawText && this.#calls.length === 0) {
      // Nothing at all, not even a finish reason: a failure the server did not name, never a silent success.
      throw new ModelError(
        'incomplete',
        'The model server ended its answer without text, tool call or finish reason',
      );
    }
    const parts: ModelPart[] = [];
    if (!this.#finishEmitted) {
      parts.push(...this.#emitCalls());
      parts.push(...this.#emitEcho());
      parts.push({ type: 'finish', reason: this.#calls.length > 0 ? 'tool-calls' : 'stop' });
    }
    if (this.#usage) parts.push({ type: 'usage', usage: this.#usage });
    return parts;
  }

  #addFragments(fragments: unknown): void {
    if (!Array.isArray(fragments)) throw shapeError('tool calls that are not a list');
    for (const [position, fragment] of fragments.entries()) {
      if (!isObject(fragment)) throw shapeError('a tool call that is not an object');
      const given = fragment.index;
      const index =
        typeof given === 'number' && Number.isInteger(given) && given >= 0
          ? given
          : this.#calls.length + position;
      const id = typeof fragment.id === 'string' && fragment.id !== '' ? fragment.id : undefined;
      const fn = isObject(fragment.function) ? fragment.function : {};
      const call = this.#callFor(index, id, fn);
      call.id ??= id;
      // Set, not appended: some servers repeat the whole name in every fragment.
      if (typeof fn.name === 'string' && fn.name !== '') call.name = fn.name;
      const args = fn.arguments;
      if (typeof args === 'string') call.arguments += args;
      // A few servers and proxies send the arguments as a JSON object rather than its text.
      else if (isObject(args)) call.arguments = JSON.stringify(args);
      // Gemini 3 signs its reasoning per call and refuses the call back without the signature.
      if (fragment.extra_content != null) call.echo = { extra_content: fragment.extra_content };
    }
  }

  /**
   * The call a fragment continues. Ollama (several model families) and some proxies number every call 0:
   * a fragment that names a tool under another id than the call at its index, or names one again after
   * that call's arguments are complete, begins a new call instead of being merged into it. A fragment
   * without a name always continues (a new call starts with its name).
   */
  #callFor(index: number, id: string | undefined, fn: Fields): PartialCall {
    if (id !== undefined) {
      const same = this.#calls.find((call) => call.id === id);
      if (same !== undefined) return same;
    }
    const current = this.#latest.get(index);
    const named = typeof fn.name === 'string' && fn.name !== '';
    const fresh =
      current === undefined ||
      (named &&
        (id !== undefined && current.id !== undefined
          ? current.id !== id
          : isCompleteJson(current.arguments)));
    if (!fresh) return current;
    const call: PartialCall = { index, id: undefined, name: '', arguments: '' };
    this.#calls.push(call);
    this.#latest.set(index, call);
    return call;
  }

  #emitCalls(): ModelPart[] {
    if (this.#callsEmitted || this.#calls.length === 0) return [];
    if (this.#finish === 'length') {
      throw new ModelError('incomplete', 'The model ran out of tokens in the middle of a tool call');
    }
    this.#callsEmitted = true;
    // By index, and in order of arrival among calls that share one (sort is stable).
    const ordered = [...this.#calls].sort((a, b) => a.index - b.index);
    return ordered.map((call, position): ModelPart => {
      if (call.name === '') {
        throw new ModelError('bad-response', `The model sent tool call ${call.index} without a name`);
      }
      const whole: ToolCall = {
        id: call.id ?? `call_${position}`,
        name: call.name,
        arguments: call.arguments,
        ...(call.echo === undefined ? {} : { echo: call.echo }),
      };
      return { type: 'tool-call', call: whole };
    });
  }

  #emitEcho(): ModelPart[] {
    if (this.#reasoning === '') return [];
    const fields = { reasoning_content: this.#reasoning };
    this.#reasoning = '';
    return [{ type: 'echo', fields }];
  }
}

/** Whether argument text is already one whole JSON value (cheap checks first: this runs per fragment). */
function isCompleteJson(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keys `push` (and the reader's error check) never read, which servers change from chunk to chunk: the
 * chunk's time in seconds (llama.cpp, Ollama's /v1), OpenAI's per-chunk padding.
 */
export const SKIPPED_INTEGERS = ['created'] as const;
export const SKIPPED_STRINGS = ['obfuscation'] as const;

/**
 * The text of a chunk whose only effect on `push` is that text (no reasoning, tool call, finish reason,
 * usage or error in it); `undefined` for any other chunk. Two such chunks that differ only in their text
 * and under the keys above are the same to the assembler but for the text (text-read-template.ts).
 */
export function onlyText(raw: unknown): string | undefined {
  if (!isObject(raw) || raw.error != null || raw.usage != null || !Array.isArray(raw.choices))
    return undefined;
  const choice: unknown = raw.choices[0];
  if (!isObject(choice) || !isObject(choice.delta)) return undefined;
  const finish = choice.finish_reason;
  if (finish != null && finish !== '') return undefined;
  const { content, reasoning_content: reasoning, tool_calls: calls } = choice.delta;
  return typeof content === 'string' && reasoning == null && calls == null ? content : undefined;
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeError(what: string): ModelError {
  return new ModelError('bad-response', `The model server sent ${what} in its stream`);
}
