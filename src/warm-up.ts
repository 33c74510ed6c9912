// Warm-up before the Wyoming port opens: one canned turn through the real path (conversation handler,
// agent, the model client's HTTP + SSE reading against an in-process scripted server on loopback, a
// read-only tool call, the chunker, Wyoming encoding), so the first question after a restart does not
// pay for lazy initialisation and JIT compilation. Leaves no history and no trace in the home.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAssistant, HistoryStore } from './agent/index.js';
import { createConversationHandler } from './conversation/index.js';
import { createOpenAIChatModel } from './llm/index.js';
import type { Toolbox } from './tools/index.js';
import { encodeEvent, transcript, type WyomingConnection, type WyomingEvent } from './wyoming/index.js';

export interface WarmUpOptions {
  toolbox: Toolbox;
  language: string;
  /** A directory never written (history is off for the warm-up turn). */
  historyDir: string;
  /** Give up after this long (ms). Default 3,000. */
  timeoutMs?: number;
}

const ANSWER = 'The kitchen light is on. The living room is warm, at twenty-one degrees. Anything else?';

/** The SSE a model server would send: a `search` call on the first request, a spoken answer after it. */
function cannedStream(request: number): string {
  const chunk = (delta: object, finish: string | null = null): string =>
    `data: ${JSON.stringify({ id: 'warm-up', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  if (request === 0) {
    const call = { index: 0, id: 'call_warm_up', type: 'function' };
    return [
      chunk({ role: 'assistant', content: 'Let me check.' }),
      chunk({ tool_calls: [{ ...call, function: { name: 'search', arguments: '{"query":' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '"kitchen light"}' } }] }),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ].join('');
  }
  const words = ANSWER.split(/(?<= )/);
  return [
    ...words.map((word) => chunk({ content: word })),
    chunk({}, 'stop'),
    `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 10, completion_tokens: 20 } })}\n\n`,
    'data: [DONE]\n\n',
  ].join('');
}

/** Resolves when the canned turn has been spoken (or failed, or timed out): warm-up never blocks a start. */
export async function warmUp(options: WarmUpOptions): Promise<void> {
  let requests = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(cannedStream(requests++));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 3_000);
  try {
    const history = await HistoryStore.open({
      dir: options.historyDir,
      maxTurns: 0,
      maxTokens: 0,
      idleMs: 0,
    });
    const assistant = createAssistant({
      model: createOpenAIChatModel({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'warm-up',
        temperature: 0,
        maxTokens: 64,
      }),
      toolbox: options.toolbox,
      history,
    });
    const handler = createConversationHandler({
      assistant,
      info: {},
      defaultLanguage: options.language,
      turnTimeoutMs: options.timeoutMs ?? 3_000,
    });
    await new Promise<void>((resolve) => {
      const connection: WyomingConnection = {
        id: 0,
        remoteAddress: 'warm-up',
        signal: controller.signal,
        write(...events: WyomingEvent[]) {
          for (const event of events) {
            encodeEvent(event);
            if (event.type === 'handled-stop' || event.type === 'not-handled') resolve();
          }
          return true;
        },
        close: () => undefined,
      };
      controller.signal.addEventListener('abort', () => resolve(), { once: true });
      handler.handle(
        transcript('is the kitchen light on?', {
          language: options.language,
          context: { conversation_id: 'warm-up' },
        }),
        connection,
      );
    });
    await history.close();
  } finally {
    clearTimeout(timer);
    controller.abort();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
