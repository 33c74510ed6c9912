// Issue 26, round 17a: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';
import { SEVENTEENTH_ROUND_A2 } from './home-issue26-seventeenth-a2.js';

const SPEAKER = { deviceClass: 'speaker' };
const WATER = { deviceClass: 'water' };
const AIRCON = { attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only'] } };

/**
 * Rule 1: a Japanese verb said as an order after the name ("止めて", "始めて", "回してね", "下げます"), in a
 * form the tables lack, is the order, not a word of the name.
 */
const JAPANESE_ORDERS: EvalSuite = {
  home: {
    id: 'r17a_ja_nagano',
    language: 'ja',
    floors: [],
    areas: [
      ['ima', '居間', null],
      ['kodomobeya', '子供部屋', null],
      ['hatake', '畑', null],
    ],
    devices: [
      one('ima', 'climate.ima_reibou', '居間の冷房', AIRCON),
      one('ima', 'fan.senpuuki', '扇風機'),
      one('ima', 'cover.ima_blind', '居間のブラインド', { deviceClass: 'blind' }),
      one('kodomobeya', 'media_player.kodomo_speaker', '子供部屋スピーカー', SPEAKER),
      one('kodomobeya', 'light.kodomo_shoumei', '子供部屋の照明'),
      one('hatake', 'valve.hatake_mizuyari', '畑の水やり', WATER),
    ],
    loose: [],
  },
  cases: [
    c('ordinary ja-order', '居間の冷房を止めて', ['climate.ima_reibou']),
    c('ordinary ja-order', '扇風機を回して', ['fan.senpuuki']),
    c('ordinary ja-order', '畑の水やりを始めて', ['valve.hatake_mizuyari']),
    c('ordinary ja-order', '居間のブラインドを下げて', ['cover.ima_blind']),
    c('ordinary ja-order', '子供部屋スピーカーを止めてください', ['media_player.kodomo_speaker']),
    c('ordinary ja-order', '扇風機を弱めて', ['fan.senpuuki']),
    // Guards: the orders the tables had, and a name that holds a verb-like word.
    c('ordinary', '子供部屋の照明を消して', ['light.kodomo_shoumei']),
    c('ordinary', '子供部屋の照明', ['light.kodomo_shoumei']),
  ],
};

/**
 * Rule 2: two areas named by a room word with a number written on ("卧室1", "子供部屋2", "손님방1"), with
 * no area named by the room word alone: the room word said is both of them (the singular asks which,
 * "both" acts on the two), not another room its concept is near.
 */
function numberedRooms(
  id: string,
  language: string,
  room: string,
  other: string,
  kind: string,
  asks: string[],
  both: string[],
  first: string,
  tag = 'numbered-room',
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room_1', `${room}1`, null],
        ['room_2', `${room}2`, null],
        ['other', other, null],
      ],
      devices: [
        one('room_1', 'climate.room_1', `${room}1${kind}`, AIRCON),
        one('room_2', 'climate.room_2', `${room}2${kind}`, AIRCON),
        one('other', 'climate.other', `${other}${kind}`, AIRCON),
      ],
      loose: [],
    },
    cases: [
      ...asks.map((say) => c(`ask-one ${tag}`, say, { ask: ['climate.room_1', 'climate.room_2'] })),
      ...both.map((say) => c(`ask-one ${tag}`, say, ['climate.room_1', 'climate.room_2'])),
      c('ordinary', first, ['climate.room_1']),
    ],
  };
}

const NUMBERED_ROOMS: EvalSuite[] = [
  numberedRooms(
    'r17a_zh_wuxi',
    'zh',
    '卧室',
    '主卧',
    '空调',
    ['打开卧室的空调', '卧室空调关掉'],
    ['两个卧室的空调都打开'],
    '卧室1的空调',
  ),
  numberedRooms(
    'r17a_zh_xiamen',
    'zh',
    '儿童房',
    '主卧',
    '空调',
    ['儿童房的空调'],
    ['两个儿童房的空调'],
    '儿童房1空调',
    // Guards: answered right before this rule too.
    'numbered-room-guard',
  ),
  numberedRooms(
    'r17a_ja_kobe',
    'ja',
    '子供部屋',
    '寝室',
    'エアコン',
    ['子供部屋のエアコンをつけて'],
    ['両方の子供部屋のエアコンを消して'],
    '子供部屋1のエアコン',
    'numbered-room-guard',
  ),
  numberedRooms(
    'r17a_ja_sapporo',
    'ja',
    '客間',
    '寝室',
    'エアコン',
    ['客間のエアコン'],
    ['両方の客間のエアコン'],
    '客間1のエアコン',
  ),
  numberedRooms(
    'r17a_ko_ulsan',
    'ko',
    '손님방',
    '안방',
    '에어컨',
    ['손님방 에어컨 켜 줘'],
    ['손님방 에어컨 둘 다 꺼 줘'],
    '손님방1 에어컨',
  ),
];

/**
 * Rule 3: a Chinese verb-object activity softened by 一下 or by the verb said twice ("拖一下地", "扫一扫地",
 * "浇一下水") is the activity.
 */
const SOFTENED_ACTIVITIES: EvalSuite = {
  home: {
    id: 'r17a_zh_suzhou',
    language: 'zh',
    floors: [],
    areas: [
      ['keting', '客厅', null],
      ['yuanzi', '院子', null],
    ],
    devices: [
      one('keting', 'vacuum.shitou_g20', 'Roborock G20'),
      one('keting', 'light.keting_diaodeng', '客厅吊灯'),
      one('yuanzi', 'valve.yuanzi_penguan', '院子喷灌', WATER),
    ],
    loose: [],
  },
  cases: [
    c('activity softened', '拖一下地', ['vacuum.shitou_g20']),
    c('activity softened', '帮我扫一下地', ['vacuum.shitou_g20']),
    c('activity softened', '院子里浇一下水', ['valve.yuanzi_penguan']),
    // Guards: the verb said twice was found before too; a softener that makes no known word stays as said.
    c('activity', '扫一扫地', ['vacuum.shitou_g20']),
    c('ordinary', '开一下客厅吊灯', ['light.keting_diaodeng']),
    c('ordinary', '把客厅吊灯关一下', ['light.keting_diaodeng']),
  ],
};

/**
 * Rule 4: an activity's verb said as an order, in the regular imperative of its infinitive ("friega",
 * "riega", "dammsug", "saug"): the activity, as its infinitive is. `orders` failed before the rule;
 * `guards` (orders the stems or a typo already reached) were right before and stay right.
 */
function orders(
  id: string,
  language: string,
  room: string,
  said: [string, string][],
  guards: [string, string][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['garden', 'Garden', null],
      ],
      devices: [
        one('room', 'vacuum.robot', 'Eufy X10'),
        one('room', 'light.ceiling', `${room} Light`),
        one('garden', 'valve.beds', 'Zone 1', WATER),
        one('garden', 'lawn_mower.mower', 'Gardena Sileno'),
      ],
      loose: [],
    },
    cases: [
      ...said.map(([say, id]) => c('activity order', say, [id])),
      ...guards.map(([say, id]) => c('activity', say, [id])),
    ],
  };
}

const VACUUM = 'vacuum.robot';
const VALVE = 'valve.beds';
const MOWER = 'lawn_mower.mower';

const ORDERS: EvalSuite[] = [
  orders(
    'r17a_es_murcia',
    'es',
    'Cocina',
    [
      ['friega la cocina', VACUUM],
      ['friega el piso', VACUUM],
      ['riega el jardín', VALVE],
    ],
    [['corta el césped', MOWER]],
  ),
  orders('r17a_sv_lund', 'sv', 'Köket', [['dammsug köket', VACUUM]], [['klipp gräsmattan', MOWER]]),
  orders(
    'r17a_de_ulm',
    'de',
    'Küche',
    [['saug die Küche', VACUUM]],
    [
      ['staubsaug die Küche', VACUUM],
      ['wisch die Küche', VACUUM],
    ],
  ),
  orders(
    'r17a_pt_braga',
    'pt',
    'Cozinha',
    [['esfrega o chão da cozinha', VACUUM]],
    [['limpa a cozinha', VACUUM]],
  ),
  orders('r17a_da_vejle', 'da', 'Køkken', [], [['støvsug køkkenet', VACUUM]]),
  orders(
    'r17a_nl_delft',
    'nl',
    'Keuken',
    [],
    [
      ['dweil de keuken', VACUUM],
      ['sproei de tuin', VALVE],
    ],
  ),
  orders(
    'r17a_it_lecce',
    'it',
    'Cucina',
    [],
    [
      ['aspira la cucina', VACUUM],
      ['annaffia il giardino', VALVE],
    ],
  ),
  orders(
    'r17a_fr_nimes',
    'fr',
    'Cuisine',
    [],
    [
      ['aspire la cuisine', VACUUM],
      ['arrose le jardin', VALVE],
    ],
  ),
];

export const SEVENTEENTH_ROUND_A: readonly EvalSuite[] = [
  JAPANESE_ORDERS,
  ...NUMBERED_ROOMS,
  SOFTENED_ACTIVITIES,
  ...ORDERS,
  ...SEVENTEENTH_ROUND_A2,
];
