// Issue 26, sixteenth round, second part: rules 5 to 9 (Japanese suffixes, short kana brands, numbered
// siblings, a kind word as a room, a person's room), in homes of our own, none a slice's.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const KID = ['light.kid_ceiling', 'light.kid_desk'];

/**
 * A Japanese home with a child's room named after the child, a parent's room written with its own
 * suffix, and a lamp named after another child: the child's name with ちゃん/くん/さん is that room or lamp.
 */
function kidsRoom(
  id: string,
  child: string,
  lampOwner: string,
  cases: [say: string, want: string[]][],
): EvalSuite {
  return {
    home: {
      id,
      language: 'ja',
      floors: [],
      areas: [
        ['kid', `${child}の部屋`, null],
        ['mother', 'お母さんの部屋', null],
        ['living', 'リビング', null],
      ],
      devices: [
        one('kid', 'light.kid_ceiling', 'シーリングライト'),
        one('kid', 'light.kid_desk', '学習机ライト'),
        one('mother', 'light.mother', 'ドレッサーライト'),
        one('living', 'light.owner_lamp', `${lampOwner}のスタンド`),
      ],
      loose: [],
    },
    cases: cases.map(([say, want]) => c('named-after honorific', say, want)),
  };
}

/** Rule 5: a Japanese name said with ちゃん/くん/さん/さま is the room or thing named without it. */
const HONORIFICS: EvalSuite[] = [
  kidsRoom('r16_ja_haruto', 'はると', 'みお', [
    ['はるとくんの部屋', KID],
    ['はるとくんの部屋の電気', KID],
    ['みおちゃんのスタンド', ['light.owner_lamp']],
    ['お母さんの部屋', ['light.mother']],
  ]),
  kidsRoom('r16_ja_sakura', 'さくら', '健太', [
    ['さくらちゃんの部屋', KID],
    ['健太さんのスタンド', ['light.owner_lamp']],
    ['お母さんの部屋の電気', ['light.mother']],
  ]),
];

/**
 * Rule 6: a brand of two consonant sounds said in katakana ("ヌキ" for Nuki, "タポ" for Tapo, "カサ" for
 * Kasa) is the device so named, when the vowels between agree; a Japanese word that only shares the
 * consonants ("ナカ" beside Nuki) is not.
 */
const SHORT_BRANDS: EvalSuite[] = [
  {
    home: {
      id: 'r16_ja_brands',
      language: 'ja',
      floors: [],
      areas: [
        ['genkan', '玄関', null],
        ['living', '居間', null],
      ],
      devices: [
        one('genkan', 'lock.nuki', 'Nuki Smart Lock'),
        one('living', 'switch.tapo', 'Tapo P100'),
        one('living', 'switch.kasa', 'Kasa Plug'),
        one('living', 'light.living', '居間の照明'),
      ],
      loose: [],
    },
    cases: [
      c('brand short-sound', 'ヌキ', ['lock.nuki']),
      c('brand short-sound', 'ヌキを施錠', ['lock.nuki']),
      c('brand short-sound', 'タポ', ['switch.tapo']),
      c('brand short-sound', 'カサのプラグ', ['switch.kasa']),
      c('brand short-sound', 'ナカ', 'not-found'),
    ],
  },
];

const NUMBERED = { ask: ['light.first', 'light.second'] };
const BOTH_NUMBERED = ['light.first', 'light.second'];

/**
 * Two lights of one name, the second numbered by Home Assistant ("Desk Lamp", "Desk Lamp 2"), and a
 * fan: one asked for in the singular is either (ask which); plurals act on both, "… 2" on the second.
 */
function numberedPair(
  id: string,
  language: string,
  room: string,
  name: string,
  cases: [say: string, want: string[] | { ask: string[] }][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', 'light.first', name),
        one('room', 'light.second', `${name} 2`),
        one('room', 'fan.room', 'Fan'),
      ],
      loose: [],
    },
    cases: cases.map(([say, want]) => c('ask-one numbered-sibling', say, want)),
  };
}

/** Rule 7: a name and the same name numbered are siblings: the singular asks which. */
const NUMBERED_SIBLINGS: EvalSuite[] = [
  numberedPair('r16_en_study', 'en', 'Study', 'Globe', [
    ['the study light', NUMBERED],
    ['the light in the study', NUMBERED],
    ['the study lights', BOTH_NUMBERED],
    ['globe 2', ['light.second']],
  ]),
  numberedPair('r16_de_wohnen', 'de', 'Wohnzimmer', 'Stehlampe', [
    ['das Licht im Wohnzimmer', NUMBERED],
    ['die Lichter im Wohnzimmer', BOTH_NUMBERED],
  ]),
  numberedPair('r16_fr_salon', 'fr', 'Salon', 'Ampoule connectée', [
    ["l'ampoule du salon", NUMBERED],
    ['les ampoules du salon', BOTH_NUMBERED],
  ]),
  numberedPair('r16_pt_sala', 'pt', 'Sala', 'Lâmpada inteligente', [
    ['a lâmpada da sala', NUMBERED],
    ['as lâmpadas da sala', BOTH_NUMBERED],
  ]),
];

/**
 * Italian homes with rooms called "Camera …" and no camera entity: "camera" said beside a thing's name
 * is the room (a camera in English, a bedroom in Italian), and the name picks among the rooms.
 */
function camere(
  id: string,
  rooms: [string, string],
  cases: [say: string, want: string[] | { ask: string[] }][],
): EvalSuite {
  return {
    home: {
      id,
      language: 'it',
      floors: [],
      areas: [
        ['main', rooms[0], null],
        ['guest', rooms[1], null],
        ['kitchen', 'Cucina', null],
      ],
      devices: [
        one('main', 'light.comodino', 'Lampada comodino'),
        one('main', 'cover.tapparella', 'Tapparella'),
        one('guest', 'light.piantana', 'Piantana'),
        one('guest', 'cover.tapparella_ospiti', 'Tapparella ospiti'),
        one('kitchen', 'light.cucina', 'Luce cucina'),
      ],
      loose: [],
    },
    cases: cases.map(([say, want]) => c('ordinary kind-as-place', say, want)),
  };
}

/** Rule 8: a kind word the home has nothing of, said beside a name, is a word of a room's name. */
const KIND_AS_PLACE: EvalSuite[] = [
  camere(
    'r16_it_camere',
    ['Camera da letto', 'Camera degli ospiti'],
    [
      ['la lampada comodino in camera', ['light.comodino']],
      ['la piantana della camera', ['light.piantana']],
    ],
  ),
  camere(
    'r16_it_camere2',
    ['Camera padronale', 'Camera bimbi'],
    [
      ['il comodino in camera', ['light.comodino']],
      ['la piantana in camera', ['light.piantana']],
    ],
  ),
];

const ROOM_LIGHTS = ['light.reading', 'light.ceiling'];

/**
 * A room named after a person, with a lamp and a light named after the person, and a living room:
 * the lights said in the plural with the person's name are the room's, the singular the named one.
 */
function personRoom(
  id: string,
  language: string,
  room: string,
  lamp: string,
  ceiling: string,
  plural: string[],
  singular: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['person', room, null],
        ['living', 'Living', null],
      ],
      devices: [
        one('person', 'light.reading', lamp),
        one('person', 'light.ceiling', ceiling),
        one('living', 'light.living', 'Living Ceiling'),
      ],
      loose: [],
    },
    cases: [
      ...plural.map((say) => c('named-after person-room', say, ROOM_LIGHTS)),
      ...singular.map((say) => c('named-after person-room', say, ['light.ceiling'])),
    ],
  };
}

/** Rule 9: a plural kind with a person's name is the lights of the room named after them. */
const PERSON_ROOMS: EvalSuite[] = [
  personRoom(
    'r16_de_opa',
    'de',
    'Opas Zimmer',
    'Stehlampe',
    'Deckenlicht Opa',
    ['die Lichter bei Opa'],
    ['das Licht bei Opa'],
  ),
  personRoom(
    'r16_en_grandad',
    'en',
    "Grandad's Room",
    'Reading Lamp',
    'Grandad Ceiling',
    ['the lights at grandad'],
    [],
  ),
  personRoom('r16_es_mateo', 'es', 'Cuarto de Mateo', 'Flexo', 'Luz Mateo', ['las luces de Mateo'], []),
  personRoom('r16_nl_noor', 'nl', 'Kamer Noor', 'Bureaulamp', 'Plafond Noor', ['de lampen van Noor'], []),
];

export const SIXTEENTH_ROUND_B: readonly EvalSuite[] = [
  ...HONORIFICS,
  ...SHORT_BRANDS,
  ...NUMBERED_SIBLINGS,
  ...KIND_AS_PLACE,
  ...PERSON_ROOMS,
];
