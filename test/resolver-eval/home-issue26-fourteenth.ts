// Issue 26, round 14: rules found on held-out slices 18–20, each tried in small homes of our own (none a
// slice's home or request): outdoor places and wordings for "outside", …
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const temperature = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};

/** A home with an indoor thermometer and one on a roof or in a courtyard, asked how warm it is outside. */
function outdoorHome(
  id: string,
  language: string,
  outdoor: [areaId: string, areaName: string, sensorName: string],
  indoor: [areaId: string, areaName: string, sensorName: string],
  asked: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        [outdoor[0], outdoor[1], null],
        [indoor[0], indoor[1], null],
      ],
      devices: [
        one(outdoor[0], `sensor.${outdoor[0]}_t`, outdoor[2], temperature),
        one(indoor[0], `sensor.${indoor[0]}_t`, indoor[2], temperature),
        one(indoor[0], `light.${indoor[0]}`, `${indoor[1]} light`),
      ],
      loose: [],
    },
    cases: asked.map((say) => c('activity', say, [`sensor.${outdoor[0]}_t`])),
  };
}

// Rule 1: a roof terrace and a courtyard are outdoors; Polish says "outside" as "na dworze", "na polu".
export const OUTDOOR_PLACES: readonly EvalSuite[] = [
  outdoorHome(
    'r14-out-es',
    'es',
    ['azotea', 'Azotea', 'Termómetro azotea'],
    ['sala', 'Sala', 'Termómetro sala'],
    ['cuánto calor hace afuera', 'qué temperatura hay fuera'],
  ),
  outdoorHome(
    'r14-out-ko',
    'ko',
    ['oktap', '옥상', '옥상 온도계'],
    ['geosil', '거실', '거실 온도계'],
    ['밖은 몇 도야'],
  ),
  outdoorHome(
    'r14-out-ja',
    'ja',
    ['okujo', '屋上', '屋上 温度計'],
    ['living', 'リビング', 'リビング 温度計'],
    ['外は暑い'],
  ),
  outdoorHome(
    'r14-out-de',
    'de',
    ['dach', 'Dachterrasse', 'Thermometer oben'],
    ['kueche', 'Küche', 'Thermometer Küche'],
    ['wie kalt ist es draußen'],
  ),
  outdoorHome(
    'r14-out-nl',
    'nl',
    ['koer', 'Koer', 'Thermometer koer'],
    ['keuken', 'Keuken', 'Thermometer keuken'],
    ['hoe koud is het buiten'],
  ),
  outdoorHome(
    'r14-out-it',
    'it',
    ['cortile', 'Cortile', 'Sonda cortile'],
    ['cucina', 'Cucina', 'Sonda cucina'],
    ['fa freddo fuori'],
  ),
  outdoorHome(
    'r14-out-pl',
    'pl',
    ['podworko', 'Podwórko', 'Czujnik podwórko'],
    ['kuchnia', 'Kuchnia', 'Czujnik kuchnia'],
    ['jak zimno jest na dworze', 'czy jest ciepło na polu'],
  ),
  outdoorHome(
    'r14-out-en',
    'en',
    ['roof', 'Rooftop', 'Roof sensor'],
    ['den', 'Den', 'Den sensor'],
    ['how cold is it outside'],
  ),
];

export const FOURTEENTH_ROUND: readonly EvalSuite[] = [...OUTDOOR_PLACES];
