// Issue 26, round 28e: cases of our own, in homes of our own; none is a slice's request or home.
// Bedrooms, children and night: the electric blanket and the star projector by their everyday words, sleep
// sounds said instead of the speaker, a concept phrase's word kept whole. The first tag is the category, the
// second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/** A heated blanket or underblanket and a star projector, named otherwise and asked for by the everyday word. */
const NIGHT_THINGS: EvalSuite[] = [
  home(
    'r28e_en_underblanket',
    'en',
    [
      ['guest', 'Guest Bedroom'],
      ['study', 'Study'],
    ],
    [
      ['guest', 'switch.guest_underblanket', 'Heated Underblanket'],
      ['guest', 'light.guest_lamp', 'Guest Bedroom Lamp'],
      ['study', 'switch.study_heater', 'Space Heater'],
    ],
    [
      c('ordinary night-concept', 'turn on the electric blanket', ['switch.guest_underblanket']),
      c('ordinary night-concept-not', 'the space heater', ['switch.study_heater']),
      c('ordinary night-concept-not', 'the lamp in the guest bedroom', ['light.guest_lamp']),
    ],
  ),
  home(
    'r28e_de_heizunterbett',
    'de',
    [
      ['schlafen', 'Schlafzimmer'],
      ['bad', 'Badezimmer'],
    ],
    [
      ['schlafen', 'switch.heizunterbett', 'Heizunterbett'],
      ['schlafen', 'light.schlafen_decke', 'Deckenlampe Schlafzimmer'],
      ['bad', 'switch.heizluefter_bad', 'Heizlüfter Bad'],
    ],
    [
      c('ordinary night-concept', 'schalte die Heizdecke ein', ['switch.heizunterbett']),
      c('ordinary night-concept-not', 'den Heizlüfter im Bad', ['switch.heizluefter_bad']),
    ],
  ),
  home(
    'r28e_it_termocoperta',
    'it',
    [['camera', 'Camera da letto']],
    [
      ['camera', 'switch.termocoperta', 'Termocoperta'],
      ['camera', 'light.abatjour', 'Lampada comodino'],
    ],
    [c('ordinary night-concept', 'accendi la coperta elettrica', ['switch.termocoperta'])],
  ),
  home(
    'r28e_ko_onsu',
    'ko',
    [['chimsil', '침실']],
    [
      ['chimsil', 'switch.onsu_mat', '온수매트'],
      ['chimsil', 'light.chimsil', '침실 조명'],
    ],
    [c('ordinary night-concept', '전기장판 켜줘', ['switch.onsu_mat'])],
  ),
  home(
    'r28e_zh_dianruzi',
    'zh',
    [['ciwo', '次卧']],
    [
      ['ciwo', 'switch.ciwo_dianruzi', '次卧电褥子'],
      ['ciwo', 'light.ciwo_deng', '次卧灯'],
    ],
    [c('ordinary night-concept', '打开电热毯', ['switch.ciwo_dianruzi'])],
  ),
  home(
    'r28e_pl_koc',
    'pl',
    [['sypialnia', 'Sypialnia']],
    [
      ['sypialnia', 'switch.koc_elektryczny', 'Koc elektryczny'],
      ['sypialnia', 'light.sypialnia', 'Lampa sypialnia'],
    ],
    [c('ordinary night-concept-not', 'włącz koc grzewczy', ['switch.koc_elektryczny'])],
  ),
  home(
    'r28e_en_galaxy',
    'en',
    [
      ['kids', 'Kids Room'],
      ['den', 'Den'],
    ],
    [
      ['kids', 'light.galaxy_projector', 'Galaxy Projector'],
      ['kids', 'light.kids_ceiling', 'Kids Room Ceiling'],
      ['den', 'light.den_lamp', 'Den Lamp'],
    ],
    [
      c('ordinary night-concept-not', 'turn on the star projector', ['light.galaxy_projector']),
      c('ordinary night-concept-not', 'the ceiling light in the kids room', ['light.kids_ceiling']),
    ],
  ),
  home(
    'r28e_nl_sterrenhemel',
    'nl',
    [['kinderkamer', 'Kinderkamer']],
    [
      ['kinderkamer', 'light.sterrenhemel', 'Sterrenhemel'],
      ['kinderkamer', 'light.kinderkamer_plafond', 'Plafondlamp kinderkamer'],
    ],
    [c('ordinary night-concept', 'zet de sterrenprojector aan', ['light.sterrenhemel'])],
  ),
];

export const ROUND_28E: EvalSuite[] = [...NIGHT_THINGS];
