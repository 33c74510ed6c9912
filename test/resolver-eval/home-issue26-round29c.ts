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

/**
 * A detector named after what it watches ("Dishwasher Leak", "Lave-linge fuite") is still a detector of its
 * class: "the leak sensor" beside two asks which, not only the one named after no appliance. A door sensor
 * named after an appliance ("Fridge Door") is left as it was (hazard-watch.ts).
 */
export const DETECTOR_NAMED_AFTER_WHAT_IT_WATCHES: EvalSuite[] = [
  {
    home: {
      id: 'r29c_en_semi',
      language: 'en',
      floors: [],
      areas: [
        ['kitchen', 'Kitchen', null],
        ['bathroom', 'Bathroom', null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('kitchen', 'binary_sensor.dishwasher_leak', 'Dishwasher Leak', { deviceClass: 'moisture' }),
        one('bathroom', 'binary_sensor.bath_leak', 'Bath Leak Sensor', { deviceClass: 'moisture' }),
        one('kitchen', 'switch.dishwasher', 'Dishwasher'),
        one('kitchen', 'binary_sensor.fridge_door', 'Fridge Door', { deviceClass: 'door' }),
        one('hall', 'binary_sensor.front_door', 'Front Door', { deviceClass: 'door' }),
      ],
      loose: [],
    },
    cases: [
      c('ask-one hazard-watch', 'the leak sensor', {
        ask: ['binary_sensor.dishwasher_leak', 'binary_sensor.bath_leak'],
      }),
      c('ordinary hazard-watch', 'all the leak sensors', [
        'binary_sensor.dishwasher_leak',
        'binary_sensor.bath_leak',
      ]),
      // Neighbours: the appliance itself, and the home's door.
      c('ordinary hazard-watch', 'turn on the dishwasher', ['switch.dishwasher']),
      c('device-sensor hazard-watch', 'is the front door open', ['binary_sensor.front_door']),
      c('ordinary hazard-watch', 'the leak sensor in the bathroom', ['binary_sensor.bath_leak']),
    ],
  },
  {
    home: {
      id: 'r29c_fr_pavillon',
      language: 'fr',
      floors: [],
      areas: [
        ['buanderie', 'Buanderie', null],
        ['cuisine', 'Cuisine', null],
      ],
      devices: [
        one('buanderie', 'binary_sensor.fuite_lave_linge', 'Fuite lave-linge', { deviceClass: 'moisture' }),
        one('cuisine', 'binary_sensor.fuite_evier', 'Capteur de fuite évier', { deviceClass: 'moisture' }),
        one('cuisine', 'binary_sensor.fumee_cuisine', 'Détecteur fumée cuisine', { deviceClass: 'smoke' }),
        one('buanderie', 'binary_sensor.fumee_chaudiere', 'Chaudière fumée', { deviceClass: 'smoke' }),
      ],
      loose: [],
    },
    cases: [
      c('ask-one hazard-watch', 'le détecteur de fuite', {
        ask: ['binary_sensor.fuite_lave_linge', 'binary_sensor.fuite_evier'],
      }),
      c('ask-one hazard-watch', 'le détecteur de fumée', {
        ask: ['binary_sensor.fumee_cuisine', 'binary_sensor.fumee_chaudiere'],
      }),
    ],
  },
  {
    home: {
      id: 'r29c_de_doppelhaus',
      language: 'de',
      floors: [],
      areas: [
        ['kueche', 'Küche', null],
        ['bad', 'Bad', null],
      ],
      devices: [
        one('kueche', 'binary_sensor.wm_spueler', 'Wassermelder Geschirrspüler', { deviceClass: 'moisture' }),
        one('bad', 'binary_sensor.wm_bad', 'Wassermelder Bad', { deviceClass: 'moisture' }),
        one('kueche', 'switch.geschirrspueler', 'Geschirrspüler'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one hazard-watch', 'der Leckagesensor', {
        ask: ['binary_sensor.wm_spueler', 'binary_sensor.wm_bad'],
      }),
      c('ordinary hazard-watch', 'den Geschirrspüler einschalten', ['switch.geschirrspueler']),
    ],
  },
  {
    home: {
      id: 'r29c_ko_villa',
      language: 'ko',
      floors: [],
      areas: [
        ['jubang', '주방', null],
        ['yokshil', '욕실', null],
      ],
      devices: [
        one('jubang', 'binary_sensor.sikse_nusu', '식기세척기 누수센서', { deviceClass: 'moisture' }),
        one('yokshil', 'binary_sensor.yokshil_nusu', '욕실 누수센서', { deviceClass: 'moisture' }),
      ],
      loose: [],
    },
    cases: [
      c('ask-one hazard-watch', '누수 감지기', {
        ask: ['binary_sensor.sikse_nusu', 'binary_sensor.yokshil_nusu'],
      }),
      c('ordinary hazard-watch', '욕실 누수 감지기', ['binary_sensor.yokshil_nusu']),
    ],
  },
  {
    home: {
      id: 'r29c_ja_mansion',
      language: 'ja',
      floors: [],
      areas: [
        ['daidokoro', '台所', null],
        ['senmenjo', '洗面所', null],
      ],
      devices: [
        one('daidokoro', 'binary_sensor.shokusen_leak', '食洗機 漏水', { deviceClass: 'moisture' }),
        one('senmenjo', 'binary_sensor.senmen_leak', '洗面所 漏水センサー', { deviceClass: 'moisture' }),
      ],
      loose: [],
    },
    cases: [
      c('ask-one hazard-watch', '水漏れセンサー', {
        ask: ['binary_sensor.shokusen_leak', 'binary_sensor.senmen_leak'],
      }),
    ],
  },
];
