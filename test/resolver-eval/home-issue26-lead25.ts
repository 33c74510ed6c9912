// Issue 26, lead, session 11: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * An open/closed word said first, with no question asked, is the order ("ferme la porte de garage": French
 * "ferme" is "close!", and also "fermé" once accents are folded): the cover moves, while the same word in a
 * question ("la porte de garage est fermée ?") asks the contact sensor watching it.
 */
export const STATE_WORD_FIRST: EvalSuite[] = [
  {
    home: {
      id: 'lead25_fr_pavillon',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['garage', 'Garage', 'rdc'],
        ['jardin', 'Jardin', 'rdc'],
        ['entree', 'Entrée', 'rdc'],
      ],
      devices: [
        {
          name: 'Porte de garage',
          area: 'garage',
          entities: [
            ['cover.porte_de_garage', 'Porte de garage', { deviceClass: 'garage' }],
            [
              'binary_sensor.porte_de_garage_contact',
              'Porte de garage contact',
              { deviceClass: 'garage_door' },
            ],
          ],
        },
        one('jardin', 'cover.portillon', 'Portillon', { deviceClass: 'gate' }),
        one('jardin', 'binary_sensor.capteur_portillon', 'Capteur portillon', { deviceClass: 'opening' }),
        one('garage', 'light.neon_garage', 'Néon garage'),
        one('entree', 'lock.serrure_entree', 'Serrure entrée'),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor state-first', 'ferme la porte de garage', ['cover.porte_de_garage']),
      c('device-sensor state-first', 'ferme le portillon', ['cover.portillon']),
      c('device-sensor state-first', 'ouvre la porte de garage', ['cover.porte_de_garage']),
      c('device-sensor state-first', 'la porte de garage est fermée ?', [
        'binary_sensor.porte_de_garage_contact',
      ]),
      c('device-sensor state-first', 'est-ce que le portillon est fermé', [
        'binary_sensor.capteur_portillon',
      ]),
      c('device-sensor state-first', 'la porte de garage est ouverte ?', [
        'binary_sensor.porte_de_garage_contact',
      ]),
    ],
  },
  {
    home: {
      id: 'lead25_nl_twee_onder_een_kap',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['garage', 'Garage', 'bg'],
        ['tuin', 'Tuin', 'bg'],
      ],
      devices: [
        one('garage', 'cover.garagedeur', 'Garagedeur', { deviceClass: 'garage' }),
        one('garage', 'binary_sensor.garagedeur_sensor', 'Garagedeur sensor', { deviceClass: 'garage_door' }),
        one('tuin', 'light.tuinverlichting', 'Tuinverlichting'),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor state-first', 'open de garagedeur', ['cover.garagedeur']),
      c('device-sensor state-first', 'is de garagedeur open', ['binary_sensor.garagedeur_sensor']),
      c('device-sensor state-first', 'is de garagedeur dicht?', ['binary_sensor.garagedeur_sensor']),
    ],
  },
];

/**
 * A numbered thing said with Korean "번" ("number") after its number ("안방등 2번") is that one of the
 * numbered lights, not a question among all of them.
 */
export const KOREAN_NUMBER_COUNTER: EvalSuite[] = [
  {
    home: {
      id: 'lead25_ko_villa',
      language: 'ko',
      floors: [['f2', '2층', 2]],
      areas: [
        ['anbang', '안방', 'f2'],
        ['jubang', '주방', 'f2'],
      ],
      devices: [
        one('anbang', 'light.anbang_1', '안방등 1'),
        one('anbang', 'light.anbang_2', '안방등 2'),
        one('anbang', 'light.anbang_3', '안방등 3'),
        one('jubang', 'light.jubang', '주방등'),
        one('jubang', 'switch.jubang_plug_1', '주방 플러그 1'),
        one('jubang', 'switch.jubang_plug_2', '주방 플러그 2'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary number-counter', '안방등 2번', ['light.anbang_2']),
      c('ordinary number-counter', '안방등 1번', ['light.anbang_1']),
      c('ordinary number-counter', '주방 플러그 2번', ['switch.jubang_plug_2']),
      c('ordinary number-counter', '안방등 3', ['light.anbang_3']),
      c('ask-one number-counter', '안방등', { ask: ['light.anbang_1', 'light.anbang_2', 'light.anbang_3'] }),
    ],
  },
];

/**
 * A word that only looks like a floor word of another language with an ending ("abajour", said for an
 * Italian "Abat-jour", is Spanish "abajo" plus "-ur") is no floor: before, it acted on every exposed thing
 * downstairs. Floor words take only the endings of the languages that inflect them ("na parterze").
 * Since round 26L the lamps are found from the word run together (joined-name-words.ts): which of the two.
 */
export const NO_FLOOR_BY_LOOKS: EvalSuite[] = [
  {
    home: {
      id: 'lead25_it_bifamiliare',
      language: 'it',
      floors: [
        ['pt', 'Piano terra', 0],
        ['p1', 'Primo piano', 1],
      ],
      areas: [
        ['salotto', 'Salotto', 'pt'],
        ['cucina', 'Cucina', 'pt'],
        ['camera', 'Camera matrimoniale', 'p1'],
      ],
      devices: [
        one('camera', 'light.abat_jour_sinistra', 'Abat-jour sinistra'),
        one('camera', 'light.abat_jour_destra', 'Abat-jour destra'),
        one('salotto', 'light.plafoniera', 'Plafoniera'),
        one('cucina', 'switch.macchina_caffe', 'Macchina caffè'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary floor-by-looks', "l'abajour", {
        ask: ['light.abat_jour_sinistra', 'light.abat_jour_destra'],
      }),
      c('ordinary floor-by-looks', 'le luci del piano terra', ['light.plafoniera']),
    ],
  },
  {
    home: {
      id: 'lead25_pl_dom',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['pietro', 'Piętro', 1],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['sypialnia', 'Sypialnia', 'pietro'],
      ],
      devices: [
        one('salon', 'light.salon', 'Lampa salon'),
        one('sypialnia', 'light.sypialnia', 'Lampa sypialnia'),
      ],
      loose: [],
    },
    cases: [c('ordinary floor-by-looks', 'światła na parterze', ['light.salon'])],
  },
];
