// Issue 26, round 18b: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalCase, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

type Options = NonNullable<EvalEntity[2]>;
const outlet: Options = { deviceClass: 'outlet' };
const speaker: Options = { deviceClass: 'speaker' };
const tv: Options = { deviceClass: 'tv' };

/** A one-floor home: its rooms as [id, name], its devices as [room, entity id, name, options]. */
function flat(
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

/** A hall with a vacuum of some make, and rooms that are not it. */
function vacuumHome(id: string, language: string, vacuum: string, says: string[]): EvalSuite {
  return flat(
    id,
    language,
    [
      ['hall', 'Hall'],
      ['room', 'Room Opa'],
    ],
    [
      ['hall', 'vacuum.robot', vacuum],
      ['hall', 'light.hall', 'Hall'],
      ['room', 'light.room', 'Room Opa'],
    ],
    says.map((say) => c('brand generic-product', say, ['vacuum.robot'])),
  );
}

/**
 * Rule 6: a product said for any thing of its kind ("the Roomba" for a vacuum of another make) is that
 * kind, in a home where no name, exposed or not, carries it.
 */
const GENERIC_PRODUCT: EvalSuite[] = [
  vacuumHome('r18b_de_roomba', 'de', 'Ecovacs Deebot', ['der Roomba', 'den Roomba im Flur']),
  vacuumHome('r18b_en_roomba', 'en', 'Eufy RoboVac', ['the roomba', 'the Roomba in the hall']),
  vacuumHome('r18b_fr_roomba', 'fr', 'Dreame L10', ['le Roomba']),
  vacuumHome('r18b_it_roomba', 'it', 'Robot Xiaomi', ['il Roomba']),
  vacuumHome('r18b_sv_roomba', 'sv', 'Dammsugare Xiaomi', ['roomban']),
  vacuumHome('r18b_da_roomba', 'da', 'Støvsuger Dreame', ['roombaen']),
  vacuumHome('r18b_es_conga', 'es', 'Roborock S8', ['la Conga', 'la Roomba']),
  // A Roomba is itself; a hidden one is not exposed; two other vacuums ask which.
  flat(
    'r18b_en_roomba_own',
    'en',
    [['hall', 'Hall']],
    [
      ['hall', 'vacuum.roomba', 'Roomba j7'],
      ['hall', 'vacuum.mop', 'Braava Jet'],
    ],
    [c('brand', 'the roomba', ['vacuum.roomba'])],
  ),
  flat(
    'r18b_de_roomba_hidden',
    'de',
    [['flur', 'Flur']],
    [
      ['flur', 'vacuum.roomba', 'Roomba', { hidden: true }],
      ['flur', 'vacuum.dreame', 'Dreame'],
    ],
    [c('hidden-similar', 'den Roomba', 'not-exposed')],
  ),
  flat(
    'r18b_es_two_vacuums',
    'es',
    [
      ['arriba', 'Arriba'],
      ['abajo', 'Abajo'],
    ],
    [
      ['arriba', 'vacuum.dreame', 'Dreame'],
      ['abajo', 'vacuum.eufy', 'Eufy'],
    ],
    [c('ask-one', 'la Roomba', { ask: ['vacuum.dreame', 'vacuum.eufy'] })],
  ),
];

/** A person's room with an Echo and a light named after the person, and the kitchen with the same. */
function wakeHome(id: string, language: string, room: string, light: string, say: string, guard: string) {
  return flat(
    id,
    language,
    [
      ['room', room],
      ['kitchen', 'Kitchen'],
    ],
    [
      ['room', 'media_player.echo_room', 'Echo Dot', speaker],
      ['room', 'light.room', light],
      ['kitchen', 'media_player.echo_kitchen', 'Echo Show', speaker],
      ['kitchen', 'light.kitchen', 'Kitchen'],
    ],
    [c('brand wake-word-place', say, ['media_player.echo_room']), c('brand', guard, ['light.room'])],
  );
}

/**
 * Rule 7: a wake word said with a person's place alone ("Alexa u Kuby", "Alexa bei Opa") is the assistant
 * there, though the person's name is also a word of a light's name; a thing named after it stays a request.
 */
const WAKE_WORD_PLACE: EvalSuite[] = [
  wakeHome('r18b_pl_wake', 'pl', 'Pokój Kuby', 'Lampka Kuby', 'Alexa u Kuby', 'Alexa, lampka Kuby'),
  wakeHome('r18b_pl_wake2', 'pl', 'Pokój babci', 'Lampka babci', 'Alexa u babci', 'Alexa, lampka babci'),
  wakeHome('r18b_de_wake', 'de', 'Zimmer Opa', 'Leselampe Opa', 'Alexa bei Opa', 'Alexa, Leselampe Opa'),
  wakeHome('r18b_sv_wake', 'sv', 'Rum Elsa', 'Lampa Elsa', 'Alexa hos Elsa', 'Alexa, lampa Elsa'),
];

/**
 * Rule 8: a name of two short Latin words said as one kana or Hangul word ("카카오미니", "カサミニ") finds it
 * when its vowels match too, as a short brand of one word does; "-니" there is no question's ending.
 */
const SHORT_SOUNDED_NAME: EvalSuite[] = [
  flat(
    'r18b_ko_short_name',
    'ko',
    [
      ['anbang', '안방'],
      ['jubang', '주방'],
    ],
    [
      ['anbang', 'media_player.kakao', 'Kakao Mini', speaker],
      ['anbang', 'light.anbang', '안방 조명'],
      ['jubang', 'switch.kasa', 'Kasa Mini', outlet],
      ['jubang', 'media_player.nest', 'Nest Audio', speaker],
    ],
    [
      c('brand short-sounded-name', '카카오미니', ['media_player.kakao']),
      c('brand short-sounded-name', '카사미니', ['switch.kasa']),
      c('brand', '주방 스피커', ['media_player.nest']),
    ],
  ),
  flat(
    'r18b_ja_short_name',
    'ja',
    [['kitchen', 'キッチン']],
    [
      ['kitchen', 'switch.kasa', 'Kasa Mini', outlet],
      ['kitchen', 'light.kitchen', 'キッチン照明'],
    ],
    [c('brand short-sounded-name', 'カサミニ', ['switch.kasa'])],
  ),
];

/** Rule 9: Portuguese says "o robô" (with its accent) for the robot vacuum, as others say "robot". */
const ROBO: EvalSuite[] = [
  flat(
    'r18b_pt_robo',
    'pt',
    [
      ['sala', 'Sala'],
      ['cozinha', 'Cozinha'],
    ],
    [
      ['sala', 'vacuum.eufy', 'Eufy G30'],
      ['sala', 'light.sala', 'Luz sala'],
      ['cozinha', 'switch.robo_cozinha', 'Tomada cozinha', outlet],
    ],
    [
      c('ordinary robo', 'o robô', ['vacuum.eufy']),
      c('ordinary robo', 'o robô aspirador', ['vacuum.eufy']),
      c('ordinary robo', 'o robô da Eufy', ['vacuum.eufy']),
      c('ordinary', 'o aspirador', ['vacuum.eufy']),
    ],
  ),
];

export const EIGHTEENTH_ROUND_B: readonly EvalSuite[] = [
  ...INNER_SMALL_WORD,
  ...RADIO,
  ...BIG_LIGHT,
  ...LAMP_COMPOUND,
  ...KOREAN_DEUNG,
  ...GENERIC_PRODUCT,
  ...WAKE_WORD_PLACE,
  ...SHORT_SOUNDED_NAME,
  ...ROBO,
];
