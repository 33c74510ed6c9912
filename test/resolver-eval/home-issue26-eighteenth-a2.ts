// Issue 26, round 18a, rules 6–9: a case or two per rule in homes of our own, none of them a slice's requests
// or homes (rules 1–5 are in home-issue26-eighteenth-a.ts, which joins these to its own).
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 6: a diminutive that doubles its base's last consonant ("robottino" for robot, "balletje" for a
 * "Bal") is that base: the vacuum, asked for by its kind, or the thing named with the base.
 */
const DOUBLED: EvalSuite[] = [
  {
    home: {
      id: 'r18a_it_doubled',
      language: 'it',
      floors: [],
      areas: [
        ['sala', 'Sala', null],
        ['mansarda', 'Mansarda', null],
      ],
      devices: [
        one('sala', 'vacuum.eufy', 'Eufy X10 Pro'),
        one('sala', 'light.sala', 'Luce sala'),
        one('mansarda', 'switch.tram', 'Tram elettrico'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary diminutive', 'il robottino', ['vacuum.eufy']),
      c('ordinary diminutive', 'il robottino in sala', ['vacuum.eufy']),
      c('ordinary diminutive', 'il trammino', ['switch.tram']),
      c('ordinary', 'il robot', ['vacuum.eufy']),
    ],
  },
  {
    home: {
      id: 'r18a_nl_doubled',
      language: 'nl',
      floors: [],
      areas: [['zolder', 'Zolder', null]],
      devices: [one('zolder', 'light.bal', 'Discobal'), one('zolder', 'light.zolder', 'Zolderlamp')],
      loose: [],
    },
    cases: [c('ordinary diminutive', 'het discoballetje', ['light.bal'])],
  },
];

/**
 * Rule 7: a lamp's shape said in a room whose one light has a maker's default name ("Hue go", "Nanoleaf
 * Shapes") is that light: the name says no shape to tell it from.
 */
function defaultNamedLamp(
  id: string,
  language: string,
  [room, other]: [string, string],
  says: string[],
  guard: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['other', other, null],
      ],
      devices: [
        one('room', 'light.default', 'LIFX Mini'),
        one('room', 'switch.printer', 'Printer'),
        one('other', 'light.ceiling', 'Ceiling Lamp'),
        one('other', 'light.floor', 'Floor Lamp'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('ordinary default-name', say, ['light.default'])),
      // A room whose lights are named by their shapes: another shape is no light there.
      c('ordinary', guard, 'not-found'),
    ],
  };
}

const DEFAULT_NAMED: EvalSuite[] = [
  defaultNamedLamp(
    'r18a_ko_lamp',
    'ko',
    ['공부방', '거실'],
    ['공부방 스탠드', '공부방 장스탠드'],
    '거실 샹들리에',
  ),
  defaultNamedLamp(
    'r18a_de_lamp',
    'de',
    ['Nähzimmer', 'Diele'],
    ['die Stehlampe im Nähzimmer', 'die Schreibtischlampe im Nähzimmer'],
    'der Kronleuchter in der Diele',
  ),
  defaultNamedLamp(
    'r18a_ja_lamp',
    'ja',
    ['勉強部屋', '居間'],
    ['勉強部屋のスタンド', '勉強部屋のデスクライト'],
    '居間のシャンデリア',
  ),
  defaultNamedLamp(
    'r18a_es_lamp',
    'es',
    ['Costura', 'Recibidor'],
    ['la lámpara de pie de la costura', 'el flexo de la costura'],
    'la araña del recibidor',
  ),
];

const radiatorModes = { attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30 } };

/**
 * Rule 8: a radiator is not the floor heating. Two radiators and a floor heating, all heating thermostats:
 * the radiator asked for is one of the two (ask), both or all radiators the two.
 */
function radiatorHome(
  id: string,
  language: string,
  names: [string, string, string],
  one_: string,
  both: string,
  heating?: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['office', 'Office', null],
        ['landing', 'Landing', null],
        ['utility', 'Utility', null],
      ],
      devices: [
        one('office', 'climate.radiator_a', names[0], radiatorModes),
        one('landing', 'climate.radiator_b', names[1], radiatorModes),
        one('utility', 'climate.floor', names[2], radiatorModes),
      ],
      loose: [],
    },
    cases: [
      c('ask-one radiator', one_, { ask: ['climate.radiator_a', 'climate.radiator_b'] }),
      c('ask-one radiator', both, ['climate.radiator_a', 'climate.radiator_b']),
      ...(heating === undefined
        ? []
        : [c('ordinary', heating, ['climate.radiator_a', 'climate.radiator_b', 'climate.floor'])]),
    ],
  };
}

const RADIATORS: EvalSuite[] = [
  radiatorHome(
    'r18a_da_rad',
    'da',
    ['Radiator Kontor', 'Radiator Gang', 'Gulvvarme Bryggers'],
    'radiatoren',
    'alle radiatorer',
  ),
  radiatorHome(
    'r18a_de_rad',
    'de',
    ['Heizkörper Büro', 'Heizkörper Diele', 'Fußbodenheizung Bad'],
    'den Heizkörper',
    'beide Heizkörper',
    'die Heizung',
  ),
  radiatorHome(
    'r18a_nl_rad',
    'nl',
    ['Radiator Werkkamer', 'Radiator Overloop', 'Vloerverwarming Badkamer'],
    'de radiator',
    'beide radiatoren',
  ),
  radiatorHome(
    'r18a_pl_rad',
    'pl',
    ['Kaloryfer Gabinet', 'Kaloryfer Korytarz', 'Ogrzewanie podłogowe Łazienka'],
    'kaloryfer',
    'oba kaloryfery',
  ),
  radiatorHome(
    'r18a_en_rad',
    'en',
    ['Office Radiator', 'Landing Radiator', 'Utility Underfloor Heating'],
    'the radiator',
    'both radiators',
    'the heating',
  ),
];

/**
 * Rule 9: a room word said with a person's word is the area named by that word and one more name
 * ("Opa Kurt", "Zia Anna"): the relative by what the family calls them, or by their own name.
 */
function relativeHome(
  id: string,
  language: string,
  relative: string,
  bedroom: string,
  says: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['relative', relative, null],
        ['bedroom', bedroom, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('relative', 'light.relative', 'TRADFRI bulb'),
        one('bedroom', 'light.bedroom', 'Hue white lamp 1'),
        one('hall', 'light.hall', 'Hall'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('named-after relative', say, ['light.relative'])),
  };
}

const RELATIVES: EvalSuite[] = [
  relativeHome('r18a_de_opa', 'de', 'Opa Kurt', 'Schlafzimmer', [
    'das Licht in Opas Zimmer',
    'die Lampe in Kurts Zimmer',
  ]),
  relativeHome('r18a_it_zia', 'it', 'Zia Anna', 'Camera da letto', [
    'la luce nella camera della zia',
    'la lampada nella camera di Anna',
  ]),
  relativeHome('r18a_es_abuela', 'es', 'Abuela Carmen', 'Dormitorio', ['la luz del cuarto de la abuela']),
  relativeHome('r18a_sv_mormor', 'sv', 'Mormor Inga', 'Sovrum', ['lampan i mormors rum']),
  relativeHome('r18a_da_farmor', 'da', 'Farmor Bodil', 'Soveværelse', ['lyset i farmors værelse']),
  relativeHome('r18a_fr_mamie', 'fr', 'Mamie Jo', 'Chambre', ['la lampe de la chambre de mamie']),
];

export const EIGHTEENTH_ROUND_A2: readonly EvalSuite[] = [
  ...DOUBLED,
  ...DEFAULT_NAMED,
  ...RADIATORS,
  ...RELATIVES,
];
