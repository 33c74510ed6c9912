// Issue 26, round 20c (continued): rules 4 and 5's homes, none of them a slice's requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 4: one thing asked for by a whole name that two things of the room carry alike ("the floor lamp in
 * the study" beside two lights called "Floor Lamp") asks which, unless the name is the domain's own word.
 */
function twins(
  id: string,
  language: string,
  room: [string, string],
  other: [string, string],
  twin: string,
  extra: [string, string],
  say: string[],
  plural: string[],
  guard = false,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        [room[0], room[1], null],
        [other[0], other[1], null],
      ],
      devices: [
        one(room[0], `light.${id}_a`, twin),
        one(room[0], `light.${id}_b`, twin),
        one(room[0], extra[0], extra[1]),
        one(other[0], `light.${id}_c`, twin),
      ],
      loose: [],
    },
    cases: [
      ...say.map((s) =>
        c(guard ? 'ask-one' : 'ask-one twins', s, { ask: [`light.${id}_a`, `light.${id}_b`] }),
      ),
      ...plural.map((s) => c('ask-one', s, [`light.${id}_a`, `light.${id}_b`])),
      ...(id === 'r20c_ko_lights'
        ? [c('ordinary', '침실 조명 켜줘', [`light.${id}_a`, `light.${id}_b`, extra[0]])]
        : []),
      ...(language === 'en'
        ? [c('ordinary', 'the light in the study', [`light.${id}_a`, `light.${id}_b`, extra[0]])]
        : []),
    ],
  };
}
export const TWINS: EvalSuite[] = [
  twins(
    'r20c_zht_twins',
    'zh',
    ['woshi', '臥室'],
    ['keting', '客廳'],
    '床頭燈',
    ['light.ws_ceiling2', '臥室吸頂燈'],
    ['臥室的床頭燈'],
    ['臥室的兩盞床頭燈'],
  ),
  twins(
    'r20c_ja_lamps',
    'ja',
    ['shinshitsu', '寝室'],
    ['ima', '居間'],
    'ランプ',
    ['light.shin_ceiling', '寝室シーリングライト'],
    ['寝室のランプ'],
    ['寝室のランプ両方'],
  ),
  twins(
    'r20c_ko_lights',
    'ko',
    ['chimsil', '침실'],
    ['geosil', '거실'],
    '조명',
    ['light.chim_stand', '침실 스탠드'],
    [],
    [],
  ),
  twins(
    'r20c_es_twins',
    'es',
    ['salon', 'Salón'],
    ['estudio', 'Estudio'],
    'Lámpara de pie',
    ['light.salon_techo', 'Plafón salón'],
    ['la lámpara de pie del salón'],
    ['las dos lámparas de pie del salón'],
  ),
  twins(
    'r20c_fr_twins',
    'fr',
    ['chambre', 'Chambre'],
    ['bureau', 'Bureau'],
    'Lampe de chevet',
    ['light.chambre_plafond', 'Plafonnier chambre'],
    ['la lampe de chevet de la chambre'],
    ['les deux lampes de chevet de la chambre'],
  ),
  twins(
    'r20c_nl_twins',
    'nl',
    ['woonkamer', 'Woonkamer'],
    ['zolder', 'Zolder'],
    'Staande lamp',
    ['light.woonkamer_plafond', 'Plafondlamp woonkamer'],
    ['de staande lamp in de woonkamer'],
    ['beide staande lampen in de woonkamer'],
  ),
  twins(
    'r20c_pt_twins',
    'pt',
    ['sala', 'Sala'],
    ['quarto', 'Quarto'],
    'Candeeiro de pé',
    ['light.sala_teto', 'Luz de teto sala'],
    ['o candeeiro de pé da sala'],
    ['os dois candeeiros de pé da sala'],
  ),
  // Guards: names of more than a kind word, read as names already (the rule's Latin-script side did not act).
  twins(
    'r20c_zh_twins',
    'zh',
    ['keting', '客厅'],
    ['woshi', '卧室'],
    '落地灯',
    ['light.kt_ceiling', '客厅吸顶灯'],
    ['客厅的落地灯', '客厅落地灯'],
    ['客厅的两盏落地灯'],
    true,
  ),
  twins(
    'r20c_ja_twins',
    'ja',
    ['washitsu', '和室'],
    ['shinshitsu', '寝室'],
    'スタンドライト',
    ['light.ws_ceiling', '和室シーリングライト'],
    ['和室のスタンドライト'],
    ['和室のスタンドライト両方'],
    true,
  ),
  twins(
    'r20c_en_twins',
    'en',
    ['study', 'Study'],
    ['loft', 'Loft'],
    'Floor Lamp',
    ['light.study_ceiling', 'Study Ceiling'],
    ['the floor lamp in the study', 'study floor lamp'],
    ['both floor lamps in the study'],
  ),
  twins(
    'r20c_de_twins',
    'de',
    ['buero', 'Büro'],
    ['diele', 'Diele'],
    'Stehlampe',
    ['light.buero_decke', 'Deckenlicht Büro'],
    ['die Stehlampe im Büro'],
    ['beide Stehlampen im Büro'],
    true,
  ),
  twins(
    'r20c_ko_twins',
    'ko',
    ['seojae', '서재'],
    ['anbang', '안방'],
    '스탠드',
    ['light.sj_ceiling', '서재 천장등'],
    ['서재 스탠드'],
    ['서재 스탠드 둘 다'],
    true,
  ),
];

/**
 * Rule 5: a whole name said with a place is the ones in that place, also when the place's name is an
 * article of another language ("the reading lamp in the den"); es and de: guards, right before.
 */
export const PLACED_NAME: EvalSuite[] = [
  {
    home: {
      id: 'r20c_en_den',
      language: 'en',
      floors: [],
      areas: [
        ['den', 'Den', null],
        ['loft', 'Loft', null],
      ],
      devices: [
        one('den', 'light.den_a', 'Reading Lamp'),
        one('loft', 'light.loft_a', 'Reading Lamp'),
        one('den', 'light.den_ceiling', 'Den Ceiling'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary placed-name', 'the reading lamp in the den', ['light.den_a']),
      c('ordinary placed-name', 'den reading lamp', ['light.den_a']),
      c('ordinary', 'the lights in the den', ['light.den_a', 'light.den_ceiling']),
    ],
  },
  {
    home: {
      id: 'r20c_es_two_rooms',
      language: 'es',
      floors: [],
      areas: [
        ['estudio', 'Estudio', null],
        ['buhardilla', 'Buhardilla', null],
      ],
      devices: [
        one('estudio', 'light.estudio_lectura', 'Lámpara de lectura'),
        one('buhardilla', 'light.buhardilla_lectura', 'Lámpara de lectura'),
      ],
      loose: [],
    },
    cases: [c('ordinary', 'la lámpara de lectura del estudio', ['light.estudio_lectura'])],
  },
  {
    home: {
      id: 'r20c_de_two_rooms',
      language: 'de',
      floors: [],
      areas: [
        ['gaeste', 'Gästezimmer', null],
        ['keller', 'Keller', null],
      ],
      devices: [
        one('gaeste', 'light.gaeste_lese', 'Leselampe'),
        one('keller', 'light.keller_lese', 'Leselampe'),
      ],
      loose: [],
    },
    cases: [c('ordinary', 'die Leselampe im Gästezimmer', ['light.gaeste_lese'])],
  },
];
