// Issue 26, round 19: a case or two per rule in homes of our own, none of them a slice's requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const heatsOnly = { attributes: { hvac_modes: ['off', 'heat'] } };

interface Pair {
  id: string;
  language: string;
  room: string;
  /** Two things of one kind that is not a light, each named its own way, and a light beside them. */
  things: [[string, string], [string, string], [string, string]];
  /** Said in the singular: one of the two, so ask which. */
  one: string[];
  /** Said in the plural, with "both" or "all": the two. */
  both: string[];
  options?: { attributes: Record<string, unknown> };
  /** The singular asked already before the rule (the kind word is a word of both names): a guard. */
  guard?: boolean;
}

/**
 * Rule 1: one thing of a kind that is not a light, asked for in the singular in a room where two such
 * things are named differently ("Heizkörper Schreibtisch", "Heizkörper Tür"), is one of them: ask which.
 */
function pairHome(pair: Pair): EvalSuite {
  const [[a, aName], [b, bName], [light, lightName]] = pair.things;
  const domain = a.split('.')[0]!;
  return {
    home: {
      id: pair.id,
      language: pair.language,
      floors: [],
      areas: [
        ['room', pair.room, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('room', a, aName, pair.options),
        one('room', b, bName, pair.options),
        one('room', light, lightName),
        one('hall', `${domain}.hall_thing`, 'Hall Thing', pair.options),
      ],
      loose: [],
    },
    cases: [
      ...pair.one.map((say) => c(pair.guard ? 'ask-one' : 'ask-one room-kind', say, { ask: [a, b] })),
      ...pair.both.map((say) => c('ask-one', say, [a, b])),
    ],
  };
}

const ROOM_KIND: EvalSuite[] = [
  pairHome({
    id: 'r19_de_radiators',
    language: 'de',
    room: 'Arbeitszimmer',
    things: [
      ['climate.desk', 'Heizkörper Schreibtisch'],
      ['climate.door', 'Heizkörper Tür'],
      ['light.work', 'Arbeitslicht'],
    ],
    one: ['den Heizkörper im Arbeitszimmer'],
    both: ['beide Heizkörper im Arbeitszimmer', 'alle Heizkörper im Arbeitszimmer'],
    options: heatsOnly,
  }),
  pairHome({
    id: 'r19_sv_radiators',
    language: 'sv',
    room: 'Gästrum',
    things: [
      ['climate.bath', 'Element badrum'],
      ['climate.closet', 'Element garderob'],
      ['light.ceiling', 'Taklampa'],
    ],
    one: ['elementet i gästrummet'],
    both: ['båda elementen i gästrummet'],
    options: heatsOnly,
    guard: true,
  }),
  pairHome({
    id: 'r19_en_plugs',
    language: 'en',
    room: 'Workshop',
    things: [
      ['switch.bench', 'Bench Plug'],
      ['switch.charger', 'Charger Plug'],
      ['light.strip', 'Workshop Strip'],
    ],
    one: ['the plug in the workshop', 'the workshop plug'],
    both: ['both plugs in the workshop', 'all the workshop plugs'],
  }),
  pairHome({
    id: 'r19_es_fans',
    language: 'es',
    room: 'Buhardilla',
    things: [
      ['fan.ceiling', 'Ventilador techo'],
      ['fan.tower', 'Ventilador columna'],
      ['light.lamp', 'Lámpara buhardilla'],
    ],
    one: ['el ventilador de la buhardilla'],
    both: ['los ventiladores de la buhardilla'],
  }),
  pairHome({
    id: 'r19_ko_fans',
    language: 'ko',
    room: '작업실',
    things: [
      ['fan.desk', '책상 선풍기'],
      ['fan.window', '창가 선풍기'],
      ['light.studio', '작업실 조명'],
    ],
    one: ['작업실 선풍기'],
    both: ['작업실 선풍기 전부'],
  }),
  pairHome({
    id: 'r19_fr_speakers',
    language: 'fr',
    room: 'Véranda',
    things: [
      ['media_player.bar', 'Enceinte bar'],
      ['media_player.plants', 'Enceinte plantes'],
      ['light.pendant', 'Suspension'],
    ],
    one: ["l'enceinte de la véranda"],
    both: ['les enceintes de la véranda'],
  }),
  pairHome({
    id: 'r19_ja_plugs',
    language: 'ja',
    room: '書斎',
    things: [
      ['switch.desk', '机のプラグ'],
      ['switch.shelf', '棚のプラグ'],
      ['light.study', '書斎の照明'],
    ],
    one: ['書斎のプラグ'],
    both: ['書斎のプラグ全部'],
  }),
];

/** Guard: differently named lights still all answer to a room's light word (Home Assistant's convention). */
const LIGHTS_STAY: EvalSuite[] = [
  {
    home: {
      id: 'r19_pl_lights',
      language: 'pl',
      floors: [],
      areas: [['pracownia', 'Pracownia', null]],
      devices: [
        one('pracownia', 'light.lampa_kreslarska', 'Lampa kreślarska'),
        one('pracownia', 'light.kinkiet', 'Kinkiet'),
        one('pracownia', 'climate.grzejnik_okno', 'Grzejnik okno', heatsOnly),
        one('pracownia', 'climate.grzejnik_drzwi', 'Grzejnik drzwi', heatsOnly),
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'światło w pracowni', ['light.lampa_kreslarska', 'light.kinkiet']),
      c('ask-one', 'grzejnik w pracowni', { ask: ['climate.grzejnik_okno', 'climate.grzejnik_drzwi'] }),
      c('ask-one', 'ogrzewanie w pracowni', ['climate.grzejnik_okno', 'climate.grzejnik_drzwi']),
    ],
  },
];

/**
 * Rule 2: a lamp compound whose first part names another thing ("spegellampan": the mirror's lamp) keeps
 * that part as a name word: the light whose name holds a compound ending in it ("Badrumsspegel lampa"),
 * not the room's other lamp ("Vägglampa") that the lamp word alone would reach.
 */
function thingsLampHome(
  id: string,
  language: string,
  room: string,
  [thingLamp, otherLamp]: [string, string],
  says: string[],
  guard: [string, string],
  /** Passed before the rule (another rule found the thing's lamp): kept as a guard. */
  passedBefore = false,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', 'light.thing_lamp', thingLamp),
        one('room', 'light.other_lamp', otherLamp),
        one('room', 'switch.towel', 'Towel Warmer'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) =>
        c(passedBefore ? 'name-wins' : 'name-wins compound-head', say, ['light.thing_lamp']),
      ),
      c('name-wins', guard[0], ['light.other_lamp']),
      c('ordinary', guard[1], ['light.thing_lamp', 'light.other_lamp']),
    ],
  };
}

const COMPOUND_HEAD: EvalSuite[] = [
  thingsLampHome(
    'r19_sv_fan',
    'sv',
    'Badrum',
    ['Badrumsfläkt lampa', 'Vägglampa'],
    ['fläktlampan i badrummet'],
    ['vägglampan i badrummet', 'lamporna i badrummet'],
    true,
  ),
  thingsLampHome(
    'r19_sv_ceiling_fan',
    'sv',
    'Arbetsrum',
    ['Takfläkt lampa', 'Skrivbordslampa'],
    ['fläktlampan i arbetsrummet', 'fläktlampan'],
    ['skrivbordslampan i arbetsrummet', 'lamporna i arbetsrummet'],
  ),
  thingsLampHome(
    'r19_de_fan',
    'de',
    'Gästezimmer',
    ['Deckenventilator Lampe', 'Stehlampe'],
    ['die Ventilatorlampe im Gästezimmer'],
    ['die Stehlampe im Gästezimmer', 'die Lampen im Gästezimmer'],
    true,
  ),
  thingsLampHome(
    'r19_nl_fan',
    'nl',
    'Zolderkamer',
    ['Plafondventilator lamp', 'Leeslamp'],
    ['de ventilatorlamp op de zolderkamer'],
    ['de leeslamp op de zolderkamer', 'de lampen op de zolderkamer'],
  ),
  thingsLampHome(
    'r19_da_fan',
    'da',
    'Soveværelse',
    ['Loftblæser lampe', 'Sengelampe'],
    ['blæserlampen i soveværelset'],
    ['sengelampen i soveværelset', 'lamperne i soveværelset'],
    true,
  ),
];

/**
 * Rule 3: a Scandinavian definite form of a name the home reads as two parts ("Frystemperatur": "tur" is
 * also a German door) is split as the bare name is, so "frystemperaturen" is that sensor.
 */
function definiteNameHome(
  id: string,
  language: string,
  [name, humidity]: [string, string],
  says: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['hall', 'Hall', null]],
      devices: [
        {
          name: 'Weather Station',
          area: 'hall',
          entities: [
            ['sensor.named', name, { deviceClass: 'temperature' }],
            ['sensor.humidity', humidity, { deviceClass: 'humidity' }],
          ],
        },
        one('hall', 'binary_sensor.door', 'Entrance', { deviceClass: 'door' }),
        one('hall', 'light.hall', 'Hall Light'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('ordinary definite-name', say, ['sensor.named'])),
  };
}

const DEFINITE_NAME: EvalSuite[] = [
  definiteNameHome('r19_sv_freezer', 'sv', ['Frystemperatur', 'Fukt frys'], ['frystemperaturen']),
  definiteNameHome('r19_sv_outdoor', 'sv', ['Utetemperatur', 'Fukt ute'], ['utetemperaturen, tack']),
  definiteNameHome('r19_sv_veranda', 'sv', ['Verandatemperatur', 'Fukt veranda'], ['verandatemperaturen']),
  definiteNameHome('r19_da_garage', 'da', ['Garagetemperatur', 'Fugt garage'], ['garagetemperaturen']),
  definiteNameHome('r19_da_outdoor', 'da', ['Udetemperatur', 'Fugt ude'], ['udetemperaturen, tak']),
];

export const NINETEENTH_ROUND: EvalSuite[] = [
  ...ROOM_KIND,
  ...LIGHTS_STAY,
  ...COMPOUND_HEAD,
  ...DEFINITE_NAME,
];
