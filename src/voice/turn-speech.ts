// What the voice layer knows of one conversation turn: its chunks as they become certain, its end,
// and the audio made of it (one rendition per voice asked for).
import type { SynthesizeVoice } from '../wyoming/index.js';
import { Rendition } from './rendition.js';
import type { UpstreamTts } from './upstream-tts.js';
import { waitFor } from './wait-for.js';

export interface TurnSpeechOptions {
  turnId: number;
  /** `satellite_id` of the turn's context, when a satellite asked. */
  satelliteId: string | undefined;
  /** Which pipeline's voice to use: the satellite, else the device. */
  voiceKey: string | undefined;
  /** The key hidden in the early hand-off text, when this turn may hand off. */
  handoffKey: string | undefined;
}

export class TurnSpeech {
  readonly turnId: number;
  readonly satelliteId: string | undefined;
  readonly voiceKey: string | undefined;
  readonly handoffKey: string | undefined;
  readonly chunks: string[] = [];
  /** The whole spoken text once the turn has ended (what a whole `handled` carried). */
  text: string | undefined;
  /** The text `handled` carried when the turn handed off early. */
  handoffText: string | undefined;
  /** A TTS request asked for this turn. */
  claimed = false;
  endedAt: number | undefined;
  readonly #renditions: Rendition[] = [];
  #waiters: (() => void)[] = [];

  constructor(options: TurnSpeechOptions) {
    this.turnId = options.turnId;
    this.satelliteId = options.satelliteId;
    this.voiceKey = options.voiceKey;
    this.handoffKey = options.handoffKey;
  }

  get ended(): boolean {
    return this.text !== undefined;
  }

  push(chunk: string): void {
    if (this.ended) return;
    this.chunks.push(chunk);
    this.#wake();
  }

  end(text: string): void {
    if (this.ended) return;
    this.text = text;
    this.endedAt = performance.now();
    this.#wake();
  }

  /** Every chunk in order, waiting for the next until the turn ends (or `signal` aborts). */
  async *readChunks(signal: AbortSignal): AsyncGenerator<string> {
    let index = 0;
    for (;;) {
      if (signal.aborted) return;
      if (index < this.chunks.length) {
        yield this.chunks[index]!;
        index += 1;
        continue;
      }
      if (this.ended) return;
      await waitFor(this.#waiters, signal);
    }
  }

  /** The audio in `voice`: the rendition already under way, else a new one (a failed one is retried). */
  rendition(voice: SynthesizeVoice | undefined, upstream: UpstreamTts): Rendition {
    const key = voiceKey(voice);
    const existing = this.#renditions.find((rendition) => rendition.key === key && rendition.usable);
    if (existing !== undefined) return existing;
    const rendition = new Rendition({ turn: this, voice, key, upstream });
    this.#renditions.push(rendition);
    rendition.start();
    return rendition;
  }

  /** Called by `abandon`: the conversation layer stops the turn itself. */
  onAbandon: (() => void) | undefined;

  /** Stops every synthesis for this turn (evicted, or its audio will not be asked for). */
  stopSynthesis(): void {
    for (const rendition of this.#renditions) rendition.abort();
    this.#wake();
  }

  /** Nobody listens to this turn any more (its TTS client left): stop the synthesis and the turn. */
  abandon(): void {
    this.stopSynthesis();
    this.onAbandon?.();
  }

  get audioBytes(): number {
    return this.#renditions.reduce((sum, rendition) => sum + rendition.bytes, 0);
  }

  #wake(): void {
    for (const resolve of this.#waiters.splice(0)) resolve();
  }
}

export function voiceKey(voice: SynthesizeVoice | undefined): string {
  return JSON.stringify([voice?.name ?? '', voice?.speaker ?? '', voice?.language ?? '']);
}
