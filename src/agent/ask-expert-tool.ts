// The expert: a second, usually bigger model that the main model hands questions beyond the home to
// (general knowledge, long reasoning). Its answer is spoken while it is written (`context.speak`), within
// its own time limit and token cap. It sees the question only: never the home's tools, the home's names
// or the conversation. Knows the ChatModel contract; nothing of HTTP, Home Assistant or Wyoming.
import { z } from 'zod';
import type { ChatModel } from '../llm/index.js';
import { ModelError } from '../llm/index.js';
import { estimateTokens } from '../tools/index.js';
import type { Tool, ToolContext, ToolResult } from '../tools/index.js';
import type { Logger } from './logger.js';
import { silentLogger } from './logger.js';

export interface AskExpertOptions {
  model: ChatModel;
  /** Longest the expert may take for one answer, from the question to its last word. */
  timeoutMs: number;
  /** Most tokens of one answer: sent as the request's cap, and counted here for servers that ignore it. */
  maxTokens: number;
  logger?: Logger;
}

export const askExpertParameters = z.object({
  question: z
    .string()
    .min(1)
    .max(4_000)
    .describe('the whole question, understandable on its own (the expert does not see the conversation)'),
});

export const ASK_EXPERT_DESCRIPTION =
  'Ask a stronger expert model a question beyond this home: general knowledge, explanations, advice, ' +
  'calculations, long reasoning. Its answer is spoken to the user directly as it is written and ends ' +
  'your turn, so call it last and alone, after any home actions, and do not answer the question yourself.';

const EXPERT_PROMPT = `You are an expert consulted by a home voice assistant. Your answer is read aloud to the user by a speech synthesizer as you write it.
- Start with the answer itself: no greeting, no restating the question.
- Plain spoken sentences only: no markdown, lists, tables, emoji, URLs or code. Write numbers and units the way they are said.
- Be concise: a few sentences unless the question truly needs more.
- Answer in the language the question is written in.`;

/**
 * Our own count is an estimate per streamed piece (real servers send about a token per piece); the
 * margin keeps it from cutting an answer the server would still have allowed.
 */
const LOCAL_CAP_MARGIN = 1.2;

/** What the user hears when the expert stops mid-sentence: the sentence is closed, not left hanging. */
const BROKEN_OFF = '…';

export function createAskExpertTool(options: AskExpertOptions): Tool<typeof askExpertParameters> {
  const logger = options.logger ?? silentLogger;
  return {
    name: 'ask_expert',
    description: ASK_EXPERT_DESCRIPTION,
    parameters: askExpertParameters,
    // Its own limit governs; the agent's per-tool limit is only a backstop a moment later.
    timeoutMs: options.timeoutMs + 2_000,
    execute: (args, context) => ask(options, logger, args.question, context),
  };
}

async function ask(
  options: AskExpertOptions,
  logger: Logger,
  question: string,
  context: ToolContext,
): Promise<ToolResult> {
  const controller = new AbortController();
  const onTurnAbort = (): void => controller.abort();
  context.signal.addEventListener('abort', onTurnAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  let answer = '';
  let tokens = 0;
  let cutShort = false;
  const started = performance.now();
  try {
    const parts = options.model.stream({
      messages: [
        { role: 'system', content: EXPERT_PROMPT },
        { role: 'user', content: question },
      ],
      tools: [],
      signal: controller.signal,
    });
    for await (const part of parts) {
      if (part.type === 'text-delta') {
        const cap = options.maxTokens * LOCAL_CAP_MARGIN;
        const partTokens = estimateTokens(part.text);
        if (tokens + partTokens > cap) {
          // A server that ignores max_tokens: keep the words that fit, then stop listening (which ends
          // the request) near the cap.
          const kept = wordsWithin(part.text, cap - tokens);
          answer += kept;
          if (kept !== '') context.speak?.(kept);
          cutShort = true;
          break;
        }
        tokens += partTokens;
        answer += part.text;
        context.speak?.(part.text);
      } else if (part.type === 'finish' && part.reason === 'length') {
        cutShort = true;
      }
    }
  } catch (error) {
    if (context.signal.aborted) return { ok: false, error: 'The request was cancelled.' };
    const result = failed(error, timedOut, options.timeoutMs, answer);
    logger.warn(
      {
        code: result.code,
        durationMs: Math.round(performance.now() - started),
        spokenChars: answer.length,
        hint: 'check expert_base_url, expert_api_key and expert_model, or raise expert_timeout',
      },
      `the expert could not answer: ${String(result.error)}`,
    );
    if (brokenOff(answer)) context.speak?.(BROKEN_OFF);
    return result;
  } finally {
    clearTimeout(timer);
    context.signal.removeEventListener('abort', onTurnAbort);
  }
  if (answer.trim() === '') {
    return { ok: false, code: 'empty', error: 'The expert gave no answer. Apologise to the user briefly.' };
  }
  if (cutShort && brokenOff(answer)) context.speak?.(BROKEN_OFF);
  logger.debug(
    { durationMs: Math.round(performance.now() - started), chars: answer.length, cutShort },
    'the expert answered',
  );
  return {
    ok: true,
    spoken: true,
    answer,
    ...(cutShort ? { cut_short: true } : {}),
    note: 'This answer was already spoken to the user word for word: do not repeat or summarise it.',
  };
}

/** The error value the main model reads: what failed, the server's own words, and what to say. */
function failed(error: unknown, timedOut: boolean, timeoutMs: number, spoken: string): ToolResult {
  const heard =
    spoken === '' ? '' : ` The user already heard the beginning of its answer: "${spoken.slice(0, 500)}".`;
  const advice = ' Apologise to the user briefly; do not make up the answer yourself.';
  if (timedOut) {
    return {
      ok: false,
      code: 'timeout',
      error: `The expert did not finish within ${Math.round(timeoutMs / 100) / 10} seconds.${heard}${advice}`,
    };
  }
  const code = error instanceof ModelError ? error.code : 'failed';
  const own = error instanceof Error ? error.message : 'unknown failure';
  const upstream = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const words = upstream === '' || own.includes(upstream) ? own : `${own}: ${upstream}`;
  return { ok: false, code, error: `The expert could not answer (${code}): ${words}.${heard}${advice}` };
}

/** True when the answer stops inside a sentence (so "…" closes it); not after a whole one ("Well."). */
function brokenOff(answer: string): boolean {
  return answer.trim() !== '' && !/[.!?。！？…;:»"”)\]]\s*$/u.test(answer);
}

/** The longest run of whole words at the start of `text` estimated at no more than `tokens`. */
function wordsWithin(text: string, tokens: number): string {
  let kept = 0;
  let used = 0;
  for (const word of text.split(/(?<=\s)/)) {
    used += estimateTokens(word);
    if (used > tokens) break;
    kept += word.length;
  }
  return text.slice(0, kept);
}
