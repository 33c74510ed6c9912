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
