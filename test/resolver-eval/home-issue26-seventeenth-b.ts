// Issue 26, round 17b: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A bedroom with two lights and a room named after a child alone ("Léon", "Ida"), with one light of its
 * own: the child's room said as "the room of Léon" or "Idas værelse" is that room, not the bedroom too.
 */
function personRoom(
  id: string,
  language: string,
  bedroom: string,
  person: string,
  says: string[],
  guard: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['bedroom', bedroom, null],
        ['child', person, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('bedroom', 'light.bed_left', `${bedroom} 1`),
        one('bedroom', 'light.bed_right', `${bedroom} 2`),
        one('child', 'light.stars', 'Sternenhimmel'),
        one('hall', 'light.hall', 'Hall'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('named-after person-genitive', say, ['light.stars'])),
      c('ordinary', guard, ['light.bed_left', 'light.bed_right']),
    ],
  };
}

/** Rule 1: a room word said with a person's name is the area named by that name alone. */
const PERSON_ROOMS: EvalSuite[] = [
  personRoom(
    'r17b_fr_leon',
    'fr',
    'Chambre',
    'Léon',
    ['la lumière de la chambre de Léon', 'la lampe dans la chambre de Léon'],
    'les lumières de la chambre',
  ),
  personRoom(
    'r17b_pt_tomas',
    'pt',
    'Quarto',
    'Tomás',
    ['a luz do quarto do Tomás', 'o candeeiro no quarto do Tomás'],
    'as luzes do quarto',
  ),
  personRoom(
    'r17b_da_ida',
    'da',
    'Soveværelse',
    'Ida',
    ['lampen på Idas værelse', 'lyset i Idas værelse'],
    'lysene i soveværelset',
  ),
  personRoom(
    'r17b_es_pablo',
    'es',
    'Dormitorio',
    'Pablo',
    ['la luz del dormitorio de Pablo', 'la lámpara de la habitación de Pablo'],
    'las luces del dormitorio',
  ),
  personRoom(
    'r17b_it_giulia',
    'it',
    'Camera',
    'Giulia',
    ['la luce della camera di Giulia', 'la lampada nella camera di Giulia'],
    'le luci della camera',
  ),
  personRoom(
    'r17b_en_oliver',
    'en',
    'Bedroom',
    'Oliver',
    ["the light in Oliver's bedroom", "the lamp in Oliver's room"],
    'the bedroom lights',
  ),
  personRoom(
    'r17b_sv_alva',
    'sv',
    'Sovrum',
    'Alva',
    ['lampan i Alvas sovrum', 'ljuset i Alvas rum'],
    'lamporna i sovrummet',
  ),
  personRoom(
    'r17b_de_paul',
    'de',
    'Schlafzimmer',
    'Paul',
    ['das Licht in Pauls Schlafzimmer', 'die Lampe im Zimmer von Paul'],
    'die Lichter im Schlafzimmer',
  ),
];

/**
 * A ground floor and one upstairs, a lamp named after the furniture it hangs over: "boven", "em cima",
 * "en haut", "arriba" say "upstairs" alone and "above" before an article and a name.
 */
function overFurniture(
  id: string,
  language: string,
  floors: [string, string],
  lamp: string,
  says: string[],
  upstairs: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [
        ['ground', floors[0], 0],
        ['upper', floors[1], 1],
      ],
      areas: [
        ['living', 'Living', 'ground'],
        ['sleeping', 'Sleeping', 'upper'],
      ],
      devices: [
        one('living', 'light.over', lamp),
        one('living', 'light.floor', 'Stehlampe'),
        one('sleeping', 'light.ceiling', 'Plafon'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('ordinary position-floor', say, ['light.over'])),
      c('ordinary', upstairs, ['light.ceiling']),
    ],
  };
}

/** Rule 2: a floor word that is also a position word, before an article, places a thing by another. */
const OVER_FURNITURE: EvalSuite[] = [
  overFurniture(
    'r17b_nl_huis',
    'nl',
    ['Begane grond', 'Eerste verdieping'],
    'Hanglamp keukentafel',
    ['de hanglamp boven de keukentafel', 'de lamp boven de keukentafel'],
    'de lampen boven',
  ),
  overFurniture(
    'r17b_pt_casa',
    'pt',
    ['Rés-do-chão', 'Primeiro andar'],
    'Candeeiro mesa jantar',
    ['o candeeiro em cima da mesa de jantar', 'a luz em cima da mesa de jantar'],
    'as luzes lá em cima',
  ),
  overFurniture(
    'r17b_fr_maison',
    'fr',
    ['Rez-de-chaussée', 'Étage'],
    'Suspension escalier',
    ["la suspension en haut de l'escalier", "la lumière en haut de l'escalier"],
    'les lumières en haut',
  ),
  overFurniture(
    'r17b_es_casa',
    'es',
    ['Planta baja', 'Planta alta'],
    'Lámpara mesa comedor',
    ['la lámpara arriba de la mesa del comedor', 'la luz arriba de la mesa del comedor'],
    'las luces de arriba',
  ),
];

/**
 * A device written by its common abbreviation ("PAC", "PDC", "HRV") beside another of the same first
 * word ("Pompe piscine"): the words the abbreviation stands for are that device.
 */
function abbreviated(
  id: string,
  language: string,
  device: [string, string],
  beside: [string, string],
  says: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['main', 'Main', null]],
      devices: [one('main', ...device), one('main', ...beside), one('main', 'light.main', 'Main light')],
      loose: [],
    },
    cases: says.map((say) => c('ordinary initials', say, [device[0]])),
  };
}

/** Rule 3: the words a device's abbreviated name stands for name that device. */
const ABBREVIATED: EvalSuite[] = [
  abbreviated(
    'r17b_fr_pac',
    'fr',
    ['climate.pac', 'PAC maison'],
    ['switch.pompe_piscine', 'Pompe piscine'],
    ['la pompe à chaleur'],
  ),
  abbreviated(
    'r17b_fr_vmc',
    'fr',
    ['fan.vmc', 'VMC'],
    ['switch.ventilo', 'Ventilateur bureau'],
    ['la ventilation mécanique contrôlée'],
  ),
  abbreviated(
    'r17b_it_pdc',
    'it',
    ['climate.pdc', 'PDC'],
    ['switch.pompa_pozzo', 'Pompa pozzo'],
    ['la pompa di calore'],
  ),
  abbreviated(
    'r17b_es_acs',
    'es',
    ['switch.termo_acs', 'Termo ACS'],
    ['switch.agua_jardin', 'Agua jardín'],
    ['el agua caliente sanitaria'],
  ),
  abbreviated(
    'r17b_pt_aqs',
    'pt',
    ['switch.bomba_aqs', 'Bomba AQS'],
    ['switch.bomba_piscina', 'Bomba piscina'],
    ['a água quente sanitária'],
  ),
  abbreviated(
    'r17b_en_hrv',
    'en',
    ['fan.hrv', 'HRV'],
    ['switch.heat_lamp', 'Heat lamp'],
    ['the heat recovery ventilator'],
  ),
];

/**
 * A thing named by one word of its everyday two-word term ("Napowietrzacz oczko" for a garden pond,
 * "oczko wodne"), beside a light on the terrace: the whole term said is that thing.
 */
function termWord(id: string, language: string, thing: [string, string], says: string[]): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['terrace', 'Terrace', null]],
      devices: [one('terrace', ...thing), one('terrace', 'light.terrace', 'Terrace light')],
      loose: [],
    },
    cases: says.map((say) => c('name-wins term-word', say, [thing[0]])),
  };
}

/** Rule 4: a thing's term of several words, the home having nothing it stands for, is its word the home holds. */
const TERM_WORDS: EvalSuite[] = [
  termWord('r17b_pl_taras', 'pl', ['switch.napowietrzacz', 'Napowietrzacz oczko'], ['oczko wodne']),
  termWord('r17b_nl_deken', 'nl', ['switch.deken', 'Deken Noor'], ['de elektrische deken']),
  termWord('r17b_it_catena', 'it', ['switch.catena', 'Catena Natale'], ['la catena luminosa']),
  termWord('r17b_pt_cordao', 'pt', ['switch.cordao', 'Cordão varanda'], ['o cordão de luz']),
];

/**
 * A living room with a floor lamp and spots named in English ("Lounge Spots"), and a kitchen pendant:
 * the spots said in the home's own word ("focos", "faretti", "Strahler") are those spots alone.
 */
function spotsIn(id: string, language: string, lamp: string, says: string[], all: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['lounge', 'Lounge', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('lounge', 'light.spots', 'Lounge Spots'),
        one('lounge', 'light.lamp', lamp),
        one('kitchen', 'light.pendant', 'Kitchen pendant'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('name-wins spot-word', say, ['light.spots'])),
      c('ordinary', all, ['light.spots', 'light.lamp']),
    ],
  };
}

/** Rule 5: spots said in any language are the lights named as spots. */
const SPOT_WORDS: EvalSuite[] = [
  spotsIn(
    'r17b_es_spots',
    'es',
    'Lámpara de pie',
    ['los focos del lounge', 'los focos'],
    'las luces del lounge',
  ),
  spotsIn('r17b_it_spots', 'it', 'Piantana', ['i faretti del lounge', 'i faretti'], 'le luci del lounge'),
  spotsIn(
    'r17b_de_spots',
    'de',
    'Stehlampe',
    ['die Strahler im Lounge', 'die Strahler'],
    'die Lichter im Lounge',
  ),
  spotsIn(
    'r17b_nl_spots',
    'nl',
    'Staande lamp',
    ['de spotjes in de lounge', 'de spotjes'],
    'de lampen in de lounge',
  ),
  spotsIn('r17b_pt_spots', 'pt', 'Candeeiro de pé', ['os focos do lounge', 'os focos'], 'as luzes do lounge'),
  spotsIn(
    'r17b_fr_spots',
    'fr',
    'Lampadaire',
    ['les spots du lounge', 'les spots'],
    'les lumières du lounge',
  ),
];

/**
 * Rule 5's guard: a fixture's or a thing's word written only inside a compound ("Gangspots",
 * "Gartenpumpe") still finds it, now that such a word is also a concept's.
 */
function inCompound(id: string, language: string, thing: [string, string], says: string[]): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['garden', 'Garden', null]],
      devices: [one('garden', ...thing), one('garden', 'light.lantern', 'Lantern')],
      loose: [],
    },
    cases: says.map((say) => c('ordinary compound-word', say, [thing[0]])),
  };
}

const IN_COMPOUNDS: EvalSuite[] = [
  inCompound('r17b_nl_gang', 'nl', ['light.gangspots', 'Gangspots'], ['de spots in de garden', 'de spots']),
  inCompound(
    'r17b_da_spots',
    'da',
    ['light.terrassespots', 'Terrassespots'],
    ['spotsene', 'spotsene i garden'],
  ),
  inCompound(
    'r17b_de_pumpe',
    'de',
    ['switch.gartenpumpe', 'Gartenpumpe'],
    ['die Pumpe', 'die Pumpe im Garden'],
  ),
];

/**
 * A Korean home: a study with two differently named lights, the children's rooms named after them
 * ("지훈", "서연 방") and a kids' room ("아이방"). Rule 6: "조명들" is the plural of "조명". Rule 7: a child's
 * name said with the 이 ending ("지훈이 방") is the name as the home writes it.
 */
const KOREAN_HOME: EvalSuite = {
  home: {
    id: 'r17b_ko_house',
    language: 'ko',
    floors: [],
    areas: [
      ['study', '서재', null],
      ['kitchen', '주방', null],
      ['jihun', '지훈', null],
      ['seoyeon', '서연 방', null],
      ['kids', '아이방', null],
    ],
    devices: [
      one('study', 'light.study_ceiling', '서재 천장등'),
      one('study', 'light.study_desk', '책상 스탠드'),
      one('kitchen', 'light.kitchen', '주방 조명'),
      one('jihun', 'light.jihun', '침대 스탠드'),
      one('seoyeon', 'light.seoyeon', '서연 스탠드'),
      one('kids', 'light.kids', '아이방 조명'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary korean-plural', '서재 조명들', ['light.study_ceiling', 'light.study_desk']),
    c('ordinary korean-plural', '서재 전등들', ['light.study_ceiling', 'light.study_desk']),
    c('ordinary korean-plural', '서재에 있는 조명들', ['light.study_ceiling', 'light.study_desk']),
    c('ordinary', '주방 조명', ['light.kitchen']),
    c('named-after korean-name', '지훈이 방 조명', ['light.jihun']),
    c('named-after korean-name', '지훈이 방 불', ['light.jihun']),
    c('named-after korean-name', '지훈이 방 스탠드', ['light.jihun']),
    c('named-after korean-name', '지훈이 스탠드', ['light.jihun']),
    c('named-after korean-name', '지훈 방 스탠드', ['light.jihun']),
    c('named-after korean-name', '지훈의 방 스탠드', ['light.jihun']),
    c('named-after korean-name', '서연이 스탠드', ['light.seoyeon']),
    c('named-after korean-name', '서연이 방 조명', ['light.seoyeon']),
    c('named-after', '지훈 방 조명', ['light.jihun']),
    c('ordinary', '아이방 조명', ['light.kids']),
  ],
};

/**
 * Rule 8: a shed with two lights numbered onto a CJK name without a space ("车库灯1", "车库灯2"), and a
 * differently named light in the kitchen: the domain word said of the shed asks which, as for "Light 1/2".
 */
function numberedCjk(
  id: string,
  language: string,
  shed: string,
  light: string,
  asks: string[],
  both: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['shed', shed, null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('shed', 'light.shed_1', `${light}1`),
        one('shed', 'light.shed_2', `${light}2`),
        one('kitchen', 'light.kitchen', 'Kitchen'),
      ],
      loose: [],
    },
    cases: [
      ...asks.map((say) => c('ask-one cjk-numbered', say, { ask: ['light.shed_1', 'light.shed_2'] })),
      ...both.map((say) => c('ordinary', say, ['light.shed_1', 'light.shed_2'])),
    ],
  };
}

const NUMBERED_CJK: EvalSuite[] = [
  numberedCjk(
    'r17b_zh_garage',
    'zh',
    '车库',
    '车库灯',
    ['车库的灯', '车库里的灯'],
    ['车库所有的灯', '车库的两个灯'],
  ),
  numberedCjk('r17b_ja_shed', 'ja', '物置', '物置ライト', ['物置の電気', '物置の照明'], ['物置の電気全部']),
  numberedCjk('r17b_ko_shed', 'ko', '창고', '창고등', ['창고 불', '창고 조명'], ['창고 조명 전부']),
];

/**
 * Rule 9: a Japanese home whose kotatsu, named in three hiragana, is not exposed: said with its room it is
 * "not exposed", not "nothing there" (the short hiragana word was dropped as a verb's ending).
 */
const HIDDEN_KANA: EvalSuite = {
  home: {
    id: 'r17b_ja_ima',
    language: 'ja',
    floors: [],
    areas: [
      ['ima', '居間', null],
      ['shinshitsu', '寝室', null],
    ],
    devices: [
      one('ima', 'light.ima', '居間の電気'),
      one('ima', 'switch.kotatsu', 'こたつ', { hidden: true }),
      one('shinshitsu', 'light.shinshitsu', '寝室の電気'),
    ],
    loose: [],
  },
  cases: [
    c('hidden-similar hidden-kana', '居間のこたつ', 'not-exposed'),
    c('hidden-similar hidden-kana', '居間にあるこたつ', 'not-exposed'),
    c('hidden-similar', 'こたつ', 'not-exposed'),
    c('ordinary', '居間の電気', ['light.ima']),
    c('ordinary', '寝室の電気をつけて', ['light.shinshitsu']),
  ],
};

export const SEVENTEENTH_ROUND_B: readonly EvalSuite[] = [
  HIDDEN_KANA,
  ...NUMBERED_CJK,
  KOREAN_HOME,
  ...IN_COMPOUNDS,
  ...SPOT_WORDS,
  ...PERSON_ROOMS,
  ...OVER_FURNITURE,
  ...ABBREVIATED,
  ...TERM_WORDS,
];
