// Invisible marks that make each early hand-off text unique and name its turn. Home Assistant caches
// TTS by the exact text, so two answers that begin alike must never share an entry, not even across
// restarts (the cache is on disk): the mark is random, not a counter. The characters are zero-width
// and not whitespace, so Python's `str.strip()` in HA keeps them.
import { randomBytes } from 'node:crypto';

const START = '\u2060';
const ZERO = '\u200b';
const ONE = '\u200c';
const BITS = 40;
/** Characters of one mark (its start and the bits). */
export const MARK_LENGTH = 1 + BITS;
const MARK = new RegExp(`${START}[${ZERO}${ONE}]{${BITS}}`, 'u');
const MARK_CHARACTERS = new RegExp(`[${START}${ZERO}${ONE}]`, 'gu');

/** A fresh random key (40 bits as 10 hex digits). */
export function newHandoffKey(): string {
  return randomBytes(BITS / 8).toString('hex');
}

/** The text with the key appended as invisible characters. */
export function markText(text: string, key: string): string {
  const bits = BigInt(`0x${key}`).toString(2).padStart(BITS, '0');
  return `${text}${START}${[...bits].map((bit) => (bit === '1' ? ONE : ZERO)).join('')}`;
}

/** The key hidden in a text, if any. */
export function findHandoffKey(text: string): string | undefined {
  const match = MARK.exec(text);
  if (match === null) return undefined;
  const bits = [...match[0].slice(1)].map((character) => (character === ONE ? '1' : '0')).join('');
  return BigInt(`0b${bits}`)
    .toString(16)
    .padStart(BITS / 4, '0');
}

/** The text without any mark characters (what an upstream TTS should see). */
export function stripMarks(text: string): string {
  return text.replace(MARK_CHARACTERS, '');
}
