// Issue 26, round 22a, rules 8–11: door states in western Japanese, "the air", twins named with their room,
// Chinese classifiers and particles inside an order. Rules 1–3 are in home-issue26-twenty-second-a.ts, 4–7 in
// -a2.ts. Cases of our own, in homes of our own; none is a slice's request or home. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 8 (`door-dialect`): whether a door is open, asked in western Japanese ("開いとる", "閉まっとる",
 * "開いちょる", Kobe "開いとう", Kansai "開いてん"), is a state: the door's contact sensor, not its lock.
 */
const DOOR_DIALECT: EvalSuite[] = [
  home(
    'r22a_ja_door_dialect',
    'ja',
    [
      ['katteguchi', '勝手口'],
      ['shoko', '書庫'],
    ],
    [
      {
        name: '勝手口ドア',
        area: 'katteguchi',
        entities: [
          ['lock.katteguchi', '勝手口の鍵'],
          ['binary_sensor.katteguchi', '勝手口ドア', { deviceClass: 'door' }],
        ],
      },
      one('shoko', 'light.shoko', '書庫の電気'),
    ],
    [
      c('device-sensor door-dialect', '勝手口開いとる?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口閉まっとる?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口開いちょる?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口開いとう?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口開いてん?', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口開いてる?', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口開けて', ['lock.katteguchi']),
      c('device-sensor', '勝手口のドアは開いていますか', ['binary_sensor.katteguchi']),
    ],
  ),
];

const fahrenheitAc = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'], temperature_unit: '°F' },
};

/**
 * Rule 9 (`the-air`): "the air", as much of the United States says the air conditioning ("turn the air on",
 * "the air upstairs"), is a unit that cools, as Spanish "el aire" and Portuguese "o ar" are; "air quality" and
 * the "Air Purifier" keep their own words.
 */
const THE_AIR: EvalSuite[] = [
  home(
    'r22a_en_the_air',
    'en',
    [
      ['den', 'Den', 'down'],
      ['loft', 'Loft', 'up'],
      ['nursery', 'Nursery', 'up'],
    ],
    [
      one('den', 'climate.main_floor', 'Den AC', fahrenheitAc),
      one('loft', 'climate.loft', 'Loft Mini Split', fahrenheitAc),
      one('loft', 'light.loft', 'Loft Lamp'),
      one('loft', 'media_player.loft_tv', 'Loft TV', { deviceClass: 'tv' }),
      one('nursery', 'fan.purifier', 'Nursery Air Purifier'),
      one('nursery', 'sensor.nursery_pm25', 'Nursery PM2.5', {
        deviceClass: 'pm25',
        attributes: { unit_of_measurement: 'µg/m³', state_class: 'measurement' },
      }),
    ],
    [
      c('ordinary the-air', 'the air upstairs', ['climate.loft']),
      c('ordinary the-air', 'turn the air on in the den', ['climate.main_floor']),
      c('ask-one the-air', 'turn the air down', { ask: ['climate.main_floor', 'climate.loft'] }),
      c('ordinary', 'the air purifier', ['fan.purifier']),
      c('ordinary', 'air quality in the nursery', ['sensor.nursery_pm25']),
      c('ordinary', 'the ac upstairs', ['climate.loft']),
    ],
    [
      ['down', 'Downstairs', 0],
      ['up', 'Upstairs', 1],
    ],
  ),
];

/**
 * Rule 10 (`room-twin`): a thing named with its own room's word ("Lámpara de pie salón" in the Salón) beside
 * things named by the bare name elsewhere ("Lámpara de pie" in the study and the bedroom) is one of them: the
 * room's word tells the rooms apart, not the things, so "la lámpara de pie" asks among all three.
 */
const ROOM_TWINS: EvalSuite[] = [
  home(
    'r22a_de_room_twin_class',
    'de',
    [
      ['schlafen', 'Schlafzimmer'],
      ['wintergarten', 'Wintergarten'],
    ],
    [
      one('schlafen', 'cover.rollo', 'Rollo', { deviceClass: 'shutter' }),
      one('wintergarten', 'cover.rollo_wg', 'Rollo Wintergarten', { deviceClass: 'awning' }),
    ],
    [c('ordinary', 'das Rollo', ['cover.rollo'])],
  ),
  home(
    'r22a_es_room_twin',
    'es',
    [
      ['estudio', 'Estudio'],
      ['dormitorio', 'Dormitorio'],
      ['salon', 'Salón'],
    ],
    [
      one('estudio', 'light.pie_estudio', 'Lámpara de pie'),
      one('dormitorio', 'light.pie_dormitorio', 'Lámpara de pie'),
      one('salon', 'light.pie_salon', 'Lámpara de pie salón'),
      one('salon', 'light.techo_salon', 'Plafón salón'),
    ],
    [
      c('ask-one room-twin', 'la lámpara de pie', {
        ask: ['light.pie_estudio', 'light.pie_dormitorio', 'light.pie_salon'],
      }),
      c('ask-one room-twin', 'las lámparas de pie', [
        'light.pie_estudio',
        'light.pie_dormitorio',
        'light.pie_salon',
      ]),
      c('ordinary', 'la lámpara de pie del salón', ['light.pie_salon']),
      c('ordinary', 'la lámpara de pie del estudio', ['light.pie_estudio']),
    ],
  ),
  home(
    'r22a_en_room_twin',
    'en',
    [
      ['bedroom', 'Bedroom'],
      ['study', 'Study'],
    ],
    [
      one('bedroom', 'light.floor_bedroom', 'Floor Lamp'),
      one('study', 'light.floor_study', 'Study Floor Lamp'),
      one('study', 'light.reading', 'Reading Lamp Tall'),
      one('bedroom', 'light.reading_bedroom', 'Reading Lamp'),
    ],
    [
      c('ask-one room-twin', 'turn on the floor lamp', { ask: ['light.floor_bedroom', 'light.floor_study'] }),
      c('ordinary', 'the study floor lamp', ['light.floor_study']),
      c('ordinary', 'the reading lamp', ['light.reading_bedroom']),
    ],
  ),
  home(
    'r22a_de_room_twin',
    'de',
    [
      ['schlafen', 'Schlafzimmer'],
      ['wohnen', 'Wohnzimmer'],
    ],
    [
      one('schlafen', 'light.steh_schlafen', 'Stehlampe'),
      one('wohnen', 'light.steh_wohnen', 'Stehlampe Wohnzimmer'),
    ],
    [
      c('ask-one room-twin', 'mach die Stehlampe an', {
        ask: ['light.steh_schlafen', 'light.steh_wohnen'],
      }),
      c('ordinary', 'die Stehlampe im Schlafzimmer', ['light.steh_schlafen']),
    ],
  ),
];

/**
 * Rule 11 (`classifier`): a Chinese classifier between the room and the kind ("飯廳盞燈", "书房那盏灯"), or
 * Cantonese 嘅, stands where 的 does: the light whose whole name is the room and the kind ("飯廳燈") is meant,
 * as "卧室的灯" is the "卧室灯", not every light of the room; so it is with the order's words around it
 * ("把书房的灯打开", "子供部屋の照明をつけて").
 */
const CLASSIFIERS: EvalSuite[] = [
  home(
    'r22a_zh_particle_guards',
    'zh',
    [
      ['kefang', '客房'],
      ['woshi', '卧室'],
    ],
    [
      {
        name: '客房吊扇',
        area: 'kefang',
        entities: [
          ['fan.kefang', '客房吊扇'],
          ['light.kefang_fan_light', '吊扇灯'],
        ],
      },
      one('woshi', 'light.woshi', '卧室灯'),
      one('woshi', 'light.woshi_strip', '卧室灯带'),
    ],
    [
      c('name-wins', '客房的吊扇灯', ['light.kefang_fan_light']),
      c('name-wins', '卧室的灯带', ['light.woshi_strip']),
      c('name-wins classifier', '打开卧室那盏灯', ['light.woshi']),
    ],
  ),
  home(
    'r22a_zh_hk_classifier',
    'zh',
    [
      ['faanteng', '飯廳'],
      ['fong', '細房'],
    ],
    [
      one('faanteng', 'light.faanteng', '飯廳燈'),
      one('faanteng', 'light.faanteng_strip', 'Yeelight 燈帶'),
      one('fong', 'light.fong', '細房燈'),
    ],
    [
      c('name-wins classifier', '飯廳盞燈', ['light.faanteng']),
      c('name-wins classifier', '開飯廳嗰盞燈', ['light.faanteng']),
      c('name-wins classifier', '飯廳嘅燈', ['light.faanteng']),
      c('name-wins', '飯廳的燈', ['light.faanteng']),
      c('ordinary', '飯廳所有燈', ['light.faanteng', 'light.faanteng_strip']),
      c('ordinary', '細房燈', ['light.fong']),
    ],
  ),
  home(
    'r22a_zh_classifier',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
      ['yangtai', '阳台'],
    ],
    [
      one('yangtai', 'light.yangtai', '阳台灯'),
      one('shufang', 'light.shufang', '书房灯'),
      one('shufang', 'light.shufang_strip', 'Hue 灯带'),
      one('woshi', 'light.woshi', '卧室灯'),
    ],
    [
      c('name-wins classifier', '打开书房那盏灯', ['light.shufang']),
      c('name-wins classifier', '书房的那一盏灯', ['light.shufang']),
      c('name-wins', '书房的灯', ['light.shufang']),
      c('name-wins classifier', '把书房的灯打开', ['light.shufang']),
      c('ordinary', '书房的所有灯', ['light.shufang', 'light.shufang_strip']),
      c('ordinary', '阳台灯', ['light.yangtai']),
    ],
  ),
  home(
    'r22a_ja_particle_order',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['genkan', '玄関'],
    ],
    [
      one('kodomo', 'light.kodomo', '子供部屋照明'),
      one('kodomo', 'light.kodomo_tape', 'テープライト'),
      one('genkan', 'light.genkan', '玄関照明'),
    ],
    [
      c('name-wins classifier', '子供部屋の照明をつけて', ['light.kodomo']),
      c('name-wins', '子供部屋の照明', ['light.kodomo']),
      c('ordinary', '子供部屋の電気を全部消して', ['light.kodomo', 'light.kodomo_tape']),
    ],
  ),
];

/** A living room with a TV and a speaker, and a bedroom with a lamp. */
function soundHome(id: string, language: string, rooms: [string, string], names: [string, string, string]) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        ['living', rooms[0]],
        ['bed', rooms[1]],
      ],
      [
        one('living', 'media_player.tv', names[0], { deviceClass: 'tv' }),
        one('living', 'media_player.speaker', names[1], { deviceClass: 'speaker' }),
        one('bed', 'light.bed', names[2]),
      ],
      cases,
    );
}

/**
 * Rule 12 (`how-said`): what is done to a thing said after its kind word ("mach das Radio leiser", "make the
 * radio louder", "zet de radio zachter") is no other kind: the radio stays the speaker, not any media player.
 */
const SAID_HOW: EvalSuite[] = [
  soundHome(
    'r22a_de_radio_leiser',
    'de',
    ['Wohnstube', 'Kammer'],
    ['Grundig TV', 'Teufel Motiv', 'Kammerlampe'],
  )([
    c('activity how-said', 'mach das Radio leiser', ['media_player.speaker']),
    c('activity', 'den Lautsprecher lauter', ['media_player.speaker']),
    c('activity', 'leiser in der Wohnstube', ['media_player.tv', 'media_player.speaker']),
  ]),
  soundHome(
    'r22a_en_radio_louder',
    'en',
    ['Sitting Room', 'Box Room'],
    ['Sitting Room TV', 'Roberts Revival', 'Box Room Lamp'],
  )([
    c('activity how-said', 'make the radio louder', ['media_player.speaker']),
    c('ordinary', 'the telly', ['media_player.tv']),
  ]),
  soundHome(
    'r22a_nl_radio_zachter',
    'nl',
    ['Voorkamer', 'Achterkamer'],
    ['Voorkamer tv', 'Sonos Roam', 'Achterkamer lamp'],
  )([c('activity how-said', 'zet de radio zachter', ['media_player.speaker'])]),
];

export const TWENTY_SECOND_ROUND_A3: readonly EvalSuite[] = [
  ...DOOR_DIALECT,
  ...THE_AIR,
  ...ROOM_TWINS,
  ...CLASSIFIERS,
  ...SAID_HOW,
];
