// Issue 26, round 22c, rules 9 and up (rules 1–3 are in home-issue26-twenty-second-c.ts, 4–8 in -c2.ts): homes
// of several floors, cases of our own in homes of our own. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 9: "both" said of a room that a second room is named after with its floor ("Flur" and "Flur oben",
 * "Bedroom" and "Upstairs Bedroom", "Gang" and "Gang ovenpå") means both rooms, as it already did of a room
 * Home Assistant numbered again ("Bedroom 2"). It acted on the first room's things alone.
 */
const BOTH_FLOORS_ROOMS: EvalSuite[] = [
  home(
    'r22c_de_both_halls',
    'de',
    [
      ['diele', 'Diele', 'eg'],
      ['diele_oben', 'Diele oben', 'og'],
      ['bad', 'Bad', 'og'],
      ['gang', 'Gang', 'eg'],
      ['gang_oben', 'Gang oben', 'og'],
    ],
    [
      one('gang', 'light.gang', 'Spots'),
      one('gang_oben', 'light.gang_oben', 'Leuchte'),
      one('diele', 'light.diele', 'Deckenleuchte'),
      one('diele_oben', 'light.diele_oben', 'Wandlampe'),
      one('bad', 'light.bad', 'Badlampe'),
    ],
    [
      c('ordinary', 'beide Dielenlampen', ['light.diele', 'light.diele_oben']),
      c('ordinary', 'die Lampe in der Diele', ['light.diele']),
      c('ordinary both-floors', 'beide Lampen im Gang', ['light.gang', 'light.gang_oben']),
    ],
    [
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1, ['oben']],
    ],
  ),
  home(
    'r22c_en_both_bedrooms',
    'en',
    [
      ['bedroom', 'Bedroom', 'ground'],
      ['bedroom_up', 'Upstairs Bedroom', 'first'],
      ['den', 'Den', 'ground'],
    ],
    [
      one('bedroom', 'fan.bedroom', 'Ceiling Fan'),
      one('bedroom_up', 'fan.bedroom_up', 'Box Fan'),
      one('den', 'fan.den', 'Den Fan'),
    ],
    [
      c('ordinary both-floors', 'both bedroom fans', ['fan.bedroom', 'fan.bedroom_up']),
      c('ordinary', 'the bedroom fan', ['fan.bedroom']),
    ],
    [
      ['ground', 'Ground Floor', 0],
      ['first', 'First Floor', 1],
    ],
  ),
  home(
    'r22c_da_both_halls',
    'da',
    [
      ['gang', 'Gang', 'stue'],
      ['gang_op', 'Gang ovenpå', 'sal'],
    ],
    [one('gang', 'light.gang', 'Loftlampe gang'), one('gang_op', 'light.gang_op', 'Spots')],
    [c('ordinary both-floors', 'begge ganglamper', ['light.gang', 'light.gang_op'])],
    [
      ['stue', 'Stueetage', 0],
      ['sal', '1. sal', 1],
    ],
  ),
];

export const TWENTY_SECOND_ROUND_C3: EvalSuite[] = [...BOTH_FLOORS_ROOMS];
