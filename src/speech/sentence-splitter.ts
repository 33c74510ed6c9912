// R4, R7, R8: turns the cleaned text of each line into chunks (boundaries, MIN merge, MAX cut). No markdown.
import { decideBoundary } from './boundary-decision.js';
import {
  charWidth,
  isCloser,
  isFullWidthSoftBreak,
  isOpener,
  isSpace,
  isSpacedSoftBreak,
  isStrongTerminator,
  isTerminator,
} from './characters.js';
import type { LanguageRules } from './language-rules.js';
import type { TextSink } from './text-sink.js';

export const MIN_WIDTH = 10;
export const MAX_WIDTH = 120;

const LIST_MARKER = /^[0-9]{1,9}$/;

/**
 * Keeps the unfinished chunk of the current line as offsets into a short string: whitespace collapsed on
 * arrival, each character classified once, and the string trimmed to the chunk start before each write.
 */
export class SentenceSplitter implements TextSink {
  readonly #rules: LanguageRules;
  readonly #emit: (chunk: string) => void;
  #text = '';
  /** Code units of this line already dropped from the front of #text. */
  #dropped = 0;
  #start = 0;
  #position = 0;
  /** R1 width of #text from #start to #position. */
  #width = 0;
  #afterSpace = true;
  /** Pairs of (cut index, width of the piece before it), in text order, widths rising. */
  #softBreaks: number[] = [];
  #spaces: number[] = [];
  /** Terminators before this index were judged already. */
  #judgedUpTo = 0;
  /** A decided boundary not reached yet, or -1. */
  #boundary = -1;

  constructor(rules: LanguageRules, emit: (chunk: string) => void) {
    this.#rules = rules;
    this.#emit = emit;
  }

  write(text: string): void {
    if (this.#start > 0) this.#compact();
    let collapsed = '';
    let from = 0;
    for (let index = 0; index < text.length; index += 1) {
      if (!isSpace(text.charCodeAt(index))) {
        this.#afterSpace = false;
        continue;
      }
      collapsed += text.slice(from, index);
      from = index + 1;
      if (!this.#afterSpace) collapsed += ' ';
      this.#afterSpace = true;
    }
    this.#text += from === 0 ? text : collapsed + text.slice(from);
    this.#scan(false);
  }

  /**
   * Whether writing `text` now would certainly end no chunk: no terminator waits for what follows it, the
   * chunk stays within MAX (`text` counted at full width, before whitespace collapses), and a terminator in
   * `text` can only be its last run, followed by nothing its judgement could use (R5: closers, then blanks
   * and openers after a Latin one), so that it waits for more.
   */
  holds(text: string): boolean {
    if (this.#position < this.#text.length || this.#boundary >= 0) return false;
    let width = this.#width;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.codePointAt(index) ?? 0;
      if (isTerminator(code)) return waitsAfterRun(text, index);
      width += charWidth(code);
      if (width > MAX_WIDTH) return false;
      if (code > 0xffff) index += 1;
    }
    return true;
  }

  endLine(): void {
    this.#scan(true);
    this.#emitChunk(this.#text.slice(this.#start));
    this.#text = '';
    this.#dropped = 0;
    this.#start = 0;
    this.#position = 0;
    this.#width = 0;
    this.#afterSpace = true;
    this.#softBreaks = [];
    this.#spaces = [];
    this.#judgedUpTo = 0;
    this.#boundary = -1;
  }

  #scan(lineEnded: boolean): void {
    const text = this.#text;
    while (this.#position < text.length) {
      const position = this.#position;
      const code = text.codePointAt(position) ?? 0;
      if (position >= this.#judgedUpTo && isTerminator(code)) {
        const decision = decideBoundary(text, position, lineEnded, this.#rules, this.#isListMarker(position));
        if (decision.kind === 'wait') return;
        this.#judgedUpTo = decision.runEnd;
        if (decision.kind === 'boundary') this.#boundary = decision.end;
      }
      if (code === 0x20) {
        this.#position = position + 1;
        if (this.#width === 0) {
          this.#start = position + 1;
          continue;
        }
        this.#spaces.push(position, this.#width);
        const previous = text[position - 1];
        if (
          isSpacedSoftBreak(previous) ||
          ((previous === '–' || previous === '—') && text[position - 2] === ' ')
        ) {
          this.#softBreaks.push(position, this.#width);
        }
        this.#width += 1;
        continue;
      }
      const width = charWidth(code);
      if (this.#width + width > MAX_WIDTH) {
        this.#cut(position);
        continue;
      }
      this.#width += width;
      this.#position = position + (code > 0xffff ? 2 : 1);
      if (isFullWidthSoftBreak(code)) this.#softBreaks.push(this.#position, this.#width);
      if (this.#position === this.#boundary) {
        this.#boundary = -1;
        if (this.#width >= MIN_WIDTH) this.#endChunkAt(this.#position);
      }
    }
  }

  /** R8: cut at the last soft break, else the last space, giving a piece of width >= MIN; else hard. */
  #cut(position: number): void {
    const cutAt = lastCut(this.#softBreaks) ?? lastCut(this.#spaces) ?? position;
    this.#endChunkAt(cutAt);
    this.#position = cutAt;
  }

  #endChunkAt(index: number): void {
    this.#emitChunk(this.#text.slice(this.#start, index));
    this.#start = index;
    this.#width = 0;
    this.#softBreaks = [];
    this.#spaces = [];
  }

  #emitChunk(chunk: string): void {
    const trimmed = chunk.trim();
    if (trimmed !== '') this.#emit(trimmed);
  }

  /** R3e: the period of "12." at the very start of the line. */
  #isListMarker(position: number): boolean {
    return (
      this.#dropped === 0 &&
      position <= 9 &&
      this.#text[position] === '.' &&
      LIST_MARKER.test(this.#text.slice(0, position))
    );
  }

  #compact(): void {
    const start = this.#start;
    this.#text = this.#text.slice(start);
    this.#dropped += start;
    this.#position -= start;
    this.#judgedUpTo = Math.max(0, this.#judgedUpTo - start);
    if (this.#boundary >= 0) this.#boundary -= start;
    for (let index = 0; index < this.#softBreaks.length; index += 2) this.#softBreaks[index]! -= start;
    for (let index = 0; index < this.#spaces.length; index += 2) this.#spaces[index]! -= start;
    this.#start = 0;
  }
}

/** Whether the terminator run at `index` ends `text` but for closers (and, after a Latin run, blanks and openers). */
function waitsAfterRun(text: string, index: number): boolean {
  let at = index;
  let strong = false;
  for (; at < text.length && isTerminator(text.charCodeAt(at)); at += 1) {
    if (isStrongTerminator(text.charCodeAt(at))) strong = true;
  }
  while (at < text.length && isCloser(text[at])) at += 1;
  if (!strong) while (at < text.length && (isSpace(text.charCodeAt(at)) || isOpener(text[at]))) at += 1;
  return at === text.length;
}

function lastCut(breaks: readonly number[]): number | undefined {
  const width = breaks[breaks.length - 1];
  return width !== undefined && width >= MIN_WIDTH ? breaks[breaks.length - 2] : undefined;
}
