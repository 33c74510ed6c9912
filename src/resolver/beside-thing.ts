// "the plug by the TV", "die Steckdose am Fernseher", "el enchufe de la tele", "TV 옆 플러그", "电视旁边的插座":
// a thing placed by another thing that no name of the home says. Devices that keep the names their
// integrations gave them ("Smart Plug 2") are told apart this way. A careful person means the one of that kind
// on the other thing's own device, else in the room where the other thing stands, and asks among those when
// that leaves several. Reads the target index only.
import { byKindWord, ofDomainKind } from './narrow-candidates.js';
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { ALL_WORDS, STOP_WORDS } from './words/target-words.js';
import { placedByName, type PositionSplit } from './beside-named.js';
import { POSITION_WORDS } from './words/position-words.js';

/**
 * Korean, Japanese and Chinese words for "beside", "next to", "near", as the tokenizer leaves them (kana
 * without their voicing marks, Han simplified). Said between two things, the thing asked for is the last.
 */
const BESIDE_LAST: ReadonlySet<string> = new Set(
  '옆 옆에 옆의 옆에있는 근처 근처에 근처의 곁 横 隣 そは 近く 傍 脇 旁 边 旁边 边上 附近 跟前'.split(' '),
);

/**
 * Among `entities` (the kind asked for, none of whose names says the other thing), the ones on the other
 * thing's device, else in its rooms; undefined when the other words name no thing of the home or when
 * every candidate stands beside one.
 */
export function besideThing(
  index: TargetIndex,
  entities: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity[] | undefined {
  if (entities.length < 2 || parsed.qualifiers.length === 0) return undefined;
  const other = parseTarget(index, parsed.qualifiers);
  const kind = other.kind;
  if (kind === undefined || other.names.length > 0) return undefined;
  const asked = new Set(entities);
  // The things the words name, as they would be found said alone ("TV": the TV, not the speaker).
  const ofKind = ofDomainKind(index.byDomain.get(kind.domain) ?? [], kind.domain, kind, other);
  const landmarks = byKindWord(ofKind, other).filter((entity) => !asked.has(entity));
  if (landmarks.length === 0) return undefined;
  const devices = new Set(landmarks.map((entity) => entity.deviceId).filter((id) => id !== null));
  const onDevice = entities.filter((entity) => entity.deviceId !== null && devices.has(entity.deviceId));
  if (onDevice.length > 0) return onDevice;
  const areas = new Set(landmarks.map((entity) => entity.areaId).filter((id) => id !== null));
  const there = entities.filter((entity) => entity.areaId !== null && areas.has(entity.areaId));
  return there.length > 0 && there.length < entities.length ? there : undefined;
}

/**
 * The phrase read as a thing placed by another: in Korean, Japanese and Chinese the thing asked for comes
 * after the word for "beside" ("TV 옆 플러그" is a plug), so its kind is the last one and the first only
 * places it. An "all" word next to a Latin position word is an article ("vicino alla TV", "al lado del").
 * Undefined when the phrase says neither.
 */
export function placedBeside(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const { tokens } = parsed;
  const article = parsed.all && articleByPosition(tokens);
  // "the plug next to the Ambilight": the other thing said by its name (beside-named.ts).
  const said = parsed.names.length > 0 || parsed.devices !== undefined;
  const named = said ? placedByName(index, parsed, positionSplit(tokens)) : undefined;
  if (named !== undefined) return article ? { ...named, all: false } : named;
  if (!parsed.all && parsed.qualifiers.length === 0) return undefined;
  const at = tokens.findIndex((_, start) => besideAt(tokens, start) > 0);
  const before = at < 0 ? [] : parsed.kindTokens.filter((token) => tokens.indexOf(token) < at);
  const after = at < 0 ? [] : parsed.qualifiers.filter((token) => tokens.indexOf(token) > at);
  const last = before.length > 0 && after.length > 0 ? parseTarget(index, after) : undefined;
  const swapped =
    last?.kind === undefined
      ? undefined
      : {
          kind: last.kind,
          kindTokens: last.kindTokens,
          qualifiers: before,
          plural: parsed.plural || last.plural,
        };
  if (!article && swapped === undefined) return undefined;
  return { ...parsed, ...(article ? { all: false } : {}), ...swapped };
}

/** How many tokens a word for "beside" takes at `start`, in one token or cut in up to three ("そば": そ / は). */
function besideAt(tokens: readonly string[], start: number): number {
  let joined = '';
  for (const [cut, token] of tokens.slice(start, start + 3).entries()) {
    joined += token;
    if (BESIDE_LAST.has(joined)) return cut + 1;
  }
  return 0;
}

/**
 * The words of the thing asked for and of the thing it stands by: after a Latin position word the other thing
 * ("the plug next to the Ambilight"), before a Korean, Japanese or Chinese one ("AQUOSの横のコンセント").
 */
export function positionSplit(tokens: readonly string[]): PositionSplit | undefined {
  for (const [at, token] of tokens.entries()) {
    const cut = besideAt(tokens, at);
    if (cut > 0 && at > 0) return { thing: tokens.slice(at + cut), other: tokens.slice(0, at) };
    if (POSITION_WORDS.has(token) && tokens.slice(0, at).some((word) => !STOP_WORDS.has(word)))
      return { thing: tokens.slice(0, at), other: tokens.slice(at + 1) };
  }
  return undefined;
}

/** Every "all" word of the phrase is next to a position word: "vicino alla", "al lado del". */
function articleByPosition(tokens: readonly string[]): boolean {
  const alls = tokens.flatMap((token, at) => (ALL_WORDS.has(token) ? [at] : []));
  const beside = (at: number) =>
    POSITION_WORDS.has(tokens[at - 1] ?? '') || POSITION_WORDS.has(tokens[at + 1] ?? '');
  return alls.length > 0 && alls.every(beside);
}
