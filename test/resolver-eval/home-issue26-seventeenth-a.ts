// Issue 26, round 17a: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

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

export const SEVENTEENTH_ROUND_A: readonly EvalSuite[] = [JAPANESE_ORDERS];
