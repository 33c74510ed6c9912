// Issue 26, lead, session 10: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A person's room whose alias is the person alone ("할아버지 방", also called "할아버지"; "Opas Zimmer", also
 * "Opa"): said as the person's room, it is already the room's own name. Reading it as "the person's room"
 * gave back the same words, and the resolver read them again without end (a stack overflow, the turn lost).
 */
export const PERSON_ROOM_ALIAS: EvalSuite[] = [
  {
    home: {
      id: 'lead24_ko_grandpa',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['grandpa', '할아버지 방', 'f1', ['할아버지']],
        ['living', '거실', 'f1'],
      ],
      devices: [
        one('grandpa', 'light.grandpa_ceiling', '할아버지 방 조명'),
        one('grandpa', 'climate.grandpa_boiler', '할아버지 방 난방'),
        one('living', 'light.living', '거실 조명'),
      ],
      loose: [],
    },
    cases: [
      c('named-after person-alias', '할아버지 방 조명', ['light.grandpa_ceiling']),
      c('named-after person-alias', '할아버지 방 난방', ['climate.grandpa_boiler']),
      c('named-after person-alias', '할아버지 방 불 꺼줘', ['light.grandpa_ceiling']),
    ],
  },
  {
    home: {
      id: 'lead24_de_opa',
      language: 'de',
      floors: [['og', 'Obergeschoss', 1]],
      areas: [
        ['opa', 'Opas Zimmer', 'og', ['Opa']],
        ['kueche', 'Küche', 'og'],
      ],
      devices: [
        one('opa', 'light.opa_lesen', 'Leselampe Opa'),
        one('opa', 'climate.opa_heizung', 'Heizkörper Opa'),
        one('kueche', 'light.kueche', 'Küchenlicht'),
      ],
      loose: [],
    },
    cases: [
      c('named-after person-alias', 'die Lampe in Opas Zimmer', ['light.opa_lesen']),
      c('named-after person-alias', 'Heizung in Opas Zimmer', ['climate.opa_heizung']),
    ],
  },
  {
    home: {
      id: 'lead24_sv_mormor',
      language: 'sv',
      floors: [],
      areas: [
        ['mormor', 'Mormors rum', null, ['Mormor']],
        ['hall', 'Hall', null],
      ],
      devices: [one('mormor', 'light.mormor', 'Mormors lampa'), one('hall', 'light.hall', 'Hallampa')],
      loose: [],
    },
    cases: [c('named-after person-alias', 'lampan i mormors rum', ['light.mormor'])],
  },
];

/**
 * A lamp said by the thing it stands by, where a plug-switched lamp is named after that thing ("Armchair Lamp",
 * a switch) beside a light named otherwise: the thing whose name holds both is meant, as "the lamp beside the
 * piano" is a "Piano Lamp" — not the other lamp of the room where the armchair is (round 24e's placing rule
 * took the named thing for a landmark when its domain was not the kind's).
 */
export const BESIDE_ITS_OWN_NAME: EvalSuite[] = [
  home(
    'lead24_en_terrace_house',
    'en',
    [
      ['lounge', 'Lounge'],
      ['study', 'Study'],
    ],
    [
      one('lounge', 'switch.armchair_lamp', 'Armchair Lamp'),
      one('lounge', 'light.arc_lamp', 'Arc Lamp'),
      one('study', 'light.study', 'Study Light'),
    ],
    [
      c('ordinary beside-own-name', 'the small lamp next to the armchair', ['switch.armchair_lamp']),
      c('ordinary beside-own-name', 'the lamp by the armchair', ['switch.armchair_lamp']),
    ],
  ),
  home(
    'lead24_de_reihenhaus',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['flur', 'Flur'],
    ],
    [
      one('wohnzimmer', 'switch.sessel_lampe', 'Sessel Lampe'),
      one('wohnzimmer', 'light.bogenlampe', 'Bogenlampe'),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [c('ordinary beside-own-name', 'die Lampe neben dem Sessel', ['switch.sessel_lampe'])],
  ),
  home(
    'lead24_es_piso',
    'es',
    [
      ['salon', 'Salón'],
      ['cocina', 'Cocina'],
    ],
    [
      one('salon', 'switch.lampara_sillon', 'Lámpara sillón'),
      one('salon', 'light.lampara_pie', 'Lámpara de pie'),
      one('cocina', 'light.cocina', 'Luz cocina'),
    ],
    [c('ordinary beside-own-name', 'la lámpara al lado del sillón', ['switch.lampara_sillon'])],
  ),
];
