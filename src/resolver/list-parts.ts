// A request that lists several things ("living room and kitchen lights", "the washer and the dryer",
// "ytterdörren och fönstret"): split at its joiners, each part resolved alone, a kind or a state word said
// once serving every part. Used by resolve-target.ts when a phrase has a joiner and names nothing whole.
import { parseTarget, type ParsedTarget } from './parse-target.js';
import { hasPlace, Resolver } from './phrase-resolver.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { CONJUNCTIONS } from './words/target-words.js';
import { SEPARATOR } from './tokenize-phrase.js';
import { endingsOf, type Endings } from './forms/word-endings.js';
import { inSharedPlace, kindOnlyParts } from './kind-part.js';
import { asksQuestion } from './door-verbs.js';
import { isConceptKey } from './words/device-words.js';
import { joinersSaid } from './joiner-said.js';
import { kindOfPlacedName, placeOnly } from './placed-name-kind.js';

/**
 * "living room and kitchen lights", "the washer and the dryer": each part alone, a kind named once
 * serving every part. Undefined when the phrase does not split into parts that each name something.
 */
export function resolveParts(
  index: TargetIndex,
  tokens: string[],
  options: ResolveOptions,
  norm = tokens.join(' '),
): Resolution | undefined {
  const parts = splitParts(tokens, options.language).map((part) =>
    parseTarget(index, part, endingsOf(options.language)),
  );
  // A part that is an entity's whole name names something even when its word is also a kind's
  // ("il lampadario e la piantana" with a light called "Lampadario"); its kind serves no other part.
  const resolver = new Resolver(index, options);
  const bare = parts.map((part) => part.names.length === 0 && !hasPlace(part));
  const named = parts.map((part, at) => bare[at] && resolver.named(part.tokens.join(' ')) !== undefined);
  // "… e a janela": a part that names only a kind is a part too (kind-part.ts).
  const places = joinerPlaces(tokens, options.language);
  const joiners = places.map((at) => tokens[at]!);
  const spoken = joinersSaid(tokens, places, norm.split(' '), index.known);
  const alone = kindOnlyParts(parts, named, joiners, spoken, options.language);
  if (parts.length < 2 || parts.some((_, at) => bare[at] && !named[at] && !alone[at])) return undefined;
  const kind = parts.find((part, at) => part.kind !== undefined && !named[at]);
  // "キッチンと廊下の電気": a place said alone takes the kind a name beside it says (placed-name-kind.ts).
  const nameKind =
    kind === undefined ? kindOfPlacedName(index, parts, endingsOf(options.language)) : undefined;
  // "il portone e la portafinestra sono chiusi?": the state or locking word said once is of every part.
  // Asked once for all ("är ytterdörren och fönstret öppna"): an opening word in a part is the state.
  const said = parts.find((part) => part.wants !== undefined)?.wants;
  const wants = said === 'open' && asksQuestion(tokens) ? 'opening' : said;
  const ids = new Set<string>();
  let domainNamed = true;
  for (const [at, one] of parts.entries()) {
    const own = one.wants === 'open' && wants === 'opening' ? 'opening' : one.wants;
    const part = { ...one, wants: own ?? wants };
    const given = kind ?? (placeOnly(part) ? nameKind : undefined);
    const inherited = part.kind === undefined && given !== undefined ? withKind(part, given) : part;
    const placed = alone[at] === true ? inSharedPlace(inherited, parts) : inherited;
    const read = (said: ParsedTarget) => resolver.resolve(part.tokens.join(' '), part.tokens, said);
    let resolution = read(placed);
    // "ytterdörren och fönstret": a part that names a thing of its own ("the front door") is read as said when
    // the kind another part named finds nothing of it there.
    if ((resolution.kind === 'not-found' || resolution.kind === 'empty') && inherited !== part) {
      const asSaid = read(part);
      if (asSaid.kind === 'found' || asSaid.kind === 'ambiguous') resolution = asSaid;
    }
    // Which window, when the part that names only a window finds several: asked whatever the rest found.
    if (resolution.kind === 'ambiguous' && alone[at] === true) KIND_PART_ASKS.add(resolution);
    if (resolution.kind !== 'found') return resolution;
    for (const id of resolution.entityIds) ids.add(id);
    domainNamed &&= resolution.domainNamed || !resolution.group;
  }
  return { kind: 'found', entityIds: [...ids], group: true, domainNamed };
}

/** A list's part that names only a kind and found several of it: asked about, whatever the whole phrase finds. */
export const KIND_PART_ASKS = new WeakSet<Resolution>();

/** The words after the last joiner name only a place ("… i stuen"), no name and no kind. */
export function placeAfterJoiner(
  index: TargetIndex,
  tokens: string[],
  endings: Endings,
  language: string | undefined,
): boolean {
  const last = splitParts(tokens, language).at(-1) ?? [];
  if (last.length === 0) return false;
  const parsed = parseTarget(index, last, endings);
  return parsed.names.length === 0 && parsed.kind === undefined && hasPlace(parsed);
}

/**
 * "and" only in the languages it is said in, when the turn's language is known: Dutch "en" is "in" in
 * Spanish ("apunta huevos en la lista de Eroski" is no list of eggs and a list) and "a" in Danish or Swedish;
 * Polish "i" is "the" in Italian ("i faretti") and "in" in Danish, Norwegian and Swedish, where it joins only
 * alone (`joinerPlaces`).
 */
const JOINS_ONLY_IN: ReadonlyMap<string, readonly string[]> = new Map([
  ['en', ['nl']],
  ['i', ['pl', 'da', 'sv', 'nb', 'nn', 'no']],
]);

export function isJoiner(token: string, language: string | undefined): boolean {
  if (token === SEPARATOR) return true;
  const only = JOINS_ONLY_IN.get(token);
  if (only !== undefined && language !== undefined && !only.includes(language.split('-')[0]!)) return false;
  return CONJUNCTIONS.has(token);
}

/**
 * Where the list is cut. In Danish, Norwegian or Swedish "i" is "in": beside another joiner it joins nothing
 * ("lyset i køkkenet og gangen" is the light in the kitchen and the hall); alone it may still part a hidden
 * thing from a place the home does not know ("sonossen i anekset": not available, resolve-target.ts).
 */
function joinerPlaces(tokens: readonly string[], language: string | undefined): number[] {
  const places = tokens.flatMap((token, at) => (isJoiner(token, language) ? [at] : []));
  const inWord = endingsOf(language) === 'definite';
  const others = places.filter((at) => tokens[at] !== 'i');
  return inWord && others.length > 0 ? others : places;
}

function splitParts(tokens: string[], language: string | undefined): string[][] {
  const cuts = new Set(joinerPlaces(tokens, language));
  const parts: string[][] = [[]];
  for (const [at, token] of tokens.entries()) {
    if (cuts.has(at)) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts.filter((part) => part.length > 0);
}

function withKind(parsed: ParsedTarget, from: ParsedTarget): ParsedTarget {
  return { ...parsed, kind: from.kind, kindTokens: from.kindTokens, qualifiers: from.qualifiers };
}

/**
 * Whether the list was said with a comma, a Latin "and", or a Chinese, Japanese or Korean joiner between two
 * things' words: such a joiner is also a piece of other words as tokenized ("どんくらい" holds と once its
 * sound marks are folded), too weak to refuse the whole on unless things stand on both sides (joiner-said.ts).
 */
export function saidAsList(index: TargetIndex, tokens: string[], options: ResolveOptions): boolean {
  const latin = (token: string) => token === SEPARATOR || /^\p{Script=Latin}+$/u.test(token);
  const others = joinerPlaces(tokens, options.language).filter((at) => !latin(tokens[at]!));
  return joinersSaid(tokens, others, [], index.known);
}

/**
 * "the floor lamp and the toaster" in a home with no toaster: a part that names a kind or an appliance and finds
 * nothing alone. The whole phrase then is not found rather than the lamp acted on alone, which would leave the
 * user believing both were done. Filler ("えーと", "øh") names no kind, so it never counts.
 */
export function partNamesNothing(index: TargetIndex, tokens: string[], options: ResolveOptions): boolean {
  if (!saidAsList(index, tokens, options)) return false;
  const parts = splitParts(tokens, options.language);
  if (parts.length < 2) return false;
  const endings = endingsOf(options.language);
  const resolver = new Resolver(index, options);
  return parts.some((part) => {
    const parsed = parseTarget(index, part, endings);
    if (parsed.kind === undefined && !parsed.names.some(isConceptKey)) return false;
    return resolver.resolve(part.join(' '), part, parsed).kind === 'not-found';
  });
}
