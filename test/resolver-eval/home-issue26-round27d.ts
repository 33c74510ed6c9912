// Issue 26, round 27d: cases of our own, in homes of our own (homes on several floors and with
// outbuildings); none is a slice's request or home. The first tag is the category, the second the rule.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A floor named by a generic floor word ("Piętro", "Övervåning") and said with a case ending ("na piętrze",
 * "på övervåningen") is that floor, not every floor above ground (the attic beside it too). Without a floor
 * so named, the word still reaches every floor above ground.
 */
export const OWN_FLOOR_ENDING: EvalSuite[] = [
  {
    home: {
      id: 'r27d_pl_gniezno',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['pietro', 'Piętro', 1],
        ['strych', 'Strych', 2],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['kuchnia', 'Kuchnia', 'parter'],
        ['sypialnia', 'Sypialnia', 'pietro'],
        ['kuba', 'Pokój Kuby', 'pietro'],
        ['pracownia', 'Pracownia', 'strych'],
        ['garaz', 'Garaż', null],
        ['szopa', 'Szopa', null],
      ],
      devices: [
        one('salon', 'light.salon', 'Lampa salon'),
        one('kuchnia', 'light.kuchnia', 'Światło kuchnia'),
        one('sypialnia', 'light.sypialnia', 'Światło sypialnia'),
        one('sypialnia', 'climate.sypialnia', 'Grzejnik sypialnia'),
        one('kuba', 'light.kuba', 'Lampka Kuby'),
        one('pracownia', 'light.pracownia', 'Światło pracownia'),
        one('pracownia', 'climate.pracownia', 'Grzejnik pracownia'),
        one('garaz', 'light.garaz', 'Światło garaż'),
        one('szopa', 'light.szopa', 'Światło szopa'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary own-floor-ending', 'grzejnik na piętrze', ['climate.sypialnia']),
      c('ordinary own-floor-ending', 'światła na piętrze', ['light.sypialnia', 'light.kuba']),
      c('ordinary own-floor-ending-not', 'światła na parterze', ['light.salon', 'light.kuchnia']),
      c('ordinary own-floor-ending-not', 'światło na strychu', ['light.pracownia']),
      c('ordinary own-floor-ending-not', 'światło w szopie', ['light.szopa']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_leszno',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['poddasze', 'Poddasze', 1],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['sypialnia', 'Sypialnia', 'poddasze'],
        ['dzieci', 'Pokój dzieci', 'poddasze'],
      ],
      devices: [
        one('salon', 'cover.salon', 'Roleta salon'),
        one('sypialnia', 'cover.sypialnia', 'Roleta sypialnia'),
        one('dzieci', 'cover.dzieci', 'Roleta dzieci'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary own-floor-ending-not', 'rolety na piętrze', ['cover.sypialnia', 'cover.dzieci']),
      c('ordinary own-floor-ending-not', 'rolety na górze', ['cover.sypialnia', 'cover.dzieci']),
    ],
  },
  {
    home: {
      id: 'r27d_sv_falun',
      language: 'sv',
      floors: [
        ['nedre', 'Bottenvåning', 0],
        ['ovre', 'Övervåning', 1],
        ['vind', 'Vind', 2],
      ],
      areas: [
        ['vardagsrum', 'Vardagsrum', 'nedre'],
        ['sovrum', 'Sovrum', 'ovre'],
        ['hall', 'Hall uppe', 'ovre'],
        ['gastrum', 'Gästrum', 'vind'],
        ['friggebod', 'Friggebod', null],
      ],
      devices: [
        one('vardagsrum', 'light.vardagsrum', 'Taklampa vardagsrum'),
        one('sovrum', 'light.sovrum', 'Taklampa sovrum'),
        one('hall', 'light.hall', 'Hallampa'),
        one('gastrum', 'light.gastrum', 'Taklampa gästrum'),
        one('friggebod', 'light.friggebod', 'Lampa friggebod'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary own-floor-ending', 'lamporna på övervåningen', ['light.sovrum', 'light.hall']),
      c('ordinary own-floor-ending-not', 'lamporna på bottenvåningen', ['light.vardagsrum']),
      c('ordinary own-floor-ending-not', 'lampan på vinden', ['light.gastrum']),
      c('ordinary own-floor-ending-not', 'lampan i friggeboden', ['light.friggebod']),
    ],
  },
];

/**
 * A room word ("loft", "grenier", "buhardilla", "다락방") or "under the roof" ("unterm Dach", "sous les toits",
 * "pod dachem") names the floor the home calls by a word of that room ("Attic", "Combles", "Ático", "다락",
 * "Strych") when no area is that room. An area that is that room still wins; a room the home has neither as
 * area nor as floor stays unknown.
 */
export const FLOOR_BY_ROOM_WORD: EvalSuite[] = [
  {
    home: {
      id: 'r27d_en_lancaster',
      language: 'en',
      floors: [
        ['bsmt', 'Basement', -1],
        ['main', 'Main Floor', 0],
        ['upper', 'Upper Floor', 1],
        ['attic', 'Attic', 2],
      ],
      areas: [
        ['rec', 'Rec Room', 'bsmt'],
        ['living', 'Living Room', 'main'],
        ['primary', 'Primary Bedroom', 'upper'],
        ['noah', 'Noah', 'upper'],
        ['bonus', 'Bonus Room', 'attic'],
        ['garage', 'Garage', null],
      ],
      devices: [
        one('rec', 'light.rec', 'Rec Room Light'),
        one('living', 'light.living', 'Living Room Lamp'),
        one('primary', 'light.primary', 'Primary Light'),
        one('noah', 'light.noah', 'Noah Light'),
        one('bonus', 'light.bonus', 'Bonus Room Light'),
        one('bonus', 'climate.bonus', 'Bonus Room Heater'),
        one('garage', 'light.garage', 'Garage Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', 'the heater up in the loft', ['climate.bonus']),
      c('ordinary floor-room-word', 'the light under the roof', ['light.bonus']),
      c('ordinary floor-room-word-not', 'the heater in the attic', ['climate.bonus']),
      c('ordinary floor-room-word-not', 'the light in the basement', ['light.rec']),
      c('ordinary floor-room-word-not', 'the light in the shed', 'not-found'),
    ],
  },
  {
    home: {
      id: 'r27d_fr_vannes',
      language: 'fr',
      floors: [
        ['rdc', 'Rez-de-chaussée', 0],
        ['etage', 'Étage', 1],
        ['combles', 'Combles', 2],
      ],
      areas: [
        ['sejour', 'Séjour', 'rdc'],
        ['chambre', 'Chambre', 'etage'],
        ['bureau', 'Bureau', 'combles'],
        ['abri', 'Abri de jardin', null],
      ],
      devices: [
        one('sejour', 'light.sejour', 'Lampe séjour'),
        one('chambre', 'climate.chambre', 'Radiateur chambre'),
        one('bureau', 'climate.bureau', 'Radiateur bureau'),
        one('bureau', 'light.bureau', 'Lampe bureau'),
        one('abri', 'light.abri', 'Lumière abri'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', 'le radiateur au grenier', ['climate.bureau']),
      c('ordinary floor-room-word', 'le radiateur sous les toits', ['climate.bureau']),
      c('ordinary floor-room-word-not', 'le radiateur à l’étage', ['climate.chambre']),
      c('ordinary floor-room-word-not', 'la lumière de l’abri', ['light.abri']),
    ],
  },
  {
    home: {
      id: 'r27d_es_burgos',
      language: 'es',
      floors: [
        ['baja', 'Planta baja', 0],
        ['alta', 'Planta alta', 1],
        ['atico', 'Ático', 2],
      ],
      areas: [
        ['salon', 'Salón', 'baja'],
        ['dormitorio', 'Dormitorio', 'alta'],
        ['estudio', 'Estudio', 'atico'],
      ],
      devices: [
        one('salon', 'light.salon', 'Luz salón'),
        one('dormitorio', 'climate.dormitorio', 'Radiador dormitorio'),
        one('estudio', 'climate.estudio', 'Radiador estudio'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', 'el radiador de la buhardilla', ['climate.estudio']),
      c('ordinary floor-room-word', 'el radiador del desván', ['climate.estudio']),
      c('ordinary floor-room-word-not', 'el radiador del ático', ['climate.estudio']),
      c('ordinary floor-room-word-not', 'la luz del sótano', 'not-found'),
    ],
  },
  {
    home: {
      id: 'r27d_de_goslar',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
        ['dg', 'Dachgeschoss', 2],
      ],
      areas: [
        ['wohnen', 'Wohnen', 'eg'],
        ['schlafen', 'Schlafen', 'og'],
        ['gaeste', 'Gäste', 'dg'],
        ['spitzboden', 'Spitzboden', 'dg'],
      ],
      devices: [
        one('wohnen', 'climate.wohnen', 'Thermostat Wohnen'),
        one('schlafen', 'climate.schlafen', 'Thermostat Schlafen'),
        one('gaeste', 'climate.gaeste', 'Thermostat Gäste'),
        one('spitzboden', 'light.spitzboden', 'Spitzboden Licht'),
        one('gaeste', 'light.gaeste', 'Gäste Licht'),
      ],
      loose: [],
    },
    cases: [
      // The home has an area that is an attic ("Spitzboden"): the attic's words name it, not the floor.
      c('ordinary floor-room-word-not', 'das Licht auf dem Dachboden', ['light.spitzboden']),
      c('ordinary floor-room-word-not', 'das Thermostat im Dachgeschoss', ['climate.gaeste']),
    ],
  },
  {
    home: {
      id: 'r27d_de_celle',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['dg', 'Dachgeschoss', 1],
      ],
      areas: [
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
        ['kinder', 'Kinderzimmer', 'dg'],
        ['bad', 'Bad', 'dg'],
      ],
      devices: [
        one('wohnzimmer', 'climate.wohnzimmer', 'Heizung Wohnzimmer'),
        one('kinder', 'climate.kinder', 'Heizung Kinderzimmer'),
        one('bad', 'climate.bad', 'Heizung Bad'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', 'die Heizungen unterm Dach', ['climate.kinder', 'climate.bad']),
      c('ordinary floor-room-word', 'alle Heizungen unter dem Dach', ['climate.kinder', 'climate.bad']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_opole',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['strych', 'Strych', 1],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['pracownia', 'Pracownia', 'strych'],
      ],
      devices: [
        one('salon', 'climate.salon', 'Grzejnik salon'),
        one('pracownia', 'climate.pracownia', 'Grzejnik pracownia'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', 'grzejnik na poddaszu', ['climate.pracownia']),
      c('ordinary floor-room-word', 'grzejnik pod dachem', ['climate.pracownia']),
      c('ordinary floor-room-word-not', 'grzejnik na parterze', ['climate.salon']),
    ],
  },
  {
    home: {
      id: 'r27d_ko_paju',
      language: 'ko',
      floors: [
        ['f1', '1층', 1],
        ['f2', '2층', 2],
        ['attic', '다락', 3],
      ],
      areas: [
        ['geosil', '거실', 'f1'],
        ['anbang', '안방', 'f2'],
        ['sojae', '서재', 'attic'],
      ],
      devices: [
        one('geosil', 'light.geosil', '거실 조명'),
        one('anbang', 'light.anbang', '안방 조명'),
        one('sojae', 'light.sojae', '서재 조명'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', '다락방 조명', ['light.sojae']),
      c('ordinary floor-room-word-not', '다락 조명', ['light.sojae']),
      c('ordinary floor-room-word-not', '2층 조명', ['light.anbang']),
    ],
  },
  {
    home: {
      id: 'r27d_it_bergamo_alta',
      language: 'it',
      floors: [
        ['terra', 'Piano terra', 0],
        ['primo', 'Primo piano', 1],
        ['mansarda', 'Mansarda', 2],
      ],
      areas: [
        ['soggiorno', 'Soggiorno', 'terra'],
        ['camera', 'Camera', 'primo'],
        ['studio', 'Studio', 'mansarda'],
      ],
      devices: [
        one('soggiorno', 'light.soggiorno', 'Luce soggiorno'),
        one('camera', 'light.camera', 'Luce camera'),
        one('studio', 'light.studio', 'Luce studio'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-room-word', 'la luce in soffitta', ['light.studio']),
      c('ordinary floor-room-word', 'la luce sotto il tetto', ['light.studio']),
      c('ordinary floor-room-word-not', 'la luce al primo piano', ['light.camera']),
    ],
  },
];

/**
 * The top floor said as such ("top floor", "oberster Stock", "ganz oben", "dernier étage", "ostatnie piętro",
 * "最上階", "顶楼", "꼭대기층") is the highest floor alone, not every floor above ground; "under the roof" is it
 * too when the home names no attic. "Upstairs" still reaches every floor above ground.
 */
export const TOP_FLOOR: EvalSuite[] = [
  {
    home: {
      id: 'r27d_en_duluth',
      language: 'en',
      floors: [
        ['ground', 'Ground Floor', 0],
        ['second', 'Second Floor', 1],
        ['third', 'Third Floor', 2],
      ],
      areas: [
        ['den', 'Den', 'ground'],
        ['bedroom', 'Bedroom', 'second'],
        ['nursery', 'Nursery', 'second'],
        ['studio', 'Studio', 'third'],
        ['guest', 'Guest Room', 'third'],
        ['carport', 'Carport', null],
      ],
      devices: [
        one('den', 'light.den', 'Den Lamp'),
        one('bedroom', 'light.bedroom', 'Bedroom Light'),
        one('nursery', 'light.nursery', 'Nursery Light'),
        one('studio', 'light.studio', 'Studio Light'),
        one('guest', 'light.guest', 'Guest Room Light'),
        one('studio', 'fan.studio', 'Studio Fan'),
        one('carport', 'light.carport', 'Carport Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', 'lights on the top floor', ['light.studio', 'light.guest']),
      c('ordinary top-floor', 'the fan on the top floor', ['fan.studio']),
      c('ordinary top-floor-not', 'lights upstairs', [
        'light.bedroom',
        'light.nursery',
        'light.studio',
        'light.guest',
      ]),
      c('ordinary top-floor-not', 'lights on the ground floor', ['light.den']),
      c('ordinary top-floor-not', 'the light out in the carport', ['light.carport']),
    ],
  },
  {
    home: {
      id: 'r27d_de_hameln',
      language: 'de',
      floors: [
        ['ug', 'UG', -1],
        ['eg', 'EG', 0],
        ['og1', '1. OG', 1],
        ['og2', '2. OG', 2],
      ],
      areas: [
        ['werkraum', 'Werkraum', 'ug'],
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
        ['schlafzimmer', 'Schlafzimmer', 'og1'],
        ['atelier', 'Atelier', 'og2'],
        ['holzschuppen', 'Holzschuppen', null],
      ],
      devices: [
        one('werkraum', 'light.werkraum', 'Werkraum Licht'),
        one('wohnzimmer', 'light.wohnzimmer', 'Wohnzimmer Licht'),
        one('schlafzimmer', 'light.schlafzimmer', 'Schlafzimmer Licht'),
        one('atelier', 'light.atelier', 'Atelier Licht'),
        one('atelier', 'climate.atelier', 'Heizkörper Atelier'),
        one('schlafzimmer', 'climate.schlafzimmer', 'Heizkörper Schlafzimmer'),
        one('holzschuppen', 'light.holzschuppen', 'Schuppen Licht'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', 'das Licht im obersten Stock', ['light.atelier']),
      c('ordinary top-floor', 'das Licht ganz oben', ['light.atelier']),
      c('ordinary top-floor', 'der Heizkörper unterm Dach', ['climate.atelier']),
      c('ordinary top-floor-not', 'das Licht im ersten Stock', ['light.schlafzimmer']),
      c('ordinary top-floor-not', 'das Licht im Keller', ['light.werkraum']),
      c('ordinary top-floor-not', 'das Licht im Schuppen', ['light.holzschuppen']),
    ],
  },
  {
    home: {
      id: 'r27d_fr_quimper',
      language: 'fr',
      floors: [
        ['rdc', 'Rez-de-chaussée', 0],
        ['etage', 'Étage', 1],
        ['mansarde', 'Mansarde', 2],
      ],
      areas: [
        ['salon', 'Salon', 'rdc'],
        ['chambre', 'Chambre', 'etage'],
        ['atelier', 'Atelier', 'mansarde'],
      ],
      devices: [
        one('salon', 'light.salon', 'Lampe salon'),
        one('chambre', 'light.chambre', 'Plafonnier chambre'),
        one('atelier', 'light.atelier', 'Lampe atelier'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', 'la lumière du dernier étage', ['light.atelier']),
      c('ordinary top-floor-not', 'la lumière à l’étage', ['light.chambre']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_tarnow',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['pietro', 'Piętro', 1],
        ['poddasze', 'Poddasze', 2],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['sypialnia', 'Sypialnia', 'pietro'],
        ['biuro', 'Biuro', 'poddasze'],
      ],
      devices: [
        one('salon', 'light.salon', 'Światło salon'),
        one('sypialnia', 'light.sypialnia', 'Światło sypialnia'),
        one('biuro', 'light.biuro', 'Światło biuro'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', 'światło na ostatnim piętrze', ['light.biuro']),
      c('ordinary own-floor-ending', 'światło na piętrze', ['light.sypialnia']),
    ],
  },
  {
    home: {
      id: 'r27d_zh_wuxi',
      language: 'zh',
      floors: [
        ['f1', '一楼', 1],
        ['f2', '二楼', 2],
        ['f3', '三楼', 3],
      ],
      areas: [
        ['keting', '客厅', 'f1'],
        ['zhuwo', '主卧', 'f2'],
        ['shufang', '书房', 'f3'],
      ],
      devices: [
        one('keting', 'climate.keting', '客厅空调'),
        one('zhuwo', 'climate.zhuwo', '主卧空调'),
        one('shufang', 'climate.shufang', '书房空调'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', '顶楼的空调', ['climate.shufang']),
      c('ordinary top-floor-not', '二楼的空调', ['climate.zhuwo']),
    ],
  },
  {
    home: {
      id: 'r27d_ja_matsumoto',
      language: 'ja',
      floors: [
        ['f1', '1階', 1],
        ['f2', '2階', 2],
        ['f3', '3階', 3],
      ],
      areas: [
        ['living', 'リビング', 'f1'],
        ['shinshitsu', '寝室', 'f2'],
        ['hobby', '趣味部屋', 'f3'],
      ],
      devices: [
        one('living', 'light.living', 'リビングの照明'),
        one('shinshitsu', 'light.shinshitsu', '寝室の照明'),
        one('hobby', 'light.hobby', '趣味部屋の照明'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', '最上階の照明', ['light.hobby']),
      c('ordinary top-floor-not', '2階の照明', ['light.shinshitsu']),
    ],
  },
  {
    home: {
      id: 'r27d_ko_gimhae',
      language: 'ko',
      floors: [
        ['f1', '1층', null],
        ['f2', '2층', null],
        ['f3', '3층', null],
      ],
      areas: [
        ['geosil', '거실', 'f1'],
        ['anbang', '안방', 'f2'],
        ['sojae', '서재', 'f3'],
      ],
      devices: [
        one('geosil', 'light.geosil', '거실 조명'),
        one('anbang', 'light.anbang', '안방 조명'),
        one('sojae', 'light.sojae', '서재 조명'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', '꼭대기층 조명', ['light.sojae']),
      c('ordinary top-floor-not', '1층 조명', ['light.geosil']),
    ],
  },
  {
    home: {
      id: 'r27d_es_leon',
      language: 'es',
      floors: [
        ['baja', 'Planta baja', 0],
        ['primera', 'Primera planta', 1],
        ['segunda', 'Segunda planta', 2],
      ],
      areas: [
        ['salon', 'Salón', 'baja'],
        ['dormitorio', 'Dormitorio', 'primera'],
        ['estudio', 'Estudio', 'segunda'],
      ],
      devices: [
        one('salon', 'light.salon', 'Luz salón'),
        one('dormitorio', 'light.dormitorio', 'Luz dormitorio'),
        one('estudio', 'light.estudio', 'Luz estudio'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary top-floor', 'la luz de la última planta', ['light.estudio']),
      c('ordinary top-floor-not', 'las luces de arriba', ['light.dormitorio', 'light.estudio']),
    ],
  },
];

/**
 * A floor said by its number ("im 2. Stock", "al 2° piano", "en la 2ª planta", "na 2 piętrze") or by an
 * ordinal before a word for the upper floors ("im zweiten OG", "im ersten Obergeschoss") is the floor at that
 * level, counted from the ground floor as these languages count. "Im OG" alone still reaches every upper
 * floor; an ordinal before a room still numbers the room; English ordinals still count the ground floor first.
 */
export const FLOOR_BY_NUMBER: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_wetzlar',
      language: 'de',
      floors: [
        ['eg', 'EG', 0],
        ['og1', '1. OG', 1],
        ['og2', '2. OG', 2],
      ],
      areas: [
        ['diele', 'Diele', 'eg'],
        ['kind1', 'Kinderzimmer 1', 'og1'],
        ['kind2', 'Kinderzimmer 2', 'og1'],
        ['buero', 'Büro', 'og2'],
        ['gaestebad', 'Gästebad', 'og2'],
      ],
      devices: [
        one('diele', 'light.diele', 'Dielenlicht'),
        one('kind1', 'light.kind1', 'Deckenlicht Kinderzimmer 1'),
        one('kind2', 'light.kind2', 'Deckenlicht Kinderzimmer 2'),
        one('buero', 'light.buero', 'Bürolicht'),
        one('gaestebad', 'light.gaestebad', 'Spiegellicht'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-number', 'die Lichter im 2. Stock', ['light.buero', 'light.gaestebad']),
      c('ordinary floor-number', 'die Lichter im zweiten OG', ['light.buero', 'light.gaestebad']),
      c('ordinary floor-number', 'die Lichter im 2. Obergeschoss', ['light.buero', 'light.gaestebad']),
      c('ordinary floor-number', 'die Lichter im ersten Obergeschoss', ['light.kind1', 'light.kind2']),
      c('ordinary floor-number', 'die Lichter im 1. Stock', ['light.kind1', 'light.kind2']),
      c('ordinary floor-number-not', 'die Lichter im 2. OG', ['light.buero', 'light.gaestebad']),
      c('ordinary floor-number-not', 'die Lichter im OG', [
        'light.kind1',
        'light.kind2',
        'light.buero',
        'light.gaestebad',
      ]),
      c('ordinary floor-number-not', 'das Licht im zweiten Kinderzimmer', ['light.kind2']),
    ],
  },
  {
    home: {
      id: 'r27d_it_cremona',
      language: 'it',
      floors: [
        ['terra', 'Piano terra', 0],
        ['primo', 'Primo piano', 1],
        ['secondo', 'Secondo piano', 2],
      ],
      areas: [
        ['cucina', 'Cucina', 'terra'],
        ['camera', 'Camera', 'primo'],
        ['studio', 'Studiolo', 'secondo'],
      ],
      devices: [
        one('cucina', 'climate.cucina', 'Termosifone cucina'),
        one('camera', 'climate.camera', 'Termosifone camera'),
        one('studio', 'climate.studio', 'Termosifone studiolo'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-number', 'il termosifone al 2° piano', ['climate.studio']),
      c('ordinary floor-number-not', 'il termosifone al secondo piano', ['climate.studio']),
    ],
  },
  {
    home: {
      id: 'r27d_es_cuenca',
      language: 'es',
      floors: [
        ['baja', 'Planta baja', 0],
        ['primera', 'Primera planta', 1],
        ['segunda', 'Segunda planta', 2],
      ],
      areas: [
        ['comedor', 'Comedor', 'baja'],
        ['habitacion', 'Habitación', 'primera'],
        ['buhardilla', 'Sala de juegos', 'segunda'],
      ],
      devices: [
        one('comedor', 'fan.comedor', 'Ventilador comedor'),
        one('habitacion', 'fan.habitacion', 'Ventilador habitación'),
        one('buhardilla', 'fan.juegos', 'Ventilador sala de juegos'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-number', 'el ventilador de la 2ª planta', ['fan.juegos']),
      c('ordinary floor-number', 'el ventilador del 1º piso', ['fan.habitacion']),
      c('ordinary floor-number-not', 'el ventilador de la planta baja', ['fan.comedor']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_plock',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['p1', 'Piętro 1', 1],
        ['p2', 'Piętro 2', 2],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['sypialnia', 'Sypialnia', 'p1'],
        ['gabinet', 'Gabinet', 'p2'],
      ],
      devices: [
        one('salon', 'light.salon', 'Lampa salon'),
        one('sypialnia', 'light.sypialnia', 'Lampa sypialnia'),
        one('gabinet', 'light.gabinet', 'Lampa gabinet'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-number', 'lampa na 2 piętrze', ['light.gabinet']),
      c('ordinary floor-number-not', 'lampa na drugim piętrze', ['light.gabinet']),
    ],
  },
  {
    home: {
      id: 'r27d_en_tacoma',
      language: 'en',
      floors: [
        ['first', 'First Floor', 0],
        ['second', 'Second Floor', 1],
        ['third', 'Third Floor', 2],
      ],
      areas: [
        ['family', 'Family Room', 'first'],
        ['bedroom', 'Bedroom', 'second'],
        ['loft', 'Office', 'third'],
      ],
      devices: [
        one('family', 'light.family', 'Family Room Light'),
        one('bedroom', 'light.bedroom', 'Bedroom Light'),
        one('loft', 'light.office', 'Office Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-number-not', 'the light on the 2nd floor', ['light.bedroom']),
      c('ordinary floor-number-not', 'the light on the third floor', ['light.office']),
    ],
  },
];

/**
 * A floor written long and said short ("im OG" for "Obergeschoss", "im DG" for "Dachgeschoss"), or written
 * short and said long ("im Dachgeschoss" for "DG"), is that floor alone: "OG" is no longer every upper floor
 * when the home names one floor so, and "DG" is no unknown name.
 */
export const FLOOR_ABBREVIATION: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_minden',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
        ['dg', 'Dachgeschoss', 2],
      ],
      areas: [
        ['essen', 'Essbereich', 'eg'],
        ['eltern', 'Elternzimmer', 'og'],
        ['bad_og', 'Badezimmer', 'og'],
        ['hobby', 'Hobbyzimmer', 'dg'],
      ],
      devices: [
        one('essen', 'light.essen', 'Esstischlampe'),
        one('eltern', 'light.eltern', 'Deckenlampe Eltern'),
        one('bad_og', 'light.bad', 'Badlicht'),
        one('hobby', 'light.hobby', 'Hobbylicht'),
        one('eltern', 'cover.eltern', 'Rollo Eltern'),
        one('hobby', 'cover.hobby', 'Dachfensterrollo'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-abbreviation', 'die Lichter im OG', ['light.eltern', 'light.bad']),
      c('ordinary floor-abbreviation', 'das Licht im DG', ['light.hobby']),
      c('ordinary floor-abbreviation', 'die Rollos im OG', ['cover.eltern']),
      c('ordinary floor-abbreviation-not', 'die Lichter im Obergeschoss', ['light.eltern', 'light.bad']),
      c('ordinary floor-abbreviation-not', 'das Licht im EG', ['light.essen']),
    ],
  },
  {
    home: {
      id: 'r27d_de_soest',
      language: 'de',
      floors: [
        ['kg', 'KG', -1],
        ['eg', 'EG', 0],
        ['dg', 'DG', 1],
      ],
      areas: [
        ['vorrat', 'Vorratsraum', 'kg'],
        ['wohnen', 'Wohnküche', 'eg'],
        ['schlafen', 'Schlafraum', 'dg'],
        ['kind', 'Kinderzimmer', 'dg'],
      ],
      devices: [
        one('vorrat', 'light.vorrat', 'Vorratsraum Licht'),
        one('wohnen', 'climate.wohnen', 'Heizung Wohnküche'),
        one('schlafen', 'climate.schlafen', 'Heizung Schlafraum'),
        one('kind', 'climate.kind', 'Heizung Kinderzimmer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-abbreviation', 'die Heizungen im Dachgeschoss', ['climate.schlafen', 'climate.kind']),
      c('ordinary floor-abbreviation-not', 'die Heizung im EG', ['climate.wohnen']),
      c('ordinary floor-abbreviation-not', 'das Licht im Keller', ['light.vorrat']),
    ],
  },
];

/**
 * A word that says only up or down beside a floor named more closely ("unten im Keller", "giù in cantina",
 * "nere i källaren", "en bas à la cave", "na dole w piwnicy") is the way there: the cellar alone, not the
 * ground floor too. Said alone, the word still names every floor that way.
 */
export const DIRECTION_TO_FLOOR: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_lingen',
      language: 'de',
      floors: [
        ['keller', 'Keller', -1],
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
      ],
      areas: [
        ['partykeller', 'Partykeller', 'keller'],
        ['technik', 'Technikraum', 'keller'],
        ['wohnen', 'Wohnzimmer', 'eg'],
        ['schlafen', 'Schlafzimmer', 'og'],
      ],
      devices: [
        one('partykeller', 'light.party', 'Partylicht'),
        one('technik', 'light.technik', 'Technikraum Licht'),
        one('wohnen', 'light.wohnen', 'Wohnzimmerlampe'),
        one('schlafen', 'light.schlafen', 'Schlafzimmerlampe'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'die Lichter unten im Keller', ['light.party', 'light.technik']),
      c('ordinary floor-direction-not', 'die Lichter unten', ['light.wohnen']),
      c('ordinary floor-direction-not', 'die Lichter im Keller', ['light.party', 'light.technik']),
      c('ordinary floor-direction-not', 'das Licht oben im Obergeschoss', ['light.schlafen']),
    ],
  },
  {
    home: {
      id: 'r27d_it_lecco',
      language: 'it',
      floors: [
        ['cantina', 'Cantina', -1],
        ['terra', 'Piano terra', 0],
      ],
      areas: [
        ['vini', 'Vini', 'cantina'],
        ['cucina', 'Cucina', 'terra'],
      ],
      devices: [
        one('vini', 'light.vini', 'Luce vini'),
        one('vini', 'sensor.vini_temp', 'Temperatura vini', { deviceClass: 'temperature' }),
        one('cucina', 'light.cucina', 'Luce cucina'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'la luce giù in cantina', ['light.vini']),
      c('ordinary floor-direction-not', 'la luce di sotto', ['light.cucina']),
    ],
  },
  {
    home: {
      id: 'r27d_sv_mora',
      language: 'sv',
      floors: [
        ['kallare', 'Källare', -1],
        ['botten', 'Bottenvåning', 0],
      ],
      areas: [
        ['tvatt', 'Tvättstuga', 'kallare'],
        ['kok', 'Kök', 'botten'],
      ],
      devices: [one('tvatt', 'light.tvatt', 'Tvättstugelampa'), one('kok', 'light.kok', 'Köksfönsterlampa')],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'lampan nere i källaren', ['light.tvatt']),
      c('ordinary floor-direction-not', 'lampan på bottenvåningen', ['light.kok']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_sopot',
      language: 'pl',
      floors: [
        ['piwnica', 'Piwnica', -1],
        ['parter', 'Parter', 0],
      ],
      areas: [
        ['spizarnia', 'Spiżarnia', 'piwnica'],
        ['salon', 'Salon', 'parter'],
      ],
      devices: [
        one('spizarnia', 'light.spizarnia', 'Światło spiżarnia'),
        one('salon', 'light.salon', 'Światło salon'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'światło na dole w piwnicy', ['light.spizarnia']),
      c('ordinary floor-direction-not', 'światło na dole', ['light.salon']),
    ],
  },
];

/**
 * Outbuildings by their other common names: Italian "box auto" (the garage), English "garden house" / "summer
 * house" (a shed of the garden), Japanese 倉庫 (a storehouse).
 */
export const OUTBUILDING_NAMES: EvalSuite[] = [
  {
    home: {
      id: 'r27d_it_monza',
      language: 'it',
      floors: [],
      areas: [
        ['box', 'Box auto', null],
        ['ingresso', 'Ingresso', null],
      ],
      devices: [
        one('box', 'light.box', 'Luce box'),
        one('box', 'cover.basculante', 'Basculante'),
        one('ingresso', 'light.ingresso', 'Luce ingresso'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary outbuilding-name', 'la luce in garage', ['light.box']),
      c('ordinary outbuilding-name-not', 'la luce del box', ['light.box']),
    ],
  },
  {
    home: {
      id: 'r27d_en_hereford',
      language: 'en',
      floors: [],
      areas: [
        ['kitchen', 'Kitchen', null],
        ['summerhouse', 'Summerhouse', null],
      ],
      devices: [
        one('kitchen', 'light.kitchen', 'Kitchen Pendant'),
        one('summerhouse', 'light.summerhouse', 'Summerhouse Lights'),
        one('summerhouse', 'switch.summerhouse_heater', 'Summerhouse Heater'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary outbuilding-name', 'the heater out in the shed', ['switch.summerhouse_heater']),
      c('ordinary outbuilding-name-not', 'the heater in the summerhouse', ['switch.summerhouse_heater']),
    ],
  },
  {
    home: {
      id: 'r27d_ja_takasaki',
      language: 'ja',
      floors: [],
      areas: [
        ['living', 'リビング', null],
        ['soko', '倉庫', null],
      ],
      devices: [one('living', 'light.living', 'リビングの照明'), one('soko', 'light.soko', '倉庫の照明')],
      loose: [],
    },
    cases: [
      c('ordinary outbuilding-name', '物置の照明', ['light.soko']),
      c('ordinary outbuilding-name-not', '倉庫の照明', ['light.soko']),
    ],
  },
];

/**
 * A room said with a floor it is not on ("das Licht im Bad oben" with the "Bad" downstairs) is the room of that
 * floor whose name holds the room's word ("Duschbad", "Gästebad" upstairs). Said with its own floor or alone,
 * the room is the one so named.
 */
export const ROOM_ON_FLOOR_SAID: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_husum',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
      ],
      areas: [
        ['bad', 'Bad', 'eg'],
        ['duschbad', 'Duschbad', 'og'],
        ['kueche', 'Küche', 'eg'],
        ['arbeit', 'Arbeitszimmer', 'og'],
      ],
      devices: [
        one('bad', 'light.bad', 'Spiegelleuchte'),
        one('duschbad', 'light.duschbad', 'Deckenleuchte Dusche'),
        one('bad', 'fan.bad', 'Lüfter'),
        one('duschbad', 'fan.duschbad', 'Lüfter Dusche'),
        one('kueche', 'light.kueche', 'Küchenleuchte'),
        one('arbeit', 'light.arbeit', 'Schreibtischleuchte'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary room-on-floor', 'das Licht im Bad oben', ['light.duschbad']),
      c('ordinary room-on-floor', 'den Lüfter im oberen Bad', ['fan.duschbad']),
      c('ordinary room-on-floor', 'das Licht im Bad im Obergeschoss', ['light.duschbad']),
      c('ordinary room-on-floor-not', 'das Licht im Bad unten', ['light.bad']),
      c('ordinary room-on-floor-not', 'das Licht im Bad', ['light.bad']),
      c('ordinary room-on-floor-not', 'das Licht in der Küche oben', 'empty'),
    ],
  },
];
