// Text that tools speak while they run (ask_expert streams its answer), queued per call until the agent
// can yield it. One call holds the floor at a time, so two speaking calls of a step never interleave
// their words: the first to speak goes on until it is done, then the next one's queued text follows.

/** A piece of spoken text; `opens` marks the first piece of a call's speech (it may need a space). */
export interface SpokenPiece {
  text: string;
  opens: boolean;
}

export class ToolSpeech {
  readonly #queued = new Map<number, string[]>();
  readonly #finished = new Set<number>();
  readonly #opened = new Set<number>();
  readonly #wake: () => void;
  #floor: number | undefined;

  /** `wake` is called whenever text arrives, so a waiting agent can take it. */
  constructor(wake: () => void) {
    this.#wake = wake;
  }

  /** A speaker for the call at `position` of the step, handed to the tool as `context.speak`. */
  speaker(position: number): (text: string) => void {
    return (text) => {
      if (text === '' || this.#finished.has(position)) return;
      const queue = this.#queued.get(position);
      if (queue === undefined) this.#queued.set(position, [text]);
      else queue.push(text);
      this.#wake();
    };
  }

  /** The call at `position` settled: it says nothing more, and the floor passes once its text is out. */
  finish(position: number): void {
    this.#finished.add(position);
  }

  /** Everything that may be spoken now, in order. */
  take(): SpokenPiece[] {
    const pieces: SpokenPiece[] = [];
    for (;;) {
      this.#floor ??= this.#nextSpeaker();
      if (this.#floor === undefined) return pieces;
      const position = this.#floor;
      for (const text of this.#queued.get(position) ?? []) {
        pieces.push({ text, opens: !this.#opened.has(position) });
        this.#opened.add(position);
      }
      this.#queued.delete(position);
      if (!this.#finished.has(position)) return pieces;
      this.#floor = undefined;
    }
  }

  /** The lowest call position with text waiting. */
  #nextSpeaker(): number | undefined {
    let lowest: number | undefined;
    for (const [position, queue] of this.#queued) {
      if (queue.length > 0 && (lowest === undefined || position < lowest)) lowest = position;
    }
    return lowest;
  }
}
