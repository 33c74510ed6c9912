// The text of a synthesize stream as its chunks arrive, and what it may still become: the early
// hand-off mark it carries, and which ended turns it is still the beginning of. Each chunk is looked
// at once (never the whole text again), so a long stream costs time in proportion to its length.
import { findHandoffKey, MARK_LENGTH } from './handoff-mark.js';
import type { TurnSpeech } from './turn-speech.js';

export class CollectedText {
  #text = '';
  #tail = '';
  #blank = true;
  #key: string | undefined;
  /** Ended turns whose whole text begins with the text so far. */
  #candidates: { whole: string }[];

  constructor(turns: readonly TurnSpeech[]) {
    this.#candidates = turns.flatMap((turn) => (turn.text === undefined ? [] : [{ whole: turn.text }]));
  }

  get text(): string {
    return this.#text;
  }

  get length(): number {
    return this.#text.length;
  }

  /** The hand-off key of the first mark in the text, once one has arrived whole. */
  get key(): string | undefined {
    return this.#key;
  }

  append(chunk: string): void {
    if (chunk === '') return;
    const offset = this.#text.length;
    // A mark may straddle two chunks: look at the new chunk with the end of the text before it.
    const window = this.#tail + chunk;
    this.#key ??= findHandoffKey(window);
    this.#tail = window.slice(-MARK_LENGTH);
    if (this.#blank && chunk.trim() !== '') this.#blank = false;
    this.#candidates = this.#candidates.filter(({ whole }) => whole.startsWith(chunk, offset));
    this.#text += chunk;
  }

  /** The text so far is as long as a turn it began: time to look the whole text up. */
  get reachedCandidate(): boolean {
    return this.#candidates.some(({ whole }) => whole.length === this.#text.length);
  }

  /** More chunks could still make it one of Hearth's turns (so wait before passing it through). */
  get mayBecomeTurn(): boolean {
    return this.#blank || this.#candidates.some(({ whole }) => whole.length > this.#text.length);
  }
}
