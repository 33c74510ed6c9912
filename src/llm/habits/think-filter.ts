// Removes `<think>…</think>` reasoning blocks from streamed text, whichever deltas the tags straddle:
// reasoning models served by Ollama, LM Studio or vLLM write them into `content`, and they must not be
// spoken. Also the lone `</think>` of models whose chat template puts the opening tag into the prompt
// (DeepSeek-R1, Qwen3 "Thinking" builds): everything before it is reasoning. Holds back only a suffix
// that could still become a tag, or, when told the answer may start inside reasoning, everything until
// the tag or the end. Knows text, not HTTP.

const OPEN = '<think>';
const CLOSE = '</think>';

export interface ThinkFilterOptions {
  /**
   * The answer may begin inside a reasoning block opened by the prompt: hold the text until `</think>`
   * (then drop it) or the end of the answer (then it was the answer, and is released).
   */
  mayStartInside?: boolean;
}

export class ThinkFilter {
  #inside = false;
  #maybeInside: boolean;
  #held = '';
  #trimNext = false;
  #loneClose = false;

  constructor(options: ThinkFilterOptions = {}) {
    this.#maybeInside = options.mayStartInside ?? false;
  }

  /** Whether a closing tag came without an opening one: the model's reasoning starts in its prompt. */
  get sawLoneClose(): boolean {
    return this.#loneClose;
  }

  /** Whether push(`text`) would give `text` back as it is, now (but for leading blanks after a block). */
  passesUnchanged(text: string): boolean {
    return !this.#maybeInside && !this.#inside && this.#held === '' && !text.includes('<');
  }

  /** The speakable text this delta completes (possibly empty). */
  push(delta: string): string {
    if (this.#maybeInside) return this.#pushMaybeInside(delta);
    // No tag can start in it and nothing is held (most deltas): the delta itself, nothing scanned or made.
    if (!this.#inside && this.#held === '' && !delta.includes('<')) return this.#visible(delta);
    let input = this.#held + delta;
    this.#held = '';
    let output = '';
    while (input !== '') {
      if (this.#inside) {
        const at = input.indexOf(CLOSE);
        if (at < 0) {
          this.#held = input.slice(input.length - partialTagLength(input, CLOSE));
          break;
        }
        this.#inside = false;
        // The answer after a reasoning block usually starts with blank lines.
        this.#trimNext = true;
        input = input.slice(at + CLOSE.length);
        continue;
      }
      const open = input.indexOf(OPEN);
      const close = input.indexOf(CLOSE);
      if (close >= 0 && (open < 0 || close < open)) {
        // A lone closing tag: what came before it in this delta was reasoning too (what went out in
        // earlier deltas cannot be taken back; the caller learns from sawLoneClose for the next answer).
        this.#loneClose = true;
        this.#trimNext = true;
        output = '';
        input = input.slice(close + CLOSE.length);
        continue;
      }
      if (open >= 0) {
        output += this.#visible(input.slice(0, open));
        this.#inside = true;
        input = input.slice(open + OPEN.length);
        continue;
      }
      const keep = Math.max(partialTagLength(input, OPEN), partialTagLength(input, CLOSE));
      output += this.#visible(input.slice(0, input.length - keep));
      this.#held = input.slice(input.length - keep);
      break;
    }
    return output;
  }

  /** What was held back at the end of the stream: text that never became a tag. */
  end(): string {
    const rest = this.#inside ? '' : this.#visible(this.#held);
    this.#held = '';
    this.#maybeInside = false;
    return rest;
  }

  /** Holding everything: only the new text (and a tag's length before it) is searched, so no re-scans. */
  #pushMaybeInside(delta: string): string {
    const from = Math.max(0, this.#held.length - CLOSE.length + 1);
    this.#held += delta;
    const close = this.#held.indexOf(CLOSE, from);
    const open = this.#held.indexOf(OPEN, from);
    if (close < 0 && open < 0) return '';
    this.#maybeInside = false;
    const held = this.#held;
    this.#held = '';
    if (close >= 0 && (open < 0 || close < open)) {
      this.#loneClose = true;
      this.#trimNext = true;
      return this.push(held.slice(close + CLOSE.length));
    }
    // The model opened its own block: what came before was answer text after all.
    return this.push(held);
  }

  #visible(text: string): string {
    if (!this.#trimNext) return text;
    const trimmed = text.trimStart();
    if (trimmed !== '') this.#trimNext = false;
    return trimmed;
  }
}

/** Length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(tag.slice(0, length))) return length;
  }
  return 0;
}
