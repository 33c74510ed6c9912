// Issue 26, round 29h: Latin-script leftovers of seen slices 120–126, as rules. Cases of our own, in homes of
// our own; none is a slice's request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A plug named by what its appliance makes ("Kaffee", "Koffie", "Café") is that appliance: "die
 * Kaffeemaschine", "la cafetière". Neighbours: a lamp of a coffee corner or a coffee table stays a lamp,
 * and the drink said as the name still finds its plug.
 */
export const MADE_BY_NAME: EvalSuite[] = [
  {
    home: {
      id: 'r29h_de_wetzlar',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['kueche', 'Küche', 'eg'],
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ],
      devices: [
        one('kueche', 'switch.kaffee', 'Kaffee'),
        one('kueche', 'light.kueche_decke', 'Küche Decke'),
        one('kueche', 'switch.toaster', 'Toaster'),
        one('wohnzimmer', 'light.couchtisch', 'Couchtisch Lampe'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary made-by-name', 'die Kaffeemaschine', ['switch.kaffee']),
      c('ordinary made-by-name', 'Kaffeemaschine in der Küche', ['switch.kaffee']),
      c('ordinary made-by-name-not', 'Kaffee', ['switch.kaffee']),
      c('ordinary made-by-name-not', 'der Toaster', ['switch.toaster']),
    ],
  },
  {
    home: {
      id: 'r29h_fr_nancy',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['cuisine', 'Cuisine', 'rdc'],
        ['salon', 'Salon', 'rdc'],
      ],
      devices: [
        one('cuisine', 'switch.cafe', 'Café'),
        one('salon', 'light.coin_cafe', 'Lampe coin café'),
        one('salon', 'light.salon_plafond', 'Plafonnier salon'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary made-by-name', 'la cafetière', ['switch.cafe']),
      c('ordinary made-by-name-not', 'la lampe du coin café', ['light.coin_cafe']),
    ],
  },
  {
    home: {
      id: 'r29h_nl_zwolle',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [['keuken', 'Keuken', 'bg']],
      devices: [one('keuken', 'switch.koffie', 'Koffie'), one('keuken', 'switch.waterkoker', 'Waterkoker')],
      loose: [],
    },
    cases: [
      c('ordinary made-by-name', 'de koffiemachine', ['switch.koffie']),
      c('ordinary made-by-name-not', 'de waterkoker', ['switch.waterkoker']),
    ],
  },
  {
    home: {
      id: 'r29h_sv_falun',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['kok', 'Kök', 'bv']],
      devices: [one('kok', 'switch.kaffe', 'Kaffe'), one('kok', 'light.kok_tak', 'Kök tak')],
      loose: [],
    },
    cases: [c('ordinary made-by-name', 'kaffemaskinen', ['switch.kaffe'])],
  },
  {
    home: {
      id: 'r29h_en_bristol',
      language: 'en',
      floors: [['gf', 'Ground', 0]],
      areas: [['lounge', 'Lounge', 'gf']],
      devices: [one('lounge', 'light.coffee_table', 'Coffee table lamp')],
      loose: [],
    },
    cases: [c('ordinary made-by-name-not', 'the coffee table lamp', ['light.coffee_table'])],
  },
];

/**
 * Portuguese listings write a bedroom "Qto" ("Qto hóspedes", "Qto Rita"): said "o quarto". Neighbour: a room
 * written out ("Quarto bebé") is found as before.
 */
export const ROOM_TYPED_QTO: EvalSuite[] = [
  {
    home: {
      id: 'r29h_pt_aveiro',
      language: 'pt',
      floors: [['p0', 'Piso 0', 0]],
      areas: [
        ['hosp', 'Qto hóspedes', 'p0'],
        ['bebe', 'Quarto bebé', 'p0'],
        ['sala', 'Sala', 'p0'],
      ],
      devices: [
        one('hosp', 'light.hosp_teto', 'Luz teto'),
        one('hosp', 'cover.hosp_estore', 'Estore'),
        one('bebe', 'light.bebe_presenca', 'Luz de presença'),
        one('sala', 'light.sala_teto', 'Sala teto'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-room-not', 'a luz do quarto de hóspedes', ['light.hosp_teto']),
      c('ordinary typed-room-not', 'a luz do quarto do bebé', ['light.bebe_presenca']),
    ],
  },
  {
    home: {
      id: 'r29h_pt_viseu',
      language: 'pt',
      floors: [['p0', 'Piso 0', 0]],
      areas: [
        ['qto', 'Qto principal', 'p0'],
        ['sala', 'Sala', 'p0'],
        ['coz', 'Cozinha', 'p0'],
      ],
      devices: [
        one('qto', 'cover.qto_estore', 'Estore'),
        one('qto', 'fan.qto_ventoinha', 'Ventoinha'),
        one('sala', 'cover.sala_estore', 'Estore sala'),
        one('sala', 'fan.sala_ventoinha', 'Ventoinha sala'),
        one('coz', 'light.coz_teto', 'Cozinha teto'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-room', 'o estore do quarto', ['cover.qto_estore']),
      c('ordinary typed-room', 'a ventoinha do quarto', ['fan.qto_ventoinha']),
      c('ordinary typed-room-not', 'o estore da sala', ['cover.sala_estore']),
    ],
  },
];

/**
 * The words of a thing said with a preposition ("lampe de lecture", "luz de leitura") are words of their own,
 * not compounds cut at another language's kind word ("lec" + "ture"). Neighbours: the thing's one-word name
 * ("la liseuse") and a word of the home's names still found.
 */
export const PHRASE_WORDS_WHOLE: EvalSuite[] = [
  {
    home: {
      id: 'r29h_fr_angers',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['bureau', 'Bureau', 'rdc'],
        ['chambre', 'Chambre', 'rdc'],
      ],
      devices: [
        one('bureau', 'light.bureau_liseuse', 'Liseuse fauteuil'),
        one('bureau', 'light.bureau_plafond', 'Plafonnier bureau'),
        one('chambre', 'light.chambre_chevet', 'Chevet'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary phrase-words', 'la lampe de lecture', ['light.bureau_liseuse']),
      c('ordinary phrase-words', 'allume la lampe de lecture du bureau', ['light.bureau_liseuse']),
      c('ordinary phrase-words-not', 'la liseuse', ['light.bureau_liseuse']),
      c('ordinary phrase-words-not', 'le plafonnier du bureau', ['light.bureau_plafond']),
    ],
  },
];
