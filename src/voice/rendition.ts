// The audio of one turn in one voice: each chunk goes to the upstream as soon as it is certain, one
// request after the other (so the audio stays in order), and any number of readers follow along.
import type { SynthesizeVoice } from '../wyoming/index.js';
import type { AudioPiece, UpstreamTts } from './upstream-tts.js';
import { asVoiceError, type VoiceError } from './voice-error.js';
import { waitFor } from './wait-for.js';

/** What a rendition reads: a turn's chunks in order as they become certain (a `TurnSpeech`). */
export interface ChunkSource {
  readChunks(signal: AbortSignal): AsyncIterable<string>;
}

export interface RenditionOptions {
  turn: ChunkSource;
  voice: SynthesizeVoice | undefined;
  key: string;
  upstream: UpstreamTts;
}

export class Rendition {
  readonly key: string;
  readonly voice: SynthesizeVoice | undefined;
  readonly pieces: AudioPiece[] = [];
  readonly #options: RenditionOptions;
  readonly #controller = new AbortController();
  #waiters: (() => void)[] = [];
  #done = false;
  #error: VoiceError | undefined;
  bytes = 0;
  /** When the first piece arrived (performance.now()), for timing reports. */
  firstAudioAt: number | undefined;

  constructor(options: RenditionOptions) {
    this.#options = options;
    this.key = options.key;
    this.voice = options.voice;
  }

  /** Still worth reading: not failed, not aborted. */
  get usable(): boolean {
    return this.#error === undefined && !this.#controller.signal.aborted;
  }

  get error(): VoiceError | undefined {
    return this.#error;
  }

  start(): void {
    void this.#run();
  }

  abort(): void {
    this.#controller.abort();
    this.#wake();
  }

  /**
   * Every piece from the first, waiting for more until the turn's audio is complete. Throws the
   * rendition's VoiceError if synthesis failed.
   */
  async *read(signal: AbortSignal): AsyncGenerator<AudioPiece> {
    let index = 0;
    for (;;) {
      if (signal.aborted) return;
      if (index < this.pieces.length) {
        yield this.pieces[index]!;
        index += 1;
        continue;
      }
      if (this.#error !== undefined) throw this.#error;
      if (this.#done) return;
      await waitFor(this.#waiters, signal);
    }
  }

  async #run(): Promise<void> {
    const signal = this.#controller.signal;
    const { turn, upstream, voice } = this.#options;
    try {
      for await (const chunk of turn.readChunks(signal)) {
        for await (const piece of upstream.synthesize(chunk, voice, signal)) {
          this.firstAudioAt ??= performance.now();
          this.pieces.push(piece);
          this.bytes += piece.payload.length;
          this.#wake();
        }
      }
      if (signal.aborted) this.#error = asVoiceError(new Error('stopped'), signal);
      this.#done = true;
    } catch (error) {
      this.#error = asVoiceError(error, signal);
    }
    this.#wake();
  }

  #wake(): void {
    for (const resolve of this.#waiters.splice(0)) resolve();
  }
}
