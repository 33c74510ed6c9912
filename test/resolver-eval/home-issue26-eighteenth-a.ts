// Issue 26, round 18a, rules 1–5: a case or two per rule in homes of our own, none of them a slice's requests
// or homes; rules 6–9 are in home-issue26-eighteenth-a2.ts, joined here.
import { c, type EvalSuite } from './eval-home.js';
import { EIGHTEENTH_ROUND_A2 } from './home-issue26-eighteenth-a2.js';
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

export const EIGHTEENTH_ROUND_A: readonly EvalSuite[] = [
  ...BOILERS,
  ...CODED,
  ...FRONT_BACK,
  ...WHOLE_NAMES,
  ...FROM_ONE,
  ...EIGHTEENTH_ROUND_A2,
];
