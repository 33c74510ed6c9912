// "the plug by the TV", "die Steckdose am Fernseher", "el enchufe de la tele", "TV 옆 플러그", "电视旁边的插座":
// a thing placed by another thing that no name of the home says. Devices that keep the names their
// integrations gave them ("Smart Plug 2") are told apart this way. A careful person means the one of that kind
// on the other thing's own device, else in the room where the other thing stands, and asks among those when
// that leaves several. Reads the target index only.
import { byKindWord, ofDomainKind } from './narrow-candidates.js';
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { ALL_WORDS } from './words/target-words.js';
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
 * places it. An "all" word right after a Latin position word is an article ("la presa vicino alla TV").
 * Undefined when the phrase says neither.
 */
export function placedBeside(index: TargetIndex, parsed: ParsedTarget): ParsedTarget | undefined {
  const { tokens } = parsed;
  if (!parsed.all && parsed.qualifiers.length === 0) return undefined;
  const article = parsed.all && articleAfterPosition(tokens);
  const at = tokens.findIndex((_, start) => besideAt(tokens, start));
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

/** A word for "beside" begins at `start`, in one token or cut in up to three ("そば" as そ / は). */
function besideAt(tokens: readonly string[], start: number): boolean {
  let joined = '';
  for (const token of tokens.slice(start, start + 3)) {
    joined += token;
    if (BESIDE_LAST.has(joined)) return true;
  }
  return false;
}

/** Every "all" word of the phrase follows a position word: "vicino alla", "accanto alle". */
function articleAfterPosition(tokens: readonly string[]): boolean {
  const alls = tokens.flatMap((token, at) => (ALL_WORDS.has(token) ? [at] : []));
  return alls.length > 0 && alls.every((at) => at > 0 && POSITION_WORDS.has(tokens[at - 1]!));
}
