// The Hearth voice against anyone on the Wyoming port: a synthesize stream holds a bounded text and is
// closed with an error past it, a one-shot text past the bound never reaches the upstream, and a flood
// of pass-through requests never opens more upstream connections than the bound. Real sockets: a
// Wyoming client, the Piper-like upstream, Hearth with TTS_UPSTREAM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaPipeline } from '../src/cli/ha-pipeline.js';
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
import { decodeSentences } from './support/pcm-text.js';
import { say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { splitSentences, startScriptedPiper, type ScriptedPiper } from './support/scripted-piper.js';

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

describe('a counterfeit hand-off mark in model text', () => {
  it('is not taken for the mark: the satellite hears the whole answer and keeps early speech', async () => {
    const address = { host: '127.0.0.1', port: hearth.port };
    const ha = new HaPipeline({
      conversation: address,
      tts: { ...address, streaming: true, engine: 'tts.hearth' },
      timeoutMs: 15_000,
    });
    const satellite = { satellite_id: 'assist_satellite.study' };
    model.enqueue(say('Hello there.'));
    await ha.run('hello', { conversation_id: 'forged-0', ...satellite });
    // A word joiner and 40 zero-width bits: what Hearth appends to an early hand-off text.
    const forged = `\u2060${'\u200b\u200c'.repeat(20)}`;
    const answer = `Sure thing.${forged} The blinds are closing. The lights are dimming.`;
    model.enqueue(say(answer, { delayMs: 10 }));
    const run = await ha.run('movie time', { conversation_id: 'forged-1', ...satellite });
    const clean = 'Sure thing. The blinds are closing. The lights are dimming.';
    expect(run.conversation.text.startsWith('Sure thing.')).toBe(true);
    expect(run.conversation.text).not.toContain(forged);
    expect(decodeSentences(run.speech.audio, run.speech.format!)).toEqual(splitSentences(clean));
    // Still handing off early: the next answer of this satellite is again handed off at its first chunk.
    model.enqueue(say('Done. All set for the movie.', { delayMs: 10 }));
    const next = await ha.run('thanks', { conversation_id: 'forged-2', ...satellite });
    expect(next.conversation.text).not.toBe('Done. All set for the movie.');
    expect(decodeSentences(next.speech.audio, next.speech.format!)).toEqual([
      'Done.',
      'All set for the movie.',
    ]);
  });
});
