// The recent turns the voice layer keeps, found by turn id, by the mark of an early hand-off, or by
// their whole text (what Home Assistant sends to TTS after a whole `handled`). Bounded in count and age.
import { findHandoffKey, stripMarks } from './handoff-mark.js';
import { TurnSpeech, type TurnSpeechOptions } from './turn-speech.js';

/** Turns kept at most; the oldest are dropped (and their synthesis stopped) first. */
const MAX_TURNS = 32;
/** An ended turn is forgotten after this long: HA asks for its audio right after `handled`. */
const KEEP_ENDED_MS = 120_000;
/** Audio kept across all turns before the oldest turns are dropped early. */
const MAX_AUDIO_BYTES = 64 * 1024 * 1024;

export class TurnBook {
  readonly #turns = new Map<number, TurnSpeech>();

  get(turnId: number): TurnSpeech | undefined {
    return this.#turns.get(turnId);
  }

  add(options: TurnSpeechOptions): TurnSpeech {
    this.#evict();
    const speech = new TurnSpeech(options);
    this.#turns.set(options.turnId, speech);
    return speech;
  }

  /** The turn a TTS request's text names: an early hand-off by its mark, else the newest whole text. */
  find(text: string): TurnSpeech | undefined {
    const key = findHandoffKey(text);
    if (key !== undefined) return this.findByKey(key);
    const wanted = stripMarks(text).trim();
    if (wanted === '') return undefined;
    let found: TurnSpeech | undefined;
    for (const speech of this.#turns.values()) {
      if (speech.handoffText === undefined && speech.text?.trim() === wanted) found = speech;
    }
    return found;
  }

  /** The turn an early hand-off mark names, if it handed off. */
  findByKey(key: string): TurnSpeech | undefined {
    for (const speech of this.#turns.values()) {
      if (speech.handoffKey === key && speech.handoffText !== undefined) return speech;
    }
    return undefined;
  }

  /** The recent turns that have ended (their whole text is known). */
  ended(): TurnSpeech[] {
    return [...this.#turns.values()].filter((speech) => speech.ended);
  }

  clear(): void {
    for (const speech of this.#turns.values()) speech.stopSynthesis();
    this.#turns.clear();
  }

  #evict(): void {
    const now = performance.now();
    let bytes = 0;
    for (const speech of this.#turns.values()) bytes += speech.audioBytes;
    for (const [turnId, speech] of this.#turns) {
      const expired = speech.endedAt !== undefined && now - speech.endedAt > KEEP_ENDED_MS;
      if (!expired && this.#turns.size < MAX_TURNS && bytes <= MAX_AUDIO_BYTES) break;
      bytes -= speech.audioBytes;
      speech.stopSynthesis();
      this.#turns.delete(turnId);
    }
  }
}
