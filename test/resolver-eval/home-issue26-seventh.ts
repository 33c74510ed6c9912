// Issue 26, seventh round, with slices 8 and 9 as this round's development slices: a case or two per
// rule, none of them the slices' requests. Homes as strangers leave them: an English-named house spoken
// to in Danish and one in Norwegian, air purifiers reporting PM2.5 in several languages, hidden speakers
// named by their product, Chinese and Japanese names with a side or a particle, plural compounds.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const aalborg: EvalSuite = {
  home: {
    id: 'r7-aalborg',
    language: 'da',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['upstairs', 'Upstairs', 1],
    ],
    areas: [
      ['lounge', 'Lounge', 'ground'],
      ['scullery', 'Scullery', 'ground'],
      ['hall', 'Hall', 'ground'],
      ['bedroom_1', 'Bedroom 1', 'upstairs'],
      ['bedroom_2', 'Bedroom 2', 'upstairs'],
      ['study', 'Study', 'upstairs'],
    ],
    devices: [
      one('scullery', 'switch.washer', 'Washer'),
      one('scullery', 'switch.dishwasher_bosch', 'Bosch Dishwasher'),
      one('lounge', 'light.lounge_lamp', 'Lounge Lamp'),
      one('bedroom_1', 'light.bedroom_1_lamp', 'Bedroom 1 Lamp'),
      one('bedroom_2', 'light.bedroom_2_lamp', 'Bedroom 2 Lamp'),
      one('study', 'light.study_lamp', 'Study Lamp'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary cross-language', 'vaskemaskinen', ['switch.washer']),
    c('ordinary cross-language', 'opvaskemaskinen', ['switch.dishwasher_bosch']),
  ],
};

export const SEVENTH_ROUND: readonly EvalSuite[] = [aalborg];
