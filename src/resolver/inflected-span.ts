// A place or kind said with another ending ("na parterze", "w piwnicy", "muzykę", "Gartens"): the
// words the home does not know, matched by stem. Also the span type parse-target.ts reads a phrase into,
// and the small words (Assist's own, "all", "here") that never name a thing.
import { APPLIANCE_WORDS, READING_CLASS_WORDS } from './words/device-words.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';
import { FLOOR_FILLER, FLOOR_WORDS, ROOM_WORDS } from './words/place-words.js';
import { areasWithConcepts, floorsAt, pluralAreas } from './places-named.js';
import { StemLookup } from './lookups/stem-lookup.js';
import { floorsWithConcepts } from './floor-concept.js';
import type { IndexedPlace, TargetIndex } from './target-index.js';
import { hiddenNameWord } from './hidden-word.js';
import {
  ALL_WORDS,
  BOTH_WORDS,
  COMMAND_WORDS,
  CONJUNCTIONS,
  HERE_WORDS,
  HOME_WORDS,
  STOP_WORDS,
} from './words/target-words.js';
import { QUESTION_MARKS } from './words/verb-words.js';
import { isMakerWord } from './generic-brand.js';

export type Span =
  | { type: 'area' | 'floor' | 'device'; places: IndexedPlace[] }
  | { type: 'kind'; kind: KindWord }
  | { type: 'appliance'; key: string; plural: boolean }
  | { type: 'room'; places: IndexedPlace[]; plural?: boolean };

/** Words that never belong to the name sought, once the names of the home have been tried. */
export const IGNORED = [STOP_WORDS, COMMAND_WORDS, FLOOR_FILLER, CONJUNCTIONS, QUESTION_MARKS];

export function isSmallWord(word: string): boolean {
  return (
    IGNORED.some((set) => set.has(word)) ||
    [ALL_WORDS, HOME_WORDS, BOTH_WORDS, HERE_WORDS].some((set) => set.has(word))
  );
}

/** Endings a floor word takes where it inflects (Polish cases, German, Danish and Swedish), accents folded. */
const FLOOR_ENDINGS: ReadonlySet<string> = new Set(
  'e s n a u y i es en et er em om ie ze ch ach ami ow ego emu ym ej'.split(' '),
);

const LATIN_FIRST = /^\p{Script=Latin}+(?: |$)/u;
/**
 * Room and kind words said with another ending ("kuchni", "muzykę"), built on the first request that needs
 * them (`inflectedAt` only), not when the resolver loads. That request's first word is in Latin letters, so a
 * phrase whose first word is not can never be found and is left out.
 */
const ROOM_STEMS = new StemLookup<readonly string[]>((stems) => {
  for (const [phrase, concepts] of ROOM_WORDS)
    if (LATIN_FIRST.test(phrase)) stems.add(phrase.split(' '), concepts);
});
const KIND_STEMS = new StemLookup<KindWord>((stems) => {
  // An infinitive meets its imperative ("innaffiare" / "innaffia", "arroser" / "arrose"): two letters.
  for (const [phrase, kind] of KIND_WORDS)
    if (LATIN_FIRST.test(phrase)) stems.add(phrase.split(' '), kind, 2);
});
/** Appliance words said with a case ending ("pralkę", "lodówkę", "zmywarkę"): their concept key. */
const APPLIANCE_STEMS = new StemLookup<string>((stems) => {
  for (const [phrase, key] of APPLIANCE_WORDS)
    if (/^[\p{Script=Latin} ]+$/u.test(phrase)) stems.add(phrase.split(' '), key);
});

/**
 * A place or kind said with another ending ("na parterze", "w piwnicy", "pokoju dzieci", "muzykę",
 * "Gartens"): words the home does not know, matched by stem (stem-lookup.ts). Latin letters only.
 */
export function inflectedAt(
  index: TargetIndex,
  tokens: string[],
  start: number,
): { span: Span; end: number } | undefined {
  const found = inflectedAtAny(index, tokens, start);
  // A word a hidden thing's name holds whole is no place said with an ending ("estante" is no "estar"), but it
  // may still be the kind it says ("floodlight"), which then finds the hidden thing to say it is not exposed.
  const place = found?.span.type === 'area' || found?.span.type === 'floor' || found?.span.type === 'room';
  return place && hiddenNameWord(index, tokens[start]!) ? undefined : found;
}

function inflectedAtAny(
  index: TargetIndex,
  tokens: string[],
  start: number,
): { span: Span; end: number } | undefined {
  const first = tokens[start]!;
  if (first.length < 5 || index.words.has(first) || isMakerWord(first)) return undefined;
  if (!/^\p{Script=Latin}+$/u.test(first)) return undefined;
  // A word of Assist's sentences may still start a room's name ("w pokoju dziecięcym"), never be one alone.
  const small = isSmallWord(first);
  for (let end = Math.min(tokens.length, start + 3); end > (small ? start + 1 : start); end -= 1) {
    const words = tokens.slice(start, end);
    const areas = index.stems.areas.find(words);
    const plural = words.length === 1 ? pluralAreas(index, first) : undefined;
    if (plural !== undefined) return { span: { type: 'room', places: plural, plural: true }, end };
    if (areas.length > 0) return { span: { type: 'area', places: areas }, end };
    const floors = index.stems.floors.find(words);
    if (floors.length > 0) return { span: { type: 'floor', places: floors }, end };
    const concepts = ROOM_STEMS.find(words).flat();
    const rooms = areasWithConcepts(index, concepts);
    if (rooms.length > 0) return { span: { type: 'room', places: rooms }, end };
    // A room or floor word as written was read before; its stem meets other languages' words ("sótano", a
    // cellar, and the Portuguese "sótão", an attic), so only a word with an ending reaches a floor so.
    const written = ROOM_WORDS.has(words.join(' ')) || FLOOR_WORDS.has(words.join(' '));
    const floorsSo = written ? [] : floorsWithConcepts(index, concepts);
    if (floorsSo.length > 0) return { span: { type: 'floor', places: floorsSo }, end };
    // A reading word is no appliance's other ending ("stuffy" is no "stufa").
    const readingWord = words.length === 1 && READING_CLASS_WORDS.has(first);
    const appliance = small || readingWord ? undefined : APPLIANCE_STEMS.find(words)[0];
    if (appliance !== undefined) return { span: { type: 'appliance', key: appliance, plural: false }, end };
    // "bramę garażową", "robota sprzątającego": a kind of two or three words, each with a case ending.
    const kind = words.length > 1 ? KIND_STEMS.find(words)[0] : undefined;
    if (kind !== undefined) return { span: { type: 'kind', kind }, end };
  }
  if (small) return undefined;
  for (let cut = 1; cut <= 3 && first.length - cut >= 4; cut += 1) {
    // Only a case ending the floor words take ("na parterze", "im Erdgeschosse", "nedervåningen"): "abajour"
    // (for a lamp "Abat-jour") is no Spanish "abajo" with "-ur", every thing downstairs.
    if (!FLOOR_ENDINGS.has(first.slice(-cut))) continue;
    const ref = FLOOR_WORDS.get(first.slice(0, -cut));
    const byWord = ref === undefined ? [] : floorsAt(index, ref);
    if (byWord.length > 0) return { span: { type: 'floor', places: byWord }, end: start + 1 };
  }
  // A kind word with a case ending ("muzykę"), unless it is a name's word with a typo ("lampadrio").
  if (index.words.loose(first).size > 0) return undefined;
  const kind = KIND_STEMS.find([first], 2)[0];
  // A room word as written is that room, even in a home without it, and no activity's verb with another
  // ending: French "la trappe" (a hatch) is the Danish stairs' word, no Spanish "trapee" (mop).
  if (kind?.activity === true && ROOM_WORDS.has(first)) return undefined;
  return kind === undefined ? undefined : { span: { type: 'kind', kind }, end: start + 1 };
}
