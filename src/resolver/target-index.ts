// A normalized, cached view of what the assistant may see: exposed entities, areas, floors, devices.
// Rebuilt only when registries or exposure change; states are always read live from the home model.
import { finerParts, twoCharacterRooms } from './lone-cjk-piece.js';
import { madeByWords } from './maker-words.js';
import { sideApart } from './forms/side-suffix.js';
import type { Entity, HomeModel } from '../ha/types.js';
import { BRAND_WORDS, latinBrands, makersOf } from './words/brand-names.js';
import { modelNames } from './model-names.js';
import { withJoinedMakers } from './words/joined-makers.js';
import { nameTails } from './name-tails.js';
import { peopleOf, smallWordAreas } from './people-words.js';
import { SoundAlike } from './forms/sound-alike.js';
import { lampWordOf } from './forms/korean-lamp.js';
import { applianceKeys, conceptKey } from './words/device-words.js';
import { climateClass, groupMembers, purifyingDevices } from './entity-traits.js';
import { purifierByMaker } from './purifier-maker.js';
import { shortNamedKeys } from './short-named.js';
import { NameLookup } from './lookups/name-lookup.js';
import { compactText, normalizeText } from './normalize-text.js';
import { FLOOR_FILLER } from './words/place-words.js';
import { conceptsOf } from './area-concepts.js';
import { StemLookup } from './lookups/stem-lookup.js';
import { STOP_WORDS } from './words/target-words.js';
import { tokenizePhrase, type KnownWords } from './tokenize-phrase.js';
import { WordLookup } from './lookups/word-lookup.js';
import { compareText } from './compare-text.js';
import { withoutNameParticles } from './forms/name-particles.js';
import { afterPlace, labelsOf, lastOf, listClass, NO_LABELS, withoutParticles } from './name-keys.js';
import { floorSpelledOtherWay } from './words/floor-abbreviations.js';
import { spelledOutNames } from './typed-short.js';
import { electricApart } from './electric-prefix.js';
import { classByPriceSource } from './price-source.js';
import { classInGarage } from './garage-gate.js';
import { makerConceptKeys } from './maker-concept.js';
import { plugMadeKeys } from './plug-made.js';
import { hyphenNameKeys } from './hyphen-name.js';
import { withoutSpaRoom } from './spa-room.js';
import { withoutBorrowedThing } from './borrowed-thing.js';
import { withBedroomBedLamp } from './bedroom-bed-lamp.js';
import { solarInverterKeys } from './solar-inverter.js';

export interface IndexedEntity {
  id: string;
  domain: string;
  name: string;
  /** Normalized name and aliases. */
  names: string[];
  compacts: string[];
  /** Words of the name, aliases, area and device, for partial matches. */
  words: Set<string>;
  /** Words of the entity's own name and aliases only. */
  nameWords: Set<string>;
  areaId: string | null;
  floorId: string | null;
  deviceId: string | null;
  deviceClass: string | null;
  /** False for readings (sensors, binary sensors …) that sit beside a device's controllable entity. */
  primary: boolean;
  /** The entities a group helper lists (a light group's lights); absent for anything else. */
  members?: ReadonlySet<string>;
}

export interface IndexedPlace {
  id: string;
  name: string;
  aliases: string[];
  names: string[];
  compacts: string[];
  floorId: string | null;
  level: number | null;
  /** Room concepts its name or aliases spell in some language (kitchen, bedroom …). */
  concepts: string[];
  /** True when a whole name is a concept word ("Kitchen"), not just holds one ("Master Bedroom"). */
  conceptExact: boolean;
  /** A device's: the words its registry maker and model say of it ("sonos", "roomba"; maker-device.ts). */
  madeBy?: ReadonlySet<string>;
}

export interface TargetIndex {
  /** Exposed entities inside the domain allowlist. */
  entities: IndexedEntity[];
  byId: Map<string, IndexedEntity>;
  /** The visible entities of each area, domain and device, so places and kinds need no scan. */
  byArea: Map<string, IndexedEntity[]>;
  byDomain: Map<string, IndexedEntity[]>;
  byDevice: Map<string, IndexedEntity[]>;
  /** Word → the visible entities whose name, aliases, area or device hold it. */
  words: WordLookup<IndexedEntity>;
  /** Words of the home's names, for cutting phrases into words. */
  known: KnownWords;
  /** The home's Latin words by how kana or Hangul would sound them ("ソノス" → sonos). */
  soundAlike: SoundAlike;
  /** Entities the assistant may not see, only to say "not exposed" instead of "unknown". */
  hidden: IndexedEntity[];
  areas: IndexedPlace[];
  floors: IndexedPlace[];
  devices: IndexedPlace[];
  /** Name lookups (exact and one typo) over the lists above. */
  lookup: {
    entities: NameLookup<IndexedEntity>;
    hidden: NameLookup<IndexedEntity>;
    areas: NameLookup<IndexedPlace>;
    floors: NameLookup<IndexedPlace>;
    devices: NameLookup<IndexedPlace>;
  };
  /** Area and floor names said with another ending ("w piwnicy", "na parterze"). */
  stems: { areas: StemLookup<IndexedPlace>; floors: StemLookup<IndexedPlace> };
}

const NIGHTSTAND = conceptKey('nightstand');
const BEDSIDE_LAMP = conceptKey('bedside_lamp');
const PURIFIER = conceptKey('purifier');

/** The Japanese polite prefixes (美化語), as normalizeText folds them (ご becomes こ): never a name's word alone. */
const POLITE_PREFIXES: ReadonlySet<string> = new Set(['お', 'こ', '御']);

const SECONDARY_DOMAINS = new Set([
  'sensor',
  'binary_sensor',
  'event',
  'update',
  'image',
  'device_tracker',
  'number',
  'select',
  'text',
  'button',
]);

/** True when the entity is exposed to Assist and its domain passes the optional allowlist. */
export function isVisible(
  entity: Entity | undefined,
  domainAllowlist: readonly string[] | undefined,
): boolean {
  if (entity === undefined || !entity.exposed) return false;
  return domainAllowlist === undefined || domainAllowlist.includes(entity.domain);
}

/** The name without articles and prepositions ("Luz del baño" → "luz baño"), as a second key. */
export function withoutStopWords(norm: string, keep: ReadonlySet<string> = NO_LABELS): string {
  return norm
    .split(' ')
    .filter((word) => keep.has(word) || !STOP_WORDS.has(word))
    .join(' ');
}

function stemsOf(places: readonly IndexedPlace[]): StemLookup<IndexedPlace> {
  const lookup = new StemLookup<IndexedPlace>();
  for (const item of places) for (const name of item.names) lookup.add(name.split(' '), item);
  return lookup;
}

function place(
  id: string,
  name: string,
  aliases: string[],
  floorId: string | null,
  level: number | null,
  extraNames: string[] = [],
): IndexedPlace {
  const all = [name, ...aliases, ...extraNames];
  return {
    id,
    name,
    aliases,
    names: all.map(normalizeText),
    compacts: all.map(compactText),
    floorId,
    level,
    concepts: [],
    conceptExact: false,
  };
}

export function buildTargetIndex(
  home: HomeModel,
  domainAllowlist: readonly string[] | undefined,
): TargetIndex {
  // Floors are also found without their word for "floor": "Ground Floor" answers to "ground".
  const floors = home.floors().map((floor) => {
    const names = [floor.name, ...floor.aliases];
    const bare = names
      .map((name) =>
        normalizeText(name)
          .split(' ')
          .filter((word) => !FLOOR_FILLER.has(word))
          .join(' '),
      )
      .filter((name) => name !== '' && !names.includes(name));
    // "OG" for a floor named "Obergeschoss", "Dachgeschoss" for one named "DG" (floor-abbreviations.ts).
    const otherWay = names.flatMap((name) => floorSpelledOtherWay(normalizeText(name)) ?? []);
    return place(floor.id, floor.name, floor.aliases, floor.id, floor.level, [...bare, ...otherWay]);
  });
  const areas = home.areas().map((area) =>
    place(
      area.id,
      area.name,
      area.aliases,
      area.floorId,
      null,
      // "LR" is also the "living room", "Séj" the "séjour" (typed-short.ts).
      [
        ...withoutParticles([area.name, ...area.aliases]),
        ...[area.name, ...area.aliases].flatMap((name) => spelledOutNames(normalizeText(name), true)),
      ],
    ),
  );
  const devices = home.devices().map((device) => {
    const madeBy = madeByWords(device.manufacturer, device.model);
    return { ...place(device.id, device.name, [], null, null), ...(madeBy.size > 0 ? { madeBy } : {}) };
  });
  const placeWords = new Set<string>();
  for (const item of [...floors, ...areas, ...devices]) {
    for (const name of item.names) {
      placeWords.add(name);
      for (const word of name.split(' ')) {
        placeWords.add(word);
        // "洋室1": what precedes the number is a word too, so "洋室の照明" is cut at it.
        const stem = /^(\D+)\d+$/u.exec(word)?.[1];
        if (stem !== undefined) placeWords.add(stem);
      }
    }
  }
  const placeKnown: KnownWords = placeWords;
  // "和室照明" is cut at 和室, not through it (lone-cjk-piece.ts).
  const roomWords = twoCharacterRooms(
    [...floors, ...areas].flatMap((item) => item.names.flatMap((name) => name.split(' '))),
  );
  for (const area of areas) {
    const { concepts, exact } = conceptsOf(area.names, placeKnown);
    area.concepts = concepts;
    area.conceptExact = exact;
  }
  const areaById = new Map(areas.map((area) => [area.id, area]));
  const deviceById = new Map(devices.map((device) => [device.id, device]));
  const wordsOf = new Map<string, string[]>();
  // A name's words, plus the parts of its compounds ("Nachttischlampe" also holds nachttisch, lampe;
  // "主卧空调" also 主卧, 空调).
  const tokens = (phrase: string) => {
    let found = wordsOf.get(phrase);
    if (found === undefined) {
      found = tokenizePhrase(phrase, placeKnown);
      const whole = found;
      const parts = finerParts(phrase, roomWords).filter((part) => !whole.includes(part));
      // "Trader Joe's" is also said "trader joes".
      whole.forEach((word, at) => {
        if (whole[at + 1] === 's') parts.push(`${word}s`);
        const rest = afterPlace(word, placeWords);
        if (rest !== undefined && !whole.includes(rest)) parts.push(rest);
        const lamp = lampWordOf(word);
        if (lamp !== undefined && !whole.includes(lamp)) parts.push(lamp);
        // "ベッドサイド左" also holds ベッドサイド and 左 (forms/side-suffix.ts).
        for (const part of sideApart(word) ?? []) if (!whole.includes(part)) parts.push(part);
      });
      // "お掃除ロボット": the polite prefix お (美化語) cut off a name is no word of it, so a request sharing
      // only it ("お茶", "お湯") shares no word with the name; the name's other words stay.
      found = [...whole, ...parts].filter((word) => !POLITE_PREFIXES.has(word));
      wordsOf.set(phrase, found);
    }
    return found;
  };

  const purifying = purifyingDevices(home.entities());
  const toIndexed = (entity: Entity): IndexedEntity => {
    const own = [entity.name, ...entity.aliases];
    // "PS5" for a "PlayStation 5" and the other way round (model-names.ts).
    for (const name of [...own])
      for (const model of modelNames(name)) if (!own.includes(model)) own.push(model);
    // A brand written in another script is also found by its Latin name ("룸바" → "roomba").
    for (const name of [...own]) {
      const latin = latinBrands(tokens(normalizeText(name))).join(' ');
      if (latin !== normalizeText(name) && !own.includes(latin)) own.push(latin);
      // "B&O Stue" is also the "bangolufsen" a phrase says (joined-makers.ts).
      const maker = withJoinedMakers(name);
      if (maker !== name && !own.includes(maker)) own.push(maker);
    }
    // "WM plug" is also the "washing machine plug", "Séj plaf" the "séjour plafonnier" (typed-short.ts).
    for (const name of [...own])
      for (const spelled of spelledOutNames(normalizeText(name)))
        if (!own.includes(spelled)) own.push(spelled);
    // "Stik elradiator" is also "stik el radiator" (electric-prefix.ts). Not a hidden one: it answers "not
    // exposed" to its own word ("elradiatoren"), and its kind's word would make an exposed radiator its match.
    for (const name of entity.exposed ? [...own] : []) {
      const apart = electricApart(normalizeText(name));
      if (apart !== undefined && !own.includes(apart)) own.push(apart);
    }
    const names = own.map(normalizeText);
    const area = entity.areaId === null ? undefined : areaById.get(entity.areaId);
    const device = entity.deviceId === null ? undefined : deviceById.get(entity.deviceId);
    const nameWords = new Set<string>();
    const ownTokens: string[] = [];
    for (const phrase of names) {
      const phraseTokens = tokens(phrase);
      ownTokens.push(...phraseTokens);
      for (const word of [...phraseTokens, ...applianceKeys(phraseTokens), ...makersOf(phraseTokens)])
        nameWords.add(word);
      // "무드등1", "Lampe2": a concept word with its twin's number written on is still that concept.
      const unnumbered = phraseTokens.map((word) => word.replace(/(?<=\D)\d+$/u, ''));
      if (unnumbered.some((word, at) => word !== phraseTokens[at]))
        for (const key of applianceKeys(unnumbered)) nameWords.add(key);
      for (const word of phrase.split(' ')) {
        for (const tail of nameTails(word, placeKnown)) nameWords.add(tail);
        // "客厅灯" for "客厅的灯": one word to cut a typed phrase at, as the name said whole.
        if (withoutNameParticles(word) !== word) nameWords.add(withoutNameParticles(word));
      }
    }
    // "净化器", "청정기": a name that is a CJK appliance word said short is that appliance (forms/cjk-short.ts).
    const placeOrMaker = (word: string) =>
      (area?.names.some((name) => name.split(' ').includes(word)) ?? false) ||
      BRAND_WORDS.has(word) ||
      /^\p{Script=Latin}+$/u.test(word);
    for (const phrase of names)
      for (const key of shortNamedKeys(tokens(phrase), placeOrMaker)) nameWords.add(key);
    // A light named by the nightstand it stands on ("Bedside Left", "Nachttisch") is a bedside lamp.
    if (entity.domain === 'light' && nameWords.has(NIGHTSTAND)) nameWords.add(BEDSIDE_LAMP);
    const purifier =
      purifying.has(entity.deviceId ?? '') || purifierByMaker([...nameWords, ...(device?.madeBy ?? [])]);
    if (entity.domain === 'fan' && purifier) nameWords.add(PURIFIER);
    for (const key of solarInverterKeys(entity.domain, entity.deviceClass, nameWords)) nameWords.add(key);
    for (const key of plugMadeKeys(entity.domain, ownTokens)) nameWords.add(key);
    for (const key of own.flatMap(hyphenNameKeys)) nameWords.add(key);
    const words = new Set([...nameWords, ...makerConceptKeys(device?.madeBy)]);
    for (const phrase of [...(area?.names ?? []), ...(device?.names ?? [])]) {
      const phraseTokens = tokens(phrase);
      // The device is often the product ("石头扫地机器人", "Roborock S7"): its brand in Latin letters too.
      const brand = latinBrands(phraseTokens);
      for (const word of [...phraseTokens, ...applianceKeys(phraseTokens), ...brand]) words.add(word);
    }
    withoutSpaRoom(words, nameWords, device?.names ?? []);
    withoutBorrowedThing(entity.domain, words, nameWords);
    withBedroomBedLamp(words, nameWords, ownTokens, area?.concepts ?? []);
    return {
      id: entity.id,
      domain: entity.domain,
      name: entity.name,
      names,
      compacts: own.map(compactText),
      words,
      nameWords,
      areaId: entity.areaId,
      floorId: area?.floorId ?? null,
      deviceId: entity.deviceId,
      deviceClass:
        entity.domain === 'climate'
          ? climateClass(entity, ownTokens)
          : entity.domain === 'todo'
            ? listClass(ownTokens)
            : classByPriceSource(
                entity.domain,
                classInGarage(entity.domain, entity.deviceClass, ownTokens, area?.concepts ?? []),
                names,
              ),
      primary: !SECONDARY_DOMAINS.has(entity.domain),
      ...groupMembers(entity),
    };
  };

  const entities: IndexedEntity[] = [];
  const hidden: IndexedEntity[] = [];
  for (const entity of home.entities()) {
    // Outside the domain allowlist an entity is not even "not exposed": it does not exist for the model.
    if (domainAllowlist !== undefined && !domainAllowlist.includes(entity.domain)) continue;
    (isVisible(entity, domainAllowlist) ? entities : hidden).push(toIndexed(entity));
  }
  entities.sort((a, b) => compareText(a.name, b.name));
  const words = new WordLookup<IndexedEntity>();
  for (const entity of entities) for (const word of entity.words) words.add(word, entity);
  words.seal();
  const soundAlike = new SoundAlike();
  for (const entity of entities) {
    for (const word of entity.words) soundAlike.add(word);
    soundAlike.addName(normalizeText(entity.name).split(' '));
  }
  // Names are also found without their articles: "la lampara del salon" meets "Lámpara del salón".
  // A side word that ends a name is a word of it, though also a small word: "Tuinlamp Voor" (front, or for)
  // is no "Tuinlamp".
  // "Mia Nachtlicht" beside "Mias Zimmer": Mia is a person here, not the Italian "my" to leave out.
  const people = peopleOf(areas);
  const flatmates = smallWordAreas(areas);
  const ending = (name: string) => {
    const last = name.slice(name.lastIndexOf(' ') + 1);
    return name.includes(' ') && flatmates.has(last) ? last : lastOf(name);
  };
  const entityNames = (item: IndexedEntity) => {
    const labels = labelsOf(item.name);
    const stripped = item.names
      .map((name) => withoutStopWords(name, new Set([...labels, ending(name), ...people])))
      // "ダイニング照明", "客厅灯" typed for "ダイニングの照明", "客厅的灯" (forms/name-particles.ts).
      .concat(item.names.map(withoutNameParticles).filter((name) => !item.names.includes(name)))
      .filter((name) => name !== '');
    return {
      names: [...item.names, ...stripped],
      compacts: [...item.compacts, ...stripped.map((name) => name.replace(/ /g, ''))],
    };
  };
  return {
    entities,
    byId: new Map(entities.map((entity) => [entity.id, entity])),
    byArea: groupBy(entities, (entity) => entity.areaId),
    byDomain: groupBy(entities, (entity) => entity.domain),
    byDevice: groupBy(entities, (entity) => entity.deviceId),
    words,
    known: {
      has: (word) => words.has(word) || placeWords.has(word),
      holders: (word) => words.loose(word).size,
    },
    soundAlike,
    hidden,
    areas,
    floors,
    devices,
    lookup: {
      entities: new NameLookup(entities, entityNames),
      hidden: new NameLookup(hidden, entityNames),
      areas: new NameLookup(areas, placeNames),
      floors: new NameLookup(floors, (item) => item),
      devices: new NameLookup(devices, (item) => item),
    },
    stems: { areas: stemsOf(areas), floors: stemsOf(floors) },
  };
}

/** An area's names, also without their small words ("Zimmer Mia" stays; "Chambre de Léa" adds "chambre lea"). */
function placeNames(item: IndexedPlace): { names: string[]; compacts: string[] } {
  const labels = labelsOf(item.name);
  const stripped = item.names
    .map((name) => withoutStopWords(name, labels))
    .filter((name) => name !== '' && !item.names.includes(name));
  return { names: [...item.names, ...stripped], compacts: item.compacts };
}

function groupBy(entities: IndexedEntity[], key: (entity: IndexedEntity) => string | null) {
  const groups = new Map<string, IndexedEntity[]>();
  for (const entity of entities) {
    const value = key(entity);
    if (value === null) continue;
    const group = groups.get(value);
    if (group === undefined) groups.set(value, [entity]);
    else group.push(entity);
  }
  return groups;
}

/** Returns the index, rebuilding it only when the registries, exposure or entity count changed. */
export function cachedTargetIndex(
  home: HomeModel,
  domainAllowlist: readonly string[] | undefined,
): () => TargetIndex {
  let key = '';
  let index: TargetIndex | undefined;
  return () => {
    const currentKey = `${home.registryVersion}:${home.exposedEntities().length}:${String(home.loaded)}`;
    if (index === undefined || currentKey !== key) {
      index = buildTargetIndex(home, domainAllowlist);
      key = currentKey;
    }
    return index;
  };
}
