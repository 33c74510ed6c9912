// The Hearth voice against anyone on the Wyoming port: a synthesize stream holds a bounded text and is
// closed with an error past it, a one-shot text past the bound never reaches the upstream, and a flood
// of pass-through requests never opens more upstream connections than the bound. Real sockets: a
// Wyoming client, the Piper-like upstream, Hearth with TTS_UPSTREAM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describe as describeEvent,
  parseError,
  synthesize,
  synthesizeChunk,
  synthesizeStart,
  WyomingClient,
  type WyomingEvent,
} from '../src/wyoming/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { startScriptedPiper, type ScriptedPiper } from './support/scripted-piper.js';

/** The bound DOCS promises on one synthesize request's text. */
const MAX_TTS_CHARS = 10_000;
/** Upstream connections the pass-through may hold at once. */
const MAX_UPSTREAM = 8;

let model: ScriptedModel;
let piper: ScriptedPiper;
let hearth: TestHearth;

beforeAll(async () => {
  model = await startScriptedModel();
  piper = await startScriptedPiper({ msPerCharacter: 20 });
  hearth = await startTestHearth({ modelUrl: model.url, env: { TTS_UPSTREAM: piper.uri } });
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await piper.close();
  await model.close();
});

/** Events until the server closes the connection (or `timeoutMs`). */
async function readUntilClosed(client: WyomingClient, timeoutMs = 10_000): Promise<WyomingEvent[]> {
  const events: WyomingEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const event = await client.read({ timeoutMs: deadline - Date.now() }).catch(() => undefined);
    if (event === undefined) break;
    events.push(event);
  }
  return events;
}

function upstreamText(): number {
  return piper.received.reduce((sum, event) => {
    const text = event.data.text;
    return sum + (typeof text === 'string' ? text.length : 0);
  }, 0);
}

describe('a synthesize stream past the bound', () => {
  it('is closed with a Wyoming error, having forwarded nothing, while describe stays answered', async () => {
    const before = upstreamText();
    const client = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 10_000 });
    await client.write(synthesizeStart());
    const spaces = ' '.repeat(64 * 1024);
    // Whitespace may still become one of Hearth's turns, so the stream kept collecting it for ever.
    for (let index = 0; index < 32; index += 1) {
      await client.write(synthesizeChunk(spaces)).catch(() => undefined);
    }
    const events = await readUntilClosed(client);
    client.close();
    const error = events.map(parseError).find((data) => data !== undefined);
    expect(error).toMatchObject({ code: 'tts-too-long' });
    expect(error?.text).toContain(String(MAX_TTS_CHARS));
    expect(upstreamText() - before).toBe(0);

    const other = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 5_000 });
    await other.write(describeEvent());
    expect((await other.read({ timeoutMs: 5_000 }))?.type).toBe('info');
    other.close();
  });

  it('is closed with an error once a passed-through stream forwards more than the bound', async () => {
    const before = upstreamText();
    const client = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 10_000 });
    await client.write(synthesizeStart());
    await client.write(synthesizeChunk("Not one of Hearth's turns at all. "));
    for (let index = 0; index < 40; index += 1) {
      await client.write(synthesizeChunk('word '.repeat(100))).catch(() => undefined);
    }
    const events = await readUntilClosed(client);
    client.close();
    expect(events.map(parseError).find((data) => data !== undefined)).toMatchObject({ code: 'tts-too-long' });
    expect(upstreamText() - before).toBeLessThanOrEqual(MAX_TTS_CHARS);
  });

  it('refuses a one-shot text past the bound without sending it upstream', async () => {
    const before = piper.requests.length;
    const client = await WyomingClient.connect({ host: '127.0.0.1', port: hearth.port, timeoutMs: 10_000 });
    await client.write(synthesize('Read this. '.repeat(200_000)));
    const events = await readUntilClosed(client);
    client.close();
    expect(events.map(parseError).find((data) => data !== undefined)).toMatchObject({ code: 'tts-too-long' });
    expect(piper.requests.length).toBe(before);
  });
});

describe('150 pass-through requests at once', () => {
  it(`open at most ${MAX_UPSTREAM} upstream connections; the rest wait or get a busy error`, async () => {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, piper.connections)), 2);
    const outcomes = await Promise.all(
      Array.from({ length: 150 }, async (_unused, index) => {
        const client = await WyomingClient.connect({
          host: '127.0.0.1',
          port: hearth.port,
          timeoutMs: 60_000,
        });
        try {
          await client.write(synthesize(`Request number ${index} here.`));
          for (;;) {
            const event = await client.read({ timeoutMs: 60_000 });
            if (event === undefined) return 'closed';
            if (event.type === 'audio-stop') return 'spoken';
            const error = parseError(event);
            if (error !== undefined) return error.code ?? 'error';
          }
        } finally {
          client.close();
        }
      }),
    );
    clearInterval(sampler);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_UPSTREAM);
    expect(new Set(outcomes)).toEqual(
      new Set(outcomes.filter((outcome) => outcome === 'spoken' || outcome === 'tts-busy')),
    );
    expect(outcomes.filter((outcome) => outcome === 'spoken').length).toBeGreaterThanOrEqual(MAX_UPSTREAM);
  });
});
