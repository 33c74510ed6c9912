// Warm-up: canned turns through a throwaway copy of the real path, so the first question after a restart
// does not pay for lazy initialisation and JIT compilation. The copy is built from the same parts as the
// real one: a Wyoming server on a loopback port of its own with a real client socket, the conversation
// handler and its log line (to nowhere), the trace recorder and an in-memory trace store, the agent, the
// model client's HTTP + SSE reading against an in-process scripted server, a read-only tool call over
// the real toolbox, the chunker. Leaves no history, no trace and no log line in the home.
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { runWithDeadline } from './deadline/run-with-deadline.js';
import { createAssistant, HistoryStore, type AssistantMemory } from './agent/index.js';
import { createConversationHandler } from './conversation/index.js';
import { createOpenAIChatModel } from './llm/index.js';
import type { Toolbox } from './tools/index.js';
import { createTraceRecorder } from './trace/index.js';
import { TraceStore } from './web/index.js';
import { transcript, WyomingClient, WyomingServer } from './wyoming/index.js';

// Not an ESM import of node:http, which on Node 22+ also loads undici for good (see eslint.config.js).
const { createServer } = process.getBuiltinModule('node:http');

export interface WarmUpOptions {
  toolbox: Toolbox;
  /** The real long-term memory: its recall is rehearsed; the canned turns are never noted in it. */
  memory?: AssistantMemory | undefined;
  language: string;
  /** A directory never written (history is off for the warm-up turns). */
  historyDir: string;
  /** Give up after this long (ms). Default 3,000. */
  timeoutMs?: number;
  /**
   * Canned turns, one after the other. Default 1. V8 optimises a function after it has run a while: a
   * dozen turns leave the first real one as fast as the tenth.
   */
  turns?: number;
}

const ANSWER = 'The kitchen light is on. The living room is warm, at twenty-one degrees. Anything else?';

const chunk = (delta: object, finish: string | null = null): string =>
  `data: ${JSON.stringify({ id: 'warm-up', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * The SSE bodies a model server would send for one canned turn: every other turn first calls `search`
 * and then answers, the others answer at once, as real turns mix both.
 */
function cannedTurnStreams(turn: number): string[] {
  return turn % 2 === 0 ? [searchCall(), spokenAnswer()] : [spokenAnswer()];
}

function searchCall(): string {
  const call = { index: 0, id: 'call_warm_up', type: 'function' };
  return [
    chunk({ role: 'assistant', content: 'Let me check.' }),
    chunk({ tool_calls: [{ ...call, function: { name: 'search', arguments: '{"query":' } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: '"kitchen light"}' } }] }),
    chunk({}, 'tool_calls'),
    'data: [DONE]\n\n',
  ].join('');
}

function spokenAnswer(): string {
  const words = ANSWER.split(/(?<= )/);
  return [
    ...words.map((word) => chunk({ content: word })),
    chunk({}, 'stop'),
    `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 10, completion_tokens: 20 } })}\n\n`,
    'data: [DONE]\n\n',
  ].join('');
}

/** Resolves when the canned turns have been spoken (or failed, or timed out): warm-up never blocks a start. */
export async function warmUp(options: WarmUpOptions): Promise<void> {
  const script: string[] = [];
  const modelServer = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(script.shift() ?? spokenAnswer());
    });
  });
  await new Promise<void>((resolve) => modelServer.listen(0, '127.0.0.1', resolve));
  const { port } = modelServer.address() as AddressInfo;
  try {
    // Its timer ends with the warm-up (AbortSignal.timeout's would outlive it by seconds).
    await runWithDeadline(options.timeoutMs ?? 3_000, (deadline) =>
      speakCannedTurns(options, script, port, deadline),
    );
  } finally {
    modelServer.closeAllConnections();
    await new Promise((resolve) => modelServer.close(resolve));
  }
}

/** The canned turns through a throwaway assistant, over a real Wyoming server, until `deadline`. */
async function speakCannedTurns(
  options: WarmUpOptions,
  script: string[],
  port: number,
  deadline: AbortSignal,
): Promise<void> {
  const history = await HistoryStore.open({
    dir: options.historyDir,
    maxTurns: 0,
    maxTokens: 0,
    idleMs: 0,
  });
  const traces = await TraceStore.open();
  const recorder = createTraceRecorder({ publish: (trace) => traces.put(trace) });
  const assistant = createAssistant({
    model: recorder.wrapModel(
      createOpenAIChatModel({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'warm-up',
        temperature: 0,
        maxTokens: 64,
      }),
    ),
    toolbox: options.toolbox,
    history,
    ...(options.memory === undefined ? {} : { memory: readOnly(options.memory) }),
  });
  const conversation = createConversationHandler({
    assistant: recorder.wrapAssistant(assistant),
    info: {},
    defaultLanguage: options.language,
    turnTimeoutMs: options.timeoutMs ?? 3_000,
    observers: [recorder.observer],
    // The real log line's serialisation, written nowhere.
    logger: pino({ level: 'info' }, { write: () => undefined }),
  });
  const wyoming = await WyomingServer.listen({
    host: '127.0.0.1',
    port: 0,
    handler: (event, connection) => conversation.handle(event, connection),
  });
  try {
    for (let turn = 0; turn < (options.turns ?? 1) && !deadline.aborted; turn += 1) {
      script.push(...cannedTurnStreams(turn));
      // With and without a conversation id, as Home Assistant and `hearth ask` send them (a turn without
      // one draws a random id: the first draw seeds the process's random pool).
      const context = turn % 4 < 2 ? { conversation_id: 'warm-up' } : {};
      await cannedTurn(wyoming.port, options.language, context, deadline);
    }
    await history.close();
  } finally {
    await wyoming.close({ graceMs: 0 });
  }
}

/** One canned turn over a real Wyoming socket, read until its end. */
async function cannedTurn(
  port: number,
  language: string,
  context: Record<string, unknown>,
  deadline: AbortSignal,
): Promise<void> {
  const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 1_000 });
  try {
    await client.write(transcript('is the kitchen light on?', { language, context }));
    while (!deadline.aborted) {
      const event = await client.read({ timeoutMs: 1_000 });
      if (event === undefined || event.type === 'handled-stop' || event.type === 'not-handled') return;
    }
  } finally {
    client.close();
  }
}

/** The memory's tools and recall, without noting the canned turns (which would be read for facts). */
function readOnly(memory: AssistantMemory): AssistantMemory {
  return {
    tools: () => memory.tools(),
    promptSection: (userText, place) => memory.promptSection(userText, place),
    noteTurn: () => undefined,
  };
}
