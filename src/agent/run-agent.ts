// The tool loop of one turn: stream the model, speak its text, run the tool calls it makes, feed the
// results back, until it answers. Yields AgentParts; never throws for model or tool failures.
// Knows the ChatModel and Tool contracts only: no HTTP, no Home Assistant, no Wyoming.
// Past the usual length on purpose: streaming, running calls, speaking what tools say and the wrap-up
// share one turn's state (messages, spoken text, the call budget), which splitting would pass around.
import { getMaxListeners, setMaxListeners } from 'node:events';
import type {
  ChatMessage,
  ChatModel,
  ChatRequest,
  ReadPace,
  TextBatch,
  ToolCall,
  Usage,
} from '../llm/index.js';
import { ModelError } from '../llm/index.js';
import type { Tool, ToolContext, ToolResult } from '../tools/index.js';
import { AgentError } from './agent-error.js';
import type { AgentPart } from './agent-part.js';
import { heldQuestion } from './held-question.js';
import { SPOKEN_ANSWER_NOTE, spokenAnswer } from './spoken-answer.js';
import { ToolSpeech } from './tool-speech.js';
import { Wakeup } from './wakeup.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';
import { DEFAULT_TOOL_TIMEOUT_MS, parseJson, runToolCall } from './run-tool-call.js';
import { toToolSpecs } from './tool-specs.js';

export interface RunAgentOptions {
  model: ChatModel;
  tools: readonly Tool[];
  /** The conversation so far, ending with the user's message. The turn's assistant and tool messages are appended. */
  messages: ChatMessage[];
  toolContext: ToolContext;
  /** Model requests whose tool calls are run. Past it, one wrap-up request follows (see below). */
  maxSteps: number;
  /** Tool calls run in the whole turn (default 20); once they are used up, a wrap-up request follows. */
  maxToolCalls?: number;
  /** How long one tool call may run (default 15 s; a tool may set its own `timeoutMs`). */
  toolTimeoutMs?: number;
  signal: AbortSignal;
  logger?: Logger;
  /** Handed to every model request of the turn (chat-model.ts): how eagerly to read the answer. */
  readPace?: ReadPace;
  /** Handed to every model request of the turn (chat-model.ts): whether text may wait for more. */
  textBatch?: TextBatch;
}

/**
 * Added to the wrap-up request (after the last tool result) when the model still calls tools after `maxSteps` requests. Tools stay
 * listed (some servers reject a conversation with tool messages but no tools); calls it makes anyway are
 * not run. If it then gives no text, the turn ends with AgentError 'step-limit' for the caller to speak.
 */
export const WRAP_UP_NOTE =
  'You have used every tool step allowed for this request. Do not call any more tools. Answer the user now ' +
  'in one or two short sentences with what you found; if something is left undone, say so plainly.';

/** Sent with the wrap-up request once the turn's tool calls are used up. */
export const CALL_CAP_NOTE =
  'You have made every tool call allowed for this request. Do not call any more tools. Answer the user now ' +
  'in one or two short sentences with what you found; if something is left undone, say so plainly.';

interface Settled {
  position: number;
  result: ToolResult;
  durationMs: number;
}

export async function* runAgent(options: RunAgentOptions): AsyncGenerator<AgentPart> {
  const { model, messages, signal } = options;
  const logger = options.logger ?? silentLogger;
  const specs = toToolSpecs(options.tools);
  const toolsByName = new Map(options.tools.map((tool) => [tool.name, tool]));
  const context: ToolContext = { ...options.toolContext, signal };
  // A step's calls run at once, each listening on the turn's signal until it ends (and removing its
  // listener then): node's default limit of 10 would report a leak that is not one.
  const listeners = MAX_TOOL_CALLS_PER_STEP + 10;
  if (getMaxListeners(signal) < listeners) setMaxListeners(listeners, signal);
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  const aborted = abortPromise(signal);
  const maxToolCalls = options.maxToolCalls ?? 20;
  const toolTimeoutMs = options.toolTimeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS;
  let callsLeft = maxToolCalls;
  let spoken = '';
  let step = 0;
  try {
    for (;;) {
      step += 1;
      const wrapUp = step > options.maxSteps || callsLeft <= 0;
      const note = step > options.maxSteps ? WRAP_UP_NOTE : CALL_CAP_NOTE;
      const request = wrapUp ? withNote(messages, note) : messages;
      const wakeup = new Wakeup();
      const speech = new ToolSpeech(() => wakeup.wake());
      const settledQueue: Settled[] = [];
      /** What the step's tools said so far, as text parts. */
      const spokenByTools = function* (): Generator<AgentPart> {
        for (const piece of speech.take()) {
          const text = piece.opens && needsSpace(spoken, piece.text) ? ` ${piece.text}` : piece.text;
          spoken += text;
          yield { type: 'text-delta', text };
        }
      };
      let stepText = '';
      /** Fields the server wants back on this step's message (DeepSeek's reasoning_content). */
      let echo: Record<string, unknown> | undefined;
      const calls: ToolCall[] = [];
      const asked: ChatRequest = { messages: request, tools: specs, signal };
      if (options.readPace !== undefined) asked.readPace = options.readPace;
      const batch = options.textBatch;
      // A step's first text never waits: it may need a space before it (needsSpace, below).
      if (batch !== undefined)
        asked.textBatch = { mayWait: (text) => stepText !== '' && batch.mayWait(text) };
      for await (const part of model.stream(asked)) {
        if (part.type === 'text-delta') {
          const text = stepText === '' && needsSpace(spoken, part.text) ? ` ${part.text}` : part.text;
          stepText += part.text;
          spoken += text;
          yield { type: 'text-delta', text };
        } else if (part.type === 'tool-call') {
          if (wrapUp) {
            logger.warn(
              { tool: part.call.name, step, hint: 'raise max_tool_steps if turns need more tool calls' },
              'tool call after the step cap not run',
            );
            continue;
          }
          const position = calls.length;
          const call = { ...part.call, id: uniqueId(part.call.id, calls) };
          calls.push(call);
          const allowed = callsLeft > 0;
          callsLeft -= 1;
          // Started before anyone hears of it: a call runs while the model still streams the next ones.
          const work = allowed
            ? runCapped(
                position,
                call,
                toolsByName,
                { ...context, speak: speech.speaker(position) },
                toolTimeoutMs,
              )
            : Promise.resolve(overCap(maxToolCalls));
          void timed(position, work).then((settled) => {
            settledQueue.push(settled);
            wakeup.wake();
          });
          const parsed = parseJson(call.arguments);
          yield {
            type: 'tool-call',
            call: { id: call.id, name: call.name, arguments: parsed.ok ? parsed.value : call.arguments },
          };
        } else if (part.type === 'echo') {
          echo = { ...echo, ...part.fields };
        } else if (part.type === 'usage') {
          addUsage(usage, part.usage);
        } else if (part.type === 'finish' && calls.length === 0 && !(wrapUp && stepText.trim() === '')) {
          yield { type: 'answer-done' };
        }
      }
      if (calls.length === 0) {
        if (wrapUp && stepText.trim() === '') {
          yield {
            type: 'error',
            error: new AgentError(
              'step-limit',
              step > options.maxSteps
                ? `No answer after ${options.maxSteps} tool steps`
                : `No answer after ${maxToolCalls} tool calls`,
            ),
          };
          return;
        }
        messages.push({ role: 'assistant', content: stepText, ...(echo === undefined ? {} : { echo }) });
        yield { type: 'turn-end', text: spoken, steps: step, usage };
        return;
      }
      messages.push({
        role: 'assistant',
        content: stepText,
        toolCalls: calls,
        ...(echo === undefined ? {} : { echo }),
      });
      const results: (Settled | undefined)[] = calls.map(() => undefined);
      let open = calls.length;
      // Waits for tool results and for text the tools speak meanwhile, yielding both as they come.
      while (open > 0 || settledQueue.length > 0) {
        for (const settled of settledQueue.splice(0)) {
          open -= 1;
          results[settled.position] = settled;
          speech.finish(settled.position);
          const call = calls[settled.position]!;
          logger.debug(
            { tool: call.name, ok: settled.result.ok, durationMs: settled.durationMs },
            'tool call done',
          );
          // What the tool said goes out before its result is reported.
          yield* spokenByTools();
          yield {
            type: 'tool-result',
            callId: call.id,
            name: call.name,
            result: settled.result,
            durationMs: settled.durationMs,
          };
        }
        yield* spokenByTools();
        if (open === 0) break;
        await Promise.race([wakeup.next(), aborted.promise]);
      }
      const answer = spokenAnswer(results.map((settled) => settled?.result));
      for (const [position, call] of calls.entries()) {
        messages.push({
          role: 'tool',
          toolCallId: call.id,
          content: answer === undefined ? resultText(results[position]!.result) : SPOKEN_ANSWER_NOTE,
        });
      }
      if (answer !== undefined) {
        // The tools' spoken answer is the turn's answer: the model is not asked again, so it cannot repeat it.
        messages.push({ role: 'assistant', content: answer });
        yield { type: 'turn-end', text: spoken, steps: step, usage };
        return;
      }
      const question = heldQuestion(results.map((settled) => settled?.result));
      if (question !== undefined) {
        const text = needsSpace(spoken, question) ? ` ${question}` : question;
        spoken += text;
        yield { type: 'text-delta', text };
        messages.push({ role: 'assistant', content: question });
        yield { type: 'turn-end', text: spoken, steps: step, usage };
        return;
      }
    }
  } catch (error) {
    yield { type: 'error', error: toTurnError(error, signal) };
  } finally {
    aborted.dispose();
  }
}

/**
 * The wrap-up note at the end of the last message (a tool result), not a system message of its own:
 * several chat templates (Mistral's, Gemma's) reject a system message that is not the first.
 */
function withNote(messages: readonly ChatMessage[], note: string): ChatMessage[] {
  const last = messages.at(-1);
  if (last === undefined || last.role === 'system') return [...messages, { role: 'system', content: note }];
  return [...messages.slice(0, -1), { ...last, content: `${last.content}\n\n${note}` }];
}

/** Tool calls of one step that are run; the ones past it get an error value instead. */
export const MAX_TOOL_CALLS_PER_STEP = 16;

function runCapped(
  position: number,
  call: ToolCall,
  tools: ReadonlyMap<string, Tool>,
  context: ToolContext,
  timeoutMs: number,
): Promise<ToolResult> {
  if (position < MAX_TOOL_CALLS_PER_STEP) return runToolCall(call, tools, context, timeoutMs);
  return Promise.resolve({
    ok: false,
    error: `Not run: at most ${MAX_TOOL_CALLS_PER_STEP} tool calls per step. Combine targets into fewer calls.`,
  });
}

function overCap(maxToolCalls: number): ToolResult {
  return {
    ok: false,
    error: `Not run: this request already used all ${maxToolCalls} tool calls it may make. Answer the user now with what you have.`,
  };
}

/** A tool result as the model reads it, cut short so one runaway result cannot fill the context. */
export const MAX_TOOL_RESULT_CHARS = 16_000;

function resultText(result: ToolResult): string {
  const text = JSON.stringify(result);
  if (text.length <= MAX_TOOL_RESULT_CHARS) return text;
  return `${text.slice(0, MAX_TOOL_RESULT_CHARS)}… (result cut short: ${text.length} characters in all)`;
}

function toTurnError(error: unknown, signal: AbortSignal): ModelError | AgentError {
  if (signal.aborted) return new AgentError('aborted', 'The turn was aborted', { cause: error });
  if (error instanceof ModelError || error instanceof AgentError) return error;
  return new AgentError('internal', 'The tool loop failed unexpectedly', { cause: error });
}

async function timed(position: number, work: Promise<ToolResult>): Promise<Settled> {
  const started = performance.now();
  const result = await work;
  return { position, result, durationMs: Math.round(performance.now() - started) };
}

/** Rejects when the signal aborts, so waiting on tools that ignore their signal still ends at once. */
function abortPromise(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let onAbort = (): void => undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new AgentError('aborted', 'The turn was aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => undefined);
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/** Some local servers number every call "call_0": tool messages must still match their call. */
function uniqueId(id: string, earlier: readonly ToolCall[]): string {
  return earlier.some((call) => call.id === id) ? `${id}_${earlier.length}` : id;
}

function addUsage(total: Usage, step: Usage): void {
  total.promptTokens += step.promptTokens;
  total.completionTokens += step.completionTokens;
  if (step.cachedPromptTokens !== undefined) {
    total.cachedPromptTokens = (total.cachedPromptTokens ?? 0) + step.cachedPromptTokens;
  }
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Text of a new step after earlier text: "Let me check." + "It is on." needs a space; Chinese does not. */
function needsSpace(spoken: string, next: string): boolean {
  if (spoken === '' || /\s$/.test(spoken) || /^\s/.test(next)) return false;
  return !UNSPACED_SCRIPT.test(spoken.at(-1) ?? '') && !UNSPACED_SCRIPT.test(next[0] ?? '');
}
