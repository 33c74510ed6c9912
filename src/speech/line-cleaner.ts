// R3a–f, R4: splits deltas into lines and strips line-level markdown (fences, headings, lists, quotes, tables).
import { isSpace } from './characters.js';
import { classifyLine } from './line-kind.js';
import type { TextSink } from './text-sink.js';

type State = 'head' | 'body' | 'heading' | 'table' | 'drop' | 'fence';
type Tail = 'none' | 'space' | 'hash' | 'hash-space';

/**
 * Buffers only the first characters of a line, until its kind is known, then streams the rest to the inline
 * cleaner. Holds back a possible closing "#" run of a heading and the trailing blanks of a table cell.
 */
export class LineCleaner {
  readonly #next: TextSink;
  #state: State = 'head';
  #head = '';
  #afterCarriageReturn = false;
  #fence: { readonly char: string; readonly length: number } | undefined;
  #fenceLine: 'lead' | 'run' | 'rest' | 'no' = 'lead';
  #fenceRun = 0;
  #tail = '';
  #tailState: Tail = 'space';
  #row = '';
  #delimiterRow = true;
  #cellStarted = false;
  #cellSpace = '';
  #cells = 0;
  #pipes = 0;

  constructor(next: TextSink) {
    this.#next = next;
  }

  write(delta: string): void {
    if (!delta.includes('\n') && !delta.includes('\r')) {
      if (delta !== '') this.#content(delta);
      return;
    }
    let from = 0;
    for (let index = 0; index < delta.length; index += 1) {
      const code = delta.charCodeAt(index);
      if (code !== 0x0a && code !== 0x0d) continue;
      if (index > from) this.#content(delta.slice(from, index));
      from = index + 1;
      if (code === 0x0a && this.#afterCarriageReturn) {
        this.#afterCarriageReturn = false;
        continue;
      }
      this.#endLine();
      this.#afterCarriageReturn = code === 0x0d;
    }
    if (from < delta.length) this.#content(delta.slice(from));
  }

  /** Whether `text` would go on to the next stage as it is, now: inside a line of text, with no line break. */
  passesOn(text: string): boolean {
    return this.#state === 'body' && !text.includes('\n') && !text.includes('\r');
  }

  /** End of stream: the last line ends; an unclosed fence drops what it held. */
  end(): void {
    if (this.#state !== 'head' || this.#head !== '') this.#endLine();
    this.#fence = undefined;
    this.#state = 'head';
    this.#afterCarriageReturn = false;
  }

  #content(text: string): void {
    this.#afterCarriageReturn = false;
    switch (this.#state) {
      case 'head':
        this.#head += text;
        return this.#classify(false);
      case 'body':
        return this.#next.write(text);
      case 'heading':
        return this.#headingText(text);
      case 'table':
        return this.#tableText(text);
      case 'fence':
        return this.#fenceText(text);
      case 'drop':
        return;
    }
  }

  #classify(ended: boolean): void {
    const kind = classifyLine(this.#head, ended);
    if (kind.kind === 'undecided') return;
    const rest = kind.kind === 'fence' || kind.kind === 'rule' ? '' : this.#head.slice(kind.start);
    this.#head = '';
    if (kind.kind === 'fence') this.#fence = { char: kind.char, length: kind.length };
    this.#state =
      kind.kind === 'text' ? 'body' : kind.kind === 'fence' || kind.kind === 'rule' ? 'drop' : kind.kind;
    if (rest !== '') this.#content(rest);
  }

  #endLine(): void {
    if (this.#state === 'head') this.#classify(true);
    switch (this.#state) {
      case 'fence':
        if (
          (this.#fenceLine === 'run' || this.#fenceLine === 'rest') &&
          this.#fenceRun >= (this.#fence?.length ?? 0)
        ) {
          this.#fence = undefined;
        }
        break;
      case 'heading':
        if (this.#tailState === 'none') this.#next.write(this.#tail);
        this.#next.endLine();
        break;
      case 'table':
        this.#next.endLine();
        break;
      case 'body':
        this.#next.endLine();
        break;
      case 'head':
      case 'drop':
        break;
    }
    this.#state = this.#fence === undefined ? 'head' : 'fence';
    this.#fenceLine = 'lead';
    this.#fenceRun = 0;
    this.#tail = '';
    this.#tailState = 'space';
    this.#row = '';
    this.#delimiterRow = true;
    this.#cellStarted = false;
    this.#cellSpace = '';
    this.#cells = 0;
    this.#pipes = 0;
  }

  /** R3b: a closing run of "#" (after a space, up to the line end) is held and dropped at the line end. */
  #headingText(text: string): void {
    let out = '';
    for (const char of text) {
      if (isSpace(char.codePointAt(0) ?? 0)) {
        if (this.#tailState === 'none') {
          this.#tail = '';
          this.#tailState = 'space';
        } else if (this.#tailState === 'hash') {
          this.#tailState = 'hash-space';
        }
        this.#tail += char;
      } else if (char === '#' && (this.#tailState === 'space' || this.#tailState === 'hash')) {
        this.#tail += char;
        this.#tailState = 'hash';
      } else {
        out += this.#tail + char;
        this.#tail = '';
        this.#tailState = 'none';
      }
    }
    if (out !== '') this.#next.write(out);
  }

  /** R3f: delimiter rows are dropped whole; other rows lose their outer pipes and join cells with ", ". */
  #tableText(text: string): void {
    let out = '';
    for (const char of text) {
      if (this.#delimiterRow) {
        this.#row += char;
        if ('|-:'.includes(char) || isSpace(char.codePointAt(0) ?? 0)) continue;
        this.#delimiterRow = false;
        for (const held of this.#row) out += this.#tableChar(held);
        this.#row = '';
      } else {
        out += this.#tableChar(char);
      }
    }
    if (out !== '') this.#next.write(out);
  }

  /** Streams a cell: its leading blanks are skipped, trailing blanks held until more content or a pipe. */
  #tableChar(char: string): string {
    if (char === '|') {
      const separator = this.#pipes > 0 && !this.#cellStarted ? this.#separator() : '';
      this.#pipes += 1;
      this.#cellStarted = false;
      this.#cellSpace = '';
      return separator;
    }
    if (isSpace(char.codePointAt(0) ?? 0)) {
      if (this.#cellStarted) this.#cellSpace += char;
      return '';
    }
    const out = (this.#cellStarted ? '' : this.#separator()) + this.#cellSpace + char;
    this.#cellSpace = '';
    return out;
  }

  #separator(): string {
    this.#cellStarted = true;
    this.#cells += 1;
    return this.#cells > 1 ? ', ' : '';
  }

  /** R3a: inside a fence, each line is checked only for being the closing fence. */
  #fenceText(text: string): void {
    const fenceChar = this.#fence?.char;
    for (const char of text) {
      const blank = isSpace(char.codePointAt(0) ?? 0);
      if (this.#fenceLine === 'lead') {
        if (char === fenceChar) {
          this.#fenceLine = 'run';
          this.#fenceRun = 1;
        } else if (!blank) this.#fenceLine = 'no';
      } else if (this.#fenceLine === 'run') {
        if (char === fenceChar) this.#fenceRun += 1;
        else this.#fenceLine = blank ? 'rest' : 'no';
      } else if (this.#fenceLine === 'rest' && !blank) {
        this.#fenceLine = 'no';
      }
    }
  }
}
