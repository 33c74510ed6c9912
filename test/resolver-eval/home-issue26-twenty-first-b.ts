// Issue 26, round 21b: references as speech-to-text writes them. Cases of our own for each rule, in homes
// of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const curtain = { deviceClass: 'curtain' };

/** Rule 1: a letter no accent-stripping reaches (æ, ø, œ) is written as a keyboard without it writes it. */
const LETTER_FOLD: EvalSuite[] = [
  home(
    'r21b_da_esbjerg',
    'da',
    [
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
      ['gaest', 'Gæsteværelse'],
    ],
    [
      one('stue', 'light.laeselampe', 'Læselampe'),
      one('stue', 'light.stue_loft', 'Loftlampe Stue'),
      one('kokken', 'switch.olkoler', 'Ølkøler'),
      one('kokken', 'vacuum.robot', 'Robotstøvsuger'),
      one('gaest', 'cover.gaest', 'Rullegardin Gæsteværelse', curtain),
      one('gaest', 'light.gaest', 'Gæsteværelse Loftlampe'),
    ],
    [
      c('ordinary letter-fold', 'laeselampe', ['light.laeselampe']),
      c('ordinary letter-fold', 'taend laeselampen', ['light.laeselampe']),
      c('ordinary letter-fold', 'rullegardin i gaestevaerelset', ['cover.gaest']),
      c('ordinary letter-fold', 'gaestevaerelse loftlampe', ['light.gaest']),
      c('ordinary letter-fold', 'sluk olkoleren', ['switch.olkoler']),
      c('activity letter-fold', 'stovsug kokkenet', ['vacuum.robot']),
      c('ordinary', 'tænd læselampen', ['light.laeselampe']),
      c('ordinary', 'loftlampen i stuen', ['light.stue_loft']),
      c('ordinary', 'ølkøleren', ['switch.olkoler']),
    ],
  ),
  home(
    'r21b_fr_metz',
    'fr',
    [
      ['salon', 'Salon'],
      ['chambre', 'Chambre'],
    ],
    [
      one('salon', 'light.guirlande', 'Guirlande Cœur'),
      one('salon', 'light.lampadaire', 'Lampadaire'),
      one('chambre', 'light.oeuf', 'Lampe Œuf'),
      one('chambre', 'light.chevet', 'Lampe de chevet'),
    ],
    [
      c('ordinary', 'la guirlande coeur', ['light.guirlande']),
      c('ordinary letter-fold', 'allume la lampe oeuf', ['light.oeuf']),
      c('ordinary', 'la lampe œuf', ['light.oeuf']),
      c('ordinary', 'la lampe de chevet', ['light.chevet']),
    ],
  ),
  home(
    'r21b_pt_braganca',
    'pt',
    [['horta', 'Horta']],
    [
      one('horta', 'switch.regador', 'Regador Horta'),
      one('horta', 'binary_sensor.porta', 'Porta Horta', { deviceClass: 'door' }),
    ],
    [c('ordinary', 'liga o regador', ['switch.regador'])],
  ),
];

/**
 * Rule 2: a room word that numbered rooms are named with ("Bedroom 1", "Bedroom 2") names those rooms, not
 * only another room its concept reaches ("Master Bedroom", "안방").
 */
const NUMBERED_ROOM_WORD: EvalSuite[] = [
  home(
    'r21b_ko_cheongju',
    'ko',
    [
      ['anbang', '안방'],
      ['chimsil_1', '침실 1'],
      ['chimsil_2', '침실 2'],
    ],
    [
      one('anbang', 'light.anbang', '안방 전등'),
      one('chimsil_1', 'light.chimsil_1', '침실 1 전등'),
      one('chimsil_2', 'light.chimsil_2', '침실 2 전등'),
      one('chimsil_2', 'cover.chimsil_2', '침실 2 커튼', curtain),
    ],
    [
      c('ask-one numbered-room-word', '침실 전등', { ask: ['light.chimsil_1', 'light.chimsil_2'] }),
      c('ask-one numbered-room-word', '침실 전등 둘 다', ['light.chimsil_1', 'light.chimsil_2']),
      c('ordinary', '안방 전등', ['light.anbang']),
      c('ordinary', '침실 2 전등', ['light.chimsil_2']),
      c('ordinary numbered-room-word', '침실 커튼', ['cover.chimsil_2']),
    ],
  ),
  home(
    'r21b_zh_xiamen',
    'zh',
    [
      ['zhuwo', '主卧'],
      ['ciwo_1', '次卧1'],
      ['ciwo_2', '次卧2'],
    ],
    [
      one('zhuwo', 'light.zhuwo', '主卧吸顶灯'),
      one('ciwo_1', 'light.ciwo_1', '次卧1吸顶灯'),
      one('ciwo_2', 'light.ciwo_2', '次卧2吸顶灯'),
      one('ciwo_1', 'climate.ciwo_1', '次卧1空调'),
    ],
    [
      c('ask-one', '次卧的灯', { ask: ['light.ciwo_1', 'light.ciwo_2'] }),
      c('ordinary', '次卧空调', ['climate.ciwo_1']),
      c('ordinary', '主卧的灯', ['light.zhuwo']),
    ],
  ),
  home(
    'r21b_en_toledo',
    'en',
    [
      ['master', 'Master Bedroom'],
      ['bedroom_1', 'Bedroom 1'],
      ['bedroom_2', 'Bedroom 2'],
    ],
    [
      one('master', 'light.master', 'Master Ceiling Light'),
      one('bedroom_1', 'light.bedroom_1', 'Bedroom 1 Ceiling Light'),
      one('bedroom_2', 'light.bedroom_2', 'Bedroom 2 Ceiling Light'),
      one('bedroom_2', 'fan.bedroom_2', 'Bedroom 2 Fan'),
    ],
    [
      c('ordinary', 'the fan in the bedroom', ['fan.bedroom_2']),
      c('ordinary', 'the master bedroom light', ['light.master']),
    ],
  ),
  home(
    'r21b_de_wetzlar',
    'de',
    [
      ['eltern', 'Elternschlafzimmer'],
      ['schlaf_1', 'Schlafzimmer 1'],
      ['schlaf_2', 'Schlafzimmer 2'],
    ],
    [
      one('eltern', 'light.eltern', 'Deckenleuchte Eltern'),
      one('schlaf_1', 'light.schlaf_1', 'Deckenleuchte Schlafzimmer 1'),
      one('schlaf_2', 'light.schlaf_2', 'Deckenleuchte Schlafzimmer 2'),
    ],
    [
      c('ask-one', 'das Licht im Schlafzimmer', {
        ask: ['light.schlaf_1', 'light.schlaf_2'],
      }),
      c('ordinary', 'das Licht im Elternschlafzimmer', ['light.eltern']),
      c('ordinary', 'das Licht im Schlafzimmer 2', ['light.schlaf_2']),
    ],
  ),
  home(
    'r21b_ja_sendai',
    'ja',
    [
      ['shushinshitsu', '主寝室'],
      ['shinshitsu_1', '寝室1'],
      ['shinshitsu_2', '寝室2'],
    ],
    [
      one('shushinshitsu', 'light.main', '主寝室のライト'),
      one('shinshitsu_1', 'light.s1', '寝室1のライト'),
      one('shinshitsu_2', 'light.s2', '寝室2のライト'),
    ],
    [
      c('ask-one', '寝室のライト', { ask: ['light.s1', 'light.s2'] }),
      c('ordinary', '主寝室のライト', ['light.main']),
    ],
  ),
];

/** Rule 3: a number said after letters is a code's digit when the home writes the code ("PS4", "S7"). */
const LETTER_CODE: EvalSuite[] = [
  home(
    'r21b_en_dayton',
    'en',
    [
      ['den', 'Den'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('den', 'media_player.ps4', 'PS4'),
      one('den', 'media_player.den_tv', 'Den TV', { deviceClass: 'tv' }),
      one('kitchen', 'vacuum.roborock', 'Roborock S7'),
    ],
    [
      c('ordinary letter-code', 'the p s four', ['media_player.ps4']),
      c('ordinary letter-code', 'p s four in the den', ['media_player.ps4']),
      c('ordinary', 'the roborock s seven', ['vacuum.roborock']),
      c('ordinary', 'the ps4', ['media_player.ps4']),
      c('ordinary', 'den t v', ['media_player.den_tv']),
    ],
  ),
  home(
    'r21b_de_hanau',
    'de',
    [['wohnzimmer', 'Wohnzimmer']],
    [
      one('wohnzimmer', 'media_player.ps5', 'PS5 Wohnzimmer'),
      one('wohnzimmer', 'vacuum.dreame', 'Dreame L10'),
    ],
    [
      c('ordinary letter-code', 'die p s fünf', ['media_player.ps5']),
      c('ordinary', 'den dreame l zehn', ['vacuum.dreame']),
      c('ordinary', 'die PS5', ['media_player.ps5']),
    ],
  ),
  home(
    'r21b_it_pavia',
    'it',
    [['sala', 'Sala']],
    [one('sala', 'media_player.ps4', 'PS4 Sala'), one('sala', 'light.sala', 'Lampada Sala')],
    [c('ordinary letter-code', 'la p s quattro', ['media_player.ps4'])],
  ),
];

LETTER_CODE.push(
  home(
    'r21b_en_boise',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['study', 'Study'],
    ],
    [
      one('kitchen', 'media_player.ipad', 'iPad Kitchen'),
      one('study', 'switch.ereader', 'eReader Charger'),
      one('study', 'light.study', 'Study Lamp'),
    ],
    [
      c('ordinary letter-word', 'the i pad', ['media_player.ipad']),
      c('ordinary', 'the e reader', ['switch.ereader']),
      c('ordinary', 'the i pad in the kitchen', ['media_player.ipad']),
      c('ordinary', 'the study lamp', ['light.study']),
    ],
  ),
  home(
    'r21b_es_cadiz',
    'es',
    [['cocina', 'Cocina']],
    [one('cocina', 'media_player.ipad', 'iPad Cocina'), one('cocina', 'light.cocina', 'Luz Cocina')],
    [
      c('ordinary letter-word', 'apaga el i pad', ['media_player.ipad']),
      c('ordinary', 'el i pad de la cocina', ['media_player.ipad']),
      c('ordinary', 'la luz de la cocina', ['light.cocina']),
    ],
  ),
);

/** Rule 4: a maker's two initials said with the language's "and" ("b og o") are the maker, as "B&O" is. */
const SPOKEN_INITIALS: EvalSuite[] = [
  home(
    'r21b_sv_lulea',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['sovrum', 'Sovrum'],
    ],
    [
      one('vardagsrum', 'media_player.beolab', 'Bang & Olufsen Beolab', { deviceClass: 'speaker' }),
      one('vardagsrum', 'media_player.sonos', 'Sonos Era', { deviceClass: 'speaker' }),
      one('sovrum', 'light.sovrum', 'Taklampa Sovrum'),
    ],
    [
      c('brand spoken-initials', 'b och o högtalaren', ['media_player.beolab']),
      c('brand', 'sonos era', ['media_player.sonos']),
    ],
  ),
  home(
    'r21b_de_fulda',
    'de',
    [['wohnzimmer', 'Wohnzimmer']],
    [
      one('wohnzimmer', 'media_player.zeppelin', 'Bowers & Wilkins Zeppelin', { deviceClass: 'speaker' }),
      one('wohnzimmer', 'media_player.echo', 'Echo Wohnzimmer', { deviceClass: 'speaker' }),
    ],
    [
      c('brand spoken-initials', 'den B und W Lautsprecher', ['media_player.zeppelin']),
      c('brand', 'B&W', ['media_player.zeppelin']),
    ],
  ),
  home(
    'r21b_nl_zwolle',
    'nl',
    [['woonkamer', 'Woonkamer']],
    [
      one('woonkamer', 'media_player.beosound', 'B&O Beosound Level', { deviceClass: 'speaker' }),
      one('woonkamer', 'media_player.tv', 'Televisie', { deviceClass: 'tv' }),
    ],
    [c('brand', 'de b en o', ['media_player.beosound'])],
  ),
];

/** Rule 5: a Japanese word of the tables written in kana as it is read is that word. */
const KANA_READING: EvalSuite[] = [
  home(
    'r21b_ja_kanazawa',
    'ja',
    [
      ['daidokoro', '台所'],
      ['shosai', '書斎'],
      ['kyakuma', '客間'],
      ['senmenjo', '洗面所'],
    ],
    [
      one('daidokoro', 'light.daidokoro', '台所の電気'),
      one('daidokoro', 'switch.suihanki', '炊飯器'),
      one('shosai', 'light.shosai', '書斎照明'),
      one('shosai', 'light.desk', 'デスクライト'),
      one('kyakuma', 'cover.amado', '客間の雨戸', { deviceClass: 'shutter' }),
      one('kyakuma', 'light.kyakuma', '客間の電気'),
      one('senmenjo', 'switch.sentakuki', '洗濯機'),
      one('senmenjo', 'sensor.senmenjo_temp', '洗面所の温度', { deviceClass: 'temperature' }),
    ],
    [
      c('ordinary kana-reading', 'だいどころのでんき', ['light.daidokoro']),
      c('ordinary kana-reading', 'しょさい照明', ['light.shosai']),
      c('ordinary kana-reading', 'きゃくまのあまど', ['cover.amado']),
      c('ordinary kana-reading', 'せんたくき', ['switch.sentakuki']),
      c('ordinary kana-reading', 'すいはんきをつけて', ['switch.suihanki']),
      c('ordinary kana-reading', 'せんめんじょのおんど', ['sensor.senmenjo_temp']),
      c('ordinary', '台所の電気', ['light.daidokoro']),
      c('ordinary', 'デスクライト', ['light.desk']),
    ],
  ),
];

KANA_READING.push(
  home(
    'r21b_ja_matsumoto',
    'ja',
    [
      ['yoshitsu', '洋室'],
      ['kodomo', '子供部屋'],
    ],
    [
      one('yoshitsu', 'climate.yoshitsu', '洋室のエアコン'),
      one('yoshitsu', 'light.yoshitsu', '洋室シーリングライト'),
      one('kodomo', 'fan.kodomo', '子供部屋の扇風機'),
      one('kodomo', 'switch.kashitsuki', '加湿器'),
    ],
    [
      c('ordinary', 'ようしつのエアコン', ['climate.yoshitsu']),
      c('ordinary kana-reading', 'こどもべやのせんぷうき', ['fan.kodomo']),
      c('ordinary kana-reading', 'かしつきをとめて', ['switch.kashitsuki']),
      c('ordinary', '洋室のエアコン', ['climate.yoshitsu']),
    ],
  ),
);

/** Rule 6: ø, ä, ö, ü and å written as two letters (oe, ae, ue, aa) are the one letter, when nothing else fits. */
const TWO_LETTER_VOWELS: EvalSuite[] = [
  home(
    'r21b_de_goettingen',
    'de',
    [
      ['buero', 'Büro'],
      ['kueche', 'Küche'],
      ['flur', 'Flur'],
    ],
    [
      one('buero', 'light.buero', 'Schreibtischleuchte'),
      one('kueche', 'light.kueche', 'Hängelampe'),
      one('kueche', 'switch.kaffee', 'Kaffeemaschine'),
      one('flur', 'vacuum.saugi', 'Saugroboter'),
    ],
    [
      c('ordinary', 'das bueroleuchte', ['light.buero']),
      c('ordinary two-letter-vowels', 'kuechenlampe aus', ['light.kueche']),
      c('ordinary', 'die haengelampe', ['light.kueche']),
      c('ordinary', 'die kaffeemaschine', ['switch.kaffee']),
    ],
  ),
  home(
    'r21b_da_vejle',
    'da',
    [
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
    ],
    [
      one('stue', 'vacuum.robot', 'Robotstøvsuger'),
      one('stue', 'light.stue', 'Stuelampe'),
      one('kokken', 'light.kokken', 'Køkkenlampe'),
    ],
    [
      c('activity two-letter-vowels', 'stoevsug stuen', ['vacuum.robot']),
      c('ordinary', 'koekkenlampe', ['light.kokken']),
      c('ordinary', 'stuelampen', ['light.stue']),
    ],
  ),
  home(
    'r21b_sv_gavle',
    'sv',
    [['kok', 'Kök']],
    [one('kok', 'fan.flakt', 'Köksfläkt'), one('kok', 'light.kok', 'Taklampa Kök')],
    [
      c('ordinary two-letter-vowels', 'koeksflaekten', ['fan.flakt']),
      c('ordinary', 'taklampan i köket', ['light.kok']),
    ],
  ),
];

export const TWENTY_FIRST_ROUND_B: readonly EvalSuite[] = [
  ...LETTER_FOLD,
  ...NUMBERED_ROOM_WORD,
  ...LETTER_CODE,
  ...SPOKEN_INITIALS,
  ...KANA_READING,
  ...TWO_LETTER_VOWELS,
];
