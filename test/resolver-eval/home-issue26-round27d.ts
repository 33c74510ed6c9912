// Issue 26, round 27d (rules 1-2; 3-4 in -d2, 5-8 in -d3): cases of our own, in homes of our own (homes on several floors and with
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
