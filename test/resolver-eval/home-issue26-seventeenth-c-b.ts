// Issue 26, round 17c, second part: rules 6 to 10 (the weather in Scandinavian languages, how the air in a
// room is, a maker said for its product line, a compound lamp name), in homes of our own, none a slice's.
import { c, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

type Options = NonNullable<EvalEntity[2]>;
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

/**
 * A study with a ceiling light named by the ceiling and a lamp named in one compound ("Schreibtischlampe"),
 * a hall with two compound lamps: a lamp word said of a room is the compound that ends in it.
 */
function compoundLamps(
  id: string,
  language: string,
  n: [study: string, hall: string, ceiling: string, desk: string, hallA: string, hallB: string],
  cases: [tag: string, say: string, want: string[] | { ask: string[] }][],
): EvalSuite {
  const [study, hall, ceiling, desk, hallA, hallB] = n;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['study', study, null],
        ['hall', hall, null],
      ],
      devices: [
        one('study', 'light.study_ceiling', ceiling),
        one('study', 'light.study_desk', desk),
        one('hall', 'light.hall_a', hallA),
        one('hall', 'light.hall_b', hallB),
      ],
      loose: [],
    },
    cases: cases.map(([tag, say, want]) => c(`name-wins ${tag}`, say, want)),
  };
}

const STUDY_BOTH = ['light.study_ceiling', 'light.study_desk'];

/** Rule 10: a lamp word said of a room is the light whose one-word name ends in it ("Schreibtischlampe"). */
const COMPOUND_LAMPS: EvalSuite[] = [
  compoundLamps(
    'r17c_de_lamps',
    'de',
    ['Arbeitszimmer', 'Diele', 'Arbeitszimmer Decke', 'Schreibtischlampe', 'Wandlampe', 'Spiegellampe'],
    [
      ['compound-head', 'die Lampe im Arbeitszimmer', ['light.study_desk']],
      ['guard', 'das Licht im Arbeitszimmer', STUDY_BOTH],
      ['compound-head', 'die Lampe in der Diele', ['light.hall_a', 'light.hall_b']],
    ],
  ),
  compoundLamps(
    'r17c_nl_lamps',
    'nl',
    ['Studeerkamer', 'Gang', 'Plafond Studeerkamer', 'Bureaulamp', 'Wandlamp', 'Spiegellamp'],
    [
      ['guard', 'de lamp in de studeerkamer', ['light.study_desk']],
      ['guard', 'het licht in de studeerkamer', STUDY_BOTH],
    ],
  ),
  compoundLamps(
    'r17c_de_leuchten',
    'de',
    ['Bad', 'Flur', 'Bad Decke', 'Spiegelleuchte', 'Wandleuchte', 'Nachtlicht'],
    [
      ['guard', 'die Leuchte im Bad', ['light.study_desk']],
      ['guard', 'das Licht im Bad', STUDY_BOTH],
    ],
  ),
];

export const SEVENTEENTH_ROUND_C_B: readonly EvalSuite[] = [
  ...SCANDINAVIAN_WEATHER,
  ...AIR,
  ...MAKERS,
  ...COMPOUND_LAMPS,
];
