// Issue 26, round 29b (energy and utilities): cases of our own, in homes of our own; none is a slice's
// request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * What the water and gas meters count and what electricity costs, asked for in everyday words where the
 * sensors are named after the meter's maker, the provider or the tariff: the reading's device class
 * (water, gas, monetary) answers. "La luz" alone stays the lights; a water heater stays a water heater.
 */
export const UTILITY_READINGS: EvalSuite[] = [
  {
    home: {
      id: 'r29b_en_meters',
      language: 'en',
      floors: [['ground', 'Ground Floor', 0]],
      areas: [
        ['laundry', 'Laundry', 'ground'],
        ['lounge', 'Lounge', 'ground'],
      ],
      devices: [
        one('laundry', 'sensor.flume_total', 'Flume Total', { deviceClass: 'water' }),
        one('laundry', 'sensor.elster_pulse', 'Elster Pulse', { deviceClass: 'gas' }),
        one('laundry', 'water_heater.rheem', 'Rheem Stellar'),
        one('laundry', 'sensor.house_power', 'House Power', { deviceClass: 'power' }),
        one('lounge', 'light.lounge', 'Lounge Light'),
      ],
      loose: [['sensor.amber_general', 'Amber General', { deviceClass: 'monetary' }]],
    },
    cases: [
      c('ordinary utility-reading', 'the water usage', ['sensor.flume_total']),
      c('ordinary utility-reading', 'our gas consumption', ['sensor.elster_pulse']),
      c('ordinary utility-reading', 'what is the electricity price', ['sensor.amber_general']),
      c('ordinary utility-reading', 'the water heater', ['water_heater.rheem']),
      c('ordinary utility-reading', 'the house power', ['sensor.house_power']),
    ],
  },
  {
    home: {
      id: 'r29b_es_contadores',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['galeria', 'Galería', 'pb'],
        ['salon', 'Salón', 'pb'],
      ],
      devices: [
        one('galeria', 'sensor.canal_lectura', 'Lectura Canal', { deviceClass: 'water' }),
        one('galeria', 'sensor.nedgia', 'Nedgia', { deviceClass: 'gas' }),
        one('galeria', 'water_heater.termo', 'Termo'),
        one('salon', 'light.salon', 'Luz salón'),
      ],
      loose: [['sensor.esios_pvpc', 'ESIOS PVPC', { deviceClass: 'monetary' }]],
    },
    cases: [
      c('ordinary utility-reading', 'el consumo de agua', ['sensor.canal_lectura']),
      c('ordinary utility-reading', 'el contador de gas', ['sensor.nedgia']),
      c('ordinary utility-reading', 'cuál es el precio de la luz', ['sensor.esios_pvpc']),
      c('ordinary utility-reading', 'la luz del salón', ['light.salon']),
      c('ordinary utility-reading', 'el termo', ['water_heater.termo']),
    ],
  },
  {
    home: {
      id: 'r29b_multi_meters',
      language: 'pl',
      floors: [['parter', 'Parter', 0]],
      areas: [
        ['pralnia', 'Pralnia', 'parter'],
        ['kuchnia', 'Kuchnia', 'parter'],
      ],
      devices: [
        one('pralnia', 'sensor.apator', 'Apator', { deviceClass: 'water' }),
        one('pralnia', 'sensor.gazomierz_impulsy', 'Impulsy PSG', { deviceClass: 'gas' }),
        one('kuchnia', 'light.kuchnia', 'Światło kuchnia'),
      ],
      loose: [['sensor.tauron_g12', 'Tauron G12', { deviceClass: 'monetary' }]],
    },
    cases: [
      c('ordinary utility-reading', 'licznik wody', ['sensor.apator']),
      c('ordinary utility-reading', 'ile wynosi zużycie gazu', ['sensor.gazomierz_impulsy']),
      c('ordinary utility-reading', 'aktualna cena prądu', ['sensor.tauron_g12']),
      c('ordinary utility-reading', 'światło w kuchni', ['light.kuchnia']),
    ],
  },
  {
    home: {
      id: 'r29b_ja_meters',
      language: 'ja',
      floors: [['f1', '1階', 1]],
      areas: [
        ['datsuijo', '脱衣所', 'f1'],
        ['living', 'リビング', 'f1'],
      ],
      devices: [
        one('datsuijo', 'sensor.suido_pulse', '水道パルス', { deviceClass: 'water' }),
        one('datsuijo', 'sensor.toshi_gas', '東京ガス', { deviceClass: 'gas' }),
        one('living', 'light.living', 'リビングの照明'),
      ],
      loose: [['sensor.tanka', '従量料金', { deviceClass: 'monetary' }]],
    },
    cases: [
      c('ordinary utility-reading', '水道使用量', ['sensor.suido_pulse']),
      c('ordinary utility-reading', 'ガス使用量', ['sensor.toshi_gas']),
      c('ordinary utility-reading', '電気料金', ['sensor.tanka']),
      c('ordinary utility-reading', 'リビングの電気', ['light.living']),
    ],
  },
];

/**
 * The hot water asked for as such ("the hot water tank", "el calentador de agua", "お湯", "热水") finds the
 * water heater named otherwise; a heat pump named by its heat source ("Aerotermia", "Bergvärme") or an
 * installer's abbreviation ("PAC") is the heat pump. Cold water, a water meter and a recirculation pump stay
 * what they are.
 */
export const HOT_WATER_AND_HEAT_PUMP: EvalSuite[] = [
  {
    home: {
      id: 'r29b_en_cylinder',
      language: 'en',
      floors: [['ground', 'Ground Floor', 0]],
      areas: [
        ['airing', 'Airing Cupboard', 'ground'],
        ['garden', 'Garden', null],
      ],
      devices: [
        one('airing', 'water_heater.megaflo', 'Megaflo'),
        one('airing', 'switch.secondary_return', 'Secondary Return Pump'),
        one('garden', 'sensor.rain_butt', 'Rain Butt Level'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary hot-water', 'the hot water tank', ['water_heater.megaflo']),
      c('ordinary hot-water', 'the pump', ['switch.secondary_return']),
    ],
  },
  {
    home: {
      id: 'r29b_es_aerotermia',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['cuarto', 'Cuarto técnico', 'pb'],
        ['salon', 'Salón', 'pb'],
      ],
      devices: [
        one('cuarto', 'climate.geotermia', 'Geotermia'),
        one('cuarto', 'water_heater.acumulador', 'Acumulador ACS'),
        one('cuarto', 'switch.bomba_pozo', 'Bomba pozo'),
        one('salon', 'climate.split', 'Split salón'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heat-pump-source', 'la bomba de calor', ['climate.geotermia']),
      c('ordinary hot-water', 'el calentador de agua', ['water_heater.acumulador']),
      c('ordinary heat-pump-source', 'la bomba del pozo', ['switch.bomba_pozo']),
      c('ordinary heat-pump-source', 'el split del salón', ['climate.split']),
    ],
  },
  {
    home: {
      id: 'r29b_sv_bergvarme',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['tvatt', 'Tvättstuga', 'bv'],
        ['kok', 'Kök', 'bv'],
      ],
      devices: [
        one('tvatt', 'climate.jordvarme', 'Jordvärme'),
        one('tvatt', 'water_heater.beredare', 'Beredare'),
        one('kok', 'light.kok', 'Köksbelysning'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heat-pump-source', 'värmepumpen', ['climate.jordvarme']),
      c('ordinary hot-water', 'varmvattnet', ['water_heater.beredare']),
    ],
  },
  {
    home: {
      id: 'r29b_fr_pac',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['garage', 'Garage', 'rdc'],
        ['salon', 'Salon', 'rdc'],
      ],
      devices: [
        one('garage', 'climate.pac', 'PAC air-eau'),
        one('salon', 'climate.poele', 'Poêle à granulés'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heat-pump-source', 'la pompe à chaleur', ['climate.pac']),
      c('ordinary heat-pump-source', 'le poêle', ['climate.poele']),
    ],
  },
  {
    home: {
      id: 'r29b_zh_reshui',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [
        ['chufang', '厨房', 'f1'],
        ['yangtai', '阳台', 'f1'],
      ],
      devices: [one('yangtai', 'water_heater.ranqi', '燃气炉'), one('chufang', 'switch.jingshui', '净水器')],
      loose: [],
    },
    cases: [
      c('ordinary hot-water', '热水', ['water_heater.ranqi']),
      c('ordinary hot-water', '净水器', ['switch.jingshui']),
    ],
  },
];

/**
 * The solar panels asked for as panels, where the sensor is named after the production, the PV or a solar
 * inverter: that sensor. An air conditioner named "Inverter" and a solar water heater are no solar panels.
 */
export const SOLAR_PANELS: EvalSuite[] = [
  {
    home: {
      id: 'r29b_it_fv',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['garage', 'Garage', 'pt'],
        ['soggiorno', 'Soggiorno', 'pt'],
      ],
      devices: [
        one('garage', 'sensor.fv_potenza', 'Potenza FV', { deviceClass: 'power' }),
        one('soggiorno', 'climate.inverter', 'Inverter soggiorno'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary solar-panels', 'i pannelli solari', ['sensor.fv_potenza']),
      c('ordinary solar-panels', "l'inverter del soggiorno", ['climate.inverter']),
    ],
  },
  {
    home: {
      id: 'r29b_de_wechselrichter',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [['keller', 'Keller', 'eg']],
      devices: [
        one('keller', 'sensor.wechselrichter_leistung', 'Wechselrichter Leistung', { deviceClass: 'power' }),
        one('keller', 'sensor.hausverbrauch', 'Hausverbrauch', { deviceClass: 'power' }),
      ],
      loose: [],
    },
    cases: [c('ordinary solar-panels', 'die Solaranlage', ['sensor.wechselrichter_leistung'])],
  },
  {
    home: {
      id: 'r29b_zh_guangfu',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [['wuding', '屋顶', 'f1']],
      devices: [
        one('wuding', 'sensor.guangfu_fadian', '光伏发电', { deviceClass: 'power' }),
        one('wuding', 'water_heater.taiyangneng', '太阳能热水器'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary solar-panels', '太阳能板', ['sensor.guangfu_fadian']),
      c('ordinary solar-panels', '太阳能热水器', ['water_heater.taiyangneng']),
    ],
  },
  {
    home: {
      id: 'r29b_pl_pv',
      language: 'pl',
      floors: [['parter', 'Parter', 0]],
      areas: [['kotlownia', 'Kotłownia', 'parter']],
      devices: [
        one('kotlownia', 'sensor.pv_produkcja', 'Produkcja PV', { deviceClass: 'power' }),
        one('kotlownia', 'sensor.pobor', 'Pobór z sieci', { deviceClass: 'power' }),
      ],
      loose: [],
    },
    cases: [c('ordinary solar-panels', 'panele słoneczne', ['sensor.pv_produkcja'])],
  },
];

/**
 * What the home takes from the grid and gives back, said with the verbs people use, where the sensors are
 * named as a meter names them ("Netzbezug", "Einspeisung", "Teruglevering"): the one that fits; the one
 * that gives back is hidden, so Hearth says so rather than answering with what the home takes.
 */
export const GRID_IMPORT_EXPORT: EvalSuite[] = [
  {
    home: {
      id: 'r29b_de_netz',
      language: 'de',
      floors: [['kg', 'Keller', -1]],
      areas: [
        ['technik', 'Technikraum', 'kg'],
        ['buero', 'Büro', 'kg'],
      ],
      devices: [
        {
          name: 'Zweirichtungszähler',
          area: 'technik',
          entities: [
            ['sensor.bezug_aktuell', 'Bezug aktuell', { deviceClass: 'power' }],
            ['sensor.einspeisung_aktuell', 'Einspeisung aktuell', { deviceClass: 'power', hidden: true }],
          ],
        },
        one('buero', 'switch.router', 'Router'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar grid-flow', 'wie viel wir einspeisen', 'not-exposed'),
      c('ordinary grid-flow', 'den Router', ['switch.router']),
    ],
  },
  {
    home: {
      id: 'r29b_nl_net',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [['meterkast', 'Meterkast', 'bg']],
      devices: [
        {
          name: 'P1 meter',
          area: 'meterkast',
          entities: [
            ['sensor.netafname', 'Netafname', { deviceClass: 'power' }],
            ['sensor.teruglevering', 'Teruglevering', { deviceClass: 'power' }],
          ],
        },
      ],
      loose: [],
    },
    cases: [
      c('ordinary grid-flow', 'hoeveel we nu terugleveren', ['sensor.teruglevering']),
      c('ordinary grid-flow', 'de netafname', ['sensor.netafname']),
    ],
  },
  {
    home: {
      id: 'r29b_ja_baiden',
      language: 'ja',
      floors: [['f1', '1階', 1]],
      areas: [['living', 'リビング', 'f1']],
      devices: [
        one('living', 'sensor.baiden', '売電電力', { deviceClass: 'power', hidden: true }),
        one('living', 'light.living', 'リビングの照明'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar grid-flow', '売っている電気', 'not-exposed'),
      c('ordinary grid-flow', 'リビングの電気', ['light.living']),
    ],
  },
];
