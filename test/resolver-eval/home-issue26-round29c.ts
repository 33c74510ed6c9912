// Issue 26, round 29c: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A smoke, carbon monoxide or gas detector asked for by its everyday word, whatever its name says: "all the
 * smoke detectors" are every smoke sensor, "czujnik czadu" the carbon monoxide one, "烟感" a smoke sensor and
 * never the gas one beside it (words/safety-concepts.ts).
 */
export const SAFETY_DETECTORS: EvalSuite[] = [
  {
    home: {
      id: 'r29c_en_terrace',
      language: 'en',
      floors: [['first', 'First Floor', 1]],
      areas: [
        ['landing', 'Landing', 'first'],
        ['loft', 'Loft', 'first'],
        ['kitchen', 'Kitchen', 'first'],
        ['utility', 'Utility', 'first'],
      ],
      devices: [
        one('landing', 'binary_sensor.landing_smoke', 'Landing Smoke Alarm', { deviceClass: 'smoke' }),
        one('loft', 'binary_sensor.loft_smoke', 'Loft Smoke Sensor', { deviceClass: 'smoke' }),
        one('utility', 'binary_sensor.boiler_monoxide', 'Boiler Monoxide', {
          deviceClass: 'carbon_monoxide',
        }),
        one('kitchen', 'binary_sensor.hob_gas', 'Hob Gas', { deviceClass: 'gas' }),
        one('kitchen', 'switch.gas_fire', 'Gas Fire'),
        one('kitchen', 'binary_sensor.kitchen_motion', 'Kitchen Motion', { deviceClass: 'motion' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary safety-detector', 'all the smoke detectors', [
        'binary_sensor.landing_smoke',
        'binary_sensor.loft_smoke',
      ]),
      c('ordinary safety-detector', 'smoke detector in the loft', ['binary_sensor.loft_smoke']),
      c('ordinary safety-detector', 'the carbon monoxide detector', ['binary_sensor.boiler_monoxide']),
      c('ordinary safety-detector', 'the gas detector', ['binary_sensor.hob_gas']),
      c('ordinary safety-detector', 'is there a gas leak', ['binary_sensor.hob_gas']),
      // Neighbours: two smoke sensors asked for as one; the gas fire is still the switch.
      c('ask-one safety-detector', 'the smoke alarm', {
        ask: ['binary_sensor.landing_smoke', 'binary_sensor.loft_smoke'],
      }),
      c('name-wins safety-detector', 'turn off the gas fire', ['switch.gas_fire']),
      c('ordinary safety-detector', 'the landing smoke alarm', ['binary_sensor.landing_smoke']),
    ],
  },
  {
    home: {
      id: 'r29c_en_flat_nosmoke',
      language: 'en',
      floors: [],
      areas: [
        ['hall', 'Hall', null],
        ['lounge', 'Lounge', null],
      ],
      devices: [
        one('hall', 'binary_sensor.hall_door', 'Hall Door', { deviceClass: 'door' }),
        one('lounge', 'binary_sensor.lounge_motion', 'Lounge Motion', { deviceClass: 'motion' }),
        one('lounge', 'light.lounge', 'Lounge Lamp'),
      ],
      loose: [],
    },
    // No smoke sensor in the flat: not the door's or the motion sensor.
    cases: [c('ordinary safety-detector', 'the smoke detector', 'not-found')],
  },
  {
    home: {
      id: 'r29c_de_altbau',
      language: 'de',
      floors: [],
      areas: [
        ['diele', 'Diele', null],
        ['kinder', 'Kinderzimmer', null],
        ['keller', 'Keller', null],
        ['kueche', 'Küche', null],
      ],
      devices: [
        one('diele', 'binary_sensor.rwm_diele', 'Rauchwarnmelder Diele', { deviceClass: 'smoke' }),
        one('kinder', 'binary_sensor.rauch_kinder', 'Rauchsensor Kinderzimmer', { deviceClass: 'smoke' }),
        one('keller', 'binary_sensor.co_keller', 'Kohlenmonoxid Keller', { deviceClass: 'carbon_monoxide' }),
        one('kueche', 'binary_sensor.gas_kueche', 'Gassensor Herd', { deviceClass: 'gas' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary safety-detector', 'alle Rauchmelder', [
        'binary_sensor.rwm_diele',
        'binary_sensor.rauch_kinder',
      ]),
      c('ordinary safety-detector', 'der Gasmelder', ['binary_sensor.gas_kueche']),
      c('ordinary safety-detector', 'der Rauchmelder im Kinderzimmer', ['binary_sensor.rauch_kinder']),
    ],
  },
  {
    home: {
      id: 'r29c_pl_dom',
      language: 'pl',
      floors: [],
      areas: [
        ['salon', 'Salon', null],
        ['lazienka', 'Łazienka', null],
        ['kuchnia', 'Kuchnia', null],
      ],
      devices: [
        one('salon', 'binary_sensor.dym_salon', 'Czujka dymu salon', { deviceClass: 'smoke' }),
        one('kuchnia', 'binary_sensor.dym_kuchnia', 'Dym kuchnia', { deviceClass: 'smoke' }),
        one('lazienka', 'binary_sensor.co_lazienka', 'Detektor CO łazienka', {
          deviceClass: 'carbon_monoxide',
        }),
        one('kuchnia', 'binary_sensor.gaz_kuchnia', 'Gaz kuchenka', { deviceClass: 'gas' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary safety-detector', 'czujnik czadu', ['binary_sensor.co_lazienka']),
      c('ordinary safety-detector', 'czujnik dymu w kuchni', ['binary_sensor.dym_kuchnia']),
      c('ordinary safety-detector', 'czujnik gazu', ['binary_sensor.gaz_kuchnia']),
    ],
  },
  {
    home: {
      id: 'r29c_zh_loufang',
      language: 'zh',
      floors: [],
      areas: [
        ['keting', '客厅', null],
        ['chufang', '厨房', null],
      ],
      devices: [
        one('keting', 'binary_sensor.yan_keting', '客厅烟雾报警器', { deviceClass: 'smoke' }),
        one('chufang', 'binary_sensor.yan_chufang', '厨房烟雾报警器', { deviceClass: 'smoke' }),
        one('chufang', 'binary_sensor.ranqi_chufang', '厨房燃气', { deviceClass: 'gas' }),
        one('chufang', 'binary_sensor.shuijin_chufang', '厨房水浸', { deviceClass: 'moisture' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary safety-detector', '客厅的烟感', ['binary_sensor.yan_keting']),
      c('ordinary safety-detector', '燃气报警器', ['binary_sensor.ranqi_chufang']),
      c('ordinary safety-detector', '所有烟雾报警器', [
        'binary_sensor.yan_keting',
        'binary_sensor.yan_chufang',
      ]),
    ],
  },
];
