// Issue 26, round 30i: cases of our own, in homes of our own (family homes: what is cooking, the things of each
// person's room); none is a slice's request or home. The first tag is the category, the second the rule
// exercised: a case tagged with a rule fails without it, one tagged `<rule>-not` is a neighbouring reading that
// must stay.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A sentence that names nothing the resolver or the home knows never acts on the whole home: Korean "다" and
 * Chinese "都" after a word the home lacks ("국 다 끓었어", "汤都好了吗") are "all" of that word, not everything.
 */
export const ROUND_30I_ALL_OF_NOTHING: EvalSuite[] = [
  home(
    'r30i_ko_officetel',
    'ko',
    [
      ['geosil', '거실'],
      ['bueok', '부엌'],
    ],
    [
      one('geosil', 'light.geosil', '거실 조명'),
      one('bueok', 'light.bueok', '부엌 조명'),
      one('geosil', 'climate.aircon', '스탠드 에어컨'),
      one('bueok', 'switch.pot', '전기 포트'),
    ],
    [
      c('ordinary all-of-nothing', '국 다 끓었어', 'not-found'),
      c('ordinary all-of-nothing', '떡 다 쪘어?', 'not-found'),
      c('ordinary all-of-nothing-not', '다 꺼줘', [
        'light.geosil',
        'light.bueok',
        'climate.aircon',
        'switch.pot',
      ]),
      c('ordinary all-of-nothing-not', '불 다 꺼', ['light.geosil', 'light.bueok']),
      c('ordinary all-of-nothing-not', '거실 다 꺼줘', ['light.geosil', 'climate.aircon']),
    ],
  ),
  home(
    'r30i_zh_gongyu',
    'zh',
    [
      ['keting', '客厅'],
      ['woshi', '卧室'],
    ],
    [
      one('keting', 'light.keting', '客厅吊灯'),
      one('woshi', 'light.woshi', '卧室灯'),
      one('keting', 'media_player.tv', '客厅电视'),
    ],
    [
      c('ordinary all-of-nothing', '汤都好了吗', 'not-found'),
      c('ordinary all-of-nothing-not', '灯都关了', ['light.keting', 'light.woshi']),
      c('ordinary all-of-nothing-not', '全部关掉', ['light.keting', 'light.woshi', 'media_player.tv']),
    ],
  ),
];

/**
 * "Is the rice done" asks about the rice cooker, as "is the laundry done" does about the washer: "ご飯炊けた",
 * "米饭煮好了吗", "밥 됐어", "ist der Reis fertig".
 */
export const ROUND_30I_RICE_DONE: EvalSuite[] = [
  home(
    'r30i_ja_kitchen',
    'ja',
    [
      ['daidokoro', '台所'],
      ['ima', '居間'],
    ],
    [
      {
        name: '炊飯器',
        area: 'daidokoro',
        entities: [
          ['switch.suihanki', '炊飯器'],
          ['sensor.suihanki_jotai', '炊飯器 ステータス'],
          ['sensor.suihanki_nokori', '炊飯器 残り時間', { deviceClass: 'duration' }],
        ],
      },
      one('daidokoro', 'light.daidokoro', '台所の照明'),
      one('ima', 'light.ima', '居間の照明'),
    ],
    [
      c('ordinary rice-done', 'ご飯炊けた？', ['sensor.suihanki_jotai']),
      c('ordinary rice-done', 'ごはんはあと何分', ['sensor.suihanki_nokori']),
      c('ordinary rice-done-not', '炊飯器', ['switch.suihanki']),
      c('ordinary rice-done', '炊飯器は終わった', ['sensor.suihanki_jotai']),
      c('ordinary rice-done-not', '台所の照明', ['light.daidokoro']),
    ],
  ),
  home(
    'r30i_zh_chufang',
    'zh',
    [
      ['chufang', '厨房'],
      ['fanting', '饭厅'],
    ],
    [
      {
        name: '电饭锅',
        area: 'chufang',
        entities: [
          ['switch.dianfanguo', '电饭锅'],
          ['sensor.dianfanguo_zhuangtai', '电饭锅状态'],
          ['sensor.dianfanguo_shengyu', '电饭锅剩余时间', { deviceClass: 'duration' }],
        ],
      },
      one('fanting', 'light.fanting', '饭厅吊灯'),
      one('chufang', 'light.chufang', '厨房灯'),
    ],
    [
      c('ordinary rice-done', '米饭煮好了吗', ['sensor.dianfanguo_zhuangtai']),
      c('ordinary rice-done', '饭还要多久', ['sensor.dianfanguo_shengyu']),
      c('ordinary rice-done-not', '饭厅的灯', ['light.fanting']),
      c('ordinary rice-done-not', '电饭锅', ['switch.dianfanguo']),
    ],
  ),
  home(
    'r30i_ko_jubang',
    'ko',
    [
      ['jubang', '주방'],
      ['geosil', '거실'],
    ],
    [
      {
        name: '쿠쿠 밥솥',
        area: 'jubang',
        entities: [
          ['switch.bapsot', '쿠쿠 밥솥'],
          ['sensor.bapsot_sangtae', '쿠쿠 밥솥 상태'],
        ],
      },
      one('jubang', 'light.sikttak', '식탁 조명'),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('ordinary rice-done', '밥 됐어?', ['sensor.bapsot_sangtae']),
      c('ordinary rice-done', '밥이 다 됐어', ['sensor.bapsot_sangtae']),
      c('ordinary rice-done-not', '밥솥 켜줘', ['switch.bapsot']),
      c('ordinary rice-done-not', '식탁 조명', ['light.sikttak']),
    ],
  ),
  home(
    'r30i_en_rice',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['laundry', 'Laundry'],
    ],
    [
      {
        name: 'Rice Cooker',
        area: 'kitchen',
        entities: [
          ['switch.rice_cooker', 'Rice Cooker'],
          ['sensor.rice_cooker_status', 'Rice Cooker Status'],
        ],
      },
      one('laundry', 'sensor.washer_status', 'Washer Status'),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
    ],
    [
      c('ordinary rice-done', 'is the rice cooked', ['sensor.rice_cooker_status']),
      c('ordinary rice-done-not', 'is the rice ready', ['sensor.rice_cooker_status']),
      c('ordinary rice-done-not', 'turn on the rice cooker', ['switch.rice_cooker']),
      c('ordinary rice-done-not', 'is the laundry done', ['sensor.washer_status']),
    ],
  ),
  home(
    'r30i_de_reis',
    'de',
    [
      ['kueche', 'Küche'],
      ['flur', 'Flur'],
    ],
    [
      {
        name: 'Reiskocher',
        area: 'kueche',
        entities: [
          ['switch.reiskocher', 'Reiskocher'],
          ['sensor.reiskocher_status', 'Reiskocher Status'],
        ],
      },
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [
      c('ordinary rice-done-not', 'ist der Reis schon fertig', ['sensor.reiskocher_status']),
      c('ordinary rice-done', 'ist der Reis gar', ['sensor.reiskocher_status']),
      c('ordinary rice-done-not', 'den Reiskocher einschalten', ['switch.reiskocher']),
    ],
  ),
];

export const ROUND_30I_RICE_DONE_LATIN: EvalSuite[] = [
  home(
    'r30i_fr_riz',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['salon', 'Salon'],
    ],
    [
      {
        name: 'Cuiseur à riz',
        area: 'cuisine',
        entities: [
          ['switch.cuiseur', 'Cuiseur à riz'],
          ['sensor.cuiseur_etat', 'Cuiseur à riz état'],
        ],
      },
      one('salon', 'light.salon', 'Lampe salon'),
    ],
    [
      c('ordinary rice-done', 'le riz est cuit ?', ['sensor.cuiseur_etat']),
      c('ordinary rice-done-not', 'allume le cuiseur à riz', ['switch.cuiseur']),
    ],
  ),
];

/**
 * "die Lampen bei Mia": a person whose name is a small word of another language ("mia", Italian "my") is still
 * the person, by their room, when written with a capital or after "bei", "bij", "chez".
 */
export const ROUND_30I_PERSON_SMALL_WORD: EvalSuite[] = [
  home(
    'r30i_de_kinder',
    'de',
    [
      ['mia', 'Zimmer Mia'],
      ['paul', 'Zimmer Paul'],
      ['wohnen', 'Wohnzimmer'],
    ],
    [
      one('mia', 'light.mia_decke', 'Mia Deckenlicht'),
      one('mia', 'light.mia_stern', 'Sternenlampe'),
      one('paul', 'light.paul_decke', 'Paul Deckenlicht'),
      one('paul', 'light.paul_lava', 'Lavalampe'),
      one('wohnen', 'light.wohnen_steh', 'Stehlampe Wohnzimmer'),
    ],
    [
      c('ordinary person-small-word', 'alle Lampen bei Mia', ['light.mia_decke', 'light.mia_stern']),
      c('ordinary person-small-word', 'mach die lichter bei mia aus', ['light.mia_decke', 'light.mia_stern']),
      c('ordinary person-small-word-not', 'die Lampen bei Paul', ['light.paul_decke', 'light.paul_lava']),
      c('ordinary person-small-word-not', 'die Lampen im Wohnzimmer', ['light.wohnen_steh']),
      c('ordinary person-small-word-not', 'die Sternenlampe', ['light.mia_stern']),
    ],
  ),
  home(
    'r30i_nl_kinderen',
    'nl',
    [
      ['mia', 'Kamer Mia'],
      ['keuken', 'Keuken'],
    ],
    [
      one('mia', 'light.mia_plafond', 'Plafondlamp Mia'),
      one('mia', 'light.mia_bureau', 'Bureaulamp'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('ordinary person-small-word', 'de lampen bij Mia', ['light.mia_plafond', 'light.mia_bureau']),
      c('ordinary person-small-word-not', 'de keukenlamp', ['light.keuken']),
    ],
  ),
];

/** "Our bedroom", "notre chambre", "nuestro dormitorio": the couple's own room, the home's main bedroom. */
export const ROUND_30I_OUR_BEDROOM: EvalSuite[] = [
  home(
    'r30i_en_family',
    'en',
    [
      ['master', 'Master Bedroom'],
      ['grandad', "Grandad's Room"],
      ['nursery', 'Nursery'],
    ],
    [
      one('master', 'light.master_left', 'Left Bedside Lamp'),
      one('master', 'light.master_right', 'Right Bedside Lamp'),
      one('master', 'cover.master_blind', 'Master Blind'),
      one('grandad', 'light.grandad_bedside', 'Bedside Lamp'),
      one('grandad', 'cover.grandad_blind', 'Grandad Blind'),
      one('nursery', 'light.nursery', 'Nursery Light'),
    ],
    [
      c('ask-one our-bedroom-not', 'the bedside lamp in our bedroom', {
        ask: ['light.master_left', 'light.master_right'],
      }),
      c('ordinary our-bedroom', 'the blind in our room', ['cover.master_blind']),
      c('ordinary count-in-room', 'both bedside lamps', ['light.master_left', 'light.master_right']),
      c('ordinary our-bedroom-not', "the bedside lamp in grandad's room", ['light.grandad_bedside']),
      c('ordinary our-bedroom-not', 'the blinds', ['cover.master_blind', 'cover.grandad_blind']),
    ],
  ),
  home(
    'r30i_fr_famille',
    'fr',
    [
      ['parents', 'Chambre parentale'],
      ['mamie', 'Chambre de Mamie'],
      ['cuisine', 'Cuisine'],
    ],
    [
      one('parents', 'cover.volet_parents', 'Volet roulant parents'),
      one('parents', 'light.parents_plafonnier', 'Plafonnier parents'),
      one('mamie', 'cover.volet_mamie', 'Volet roulant Mamie'),
      one('mamie', 'light.mamie_plafonnier', 'Plafonnier Mamie'),
      one('cuisine', 'light.cuisine', 'Plafonnier cuisine'),
    ],
    [
      c('ordinary our-bedroom', 'le volet de notre chambre', ['cover.volet_parents']),
      c('ordinary our-bedroom-not', 'la lumière de la chambre des parents', ['light.parents_plafonnier']),
      c('ordinary our-bedroom-not', 'le volet de la chambre de Mamie', ['cover.volet_mamie']),
      c('ordinary our-bedroom-not', 'les volets des chambres', ['cover.volet_parents', 'cover.volet_mamie']),
    ],
  ),
  home(
    'r30i_es_familia',
    'es',
    [
      ['principal', 'Dormitorio principal'],
      ['abuela', 'Habitación de la abuela'],
      ['salon', 'Salón'],
    ],
    [
      one('principal', 'light.mesilla_izq', 'Lámpara mesilla izquierda'),
      one('principal', 'light.mesilla_der', 'Lámpara mesilla derecha'),
      one('principal', 'cover.persiana_principal', 'Persiana principal'),
      one('abuela', 'light.mesilla_abuela', 'Lámpara mesilla abuela'),
      one('abuela', 'cover.persiana_abuela', 'Persiana abuela'),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [
      c('ordinary our-bedroom-not', 'la persiana de nuestro dormitorio', ['cover.persiana_principal']),
      c('ordinary count-in-room', 'las dos mesillas', ['light.mesilla_izq', 'light.mesilla_der']),
      c('ordinary our-bedroom-not', 'la persiana de la abuela', ['cover.persiana_abuela']),
      c('ordinary count-in-room-not', 'las lámparas de mesilla de los dos dormitorios', [
        'light.mesilla_izq',
        'light.mesilla_der',
        'light.mesilla_abuela',
      ]),
      c('ordinary count-in-room-not', 'las lámparas de mesilla', [
        'light.mesilla_izq',
        'light.mesilla_der',
        'light.mesilla_abuela',
      ]),
    ],
  ),
];

/** A child's lamp by the shops' other name for it: 护眼灯 is the desk lamp (台灯), 수면등 the mood light (무드등). */
export const ROUND_30I_CHILD_LAMPS: EvalSuite[] = [
  home(
    'r30i_zh_xiaoming',
    'zh',
    [
      ['xiaoming', '小明房间'],
      ['keting', '客厅'],
    ],
    [
      one('xiaoming', 'light.xiaoming_huyan', '小明护眼灯'),
      one('xiaoming', 'light.xiaoming_ding', '小明顶灯'),
      one('keting', 'light.keting', '客厅吊灯'),
    ],
    [
      c('ordinary child-lamp', '小明的台灯', ['light.xiaoming_huyan']),
      c('ordinary child-lamp-not', '小明的顶灯', ['light.xiaoming_ding']),
      c('ordinary child-lamp-not', '客厅的灯', ['light.keting']),
    ],
  ),
  home(
    'r30i_ko_jiwoo',
    'ko',
    [
      ['jiwoo', '지우 방'],
      ['geosil', '거실'],
    ],
    [
      one('jiwoo', 'light.jiwoo_sumyeon', '지우 수면등'),
      one('jiwoo', 'light.jiwoo_main', '지우 천장등'),
      one('geosil', 'light.geosil_mood', '거실 무드등'),
      one('geosil', 'light.geosil_main', '거실 천장등'),
    ],
    [
      c('ordinary child-lamp', '지우 무드등', ['light.jiwoo_sumyeon']),
      c('ordinary child-lamp-not', '거실 무드등', ['light.geosil_mood']),
      c('ordinary child-lamp-not', '지우 천장등', ['light.jiwoo_main']),
    ],
  ),
];

export const ROUND_30I: EvalSuite[] = [
  ...ROUND_30I_ALL_OF_NOTHING,
  ...ROUND_30I_RICE_DONE,
  ...ROUND_30I_RICE_DONE_LATIN,
  ...ROUND_30I_PERSON_SMALL_WORD,
  ...ROUND_30I_OUR_BEDROOM,
  ...ROUND_30I_CHILD_LAMPS,
];
