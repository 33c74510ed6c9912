// Issue 26, round 29f: cases of our own, in homes of our own (outside, garage, garden, car and the everyday
// words beside them); none is a slice's request or home. The first tag is the category, the second the rule.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * Everyday words for a coffee machine that the table lacked: Dutch "koffieapparaat" (Wiktionary: coffee
 * maker; the shops' "koffieapparaten"), Swedish "kaffekokare" (Wiktionary: coffee maker, percolator).
 */
export const COFFEE_WORDS: EvalSuite[] = [
  {
    home: {
      id: 'r29f_nl_zwolle',
      language: 'nl',
      floors: [],
      areas: [
        ['keuken', 'Keuken', null],
        ['bijkeuken', 'Bijkeuken', null],
      ],
      devices: [
        one('keuken', 'switch.stekker_senseo', 'Stekker aanrecht'),
        one('keuken', 'switch.filterkoffie', 'Koffiemachine'),
        one('keuken', 'switch.waterkoker', 'Waterkoker'),
        one('bijkeuken', 'switch.wasmachine', 'Wasmachine'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary coffee-word', 'zet het koffieapparaat aan', ['switch.filterkoffie']),
      c('ordinary coffee-word', 'de waterkoker', ['switch.waterkoker']),
    ],
  },
  {
    home: {
      id: 'r29f_sv_gavle',
      language: 'sv',
      floors: [],
      areas: [
        ['kok', 'Kök', null],
        ['tvatt', 'Tvättstuga', null],
      ],
      devices: [
        one('kok', 'switch.kaffemaskin', 'Kaffemaskin'),
        one('kok', 'switch.vattenkokare', 'Vattenkokare'),
        one('tvatt', 'switch.tvattmaskin', 'Tvättmaskin'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary coffee-word', 'starta kaffekokaren', ['switch.kaffemaskin']),
      c('ordinary coffee-word', 'kaffekokare', ['switch.kaffemaskin']),
      c('ordinary coffee-word', 'vattenkokaren', ['switch.vattenkokare']),
    ],
  },
];

/**
 * A product line said alone ("Sileno" for a mower whose registry model is "Sileno Life") is that device's,
 * not a word of the home it only sounds like (a "Salone", a "Silo"): the sound-alike reading is for words
 * nothing in the home carries.
 */
export const LINE_NOT_SOUND_ALIKE: EvalSuite[] = [
  {
    home: {
      id: 'r29f_it_bergamo',
      language: 'it',
      floors: [],
      areas: [
        ['giardino', 'Giardino', null],
        ['salone', 'Salone', null],
        ['cucina', 'Cucina', null],
      ],
      devices: [
        {
          ...one('giardino', 'lawn_mower.robot_prato', 'Robot prato'),
          manufacturer: 'Gardena',
          model: 'Sileno Life',
        },
        one('salone', 'light.salone_lampadario', 'Lampadario'),
        one('cucina', 'light.cucina', 'Luce cucina'),
      ],
      loose: [],
    },
    cases: [
      c('brand model-line', 'Sileno', ['lawn_mower.robot_prato']),
      c('brand model-line', 'avvia il Sileno', ['lawn_mower.robot_prato']),
      c('ordinary model-line', 'la luce del salone', ['light.salone_lampadario']),
      c('ordinary model-line', 'il lampadario', ['light.salone_lampadario']),
    ],
  },
  {
    home: {
      id: 'r29f_pl_tarnow',
      language: 'pl',
      floors: [],
      areas: [
        ['ogrod', 'Ogród', null],
        ['salon', 'Salon', null],
      ],
      devices: [
        {
          ...one('ogrod', 'lawn_mower.trawa', 'Robot do trawy'),
          manufacturer: 'Gardena',
          model: 'Sileno Minimo',
        },
        one('salon', 'light.salon_sufit', 'Plafon'),
      ],
      loose: [],
    },
    cases: [
      c('brand model-line', 'uruchom Sileno', ['lawn_mower.trawa']),
      c('ordinary model-line', 'światło w salonie', ['light.salon_sufit']),
    ],
  },
];

/**
 * A room word the home has no room for, reaching only a related room ("porch" → the backyard, as a garden
 * beside a terrace), is the things' own word when the home names things with it outside that room: "the
 * porch light" with a front and a back porch light asks which, rather than take the back one.
 */
export const ROOM_WORD_NAMED_ELSEWHERE: EvalSuite[] = [
  {
    home: {
      id: 'r29f_en_bangor',
      language: 'en',
      floors: [],
      areas: [
        ['front', 'Front Garden', null],
        ['back', 'Backyard', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('front', 'light.front_porch_sconce', 'Front Porch Sconce'),
        one('front', 'light.front_lantern', 'Gate Lantern'),
        one('back', 'light.back_porch_sconce', 'Back Porch Sconce'),
        one('back', 'light.back_string', 'String Lights'),
        one('kitchen', 'light.kitchen', 'Kitchen Light'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one related-room-named', 'the porch sconce', {
        ask: ['light.front_porch_sconce', 'light.back_porch_sconce'],
      }),
      c('ask-one related-room-named', 'turn on the porch light', {
        ask: ['light.front_porch_sconce', 'light.back_porch_sconce'],
      }),
      c('ordinary related-room-named', 'the back porch sconce', ['light.back_porch_sconce']),
    ],
  },
  {
    home: {
      id: 'r29f_en_moncton',
      language: 'en',
      floors: [],
      areas: [
        ['yard', 'Backyard', null],
        ['living', 'Living Room', null],
      ],
      devices: [
        one('yard', 'light.yard_porch', 'Porch Light'),
        one('yard', 'light.yard_flood', 'Floodlight'),
        one('living', 'light.living', 'Living Room Lamp'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary related-room-named', 'the porch light', ['light.yard_porch']),
      c('ordinary related-room-named', 'the floodlight', ['light.yard_flood']),
    ],
  },
];

/**
 * "the path lights" in a home that wrote "Walkway Lights": path, pathway and walkway say one place (Wiktionary's
 * synonyms), as "back" and "rear" do; a home that has the word said keeps it.
 */
export const PATH_IS_WALKWAY: EvalSuite[] = [
  {
    home: {
      id: 'r29f_en_halifax',
      language: 'en',
      floors: [],
      areas: [
        ['front', 'Front Yard', null],
        ['garage', 'Garage', null],
      ],
      devices: [
        one('front', 'light.walkway', 'Walkway Bollards'),
        one('front', 'light.drive_bollards', 'Driveway Bollards'),
        one('front', 'light.porch', 'Porch Light'),
        one('garage', 'light.garage', 'Garage Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary path-walkway', 'the path bollards', ['light.walkway']),
      c('ordinary path-walkway', 'turn on the pathway bollards', ['light.walkway']),
      c('ordinary path-walkway', 'the driveway bollards', ['light.drive_bollards']),
    ],
  },
  {
    home: {
      id: 'r29f_en_fredericton',
      language: 'en',
      floors: [],
      areas: [['garden', 'Garden', null]],
      devices: [
        one('garden', 'light.path_light', 'Path Light'),
        one('garden', 'light.walkway_lights', 'Walkway Lights'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary path-walkway', 'the path light', ['light.path_light']),
      c('ordinary path-walkway', 'the walkway lights', ['light.walkway_lights']),
    ],
  },
];

/**
 * "le chargeur de la voiture": a word for the car is said whole, never cut into parts the tables know
 * ("voi|ture"), so the phrase the concept table holds is found.
 */
export const CAR_WORD_WHOLE: EvalSuite[] = [
  {
    home: {
      id: 'r29f_fr_niort',
      language: 'fr',
      floors: [],
      areas: [
        ['carport', 'Carport', null],
        ['jardin', 'Jardin', null],
      ],
      devices: [
        one('carport', 'switch.recharge_ve', 'Borne recharge VE'),
        one('carport', 'light.carport', 'Lumière carport'),
        one('jardin', 'switch.fontaine', 'Fontaine'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary car-word', 'le chargeur de la voiture', ['switch.recharge_ve']),
      c('ordinary car-word', 'allume le chargeur de voiture', ['switch.recharge_ve']),
      c('ordinary car-word', 'recharge la voiture', ['switch.recharge_ve']),
      c('ordinary car-word', 'la lumière du carport', ['light.carport']),
    ],
  },
];

/** The Danish "græsslåmaskine" (Den Danske Ordbog: a lawn mower) names the mower, as "plæneklipper" does. */
export const DANISH_MOWER: EvalSuite[] = [
  {
    home: {
      id: 'r29f_da_vejle',
      language: 'da',
      floors: [],
      areas: [
        ['have', 'Have', null],
        ['carport', 'Carport', null],
      ],
      devices: [
        one('have', 'lawn_mower.robot', 'Robotten'),
        one('have', 'valve.vanding', 'Vanding bed'),
        one('carport', 'light.carport', 'Carport lys'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary mower-word', 'start græsslåmaskinen', ['lawn_mower.robot']),
      c('ordinary mower-word', 'græsslåmaskine', ['lawn_mower.robot']),
      c('ordinary mower-word', 'lyset i carporten', ['light.carport']),
    ],
  },
];

export const ROUND_29F: EvalSuite[] = [
  ...DANISH_MOWER,
  ...CAR_WORD_WHOLE,
  ...COFFEE_WORDS,
  ...LINE_NOT_SOUND_ALIKE,
  ...ROOM_WORD_NAMED_ELSEWHERE,
  ...PATH_IS_WALKWAY,
];
