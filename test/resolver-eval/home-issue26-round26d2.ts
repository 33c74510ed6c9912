// Issue 26, round 26d (continued from home-issue26-round26d.ts): cases of our own, in homes of our own, for the
// rules that slice 101's brand misses stood for; none is a slice's request or home. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 3: more makers of one kind as Korea, Japan and China write them, for rule 2 to read (cameras, blinds and
 * roof windows, robot vacuums, locks: "하이크비전", "海康", "尚飞", "云鲸", "ナーワル", "예일", "벨룩스").
 */
const MAKERS_IN_SCRIPT: EvalSuite[] = [
  homeOf(
    'r26d_zh_villa',
    'zh',
    [
      ['living', '客厅'],
      ['balcony', '阳台'],
      ['door', '门口'],
    ],
    [
      one('door', 'camera.menkou', '门口'),
      one('balcony', 'cover.balcony', '阳台卷帘', { deviceClass: 'shade' }),
      one('living', 'vacuum.xiaohei', '小黑'),
      one('door', 'lock.front', '入户门'),
      one('living', 'light.living', '客厅灯'),
    ],
    [
      c('brand makers-in-script', '海康', ['camera.menkou']),
      c('brand makers-in-script', '尚飞', ['cover.balcony']),
      c('brand makers-in-script', '云鲸', ['vacuum.xiaohei']),
      c('brand makers-in-script', '耶鲁', ['lock.front']),
      c('ordinary', '客厅灯', ['light.living']),
    ],
  ),
  homeOf(
    'r26d_ko_house',
    'ko',
    [
      ['entrance', '현관'],
      ['attic', '다락방'],
      ['yard', '마당'],
    ],
    [
      one('yard', 'camera.gate', '대문 앞'),
      one('attic', 'cover.attic_window', '다락 창', { deviceClass: 'window' }),
      one('entrance', 'lock.front', '현관문'),
      one('entrance', 'light.entrance', '현관 조명'),
    ],
    [
      c('brand makers-in-script', '하이크비전', ['camera.gate']),
      c('brand makers-in-script', '벨룩스 열어줘', ['cover.attic_window']),
      c('brand makers-in-script', '예일', ['lock.front']),
      c('ordinary', '현관 조명', ['light.entrance']),
    ],
  ),
  homeOf(
    'r26d_ja_machiya',
    'ja',
    [
      ['living', '居間'],
      ['porch', 'ポーチ'],
    ],
    [one('living', 'vacuum.maru', 'まる'), one('porch', 'camera.porch', 'ポーチ')],
    [
      c('brand makers-in-script', 'ナーワル', ['vacuum.maru']),
      c('brand makers-in-script', 'ハイクビジョン', ['camera.porch']),
    ],
  ),
];

/**
 * Rule 4: among several things of the kind a maker makes, the one named (or whose device is named) after
 * another maker of that kind is not the one meant: "den Roborock" beside a "Roomba oben" and a "Saugi unten" is
 * the Saugi. A maker's own lines and those made with it name it ("das Sonos" for a "Symfonisk Regal").
 */
const RIVAL_MAKERS: EvalSuite[] = [
  homeOf(
    'r26d_de_rivalen',
    'de',
    [
      ['flur', 'Flur'],
      ['schlafzimmer', 'Schlafzimmer'],
      ['wohnzimmer', 'Wohnzimmer'],
      ['kueche', 'Küche'],
    ],
    [
      one('schlafzimmer', 'vacuum.roomba', 'Roomba oben'),
      one('flur', 'vacuum.saugi', 'Saugi unten'),
      one('wohnzimmer', 'media_player.symfonisk', 'Symfonisk Regal'),
      one('kueche', 'media_player.echo', 'Echo Küche'),
    ],
    [
      c('brand rival-makers', 'den Roborock', ['vacuum.saugi']),
      c('brand rival-makers', 'starte den Dreame', ['vacuum.saugi']),
      c('brand rival-makers', 'das Sonos', ['media_player.symfonisk']),
      c('brand', 'den Roomba', ['vacuum.roomba']),
      c('ordinary', 'den Sauger', { ask: ['vacuum.roomba', 'vacuum.saugi'] }),
    ],
  ),
  homeOf(
    'r26d_en_one_roomba',
    'en',
    [['hall', 'Hall']],
    [
      {
        name: 'Roomba i7',
        area: 'hall',
        entities: [['vacuum.hall_robot', 'Hall Robot']],
      },
      one('hall', 'light.hall', 'Hall Light'),
    ],
    [
      c('brand', 'start the roborock', ['vacuum.hall_robot']),
      c('ordinary', 'the hall robot', ['vacuum.hall_robot']),
    ],
  ),
];

export const ROUND_26D2: readonly EvalSuite[] = [...MAKERS_IN_SCRIPT, ...RIVAL_MAKERS];
