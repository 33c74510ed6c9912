// Turns the objects of Ollama's native chat stream into ModelParts: text as it comes (reasoning left out),
// whole tool calls (Ollama sends each call complete, with its arguments as an object), then `finish` and
// usage from the final `done` object. Checks each object's shape with plain type tests; no HTTP here.
import type { FinishReason, ModelPart, ToolCall } from '../chat-model.js';
import { ModelError } from '../model-error.js';
import { ThinkFilter } from '../habits/think-filter.js';

type Fields = Record<string, unknown>;

export class OllamaStream {
  readonly #calls: ToolCall[] = [];
  readonly #thinking = new ThinkFilter();
  #done = false;

  get done(): boolean {
    return this.#done;
  }

  /** The parts of a line's text, as `push` takes it from a line that holds nothing else (see `onlyText`). */
  pushText(content: string): ModelPart[] {
    if (this.#done || content === '') return [];
    const text = this.#thinking.push(content);
    return text === '' ? [] : [{ type: 'text-delta', text }];
  }

  /** The parts one line of the stream completes. A line with an `error` field is for the caller to throw. */
  push(raw: unknown): ModelPart[] {
    if (!isObject(raw)) throw shapeError('a line that is not an object');
    if (this.#done) return [];
    const parts: ModelPart[] = [];
    const message = raw.message;
    if (message != null) {
      if (!isObject(message)) throw shapeError('a message that is not an object');
      const content = message.content;
      if (typeof content === 'string' && content !== '') {
        // `thinking` (reasoning, when think is on) is never spoken; <think> tags in content neither.
        const text = this.#thinking.push(content);
        if (text !== '') parts.push({ type: 'text-delta', text });
      } else if (content != null && typeof content !== 'string') throw shapeError('non-text content');
      if (message.tool_calls != null) this.#addCalls(message.tool_calls);
    }
    if (raw.done === true) {
      this.#done = true;
      const rest = this.#thinking.end();
      if (rest !== '') parts.push({ type: 'text-delta', text: rest });
      const reason = finishReason(raw.done_reason, this.#calls.length > 0);
      if (reason === 'length' && this.#calls.length > 0) {
        throw new ModelError('incomplete', 'The model ran out of tokens in the middle of a tool call');
      }
      for (const call of this.#calls) parts.push({ type: 'tool-call', call });
      parts.push({ type: 'finish', reason });
      if (typeof raw.prompt_eval_count === 'number' || typeof raw.eval_count === 'number') {
        parts.push({
          type: 'usage',
          usage: {
            promptTokens: typeof raw.prompt_eval_count === 'number' ? raw.prompt_eval_count : 0,
            completionTokens: typeof raw.eval_count === 'number' ? raw.eval_count : 0,
          },
        });
      }
    }
    return parts;
  }

  #addCalls(calls: unknown): void {
    if (!Array.isArray(calls)) throw shapeError('tool calls that are not a list');
    for (const call of calls) {
      if (!isObject(call) || !isObject(call.function)) throw shapeError('a tool call that is not an object');
      const { name, arguments: args } = call.function;
      if (typeof name !== 'string' || name === '') {
        throw new ModelError('bad-response', 'The model sent a tool call without a name');
      }
      const id =
        typeof call.id === 'string' && call.id !== '' ? call.id : `call_${this.#calls.length}_${name}`;
      // Arguments are an object; some models' parsers hand over JSON text instead, kept as it is.
      const text = typeof args === 'string' ? args : JSON.stringify(args ?? {});
      this.#calls.push({ id, name, arguments: text });
    }
  }
}

/**
 * The text of a line whose only effect on `push` (and the reader's error check) is that text: not the last
 * line, no tool call, no error; `undefined` for any other. Two such lines that differ only in their text and
 * under SKIPPED_STRINGS are the same to the stream but for the text (text-read-template.ts).
 */
export function onlyText(raw: unknown): string | undefined {
  if (!isObject(raw) || raw.error != null || raw.done === true || !isObject(raw.message)) return undefined;
  const { content, tool_calls: calls } = raw.message;
  return typeof content === 'string' && calls == null ? content : undefined;
}

/** Keys `push` never reads, which change from line to line: each line's time, the reasoning when think is on. */
export const SKIPPED_STRINGS = ['created_at', 'thinking'] as const;

function finishReason(doneReason: unknown, hasCalls: boolean): FinishReason {
  if (doneReason === 'length') return 'length';
  if (hasCalls) return 'tool-calls';
  // "stop", and "load"/"unload" for a request that only loaded or unloaded the model (the warm-up's kind).
  return 'stop';
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeError(what: string): ModelError {
  return new ModelError('bad-response', `The model server sent ${what} in its stream`);
}
