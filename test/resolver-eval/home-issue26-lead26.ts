// Issue 26, lead, session 12: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A room word said last with its ending ("lyset i stuen") is the room it names, not another area whose name
 * only holds the word: Danes call the ground floor "stuen" too, so a bathroom there is "Badeværelse stuen".
 * Round 26a's three-word Polish rooms had dropped the last-word case, and every request for the living room
 * went to that bathroom.
 */
export const ROOM_WORD_LAST: EvalSuite[] = [
  {
    home: {
      id: 'lead26_da_raekkehus',
      language: 'da',
      floors: [
        ['stueplan', 'Stueplan', 0],
        ['forste', '1. sal', 1],
      ],
      areas: [
        ['dagligstue', 'Stue', 'stueplan'],
        ['bad_nede', 'Badeværelse stuen', 'stueplan'],
        ['kokken', 'Køkken', 'stueplan'],
        ['vaerelse', 'Værelse Ida', 'forste'],
      ],
      devices: [
        one('dagligstue', 'light.gulvlampe', 'Gulvlampe'),
        one('dagligstue', 'light.loft_stue', 'Loft stue'),
        one('dagligstue', 'sensor.temp_stue', 'Temperatur stue', { deviceClass: 'temperature' }),
        one('dagligstue', 'cover.persienne', 'Persienne', { deviceClass: 'blind' }),
        one('bad_nede', 'light.spejl', 'Spejllys'),
        one('bad_nede', 'sensor.fugt_bad', 'Fugt bad', { deviceClass: 'humidity' }),
        one('kokken', 'light.kokken', 'Køkkenlampe'),
        one('vaerelse', 'light.ida', 'Lampe Ida'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary room-last', 'lyset i stuen', ['light.gulvlampe', 'light.loft_stue']),
      c('ordinary room-last', 'er det varmt i stuen', ['sensor.temp_stue']),
      c('name-wins room-last', 'gulvlampen i stuen', ['light.gulvlampe']),
      c('ordinary room-last', 'persiennen i stuen', ['cover.persienne']),
      c('ordinary room-last-not', 'lyset på badeværelset', ['light.spejl']),
      c('ordinary room-last-not', 'fugtigheden på badeværelset', ['sensor.fugt_bad']),
      c('ordinary room-last-not', 'lyset i køkkenet', ['light.kokken']),
    ],
  },
];
