// Issue 26, round 24b: cases of our own, in homes of our own, for the rules that slice 74 (requests typed into
// the Assist box: lowercase, no accents, Japanese left in kana, Korean spacing slips) stood for. The first tag
// is the category, the second the rule exercised (cases without a rule tag are guards that passed before and
// after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' } as const;
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
  home(
    'r24b_ja_chiba',
    'ja',
    [
      ['atelier', 'アトリエ'],
      ['loft', 'ロフト'],
    ],
    [
      one('atelier', 'fan.circulator', 'サーキュレーター'),
      one('atelier', 'switch.printer', 'プリンター'),
      one('atelier', 'light.atelier', 'アトリエの電気'),
      one('loft', 'light.loft', 'ロフトの電気'),
      one('loft', 'switch.hotplate', 'ホットプレート'),
    ],
    [
      c('ordinary katakana-typed', 'さーきゅれーたーつけて', ['fan.circulator']),
      c('ordinary katakana-typed', 'ろふとのでんき', ['light.loft']),
      c('ordinary katakana-typed', 'ぷりんたーをけして', ['switch.printer']),
      c('ordinary katakana-typed', 'ほっとぷれーと', ['switch.hotplate']),
      c('ordinary', 'アトリエの電気', ['light.atelier']),
      c('ordinary', 'ロフトの電気けして', ['light.loft']),
    ],
  ),
];

/**
 * Rule 2: the tables' Japanese words of quantity and of a door's state typed in kana as they are read ("ぜんぶ",
 * "りょうほう", "あいてる", "しまってる", "あけて") are those words: "all", "both", "is open", "is shut", "open it".
 */
const KANA_SENTENCE_WORDS: EvalSuite[] = [
  home(
    'r24b_ja_nara',
    'ja',
    [
      ['katteguchi', '勝手口'],
      ['kodomo', '子供部屋'],
    ],
    [
      one('katteguchi', 'lock.katteguchi', '勝手口の錠'),
      one('katteguchi', 'binary_sensor.katteguchi', '勝手口センサー', door),
      one('kodomo', 'light.kodomo_1', '子供部屋のライト 1'),
      one('kodomo', 'light.kodomo_2', '子供部屋のライト 2'),
      one('kodomo', 'cover.kodomo', '子供部屋のカーテン', { deviceClass: 'curtain' }),
    ],
    [
      c('ask-one kana-word', '子供部屋のライトぜんぶ', ['light.kodomo_1', 'light.kodomo_2']),
      c('ask-one kana-word', '子供部屋のライトりょうほう', ['light.kodomo_1', 'light.kodomo_2']),
      c('ask-one kana-word', 'ぜんぶの子供部屋のライト', ['light.kodomo_1', 'light.kodomo_2']),
      c('ask-one', '子供部屋のライト', { ask: ['light.kodomo_1', 'light.kodomo_2'] }),
      c('ask-one', '子供部屋のライト全部', ['light.kodomo_1', 'light.kodomo_2']),
      c('device-sensor kana-word', '勝手口あいてる', ['binary_sensor.katteguchi']),
      c('device-sensor kana-word', '勝手口あいている', ['binary_sensor.katteguchi']),
      c('device-sensor kana-word', '勝手口しまってる', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口あけて', ['lock.katteguchi']),
      c('device-sensor', '勝手口開いてる', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口閉まってる', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口開けて', ['lock.katteguchi']),
    ],
  ),
  home(
    'r24b_ja_kanazawa',
    'ja',
    [
      ['genkan', '玄関'],
      ['washitsu', '和室'],
    ],
    [
      one('genkan', 'lock.genkan', 'スマートロック'),
      one('genkan', 'binary_sensor.genkan_door', '玄関ドア', door),
      one('washitsu', 'light.washitsu_left', '和室のあかり 左'),
      one('washitsu', 'light.washitsu_right', '和室のあかり 右'),
    ],
    [
      c('device-sensor kana-word', '玄関のどああいてる', ['binary_sensor.genkan_door']),
      c('device-sensor kana-word', '玄関ドアあいてる？', ['binary_sensor.genkan_door']),
      c('ask-one kana-word', '和室のあかりりょうほう', ['light.washitsu_left', 'light.washitsu_right']),
      c('ask-one', '和室のあかり', { ask: ['light.washitsu_left', 'light.washitsu_right'] }),
    ],
  ),
];

/**
 * Rule 3: a name written with its particle between the parts ("ダイニングの照明", "客厅的灯") typed without it
 * ("ダイニング照明", "客厅灯") is that name said whole: that thing, not every light of the room.
 */
const PARTICLE_LEFT_OUT: EvalSuite[] = [
  home(
    'r24b_ja_matsumoto',
    'ja',
    [
      ['dining', 'ダイニング'],
      ['shosai', '書斎'],
    ],
    [
      one('dining', 'light.dining', 'ダイニングの照明'),
      one('dining', 'light.dining_stand', 'ダイニングのスタンド'),
      one('shosai', 'light.shosai', '書斎の電気'),
      one('shosai', 'light.shosai_desk', '書斎のデスクライト'),
      one('shosai', 'fan.shosai', '書斎の扇風機'),
    ],
    [
      c('name-wins particle-out', 'ダイニング照明', ['light.dining']),
      c('name-wins particle-out', '書斎電気', ['light.shosai']),
      c('name-wins particle-out', '書斎電気つけて', ['light.shosai']),
      c('name-wins', 'ダイニングの照明', ['light.dining']),
      c('name-wins', '書斎デスクライト', ['light.shosai_desk']),
      c('name-wins', '書斎扇風機', ['fan.shosai']),
      c('ordinary', 'ダイニングの電気ぜんぶ', ['light.dining', 'light.dining_stand']),
    ],
  ),
  home(
    'r24b_zh_kunming',
    'zh',
    [
      ['keting', '客厅'],
      ['ertong', '儿童房'],
    ],
    [
      one('keting', 'light.keting', '客厅的灯'),
      one('keting', 'light.keting_floor', '客厅的落地灯'),
      one('ertong', 'light.ertong', '儿童房的吸顶灯'),
      one('ertong', 'light.ertong_night', '儿童房的小夜灯'),
    ],
    [
      c('name-wins particle-out', '客厅灯', ['light.keting']),
      c('name-wins particle-out', '打开客厅灯', ['light.keting']),
      c('name-wins particle-out', '把客厅灯关了', ['light.keting']),
      c('name-wins', '客厅的灯', ['light.keting']),
      c('name-wins', '儿童房吸顶灯', ['light.ertong']),
      c('name-wins', '客厅落地灯', ['light.keting_floor']),
      c('ordinary', '客厅所有的灯', ['light.keting', 'light.keting_floor']),
    ],
  ),
  home(
    'r24b_ko_suwon',
    'ko',
    [
      ['geosil', '거실'],
      ['seojae', '서재'],
    ],
    [
      one('geosil', 'light.geosil', '거실의 조명'),
      one('geosil', 'light.geosil_stand', '거실의 스탠드'),
      one('seojae', 'light.seojae', '서재 조명'),
    ],
    [
      c('name-wins particle-out', '거실 조명', ['light.geosil']),
      c('name-wins', '거실조명', ['light.geosil']),
      c('ordinary', '거실 불 전부', ['light.geosil', 'light.geosil_stand']),
    ],
  ),
];

/**
 * Rule 4: Korean words of how many typed without their space ("둘다", "전부다", "모두다" for "둘 다", "전부 다",
 * "모두 다") are those words: both, all.
 */
const KOREAN_QUANTITY_RUN_TOGETHER: EvalSuite[] = [
  home(
    'r24b_ko_daejeon',
    'ko',
    [
      ['jageunbang', '작은방'],
      ['beranda', '베란다'],
    ],
    [
      one('jageunbang', 'light.stand_1', '작은방 스탠드 1'),
      one('jageunbang', 'light.stand_2', '작은방 스탠드 2'),
      one('beranda', 'light.beranda_a', '베란다 조명 A'),
      one('beranda', 'light.beranda_b', '베란다 조명 B'),
      one('beranda', 'light.beranda_c', '베란다 조명 C'),
    ],
    [
      c('ask-one quantity-joined', '작은방 스탠드 둘다', ['light.stand_1', 'light.stand_2']),
      c('ask-one quantity-joined', '스탠드 둘다 꺼줘', ['light.stand_1', 'light.stand_2']),
      c('ask-one quantity-joined', '베란다 조명 전부다', [
        'light.beranda_a',
        'light.beranda_b',
        'light.beranda_c',
      ]),
      c('ask-one quantity-joined', '베란다 조명 모두다 켜줘', [
        'light.beranda_a',
        'light.beranda_b',
        'light.beranda_c',
      ]),
      c('ask-one', '작은방 스탠드 둘 다', ['light.stand_1', 'light.stand_2']),
      c('ask-one', '작은방 스탠드', { ask: ['light.stand_1', 'light.stand_2'] }),
      c('ask-one', '베란다 조명 전부', ['light.beranda_a', 'light.beranda_b', 'light.beranda_c']),
    ],
  ),
];

/**
 * Rule 5: a door's state or order typed with "å", "ä", "ö", "ü" or "ø" as two letters ("aaben", "laast",
 * "geoeffnet", "oeppen") is that state or order: whether it is open asks the door's sensor, locking the lock.
 */
const DOOR_WORDS_TWO_LETTERS: EvalSuite[] = [
  home(
    'r24b_da_odense',
    'da',
    [['bryggers', 'Bryggers']],
    [
      one('bryggers', 'lock.bagdor', 'Bagdør'),
      one('bryggers', 'binary_sensor.bagdor', 'Bagdør kontakt', door),
    ],
    [
      c('device-sensor two-letters', 'er bagdoren aaben', ['binary_sensor.bagdor']),
      c('device-sensor', 'er bagdoeren aaben', ['binary_sensor.bagdor']),
      c('device-sensor two-letters', 'staar bagdoren aabent', ['binary_sensor.bagdor']),
      c('device-sensor', 'er bagdoren laast', ['lock.bagdor']),
      c('device-sensor', 'er bagdøren åben', ['binary_sensor.bagdor']),
      c('device-sensor', 'er bagdøren låst', ['lock.bagdor']),
    ],
  ),
  home(
    'r24b_de_kassel',
    'de',
    [['keller', 'Keller']],
    [
      one('keller', 'lock.kellertuer', 'Kellertür'),
      one('keller', 'binary_sensor.kellertuer', 'Kellertür Kontakt', door),
    ],
    [
      c('device-sensor', 'ist die kellertuer geoeffnet', ['binary_sensor.kellertuer']),
      c('device-sensor', 'oeffne die kellertuer', ['lock.kellertuer']),
      c('device-sensor', 'ist die Kellertür geöffnet', ['binary_sensor.kellertuer']),
      c('device-sensor', 'ist die kellertuer zu', ['binary_sensor.kellertuer']),
      c('device-sensor', 'ist die kellertuer abgeschlossen', ['lock.kellertuer']),
    ],
  ),
  home(
    'r24b_sv_umea',
    'sv',
    [['altan', 'Altan']],
    [
      one('altan', 'lock.altandorr', 'Altandörr'),
      one('altan', 'binary_sensor.altandorr', 'Altandörr sensor', door),
    ],
    [
      c('device-sensor', 'ar altandoerren oeppen', ['binary_sensor.altandorr']),
      c('device-sensor two-letters', 'ar altandorren staengd', ['binary_sensor.altandorr']),
      c('device-sensor', 'ar altandorren laast', ['lock.altandorr']),
      c('device-sensor', 'är altandörren öppen', ['binary_sensor.altandorr']),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_B: EvalSuite[] = [
  ...DOOR_WORDS_TWO_LETTERS,
  ...KOREAN_QUANTITY_RUN_TOGETHER,
  ...KATAKANA_IN_HIRAGANA,
  ...KANA_SENTENCE_WORDS,
  ...PARTICLE_LEFT_OUT,
];
