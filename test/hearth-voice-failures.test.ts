// The Hearth voice when things go wrong or change: an upstream that is down, one that errors or
// changes its audio format mid-answer, and a listener that leaves mid-answer. Real sockets
// throughout: the HA-like pipeline client, the Piper-like upstream and the scripted model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaPipeline } from '../src/cli/ha-pipeline.js';
import { synthesizeChunk, synthesizeStart, WyomingClient } from '../src/wyoming/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { decodeSentences } from './support/pcm-text.js';
import { say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { splitSentences, startScriptedPiper, type ScriptedPiper } from './support/scripted-piper.js';
import { listenOnSteadyPort } from './support/steady-port.js';

let model: ScriptedModel;

beforeAll(async () => {
  model = await startScriptedModel();
});

afterAll(async () => {
  await model.close();
});

function pipeline(target: TestHearth): HaPipeline {
  const address = { host: '127.0.0.1', port: target.port };
  return new HaPipeline({ conversation: address, tts: { ...address, streaming: true }, timeoutMs: 15_000 });
}

async function withHearth(
  piper: ScriptedPiper | string,
  run: (hearth: TestHearth) => Promise<void>,
): Promise<void> {
  const hearth = await startTestHearth({
    modelUrl: model.url,
    env: { TTS_UPSTREAM: typeof piper === 'string' ? piper : piper.uri },
  });
  try {
    await run(hearth);
  } finally {
    await hearth.close({ removeData: true });
  }
}

async function provenSatellite(ha: HaPipeline, satelliteId: string): Promise<void> {
  model.enqueue(say('Hello there.'));
  await ha.run('hello', { conversation_id: `${satelliteId}-0`, satellite_id: satelliteId });
}

describe('an upstream that is down', () => {
  it('answers TTS with a quick Wyoming error naming the upstream, and the conversation keeps working', async () => {
    const gone = await startScriptedPiper();
    const uri = gone.uri;
    await gone.close();
    await withHearth(uri, async (hearth) => {
      const ha = pipeline(hearth);
      model.enqueue(say('The light is on. Nothing else.'));
      const conversation = await ha.converse('light?', { conversation_id: 'down-1' });
      expect(conversation).toEqual({ type: 'handled', text: 'The light is on. Nothing else.' });
      const started = performance.now();
      const failure = await ha.speak(conversation.text).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'error-event' });
      expect(String((failure as Error).message)).toContain(uri);
      expect(performance.now() - started).toBeLessThan(5_000);
      const passThrough = await ha.speak('Something else entirely.').catch((error: unknown) => error);
      expect(passThrough).toMatchObject({ code: 'error-event' });
      expect(hearth.logs.some((line) => line.level === 40 && String(line.upstream) === uri)).toBe(true);
    });
  });

  it('reconnects per request: the voice works as soon as the upstream is back', async () => {
    // Not an ephemeral port: released, one of those may become another test's connection's own port.
    const first = await listenOnSteadyPort((port) => startScriptedPiper({ port }));
    const port = first.port;
    await first.close();
    await withHearth(first.uri, async (hearth) => {
      const ha = pipeline(hearth);
      await expect(ha.speak('Are you there?')).rejects.toMatchObject({ code: 'error-event' });
      const back = await startScriptedPiper({ port });
      try {
        const speech = await ha.speak('Back again.');
        expect(decodeSentences(speech.audio, speech.format!)).toEqual(['Back again.']);
        await expect.poll(() => back.connections, { timeout: 5_000 }).toBe(0);
      } finally {
        await back.close();
      }
    });
  });
});

describe('an upstream that errors mid-answer', () => {
  it('ends the TTS response with an error instead of hanging', async () => {
    const piper = await startScriptedPiper({
      failOn: (text) => (text.includes('broken') ? 'model crashed' : undefined),
    });
    try {
      await withHearth(piper, async (hearth) => {
        const ha = pipeline(hearth);
        model.enqueue(say('This part works. This part is broken. This never comes.'));
        const conversation = await ha.converse('go', { conversation_id: 'err-1' });
        await expect(ha.speak(conversation.text)).rejects.toMatchObject({ code: 'error-event' });
      });
    } finally {
      await piper.close();
    }
  });
});

describe('an upstream that changes format between sentences', () => {
  it('keeps the first format for the whole response and loses nothing', async () => {
    const formats = [
      { rate: 22_050, width: 2, channels: 1 },
      { rate: 16_000, width: 2, channels: 2 },
      { rate: 24_000, width: 4, channels: 1 },
    ];
    const piper = await startScriptedPiper({ format: (index) => formats[index % formats.length]! });
    try {
      await withHearth(piper, async (hearth) => {
        const ha = pipeline(hearth);
        await provenSatellite(ha, 'assist_satellite.den');
        const answer = 'One sentence here. Another one there. A third for luck. And a fourth!';
        model.enqueue(say(answer, { delayMs: 5 }));
        const run = await ha.run('talk', { conversation_id: 'fmt-1', satellite_id: 'assist_satellite.den' });
        expect(run.speech.format).toBeDefined();
        expect(decodeSentences(run.speech.audio, run.speech.format!)).toEqual(splitSentences(answer));
      });
    } finally {
      await piper.close();
    }
  });
});

describe('a listener that leaves mid-answer', () => {
  it('stops the upstream work for it', async () => {
    const piper = await startScriptedPiper({ realTimeFactor: 0.2 });
    try {
      await withHearth(piper, async (hearth) => {
        const ha = pipeline(hearth);
        await provenSatellite(ha, 'assist_satellite.porch');
        const sentences = Array.from({ length: 12 }, (_, index) => `This is sentence number ${index + 1}.`);
        model.enqueue(say(sentences.join(' '), { delayMs: 20 }));
        const conversation = await ha.converse('long story', {
          conversation_id: 'leave-1',
          satellite_id: 'assist_satellite.porch',
        });
        const client = await WyomingClient.connect({
          host: '127.0.0.1',
          port: hearth.port,
          timeoutMs: 5_000,
        });
        await client.write(synthesizeStart());
        await client.write(synthesizeChunk(conversation.text));
        for (;;) {
          const event = await client.read({ timeoutMs: 10_000 });
          if (event?.type === 'audio-chunk') break;
        }
        client.close();
        await expect.poll(() => piper.connections, { timeout: 10_000 }).toBe(0);
        const made = piper.sentences.length;
        await new Promise((resolve) => setTimeout(resolve, 800));
        expect(piper.sentences.length).toBe(made);
        expect(made).toBeLessThan(1 + 12);
      });
    } finally {
      await piper.close();
    }
  });
});
