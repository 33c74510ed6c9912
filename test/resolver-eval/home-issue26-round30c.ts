// Issue 26, round 30c (lights by where they are, what they light and what they are): cases of our own, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised ("-not": a neighbouring reading the rule must leave as it was).
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/**
 * A light by the thing it lights, said in another word of that thing's kind than its name holds: "the light
 * behind the television" is the "TV strip", "hinterm" is "hinter dem".
 */
export const LANDMARK_IN_NAME: EvalSuite[] = [
  home(
    'r30c_de_altbau',
    'de',
    [
      ['wohnen', 'Wohnen'],
      ['schlafen', 'Schlafen'],
    ],
    [
      ['wohnen', 'light.lichtband_tv', 'Lichtband TV'],
      ['wohnen', 'light.wohnen_decke', 'Deckenleuchte Wohnen'],
      ['wohnen', 'light.bogenlampe', 'Bogenlampe'],
      ['schlafen', 'light.schlafen_decke', 'Deckenleuchte Schlafen'],
    ],
    [
      c('ordinary landmark-in-name', 'mach das Licht hinter dem Fernsehgerät an', ['light.lichtband_tv']),
      c('ordinary landmark-in-name', 'das Licht hinterm Fernsehgerät', ['light.lichtband_tv']),
      c('ordinary landmark-in-name-not', 'die Bogenlampe', ['light.bogenlampe']),
    ],
  ),
  home(
    'r30c_es_atico',
    'es',
    [
      ['salon', 'Salón'],
      ['cocina', 'Cocina'],
    ],
    [
      ['salon', 'light.tira_tv', 'Tira LED TV'],
      ['salon', 'light.salon_techo', 'Techo salón'],
      ['cocina', 'light.cocina_techo', 'Techo cocina'],
    ],
    [c('ordinary landmark-in-name', 'enciende la luz detrás de la televisión', ['light.tira_tv'])],
  ),
  home(
    'r30c_it_bilocale',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['camera', 'Camera'],
    ],
    [
      ['soggiorno', 'light.striscia_tv', 'Striscia TV'],
      ['soggiorno', 'light.lampadario', 'Lampadario'],
      ['camera', 'light.camera_soffitto', 'Soffitto camera'],
    ],
    [c('ordinary landmark-in-name', 'accendi la luce dietro il televisore', ['light.striscia_tv'])],
  ),
  home(
    'r30c_en_tv_in_room',
    'en',
    [
      ['den', 'Den'],
      ['hall', 'Hall'],
    ],
    [
      ['den', 'media_player.den_tv', 'Den Television'],
      ['den', 'light.den_lamp', 'Den Lamp'],
      ['hall', 'light.hall_light', 'Hall Light'],
    ],
    [c('ordinary landmark-in-name-not', 'the light next to the telly', ['light.den_lamp'])],
  ),
];

/**
 * A Polish lamp's phrase in the accusative an order takes ("zapal lampę wiszącą") or with its adjective first
 * ("nocna lampka"): the phrase the tables write noun first in the nominative.
 */
export const POLISH_PAIR: EvalSuite[] = [
  home(
    'r30c_pl_blok',
    'pl',
    [
      ['pokoj', 'Pokój dzienny'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      ['pokoj', 'light.wiszaca', 'Pendant jadalnia'],
      ['pokoj', 'light.pokoj_sufit', 'Sufit pokój'],
      ['sypialnia', 'light.nocna', 'Nocna Ola'],
      ['sypialnia', 'light.sypialnia_sufit', 'Sufit sypialnia'],
    ],
    [
      c('ordinary polish-pair', 'zapal lampę wiszącą', ['light.wiszaca']),
      c('ordinary polish-pair', 'wisząca lampa', ['light.wiszaca']),
      c('ordinary polish-pair-not', 'zgaś lampę w sypialni', ['light.nocna', 'light.sypialnia_sufit']),
    ],
  ),
  home(
    'r30c_pl_dom',
    'pl',
    [
      ['salon', 'Salon'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      ['salon', 'light.stojaca', 'Stojąca lampa'],
      ['salon', 'light.salon_sufit', 'Oświetlenie sufitowe'],
      ['kuchnia', 'light.kuchnia', 'Kuchnia sufit'],
    ],
    [
      c('ordinary polish-pair', 'lampa podłogowa', ['light.stojaca']),
      c('ordinary polish-pair-not', 'światło w kuchni', ['light.kuchnia']),
    ],
  ),
];

/**
 * A room word said with the kind, which reached the area by its concept only ("veranda" for a "Tuin"), and that
 * one name there holds, is that name's word: "de lampen op de veranda" is the "Lichtsnoer veranda".
 */
export const ROOM_WORD_NAMED: EvalSuite[] = [
  home(
    'r30c_nl_hoekhuis',
    'nl',
    [
      ['tuin', 'Achtertuin'],
      ['keuken', 'Keuken'],
    ],
    [
      ['tuin', 'light.terras_snoer', 'Prikkabel terras'],
      ['tuin', 'light.grondspots', 'Grondspots'],
      ['keuken', 'light.keuken', 'Keukenlamp'],
    ],
    [
      c('ordinary room-word-named', 'doe de lampen op het terras aan', ['light.terras_snoer']),
      c('ordinary room-word-named-not', 'de lampen in de achtertuin', [
        'light.terras_snoer',
        'light.grondspots',
      ]),
    ],
  ),
  home(
    'r30c_es_chalet',
    'es',
    [
      ['jardin', 'Jardín'],
      ['salon', 'Salón'],
    ],
    [
      ['jardin', 'light.guirnalda_porche', 'Guirnalda porche'],
      ['jardin', 'light.focos_jardin', 'Focos césped'],
      ['salon', 'light.salon', 'Lámpara salón'],
    ],
    [
      c('ordinary room-word-named', 'enciende las luces del porche', ['light.guirnalda_porche']),
      c('ordinary room-word-named-not', 'las luces del jardín', [
        'light.guirnalda_porche',
        'light.focos_jardin',
      ]),
    ],
  ),
  home(
    'r30c_en_backyard',
    'en',
    [
      ['yard', 'Backyard'],
      ['den', 'Den'],
    ],
    [
      ['yard', 'light.patio_string', 'Patio String Lights'],
      ['yard', 'light.path', 'Path Lights'],
      ['yard', 'switch.pump', 'Pond Pump'],
      ['den', 'light.den', 'Den Lamp'],
    ],
    [
      c('ordinary room-word-named-not', 'turn on the patio lights', ['light.patio_string']),
      c('ordinary room-word-named-not', 'the backyard lights', ['light.patio_string', 'light.path']),
    ],
  ),
];
