// The start-up self-check against a real OpenAI-compatible server on loopback: each way a new user's
// settings go wrong gets its own cause and the option to change.
import { createServer as createHttpServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callTools,
  fail,
  say,
  startScriptedModel,
  type ScriptedModel,
} from '../../../test/support/scripted-model.js';
import { startScriptedOllama } from '../../../test/support/scripted-ollama.js';
import { createServerChatModel } from '../server-chat-model.js';
import { checkModelEndpoint } from './check-model-endpoint.js';
import { closedPort } from '../../../test/support/closed-port.js';

const KEY = 'sk-check-secret-0123456789';
let server: ScriptedModel;

beforeEach(async () => {
  server = await startScriptedModel({ models: ['scripted-model', 'llama3.1:latest'] });
});
afterEach(async () => {
  await server.close();
});

describe('checkModelEndpoint', () => {
  it('reports a reachable server, a listed model and accepted tool calls, offering the tool once', async () => {
    server.enqueue(say('OK'));
    const result = await checkModelEndpoint({ baseUrl: server.url, apiKey: KEY, model: 'scripted-model' });
    expect(result).toMatchObject({ ok: true, modelListed: true });
    expect(result.summary).toContain('tool calls accepted');
    const probe = server.requests.find((request) => request.path === '/v1/chat/completions');
    expect(probe?.body.tools).toHaveLength(1);
    expect(probe?.body.max_tokens).toBe(1);
  });

  it('accepts an Ollama model named without its :latest tag', async () => {
    const result = await checkModelEndpoint({ baseUrl: server.url, model: 'llama3.1' });
    expect(result.ok).toBe(true);
  });

  it('names the models on offer when the configured one is not among them', async () => {
    const result = await checkModelEndpoint({ baseUrl: server.url, apiKey: KEY, model: 'gpt-4o-mini' });
    expect(result).toMatchObject({ ok: false, problem: 'model-not-found' });
    expect(result.summary).toContain('scripted-model, llama3.1:latest');
    expect(!result.ok && result.hint).toContain('llm_model');
    expect(server.requests.some((request) => request.path === '/v1/chat/completions')).toBe(false);
  });

  it('says the key was refused, in the server words, without echoing the key', async () => {
    const refusing = await startRefusingServer(`Incorrect API key provided: ${KEY}`);
    try {
      const result = await checkModelEndpoint({ baseUrl: refusing.url, apiKey: KEY, model: 'm' });
      expect(result).toMatchObject({ ok: false, problem: 'unauthorized', status: 401 });
      expect(result.summary).toContain('Incorrect API key provided');
      expect(result.summary).not.toContain(KEY);
      expect(!result.ok && result.hint).toContain('llm_api_key');
    } finally {
      await refusing.close();
    }
  });

  it('says the model cannot call tools when the server refuses the tool list', async () => {
    server.enqueue(
      fail(400, { error: { message: 'registry.ollama.ai/library/gemma:2b does not support tools' } }),
    );
    const result = await checkModelEndpoint({ baseUrl: server.url, model: 'scripted-model' });
    expect(result).toMatchObject({ ok: false, problem: 'no-tool-support', status: 400 });
    expect(result.summary).toContain('does not support tools');
  });

  it('says the server cannot be reached, with the network error, when nothing listens', async () => {
    const port = await closedPort();
    const result = await checkModelEndpoint({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'm',
      timeoutMs: 3_000,
    });
    expect(result).toMatchObject({ ok: false, problem: 'unreachable' });
    expect(result.summary).toMatch(/ECONNREFUSED|refused/i);
    expect(!result.ok && result.hint).toContain('llm_base_url');
  });

  it('warns without a request when api.openai.com is configured with no key', async () => {
    const result = await checkModelEndpoint({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' });
    expect(result).toMatchObject({ ok: false, problem: 'no-key' });
  });
});

/** A server that answers every request 401 with OpenAI's error shape. */
async function startRefusingServer(message: string): Promise<{ url: string; close(): Promise<void> }> {
  const http = createHttpServer((request, response) => {
    request.resume();
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ error: { message, type: 'invalid_request_error', code: 'invalid_api_key' } }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

describe('checkModelEndpoint: one tiny tool call', () => {
  const clientFor = (url: string, api: 'auto' | 'openai' = 'openai') =>
    createServerChatModel({
      baseUrl: url,
      model: 'scripted-model',
      temperature: 0.2,
      maxTokens: 100,
      retryDelayMs: 0,
      api,
      contextWindow: 8192,
      keepAlive: -1,
      think: false,
    });

  it('fails plainly for a model that answers in words when asked for a tool call', async () => {
    server.setFallback(() => say('Sure! The connection is fine.'));
    const result = await checkModelEndpoint({
      baseUrl: server.url,
      model: 'scripted-model',
      toolCallModel: clientFor(server.url),
    });
    expect(result).toMatchObject({ ok: false, problem: 'no-tool-calls' });
    expect(result.summary).toContain('does not call tools');
    expect(result.summary).toContain('The connection is fine');
    expect(!result.ok && result.hint).toContain('Choose a model that calls tools');
  });

  it('tells a tool call written as text from no tool call at all', async () => {
    server.setFallback(() => say('<tool_call>{"name": "check_connection", "arguments": {}}</tool_call>'));
    const result = await checkModelEndpoint({
      baseUrl: server.url,
      model: 'scripted-model',
      toolCallModel: clientFor(server.url),
    });
    // Hearth reads such calls (issue 24), so this is a warning with the server setting, not a failure.
    expect(result).toMatchObject({ ok: false, problem: 'tool-calls-as-text' });
    expect(result.summary).toContain('writes its tool calls as text');
    expect(!result.ok && result.hint).toContain('--jinja');
  });

  it('tells a model that thinks until its tokens run out from one that does not call tools', async () => {
    server.setFallback(() =>
      say('<think>' + 'Let me consider the request carefully. '.repeat(40), { finishReason: 'length' }),
    );
    const result = await checkModelEndpoint({
      baseUrl: server.url,
      model: 'scripted-model',
      toolCallModel: clientFor(server.url),
    });
    expect(result).toMatchObject({ ok: false, problem: 'no-tool-calls' });
    expect(result.summary).toContain('used up its tokens before calling the tool');
    expect(!result.ok && result.hint).toContain('enable_thinking');
  });

  it('passes a model that makes the call', async () => {
    server.setFallback(() => callTools([{ name: 'check_connection', arguments: {} }]));
    const result = await checkModelEndpoint({
      baseUrl: server.url,
      model: 'scripted-model',
      toolCallModel: clientFor(server.url),
    });
    expect(result).toMatchObject({ ok: true });
    expect(result.summary).toContain('tool calls made');
    const asked = server.requests.filter((request) => request.path === '/v1/chat/completions').at(-1);
    expect(asked?.body.tools?.[0]?.function.name).toBe('check_connection');
  });

  it("on Ollama asks Ollama's own questions: a model not pulled, a model without tools, a tool call made", async () => {
    const ollama = await startScriptedOllama({ models: ['scripted-model:latest'] });
    try {
      const missing = await checkModelEndpoint({ baseUrl: ollama.url, model: 'qwen3:4b', ollama: true });
      expect(missing).toMatchObject({ ok: false, problem: 'model-not-found' });
      expect(!missing.ok && missing.hint).toContain('ollama pull qwen3:4b');

      ollama.enqueue(callTools([{ name: 'check_connection', arguments: {} }]));
      const passed = await checkModelEndpoint({
        baseUrl: ollama.url,
        model: 'scripted-model',
        ollama: true,
        toolCallModel: clientFor(ollama.url, 'auto'),
      });
      expect(passed).toMatchObject({ ok: true });
      // The tool call went through the native API with the knobs every request carries (no reload).
      expect(ollama.chats()[0]?.body.options?.num_ctx).toBe(8192);
      expect(ollama.requests.some((request) => request.path.startsWith('/v1/'))).toBe(false);
    } finally {
      await ollama.close();
    }
    const toolless = await startScriptedOllama({ capabilities: ['completion'] });
    try {
      const result = await checkModelEndpoint({ baseUrl: toolless.url, model: 'gemma2', ollama: true });
      expect(result).toMatchObject({ ok: false, problem: 'no-tool-support' });
      expect(result.summary).toContain('capabilities: completion');
    } finally {
      await toolless.close();
    }
  });
});
