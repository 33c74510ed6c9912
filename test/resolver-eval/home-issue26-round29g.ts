// Issue 26, round 29g: Japanese, Chinese and Korean requests in homes of our own; none is a slice's request
// or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

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
