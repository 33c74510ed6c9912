// Issue 26, lead, session 14: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A name typed short is spelled out ("Kit pend" is the kitchen pendant), but a name that already says what
 * it is keeps its other words as written: "Fire TV" is a TV, and "fire" is no cut-off "fireplace". Asking
 * for the fireplace in a home without one must not turn on the TV.
 */
export const SAYS_WHAT_IT_IS: EvalSuite[] = [
  home(
    'lead28_en_firetv',
    'en',
    [
      ['den', 'Den'],
      ['kitchen', 'Kitchen'],
    ],
    [
      ['den', 'media_player.fire_tv', 'Fire TV'],
      ['den', 'light.den_lamp', 'Den lamp'],
      ['kitchen', 'light.kit_pend', 'Kit pend'],
    ],
    [
      c('ordinary says-what-it-is', 'the fireplace', 'not-found'),
      c('ordinary says-what-it-is', 'the fire tv', ['media_player.fire_tv']),
      c('ordinary says-what-it-is-not', 'the kitchen pendant', ['light.kit_pend']),
    ],
  ),
  homeOf(
    'lead28_en_firetv_hidden',
    'en',
    [['lounge', 'Lounge']],
    [
      one('lounge', 'media_player.fire_tv', 'Fire TV'),
      one('lounge', 'switch.fireplace', 'Fireplace', { hidden: true }),
    ],
    [c('hidden-similar says-what-it-is', 'the fireplace', 'not-exposed')],
  ),
];

/**
 * A place's name is spelled out by room words only: a sauna area "Sauna" or "Bastu" is no cut-off
 * "saunaovn"/"bastuugn", so asking for the stove there is the stove, not every thing in the sauna.
 */
export const PLACE_CUT_FROM_ROOMS: EvalSuite[] = [
  home(
    'lead28_da_sommerhus',
    'da',
    [
      ['sauna', 'Sauna'],
      ['stue', 'Stue'],
    ],
    [
      ['sauna', 'switch.saunaovn', 'Saunaovn'],
      ['sauna', 'light.sauna_lys', 'Saunalys'],
      ['stue', 'light.stue', 'Stue loft'],
    ],
    [
      c('ordinary place-cut-from-rooms', 'tænd saunaovnen', ['switch.saunaovn']),
      c('ordinary place-cut-from-rooms-not', 'lyset i saunaen', ['light.sauna_lys']),
    ],
  ),
  home(
    'lead28_sv_stuga',
    'sv',
    [
      ['bastu', 'Bastu'],
      ['kok', 'Kök'],
    ],
    [
      ['bastu', 'switch.ugn', 'Bastuugn'],
      ['bastu', 'light.bastu', 'Taklampa bastu'],
      ['kok', 'light.kok', 'Köksbelysning'],
    ],
    [
      c('ordinary place-cut-from-rooms', 'sätt på bastuugnen', ['switch.ugn']),
      c('ordinary place-cut-from-rooms-not', 'taklampan i bastun', ['light.bastu']),
    ],
  ),
];

/**
 * A hidden thing named with the Nordic el- prefix ("Elradiator kontor") answers "not exposed" to its own word:
 * writing its name apart ("el radiator", electric-prefix.ts) would make it a radiator by kind, and the
 * exposed thermostat a clear match of its own.
 */
export const HIDDEN_ELECTRIC_PREFIX: EvalSuite[] = [
  homeOf(
    'lead28_da_elradiator',
    'da',
    [
      ['kontor', 'Kontor'],
      ['stue', 'Stue'],
    ],
    [
      one('kontor', 'switch.elradiator', 'Elradiator kontor', { hidden: true }),
      one('stue', 'climate.termostat', 'Termostat'),
      one('stue', 'light.stue', 'Stue loft'),
    ],
    [
      c('hidden-similar hidden-electric-prefix', 'elradiatoren', 'not-exposed'),
      c('ordinary hidden-electric-prefix-not', 'termostaten', ['climate.termostat']),
    ],
  ),
];
