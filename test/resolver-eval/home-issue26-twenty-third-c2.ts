// Issue 26, round 23c, rules 3–7 (rule 1 and the joining list in home-issue26-twenty-third-c.ts, rule 2 in
// -c3.ts): cases of our own, in homes of our own; none is a slice's request or home. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** Rule 3: filtering the pool (the pond, the aquarium) is its pump or filter. */
const FILTER_PUMP: EvalSuite[] = [
  home(
    'r23c_en_pond',
    'en',
    [
      ['garden', 'Garden'],
      ['lounge', 'Lounge'],
    ],
    [
      one('garden', 'switch.pond_pump', 'Pond Pump'),
      one('garden', 'light.pond_light', 'Pond Light'),
      one('lounge', 'switch.aquarium_filter', 'Aquarium Filter'),
      one('lounge', 'light.aquarium', 'Aquarium Light'),
    ],
    [
      c('activity filter-pump', 'filter the pond', ['switch.pond_pump']),
      c('activity', 'filter the aquarium', ['switch.aquarium_filter']),
      c('ordinary', 'the pond light', ['light.pond_light']),
    ],
  ),
  home(
    'r23c_de_schwimmbad',
    'de',
    [
      ['bad', 'Schwimmbad'],
      ['diele', 'Diele'],
    ],
    [
      one('bad', 'switch.filterpumpe', 'Filterpumpe'),
      one('bad', 'light.poolbeleuchtung', 'Poolbeleuchtung'),
      one('bad', 'switch.gegenstromanlage', 'Gegenstromanlage'),
    ],
    [c('activity filter-pump', 'das Schwimmbad filtern', ['switch.filterpumpe'])],
  ),
  home(
    'r23c_es_alberca',
    'es',
    [
      ['alberca', 'Alberca'],
      ['jardin', 'Jardín'],
    ],
    [
      one('alberca', 'switch.bomba_alberca', 'Bomba alberca'),
      one('alberca', 'light.luz_alberca', 'Luz alberca'),
      one('alberca', 'switch.calentador_alberca', 'Calentador alberca'),
    ],
    [c('activity filter-pump', 'filtra la alberca', ['switch.bomba_alberca'])],
  ),
  home(
    'r23c_fr_piscine',
    'fr',
    [
      ['piscine', 'Piscine'],
      ['terrasse', 'Terrasse'],
    ],
    [
      one('piscine', 'switch.pompe_filtration', 'Pompe de filtration'),
      one('piscine', 'light.projecteur', 'Projecteur piscine'),
      one('piscine', 'switch.electrolyseur', 'Électrolyseur'),
    ],
    [c('activity filter-pump', 'filtrer la piscine', ['switch.pompe_filtration'])],
  ),
  home(
    'r23c_it_piscina',
    'it',
    [
      ['piscina', 'Piscina'],
      ['giardino', 'Giardino'],
    ],
    [
      one('piscina', 'switch.pompa_piscina', 'Pompa piscina'),
      one('piscina', 'light.luci_piscina', 'Luci piscina'),
    ],
    [c('activity filter-pump', 'filtra la piscina', ['switch.pompa_piscina'])],
  ),
  home(
    'r23c_nl_zwembad',
    'nl',
    [
      ['zwembad', 'Zwembad'],
      ['tuin', 'Tuin'],
    ],
    [one('zwembad', 'switch.filterpomp', 'Filterpomp'), one('zwembad', 'light.zwembadlamp', 'Zwembadlamp')],
    [c('activity filter-pump', 'het zwembad filteren', ['switch.filterpomp'])],
  ),
  home(
    'r23c_pt_piscina',
    'pt',
    [
      ['piscina', 'Piscina'],
      ['jardim', 'Jardim'],
    ],
    [
      one('piscina', 'switch.bomba_filtragem', 'Bomba de filtragem'),
      one('piscina', 'light.piscina', 'Holofote piscina'),
    ],
    [c('activity', 'filtra a piscina', ['switch.bomba_filtragem'])],
  ),
  home(
    'r23c_pl_basen',
    'pl',
    [
      ['basen', 'Basen'],
      ['taras', 'Taras'],
    ],
    [
      one('basen', 'switch.pompa_basenowa', 'Pompa basenowa'),
      one('basen', 'light.basen', 'Oświetlenie basenu'),
    ],
    [c('activity filter-pump', 'przefiltruj basen', ['switch.pompa_basenowa'])],
  ),
  home(
    'r23c_sv_pool',
    'sv',
    [
      ['pool', 'Pool'],
      ['altan', 'Altan'],
    ],
    [one('pool', 'switch.poolpump', 'Poolpump'), one('pool', 'light.poolbelysning', 'Poolbelysning')],
    [c('activity filter-pump', 'filtrera poolen', ['switch.poolpump'])],
  ),
  home(
    'r23c_ko_pool',
    'ko',
    [
      ['pool', '수영장'],
      ['yard', '마당'],
    ],
    [one('pool', 'switch.pool_pump', '수영장 펌프'), one('pool', 'light.pool', '수영장 조명')],
    [c('activity filter-pump', '수영장 여과해 줘', ['switch.pool_pump'])],
  ),
  home(
    'r23c_zh_pool',
    'zh',
    [
      ['pool', '泳池'],
      ['yard', '院子'],
    ],
    [one('pool', 'switch.pool_pump', '泳池水泵'), one('pool', 'light.pool', '泳池灯')],
    [c('activity filter-pump', '过滤泳池', ['switch.pool_pump'])],
  ),
];

/** Rule 4: a place said alone whose one thing is hidden: that thing is not available, not "nothing there". */
const HIDDEN_ALONE: EvalSuite[] = [
  home(
    'r23c_sv_angbastu',
    'sv',
    [
      ['angbastu', 'Ångbastu'],
      ['kok', 'Kök'],
      ['vind', 'Vind'],
    ],
    [
      one('angbastu', 'switch.anggenerator', 'Ånggenerator', { hidden: true }),
      one('kok', 'light.kok', 'Köksbelysning'),
      one('vind', 'light.vind_1', 'Vindslampa', { hidden: true }),
      one('vind', 'fan.vind', 'Vindsfläkt', { hidden: true }),
    ],
    [
      c('hidden-similar hidden-alone', 'ångbastun', 'not-exposed'),
      c('hidden-similar', 'vinden', 'empty'),
      c('ordinary', 'köksbelysningen', ['light.kok']),
    ],
  ),
  home(
    'r23c_en_workshop',
    'en',
    [
      ['workshop', 'Workshop'],
      ['porch', 'Porch'],
    ],
    [
      one('workshop', 'switch.table_saw', 'Table Saw', { hidden: true }),
      one('workshop', 'sensor.table_saw_power', 'Table Saw Power', { hidden: true, deviceClass: 'power' }),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [c('hidden-similar hidden-alone', 'the workshop', 'not-exposed')],
  ),
  home(
    'r23c_de_dampfbad',
    'de',
    [
      ['dampfbad', 'Dampfbad'],
      ['flur', 'Flur'],
    ],
    [
      one('dampfbad', 'switch.dampfgenerator', 'Dampfgenerator', { hidden: true }),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [c('hidden-similar hidden-alone', 'das Dampfbad', 'not-exposed')],
  ),
  home(
    'r23c_es_bodega',
    'es',
    [
      ['bodega', 'Bodega'],
      ['salon', 'Salón'],
    ],
    [
      one('bodega', 'switch.vinoteca', 'Vinoteca', { hidden: true }),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [c('hidden-similar hidden-alone', 'la bodega', 'not-exposed')],
  ),
];

/** Rule 5: the question's "how" is no name, in every language (tagged where it failed before). */
const temperature = { deviceClass: 'temperature' };
const humidity = { deviceClass: 'humidity' };
const HOW_WORD: EvalSuite[] = [
  ['en', 'Hot Tub', 'how warm is the hot tub'],
  ['de', 'Whirlpool', 'wie warm ist der Whirlpool'],
  ['es', 'Jacuzzi', 'qué tan caliente está el jacuzzi'],
  ['es', 'Jacuzzi', 'cuán caliente está el jacuzzi', 'how-word'],
  ['fr', 'Spa', 'à quel point le spa est chaud'],
  ['it', 'Idromassaggio', "quanto è calda l'idromassaggio"],
  ['nl', 'Bubbelbad', 'hoe warm is het bubbelbad'],
  ['pt', 'Jacuzzi', 'quão quente está o jacuzzi', 'how-word'],
  ['pt', 'Ofurô', 'quão quente está o ofurô', 'how-word'],
  ['pl', 'Jacuzzi', 'jak ciepłe jest jacuzzi'],
  ['sv', 'Badtunna', 'hur varm är badtunnan'],
  ['da', 'Spabad', 'hvor varmt er spabadet'],
  ['ko', '자쿠지', '자쿠지 얼마나 따뜻해'],
  ['ja', 'ジャグジー', 'ジャグジーはどれくらい暖かい', 'how-word'],
  ['zh', '按摩池', '按摩池有多热'],
].map(([language, area, say, rule], at) =>
  home(
    `r23c_${language}_how_${at}`,
    language!,
    [
      ['tub', area!],
      ['hall', 'Hall'],
    ],
    [
      one('tub', `sensor.tub_${at}`, `${area} temp`, temperature),
      one('tub', `sensor.tub_humidity_${at}`, `${area} %`, humidity),
      one('tub', `light.tub_${at}`, `${area} LED`),
    ],
    [c(rule === undefined ? 'activity' : `activity ${rule}`, say!, [`sensor.tub_${at}`])],
  ),
);

/** Rule 6: the Danish order to wash the floor is the mopping robot's, not a thing named by the floor. */
const WASH_FLOOR: EvalSuite[] = [
  home(
    'r23c_da_gulv',
    'da',
    [
      ['alrum', 'Alrum'],
      ['kokken', 'Køkken'],
    ],
    [
      one('alrum', 'vacuum.roborock_q7', 'Roborock Q7'),
      one('alrum', 'light.gulvlampe', 'Gulvlampe'),
      one('kokken', 'light.kokken', 'Køkkenlampe'),
    ],
    [
      c('activity wash-floor', 'vask gulvet', ['vacuum.roborock_q7']),
      c('activity wash-floor', 'vask gulvet i alrummet', ['vacuum.roborock_q7']),
      c('ordinary', 'gulvlampen', ['light.gulvlampe']),
    ],
  ),
];

/** Rule 7: a kind said with a place whose thing is named as that kind in one word is that thing. */
const COMPOUND_IN_PLACE: EvalSuite[] = [
  home(
    'r23c_da_garage_vac',
    'da',
    [
      ['garage', 'Garage'],
      ['stue', 'Stue'],
    ],
    [one('garage', 'switch.garagestovsuger', 'Garagestøvsuger'), one('stue', 'vacuum.roomba', 'Roomba')],
    [
      c('name-wins', 'støvsugeren i garagen', ['switch.garagestovsuger']),
      c('activity', 'støvsug garagen', ['vacuum.roomba']),
    ],
  ),
  home(
    'r23c_sv_verkstad_vac',
    'sv',
    [
      ['verkstad', 'Verkstad'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('verkstad', 'switch.verkstadsdammsugare', 'Verkstadsdammsugare'),
      one('vardagsrum', 'vacuum.roborock', 'Roborock S5'),
    ],
    [
      c('name-wins compound-in-place', 'dammsugaren i verkstaden', ['switch.verkstadsdammsugare']),
      c('activity', 'dammsug verkstaden', ['vacuum.roborock']),
    ],
  ),
  home(
    'r23c_nl_werkplaats_vac',
    'nl',
    [
      ['werkplaats', 'Werkplaats'],
      ['woonkamer', 'Woonkamer'],
    ],
    [
      one('werkplaats', 'switch.werkplaatsstofzuiger', 'Werkplaatsstofzuiger'),
      one('woonkamer', 'vacuum.deebot', 'Deebot'),
    ],
    [c('name-wins', 'de stofzuiger in de werkplaats', ['switch.werkplaatsstofzuiger'])],
  ),
  home(
    'r23c_de_werkstatt_vac',
    'de',
    [
      ['werkstatt', 'Werkstatt'],
      ['wohnzimmer', 'Wohnzimmer'],
    ],
    [
      one('werkstatt', 'switch.werkstattstaubsauger', 'Werkstattstaubsauger'),
      one('wohnzimmer', 'vacuum.roborock', 'Roborock'),
    ],
    [c('name-wins', 'den Staubsauger in der Werkstatt', ['switch.werkstattstaubsauger'])],
  ),
];

export const TWENTY_THIRD_ROUND_C2: EvalSuite[] = [
  ...FILTER_PUMP,
  ...HIDDEN_ALONE,
  ...HOW_WORD,
  ...WASH_FLOOR,
  ...COMPOUND_IN_PLACE,
];
