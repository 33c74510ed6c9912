// Issue 26, lead, session 10: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
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
