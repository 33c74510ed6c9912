// Issue 26, round 24b: cases of our own, in homes of our own, for the rules that slice 74 (requests typed into
// the Assist box: lowercase, no accents, Japanese left in kana, Korean spacing slips) stood for. The first tag
// is the category, the second the rule exercised (cases without a rule tag are guards that passed before and
// after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const coolAndHeat = { attributes: { hvac_modes: ['off', 'cool', 'heat'] } } as const;

/**
 * Rule 1: a katakana word typed in hiragana, as an IME leaves it when the typist does not convert ("えあこん",
 * "そふぁーらんぷ", "だいにんぐのすぴーかー"), is the katakana word the home or the tables write.
 */
const KATAKANA_IN_HIRAGANA: EvalSuite[] = [
  home(
    'r24b_ja_sendai',
    'ja',
    [
      ['dining', 'ダイニング'],
      ['kodomo', '子供部屋'],
      ['veranda', 'ベランダ'],
      ['shinshitsu', '寝室'],
    ],
    [
      one('dining', 'light.dining_pendant', 'ダイニングのペンダントライト'),
      one('dining', 'switch.toaster', 'トースター'),
      one('dining', 'media_player.dining_speaker', 'ダイニングのスピーカー'),
      one('kodomo', 'light.sofa', 'ソファーランプ'),
      one('kodomo', 'light.kodomo', '子供部屋の照明'),
      one('veranda', 'cover.veranda', 'ベランダのシャッター', { deviceClass: 'shutter' }),
      one('shinshitsu', 'climate.shinshitsu', '寝室の冷暖房機', coolAndHeat),
      one('shinshitsu', 'light.shinshitsu', '寝室の照明'),
      one('shinshitsu', 'fan.shinshitsu', '寝室の扇風機'),
    ],
    [
      c('ordinary katakana-typed', 'ぺんだんとらいと', ['light.dining_pendant']),
      c('ordinary katakana-typed', 'そふぁーらんぷ', ['light.sofa']),
      c('ordinary katakana-typed', 'とーすたー', ['switch.toaster']),
      c('ordinary katakana-typed', 'だいにんぐのすぴーかー', ['media_player.dining_speaker']),
      c('ordinary katakana-typed', 'べらんだのしゃったー', ['cover.veranda']),
      c('ordinary katakana-typed', '寝室のえあこん', ['climate.shinshitsu']),
      c('ordinary katakana-typed', 'とーすたーつけて', ['switch.toaster']),
      c('ordinary', 'しんしつのしょうめい', ['light.shinshitsu']),
      c('ordinary', '子供部屋の照明', ['light.kodomo']),
      c('ordinary', 'ソファーランプ', ['light.sofa']),
      c('ordinary', '寝室の扇風機', ['fan.shinshitsu']),
    ],
  ),
  home(
    'r24b_ja_kobe',
    'ja',
    [
      ['ima', '居間'],
      ['daidokoro', '台所'],
      ['ofuro', 'おふろ'],
    ],
    [
      one('ima', 'media_player.ima_tv', 'Bravia', { deviceClass: 'tv' }),
      one('ima', 'light.ima', '居間の電気'),
      one('daidokoro', 'switch.denshi_renji', '電子レンジ'),
      one('daidokoro', 'light.daidokoro', '台所の電気'),
      one('ofuro', 'light.ofuro', 'おふろの電気'),
      one('ofuro', 'fan.ofuro', 'おふろの換気扇'),
    ],
    [
      c('ordinary katakana-typed', '居間のてれび', ['media_player.ima_tv']),
      c('ordinary katakana-typed', 'でんしれんじ', ['switch.denshi_renji']),
      c('ordinary katakana-typed', 'れんじつけて', ['switch.denshi_renji']),
      c('ordinary', 'おふろの電気', ['light.ofuro']),
      c('ordinary', 'おふろの換気扇', ['fan.ofuro']),
      c('ordinary', '台所の電気', ['light.daidokoro']),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_B: EvalSuite[] = [...KATAKANA_IN_HIRAGANA];
