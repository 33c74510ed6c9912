// A thing asked for by its maker or product line when no name of the home says it: "le Landroid" for the
// "Robot tondeuse", "o Roborock" for the "Robot aspirador", "den Roomba" for a Dreame (a product so common
// that its name is said for any thing of its kind). The word is then the kind its maker makes
// (words/maker-kinds.ts); a home that names anything so, exposed or not, keeps it as that name, and a maker
// of two kinds names one only in a home that has one of them.
import { definiteBases, type Endings } from './forms/word-endings.js';
import { namedOtherClass } from './named-class.js';
import { madeBySaid } from './maker-words.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { fitsKind, KIND_WORDS, type KindWord } from './words/kind-words.js';
import { brandAt } from './words/brand-names.js';
import { MAKER_KINDS, SAID_FOR_ANY } from './words/maker-kinds.js';

/** The kind a maker or product line said for it names, when no name of the home holds the word. */
export function genericKind(index: TargetIndex, word: string, endings: Endings): KindWord | undefined {
  const said = [word, ...(endings === 'definite' ? definiteBases(word) : []), ...caseBases(word)].find(
    (form) => MAKER_KINDS.has(form),
  );
  if (said === undefined) return undefined;
  // Also a name that writes it by its sound in another script ("솜피 블라인드" for "somfy"); a Latin word
  // that only sounds like it ("Garten" for "Gardena") is another word.
  const heard = (form: string) => /^\P{Script=Latin}+$/u.test(index.soundAlike.find(form) ?? 'a');
  // A device whose registry maker or model says it ("Sonos" for an "Era 100") is that device (maker-device.ts).
  const named = (form: string) =>
    index.words.has(form) ||
    index.hidden.some((entity) => entity.words.has(form)) ||
    heard(form) ||
    madeBySaid(index, form);
  if (named(said) || named(word)) return undefined;
  const kinds = MAKER_KINDS.get(said)!.flatMap((kind) => KIND_WORDS.get(kind) ?? []);
  // A Sonos is no TV: where every media player is of another class, or named so, the maker has none there.
  const none = (kind: KindWord) => {
    const things = index.byDomain.get(kind.domain) ?? [];
    const other = (thing: IndexedEntity) =>
      !fitsKind(kind, thing.deviceClass) || namedOtherClass(thing, kind);
    return things.length > 0 && things.every(other);
  };
  // Gardena's mower or its water valve: the kind the home has; when it has both, the one and the other
  // (either-kind.ts asks between them).
  const held = kinds.filter((kind) => index.byDomain.has(kind.domain));
  const [kind, also] = held.length === 0 ? kinds.slice(0, 1) : held.filter((kind) => !none(kind));
  if (kind === undefined) return undefined;
  const made = SAID_FOR_ANY.has(said) ? kind : { ...kind, maker: said };
  return also === undefined ? made : { ...made, also: { ...also, maker: said } };
}

/**
 * "den Roborock" beside a "Roomba oben" and a "Saugi unten": the things of a kind said by its maker, without
 * those named (or whose device is named) after another maker of that kind, unless that leaves none.
 */
export function ofMakerSaid(entities: IndexedEntity[], kind: KindWord | undefined): IndexedEntity[] {
  const maker = kind?.maker;
  if (maker === undefined) return entities;
  const kinds = MAKER_KINDS.get(maker) ?? [];
  const rival = (word: string) =>
    word !== maker && (MAKER_KINDS.get(word) ?? []).some((other) => kinds.includes(other));
  const kept = entities.filter((entity) => ![...entity.words].some(rival));
  return kept.length > 0 ? kept : entities;
}

/**
 * "włącz Roborocka", "z Landroidem": a maker's name declined as a Polish masculine noun (genitive and
 * accusative -a, dative -owi, instrumental -em, -iem after k or g, locative -u), back to the name.
 */
function caseBases(word: string): string[] {
  const ending = /^([a-z]{4,}?)(?:(?<=[kg])iem|owi|em|a|u)$/.exec(word);
  return ending === null ? [] : [ending[1]!];
}

/** A maker's name ("Gardena") is never a room or a kind said with another ending ("garden" + a). */
export function isMakerWord(word: string): boolean {
  return MAKER_KINDS.has(word);
}

/**
 * "로보락", "ロボロック", "石头": a maker written in its own script (words/brand-names.ts) at `start`, read
 * as the kind it makes when no name of the home holds it; where it ends.
 */
export function makerAt(
  index: TargetIndex,
  tokens: readonly string[],
  start: number,
): { span: { type: 'kind'; kind: KindWord }; end: number } | undefined {
  const brand = brandAt(tokens, start);
  if (brand?.words.length !== 1) return undefined;
  const kind = genericKind(index, brand.words[0]!, undefined);
  return kind === undefined ? undefined : { span: { type: 'kind', kind }, end: brand.end };
}
