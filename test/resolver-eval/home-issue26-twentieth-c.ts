// Issue 26, round 20c: a case or two per rule in homes of our own, none of them a slice's requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';
import { PLACED_NAME, TWINS } from './home-issue26-twentieth-c2.js';

const outlet = { deviceClass: 'outlet' };

/** Rule 1: a kind word of a cover class ("the curtains") is the covers of that class, not every cover. */
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
      c('ordinary', 'ferme les volets', ['cover.volet_chambre']),
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

/** Rule 2: a compound name word said in the plural ("alla hyllampor") is every thing holding it. */
const NAME_PLURAL: EvalSuite[] = [
  {
    home: {
      id: 'r20c_sv_shelf_lamps',
      language: 'sv',
      floors: [],
      areas: [
        ['kok', 'Kök', null],
        ['hall', 'Hall', null],
        ['sovrum', 'Sovrum', null],
      ],
      devices: [
        one('kok', 'switch.hyllampa_kok', 'Hyllampa Kök', outlet),
        one('hall', 'switch.hyllampa_hall', 'Hyllampa Hall', outlet),
        one('kok', 'light.kokslampa', 'Köksbelysning'),
        one('sovrum', 'light.sanglampa', 'Sänglampa'),
        one('hall', 'light.taklampa_hall', 'Taklampa hall'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one name-plural', 'alla hyllampor', ['switch.hyllampa_kok', 'switch.hyllampa_hall']),
      c('ask-one name-plural', 'tänd hyllamporna', ['switch.hyllampa_kok', 'switch.hyllampa_hall']),
      c('ask-one', 'hyllampan', { ask: ['switch.hyllampa_kok', 'switch.hyllampa_hall'] }),
      c('ordinary', 'hyllampan i köket', ['switch.hyllampa_kok']),
    ],
  },
  {
    home: {
      id: 'r20c_da_window_lamps',
      language: 'da',
      floors: [],
      areas: [
        ['stue', 'Stue', null],
        ['kontor', 'Kontor', null],
      ],
      devices: [
        one('stue', 'switch.vindueslampe_stue', 'Vindueslampe stue', outlet),
        one('kontor', 'switch.vindueslampe_kontor', 'Vindueslampe kontor', outlet),
        one('stue', 'light.loftlampe', 'Loftlampe'),
        one('kontor', 'light.skrivebordslampe', 'Skrivebordslampe'),
        one('kontor', 'light.kontorlampe', 'Kontorlampe'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one name-plural', 'alle vindueslamper', [
        'switch.vindueslampe_stue',
        'switch.vindueslampe_kontor',
      ]),
      c('ask-one name-plural', 'vindueslamperne', ['switch.vindueslampe_stue', 'switch.vindueslampe_kontor']),
      // A room's word then a kind word: its plural is the kind in that room (a guard).
      c('ask-one', 'kontorlamperne', ['light.skrivebordslampe', 'light.kontorlampe']),
    ],
  },
  {
    home: {
      id: 'r20c_de_standing_lamps',
      language: 'de',
      floors: [],
      areas: [
        ['flur', 'Flur', null],
        ['buero', 'Büro', null],
      ],
      devices: [
        one('flur', 'switch.stehlampe_flur', 'Stehlampe Flur', outlet),
        one('buero', 'switch.stehlampe_buero', 'Stehlampe Büro', outlet),
        one('flur', 'light.deckenlicht_flur', 'Deckenlicht Flur'),
        one('buero', 'light.schreibtisch', 'Schreibtischleuchte'),
      ],
      loose: [],
    },
    cases: [c('ask-one name-plural', 'alle Stehlampen', ['switch.stehlampe_flur', 'switch.stehlampe_buero'])],
  },
];

/** Guards beside rule 2: plurals read as every one before the rule and after it. */
const NAME_PLURAL_GUARDS: EvalSuite[] = [
  {
    home: {
      id: 'r20c_nl_reading_lamps',
      language: 'nl',
      floors: [],
      areas: [
        ['noor', 'Kamer Noor', null],
        ['daan', 'Kamer Daan', null],
      ],
      devices: [
        one('noor', 'light.leeslamp_noor', 'Leeslamp Noor'),
        one('daan', 'light.leeslamp_daan', 'Leeslamp Daan'),
        one('noor', 'light.plafond_noor', 'Plafondlamp Noor'),
        one('daan', 'light.plafond_daan', 'Plafondlamp Daan'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one', 'alle leeslampen', ['light.leeslamp_noor', 'light.leeslamp_daan']),
      c('ask-one', 'de leeslamp', { ask: ['light.leeslamp_noor', 'light.leeslamp_daan'] }),
    ],
  },
  {
    home: {
      id: 'r20c_en_nightlights',
      language: 'en',
      floors: [],
      areas: [
        ['nursery', 'Nursery', null],
        ['kids', 'Kids Room', null],
      ],
      devices: [
        one('nursery', 'switch.nightlight_emma', 'Nightlight Emma', { deviceClass: 'outlet' }),
        one('kids', 'switch.nightlight_leo', 'Nightlight Leo', { deviceClass: 'outlet' }),
        one('nursery', 'light.nursery_ceiling', 'Nursery ceiling'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one', 'all the nightlights', ['switch.nightlight_emma', 'switch.nightlight_leo']),
      c('ask-one', 'the nightlight', { ask: ['switch.nightlight_emma', 'switch.nightlight_leo'] }),
    ],
  },
];

/** Rule 3: a kind word said in the home's language finds a name holding the same word in another spelling. */
const COGNATE: EvalSuite[] = [
  {
    home: {
      id: 'r20c_it_thermostat',
      language: 'it',
      floors: [],
      areas: [
        ['studio', 'Studio', null],
        ['camera', 'Camera', null],
      ],
      devices: [
        one('studio', 'climate.netatmo_thermostat', 'Netatmo Thermostat', {
          attributes: { hvac_modes: ['off', 'heat'] },
        }),
        one('camera', 'climate.split_camera', 'Split camera', {
          attributes: { hvac_modes: ['off', 'heat', 'cool'] },
        }),
      ],
      loose: [],
    },
    cases: [c('ordinary cognate', 'il termostato', ['climate.netatmo_thermostat'])],
  },
  {
    home: {
      id: 'r20c_es_thermostat',
      language: 'es',
      floors: [],
      areas: [
        ['salon', 'Salón', null],
        ['dormitorio', 'Dormitorio', null],
      ],
      devices: [
        one('salon', 'climate.nest_thermostat', 'Nest Thermostat', {
          attributes: { hvac_modes: ['off', 'heat'] },
        }),
        one('dormitorio', 'climate.aire_dormitorio', 'Aire dormitorio', {
          attributes: { hvac_modes: ['off', 'heat', 'cool'] },
        }),
      ],
      loose: [],
    },
    cases: [c('ordinary cognate', 'el termostato', ['climate.nest_thermostat'])],
  },
];

/** Guards (pl, nl, sv) matched already: one letter apart is a typo the resolver forgives. */
function thermostatHome(
  id: string,
  language: string,
  rooms: [string, string][],
  thermostat: [string, string],
  other: [string, string],
  say: string[],
  guard = false,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: rooms.map(([area, name]) => [area, name, null] as [string, string, null]),
      devices: [
        one(rooms[0]![0], thermostat[0], thermostat[1], { attributes: { hvac_modes: ['off', 'heat'] } }),
        one(rooms[1]![0], other[0], other[1], { attributes: { hvac_modes: ['off', 'heat', 'cool'] } }),
      ],
      loose: [],
    },
    cases: say.map((said) => c(guard ? 'ordinary' : 'ordinary cognate', said, [thermostat[0]])),
  };
}

const COGNATE_2: EvalSuite[] = [
  thermostatHome(
    'r20c_pl_thermostat',
    'pl',
    [
      ['salon', 'Salon'],
      ['sypialnia', 'Sypialnia'],
    ],
    ['climate.honeywell', 'Honeywell Thermostat'],
    ['climate.klima', 'Klimatyzator sypialnia'],
    ['termostat'],
    true,
  ),
  thermostatHome(
    'r20c_nl_thermostat',
    'nl',
    [
      ['kamer', 'Woonkamer'],
      ['zolder', 'Zolder'],
    ],
    ['climate.ecobee', 'Ecobee Thermostat'],
    ['climate.airco', 'Airco zolder'],
    ['de thermostaat'],
    true,
  ),
  thermostatHome(
    'r20c_sv_thermostat',
    'sv',
    [
      ['hall', 'Hall'],
      ['sovrum', 'Sovrum'],
    ],
    ['climate.danfoss', 'Danfoss Thermostat'],
    ['climate.ac', 'Luftkonditionering sovrum'],
    ['termostaten'],
    true,
  ),
  thermostatHome(
    'r20c_pt_thermostat',
    'pt',
    [
      ['sala', 'Sala'],
      ['quarto', 'Quarto'],
    ],
    ['climate.nest', 'Nest Thermostat'],
    ['climate.ar', 'Ar condicionado quarto'],
    ['o termostato'],
  ),
];
export const TWENTIETH_ROUND_C: EvalSuite[] = [
  ...COVER_CLASS,
  ...NAME_PLURAL,
  ...NAME_PLURAL_GUARDS,
  ...COGNATE,
  ...COGNATE_2,
  ...TWINS,
  ...PLACED_NAME,
];
