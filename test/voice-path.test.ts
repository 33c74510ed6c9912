// The voice path end to end: a real Wyoming client → Hearth's server → agent → a scripted
// OpenAI-compatible server speaking real SSE, with Hearth in demo mode (its own simulated home).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describe as describeEvent, encodeEvent, ping, WyomingClient } from '../src/wyoming/index.js';
import { collectTurn, startTestHearth, type TestHearth } from './support/hearth.js';
import { fail, hang, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url });
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
});

/** Sends raw bytes on a fresh socket and resolves when the server closes it. */
function sendRaw(port: number, bytes: Buffer): Promise<'closed'> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    socket.on('data', () => undefined);
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => resolve('closed'));
    setTimeout(() => reject(new Error('server kept a malformed connection open')), 5_000).unref();
  });
}

async function describeLatency(port: number): Promise<number> {
  const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 5_000 });
  try {
    const started = performance.now();
    await client.write(describeEvent());
    const event = await client.read({ timeoutMs: 5_000 });
    expect(event?.type).toBe('info');
    return performance.now() - started;
  } finally {
    client.close();
  }
}

describe('a transcript', () => {
  it('streams handled-start, one handled-chunk per sentence, handled, then handled-stop', async () => {
    model.enqueue(say('The kitchen light is on. The hallway is dark. Anything else?', { chunkSize: 3 }));
    const result = await hearth.ask('what is on?');
    const types = result.events.map((event) => event.type);
    expect(types[0]).toBe('handled-start');
    expect(types.slice(-2)).toEqual(['handled', 'handled-stop']);
    expect(types.slice(1, -2).every((type) => type === 'handled-chunk')).toBe(true);
    expect(result.chunks).toEqual(['The kitchen light is on.', 'The hallway is dark.', 'Anything else?']);
  });

  it('joins the chunk texts into exactly the handled text', async () => {
    model.enqueue(say('First sentence here. Second one follows! And a third?', { chunkSize: [1, 4, 9] }));
    const result = await hearth.ask('talk to me');
    expect(result.outcome).toBe('handled');
    expect(result.text).toBe(result.chunks.join(' '));
    expect(result.text).toBe('First sentence here. Second one follows! And a third?');
  });

  it('sends the first chunk before the model has finished writing', async () => {
    model.enqueue(
      say('This sentence arrives early. Then the model keeps thinking for a while.', { delayMs: 40 }),
    );
    const client = await hearth.connect();
    try {
      const started = performance.now();
      await client.write({ type: 'transcript', data: { text: 'hi', language: 'en' } });
      let firstChunkAt = 0;
      for (;;) {
        const event = await client.read({ timeoutMs: 10_000 });
        if (event?.type === 'handled-chunk' && firstChunkAt === 0) firstChunkAt = performance.now() - started;
        if (event === undefined || event.type === 'handled-stop') break;
      }
      const total = performance.now() - started;
      expect(firstChunkAt).toBeGreaterThan(0);
      expect(firstChunkAt).toBeLessThan(total - 100);
    } finally {
      client.close();
    }
  });

  it("speaks the last sentence at the model's finish reason, before its usage and [DONE] arrive", async () => {
    // The scripted model writes the finish reason, then 80 ms later the usage chunk and [DONE].
    model.enqueue(say('The first sentence. And the last one without a full stop', { delayMs: 80 }));
    const client = await hearth.connect();
    try {
      await client.write({ type: 'transcript', data: { text: 'tell me', language: 'en' } });
      let lastChunkAt = 0;
      let handledAt = 0;
      for (;;) {
        const event = await client.read({ timeoutMs: 10_000 });
        if (event?.type === 'handled-chunk') lastChunkAt = performance.now();
        if (event?.type === 'handled') handledAt = performance.now();
        if (event === undefined || event.type === 'handled-stop') break;
      }
      const doneAt = model.writes.filter((write) => write.data === '[DONE]').at(-1)!.at;
      expect(lastChunkAt).toBeLessThan(doneAt - 40);
      // `handled` still waits for the request to close (its usage goes into the trace).
      expect(handledAt).toBeGreaterThanOrEqual(doneAt);
    } finally {
      client.close();
    }
  });

  it('leaves the server healthy when the client hangs up right after handled, as Home Assistant does', async () => {
    for (let round = 0; round < 5; round += 1) {
      model.enqueue(say('Short answer. Another sentence.'));
      const client = await hearth.connect();
      await client.write({ type: 'transcript', data: { text: 'quick', language: 'en' } });
      for (;;) {
        const event = await client.read({ timeoutMs: 10_000 });
        if (event === undefined || event.type === 'handled') break;
      }
      client.close();
    }
    expect(await describeLatency(hearth.port)).toBeLessThan(1_000);
    model.enqueue(say('Still here.'));
    expect((await hearth.ask('are you alive?')).text).toBe('Still here.');
  });

  it('completes 30 concurrent turns', async () => {
    model.setFallback((request) => {
      // The user's words, after the context block Hearth puts before them.
      const question = (request.body.messages?.at(-1)?.content ?? '').replace(
        /^<context>\n[\s\S]*?\n<\/context>\n/,
        '',
      );
      return say(`You asked: ${question}. That is all.`, { delayMs: 2 });
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        hearth.ask(`question ${index}`, { conversationId: `c-${index}` }),
      ),
    );
    results.forEach((result, index) => {
      expect(result.outcome).toBe('handled');
      expect(result.text).toBe(`You asked: question ${index}. That is all.`);
    });
  });
});

describe('the protocol edge', () => {
  it('answers ping with pong carrying the same text and ignores unknown events', async () => {
    const client = await hearth.connect();
    try {
      await client.write({ type: 'made-up-event', data: { anything: true } });
      await client.write(ping('hello'));
      const event = await client.read({ timeoutMs: 2_000 });
      expect(event).toMatchObject({ type: 'pong', data: { text: 'hello' } });
    } finally {
      client.close();
    }
  });

  it('advertises one installed handle program that streams and controls the home', async () => {
    const client = await hearth.connect();
    try {
      await client.write(describeEvent());
      const event = await client.read({ timeoutMs: 2_000 });
      const handle = (event?.data.handle as Record<string, unknown>[])[0]!;
      expect(handle).toMatchObject({ name: 'Hearth', installed: true, supports_handled_streaming: true });
      expect(handle.supports_home_control).toBe(true);
      const models = handle.models as { languages: string[] }[];
      // Nothing configured: every language, which Home Assistant reads from an empty list.
      expect(models[0]!.languages).toEqual([]);
      expect(event?.data.intent).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('announces exactly the languages the options name', async () => {
    const limited = await startTestHearth({
      modelUrl: model.url,
      options: { language: 'de', languages: ['de', 'de-CH', 'en', 'de'] },
    });
    const client = await limited.connect();
    try {
      await client.write(describeEvent());
      const event = await client.read({ timeoutMs: 2_000 });
      const handle = (event?.data.handle as { models: { languages: string[] }[] }[])[0]!;
      expect(handle.models[0]!.languages).toEqual(['de', 'de-CH', 'en']);
    } finally {
      client.close();
      await limited.close({ removeData: true });
    }
  });

  it.each([
    ['a non-JSON header', Buffer.from('this is not json\n')],
    ['an absurd data_length', Buffer.from('{"type":"transcript","data_length":99999999999}\n')],
    ['a 2 MiB line without a newline', Buffer.alloc(2 * 1024 * 1024, 0x61)],
    ['binary junk', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256))],
  ])('closes only the connection that sent %s', async (_name, bytes) => {
    const bystander = await hearth.connect();
    try {
      await expect(sendRaw(hearth.port, bytes)).resolves.toBe('closed');
      await bystander.write(ping('still open'));
      expect(await bystander.read({ timeoutMs: 2_000 })).toMatchObject({ type: 'pong' });
    } finally {
      bystander.close();
    }
  });

  it('treats recognize like transcript', async () => {
    model.enqueue(say('Recognized and answered.'));
    const client = await hearth.connect();
    try {
      await client.write({ type: 'recognize', data: { text: 'hello' } });
      const result = await collectTurn(client, 10_000);
      expect(result.text).toBe('Recognized and answered.');
    } finally {
      client.close();
    }
  });

  it('asks the user to repeat an empty transcript without calling the model', async () => {
    const before = model.requests.length;
    const result = await hearth.ask('   ');
    expect(result.outcome).toBe('not-handled');
    expect(result.text).toMatch(/catch that/);
    expect(model.requests.length).toBe(before);
  });

  it('writes nothing blank and keeps every header on one line', () => {
    const bytes = encodeEvent({ type: 'handled', data: { text: 'line\nbreak' } });
    const header = bytes.subarray(0, bytes.indexOf(0x0a)).toString('utf8');
    expect(header).not.toContain('\n');
    expect(JSON.parse(header)).toMatchObject({ type: 'handled' });
  });
});

describe('failures the user hears about', () => {
  let strictModel: ScriptedModel;
  let strict: TestHearth;

  beforeAll(async () => {
    strictModel = await startScriptedModel();
    strict = await startTestHearth({ modelUrl: strictModel.url, env: { TURN_TIMEOUT_S: '1.5' } });
  });

  afterAll(async () => {
    await strict.close({ removeData: true });
    await strictModel.close();
  });

  it('speaks a not-handled apology when the model answers HTTP 500', async () => {
    strictModel.enqueue(fail(500), fail(500));
    const started = performance.now();
    const result = await strict.ask('hello', { language: 'de' });
    expect(result.outcome).toBe('not-handled');
    expect(result.text).toMatch(/Entschuldigung/);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('speaks apart a refused key, an unknown model and an unreachable server, and logs status and words', async () => {
    const key = 'sk-test-secret-key-0123456789';
    strictModel.enqueue(fail(401, { error: { message: `Incorrect API key provided: ${key}` } }));
    const refused = await strict.ask('hello');
    strictModel.enqueue(
      fail(404, { error: { message: 'The model `scripted-model` does not exist', code: 'model_not_found' } }),
    );
    const unknown = await strict.ask('hello');
    const nowhere = await startTestHearth({ modelUrl: 'http://127.0.0.1:9/v1' });
    let unreachable;
    try {
      unreachable = await nowhere.ask('hallo', { language: 'de' });
    } finally {
      await nowhere.close({ removeData: true });
    }
    expect([refused.outcome, unknown.outcome, unreachable.outcome]).toEqual([
      'not-handled',
      'not-handled',
      'not-handled',
    ]);
    expect(refused.text).toMatch(/key/);
    expect(unknown.text).toMatch(/model name/);
    expect(unreachable.text).toMatch(/nicht erreichbar/);
    const failed = strict.logs.filter(
      (line) =>
        String(line.msg).startsWith('model request failed') && [401, 404].includes(Number(line.status)),
    );
    expect(failed.map((line) => [line.status, line.code])).toEqual([
      [401, 'unauthorized'],
      [404, 'unknown-model'],
    ]);
    expect(String(failed[0]?.serverMessage)).toContain('Incorrect API key provided');
    expect(JSON.stringify(strict.logs)).not.toContain(key);
  });

  it('speaks a not-handled apology within the deadline when the model never answers', async () => {
    strictModel.enqueue(hang());
    const started = performance.now();
    const result = await strict.ask('hello', { language: 'ko' });
    const elapsed = performance.now() - started;
    expect(result.outcome).toBe('not-handled');
    expect(result.text).toBe('죄송해요, 시간이 너무 오래 걸렸어요. 다시 말씀해 주세요.');
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('ends with a spoken apology chunk when the deadline passes mid-answer', async () => {
    // 29 characters in deltas of 4: the role chunk and 8 deltas go out, then the stream hangs.
    strictModel.enqueue(
      say('I started to answer. And then', { interrupt: { afterEvents: 9, how: 'hang' }, chunkSize: 4 }),
    );
    const result = await strict.ask('tell me a story', { language: 'en' });
    expect(result.outcome).toBe('handled');
    expect(result.chunks[0]).toBe('I started to answer.');
    expect(result.chunks.at(-1)).toBe('Sorry, that took too long. Please try again.');
    expect(result.text).toBe(result.chunks.join(' '));
  });

  it('aborts the model request at once when the client leaves mid-turn', async () => {
    strictModel.enqueue(hang());
    const client = await strict.connect();
    await client.write({ type: 'transcript', data: { text: 'hello', language: 'en' } });
    await strictModel.nextRequest();
    const aborted = strictModel.nextAbort();
    const leftAt = performance.now();
    client.close();
    await aborted;
    expect(performance.now() - leftAt).toBeLessThan(1_000);
  });

  it('never logs the API key', () => {
    const text = JSON.stringify(strict.logs);
    expect(text.length).toBeGreaterThan(100);
    expect(text).not.toContain('sk-test-secret-key');
  });
});

describe('conversation history', () => {
  it('carries the first turn into the second turn of the same conversation only', async () => {
    model.enqueue(say('Nice to meet you, Ada.'), say('Your name is Ada.'), say('I do not know your name.'));
    await hearth.ask('my name is Ada', { conversationId: 'conv-ada' });
    const second = model.nextRequest();
    await hearth.ask('what is my name?', { conversationId: 'conv-ada' });
    const secondMessages = JSON.stringify((await second).body.messages);
    expect(secondMessages).toContain('my name is Ada');
    expect(secondMessages).toContain('Nice to meet you, Ada.');

    const other = model.nextRequest();
    await hearth.ask('what is my name?', { conversationId: 'conv-other' });
    expect(JSON.stringify((await other).body.messages)).not.toContain('Ada');
  });

  it('keeps history across a restart', async () => {
    const restartModel = await startScriptedModel();
    const first = await startTestHearth({ modelUrl: restartModel.url });
    restartModel.enqueue(say('Noted: the code word is pelican.'));
    await first.ask('remember the code word pelican', { conversationId: 'conv-restart' });
    await first.close();

    const second = await startTestHearth({ modelUrl: restartModel.url, dataDir: first.dataDir });
    try {
      const request = restartModel.nextRequest();
      restartModel.enqueue(say('It was pelican.'));
      await second.ask('what was the code word?', { conversationId: 'conv-restart' });
      expect(JSON.stringify((await request).body.messages)).toContain('remember the code word pelican');
    } finally {
      await second.close({ removeData: true });
      await restartModel.close();
    }
  });
});
