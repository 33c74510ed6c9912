// R5/R6: whether a terminator run in the normalised text of one line ends a sentence. No lengths, no state.
import {
  isCasedLetter,
  isCloser,
  isLowercase,
  isOpener,
  isStrongTerminator,
  isTerminator,
  isWordChar,
} from './characters.js';
import { EN_STARTERS, LONGEST_STARTER, type LanguageRules } from './language-rules.js';

/**
 * `wait`: more text is needed. `none`: the run at `index` ends no sentence. `boundary`: a chunk may end at
 * `end` (after the closers). `runEnd` is where the terminator run stops, so it is judged only once.
 */
export type BoundaryDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'none'; readonly runEnd: number }
  | { readonly kind: 'boundary'; readonly runEnd: number; readonly end: number };

const WAIT: BoundaryDecision = { kind: 'wait' };
const DOTTED = /^[\p{Lu}\p{Ll}]{1,2}(?:\.[\p{Lu}\p{Ll}]{1,2})+$/u;
const DIGITS = /^[0-9]+$/;

/**
 * Judges the terminator at `index` of `text` (whitespace already collapsed to single spaces).
 * `lineEnded` says no more text follows on this line; `listMarker` that this period ends an ordered-list marker.
 */
export function decideBoundary(
  text: string,
  index: number,
  lineEnded: boolean,
  rules: LanguageRules,
  listMarker: boolean,
): BoundaryDecision {
  const length = text.length;
  let runEnd = index;
  let strong = false;
  let periodsOnly = true;
  while (runEnd < length && isTerminator(text.charCodeAt(runEnd))) {
    const code = text.charCodeAt(runEnd);
    if (isStrongTerminator(code)) strong = true;
    if (code !== 0x2e) periodsOnly = false;
    runEnd += 1;
  }
  if (runEnd === length && !lineEnded) return WAIT;
  const none: BoundaryDecision = { kind: 'none', runEnd };
  let end = runEnd;
  while (end < length && isCloser(text[end])) end += 1;
  if (end === length) return lineEnded ? { kind: 'boundary', runEnd, end } : WAIT;
  if (strong) {
    if (end > runEnd && text[end] === 'と') return none;
    if (end > runEnd && text[end] === 'っ') {
      if (end + 1 === length) return lineEnded ? { kind: 'boundary', runEnd, end } : WAIT;
      if (text[end + 1] === 'て') return none;
    }
    return { kind: 'boundary', runEnd, end };
  }
  if (rules.spacedClosingGuillemet && text[end] === ' ') {
    if (end + 1 === length && !lineEnded) return WAIT;
    if (text[end + 1] === '»') {
      end += 2;
      while (end < length && isCloser(text[end])) end += 1;
      if (end === length) return lineEnded ? { kind: 'boundary', runEnd, end } : WAIT;
    }
  }
  if (text[end] !== ' ') return none;
  let next = end + 1;
  while (next < length && (text[next] === ' ' || isOpener(text[next]))) next += 1;
  if (next === length) return lineEnded ? { kind: 'boundary', runEnd, end } : WAIT;
  if (isLowercase(text.codePointAt(next) ?? 0)) return none;
  const boundary: BoundaryDecision = { kind: 'boundary', runEnd, end };
  if (runEnd - index !== 1 || !periodsOnly) return boundary;
  if (listMarker) return none;
  if (!isAmbiguousToken(tokenBefore(text, index), rules)) return boundary;
  if (!rules.splitsBeforeStarters) return none;
  let wordEnd = next;
  while (wordEnd < length) {
    const code = text.codePointAt(wordEnd) ?? 0;
    if (!isWordChar(code)) break;
    wordEnd += code > 0xffff ? 2 : 1;
    if (wordEnd - next > LONGEST_STARTER) return none;
  }
  if (wordEnd === length && !lineEnded) return WAIT;
  if (text[wordEnd] === '.') return none;
  return EN_STARTERS.has(text.slice(next, wordEnd).replaceAll('’', "'")) ? boundary : none;
}

/** R6: the non-space run ending at the period, without its leading opening punctuation. */
function tokenBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && text[start - 1] !== ' ') start -= 1;
  while (start < index && isOpener(text[start])) start += 1;
  return text.slice(start, index);
}

/** R6a–d: abbreviation, single cased letter, dotted abbreviation, or a short (German: any) number. */
function isAmbiguousToken(token: string, rules: LanguageRules): boolean {
  if (token === '') return false;
  if (rules.abbreviations.has(token.toLowerCase())) return true;
  const first = token.codePointAt(0) ?? 0;
  if (token.length === (first > 0xffff ? 2 : 1)) return isCasedLetter(token);
  if (DOTTED.test(token)) return true;
  return DIGITS.test(token) && (token.length <= 2 || rules.anyNumberIsOrdinal);
}
