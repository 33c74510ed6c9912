// Issue 26, lead, session 14: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home, type Device } from './few-rooms-home.js';

const ROOMS: [id: string, name: string][] = [
  ['living', 'Living Room'],
  ['kitchen', 'Kitchen'],
];
const COFFEE_TABLE_LAMP: Device = ['living', 'light.coffee_table', 'Coffee table lamp'];

/**
 * An appliance said by its phrase ("the coffee machine") is not a thing whose name holds one word of that
 * phrase but says something else ("Coffee table lamp", a lamp). The lamp is still found by its own words,
 * and a plug named only for what its machine makes ("Coffee") is still the machine.
 */
export const APPLIANCE_PHRASE_WHOLE: EvalSuite[] = [
  home(
    'lead28c_en_coffee_table',
    'en',
    ROOMS,
    [COFFEE_TABLE_LAMP, ['kitchen', 'light.kitchen', 'Kitchen light']],
    [
      c('ordinary appliance-phrase-whole', 'the coffee machine', 'not-found'),
      c('ordinary appliance-phrase-whole', 'the coffee maker', 'not-found'),
      c('ordinary appliance-phrase-whole', 'the coffee table lamp', ['light.coffee_table']),
      c('ordinary appliance-phrase-whole', 'the coffee table', ['light.coffee_table']),
      c('ordinary appliance-phrase-whole', 'the kitchen light', ['light.kitchen']),
    ],
  ),
  home(
    'lead28c_en_coffee_plug',
    'en',
    ROOMS,
    [COFFEE_TABLE_LAMP, ['kitchen', 'switch.coffee', 'Coffee']],
    [
      c('ordinary appliance-phrase-whole', 'the coffee machine', ['switch.coffee']),
      c('ordinary appliance-phrase-whole', 'the coffee maker', ['switch.coffee']),
      c('ordinary appliance-phrase-whole', 'the coffee table lamp', ['light.coffee_table']),
    ],
  ),
];
