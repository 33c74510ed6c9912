// Issue 26, round 30a: cases of our own, in homes of our own, for four wrong actions of round 29's slices and
// what lay near them (none is a slice's request or home). The first tag is the category, the second the rule
// exercised; a `-not` rule tag marks a neighbouring reading the rule must leave as it was.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const TEMPERATURE = { deviceClass: 'temperature' } as const;

/**
 * Rule 1: "室温" is the room's temperature, and a lone character cut out of a room's name ("和室" → 室) is no
 * word of that room's things: "洋室" or "茶室", rooms the home lacks, are no "和室".
 */
const ROOM_PIECE: EvalSuite[] = [
  home(
    'r30a_ja_kamakura',
    'ja',
    [
      ['washitsu', '和室'],
      ['shosai', '書斎'],
      ['living', 'リビング'],
    ],
    [
      one('washitsu', 'light.washitsu', '和室シーリング'),
      one('washitsu', 'sensor.washitsu_temp', '和室温度', TEMPERATURE),
      one('shosai', 'light.shosai_desk', 'デスクスタンド'),
      one('shosai', 'sensor.shosai_temp', '温度計', TEMPERATURE),
      one('living', 'light.living', 'リビングライト'),
      one('living', 'climate.living', 'リビングエアコン'),
    ],
    [
      c('ordinary room-piece', '書斎の室温', ['sensor.shosai_temp']),
      c('ordinary room-piece-not', '和室の室温は', ['sensor.washitsu_temp']),
      c('ordinary room-piece', '洋室の照明', {
        ask: ['light.living', 'light.shosai_desk', 'light.washitsu'],
      }),
      c('ordinary room-piece-not', '和室の照明をつけて', ['light.washitsu']),
      c('ordinary room-piece-not', '書斎の温度', ['sensor.shosai_temp']),
      c('ordinary room-piece-not', 'デスクスタンド', ['light.shosai_desk']),
    ],
  ),
  home(
    'r30a_ja_sapporo',
    'ja',
    [
      ['washitsu', '和室'],
      ['living', 'リビング'],
    ],
    [
      one('washitsu', 'light.washitsu', '和室照明'),
      one('washitsu', 'fan.washitsu', '和室扇風機'),
      one('living', 'sensor.living_temp', 'リビング温度', TEMPERATURE),
      one('living', 'light.living', 'リビング照明'),
    ],
    [
      c('ordinary room-piece', '室温', ['sensor.living_temp']),
      c('ordinary room-piece', '茶室の照明を消して', { ask: ['light.living', 'light.washitsu'] }),
      c('ordinary room-piece-not', '和室の扇風機', ['fan.washitsu']),
      c('ordinary room-piece-not', '和室', ['light.washitsu', 'fan.washitsu']),
    ],
  ),
  home(
    'r30a_zh_nanjing',
    'zh',
    [
      ['woshi', '卧室'],
      ['shufang', '书房'],
    ],
    [
      one('woshi', 'light.woshi', '卧室吸顶灯'),
      one('woshi', 'sensor.woshi_temp', '卧室温度', TEMPERATURE),
      one('shufang', 'light.shufang', '书房台灯'),
      one('shufang', 'sensor.shufang_temp', '书房温度', TEMPERATURE),
    ],
    [
      c('ordinary room-piece', '书房的室温', ['sensor.shufang_temp']),
      c('ordinary room-piece', '室温多少', { ask: ['sensor.shufang_temp', 'sensor.woshi_temp'] }),
      c('ordinary room-piece-not', '卧室的灯', ['light.woshi']),
      c('ordinary room-piece-not', '书房温度', ['sensor.shufang_temp']),
    ],
  ),
];

/** Round 30a's cases, registered in run-eval.ts. */
export const ROUND_30A: EvalSuite[] = [...ROOM_PIECE];
