// Issue 26, round 27d (rules 3-4): cases of our own, in homes of our own (homes on several floors and with
// outbuildings); none is a slice's request or home. The first tag is the category, the second the rule.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

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
