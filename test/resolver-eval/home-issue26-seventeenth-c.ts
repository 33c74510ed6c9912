// Issue 26, round 17c: the rules slices 29 and 30 (tidy installers' homes, homes full of sensors) stood
// for, in homes of our own, none a slice's. Rules 1 to 5 (light groups, readings of a device) here, 6 to 10
// in home-issue26-seventeenth-c-b.ts.
import { c, type EvalDevice, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';
import { SEVENTEENTH_ROUND_C_B } from './home-issue26-seventeenth-c-b.js';

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
  ...SEVENTEENTH_ROUND_C_B,
];
