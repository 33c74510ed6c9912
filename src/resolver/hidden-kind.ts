// "The heater in bedroom 3", "o chuveiro": a hidden thing asked for by its kind, in a place or alone,
// where nothing visible is of that kind. When it is the only hidden thing of the kind there, the honest
// answer is that it is not available to Hearth, not that the place holds no such thing.
import { namedAsKind, ofDomainKind, saysWord } from './narrow-candidates.js';
import { APPLIANCE_WORDS, isConceptKey } from './words/device-words.js';
import { KIND_WORDS } from './words/kind-words.js';
import type { ParsedTarget } from './parse-target.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { forms } from './phrase-forms.js';

/**
 * The one hidden entity of the kind said among `hidden` (already narrowed to the place said): of the
 * kind's domain, or of another whose name holds a word of it (a "Heater" switch). None when several fit.
 */
export function onlyHiddenOfKind(
  hidden: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity | undefined {
  const kind = parsed.kind;
  if (kind === undefined || parsed.names.length > 0 || parsed.all) return undefined;
  const fitting = [...ofDomainKind(hidden, kind.domain, kind, parsed), ...namedAsKind(hidden, kind)];
  return fitting.length === 1 ? fitting[0] : undefined;
}

/**
 * "O chuveiro", "the shower": one word said alone where nothing visible answers, and one hidden thing
 * holds it. Its name may say where or which ("Chuveiro elétrico", "Lavavajillas Bosch"), but no other
 * appliance or kind: "Bomba da piscina" is the pool's pump, not "a piscina".
 */
export function onlyHiddenAppliance(
  hidden: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity | undefined {
  if (parsed.names.length !== 1 || parsed.kind !== undefined) return undefined;
  const said = concept(parsed.names[0]!);
  const fitting = hidden.filter((entity) => {
    // A part of a longer appliance word ("ヒーター" of "IHクッキングヒーター") says no appliance of its own,
    // nor a word of the said appliance's own phrase in the name ("aire" of "Freidora de aire").
    const inPhrase = phraseWords(entity, said);
    const words = [...entity.nameWords]
      .filter((word) => !APPLIANCE_WORDS.has(word) || entity.nameWords.has(concept(word)))
      .filter((word) => !inPhrase.has(word))
      .map(concept);
    return (
      words.includes(said) &&
      words.every(
        (word) =>
          word === said || !(isConceptKey(word) || KIND_WORDS.has(word)) || spelledWith(entity, word, said),
      )
    );
  });
  return fitting.length === 1 ? fitting[0] : undefined;
}

/** The appliances' phrases of several words, by concept key ("~air_fryer" → "freidora de aire" …). */
let phrasesByKey: Map<string, string[]> | undefined;

/** The words of `entity`'s names that stand inside a phrase of several words for the appliance `key`. */
function phraseWords(entity: IndexedEntity, key: string): Set<string> {
  if (phrasesByKey === undefined) {
    phrasesByKey = new Map();
    for (const [phrase, of] of APPLIANCE_WORDS)
      if (phrase.includes(' ')) phrasesByKey.set(of, [...(phrasesByKey.get(of) ?? []), phrase]);
  }
  const words = new Set<string>();
  for (const name of entity.names)
    for (const phrase of phrasesByKey.get(key) ?? [])
      if (` ${name} `.includes(` ${phrase} `)) for (const word of phrase.split(' ')) words.add(word);
  words.delete(key);
  return words;
}

/**
 * "bastun", "the workshop": a place said alone where nothing is visible and one thing is hidden (with its
 * readings): that thing is what the place is used by, and it is not available, rather than nothing there.
 */
export function onlyHiddenThere(
  hidden: readonly IndexedEntity[],
  parsed: ParsedTarget,
): IndexedEntity | undefined {
  if (parsed.kind !== undefined || parsed.names.length > 0 || parsed.all || parsed.areas === undefined)
    return undefined;
  const things = hidden.filter((entity) => entity.primary);
  return things.length === 1 ? things[0] : undefined;
}

/**
 * Whether the name spells the concept in a phrase that holds the word said ("elbil" of "Elbil lader", a car
 * charger): that concept is the thing said, no other appliance beside it.
 */
function spelledWith(entity: IndexedEntity, key: string, said: string): boolean {
  return entity.names.some((name) => {
    const words = name.split(' ');
    const at = words.indexOf(said);
    if (at < 0) return false;
    for (let start = Math.max(0, at - 3); start <= at; start += 1)
      for (let end = at + 1; end <= Math.min(words.length, start + 4); end += 1)
        if (end - start > 1 && APPLIANCE_WORDS.get(words.slice(start, end).join(' ')) === key) return true;
    return false;
  });
}

/** An appliance's word as its concept key ("lavavajillas" → the dishwasher), any other word as it is. */
function concept(word: string): string {
  return APPLIANCE_WORDS.get(word) ?? word;
}

/** The hidden entity whose whole name (or, `fuzzy`, one typo of it) is one of `norms`, of `domain` if given. */
export function hiddenNamed(
  index: TargetIndex,
  norms: string[],
  fuzzy: boolean,
  domain: string | undefined,
): IndexedEntity | undefined {
  const lookup = index.lookup.hidden;
  for (const form of norms.flatMap(forms)) {
    const compact = form.replace(/ /g, '');
    const list = fuzzy ? lookup.find(form, compact) : lookup.exact(form, compact);
    const match = list.find((entity) => domain === undefined || entity.domain === domain);
    if (match !== undefined) return match;
  }
  return undefined;
}

/**
 * "den smarte højttaler" for a hidden "Smart Højttaler": a kind said in several words that is, but for the
 * endings the language gives them, a hidden thing's whole name. Not available, rather than another speaker.
 */
export function hiddenKindPhrase(
  index: TargetIndex,
  kindTokens: readonly string[],
  domain: string | undefined,
): IndexedEntity | undefined {
  if (kindTokens.length < 2) return undefined;
  return index.hidden.find(
    (entity) =>
      (domain === undefined || entity.domain === domain) &&
      entity.names.some((name) => {
        const words = name.split(' ');
        return (
          words.length === kindTokens.length && kindTokens.every((token) => saysWord(token, new Set(words)))
        );
      }),
  );
}

/** The words the parse kept as the name, when nothing else was said of the thing (no kind, no place). */
export function nameAlone(parsed: {
  names: readonly string[];
  kind: unknown;
  areas: unknown;
  floors: unknown;
  devices: unknown;
}): string[] {
  const alone =
    parsed.kind === undefined &&
    parsed.areas === undefined &&
    parsed.floors === undefined &&
    parsed.devices === undefined;
  return alone && parsed.names.length > 0 ? [parsed.names.join(' ')] : [];
}

/**
 * "The HomePod" for a hidden "Bedroom HomePod mini" beside a visible "Forecast Home": a word said as only
 * the hidden thing's name writes it, which no visible name holds, names that thing, not a visible name's
 * word with another ending ("home"). The caller has found the hidden thing by every word said.
 */
export function saidAsOnlyHidden(
  index: TargetIndex,
  entity: IndexedEntity,
  names: readonly string[],
): boolean {
  return names.some((word) => !index.words.has(word) && entity.words.has(word));
}
