// Issue 26, round 13b, rule 6: everyday things on smart plugs (an air fryer, a towel warmer, a fireplace …)
// met by their concept across languages, in both directions. None is a slice's request.
import { c, type EvalSuite } from './eval-home.js';
import { home, type Device } from './few-rooms-home.js';

// Rule 6: everyday things on plugs, named in English by the plug's app, asked in the home's language.
const ENGLISH: Device[] = [
  ['k', 'switch.air_fryer', 'Air Fryer'],
  ['b', 'switch.towel', 'Towel Warmer'],
  ['s', 'switch.blanket', 'Electric Blanket'],
  ['l', 'light.fairy', 'Fairy Lights'],
  ['g', 'switch.fountain', 'Fountain'],
  ['k', 'switch.microwave', 'Microwave'],
  ['k', 'switch.toaster', 'Toaster'],
  ['o', 'switch.printer', 'Printer'],
  ['l', 'switch.projector', 'Projector'],
  ['l', 'switch.fireplace', 'Fireplace'],
  ['g', 'switch.sauna', 'Sauna Heater'],
  ['l', 'light.lamp', 'Lamp'],
  ['k', 'light.k', 'Kitchen Light'],
];
const AREAS: [string, string][] = [
  ['k', 'Kitchen'],
  ['b', 'Bathroom'],
  ['s', 'Bedroom'],
  ['l', 'Living Room'],
  ['g', 'Garden'],
  ['o', 'Office'],
];
/** The English-named plugs above, asked for by the words of the home's language. */
const pluggedIn = (language: string, pairs: [string, string][]) =>
  home(
    `r13b-plug-${language}`,
    language,
    AREAS,
    ENGLISH,
    pairs.map(([say, id]) => c('ordinary', say, [id])),
  );
export const PLUGGED_IN: readonly EvalSuite[] = [
  pluggedIn('de', [
    ['die Heißluftfritteuse', 'switch.air_fryer'],
    ['die Heizdecke', 'switch.blanket'],
    ['die Lichterkette', 'light.fairy'],
    ['den Springbrunnen', 'switch.fountain'],
    ['die Mikrowelle', 'switch.microwave'],
    ['den Drucker', 'switch.printer'],
    ['den Beamer', 'switch.projector'],
    ['den Kamin', 'switch.fireplace'],
  ]),
  pluggedIn('es', [
    ['la freidora de aire', 'switch.air_fryer'],
    ['el toallero', 'switch.towel'],
    ['la manta eléctrica', 'switch.blanket'],
    ['la guirnalda', 'light.fairy'],
    ['la fuente', 'switch.fountain'],
    ['el microondas', 'switch.microwave'],
    ['la impresora', 'switch.printer'],
    ['la chimenea', 'switch.fireplace'],
  ]),
  pluggedIn('fr', [
    ['la friteuse', 'switch.air_fryer'],
    ['le sèche-serviettes', 'switch.towel'],
    ['la guirlande', 'light.fairy'],
    ['le micro-ondes', 'switch.microwave'],
    ['le grille-pain', 'switch.toaster'],
    ["l'imprimante", 'switch.printer'],
    ['le vidéoprojecteur', 'switch.projector'],
    ['la cheminée', 'switch.fireplace'],
  ]),
  pluggedIn('it', [
    ['la friggitrice ad aria', 'switch.air_fryer'],
    ['lo scaldasalviette', 'switch.towel'],
    ['la termocoperta', 'switch.blanket'],
    ['il microonde', 'switch.microwave'],
    ['il tostapane', 'switch.toaster'],
    ['la stampante', 'switch.printer'],
    ['il proiettore', 'switch.projector'],
  ]),
  pluggedIn('nl', [
    ['de handdoekradiator', 'switch.towel'],
    ['de elektrische deken', 'switch.blanket'],
    ['de lichtslinger', 'light.fairy'],
    ['de magnetron', 'switch.microwave'],
    ['de broodrooster', 'switch.toaster'],
    ['de beamer', 'switch.projector'],
    ['de haard', 'switch.fireplace'],
  ]),
  pluggedIn('pt', [
    ['a fritadeira', 'switch.air_fryer'],
    ['o toalheiro', 'switch.towel'],
    ['o pisca-pisca', 'light.fairy'],
    ['a fonte', 'switch.fountain'],
    ['o micro-ondas', 'switch.microwave'],
    ['a torradeira', 'switch.toaster'],
    ['a impressora', 'switch.printer'],
    ['a lareira', 'switch.fireplace'],
  ]),
  pluggedIn('pl', [
    ['koc elektryczny', 'switch.blanket'],
    ['mikrofalówkę', 'switch.microwave'],
    ['drukarkę', 'switch.printer'],
    ['kominek', 'switch.fireplace'],
  ]),
  pluggedIn('sv', [
    ['handdukstorken', 'switch.towel'],
    ['elfilten', 'switch.blanket'],
    ['mikron', 'switch.microwave'],
    ['brödrosten', 'switch.toaster'],
    ['skrivaren', 'switch.printer'],
    ['braskaminen', 'switch.fireplace'],
  ]),
  pluggedIn('da', [
    ['håndklædetørreren', 'switch.towel'],
    ['springvandet', 'switch.fountain'],
    ['mikroovnen', 'switch.microwave'],
    ['brødristeren', 'switch.toaster'],
    ['pejsen', 'switch.fireplace'],
  ]),
  pluggedIn('ko', [
    ['에어프라이어', 'switch.air_fryer'],
    ['전기장판', 'switch.blanket'],
    ['분수', 'switch.fountain'],
    ['전자레인지', 'switch.microwave'],
    ['벽난로', 'switch.fireplace'],
  ]),
  pluggedIn('ja', [
    ['エアフライヤー', 'switch.air_fryer'],
    ['タオルウォーマー', 'switch.towel'],
    ['電気毛布', 'switch.blanket'],
    ['噴水', 'switch.fountain'],
    ['電子レンジ', 'switch.microwave'],
    ['暖炉', 'switch.fireplace'],
  ]),
  pluggedIn('zh', [
    ['空气炸锅', 'switch.air_fryer'],
    ['电热毯', 'switch.blanket'],
    ['喷泉', 'switch.fountain'],
    ['微波炉', 'switch.microwave'],
    ['烤面包机', 'switch.toaster'],
    ['打印机', 'switch.printer'],
    ['投影仪', 'switch.projector'],
    ['壁炉', 'switch.fireplace'],
    ['灯串', 'light.fairy'],
  ]),
];

// …and named in the home's language, asked in English.
export const NATIVE_PLUGS: readonly EvalSuite[] = (
  [
    ['de', 'Küche', 'Heißluftfritteuse', 'air fryer'],
    ['ja', 'キッチン', '電子レンジ', 'microwave'],
    ['es', 'Salón', 'Chimenea', 'fireplace'],
    ['ko', '안방', '전기장판', 'electric blanket'],
    ['nl', 'Woonkamer', 'Lichtslinger', 'fairy lights'],
    ['pl', 'Łazienka', 'Suszarka na ręczniki', 'towel warmer'],
    ['it', 'Studio', 'Stampante 3D', 'printer'],
    ['fr', 'Cuisine', 'Grille-pain', 'toaster'],
  ] as const
).map(([language, room, name, asked]) =>
  home(
    `r13b-native-plug-${language}`,
    language,
    [
      ['room', room],
      ['other', 'Garage'],
    ],
    [
      ['room', 'switch.asked', name],
      ['room', 'switch.plug', `${room} 2`],
      ['other', 'switch.other', 'Garage 1'],
    ],
    [c('ordinary', asked, ['switch.asked'])],
  ),
);

// Rule 6b: a heater on a plug by the everyday name of each language, in both directions.
export const HEATERS: readonly EvalSuite[] = (
  [
    ['nl', 'Kachel', 'heater'],
    ['de', 'Heizlüfter', 'space heater'],
    ['it', 'Stufetta', 'heater'],
    ['es', 'Calefactor', 'heater'],
    ['ko', '온풍기', 'heater'],
    ['ja', '電気ストーブ', 'heater'],
    ['zh', '取暖器', 'heater'],
    ['nl', 'Space Heater', 'de kachel'],
    ['pl', 'Fan Heater', 'farelka'],
    ['it', 'Heater', 'la stufa'],
  ] as const
).map(([language, name, asked], at) =>
  home(
    `r13b-heater-${language}-${at}`,
    language,
    [
      ['room', 'R1'],
      ['other', 'R2'],
    ],
    [
      ['room', 'switch.heater', name],
      ['room', 'light.room', 'Licht 1'],
      ['other', 'switch.other', 'Steckdose 2'],
    ],
    [c('ordinary', asked, ['switch.heater'])],
  ),
);
