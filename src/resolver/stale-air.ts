// "Is the air stuffy in the den", "ist die Luft im Kinderzimmer stickig", "el aire está cargado", "l'air est
// vicié", "de lucht is benauwd", "czy jest duszno": whether a room's air is stale is what its CO2 monitor says
// (reading-holders.ts stands its VOC or air quality reading in). The air said with it is no air conditioner
// ("the air" is one in English, "el aire" in Spanish) nor the particle reading that "Luft" alone asks for, and
// a word that is humid alone ("benauwd", "abafado") is stale when the air is said with it.
import { readingClassesOf } from './forms/reading-compound.js';
import { normalizeText } from './normalize-text.js';
import { STALE_AIR_CLASSES } from './words/device-words.js';
import type { KindWord } from './words/kind-words.js';

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').map(normalizeText));
}

/** The air, in each language ("o ar", "l'air", "powietrze", "공기", "空気"). */
const AIR = words('air luft luften aire aria lucht ar powietrze powietrza 공기 空気 空气 空氣');
/** "Ça sent le renfermé", "it smells stale": the smell is how the stale air is said, no name. */
const SMELL = words('sent smells smell riecht huele ruikt cheira pachnie luktar lugter');

interface Said {
  tokens: string[];
  kind: KindWord | undefined;
  kindTokens: string[];
  names: string[];
  reading: boolean;
}

const isStale = (word: string) => readingClassesOf(word) === STALE_AIR_CLASSES;
const spellsAir = (token: string) => token.split(' ').some((word) => AIR.has(word));

/** The parse that asks whether the air is stale, when a word of stale air was said. */
export function staleAir<P extends Said>(parsed: P): P {
  const airSaid = parsed.tokens.some((token) => AIR.has(token));
  // "de lucht is benauwd": the humid word read as the humidity's kind is stale with the air.
  const muggy = airSaid ? parsed.kindTokens.find(isStale) : undefined;
  const stale = parsed.names.find(isStale) ?? muggy;
  if (stale === undefined) return parsed;
  const kindByAir = parsed.kindTokens.some(spellsAir);
  const keepKind = parsed.kind !== undefined && muggy === undefined && !kindByAir;
  const names = parsed.names.filter((name) => !AIR.has(name) && !SMELL.has(name) && !isStale(name));
  return {
    ...parsed,
    kind: keepKind ? parsed.kind : undefined,
    kindTokens: keepKind ? parsed.kindTokens : [],
    names: [...names, stale],
    reading: true,
  };
}
