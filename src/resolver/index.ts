// The resolver: what a person means. A phrase in any language Hearth speaks ("the lamps upstairs",
// "Küchenlicht", "거실 조명") → the exposed entities it names, with a verdict (one thing, a group, an
// ambiguity to ask about, nothing). It reads Home Assistant's types only: it never acts, never calls.
//
// Inside: normalize-text / compare-text (text folding); words/, the word tables per language (kind-,
// activity-, place-, device-, target-, verb-, number-, side-, wake-words, brand-names, store-names, raise-words, light-verbs, roof-window-words, heat-verbs and cool-verbs, time-words, size-words, regional-words
// (a kind as a region says it), and the
// generated ha-kind-words from Home Assistant's intents, han-variants and han-readings), read through
// lookups/ (stem-, word- and name-lookup: exact, typo, stem and compound look-ups, no resolver knowledge);
// forms/, how words are said: word-endings (the endings the request's language gives), sound-alike and
// han-reading (names across scripts and Chinese homophones by their sound), cjk-numbers (Chinese, Japanese
// and Korean ordinals and numerals), name-numbers ("bedroom two lamp", "the second bedroom": numbers said where names write digits), cjk-short (appliance words said without their first part), predicate
// (a Korean or Japanese verb said after the name, also in the plain style and said short), order-first ("switch
// off the lights": a first word that is the verb, not the kind it spells), order-last ("Dachfenster schließen": a German
// or Dutch order said last in the infinitive), small-word-number (Portuguese "dos" between a name's words is no Spanish two), softener (Chinese 一下
// inside an activity), imperative (an activity's verb said as an order) with short-order ("vand blomsterne": one too short for the tables, said first), job-noun ("el barrido": the job said as a noun), regional-verb (an order's verb as a
// region says it), spelled-letters ("the p s five" for "PS5"), two-letter-vowels ("kuechenlampe"), korean-quantity ("둘다" for "둘 다", "둘다꺼줘"), name-particles ("客厅灯" typed for "客厅的灯"), kana-reading (a Japanese word in hiragana as it
// is read, from words/kana-readings); kanji-heard ("選択機" for 洗濯機: a kanji word of the same on'yomi, from the generated words/kanji-readings); katakana-typed ("えあこん": a katakana word typed in hiragana); tokenize-phrase, parse-target, heard-as-one ("客厅灯代" heard as one word of the home), not-a-name (the words said
// around a name), definite-adjective ("den lilla golvlampan": a Swedish or Danish adjective before the noun), places-named, area-head ("im Stall" for "Hühnerstall"), area-prefix ("o quarto
// da tia" for "Quarto da Tia Rosa": a room by the first words of its name) with given-name ("Omas Zimmer" for
// "Oma Ingrids Zimmer": or without the given name inside it), room-in-name ("the lawn zone": a room word that names
// hold, said beside a name word, is part of the name), absent-room ("luz del garaje" with no garage: the room word is a
// name word, not a kind qualifying the light) and
// door-verbs (a phrase → what it names), reading-span (readings and kinds said in several words); target-index
// (the exposed home as a matching index) with area-concepts (the room words an
// area's names spell); phrase-resolver, phrase-forms and resolve-target (one phrase, then a request,
// against the index) with kind-part ("… e a janela": a list's part that names only a kind); outdoor-temperature ("how warm is it outside"); weather-question ("will it rain
// tomorrow": the forecast, or the rain sensor for rain now); sibling (a door's lock or sensor, by
// what was asked, and a hidden lock beside a visible door); lock-order ("lock the door": the locks);
// gate-word (a gate word: the gates and garage doors named with it); floor-room ("das Bad unten": a room said
// with a floor is that floor's room of its kind); floor-adjective ("im oberen Bad": upper or lower beside a room); concept-kind (the front door is a door); device-span (a device's name of several words over a room word spelled alike); similar-names (what to suggest instead, and a hidden thing said another way); shop-lists
// (the generic shopping list over one named after a shop); hidden-kind (a hidden thing asked for by its
// kind) and hidden-narrower ("the extractor fan": a hidden one by a narrower word); served-kind ("la tira
// LED de la tele": a kind that is a word of the thing's name); own-name-kind ("la lista Casa"); named-class (a classless thing its name puts in another class: a "Garage Door" is no blind);
// side-siblings ("Lamp Left"/"Lamp Right": ask which), main-light ("the big light"), said-value (the
// order's value said with the thing), said-fraction ("to a quarter", "4分の1": a fraction other than a half), list-item (an item said with its list), run-together (a word the
// recogniser ran together), own-temperature ("보일러 온도 올려줘": a thermostat's temperature is set on it),
// list-add ("ajoute du pain à Carrefour": the list an item is added to), car-charge ("lade das Auto": the car's
// charger), heat-place ("die Sauna aufheizen": heating a place is its heater; "cool down the loft": cooling it is what cools there), stale-air ("ist die Luft stickig": the room's CO2), plain-kind ("el ventilador": a fan, not a purifier
// shown as one), filter-pump ("filtrar la
// piscina": its filter, else its pump), compound-kind ("støvsugeren i værkstedet": a thing there named as the
// kind in one word), light-verb ("tänd i köket": a light's
// own verb said of a place), give-water ("geef de tuin water": giving a place water is watering it), whole-name (the one light of a room whose whole name was said), one-of-several ("the bedroom fan" with Bedroom 1 and Bedroom 2: one of several equal things, to ask which), compound-apart ("taklampan i köket": a compound
// read as a name word and a kind), unnamed-shape (a lamp's shape said of a room whose light keeps its maker's name), position-words (place words and compounds said apart), fill-level ("how full is
// the tank"), mass-word ("the heating": every heater, or which one when each is named so), model-names ("the PS5"
// for a "PlayStation 5" and the other way round), hood-apart ("el ventilador": no cooker hood), head-word ("the projector": the name it heads, not a "Projector Screen"), connection-left-out ("the wifi plug", "die WLANSteckdose": how a thing talks is not which it is), short-order-reading ("vand haven": when a first word is read as the order), front-door-room ("hoveddøren": the entrance's door however named), other-kind ("门": the door where no gate is), joined-name-words ("l'abajour": two words of a name said as one), either-kind ("the Gardena" beside its mower and its valve: which one), polite-edge ("… bitte schön": a polite tail or hesitation said without a comma, from words/polite-words), maker-device ("the Sonos": the device the registry's maker or model names), known-words (the
// name words the home knows), partial-words (the things named by some words of their names, the most first), candidates, qualified, primary-entities and reading-holders (helpers of the phrase resolver);
// resolution (the result types).
export { resolveTarget, tooLongToName } from './resolve-target.js';
export type { Candidate, Resolution, ResolveOptions } from './resolution.js';
export { buildTargetIndex, cachedTargetIndex, isVisible } from './target-index.js';
export type { IndexedEntity, IndexedPlace, TargetIndex } from './target-index.js';
export { wordScore } from './narrow-candidates.js';
export { SEPARATOR, tokenizePhrase } from './tokenize-phrase.js';
export { KIND_WORDS } from './words/kind-words.js';
export { STOP_WORDS } from './words/target-words.js';
export { compactText, normalizeText, typoTolerant } from './normalize-text.js';
export { compareText } from './compare-text.js';
