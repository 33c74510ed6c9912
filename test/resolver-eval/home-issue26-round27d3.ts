// Issue 26, round 27d (rules 5-8): cases of our own, in homes of our own (homes on several floors and with
// outbuildings); none is a slice's request or home. The first tag is the category, the second the rule.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A floor written long and said short ("im OG" for "Obergeschoss", "im DG" for "Dachgeschoss"), or written
 * short and said long ("im Dachgeschoss" for "DG"), is that floor alone: "OG" is no longer every upper floor
 * when the home names one floor so, and "DG" is no unknown name.
 */
export const FLOOR_ABBREVIATION: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_minden',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
        ['dg', 'Dachgeschoss', 2],
      ],
      areas: [
        ['essen', 'Essbereich', 'eg'],
        ['eltern', 'Elternzimmer', 'og'],
        ['bad_og', 'Badezimmer', 'og'],
        ['hobby', 'Hobbyzimmer', 'dg'],
      ],
      devices: [
        one('essen', 'light.essen', 'Esstischlampe'),
        one('eltern', 'light.eltern', 'Deckenlampe Eltern'),
        one('bad_og', 'light.bad', 'Badlicht'),
        one('hobby', 'light.hobby', 'Hobbylicht'),
        one('eltern', 'cover.eltern', 'Rollo Eltern'),
        one('hobby', 'cover.hobby', 'Dachfensterrollo'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-abbreviation', 'die Lichter im OG', ['light.eltern', 'light.bad']),
      c('ordinary floor-abbreviation', 'das Licht im DG', ['light.hobby']),
      c('ordinary floor-abbreviation', 'die Rollos im OG', ['cover.eltern']),
      c('ordinary floor-abbreviation-not', 'die Lichter im Obergeschoss', ['light.eltern', 'light.bad']),
      c('ordinary floor-abbreviation-not', 'das Licht im EG', ['light.essen']),
    ],
  },
  {
    home: {
      id: 'r27d_de_soest',
      language: 'de',
      floors: [
        ['kg', 'KG', -1],
        ['eg', 'EG', 0],
        ['dg', 'DG', 1],
      ],
      areas: [
        ['vorrat', 'Vorratsraum', 'kg'],
        ['wohnen', 'Wohnküche', 'eg'],
        ['schlafen', 'Schlafraum', 'dg'],
        ['kind', 'Kinderzimmer', 'dg'],
      ],
      devices: [
        one('vorrat', 'light.vorrat', 'Vorratsraum Licht'),
        one('wohnen', 'climate.wohnen', 'Heizung Wohnküche'),
        one('schlafen', 'climate.schlafen', 'Heizung Schlafraum'),
        one('kind', 'climate.kind', 'Heizung Kinderzimmer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-abbreviation', 'die Heizungen im Dachgeschoss', ['climate.schlafen', 'climate.kind']),
      c('ordinary floor-abbreviation-not', 'die Heizung im EG', ['climate.wohnen']),
      c('ordinary floor-abbreviation-not', 'das Licht im Keller', ['light.vorrat']),
    ],
  },
];

/**
 * A word that says only up or down beside a floor named more closely ("unten im Keller", "giù in cantina",
 * "nere i källaren", "en bas à la cave", "na dole w piwnicy") is the way there: the cellar alone, not the
 * ground floor too. Said alone, the word still names every floor that way.
 */
export const DIRECTION_TO_FLOOR: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_lingen',
      language: 'de',
      floors: [
        ['keller', 'Keller', -1],
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
      ],
      areas: [
        ['partykeller', 'Partykeller', 'keller'],
        ['technik', 'Technikraum', 'keller'],
        ['wohnen', 'Wohnzimmer', 'eg'],
        ['schlafen', 'Schlafzimmer', 'og'],
      ],
      devices: [
        one('partykeller', 'light.party', 'Partylicht'),
        one('technik', 'light.technik', 'Technikraum Licht'),
        one('wohnen', 'light.wohnen', 'Wohnzimmerlampe'),
        one('schlafen', 'light.schlafen', 'Schlafzimmerlampe'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'die Lichter unten im Keller', ['light.party', 'light.technik']),
      c('ordinary floor-direction-not', 'die Lichter unten', ['light.wohnen']),
      c('ordinary floor-direction-not', 'die Lichter im Keller', ['light.party', 'light.technik']),
      c('ordinary floor-direction-not', 'das Licht oben im Obergeschoss', ['light.schlafen']),
    ],
  },
  {
    home: {
      id: 'r27d_it_lecco',
      language: 'it',
      floors: [
        ['cantina', 'Cantina', -1],
        ['terra', 'Piano terra', 0],
      ],
      areas: [
        ['vini', 'Vini', 'cantina'],
        ['cucina', 'Cucina', 'terra'],
      ],
      devices: [
        one('vini', 'light.vini', 'Luce vini'),
        one('vini', 'sensor.vini_temp', 'Temperatura vini', { deviceClass: 'temperature' }),
        one('cucina', 'light.cucina', 'Luce cucina'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'la luce giù in cantina', ['light.vini']),
      c('ordinary floor-direction-not', 'la luce di sotto', ['light.cucina']),
    ],
  },
  {
    home: {
      id: 'r27d_sv_mora',
      language: 'sv',
      floors: [
        ['kallare', 'Källare', -1],
        ['botten', 'Bottenvåning', 0],
      ],
      areas: [
        ['tvatt', 'Tvättstuga', 'kallare'],
        ['kok', 'Kök', 'botten'],
      ],
      devices: [one('tvatt', 'light.tvatt', 'Tvättstugelampa'), one('kok', 'light.kok', 'Köksfönsterlampa')],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'lampan nere i källaren', ['light.tvatt']),
      c('ordinary floor-direction-not', 'lampan på bottenvåningen', ['light.kok']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_sopot',
      language: 'pl',
      floors: [
        ['piwnica', 'Piwnica', -1],
        ['parter', 'Parter', 0],
      ],
      areas: [
        ['spizarnia', 'Spiżarnia', 'piwnica'],
        ['salon', 'Salon', 'parter'],
      ],
      devices: [
        one('spizarnia', 'light.spizarnia', 'Światło spiżarnia'),
        one('salon', 'light.salon', 'Światło salon'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-direction', 'światło na dole w piwnicy', ['light.spizarnia']),
      c('ordinary floor-direction-not', 'światło na dole', ['light.salon']),
    ],
  },
];

/**
 * Outbuildings by their other common names: Italian "box auto" (the garage), English "garden house" / "summer
 * house" (a shed of the garden), Japanese 倉庫 (a storehouse).
 */
export const OUTBUILDING_NAMES: EvalSuite[] = [
  {
    home: {
      id: 'r27d_it_monza',
      language: 'it',
      floors: [],
      areas: [
        ['box', 'Box auto', null],
        ['ingresso', 'Ingresso', null],
      ],
      devices: [
        one('box', 'light.box', 'Luce box'),
        one('box', 'cover.basculante', 'Basculante'),
        one('ingresso', 'light.ingresso', 'Luce ingresso'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary outbuilding-name', 'la luce in garage', ['light.box']),
      c('ordinary outbuilding-name-not', 'la luce del box', ['light.box']),
    ],
  },
  {
    home: {
      id: 'r27d_en_hereford',
      language: 'en',
      floors: [],
      areas: [
        ['kitchen', 'Kitchen', null],
        ['summerhouse', 'Summerhouse', null],
      ],
      devices: [
        one('kitchen', 'light.kitchen', 'Kitchen Pendant'),
        one('summerhouse', 'light.summerhouse', 'Summerhouse Lights'),
        one('summerhouse', 'switch.summerhouse_heater', 'Summerhouse Heater'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary outbuilding-name', 'the heater out in the shed', ['switch.summerhouse_heater']),
      c('ordinary outbuilding-name-not', 'the heater in the summerhouse', ['switch.summerhouse_heater']),
    ],
  },
  {
    home: {
      id: 'r27d_ja_takasaki',
      language: 'ja',
      floors: [],
      areas: [
        ['living', 'リビング', null],
        ['soko', '倉庫', null],
      ],
      devices: [one('living', 'light.living', 'リビングの照明'), one('soko', 'light.soko', '倉庫の照明')],
      loose: [],
    },
    cases: [
      c('ordinary outbuilding-name', '物置の照明', ['light.soko']),
      c('ordinary outbuilding-name-not', '倉庫の照明', ['light.soko']),
    ],
  },
];

/**
 * A room said with a floor it is not on ("das Licht im Bad oben" with the "Bad" downstairs) is the room of that
 * floor whose name holds the room's word ("Duschbad", "Gästebad" upstairs). Said with its own floor or alone,
 * the room is the one so named.
 */
export const ROOM_ON_FLOOR_SAID: EvalSuite[] = [
  {
    home: {
      id: 'r27d_de_husum',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
      ],
      areas: [
        ['bad', 'Bad', 'eg'],
        ['duschbad', 'Duschbad', 'og'],
        ['kueche', 'Küche', 'eg'],
        ['arbeit', 'Arbeitszimmer', 'og'],
      ],
      devices: [
        one('bad', 'light.bad', 'Spiegelleuchte'),
        one('duschbad', 'light.duschbad', 'Deckenleuchte Dusche'),
        one('bad', 'fan.bad', 'Lüfter'),
        one('duschbad', 'fan.duschbad', 'Lüfter Dusche'),
        one('kueche', 'light.kueche', 'Küchenleuchte'),
        one('arbeit', 'light.arbeit', 'Schreibtischleuchte'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary room-on-floor', 'das Licht im Bad oben', ['light.duschbad']),
      c('ordinary room-on-floor', 'den Lüfter im oberen Bad', ['fan.duschbad']),
      c('ordinary room-on-floor', 'das Licht im Bad im Obergeschoss', ['light.duschbad']),
      c('ordinary room-on-floor-not', 'das Licht im Bad unten', ['light.bad']),
      c('ordinary room-on-floor-not', 'das Licht im Bad', ['light.bad']),
      c('ordinary room-on-floor-not', 'das Licht in der Küche oben', 'empty'),
    ],
  },
];
