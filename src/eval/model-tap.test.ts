import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/support/closed-port.js';
import { startModelTap, type ModelTap } from './model-tap.js';

const SSE = [
  { choices: [{ delta: { role: 'assistant', content: 'One ' } }] },
  { choices: [{ delta: { content: 'moment.' } }] },
  {
    choices: [
      {
        delta: {
          tool_calls: [{ index: 0, id: 'c1', function: { name: 'control', arguments: '{"action":' } }],
        },
      },
    ],
  },
  { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: '"turn_on"}' } }] } }] },
  { choices: [{ delta: {}, finish_reason: 'tool_calls' }] },
  {
    choices: [],
    usage: { prompt_tokens: 900, completion_tokens: 14, prompt_tokens_details: { cached_tokens: 768 } },
  },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .join('');
const NDJSON = [
  { message: { role: 'assistant', content: 'Sure.' }, done: false },
  {
    message: {
      role: 'assistant',
      content: '',
      tool_calls: [{ function: { name: 'query', arguments: { entity_ids: ['sensor.x'] } } }],
    },
    done: false,
  },
  { message: { role: 'assistant', content: '' }, done: true, prompt_eval_count: 512, eval_count: 20 },
]
  .map((line) => `${JSON.stringify(line)}\n`)
  .join('');

let upstream: Server | undefined;
let tap: ModelTap | undefined;
const seen: { url: string; authorization: string | undefined }[] = [];

afterEach(async () => {
  await tap?.close();
  upstream?.closeAllConnections();
  await new Promise((resolve) => (upstream === undefined ? resolve(undefined) : upstream.close(resolve)));
  upstream = undefined;
  seen.length = 0;
});

async function startUpstream(): Promise<string> {
  upstream = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    request.resume();
    if (request.url === '/v1/chat/completions') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // In small pieces, cut mid-line, as a socket delivers them.
      const pieces = SSE.match(/[\s\S]{1,37}/g)!;
      const next = (): void => {
        const piece = pieces.shift();
        if (piece === undefined) return void response.end('data: [DONE]\n\n');
        response.write(piece);
        setImmediate(next);
      };
      next();
    } else if (request.url === '/api/chat') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.end(NDJSON);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ message: { content: 'Plain.' } }],
          usage: { prompt_tokens: 10, completion_tokens: 2 },
        }),
      );
    }
  });
  await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}

describe('the model tap', () => {
  it('passes a stream through byte for byte and records the text, calls and tokens', async () => {
    tap = await startModelTap(`${await startUpstream()}/v1`);
    const response = await fetch(`${tap.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-tap', 'content-type': 'application/json' },
      body: '{"stream": true}',
    });
    expect(await response.text()).toBe(`${SSE}data: [DONE]\n\n`);
    await tap.settle();
    expect(seen).toEqual([{ url: '/v1/chat/completions', authorization: 'Bearer sk-tap' }]);
    expect(tap.take()).toEqual({
      text: 'One moment.',
      toolCalls: [{ name: 'control', arguments: '{"action":"turn_on"}' }],
      tokens: { input: 900, output: 14, cached: 768 },
      requests: 1,
    });
    expect(tap.take().requests).toBe(0);
  });

  it("reads Ollama's native stream and a whole JSON answer", async () => {
    const base = await startUpstream();
    tap = await startModelTap(base);
    await (await fetch(`${tap.url}/api/chat`, { method: 'POST', body: '{}' })).text();
    await (await fetch(`${tap.url}/other`, { method: 'POST', body: '{}' })).text();
    await tap.settle();
    expect(tap.take()).toEqual({
      text: 'Sure.Plain.',
      toolCalls: [{ name: 'query', arguments: '{"entity_ids":["sensor.x"]}' }],
      tokens: { input: 522, output: 22, cached: 0 },
      requests: 2,
    });
  });

  it('answers 502 with a reason when the model server is not there', async () => {
    tap = await startModelTap(`http://127.0.0.1:${await closedPort()}/v1`);
    const response = await fetch(`${tap.url}/chat/completions`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/not reachable/);
  });
});
