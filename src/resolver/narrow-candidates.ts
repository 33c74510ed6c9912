// How the candidates for one phrase are narrowed and compared: a word's score against a name, the
// count said, a narrower kind word, the reading asked, plurals. Pure functions over indexed entities.
import { APPLIANCE_WORDS, conceptKey, isConceptKey, READING_CLASS_WORDS } from './words/device-words.js';
import { DOMAIN_WORDS, fitsKind, KIND_WORDS, READING_WORDS, type KindWord } from './words/kind-words.js';
import { BRAND_KINDS } from './words/brand-names.js';
import { STOP_WORDS } from './words/target-words.js';
import { normalizeText, typoTolerant } from './normalize-text.js';
import type { ParsedTarget } from './parse-target.js';
import { namedOwnClass, withoutOtherClass } from './named-class.js';
import { otherCoverClass, otherDeviceClass } from './cover-classes.js';
import { sameKindSpelled, sameLampRoot } from './forms/cognate.js';
import { conceptOfKind } from './concept-kind.js';
import { plainOfDomain } from './plain-kind.js';
import { apartFromHoods } from './hood-apart.js';
import { definiteBases } from './forms/word-endings.js';
import type { IndexedEntity } from './target-index.js';
import { isPlural } from './plural-said.js';
import { lampOfShape } from './lamp-shape.js';
import { LIGHT_FIXTURES } from './words/light-concepts.js';
import { SEASON_LIGHTS } from './words/outdoor-concepts.js';
import { sprinklersNotDrip } from './sprinkler-not-drip.js';
import { watchesForHazard } from './hazard-watch.js';
import { countInOneRoom } from './count-in-room.js';

export function wordScore(word: string, words: Set<string>): number {
  if (words.has(word)) return 2;
  for (const candidate of words) if (typoTolerant(word, candidate)) return 1;
  for (const candidate of words) if (word.length >= 3 && candidate.startsWith(word)) return 1;
  return 0;
}

/**
 * "Las dos lámparas" among three lights, two of them called "Lámpara": a count said with a kind word
 * picks the ones whose own name holds that word, when they are exactly as many.
 */
export function counted(entities: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  const count = parsed.count;
  if (count === undefined || entities.length <= count || parsed.kindTokens.length === 0) return entities;
  const named = entities.filter((entity) =>
    parsed.kindTokens.some((token) => wordScore(token, entity.nameWords) > 0),
  );
  // "both bedside lamps" among three, two in one room: that room's (count-in-room.ts).
  return named.length === count ? named : countInOneRoom(entities, parsed);
}

/**
 * "The lamp in the office" with an Office Lamp and an Office Ceiling Light, "l'arrosage du jardin" with
 * an "Arrosage" valve and a "Vanne d'eau": one thing asked for by a narrower word than its domain's is
 * the candidates whose own name holds it, when every other is named by another word of the kind. A
 * domain's word ("light", "Licht") still means any of the kind, and so does a word when some other is
 * named by a synonym ("ar condicionado" beside "AC quarto") or by no kind word at all ("Ceiling").
 */
export function byKindWord(candidates: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  const entities = apartFromHoods(candidates, parsed);
  const kind = parsed.kind;
  if (kind === undefined || entities.length < 2) return entities;
  // A mass word ("the heating") is every one of the kind, whatever their names say (mass-word.ts).
  if (kind.mass === true && isPlural(parsed)) return entities;
  // "alle radiatorer" beside a "Gulvvarme Bad": a plural of a word that names classes of its domain
  // narrows as the singular does; other plurals ("the lamps", "the cameras") are every one of the kind,
  // unless a fixture's word said which (byFixture).
  if (isPlural(parsed)) {
    const fixtures = byFixture(entities, parsed);
    const narrows = kind.classes !== undefined && kind.domain !== 'light';
    if (!narrows || fixtures.length < entities.length) return fixtures;
  }
  // "ventilador de techo": the words of a kind phrase beside its domain's word ("ventilador") narrow it.
  // A domain's word that names classes ("speaker": not the TV) narrows like any other.
  const narrow = kind.classes !== undefined;
  const said = parsed.kindTokens.filter(
    (token) => (narrow || !DOMAIN_WORDS.has(token)) && !STOP_WORDS.has(token),
  );
  // "el ventilador" beside a "Purificador invitados": the domain's word is what is plainly of it (plain-kind.ts).
  if (said.length === 0 || (!narrow && DOMAIN_WORDS.has(parsed.kindTokens.join(' '))))
    return narrow ? entities : plainOfDomain(entities, kind.domain);
  const cjk = said.filter((word) => CJK.test(word));
  const sided =
    cjk.length === 0 ? [] : entities.filter((entity) => entity.names.some((name) => sidesOf(name, cjk)));
  if (sided.length > 0) return sided;
  const kindWords = (entity: IndexedEntity) => kindWordsOf(entity, kind);
  const synonym = (entity: IndexedEntity) => synonymOf(entity, kind, said);
  // "la télé" and a "Téléviseur": a narrow kind's synonym in the name holds it too.
  // "ventilador de techo", "吊扇" and an English "Ceiling Fan": the kind phrase's appliance concept too.
  const concept = APPLIANCE_WORDS.get(parsed.kindTokens.join(' '));
  // "la caldera" beside a "Caldera Saunier Duval" and radiators, "il lampadario" beside other lights: one
  // thing said by an appliance's word is the things whose names say that appliance, when some but not
  // all do; plurals and mass words ("the heating") stay every one of the kind.
  const own =
    concept === undefined || isPlural(parsed) ? [] : entities.filter((e) => e.nameWords.has(concept));
  if (own.length > 0 && own.length < entities.length) return own;
  // "Hoveddør" is the front door, a door: no other appliance than the door asked for (concept-kind.ts).
  const otherAppliance = (entity: IndexedEntity) => {
    // "Washer Leak Sensor" for "the leak sensor": what a detector watches is no other thing (hazard-watch.ts).
    if (watchesForHazard(entity, kind)) return false;
    for (const word of entity.nameWords)
      if (isConceptKey(word) && word !== concept && !conceptOfKind(word, kind)) return true;
    return false;
  };
  // "die Lampe im Wohnzimmer" and a "Stehlampe": a compound name word ending in the word said holds it.
  const lamp = kind.domain === 'light';
  // A synonym beside another thing's word is that thing: "Underfloor Heating" is heating, not a radiator.
  // "radiadores" shares only its first letters with the "radiante" of a "Suelo radiante": of a narrow
  // kind, a name that says another appliance holds the word or a form of it ("radiador"), not a word
  // that begins alike.
  const alike = (token: string, word: string, entity: IndexedEntity) =>
    sameWord(token, word) &&
    (!narrow ||
      token.startsWith(word) ||
      word.startsWith(token) ||
      typoTolerant(token, word) ||
      !otherAppliance(entity));
  const holds = (entity: IndexedEntity) =>
    said.some((token) =>
      [...entity.nameWords].some(
        (word) =>
          alike(token, word, entity) ||
          endsIn(word, token) ||
          (lamp && (closesCompound(token, word) || sameLampRoot(token, word))),
      ),
    ) ||
    (concept !== undefined && entity.nameWords.has(concept)) ||
    (lamp && said.some((token) => lampOfShape(token, entity))) ||
    [...entity.nameWords].some((word) => conceptOfKind(word, kind)) ||
    (kind.classes !== undefined && synonym(entity) && !otherAppliance(entity));
  const held = new Set(entities.filter(holds));
  // "lampen på kontoret" beside a "Loftlampe" and a "Læselampe": a ceiling light is its own kind, so the
  // lamp word is the other lamp that holds it (unless a ceiling word was said).
  const ceilingNamed = (entity: IndexedEntity) =>
    kindWords(entity).some(({ other }) => other === CEILING_LIGHT);
  const open = [...held].filter((entity) => !ceilingNamed(entity));
  if (lamp && concept !== CEILING_KEY && open.length > 0 && open.length < held.size)
    for (const entity of held) if (ceilingNamed(entity)) held.delete(entity);
  // "la tele" beside an "Echo Dot" and a "Samsung The Frame": a narrow kind held by none is still not
  // the things named as another kind of its domain (a speaker), when some others are named by none.
  if (held.size === 0 && narrow) {
    const unnamed = entities.filter((entity) => kindWords(entity).length === 0);
    return unnamed.length > 0 ? unnamed : entities;
  }
  if (held.size === 0) return entities;
  // "換気扇", "환풍기", "the extractor fan" beside a "Dyson Pure Cool": a word narrower than its domain's
  // own, written in some names, names those. Not of lights: "lamp", "lampe", "台灯" are said of any.
  if (!narrow && kind.domain !== 'light') return plainOfDomain([...held], kind.domain);
  // An "Air Purifier" beside the "Ceiling Fan" asked for by its concept is named as another appliance;
  // so is a "Kettle" (a switch) beside the "Smart Plug" when a narrow kind ("gniazdko") is asked.
  // A kind word ("台灯", "lampe", "lamp") beside a "客厅灯带" or a "Suspension séjour": the strip or the
  // pendant is named as its own kind of light (its concept), as a light with a kind word in its name is,
  // so "la lampe du séjour" is the "Lampe salon" there.
  // "uttaget på balkongen" beside a "Ljusslinga" switch: a plug's word in a name says which; a switch
  // named without one is the appliance or light it runs, not the plug.
  const distinct = entities.every(
    (entity) =>
      held.has(entity) ||
      (kindWords(entity).length > 0 && !synonym(entity)) ||
      (lamp && ceilingNamed(entity)) ||
      otherAppliance(entity) ||
      (kind.domain === 'cover' && otherDeviceClass(said, entity.deviceClass)) ||
      (narrow && kind.domain === 'switch' && kindWords(entity).length === 0),
  );
  return distinct ? [...held] : entities;
}

/**
 * "los focos del salón" with "Living Room Spots" beside a "Lámpara de pie": a kind word said in the plural
 * that is also a fixture's word ("focos" are lights, and spots) is the lights named as that fixture, when
 * some but not all are. Plural words that say no fixture ("las luces", "the lamps") still mean all.
 */
function byFixture(entities: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
  const fixture = APPLIANCE_WORDS.get(parsed.kindTokens.join(' '));
  if (fixture === undefined) return entities;
  const named = entities.filter((entity) => entity.nameWords.has(fixture));
  return named.length > 0 && named.length < entities.length ? named : entities;
}

/** A side, a position or a number written onto a Chinese or Japanese name ("床头灯左", "台灯2", "右台灯"). */
const SIDE = /^(?:[左右上下前后後中东西南北大小]|第?[一二三四五六七八九十\d]+号?|[a-z])$/u;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

/**
 * "床头灯" with lights named "床头灯左" and "床头灯右": a Chinese or Japanese kind word said is the whole
 * name of things told apart by a side or a number, so those are the ones to ask about, not every light.
 */
function sidesOf(name: string, said: readonly string[]): boolean {
  // Only Chinese or Japanese words are passed: Latin names are told apart by their words.
  const compact = name.replace(/ /g, '');
  return said.some(
    (word) =>
      compact !== word &&
      ((compact.startsWith(word) && SIDE.test(compact.slice(word.length))) ||
        (compact.endsWith(word) && SIDE.test(compact.slice(0, -word.length)))),
  );
}

/** The words of an entity's name that name a kind of the asked kind's domain ("Sonos": a speaker). */
function kindWordsOf(entity: IndexedEntity, kind: KindWord): { word: string; other: KindWord }[] {
  // "Deckenleuchte" (decken + leuchte): a light word beside a ceiling word names a ceiling light.
  const ceiling = [...entity.nameWords].some((word) => APPLIANCE_WORDS.get(word) === CEILING_KEY);
  return [...entity.nameWords].flatMap((word) => {
    const other = ceiling && KIND_WORDS.get(word)?.domain === 'light' ? CEILING_LIGHT : nameKind(word);
    return other?.domain === kind.domain ? [{ word, other }] : [];
  });
}

/**
 * "Das Licht auf der Terrasse" where the terrace's only light is the switch "Terrace Lights": the things
 * of another domain whose name holds a word of the asked kind's domain, in any language. A word the name
 * says for its room (`roomWords`: "camera" in "TV camera", in the Italian room "Camera") is the room's.
 */
export function namedAsKind(
  entities: readonly IndexedEntity[],
  kind: KindWord,
  roomWords: (entity: IndexedEntity) => ReadonlySet<string> = () => new Set(),
): IndexedEntity[] {
  // Things of that domain were weighed already (a heater is no air conditioner): other domains only.
  // A kind narrowed by class is named by a word of that class (a "Dehumidifier" is no "加湿器").
  const anyOf: KindWord = { domain: kind.domain, plural: false };
  const sameClass = (other: KindWord) =>
    kind.classes === undefined || other.classes?.join() === kind.classes.join();
  return entities.filter(
    (entity) =>
      entity.domain !== kind.domain &&
      (kindWordsOf(entity, anyOf).some(
        ({ word, other }) => sameClass(other) && !roomWords(entity).has(word),
      ) ||
        kindPhrases(entity).some((other) => other.domain === kind.domain && sameClass(other))),
  );
}

/** The kinds a name says in two or three words ("Water Heater" → water_heater; "heater" alone is another). */
function kindPhrases(entity: IndexedEntity): KindWord[] {
  const kinds: KindWord[] = [];
  for (const name of entity.names) {
    const words = name.split(' ');
    for (let start = 0; start < words.length - 1; start += 1)
      for (const length of [2, 3]) {
        const kind = KIND_WORDS.get(words.slice(start, start + length).join(' '));
        if (kind !== undefined && start + length <= words.length) kinds.push(kind);
      }
  }
  return kinds;
}

/** A word of the entity's name that names the asked kind's classes (not a curtain for "the shutters"). */
function synonymOf(entity: IndexedEntity, kind: KindWord, said: readonly string[] = []): boolean {
  return kindWordsOf(entity, kind).some(
    ({ word, other }) =>
      !DOMAIN_WORDS.has(word) &&
      other.classes?.join() === kind.classes?.join() &&
      !otherCoverClass(said, word),
  );
}

/**
 * "De tv in de woonkamer" where the only media player there is a "Sonos Arc": a narrow kind asked for
 * (a TV) and every candidate named as another kind of its domain (a speaker): none is what was meant.
 */
export function allOtherKind(entities: readonly IndexedEntity[], parsed: ParsedTarget): boolean {
  const kind = parsed.kind;
  if (kind?.classes === undefined || entities.length === 0) return false;
  return entities.every((entity) => {
    const words = kindWordsOf(entity, kind);
    return (
      words.length > 0 &&
      !synonymOf(entity, kind, parsed.kindTokens) &&
      !parsed.kindTokens.some((token) => [...entity.nameWords].some((word) => sameWord(token, word)))
    );
  });
}

/**
 * A light named for the ceiling in one word ("Plafonnier", "Deckenlampe"): a narrower light than a lamp,
 * so "la lampe du salon" beside it is the "Lampe sur pied".
 */
const CEILING_KEY = conceptKey('ceiling');
const FIXTURE_KEYS: ReadonlySet<string> = new Set([...LIGHT_FIXTURES, ...SEASON_LIGHTS].map(conceptKey));
const CEILING_LIGHT: KindWord = { domain: 'light', classes: ['ceiling'], plural: false };
// Also lights set into the ceiling, and spots, named by that alone ("Living Room Recessed"): no lamp.
const CEILING_LIGHTS: ReadonlySet<string> = new Set(
  [
    'plafonnier plafonniers plafonnière plafonnières plafoniera plafondlamp plafondlampe plafonlamp deckenlampe deckenleuchte deckenlicht taklampa taklampe loftlampe plafon sufitowa 吸顶灯 シーリングライト 천장등',
    'recessed downlight downlights spots spotlights einbaustrahler einbauspots inbouwspots encastrés faretti 筒灯 ダウンライト',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);

/** The kind a word of a name says: a kind word, a brand that makes one kind, a ceiling light. */
function nameKind(word: string): KindWord | undefined {
  if (CEILING_LIGHTS.has(word)) return CEILING_LIGHT;
  // "Lyskæde terrasse": a switch named as string lights is a light (light-concepts.ts).
  if (FIXTURE_KEYS.has(word)) return KIND_WORDS.get('light');
  return KIND_WORDS.get(BRAND_KINDS.get(word) ?? word);
}

/**
 * "lampe" in "Schreibtischlampe", "lampan" in "Skrivbordslampa", "ランプ" in "ベッドサイドランプ": a lamp
 * word closing a name written as one word. Not a ceiling light's ("Loftlampe"), which is its own kind.
 */
function closesCompound(said: string, word: string): boolean {
  if (CEILING_LIGHTS.has(word)) return false;
  const latin = /^\p{Script=Latin}+$/u.test(said);
  const bases = latin ? [said, ...definiteBases(said)] : [said];
  const least = latin ? 4 : 2;
  return bases.some((base) => base.length >= least && word.length > base.length + 1 && word.endsWith(base));
}

/** The same word, with a typo or another ending ("arroser" / "arrosage", "lamps" / "lamp"). */
/** "stehlampe" ends in "lampe", "bureaulamp" in "lamp": a Latin compound whose head is the word said. */
export function endsIn(word: string, said: string): boolean {
  return (
    said.length >= 4 &&
    word.length - said.length >= 3 &&
    word.endsWith(said) &&
    /^\p{Script=Latin}+$/u.test(word)
  );
}

function sameWord(said: string, word: string): boolean {
  if (said === word || typoTolerant(said, word) || sameKindSpelled(said, word)) return true;
  const stem = 5;
  return (
    /^\p{Script=Latin}+$/u.test(said) &&
    said.length > stem &&
    word.length > stem &&
    said.slice(0, stem) === word.slice(0, stem)
  );
}

/**
 * "窗帘" with two covers of the curtain class and a class-less "晾衣架" (a drying rack): when some fit
 * the kind's class, one without a class is of the kind only if its name says so ("Living Curtain").
 */
export function ofDomainKind(
  all: readonly IndexedEntity[],
  domain: string,
  kind: KindWord | undefined,
  parsed: ParsedTarget,
): IndexedEntity[] {
  // "le décodeur" for a "Freebox Pop", whose "box" alone would say a speaker: a name that holds the concept
  // of the kind phrase said is of that kind, whatever other class word it holds.
  const concept = APPLIANCE_WORDS.get(parsed.kindTokens.join(' '));
  const conceptNamed = (entity: IndexedEntity) => concept !== undefined && entity.nameWords.has(concept);
  // "le volet" beside a classless cover called "Porte de garage": its name says it is no shutter.
  const entities = withoutOtherClass(
    sprinklersNotDrip(
      all.filter(
        (entity) => entity.domain === domain && (kind === undefined || fitsKind(kind, entity.deviceClass)),
      ),
      parsed.kindTokens,
    ),
    kind,
    conceptNamed,
  );
  const classes = kind?.classes;
  if (classes === undefined || kind?.domain === 'todo') return entities;
  // "거실 티비" beside a Sonos and a 카카오미니: one thing asked for, a classless name that says the class
  // (its "TV") counts as that class, in whichever word or script the kind was said.
  // Only where no thing there has the class set: a set class outweighs what a name says ("电视机顶盒").
  const byClass = entities.filter(
    (entity) => entity.deviceClass !== null && classes.includes(entity.deviceClass),
  );
  const one = kind !== undefined && byClass.length === 0 && !kind.plural && !parsed.plural && !parsed.all;
  const saysClass = (entity: IndexedEntity) => one && (namedOwnClass(entity, kind) || conceptNamed(entity));
  const classed = byClass.length > 0 ? byClass : entities.filter(saysClass);
  if (classed.length === 0 || classed.length === entities.length) return entities;
  return entities.filter(
    (entity) =>
      entity.deviceClass !== null ||
      saysClass(entity) ||
      parsed.kindTokens.some((token) => [...entity.nameWords].some((word) => sameWord(token, word))),
  );
}

/** "kitchen motion" on a device with several sensors: the one whose class is the reading asked. */
export function ofReading(entities: IndexedEntity[], asked: string[]): IndexedEntity[] {
  const classes = new Set(asked.flatMap((word) => READING_CLASS_WORDS.get(word) ?? []));
  const fitting = entities.filter((entity) => entity.deviceClass !== null && classes.has(entity.deviceClass));
  return fitting.length > 0 ? fitting : entities;
}

/** "living room motion": the motion sensor, not the motion sensor's battery. */
export function fewestOtherReadings(entities: IndexedEntity[], asked: string[]): IndexedEntity[] {
  const others = (entity: IndexedEntity) =>
    [...entity.nameWords].filter((word) => READING_WORDS.has(word) && !asked.includes(word)).length;
  const fewest = Math.min(...entities.map(others));
  return entities.filter((entity) => others(entity) === fewest);
}

/** The word, or the word with another ending ("balkonie" for "Balkon"). */
export function saysWord(word: string, words: Set<string>): boolean {
  if (wordScore(word, words) > 0) return true;
  for (const candidate of words) {
    if (candidate.length >= 4 && word.length - candidate.length <= 3 && word.startsWith(candidate))
      return true;
  }
  return false;
}
