// Issue 26, lead, session 14: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * An appliance said by its phrase ("the coffee machine") is not a thing whose name holds one word of that
 * phrase but says something else ("Coffee table lamp", a lamp). The lamp is still found by its own words,
 * and a plug named only for what its machine makes ("Coffee") is still the machine.
 */
export const APPLIANCE_PHRASE_WHOLE: EvalSuite[] = [
  {
    home: {
      id: 'lead28c_en_coffee_table',
      language: 'en',
      floors: [],
      areas: [
        ['living', 'Living Room', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('living', 'light.coffee_table', 'Coffee table lamp'),
        one('kitchen', 'light.kitchen', 'Kitchen light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary appliance-phrase-whole', 'the coffee machine', 'not-found'),
      c('ordinary appliance-phrase-whole', 'the coffee maker', 'not-found'),
      c('ordinary appliance-phrase-whole', 'the coffee table lamp', ['light.coffee_table']),
      c('ordinary appliance-phrase-whole', 'the coffee table', ['light.coffee_table']),
      c('ordinary appliance-phrase-whole', 'the kitchen light', ['light.kitchen']),
    ],
  },
  {
    home: {
      id: 'lead28c_en_coffee_plug',
      language: 'en',
      floors: [],
      areas: [
        ['living', 'Living Room', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('living', 'light.coffee_table', 'Coffee table lamp'),
        one('kitchen', 'switch.coffee', 'Coffee'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary appliance-phrase-whole', 'the coffee machine', ['switch.coffee']),
      c('ordinary appliance-phrase-whole', 'the coffee maker', ['switch.coffee']),
      c('ordinary appliance-phrase-whole', 'the coffee table lamp', ['light.coffee_table']),
    ],
  },
];
