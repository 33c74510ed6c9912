// R3h: removes RGI emoji with the whitespace before them, and stray U+FE0F/U+200D. No markdown, no sentences.
import { isEmojiPart, isSpace } from './characters.js';
import type { TextSink } from './text-sink.js';

// Built at run time: TypeScript rejects the `v` flag below an ES2024 target; Node 20 supports it.
const EMOJI = new RegExp('\\s*\\p{RGI_Emoji}', 'gv');
const STRAY = /\uFE0F|\u200D/g;
const HINT = /\u200D|\uFE0F|\u20E3|[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/**
 * Deltas cut flags, keycaps and ZWJ families in half, and a lone half is no RGI emoji. So the trailing run of
 * whitespace and emoji-capable code points is held until a code point that can end no emoji arrives.
 */
export class EmojiFilter implements TextSink {
  readonly #next: TextSink;
  #held = '';

  constructor(next: TextSink) {
    this.#next = next;
  }

  write(text: string): void {
    const settled = settledLength(text);
    if (settled === 0) {
      this.#held += text;
      return;
    }
    const piece = this.#held + text.slice(0, settled);
    this.#held = text.slice(settled);
    this.#next.write(removeEmoji(piece));
  }

  endLine(): void {
    if (this.#held !== '') this.#next.write(removeEmoji(this.#held));
    this.#held = '';
    this.#next.endLine();
  }
}

/** Length of the prefix of `text` that ends with a code point belonging to no emoji (0 if none). */
function settledLength(text: string): number {
  let index = text.length;
  while (index > 0) {
    const unit = text.charCodeAt(index - 1);
    const pair = unit >= 0xdc00 && unit <= 0xdfff && index >= 2;
    const code = pair ? (text.codePointAt(index - 2) ?? unit) : unit;
    if (!isSpace(code) && !isEmojiPart(code)) return index;
    index -= pair && code > 0xffff ? 2 : 1;
  }
  return 0;
}

function removeEmoji(text: string): string {
  return HINT.test(text) ? text.replace(EMOJI, '').replace(STRAY, '') : text;
}
