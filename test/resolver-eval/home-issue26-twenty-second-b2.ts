// Issue 26, round 22b, rules 4–8: an order's verb said first, light verbs, definite kind words, degree words,
// an item added to a list named after a shop. Cases of our own, in homes of our own; none is a slice's
// request or home. The first tag is the category, the second the rule exercised (cases without a rule tag
// are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const split = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only'], min_temp: 16, max_temp: 31 },
};
const speaker = { deviceClass: 'speaker' };
const temperature = { deviceClass: 'temperature', attributes: { unit_of_measurement: '°C' } };

/**
 * Rule 4: an order's verb said first that also spells a kind is the verb: "switch off the lights" with
 * "off" said (no switch is meant), Polish "zasłoń" ("draw", not "zasłona", a curtain).
 */
const ORDER_FIRST: EvalSuite[] = [
  home(
    'r22b_en_switch_verb',
    'en',
    [
      ['snug', 'Snug'],
      ['garage', 'Garage'],
    ],
    [
      one('snug', 'light.snug_lamp_1', 'Snug lamp 1'),
      one('snug', 'light.snug_lamp_2', 'Snug lamp 2'),
      one('snug', 'fan.snug_fan', 'Snug fan'),
      one('garage', 'switch.garage_heater', 'Garage heater', { hidden: true }),
      one('garage', 'light.garage_strip', 'Garage strip light'),
    ],
    [
      c('ordinary order-first', 'switch off the lights in the snug', [
        'light.snug_lamp_1',
        'light.snug_lamp_2',
      ]),
      c('ordinary order-first', 'switch on the snug lights', ['light.snug_lamp_1', 'light.snug_lamp_2']),
      c('ordinary order-first', 'switch the garage light off', ['light.garage_strip']),
      c('ordinary order-first', 'switch on the fan', ['fan.snug_fan']),
      c('ordinary', 'the switch in the garage', 'not-exposed'),
      c('ordinary', 'turn off the lights in the snug', ['light.snug_lamp_1', 'light.snug_lamp_2']),
    ],
  ),
  home(
    'r22b_pl_cover_verb',
    'pl',
    [
      ['biuro', 'Biuro'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      one('biuro', 'light.biuro', 'Lampa biurowa'),
      one('sypialnia', 'cover.roleta_okno', 'Roleta okno', { deviceClass: 'blind' }),
      one('biuro', 'cover.roleta_biuro', 'Roleta biuro', { deviceClass: 'blind' }),
    ],
    [
      c('ordinary order-first', 'zasłoń wszystkie rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
      c('ordinary order-first', 'zasłoń obie rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
      c('ordinary', 'zasłoń roletę w biurze', ['cover.roleta_biuro']),
      c('ordinary order-first', 'zasłońcie rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
      c('ordinary', 'odsłoń rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
    ],
  ),
];

/**
 * Rule 5: Swedish and Polish verbs for lights alone (tända/släcka, zapalić/zgasić) said of a place with no
 * thing named are about that place's lights, not its speaker, lock or heat pump.
 */
const LIGHT_VERBS: EvalSuite[] = [
  home(
    'r22b_sv_light_verb',
    'sv',
    [
      ['arbetsrum', 'Arbetsrum', 'ov'],
      ['tvattstuga', 'Tvättstuga', 'bv'],
      ['entre', 'Entré', 'bv'],
    ],
    [
      one('arbetsrum', 'light.arbetsrum_tak', 'Arbetsrum tak'),
      one('arbetsrum', 'light.skrivbord', 'Skrivbordslampa'),
      one('arbetsrum', 'media_player.arbetsrum', 'Arbetsrum', speaker),
      one('arbetsrum', 'fan.arbetsrum', 'Arbetsrum fläkt'),
      one('tvattstuga', 'light.tvattstuga', 'Tvättstuga lampa'),
      one('tvattstuga', 'switch.torktumlare', 'Torktumlare'),
      one('entre', 'light.entre', 'Entré'),
      one('entre', 'lock.entre', 'Entrédörr'),
    ],
    [
      c('ordinary light-verb', 'tänd i arbetsrummet', ['light.arbetsrum_tak', 'light.skrivbord']),
      c('ordinary light-verb', 'släck i tvättstugan', ['light.tvattstuga']),
      c('ordinary light-verb', 'kan du släcka på övervåningen', ['light.arbetsrum_tak', 'light.skrivbord']),
      c('ordinary', 'tänd i entrén', ['light.entre']),
      c('ordinary', 'släck skrivbordslampan', ['light.skrivbord']),
      c('ordinary', 'stäng av fläkten i arbetsrummet', ['fan.arbetsrum']),
    ],
    [
      ['bv', 'Bottenplan', 0],
      ['ov', 'Övervåning', 1],
    ],
  ),
  home(
    'r22b_pl_light_verb',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['salon', 'Salon'],
    ],
    [
      one('kuchnia', 'light.kuchnia_led', 'Listwa LED kuchnia'),
      one('kuchnia', 'media_player.kuchnia', 'Kuchnia', speaker),
      one('kuchnia', 'switch.czajnik', 'Czajnik'),
      one('salon', 'light.salon_plafon', 'Plafon salon'),
      one('salon', 'light.salon_stojaca', 'Lampa stojąca'),
      one('salon', 'climate.salon', 'Klimatyzator salon', split),
    ],
    [
      c('ordinary light-verb', 'zapal w kuchni', ['light.kuchnia_led']),
      c('ordinary light-verb', 'zgaś w salonie', ['light.salon_plafon', 'light.salon_stojaca']),
      c('ordinary light-verb', 'zgaś wszędzie', [
        'light.kuchnia_led',
        'light.salon_plafon',
        'light.salon_stojaca',
      ]),
      c('ordinary', 'wyłącz czajnik', ['switch.czajnik']),
      c('ordinary', 'zapal lampę stojącą', ['light.salon_stojaca']),
    ],
  ),
];

/**
 * Rule 6: a Swedish or Danish kind word with its definite ending means what the bare word means
 * ("rullgardinen" any blind, as "rullgardin" is), not only the one class a generated table gives it.
 */
const DEFINITE_KIND: EvalSuite[] = [
  home(
    'r22b_sv_definite_kind',
    'sv',
    [
      ['gastrum', 'Gästrum'],
      ['kok', 'Kök'],
    ],
    [
      one('gastrum', 'cover.kadrilj', 'KADRILJ gästrum', { deviceClass: 'blind' }),
      one('kok', 'cover.kok_fonster', 'Köksfönster', { deviceClass: 'shade' }),
      one('kok', 'light.kok', 'Köksbänk'),
    ],
    [
      c('ordinary definite-kind', 'fäll ner rullgardinen i gästrummet', ['cover.kadrilj']),
      c('ordinary definite-kind', 'rullgardinerna upp', ['cover.kadrilj', 'cover.kok_fonster']),
      c('ordinary definite-kind', 'persiennen i köket', ['cover.kok_fonster']),
      c('ordinary', 'rullgardinen i köket', ['cover.kok_fonster']),
    ],
  ),
  home(
    'r22b_da_definite_kind',
    'da',
    [
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
    ],
    [
      one('stue', 'cover.stue', 'Stue vindue', { deviceClass: 'shade' }),
      one('kokken', 'cover.kokken', 'Køkken vindue', { deviceClass: 'shutter' }),
    ],
    [
      c('ordinary definite-kind', 'træk persiennen ned i stuen', ['cover.stue']),
      c('ordinary definite-kind', 'luk persiennerne', ['cover.stue', 'cover.kokken']),
      c('ordinary definite-kind', 'gardinet i køkkenet', ['cover.kokken']),
    ],
  ),
];

const humidity = { deviceClass: 'humidity', attributes: { unit_of_measurement: '%' } };

/**
 * Rule 7: how much, said with a question or an order ("está muito húmido", "욕실 많이 습해", "ist es sehr
 * feucht"), is no part of the thing's name.
 */
const DEGREE_WORDS: EvalSuite[] = [
  home(
    'r22b_pt_humid',
    'pt',
    [
      ['lavandaria', 'Lavandaria'],
      ['quarto', 'Quarto'],
    ],
    [
      one('lavandaria', 'sensor.lavandaria_humidade', 'Lavandaria humidade', humidity),
      one('lavandaria', 'sensor.lavandaria_temperatura', 'Lavandaria temperatura', temperature),
      one('quarto', 'sensor.quarto_humidade', 'Higrómetro quarto', humidity),
    ],
    [
      c('activity', 'a lavandaria está húmida?', ['sensor.lavandaria_humidade']),
      c('activity degree', 'está muito húmido no quarto', ['sensor.quarto_humidade']),
      c('activity', 'qual é a humidade na lavandaria', ['sensor.lavandaria_humidade']),
    ],
  ),
  home(
    'r22b_ko_humid',
    'ko',
    [
      ['yoksil', '욕실'],
      ['deureseurum', '드레스룸'],
    ],
    [
      one('yoksil', 'sensor.yoksil_seupdo', '욕실 습도', humidity),
      one('deureseurum', 'sensor.dress_seupdo', '드레스룸 온습도계 습도', humidity),
    ],
    [
      c('activity', '드레스룸 습해요?', ['sensor.dress_seupdo']),
      c('activity degree', '욕실 많이 습하니', ['sensor.yoksil_seupdo']),
      c('activity', '드레스룸 습해?', ['sensor.dress_seupdo']),
    ],
  ),
  ...(
    [
      ['de', 'ist es im Hobbykeller sehr feucht', 'Hobbykeller', 'Hobbykeller Feuchte'],
      ['nl', 'is het erg vochtig in de kelder', 'Kelder', 'Kelder vochtigheid'],
      ['sv', 'är det väldigt fuktigt i tvättstugan', 'Tvättstuga', 'Tvättstuga fukt'],
      ['pl', 'czy jest strasznie wilgotno w piwnicy', 'Piwnica', 'Piwnica wilgotność'],
      ['it', 'è troppo umido in taverna?', 'Taverna', 'Taverna umidità'],
      ['es', 'está demasiado húmedo el trastero', 'Trastero', 'Trastero humedad'],
      ['fr', 'il fait vraiment humide dans la buanderie', 'Buanderie', 'Buanderie humidité'],
    ] as const
  ).map(([language, say, room, name]) =>
    home(
      `r22b_${language}_degree`,
      language,
      [
        ['room', room],
        ['other', 'Hall'],
      ],
      [
        one('room', 'sensor.room_humidity', name, humidity),
        one('room', 'sensor.room_temperature', `${room} temp`, temperature),
        one('other', 'sensor.hall_humidity', 'Hall humidity', humidity),
      ],
      [c('activity degree', say, ['sensor.room_humidity'])],
    ),
  ),
];

/**
 * Rule 8: an order adding an item to a list named after a shop, with no list word ("ajoute des œufs à
 * Monoprix", "dodaj jajka do Lidla"): the list, whatever the item is and whatever ending the shop takes.
 */
function shopHome(
  language: string,
  shop: [id: string, name: string],
  generic: [id: string, name: string],
  devices: [area: string, entityId: string, name: string][],
  cases: ReturnType<typeof c>[],
): EvalSuite {
  const suite = home(
    `r22b_${language}_shop_add`,
    language,
    [
      ['kitchen', 'Kitchen'],
      ['bath', 'Bath'],
    ],
    devices.map(([area, entityId, name]) => one(area, entityId, name)),
    cases,
  );
  return { ...suite, home: { ...suite.home, loose: [shop, generic] } };
}

const SHOP_ADD: EvalSuite[] = [
  shopHome(
    'fr',
    ['todo.monoprix', 'Monoprix'],
    ['todo.courses', 'Liste de courses'],
    [
      ['bath', 'light.bain', 'Lumière bain'],
      ['kitchen', 'light.cuisine', 'Suspension cuisine'],
    ],
    [
      c('named-after shop-add', 'rajoute du pain à Monoprix', ['todo.monoprix']),
      c('named-after shop-add', 'ajoute du pain à la liste de courses', ['todo.courses']),
    ],
  ),
  shopHome(
    'pl',
    ['todo.lidl', 'Lidl'],
    ['todo.zakupy', 'Zakupy'],
    [['kitchen', 'light.kuchnia', 'Kuchnia sufit']],
    [
      c('named-after', 'dodaj jajka do Lidla', ['todo.lidl']),
      c('named-after', 'dopisz masło do listy w Lidlu', ['todo.lidl']),
    ],
  ),
  shopHome(
    'de',
    ['todo.edeka', 'Edeka'],
    ['todo.einkauf', 'Einkaufsliste'],
    [['kitchen', 'light.kuche', 'Küche Decke']],
    [c('named-after', 'füg Mehl bei Edeka hinzu', ['todo.edeka'])],
  ),
  shopHome(
    'it',
    ['todo.coop', 'Coop'],
    ['todo.spesa', 'Lista della spesa'],
    [['kitchen', 'light.cucina', 'Luce cucina']],
    [c('named-after', 'metti le uova sulla Coop', ['todo.coop'])],
  ),
  shopHome(
    'sv',
    ['todo.willys', 'Willys'],
    ['todo.handla', 'Handla'],
    [['kitchen', 'light.kok', 'Köksfönster lampa']],
    [c('named-after shop-add', 'skriv upp ägg på Willys', ['todo.willys'])],
  ),
  shopHome(
    'da',
    ['todo.netto', 'Netto'],
    ['todo.indkob', 'Indkøbsliste'],
    [['kitchen', 'light.kokken', 'Køkken loft']],
    [c('named-after shop-add', 'skriv rugbrød på Nettoen', ['todo.netto'])],
  ),
  shopHome(
    'en',
    ['todo.aldi', 'Aldi'],
    ['todo.shopping', 'Shopping List'],
    [['bath', 'light.bath', 'Bath light']],
    [
      c('named-after shop-add', 'put bath salts on Aldi', ['todo.aldi']),
      c('named-after', 'add eggs to the shopping list', ['todo.shopping']),
    ],
  ),
];

export const TWENTY_SECOND_ROUND_B2: readonly EvalSuite[] = [
  ...ORDER_FIRST,
  ...LIGHT_VERBS,
  ...DEFINITE_KIND,
  ...DEGREE_WORDS,
  ...SHOP_ADD,
];
