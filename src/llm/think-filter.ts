// Removes `<think>…</think>` reasoning blocks from streamed text, whichever deltas the tags straddle:
// reasoning models served by Ollama, LM Studio or vLLM write them into `content`, and they must not be
// spoken. Holds back only a suffix that could still become a tag. Knows text, not HTTP.

const OPEN = '<think>';
const CLOSE = '</think>';

export class ThinkFilter {
  #inside = false;
  #held = '';
  #trimNext = false;

  /** The speakable text this delta completes (possibly empty). */
  push(delta: string): string {
    let input = this.#held + delta;
    this.#held = '';
    let output = '';
    while (input !== '') {
      const tag = this.#inside ? CLOSE : OPEN;
      const at = input.indexOf(tag);
      if (at >= 0) {
        if (!this.#inside) output += this.#visible(input.slice(0, at));
        this.#inside = !this.#inside;
        // The answer after a reasoning block usually starts with blank lines.
        if (!this.#inside) this.#trimNext = true;
        input = input.slice(at + tag.length);
        continue;
      }
      const keep = partialTagLength(input, tag);
      if (!this.#inside) output += this.#visible(input.slice(0, input.length - keep));
      this.#held = input.slice(input.length - keep);
      break;
    }
    return output;
  }

  /** What was held back at the end of the stream: text that never became a tag. */
  end(): string {
    const rest = this.#inside ? '' : this.#visible(this.#held);
    this.#held = '';
    return rest;
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
