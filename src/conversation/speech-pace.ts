// How far the satellite's speech runs ahead of the model, for reading the model's answer less eagerly
// while it does (ReadPace). Only after an early hand-off is the answer's start being spoken while the
// model writes on: before it, and in every turn Home Assistant answers whole, the listener waits for the
// last word, so every read stays at once. No Wyoming, no model here: characters and a clock.
import type { ReadPace } from '../agent/index.js';

export interface SpeechPaceOptions {
  now?: () => number;
  /**
   * Faster than any voice speaks (Piper's speak ~14–18 characters a second), so the speech still ahead is
   * never overestimated.
   */
  charactersPerSecond?: number;
  /** How long a read may wait while enough speech is ahead. */
  holdMs?: number;
  /** Speech that must remain ahead beyond the hold for a read to wait (the next sentence's synthesis). */
  marginMs?: number;
}

export const SPEECH_PACE = { charactersPerSecond: 25, holdMs: 40, marginMs: 1_000 } as const;

export class SpeechPace implements ReadPace {
  readonly #now: () => number;
  readonly #msPerCharacter: number;
  readonly #holdMs: number;
  readonly #marginMs: number;
  /** When the speech started (the hand-off); undefined: nobody is listening yet. */
  #since: number | undefined;
  #characters = 0;

  constructor(options: SpeechPaceOptions = {}) {
    this.#now = options.now ?? (() => performance.now());
    this.#msPerCharacter = 1_000 / (options.charactersPerSecond ?? SPEECH_PACE.charactersPerSecond);
    this.#holdMs = options.holdMs ?? SPEECH_PACE.holdMs;
    this.#marginMs = options.marginMs ?? SPEECH_PACE.marginMs;
  }

  /** The satellite starts speaking `text` now (the first chunk, handed off). */
  start(text: string): void {
    this.#since ??= this.#now();
    this.#characters += text.length;
  }

  /** A further chunk went out: its speech follows what is ahead. Nothing before `start`. */
  add(text: string): void {
    if (this.#since !== undefined) this.#characters += text.length;
  }

  /** Speech still ahead of the listener, in ms (0 before the start). */
  aheadMs(): number {
    if (this.#since === undefined) return 0;
    return Math.max(0, this.#since + this.#characters * this.#msPerCharacter - this.#now());
  }

  nextReadDelayMs(): number {
    return this.aheadMs() >= this.#holdMs + this.#marginMs ? this.#holdMs : 0;
  }
}
