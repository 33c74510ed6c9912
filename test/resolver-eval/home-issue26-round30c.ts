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
