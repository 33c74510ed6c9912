// Issue 26, round 18a: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const heatsOnly = { attributes: { hvac_modes: ['off', 'heat'] } };
const coolsOnly = { attributes: { hvac_modes: ['off', 'cool', 'dry', 'fan_only'] } };

/**
 * Rule 1: a heating word reaches only what heats. A cooling-only split unit beside the heating in the same
 * room; the heating said by its boiler word is the heating alone.
 */
function boilerHome(id: string, language: string, room: string, says: string[]): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', 'climate.split', 'Daikin FTXM25', coolsOnly),
        one('room', 'climate.heating', 'Vaillant VRC 700', heatsOnly),
        one('room', 'light.ceiling', 'Ceiling'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('ordinary heating-word', say, ['climate.heating'])),
  };
}

const BOILERS: EvalSuite[] = [
  boilerHome('r18a_ko_boiler', 'ko', '안방', ['보일러', '안방 보일러']),
  boilerHome('r18a_zh_boiler', 'zh', '主卧', ['壁挂炉', '主卧的壁挂炉']),
  boilerHome('r18a_it_boiler', 'it', 'Taverna', ['la caldaia', 'la caldaia in taverna']),
  boilerHome('r18a_fr_boiler', 'fr', 'Véranda', ['la chaudière']),
  boilerHome('r18a_es_boiler', 'es', 'Buhardilla', ['la caldera']),
];

/**
 * Rule 2: things named by their maker with a code of their own ("Plug 3E", "Plug B1": the end of the
 * address integrations write) are equals, so one of them asked for asks which.
 */
function codedHome(
  id: string,
  language: string,
  room: string,
  names: [string, string],
  one_: string,
  both: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('room', 'switch.coded_a', names[0]),
        one('room', 'switch.coded_b', names[1]),
        one('room', 'light.room', `${room} Light`),
        one('hall', 'switch.hall_plug', 'Hall Plug'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one coded-siblings', one_, { ask: ['switch.coded_a', 'switch.coded_b'] }),
      c('ask-one', both, ['switch.coded_a', 'switch.coded_b']),
    ],
  };
}

const CODED: EvalSuite[] = [
  codedHome(
    'r18a_en_coded',
    'en',
    'Workshop',
    ['Smart Plug 3E', 'Smart Plug B1'],
    'the workshop plug',
    'both workshop plugs',
  ),
  codedHome(
    'r18a_ja_coded',
    'ja',
    '納戸',
    ['Plug Mini 0D', 'Plug Mini F2'],
    '納戸のプラグ',
    '納戸のプラグ全部',
  ),
  codedHome(
    'r18a_de_coded',
    'de',
    'Hobbyraum',
    ['Shelly Plug 9A41', 'Shelly Plug C3D0'],
    'die Steckdose im Hobbyraum',
    'beide Steckdosen im Hobbyraum',
  ),
  codedHome(
    'r18a_ko_coded',
    'ko',
    '다용도실',
    ['Tapo Plug 5B', 'Tapo Plug E7'],
    '다용도실 플러그',
    '다용도실 플러그 둘 다',
  ),
];

/**
 * Rule 3: front and back, in every language, tell equals apart as left and right do: one of two outdoor
 * wall lights named so, asked for in the singular, asks which.
 */
function frontBackHome(
  id: string,
  language: string,
  names: [string, string],
  one_: string,
  both: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['drive', 'Driveway', null],
        ['yard', 'Yard', null],
      ],
      devices: [
        one('drive', 'light.front', names[0]),
        one('yard', 'light.back', names[1]),
        one('yard', 'switch.pump', 'Pump'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one front-back', one_, { ask: ['light.front', 'light.back'] }),
      c('ask-one', both, ['light.front', 'light.back']),
    ],
  };
}

const FRONT_BACK: EvalSuite[] = [
  frontBackHome(
    'r18a_nl_wall',
    'nl',
    ['Wandlamp Voor', 'Wandlamp Achter'],
    'de wandlamp',
    'beide wandlampen',
  ),
  frontBackHome(
    'r18a_fr_wall',
    'fr',
    ['Applique Avant', 'Applique Arrière'],
    "l'applique",
    'les deux appliques',
  ),
  frontBackHome(
    'r18a_it_wall',
    'it',
    ['Applique Davanti', 'Applique Dietro'],
    "l'applique",
    'entrambe le applique',
  ),
  frontBackHome('r18a_pl_wall', 'pl', ['Kinkiet Przód', 'Kinkiet Tył'], 'kinkiet', 'oba kinkiety'),
  frontBackHome('r18a_sv_wall', 'sv', ['Vägglampa Fram', 'Vägglampa Bak'], 'vägglampan', 'båda vägglamporna'),
  frontBackHome(
    'r18a_es_wall',
    'es',
    ['Aplique Delantero', 'Aplique Trasero'],
    'el aplique',
    'los dos apliques',
  ),
];

/**
 * Rule 4: the light of a room, said with the words of one light's whole name, is that light, not every
 * light sharing the room (a string of lights, a desk lamp).
 */
function namedLightHome(
  id: string,
  language: string,
  room: string,
  main: string,
  other: string,
  one_: string,
  all: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('room', 'light.main', main),
        one('room', 'light.other', other),
        one('hall', 'light.hall', 'Hall'),
      ],
      loose: [],
    },
    cases: [
      c('name-wins whole-name', one_, ['light.main']),
      c('ordinary', all, ['light.main', 'light.other']),
    ],
  };
}

const WHOLE_NAMES: EvalSuite[] = [
  namedLightHome(
    'r18a_de_study',
    'de',
    'Arbeitszimmer',
    'Arbeitszimmer Licht',
    'Schreibtischlampe',
    'das Licht im Arbeitszimmer',
    'die Lichter im Arbeitszimmer',
  ),
  namedLightHome(
    'r18a_de_maxi',
    'de',
    'Maxis Zimmer',
    'Maxis Zimmer Licht',
    'Nachtlicht Maxi',
    'das Licht in Maxis Zimmer',
    'alle Lichter in Maxis Zimmer',
  ),
  namedLightHome(
    'r18a_pl_study',
    'pl',
    'Gabinet',
    'Światło gabinet',
    'Lampka biurkowa',
    'światło w gabinecie',
    'światła w gabinecie',
  ),
  namedLightHome(
    'r18a_pl_kuba',
    'pl',
    'Pokój Kuby',
    'Światło Kuba',
    'Lampka Kuby',
    'światło w pokoju Kuby',
    'wszystkie światła w pokoju Kuby',
  ),
  namedLightHome(
    'r18a_en_den',
    'en',
    'Den',
    'Den Light',
    'Lava Lamp',
    'the light in the den',
    'the lights in the den',
  ),
  namedLightHome(
    'r18a_es_study',
    'es',
    'Estudio',
    'Luz Estudio',
    'Tira LED',
    'la luz del estudio',
    'las luces del estudio',
  ),
  namedLightHome(
    'r18a_sv_study',
    'sv',
    'Arbetsrum',
    'Arbetsrum Lampa',
    'Lavalampa',
    'lampan i arbetsrummet',
    'lamporna i arbetsrummet',
  ),
];

/**
 * Rule 5: upstairs is above the floor people enter at, also in a home that numbers its floors from 1
 * (a ground floor at level 1, the next at 2, a cellar at -1).
 */
function fromOneHome(
  id: string,
  language: string,
  floors: [string, string, string],
  says: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [
        ['ground', floors[0], 1],
        ['upper', floors[1], 2],
        ['cellar', floors[2], -1],
      ],
      areas: [
        ['hall', 'Hall', 'ground'],
        ['kids', 'Kids', 'upper'],
        ['attic', 'Attic', 'upper'],
        ['store', 'Store', 'cellar'],
      ],
      devices: [
        one('hall', 'light.hall', 'Hall'),
        one('kids', 'light.kids', 'Kids'),
        one('attic', 'light.attic', 'Attic'),
        one('store', 'light.store', 'Store'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('ordinary upstairs-from-one', say, ['light.kids', 'light.attic'])),
  };
}

const FROM_ONE: EvalSuite[] = [
  fromOneHome('r18a_zh_floors', 'zh', ['一层', '二层', '地下室'], ['楼上的灯', '把楼上的灯都关了']),
  fromOneHome('r18a_ko_floors', 'ko', ['1층', '2층', '지하'], ['위층 불', '위층 조명 전부']),
  fromOneHome('r18a_en_floors', 'en', ['First Floor', 'Second Floor', 'Basement'], ['the lights upstairs']),
  fromOneHome('r18a_de_floors', 'de', ['Parterre', 'Dachgeschoss', 'Keller'], ['die Lichter oben']),
];

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

export const EIGHTEENTH_ROUND_A: readonly EvalSuite[] = [
  ...RELATIVES,
  ...RADIATORS,
  ...DEFAULT_NAMED,
  ...DOUBLED,
  ...BOILERS,
  ...CODED,
  ...FRONT_BACK,
  ...WHOLE_NAMES,
  ...FROM_ONE,
];
