// Issue 26, round 27e: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised ("-not" for a neighbouring reading it must
// not break).
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * The big light, the ceiling light or "das Deckenlicht" asked for in a room where no light is named for the
 * ceiling: the light named by its room (or its person) and a word for light alone, never a night light;
 * a person's name said after the kind heads no name ("das Licht von Paula" is not "Leuchtstern Paula").
 */
export const ROUND_27E_MAIN_LIGHT: EvalSuite[] = [
  {
    home: {
      id: 'r27e_en_whitfield',
      language: 'en',
      floors: [
        ['ground', 'Ground Floor', 0],
        ['first', 'First Floor', 1],
      ],
      areas: [
        ['kitchen', 'Kitchen', 'ground'],
        ['den', 'Den', 'ground'],
        ['ruby', "Ruby's Room", 'first'],
        ['sam', "Sam's Bedroom", 'first'],
      ],
      devices: [
        one('kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'),
        one('kitchen', 'light.kitchen_pendant', 'Island Pendant'),
        one('den', 'light.den_floor', 'Den Floor Lamp'),
        one('den', 'light.den_table', 'Den Table Lamp'),
        one('ruby', 'light.ruby', 'Ruby Light'),
        one('ruby', 'light.ruby_nightlight', 'Ruby Nightlight'),
        one('ruby', 'cover.ruby_blind', 'Ruby Blind'),
        one('sam', 'light.sam', "Sam's Bedroom Light"),
        one('sam', 'light.sam_reading', 'Sam Reading Lamp'),
        one('sam', 'light.sam_glow', 'Sam Glow Globe'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary main-light', "Ruby's big light", ['light.ruby']),
      c('ordinary main-light', "the ceiling light in Ruby's room", ['light.ruby']),
      c('ordinary main-light', "Sam's ceiling light", ['light.sam']),
      c('ordinary main-light', "the big light in Sam's bedroom", ['light.sam']),
      c('ordinary main-light-not', "Ruby's nightlight", ['light.ruby_nightlight']),
      c('ordinary main-light-not', 'the big light in the kitchen', ['light.kitchen_ceiling']),
      c('ordinary main-light-not', 'the ceiling light in the den', 'not-found'),
      c('ordinary main-light-not', "Sam's reading lamp", ['light.sam_reading']),
    ],
  },
  {
    home: {
      id: 'r27e_de_bergmann',
      language: 'de',
      floors: [['og', 'Obergeschoss', 1]],
      areas: [
        ['paula', 'Zimmer Paula', 'og'],
        ['jonte', 'Zimmer Jonte', 'og'],
        ['bad', 'Bad', 'og'],
      ],
      devices: [
        one('paula', 'light.paula', 'Paula Lampe'),
        one('paula', 'light.paula_stern', 'Leuchtstern Paula'),
        one('jonte', 'light.jonte', 'Jonte Licht'),
        one('jonte', 'light.jonte_nacht', 'Nachtlicht Jonte'),
        one('jonte', 'cover.jonte', 'Rollo Jonte'),
        one('bad', 'light.bad_spiegel', 'Spiegelleuchte'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary main-light', 'das Deckenlicht bei Paula', ['light.paula']),
      c('ordinary main-light', 'die Deckenlampe in Jontes Zimmer', ['light.jonte']),
      c('ordinary main-light', 'das große Licht bei Jonte', ['light.jonte']),
      c('ask-one main-light', 'das Licht von Paula', { ask: ['light.paula', 'light.paula_stern'] }),
      c('ordinary main-light-not', 'das Nachtlicht bei Jonte', ['light.jonte_nacht']),
      c('ordinary main-light-not', 'den Leuchtstern', ['light.paula_stern']),
      c('ordinary main-light-not', 'das Deckenlicht im Bad', 'not-found'),
    ],
  },
  {
    home: {
      id: 'r27e_nl_dijkstra',
      language: 'nl',
      floors: [['boven', 'Boven', 1]],
      areas: [
        ['fenna', 'Kamer Fenna', 'boven'],
        ['overloop', 'Overloop', 'boven'],
      ],
      devices: [
        one('fenna', 'light.fenna', 'Lamp Fenna'),
        one('fenna', 'light.fenna_nacht', 'Nachtlampje Fenna'),
        one('overloop', 'light.overloop', 'Overloop'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary main-light', 'de plafondlamp bij Fenna', ['light.fenna']),
      c('ordinary main-light-also', 'de grote lamp van Fenna', ['light.fenna']),
      c('ordinary main-light-not', 'het nachtlampje van Fenna', ['light.fenna_nacht']),
    ],
  },
];

/**
 * A compound's last part said alone with whose it is ("Bellos Klappe" for a "Hundeklappe Bello", "elementet
 * hos Ebba" for her "Panelelement"): the names that end in the word, when the words meet nowhere as written.
 */
export const ROUND_27E_COMPOUND_TAIL: EvalSuite[] = [
  {
    home: {
      id: 'r27e_de_hoffmann',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['flur', 'Flur', 'eg'],
        ['waschkueche', 'Waschküche', 'eg'],
        ['ole', 'Zimmer Ole', 'eg'],
      ],
      devices: [
        one('waschkueche', 'lock.hundeklappe', 'Hundeklappe Bello'),
        one('waschkueche', 'cover.lueftung', 'Lüftungsklappe', { deviceClass: 'damper' }),
        one('flur', 'light.flur_strahler', 'Strahler Flur'),
        one('ole', 'switch.ole_strahler', 'Infrarotstrahler'),
        one('ole', 'light.ole', 'Ole Licht'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary compound-tail', 'Bellos Klappe', ['lock.hundeklappe']),
      c('ordinary compound-tail', 'die Klappe von Bello', ['lock.hundeklappe']),
      c('ordinary compound-tail-not', 'der Strahler im Flur', ['light.flur_strahler']),
      c('ordinary compound-tail-not', 'die Lüftungsklappe', ['cover.lueftung']),
      c('ordinary compound-tail-not', 'die Hundeklappe', ['lock.hundeklappe']),
    ],
  },
  {
    home: {
      id: 'r27e_sv_berg',
      language: 'sv',
      floors: [['plan1', 'Plan 1', 0]],
      areas: [
        ['farfar', 'Farfars rum', 'plan1'],
        ['ebba', 'Gästrum Ebba', 'plan1'],
      ],
      devices: [
        one('farfar', 'climate.farfar', 'Element farfar'),
        one('ebba', 'switch.ebba_element', 'Panelelement'),
        one('ebba', 'light.ebba', 'Läslampa Ebba'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary compound-tail', 'elementet hos Ebba', ['switch.ebba_element']),
      c('ordinary compound-tail-not', 'elementet hos farfar', ['climate.farfar']),
      c('ordinary compound-tail-not', 'läslampan hos Ebba', ['light.ebba']),
    ],
  },
];

/**
 * A towel warmer called for what it does to the towels ("the towel dryer", "de handdoekdroger", "o aquecedor de
 * toalhas"): the towel warmer, not the tumble dryer or a room's heater.
 */
export const ROUND_27E_TOWEL_WARMER: EvalSuite[] = [
  {
    home: {
      id: 'r27e_en_maplewood',
      language: 'en',
      floors: [['main', 'Main Floor', 0]],
      areas: [
        ['bath', 'Bathroom', 'main'],
        ['laundry', 'Laundry', 'main'],
      ],
      devices: [
        one('bath', 'switch.bath_rail', 'Towel Rail'),
        one('bath', 'fan.bath', 'Bathroom Fan'),
        one('laundry', 'switch.dryer', 'Dryer'),
        one('laundry', 'switch.washer', 'Washer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary towel-warmer', 'the towel dryer', ['switch.bath_rail']),
      c('ordinary towel-warmer-not', 'the heated towel rack', ['switch.bath_rail']),
      c('ordinary towel-warmer-not', 'the dryer', ['switch.dryer']),
    ],
  },
  {
    home: {
      id: 'r27e_nl_bakker',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['badkamer', 'Badkamer', 'bg'],
        ['washok', 'Washok', 'bg'],
      ],
      devices: [
        one('badkamer', 'switch.designradiator', 'Handdoekverwarmer'),
        one('washok', 'switch.wasdroger', 'Wasdroger'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary towel-warmer', 'de handdoekdroger', ['switch.designradiator']),
      c('ordinary towel-warmer-not', 'de wasdroger', ['switch.wasdroger']),
      c('ordinary towel-warmer-not', 'de droger', ['switch.wasdroger']),
    ],
  },
  {
    home: {
      id: 'r27e_pt_matos',
      language: 'pt',
      floors: [['rc', 'Rés-do-chão', 0]],
      areas: [
        ['wc', 'Casa de banho', 'rc'],
        ['quarto', 'Quarto', 'rc'],
      ],
      devices: [
        one('wc', 'switch.toalheiro', 'Toalheiro WC'),
        one('quarto', 'climate.quarto', 'Aquecedor quarto'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary towel-warmer', 'o aquecedor de toalhas', ['switch.toalheiro']),
      c('ordinary towel-warmer', 'o secador de toalhas', ['switch.toalheiro']),
      c('ordinary towel-warmer-not', 'o aquecedor do quarto', ['climate.quarto']),
    ],
  },
];

/**
 * A word the tables read as an appliance ("スタンド", a desk lamp) said in a room whose lamp's name ends in it
 * ("テーブルスタンド"): the name read as said, a compound's end, when the concept finds nothing there.
 */
export const ROUND_27E_CONCEPT_AS_SAID: EvalSuite[] = [
  {
    home: {
      id: 'r27e_ja_morita',
      language: 'ja',
      floors: [['1f', '1階', 0]],
      areas: [
        ['washitsu', '和室', '1f'],
        ['shosai', '書斎', '1f'],
      ],
      devices: [
        one('washitsu', 'light.washitsu', '和室照明'),
        one('washitsu', 'light.washi_stand', 'ランプスタンド'),
        one('shosai', 'light.desk', 'デスクライト'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary concept-as-said-not', '和室のスタンド', ['light.washi_stand']),
      c('ordinary concept-as-said-not', '書斎のスタンド', ['light.desk']),
      c('ordinary concept-as-said-not', '和室の照明', ['light.washitsu']),
    ],
  },
  {
    home: {
      id: 'r27e_ko_yoon',
      language: 'ko',
      floors: [['1f', '1층', 0]],
      areas: [
        ['living', '거실', '1f'],
        ['study', '서재', '1f'],
      ],
      devices: [
        one('living', 'light.living', '거실 등'),
        one('living', 'light.living_tall', '장스탠드'),
        one('study', 'light.study_desk', '책상 스탠드'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary concept-as-said', '거실 스탠드', ['light.living_tall']),
      c('ordinary concept-as-said', '거실에 있는 스탠드', ['light.living_tall']),
      c('ordinary concept-as-said-not', '서재 스탠드', ['light.study_desk']),
      c('ordinary concept-as-said-not', '거실 등', ['light.living']),
    ],
  },
];

/**
 * A noun the same in both numbers said with a plural article ("los calientatoallas", "gli scaldasalviette",
 * "les sèche-serviettes"): every one; the thing's article is the phrase's first, so "la lámpara de los niños"
 * is still one lamp.
 */
export const ROUND_27E_PLURAL_ARTICLE: EvalSuite[] = [
  {
    home: {
      id: 'r27e_es_navarro',
      language: 'es',
      floors: [['alta', 'Planta alta', 1]],
      areas: [
        ['bano', 'Baño', 'alta'],
        ['aseo', 'Aseo', 'alta'],
        ['ninos', 'Cuarto de los niños', 'alta'],
      ],
      devices: [
        one('bano', 'switch.calienta_bano', 'Calientatoallas baño'),
        one('aseo', 'switch.calienta_aseo', 'Calientatoallas aseo'),
        one('ninos', 'light.ninos_lampara', 'Lámpara niños'),
        one('ninos', 'light.ninos_techo', 'Plafón niños'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary plural-article', 'los calientatoallas', ['switch.calienta_bano', 'switch.calienta_aseo']),
      c('ordinary plural-article-not', 'el calientatoallas del aseo', ['switch.calienta_aseo']),
      c('ask-one plural-article-not', 'el calientatoallas', {
        ask: ['switch.calienta_bano', 'switch.calienta_aseo'],
      }),
      c('ordinary plural-article-not', 'la lámpara de los niños', ['light.ninos_lampara']),
    ],
  },
  {
    home: {
      id: 'r27e_it_ferri',
      language: 'it',
      floors: [['primo', 'Primo piano', 1]],
      areas: [
        ['bagno', 'Bagno', 'primo'],
        ['bagno_ospiti', 'Bagno ospiti', 'primo'],
      ],
      devices: [
        one('bagno', 'switch.scalda_bagno', 'Scaldasalviette bagno'),
        one('bagno_ospiti', 'switch.scalda_ospiti', 'Scaldasalviette ospiti'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary plural-article', 'gli scaldasalviette', ['switch.scalda_bagno', 'switch.scalda_ospiti']),
      c('ordinary plural-article-not', 'lo scaldasalviette degli ospiti', ['switch.scalda_ospiti']),
    ],
  },
  {
    home: {
      id: 'r27e_fr_girard',
      language: 'fr',
      floors: [['etage', 'Étage', 1]],
      areas: [
        ['sdb', 'Salle de bain', 'etage'],
        ['sde', "Salle d'eau", 'etage'],
      ],
      devices: [
        one('sdb', 'switch.seche_sdb', 'Sèche-serviettes salle de bain'),
        one('sde', 'switch.seche_sde', "Sèche-serviettes salle d'eau"),
      ],
      loose: [],
    },
    cases: [
      c('ordinary plural-article', 'les sèche-serviettes', ['switch.seche_sdb', 'switch.seche_sde']),
      c('ask-one plural-article-not', 'le sèche-serviettes', {
        ask: ['switch.seche_sdb', 'switch.seche_sde'],
      }),
    ],
  },
];

/**
 * A shared room asked for with one of the people it is named after ("外婆房间的空调" for "外公外婆房"): that
 * room.
 */
export const ROUND_27E_SHARED_ROOM: EvalSuite[] = [
  {
    home: {
      id: 'r27e_zh_zhou',
      language: 'zh',
      floors: [['1f', '一楼', 0]],
      areas: [
        ['elders', '外公外婆房', '1f'],
        ['boys', '哥哥弟弟房间', '1f'],
        ['living', '客厅', '1f'],
        ['lele', '乐乐房间', '1f'],
      ],
      devices: [
        one('elders', 'climate.elders', '长辈房空调'),
        one('elders', 'light.elders', '长辈房灯'),
        one('boys', 'light.boys', '男孩房灯'),
        one('boys', 'cover.boys', '男孩房窗帘'),
        one('living', 'light.living', '客厅灯'),
        one('living', 'climate.living', '客厅空调'),
        one('lele', 'light.lele', '乐乐房间灯'),
        one('lele', 'climate.lele', '乐乐房间空调'),
      ],
      loose: [],
    },
    cases: [
      c('named-after shared-room', '外婆的房间的空调', ['climate.elders']),
      c('named-after shared-room', '外公房间的灯', ['light.elders']),
      c('named-after shared-room', '哥哥的房间的灯', ['light.boys']),
      c('named-after shared-room-also', '弟弟房间的窗帘', ['cover.boys']),
      c('named-after shared-room-not', '外公外婆房的灯', ['light.elders']),
      c('named-after shared-room-not', '客厅的空调', ['climate.living']),
      c('named-after shared-room-not', '乐乐房间的空调', ['climate.lele']),
    ],
  },
];

/**
 * The lamp word said of a room with a lamp of a shape and a ceiling fixture, neither named with it ("la lampe
 * de la chambre" beside a "Liseuse" and a "Plafonnier chambre"): the lamp, never the ceiling fixture.
 */
export const ROUND_27E_LAMP_OF_SHAPE: EvalSuite[] = [
  {
    home: {
      id: 'r27e_fr_moreau',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['chambre', 'Chambre', 'rdc'],
        ['salon', 'Salon', 'rdc'],
      ],
      devices: [
        one('chambre', 'light.liseuse', 'Liseuse'),
        one('chambre', 'light.chambre_plafonnier', 'Plafonnier chambre'),
        one('salon', 'light.salon_suspension', 'Suspension salon'),
        one('salon', 'light.salon_plafonnier', 'Plafonnier salon'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary lamp-of-shape', 'la lampe de la chambre', ['light.liseuse']),
      c('ordinary lamp-of-shape-not', 'les lampes de la chambre', [
        'light.liseuse',
        'light.chambre_plafonnier',
      ]),
      c('ordinary lamp-of-shape-not', 'le plafonnier de la chambre', ['light.chambre_plafonnier']),
    ],
  },
  {
    home: {
      id: 'r27e_it_greco',
      language: 'it',
      floors: [['terra', 'Piano terra', 0]],
      areas: [['soggiorno', 'Soggiorno', 'terra']],
      devices: [
        one('soggiorno', 'light.piantana', 'Piantana'),
        one('soggiorno', 'light.plafoniera', 'Plafoniera soggiorno'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary lamp-of-shape', 'la lampada del soggiorno', ['light.piantana']),
      c('ordinary lamp-of-shape-not', 'la plafoniera', ['light.plafoniera']),
    ],
  },
];
