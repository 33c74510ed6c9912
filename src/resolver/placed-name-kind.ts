// "キッチンと廊下の電気", "厨房和走廊灯": a list of places whose last part is one thing's whole name, a place and
// a kind written together ("廊下の電気", "走廊灯"). The tokenizer keeps such a name whole, so the list's kind is
// never said on its own; read apart, the name gives it, and it is said of every place the list names alone, as
// "the kitchen and hallway lights" is. Pure over parsed parts.
import { hasPlace } from './candidates.js';
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { TargetIndex } from './target-index.js';
import type { Endings } from './forms/word-endings.js';
import { KIND_WORDS } from './words/kind-words.js';
import { lampWordOf } from './forms/korean-lamp.js';

/** The possessive particle between a place and its thing in a name ("廊下の電気", "走廊的灯", "복도의 조명"). */
const PARTICLE_END = /(?:の|的|嘅|의)$/u;

/** A part that names only a place: no thing's word, no kind. */
export function placeOnly(part: ParsedTarget): boolean {
  return part.names.length === 0 && part.kind === undefined && part.devices === undefined && hasPlace(part);
}

/**
 * The place and kind one part's single word says when read apart ("廊下の電気" → 廊下 + 電気), when another
 * part names only a place; undefined otherwise.
 */
export function kindOfPlacedName(
  index: TargetIndex,
  parts: readonly ParsedTarget[],
  endings: Endings,
): ParsedTarget | undefined {
  if (!parts.some(placeOnly)) return undefined;
  for (const part of parts) {
    const word = part.tokens.length === 1 && part.names.length === 1 ? part.tokens[0]! : undefined;
    if (word === undefined || part.kind !== undefined || hasPlace(part)) continue;
    const read = apart(word).map(([head, tail]) => parseTarget(index, [head, tail], endings));
    const placed = read.find((one) => one.kind !== undefined && hasPlace(one) && one.names.length === 0);
    if (placed !== undefined) return placed;
  }
  return undefined;
}

/**
 * The word cut before each kind word it ends in, longest first, the particle left out; a Korean light's name
 * with 등 written on ("현관등", forms/korean-lamp.ts) as its word and a light word.
 */
function apart(word: string): [head: string, tail: string][] {
  const cuts: [string, string][] = [];
  for (let cut = 1; cut < word.length; cut += 1) {
    const head = word.slice(0, cut).replace(PARTICLE_END, '');
    if (KIND_WORDS.has(word.slice(cut)) && head !== '') cuts.push([head, word.slice(cut)]);
  }
  const lamp = lampWordOf(word);
  return lamp === undefined ? cuts : [...cuts, [lamp, KOREAN_LIGHT]];
}

/** The Korean word for a light that 등 written onto a name stands for. */
const KOREAN_LIGHT = '조명';
