// Issue 26, round 18c: rules from the leftovers of earlier rounds (a maker whose name joins two names, a
// Chinese or Japanese word that ends several run-together names, …), in homes of our own, none a slice's.
import { c, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

type Options = NonNullable<EvalEntity[2]>;
const SPEAKER: Options = { deviceClass: 'speaker' };
const TV: Options = { deviceClass: 'tv' };

/**
 * Rule 1: a maker whose name joins two names ("Bang & Olufsen", "Bowers & Wilkins") said whole, with the
 * "and" of any language, or by its initials ("B&O", "B&W"): one maker, named for its product line.
 */
const JOINED_MAKERS: EvalSuite[] = [
  {
    home: {
      id: 'r18c_da_joined_maker',
      language: 'da',
      floors: [],
      areas: [
        ['alrum', 'Alrum', null],
        ['sovevaerelse', 'Soveværelse', null],
      ],
      loose: [],
      devices: [
        one('alrum', 'media_player.alrum_beoplay', 'Beoplay A9 Alrum', SPEAKER),
        one('alrum', 'media_player.alrum_tv', 'Fjernsyn Alrum', TV),
        one('sovevaerelse', 'media_player.sove_sonos', 'Sonos Soveværelse', SPEAKER),
        one('alrum', 'light.alrum_loft', 'Loftlampe Alrum'),
      ],
    },
    cases: [
      c('brand joined-maker', 'bang og olufsen i alrummet', ['media_player.alrum_beoplay']),
      c('brand joined-maker', 'B&O', ['media_player.alrum_beoplay']),
      c('brand joined-maker', 'B&O højttaleren', ['media_player.alrum_beoplay']),
      c('brand joined-maker', 'Bang & Olufsen', ['media_player.alrum_beoplay']),
      c('brand guard', 'sonos i soveværelset', ['media_player.sove_sonos']),
      c('ordinary guard', 'loftlampen og sonos', ['light.alrum_loft', 'media_player.sove_sonos']),
    ],
  },
  {
    home: {
      id: 'r18c_de_joined_maker',
      language: 'de',
      floors: [],
      areas: [
        ['wohnen', 'Wohnzimmer', null],
        ['buero', 'Büro', null],
      ],
      loose: [],
      devices: [
        one('wohnen', 'media_player.zeppelin', 'Zeppelin Wohnzimmer', SPEAKER),
        one('buero', 'media_player.buero_echo', 'Echo Büro', SPEAKER),
        one('wohnen', 'light.wohnen_decke', 'Deckenlampe Wohnzimmer'),
      ],
    },
    cases: [
      c('brand joined-maker', 'Bowers und Wilkins', ['media_player.zeppelin']),
      c('brand joined-maker', 'den B&W im Wohnzimmer', ['media_player.zeppelin']),
      c('brand joined-maker', 'die Bowers & Wilkins Box', ['media_player.zeppelin']),
      c('ordinary guard', 'Deckenlampe und Echo', ['light.wohnen_decke', 'media_player.buero_echo']),
    ],
  },
  {
    home: {
      id: 'r18c_en_joined_maker',
      language: 'en',
      floors: [],
      areas: [
        ['den', 'Den', null],
        ['kitchen', 'Kitchen', null],
      ],
      loose: [],
      devices: [
        one('den', 'media_player.den_beovision', 'Den Beovision', TV),
        one('kitchen', 'media_player.kitchen_beosound', 'Kitchen Beosound', SPEAKER),
        one('kitchen', 'light.kitchen', 'Kitchen Light'),
      ],
    },
    cases: [
      c('brand joined-maker', 'the bang and olufsen speaker', ['media_player.kitchen_beosound']),
      c('brand joined-maker', 'the B&O in the kitchen', ['media_player.kitchen_beosound']),
      c('brand joined-maker', 'the b&o tv', ['media_player.den_beovision']),
      c('ordinary guard', 'the kitchen light and the den beovision', [
        'light.kitchen',
        'media_player.den_beovision',
      ]),
    ],
  },
  {
    home: {
      id: 'r18c_es_joined_maker',
      language: 'es',
      floors: [],
      areas: [['salon', 'Salón', null]],
      loose: [],
      devices: [
        one('salon', 'media_player.salon_beosound', 'Beosound Salón', SPEAKER),
        one('salon', 'light.salon', 'Lámpara Salón'),
      ],
    },
    cases: [
      c('brand joined-maker', 'el bang y olufsen', ['media_player.salon_beosound']),
      c('brand joined-maker', 'el altavoz B&O del salón', ['media_player.salon_beosound']),
    ],
  },
];

/** A home whose lamps are written as whose lamp and what lamp, in one run of characters. */
function runTogether(
  id: string,
  language: string,
  areas: [first: string, second: string, shared: string],
  names: [first: string, second: string, shared: string],
  cases: [tag: string, say: string, want: string[] | { ask: string[] }][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['first', areas[0], null],
        ['second', areas[1], null],
        ['shared', areas[2], null],
      ],
      loose: [],
      devices: [
        one('first', 'light.first_lamp', names[0]),
        one('second', 'light.second_lamp', names[1]),
        one('shared', 'light.shared_lamp', names[2]),
      ],
    },
    cases: cases.map(([tag, say, want]) => c(tag, say, want)),
  };
}

const BOTH = ['light.first_lamp', 'light.second_lamp'];
const EITHER = { ask: BOTH };

/**
 * Rule 2: a word that ends several run-together names ("夜灯" of "小宝夜灯" and "妞妞夜灯") is those names:
 * asked about as one, all of them with a count or "both".
 */
const NAME_TAILS: EvalSuite[] = [
  runTogether(
    'r18c_zh_name_tails',
    'zh',
    ['小宝房间', '妞妞房间', '客厅'],
    ['小宝夜灯', '妞妞夜灯', '客厅吊灯'],
    [
      ['ask-one name-tail', '夜灯', EITHER],
      ['ask-one name-tail', '打开夜灯', EITHER],
      ['ordinary guard', '两个夜灯', BOTH],
      ['ordinary guard', '小宝夜灯', ['light.first_lamp']],
      ['ordinary guard', '客厅的灯', ['light.shared_lamp']],
    ],
  ),
  runTogether(
    'r18c_zh_tw_name_tails',
    'zh-TW',
    ['弟弟房間', '妹妹房間', '書房'],
    ['弟弟小夜燈', '妹妹小夜燈', '書房檯燈'],
    [
      ['ask-one name-tail', '小夜燈', EITHER],
      ['ordinary name-tail', '兩個小夜燈', BOTH],
      ['ordinary guard', '妹妹小夜燈', ['light.second_lamp']],
    ],
  ),
  runTogether(
    'r18c_ja_name_tails',
    'ja',
    ['ゆいの部屋', 'そうたの部屋', '書斎'],
    ['ゆい常夜灯', 'そうた常夜灯', '書斎デスクライト'],
    [
      ['ask-one name-tail', '常夜灯', EITHER],
      ['ordinary name-tail', '常夜灯を両方つけて', BOTH],
      ['ordinary guard', 'そうた常夜灯', ['light.second_lamp']],
    ],
  ),
];

/** A room with a light named by its kind word and the room, beside a lamp named otherwise. */
function namedForRoom(
  id: string,
  language: string,
  room: string,
  names: [roomLight: string, lamp: string],
  cases: [tag: string, say: string, want: string[]][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      loose: [],
      devices: [one('room', 'light.room_light', names[0]), one('room', 'light.other_lamp', names[1])],
    },
    cases: cases.map(([tag, say, want]) => c(tag, say, want)),
  };
}

const ROOM_LIGHT = ['light.room_light'];
const BOTH_LIGHTS = ['light.other_lamp', 'light.room_light'];

/**
 * Rule 3: one thing of a kind said in a place, when a name is that kind word and that place's name, is
 * the thing so named, whatever case or order the place was said in.
 */
const KIND_IN_PLACE_NAMES: EvalSuite[] = [
  namedForRoom(
    'r18c_pl_kind_place',
    'pl',
    'Sypialnia',
    ['Światło sypialnia', 'Lampka nocna'],
    [
      ['ordinary kind-place', 'światło w sypialni', ROOM_LIGHT],
      ['ordinary kind-place', 'zapal światło w sypialni', ROOM_LIGHT],
      ['ordinary guard', 'wszystkie światła w sypialni', BOTH_LIGHTS],
    ],
  ),
  namedForRoom(
    'r18c_en_kind_place',
    'en',
    'Study',
    ['Study Light', 'Reading Lamp'],
    [
      ['ordinary kind-place', 'the light in the study', ROOM_LIGHT],
      ['ordinary guard', 'the lights in the study', BOTH_LIGHTS],
      ['ordinary guard', 'the study light', ROOM_LIGHT],
    ],
  ),
  namedForRoom(
    'r18c_it_kind_place',
    'it',
    'Studio',
    ['Studio Luce', 'Lampada da lettura'],
    [
      ['ordinary kind-place', 'la luce dello studio', ROOM_LIGHT],
      ['ordinary guard', 'le luci dello studio', BOTH_LIGHTS],
    ],
  ),
  namedForRoom(
    'r18c_es_kind_place',
    'es',
    'Despacho',
    ['Despacho Luz', 'Lámpara de pie'],
    [['ordinary kind-place', 'la luz del despacho', ROOM_LIGHT]],
  ),
];

/** A home with a vacuum, a light and a car charger: sending the vacuum back to its dock. */
function docking(
  id: string,
  language: string,
  names: [vacuum: string, light: string, charger: string],
  cases: [tag: string, say: string][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['home', 'Home', null]],
      loose: [],
      devices: [
        one('home', 'vacuum.robot', names[0]),
        one('home', 'light.hall', names[1]),
        one('home', 'switch.car_charger', names[2]),
      ],
    },
    cases: cases.map(([tag, say]) => c(tag, say, ['vacuum.robot'])),
  };
}

/** Rule 4: sending a vacuum back to its dock to charge names the vacuum, said by its brand or its kind. */
const BACK_TO_DOCK: EvalSuite[] = [
  docking(
    'r18c_zh_dock',
    'zh',
    ['科沃斯扫地机器人', '走廊灯', '车库充电桩'],
    [
      ['brand dock', '让科沃斯回去充电'],
      ['ordinary dock', '让扫地机器人回充'],
    ],
  ),
  docking(
    'r18c_ko_dock',
    'ko',
    ['에코백스 로봇청소기', '복도 조명', '차고 충전기'],
    [['brand dock', '에코백스 충전하러 보내']],
  ),
  docking(
    'r18c_en_dock',
    'en',
    ['Roomba', 'Hall Light', 'Car Charger'],
    [['brand dock', 'send the roomba back to its dock']],
  ),
];

export const EIGHTEENTH_ROUND_C: readonly EvalSuite[] = [
  ...JOINED_MAKERS,
  ...NAME_TAILS,
  ...KIND_IN_PLACE_NAMES,
  ...BACK_TO_DOCK,
];
