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

/**
 * Rule 2: a digital piano or a keyboard on a plug is "the piano"; and a person's name left alone once a word the
 * home lacks is left out ("a guitarra da Bia") names nothing of that person's room.
 */
const PIANO: EvalSuite[] = [
  home(
    'r30a_pt_porto',
    'pt',
    [
      ['quarto_leo', 'Quarto do Léo'],
      ['sala', 'Sala'],
    ],
    [
      one('quarto_leo', 'light.leo', 'Candeeiro Léo'),
      one('quarto_leo', 'switch.leo_piano', 'Piano digital'),
      one('sala', 'light.sala', 'Luz sala'),
      one('sala', 'media_player.sala', 'Coluna sala'),
    ],
    [
      c('ordinary piano', 'liga o piano do Léo', ['switch.leo_piano']),
      c('ordinary piano', 'a guitarra do Léo', 'not-found'),
      c('ordinary piano-not', 'o candeeiro do Léo', ['light.leo']),
      c('ordinary piano-not', 'a luz da sala', ['light.sala']),
    ],
  ),
  home(
    'r30a_de_kassel',
    'de',
    [
      ['kinderzimmer', 'Kinderzimmer Jonas'],
      ['wohnzimmer', 'Wohnzimmer'],
    ],
    [
      one('kinderzimmer', 'switch.jonas_keyboard', 'Keyboard Jonas'),
      one('kinderzimmer', 'light.jonas', 'Leselampe Jonas'),
      one('wohnzimmer', 'switch.stagepiano', 'Stagepiano'),
      one('wohnzimmer', 'light.wohnzimmer', 'Deckenlicht Wohnzimmer'),
    ],
    [
      c('ordinary piano', 'schalte das Klavier im Wohnzimmer ein', ['switch.stagepiano']),
      c('ordinary piano', 'das Klavier von Jonas', ['switch.jonas_keyboard']),
      c('ordinary piano', 'die Gitarre von Jonas', 'not-found'),
      c('ordinary piano-not', 'die Leselampe von Jonas', ['light.jonas']),
    ],
  ),
  home(
    'r30a_it_verona',
    'it',
    [
      ['soggiorno', 'Soggiorno', 'terra'],
      ['studio', 'Studio', 'primo'],
    ],
    [
      one('soggiorno', 'switch.pianoforte', 'Tastiera musicale'),
      one('soggiorno', 'light.soggiorno', 'Lampadario'),
      one('studio', 'light.studio', 'Lampada studio'),
    ],
    [
      c('ordinary piano', 'accendi il pianoforte', ['switch.pianoforte']),
      c('ordinary piano-not', 'la luce al primo piano', ['light.studio']),
      c('ordinary piano-not', 'le luci del piano terra', ['light.soggiorno']),
    ],
    [
      ['terra', 'Piano terra', 0],
      ['primo', 'Primo piano', 1],
    ],
  ),
  home(
    'r30a_ko_daegu',
    'ko',
    [
      ['seoyeon', '서연이 방'],
      ['geosil', '거실'],
    ],
    [
      one('seoyeon', 'switch.seoyeon_piano', '전자 키보드'),
      one('seoyeon', 'light.seoyeon', '서연 스탠드'),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [c('ordinary piano', '서연이 방 피아노 켜줘', ['switch.seoyeon_piano'])],
  ),
  home(
    'r30a_zh_wuhan',
    'zh',
    [
      ['qinfang', '琴房'],
      ['keting', '客厅'],
    ],
    [
      one('qinfang', 'switch.piano', '雅马哈电子琴'),
      one('qinfang', 'light.qinfang', '琴房灯'),
      one('keting', 'light.keting', '客厅灯'),
    ],
    [
      c('ordinary piano', '打开钢琴', ['switch.piano']),
      c('ordinary piano-not', '琴房的灯', ['light.qinfang']),
    ],
  ),
];

/**
 * Rule 3: the fish said for their tank ("a luz dos peixes", "fiskarnas lampa") is the aquarium's; and the
 * Portuguese "dos" (of the) before a word the home lacks is no Spanish two ("Luz 2").
 */
const FISH: EvalSuite[] = [
  home(
    'r30a_pt_recife',
    'pt',
    [
      ['sala', 'Sala'],
      ['garagem', 'Garagem'],
    ],
    [
      one('sala', 'light.aquario', 'Luz do aquário'),
      one('sala', 'switch.aquario_bomba', 'Bomba aquário'),
      one('garagem', 'light.garagem_1', 'Luz garagem 1'),
      one('garagem', 'light.garagem_2', 'Luz garagem 2'),
    ],
    [
      c('ordinary fish', 'acende a luz dos peixes', ['light.aquario']),
      c('ordinary fish', 'a luz dos gatos', 'not-found'),
      c('ordinary fish-not', 'a luz dois da garagem', ['light.garagem_2']),
      c('ordinary fish-not', 'a luz do aquário', ['light.aquario']),
    ],
  ),
  home(
    'r30a_es_malaga',
    'es',
    [
      ['salon', 'Salón'],
      ['taller', 'Taller'],
    ],
    [
      one('salon', 'light.pecera', 'Luz pecera'),
      one('taller', 'light.taller_1', 'Luz taller 1'),
      one('taller', 'light.taller_2', 'Luz taller 2'),
    ],
    [
      c('ordinary fish', 'la luz de los peces', ['light.pecera']),
      c('ordinary fish-not', 'enciende la luz dos del taller', ['light.taller_2']),
      c('ordinary fish-not', 'la luz dos', ['light.taller_2']),
    ],
  ),
  home(
    'r30a_sv_umea',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['hall', 'Hall'],
    ],
    [
      one('vardagsrum', 'light.akvarie', 'Akvariebelysning'),
      one('vardagsrum', 'switch.akvarie_pump', 'Akvariepump'),
      one('hall', 'light.hall', 'Hallampa'),
    ],
    [
      c('ordinary fish', 'tänd fiskarnas lampa', ['light.akvarie']),
      c('ordinary fish-not', 'släck hallampan', ['light.hall']),
    ],
  ),
  home(
    'r30a_nl_zwolle',
    'nl',
    [['woonkamer', 'Woonkamer']],
    [one('woonkamer', 'light.aquarium', 'Aquariumlamp'), one('woonkamer', 'light.woonkamer', 'Plafondlamp')],
    [c('ordinary fish', 'het licht van de vissen', ['light.aquarium'])],
  ),
];

/**
 * Rule 4: a whole name read with one typo says the same thing as the request ("수조 필터" is no "수조 히터");
 * a Chinese tank's heating rod is its heater and its pump its filter.
 */
const TANK: EvalSuite[] = [
  home(
    'r30a_ko_ulsan',
    'ko',
    [
      ['geosil', '거실'],
      ['beranda', '베란다'],
    ],
    [
      one('geosil', 'switch.sujo_heater', '수조 히터'),
      one('geosil', 'switch.sujo_filter', '수조 여과기'),
      one('geosil', 'light.sujo', '수조 조명'),
      one('beranda', 'light.beranda', '베란다 조명'),
    ],
    [
      c('ordinary tank', '수조 필터 꺼줘', ['switch.sujo_filter']),
      c('ordinary tank-not', '수조 히터 켜줘', ['switch.sujo_heater']),
      c('ordinary tank-not', '필터', ['switch.sujo_filter']),
      c('ordinary tank-not', '수조 조명', ['light.sujo']),
    ],
  ),
  home(
    'r30a_en_leeds',
    'en',
    [['utility', 'Utility Room']],
    [one('utility', 'switch.dehum', 'Dehumidifer'), one('utility', 'switch.heater', 'Oil Heater')],
    [c('ordinary tank-not', 'turn off the dehumidifier', ['switch.dehum'])],
  ),
  home(
    'r30a_zh_xiamen',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
    ],
    [
      one('shufang', 'switch.tank_heat', '水族箱加热棒'),
      one('shufang', 'switch.tank_pump', '水族箱水泵'),
      one('shufang', 'light.tank', '水族箱灯'),
      one('woshi', 'light.woshi', '卧室灯'),
    ],
    [
      c('ordinary tank', '关掉水族箱过滤器', ['switch.tank_pump']),
      c('ordinary tank', '水族箱的加热器', ['switch.tank_heat']),
      c('ordinary tank-not', '水族箱的灯', ['light.tank']),
      c('ordinary tank-not', '水族箱', { ask: ['light.tank', 'switch.tank_heat', 'switch.tank_pump'] }),
    ],
  ),
];

/**
 * Rule 5: on Japanese lighting plans "DL" is a downlight; and a CJK name writing its room and a light word as
 * one word ("リビング照明", "거실등") is the room's light named by its place, the ceiling light beside lamps of a shape.
 */
const CJK_LIGHTS: EvalSuite[] = [
  home(
    'r30a_ja_chiba',
    'ja',
    [
      ['ldk', 'LDK'],
      ['yoshitsu', '洋室'],
    ],
    [
      one('ldk', 'light.ldk_dl', 'LDK DL'),
      one('ldk', 'light.ldk_pendant', 'LDK ペンダント'),
      one('yoshitsu', 'light.yoshitsu', '洋室照明'),
      one('yoshitsu', 'light.yoshitsu_floor', 'フロアランプ'),
    ],
    [
      c('ordinary cjk-light', 'ダウンライトを消して', ['light.ldk_dl']),
      c('ordinary cjk-light', '洋室の天井の照明', ['light.yoshitsu']),
      c('ordinary cjk-light-not', 'ペンダントライト', ['light.ldk_pendant']),
      c('ordinary cjk-light-not', '洋室のフロアランプ', ['light.yoshitsu_floor']),
    ],
  ),
  home(
    'r30a_ko_gwangju',
    'ko',
    [
      ['geosil', '거실'],
      ['anbang', '안방'],
    ],
    [
      one('geosil', 'light.geosil', '거실등'),
      one('geosil', 'light.geosil_stand', '거실 장스탠드'),
      one('anbang', 'light.anbang', '안방등'),
    ],
    [
      c('ordinary cjk-light', '거실 천장 조명 켜줘', ['light.geosil']),
      c('ordinary cjk-light-not', '거실 스탠드', ['light.geosil_stand']),
    ],
  ),
  home(
    'r30a_zh_kunming',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
    ],
    [
      one('shufang', 'light.shufang_main', '书房 主灯'),
      one('shufang', 'light.shufang_strip', '书房 灯带'),
      one('woshi', 'light.woshi', '卧室 吊灯'),
    ],
    [
      c('ordinary cjk-light', '书房的吸顶灯', ['light.shufang_main']),
      c('ordinary cjk-light-not', '书房的灯', ['light.shufang_main', 'light.shufang_strip']),
      c('ordinary cjk-light-not', '书房的灯带', ['light.shufang_strip']),
    ],
  ),
];

/** Round 30a's cases, registered in run-eval.ts. */
export const ROUND_30A: EvalSuite[] = [...ROOM_PIECE, ...PIANO, ...FISH, ...TANK, ...CJK_LIGHTS];
