// Turns Chat Completions stream chunks into ModelParts: text as it comes, tool calls whole (assembled
// from fragments by index), then usage and finish. Validates each chunk at the edge; no HTTP here.
import { z } from 'zod';
import type { FinishReason, ModelPart, ToolCall, Usage } from './chat-model.js';
import { ModelError } from './model-error.js';
import { ThinkFilter } from './think-filter.js';

const toolCallDeltaSchema = z.looseObject({
  index: z.number().int().min(0).optional(),
  id: z.string().nullish(),
  function: z.looseObject({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});

const chunkSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        delta: z
          .looseObject({
            content: z.string().nullish(),
            tool_calls: z.array(toolCallDeltaSchema).nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: z
    .looseObject({
      prompt_tokens: z.number().nullish(),
      completion_tokens: z.number().nullish(),
      prompt_tokens_details: z.looseObject({ cached_tokens: z.number().nullish() }).nullish(),
    })
    .nullish(),
});

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

export class StreamAssembler {
  readonly #calls = new Map<number, PartialCall>();
  #finish: FinishReason | undefined;
  #usage: Usage | undefined;
  #callsEmitted = false;
  readonly #thinking = new ThinkFilter();

  /** The parts a chunk completes: text deltas at once; tool calls when the finish reason arrives. */
  push(raw: unknown): ModelPart[] {
    const parsed = chunkSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ModelError('bad-response', 'The model server sent a chunk of an unexpected shape', {
        cause: parsed.error,
      });
    }
    const parts: ModelPart[] = [];
    const { choices, usage } = parsed.data;
    const choice = choices?.[0];
    const content = choice?.delta?.content;
    const text = typeof content === 'string' ? this.#thinking.push(content) : '';
    if (text !== '') parts.push({ type: 'text-delta', text });
    for (const [position, fragment] of (choice?.delta?.tool_calls ?? []).entries()) {
      const index = fragment.index ?? this.#calls.size + position;
      const call = this.#calls.get(index) ?? { id: undefined, name: '', arguments: '' };
      if (typeof fragment.id === 'string' && fragment.id !== '') call.id = fragment.id;
      if (typeof fragment.function?.name === 'string') call.name += fragment.function.name;
      if (typeof fragment.function?.arguments === 'string') call.arguments += fragment.function.arguments;
      this.#calls.set(index, call);
    }
    if (typeof choice?.finish_reason === 'string') {
      this.#finish = FINISH_REASONS[choice.finish_reason] ?? 'other';
      parts.push(...this.#emitCalls());
    }
    if (usage) {
      const cached = usage.prompt_tokens_details?.cached_tokens;
      this.#usage = {
        promptTokens: usage.prompt_tokens ?? 0,
        completionTokens: usage.completion_tokens ?? 0,
        ...(typeof cached === 'number' ? { cachedPromptTokens: cached } : {}),
      };
    }
    return parts;
  }

  /** What remains at the end of the stream: unemitted calls, usage, the finish reason. */
  end(): ModelPart[] {
    const rest = this.#thinking.end();
    const parts: ModelPart[] = rest === '' ? [] : [{ type: 'text-delta', text: rest }];
    parts.push(...this.#emitCalls());
    if (this.#usage) parts.push({ type: 'usage', usage: this.#usage });
    const reason = this.#finish ?? (this.#calls.size > 0 ? 'tool-calls' : 'stop');
    parts.push({ type: 'finish', reason });
    return parts;
  }

  #emitCalls(): ModelPart[] {
    if (this.#callsEmitted || this.#calls.size === 0) return [];
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
