// Issue 26, round 24d: homes of older people and visiting family, and whole spoken commands passed as the
// reference (slices 40 and 71's kinds). Cases of our own for each rule, in homes of our own; none is a
// slice's request or home. The first tag is the category, the second the rule exercised (cases without a
// rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const blind = { deviceClass: 'blind' };
const shutter = { deviceClass: 'shutter' };
const speaker = { deviceClass: 'speaker' };
const tv = { deviceClass: 'tv' };

/** A home of a few rooms with lists beside its devices. */
function withLists(suite: EvalSuite, lists: [id: string, name: string][]): EvalSuite {
  return { ...suite, home: { ...suite.home, loose: lists } };
}

/** Rule 1: "to" before a number puts a value on the thing; it is no name's number ("to" for "2"). */
const TO_BEFORE_NUMBER: EvalSuite[] = [
  home(
    'r24d_en_parlour',
    'en',
    [
      ['parlour', 'Parlour'],
      ['snug', 'Snug'],
    ],
    [
      one('parlour', 'light.parlour_pendant', 'Pendant'),
      one('parlour', 'light.parlour_sconce', 'Sconce'),
      one('snug', 'light.snug_lamp_1', 'Snug Lamp 1'),
      one('snug', 'light.snug_lamp_2', 'Snug Lamp 2'),
    ],
    [
      c('ordinary to-number', 'dim the pendant to 40 percent', ['light.parlour_pendant']),
      c('ordinary to-number', 'brighten the sconce to 70 percent', ['light.parlour_sconce']),
      c('ordinary to-number', 'dim the pendant to 25%', ['light.parlour_pendant']),
      c('ordinary', 'dim snug lamp 2 to 50 percent', ['light.snug_lamp_2']),
      c('ordinary', 'turn on snug lamp to', ['light.snug_lamp_2']),
      c('ordinary', 'the pendant', ['light.parlour_pendant']),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_D: readonly EvalSuite[] = [...TO_BEFORE_NUMBER];
