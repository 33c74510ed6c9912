// What models write into their text that is not meant to be spoken, handled the same whichever adapter
// brought the text (OpenAI-compatible SSE, Ollama's native API): reasoning blocks, including the lone
// `</think>` of templates that open the block in the prompt, and tool calls written as text. Wraps a
// ChatModel; the wrapped model keeps its name and contract. Knows parts, not HTTP.
import type { ChatModel, ModelPart, ToolCall } from '../chat-model.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { TextToolCalls, type TextCallsFound } from './text-tool-calls.js';
import { ThinkFilter } from './think-filter.js';

export interface ModelHabitsOptions {
  logger?: Logger;
}

/**
 * Models whose chat template usually opens the reasoning block in the prompt, so their answer starts
 * inside it: DeepSeek-R1 and its distills, QwQ, Qwen3 "Thinking" builds. Other models are learnt: after
 * one lone `</think>`, every later answer of that model is held until the tag or its end.
 */
const OPENS_IN_PROMPT = /(^|[/:_.-])(deepseek-r1|r1-distill|r1|qwq)([/:_.-]|$)|thinking/i;

/** Ids of the tool calls read from a model's text (the server did not parse them). */
const TEXT_CALL_ID = 'call_text_';

/** Whether a tool call was read from the model's text rather than made by the server's parser. */
export function isTextToolCall(call: Pick<ToolCall, 'id'>): boolean {
  return call.id.startsWith(TEXT_CALL_ID);
}

export function withModelHabits(model: ChatModel, options: ModelHabitsOptions = {}): ChatModel {
  const logger = options.logger ?? silentLogger;
  let opensInPrompt = OPENS_IN_PROMPT.test(model.name);
  let textCalls = 0;
  let warnedMalformed = false;

  return {
    name: model.name,
    async *stream(request) {
      const think = new ThinkFilter({ mayStartInside: opensInPrompt });
      const calls = new TextToolCalls(request.tools.map((tool) => tool.name));
      let foundCalls = 0;
      let flushed = false;
      /** Text through both filters; calls found in it become tool-call parts. */
      const flush = function* (found: TextCallsFound): Generator<ModelPart> {
        if (found.text !== '') yield { type: 'text-delta', text: found.text };
        for (const call of found.calls) {
          foundCalls += 1;
          textCalls += 1;
          const whole: ToolCall = { id: `${TEXT_CALL_ID}${textCalls}`, ...call };
          yield { type: 'tool-call', call: whole };
        }
        if (found.malformed.length > 0 && !warnedMalformed) {
          warnedMalformed = true;
          logger.warn(
            {
              model: model.name,
              written: found.malformed[0],
              hint: "the model wrote a tool call Hearth could not read; enable the server's tool-call parsing for this model (see DOCS, Local models)",
            },
            'a tool call written as text was not readable',
          );
        }
      };
      const finishText = function* (): Generator<ModelPart> {
        if (flushed) return;
        flushed = true;
        yield* flush(calls.push(think.end()));
        yield* flush(calls.end());
        if (think.sawLoneClose && !opensInPrompt) {
          opensInPrompt = true;
          logger.info(
            { model: model.name },
            'the model closes its reasoning with a lone </think>: its answers are held until the tag from now on',
          );
        }
      };
      for await (const part of model.stream(request)) {
        if (part.type === 'text-delta') {
          if (flushed) continue;
          yield* flush(calls.push(think.push(part.text)));
        } else if (part.type === 'finish') {
          yield* finishText();
          const reason = foundCalls > 0 && part.reason === 'stop' ? 'tool-calls' : part.reason;
          yield { type: 'finish', reason };
        } else yield part;
      }
      yield* finishText();
    },
  };
}
