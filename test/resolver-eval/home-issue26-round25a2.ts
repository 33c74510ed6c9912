// Issue 26, round 25a (rules 4–8): cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * The plain word for a sensor said of a thing whose sensor is a binary one ("sump pump leak sensor" for a
 * "Sump Pump Leak" moisture sensor, "sensor de movimento da garagem", "le capteur du portillon"): that
 * binary sensor, where no sensor of a reading is there; a reading sensor there still answers.
 */
export const PLAIN_SENSOR_WORD: EvalSuite[] = [
  homeOf(
    'r25a_en_split_level',
    'en',
    [
      ['basement', 'Basement'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('basement', 'binary_sensor.sump_pump_leak', 'Sump Pump Leak', { deviceClass: 'moisture' }),
      one('basement', 'sensor.basement_temperature', 'Basement Temperature', { deviceClass: 'temperature' }),
      one('kitchen', 'binary_sensor.dishwasher_leak', 'Dishwasher Leak', { deviceClass: 'moisture' }),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
    ],
    [
      c('ordinary plain-sensor', 'sump pump leak sensor', ['binary_sensor.sump_pump_leak']),
      c('ordinary plain-sensor', 'the dishwasher leak sensor', ['binary_sensor.dishwasher_leak']),
      c('ordinary plain-sensor-reading', 'basement temperature sensor', ['sensor.basement_temperature']),
      c('ordinary plain-sensor-reading', 'the basement sensor', ['sensor.basement_temperature']),
    ],
  ),
  homeOf(
    'r25a_pt_moradia',
    'pt',
    [
      ['garagem', 'Garagem'],
      ['sala', 'Sala'],
    ],
    [
      one('garagem', 'binary_sensor.movimento_garagem', 'Movimento garagem', { deviceClass: 'motion' }),
      one('garagem', 'light.garagem', 'Luz garagem'),
      one('sala', 'sensor.sala_temperatura', 'Temperatura sala', { deviceClass: 'temperature' }),
    ],
    [c('ordinary plain-sensor', 'sensor de movimento da garagem', ['binary_sensor.movimento_garagem'])],
  ),
  homeOf(
    'r25a_fr_longere',
    'fr',
    [
      ['jardin', 'Jardin'],
      ['salon', 'Salon'],
    ],
    [
      one('jardin', 'binary_sensor.portillon', 'Portillon', { deviceClass: 'opening' }),
      one('jardin', 'light.jardin', 'Lumière jardin'),
      one('salon', 'light.salon', 'Lampe salon'),
    ],
    [c('ordinary plain-sensor', 'le capteur du portillon', ['binary_sensor.portillon'])],
  ),
];

/**
 * Chinese "开锁" (open the lock) is unlocking, said before or after the door: the door's lock, not its
 * contact sensor ("前门开锁", "開鎖前門"); asked whether it is open, the sensor still answers.
 */
export const OPEN_THE_LOCK: EvalSuite[] = [
  homeOf(
    'r25a_zh_siheyuan',
    'zh',
    [
      ['qianting', '前厅'],
      ['chufang', '厨房'],
    ],
    [
      one('qianting', 'lock.qianmen', '前门'),
      one('qianting', 'binary_sensor.qianmen', '前门门磁', { deviceClass: 'door' }),
      one('chufang', 'light.chufang', '厨房灯'),
    ],
    [
      c('device-sensor open-the-lock', '前门开锁', ['lock.qianmen']),
      c('device-sensor open-the-lock', '開鎖前門', ['lock.qianmen']),
      c('device-sensor open-the-lock-state', '前门开着吗', ['binary_sensor.qianmen']),
    ],
  ),
];

/**
 * A word that says a kind ("warm", "kalt": a temperature asked) and that a name elsewhere holds ("Warm White
 * Strip", "Kaltwasserzähler"), said of a place where no name holds it: the kind there. The name said is
 * still the named thing.
 */
export const KIND_WORD_IN_A_NAME: EvalSuite[] = [
  homeOf(
    'r25a_en_lake_lodge',
    'en',
    [
      ['lounge', 'Lounge'],
      ['sauna', 'Sauna'],
    ],
    [
      one('lounge', 'light.warm_white_strip', 'Warm White Strip'),
      one('sauna', 'sensor.sauna_temperature', 'Sauna Temperature', { deviceClass: 'temperature' }),
      one('sauna', 'switch.sauna_heater', 'Sauna Heater'),
    ],
    [
      c('activity kind-in-a-name', 'how warm is it in the sauna', ['sensor.sauna_temperature']),
      c('ordinary kind-in-a-name-own', 'warm white strip', ['light.warm_white_strip']),
    ],
  ),
  homeOf(
    'r25a_de_weingut',
    'de',
    [
      ['weinkeller', 'Weinkeller'],
      ['hauswirtschaft', 'Hauswirtschaftsraum'],
    ],
    [
      one('weinkeller', 'sensor.weinkeller_temperatur', 'Weinkeller Temperatur', {
        deviceClass: 'temperature',
      }),
      one('hauswirtschaft', 'sensor.kalt_wasser', 'Wasserzähler kalt', { deviceClass: 'water' }),
      one('hauswirtschaft', 'light.hwr', 'HWR Licht'),
    ],
    [
      c('activity kind-in-a-name', 'wie kalt ist es im Weinkeller', ['sensor.weinkeller_temperatur']),
      c('ordinary kind-in-a-name-own', 'Wasserzähler kalt', ['sensor.kalt_wasser']),
    ],
  ),
];

/**
 * Italian "camera" (a bedroom) is a camera in French and English once folded: "la caméra du pigeonnier" is
 * the dovecote's camera (hidden there: not available), not the room of someone called Pigeonnier; in an
 * Italian home "la luce in camera di Marta" is still Marta's room.
 */
export const CAMERA_NOT_A_ROOM: EvalSuite[] = [
  homeOf(
    'r25a_fr_mas',
    'fr',
    [
      ['pigeonnier', 'Pigeonnier'],
      ['salon', 'Salon'],
    ],
    [
      one('pigeonnier', 'light.pigeonnier', 'Pigeonnier'),
      one('pigeonnier', 'camera.pigeonnier', 'Caméra pigeonnier', { hidden: true }),
      one('salon', 'camera.salon', 'Caméra salon'),
    ],
    [
      c('hidden-similar camera-not-a-room', 'la caméra du pigeonnier', 'not-exposed'),
      c('ordinary camera-not-a-room-own', 'le pigeonnier', ['light.pigeonnier']),
    ],
  ),
  homeOf(
    'r25a_it_bilocale',
    'it',
    [
      ['marta', 'Marta'],
      ['soggiorno', 'Soggiorno'],
    ],
    [one('marta', 'light.marta', 'Plafoniera Marta'), one('soggiorno', 'light.soggiorno', 'Luce soggiorno')],
    [c('named-after camera-not-a-room-it', 'la luce in camera di Marta', ['light.marta'])],
  ),
];

/**
 * What a Polish name serves, said in the genitive ("Lampka szafki nocnej", "Sterownik pieca gazowego"): the
 * thing is found by what it serves in the nominative ("szafka nocna", "piec gazowy"), as a fountain's pump by
 * the fountain.
 */
export const POLISH_GENITIVE_PAIR: EvalSuite[] = [
  homeOf(
    'r25a_pl_blizniak',
    'pl',
    [
      ['sypialnia', 'Sypialnia'],
      ['kotlownia', 'Kotłownia'],
      ['salon', 'Salon'],
    ],
    [
      one('sypialnia', 'light.lampka_szafki', 'Lampka szafki nocnej'),
      one('sypialnia', 'light.sypialnia_sufit', 'Lampa sufitowa sypialnia'),
      one('kotlownia', 'switch.sterownik_pieca', 'Sterownik pieca gazowego'),
      one('salon', 'light.salon', 'Światło salon'),
    ],
    [
      c('name-wins polish-genitive', 'szafka nocna w sypialni', ['light.lampka_szafki']),
      c('name-wins polish-genitive', 'piec gazowy', ['switch.sterownik_pieca']),
      c('ordinary polish-genitive-own', 'lampa sufitowa w sypialni', ['light.sypialnia_sufit']),
    ],
  ),
];

export const ROUND_25A2: EvalSuite[] = [
  ...PLAIN_SENSOR_WORD,
  ...OPEN_THE_LOCK,
  ...KIND_WORD_IN_A_NAME,
  ...CAMERA_NOT_A_ROOM,
  ...POLISH_GENITIVE_PAIR,
];
