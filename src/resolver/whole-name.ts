// The one thing of a room whose whole name was said: "das Licht in Lenas Zimmer" is the light named
// "Lenas Zimmer Licht", not also the "Lichterkette Lena" beside it; "światło w salonie" is "Światło
// salon", not the floor lamp too. Differently named things that only share the room and the kind
// ("Kitchen Spots", "Kitchen Pendant") still all answer to "the kitchen light": neither name was said.
import { domainKindSaid } from './one-of-several.js';
import { normalizeText } from './normalize-text.js';
import { numberedTwin } from './numbered-twins.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';
import { DOMAIN_WORDS } from './words/kind-words.js';

/** Letters of Latin script: the endings below are those of the European languages. */
const LATIN = /^[\p{Script=Latin}\d]+$/u;

/**
 * The one candidate whose every name word was said (with its numbered twins), of one room said with the kind in the singular, else
 * undefined. Not across rooms ("światło w kuchni i w salonie" is every light of both), and in Latin
 * script only: a Korean "거실에 있는 조명" (the lighting that is in the living room) is every light there.
 */
export function wholeNameSaid(
  list: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity[] | undefined {
  if (parsed.all || parsed.areas?.length !== 1 || !domainKindSaid(list, parsed)) return undefined;
  const whole = wholeNamed(list, parsed);
  if (whole.length !== 1) return undefined;
  // "les appliques de la terrasse": the said name and the same name numbered ("Applique terrasse 2").
  return [...whole, ...list.filter((entity) => numberedTwin(whole[0]!, entity))];
}

/**
 * "The floor lamp in the study" where two lights there are both called "Floor Lamp": one thing asked
 * for by a whole name that several of one room carry alike, said in the singular. Those are the ones
 * to ask about (as "die Stehlampe im Büro" asks), not every one of them to act on.
 */
export function twinsSaid(list: readonly IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] | undefined {
  if (parsed.plural || parsed.count !== undefined) return undefined;
  if (parsed.all || parsed.areas?.length !== 1 || !domainKindSaid(list, parsed)) return undefined;
  // In any script here: "書房的檯燈" with two lamps called "檯燈" alike is one of the two.
  const said = new Set(parsed.tokens);
  const exact = list.filter((entity) => nameWords(entity).every((word) => said.has(word)));
  const whole = exact.length > 1 ? exact : wholeNamed(list, parsed);
  const name = whole[0] === undefined ? '' : normalizeText(whole[0].name);
  // Two lights called "Light" or "조명" alike: the domain's own word, so "the light there" is both.
  const alike =
    whole.length > 1 &&
    !DOMAIN_WORDS.has(name) &&
    whole.every((entity) => normalizeText(entity.name) === name);
  return alike ? whole : undefined;
}

function wholeNamed(list: readonly IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  // "światło w pokoju Jakuba" for the room "Pokój Kuby" (its alias said): the room's other names are
  // said too, so its "Światło Kuba" is the light whose whole name was said.
  const room = parsed.areas?.length === 1 ? parsed.areas[0]!.names.flatMap((name) => name.split(' ')) : [];
  const said = [...parsed.tokens, ...room].filter((token) => !STOP_WORDS.has(token));
  return list.filter((entity) => {
    const words = nameWords(entity);
    return words.every((word) => LATIN.test(word) && said.some((token) => sameWord(token, word)));
  });
}

function nameWords(entity: IndexedEntity): string[] {
  return normalizeText(entity.name)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
}

/**
 * The same word with another ending: "gabinecie" for "gabinet", "Kuby" for "Kuba", "arbetsrummet" for
 * "arbetsrum" (all but the last letter of the shorter word shared, and at most three letters more).
 */
function sameWord(token: string, word: string): boolean {
  if (token === word) return true;
  const shorter = Math.min(token.length, word.length);
  const longer = Math.max(token.length, word.length);
  if (shorter < 4) return false;
  let shared = 0;
  while (shared < shorter && token[shared] === word[shared]) shared += 1;
  return shared >= shorter - 1 && shared >= longer - 3;
}

/**
 * "The reading lamp in the den" with a "Reading Lamp" in the den and one in the loft: the whole name,
 * found with "in the den" dropped ("den" is also an article), is the ones in the place said, when any is.
 */
export function namedThere(
  named: IndexedEntity[] | undefined,
  parsed: ParsedTarget,
  inPlace: (list: IndexedEntity[]) => IndexedEntity[],
): IndexedEntity[] | undefined {
  if (named === undefined || named.length < 2 || parsed.areas === undefined) return named;
  const there = inPlace(named);
  return there.length > 0 ? there : named;
}
