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

/**
 * A list whose one part names a thing the home does not have ("the floor lamp and the toaster"), or one it does
 * not expose, is not found (or not exposed) as a whole: acting on the lamp alone would leave the user believing
 * both were done. The model hears what was not found and can say so, or ask again for the lamp alone. Every part
 * found still acts on all.
 */
export const LIST_PART_MISSING: EvalSuite[] = [
  {
    home: {
      id: 'lead26_en_bungalow',
      language: 'en',
      floors: [],
      areas: [
        ['lounge', 'Lounge', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('lounge', 'light.floor_lamp', 'Floor Lamp'),
        one('lounge', 'climate.lounge_heater', 'Lounge Heater'),
        one('kitchen', 'light.kitchen', 'Kitchen Light'),
        one('kitchen', 'switch.kettle', 'Kettle'),
        one('kitchen', 'lock.back_door', 'Back Door Lock', { hidden: true }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary list-missing', 'the floor lamp and the toaster', 'not-found'),
      c('ordinary list-missing', 'the kettle, the dishwasher', 'not-found'),
      c('hidden-similar list-missing', 'the floor lamp and the back door lock', 'not-exposed'),
      c('hidden-similar list-missing', 'the kettle, the back door lock', 'not-exposed'),
      c('ordinary list-missing-not', 'the floor lamp and the kettle', ['light.floor_lamp', 'switch.kettle']),
      c('ordinary list-missing-not', 'the kitchen light and the heater', [
        'light.kitchen',
        'climate.lounge_heater',
      ]),
    ],
  },
  {
    home: {
      id: 'lead26_de_altbau',
      language: 'de',
      floors: [],
      areas: [
        ['wohnzimmer', 'Wohnzimmer', null],
        ['kueche', 'Küche', null],
      ],
      devices: [
        one('wohnzimmer', 'light.stehlampe', 'Stehlampe'),
        one('wohnzimmer', 'media_player.fernseher', 'Fernseher', { deviceClass: 'tv' }),
        one('kueche', 'switch.kaffeemaschine', 'Kaffeemaschine'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary list-missing', 'die Stehlampe und den Toaster', 'not-found'),
      c('ordinary list-missing', 'Kaffeemaschine und Wasserkocher', 'not-found'),
      c('ordinary list-missing-not', 'die Stehlampe und den Fernseher', [
        'light.stehlampe',
        'media_player.fernseher',
      ]),
    ],
  },
  {
    home: {
      id: 'lead26_es_piso',
      language: 'es',
      floors: [],
      areas: [
        ['salon', 'Salón', null],
        ['cocina', 'Cocina', null],
      ],
      devices: [
        one('salon', 'light.lampara_pie', 'Lámpara de pie'),
        one('salon', 'climate.radiador', 'Radiador salón'),
        one('cocina', 'switch.cafetera', 'Cafetera'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary list-missing', 'la lámpara de pie y la tostadora', 'not-found'),
      c('ordinary list-missing-not', 'la lámpara de pie y la cafetera', [
        'light.lampara_pie',
        'switch.cafetera',
      ]),
    ],
  },
];
