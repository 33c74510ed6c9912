// A Piper-like Wyoming TTS on loopback for tests and benchmarks, behaving as tts-path.md §3 says the
// Piper add-on does: one-shot `synthesize` → one audio-start, every sentence's chunks, one audio-stop;
// streaming → each complete sentence as its own start/chunks/stop group, the compat `synthesize`
// ignored, `synthesize-stop` flushing the rest and ending with `synthesize-stopped`; one request at a
// time (a lock); an unknown voice is an `error`. The PCM encodes the sentence text (see pcm-text.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import {
  audioChunk,
  audioStart,
  audioStop,
  errorEvent,
  info,
  parseSynthesize,
  parseSynthesizeChunk,
  parseSynthesizeStart,
  synthesizeStopped,
  WyomingServer,
  type AudioFormat,
  type SynthesizeVoice,
  type WyomingConnection,
  type WyomingEvent,
} from '../../src/wyoming/index.js';
import { encodeSamples, sentenceSamples } from './pcm-text.js';

export interface PiperVoice {
  name: string;
  languages: string[];
  speakers?: string[];
}

export interface ScriptedPiperOptions {
  /** Default 0 (any free port); a fixed one lets a test bring an upstream back at the same address. */
  port?: number;
  voices?: PiperVoice[];
  /** The format of the n-th sentence synthesized over the server's life (default 22050 Hz, 16 bit, mono). */
  format?: (sentenceIndex: number) => AudioFormat;
  /** Audio length per character of text, padded with silence after the encoded text (default 60 ms). */
  msPerCharacter?: number;
  /** Synthesis time as a fraction of the audio's duration (default 0.05). */
  realTimeFactor?: number;
  /** Fixed synthesis time added per sentence (default 0). */
  sentenceOverheadMs?: number;
  /** Frames per audio-chunk (Piper sends 1024). */
  framesPerChunk?: number;
  /** Answers a sentence with this `error` text instead of audio. */
  failOn?: (sentence: string) => string | undefined;
}

export interface SynthesizedSentence {
  text: string;
  voice: SynthesizeVoice | undefined;
  /** The client was gone before its audio was sent. */
  abandoned: boolean;
  /** performance.now() when synthesis began, and when its first audio chunk was written. */
  startedAt: number;
  sentAt?: number;
}

export interface ScriptedPiper {
  readonly port: number;
  readonly uri: string;
  /** Every sentence synthesized (or started), in order. */
  readonly sentences: SynthesizedSentence[];
  /** Requests received: `synthesize` one-shots and `synthesize-start` streams. */
  readonly requests: { kind: 'one-shot' | 'stream'; voice: SynthesizeVoice | undefined }[];
  /** Connections open right now. */
  readonly connections: number;
  /** Every event received, in order (for pass-through checks). */
  readonly received: WyomingEvent[];
  close(): Promise<void>;
}

const DEFAULT_VOICES: PiperVoice[] = [
  { name: 'en_US-lessac-medium', languages: ['en_US'] },
  { name: 'en_GB-alba-medium', languages: ['en_GB'] },
  { name: 'en_US-libritts-high', languages: ['en_US'], speakers: ['p123', 'p456'] },
];

export async function startScriptedPiper(options: ScriptedPiperOptions = {}): Promise<ScriptedPiper> {
  const voices = options.voices ?? DEFAULT_VOICES;
  const sentences: SynthesizedSentence[] = [];
  const requests: ScriptedPiper['requests'] = [];
  const received: WyomingEvent[] = [];
  let lock: Promise<void> = Promise.resolve();
  let sentenceIndex = 0;
  const streams = new WeakMap<WyomingConnection, { voice: SynthesizeVoice | undefined; buffer: string }>();

  const attribution = { name: 'Test', url: 'https://example.com/piper' };
  const infoEvent = info({
    tts: [
      {
        name: 'piper',
        description: 'scripted Piper',
        version: '1.0',
        attribution,
        installed: true,
        supports_synthesize_streaming: true,
        voices: voices.map((voice) => ({
          name: voice.name,
          description: `voice ${voice.name}`,
          version: null,
          attribution,
          installed: true,
          languages: voice.languages,
          speakers: voice.speakers === undefined ? null : voice.speakers.map((name) => ({ name })),
        })),
      },
    ],
  });

  /** Synthesizes sentences in order under the lock; false once it wrote an error. */
  function speak(
    connection: WyomingConnection,
    texts: string[],
    voice: SynthesizeVoice | undefined,
    grouped: boolean,
  ): Promise<boolean> {
    const run = lock.then(async () => {
      if (voice?.name !== undefined && !voices.some((known) => known.name === voice.name)) {
        connection.write(errorEvent(`Voice not found: ${voice.name}`, 'voice-not-found'));
        return false;
      }
      let started = false;
      let format: AudioFormat | undefined;
      for (const text of texts) {
        const record: SynthesizedSentence = { text, voice, abandoned: false, startedAt: performance.now() };
        sentences.push(record);
        const failure = options.failOn?.(text);
        if (failure !== undefined) {
          connection.write(errorEvent(failure, 'synthesis-failed'));
          return false;
        }
        const sentenceFormat = options.format?.(sentenceIndex) ?? { rate: 22_050, width: 2, channels: 1 };
        sentenceIndex += 1;
        const samples = sentenceSamples(text);
        const total = Math.max(
          samples.length,
          Math.round(((options.msPerCharacter ?? 60) * text.length * sentenceFormat.rate) / 1000),
        );
        while (samples.length < total) samples.push(0);
        const durationMs = (samples.length / sentenceFormat.rate) * 1000;
        await sleep(durationMs * (options.realTimeFactor ?? 0.05) + (options.sentenceOverheadMs ?? 0));
        if (connection.signal.aborted) {
          record.abandoned = true;
          return false;
        }
        if (grouped || !started) {
          connection.write(audioStart(sentenceFormat));
          started = true;
        }
        format = sentenceFormat;
        record.sentAt = performance.now();
        const perChunk = options.framesPerChunk ?? 1024;
        for (let offset = 0; offset < samples.length; offset += perChunk) {
          connection.write(
            audioChunk(
              sentenceFormat,
              encodeSamples(samples.slice(offset, offset + perChunk), sentenceFormat),
            ),
          );
        }
        if (grouped) connection.write(audioStop());
      }
      if (!grouped) {
        if (!started) connection.write(audioStart(format ?? { rate: 22_050, width: 2, channels: 1 }));
        connection.write(audioStop());
      }
      return true;
    });
    lock = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  const server = await WyomingServer.listen({
    host: '127.0.0.1',
    port: options.port ?? 0,
    lingerMs: 200,
    handler: async (event, connection) => {
      received.push(event);
      if (event.type === 'describe') {
        connection.write(infoEvent);
        return;
      }
      const start = parseSynthesizeStart(event);
      if (start !== undefined) {
        requests.push({ kind: 'stream', voice: start.voice });
        streams.set(connection, { voice: start.voice, buffer: '' });
        return;
      }
      const stream = streams.get(connection);
      const chunk = parseSynthesizeChunk(event);
      if (chunk !== undefined && stream !== undefined) {
        stream.buffer += chunk.text;
        const { complete, rest } = splitComplete(stream.buffer);
        stream.buffer = rest;
        if (complete.length > 0 && !(await speak(connection, complete, stream.voice, true)))
          connection.close();
        return;
      }
      if (event.type === 'synthesize-stop' && stream !== undefined) {
        const rest = stream.buffer.trim();
        streams.delete(connection);
        if (rest !== '' && !(await speak(connection, [rest], stream.voice, true))) {
          connection.close();
          return;
        }
        connection.write(synthesizeStopped());
        return;
      }
      const oneShot = parseSynthesize(event);
      if (oneShot !== undefined && stream === undefined) {
        requests.push({ kind: 'one-shot', voice: oneShot.voice });
        if (!(await speak(connection, splitSentences(oneShot.text), oneShot.voice, false)))
          connection.close();
      }
      // The compat `synthesize` inside a stream is ignored, as Piper does.
    },
  });

  return {
    port: server.port,
    uri: `tcp://127.0.0.1:${server.port}`,
    sentences,
    requests,
    received,
    get connections() {
      return server.connections;
    },
    close: () => server.close({ graceMs: 100 }),
  };
}

/** Sentences of a finished text. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Sentences whose end is certain (terminal punctuation followed by whitespace), and the rest. */
function splitComplete(buffer: string): { complete: string[]; rest: string } {
  const match = /^(.*[.!?])\s+(\S.*)?$/su.exec(buffer);
  if (match === null) return { complete: [], rest: buffer };
  return { complete: splitSentences(match[1]!), rest: match[2] ?? '' };
}
