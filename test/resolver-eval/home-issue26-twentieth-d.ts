// Issue 26, round 20d: a few cases per rule in homes of our own, none of them a slice's requests or homes.
import { c, type EvalCase, type EvalSuite } from './eval-home.js';
import { home, type Device } from './few-rooms-home.js';

interface SizedPair {
  id: string;
  language: string;
  room: string;
  /** Two lights named by one word and a size ("Große Lampe", "Kleine Lampe"), then a lamp elsewhere. */
  lights: [[string, string], [string, string], [string, string]];
  /** The shared word said in the singular with the room: one of the two, so ask which. */
  one: string[];
  /** Said in the plural or with "both": the two. */
  both: string[];
  /** One of them by its whole name, and which. */
  named: [say: string, entityId: string];
  /** The singular asked already before the rule (its word is not the domain's own): a guard. */
  guard?: boolean;
}

/**
 * Rule 1: two things told apart only by a size in their names ("Big Lamp" and "Small Lamp", "Lámpara
 * grande" and "Lámpara pequeña") are equals like "Lamp Left" and "Lamp Right": said in the singular,
 * one of them is meant, so ask which.
 */
function sizedHome(pair: SizedPair): EvalSuite {
  const [[a, aName], [b, bName], [other, otherName]] = pair.lights;
  const devices: Device[] = [
    ['room', a, aName],
    ['room', b, bName],
    ['hall', other, otherName],
  ];
  const cases: EvalCase[] = [
    ...pair.one.map((say) => c(pair.guard ? 'ask-one' : 'ask-one size-mark', say, { ask: [a, b] })),
    ...pair.both.map((say) => c('ask-one', say, [a, b])),
    c('ordinary', pair.named[0], [pair.named[1]]),
  ];
  return home(
    pair.id,
    pair.language,
    [
      ['room', pair.room],
      ['hall', 'Hall'],
    ],
    devices,
    cases,
  );
}

const SIZE_MARK: EvalSuite[] = [
  sizedHome({
    id: 'r20d_en_sized',
    language: 'en',
    room: 'Den',
    lights: [
      ['light.big_lamp', 'Big Lamp'],
      ['light.small_lamp', 'Small Lamp'],
      ['light.hall_sconce', 'Sconce'],
    ],
    one: ['the lamp in the den', 'den lamp'],
    both: ['both lamps in the den'],
    named: ['the big lamp', 'light.big_lamp'],
  }),
  sizedHome({
    id: 'r20d_de_sized',
    language: 'de',
    room: 'Arbeitszimmer',
    lights: [
      ['light.grosse_lampe', 'Große Lampe'],
      ['light.kleine_lampe', 'Kleine Lampe'],
      ['light.flur_spot', 'Spot'],
    ],
    one: ['die Lampe im Arbeitszimmer'],
    both: ['beide Lampen im Arbeitszimmer'],
    named: ['die kleine Lampe', 'light.kleine_lampe'],
  }),
  sizedHome({
    id: 'r20d_es_sized',
    language: 'es',
    room: 'Estudio',
    lights: [
      ['light.flexo_grande', 'Flexo grande'],
      ['light.flexo_pequeno', 'Flexo pequeño'],
      ['light.plafon', 'Plafón'],
    ],
    one: ['el flexo del estudio'],
    both: ['los flexos del estudio'],
    named: ['flexo grande', 'light.flexo_grande'],
    guard: true,
  }),
  sizedHome({
    id: 'r20d_fr_sized',
    language: 'fr',
    room: 'Bureau',
    lights: [
      ['light.grande_applique', 'Grande applique'],
      ['light.petite_applique', 'Petite applique'],
      ['light.entree', 'Plafonnier'],
    ],
    one: ["l'applique du bureau"],
    both: ['les deux appliques du bureau'],
    named: ['la grande applique', 'light.grande_applique'],
    guard: true,
  }),
  sizedHome({
    id: 'r20d_nl_sized',
    language: 'nl',
    room: 'Werkkamer',
    lights: [
      ['light.grote_lamp', 'Grote lamp'],
      ['light.kleine_lamp', 'Kleine lamp'],
      ['light.gang', 'Ganglicht'],
    ],
    one: ['de lamp in de werkkamer'],
    both: ['beide lampen in de werkkamer'],
    named: ['de grote lamp', 'light.grote_lamp'],
  }),
  sizedHome({
    id: 'r20d_pl_sized',
    language: 'pl',
    room: 'Sypialnia',
    lights: [
      ['light.kinkiet_duzy', 'Kinkiet duży'],
      ['light.kinkiet_maly', 'Kinkiet mały'],
      ['light.korytarz', 'Plafon'],
    ],
    one: ['kinkiet w sypialni'],
    both: ['oba kinkiety w sypialni'],
    named: ['kinkiet duży', 'light.kinkiet_duzy'],
    guard: true,
  }),
  sizedHome({
    id: 'r20d_da_sized',
    language: 'da',
    room: 'Kontor',
    lights: [
      ['light.stor_lampe', 'Stor lampe'],
      ['light.lille_lampe', 'Lille lampe'],
      ['light.gang', 'Loftlampe'],
    ],
    one: ['lampen på kontoret'],
    both: ['begge lamper på kontoret'],
    named: ['den lille lampe', 'light.lille_lampe'],
  }),
  sizedHome({
    id: 'r20d_ko_sized',
    language: 'ko',
    room: '서재',
    lights: [
      ['light.big_stand', '큰 스탠드'],
      ['light.small_stand', '작은 스탠드'],
      ['light.hall', '복도 등'],
    ],
    one: ['서재 스탠드'],
    both: ['서재 스탠드 둘 다'],
    named: ['큰 스탠드', 'light.big_stand'],
    guard: true,
  }),
  sizedHome({
    id: 'r20d_sv_sized',
    language: 'sv',
    room: 'Arbetsrum',
    lights: [
      ['light.stor_lampa', 'Stor lampa'],
      ['light.liten_lampa', 'Liten lampa'],
      ['light.hall', 'Taklampa'],
    ],
    one: ['lampan i arbetsrummet'],
    both: ['båda lamporna i arbetsrummet'],
    named: ['stor lampa', 'light.stor_lampa'],
  }),
  sizedHome({
    id: 'r20d_it_sized',
    language: 'it',
    room: 'Studio',
    lights: [
      ['light.lampada_grande', 'Lampada grande'],
      ['light.lampada_piccola', 'Lampada piccola'],
      ['light.corridoio', 'Plafoniera'],
    ],
    one: ['la lampada dello studio'],
    both: ['tutte e due le lampade dello studio'],
    named: ['la lampada piccola', 'light.lampada_piccola'],
  }),
  sizedHome({
    id: 'r20d_pt_sized',
    language: 'pt',
    room: 'Escritório',
    lights: [
      ['light.luminaria_grande', 'Luminária grande'],
      ['light.luminaria_pequena', 'Luminária pequena'],
      ['light.corredor', 'Plafon'],
    ],
    one: ['a luminária do escritório'],
    both: ['as luminárias do escritório'],
    named: ['luminária pequena', 'light.luminaria_pequena'],
    guard: true,
  }),
];

/**
 * Rule 2: a room said by the last part of its one-word name ("im Stall" for an area "Hühnerstall", "in de
 * loods" for "Machineloods"): the head of a compound room name, when no word of the home is that word.
 */
const AREA_HEAD: EvalSuite[] = [
  home(
    'r20d_de_stall',
    'de',
    [
      ['stall', 'Hühnerstall'],
      ['huette', 'Grillhütte'],
      ['kueche', 'Küche'],
      ['garten', 'Gartenhaus'],
    ],
    [
      ['stall', 'light.stall', 'Deckenlicht'],
      ['stall', 'switch.waermelampe', 'Wärmeplatte'],
      ['huette', 'light.huette', 'Lichterkette'],
      ['kueche', 'light.kueche', 'Küchenlicht'],
      ['garten', 'light.garten', 'Gartenhauslampe'],
    ],
    [
      c('ordinary area-head', 'das Licht im Stall', ['light.stall']),
      c('ordinary', 'mach das Licht in der Hütte an', ['light.huette']),
      c('ordinary', 'das Licht im Hühnerstall', ['light.stall']),
      c('ordinary', 'die Wärmeplatte', ['switch.waermelampe']),
      c('ordinary', 'alle Lichter im Haus', ['light.stall', 'light.huette', 'light.kueche', 'light.garten']),
    ],
  ),
  home(
    'r20d_nl_loods',
    'nl',
    [
      ['loods', 'Machineloods'],
      ['stal', 'Koeienstal'],
      ['keuken', 'Keuken'],
    ],
    [
      ['loods', 'light.loods_1', 'TL-balk 1'],
      ['loods', 'light.loods_2', 'TL-balk 2'],
      ['stal', 'fan.stal', 'Ventilator'],
      ['keuken', 'light.keuken', 'Keukenlamp'],
    ],
    [
      c('ordinary', 'de lampen in de loods', ['light.loods_1', 'light.loods_2']),
      c('ordinary area-head', 'zet de ventilator in de stal aan', ['fan.stal']),
      c('ordinary', 'het licht in de keuken', ['light.keuken']),
    ],
  ),
  home(
    'r20d_da_stald',
    'da',
    [
      ['stald', 'Hestestald'],
      ['koekken', 'Køkken'],
    ],
    [
      ['stald', 'light.stald', 'Loftlys'],
      ['stald', 'switch.stald', 'Vandvarmer'],
      ['koekken', 'light.koekken', 'Køkkenvindue'],
    ],
    [c('ordinary', 'tænd lyset i stalden', ['light.stald']), c('ordinary', 'vandvarmeren', ['switch.stald'])],
  ),
  // A room word the tables know stays the kitchen's word: the kitchen part of a "Woonkeuken" (a guard).
  home(
    'r20d_nl_woonkeuken',
    'nl',
    [
      ['woonkeuken', 'Woonkeuken'],
      ['zolder', 'Zolder'],
    ],
    [
      ['woonkeuken', 'light.keukenlamp', 'Keukenlamp'],
      ['woonkeuken', 'light.staande_lamp', 'Staande lamp'],
      ['zolder', 'light.zolder', 'Zolderlamp'],
    ],
    [
      c('ordinary', 'het licht in de keuken', ['light.keukenlamp']),
      c('ordinary', 'de lampen in de woonkeuken', ['light.keukenlamp', 'light.staande_lamp']),
    ],
  ),
];

/**
 * Rule 3: "a little" or "some" said before what is wanted ("spela lite musik", "ein bisschen Musik", "un
 * poco de música") is how much, never a word of a name: the music's speaker in the room said.
 */
/** Asked right already before the rule (a guard). */
const PASSED_BEFORE = new Set([
  'pon un poco de música en el despacho',
  'mets un peu de musique dans le bureau',
  "metti un po' di musica nello studio",
  'põe um pouco de música no escritório',
  'some music in the office',
]);

function musicHome(id: string, language: string, room: string, say: string[]): EvalSuite {
  return home(
    id,
    language,
    [
      ['room', room],
      ['hall', 'Hall'],
    ],
    [
      ['room', 'media_player.room_speaker', 'Speaker'],
      ['room', 'media_player.room_tv', 'TV'],
      ['hall', 'media_player.hall_speaker', 'Hall Speaker'],
    ],
    say.map((text) =>
      c(PASSED_BEFORE.has(text) ? 'activity' : 'activity little', text, ['media_player.room_speaker']),
    ),
  );
}

const A_LITTLE: EvalSuite[] = [
  musicHome('r20d_sv_little', 'sv', 'Arbetsrum', ['spela lite musik i arbetsrummet']),
  musicHome('r20d_da_little', 'da', 'Kontor', ['spil lidt musik på kontoret']),
  musicHome('r20d_de_little', 'de', 'Büro', ['spiel ein bisschen Musik im Büro', 'etwas Musik im Büro']),
  musicHome('r20d_nl_little', 'nl', 'Werkkamer', ['zet een beetje muziek op in de werkkamer']),
  musicHome('r20d_es_little', 'es', 'Despacho', ['pon un poco de música en el despacho']),
  musicHome('r20d_fr_little', 'fr', 'Bureau', ['mets un peu de musique dans le bureau']),
  musicHome('r20d_it_little', 'it', 'Studio', ["metti un po' di musica nello studio"]),
  musicHome('r20d_pt_little', 'pt', 'Escritório', ['põe um pouco de música no escritório']),
  musicHome('r20d_pl_little', 'pl', 'Gabinet', ['włącz trochę muzyki w gabinecie']),
  musicHome('r20d_en_little', 'en', 'Office', [
    'play a little music in the office',
    'some music in the office',
  ]),
];

/**
 * Rule 4: an abbreviation said with a definite ending and no colon ("tvn", "pcn", "acn"), as people type
 * and as a recogniser writes it: the bare abbreviation, in a home whose language has such endings.
 */
const SHORT_DEFINITE: EvalSuite[] = [
  home(
    'r20d_sv_short',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['kontor', 'Kontor'],
    ],
    [
      ['vardagsrum', 'media_player.tv', 'TV'],
      ['vardagsrum', 'media_player.soundbar', 'Soundbar'],
      ['kontor', 'switch.pc', 'PC'],
      ['kontor', 'climate.ac', 'AC'],
    ],
    [
      c('ordinary short-definite', 'sätt på tvn', ['media_player.tv']),
      c('ordinary short-definite', 'stäng av pcn', ['switch.pc']),
      c('ordinary short-definite', 'är acn på', ['climate.ac']),
      c('ordinary', 'tv:n', ['media_player.tv']),
      c('ordinary', 'stäng av den', 'not-found'),
    ],
  ),
  home(
    'r20d_da_short',
    'da',
    [
      ['stue', 'Stue'],
      ['kontor', 'Kontor'],
    ],
    [
      ['stue', 'media_player.tv', 'TV'],
      ['stue', 'light.stue', 'Loftlampe'],
      ['kontor', 'switch.pc', 'PC'],
    ],
    [
      c('ordinary short-definite', 'sluk for pcen', ['switch.pc']),
      c('ordinary short-definite', 'tænd tvet', ['media_player.tv']),
      c('ordinary', 'tænd for fjernsynet', ['media_player.tv']),
    ],
  ),
];

/**
 * Rule 5: the light's own word said alone ("the bulb", "die Birne") in a home where two lights are that
 * word and a number ("Bulb 1", "Bulb 2") beside lights named otherwise: ask which of those two.
 */
function bulbHome(id: string, language: string, names: [string, string, string], say: string[]): EvalSuite {
  const [numbered, lamp, strip] = names;
  return home(
    id,
    language,
    [
      ['room', 'Room'],
      ['corner', 'Corner'],
    ],
    [
      ['room', 'light.one', `${numbered} 1`],
      ['room', 'light.two', `${numbered} 2`],
      ['corner', 'light.lamp', lamp],
      ['room', 'light.strip', strip],
    ],
    say.map((text) => c('ask-one numbered-word', text, { ask: ['light.one', 'light.two'] })),
  );
}

const NUMBERED_WORD: EvalSuite[] = [
  bulbHome('r20d_en_bulbs', 'en', ['Light', 'Desk Lamp', 'LED Strip'], ['the light']),
  bulbHome('r20d_de_bulbs', 'de', ['Lampe', 'Schreibtischlampe', 'Lichterkette'], ['die Lampe']),
  bulbHome('r20d_nl_bulbs', 'nl', ['Lamp', 'Bureaulamp', 'Lichtslinger'], ['de lamp']),
  bulbHome('r20d_es_bulbs', 'es', ['Luz', 'Flexo', 'Tira LED'], ['la luz']),
];

export const TWENTIETH_ROUND_D: readonly EvalSuite[] = [
  ...NUMBERED_WORD,
  ...SIZE_MARK,
  ...AREA_HEAD,
  ...A_LITTLE,
  ...SHORT_DEFINITE,
];
