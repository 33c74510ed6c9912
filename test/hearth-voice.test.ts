// Hearth's own TTS voice end to end over real sockets: an HA-like pipeline client (HA's conversation and
// TTS client behaviour, with its text-keyed cache), a Piper-like upstream that encodes the spoken text
// in its PCM, the scripted model, and a real Hearth in demo mode with TTS_UPSTREAM set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaPipeline, type HaPipelineOptions } from '../src/cli/ha-pipeline.js';
import { describe as describeEvent, WyomingClient } from '../src/wyoming/index.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { decodeSentences } from './support/pcm-text.js';
import { say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { splitSentences, startScriptedPiper, type ScriptedPiper } from './support/scripted-piper.js';

let model: ScriptedModel;
let piper: ScriptedPiper;
let hearth: TestHearth;

beforeAll(async () => {
  model = await startScriptedModel();
  piper = await startScriptedPiper();
  hearth = await startTestHearth({ modelUrl: model.url, env: { TTS_UPSTREAM: piper.uri } });
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await piper.close();
  await model.close();
});

function pipeline(target: TestHearth, options: Partial<HaPipelineOptions> = {}): HaPipeline {
  const address = { host: '127.0.0.1', port: target.port };
  return new HaPipeline({
    conversation: address,
    tts: { ...address, streaming: true, engine: 'tts.hearth' },
    timeoutMs: 15_000,
    ...options,
  });
}

/** What the listener hears: the sentences decoded from the response's audio, in its own format. */
function heard(result: {
  audio: Buffer;
  format: { rate: number; width: number; channels: number } | undefined;
}) {
  expect(result.format).toBeDefined();
  return decodeSentences(result.audio, result.format!);
}

async function describeHearth(port: number): Promise<Record<string, unknown>> {
  const client = await WyomingClient.connect({ host: '127.0.0.1', port, timeoutMs: 5_000 });
  try {
    await client.write(describeEvent());
    const event = await client.read({ timeoutMs: 2_000 });
    expect(event?.type).toBe('info');
    return event!.data;
  } finally {
    client.close();
  }
}

describe('the TTS program', () => {
  it('is offered as "Hearth" with the upstream voices, streaming, next to the conversation agent', async () => {
    const data = await describeHearth(hearth.port);
    const tts = (data.tts as Record<string, unknown>[])[0]!;
    expect(tts).toMatchObject({ name: 'Hearth', installed: true, supports_synthesize_streaming: true });
    const voices = tts.voices as { name: string; languages: string[]; speakers: { name: string }[] | null }[];
    expect(voices.map((voice) => voice.name)).toEqual([
      'en_US-lessac-medium',
      'en_GB-alba-medium',
      'en_US-libritts-high',
    ]);
    expect(voices[2]!.speakers).toEqual([{ name: 'p123' }, { name: 'p456' }]);
    expect((data.handle as unknown[]).length).toBe(1);
  });

  it('remembers the voices, so a restart with the upstream down still offers them', async () => {
    const remembered = JSON.parse(readFileSync(join(hearth.dataDir, 'voices.json'), 'utf8')) as unknown[];
    expect(remembered).toHaveLength(3);
    const down = await startScriptedPiper();
    const deadUri = down.uri;
    await down.close();
    const restarted = await startTestHearth({
      modelUrl: model.url,
      dataDir: hearth.dataDir,
      env: { TTS_UPSTREAM: deadUri },
    });
    try {
      const data = await describeHearth(restarted.port);
      const tts = (data.tts as { voices: { name: string }[] }[])[0]!;
      expect(tts.voices.map((voice) => voice.name)).toContain('en_GB-alba-medium');
      expect(restarted.logs.some((line) => String(line.msg).includes('offering the remembered ones'))).toBe(
        true,
      );
    } finally {
      await restarted.close();
    }
  });

  it('offers no TTS program without an upstream', async () => {
    const plain = await startTestHearth({ modelUrl: model.url });
    try {
      const data = await describeHearth(plain.port);
      expect(data.tts).toEqual([]);
    } finally {
      await plain.close({ removeData: true });
    }
  });
});

describe('pass-through', () => {
  it('speaks a one-shot synthesize through the upstream, with the voice asked for', async () => {
    const ha = pipeline(hearth, {
      tts: { host: '127.0.0.1', port: hearth.port, streaming: false },
      voice: { name: 'en_GB-alba-medium' },
    });
    const speech = await ha.speak('The front door is locked. Good night!');
    expect(heard(speech)).toEqual(['The front door is locked.', 'Good night!']);
    expect(piper.requests.at(-1)).toEqual({ kind: 'one-shot', voice: { name: 'en_GB-alba-medium' } });
  });

  it('forwards the streaming flow exactly as HA sends it, and the compat synthesize is not spoken twice', async () => {
    const before = piper.received.length;
    const sentencesBefore = piper.sentences.length;
    const ha = pipeline(hearth, { voice: { name: 'en_US-libritts-high', speaker: 'p456' } });
    const speech = await ha.speak('Timer set for ten minutes. I will tell you when it rings.');
    expect(heard(speech)).toEqual(['Timer set for ten minutes.', 'I will tell you when it rings.']);
    const forwarded = piper.received.slice(before);
    expect(forwarded.map((event) => event.type)).toEqual([
      'synthesize-start',
      'synthesize-chunk',
      'synthesize',
      'synthesize-stop',
    ]);
    expect(forwarded[0]!.data.voice).toEqual({ name: 'en_US-libritts-high', speaker: 'p456' });
    expect(piper.sentences.slice(sentencesBefore).map((sentence) => sentence.text)).toEqual([
      'Timer set for ten minutes.',
      'I will tell you when it rings.',
    ]);
  });

  it('answers a TTS request with a Wyoming error when the upstream reports one', async () => {
    const ha = pipeline(hearth, { voice: { name: 'no-such-voice' } });
    await expect(ha.speak('Hello.')).rejects.toMatchObject({ code: 'error-event' });
  });
});

describe('pre-synthesis', () => {
  it('has the audio made while the turn streams and serves it when HA asks for the handled text', async () => {
    const answer = 'The kitchen light is on. The hallway is dark. The porch light is off.';
    model.enqueue(say(answer, { chunkSize: 4, delayMs: 5 }));
    const ha = pipeline(hearth);
    const requestsBefore = piper.requests.length;
    const conversation = await ha.converse('what lights are on?', { conversation_id: 'pre-1' });
    expect(conversation).toEqual({ type: 'handled', text: answer });
    // Every chunk went to the upstream while the turn streamed, before HA asked.
    await expect.poll(() => piper.requests.length - requestsBefore, { timeout: 10_000 }).toBe(3);
    const speech = await ha.speak(conversation.text);
    expect(heard(speech)).toEqual(splitSentences(answer));
    expect(piper.requests.length - requestsBefore).toBe(3);
  });

  it('synthesizes afresh when HA asks for another voice than the one used in advance', async () => {
    const answer = 'Heating set to twenty degrees. It will take a while.';
    model.enqueue(say(answer));
    const ha = pipeline(hearth, { voice: { name: 'en_GB-alba-medium' } });
    const conversation = await ha.converse('warmer please', {
      conversation_id: 'voice-1',
      device_id: 'fresh-device',
    });
    const speech = await ha.speak(conversation.text);
    expect(heard(speech)).toEqual(splitSentences(answer));
    const withAlba = piper.sentences.filter((sentence) => sentence.voice?.name === 'en_GB-alba-medium');
    expect(withAlba.slice(-2).map((sentence) => sentence.text)).toEqual(splitSentences(answer));
  });

  it("pre-synthesizes a pipeline's next turn with the voice it asked for last", async () => {
    const answer = 'The window is closed. Nothing else to do.';
    model.enqueue(say(answer));
    const ha = pipeline(hearth, { voice: { name: 'en_GB-alba-medium' } });
    const requestsBefore = piper.requests.length;
    const conversation = await ha.converse('is the window closed?', {
      conversation_id: 'voice-2',
      device_id: 'fresh-device',
    });
    await expect.poll(() => piper.requests.length - requestsBefore, { timeout: 10_000 }).toBe(2);
    expect(piper.requests.slice(requestsBefore).map((request) => request.voice)).toEqual([
      { name: 'en_GB-alba-medium' },
      { name: 'en_GB-alba-medium' },
    ]);
    const speech = await ha.speak(conversation.text);
    expect(heard(speech)).toEqual(splitSentences(answer));
    expect(piper.requests.length - requestsBefore).toBe(2);
  });
});

describe('early speech', () => {
  /** A satellite whose pipeline uses Hearth's TTS: its first turn is answered whole and proves it. */
  async function provenSatellite(ha: HaPipeline, satelliteId: string): Promise<void> {
    model.enqueue(say(`Hello from ${satelliteId}.`));
    const first = await ha.run('hello', { conversation_id: `${satelliteId}-0`, satellite_id: satelliteId });
    expect(first.conversation.text).toBe(`Hello from ${satelliteId}.`);
    expect(heard(first.speech)).toEqual([`Hello from ${satelliteId}.`]);
  }

  it('hands off at the first chunk and speaks the whole answer once, in order, in that TTS response', async () => {
    const ha = pipeline(hearth);
    await provenSatellite(ha, 'assist_satellite.kitchen');
    const answer =
      'Sure, here is the plan. First the lights dim. Then the blinds close. Finally the music starts. Enjoy your evening!';
    model.enqueue(say(answer, { delayMs: 15 }));
    const run = await ha.run('movie time', {
      conversation_id: 'early-1',
      satellite_id: 'assist_satellite.kitchen',
    });
    expect(run.conversation.type).toBe('handled');
    expect(run.conversation.text).not.toBe(answer);
    expect(run.conversation.text.startsWith('Sure, here is the plan.')).toBe(true);
    expect(run.conversation.text.trim()).toBe(run.conversation.text);
    expect(heard(run.speech)).toEqual(splitSentences(answer));
    // The full answer is what the turn logged (and what the history keeps).
    await expect
      .poll(() => hearth.logs.find((line) => line.msg === 'turn finished' && line.text === answer), {
        timeout: 10_000,
      })
      .toMatchObject({ handoffText: run.conversation.text });
    // The trace shows the hand-off text and when the first audio went out.
    const traces = hearth.hearth.traces;
    await expect
      .poll(
        () =>
          traces
            .list({ limit: 5 })
            .map((summary) => traces.get(summary.id))
            .find((trace) => trace?.handoff === run.conversation.text)?.firstAudioMs,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
  });

  it('never lets two answers that begin alike share HA’s cache entry', async () => {
    const ha = pipeline(hearth);
    await provenSatellite(ha, 'assist_satellite.office');
    const answers = ['Okay. The office light is on.', 'Okay. The office fan is off.'];
    const spoken: string[][] = [];
    for (const [index, answer] of answers.entries()) {
      model.enqueue(say(answer));
      const run = await ha.run('office', {
        conversation_id: `alike-${index}`,
        satellite_id: 'assist_satellite.office',
      });
      expect(run.speech.cached).toBe(false);
      spoken.push(heard(run.speech));
    }
    expect(spoken).toEqual(answers.map(splitSentences));
  });

  it('speaks the localized apology when the turn fails after the hand-off', async () => {
    const ha = pipeline(hearth);
    await provenSatellite(ha, 'assist_satellite.hall');
    model.enqueue(
      say('Let me check the garage. The door is', {
        interrupt: { afterEvents: 6, how: 'drop' },
        chunkSize: 6,
      }),
    );
    const run = await ha.run('garage?', { conversation_id: 'fail-1', satellite_id: 'assist_satellite.hall' });
    expect(run.conversation.text.startsWith('Let me check the garage.')).toBe(true);
    const sentences = heard(run.speech);
    expect(sentences[0]).toBe('Let me check the garage.');
    expect(sentences.at(-1)).toBe('Sorry, I lost my train of thought.');
  });

  it('answers the first turn of an unknown satellite whole', async () => {
    const ha = pipeline(hearth);
    const answer = 'Welcome. This is the first time we talk.';
    model.enqueue(say(answer));
    const run = await ha.run('hi', { conversation_id: 'new-1', satellite_id: 'assist_satellite.new' });
    expect(run.conversation.text).toBe(answer);
  });

  it('answers a satellite whole again when its pipeline does not ask Hearth for the audio', async () => {
    const quick = await startTestHearth({
      modelUrl: model.url,
      env: { TTS_UPSTREAM: piper.uri },
      deps: { handoffWaitMs: 300 },
    });
    try {
      const ha = pipeline(quick);
      model.enqueue(say('Proven now.'));
      await ha.run('hello', { conversation_id: 'other-0', satellite_id: 'assist_satellite.garden' });
      // The pipeline switches to another TTS: Hearth hands off once, but no TTS request follows.
      model.enqueue(say('First part. Second part.', { delayMs: 5 }));
      const handedOff = await ha.converse('status', {
        conversation_id: 'other-1',
        satellite_id: 'assist_satellite.garden',
      });
      expect(handedOff.text).not.toBe('First part. Second part.');
      await expect
        .poll(
          () =>
            quick.logs.some((line) =>
              String(line.msg).startsWith('No TTS request came for an early hand-off'),
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      model.enqueue(say('Whole again. As before.'));
      const whole = await ha.converse('status', {
        conversation_id: 'other-2',
        satellite_id: 'assist_satellite.garden',
      });
      expect(whole.text).toBe('Whole again. As before.');
    } finally {
      await quick.close({ removeData: true });
    }
  });
});
