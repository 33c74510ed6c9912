// What models write into their text that is not meant to be spoken, handled the same whichever adapter
// brought the text (OpenAI-compatible SSE, Ollama's native API): reasoning blocks, including the lone
// `</think>` of templates that open the block in the prompt, and tool calls written as text. Wraps a
// ChatModel; the wrapped model keeps its name and contract. Knows parts, not HTTP.
import type { ChatModel, ModelPart, ToolCall } from '../chat-model.js';
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { reshapeStream } from '../watch-stream.js';
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
    // Reshaped without an async generator of its own: every token of every answer passes here, and most
    // pass unchanged (no object is made for them).
    stream(request) {
      const think = new ThinkFilter({ mayStartInside: opensInPrompt });
      const calls = new TextToolCalls(request.tools.map((tool) => tool.name));
      let foundCalls = 0;
      let flushed = false;
      /** Text through both filters; calls found in it become tool-call parts. */
      const take = (found: TextCallsFound, out: ModelPart[]): void => {
        if (found.text !== '') out.push({ type: 'text-delta', text: found.text });
        for (const call of found.calls) {
          foundCalls += 1;
          textCalls += 1;
          const whole: ToolCall = { id: `${TEXT_CALL_ID}${textCalls}`, ...call };
          out.push({ type: 'tool-call', call: whole });
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
      const finishText = (out: ModelPart[]): void => {
        if (flushed) return;
        flushed = true;
        take(calls.push(think.end()), out);
        take(calls.end(), out);
        if (think.sawLoneClose && !opensInPrompt) {
          opensInPrompt = true;
          logger.info(
            { model: model.name },
            'the model closes its reasoning with a lone </think>: its answers are held until the tag from now on',
          );
        }
      };
      // Text that would pass both filters unchanged may wait if the caller's listener says so; while either
      // filter holds something, or the text may begin a tag or a call, it goes on (their release is theirs).
      const batch = request.textBatch;
      const asked =
        batch === undefined
          ? request
          : {
              ...request,
              textBatch: {
                mayWait: (text: string) =>
                  !flushed && think.passesUnchanged(text) && calls.wouldPass(text) && batch.mayWait(text),
              },
            };
      return reshapeStream(() => model.stream(asked), {
        value(part, out) {
          if (part.type === 'text-delta') {
            if (flushed) return undefined;
            const text = think.push(part.text);
            // Nothing in it can begin a tag or a call: spoken as it came.
            if (text !== '' && calls.passes(text)) {
              return text === part.text ? part : { type: 'text-delta', text };
            }
            take(calls.push(text), out);
            return undefined;
          }
          if (part.type === 'finish') {
            finishText(out);
            const reason = foundCalls > 0 && part.reason === 'stop' ? 'tool-calls' : part.reason;
            out.push({ type: 'finish', reason });
            return undefined;
          }
          return part;
        },
        end: finishText,
      });
    },
  };
}
