// Character classes the chunking rules name (spec/chunking-rules.json R1, R5, R7). Knows no language or state.

const LOWERCASE = /\p{Ll}/u;
const CASED = /[\p{Lu}\p{Ll}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WORD = /[\p{L}\p{M}\p{N}]/u;
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Component}]/u;

const LATIN_TERMINATORS = new Set([0x2e, 0x21, 0x3f, 0x2026]);
const STRONG_TERMINATORS = new Set([0x3002, 0xff01, 0xff1f, 0xff61, 0x0964, 0x0965, 0x061f, 0x06d4]);
const CLOSERS = new Set('"\'”’“‘)]}»«›」』）】》〉');
const OPENERS = new Set('"\'“‘„([{¿¡«»‹「『（【《');
const FULL_WIDTH_SOFT_BREAKS = new Set([0x3001, 0xff0c, 0xff1b, 0xff1a]);
const SPACED_SOFT_BREAKS = new Set(',;:،؛');

const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

/** JavaScript `\s`: ASCII blanks, NBSP, the Unicode spaces, line/paragraph separators, NNBSP, U+3000, BOM. */
export function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export function isTerminator(code: number): boolean {
  if (code < 0x80) return code === 0x2e || code === 0x21 || code === 0x3f;
  return LATIN_TERMINATORS.has(code) || STRONG_TERMINATORS.has(code);
}

export function isStrongTerminator(code: number): boolean {
  return STRONG_TERMINATORS.has(code);
}

export function isCloser(char: string | undefined): boolean {
  return char !== undefined && CLOSERS.has(char);
}

export function isOpener(char: string | undefined): boolean {
  return char !== undefined && OPENERS.has(char);
}

export function isSpacedSoftBreak(char: string | undefined): boolean {
  return char !== undefined && SPACED_SOFT_BREAKS.has(char);
}

export function isFullWidthSoftBreak(code: number): boolean {
  return code >= 0x3001 && FULL_WIDTH_SOFT_BREAKS.has(code);
}

export function isLowercase(code: number): boolean {
  if (code < 0x80) return code >= 0x61 && code <= 0x7a;
  return LOWERCASE.test(String.fromCodePoint(code));
}

export function isCasedLetter(char: string): boolean {
  return CASED.test(char);
}

export function isLetterOrDigit(code: number): boolean {
  if (code < 0x80) {
    return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
}

/** Letters, marks, digits and apostrophes: what makes up the "next word" of R6. */
export function isWordChar(code: number): boolean {
  if (code === 0x27 || code === 0x2019) return true;
  if (code < 0x80) return isLetterOrDigit(code);
  return WORD.test(String.fromCodePoint(code));
}

/** Width of one code point: 2 inside the spec's wide ranges, else 1. */
export function charWidth(code: number): number {
  if (code < 0x1100) return 1;
  for (const [low, high] of WIDE_RANGES) {
    if (code < low) return 1;
    if (code <= high) return 2;
  }
  return 1;
}

/** Whether a code point can belong to an emoji sequence (so a cleaner must wait before judging it). */
export function isEmojiPart(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || code === 0x23 || code === 0x2a;
  if (code < 0xa9) return false;
  if (code > 0xae && code < 0x2000) return false;
  if ((code >= 0x3040 && code <= 0x31ff) || (code >= 0x3400 && code <= 0x9fff)) return false;
  if (code >= 0xac00 && code <= 0xd7a3) return false;
  return EMOJI_PART.test(String.fromCodePoint(code));
}
