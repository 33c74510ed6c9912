// Issue 26, round 17c: the rules slices 29 and 30 (tidy installers' homes, homes full of sensors) stood
// for, in homes of our own, none a slice's.
import { c, type EvalDevice, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

type Options = NonNullable<EvalEntity[2]>;

/** A light group helper in `area`, listing its members as Home Assistant does. */
function group(area: string, ...members: string[]): Options {
  return { area, attributes: { entity_id: members, supported_color_modes: ['brightness'] } };
}

/**
 * A room with two lights and a light group over them, named with a plural; another room with a light
 * named with a plural beside a second light and no group.
 */
function groupedRoom(
  id: string,
  language: string,
  rooms: [grouped: string, plain: string],
  names: [ceiling: string, lamp: string, group: string, plainPlural: string, plainOther: string],
  cases: [say: string, want: string[]][],
): EvalSuite {
  const [ceiling, lamp, groupName, plainPlural, plainOther] = names;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['grouped', rooms[0], null],
        ['plain', rooms[1], null],
      ],
      devices: [
        one('grouped', 'light.ceiling', ceiling),
        one('grouped', 'light.lamp', lamp),
        one('plain', 'light.plain_plural', plainPlural),
        one('plain', 'light.plain_other', plainOther),
      ],
      loose: [['light.group', groupName, group('grouped', 'light.ceiling', 'light.lamp')]],
    },
    cases: cases.map(([say, want]) => c('ordinary light-group', say, want)),
  };
}

const POWER: Options = {
  deviceClass: 'power',
  attributes: { unit_of_measurement: 'W', state_class: 'measurement' },
};
const ENERGY: Options = {
  deviceClass: 'energy',
  attributes: { unit_of_measurement: 'kWh', state_class: 'total_increasing' },
};
const BATTERY: Options = {
  deviceClass: 'battery',
  category: 'diagnostic',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};

/** Names of one metered home: two plugged appliances, a lock and a motion sensor, with their readings. */
interface Metered {
  washer: string;
  kettle: string;
  power: string;
  energy: string;
  lock: string;
  motion: string;
  battery: string;
}

/**
 * A utility room with a washing machine on a plug that meters power and energy, a kettle on a plug that
 * meters power only, a door lock and a motion sensor, each with its battery.
 */
function metered(
  id: string,
  language: string,
  n: Metered,
  cases: [tag: string, say: string, want: string[]][],
): EvalSuite {
  const device = (name: string, ...entities: EvalEntity[]): EvalDevice => ({
    name,
    area: 'utility',
    entities,
  });
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['utility', 'Utility', null]],
      devices: [
        device(
          n.washer,
          ['switch.washer', n.washer, { deviceClass: 'outlet' }],
          ['sensor.washer_power', `${n.washer} ${n.power}`, POWER],
          ['sensor.washer_energy', `${n.washer} ${n.energy}`, ENERGY],
        ),
        device(
          n.kettle,
          ['switch.kettle', n.kettle, { deviceClass: 'outlet' }],
          ['sensor.kettle_power', `${n.kettle} ${n.power}`, POWER],
        ),
        device(n.lock, ['lock.back', n.lock], ['sensor.back_battery', `${n.lock} ${n.battery}`, BATTERY]),
        device(
          n.motion,
          ['binary_sensor.motion', n.motion, { deviceClass: 'motion' }],
          ['sensor.motion_battery', `${n.motion} ${n.battery}`, BATTERY],
        ),
      ],
      loose: [],
    },
    cases: cases.map(([tag, say, want]) => c(`ordinary ${tag}`, say, want)),
  };
}

const KETTLE_POWER = ['sensor.kettle_power'];
const WASHER_ENERGY = ['sensor.washer_energy'];
const LOCK_BATTERY = ['sensor.back_battery'];

/**
 * Rules 2–4: what a device uses, said as its consumption, is its power reading when it meters no energy
 * (rule 2); a reading said with a kind word is that reading of the device with a thing of that kind
 * (rule 3); a compound whose last part is a reading word asks for that reading (rule 4).
 */
const READINGS: EvalSuite[] = [
  metered(
    'r17c_en_meters',
    'en',
    {
      washer: 'Washer',
      kettle: 'Kettle',
      power: 'Power',
      energy: 'Energy',
      lock: 'Back Door',
      motion: 'Hall Motion',
      battery: 'Battery',
    },
    [
      ['use-per-device', 'kettle consumption', KETTLE_POWER],
      ['use-per-device', 'the energy usage of the kettle', KETTLE_POWER],
      ['usage-word', 'energy used by the kettle', KETTLE_POWER],
      ['guard', 'washer consumption', WASHER_ENERGY],
      ['guard', 'power of the washer', ['sensor.washer_power']],
      ['reading-of-kind', 'the lock battery', LOCK_BATTERY],
      ['reading-of-kind', 'battery of the lock', LOCK_BATTERY],
      ['guard', 'the back door battery', LOCK_BATTERY],
      ['guard', 'battery of the motion sensor', ['sensor.motion_battery']],
    ],
  ),
  metered(
    'r17c_de_zaehler',
    'de',
    {
      washer: 'Waschmaschine',
      kettle: 'Wasserkocher',
      power: 'Leistung',
      energy: 'Energie',
      lock: 'Kellertür',
      motion: 'Bewegungsmelder Flur',
      battery: 'Batterie',
    },
    [
      ['use-per-device', 'Verbrauch vom Wasserkocher', KETTLE_POWER],
      ['compound-reading', 'Stromverbrauch vom Wasserkocher', KETTLE_POWER],
      ['compound-reading', 'Energieverbrauch der Waschmaschine', WASHER_ENERGY],
      ['compound-reading', 'der Stromverbrauch der Waschmaschine', WASHER_ENERGY],
      ['guard', 'Leistung der Waschmaschine', ['sensor.washer_power']],
      ['reading-of-kind', 'Batterie vom Schloss', LOCK_BATTERY],
      ['reading-of-kind', 'die Batterie vom Türschloss', LOCK_BATTERY],
      ['guard', 'Batterie vom Bewegungsmelder', ['sensor.motion_battery']],
      ['guard', 'der Wasserkocher', ['switch.kettle']],
    ],
  ),
  metered(
    'r17c_es_contador',
    'es',
    {
      washer: 'Lavadora',
      kettle: 'Hervidor',
      power: 'Potencia',
      energy: 'Energía',
      lock: 'Puerta Trasera',
      motion: 'Movimiento Pasillo',
      battery: 'Batería',
    },
    [
      ['use-per-device', 'el consumo del hervidor', KETTLE_POWER],
      ['use-per-device', 'consumo hervidor', KETTLE_POWER],
      ['guard', 'consumo de la lavadora', WASHER_ENERGY],
      ['reading-of-kind', 'la batería de la cerradura', LOCK_BATTERY],
      ['guard', 'el hervidor', ['switch.kettle']],
    ],
  ),
  metered(
    'r17c_fr_compteur',
    'fr',
    {
      washer: 'Lave-linge',
      kettle: 'Bouilloire',
      power: 'Puissance',
      energy: 'Énergie',
      lock: 'Porte Garage',
      motion: 'Mouvement Couloir',
      battery: 'Batterie',
    },
    [
      ['use-per-device', 'la consommation de la bouilloire', KETTLE_POWER],
      ['guard', 'la consommation du lave-linge', WASHER_ENERGY],
      ['reading-of-kind', 'la batterie de la serrure', LOCK_BATTERY],
    ],
  ),
  metered(
    'r17c_nl_meter',
    'nl',
    {
      washer: 'Wasmachine',
      kettle: 'Waterkoker',
      power: 'Vermogen',
      energy: 'Energie',
      lock: 'Achterdeur',
      motion: 'Beweging Gang',
      battery: 'Batterij',
    },
    [
      ['use-per-device', 'verbruik van de waterkoker', KETTLE_POWER],
      ['compound-reading', 'stroomverbruik van de waterkoker', KETTLE_POWER],
      ['compound-reading', 'het energieverbruik van de wasmachine', WASHER_ENERGY],
      ['reading-of-kind', 'de batterij van het slot', LOCK_BATTERY],
    ],
  ),
  metered(
    'r17c_da_maaler',
    'da',
    {
      washer: 'Vaskemaskine',
      kettle: 'Elkedel',
      power: 'Effekt',
      energy: 'Energi',
      lock: 'Bagdør',
      motion: 'Bevægelse Gang',
      battery: 'Batteri',
    },
    [
      ['use-per-device', 'forbruget på elkedlen', KETTLE_POWER],
      ['compound-reading', 'strømforbruget for elkedlen', KETTLE_POWER],
      ['compound-reading', 'energiforbruget for vaskemaskinen', WASHER_ENERGY],
      ['reading-of-kind', 'batteriet i låsen', LOCK_BATTERY],
    ],
  ),
  metered(
    'r17c_ko_meter',
    'ko',
    {
      washer: '세탁기',
      kettle: '에어프라이어',
      power: '전력',
      energy: '에너지',
      lock: '뒷문',
      motion: '복도 동작',
      battery: '배터리',
    },
    [
      ['use-per-device', '에어프라이어 에너지', KETTLE_POWER],
      ['usage-word', '세탁기 전력 사용량', WASHER_ENERGY],
      ['usage-word', '세탁기 사용량', WASHER_ENERGY],
      ['reading-of-kind', '도어락 배터리', LOCK_BATTERY],
    ],
  ),
  metered(
    'r17c_zh_meter',
    'zh',
    {
      washer: '洗衣机',
      kettle: '电水壶',
      power: '功率',
      energy: '能耗',
      lock: '后门',
      motion: '走廊人体',
      battery: '电池',
    },
    [
      ['usage-word', '洗衣机用电量', WASHER_ENERGY],
      ['usage-word', '洗衣机的用电量', WASHER_ENERGY],
      ['guard', '洗衣机功率', ['sensor.washer_power']],
    ],
  ),
];

/**
 * A Scandinavian home with a weather entity, a window sensor and a lamp: the weather said with its
 * definite ending, and a word in "-er" said so ("vädret", "fönstret").
 */
function scandinavian(
  id: string,
  language: string,
  names: [kitchen: string, window: string, lamp: string, forecast: string],
  cases: [tag: string, say: string, want: string[]][],
): EvalSuite {
  const [kitchen, window, lamp, forecast] = names;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['kitchen', kitchen, null]],
      devices: [
        one('kitchen', 'binary_sensor.kitchen_window', window, { deviceClass: 'window' }),
        one('kitchen', 'light.kitchen_lamp', lamp),
      ],
      loose: [['weather.forecast', forecast, { attributes: { temperature: 4, humidity: 88 } }]],
    },
    cases: cases.map(([tag, say, want]) => c(`ordinary ${tag}`, say, want)),
  };
}

const FORECAST = ['weather.forecast'];

/** Rule 6: the weather in Swedish, Danish and Norwegian, also definite; "-er" words lose the "e" before "-et". */
const SCANDINAVIAN_WEATHER: EvalSuite[] = [
  scandinavian(
    'r17c_sv_weather',
    'sv',
    ['Kök', 'Köksfönster', 'Taklampa Kök', 'Prognos Stugan'],
    [
      ['weather-word', 'vädret', FORECAST],
      ['weather-word', 'hur är vädret', FORECAST],
      ['weather-word', 'väderprognosen', FORECAST],
      ['guard', 'är fönstret i köket öppet', ['binary_sensor.kitchen_window']],
      ['guard', 'taklampan i köket', ['light.kitchen_lamp']],
    ],
  ),
  scandinavian(
    'r17c_da_weather',
    'da',
    ['Køkken', 'Køkkenvindue', 'Loftlampe Køkken', 'Prognose Sommerhus'],
    [
      ['weather-word', 'vejret', FORECAST],
      ['weather-word', 'hvordan er vejret', FORECAST],
      ['weather-word', 'vejrudsigten', FORECAST],
      ['guard', 'loftlampen i køkkenet', ['light.kitchen_lamp']],
    ],
  ),
  scandinavian(
    'r17c_nb_weather',
    'nb',
    ['Kjøkken', 'Kjøkkenvindu', 'Taklampe Kjøkken', 'Prognose Hytta'],
    [
      ['weather-word', 'været', FORECAST],
      ['weather-word', 'hvordan er været', FORECAST],
      ['weather-word', 'værmeldingen', FORECAST],
    ],
  ),
];

const CO2: Options = { deviceClass: 'carbon_dioxide', attributes: { unit_of_measurement: 'ppm' } };
const PM25: Options = { deviceClass: 'pm25', attributes: { unit_of_measurement: 'µg/m³' } };
const HUMIDITY: Options = { deviceClass: 'humidity', attributes: { unit_of_measurement: '%' } };

/**
 * A bedroom with a CO2 monitor (its humidity too) and a ceiling lamp, a living room with an air purifier
 * that reports PM2.5: how the air is, asked of a room.
 */
function airHome(
  id: string,
  language: string,
  n: [
    bedroom: string,
    living: string,
    monitor: string,
    purifier: string,
    lamp: string,
    co2: string,
    humidity: string,
  ],
  cases: [tag: string, say: string, want: string[]][],
): EvalSuite {
  const [bedroom, living, monitor, purifier, lamp, co2, humidity] = n;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['bedroom', bedroom, null],
        ['living', living, null],
      ],
      devices: [
        {
          name: monitor,
          area: 'bedroom',
          entities: [
            ['sensor.monitor_co2', `${monitor} ${co2}`, CO2],
            ['sensor.monitor_humidity', `${monitor} ${humidity}`, HUMIDITY],
          ],
        },
        one('bedroom', 'light.bedroom_lamp', lamp),
        {
          name: purifier,
          area: 'living',
          entities: [
            ['fan.purifier', purifier],
            ['sensor.purifier_pm25', `${purifier} PM2.5`, PM25],
          ],
        },
      ],
      loose: [],
    },
    cases: cases.map(([tag, say, want]) => c(`ordinary ${tag}`, say, want)),
  };
}

const BEDROOM_CO2 = ['sensor.monitor_co2'];
const LIVING_PM = ['sensor.purifier_pm25'];

/**
 * Rule 7: air quality asked of a room with no particle or index sensor is its CO2 monitor. Rule 8: "the
 * air" of a room asks how the air is, and is no typo of a name's word ("luft" beside a "Loftlampe").
 */
const AIR: EvalSuite[] = [
  airHome(
    'r17c_en_air',
    'en',
    ['Bedroom', 'Lounge', 'Air Monitor', 'Air Purifier', 'Bedroom Ceiling', 'Carbon dioxide', 'Humidity'],
    [
      ['air-stand-in', 'air quality in the bedroom', BEDROOM_CO2],
      ['air-stand-in', 'the bedroom air quality', BEDROOM_CO2],
      ['guard', 'air quality in the lounge', LIVING_PM],
    ],
  ),
  airHome(
    'r17c_de_air',
    'de',
    [
      'Schlafzimmer',
      'Wohnzimmer',
      'Raumluftsensor',
      'Luftreiniger',
      'Deckenlampe',
      'Kohlendioxid',
      'Luftfeuchtigkeit',
    ],
    [
      ['air-stand-in', 'Luftqualität im Schlafzimmer', BEDROOM_CO2],
      ['air-word', 'wie ist die Luft im Schlafzimmer', BEDROOM_CO2],
      ['guard', 'Luftfeuchtigkeit im Schlafzimmer', ['sensor.monitor_humidity']],
      ['guard', 'Luftqualität im Wohnzimmer', LIVING_PM],
    ],
  ),
  airHome(
    'r17c_es_air',
    'es',
    [
      'Dormitorio',
      'Salón',
      'Medidor CO2',
      'Purificador',
      'Plafón Dormitorio',
      'Dióxido de carbono',
      'Humedad',
    ],
    [
      ['air-stand-in', 'la calidad del aire en el dormitorio', BEDROOM_CO2],
      ['guard', 'la calidad del aire en el salón', LIVING_PM],
    ],
  ),
  airHome(
    'r17c_it_air',
    'it',
    [
      'Camera',
      'Soggiorno',
      'Sensore Aria',
      'Purificatore',
      'Plafoniera Camera',
      'Anidride carbonica',
      'Umidità',
    ],
    [['air-stand-in', "la qualità dell'aria in camera", BEDROOM_CO2]],
  ),
  airHome(
    'r17c_nl_air',
    'nl',
    [
      'Slaapkamer',
      'Woonkamer',
      'Luchtmeter',
      'Luchtreiniger',
      'Plafondlamp Slaapkamer',
      'Kooldioxide',
      'Luchtvochtigheid',
    ],
    [
      ['air-stand-in', 'luchtkwaliteit in de slaapkamer', BEDROOM_CO2],
      ['air-word', 'hoe is de lucht in de slaapkamer', BEDROOM_CO2],
    ],
  ),
  airHome(
    'r17c_pl_air',
    'pl',
    ['Sypialnia', 'Salon', 'Czujnik CO2', 'Oczyszczacz', 'Lampa Sypialnia', 'Dwutlenek węgla', 'Wilgotność'],
    [
      ['air-stand-in', 'jakość powietrza w sypialni', BEDROOM_CO2],
      ['air-word', 'jakie jest powietrze w sypialni', BEDROOM_CO2],
    ],
  ),
  airHome(
    'r17c_sv_air',
    'sv',
    ['Sovrum', 'Vardagsrum', 'Luftmätare', 'Luftrenare', 'Loftlampa', 'Koldioxid', 'Luftfuktighet'],
    [
      ['air-word', 'hur är luften i sovrummet', BEDROOM_CO2],
      ['guard', 'luftfuktigheten i sovrummet', ['sensor.monitor_humidity']],
    ],
  ),
  airHome(
    'r17c_da_air',
    'da',
    ['Kontor', 'Stue', 'Luftmåler', 'Luftrenser', 'Loftlampe Kontor', 'Kuldioxid', 'Luftfugtighed'],
    [
      ['air-word', 'luften på kontoret', BEDROOM_CO2],
      ['guard', 'loftlampen på kontoret', ['light.bedroom_lamp']],
    ],
  ),
  airHome(
    'r17c_ko_air',
    'ko',
    ['침실', '거실', '공기측정기', '공기청정기', '침실 조명', '이산화탄소', '습도'],
    [
      ['air-word', '침실 공기 어때', BEDROOM_CO2],
      ['guard', '침실 습도', ['sensor.monitor_humidity']],
    ],
  ),
];

/** A home whose vacuum and air monitor are named by product line, not by maker. */
function makers(
  id: string,
  language: string,
  rooms: [hall: string, office: string],
  cases: [tag: string, say: string, want: string[]][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['hall', rooms[0], null],
        ['office', rooms[1], null],
      ],
      devices: [
        one('hall', 'vacuum.conga', 'Conga 2290'),
        {
          name: 'Home Coach',
          area: 'office',
          entities: [['sensor.coach_co2', 'Home Coach CO2', CO2]],
        },
        one('office', 'light.office', `${rooms[1]} Lamp`),
      ],
      loose: [],
    },
    cases: cases.map(([tag, say, want]) => c(`brand ${tag}`, say, want)),
  };
}

/** Rule 9: a maker said for its product line (Cecotec for a Conga, Netatmo for a Home Coach). */
const MAKERS: EvalSuite[] = [
  makers(
    'r17c_es_makers',
    'es',
    ['Recibidor', 'Despacho'],
    [
      ['maker', 'la cecotec', ['vacuum.conga']],
      ['maker', 'el robot de cecotec', ['vacuum.conga']],
      ['maker', 'el netatmo del despacho', ['sensor.coach_co2']],
      ['guard', 'la conga', ['vacuum.conga']],
    ],
  ),
  makers(
    'r17c_fr_makers',
    'fr',
    ['Entrée', 'Bureau'],
    [
      ['maker', 'le netatmo', ['sensor.coach_co2']],
      ['maker', "l'aspirateur cecotec", ['vacuum.conga']],
    ],
  ),
  makers(
    'r17c_en_makers',
    'en',
    ['Hall', 'Study'],
    [
      ['maker', 'the cecotec', ['vacuum.conga']],
      ['maker', 'the netatmo in the study', ['sensor.coach_co2']],
    ],
  ),
];

const GROUP = ['light.group'];
const PLAIN = ['light.plain_plural', 'light.plain_other'];

/** Rule 1: a light group said by its own name is the group, not the group and its members. */
const LIGHT_GROUPS: EvalSuite[] = [
  groupedRoom(
    'r17c_en_den',
    'en',
    ['Den', 'Porch'],
    ['Den Ceiling', 'Den Lamp', 'Den Lights', 'Porch Lights', 'Porch Sconce'],
    [
      ['Den Lights', GROUP],
      ['the den lights', GROUP],
      ['the lights on the porch', PLAIN],
      ['Den Lamp', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_de_essen',
    'de',
    ['Esszimmer', 'Diele'],
    ['Esszimmer Decke', 'Esszimmer Stehlampe', 'Esszimmer Lampen', 'Diele Lampen', 'Diele Spiegel'],
    [
      ['Esszimmer Lampen', GROUP],
      ['die Esszimmer Lampen', GROUP],
      ['die Lampen in der Diele', PLAIN],
      ['Esszimmer Stehlampe', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_es_comedor',
    'es',
    ['Comedor', 'Terraza'],
    ['Comedor Techo', 'Comedor Lámpara', 'Luces Comedor', 'Luces Terraza', 'Farol Terraza'],
    [
      ['Luces Comedor', GROUP],
      ['las luces comedor', GROUP],
      ['las luces de la terraza', PLAIN],
      ['Comedor Lámpara', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_fr_bureau',
    'fr',
    ['Bureau', 'Véranda'],
    ['Bureau Plafonnier', 'Bureau Lampe', 'Lumières Bureau', 'Lumières Véranda', 'Applique Véranda'],
    [
      ['Lumières Bureau', GROUP],
      ['les lumières bureau', GROUP],
      ['les lumières de la véranda', PLAIN],
      ['Bureau Lampe', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_it_studio',
    'it',
    ['Studio', 'Portico'],
    ['Studio Soffitto', 'Studio Lampada', 'Luci Studio', 'Luci Portico', 'Applique Portico'],
    [
      ['Luci Studio', GROUP],
      ['le luci del portico', PLAIN],
    ],
  ),
  groupedRoom(
    'r17c_pt_quarto',
    'pt',
    ['Escritório', 'Varanda'],
    ['Escritório Teto', 'Escritório Candeeiro', 'Luzes Escritório', 'Luzes Varanda', 'Arandela Varanda'],
    [
      ['Luzes Escritório', GROUP],
      ['as luzes da varanda', PLAIN],
    ],
  ),
];

export const SEVENTEENTH_ROUND_C: readonly EvalSuite[] = [
  ...LIGHT_GROUPS,
  ...READINGS,
  ...SCANDINAVIAN_WEATHER,
  ...AIR,
  ...MAKERS,
];
