// Issue 26, round 23b, rules 7–10 (1–3 are in home-issue26-twenty-third-b.ts, 4–6 in -b2.ts): a room said by the
// first words of its name, a hidden compound, a Chinese particle after the value, a roof window, in homes of our
// own. The first tag is the category, the second the rule exercised (cases without a rule tag are guards).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 7: a room named after a person with their given name ("Quarto da Tia Rosa", "Chambre de Mamie Jeanne",
 * "Kamer van oma Riet") is said by its first words, the name left out ("a luz do quarto da tia"), also where a
 * device is named with the room word ("Luz do quarto", "Lumière chambre") and took the words first.
 */
const ROOM_BY_FIRST_WORDS: EvalSuite[] = [
  home(
    'r23b_pt_tia',
    'pt',
    [
      ['casal', 'Quarto do casal'],
      ['tia', 'Quarto da Tia Rosa'],
      ['sala', 'Sala'],
    ],
    [
      one('casal', 'light.quarto', 'Luz do quarto'),
      one('tia', 'light.tia', 'Abajur'),
      one('tia', 'fan.tia', 'Ventilador'),
      one('sala', 'light.sala', 'Luz da sala'),
    ],
    [
      c('named-after first-words', 'a luz do quarto da tia', ['light.tia']),
      c('named-after', 'o ventilador do quarto da tia', ['fan.tia']),
      c('named-after', 'a luz do quarto', ['light.quarto']),
      c('named-after', 'a luz do quarto da tia rosa', ['light.tia']),
    ],
  ),
  home(
    'r23b_fr_mamie',
    'fr',
    [
      ['chambre', 'Chambre'],
      ['mamie', 'Chambre de Mamie Jeanne'],
    ],
    [
      one('chambre', 'light.chambre', 'Lumière chambre'),
      one('mamie', 'light.mamie', 'Lampe de chevet'),
      one('mamie', 'climate.mamie', 'Radiateur', { attributes: { hvac_modes: ['off', 'heat'] } }),
    ],
    [
      c('named-after first-words', 'la lumière de la chambre de mamie', ['light.mamie']),
      c('named-after first-words', 'le radiateur de la chambre de mamie', ['climate.mamie']),
      c('named-after', 'la lumière de la chambre', ['light.chambre']),
    ],
  ),
  home(
    'r23b_es_abuela',
    'es',
    [
      ['dormitorio', 'Dormitorio'],
      ['abuela', 'Habitación de la abuela Carmen'],
    ],
    [
      one('dormitorio', 'light.dormitorio', 'Luz habitación'),
      one('abuela', 'light.abuela', 'Lámpara de pie'),
    ],
    [c('named-after', 'la luz de la habitación de la abuela', ['light.abuela'])],
  ),
  home(
    'r23b_it_nonna',
    'it',
    [
      ['camera', 'Camera'],
      ['nonna', 'Camera della nonna Pina'],
    ],
    [one('camera', 'light.camera', 'Luce camera'), one('nonna', 'light.nonna', 'Abat-jour')],
    [c('named-after first-words', 'la luce della camera della nonna', ['light.nonna'])],
  ),
  home(
    'r23b_nl_oma',
    'nl',
    [
      ['kamer', 'Kamer'],
      ['oma', 'Kamer van oma Riet'],
    ],
    [one('kamer', 'light.kamer', 'Lamp kamer'), one('oma', 'light.oma', 'Leeslamp')],
    [c('named-after first-words', 'de lamp in de kamer van oma', ['light.oma'])],
  ),
  home(
    'r23b_de_opa',
    'de',
    [
      ['zimmer', 'Arbeitszimmer'],
      ['opa', 'Zimmer von Opa Heinz'],
    ],
    [one('zimmer', 'light.zimmer', 'Zimmerlicht'), one('opa', 'light.opa', 'Stehlampe')],
    [c('named-after', 'das Licht im Zimmer von Opa', ['light.opa'])],
  ),
];

/**
 * Rule 8: a hidden thing whose name keeps two words apart ("Carport lader", "Kaffe brygger", "Bastu aggregat")
 * said as one compound with its definite ending ("carportladeren", "bastuaggregatet"), also with a joining
 * "s" ("husbilsladdaren" for "Husbil laddare"), is that thing, not available to Hearth, as the same name
 * said of a visible thing already was.
 */
const HIDDEN_COMPOUND: EvalSuite[] = [
  home(
    'r23b_da_hidden_compound',
    'da',
    [
      ['indkorsel', 'Indkørsel'],
      ['kokken', 'Køkken'],
    ],
    [
      one('indkorsel', 'switch.motor_varmer', 'Motor varmer', { hidden: true }),
      one('indkorsel', 'light.indkorsel', 'Lys indkørsel'),
      one('indkorsel', 'switch.carport_lader', 'Carport lader', { hidden: true }),
      one('kokken', 'switch.kaffe_brygger', 'Kaffe brygger', { hidden: true }),
      one('kokken', 'light.kokken', 'Køkkenlampe'),
    ],
    [
      c('hidden-similar', 'motorvarmeren', 'not-exposed'),
      c('hidden-similar hidden-compound', 'carportladeren', 'not-exposed'),
      c('hidden-similar hidden-compound', 'tænd carportladeren', 'not-exposed'),
      c('hidden-similar hidden-compound', 'kaffebryggeren', 'not-exposed'),
      c('hidden-similar', 'motor varmeren', 'not-exposed'),
      c('hidden-similar', 'motorvarmer', 'not-exposed'),
      c('ordinary', 'køkkenlampen', ['light.kokken']),
    ],
  ),
  home(
    'r23b_sv_hidden_compound',
    'sv',
    [
      ['bad', 'Badrum'],
      ['altan', 'Altan'],
    ],
    [
      one('bad', 'switch.bastu_aggregat', 'Bastu aggregat', { hidden: true }),
      one('bad', 'light.bad', 'Badrumslampa'),
      one('altan', 'switch.terrass_varmare', 'Terrass värmare', { hidden: true }),
      one('altan', 'switch.altan_laddare', 'Altan laddare', { hidden: true }),
      one('altan', 'switch.husbil', 'Husbil laddare', { hidden: true }),
    ],
    [
      c('hidden-similar hidden-compound', 'bastuaggregatet', 'not-exposed'),
      c('hidden-similar', 'terrassvärmaren', 'not-exposed'),
      c('hidden-similar', 'altanladdaren', 'not-exposed'),
      c('hidden-similar hidden-compound', 'husbilsladdaren', 'not-exposed'),
      c('ordinary', 'badrumslampan', ['light.bad']),
    ],
  ),
];

const split = { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry'], min_temp: 16, max_temp: 30 } };

/**
 * Rule 9: a Chinese particle that ends the sentence softly after the value ("调到二十五度呀", "26度啦") is no
 * part of the thing, as a Korean or Japanese predicate after it already was not (round 22b's leftover).
 */
const CHINESE_PARTICLE_AFTER_VALUE: EvalSuite[] = [
  home(
    'r23b_zh_particle_value',
    'zh',
    [
      ['zhuwo', '主卧'],
      ['ertong', '儿童房'],
    ],
    [
      one('zhuwo', 'climate.zhuwo', '主卧空调', split),
      one('ertong', 'climate.ertong', '儿童房空调', split),
      one('ertong', 'light.ertong', '儿童房吸顶灯'),
    ],
    [
      c('ordinary particle-value', '把主卧的空调调到二十五度呀', ['climate.zhuwo']),
      c('ordinary', '儿童房空调调到26度啦', ['climate.ertong']),
      c('ordinary', '主卧空调开到24度哦', ['climate.zhuwo']),
      c('ordinary', '儿童房空调调到26度', ['climate.ertong']),
    ],
  ),
];

const windowClass = { deviceClass: 'window' } as const;

/** A home with a motorised roof window (a cover of class window), window sensors and a blind. */
function roofHome(
  id: string,
  language: string,
  [attic, living]: [string, string],
  cases: [string, string][],
) {
  return home(
    id,
    language,
    [
      ['attic', attic],
      ['living', living],
    ],
    [
      one('attic', 'cover.roof', 'Velux Integra', windowClass),
      one('living', 'binary_sensor.window_a', 'Contact A', windowClass),
      one('living', 'binary_sensor.window_b', 'Contact B', windowClass),
      one('living', 'cover.blind', 'Roller', { deviceClass: 'blind' }),
    ],
    cases.map(([tags, said]) => c(tags, said, ['cover.roof'])),
  );
}

/**
 * Rule 10: a roof window said by its own word ("the skylight", "das Dachfenster", "het dakraam", "la claraboya",
 * "il lucernario", "takfönstret", "ovenlysvinduet", "천창") is the motorised window, a cover of class window, not
 * every window sensor of the home nor nothing (round 22c's leftover); a thing named with the word (a sensor, the
 * roof window's own shutter "Rolluik dakraam", a cover of no class) is still found by its name.
 */
const ROOF_WINDOW: EvalSuite[] = [
  roofHome(
    'r23b_en_skylight',
    'en',
    ['Loft', 'Lounge'],
    [
      ['ordinary roof-window', 'the skylight'],
      ['ordinary roof-window', 'close the skylight in the loft'],
      ['ordinary roof-window', 'is the roof window open'],
    ],
  ),
  roofHome(
    'r23b_de_dachfenster',
    'de',
    ['Dachboden', 'Wohnzimmer'],
    [
      ['ordinary roof-window', 'das Dachfenster'],
      ['ordinary roof-window', 'mach das Dachfenster auf dem Dachboden zu'],
    ],
  ),
  roofHome(
    'r23b_nl_dakraam',
    'nl',
    ['Zolder', 'Woonkamer'],
    [['ordinary roof-window', 'het dakraam op zolder']],
  ),
  roofHome(
    'r23b_es_claraboya',
    'es',
    ['Buhardilla', 'Salón'],
    [
      ['ordinary roof-window', 'cierra la claraboya'],
      ['ordinary roof-window', 'el tragaluz de la buhardilla'],
    ],
  ),
  roofHome('r23b_fr_vasistas', 'fr', ['Combles', 'Séjour'], [['ordinary roof-window', 'la fenêtre de toit']]),
  roofHome(
    'r23b_it_lucernario',
    'it',
    ['Mansarda', 'Soggiorno'],
    [['ordinary roof-window', 'chiudi il lucernario']],
  ),
  roofHome(
    'r23b_pl_swietlik',
    'pl',
    ['Poddasze', 'Salon'],
    [['ordinary roof-window', 'okno dachowe na poddaszu']],
  ),
  roofHome(
    'r23b_sv_takfonster',
    'sv',
    ['Vind', 'Vardagsrum'],
    [['ordinary roof-window', 'stäng takfönstret']],
  ),
  roofHome('r23b_da_ovenlys', 'da', ['Loft', 'Stue'], [['ordinary roof-window', 'ovenlysvinduet']]),
  roofHome('r23b_ko_cheonchang', 'ko', ['다락방', '거실'], [['ordinary roof-window', '천창 닫아줘']]),
  roofHome('r23b_zh_tianchuang', 'zh', ['阁楼', '客厅'], [['ordinary roof-window', '关上天窗']]),
  home(
    'r23b_de_dachfenster_sensor',
    'de',
    [['bad', 'Bad']],
    [
      one('bad', 'binary_sensor.dachfenster', 'Dachfenster Bad', windowClass),
      one('bad', 'light.bad', 'Badlicht'),
    ],
    [
      c('device-sensor', 'ist das Dachfenster offen', ['binary_sensor.dachfenster']),
      c('ordinary', 'das Dachfenster im Bad', ['binary_sensor.dachfenster']),
    ],
  ),
  home(
    'r23b_nl_dakraam_blind',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['kamer', 'Slaapkamer'],
    ],
    [
      one('zolder', 'cover.rolluik_dakraam', 'Rolluik dakraam', { deviceClass: 'shutter' }),
      one('kamer', 'cover.raam', 'Velux slaapkamer', windowClass),
    ],
    [
      c('ordinary', 'het dakraam', ['cover.rolluik_dakraam']),
      c('ordinary', 'doe het dakraam dicht', ['cover.rolluik_dakraam']),
    ],
  ),
  home(
    'r23b_de_dachfenster_rollo',
    'de',
    [['dg', 'Dachgeschoss']],
    [one('dg', 'cover.dachfenster', 'Dachfenster Studio'), one('dg', 'light.dg', 'Deckenlampe')],
    [c('ordinary', 'das Dachfenster', ['cover.dachfenster'])],
  ),
];

export const TWENTY_THIRD_ROUND_B3: EvalSuite[] = [
  ...ROOM_BY_FIRST_WORDS,
  ...HIDDEN_COMPOUND,
  ...CHINESE_PARTICLE_AFTER_VALUE,
  ...ROOF_WINDOW,
];
