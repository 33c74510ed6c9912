// Turns Chat Completions stream chunks into ModelParts: text as it comes, tool calls whole (assembled
// from fragments by index) and the finish reason as soon as the model finishes, then usage. Checks each chunk's
// shape at the edge with plain type tests (no schema objects per chunk); no HTTP here.
import type { FinishReason, ModelPart, ToolCall, Usage } from './chat-model.js';
import { ModelError } from './model-error.js';
import { ThinkFilter } from './think-filter.js';

const FINISH_REASONS: Record<string, FinishReason> = {
  stop: 'stop',
  tool_calls: 'tool-calls',
  function_call: 'tool-calls',
  length: 'length',
  content_filter: 'content-filter',
};

interface PartialCall {
  id: string | undefined;
  name: string;
  arguments: string;
}

type Fields = Record<string, unknown>;

export class StreamAssembler {
  readonly #calls = new Map<number, PartialCall>();
  #finish: FinishReason | undefined;
  #usage: Usage | undefined;
  #callsEmitted = false;
  #finishEmitted = false;
  readonly #thinking = new ThinkFilter();

  /**
   * The parts a chunk completes: text deltas at once; when the finish reason arrives, any text the think
   * filter held, the tool calls and `finish`, so the answer can end before the usage chunk and `[DONE]`.
   * Text after the finish reason (a server out of line) is dropped.
   */
  push(raw: unknown): ModelPart[] {
    if (!isObject(raw)) throw shapeError('a chunk that is not an object');
    const choices = raw.choices;
    if (choices != null && !Array.isArray(choices)) throw shapeError('choices that are not a list');
    const choice: unknown = choices?.[0];
    const parts: ModelPart[] = [];
    if (choice != null) {
      if (!isObject(choice)) throw shapeError('a choice that is not an object');
      const delta = choice.delta;
      if (delta != null) {
        if (!isObject(delta)) throw shapeError('a delta that is not an object');
        const content = delta.content;
        if (typeof content === 'string' && content !== '' && !this.#finishEmitted) {
          const text = this.#thinking.push(content);
          if (text !== '') parts.push({ type: 'text-delta', text });
        } else if (content != null && typeof content !== 'string') throw shapeError('non-text content');
        if (delta.tool_calls != null) this.#addFragments(delta.tool_calls);
      }
      const finish = choice.finish_reason;
      if (typeof finish === 'string') {
        // Some servers and proxies send "" on every chunk where the API says null: only a reason ends it.
        if (finish !== '' && !this.#finishEmitted) {
          this.#finish = FINISH_REASONS[finish] ?? 'other';
          const rest = this.#thinking.end();
          if (rest !== '') parts.push({ type: 'text-delta', text: rest });
          parts.push(...this.#emitCalls());
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
   * What remains once the stream is over: what a finish reason would have emitted (when the server sent
   * none before `[DONE]`), then usage. `sawDone`: the
   * server sent `[DONE]`. A stream that ended with neither `[DONE]` nor a finish reason was cut off, and
   * its tool calls (possibly half written) are never handed out.
   */
  end(sawDone: boolean): ModelPart[] {
    if (!sawDone && this.#finish === undefined) {
      throw new ModelError('incomplete', "The model server's stream ended before the answer was finished");
    }
    const parts: ModelPart[] = [];
    if (!this.#finishEmitted) {
      const rest = this.#thinking.end();
      if (rest !== '') parts.push({ type: 'text-delta', text: rest });
      parts.push(...this.#emitCalls());
      parts.push({ type: 'finish', reason: this.#calls.size > 0 ? 'tool-calls' : 'stop' });
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
          : this.#calls.size + position;
      const call = this.#calls.get(index) ?? { id: undefined, name: '', arguments: '' };
      if (typeof fragment.id === 'string' && fragment.id !== '') call.id = fragment.id;
      const fn = fragment.function;
      if (isObject(fn)) {
        if (typeof fn.name === 'string') call.name += fn.name;
        if (typeof fn.arguments === 'string') call.arguments += fn.arguments;
      }
      this.#calls.set(index, call);
    }
  }

  #emitCalls(): ModelPart[] {
    if (this.#callsEmitted || this.#calls.size === 0) return [];
    if (this.#finish === 'length') {
      throw new ModelError('incomplete', 'The model ran out of tokens in the middle of a tool call');
    }
    this.#callsEmitted = true;
    const ordered = [...this.#calls.entries()].sort(([a], [b]) => a - b);
    return ordered.map(([index, call]): ModelPart => {
      if (call.name === '') {
        throw new ModelError('bad-response', `The model sent tool call ${index} without a name`);
      }
      const whole: ToolCall = { id: call.id ?? `call_${index}`, name: call.name, arguments: call.arguments };
      return { type: 'tool-call', call: whole };
    });
  }
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeError(what: string): ModelError {
  return new ModelError('bad-response', `The model server sent ${what} in its stream`);
}
