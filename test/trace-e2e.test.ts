// The trace page end to end: a real Hearth against the simulated home and the scripted model, its
// trace server read over real HTTP and Server-Sent Events, and the events it fires on HA's bus.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/simulator/index.js';
import type { TurnTrace } from '../src/web/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, fail, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

const KEY = 'sk-test-secret-key-0123456789';
let simulator: Simulator;
let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  simulator = await startSimulator();
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url, simulator });
  await hearth.homeReady();
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
  await simulator.close();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const port = hearth.hearth.web!.port;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function getJson<T>(path: string): Promise<T> {
  const reply = await get(path);
  expect(reply.status, reply.body).toBe(200);
  return JSON.parse(reply.body) as T;
}

async function latestTrace(): Promise<TurnTrace> {
  const { turns } = await getJson<{ turns: { id: string }[] }>('/api/turns');
  return getJson<TurnTrace>(`/api/turns/${encodeURIComponent(turns[0]!.id)}`);
}

describe('the trace of a turn', () => {
  it('records a tool turn: heard, said, each model step with its tokens, the tool call and its result', async () => {
    model.enqueue(
      callTools([{ name: 'control', arguments: { action: 'turn_on', targets: ['kitchen ceiling'] } }], {
        text: 'Let me check.',
        usage: { promptTokens: 900, completionTokens: 20, cachedTokens: 512 },
      }),
      say('The kitchen light is on.', { usage: { promptTokens: 960, completionTokens: 8 } }),
    );
    const answer = await hearth.ask('turn on the kitchen light', { conversationId: 'trace-1' });
    expect(answer.outcome).toBe('handled');
    const trace = await latestTrace();
    expect(trace).toMatchObject({
      heard: 'turn on the kitchen light',
      said: answer.text,
      outcome: 'answered',
      conversationId: 'trace-1',
      language: 'en',
    });
    expect(trace.steps).toEqual([
      expect.objectContaining({
        index: 1,
        promptTokens: 900,
        completionTokens: 20,
        cachedTokens: 512,
        finish: 'tool-calls',
      }),
      expect.objectContaining({ index: 2, promptTokens: 960, completionTokens: 8, finish: 'stop' }),
    ]);
    expect(trace.steps[0]!.firstTokenMs).toBeGreaterThanOrEqual(trace.steps[0]!.startMs);
    expect(trace.toolCalls).toHaveLength(1);
    const call = trace.toolCalls[0]!;
    expect(call.name).toBe('control');
    expect(JSON.parse(call.arguments)).toEqual({ action: 'turn_on', targets: ['kitchen ceiling'] });
    expect(call.ok).toBe(true);
    expect(call.result).toContain('kitchen');
    expect(call.durationMs).toBeGreaterThanOrEqual(0);
    expect(trace.firstChunkMs).toBeLessThanOrEqual(trace.handledMs!);
  });

  it('records a failed turn with the endpoint status and its own words, never the key, and logs what to do', async () => {
    model.enqueue(
      fail(401, { error: { message: `Incorrect API key provided: ${KEY}`, code: 'invalid_api_key' } }),
    );
    const answer = await hearth.ask('what time is it');
    expect(answer.outcome).toBe('not-handled');
    const trace = await latestTrace();
    expect(trace.outcome).toBe('failed');
    expect(trace.error).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(trace.error?.message).toContain('Incorrect API key provided');
    expect(trace.error?.hint).toContain('llm_api_key');
    expect(JSON.stringify(trace)).not.toContain(KEY);
    const line = hearth.logs.find((entry) => String(entry.msg).startsWith('Turn failed'));
    expect(line).toMatchObject({ level: 40, code: 'unauthorized', status: 401 });
    expect(String(line?.msg)).toContain('Incorrect API key provided');
    expect(JSON.stringify(hearth.logs)).not.toContain(KEY);
  });

  it('finds turns by what was heard or said', async () => {
    const { turns } = await getJson<{ turns: { heard: string }[] }>('/api/turns?q=KITCHEN');
    expect(turns.map((turn) => turn.heard)).toEqual(['turn on the kitchen light']);
  });

  it('counts totals: turns, failures by code, tokens', async () => {
    const { totals } = await getJson<{ totals: Record<string, unknown> }>('/api/totals');
    expect(totals).toMatchObject({
      turns: 2,
      answered: 1,
      failuresByCode: { unauthorized: 1 },
      tokens: { prompt: 1860, completion: 28, cached: 512 },
    });
  });
});

describe('the trace page server', () => {
  it('serves the page with a CSP nonce on its inline script', async () => {
    const reply = await get('/');
    expect(reply.status).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(reply.body).toContain(`<script nonce="${nonce}">`);
  });

  it('delivers a new turn to a connected page over Server-Sent Events', async () => {
    const port = hearth.hearth.web!.port;
    const received = new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/api/stream' }, (response) => {
        expect(response.headers['content-type']).toContain('text/event-stream');
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          buffer += text;
          const done = buffer
            .split('\n\n')
            .find((block) => block.startsWith('event: turn') && block.includes('"outcome":"answered"'));
          if (done !== undefined) {
            request.destroy();
            resolve(done);
          }
        });
        response.once('readable', () => {
          model.enqueue(say('Live and well.'));
          void hearth.ask('are you there');
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end();
    });
    const block = await received;
    const data = JSON.parse(
      block
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6),
    ) as {
      trace: TurnTrace;
    };
    expect(data.trace.heard).toBe('are you there');
    expect(data.trace.said).toBe('Live and well.');
  });

  it('refuses a request whose Host is not loopback (no DNS rebinding) and anything but GET', async () => {
    expect((await get('/api/turns', { host: 'evil.example:8099' })).status).toBe(403);
    const port = hearth.hearth.web!.port;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/turns', method: 'POST' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(405);
  });
});

describe("events on Home Assistant's bus", () => {
  it('fires hearth_tool_called per call and hearth_conversation_finished, with ids, timings and tokens only', async () => {
    const before = simulator.firedEvents.length;
    model.enqueue(
      callTools([{ name: 'control', arguments: { action: 'turn_off', targets: ['kitchen ceiling'] } }], {
        usage: { promptTokens: 100, completionTokens: 5 },
      }),
      say('Done.', { usage: { promptTokens: 120, completionTokens: 2 } }),
    );
    await hearth.ask('kitchen light off', { conversationId: 'events-1' });
    const deadline = Date.now() + 10_000;
    while (simulator.firedEvents.length < before + 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const fired = simulator.firedEvents.slice(before);
    expect(fired.map((event) => event.eventType)).toEqual([
      'hearth_tool_called',
      'hearth_conversation_finished',
    ]);
    expect(fired[0]!.data).toEqual({
      trace_id: expect.any(String),
      conversation_id: 'events-1',
      satellite_id: null,
      area: null,
      tool: 'control',
      ok: true,
      duration_ms: expect.any(Number),
    });
    expect(fired[1]!.data).toMatchObject({
      conversation_id: 'events-1',
      outcome: 'answered',
      error_code: null,
      language: 'en',
      model_steps: 2,
      prompt_tokens: 220,
      completion_tokens: 7,
      tools: ['control'],
      duration_ms: expect.any(Number),
      first_chunk_ms: expect.any(Number),
    });
    const text = JSON.stringify(fired);
    expect(text).not.toContain('kitchen light off');
    expect(text).not.toContain('turn_off');
  });
});

describe('fire_events: false', () => {
  it('fires nothing on the bus, and still records the turn', async () => {
    const quiet = await startTestHearth({ modelUrl: model.url, simulator, options: { fire_events: false } });
    try {
      const before = simulator.firedEvents.length;
      model.enqueue(say('Quietly done.'));
      expect((await quiet.ask('be quiet')).outcome).toBe('handled');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(simulator.firedEvents.slice(before).map((event) => event.eventType)).toEqual([]);
      expect(quiet.hearth.traces.list()[0]?.heard).toBe('be quiet');
    } finally {
      await quiet.close({ removeData: true });
    }
  });
});
