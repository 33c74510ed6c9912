// Issue 26, lead, session 14: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A name typed short is spelled out ("Kit pend" is the kitchen pendant), but a name that already says what
 * it is keeps its other words as written: "Fire TV" is a TV, and "fire" is no cut-off "fireplace". Asking
 * for the fireplace in a home without one must not turn on the TV.
 */
export const SAYS_WHAT_IT_IS: EvalSuite[] = [
  {
    home: {
      id: 'lead28_en_firetv',
      language: 'en',
      floors: [],
      areas: [
        ['den', 'Den', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('den', 'media_player.fire_tv', 'Fire TV'),
        one('den', 'light.den_lamp', 'Den lamp'),
        one('kitchen', 'light.kit_pend', 'Kit pend'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary says-what-it-is', 'the fireplace', 'not-found'),
      c('ordinary says-what-it-is', 'the fire tv', ['media_player.fire_tv']),
      c('ordinary says-what-it-is-not', 'the kitchen pendant', ['light.kit_pend']),
    ],
  },
  {
    home: {
      id: 'lead28_en_firetv_hidden',
      language: 'en',
      floors: [],
      areas: [['lounge', 'Lounge', null]],
      devices: [
        one('lounge', 'media_player.fire_tv', 'Fire TV'),
        {
          name: 'Fireplace',
          area: 'lounge',
          entities: [['switch.fireplace', 'Fireplace', { hidden: true }]],
        },
      ],
      loose: [],
    },
    cases: [c('hidden-similar says-what-it-is', 'the fireplace', 'not-exposed')],
  },
];

/**
 * A place's name is spelled out by room words only: a sauna area "Sauna" or "Bastu" is no cut-off
 * "saunaovn"/"bastuugn", so asking for the stove there is the stove, not every thing in the sauna.
 */
export const PLACE_CUT_FROM_ROOMS: EvalSuite[] = [
  {
    home: {
      id: 'lead28_da_sommerhus',
      language: 'da',
      floors: [],
      areas: [
        ['sauna', 'Sauna', null],
        ['stue', 'Stue', null],
      ],
      devices: [
        one('sauna', 'switch.saunaovn', 'Saunaovn'),
        one('sauna', 'light.sauna_lys', 'Saunalys'),
        one('stue', 'light.stue', 'Stue loft'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary place-cut-from-rooms', 'tænd saunaovnen', ['switch.saunaovn']),
      c('ordinary place-cut-from-rooms-not', 'lyset i saunaen', ['light.sauna_lys']),
    ],
  },
  {
    home: {
      id: 'lead28_sv_stuga',
      language: 'sv',
      floors: [],
      areas: [
        ['bastu', 'Bastu', null],
        ['kok', 'Kök', null],
      ],
      devices: [
        one('bastu', 'switch.ugn', 'Bastuugn'),
        one('bastu', 'light.bastu', 'Taklampa bastu'),
        one('kok', 'light.kok', 'Köksbelysning'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary place-cut-from-rooms', 'sätt på bastuugnen', ['switch.ugn']),
      c('ordinary place-cut-from-rooms-not', 'taklampan i bastun', ['light.bastu']),
    ],
  },
];

/**
 * A hidden thing named with the Nordic el- prefix ("Elradiator kontor") answers "not exposed" to its own word:
 * writing its name apart ("el radiator", electric-prefix.ts) would make it a radiator by kind, and the
 * exposed thermostat a clear match of its own.
 */
export const HIDDEN_ELECTRIC_PREFIX: EvalSuite[] = [
  {
    home: {
      id: 'lead28_da_elradiator',
      language: 'da',
      floors: [],
      areas: [
        ['kontor', 'Kontor', null],
        ['stue', 'Stue', null],
      ],
      devices: [
        {
          name: 'Elradiator kontor',
          area: 'kontor',
          entities: [['switch.elradiator', 'Elradiator kontor', { hidden: true }]],
        },
        one('stue', 'climate.termostat', 'Termostat'),
        one('stue', 'light.stue', 'Stue loft'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar hidden-electric-prefix', 'elradiatoren', 'not-exposed'),
      c('ordinary hidden-electric-prefix-not', 'termostaten', ['climate.termostat']),
    ],
  },
];
