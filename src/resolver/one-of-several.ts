// One thing asked for where several equal ones fit: a kind said in one of several rooms, an integration's
// numbered lamps, a room's lights told apart only by a mark, several things of one kind in one room. The
// answer is the list to ask about, or nothing. Pure functions over indexed entities.
import { DOMAIN_WORDS } from './words/kind-words.js';
import { STOP_WORDS } from './words/target-words.js';
import { normalizeText } from './normalize-text.js';
import type { ParsedTarget } from './parse-target.js';
import { sideSiblings, sidedAmong } from './side-siblings.js';
import type { IndexedEntity } from './target-index.js';
import { isPlural } from './plural-said.js';

/**
 * "Hue color lamp 1" and "Hue color lamp 2", "Bedroom Hue Ambiance 1/2": names an integration numbered,
 * the same but for their last number. One such lamp asked for by a word narrower than its domain's
 * ("the lamp", "l'ampoule") is one of them: ask which, as for any two equal names.
 */
export function numberedSiblings(entities: readonly IndexedEntity[], parsed: ParsedTarget): boolean {
  if (!narrowKindSaid(entities, parsed)) return false;
  const stems = new Set<string>();
  const numbers = new Set<string>();
  for (const entity of entities) {
    const match = /^(.*\D)\s*(\d+)$/u.exec(normalizeText(entity.name));
    if (match === null) return false;
    stems.add(match[1]!.trim());
    numbers.add(match[2]!);
  }
  return stems.size === 1 && numbers.size === entities.length;
}

/** One thing asked for by a word narrower than its domain's ("the lamp", not "the light"), among several. */
function narrowKindSaid(entities: readonly IndexedEntity[], parsed: ParsedTarget): boolean {
  if (entities.length < 2 || isPlural(parsed) || parsed.kind === undefined) return false;
  const said = parsed.kindTokens.filter((token) => !DOMAIN_WORDS.has(token) && !STOP_WORDS.has(token));
  return said.length > 0 && !DOMAIN_WORDS.has(parsed.kindTokens.join(' '));
}

/**
 * One thing asked for in a place where several equal ones are: "the bedroom fan" with Bedroom 1 and
 * Bedroom 2 (a kind said in one of several rooms), or one of an integration's numbered lamps.
 */
export function oneOfSeveral(
  list: IndexedEntity[],
  parsed: ParsedTarget,
  kindNamed: boolean,
): IndexedEntity[] | undefined {
  if (parsed.severalRooms && kindNamed && !isPlural(parsed) && inSeveralAreas(list)) return list;
  if (numberedSiblings(list, parsed)) return list;
  // "The hallway light" when the hallway's only lights are "Hue white lamp 1" and "… 2": the domain's
  // word means a room's lighting, but among equals told apart only by a mark it is one of them.
  if (domainKindSaid(list, parsed) && sideSiblings(list)) return list;
  // "The living room lamp" with "Lamp Left" and "Lamp Right": ask which (side-siblings.ts).
  const sided = narrowKindSaid(list, parsed) ? sidedAmong(list, parsed.kindTokens) : undefined;
  return sided ?? (oneThingOfRoom(list, parsed) ? list : undefined);
}

/**
 * "The radiator in the living room" with a "Sofa Radiator" and a "Window Radiator": one thing of a kind
 * that is not a light, asked for in the singular in one room where several are, is one of them. Lights
 * differ: a room's light word is its lighting (Home Assistant's own area convention), so only equals ask.
 */
function oneThingOfRoom(list: readonly IndexedEntity[], parsed: ParsedTarget): boolean {
  const kind = parsed.kind;
  if (kind === undefined || kind.domain === 'light' || kind.activity === true) return false;
  if (list.length < 2 || isPlural(parsed) || inSeveralAreas(list)) return false;
  return list.every((entity) => entity.domain === kind.domain);
}

/** Words for a room's lighting as a whole: said in the singular, they still mean every light there. */
const COLLECTIVE_WORDS: ReadonlySet<string> = new Set(
  'lighting beleuchtung iluminación éclairage illuminazione verlichting iluminação oświetlenie belysning belysningen 灯光'
    .split(' ')
    .map(normalizeText),
);

/** One thing asked for by the domain's own word ("the light", "das Licht", "불", "灯"), not a collective. */
export function domainKindSaid(entities: readonly IndexedEntity[], parsed: ParsedTarget): boolean {
  if (entities.length < 2 || isPlural(parsed) || parsed.kind === undefined) return false;
  const said = parsed.kindTokens.filter((token) => !STOP_WORDS.has(token));
  return said.length > 0 && !said.some((token) => COLLECTIVE_WORDS.has(token));
}

export function inSeveralAreas(entities: readonly IndexedEntity[]): boolean {
  return new Set(entities.map((entity) => entity.areaId)).size > 1;
}
