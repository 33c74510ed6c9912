// Issue 26, round 30h (wrong actions on things a home does not have): cases of our own, in homes of our own;
// none is a slice's request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A request that names a thing the home has nowhere ("the pool heater" where the only heater warms the sauna)
 * is not found: the unmatched concept word is not dropped to act on another thing of the kind. A room the thing
 * stands in, a describing word and a word its own name says still narrow as before.
 */
export const ABSENT_CONCEPT: EvalSuite[] = [
  {
    home: {
      id: 'r30h_en_sauna',
      language: 'en',
      floors: [['ground', 'Ground', 0]],
      areas: [
        ['cabin', 'Cabin', 'ground'],
        ['lounge', 'Lounge', 'ground'],
        ['yard', 'Yard', 'ground'],
      ],
      devices: [
        one('cabin', 'switch.cabin_sauna_heater', 'Sauna Heater'),
        one('lounge', 'light.lounge_lamp', 'Lounge Lamp'),
        one('yard', 'light.yard_flood', 'Yard Floodlight'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'the pool heater', 'not-found'),
      c('refusal absent-concept', 'the greenhouse heater', 'not-found'),
      c('refusal absent-concept', 'the hot tub heater', 'not-found'),
      c('refusal absent-concept', 'the aquarium heater', 'not-found'),
      c('refusal absent-concept', 'the garage heater', 'not-found'),
      c('refusal absent-concept', 'the car heater', 'not-found'),
      c('ordinary absent-concept', 'the sauna heater', ['switch.cabin_sauna_heater']),
      c('ordinary absent-concept', 'the heater', ['switch.cabin_sauna_heater']),
      c('ordinary absent-concept', 'the heater in the cabin', ['switch.cabin_sauna_heater']),
      c('ordinary absent-concept', 'the cabin heater', ['switch.cabin_sauna_heater']),
      c('ordinary absent-concept', 'the small heater', ['switch.cabin_sauna_heater']),
      c('ordinary absent-concept', 'the lounge lamp', ['light.lounge_lamp']),
    ],
  },
  {
    home: {
      id: 'r30h_de_sauna',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['keller', 'Keller', 'eg'],
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ],
      devices: [
        one('keller', 'switch.saunaofen', 'Saunaofen'),
        one('keller', 'climate.heizung_keller', 'Heizung Keller'),
        one('wohnzimmer', 'light.wohnzimmer', 'Wohnzimmerlicht'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'die Poolheizung', 'not-found'),
      c('refusal absent-concept', 'die Heizung vom Pool', 'not-found'),
      c('refusal absent-concept', 'die Gewächshausheizung', 'not-found'),
      c('refusal absent-concept', 'die Heizung im Gewächshaus', 'not-found'),
      c('ordinary absent-concept', 'die Heizung im Keller', ['climate.heizung_keller']),
      c('ordinary absent-concept', 'die Kellerheizung', ['climate.heizung_keller']),
    ],
  },
  {
    home: {
      id: 'r30h_es_sauna',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['sotano', 'Sótano', 'pb'],
        ['salon', 'Salón', 'pb'],
      ],
      devices: [
        one('sotano', 'switch.calentador_sauna', 'Calentador sauna'),
        one('salon', 'climate.calefaccion_salon', 'Calefacción salón'),
        one('salon', 'light.salon', 'Luz salón'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'la calefacción de la piscina', 'not-found'),
      c('refusal absent-concept', 'el calentador de la piscina', 'not-found'),
      c('refusal absent-concept', 'el calentador del invernadero', 'not-found'),
      c('ordinary absent-concept', 'el calentador de la sauna', ['switch.calentador_sauna']),
      c('ordinary absent-concept', 'la calefacción del salón', ['climate.calefaccion_salon']),
    ],
  },
  {
    home: {
      id: 'r30h_fr_sauna',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['cave', 'Cave', 'rdc'],
        ['sejour', 'Séjour', 'rdc'],
      ],
      devices: [
        one('cave', 'switch.poele_sauna', 'Poêle sauna'),
        one('sejour', 'climate.radiateur_sejour', 'Radiateur séjour'),
        one('sejour', 'light.sejour', 'Lampe séjour'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'le chauffage de la piscine', 'not-found'),
      c('refusal absent-concept', 'le chauffage de la serre', 'not-found'),
      c('ordinary absent-concept', 'le chauffage du séjour', ['climate.radiateur_sejour']),
    ],
  },
  {
    home: {
      id: 'r30h_it_sauna',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['taverna', 'Taverna', 'pt'],
        ['soggiorno', 'Soggiorno', 'pt'],
      ],
      devices: [
        one('taverna', 'switch.stufa_sauna', 'Stufa sauna'),
        one('soggiorno', 'light.soggiorno', 'Luce soggiorno'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'il riscaldatore della piscina', 'not-found'),
      c('refusal absent-concept', 'la stufa della serra', 'not-found'),
      c('ordinary absent-concept', 'la stufa della sauna', ['switch.stufa_sauna']),
      c('ordinary absent-concept', 'la stufa', ['switch.stufa_sauna']),
    ],
  },
  {
    home: {
      id: 'r30h_sv_bastu',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['bastu', 'Bastu', 'bv'],
        ['vardagsrum', 'Vardagsrum', 'bv'],
      ],
      devices: [
        one('bastu', 'switch.bastuaggregat', 'Bastuaggregat'),
        one('vardagsrum', 'climate.element_vardagsrum', 'Element vardagsrum'),
        one('vardagsrum', 'light.vardagsrum', 'Taklampa vardagsrum'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'poolvärmaren', 'not-found'),
      c('refusal absent-concept', 'växthusvärmaren', 'not-found'),
      c('ordinary absent-concept', 'bastuaggregatet', ['switch.bastuaggregat']),
    ],
  },
  {
    home: {
      id: 'r30h_ja_sauna',
      language: 'ja',
      floors: [['1f', '1階', 1]],
      areas: [
        ['sauna', 'サウナ室', '1f'],
        ['living', 'リビング', '1f'],
      ],
      devices: [
        one('sauna', 'switch.sauna_heater', 'サウナヒーター'),
        one('living', 'light.living', 'リビングの照明'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', 'プールのヒーター', 'not-found'),
      c('refusal absent-concept', '温室のヒーター', 'not-found'),
      c('ordinary absent-concept', 'サウナのヒーター', ['switch.sauna_heater']),
      c('ordinary absent-concept', 'ヒーター', ['switch.sauna_heater']),
    ],
  },
  {
    home: {
      id: 'r30h_zh_sauna',
      language: 'zh',
      floors: [['1f', '一楼', 1]],
      areas: [
        ['sauna', '桑拿房', '1f'],
        ['keting', '客厅', '1f'],
      ],
      devices: [one('sauna', 'switch.sauna_heater', '桑拿加热器'), one('keting', 'light.keting', '客厅灯')],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', '泳池加热器', 'not-found'),
      c('refusal absent-concept', '温室加热器', 'not-found'),
      c('ordinary absent-concept', '桑拿加热器', ['switch.sauna_heater']),
    ],
  },
  {
    home: {
      id: 'r30h_ko_sauna',
      language: 'ko',
      floors: [['1f', '1층', 1]],
      areas: [
        ['sauna', '사우나', '1f'],
        ['geosil', '거실', '1f'],
      ],
      devices: [
        one('sauna', 'switch.sauna_heater', '사우나 히터'),
        one('geosil', 'light.geosil', '거실 조명'),
      ],
      loose: [],
    },
    cases: [
      c('refusal absent-concept', '수영장 히터', 'not-found'),
      c('refusal absent-concept', '온실 히터', 'not-found'),
      c('ordinary absent-concept', '사우나 히터', ['switch.sauna_heater']),
    ],
  },
  {
    home: {
      id: 'r30h_es_tv_series',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [['salon', 'Salón', 'pb']],
      devices: [
        one('salon', 'media_player.samsung_7_series', '[TV] Samsung 7 Series (55)'),
        one('salon', 'light.salon', 'Luz salón'),
      ],
      loose: [],
    },
    cases: [
      c('refusal table-word', 'las placas solares', 'not-found'),
      c('refusal table-word', 'el televisor de las placas solares', 'not-found'),
      c('refusal table-word', 'los paneles solares', 'not-found'),
      c('ordinary table-word', 'la tele', ['media_player.samsung_7_series']),
      c('ordinary table-word', 'la Samsung', ['media_player.samsung_7_series']),
    ],
  },
  {
    home: {
      id: 'r30h_en_pool_area',
      language: 'en',
      floors: [['ground', 'Ground', 0]],
      areas: [
        ['pool', 'Pool', 'ground'],
        ['glass', 'Greenhouse', 'ground'],
        ['den', 'Den', 'ground'],
      ],
      devices: [
        one('pool', 'switch.pool_heater', 'Heater'),
        one('glass', 'switch.glass_fan_heater', 'Fan Heater'),
        one('den', 'vacuum.roomba', 'Roomba'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary absent-concept', 'the heater in the pool', ['switch.pool_heater']),
      c('ordinary absent-concept', 'the greenhouse heater', ['switch.glass_fan_heater']),
      c('ordinary table-word', 'the rumba', ['vacuum.roomba']),
    ],
  },
  {
    home: {
      id: 'r30h_es_solar',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['tejado', 'Tejado', 'pb'],
        ['salon', 'Salón', 'pb'],
      ],
      devices: [
        one('tejado', 'sensor.produccion_solar', 'Producción solar', { deviceClass: 'power' }),
        one('salon', 'media_player.tv_series', 'Samsung Series 8'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary table-word', 'las placas solares', ['sensor.produccion_solar']),
      c('ordinary table-word', 'la tele del salón', ['media_player.tv_series']),
    ],
  },
];

/**
 * Words of the tables' own phrases are said as meant: "pannello" (of "pannello solare") is no diminutive of
 * "panno", a mop's cloth, and "lava e seca" (a washer-dryer) is one thing, not a list of washing and drying.
 */
export const TABLE_PHRASE: EvalSuite[] = [
  {
    home: {
      id: 'r30h_it_braava',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['cucina', 'Cucina', 'pt'],
        ['studio', 'Studio', 'pt'],
      ],
      devices: [one('cucina', 'vacuum.braava', 'Braava'), one('studio', 'light.studio', 'Lampada studio')],
      loose: [],
    },
    cases: [
      c('refusal table-word', 'il pannello solare', 'not-found'),
      c('refusal table-word', 'il pannello a infrarossi', 'not-found'),
      c('ordinary table-word', 'la braava', ['vacuum.braava']),
      c('ordinary table-word', 'la lampada dello studio', ['light.studio']),
    ],
  },
  {
    home: {
      id: 'r30h_pt_lava_seca',
      language: 'pt',
      floors: [['rc', 'Rés-do-chão', 0]],
      areas: [
        ['lavandaria', 'Lavandaria', 'rc'],
        ['sala', 'Sala', 'rc'],
      ],
      devices: [
        one('lavandaria', 'switch.maquina_lavar', 'Máquina de lavar roupa'),
        one('sala', 'vacuum.robo', 'Robô aspirador'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary table-phrase', 'a lava e seca', ['switch.maquina_lavar']),
      c('ordinary table-phrase', 'a máquina de lavar', ['switch.maquina_lavar']),
      c('ordinary table-phrase', 'o aspirador', ['vacuum.robo']),
    ],
  },
  {
    home: {
      id: 'r30h_en_wall_lamp',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [
        ['hall', 'Hall', 'main'],
        ['study', 'Study', 'main'],
      ],
      devices: [
        one('hall', 'light.hall_wall_lamp', 'Wall Lamp'),
        one('study', 'light.study_desk', 'Desk Light'),
        one('hall', 'switch.dishwaser', 'Dishwaser'),
      ],
      loose: [],
    },
    cases: [
      c('refusal table-typo', 'the ball lamp', 'not-found'),
      c('ordinary table-typo', 'the wal lamp', ['light.hall_wall_lamp']),
      c('ordinary table-typo', 'the wall lamp', ['light.hall_wall_lamp']),
      c('ordinary table-typo', 'the desk lite', ['light.study_desk']),
      c('ordinary table-typo', 'the dishwasher', ['switch.dishwaser']),
    ],
  },
];
