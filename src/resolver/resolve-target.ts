// The entity resolver: turns what the user called a thing ("Wohnzimmerlampe", "the lights",
// "everything upstairs", "kitchn light", "living room and kitchen lights") into exposed entity ids,
// or says why it cannot. Splits a request into phrases (a list, an entity id) and resolves each with
// phrase-resolver.ts. Reads the cached target index only; never calls Home Assistant.
import { saysDiacriticPlural } from './words/kind-words.js';
import { pluralArticleFirst } from './plural-article.js';
import { compactText, normalizeText } from './normalize-text.js';
import { parseTarget } from './parse-target.js';
import { hasPlace, notExposed, Resolver, similarNames } from './phrase-resolver.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import { KOREAN_PARTICLES, STOP_WORDS } from './words/target-words.js';
import { isKnown, tokenizePhrase } from './tokenize-phrase.js';
import { hyphenRest, joinedAtHyphen } from './hyphen-compound.js';
import { withoutConnection } from './connection-left-out.js';
import { endingsOf, type Endings } from './forms/word-endings.js';
import { afterWakeWord } from './words/wake-words.js';
import { withoutFractionPutOn, withoutValue } from './said-value.js';
import { withoutClockTime } from './clock-time.js';
import { withoutAgain } from './again.js';
import { stoveAsHeating } from './stove-heating.js';
import { shortOrderReading } from './short-order-reading.js';
import { frontDoorByRoom } from './front-door-room.js';
import { otherKind } from './other-kind.js';
import { withNameWordsApart } from './joined-name-words.js';
import { withoutAdjectives } from './definite-adjective.js';
import {
  isJoiner,
  KIND_PART_ASKS,
  partNamesNothing,
  placeAfterJoiner,
  resolveParts,
  saidAsList,
} from './list-parts.js';
import { spacedReadings } from './run-together.js';
import { askedFill } from './fill-level.js';
import { possessiveRoom } from './places-named.js';
import { nameInOrder, wholeNamed, withoutHanParticles, withoutParticles } from './particle-name.js';
import { withoutHonorific } from './honorific.js';
import { personNamedLikeSmallWord } from './person-stop-word.js';
import { withNameDigits } from './name-digits.js';
import { withSideAsNamed } from './side-said.js';
import { withLettersNamed } from './forms/letter-names.js';
import { hiddenNamed } from './hidden-kind.js';
import { namedByInitials } from './initials-name.js';
import { withJoinedMakers } from './words/joined-makers.js';
import { withKanjiReadings } from './forms/kana-reading.js';
import { withKanjiHeard } from './forms/kanji-heard.js';
import { withHiraganaNamed, withKatakanaTyped } from './katakana-typed.js';
import { withKoreanVowelsHeard } from './forms/korean-vowels.js';
import { oneLetterVowels } from './forms/two-letter-vowels.js';
import { ownTemperature, withoutTemperature } from './own-temperature.js';
import { listAddedTo } from './list-add.js';
import { carCharger, carHeater } from './car-charge.js';
import { FILTERING_CONCEPTS, filteringLeftOut } from './filter-pump.js';
import { conceptKey } from './words/device-words.js';
import { withoutSetOff } from './set-off.js';
import { withoutPoliteEdge } from './polite-edge.js';
import { byMaker } from './maker-device.js';
import { madeBySaid } from './maker-words.js';
import { applianceProgress } from './appliance-progress.js';
import { kindNamedAlone } from './kind-alone-name.js';
import { heaterNotWater } from './heater-not-water.js';
import { consumptionAtMeter } from './consumption-meter.js';
import { lightsOfThing } from './light-bearing.js';
import { bedLampApart } from './words/flower-bed.js';
import { withKoreanLampApart } from './korean-lamp-apart.js';
import { airconHeating } from './aircon-heats.js';
import { withDiningTableAsRoom } from './dining-table-room.js';
import { presenceAsked } from './presence-question.js';
import { asMode, withoutModeWord } from './mode-word.js';
import { isTablePhrase } from './table-word.js';

export type { Candidate, Resolution, ResolveOptions } from './resolution.js';

const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;
/**
 * Longer than any way of calling a thing, even a whole request with its value ("set the office mini split
 * to 70"): nothing is called that, and the readings tried on a phrase grow faster than its words, so a
 * model that passes a paragraph (or anyone who sends one) must not hold the turn for seconds.
 */
const MAX_WORDS = 24;
const MAX_CHARACTERS = 160;

/** True when the text is longer than any way of calling a thing (resolveTarget finds nothing in it). */
export function tooLongToName(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > MAX_CHARACTERS || trimmed.split(/\s+/).length > MAX_WORDS;
}

/**
 * How deep one reading may rewrite the phrase and read it again (a maker's name joined, kana read as kanji, a
 * person's room, a value taken off …): a real phrase needs a handful. Past it a rewrite that goes round in a
 * circle finds nothing instead of overflowing the stack and losing the turn.
 */
const MAX_REWRITES = 24;
let rewrites = 0;

export function resolveTarget(index: TargetIndex, text: string, options: ResolveOptions = {}): Resolution {
  if (tooLongToName(text) || rewrites >= MAX_REWRITES) return { kind: 'not-found', suggestions: [] };
  rewrites += 1;
  try {
    const resolution = resolveOnce(index, text, options);
    // "テレビ" beside a "TV" and a "Fire TV": the one named by the kind's word alone (kind-alone-name.ts),
    // read of the request as said, never of a rewrite's step.
    // "the heater in the utility room" holding only an immersion heater (heater-not-water.ts).
    // "il consumo elettrico" beside a meter and an inverter: the meter's (consumption-meter.ts).
    if (rewrites !== 1) return resolution;
    return consumptionAtMeter(
      index,
      text,
      heaterNotWater(index, text, kindNamedAlone(index, text, resolution)),
    );
  } finally {
    rewrites -= 1;
  }
}

function resolveOnce(index: TargetIndex, text: string, options: ResolveOptions): Resolution {
  const trimmed = text.trim();
  if (ENTITY_ID.test(trimmed)) return resolveEntityId(index, trimmed, options);
  const afterWake = afterWakeWord(trimmed);
  if (afterWake !== undefined) {
    const rest = resolveAfterWakeWord(index, trimmed, afterWake, options);
    if (rest !== undefined) return rest;
  }
  // "B&O i køkkenet", "bang og olufsen": one maker, not a list nor two letters (joined-makers.ts).
  const maker = withJoinedMakers(trimmed);
  if (maker !== trimmed) return resolveTarget(index, maker, options);
  // "えあこん", "きっちんの照明": a katakana word typed in hiragana is that word (katakana-typed.ts).
  const katakana = withKatakanaTyped(index, trimmed, (word) => isKnown(word, index.known));
  if (katakana !== trimmed) return resolveTarget(index, katakana, options);
  // "ユイの部屋" for an area "ゆいの部屋": a name the home writes in hiragana (katakana-typed.ts).
  const hiragana = withHiraganaNamed(index, trimmed, (word) => isKnown(word, index.known));
  if (hiragana !== trimmed) return resolveTarget(index, hiragana, options);
  // "새탁기" for "세탁기": ㅐ and ㅔ (ㅙ, ㅚ and ㅞ) sound alike, either is written (forms/korean-vowels.ts).
  const vowels = withKoreanVowelsHeard(trimmed, (word) => isKnown(word, index.known), KOREAN_PARTICLES);
  if (vowels !== trimmed) return resolveTarget(index, vowels, options);
  // "거실 천장등" for "천장 조명", "식탁등" for "식탁 등": a light word written on (korean-lamp-apart.ts).
  const lampApart = withKoreanLampApart(
    trimmed,
    (word) => index.known.has(word),
    (word) => isKnown(word, index.known),
  );
  if (lampApart !== trimmed) return resolveTarget(index, lampApart, options);
  // "饭桌上面的灯" where no name holds the table: the dining room's light (dining-table-room.ts).
  const dining = withDiningTableAsRoom(index, trimmed);
  if (dining !== undefined) return resolveTarget(index, dining, options);
  // "しんしつのしょうめい" for "寝室の照明": a Japanese word written in kana as it is read (kana-reading.ts).
  const kanji = withKanjiReadings(trimmed, index.known, normalizeText);
  if (kanji !== trimmed) return resolveTarget(index, kanji, options);
  // "選択機" for "洗濯機": a kanji word heard for the table's word of the same reading (forms/kanji-heard.ts).
  const heard = withKanjiHeard(
    trimmed,
    (word) => isKnown(normalizeText(word), index.known),
    options.language,
  );
  if (heard !== trimmed) return resolveTarget(index, heard, options);
  // "a cortina da sala a um quarto": a fraction put on the thing is its value, though "quarto" is also a room
  // (and "del salón a un cuarto" no person's room).
  const fractionless = withoutFractionPutOn(trimmed);
  const valued = fractionless === undefined ? undefined : resolveTarget(index, fractionless, options);
  if (valued?.kind === 'found' || valued?.kind === 'ambiguous') return valued;
  // "ゆいちゃんの部屋" for the area "ゆいの部屋": the person's suffix the home does not write (honorific.ts).
  // A rewrite that gives back the words as said is no rewrite: read again, they would loop without end
  // ("할아버지 방" for a room also called "할아버지" is that room's own name already).
  const norm = normalizeText(trimmed);
  // "is anyone in the lounge", "客厅有没有人": the place's presence sensor, nothing else (presence-question.ts).
  const presence = presenceAsked(index, trimmed, options);
  if (presence !== undefined) return presence;
  // "dishwasher time left", "is de droger klaar": the machine's progress sensor, not its switch (appliance-progress.ts).
  const progress = applianceProgress(index, norm, options, (rest, again) =>
    resolveTarget(index, rest, again),
  );
  if (progress !== undefined) return progress;
  // "la persiana del dormitorio dos" for "Persiana dormitorio 2": the number as the home writes it (name-digits.ts).
  const digits = withNameDigits(norm, index.known);
  if (digits !== undefined) return resolveTarget(index, digits, options);
  // "das Rollo auf der linken Seite" for "Rollo links": left or right as the home writes it (side-said.ts).
  const sided = withSideAsNamed(norm, (word) => index.words.has(word), options.language);
  if (sided !== undefined) return resolveTarget(index, sided, options);
  // "la tivù", "a tevê", "the tee vee": an abbreviation said by its letters' names (forms/letter-names.ts).
  const lettered = withLettersNamed(norm.split(' '), (word) => isKnown(word, index.known), options.language);
  if (lettered !== undefined) return resolveTarget(index, lettered.join(' '), options);
  // "die Lampen bei Mia": a person whose name is a small word elsewhere ("mia", my), by their room (person-stop-word.ts).
  const person = personNamedLikeSmallWord(index, trimmed);
  if (person !== undefined) return resolveTarget(index, person, options);
  const plain = withoutHonorific(index, norm);
  if (plain !== undefined && plain !== norm) return resolveTarget(index, plain, options);
  // "Licht in Lenas Zimmer" for the area "Zimmer Lena": the person's room (places-named.ts).
  const owned = possessiveRoom(index, norm, options.language);
  if (owned !== undefined && owned !== norm) return resolveTarget(index, owned, options);
  // "wie voll ist die Regentonne", "cuánta agua queda en el depósito": the tank asked about (fill-level.ts).
  const tank = askedFill(trimmed);
  const filled = tank === undefined ? undefined : resolveTarget(index, tank, options);
  if (filled !== undefined && filled.kind !== 'not-found') return filled;
  const endings = endingsOf(options.language);
  const tokens = tokenizePhrase(trimmed, index.known, endings);
  // "lade das Auto", "carrega o carro": the car's charger, whatever it is called (car-charge.ts).
  const charger = carCharger(index, [...norm.split(' '), ...tokens], options);
  if (charger !== undefined) return charger;
  const carHeat = carHeater(index, [...norm.split(' '), ...tokens], options);
  if (carHeat !== undefined) return carHeat;
  const resolver = new Resolver(index, options);
  // "filtrar la piscina": the pool's filter, else its pump (filter-pump.ts).
  const filtered = filteringLeftOut(tokens);
  const place = filtered === undefined ? undefined : parseTarget(index, filtered, endings);
  for (const concept of place === undefined ? [] : FILTERING_CONCEPTS) {
    const names = [...place!.names, conceptKey(concept)];
    const pump = resolver.resolve(filtered!.join(' '), filtered!, { ...place!, names });
    if (pump.kind === 'found' || pump.kind === 'ambiguous') return pump;
  }
  // "リビングの照明" when a light is named "リビング照明": that name wins over the room's lights (particle-name.ts).
  const joined = resolver.named(norm) === undefined ? withoutParticles(trimmed) : undefined;
  if (joined !== undefined && resolver.named(normalizeText(joined)) !== undefined)
    return resolveTarget(index, joined, options);
  // "书房的播放器" for a hidden "书房播放器": that thing, not available, not what else the room holds.
  const hidden =
    joined === undefined ? undefined : hiddenNamed(index, [normalizeText(joined)], false, options.domain);
  if (hidden !== undefined) return notExposed(index, hidden);
  // "打开书房那盏灯", "把书房的灯打开": the name said whole once its particle is out, with the order around it.
  const ordered = joined === undefined ? undefined : withoutHanParticles(trimmed);
  const name = ordered === undefined ? '' : nameInOrder(tokenizePhrase(ordered, index.known, endings));
  const said = name === '' ? [] : wholeNamed(resolver.named(name), name);
  const again = said.length > 0 ? resolveTarget(index, ordered!, options) : undefined;
  if (again?.kind === 'found' && again.entityIds.every((id) => said.some((entity) => entity.id === id)))
    return again;
  let failedPart: Resolution | undefined;
  let missingPart = false;
  // "pejsen i stuen": "i" is "and" in Polish but "in" in Swedish, Danish and Norwegian; a whole phrase
  // that names one thing in a place wins over a list of the thing and the place.
  if (
    tokens.some((token) => isJoiner(token, options.language) && STOP_WORDS.has(token)) &&
    placeAfterJoiner(index, tokens, endings, options.language)
  ) {
    const whole = resolver.resolve(norm, tokens);
    // One thing found by its kind in that place ("tv:n i vardagsrummet") counts as well as one named,
    // and so does a hidden one named there ("Sonos One i sovrummet" is no list of a Sonos and a room).
    // In Danish, Norwegian or Swedish "i" is only "in": "taklamporna i barnrummen" are the ceiling lamps
    // of the children's rooms, not those lamps everywhere plus the rooms.
    const inPlace = endings === 'definite';
    if (whole.kind === 'found' && (!whole.group || whole.entityIds.length === 1 || inPlace)) return whole;
    if (whole.kind === 'not-exposed') return whole;
  }
  // "lava e seca" is one washer-dryer, a phrase of the tables, not a list (table-word.ts).
  const oneThing = isTablePhrase(tokens);
  if (
    tokens.some((token) => isJoiner(token, options.language)) &&
    resolver.named(norm) === undefined &&
    !oneThing
  ) {
    const split = resolveParts(index, tokens, options, norm);
    // In Danish, Norwegian or Swedish "i" is only "in": "taklampan i köket" is no list of a lamp and a
    // room, though a part may still tell what is hidden ("sonossen i anekset": not available).
    const inOnly =
      endings === 'definite' && !tokens.some((token) => token !== 'i' && isJoiner(token, options.language));
    if (split?.kind === 'found' && !inOnly) return split;
    if (split !== undefined && KIND_PART_ASKS.has(split)) return split;
    if (split?.kind !== 'found') failedPart = split;
    // "the floor lamp and the toaster" with no toaster, or the front door's lock hidden: say so, rather than
    // act on the lamp alone as if both were done.
    missingPart =
      !inOnly &&
      ((split?.kind === 'not-exposed' && saidAsList(index, tokens, options)) ||
        (split?.kind === 'not-found' && partNamesNothing(index, tokens, options)));
  }
  // "die Rollläden": the plural that normalizing folded into the singular still means every one.
  // "los quitamiedos": a noun the same in both numbers, said with a plural article (plural-article.ts).
  const given =
    saysDiacriticPlural(trimmed) || pluralArticleFirst(tokens, options.language)
      ? { ...parseTarget(index, tokens, endings), plural: true }
      : undefined;
  const whole = resolver.resolve(norm, tokens, given);
  const answer =
    failedPart !== undefined && (whole.kind === 'not-found' || (missingPart && whole.kind === 'found'))
      ? failedPart
      : whole;
  // "门" where the home has a door and no gate: a word of two kinds, read as the other (other-kind.ts).
  const read =
    answer.kind === 'empty' || answer.kind === 'not-found' ? parseTarget(index, tokens, endings) : undefined;
  const other = read === undefined ? undefined : otherKind(read);
  const asOther = other === undefined ? undefined : resolver.resolve(norm, tokens, other);
  if (asOther?.kind === 'found' || asOther?.kind === 'ambiguous') return asOther;
  // "寝室の暖房" where the bedroom's only climate is its air conditioner: that heats (aircon-heats.ts).
  const heats = read === undefined ? undefined : airconHeating(index, read, answer);
  if (heats !== undefined) return heats;
  // "the Sonos", "the Hue lamps": a maker or product line the device registry gives a device (maker-device.ts).
  // Also over a question a near miss raised: "the Roomba" read as a typo of "room" asks among the living
  // room's things, while the registry says which device is a Roomba.
  const makerSaid =
    answer.kind === 'ambiguous' &&
    tokens.some((token) => !index.words.has(token) && madeBySaid(index, token));
  const made =
    answer.kind === 'not-found' || makerSaid
      ? byMaker(index, read ?? parseTarget(index, tokens, endings))
      : undefined;
  if (made !== undefined && 'hidden' in made && !makerSaid) return notExposed(index, made.hidden);
  const ofMaker =
    made === undefined || 'hidden' in made ? undefined : resolver.resolve(norm, tokens, made.parsed);
  if (ofMaker?.kind === 'found' || (ofMaker?.kind === 'ambiguous' && !makerSaid)) return ofMaker;
  // "l'abajour" for an "Abat-jour": two words of a name said as one (joined-name-words.ts).
  const apartNamed =
    answer.kind === 'not-found'
      ? withNameWordsApart(index, norm, (word) => isKnown(word, index.known))
      : undefined;
  if (apartNamed !== undefined) return resolveTarget(index, apartNamed, options);
  // "hoveddøren" for a lock named as its room ("Entré"): the door of the entrance (front-door-room.ts).
  const entrance =
    answer.kind === 'not-found' ? frontDoorByRoom(index, parseTarget(index, tokens, endings)) : undefined;
  const doorThere = entrance === undefined ? undefined : resolver.resolve(norm, tokens, entrance);
  if (doorThere?.kind === 'found' || doorThere?.kind === 'ambiguous') return doorThere;
  // "øh, fjernsynet i stuen", "…, per cortesia": a hesitation or polite tail set off by a comma (set-off.ts),
  // or said without one ("das Licht im Flur bitte schön": polite-edge.ts).
  const spoken =
    answer.kind === 'not-found'
      ? (withoutSetOff(trimmed, silentPart(index, endings)) ??
        withoutPoliteEdge(index, trimmed, options.language))
      : undefined;
  const unhesitating = spoken === undefined ? undefined : resolveTarget(index, spoken, options);
  if (unhesitating !== undefined && unhesitating.kind !== 'not-found') return unhesitating;
  // "rul persiennen op klokken otte": when the order is for is no part of the thing (clock-time.ts).
  const untimed = answer.kind === 'not-found' ? withoutClockTime(trimmed) : undefined;
  const timed = untimed === undefined ? undefined : resolveTarget(index, untimed, options);
  if (timed !== undefined && timed.kind !== 'not-found') return timed;
  // "doe de leeslamp weer aan": the order said again is no part of the thing (again.ts); "weer" is no
  // weather there, though the weather it was read as found nothing.
  const once = answer.kind === 'not-found' || answer.kind === 'empty' ? withoutAgain(trimmed) : undefined;
  const repeated = once === undefined ? undefined : resolveTarget(index, once, options);
  if (repeated !== undefined && repeated.kind !== 'not-found') return repeated;
  // "zet de kachel hoger": the stove said for the heating, where no stove is named so (stove-heating.ts).
  const stove = answer.kind === 'not-found' ? stoveAsHeating(trimmed) : undefined;
  const heating = stove === undefined ? undefined : resolveTarget(index, stove, options);
  if (heating !== undefined && heating.kind !== 'not-found') return heating;
  // "vand blomsterne på altanen", "fej stuen", "vand haven": an activity's short order said first
  // (short-order-reading.ts).
  const infinitive = shortOrderReading(index, norm, tokens, answer);
  const done = infinitive === undefined ? undefined : resolveTarget(index, infinitive, options);
  if (done?.kind === 'found' || done?.kind === 'ambiguous') return done;
  // "pon el aire del salón a 24": the order's value said with the thing is no part of its name.
  const valueless = answer.kind === 'not-found' ? withoutValue(trimmed) : undefined;
  const thing = valueless === undefined ? undefined : resolveTarget(index, valueless, options);
  if (thing !== undefined && thing.kind !== 'not-found') return thing;
  // "den nye lampe i køkkenet": an adjective no name there holds is left out (definite-adjective.ts).
  const nothing = answer.kind === 'not-found' || answer.kind === 'empty';
  const bare = nothing ? withoutAdjectives(index, tokens, endings) : undefined;
  const adjectiveless = bare === undefined ? undefined : resolveTarget(index, bare.join(' '), options);
  if (adjectiveless?.kind === 'found' || adjectiveless?.kind === 'ambiguous') return adjectiveless;
  // "la luzdel dormitorio": a function word run into the next one by the recogniser (run-together.ts).
  const apart = answer.kind === 'not-found' ? resolveSpaced(index, trimmed, options) : undefined;
  if (apart !== undefined) return apart;
  // "LED-listen i sovrummet" (no list there): a compound written with a hyphen is one word (hyphen-compound.ts).
  const missed = answer.kind === 'not-found' || answer.kind === 'empty';
  const hyphened = missed ? joinedAtHyphen(trimmed) : undefined;
  const compound = hyphened === undefined ? undefined : resolveTarget(index, hyphened, options);
  // Over "none there" only one thing or a question: a group found elsewhere is no better answer.
  const one =
    compound?.kind === 'ambiguous' || (compound?.kind === 'found' && compound.entityIds.length === 1);
  if (one || (compound?.kind === 'found' && answer.kind === 'not-found')) return compound;
  // "die WLAN-Steckdose im Wohnzimmer": how it is connected leaves the rest to name it (hyphen-compound.ts).
  const known = (word: string) => isKnown(word, index.known);
  const tail = missed ? hyphenRest(trimmed, (word) => index.words.has(word), known) : undefined;
  const headless = tail === undefined ? undefined : resolveTarget(index, tail, options);
  if (headless?.kind === 'found' || headless?.kind === 'ambiguous') return headless;
  // "die WLAN Steckdose im Schlafzimmer": the same word said apart or written together (connection-left-out.ts).
  const unplugged = missed ? withoutConnection(norm, (word) => index.words.has(word), known) : undefined;
  const connected = unplugged === undefined ? undefined : resolveTarget(index, unplugged, options);
  if (connected?.kind === 'found' || connected?.kind === 'ambiguous') return connected;
  // "stoevsug koekkenet", "Kuechenlicht": ø, ä, ö, ü or å written as two letters (two-letter-vowels.ts).
  const single =
    answer.kind === 'not-found' ? oneLetterVowels(norm, (word) => isKnown(word, index.known)) : undefined;
  const typed = single === undefined ? undefined : resolveTarget(index, single, options);
  if (typed !== undefined && typed.kind !== 'not-found') return typed;
  // "la pompe à chaleur" for a "PAC": the words a name's abbreviation stands for (initials-name.ts).
  const short = answer.kind === 'not-found' ? namedByInitials(index, norm, options.domain) : undefined;
  if (short !== undefined) return { kind: 'found', entityIds: [short.id], group: false, domainNamed: false };
  // "보일러 온도 올려줘": a thermostat's temperature is set on the thermostat (own-temperature.ts).
  const rest = answer.kind === 'not-found' ? withoutTemperature(tokens) : undefined;
  const own = rest === undefined ? undefined : ownTemperature(resolveTarget(index, rest, options));
  if (own !== undefined) return own;
  // "el modo invitados" for "Invitados", "de vakantiestand" for "Vakantiemodus": a mode word the name lacks (mode-word.ts).
  const modeless = answer.kind === 'not-found' ? withoutModeWord(norm) : undefined;
  const moded = modeless === undefined ? undefined : asMode(index, resolveTarget(index, modeless, options));
  if (moded !== undefined) return moded;
  // "ajoute du pain à Carrefour": the item said with the list it goes on (list-add.ts).
  const list = answer.kind === 'not-found' ? listAddedTo(index, tokens) : undefined;
  if (list !== undefined) return list;
  // "las luces del árbol" for a plug "Árbol de Navidad": the lights a thing bears (light-bearing.ts).
  const borne =
    answer.kind === 'not-found'
      ? lightsOfThing(index, tokens, (rest) => resolveTarget(index, rest, options))
      : undefined;
  if (borne !== undefined) return borne;
  // "bedlamperne" for the garden's "Have bed 1": a Danish flower bed's lamps said as one word (flower-bed.ts).
  const bedApart = answer.kind === 'not-found' ? bedLampApart(tokens) : undefined;
  const bedLamps = bedApart === undefined ? undefined : resolveTarget(index, bedApart, options);
  if (bedLamps?.kind === 'found' || bedLamps?.kind === 'ambiguous') return bedLamps;
  if (answer.kind !== 'not-found' || answer.suggestions.length > 0) return answer;
  return { kind: 'not-found', suggestions: suggest(index, norm, tokens) };
}

/**
 * "Hey Google the kitchen light", "Alexa, Licht in der Küche": the wake word the model kept is no
 * device, unless one is named by the whole phrase ("Alexa Küche") or the rest asks for nothing more
 * than a place ("Alexa in der Küche" is the Echo there, as "la Alexa de la cocina" is).
 */
function resolveAfterWakeWord(
  index: TargetIndex,
  whole: string,
  rest: string,
  options: ResolveOptions,
): Resolution | undefined {
  const resolver = new Resolver(index, options);
  if (resolver.named(normalizeText(whole)) !== undefined) return undefined;
  const endings = endingsOf(options.language);
  const parsed = parseTarget(index, tokenizePhrase(rest, index.known, endings), endings);
  // Only a place after it ("Alexa in der Küche", "Alexa u Zosi": a person's name that is a word of an area's
  // name, though a light is named after her too): the wake word is the device there. A device's name is a
  // request ("Alexa, Leselampe Opa").
  const area = (word: string) =>
    index.areas.some((place) => place.names.some((name) => name.split(' ').includes(word)));
  if (parsed.kind === undefined && parsed.devices === undefined && parsed.names.every(area)) return undefined;
  const answer = resolveTarget(index, rest, options);
  return answer.kind === 'not-found' ? undefined : answer;
}

/** The resolver's own words only: an appliance or a kind said in a set-off part names something. */
const NO_HOME_WORDS = { has: () => false };

/**
 * Words that name nothing: no kind, appliance, place, count or "all", and no word of the home's names, even
 * mistyped.
 */
function silentPart(index: TargetIndex, endings: Endings): (part: string) => boolean {
  const named = (word: string) =>
    isKnown(word, NO_HOME_WORDS) || index.words.has(word) || index.words.loose(word).size > 0;
  return (part) => {
    const tokens = tokenizePhrase(part, index.known, endings);
    const parsed = parseTarget(index, tokens, endings);
    return (
      parsed.kind === undefined &&
      !parsed.reading &&
      !parsed.all &&
      !parsed.here &&
      parsed.count === undefined &&
      !hasPlace(parsed) &&
      !tokens.some(named) &&
      !parsed.names.some(named)
    );
  };
}

/** Set while the spaced readings of a phrase are tried, so that their own words are not split again. */
let spacing = false;

function resolveSpaced(index: TargetIndex, text: string, options: ResolveOptions): Resolution | undefined {
  if (spacing) return undefined;
  spacing = true;
  try {
    for (const spaced of spacedReadings(text, (word) => isKnown(word, index.known))) {
      const apart = resolveTarget(index, spaced, options);
      if (apart.kind === 'found' || apart.kind === 'ambiguous') return apart;
    }
    return undefined;
  } finally {
    spacing = false;
  }
}

/** Names like the phrase; in a large home only those sharing a word's first three letters are measured. */
function suggest(index: TargetIndex, norm: string, tokens: string[]): string[] {
  let pool: Iterable<IndexedEntity> = index.entities;
  if (index.entities.length > 2_000) {
    const near = new Set<IndexedEntity>();
    for (const token of tokens)
      if (token.length >= 3) for (const entity of index.words.loose(token.slice(0, 3))) near.add(entity);
    pool = near;
  }
  return similarNames([...pool, ...index.areas], compactText(norm));
}

function resolveEntityId(index: TargetIndex, id: string, options: ResolveOptions): Resolution {
  const entity = index.byId.get(id);
  if (entity !== undefined) return { kind: 'found', entityIds: [entity.id], group: false, domainNamed: true };
  const hidden = index.hidden.find((candidate) => candidate.id === id);
  if (hidden !== undefined) return notExposed(index, hidden);
  // An id that does not exist is never reinterpreted as a name: the model gets suggestions.
  const guess = resolveTarget(index, id.replace(/[._]/g, ' '), options);
  const ids =
    guess.kind === 'found'
      ? guess.entityIds
      : guess.kind === 'ambiguous'
        ? guess.candidates.map((c) => c.entity_id)
        : [];
  const suggestions = ids.slice(0, 3).map((found) => `${index.byId.get(found)?.name ?? found} (${found})`);
  return { kind: 'not-found', suggestions: guess.kind === 'not-found' ? guess.suggestions : suggestions };
}
