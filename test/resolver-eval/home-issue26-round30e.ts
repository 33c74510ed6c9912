// Issue 26, round 30e: Japanese, Chinese and Korean requests in homes of our own; none is a slice's request
// or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * An air conditioner asked for by its line's Korean name: 휘센 is LG's WHISEN, 무풍 Samsung's WindFree, as the
 * makers' Korean pages write them. Neighbours: the kind word still asks between the two; the maker says which.
 */
export const AIRCON_LINE_HANGUL: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ko_gwangju',
      language: 'ko',
      floors: [['home', '우리집', 0]],
      areas: [
        ['geosil', '거실', 'home'],
        ['anbang', '안방', 'home'],
      ],
      devices: [
        { ...one('geosil', 'climate.gs_aircon', '거실 에어컨'), manufacturer: 'LG', model: 'WHISEN' },
        {
          ...one('anbang', 'climate.ab_aircon', '벽걸이 에어컨'),
          manufacturer: 'Samsung',
          model: 'WindFree',
        },
        one('geosil', 'light.gs', '거실 등'),
      ],
      loose: [],
    },
    cases: [
      c('brand aircon-line', '휘센 꺼줘', ['climate.gs_aircon']),
      c('brand aircon-line', '무풍 에어컨', ['climate.ab_aircon']),
      c('ask-one aircon-line-not', '에어컨', { ask: ['climate.gs_aircon', 'climate.ab_aircon'] }),
      c('brand aircon-line-not', 'LG 에어컨', ['climate.gs_aircon']),
      c('brand aircon-line-not', '삼성 에어컨', ['climate.ab_aircon']),
    ],
  },
];

/**
 * Everyday Chinese, Japanese and Korean words for things a home's names say another way: Korean 주전자 (the
 * kettle) and 매입등 (a recessed downlight), Chinese 氛围灯 (the room's LED strip), 电视背景墙 (the TV wall) and
 * 门口的摄像头 / 猫眼 (the peephole camera), Japanese 鏡 for a "ミラー" light and あんどん for a 行灯.
 * Neighbours: the names' own words, the TV beside the TV wall's light, the room's other lights.
 */
export const CJK_EVERYDAY_WORDS: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ko_jeonju',
      language: 'ko',
      floors: [['home', '우리집', 0]],
      areas: [
        ['geosil', '거실', 'home'],
        ['bueok', '부엌', 'home'],
      ],
      devices: [
        one('geosil', 'light.gs_chandelier', '거실 샹들리에'),
        one('geosil', 'light.gs_down', '다운라이트 소파쪽'),
        one('bueok', 'switch.bu_pot', '커피포트'),
        one('bueok', 'light.bu', '부엌 조명'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cjk-words', '거실 매입등', ['light.gs_down']),
      c('ordinary cjk-words', '주전자 켜줘', ['switch.bu_pot']),
      c('ordinary cjk-words-not', '커피포트', ['switch.bu_pot']),
      c('ordinary cjk-words-not', '거실 샹들리에', ['light.gs_chandelier']),
    ],
  },
  {
    home: {
      id: 'r30e_zh_nanjing',
      language: 'zh',
      floors: [['home', '家', 0]],
      areas: [
        ['keting', '客厅', 'home'],
        ['menting', '门厅', 'home'],
      ],
      devices: [
        one('keting', 'light.kt_main', '客厅顶灯'),
        one('keting', 'light.kt_strip', '沙发灯带'),
        one('keting', 'light.kt_tvwall', '电视墙射灯'),
        one('keting', 'media_player.kt_tv', '客厅电视'),
        one('menting', 'camera.mao', '智能猫眼'),
        one('menting', 'light.mt', '门厅灯'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cjk-words', '客厅的氛围灯', ['light.kt_strip']),
      c('ordinary cjk-words', '电视背景墙的灯', ['light.kt_tvwall']),
      c('ordinary cjk-words', '门口的摄像头', ['camera.mao']),
      c('ordinary cjk-words-not', '电视', ['media_player.kt_tv']),
      c('ordinary cjk-words-not', '客厅的电视', ['media_player.kt_tv']),
      c('ordinary cjk-words-not', '猫眼', ['camera.mao']),
      c('ordinary cjk-words', '门口的灯', ['light.mt']),
      c('ordinary cjk-words-not', '沙发灯带', ['light.kt_strip']),
    ],
  },
  {
    home: {
      id: 'r30e_ja_otaru',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['washitsu', '和室', '1f'],
        ['senmen', '洗面所', '1f'],
      ],
      devices: [
        one('washitsu', 'light.wa_main', '和室 天井'),
        one('washitsu', 'light.wa_andon', '床の間 行灯'),
        one('senmen', 'light.mirror', 'ミラーライト'),
        one('senmen', 'light.senmen_main', '洗面所 照明'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cjk-words', '鏡のライト', ['light.mirror']),
      c('ordinary cjk-words', '和室のあんどん', ['light.wa_andon']),
      c('ordinary cjk-words-not', '和室の天井の照明', ['light.wa_main']),
      c('ordinary cjk-words-not', '洗面所の照明全部', ['light.mirror', 'light.senmen_main']),
    ],
  },
];

/**
 * Japanese スタンドライト said alone is the lamp standing on the floor (the shops' "フロアライト・スタンドライト"),
 * not the desk's; and a light named スタンドライト is no desk lamp, so 机のライト is the desk's own light.
 * Neighbours: two lights named スタンドライト still ask; the desk lamp by its word.
 */
export const STAND_LIGHT_FLOOR: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ja_sendai',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['ldk', 'LDK', '1f'],
        ['shosai', '書斎', '1f'],
      ],
      devices: [
        one('ldk', 'light.ldk_main', 'LDK シーリング'),
        one('ldk', 'light.ldk_floor', 'フロアスタンド ソファ横'),
        one('shosai', 'light.shosai_desk', 'デスクランプ'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary stand-light', 'スタンドライト', ['light.ldk_floor']),
      c('ordinary stand-light-not', 'デスクランプ', ['light.shosai_desk']),
      c('ordinary stand-light-not', '机のランプ', ['light.shosai_desk']),
    ],
  },
  {
    home: {
      id: 'r30e_ja_kobe',
      language: 'ja',
      floors: [['2f', '2階', 2]],
      areas: [
        ['shinshitsu', '寝室', '2f'],
        ['kodomo', '子供部屋', '2f'],
      ],
      devices: [
        one('shinshitsu', 'light.stand_r', 'スタンドライト 右'),
        one('shinshitsu', 'light.stand_l', 'スタンドライト 左'),
        one('shinshitsu', 'light.shin_main', '寝室 シーリング'),
        one('kodomo', 'light.kodomo_desk', 'デスクライト'),
        one('kodomo', 'light.kodomo_main', '子供部屋 照明'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary stand-light', '机のライト', ['light.kodomo_desk']),
      c('ask-one stand-light-not', 'スタンドライト', { ask: ['light.stand_r', 'light.stand_l'] }),
      c('ordinary stand-light-not', '右のスタンドライト', ['light.stand_r']),
    ],
  },
];

/**
 * A thing named by a CJK appliance word said short ("净化器", "청정기") is that appliance when asked by the
 * whole word ("空气净化器", "공기청정기"), named so alone, after its room or after a maker. Neighbours: a water
 * purifier (净水器) is none; a phone's charger (手机充电器) is no car charger.
 */
export const SHORT_NAMED_APPLIANCE: EvalSuite[] = [
  {
    home: {
      id: 'r30e_zh_suzhou',
      language: 'zh',
      floors: [['home', '家', 0]],
      areas: [
        ['keting', '客厅', 'home'],
        ['canting', '餐厅', 'home'],
      ],
      devices: [
        one('keting', 'fan.kt_jh', '净化器'),
        one('keting', 'light.kt', '客厅灯'),
        one('canting', 'switch.ct_water', '直饮净水器'),
        one('canting', 'fan.ct_purifier', '小米净化器'),
        one('canting', 'switch.ct_charger', '手机充电器'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary short-named', '客厅的空气净化器', ['fan.kt_jh']),
      c('ordinary short-named', '餐厅的空气净化器', ['fan.ct_purifier']),
      c('ordinary short-named-not', '净水器', ['switch.ct_water']),
      c('ordinary short-named-not', '充电器', ['switch.ct_charger']),
    ],
  },
  {
    home: {
      id: 'r30e_ko_pohang',
      language: 'ko',
      floors: [['home', '우리집', 0]],
      areas: [['geosil', '거실', 'home']],
      devices: [one('geosil', 'fan.cleaner', '청정기'), one('geosil', 'fan.fan', '선풍기')],
      loose: [],
    },
    cases: [
      c('ordinary short-named', '공기청정기', ['fan.cleaner']),
      c('ordinary short-named', '공기청정기 꺼줘', ['fan.cleaner']),
      c('ordinary short-named-not', '선풍기', ['fan.fan']),
    ],
  },
];

/**
 * A light named as its room with a light word run on ("부엌등", "厨房灯") is the room's own light: its main
 * light when the big or main light is asked beside lamps of other names ("부엌 메인 조명", "厨房的大灯").
 * Neighbours: the room's light said plainly is all its lights (or the one named so); the other lamp by name.
 */
export const ROOM_NAMED_MAIN_LIGHT: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ko_yeosu',
      language: 'ko',
      floors: [['home', '우리집', 0]],
      areas: [['bueok', '부엌', 'home']],
      devices: [one('bueok', 'light.bu_main', '부엌등'), one('bueok', 'light.bu_island', '아일랜드 조명')],
      loose: [],
    },
    cases: [
      c('ordinary room-light', '부엌 메인 조명', ['light.bu_main']),
      c('ordinary room-light', '부엌 큰 불', ['light.bu_main']),
      c('ordinary room-light-not', '부엌 조명', ['light.bu_main', 'light.bu_island']),
      c('ordinary room-light-not', '아일랜드 조명', ['light.bu_island']),
    ],
  },
  {
    home: {
      id: 'r30e_zh_hefei',
      language: 'zh',
      floors: [['home', '家', 0]],
      areas: [['chufang', '厨房', 'home']],
      devices: [one('chufang', 'light.cf_main', '厨房灯'), one('chufang', 'light.cf_island', '岛台吊灯')],
      loose: [],
    },
    cases: [
      c('ordinary room-light', '厨房的大灯', ['light.cf_main']),
      c('ordinary room-light-not', '厨房的灯', ['light.cf_main']),
      c('ordinary room-light-not', '岛台吊灯', ['light.cf_island']),
    ],
  },
];

/**
 * Heating asked of a room whose only climate is its Japanese or Chinese air conditioner (a heat pump, sold to
 * heat and cool) is that air conditioner. Neighbours: a floor heating in the room answers alone; cooling still
 * finds the unit; a Korean room with only its 에어컨 has no heating (the boiler heats Korean flats).
 */
export const AIRCON_HEATS: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ja_kanazawa',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['kodomo', '子ども部屋', '1f'],
        ['living', 'リビング', '1f'],
      ],
      devices: [
        one('kodomo', 'climate.kodomo_ac', '子ども部屋のエアコン'),
        one('kodomo', 'light.kodomo', '子ども部屋の照明'),
        one('living', 'climate.living_ac', 'リビングエアコン'),
        one('living', 'climate.yukadan', '床暖房'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary aircon-heats', '子ども部屋の暖房', ['climate.kodomo_ac']),
      c('ordinary aircon-heats-not', 'リビングの暖房', ['climate.yukadan']),
      c('ordinary aircon-heats-not', '子ども部屋の冷房', ['climate.kodomo_ac']),
    ],
  },
  {
    home: {
      id: 'r30e_zh_xiamen',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [
        ['ciwo', '次卧', 'f1'],
        ['keting', '客厅', 'f1'],
      ],
      devices: [
        one('ciwo', 'climate.ciwo_kt', '次卧空调'),
        one('keting', 'climate.kt_kt', '客厅空调'),
        one('keting', 'climate.kt_dinuan', '地暖'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary aircon-heats', '次卧的暖气', ['climate.ciwo_kt']),
      c('ordinary aircon-heats-not', '客厅的暖气', ['climate.kt_dinuan']),
    ],
  },
  {
    home: {
      id: 'r30e_ko_ulsan',
      language: 'ko',
      floors: [['home', '집', 0]],
      areas: [
        ['jageunbang', '작은방', 'home'],
        ['geosil', '거실', 'home'],
      ],
      devices: [
        one('jageunbang', 'climate.jb_ac', '작은방 에어컨'),
        one('geosil', 'climate.boiler', '보일러'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary aircon-heats-not', '작은방 에어컨', ['climate.jb_ac']),
      // A Korean flat heats by its boiler: the small room's air conditioner is not its heating.
      c('ordinary aircon-heats-not', '작은방 난방', 'empty'),
    ],
  },
];

/**
 * A name written with the Japanese lighting plans' "DL" ("LDK DL") is the downlight asked for (ダウンライト).
 * Neighbours: the ceiling light by its own word; the room's lights all.
 */
export const DOWNLIGHT_TYPED_SHORT: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ja_matsue',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['ldk', 'LDK', '1f'],
        ['genkan', '玄関', '1f'],
      ],
      devices: [
        one('ldk', 'light.ldk_dl', 'LDK DL'),
        one('ldk', 'light.ldk_ceiling', 'LDK シーリング'),
        one('genkan', 'light.genkan', '玄関 照明'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-dl', 'ダウンライト', ['light.ldk_dl']),
      c('ordinary typed-dl', 'リビングのダウンライト', ['light.ldk_dl']),
      c('ordinary typed-dl-not', 'リビングのシーリング', ['light.ldk_ceiling']),
      c('ordinary typed-dl-not', '玄関の照明', ['light.genkan']),
    ],
  },
];

/**
 * The light over the dining table, said by the table in Chinese, Japanese or Korean ("饭桌上面的灯", "食卓の上の
 * 照明", "식탁 위 조명"), is the dining room's where no name holds the table's word. Neighbours: a light named
 * for the table keeps its name ("식탁 등"); with no dining room the table is read no room.
 */
export const DINING_TABLE_ROOM: EvalSuite[] = [
  {
    home: {
      id: 'r30e_zh_kunming',
      language: 'zh',
      floors: [['home', '家', 0]],
      areas: [
        ['keting', '客厅', 'home'],
        ['fanting', '饭厅', 'home'],
        ['chufang', '厨房', 'home'],
      ],
      devices: [
        one('keting', 'light.kt_main', '客厅主灯'),
        one('keting', 'light.kt_floor', '落地灯'),
        one('fanting', 'light.ft_pendant', '饭厅吊灯'),
        one('chufang', 'light.cf', '厨房灯'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary dining-table', '餐桌上面的灯', ['light.ft_pendant']),
      c('ordinary dining-table', '饭桌的灯', ['light.ft_pendant']),
      c('ordinary dining-table-not', '客厅的灯', ['light.kt_main', 'light.kt_floor']),
    ],
  },
  {
    home: {
      id: 'r30e_ja_nagano',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['dining', 'ダイニング', '1f'],
        ['kitchen', 'キッチン', '1f'],
      ],
      devices: [
        one('dining', 'light.dining_pendant', 'ペンダント'),
        one('kitchen', 'light.kitchen', 'キッチン照明'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary dining-table', '食卓の上の照明', ['light.dining_pendant']),
      c('ordinary dining-table-not', 'キッチンの照明', ['light.kitchen']),
    ],
  },
  {
    home: {
      id: 'r30e_ko_gimpo',
      language: 'ko',
      floors: [['home', '우리집', 0]],
      areas: [['jubang', '주방', 'home']],
      devices: [one('jubang', 'light.siktak', '식탁 등'), one('jubang', 'light.jubang', '주방 천장등')],
      loose: [],
    },
    cases: [c('ordinary dining-table-not', '식탁 위 조명', ['light.siktak'])],
  },
  {
    home: {
      id: 'r30e_zh_dalian',
      language: 'zh',
      floors: [['home', '家', 0]],
      areas: [
        ['canting', '餐厅', 'home'],
        ['chufang', '厨房', 'home'],
      ],
      devices: [
        one('canting', 'light.ct', '餐厅灯'),
        one('chufang', 'light.table', '餐桌灯'),
        one('chufang', 'light.cf', '厨房灯'),
      ],
      loose: [],
    },
    cases: [c('ordinary dining-table-not', '餐桌的灯', ['light.table'])],
  },
];
