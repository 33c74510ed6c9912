// R3g/i: inline markdown (links, images, autolinks, code spans, emphasis) to plain text. No lines, no emoji.
import { isLetterOrDigit, isSpace } from './characters.js';
import type { TextSink } from './text-sink.js';

type Opener =
  | { readonly kind: 'emphasis'; readonly char: string; readonly length: number; readonly token: number }
  | { readonly kind: 'bracket'; readonly token: number };

type Mode = 'text' | 'code' | 'destination' | 'autolink';

const URI = /^[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*$/;
const EMAIL = /^[^\s<>@]+@[^\s<>@]+$/;
const BARE_URL = /^(?:https?:\/\/|www\.)/i;
const SPECIAL = new Set('*_~`![]<');

/**
 * Text before the earliest unresolved opener passes straight through; from that opener on, text is held as
 * tokens until every opener is resolved or the line ends (then the unresolved ones stay literal). Each
 * character is looked at once, with one character of lookahead for delimiter runs, "!" and "]".
 */
export class InlineCleaner implements TextSink {
  readonly #next: TextSink;
  #out = '';
  #tokens: string[] = [];
  #openers: Opener[] = [];
  #mode: Mode = 'text';
  #previous = -1;
  #runChar = '';
  #runLength = 0;
  #runPrevious = -1;
  /** "!" (maybe an image) or "]" (maybe a link) waiting for the next character. */
  #pending = '';
  #modeToken = 0;
  #codeLength = 0;
  #depth = 0;
  #word = '';
  #inBareUrl = false;

  constructor(next: TextSink) {
    this.#next = next;
  }

  write(text: string): void {
    for (let index = 0; index < text.length;) {
      const code = text.codePointAt(index) ?? 0;
      const size = code > 0xffff ? 2 : 1;
      const char = size === 1 ? (text[index] ?? '') : text.slice(index, index + 2);
      index += size;
      const plain = this.#mode === 'text' && this.#runLength === 0 && this.#pending === '';
      if (plain) this.#trackWord(code, char);
      if (plain && (this.#inBareUrl || !SPECIAL.has(char))) this.#put(char);
      else this.#take(code, char, plain);
      this.#previous = code;
    }
    this.#flushOut();
  }

  /** Whether `text` would go on as it is, now: nothing held or pending, and no markup character in it. */
  passesOn(text: string): boolean {
    if (this.#mode !== 'text' || this.#runLength > 0 || this.#pending !== '') return false;
    if (this.#openers.length > 0 || this.#tokens.length > 0) return false;
    for (let index = 0; index < text.length; index += 1) {
      if (SPECIAL.has(text[index] ?? '')) return false;
    }
    return true;
  }

  endLine(): void {
    if (this.#runLength > 0) this.#resolveRun(-1);
    if (this.#pending === '!') this.#put('!');
    if (this.#pending === ']') this.#bracketIsLiteral();
    this.#pending = '';
    this.#mode = 'text';
    this.#openers = [];
    this.#release();
    this.#flushOut();
    this.#previous = -1;
    this.#word = '';
    this.#inBareUrl = false;
    this.#next.endLine();
  }

  /** `tracked`: the bare-URL tracker has already seen this character. */
  #take(code: number, char: string, tracked: boolean): void {
    if (this.#runLength > 0) {
      if (char === this.#runChar) {
        this.#runLength += 1;
        return;
      }
      this.#resolveRun(code);
    }
    const pending = this.#pending;
    this.#pending = '';
    if (pending === '!') {
      if (char === '[') return this.#open({ kind: 'bracket', token: this.#tokens.length }, '![');
      this.#put('!');
    }
    if (pending === ']') {
      if (char === '(') {
        this.#depth = 0;
        return this.#enter('destination', '](');
      }
      this.#bracketIsLiteral();
    }
    if (this.#mode === 'code') return char === '`' ? this.#startRun(char) : this.#put(char);
    if (this.#mode === 'destination') return this.#takeDestination(char);
    if (this.#mode === 'autolink') {
      if (char === '>') return this.#closeAutolink();
      if (!isSpace(code) && char !== '<') return this.#put(char);
      this.#mode = 'text';
      this.#release();
    }
    if (!tracked) this.#trackWord(code, char);
    if (this.#inBareUrl) return this.#put(char);
    if (char === '*' || char === '_' || char === '~' || char === '`') return this.#startRun(char);
    if (char === '[') return this.#open({ kind: 'bracket', token: this.#tokens.length }, '[');
    if (char === '!' || (char === ']' && this.#topBracket() >= 0)) {
      this.#pending = char;
      return;
    }
    if (char === '<') return this.#enter('autolink', '<');
    this.#put(char);
  }

  #startRun(char: string): void {
    this.#runChar = char;
    this.#runLength = 1;
    this.#runPrevious = this.#previous;
  }

  /** A run of * _ ~ or ` is judged once the character after it (`next`, -1 at line end) is known. */
  #resolveRun(next: number): void {
    const char = this.#runChar;
    const run = char.repeat(this.#runLength);
    const before = this.#runPrevious;
    this.#runLength = 0;
    if (this.#mode === 'code') {
      if (run.length !== this.#codeLength) return this.#put(run);
      this.#tokens[this.#modeToken] = '';
      this.#mode = 'text';
      return this.#release();
    }
    if (char === '`') {
      this.#codeLength = run.length;
      return this.#enter('code', run);
    }
    if (char === '~' ? run.length !== 2 : run.length > 3) return this.#put(run);
    const underscore = char === '_';
    const canOpen = next >= 0 && !isSpace(next) && !(underscore && before >= 0 && isLetterOrDigit(before));
    const canClose = before >= 0 && !isSpace(before) && !(underscore && next >= 0 && isLetterOrDigit(next));
    const unmatched = canClose ? this.#closeEmphasis(char, run.length) : run.length;
    if (unmatched < run.length) {
      if (unmatched > 0) this.#put(char.repeat(unmatched));
      return this.#release();
    }
    if (canOpen)
      return this.#open({ kind: 'emphasis', char, length: run.length, token: this.#tokens.length }, run);
    this.#put(run);
  }

  /**
   * Closes the nearest openers of the same character, inner first, as far as the closing run reaches
   * ("**a *b***" closes "*" then "**"); an opener only partly used keeps the rest open. Returns what is left.
   */
  #closeEmphasis(char: string, length: number): number {
    let remaining = length;
    for (let index = this.#openers.length - 1; index >= 0 && remaining > 0; index -= 1) {
      const opener = this.#openers[index];
      if (opener?.kind !== 'emphasis' || opener.char !== char) continue;
      const used = Math.min(remaining, opener.length);
      remaining -= used;
      this.#tokens[opener.token] = char.repeat(opener.length - used);
      this.#openers.length = index;
      if (opener.length > used) this.#openers.push({ ...opener, length: opener.length - used });
    }
    return remaining;
  }

  #takeDestination(char: string): void {
    if (char === '(') this.#depth += 1;
    if (char !== ')' || this.#depth-- > 0) return this.#put(char);
    this.#tokens.length = this.#modeToken;
    const bracket = this.#topBracket();
    const opener = this.#openers[bracket];
    if (opener !== undefined) this.#tokens[opener.token] = '';
    this.#openers.length = Math.max(0, bracket);
    this.#mode = 'text';
    this.#release();
  }

  #closeAutolink(): void {
    const content = this.#tokens.slice(this.#modeToken + 1).join('');
    this.#mode = 'text';
    if (URI.test(content) || EMAIL.test(content)) {
      this.#tokens.length = this.#modeToken;
      this.#tokens.push(content);
    } else {
      this.#tokens.push('>');
    }
    this.#release();
  }

  #bracketIsLiteral(): void {
    const bracket = this.#topBracket();
    if (bracket >= 0) this.#openers.splice(bracket, 1);
    this.#put(']');
    this.#release();
  }

  #topBracket(): number {
    for (let index = this.#openers.length - 1; index >= 0; index -= 1) {
      if (this.#openers[index]?.kind === 'bracket') return index;
    }
    return -1;
  }

  /** Code spans, link destinations and autolinks hold everything from their opening token on. */
  #enter(mode: Mode, token: string): void {
    this.#mode = mode;
    this.#modeToken = this.#tokens.length;
    this.#tokens.push(token);
  }

  #open(opener: Opener, text: string): void {
    this.#openers.push(opener);
    this.#tokens.push(text);
  }

  #put(text: string): void {
    if (this.#openers.length > 0 || this.#mode !== 'text' || this.#tokens.length > 0) this.#tokens.push(text);
    else this.#out += text;
  }

  /** Once nothing is open, held tokens become settled text. */
  #release(): void {
    if (this.#openers.length > 0 || this.#mode !== 'text' || this.#tokens.length === 0) return;
    this.#out += this.#tokens.join('');
    this.#tokens = [];
  }

  #flushOut(): void {
    this.#release();
    if (this.#out === '') return;
    const out = this.#out;
    this.#out = '';
    this.#next.write(out);
  }

  /** R3i: inside a bare URL (from "http://", "https://" or "www." to the next space) markup is literal. */
  #trackWord(code: number, char: string): void {
    if (isSpace(code)) {
      this.#word = '';
      this.#inBareUrl = false;
    } else if (this.#word.length < 8) {
      this.#word += char;
      if (char === '/' || char === '.') this.#inBareUrl = BARE_URL.test(this.#word);
    }
  }
}
