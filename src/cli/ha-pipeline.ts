// Home Assistant's Assist pipeline as a Wyoming client, restated from its code (wyoming/conversation.py
// and wyoming/tts.py, see tts-path.md): the conversation stage, then the TTS stage with HA's streaming
// TTS client and its text-keyed cache. Used by `hearth ask --tts`, the tests and the benchmark.
import {
  parseAudioFormat,
  synthesize,
  synthesizeChunk,
  synthesizeStart,
  synthesizeStop,
  transcript,
  WyomingClient,
  type AudioFormat,
  type SynthesizeVoice,
  type WyomingEvent,
} from '../wyoming/index.js';

export interface ServiceAddress {
  host: string;
  port: number;
}

export interface HaPipelineOptions {
  /** The conversation agent (a `handle` service). */
  conversation: ServiceAddress;
  /** The TTS service; `supports_synthesize_streaming` in its info decides the client's path. */
  tts: ServiceAddress & { streaming: boolean; engine?: string };
  /** The pipeline's TTS options (HA passes `voice` and `speaker`). */
  voice?: { name?: string; speaker?: string };
  language?: string;
  /** Per stage: give up after this long (HA itself has no limit). Default 60 s. */
  timeoutMs?: number;
  now?: () => number;
}

export interface ConversationResult {
  type: 'handled' | 'not-handled' | 'error' | 'intent' | 'lost';
  /**
   * The speech HA would send to TTS. For intents: their texts joined by newlines, which is what HA
   * speaks when the intent handlers give no speech of their own (timers and broadcast give none); a
   * text that is a template would be rendered first.
   */
  text: string;
  /** For `intent`: the intents HA would run, with slots as it builds them (`{name: {value}}`). */
  intents?: ReceivedIntent[];
}

export interface ReceivedIntent {
  name: string;
  slots: Record<string, { value: unknown }>;
  text: string | undefined;
}

export interface SpeechResult {
  /** The format of the first `audio-start` (the WAV header HA builds). */
  format: AudioFormat | undefined;
  /** Every `audio-chunk` payload, in order, with its arrival time. */
  chunks: { at: number; payload: Buffer }[];
  audio: Buffer;
  /** HA served it from its cache: the TTS service was not called. */
  cached: boolean;
}

export interface PipelineRun {
  conversation: ConversationResult;
  /** ms from the start of the run until the conversation's terminal event. */
  handledMs: number;
  speech: SpeechResult;
  /** ms from the start of the run until the first audio chunk (undefined if none). */
  firstAudioMs: number | undefined;
}

export class TtsFailure extends Error {
  override readonly name = 'TtsFailure';
  readonly code: 'error-event' | 'connection-lost' | 'timeout';
  constructor(code: TtsFailure['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export class HaPipeline {
  readonly #options: HaPipelineOptions;
  readonly #now: () => number;
  /** HA caches TTS results by message, options, engine and language. */
  readonly #cache = new Map<string, SpeechResult>();
  /** How many times the TTS service was really called. */
  ttsCalls = 0;

  constructor(options: HaPipelineOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  /** One utterance: conversation, then (unless it failed to connect) TTS of its speech. */
  async run(text: string, context: Record<string, unknown> = {}): Promise<PipelineRun> {
    const started = this.#now();
    const conversation = await this.converse(text, context);
    const handledMs = this.#now() - started;
    const speech = await this.speak(conversation.text);
    const first = speech.chunks[0]?.at;
    return {
      conversation,
      handledMs,
      speech,
      firstAudioMs: first === undefined ? undefined : first - started,
    };
  }

  /**
   * HA's conversation client: a new connection, one transcript, read until the terminal event. `signal`
   * is the pipeline being cancelled: the connection closes at once and the result is `lost`.
   */
  async converse(
    text: string,
    context: Record<string, unknown> = {},
    signal?: AbortSignal,
  ): Promise<ConversationResult> {
    const client = await this.#connect(this.#options.conversation);
    const hangUp = (): void => client.close();
    if (signal?.aborted === true) hangUp();
    signal?.addEventListener('abort', hangUp, { once: true });
    try {
      await client.write(transcript(text, { language: this.#options.language ?? 'en', context }));
      let inList = false;
      const intents: ReceivedIntent[] = [];
      const ranIntents = (): ConversationResult => ({
        type: 'intent',
        text: intents.flatMap((each) => (each.text ? [each.text] : [])).join('\n'),
        intents,
      });
      for (;;) {
        const event = await client.read({ timeoutMs: this.#options.timeoutMs ?? 60_000 });
        if (event === undefined) return { type: 'lost', text: 'Connection lost' };
        const eventText = typeof event.data.text === 'string' ? event.data.text : '';
        if (event.type === 'error')
          return { type: 'error', text: `Error from Wyoming service: ${eventText}` };
        if (event.type === 'intents-start') inList = true;
        if (event.type === 'intent') {
          intents.push(readIntent(event));
          if (!inList) return ranIntents();
        }
        if (event.type === 'intents-stop') return ranIntents();
        if (event.type === 'not-recognized') return { type: 'not-handled', text: eventText };
        // HA breaks out at `handled` too, then runs any intents a list had already brought.
        if (event.type === 'handled')
          return intents.length > 0 ? ranIntents() : { type: 'handled', text: eventText };
        if (event.type === 'not-handled') return { type: 'not-handled', text: eventText };
      }
    } finally {
      signal?.removeEventListener('abort', hangUp);
      client.close();
    }
  }

  /** HA's Wyoming TTS client, with its cache in front. */
  async speak(text: string): Promise<SpeechResult> {
    const voice = this.#voice();
    const key = JSON.stringify([
      text,
      voice ?? null,
      this.#options.language ?? 'en',
      this.#options.tts.engine ?? 'tts',
    ]);
    const cached = this.#cache.get(key);
    if (cached !== undefined) return { ...cached, cached: true };
    this.ttsCalls += 1;
    const result = this.#options.tts.streaming
      ? await this.#speakStreaming(text, voice)
      : await this.#speakOnce(text, voice);
    this.#cache.set(key, result);
    return result;
  }

  #voice(): SynthesizeVoice | undefined {
    const { voice } = this.#options;
    if (voice?.name === undefined && voice?.speaker === undefined) return undefined;
    return {
      ...(voice.name === undefined ? {} : { name: voice.name }),
      ...(voice.speaker === undefined ? {} : { speaker: voice.speaker }),
    };
  }

  /** The streaming path: a writer sends start, the text as one chunk, the compat synthesize and stop,
   * while the reader takes the format from the first audio-start and ends at synthesize-stopped. */
  async #speakStreaming(text: string, voice: SynthesizeVoice | undefined): Promise<SpeechResult> {
    const client = await this.#connect(this.#options.tts);
    try {
      const writer = (async () => {
        await client.write(synthesizeStart(voice));
        await client.write(synthesizeChunk(text));
        await client.write(synthesize(text, voice));
        await client.write(synthesizeStop());
      })();
      writer.catch(() => undefined);
      return await this.#readAudio(client, (event) => event.type === 'synthesize-stopped');
    } finally {
      client.close();
    }
  }

  /** The one-shot path: one synthesize; HA buffers everything up to the first audio-stop. */
  async #speakOnce(text: string, voice: SynthesizeVoice | undefined): Promise<SpeechResult> {
    const client = await this.#connect(this.#options.tts);
    try {
      await client.write(synthesize(text, voice));
      return await this.#readAudio(client, (event) => event.type === 'audio-stop');
    } finally {
      client.close();
    }
  }

  async #readAudio(client: WyomingClient, isEnd: (event: WyomingEvent) => boolean): Promise<SpeechResult> {
    let format: AudioFormat | undefined;
    const chunks: SpeechResult['chunks'] = [];
    for (;;) {
      let event: WyomingEvent | undefined;
      try {
        event = await client.read({ timeoutMs: this.#options.timeoutMs ?? 60_000 });
      } catch (error) {
        throw new TtsFailure('timeout', error instanceof Error ? error.message : String(error));
      }
      if (event === undefined) throw new TtsFailure('connection-lost', 'Connection lost');
      if (event.type === 'error') {
        throw new TtsFailure('error-event', typeof event.data.text === 'string' ? event.data.text : 'error');
      }
      if (event.type === 'audio-start') format ??= parseAudioFormat(event);
      else if (event.type === 'audio-chunk' && event.payload !== undefined) {
        format ??= parseAudioFormat(event);
        chunks.push({ at: this.#now(), payload: event.payload });
      }
      if (isEnd(event)) break;
    }
    return { format, chunks, audio: Buffer.concat(chunks.map((chunk) => chunk.payload)), cached: false };
  }

  #connect(address: ServiceAddress): Promise<WyomingClient> {
    return WyomingClient.connect({ host: address.host, port: address.port, timeoutMs: 5_000 });
  }
}

/** A WAV file (PCM) of the audio, with the header HA builds from the first `audio-start`. */
export function toWav(audio: Buffer, format: AudioFormat): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + audio.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.rate, 24);
  header.writeUInt32LE(format.rate * format.width * format.channels, 28);
  header.writeUInt16LE(format.width * format.channels, 32);
  header.writeUInt16LE(format.width * 8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(audio.length, 40);
  return Buffer.concat([header, audio]);
}

/**
 * An `intent` event as HA's client reads it: the wyoming library builds `Entity(**entity)` from each
 * entity object (so a key other than `name`/`value` would raise there: reported as `invalid`), and HA
 * makes the slots `{name: {"value": value}}`.
 */
function readIntent(event: WyomingEvent): ReceivedIntent {
  const data = event.data;
  if (typeof data.name !== 'string') throw new Error('intent without a name: HA would raise KeyError');
  const slots: Record<string, { value: unknown }> = {};
  for (const entity of Array.isArray(data.entities) ? (data.entities as unknown[]) : []) {
    const fields = typeof entity === 'object' && entity !== null ? Object.keys(entity) : [];
    const record = entity as Record<string, unknown>;
    if (typeof record.name !== 'string' || fields.some((key) => key !== 'name' && key !== 'value')) {
      throw new Error(`invalid intent entity ${JSON.stringify(entity)}: HA's Entity(**entity) would raise`);
    }
    slots[record.name] = { value: record.value ?? null };
  }
  return { name: data.name, slots, text: typeof data.text === 'string' ? data.text : undefined };
}
