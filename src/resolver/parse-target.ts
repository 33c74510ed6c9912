// Reads a target phrase against the home: which words are places (areas, floors, devices, room
// words in any language), which name a kind of device, which say "all" or "here", and which are left
// to match entity names. Literal names of the home win over the built-in vocabulary.
import { brandAt, LATIN_BRANDS } from './words/brand-names.js';
import { APPLIANCE_WORDS, LONGEST_APPLIANCE } from './words/device-words.js';
import { readingClassesOf } from './forms/reading-compound.js';
import { KIND_WORDS, READING_WORDS, sameDomain, type KindWord } from './words/kind-words.js';
import { FLOOR_FILLER, FLOOR_WORDS, OUTSIDE_WORDS, ROOM_WORDS } from './words/place-words.js';
import { floorNumberOf } from './floor-number.js';
import { areasWithConcepts, floorsAt, withSameWord } from './places-named.js';
import { ownFloorWithin } from './own-floor.js';
import { floorsWithConcepts } from './floor-concept.js';
import { saysDirection, withFloor, type SaidFloors } from './floor-direction.js';
import { areaOnFloorSaid } from './area-on-floor.js';
import { withoutStopWords, type IndexedPlace, type TargetIndex } from './target-index.js';
import { IGNORED, inflectedAt, isSmallWord, type Span } from './inflected-span.js';
import {
  ALL_WORDS,
  BOTH_WORDS,
  COUNT_WORDS,
  HERE_WORDS,
  HOME_WORDS,
  STOP_WORDS,
} from './words/target-words.js';
import { verbAt } from './door-verbs.js';
import { kindAsPlace } from './kind-as-place.js';
import { areaBegunBy, areaInflectedAt, areaPastEnd } from './area-prefix.js';
import { loneSoundName, soundedName } from './forms/sound-alike.js';
import { shortAppliance } from './forms/cjk-short.js';
import { isInflection } from './forms/predicate.js';
import { notAName, saidAsOrder } from './not-a-name.js';
import { allOfDropped, kindAfterAll } from './all-of-word.js';
import { deviceNamedSo, thingsNamedNotRoom } from './device-span.js';
import { orderFirst } from './forms/order-first.js';
import { heardAsOne } from './heard-as-one.js';
import { adjectivesRead } from './definite-adjective.js';
import { lightByVerb } from './light-verb.js';
import { wateringByGiving } from './give-water.js';
import { heatingByVerb } from './heat-place.js';
import { namedBeyondRelated } from './related-room-named.js';
import { staleAir } from './stale-air.js';
import { kindPhraseAt, readingAt } from './reading-span.js';
// phrase-resolver reads it from here, as before the move to forms/predicate.ts.
export { isInflection };
import {
  definiteBases,
  definitePlural,
  kindWord,
  pluralPhrase,
  singularAppliancePhrase,
  writtenPluralName,
  type Endings,
} from './forms/word-endings.js';
import type { Wanted } from './words/verb-words.js';
import { timeFillerEnd } from './words/time-words.js';
import { placesBeside } from './words/position-words.js';
import { applianceKeyOf } from './term-word.js';
import { declinedConcept } from './declined-concept.js';
import { plugNamedSo } from './plug-named-so.js';
import { genericKind, makerAt } from './generic-brand.js';
import { madeBySaid } from './maker-words.js';
import { headAt } from './area-head.js';
import { smallWordBetweenNames } from './forms/small-word-number.js';
import { floorAdjectiveAt } from './floor-adjective.js';
import { ownNameOfKind } from './own-name-kind.js';
import { roomWordsInNames } from './room-in-name.js';
import { absentRoomAsName, roomReadAsKind } from './absent-room.js';
import { downToRoom } from './down-to-room.js';
import { conceptHeldBeside } from './mode-word.js';
import { isTableWord } from './table-word.js';
import { PET_WORDS } from './words/pet-words.js';

export interface ParsedTarget {
  /** The words of the phrase (or of one part of it). */
  tokens: string[];
  all: boolean;
  /** "both", or a name said in the plural ("nightstands"): every match, never "which one?". */
  plural: boolean;
  /** How many things were asked for, when said ("both", "las dos"). */
  count: number | undefined;
  /** The first kind of device named, and the words that named kinds. */
  kind: KindWord | undefined;
  kindTokens: string[];
  /** Words of other kinds around the main one ("garage door" in "garage door light"): they narrow. */
  qualifiers: string[];
  /** A word asks for a reading ("energy", "Batterie"): sensors are wanted, not the device. */
  reading: boolean;
  here: boolean;
  /** Areas named literally or by a room word; floors by name, level word or ordinal; devices by name. */
  areas: IndexedPlace[] | undefined;
  floors: IndexedPlace[] | undefined;
  devices: IndexedPlace[] | undefined;
  /** The first place's name as the user will hear it in "nothing there". */
  placeName: string | undefined;
  /** Words left over: parts of entity names. */
  names: string[];
  /** A room word matched several areas and no literal area name narrowed them. */
  severalRooms: boolean;
  /** An area was named by its own name. */
  literalArea: boolean;
  /** The request's words ask about the lock ("unlock", "locked") or the door's state ("open?"). */
  wants: Wanted | undefined;
  /** A word says "outside" ("fuera", "바깥", "外は"). */
  outside: boolean;
}

const LONGEST_SPAN = 6;

/** The longest span starting at `start` that names something; literal names win ties. */
function spanAt(
  index: TargetIndex,
  tokens: string[],
  start: number,
  endings: Endings,
): { span: Span; end: number } | undefined {
  for (let end = Math.min(tokens.length, start + LONGEST_SPAN); end > start; end -= 1) {
    const words = tokens.slice(start, end);
    const norm = words.join(' ');
    const compact = words.join('');
    const areas = index.lookup.areas.exact(norm, compact);
    if (areas.length > 0) return { span: { type: 'area', places: areas }, end };
    // "Zimmer von Mia" for "Zimmer Mia", "la chambre de Léa" for "Chambre de Léa": small words apart.
    const bare = words.length > 2 ? withoutStopWords(norm) : norm;
    const bareAreas = bare === norm ? [] : index.lookup.areas.exact(bare, bare.replace(/ /g, ''));
    if (bareAreas.length > 0 && !STOP_WORDS.has(words.at(-1)!))
      return { span: { type: 'area', places: bareAreas }, end };
    // "quarto da vo" for "Quarto da Vó Lúcia": a room named after a person, said by its first words.
    const begun = words.length > 1 ? areaBegunBy(index, norm, bare) : [];
    if (begun.length > 0) return { span: { type: 'area', places: begun }, end };
    const floors = index.lookup.floors.exact(norm, compact);
    if (floors.length > 0) return { span: { type: 'floor', places: floors }, end };
    const kind =
      kindWord(norm, endings) ??
      (words.length === 1
        ? (definitePlural(norm, endings) ?? genericKind(index, norm, endings))
        : pluralPhrase(words));
    // An activity word a name of the home holds ("Hot Tub") is that name's word, not the kind; so is a roof
    // window's word ("Rolluik dakraam", the blind of one, is found by its name: roof-window-words.ts), also
    // said in several words that one name holds ("okno dachowe" for "Okno dachowe lewe").
    const nameFirst =
      kind?.activity === true || (kind?.domain === 'cover' && kind.classes?.join() === 'window');
    if (
      kind !== undefined &&
      !(nameFirst && heldByOneName(index, words)) &&
      !plugNamedSo(index, words, kind) &&
      !conceptHeldBeside(index, tokens, start, end)
    )
      return { span: { type: 'kind', kind }, end };
    const concepts = ROOM_WORDS.get(norm);
    // "w pokoju dziennym", "w pokoju babci Zosi": a generic room word beginning an area said with endings.
    const named =
      concepts === undefined || end > start + 1 ? undefined : areaInflectedAt(index, tokens, start);
    if (named !== undefined) return { span: { type: 'area', places: named.places }, end: named.end };
    const rooms = concepts === undefined ? [] : withSameWord(index, norm, areasWithConcepts(index, concepts));
    const own =
      rooms.length === 0 || concepts === undefined ? rooms : areasWithConcepts(index, concepts, false);
    if (
      rooms.length > 0 &&
      !deviceNamedSo(index, words) &&
      !thingsNamedNotRoom(index, words, own) &&
      !namedBeyondRelated(index, words, rooms, own)
    )
      return { span: { type: 'room', places: rooms }, end };
    const floorsSo = rooms.length === 0 && concepts !== undefined ? floorsWithConcepts(index, concepts) : [];
    if (floorsSo.length > 0) return { span: { type: 'floor', places: floorsSo }, end };
    // "im oberen Bad", "上の浴室": upper or lower beside a room is a floor (floor-adjective.ts).
    const upper = words.length === 1 ? floorAdjectiveAt(index, tokens, start) : undefined;
    if (upper !== undefined) return { span: { type: 'floor', places: upper }, end };
    const ref = placesBeside(words, tokens, end) ? undefined : FLOOR_WORDS.get(norm);
    // "au dernier étage" is the top floor, whatever floor the home calls "Étage".
    const ownFloor = ref === undefined || 'top' in ref ? undefined : ownFloorWithin(index, words);
    const byWord = ref === undefined ? [] : (ownFloor ?? floorsAt(index, ref));
    if (byWord.length > 0) return { span: { type: 'floor', places: byWord }, end };
    const ordinal = floorNumberOf(words);
    const byOrdinal = ordinal === undefined ? [] : floorsAt(index, { level: ordinal });
    if (byOrdinal.length > 0) return { span: { type: 'floor', places: byOrdinal }, end };
    if (words.length > 1) {
      const devices = index.lookup.devices.exact(norm, compact);
      if (devices.length > 0 && !areaPastEnd(index, tokens, start, end, LONGEST_SPAN))
        return { span: { type: 'device', places: devices }, end };
    }
    // The home's own word beats the appliance's concept ("plafonniers" for three "Plafonnier", not the
    // "Ventilateur de plafond" that the concept of a ceiling also reaches).
    // "飞利浦净化器": a CJK appliance word said without its first part, when the home has no such word.
    const short = words.length === 1 && !index.words.has(norm) ? shortAppliance(norm) : undefined;
    const appliance =
      words.length <= LONGEST_APPLIANCE
        ? (APPLIANCE_WORDS.get(norm) ?? short ?? declinedConcept(words))
        : undefined;
    if (appliance !== undefined) {
      const { key, plural } = applianceKeyOf(index, norm, words, appliance, endings);
      return { span: { type: 'appliance', key, plural }, end };
    }
    // "monitorerna" for the home's "Monitorer": the plural as the name writes it, before the appliance.
    const written =
      words.length === 1 ? writtenPluralName(norm, endings, (w) => index.words.has(w)) : undefined;
    if (written !== undefined) return { span: { type: 'appliance', key: written, plural: true }, end };
    const fromPlural =
      words.length <= LONGEST_APPLIANCE ? singularAppliancePhrase(words, endings) : undefined;
    if (fromPlural !== undefined) {
      const key = index.words.has(fromPlural.singular) ? fromPlural.singular : fromPlural.key;
      return { span: { type: 'appliance', key, plural: true }, end };
    }
  }
  return inflectedAt(index, tokens, start) ?? headAt(index, tokens, start, endings);
}

/**
 * A name of the home holds the word, or one name every word of a phrase ("okno dachowe" for "Okno dachowe
 * lewe" and "… prawe", window sensors; "okna dachowe" too, one letter off).
 */
function heldByOneName(index: TargetIndex, words: readonly string[]): boolean {
  // "fenêtre de toit": the small words between are no name's; "le son" is one word, held as said.
  const said = words.filter((word) => !STOP_WORDS.has(word));
  if (said.length < 2) return index.words.has(words.join(' '));
  const [first, ...rest] = said.map((word) => index.words.loose(word));
  return first !== undefined && [...first].some((entity) => rest.every((holders) => holders.has(entity)));
}

function intersect(current: IndexedPlace[] | undefined, next: IndexedPlace[]): IndexedPlace[] {
  // Two mentions of the same kind of place ("kitchen, living room") widen; this is one phrase part,
  // so a second area is a refinement only when it overlaps ("bedroom" + "Master Bedroom").
  if (current === undefined) return next;
  const overlap = current.filter((place) => next.includes(place));
  return overlap.length > 0 ? overlap : [...current, ...next];
}

const KANA_HANGUL = /^[\p{Script=Katakana}\p{Script=Hangul}ー]+$/u;

export function parseTarget(index: TargetIndex, said: string[], endings?: Endings): ParsedTarget {
  // "den stora golvlampan": a Swedish or Danish adjective before the noun (definite-adjective.ts).
  const tokens = adjectivesRead(index, heardAsOne(index, said), endings);
  const parsed: ParsedTarget = {
    tokens,
    all: false,
    plural: false,
    count: undefined,
    kind: undefined,
    kindTokens: [],
    qualifiers: [],
    reading: false,
    here: false,
    areas: undefined,
    floors: undefined,
    devices: undefined,
    placeName: undefined,
    names: [],
    severalRooms: false,
    literalArea: false,
    wants: undefined,
    // Any word, even one read as a place ("lá fora" is also the garden when the home has one).
    outside: tokens.some((token) => OUTSIDE_WORDS.has(token)),
  };
  let kindStart = -1;
  let kindEnd = -1;
  const everyWords: string[] = [];
  // Words dropped as a verb's or a sentence's (not an order's): what an "all" may have been said of.
  const dropped: number[] = [];
  const roomWords: string[] = [];
  const roomsAsKinds: string[] = [];
  let saidFloors: SaidFloors | undefined;
  // "baja el brillo", "switch off the lights": the order, not the floor "Planta baja" nor a switch.
  for (let at = orderFirst(tokens, STOP_WORDS); at < tokens.length;) {
    let word = tokens[at]!;
    const lone = loneSoundName(index.soundAlike, tokens, at, (said) => index.words.loose(said).size > 0);
    // "la barre de son" (a soundbar) is no locking "barre": a kind said in words is read before a verb.
    // "alle låse", "alla lås": a kind said right after "all" is no locking verb (all-of-word.ts).
    const verb =
      kindPhraseAt(tokens, at) || kindAfterAll(tokens, at, endings)
        ? undefined
        : verbAt(tokens, at, (phrase) => index.words.has(phrase), endings);
    if (verb !== undefined) {
      // A locking word says more than an open/closed one beside it ("sperr … auf").
      if (parsed.wants !== 'lock') parsed.wants = verb.wants;
      if (verb.end === at + 1) dropped.push(at);
      at = verb.end;
      continue;
    }
    // "right now", "jetzt", "지금", "lige nu": a word of time is no part of the name (time-words.ts).
    const time = timeFillerEnd(tokens, at, (said) => index.words.has(said));
    if (time !== undefined) {
      at = time;
      continue;
    }
    const made = makerAt(index, tokens, at);
    const brand = made === undefined ? brandAt(tokens, at) : undefined;
    if (brand !== undefined) {
      // "필립스 휴" in a home that says only "Hue": the words of the brand the home uses.
      // Said in Latin letters ("the nest mini"), every word counts: "mini" is not dropped for "Nest Hub".
      const latin = brand.words.join(' ') === tokens.slice(at, brand.end).join(' ');
      const used = latin ? [] : brand.words.filter((brandWord) => index.words.has(brandWord));
      parsed.names.push(...(used.length > 0 ? used : brand.words));
      at = brand.end;
      continue;
    }
    // A reading said in two to four words ("light level", "몇 도야", "qualité de l'air"): one reading word.
    const reading = made === undefined ? readingAt(index, tokens, at) : undefined;
    if (reading !== undefined) {
      parsed.reading = true;
      parsed.names.push(reading.phrase);
      at = reading.end;
      continue;
    }
    const found = made ?? spanAt(index, tokens, at, endings);
    if (found !== undefined) {
      const { span, end } = found;
      const words = tokens.slice(at, end);
      if (span.type === 'appliance') {
        parsed.names.push(span.key);
        parsed.plural ||= span.plural;
      } else if (span.type === 'kind') {
        // Adjacent kind words name one thing by the last ("garage door light" is a light); a kind
        // further on only qualifies the first ("la luz de la puerta del garaje").
        // "shopping list", "liste des courses": a list keeps the kind of list either word said.
        if (span.kind.activity === true && parsed.kind?.domain === span.kind.domain) {
          // "mach das Radio leiser": what is done to the thing said is no other kind of it.
        } else if (sameDomain(parsed.kind, span.kind)) {
          if (parsed.kind?.classes === undefined) parsed.kind = span.kind;
        } else if (
          at === kindEnd &&
          !index.byDomain.has(span.kind.domain) &&
          index.byDomain.has(parsed.kind!.domain)
        ) {
          // "luminosità camera": a kind the home has nothing of (a security camera) after one it has names
          // no thing; it qualifies the first, as the room "camera" there does.
          parsed.qualifiers.push(...words);
        } else if (parsed.kind === undefined || at === kindEnd) {
          parsed.qualifiers.push(...tokens.slice(Math.max(0, kindStart), Math.max(0, kindEnd)));
          parsed.kind = span.kind;
          kindStart = at;
        } else parsed.qualifiers.push(...words);
        // "램프", "ランプ": a kind word said as the sound of a Latin word of the home's names ("Lamp") is
        // that word too, so it narrows to the names saying it as "lamp" would.
        const heard =
          words.length === 1 && KANA_HANGUL.test(words[0]!) ? index.soundAlike.find(words[0]!) : undefined;
        parsed.kindTokens.push(...words, ...(heard === undefined ? [] : [heard]));
        if (roomReadAsKind(words)) roomsAsKinds.push(...words);
        kindEnd = end;
      } else {
        parsed.placeName ??= span.places[0]?.name;
        if (span.type === 'floor') {
          saidFloors = withFloor(saidFloors, span.places, saysDirection(words));
          parsed.floors = saidFloors.floors;
        } else if (span.type === 'device') {
          parsed.devices = intersect(parsed.devices, span.places);
          // "주방 조명" names a device and a kind: the kind still serves the other parts of a list.
          for (const token of words) {
            const kind = KIND_WORDS.get(token);
            if (kind !== undefined && parsed.kind === undefined) {
              parsed.kind = kind;
              parsed.kindTokens.push(token);
            }
          }
        } else {
          // A room word that fits several areas ("bedroom": Bedroom 1, Bedroom 2) leaves a singular
          // request open; a literal name that follows ("Lenas Zimmer") is the room meant.
          if (span.type === 'room' && span.places.length > 1) parsed.severalRooms = true;
          if (span.type === 'room' && span.plural === true) parsed.plural = true;
          if (span.type === 'room') roomWords.push(...words);
          if (span.type === 'area') parsed.severalRooms = false;
          parsed.areas =
            span.type === 'room' && parsed.areas !== undefined && parsed.literalArea
              ? parsed.areas
              : intersect(parsed.areas, span.places);
          if (span.type === 'area') parsed.literalArea = true;
        }
      }
      at = end;
      continue;
    }
    if (ALL_WORDS.has(word) || HOME_WORDS.has(word)) {
      parsed.all = true;
      everyWords.push(word);
    } else if (smallWordBetweenNames(word, tokens[at - 1], tokens[at + 1], (name) => index.words.has(name))) {
      // "gotejamento dos vasos": Portuguese "dos" (of the), not Spanish "both" (forms/small-word-number.ts).
    } else if (BOTH_WORDS.has(word)) {
      parsed.plural = true;
      parsed.count = 2;
    } else if (COUNT_WORDS.has(word) && !index.words.has(word)) {
      parsed.plural = true;
      parsed.count = COUNT_WORDS.get(word);
    } else if (HERE_WORDS.has(word)) parsed.here = true;
    else if (OUTSIDE_WORDS.has(word)) parsed.here = false;
    // "floor lampen" for a "Floor Lamp": a floor word before a kind word, that a name holds, is the name's.
    else if (FLOOR_FILLER.has(word) && KIND_WORDS.has(tokens[at + 1] ?? '') && index.words.has(word))
      parsed.names.push(word);
    else if (lone !== undefined) {
      // "휴 아이리스": a one-syllable word that begins a Latin name said in Hangul or kana, word by word.
      parsed.names.push(...lone.words);
      at = lone.end - 1;
    } else if (IGNORED.some((set) => set.has(word))) {
      // An article, a command word, "and": no part of a name.
    } else if (notAName(index, word, tokens[at + 1], isSmallWord)) {
      if (!saidAsOrder(word, tokens[at + 1], isSmallWord)) dropped.push(at);
    } else {
      if (READING_WORDS.has(word) || readingClassesOf(word) !== undefined) parsed.reading = true;
      // "ソノス" for Sonos, "roomba" for ルンバ: a name the home writes in another script, by its sound.
      // A brand said in Latin letters is that brand ("den Sonos im Büro" is no "sensor"), also "sonossen".
      const brand =
        endings === 'definite'
          ? definiteBases(word).find((base) => LATIN_BRANDS.has(base) || madeBySaid(index, base))
          : undefined;
      if (brand !== undefined && index.words.loose(word).size === 0) word = brand;
      // A product line the registry gives a device ("Sileno" for a "Sileno City") is that device's, never a
      // home's word it only sounds like ("Salon").
      const unknown =
        index.words.loose(word).size === 0 && !LATIN_BRANDS.has(word) && !madeBySaid(index, word);
      // A word of the tables' phrases is said as meant ("solares" is no "Series": table-word.ts), and so is an
      // animal ("les poules", the hens, is no "Prise" that sounds like it).
      const meant = isTableWord(word) || PET_WORDS.has(word);
      const sounded = unknown && !meant ? index.soundAlike.findAlone(word) : undefined;
      const known = (said: string) => said !== word && index.words.loose(said).size > 0;
      // "nano lief" for "Nanoleaf": a Latin word that only begins a name, then one the home lacks.
      const next = tokens[at + 1];
      const begins = /^[a-z]+$/.test(word) && next !== undefined && index.words.loose(next).size === 0;
      const whole =
        (unknown || begins) && sounded === undefined
          ? soundedName(index.soundAlike, tokens, at, known)
          : undefined;
      parsed.names.push(...(whole?.words ?? [sounded ?? word]));
      if (whole !== undefined) at = whole.end - 1;
    }
    at += 1;
  }
  // "giù in taverna": a "down" word beside a room below ground or on no floor is the way there (down-to-room.ts).
  downToRoom(index, parsed, saidFloors?.byDirection === true);
  // An order to open says which of a door's entities only when a door or a window is named ("打开入户门"), or
  // a name alone ("apri portone": its sensor or its lock); "打开客厅灯" turns the light on.
  if (parsed.wants === 'open' && parsed.kind !== undefined && parsed.kind.domain !== 'binary_sensor')
    parsed.wants = undefined;
  // "tänd i köket", "geef de tuin water", "die Sauna aufheizen": a verb that says the kind (light-verb.ts,
  // give-water.ts, heat-place.ts).
  const named = roomWordsInNames(index, areaOnFloorSaid(index, parsed), roomWords);
  const byVerb = lightByVerb(kindAsPlace(index, ownNameOfKind(index, named, everyWords)));
  // "luz del garaje" with no garage: the room word is a name word (absent-room.ts).
  const read = absentRoomAsName(staleAir(heatingByVerb(wateringByGiving(byVerb))), roomsAsKinds);
  // "todos los pestillos": an "all" of a dropped word is of that word, never the whole home.
  return allOfDropped(read, dropped, endings);
}
