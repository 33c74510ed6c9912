// The one thing of a room whose whole name was said: "das Licht in Lenas Zimmer" is the light named
// "Lenas Zimmer Licht", not also the "Lichterkette Lena" beside it; "światło w salonie" is "Światło
// salon", not the floor lamp too. Differently named things that only share the room and the kind
// ("Kitchen Spots", "Kitchen Pendant") still all answer to "the kitchen light": neither name was said.
import { domainKindSaid } from './narrow-candidates.js';
import { normalizeText } from './normalize-text.js';
import { numberedTwin } from './numbered-twins.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity } from './target-index.js';
import { STOP_WORDS } from './words/target-words.js';

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
  const said = parsed.tokens.filter((token) => !STOP_WORDS.has(token));
  const whole = list.filter((entity) => {
    const words = nameWords(entity);
    return words.every((word) => LATIN.test(word) && said.some((token) => sameWord(token, word)));
  });
  if (whole.length !== 1) return undefined;
  // "les appliques de la terrasse": the said name and the same name numbered ("Applique terrasse 2").
  return [...whole, ...list.filter((entity) => numberedTwin(whole[0]!, entity))];
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
