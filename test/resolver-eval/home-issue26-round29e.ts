// Issue 26, round 29e: cases of our own, in homes of our own (entrances, hallways, stairs, bathrooms);
// none is a slice's request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * The doorbell, the intercom and its door opener by the words people use, whatever the name says: a
 * "Dørklokke" is "ringeklokken", an "Interphone" the "visiophone", a "Türöffner" the "Türsummer"; the
 * doorbell and the intercom stay two things where a home has both.
 */
export const ROUND_29E_DOOR_STATION: EvalSuite[] = [
  home(
    'r29e_da_entre',
    'da',
    [
      ['gang', 'Gang'],
      ['stue', 'Stue'],
    ],
    [
      one('gang', 'camera.doerklokke', 'Dørklokke Gang'),
      one('gang', 'light.gang', 'Gang loft'),
      one('stue', 'media_player.stue', 'Stue højttaler'),
    ],
    [
      c('ordinary door-station', 'ringeklokken', ['camera.doerklokke']),
      c('ordinary door-station', 'vis ringeklokke', ['camera.doerklokke']),
      c('ordinary door-station', 'lyset i gangen', ['light.gang']),
    ],
  ),
  home(
    'r29e_fr_immeuble',
    'fr',
    [
      ['entree', 'Entrée'],
      ['salon', 'Salon'],
    ],
    [
      one('entree', 'camera.interphone', 'Interphone immeuble'),
      one('entree', 'camera.porte', 'Sonnette'),
      one('salon', 'media_player.salon', 'Enceinte salon'),
    ],
    [
      c('ordinary door-station', 'le visiophone', ['camera.interphone']),
      c('ordinary door-station', 'la sonnette vidéo', ['camera.porte']),
      c('ordinary door-station', 'la vidéo du salon', ['media_player.salon']),
    ],
  ),
  home(
    'r29e_sv_port',
    'sv',
    [
      ['hall', 'Hall'],
      ['kok', 'Kök'],
    ],
    [
      one('hall', 'camera.porttelefon', 'Porttelefon'),
      one('hall', 'camera.dorrklocka', 'Dörrklocka'),
      one('kok', 'light.kok', 'Köksbelysning'),
    ],
    [
      c('ordinary door-station', 'ringklockan', ['camera.dorrklocka']),
      c('ordinary door-station', 'porttelefonen', ['camera.porttelefon']),
    ],
  ),
  home(
    'r29e_ja_genkan',
    'ja',
    [
      ['genkan', '玄関'],
      ['living', 'リビング'],
    ],
    [one('genkan', 'camera.door', 'インターホン親機'), one('living', 'light.living', 'リビング照明')],
    [c('ordinary door-station', 'ドアホン', ['camera.door'])],
  ),
  home(
    'r29e_ko_apt',
    'ko',
    [
      ['hyeongwan', '현관'],
      ['geosil', '거실'],
    ],
    [one('geosil', 'camera.wallpad', '거실 월패드'), one('geosil', 'light.geosil', '거실 조명')],
    [c('ordinary door-station', '인터폰', ['camera.wallpad'])],
  ),
  home(
    'r29e_de_altbau',
    'de',
    [
      ['flur', 'Flur'],
      ['kueche', 'Küche'],
    ],
    [
      one('flur', 'button.tueroeffner', 'Türöffner Haus'),
      one('flur', 'camera.klingel', 'Türklingel'),
      one('kueche', 'light.kueche', 'Küche Decke'),
    ],
    [
      c('ordinary door-station', 'den Türsummer', ['button.tueroeffner']),
      c('ordinary door-station', 'die Türklingel', ['camera.klingel']),
      c('ordinary door-station', 'Licht in der Küche', ['light.kueche']),
    ],
  ),
];

/**
 * The motion sensor by its everyday word, in any of its names ("de bewegingsmelder" for a "Beweging hal",
 * "rörelsevakten" for a "PIR trapp"), one where the request says one, all where it says all; a light that
 * motion turns on stays the light, a sensor's other readings stay theirs.
 */
export const ROUND_29E_MOTION_SENSOR: EvalSuite[] = [
  home(
    'r29e_nl_rijtjes',
    'nl',
    [
      ['gang', 'Gang'],
      ['zolder', 'Zolder'],
    ],
    [
      one('gang', 'binary_sensor.gang_pir', 'Gang beweging', { deviceClass: 'motion' }),
      one('zolder', 'binary_sensor.zolder_pir', 'Aanwezigheid zolder', { deviceClass: 'occupancy' }),
      one('gang', 'light.gang', 'Ganglamp'),
      one('gang', 'binary_sensor.gang_deur', 'Gang deur', { deviceClass: 'door' }),
    ],
    [
      c('ordinary motion-sensor', 'bewegingsmelder op de gang', ['binary_sensor.gang_pir']),
      c('ask-one motion-sensor', 'de bewegingssensor', {
        ask: ['binary_sensor.gang_pir', 'binary_sensor.zolder_pir'],
      }),
      c('ordinary motion-sensor', 'alle bewegingssensoren', [
        'binary_sensor.gang_pir',
        'binary_sensor.zolder_pir',
      ]),
      c('ordinary motion-sensor', 'de lamp op de gang', ['light.gang']),
      c('ordinary motion-sensor', 'de deur van de gang', ['binary_sensor.gang_deur']),
    ],
  ),
  home(
    'r29e_sv_radhus',
    'sv',
    [
      ['trapp', 'Trapp'],
      ['hall', 'Hall'],
    ],
    [
      {
        name: 'PIR trapp',
        area: 'trapp',
        entities: [
          ['binary_sensor.pir_trapp', 'PIR trapp', { deviceClass: 'motion' }],
          ['sensor.pir_trapp_temp', 'PIR trapp temperatur', { deviceClass: 'temperature' }],
        ],
      },
      one('trapp', 'light.trapp', 'Trappljus'),
      one('hall', 'light.hall', 'Hall tak'),
    ],
    [
      c('ordinary motion-sensor', 'rörelsevakten i trappan', ['binary_sensor.pir_trapp']),
      c('ordinary motion-sensor', 'rörelsesensorn', ['binary_sensor.pir_trapp']),
      c('ordinary motion-sensor', 'temperaturen i trappan', ['sensor.pir_trapp_temp']),
      c('ordinary motion-sensor', 'ljuset i trappan', ['light.trapp']),
    ],
  ),
  home(
    'r29e_en_motion_light',
    'en',
    [
      ['porch', 'Porch'],
      ['hall', 'Hall'],
    ],
    [
      one('porch', 'light.porch_motion', 'Porch Motion Light'),
      one('hall', 'binary_sensor.hall_pir', 'Hall PIR', { deviceClass: 'motion' }),
    ],
    [
      c('ordinary motion-sensor', 'the motion sensor', ['binary_sensor.hall_pir']),
      c('ordinary motion-sensor', 'the porch motion light', ['light.porch_motion']),
    ],
  ),
  home(
    'r29e_zh_loudong',
    'zh',
    [
      ['zoulang', '走廊'],
      ['keting', '客厅'],
    ],
    [
      one('zoulang', 'binary_sensor.zoulang', '走廊人体传感器', { deviceClass: 'motion' }),
      one('zoulang', 'light.zoulang', '走廊灯'),
      one('keting', 'light.keting', '客厅灯'),
    ],
    [
      c('ordinary motion-sensor', '走廊感应器', ['binary_sensor.zoulang']),
      c('ordinary motion-sensor', '人体感应器', ['binary_sensor.zoulang']),
      c('ordinary motion-sensor', '走廊的灯', ['light.zoulang']),
    ],
  ),
];

/**
 * Polish "górne światło" (the upper light) is the ceiling light, as English "overhead light": the one named
 * by the ceiling among the room's lights; the room's light alone is still all of them.
 */
export const ROUND_29E_UPPER_LIGHT: EvalSuite[] = [
  home(
    'r29e_pl_mieszkanie',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      one('kuchnia', 'light.kuchnia_plafon', 'Kuchnia plafon'),
      one('kuchnia', 'light.kuchnia_blat', 'Kuchnia blat LED'),
      one('sypialnia', 'light.sypialnia_sufit', 'Sufit sypialnia'),
      one('sypialnia', 'light.sypialnia_nocna', 'Lampka nocna'),
    ],
    [
      c('ordinary upper-light', 'górne światło w kuchni', ['light.kuchnia_plafon']),
      c('ordinary upper-light', 'zgaś górne światło w sypialni', ['light.sypialnia_sufit']),
      c('ordinary upper-light', 'światło w kuchni', ['light.kuchnia_plafon', 'light.kuchnia_blat']),
      c('ordinary upper-light', 'lampka nocna', ['light.sypialnia_nocna']),
    ],
  ),
];

/**
 * Airing a room is its fan's work ("aérer la salle de bain", "Bad lüften", "vädra badrummet"): the room's
 * fan, as a bathroom's extractor; the air's own readings stay the sensor's.
 */
export const ROUND_29E_AIRING: EvalSuite[] = [
  home(
    'r29e_fr_t3',
    'fr',
    [
      ['sde', "Salle d'eau"],
      ['chambre', 'Chambre'],
    ],
    [
      one('sde', 'fan.sde', 'Extracteur SDE'),
      one('sde', 'light.sde', "Salle d'eau plafonnier"),
      one('chambre', 'light.chambre', 'Chambre'),
    ],
    [
      c('activity airing', "aérer la salle d'eau", ['fan.sde']),
      c('activity airing', "aère la salle d'eau", ['fan.sde']),
      c('activity airing', "la lumière de la salle d'eau", ['light.sde']),
    ],
  ),
  home(
    'r29e_sv_lagenhet',
    'sv',
    [
      ['badrum', 'Badrum'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('badrum', 'fan.badrum', 'Badrum ventilation'),
      one('vardagsrum', 'sensor.vardagsrum_co2', 'Vardagsrum CO2', { deviceClass: 'carbon_dioxide' }),
      one('vardagsrum', 'light.vardagsrum', 'Vardagsrum tak'),
    ],
    [
      c('activity airing', 'vädra badrummet', ['fan.badrum']),
      c('activity airing', 'co2 i vardagsrummet', ['sensor.vardagsrum_co2']),
    ],
  ),
  home(
    'r29e_de_wohnung',
    'de',
    [
      ['bad', 'Bad'],
      ['kueche', 'Küche'],
    ],
    [
      one('bad', 'fan.bad', 'Bad Ventilator'),
      one('kueche', 'fan.haube', 'Dunstabzugshaube'),
      one('kueche', 'light.kueche', 'Küche Licht'),
    ],
    [c('activity airing', 'das Bad lüften', ['fan.bad'])],
  ),
];

/**
 * A hallway's orientation light is its night light ("Nachtlicht im Flur" for an "Orientierungslicht"),
 * beside a child's own night light, which the hallway's does not take the place of.
 */
export const ROUND_29E_ORIENTATION_LIGHT: EvalSuite[] = [
  home(
    'r29e_de_reihenhaus',
    'de',
    [
      ['diele', 'Diele'],
      ['kinder', 'Kinderzimmer'],
    ],
    [
      one('diele', 'light.diele_orientierung', 'Orientierungsleuchte Diele'),
      one('diele', 'light.diele', 'Diele Decke'),
      one('kinder', 'light.kinder_nacht', 'Nachtlicht'),
      one('kinder', 'light.kinder', 'Kinderzimmer Decke'),
    ],
    [
      c('ordinary orientation-light', 'Nachtlicht in der Diele', ['light.diele_orientierung']),
      c('ordinary orientation-light', 'Nachtlicht im Kinderzimmer', ['light.kinder_nacht']),
      c('ordinary orientation-light', 'Licht in der Diele', ['light.diele_orientierung', 'light.diele']),
    ],
  ),
  home(
    'r29e_es_piso',
    'es',
    [
      ['pasillo', 'Pasillo'],
      ['bano', 'Baño'],
    ],
    [
      one('pasillo', 'light.pasillo_guia', 'Luz guía pasillo'),
      one('pasillo', 'light.pasillo', 'Pasillo techo'),
    ],
    [c('ordinary orientation-light', 'la luz nocturna del pasillo', ['light.pasillo_guia'])],
  ),
];
