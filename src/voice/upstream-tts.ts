// The Wyoming TTS that Hearth wraps (Piper by default): a new connection per request, never a hang.
import {
  describe,
  parseAudioFormat,
  parseError,
  parseInfo,
  synthesize,
  WyomingClient,
  type AudioFormat,
  type SynthesizeVoice,
  type TtsProgram,
  type WyomingEvent,
} from '../wyoming/index.js';
import { asVoiceError, VoiceError } from './voice-error.js';

export interface UpstreamAddress {
  host: string;
  port: number;
}

/** One piece of synthesized audio with the format the upstream declared for it. */
export interface AudioPiece {
  format: AudioFormat;
  payload: Buffer;
}

export interface UpstreamTtsOptions {
  address: UpstreamAddress;
  /** Connect timeout (default 3000 ms). */
  connectTimeoutMs?: number;
  /** Longest silence from the upstream while it owes us audio (default 15000 ms). */
  readTimeoutMs?: number;
}

export class UpstreamTts {
  readonly address: UpstreamAddress;
  readonly #connectTimeoutMs: number;
  readonly readTimeoutMs: number;

  constructor(options: UpstreamTtsOptions) {
    this.address = { ...options.address };
    this.#connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
    this.readTimeoutMs = options.readTimeoutMs ?? 15_000;
  }

  /** `tcp://host:port`, for logs. */
  get uri(): string {
    return `tcp://${this.address.host}:${this.address.port}`;
  }

  /** A fresh connection; rejects with `unreachable` (or `aborted`). */
  async connect(signal: AbortSignal): Promise<WyomingClient> {
    try {
      return await WyomingClient.connect({
        host: this.address.host,
        port: this.address.port,
        timeoutMs: this.#connectTimeoutMs,
        signal,
      });
    } catch (cause) {
      if (signal.aborted) throw new VoiceError('aborted', 'the request was abandoned', { cause });
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new VoiceError('unreachable', `cannot reach the TTS upstream ${this.uri}: ${reason}`, { cause });
    }
  }

  /** The upstream's TTS programs from its `info`. */
  async describe(signal: AbortSignal, timeoutMs = 3_000): Promise<TtsProgram[]> {
    const client = await this.connect(signal);
    try {
      await client.write(describe());
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const event = await client.read({ timeoutMs: Math.max(1, deadline - performance.now()) });
        if (event === undefined)
          throw new VoiceError('upstream-closed', `${this.uri} closed before its info`);
        if (event.type !== 'info') continue;
        return parseInfo(event)?.tts ?? [];
      }
    } catch (error) {
      throw asVoiceError(error, signal);
    } finally {
      client.close();
    }
  }

  /**
   * One-shot synthesis: yields the audio as it arrives and ends at the upstream's `audio-stop`.
   * Throws a VoiceError on an upstream `error`, a closed connection, a stall or an abort; leaving
   * the loop early closes the connection, which stops the upstream's work.
   */
  async *synthesize(
    text: string,
    voice: SynthesizeVoice | undefined,
    signal: AbortSignal,
  ): AsyncGenerator<AudioPiece> {
    const client = await this.connect(signal);
    try {
      await client.write(synthesize(text, voice));
      let format: AudioFormat | undefined;
      for (;;) {
        const event = await this.read(client, signal);
        if (event.type === 'audio-start') format = parseAudioFormat(event) ?? format;
        else if (event.type === 'audio-chunk') {
          const chunkFormat = parseAudioFormat(event) ?? format;
          if (chunkFormat === undefined) {
            throw new VoiceError('upstream-closed', `${this.uri} sent audio without a format`);
          }
          if (event.payload !== undefined && event.payload.length > 0) {
            yield { format: chunkFormat, payload: event.payload };
          }
        } else if (event.type === 'audio-stop') return;
      }
    } catch (error) {
      throw asVoiceError(error, signal);
    } finally {
      client.close();
    }
  }

  /** The next event; `error` events, EOF and stalls become VoiceErrors. */
  async read(client: WyomingClient, signal: AbortSignal): Promise<WyomingEvent> {
    if (signal.aborted) throw new VoiceError('aborted', 'the request was abandoned');
    const event = await client.read({ timeoutMs: this.readTimeoutMs });
    if (event === undefined) {
      throw new VoiceError(
        signal.aborted ? 'aborted' : 'upstream-closed',
        `the TTS upstream ${this.uri} closed the connection mid-request`,
      );
    }
    if (event.type === 'error') {
      const error = parseError(event);
      throw new VoiceError(
        'upstream-error',
        `the TTS upstream ${this.uri} failed: ${error?.text ?? 'no reason given'}${error?.code === undefined ? '' : ` (${error.code})`}`,
      );
    }
    return event;
  }
}
