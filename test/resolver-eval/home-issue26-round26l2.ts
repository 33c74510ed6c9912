// Issue 26, round 26L: cases of our own, in homes of our own, rules 6 to 10 (rules 1 to 5 are in
// home-issue26-round26l.ts, which joins both as ROUND_26L). The first tag is the category, the second the rule
// exercised; a `-not` rule tag marks a neighbouring reading the rule must leave as it was.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 6: Chinese 门 (and 大门) is a door as much as a gate; read first as a gate, it finds nothing where the home
 * has no gate, and is then the door: its contact sensor, its lock. Where a gate is, 门 stays the gate.
 */
const DOOR_OR_GATE: EvalSuite[] = [
  home(
    'r26l_zh_gongyu',
    'zh',
    [
      ['menting', '门厅'],
      ['woshi', '卧室'],
    ],
    [
      one('menting', 'lock.zhineng', '入户门锁'),
      one('menting', 'binary_sensor.menting', '门厅传感器', { deviceClass: 'door' }),
      one('woshi', 'light.woshi', '卧室吸顶灯'),
    ],
    [
      c('device-sensor door-or-gate', '门', ['binary_sensor.menting']),
      c('device-sensor door-or-gate', '门开着吗', ['binary_sensor.menting']),
      c('device-sensor door-or-gate', '大门', ['binary_sensor.menting']),
      c('device-sensor door-or-gate-not', '门锁了吗', ['lock.zhineng']),
    ],
  ),
  home(
    'r26l_zh_bieshu',
    'zh',
    [
      ['yuanzi', '院子'],
      ['xuanguan', '玄关'],
    ],
    [one('yuanzi', 'cover.yuanmen', '院门', { deviceClass: 'gate' }), one('xuanguan', 'lock.menjin', '门锁')],
    [
      c('device-sensor door-or-gate-not', '门', ['cover.yuanmen']),
      c('device-sensor door-or-gate-not', '把门锁上', ['lock.menjin']),
    ],
  ),
  home(
    'r26l_ja_ikkodate',
    'ja',
    [
      ['niwa', '庭'],
      ['genkan', '玄関'],
    ],
    [one('niwa', 'cover.mon', '門扉', { deviceClass: 'gate' }), one('genkan', 'lock.genkan', '玄関の鍵')],
    [c('device-sensor door-or-gate-not', '門を開けて', ['cover.mon'])],
  ),
];

/**
 * Rule 7: a Polish name says what a thing serves in the masculine genitive ("Napowietrzacz stawu", "Filtr
 * basenu"); the pond or pool said in the nominative ("staw", "basen") is that thing, as the feminine genitive
 * ("Pompa fontanny") already was.
 */
const POLISH_GENITIVE_U: EvalSuite[] = [
  home(
    'r26l_pl_dzialka',
    'pl',
    [
      ['ogrod', 'Ogród'],
      ['taras', 'Taras'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('ogrod', 'switch.napowietrzacz', 'Napowietrzacz stawu'),
      one('ogrod', 'light.ogrod', 'Lampa ogrodowa'),
      one('ogrod', 'valve.ogrod', 'Zawór nawadniania'),
      one('taras', 'switch.filtr', 'Filtr basenu'),
      one('taras', 'light.taras', 'Kinkiet taras'),
      one('kuchnia', 'light.kuchnia', 'Lampa kuchnia'),
    ],
    [
      c('name-wins polish-genitive-u', 'staw', ['switch.napowietrzacz']),
      c('name-wins polish-genitive-u', 'wyłącz staw', ['switch.napowietrzacz']),
      c('name-wins polish-genitive-u', 'basen na tarasie', ['switch.filtr']),
      c('name-wins polish-genitive-u-not', 'lampa w ogrodzie', ['light.ogrod']),
      c('name-wins polish-genitive-u-not', 'kinkiet na tarasie', ['light.taras']),
    ],
  ),
];

/**
 * Rule 8: two words of a name, written with a hyphen or a space ("Abat-jour", "Night Light", "Tea Kettle"), said as
 * one word, and a long one also heard with one letter off ("abajour", the t not heard): the two words.
 */
const NAME_WORDS_JOINED: EvalSuite[] = [
  home(
    'r26l_fr_maison',
    'fr',
    [
      ['chambre', 'Chambre parentale'],
      ['bureau', 'Bureau'],
    ],
    [
      one('chambre', 'light.abat_jour_gauche', 'Abat-jour gauche'),
      one('chambre', 'light.abat_jour_droite', 'Abat-jour droite'),
      one('bureau', 'light.bureau', 'Lampe de bureau'),
      one('bureau', 'switch.porte_fenetre', 'Porte-fenêtre bureau'),
    ],
    [
      c('ask-one name-words-joined', "l'abatjour", {
        ask: ['light.abat_jour_gauche', 'light.abat_jour_droite'],
      }),
      c('ask-one name-words-joined', "l'abajour", {
        ask: ['light.abat_jour_gauche', 'light.abat_jour_droite'],
      }),
      c('ordinary name-words-joined-not', "l'abajour gauche", ['light.abat_jour_gauche']),
      c('ordinary name-words-joined-not', 'la portefenêtre', ['switch.porte_fenetre']),
      c('ordinary name-words-joined-not', 'la lampe du bureau', ['light.bureau']),
    ],
  ),
  home(
    'r26l_en_cottage',
    'en',
    [
      ['nursery', 'Nursery'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('nursery', 'light.night', 'Night Light'),
      one('nursery', 'media_player.nursery', 'Sound Machine'),
      one('kitchen', 'switch.kettle', 'Tea Kettle'),
      one('nursery', 'light.disco', 'Disco Ball Nursery'),
      one('kitchen', 'switch.popcorn', 'Pop Corn Maker'),
    ],
    [
      c('ordinary name-words-joined', 'the discoball', ['light.disco']),
      c('ordinary name-words-joined', 'turn on the popcorn', ['switch.popcorn']),
      c('ordinary name-words-joined-not', 'the nightlight', ['light.night']),
      c('ordinary name-words-joined-not', 'the nightlight in the nursery', ['light.night']),
      c('ordinary name-words-joined-not', 'teakettle', ['switch.kettle']),
      c('ordinary name-words-joined-not', 'the nightstand lamp', 'not-found'),
    ],
  ),
];

/**
 * Rule 9: a brand whose pinyin opens with x before a vowel ("Xiaomi", "Xiaodu") is heard with the hiss Italian
 * spells "sci" ("lo sciaomi"); the home's own spelling, and x before a consonant ("Xbox"), stay as they were.
 */
const PINYIN_X: EvalSuite[] = [
  home(
    'r26l_it_trilocale',
    'it',
    [
      ['cucina', 'Cucina'],
      ['soggiorno', 'Soggiorno'],
    ],
    [
      one('cucina', 'vacuum.xiaomi', 'Robot Xiaomi'),
      one('soggiorno', 'media_player.xbox', 'Xbox Series'),
      one('soggiorno', 'light.soggiorno', 'Lampada soggiorno'),
    ],
    [
      c('brand pinyin-x', 'avvia lo sciaomi', ['vacuum.xiaomi']),
      c('brand pinyin-x', 'il robot sciaomi in cucina', ['vacuum.xiaomi']),
      c('brand pinyin-x-not', 'lo xiaomi', ['vacuum.xiaomi']),
      c('brand pinyin-x-not', "l'xbox", ['media_player.xbox']),
    ],
  ),
];

/**
 * Rule 10: a Japanese kanji word the home and the tables lack that reads, kanji by kanji in its on'yomi, as a
 * table's word of as many kanji ("感想機" and "乾燥機" are both かんそうき) is that word; a home's own name of that
 * reading stays itself, and Chinese, which shares the characters, not the readings, is left alone.
 */
const KANJI_HEARD: EvalSuite[] = [
  home(
    'r26l_ja_manshon',
    'ja',
    [
      ['datsuijo', '脱衣所'],
      ['shinshitsu', '寝室'],
      ['shinshitsu2', '新室'],
    ],
    [
      one('datsuijo', 'switch.kansouki', '乾燥機'),
      one('datsuijo', 'switch.sentakuki', '洗濯機'),
      one('shinshitsu', 'humidifier.kashitsuki', '加湿器'),
      one('shinshitsu', 'light.shinshitsu', '寝室の照明'),
      one('shinshitsu2', 'light.shinshitsu2', '新室の照明'),
    ],
    [
      c('ordinary kanji-heard', '感想機', ['switch.kansouki']),
      c('ordinary kanji-heard', '洗濯器を止めて', ['switch.sentakuki']),
      c('ordinary kanji-heard', '加湿機をつけて', ['humidifier.kashitsuki']),
      c('ordinary kanji-heard-not', '新室の照明', ['light.shinshitsu2']),
      c('ordinary kanji-heard-not', '寝室の照明', ['light.shinshitsu']),
    ],
  ),
  home(
    'r26l_zh_gongyu2',
    'zh',
    [
      ['yangtai', '阳台'],
      ['woshi', '卧室'],
    ],
    [one('yangtai', 'switch.xiyiji', '洗衣机'), one('woshi', 'light.woshi', '卧室灯')],
    [c('ordinary kanji-heard-not', '洗衣机', ['switch.xiyiji'])],
  ),
];

export const ROUND_26L2: EvalSuite[] = [
  ...DOOR_OR_GATE,
  ...POLISH_GENITIVE_U,
  ...NAME_WORDS_JOINED,
  ...PINYIN_X,
  ...KANJI_HEARD,
];
