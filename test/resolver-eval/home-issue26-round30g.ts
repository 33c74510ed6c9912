// Issue 26, round 30g (homes grown from many integrations): cases of our own, in homes of our own; none is a
// slice's request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * Energy and air asked for in everyday words where the sensors keep their integration's names: the solar
 * production for an inverter's power or a solar inverter maker's sensor, the electricity price for a power
 * exchange's sensor without a class, the electricity used said with its adjective or noun (also a Linky's
 * apparent power), the air pollution for a particle sensor. An "Inverter" air conditioner stays one.
 */
export const ENERGY_BY_INTEGRATION: EvalSuite[] = [
  {
    home: {
      id: 'r30g_it_inverter',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['camera', 'Camera', 'pt'],
        ['lavanderia', 'Lavanderia', 'pt'],
      ],
      devices: [
        one('camera', 'climate.inverter_camera', 'Inverter camera'),
        one('lavanderia', 'sensor.potenza_inverter', 'Potenza attiva inverter', { deviceClass: 'power' }),
        one('lavanderia', 'light.lavanderia', 'Luce lavanderia'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary solar-inverter', 'quanto producono i pannelli solari', ['sensor.potenza_inverter']),
      c('ordinary solar-inverter', 'la produzione solare', ['sensor.potenza_inverter']),
      c('ordinary solar-inverter', "l'inverter della camera", ['climate.inverter_camera']),
      c('ordinary solar-inverter', 'la luce della lavanderia', ['light.lavanderia']),
    ],
  },
  {
    home: {
      id: 'r30g_en_ac_inverter',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [['den', 'Den', 'main']],
      devices: [
        {
          name: 'Den Mini Split',
          area: 'den',
          entities: [
            ['climate.den_split', 'Den Mini Split'],
            ['sensor.den_split_inverter_power', 'Den Split Inverter Power', { deviceClass: 'power' }],
          ],
        },
        one('den', 'media_player.den_tv', 'Samsung 7 Series (55)'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary solar-inverter', 'the solar panels', 'not-found'),
      c('ordinary solar-inverter', 'the mini split', ['climate.den_split']),
    ],
  },
  {
    home: {
      id: 'r30g_de_growatt',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['keller', 'Keller', 'eg'],
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ],
      devices: [
        one('keller', 'sensor.growatt_leistung', 'Growatt Leistung', { deviceClass: 'power' }),
        one('wohnzimmer', 'light.wohnzimmer', 'Deckenlicht Wohnzimmer'),
      ],
      loose: [['sensor.entsoe_aktuell', 'ENTSO-e aktuell']],
    },
    cases: [
      c('ordinary solar-inverter', 'die Solaranlage', ['sensor.growatt_leistung']),
      c('ordinary price-source', 'der Strompreis', ['sensor.entsoe_aktuell']),
      c('ordinary price-source', 'das Licht im Wohnzimmer', ['light.wohnzimmer']),
    ],
  },
  {
    home: {
      id: 'r30g_sv_nordpool',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['grovkok', 'Grovkök', 'bv'],
        ['kok', 'Kök', 'bv'],
      ],
      devices: [
        one('grovkok', 'sensor.fronius_symo', 'Fronius Symo effekt', { deviceClass: 'power' }),
        one('kok', 'light.kok', 'Kökslampa'),
      ],
      loose: [['sensor.nordpool_se3', 'Nordpool kWh SE3 SEK']],
    },
    cases: [
      c('ordinary price-source', 'vad kostar elen', 'not-found'),
      c('ordinary price-source', 'strömpriset', ['sensor.nordpool_se3']),
      c('ordinary solar-inverter', 'solcellerna', ['sensor.fronius_symo']),
      c('ordinary solar-inverter', 'solcellsproduktionen', ['sensor.fronius_symo']),
      c('ordinary solar-inverter', 'kökslampan', ['light.kok']),
    ],
  },
  {
    home: {
      id: 'r30g_fr_lixee',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['garage', 'Garage', 'rdc'],
        ['salon', 'Salon', 'rdc'],
      ],
      devices: [
        one('garage', 'sensor.zlinky_papp', 'ZLinky PAPP', { deviceClass: 'apparent_power' }),
        one('salon', 'sensor.qingping_pm25', 'Qingping PM2.5', { deviceClass: 'pm25' }),
        one('salon', 'light.salon', 'Plafonnier salon'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary electricity-use', "la consommation d'électricité", ['sensor.zlinky_papp']),
      c('ordinary electricity-use', 'combien on consomme', ['sensor.zlinky_papp']),
      c('ordinary air-pollution', 'la pollution dans le salon', ['sensor.qingping_pm25']),
      c('ordinary air-pollution', 'la lumière du salon', ['light.salon']),
    ],
  },
  {
    home: {
      id: 'r30g_es_consumo',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['lavadero', 'Lavadero', 'pb'],
        ['salon', 'Salón', 'pb'],
      ],
      devices: [
        one('lavadero', 'sensor.shelly_3em_total', 'Shelly 3EM Potencia total', { deviceClass: 'power' }),
        one('salon', 'sensor.ikea_vindstyrka_pm25', 'Vindstyrka PM2.5', { deviceClass: 'pm25' }),
        one('salon', 'light.salon', 'Luz salón'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary electricity-use', 'el consumo de luz', ['sensor.shelly_3em_total']),
      c('ordinary electricity-use', 'el consumo eléctrico', ['sensor.shelly_3em_total']),
      c('ordinary air-pollution', 'la contaminación', ['sensor.ikea_vindstyrka_pm25']),
      c('ordinary air-pollution', 'la luz del salón', ['light.salon']),
    ],
  },
];

/**
 * A heat pump by its maker or line, in its name or in the device registry ("Thermia Atlas", a "Pannrum" made
 * by NIBE): the makers that make nothing else a home exposes say the kind. A mini split stays an AC.
 */
export const HEAT_PUMP_BY_MAKER: EvalSuite[] = [
  {
    home: {
      id: 'r30g_sv_thermia',
      language: 'sv',
      floors: [['kv', 'Källarvåning', -1]],
      areas: [
        ['pannrum', 'Pannrum', 'kv'],
        ['badrum', 'Badrum', 'kv'],
      ],
      devices: [
        one('pannrum', 'climate.thermia_atlas', 'Thermia Atlas'),
        one('badrum', 'climate.golvvarme', 'Golvvärme badrum'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heat-pump-maker', 'värmepumpen', ['climate.thermia_atlas']),
      c('ordinary heat-pump-maker', 'golvvärmen', ['climate.golvvarme']),
    ],
  },
  {
    home: {
      id: 'r30g_de_registry_nibe',
      language: 'de',
      floors: [['kg', 'Keller', -1]],
      areas: [
        ['technik', 'Technikraum', 'kg'],
        ['bad', 'Bad', 'kg'],
      ],
      devices: [
        {
          name: 'Haus',
          area: 'technik',
          manufacturer: 'NIBE Energy Systems',
          model: 'F2040',
          entities: [
            ['climate.haus', 'Haus'],
            ['sensor.haus_vorlauf', 'Haus Vorlauftemperatur', { deviceClass: 'temperature' }],
          ],
        },
        one('bad', 'climate.bad', 'Heizkörper Bad'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heat-pump-maker', 'die Wärmepumpe', ['climate.haus']),
      c('ordinary heat-pump-maker', 'den Heizkörper im Bad', ['climate.bad']),
    ],
  },
  {
    home: {
      id: 'r30g_en_registry_thermia',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [
        ['utility', 'Utility', 'main'],
        ['bedroom', 'Bedroom', 'main'],
      ],
      devices: [
        {
          ...one('utility', 'climate.downstairs', 'Downstairs'),
          manufacturer: 'Thermia',
          model: 'Calibra Duo 8',
        },
        one('bedroom', 'climate.bedroom_ac', 'Bedroom AC'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heat-pump-maker', 'the heat pump', ['climate.downstairs']),
      c('ordinary heat-pump-maker', 'the AC in the bedroom', ['climate.bedroom_ac']),
    ],
  },
];

/**
 * A plug named after the laundry runs the washing machine ("Sonoff Pranie", "Enchufe colada", "Tvätt"), as
 * 29h's coffee plugs run the coffee machine; a lamp named so stays a lamp.
 */
export const LAUNDRY_PLUG: EvalSuite[] = [
  {
    home: {
      id: 'r30g_pl_pranie',
      language: 'pl',
      floors: [['parter', 'Parter', 0]],
      areas: [['lazienka', 'Łazienka', 'parter']],
      devices: [
        one('lazienka', 'switch.sonoff_pranie', 'Sonoff Pranie'),
        one('lazienka', 'light.lazienka', 'Światło łazienka'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary laundry-plug', 'włącz pralkę', ['switch.sonoff_pranie']),
      c('ordinary laundry-plug', 'światło w łazience', ['light.lazienka']),
    ],
  },
  {
    home: {
      id: 'r30g_es_colada',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [['galeria', 'Galería', 'pb']],
      devices: [one('galeria', 'switch.enchufe_colada', 'Enchufe colada')],
      loose: [],
    },
    cases: [c('ordinary laundry-plug', 'apaga la lavadora', ['switch.enchufe_colada'])],
  },
  {
    home: {
      id: 'r30g_sv_tvatt',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['groventre', 'Grovingång', 'bv']],
      devices: [
        one('groventre', 'switch.tvatt', 'Tvätt'),
        one('groventre', 'switch.torktumlare', 'Torktumlare'),
        one('groventre', 'switch.tvatt_lampa', 'Tvätt lampa'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary laundry-plug', 'tvättmaskinen', ['switch.tvatt']),
      c('ordinary laundry-plug', 'torktumlaren', ['switch.torktumlare']),
    ],
  },
];

/**
 * "Garageporten" for a cover called "Port" in the Garage: a gate's word of a class-less cover that stands in
 * a garage names the garage door. In the garden the same word stays the gate's.
 */
export const GARAGE_GATE_WORD: EvalSuite[] = [
  {
    home: {
      id: 'r30g_sv_port',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['garage', 'Garage', 'bv'],
        ['tomt', 'Tomten', null],
      ],
      devices: [
        one('garage', 'cover.garage_port', 'Port'),
        one('tomt', 'cover.grind', 'Grind'),
        one('garage', 'light.garage', 'Lysrör'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary garage-gate', 'stäng garageporten', ['cover.garage_port']),
      c('ordinary garage-gate', 'öppna grinden', ['cover.grind']),
      c('ordinary garage-gate', 'porten', ['cover.garage_port']),
    ],
  },
  {
    home: {
      id: 'r30g_da_port',
      language: 'da',
      floors: [['st', 'Stuen', 0]],
      areas: [
        ['garage', 'Garage', 'st'],
        ['have', 'Have', null],
      ],
      devices: [one('garage', 'cover.port', 'Port'), one('have', 'light.have', 'Havelampe')],
      loose: [],
    },
    cases: [c('ordinary garage-gate', 'luk garageporten', ['cover.port'])],
  },
  {
    home: {
      id: 'r30g_sv_port_tomt',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['infart', 'Infart', null]],
      devices: [one('infart', 'cover.port', 'Port')],
      loose: [],
    },
    cases: [
      c('ordinary garage-gate', 'garageporten', 'not-found'),
      c('ordinary garage-gate', 'porten', ['cover.port']),
    ],
  },
];

/**
 * A compound a name writes with a hyphen ("LED-strip", "LED-list") is the one word a request writes whole
 * ("Emmas ledstrip"): a hidden one answers "not exposed" rather than "not found"; an exposed one is found.
 */
export const HYPHENATED_NAME: EvalSuite[] = [
  {
    home: {
      id: 'r30g_da_ledstrip',
      language: 'da',
      floors: [['1', '1. sal', 1]],
      areas: [
        ['emma', 'Emmas værelse', '1'],
        ['kontor', 'Kontor', '1'],
      ],
      devices: [
        one('emma', 'light.emma_loft', 'Loftlampe'),
        one('emma', 'light.emma_ledstrip', 'LED-strip', { hidden: true }),
        one('kontor', 'light.kontor_ledstrip', 'LED-strip skrivebord'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar hyphen-name-neighbour', 'Emmas ledstrip', 'not-exposed'),
      c('ordinary hyphen-name-neighbour', 'ledstrippen på kontoret', ['light.kontor_ledstrip']),
      c('ordinary hyphen-name-neighbour', 'Emmas loftlampe', ['light.emma_loft']),
    ],
  },
  {
    home: {
      id: 'r30g_sv_ledlist',
      language: 'sv',
      floors: [['ov', 'Övervåning', 1]],
      areas: [
        ['maja', 'Majas rum', 'ov'],
        ['kok', 'Kök', 'ov'],
      ],
      devices: [
        one('maja', 'light.maja_tak', 'Taklampa'),
        one('maja', 'light.maja_ledlist', 'LED-list', { hidden: true }),
        one('kok', 'light.kok_ledlist', 'LED-list skåp'),
      ],
      loose: [['todo.handla', 'Handla']],
    },
    cases: [
      c('hidden-similar hyphen-name', 'släck ledlisten hos Maja', 'not-exposed'),
      c('hidden-similar hyphen-name', 'Majas ledlist', 'not-exposed'),
      c('ordinary hyphen-name-neighbour', 'ledlisten i köket', ['light.kok_ledlist']),
      c('ordinary hyphen-name-neighbour', 'inköpslistan', ['todo.handla']),
    ],
  },
  {
    home: {
      id: 'r30g_nl_ledstrip',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [['woonkamer', 'Woonkamer', 'bg']],
      devices: [
        one('woonkamer', 'light.tv_meubel', 'TV-meubel LED-strip'),
        one('woonkamer', 'light.plafond', 'Plafondlamp'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary hyphen-name-neighbour', 'de ledstrip in de woonkamer', ['light.tv_meubel']),
      c('ordinary hyphen-name-neighbour', 'de plafondlamp', ['light.plafond']),
    ],
  },
];

/**
 * The hot tub is the spa: "the hot tub heater" for a "Spa Heater", "bubbelpoolen" for a "Spa"; the spa's
 * light stays a light, and a sauna is no hot tub.
 */
export const HOT_TUB_IS_SPA: EvalSuite[] = [
  {
    home: {
      id: 'r30g_en_spa',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [
        ['deck', 'Deck', null],
        ['basement', 'Basement', 'main'],
      ],
      devices: [
        one('deck', 'switch.spa_heat', 'Spa Heat'),
        one('deck', 'light.spa_light', 'Spa Light'),
        one('deck', 'light.deck_lights', 'Deck Lights'),
        one('basement', 'switch.sauna', 'Sauna'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary hot-tub', 'turn on the hot tub heater', ['switch.spa_heat']),
      c('ordinary hot-tub', 'the hot tub light', ['light.spa_light']),
      c('ordinary hot-tub', 'the deck lights', ['light.deck_lights']),
      c('ordinary hot-tub', 'the sauna', ['switch.sauna']),
    ],
  },
  {
    home: {
      id: 'r30g_sv_spa',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['altan', 'Altan', null]],
      devices: [one('altan', 'switch.spa', 'Spa värmare'), one('altan', 'light.altan', 'Altanbelysning')],
      loose: [],
    },
    cases: [
      c('ordinary hot-tub', 'värm upp bubbelpoolen', ['switch.spa']),
      c('ordinary hot-tub', 'altanbelysningen', ['light.altan']),
    ],
  },
  {
    home: {
      id: 'r30g_en_pool_only',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [['yard', 'Yard', null]],
      devices: [one('yard', 'switch.pool_pump', 'Pool Pump'), one('yard', 'light.pool_light', 'Pool Light')],
      loose: [],
    },
    cases: [c('ordinary hot-tub', 'the hot tub', 'not-found')],
  },
  {
    home: {
      id: 'r30g_en_spa_room',
      language: 'en',
      floors: [['lower', 'Lower Level', -1]],
      areas: [
        ['spa', 'Spa', 'lower'],
        ['gym', 'Gym', 'lower'],
      ],
      devices: [
        one('spa', 'light.spa_ceiling', 'Ceiling Light'),
        one('spa', 'switch.steam_shower', 'Steam Shower'),
        one('gym', 'light.gym', 'Gym Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary hot-tub', 'turn on the hot tub', 'not-found'),
      c('ordinary hot-tub', 'the light in the spa', ['light.spa_ceiling']),
    ],
  },
];

/**
 * A robot vacuum by its product line in the registry's model only ("Bespoke Jet Bot" of a vacuum named
 * "Robotdammsugare"): "the Jet Bot", "Jetboten" find it, as "the Roomba" finds an iRobot's.
 */
export const LINE_IN_MODEL: EvalSuite[] = [
  {
    home: {
      id: 'r30g_sv_jetbot',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['hall', 'Hall', 'bv']],
      devices: [
        {
          ...one('hall', 'vacuum.robotdammsugare', 'Robotdammsugare'),
          manufacturer: 'Samsung Electronics',
          model: 'Bespoke Jet Bot AI+',
        },
        one('hall', 'light.hall', 'Hallampa'),
      ],
      loose: [],
    },
    cases: [
      c('brand line-in-model', 'starta Jet Bot', ['vacuum.robotdammsugare']),
      c('brand line-in-model', 'hallampan', ['light.hall']),
    ],
  },
  {
    home: {
      id: 'r30g_en_jetbot',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [['living', 'Living Room', 'main']],
      devices: [
        { ...one('living', 'vacuum.downstairs', 'Downstairs'), manufacturer: 'Samsung', model: 'Jet Bot 90' },
        one('living', 'media_player.tv', 'Samsung TV'),
      ],
      loose: [],
    },
    cases: [
      c('brand line-in-model', 'send the jetbot to its dock', ['vacuum.downstairs']),
      c('brand line-in-model', 'the Samsung TV', ['media_player.tv']),
    ],
  },
  {
    home: {
      id: 'r30g_ko_jetbot',
      language: 'ko',
      floors: [['1f', '1층', 1]],
      areas: [['geosil', '거실', '1f']],
      devices: [
        {
          ...one('geosil', 'vacuum.robot', '로봇청소기'),
          manufacturer: 'Samsung Electronics',
          model: 'Bespoke Jet Bot Combo',
        },
        one('geosil', 'light.geosil', '거실 조명'),
      ],
      loose: [],
    },
    cases: [
      c('brand line-in-model', '젯봇 돌려줘', ['vacuum.robot']),
      c('brand line-in-model', '거실 조명 켜줘', ['light.geosil']),
    ],
  },
];
