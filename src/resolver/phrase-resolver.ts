// One phrase against the target index: names, places, kinds, partial words, in that order of trust, and
// what to say when nothing fits. `resolveTarget` (resolve-target.ts) splits a request into phrases and
// hands each here. Reads the cached target index only; never calls Home Assistant.
import { ceilingKind } from './ceiling-kind.js';
import { typoOfSameThing } from './typo-concept.js';
import { conceptKey } from './words/device-words.js';
import { roomReadings } from './room-reading.js';
import { isInflection, parseTarget, type ParsedTarget } from './parse-target.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { weatherAnswer } from './weather-question.js';
import { siblingFor } from './sibling.js';
import { hiddenThere } from './hidden-there.js';
import { openingOrderPicks } from './opening-order.js';
import { towelRailAsRadiator } from './towel-radiator.js';
import { patioHeaterAsHeater } from './patio-heater-place.js';
import { withoutTelevisions } from './radio-no-tv.js';
import { withoutTubClimates } from './tub-climate.js';
import { primaryEntities } from './primary-entities.js';
import { endingsOf } from './forms/word-endings.js';
import { conceptsAsSaid, heldThere } from './compound-tail.js';
import {
  allOtherKind,
  byKindWord,
  counted,
  fewestOtherReadings,
  namedAsKind,
  ofReading,
} from './narrow-candidates.js';
import { oneOfSeveral } from './one-of-several.js';
import { hiddenSaidOtherwise, notExposed } from './similar-names.js';
import { onlyHiddenOfConcept } from './hidden-concept.js';
import { forms, nameReadings, placeAsName, READ_AGAIN } from './phrase-forms.js';
import {
  hiddenKindPhrase,
  hiddenNamed,
  saidAsOnlyHidden,
  nameAlone,
  onlyHiddenAppliance,
  onlyHiddenOfKind,
  onlyHiddenThere,
} from './hidden-kind.js';
import { anyLight, ceilingSaid, mainOf, sizeSaid } from './main-light.js';
import { listWithItem, placeInListName } from './list-item.js';
import { compoundSaid, withoutPosition } from './position-words.js';
import { mostWordsHeld, ofKindOrWorded } from './partial-words.js';
import { knownNames, saidAsWritten, saidInPluralOfName, servedLeftOut, verbBefore } from './known-words.js';
import { listByInitials } from './initials-name.js';
import { namedThere, twinsSaid, wholeNameSaid } from './whole-name.js';
import { unnamedShapeLights } from './unnamed-shape.js';
import { withTwins } from './numbered-twins.js';
import { kindPhraseApart } from './kind-apart.js';
import { sidedAmong } from './side-siblings.js';
import { locksAsked } from './lock-order.js';
import { compoundApart } from './compound-apart.js';
import { hiddenNarrower } from './hidden-narrower.js';
import { hoodOverExtractor } from './hood-over-extractor.js';
import { namedInCompound } from './compound-kind.js';
import { servedKind } from './served-kind.js';
import { falseFriendAsAll, falseFriendAsName } from './false-friend.js';
import { foldedOwnWord } from './folded-letter-word.js';
import { massAsOne } from './mass-word.js';
import { qualified } from './qualified.js';
import { placedBeside } from './beside-thing.js';
import { forWhom } from './for-whom.js';
import { coolingByFan } from './heat-place.js';
import { orBinarySensor } from './sensor-word.js';
import { headedBy } from './head-word.js';
import { eitherKind } from './either-kind.js';
import { ofKindAsked } from './kind-filter.js';
import { conceptElsewhere } from './concept-elsewhere.js';
import { hiddenOfOwnClass } from './hidden-own-class.js';
import { isPlural, pluralOfFound } from './plural-said.js';
import { notOtherThing } from './appliance-phrase.js';
import { activityConceptNamed } from './activity-concept.js';
import { anySlattedCover } from './slat-cover.js';
import { withoutAbsentConcept } from './absent-concept.js';
import { otherConceptMisspelt } from './table-word.js';
import { allOfNothing } from './all-of-nothing.js';
import { countInOneRoom } from './count-in-room.js';
import { areaWordsOf, HOME, hasPlace, inPlaces, noneOfKind, toCandidates } from './candidates.js';

export { wordScore } from './narrow-candidates.js';
export { hasPlace, toCandidates } from './candidates.js';
export { notExposed, similarNames } from './similar-names.js';

/** One phrase (or one part of a phrase) against the index. */
export class Resolver {
  readonly #index: TargetIndex;
  readonly #options: ResolveOptions;

  constructor(index: TargetIndex, options: ResolveOptions) {
    this.#index = index;
    this.#options = options;
  }

  /** Entities whose whole name or alias is the phrase ("Kitchen Light", "la lámpara del salón"). */
  named(norm: string | readonly string[] | undefined): IndexedEntity[] | undefined {
    for (const form of norm === undefined
      ? []
      : typeof norm === 'string'
        ? forms(norm)
        : norm.flatMap(forms)) {
      const named = this.#inDomain(this.#index.lookup.entities.exact(form, form.replace(/ /g, '')));
      if (named.length > 0) return named;
    }
    return undefined;
  }

  /** Resolves one phrase; a "not-found" here carries no suggestions yet (the caller adds them). */
  resolve(norm: string, tokens: string[], given?: ParsedTarget): Resolution {
    const read = given ?? parseTarget(this.#index, tokens, endingsOf(this.#options.language));
    // "the pool heater" in a home with no pool and a "Sauna Heater": nothing (absent-concept.ts).
    return withoutAbsentConcept(this.#index, read, this.#resolveRead(norm, tokens, read));
  }

  #resolveRead(norm: string, tokens: string[], read: ParsedTarget): Resolution {
    const endings = endingsOf(this.#options.language);
    // "la box" in a French home is the "Box Internet", not a speaker; "apaga todo" is everything, not the
    // to-do list (false-friend.ts).
    // "TV 옆 플러그" is a plug placed by the TV (beside-thing.ts).
    const parsed =
      falseFriendAsName(this.#index, read, this.#options.language) ??
      falseFriendAsAll(this.#index, read, this.#options.language) ??
      foldedOwnWord(read, this.#options.language) ??
      placedBeside(this.#index, read) ??
      read;
    // "the Gardena" beside its mower and its water valve: either, asked about (either-kind.ts).
    const either = eitherKind(
      this.#index,
      parsed,
      (said) => this.resolve(norm, tokens, said),
      this.#options.satelliteAreaId,
    );
    if (either !== undefined) return either;
    // "The big light in the living room", "客厅大灯": its ceiling or main light (main-light.ts).
    const size = sizeSaid(parsed, this.#options.domain);
    const sized = size !== undefined && this.named(norm) === undefined ? size : undefined;
    const main =
      sized && mainOf(this.#index, this.#fallback(norm, anyLight(parseTarget(this.#index, sized, endings))));
    if (main) return main;
    // "washer leak sensor": a plain sensor word that found nothing may name a binary sensor (sensor-word.ts).
    const answer = orBinarySensor(parsed, (said) => this.#fallback(norm, said));
    // "das Deckenlicht bei Emil" where no light is named for the ceiling: the main one (main-light.ts).
    const ceiling = answer.kind === 'found' || this.named(norm) ? undefined : ceilingSaid(parsed);
    const byCeiling =
      ceiling &&
      mainOf(this.#index, this.#fallback(norm, anyLight(parseTarget(this.#index, ceiling, endings))), true);
    if (byCeiling) return byCeiling;
    // "客厅的吸顶灯": a ceiling word said as the kind is the room's main light (ceiling-kind.ts).
    const byKind = ceilingKind(this.#index, parsed, answer);
    if (byKind) return byKind;
    const hood = hoodOverExtractor(this.#index, answer, parsed);
    return siblingFor(this.#index, hood, parsed.wants, this.#options.prefer);
  }

  #fallback(norm: string, parsed: ParsedTarget): Resolution {
    // "How warm is it outside", "will it rain tomorrow": an outdoor sensor, else the weather.
    const asked = weatherAnswer(this.#index, parsed, norm, this.#options);
    if (asked !== undefined) return asked;
    let answer = this.#resolveParsed(norm, parsed);
    // "Butter auf die Einkaufsliste", "買い物リストに牛乳を追加": the list, not the item (list-item.ts).
    // A list word beside another kind is the list too ("bombillas en la lista de la compra").
    const missed = answer.kind === 'not-found' || answer.kind === 'empty' || parsed.kind?.domain !== 'todo';
    const list = missed ? listWithItem(this.#index, parsed) : undefined;
    const listed = list && this.#resolveParsed(norm, list);
    if (listed?.kind === 'found') return listed;
    // "garden jobs list" for a list "Garden Jobs": a list stands in no room, so the place is its name's.
    const named = answer.kind === 'found' ? undefined : placeInListName(parsed);
    const byName = named && this.#resolveParsed(norm, named);
    if (byName?.kind === 'found') return byName;
    // "la luz de encima del fregadero", "het nachtlampje bij Sem": place words are no name words.
    const placed = answer.kind === 'not-found' ? withoutPosition(parsed) : undefined;
    if (placed !== undefined) answer = this.#resolveParsed(norm, placed);
    // "de verlichting boven het aanrecht" for an "Aanrechtverlichting": a compound said in two parts.
    const joined = answer.kind === 'not-found' ? this.named(compoundSaid(placed ?? parsed)) : undefined;
    if (joined !== undefined) return this.#pick(joined, parsed, false);
    // "Die Deckenlampe im Wohnzimmer", "l'arrosage du gazon": the names read another way (phrase-forms).
    // "lo scaldamotore della macchina": what a thing serves, a word the home knows nowhere (known-words).
    const served = (said: ParsedTarget) => servedLeftOut(this.#index, said);
    // "taklampan i köket" for the kitchen's "Kök Tak": a compound read apart (compound-apart.ts).
    const apart = (said: ParsedTarget) => compoundApart(this.#index, said);
    // "リビングのスタンド" for a "フロアスタンド": the concept's word as said, a name's end (compound-tail.ts).
    const asSaid = (said: ParsedTarget) => conceptsAsSaid(this.#index, said);
    // Also without the place words ("o candeeiro pequenino ao pé do cadeirão": both left out).
    for (const said of placed === undefined ? [parsed] : [parsed, placed])
      for (const other of answer.kind === 'not-found' ? [...READ_AGAIN, served, apart, asSaid] : []) {
        const again = other(said);
        const byOther = again === undefined ? undefined : this.#resolveParsed(norm, again);
        if (byOther?.kind === 'found' || byOther?.kind === 'ambiguous') answer = byOther;
        if (answer.kind !== 'not-found') break;
      }
    // "el comedero del perro" for a "Comedero Toby": the animal a thing is for (for-whom.ts).
    const resolveAgain = (said: ParsedTarget) => this.#resolveParsed(norm, said);
    if (answer.kind === 'not-found') answer = forWhom(this.#index, parsed, resolveAgain) ?? answer;
    // "la tira LED de la tele" for a "Tira LED TV": the kind is a word of the thing's name (served-kind.ts).
    const serving = answer.kind === 'not-found' ? servedKind(this.#index, parsed) : undefined;
    const byServing = serving === undefined ? undefined : this.#resolveParsed(norm, serving);
    if (byServing?.kind === 'found' || byServing?.kind === 'ambiguous') answer = byServing;
    // "Water the flowers", "给花浇水": what an activity is done to need not be a name of the home.
    // Not for a reading word ("hot" in "the hot tub" names no tub).
    // Nor need words said before an article and the kind that the home has nowhere ("pasar la
    // aspiradora"): verbs the tables lack. "The pool heater" names a heater, so stays not found.
    const acts =
      (parsed.kind?.activity === true && parsed.kind.fallback === undefined) ||
      parsed.names.every((word) => verbBefore(this.#index, word, parsed) || isInflection(word));
    if (acts && parsed.names.length > 0 && answer.kind === 'not-found') {
      // "sube el volumen del Nest Audio": the words the home knows still name the thing (known-words.ts).
      const known = { ...parsed, names: knownNames(this.#index, parsed.names) };
      // Never the whole home: "밥 다 됐어" drops "밥" and is left with "all" (all-of-nothing.ts).
      const kindOnly = allOfNothing(known) ? answer : this.#resolveParsed(norm, known);
      if (kindOnly.kind === 'found' || kindOnly.kind === 'ambiguous') answer = kindOnly;
    }
    // "Blumen auf dem Balkon gießen" with no valve there but a switch named "Tropfbewässerung".
    const concept = parsed.kind?.concept;
    if (concept !== undefined && answer.kind !== 'found' && answer.kind !== 'ambiguous') {
      const named = this.#resolveParsed(norm, { ...parsed, kind: undefined, names: [conceptKey(concept)] });
      if (named.kind === 'found' || named.kind === 'ambiguous') return named;
    }
    // "le radiateur de la salle de bain" whose one radiator is its "Sèche-serviettes" (towel-radiator.ts).
    const rail = answer.kind === 'empty' ? towelRailAsRadiator(parsed) : undefined;
    const byRail = rail === undefined ? undefined : this.#resolveParsed(norm, rail);
    if (byRail?.kind === 'found' || byRail?.kind === 'ambiguous') return byRail;
    // "il riscaldatore del terrazzo" whose one heater is its "Fungo riscaldante" (patio-heater-place.ts).
    const patio =
      answer.kind === 'empty' || answer.kind === 'not-found' ? patioHeaterAsHeater(parsed) : undefined;
    const byPatio = patio === undefined ? undefined : this.#resolveParsed(norm, patio);
    if (byPatio?.kind === 'found' || byPatio?.kind === 'ambiguous') return byPatio;
    // "서재 스탠드" in a room whose one light is a "Hue go": the light there (unnamed-shape.ts).
    const lamps = answer.kind === 'not-found' ? unnamedShapeLights(this.#index, parsed) : undefined;
    if (lamps !== undefined) return this.#pick(lamps, parsed, false);
    // "The weather outside", "het weer in de tuin": a weather entity has no room; the home's forecast is it.
    const placeless = parsed.kind?.domain === 'weather' ? 'weather' : undefined;
    const fallback = parsed.names.length === 0 ? (parsed.kind?.fallback ?? placeless) : undefined;
    if (fallback === undefined || answer.kind === 'found' || answer.kind === 'ambiguous') return answer;
    // "How warm is it outside" with no thermometer out there: the weather.
    const weather = this.#structural({
      ...parsed,
      kind: { domain: fallback, plural: false },
      areas: undefined,
      floors: undefined,
      devices: undefined,
    });
    return weather?.kind === 'found' || weather?.kind === 'ambiguous' ? weather : answer;
  }

  #resolveParsed(norm: string, parsed: ParsedTarget): Resolution {
    const index = this.#index;
    const read = parsed.tokens.join(' ');
    const found = this.named(nameReadings(norm, parsed)) ?? listByInitials(index, norm, parsed);
    // "The reading lamp in the den": a whole name said with its place is the ones there (whole-name.ts).
    const inPlace = (list: IndexedEntity[]) => this.#inPlaces(list, { ...parsed, devices: undefined });
    // 1. A whole name or alias; said in the plural with a place ("kitchen lights" when one light is
    //    called that), every one of the kind there, unless the name is a group's (its members are in it).
    //    A bare name Home Assistant numbered again ("Deumidificatore 2") is either (numbered-twins.ts).
    if (found !== undefined) {
      const named = namedThere(withTwins(index, found), parsed, inPlace) ?? found;
      const group = named.some((entity) => entity.members !== undefined);
      if (isPlural(parsed) && parsed.names.length === 0 && hasPlace(parsed) && !group) {
        const wider = this.#structural(parsed);
        if (wider?.kind === 'found' && named.every((entity) => wider.entityIds.includes(entity.id))) {
          return wider;
        }
      }
      return this.#pick(named, parsed, false);
    }
    // 2. Places and kinds only ("kitchen lights", "upstairs", "the thermostat").
    if (parsed.names.length === 0) {
      // "Lock the door", "lås alle døre", "锁门": the locks, not the door sensors (lock-order.ts).
      const locks = locksAsked(index, parsed);
      const structural = this.#structural(locks ?? parsed);
      // "현관문 잠가", "锁上前门" in a home with a lock and no door sensor: the locking word's lock.
      const lockless = structural?.kind === 'empty' || structural?.kind === 'not-found';
      if (lockless && parsed.wants === 'lock' && parsed.kind?.domain === 'binary_sensor') {
        const locks = index.byDomain.get('lock') ?? [];
        const there = hasPlace(parsed) ? this.#inPlaces(locks, parsed) : locks;
        if (there.length > 0) return this.#pick(there, { ...parsed, kind: undefined }, false);
      }
      if (structural?.kind === 'empty') {
        // "Cool the bedroom" with nothing there that cools but a fan: the fan (heat-place.ts).
        const fanned = coolingByFan(parsed);
        const byFan = fanned === undefined ? undefined : this.#structural(fanned);
        if (byFan?.kind === 'found' || byFan?.kind === 'ambiguous') return byFan;
        // "portão da garagem" with a gate in the garage and no garage door: the kind's words apart.
        const apart = kindPhraseApart(index, parsed, endingsOf(this.#options.language));
        const there = apart === undefined ? undefined : this.#structural(apart);
        if (there?.kind === 'found' || there?.kind === 'ambiguous') return there;
        // "rullegardinet i stuen" beside only a venetian blind there: another slatted cover (slat-cover.ts).
        const slats = anySlattedCover(parsed);
        const slatted = slats === undefined ? undefined : this.#structural(slats);
        if (slatted?.kind === 'found' || slatted?.kind === 'ambiguous') return slatted;
        // Also as read: "elbil laderen" is the hidden "Elbil lader" (its device, which has nothing visible).
        const hidden =
          hiddenNamed(this.#index, [norm, read], false, this.#options.domain) ?? this.#hiddenThere(parsed);
        if (hidden !== undefined) return notExposed(index, hidden);
        // No such kind there, but a device named with that word ("the window" for "Window Blind").
        if (parsed.kind !== undefined && this.#options.domain === undefined) {
          // An activity's own concept first: "vattna" is the watering switch, never a "Tvätt" timer it sounds like.
          const byConcept = activityConceptNamed(parsed);
          const named =
            (byConcept && this.#partial(byConcept)) ??
            this.#partial({ ...parsed, kind: undefined, names: parsed.kindTokens });
          const there = hasPlace(parsed) ? this.#inPlaces(undefined, parsed) : index.entities;
          const worded = named ? [] : namedAsKind(there, parsed.kind, areaWordsOf(index));
          if (named !== undefined || worded.length > 0) return named ?? this.#pick(worded, parsed, false);
        }
        const hiddenThere = this.#inPlaces(index.hidden, parsed);
        const hiddenKind = onlyHiddenOfKind(hiddenThere, parsed) ?? onlyHiddenThere(hiddenThere, parsed);
        if (hiddenKind !== undefined) return notExposed(index, hiddenKind);
        // Nothing there: the place's words may be a name's ("la lista dei lavori del fienile").
        const asName = placeAsName(parsed);
        const renamed = asName === undefined ? undefined : this.#partial(asName);
        if (renamed !== undefined) return renamed;
      }
      // "The smart speaker" is a hidden speaker's own name: say so rather than act on another speaker.
      if (structural !== undefined && !isPlural(parsed) && !hasPlace(parsed)) {
        const hidden =
          hiddenNamed(index, [norm], false, this.#options.domain) ??
          hiddenKindPhrase(index, parsed.kindTokens, this.#options.domain);
        if (hidden !== undefined) return notExposed(index, hidden);
      }
      // "인공지능 스피커" found only the TV while the one speaker is hidden (hidden-own-class.ts).
      const ownClass =
        structural && hiddenOfOwnClass(index, parsed, structural, this.#inPlaces(index.hidden, parsed));
      if (ownClass) return notExposed(index, ownClass);
      if (structural !== undefined) return noneOfKind(structural);
    }
    // A hidden entity's whole name is no typo of a visible one ("die Esstischlampe" is not the Stehlampe),
    // also as read ("køkkenradioen") or as the name alone (hidden-kind.ts: "sätt på motorvärmaren").
    const hiddenExact = hiddenNamed(index, [norm, read, ...nameAlone(parsed)], false, this.#options.domain);
    if (hiddenExact !== undefined) return notExposed(index, hiddenExact);
    // 3. The whole name with one typo ("kitchn light"); not words the home writes so (known-words.ts).
    const endings = endingsOf(this.#options.language);
    const written = saidAsWritten(index, parsed, norm) || saidInPluralOfName(index, parsed, endings);
    const asWritten = written ? this.#partial(parsed) : undefined;
    if (asWritten !== undefined) return asWritten;
    for (const form of forms(norm)) {
      // "어항 필터" is no typo of an "어항 히터": a typo says the same thing (typo-concept.ts).
      const typo = typoOfSameThing(index.lookup.entities.typo(form.replace(/ /g, '')), parsed.names);
      const named = this.#inDomain(typo);
      // "ball lamp", a round lamp, is no "Wall Lamp" mistyped (table-word.ts).
      if (named.length > 0 && !otherConceptMisspelt(form, named))
        return this.#pick(withTwins(index, named), parsed, false);
    }
    // 4. Words of names, within the places and kinds named ("desk", "Trader Joe's list"); a word only a
    //    hidden name writes is that hidden thing (hidden-kind.ts: "the HomePod" is no "Forecast Home").
    if (parsed.names.length > 0) {
      const own = this.#hiddenThere(parsed);
      if (own !== undefined && saidAsOnlyHidden(index, own, parsed.names)) return notExposed(index, own);
      const partial = this.#partial(parsed);
      if (partial !== undefined) return partial;
    }
    // 5. Nothing visible: say "not exposed" when a hidden entity carries that name, else suggest.
    const hidden =
      hiddenNamed(this.#index, [norm], true, this.#options.domain) ??
      this.#hiddenThere(parsed) ??
      hiddenSaidOtherwise(index, forms(norm), endingsOf(this.#options.language), this.#options.domain) ??
      onlyHiddenAppliance(this.#inPlaces(index.hidden, parsed), parsed) ??
      onlyHiddenOfConcept(this.#inPlaces(index.hidden, parsed), parsed);
    if (hidden !== undefined) return notExposed(index, hidden);
    return { kind: 'not-found', suggestions: [] };
  }

  #inDomain(entities: readonly IndexedEntity[]): IndexedEntity[] {
    const domain = this.#options.domain;
    return domain === undefined ? [...entities] : entities.filter((entity) => entity.domain === domain);
  }

  #kindDomain(parsed: ParsedTarget): string | undefined {
    return this.#options.domain ?? parsed.kind?.domain;
  }

  #ofKind(entities: readonly IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
    const ofKind = ofKindAsked(entities, parsed, this.#kindDomain(parsed));
    return withoutTelevisions(this.#index, withoutTubClimates(ofKind, parsed), parsed);
  }

  #primary(entities: IndexedEntity[], parsed: ParsedTarget): IndexedEntity[] {
    return openingOrderPicks(
      primaryEntities(entities, parsed, this.#options.prefer, this.#kindDomain(parsed)),
      parsed,
    );
  }

  #found(entities: IndexedEntity[], group: boolean, parsed: ParsedTarget): Resolution {
    const answer: Resolution = {
      kind: 'found',
      entityIds: entities.map((entity) => entity.id),
      group,
      domainNamed: this.#kindDomain(parsed) !== undefined,
    };
    // "小米音箱" found only the "小米电视" while the one speaker is hidden (hidden-own-class.ts).
    const hidden = hiddenOfOwnClass(this.#index, parsed, answer, this.#inPlaces(this.#index.hidden, parsed));
    return hidden === undefined ? answer : notExposed(this.#index, hidden);
  }

  /** Named entities: the kind asked for, the device over its sensors, the satellite's room, or ask. */
  #pick(entities: IndexedEntity[], parsed: ParsedTarget, group: boolean): Resolution {
    let list = this.#primary(entities, parsed);
    const kinded = this.#ofKind(list, parsed);
    if (list.length > 1 && kinded.length > 0) list = kinded;
    // "La temperatura in taverna": the room's thermometer, not the freezer's (room-reading.ts).
    if (list.length > 1 && parsed.reading)
      list = roomReadings(fewestOtherReadings(ofReading(list, parsed.tokens), parsed.tokens), parsed);
    const local = list.filter((entity) => entity.areaId === this.#options.satelliteAreaId);
    if (list.length > 1 && local.length === 1) list = local;
    if (list.length === 1 || isPlural(parsed) || group) {
      return this.#found(list, list.length > 1, parsed);
    }
    return { kind: 'ambiguous', candidates: toCandidates(this.#index, list, this.#options.satelliteAreaId) };
  }

  #inPlaces(entities: readonly IndexedEntity[] | undefined, parsed: ParsedTarget): IndexedEntity[] {
    return inPlaces(this.#index, entities, parsed);
  }

  #structural(parsed: ParsedTarget): Resolution | undefined {
    const index = this.#index;
    const domain = this.#kindDomain(parsed);
    // "the game console" for an "Xbox" on a plug (concept-elsewhere.ts).
    const pool = hasPlace(parsed) ? this.#inPlaces(undefined, parsed) : index.entities;
    const elsewhere = this.#options.domain === undefined ? conceptElsewhere(pool, parsed) : undefined;
    if (elsewhere !== undefined) return this.#pick(elsewhere, parsed, false);
    if (hasPlace(parsed)) {
      const inPlace = qualified(this.#ofKind(this.#inPlaces(undefined, parsed), parsed), parsed, index);
      const place = parsed.placeName ?? 'that place';
      // "Trapea la cocina" with the home's one vacuum docked in the living room: it goes where it is sent.
      // Not when a thing there is named as that kind ("støvsugeren i værkstedet": its "Værkstedsstøvsuger").
      const roaming =
        domain === 'vacuum' && !namedInCompound(this.#inPlaces(undefined, parsed), parsed.kindTokens)
          ? (index.byDomain.get(domain) ?? [])
          : [];
      if (inPlace.length === 0 && roaming.length === 1) return this.#found(roaming, false, parsed);
      if (inPlace.length === 0) return { kind: 'empty', place, domain };
      const onlyDevice = parsed.areas === undefined && parsed.floors === undefined;
      if (onlyDevice) return this.#pick(inPlace, parsed, false);
      const list = byKindWord(
        counted(domain === undefined ? this.#primary(inPlace, parsed) : inPlace, parsed),
        parsed,
      );
      const hidden = allOtherKind(list, parsed) ? this.#hiddenThere(parsed) : undefined;
      if (hidden !== undefined) return notExposed(index, hidden);
      // "die Heizung im Büro" with two things there named "Heizung …": one of them (mass-word.ts).
      const asked = massAsOne(list, parsed);
      const several = oneOfSeveral(list, asked, domain !== undefined);
      if (several !== undefined) return this.#pick(several, asked, false);
      const twins = twinsSaid(list, asked);
      if (twins !== undefined) return this.#pick(twins, asked, false);
      const whole =
        wholeNameSaid(list, asked) ?? (domain === 'sensor' ? roomReadings(list, asked) : undefined);
      return this.#found(whole ?? list, whole === undefined || whole.length > 1, asked);
    }
    if (domain === undefined && !parsed.all) return undefined;
    // Only a kind or "all": the satellite's room first, then the whole home when plural or "all",
    // the one there is, or every candidate to ask about.
    const ofDomain = domain === undefined ? index.entities : (index.byDomain.get(domain) ?? []);
    const everywhere = byKindWord(
      counted(qualified(this.#ofKind(ofDomain, parsed), parsed, index), parsed),
      parsed,
    );
    const satellite = this.#options.satelliteAreaId;
    if (satellite !== undefined && !parsed.all) {
      const local = everywhere.filter((entity) => entity.areaId === satellite);
      if (local.length > 0) return this.#found(local, true, parsed);
    }
    // "The AC" in a home whose thermostats only heat: nothing is called that (the domain has entities).
    if (everywhere.length === 0 && parsed.kind?.strict === true && ofDomain.length > 0) {
      return { kind: 'not-found', suggestions: [] };
    }
    if (everywhere.length === 0) return { kind: 'empty', place: HOME, domain };
    // "The extractor fan" beside a desk fan, the extractor hidden (hidden-narrower.ts).
    const narrower = hiddenNarrower(index.hidden, everywhere, parsed);
    if (narrower !== undefined) return notExposed(index, narrower);
    if (isPlural(massAsOne(everywhere, parsed))) return this.#found(everywhere, true, parsed);
    if (everywhere.length === 1) return this.#found(everywhere, false, parsed);
    // "l'ampoule" beside "Ampoule 1" and "Ampoule 2" and lights named otherwise: which of the two.
    const asked = sidedAmong(everywhere, parsed.kindTokens) ?? everywhere;
    return { kind: 'ambiguous', candidates: toCandidates(index, asked, satellite) };
  }

  #partial(parsed: ParsedTarget): Resolution | undefined {
    const index = this.#index;
    const endings = endingsOf(this.#options.language);
    const there = (found: Iterable<IndexedEntity>) => {
      const pool = this.#inDomain([...found]);
      return hasPlace(parsed) ? this.#inPlaces(pool, parsed) : pool;
    };
    // "elementet hos Jonas" for his "Oljeelement": words as compounds' ends where need be (compound-tail.ts).
    const held = heldThere(index, parsed.names, endings, there);
    // "the coffee machine" is no "Coffee table lamp" (appliance-phrase.ts).
    let pool = notOtherThing(held.pool, parsed.tokens);
    let plural = parsed.plural || held.plural;
    if (pool.length === 0) return undefined;
    // The kind filters, unless its words are part of the name, or a reading's device (partial-words.ts).
    if (parsed.kind !== undefined && this.#options.domain === undefined)
      pool = ofKindOrWorded(index, pool, parsed, endings, (list) => this.#ofKind(list, parsed));
    if (pool.length === 0) return undefined;
    const tied = mostWordsHeld(pool, parsed.names);
    plural ||= pluralOfFound(index, parsed.names, tied, endings);
    // "the projector" beside an "Epson Projector" and a "Projector Screen": the one it heads (head-word.ts).
    const one = !plural && !isPlural(parsed);
    const best = (one && headedBy(tied, parsed.names, this.#options.language)) || tied;
    // "les deux chevets" among three: the room holding the two (count-in-room.ts).
    const counted = countInOneRoom(qualified(best, parsed, index), parsed);
    return this.#pick(counted, plural ? { ...parsed, plural } : parsed, false);
  }

  #hiddenThere(parsed: ParsedTarget): IndexedEntity | undefined {
    return hiddenThere(this.#index, parsed, this.#kindDomain(parsed));
  }
}
