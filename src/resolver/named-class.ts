// A thing with no device class that its name places in another class of its domain: a cover called
// "Porte de garage" or "Toldo" is no shutter, though Home Assistant leaves its class unset. Pure functions
// over the index's entities and the kind-word table.
import { BRAND_KINDS } from './words/brand-names.js';
import { KIND_WORDS, type KindWord } from './words/kind-words.js';
import type { IndexedEntity } from './target-index.js';
import { namedOtherThing } from './concept-named.js';
import { namedSoundOnly } from './sound-only.js';

/** Classes of things named after what they serve: the other class words of such a name are that. */
const SERVING: ReadonlySet<string> = new Set(['set_top_box']);

/** Kind phrases run to three words ("porta del garage", "puerta del garaje"). */
const LONGEST_PHRASE = 3;

/**
 * True when the entity has no device class and a word or phrase of its name or aliases names a class of
 * the asked kind's domain that the kind does not take, and none names one it takes ("Garage Door" for
 * "the blinds"; "Garage Blind" stays a blind), or names what it serves ("Proximus TV-box" for "the TV").
 */
export function namedOtherClass(entity: IndexedEntity, kind: KindWord): boolean {
  const wanted = kind.classes;
  if (wanted === undefined || entity.deviceClass !== null) return false;
  const said = entity.names.flatMap((name) => classesSaid(name, kind.domain));
  // A box is named after the TV it serves, before or after ("Decodificador TV", "TV 셋톱박스").
  const serving = said.some((classes) => classes.some((other) => SERVING.has(other)));
  if (serving && !wanted.some((taken) => SERVING.has(taken))) return true;
  if (said.some((classes) => classes.some((taken) => wanted.includes(taken)))) return false;
  return said.length > 0 || (wanted.includes('tv') && namedSoundOnly(entity));
}

/**
 * The classes each kind phrase of the domain in a name says, the longest phrase first: a word inside it is
 * no kind of its own ("Proximus TV-box" is a box).
 */
function classesSaid(name: string, domain: string): (readonly string[])[] {
  const words = name.split(' ');
  const said: (readonly string[])[] = [];
  for (let at = 0; at < words.length;) {
    const end = phraseEnd(words, at, domain);
    if (end === undefined) {
      at += 1;
      continue;
    }
    said.push(kindOf(words.slice(at, end).join(' '))!.classes!);
    at = end;
  }
  return said;
}

/** Where the longest kind phrase of the domain with classes that starts at `at` ends, if one does. */
function phraseEnd(words: readonly string[], at: number, domain: string): number | undefined {
  for (let end = Math.min(words.length, at + LONGEST_PHRASE); end > at; end -= 1) {
    const named = kindOf(words.slice(at, end).join(' '));
    if (named?.domain === domain && named.classes !== undefined) return end;
  }
  return undefined;
}

/** A kind phrase's kind, or the kind a brand alone makes ("Küche Echo" is a speaker, "BRAVIA" a TV). */
function kindOf(phrase: string): KindWord | undefined {
  return KIND_WORDS.get(phrase) ?? KIND_WORDS.get(BRAND_KINDS.get(phrase) ?? '');
}

/**
 * True when the entity has no device class and its name says a class the kind takes ("거실 TV" for "티비",
 * "Living Room Telly" for "the TV"), whatever script or word the kind was said in.
 */
export function namedOwnClass(entity: IndexedEntity, kind: KindWord): boolean {
  const wanted = kind.classes;
  if (wanted === undefined || entity.deviceClass !== null) return false;
  return entity.names.some((name) =>
    classesSaid(name, kind.domain).some((classes) => classes.some((taken) => wanted.includes(taken))),
  );
}

/**
 * The entities not named as another class. Also when that leaves none: "den Fernseher" in a flat whose one
 * media player is a "Küche Echo", "de tv" beside a "Keuken speaker", "les volets" beside a lone "Porte de
 * garage" is no such thing, and nothing else is one; unless anything of the domain serves (`anyServes`).
 * `namedSo` keeps a thing whose name says the kind by another word ("Freebox Pop" for "le décodeur").
 */
export function withoutOtherClass(
  entities: IndexedEntity[],
  kind: KindWord | undefined,
  namedSo: (entity: IndexedEntity) => boolean = () => false,
): IndexedEntity[] {
  if (kind?.classes === undefined) return entities;
  const kept = entities.filter(
    (entity) => namedSo(entity) || (!namedOtherClass(entity, kind) && !namedOtherThing(entity, kind)),
  );
  return kept.length > 0 || kind.anyServes !== true ? kept : entities;
}

/**
 * The classes a kind word puts first ("music": a speaker before the TV) when no candidate has a device
 * class: those whose name says another class of the domain ("Den TV", "テレビ") come after the others.
 */
export function preferredByName(entities: IndexedEntity[], kind: KindWord | undefined): IndexedEntity[] {
  if (kind?.prefers === undefined) return entities;
  const preferred = withoutOtherClass(entities, { ...kind, classes: kind.prefers });
  return preferred.length > 0 ? preferred : entities;
}
