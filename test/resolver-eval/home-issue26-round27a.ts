// Issue 26, round 27a: cases of our own, in homes of our own, for the rules that slice 104 (several things at
// once, place and kind together) stood for; none is a slice's request or home. The first tag is the category,
// the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 1: a Chinese, Japanese or Korean list said with its own joiner ("と", "和", "跟", "랑", "하고") between two
 * things' words is a list: each part is resolved alone, as a Latin "and" or a comma already did. A part that
 * names a kind the home lacks makes the whole not found, a hidden one not exposed (the list-part rule of round
 * 26). A joiner the tokenizer cut out of a word ("ゆうと", "和室", "和风") joins nothing.
 */
export const CJK_JOINER: EvalSuite[] = [
  homeOf(
    'r27a_ja_study',
    'ja',
    [
      ['shosai', '書斎'],
      ['washitsu', '和室'],
      ['yuto', 'ゆうとの部屋'],
    ],
    [
      one('shosai', 'media_player.shosai_tv', '書斎テレビ'),
      one('shosai', 'media_player.speaker', 'スピーカー'),
      one('washitsu', 'climate.washitsu_aircon', '和室エアコン'),
      one('washitsu', 'fan.senpuki', '扇風機'),
      one('washitsu', 'light.washitsu', '和室の照明'),
      one('yuto', 'light.yuto', 'ゆうとのライト'),
      one('yuto', 'humidifier.kashitsuki', '加湿器', { hidden: true }),
    ],
    [
      c('ordinary cjk-joiner', 'テレビとスピーカー', ['media_player.shosai_tv', 'media_player.speaker']),
      c('ordinary cjk-joiner', 'エアコンと扇風機', ['climate.washitsu_aircon', 'fan.senpuki']),
      c('not-found cjk-joiner', 'テレビと除湿機', 'not-found'),
      c('not-exposed cjk-joiner', 'テレビと加湿器', 'not-exposed'),
      c('ordinary', 'ゆうとのライト', ['light.yuto']),
      c('ordinary', 'ゆうとの部屋の電気', ['light.yuto']),
      c('ordinary', '和室の照明', ['light.washitsu']),
      c('ordinary', '和室のエアコン', ['climate.washitsu_aircon']),
      c('ordinary', '扇風機と和室の照明', ['fan.senpuki', 'light.washitsu']),
      c('ordinary', 'ちょっとエアコンつけといて', ['climate.washitsu_aircon']),
    ],
  ),
  homeOf(
    'r27a_zh_flat',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
      ['ertong', '儿童房'],
    ],
    [
      one('shufang', 'media_player.shufang_tv', '书房电视'),
      one('shufang', 'media_player.yinxiang', '音箱'),
      one('woshi', 'climate.woshi_kongtiao', '卧室空调'),
      one('woshi', 'fan.fengshan', '落地扇'),
      one('woshi', 'light.hefeng', '和风吊灯'),
      one('ertong', 'humidifier.jiashiqi', '加湿器', { hidden: true }),
    ],
    [
      c('ordinary cjk-joiner', '电视跟音箱', ['media_player.shufang_tv', 'media_player.yinxiang']),
      c('ordinary cjk-joiner', '空调和落地扇', ['climate.woshi_kongtiao', 'fan.fengshan']),
      c('not-found cjk-joiner', '电视和除湿机', 'not-found'),
      c('not-exposed cjk-joiner', '空调和加湿器', 'not-exposed'),
      c('ordinary', '和风吊灯', ['light.hefeng']),
      c('ordinary', '卧室的和风吊灯', ['light.hefeng']),
      c('ordinary', '书房电视和卧室空调', ['media_player.shufang_tv', 'climate.woshi_kongtiao']),
    ],
  ),
  homeOf(
    'r27a_ko_villa',
    'ko',
    [
      ['anbang', '안방'],
      ['geosil', '거실'],
      ['apbang', '작은방'],
    ],
    [
      one('anbang', 'media_player.anbang_tv', '안방 TV'),
      one('geosil', 'media_player.speaker', '스피커'),
      one('geosil', 'climate.geosil_aircon', '거실 에어컨'),
      one('geosil', 'fan.seonpunggi', '선풍기'),
      one('apbang', 'humidifier.gaseupgi', '가습기', { hidden: true }),
    ],
    [
      c('ordinary cjk-joiner', 'TV랑 스피커', ['media_player.anbang_tv', 'media_player.speaker']),
      c('ordinary cjk-joiner', '에어컨하고 선풍기', ['climate.geosil_aircon', 'fan.seonpunggi']),
      c('not-found cjk-joiner', 'TV랑 제습기', 'not-found'),
      c('not-exposed cjk-joiner', '에어컨이랑 가습기', 'not-exposed'),
      c('ordinary', '안방 TV', ['media_player.anbang_tv']),
      c('ordinary', '거실 에어컨이랑 선풍기', ['climate.geosil_aircon', 'fan.seonpunggi']),
    ],
  ),
];
