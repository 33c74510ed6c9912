// Issue 26, lead, session 13: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A person's name said in katakana where the home writes it in hiragana ("ユイ" for "ゆいの部屋"): Japanese
 * given names are written in either script, and speech recognition picks one. Only towards the home's own
 * hiragana names; a katakana word the home or the tables know stays as said.
 */
export const NAME_IN_OTHER_KANA: EvalSuite[] = [
  {
    home: {
      id: 'lead27_ja_nishinomiya',
      language: 'ja',
      floors: [
        ['1f', '1階', 1],
        ['2f', '2階', 2],
      ],
      areas: [
        ['living', 'リビング', '1f'],
        ['yui', 'ゆいの部屋', '2f'],
        ['souta', 'ソウタの部屋', '2f'],
        ['washitsu', 'わしつ', '1f'],
      ],
      devices: [
        one('living', 'light.living', 'シーリングライト'),
        one('living', 'media_player.tv', 'テレビ'),
        one('yui', 'light.yui', 'ナイトライト'),
        one('yui', 'climate.yui', 'エアコン ゆい'),
        one('souta', 'light.souta', '天井照明'),
        one('washitsu', 'light.washitsu', 'あんどん'),
        one('living', 'light.desk', 'ゆいのデスクライト'),
      ],
      loose: [],
    },
    cases: [
      c('named-after kana-name', 'ユイの部屋の電気', ['light.yui']),
      c('named-after kana-name', 'ユイの部屋のエアコン', ['climate.yui']),
      c('ordinary kana-name-not', 'ユイのデスクライト', ['light.desk']),
      c('named-after kana-name-not', 'ゆいの部屋の電気', ['light.yui']),
      c('named-after kana-name-not', 'そうたの部屋の電気', ['light.souta']),
      c('named-after kana-name-not', 'ソウタの部屋の電気', ['light.souta']),
      c('ordinary kana-name-not', 'テレビ', ['media_player.tv']),
      c('ordinary kana-name', 'アンドン', ['light.washitsu']),
    ],
  },
];

/**
 * A word the home writes in its names is those names, not a concept that also reaches others: "gli abat-jour"
 * beside two "Abat-jour" and two "Luce comodino" lights is the two abat-jour (round 27g's bedside-lamp words
 * had taken "abat-jour" as the bedside lamp's and reached the bedside lights too).
 */
export const WORD_AS_WRITTEN: EvalSuite[] = [
  {
    home: {
      id: 'lead27_it_girasole',
      language: 'it',
      floors: [],
      areas: [
        ['matrimoniale', 'Camera matrimoniale', null],
        ['soggiorno', 'Soggiorno', null],
      ],
      devices: [
        one('matrimoniale', 'light.abat_sx', 'Abat-jour sinistra'),
        one('matrimoniale', 'light.abat_dx', 'Abat-jour destra'),
        one('matrimoniale', 'light.comodino_sx', 'Luce comodino sinistra'),
        one('matrimoniale', 'light.comodino_dx', 'Luce comodino destra'),
        one('soggiorno', 'light.lampadario', 'Lampadario'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one word-as-written', 'entrambi gli abat-jour', ['light.abat_dx', 'light.abat_sx']),
      c('ask-one word-as-written', "l'abat-jour", { ask: ['light.abat_dx', 'light.abat_sx'] }),
      c('ordinary word-as-written-not', 'le luci dei comodini', ['light.comodino_dx', 'light.comodino_sx']),
      c('ordinary word-as-written-not', "l'abat-jour di sinistra", ['light.abat_sx']),
    ],
  },
];

/**
 * A product line the device registry gives a device wins over a near miss of a room's word: "the Roomba" is the
 * vacuum whose model is a Roomba, not a question among the living room's things ("roomba" one letter from "room").
 */
export const MAKER_OVER_NEAR_MISS: EvalSuite[] = [
  {
    home: {
      id: 'lead27_en_maple',
      language: 'en',
      floors: [],
      areas: [
        ['living', 'Living Room', null],
        ['kids', 'Kids Room', null],
      ],
      devices: [
        {
          name: 'Rosie',
          area: 'living',
          manufacturer: 'iRobot',
          model: 'Roomba j7+',
          entities: [['vacuum.rosie', 'Rosie']],
        },
        {
          name: 'Living Room Arc',
          area: 'living',
          manufacturer: 'Sonos',
          model: 'Arc',
          entities: [['media_player.arc', 'Living Room Arc']],
        },
        { name: 'Floor Lamp', area: 'living', entities: [['light.floor_lamp', 'Floor Lamp']] },
        one('kids', 'light.nightlight', 'Turtle Nightlight'),
      ],
      loose: [],
    },
    cases: [
      c('brand maker-over-near-miss', 'the Roomba', ['vacuum.rosie']),
      c('brand maker-over-near-miss', 'roomba', ['vacuum.rosie']),
      c('brand maker-over-near-miss-not', 'the sonos', ['media_player.arc']),
      c('ordinary maker-over-near-miss-not', 'the lights in the living room', ['light.floor_lamp']),
    ],
  },
];
