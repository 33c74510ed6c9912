// R3h: removes RGI emoji with the whitespace before them, and stray U+FE0F/U+200D. No markdown, no sentences.
import { isEmojiPart, isSpace } from './characters.js';
import type { TextSink } from './text-sink.js';

// Built at run time: TypeScript rejects the `v` flag below an ES2024 target; Node 20 supports it.
const EMOJI = new RegExp('\\s*\\p{RGI_Emoji}', 'gv');
const STRAY = /\uFE0F|\u200D/g;
const HINT = /\u200D|\uFE0F|\u20E3|[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u;

/**
 * Deltas cut flags, keycaps and ZWJ families in half, and a lone half is no RGI emoji. So the text is passed on
 * only up to its last code point that no emoji sequence can span: not whitespace (it may precede an emoji), and
 * either no emoji part at all, or one followed by a code point that cannot continue a sequence.
 */
export class EmojiFilter implements TextSink {
  readonly #next: TextSink;
  #held = '';

  constructor(next: TextSink) {
    this.#next = next;
  }

  /** Text held back (whitespace, a possible emoji's start): it goes on with the next write. */
  get held(): string {
    return this.#held;
  }

  write(text: string): void {
    const combined = this.#held + text;
    const settled = settledLength(combined);
    this.#held = combined.slice(settled);
    if (settled > 0) this.#next.write(removeEmoji(combined.slice(0, settled)));
  }

  endLine(): void {
    if (this.#held !== '') this.#next.write(removeEmoji(this.#held));
    this.#held = '';
    this.#next.endLine();
  }
}

/** Length of the longest prefix of `text` that ends at a settled code point (0 if none). */
function settledLength(text: string): number {
  let next = -1;
  let index = text.length;
  while (index > 0) {
    let start = index - 1;
    let code = text.charCodeAt(start);
    if (code >= 0xdc00 && code <= 0xdfff && start > 0) {
      const high = text.charCodeAt(start - 1);
      if (high >= 0xd800 && high <= 0xdbff) {
        start -= 1;
        code = text.codePointAt(start) ?? code;
      }
    }
    if (settles(code, next)) return index;
    next = code;
    index = start;
  }
  return 0;
}

function settles(code: number, next: number): boolean {
  if (isSpace(code)) return false;
  if (!isEmojiPart(code)) return true;
  return next >= 0 && code !== 0x200d && !isRegionalIndicator(code) && !continuesEmoji(next);
}

/** Code points that extend the emoji before them: VS16, ZWJ, keycap, skin tones, tags. */
function continuesEmoji(code: number): boolean {
  return (
    code === 0xfe0f ||
    code === 0x200d ||
    code === 0x20e3 ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  );
}

function isRegionalIndicator(code: number): boolean {
  return code >= 0x1f1e6 && code <= 0x1f1ff;
}

function removeEmoji(text: string): string {
  return HINT.test(text) ? text.replace(EMOJI, '').replace(STRAY, '') : text;
}
