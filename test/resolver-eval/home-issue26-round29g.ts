// Issue 26, round 29g: Japanese, Chinese and Korean requests in homes of our own; none is a slice's request
// or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A thing named by its kind's word alone ("TV") is the one meant by that kind's word in any language
 * ("티비", "电视") beside things of the same kind in its room whose names add a word ("Apple TV", "小米盒子").
 * Neighbours: across rooms it still asks; two things both named by the kind alone still ask.
 */
export const KIND_NAMED_ALONE: EvalSuite[] = [
  {
    home: {
      id: 'r29g_ko_gimhae',
      language: 'ko',
      floors: [['home', '집', 0]],
      areas: [
        ['geosil', '거실', 'home'],
        ['bang', '작은방', 'home'],
      ],
      devices: [
        one('geosil', 'media_player.geosil_tv', 'TV'),
        one('geosil', 'media_player.geosil_appletv', 'Apple TV'),
        one('geosil', 'light.geosil', '거실 등'),
        one('bang', 'light.bang', '작은방 등'),
        one('bang', 'media_player.bang_tv', '모니터 TV'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary kind-alone', '티비', ['media_player.geosil_tv']),
      c('ordinary kind-alone', '텔레비전', ['media_player.geosil_tv']),
      c('ordinary kind-alone-not', '애플 티비', ['media_player.geosil_appletv']),
      c('ordinary kind-alone-not', '작은방 티비', ['media_player.bang_tv']),
    ],
  },
  {
    home: {
      id: 'r29g_zh_wuxi',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [
        ['keting', '客厅', 'f1'],
        ['woshi', '卧室', 'f1'],
      ],
      devices: [
        one('keting', 'media_player.kt_tv', 'TV'),
        one('keting', 'media_player.kt_box', '小米盒子 TV'),
        one('woshi', 'light.ws', '卧室 灯'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary kind-alone', '电视机', ['media_player.kt_tv']),
      c('ordinary kind-alone-not', '盒子', ['media_player.kt_box']),
    ],
  },
  {
    home: {
      id: 'r29g_ja_nara',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['living', 'リビング', '1f'],
        ['shinshitsu', '寝室', '1f'],
      ],
      devices: [
        one('living', 'media_player.living_tv', 'TV'),
        one('shinshitsu', 'media_player.shin_tv', '寝室 TV'),
        one('shinshitsu', 'media_player.shin_fire', 'Fire TV'),
      ],
      loose: [],
    },
    cases: [
      // Three TVs in two rooms: the plain "TV" of the living room is no answer for the whole home.
      c('ask-one kind-alone-not', 'テレビ', {
        ask: ['media_player.living_tv', 'media_player.shin_tv', 'media_player.shin_fire'],
      }),
      c('ordinary kind-alone-not', 'リビングのテレビ', ['media_player.living_tv']),
    ],
  },
];

/**
 * A Korean request writes 등 (lamp) or 조명 (lighting) onto the word that says which light ("천장등",
 * "식탁등", "간접조명") where the home's name writes them apart or says the word alone ("식탁 등", "거실
 * 간접"). Neighbours: a name the home writes whole ("무드등") stays whole, and a word whose first part is no
 * word ("가로등", a street light) is not read apart.
 */
export const KOREAN_LIGHT_WRITTEN_ON: EvalSuite[] = [
  {
    home: {
      id: 'r29g_ko_cheongju',
      language: 'ko',
      floors: [['home', '집', 0]],
      areas: [
        ['geosil', '거실', 'home'],
        ['jubang', '주방', 'home'],
        ['ai', '아이방', 'home'],
        ['hyeongwan', '현관', 'home'],
      ],
      devices: [
        one('geosil', 'light.geosil_main', '거실 메인'),
        one('geosil', 'light.geosil_indirect', '거실 간접'),
        one('geosil', 'media_player.geosil_tv', '거실 TV'),
        one('jubang', 'light.siktak', '식탁 등'),
        one('jubang', 'light.jubang', '주방 조명'),
        one('ai', 'light.ai_mood', '무드등'),
        one('ai', 'light.ai_main', '아이방 불'),
        one('hyeongwan', 'light.hyeongwan', '현관 센서등'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary korean-lamp', '거실 천장등', ['light.geosil_main']),
      c('ordinary korean-lamp', '거실 간접조명 꺼줘', ['light.geosil_indirect']),
      c('ordinary korean-lamp', '식탁등', ['light.siktak']),
      c('ordinary korean-lamp', '주방 식탁등을 켜', ['light.siktak']),
      c('ordinary korean-lamp-not', '무드등', ['light.ai_mood']),
      c('ordinary korean-lamp-not', '가로등', 'not-found'),
      c('ordinary korean-lamp-not', '거실 간접', ['light.geosil_indirect']),
    ],
  },
];

/**
 * A katakana loanword is one word: "ロボット" (folded "ロホット") is not ロ and ホット, so it is not heard as a
 * "ポット" (a kettle) nor "ホット" (hot). Neighbours: a katakana name made of known words ("キッチンライト") is
 * still read as its words, and a name beginning with a longer unknown run keeps its known tail.
 */
export const KATAKANA_WORD_WHOLE: EvalSuite[] = [
  {
    home: {
      id: 'r29g_ja_toyama',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['living', 'リビング', '1f'],
        ['kitchen', 'キッチン', '1f'],
        ['kodomo', '子供部屋', '1f'],
      ],
      devices: [
        one('living', 'vacuum.robot', 'ロボット'),
        one('kitchen', 'switch.pot', '電気ポット'),
        one('kitchen', 'light.kitchen', 'キッチンライト'),
        one('kodomo', 'light.sora', 'ソラライト'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary katakana-whole', 'ポット', ['switch.pot']),
      c('ordinary katakana-whole', 'ケトル', ['switch.pot']),
      c('ordinary katakana-whole-not', 'ロボット', ['vacuum.robot']),
      c('ordinary katakana-whole-not', 'キッチンのライト', ['light.kitchen']),
      c('ordinary katakana-whole-not', 'ソラのライト', ['light.sora']),
    ],
  },
];

/**
 * Kitchen machines by the everyday Japanese and Korean word: "コーヒーマシン" is the "コーヒーメーカー", and Korean
 * "후드" alone (also "주방 후드") the range hood, whatever the name says. Neighbours: the hood is no bathroom
 * fan, and the coffee machine no kettle.
 */
export const KITCHEN_WORDS_CJK: EvalSuite[] = [
  {
    home: {
      id: 'r29g_ja_kofu',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [['kitchen', '台所', '1f']],
      devices: [
        one('kitchen', 'switch.barista', 'バリスタ コーヒーメーカー'),
        one('kitchen', 'switch.kettle', '電気ケトル'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cjk-kitchen', 'コーヒーマシン', ['switch.barista']),
      c('ordinary cjk-kitchen-not', 'エスプレッソマシンをつけて', ['switch.barista']),
      c('ordinary cjk-kitchen-not', 'ケトル', ['switch.kettle']),
    ],
  },
  {
    home: {
      id: 'r29g_ko_mokpo',
      language: 'ko',
      floors: [['home', '집', 0]],
      areas: [
        ['bueok', '부엌', 'home'],
        ['yokshil', '욕실', 'home'],
      ],
      devices: [
        one('bueok', 'fan.range', '후드'),
        one('bueok', 'light.bueok', '부엌 조명'),
        one('yokshil', 'fan.yokshil', '욕실 환풍기'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cjk-kitchen-not', '부엌 후드 켜줘', ['fan.range']),
      c('ordinary cjk-kitchen-not', '주방 후드', ['fan.range']),
      c('ordinary cjk-kitchen', '렌지후드', ['fan.range']),
      c('ordinary cjk-kitchen-not', '욕실 환풍기', ['fan.yokshil']),
    ],
  },
];
