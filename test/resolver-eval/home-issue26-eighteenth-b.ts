// Issue 26, round 18b (rules 1–5; rules 6–10 are in home-issue26-eighteenth-b2.ts): a case or two per rule in
// homes of our own, none of them a slice's requests or homes.
import { c, type EvalCase, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

export type Options = NonNullable<EvalEntity[2]>;
export const outlet: Options = { deviceClass: 'outlet' };
export const speaker: Options = { deviceClass: 'speaker' };
export const tv: Options = { deviceClass: 'tv' };

/** A one-floor home: its rooms as [id, name], its devices as [room, entity id, name, options]. */
export function flat(
  id: string,
  language: string,
  rooms: [string, string][],
  devices: [string, string, string, Options?][],
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: rooms.map(([area, name]) => [area, name, null]),
      devices: devices.map(([area, entity, name, options]) => one(area, entity, name, options)),
      loose: [],
    },
    cases,
  };
}

/**
 * Rule 1: an appliance's words with a small word inside ("macchina del caffè", "pompe à chaleur") also
 * name a thing whose name leaves the small word out ("Spina macchina caffè").
 */
const INNER_SMALL_WORD: EvalSuite[] = [
  flat(
    'r18b_it_trani',
    'it',
    [
      ['cucina', 'Cucina'],
      ['studio', 'Studio'],
    ],
    [
      ['cucina', 'switch.spina_caffe', 'Spina macchina caffè', outlet],
      ['cucina', 'light.cucina', 'Luce cucina'],
      ['studio', 'climate.pdc', 'Pompa calore studio'],
    ],
    [
      c('ordinary inner-small-word', 'la macchina del caffè', ['switch.spina_caffe']),
      c('ordinary inner-small-word', 'la macchinetta del caffè in cucina', ['switch.spina_caffe']),
      c('ordinary', 'la luce della cucina', ['light.cucina']),
    ],
  ),
  flat(
    'r18b_es_teruel',
    'es',
    [['cocina', 'Cocina']],
    [
      ['cocina', 'switch.maquina_cafe', 'Enchufe máquina café', outlet],
      ['cocina', 'switch.lavadora', 'Enchufe lavadora', outlet],
    ],
    [
      c('ordinary inner-small-word', 'la máquina de café', ['switch.maquina_cafe']),
      c('ordinary', 'la lavadora', ['switch.lavadora']),
    ],
  ),
  flat(
    'r18b_fr_albi',
    'fr',
    [['cuisine', 'Cuisine']],
    [
      ['cuisine', 'switch.machine_cafe', 'Prise machine café', outlet],
      ['cuisine', 'light.cuisine', 'Plafonnier cuisine'],
    ],
    [
      c('ordinary inner-small-word', 'la machine à café', ['switch.machine_cafe']),
      c('ordinary inner-small-word', 'la machine à café de la cuisine', ['switch.machine_cafe']),
    ],
  ),
  flat(
    'r18b_pt_viseu',
    'pt',
    [['cozinha', 'Cozinha']],
    [
      ['cozinha', 'switch.maquina_cafe', 'Tomada máquina café', outlet],
      ['cozinha', 'switch.chaleira', 'Chaleira', outlet],
    ],
    [
      c('ordinary inner-small-word', 'a máquina de café', ['switch.maquina_cafe']),
      c('ordinary', 'a chaleira', ['switch.chaleira']),
    ],
  ),
];

/** A living room with a TV and a speaker, a study with a speaker: "the radio" is a speaker. */
function radioHome(id: string, language: string, says: string[], alone: string): EvalSuite[] {
  return [
    flat(
      id,
      language,
      [
        ['living', 'Lounge'],
        ['study', 'Study'],
      ],
      [
        ['living', 'media_player.tv', 'Panasonic', tv],
        ['living', 'media_player.speaker', 'Lounge One', speaker],
        ['living', 'light.lounge', 'Lounge'],
      ],
      says.map((say) => c('ordinary radio', say, ['media_player.speaker'])),
    ),
    // Only a TV: the radio plays there.
    flat(
      `${id}_tv`,
      language,
      [['living', 'Lounge']],
      [['living', 'media_player.tv', 'Panasonic', tv]],
      [c('ordinary', alone, ['media_player.tv'])],
    ),
  ];
}

/** Rule 2: a radio is a thing that plays sound: a speaker before a TV, the TV only when it is alone. */
const RADIO: EvalSuite[] = [
  ...radioHome('r18b_da_radio', 'da', ['radioen', 'radioen i loungen'], 'radioen'),
  ...radioHome('r18b_en_radio', 'en', ['the radio', 'the radio in the lounge'], 'the radio'),
  ...radioHome('r18b_de_radio', 'de', ['das Radio', 'das Radio in der Lounge'], 'das Radio'),
  ...radioHome('r18b_nl_radio', 'nl', ['de radio'], 'de radio'),
  ...radioHome('r18b_ko_radio', 'ko', ['라디오'], '라디오'),
  ...radioHome('r18b_ja_radio', 'ja', ['ラジオ'], 'ラジオ'),
  ...radioHome('r18b_pl_radio', 'pl', ['radio'], 'radio'),
];

/** A room's plain light beside lamps of a shape (floor, desk, strip), and a hall with one light. */
function bigLight(
  id: string,
  language: string,
  room: string,
  plain: string,
  lamps: string[],
  says: string[],
): EvalSuite {
  return flat(
    id,
    language,
    [
      ['room', room],
      ['hall', 'Hall'],
    ],
    [
      ['room', 'light.plain', plain],
      ...lamps.map((lamp, at): [string, string, string] => ['room', `light.lamp_${at + 1}`, lamp]),
      ['hall', 'light.hall', 'Hall'],
    ],
    says.map((say) => c('ordinary big-light', say, ['light.plain'])),
  );
}

/**
 * Rule 3: the big light of a room none of whose lights is named for the ceiling is its one light named
 * by no lamp of a shape (a floor or desk lamp, a strip): "서재 큰 불" with "서재 등" and "서재 스탠드".
 */
const BIG_LIGHT: EvalSuite[] = [
  bigLight(
    'r18b_ko_big',
    'ko',
    '서재',
    '서재 등',
    ['서재 스탠드', '서재 LED 스트립'],
    ['서재 큰 불', '서재 큰 조명'],
  ),
  bigLight('r18b_ko_big2', 'ko', '안방', '안방 전등', ['안방 장스탠드'], ['안방 큰 불']),
  bigLight(
    'r18b_ja_big',
    'ja',
    '書斎',
    '書斎照明',
    ['デスクライト'],
    ['書斎の大きい電気', '書斎の大きい照明'],
  ),
  bigLight(
    'r18b_en_big',
    'en',
    'Den',
    'Den Light',
    ['Den Floor Lamp', 'Reading Lamp'],
    ['the big light in the den', 'the main light in the den'],
  ),
  bigLight(
    'r18b_de_big',
    'de',
    'Arbeitszimmer',
    'Arbeitszimmer Licht',
    ['Stehlampe'],
    ['das große Licht im Arbeitszimmer'],
  ),
  bigLight(
    'r18b_es_big',
    'es',
    'Despacho',
    'Luz despacho',
    ['Lámpara de pie', 'Flexo'],
    ['la luz grande del despacho'],
  ),
  bigLight('r18b_fr_big', 'fr', 'Bureau', 'Lumière bureau', ['Lampadaire'], ['la grande lumière du bureau']),
];

/** A room's ceiling light beside a lamp whose name ends in the lamp word, written as one word. */
function lampWord(
  id: string,
  language: string,
  room: string,
  ceiling: string,
  lamp: string,
  say: string,
  guard: string,
): EvalSuite {
  return flat(
    id,
    language,
    [
      ['room', room],
      ['hall', 'Hall'],
    ],
    [
      ['room', 'light.ceiling', ceiling],
      ['room', 'light.lamp', lamp],
      ['hall', 'light.hall', 'Hall'],
    ],
    [
      c('name-wins lamp-compound', say, ['light.lamp']),
      c('ordinary', guard, ['light.ceiling', 'light.lamp']),
    ],
  );
}

/**
 * Rule 4: a lamp word said of a room is the light whose name ends in it, written as one word
 * ("Schreibtischlampe", "Læselampe", "ベッドサイドランプ"), beside a light named for the ceiling.
 */
const LAMP_COMPOUND: EvalSuite[] = [
  lampWord(
    'r18b_de_lamp',
    'de',
    'Büro',
    'Deckenlicht Büro',
    'Schreibtischlampe',
    'die Lampe im Büro',
    'die Lichter im Büro',
  ),
  lampWord(
    'r18b_nl_lamp',
    'nl',
    'Serre',
    'Plafonnière serre',
    'Leeslamp',
    'de lamp in de serre',
    'de lampen in de serre',
  ),
  lampWord(
    'r18b_sv_lamp',
    'sv',
    'Kontor',
    'Taklampa kontor',
    'Skrivbordslampa',
    'lampan på kontoret',
    'lamporna på kontoret',
  ),
  lampWord(
    'r18b_da_lamp',
    'da',
    'Kontor',
    'Loftlampe kontor',
    'Læselampe',
    'lampen på kontoret',
    'lamperne på kontoret',
  ),
  lampWord('r18b_ja_lamp', 'ja', '寝室', '寝室照明', 'ベッドサイドランプ', '寝室のランプ', '寝室の電気全部'),
  lampWord('r18b_ko_lamp', 'ko', '서재', '서재 천장 조명', '독서램프', '서재 램프', '서재 조명 전부'),
];

/**
 * Rule 5: a Korean light named with 등 written on ("무드등", "식탁등") answers to its word said apart with
 * any light word ("무드 조명", "식탁 불"), beside the room's other light.
 */
const KOREAN_DEUNG: EvalSuite[] = [
  flat(
    'r18b_ko_deung',
    'ko',
    [
      ['chimsil', '침실'],
      ['jubang', '주방'],
      ['aibang', '아이방'],
    ],
    [
      ['chimsil', 'light.mood', '침실 무드등'],
      ['chimsil', 'light.chimsil', '침실 조명'],
      ['jubang', 'light.siktak', '식탁등'],
      ['jubang', 'light.jubang', '주방 전등'],
      ['aibang', 'light.sumyeon', '수면등'],
      ['aibang', 'light.aibang', '아이방 조명'],
    ],
    [
      c('name-wins korean-deung', '침실 무드 조명', ['light.mood']),
      c('name-wins korean-deung', '무드 조명', ['light.mood']),
      c('name-wins korean-deung', '식탁 조명', ['light.siktak']),
      c('name-wins korean-deung', '주방 식탁 불', ['light.siktak']),
      c('name-wins korean-deung', '아이방 수면 조명', ['light.sumyeon']),
      c('ordinary', '침실 불 다', ['light.mood', 'light.chimsil']),
      c('ordinary', '식탁등', ['light.siktak']),
    ],
  ),
];

export const EIGHTEENTH_ROUND_B: readonly EvalSuite[] = [
  ...INNER_SMALL_WORD,
  ...RADIO,
  ...BIG_LIGHT,
  ...LAMP_COMPOUND,
  ...KOREAN_DEUNG,
];
