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

export const ROUND_29F: EvalSuite[] = [...COFFEE_WORDS];
