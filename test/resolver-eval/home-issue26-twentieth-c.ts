// Issue 26, round 20c: a case or two per rule in homes of our own, none of them a slice's requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/** Rule: a kind word of a cover class ("the curtains") is the covers of that class, not every cover. */
const COVER_CLASS: EvalSuite[] = [
  {
    home: {
      id: 'r20c_nl_covers',
      language: 'nl',
      floors: [],
      areas: [
        ['zitkamer', 'Zitkamer', null],
        ['keuken', 'Keuken', null],
      ],
      devices: [
        one('zitkamer', 'cover.gordijn_zitkamer', 'Gordijn zitkamer', { deviceClass: 'curtain' }),
        one('keuken', 'cover.rolluik_keuken', 'Rolluik keuken', { deviceClass: 'shutter' }),
        one('zitkamer', 'light.zitkamer', 'Zitkamerlamp'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cover-class', 'de gordijnen', ['cover.gordijn_zitkamer']),
      c('ordinary cover-class', 'doe de gordijnen dicht', ['cover.gordijn_zitkamer']),
      c('ordinary cover-class', 'de rolluiken', ['cover.rolluik_keuken']),
    ],
  },
  {
    home: {
      id: 'r20c_en_covers',
      language: 'en',
      floors: [],
      areas: [
        ['den', 'Den', null],
        ['garage', 'Garage', null],
      ],
      devices: [
        one('den', 'cover.den_curtain', 'Den curtain', { deviceClass: 'curtain' }),
        one('garage', 'cover.garage_door', 'Garage door', { deviceClass: 'garage' }),
        one('den', 'cover.den_blind', 'Den blind', { deviceClass: 'blind' }),
        one('den', 'cover.den_shade', 'Den shade', { deviceClass: 'shade' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cover-class', 'the curtains', ['cover.den_curtain']),
      // Blinds and shades are said of one another: both, the curtain not.
      c('ordinary cover-class', 'the blinds', ['cover.den_blind', 'cover.den_shade']),
    ],
  },
  {
    home: {
      id: 'r20c_fr_covers',
      language: 'fr',
      floors: [],
      areas: [
        ['bureau', 'Bureau', null],
        ['chambre', 'Chambre', null],
      ],
      devices: [
        one('bureau', 'cover.rideau_bureau', 'Rideau bureau', { deviceClass: 'curtain' }),
        one('chambre', 'cover.volet_chambre', 'Volet chambre', { deviceClass: 'shutter' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary cover-class', 'les rideaux', ['cover.rideau_bureau']),
      c('ordinary cover-class', 'ferme les volets', ['cover.volet_chambre']),
    ],
  },
  {
    home: {
      id: 'r20c_de_covers',
      language: 'de',
      floors: [],
      areas: [
        ['wohnen', 'Wohnen', null],
        ['kind', 'Kinderzimmer', null],
      ],
      devices: [
        one('wohnen', 'cover.vorhang_wohnen', 'Vorhang Wohnen', { deviceClass: 'curtain' }),
        one('kind', 'cover.rollladen_kind', 'Rollladen Kinderzimmer', { deviceClass: 'shutter' }),
      ],
      loose: [],
    },
    cases: [c('ordinary cover-class', 'die Vorhänge', ['cover.vorhang_wohnen'])],
  },
];

export const TWENTIETH_ROUND_C: EvalSuite[] = [...COVER_CLASS];
