// Issue 26, sixteenth round: a case or two per rule in homes of our own, none of them a slice's
// requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';
import { SIXTEENTH_ROUND_B } from './home-issue26-sixteenth-b.js';

const DOOR = { deviceClass: 'door' };

/**
 * A lock and a door sensor with no area, each named its own way but sharing the door's word
 * ("Serrure entrée", "Contact entrée"): a locking verb reaches the lock, a question about open the
 * sensor, whatever the order of the words.
 */
function doorPair(
  id: string,
  language: string,
  lock: string,
  sensor: string,
  locks: string[],
  asks: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['study', 'Study', null]],
      devices: [
        one('study', 'light.desk', 'Desk'),
        one(null, 'lock.door', lock),
        one(null, 'binary_sensor.door', sensor, DOOR),
      ],
      loose: [],
    },
    cases: [
      ...locks.map((say) => c('device-sensor lock-sibling', say, ['lock.door'])),
      ...asks.map((say) => c('device-sensor lock-sibling', say, ['binary_sensor.door'])),
    ],
  };
}

/** Rule 1: a locking verb with a door sensor found reaches the one lock sharing a name word with it. */
const LOCK_SIBLINGS: EvalSuite[] = [
  doorPair(
    'r16_es_piso',
    'es',
    'Cerrojo puerta',
    'Puerta calle',
    ['cierra con llave la puerta', 'bloquea la puerta'],
    ['¿está abierta la puerta?'],
  ),
  doorPair(
    'r16_fr_maison',
    'fr',
    'Serrure porte',
    'Porte jardin',
    ['verrouille la porte', 'ferme à clé la porte'],
    ['est-ce que la porte est ouverte'],
  ),
  doorPair(
    'r16_de_haus',
    'de',
    'Nuki Tür',
    'Tür Kontakt',
    ['verriegle die Tür', 'schließ die Tür ab'],
    ['ist die Tür offen'],
  ),
  doorPair(
    'r16_en_cabin',
    'en',
    'Deadbolt Door',
    'Door Contact',
    ['lock the door', 'unlock the door'],
    ['is the door open'],
  ),
  doorPair(
    'r16_it_casa',
    'it',
    'Serratura porta',
    'Porta ingresso',
    ['chiudi a chiave la porta', 'blocca la porta'],
    ['la porta è aperta?'],
  ),
  doorPair(
    'r16_nl_huis',
    'nl',
    'Slot deur',
    'Deur achter',
    ['vergrendel de deur', 'doe de deur op slot'],
    ['staat de deur open'],
  ),
];

/**
 * A generic shopping list and lists named after shops of several words: a shop's initials said with a
 * list word are that shop's list; the generic words still name the generic list.
 */
function shopLists(
  id: string,
  language: string,
  lists: [entityId: string, name: string][],
  cases: [say: string, want: string[]][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['kitchen', 'Kitchen', null]],
      devices: [one('kitchen', 'light.kitchen', 'Kitchen')],
      loose: lists,
    },
    cases: cases.map(([say, want]) => c('named-after shop-initials', say, want)),
  };
}

/** Rule 2: a shop's initials as a list's name ("the WF list" for "Whole Foods"). */
const SHOP_INITIALS: EvalSuite[] = [
  shopLists(
    'r16_en_lists',
    'en',
    [
      ['todo.shopping', 'Shopping'],
      ['todo.whole_foods', 'Whole Foods'],
      ['todo.home_depot', 'Home Depot'],
    ],
    [
      ['the WF list', ['todo.whole_foods']],
      ['add eggs to the WF list', ['todo.whole_foods']],
      ['the HD list', ['todo.home_depot']],
      ['the shopping list', ['todo.shopping']],
    ],
  ),
  shopLists(
    'r16_es_listas',
    'es',
    [
      ['todo.compra', 'Lista de la compra'],
      ['todo.corte_ingles', 'El Corte Inglés'],
    ],
    [
      ['la lista del ECI', ['todo.corte_ingles']],
      ['la lista de la compra', ['todo.compra']],
    ],
  ),
  shopLists(
    'r16_nl_lijsten',
    'nl',
    [
      ['todo.boodschappen', 'Boodschappen'],
      ['todo.dirk', 'Dirk van den Broek'],
    ],
    [
      ['de DvdB lijst', ['todo.dirk']],
      ['de boodschappenlijst', ['todo.boodschappen']],
    ],
  ),
  shopLists(
    'r16_pt_listas',
    'pt',
    [
      ['todo.compras', 'Compras'],
      ['todo.pingo_doce', 'Pingo Doce'],
    ],
    [
      ['a lista do PD', ['todo.pingo_doce']],
      ['a lista de compras', ['todo.compras']],
    ],
  ),
];

/**
 * A home with a garden and a balcony but its weather entity in no area: the weather said with
 * "outside" or an outdoor room is the home's forecast.
 */
function weatherHome(id: string, language: string, rooms: [string, string], says: string[]): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['garden', rooms[0], null],
        ['balcony', rooms[1], null],
      ],
      devices: [
        one('garden', 'light.garden', `${rooms[0]} 1`),
        one('balcony', 'switch.balcony', `${rooms[1]} 1`),
      ],
      loose: [['weather.forecast', 'Forecast Home']],
    },
    cases: says.map((say) => c('activity weather-outside', say, ['weather.forecast'])),
  };
}

/** Rule 3: the weather said with a place outdoors is the home's weather entity. */
const WEATHER_OUTSIDE: EvalSuite[] = [
  weatherHome(
    'r16_en_weather',
    'en',
    ['Garden', 'Balcony'],
    ['the weather outside', 'the weather in the garden'],
  ),
  weatherHome(
    'r16_de_wetter',
    'de',
    ['Garten', 'Balkon'],
    ['das Wetter draußen', 'das Wetter auf dem Balkon'],
  ),
  weatherHome('r16_es_tiempo', 'es', ['Jardín', 'Balcón'], ['el tiempo fuera', 'el tiempo en el jardín']),
  weatherHome('r16_fr_meteo', 'fr', ['Jardin', 'Balcon'], ['la météo dehors', 'la météo au jardin']),
  weatherHome('r16_ko_weather', 'ko', ['정원', '발코니'], ['바깥 날씨', '정원 날씨']),
];

const THREE = ['light.s1', 'light.s2', 'light.s3'];

/**
 * A room of three numbered lights of one name ("Nanoleaf Panel 1/2/3") and a desk lamp: "the three
 * panels" is every one of them, as "both" is for two.
 */
function threeLights(id: string, language: string, room: string, name: string, says: string[]): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', 'light.s1', `${name} 1`),
        one('room', 'light.s2', `${name} 2`),
        one('room', 'light.s3', `${name} 3`),
        one('room', 'light.desk', 'Desk'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('ask-one count-word', say, THREE)),
  };
}

/** Rule 4: a count above two ("tre", "drei", "three") is every one, not a word of a name. */
const COUNTS: EvalSuite[] = [
  threeLights('r16_en_panels', 'en', 'Den', 'Nanoleaf Panel', [
    'all three Nanoleaf panels',
    'the three Nanoleaf panels',
  ]),
  threeLights('r16_de_spots', 'de', 'Arbeitszimmer', 'Tint Spot', [
    'alle drei Tint Spots',
    'die drei Tint Spots',
  ]),
  threeLights('r16_es_focos', 'es', 'Estudio', 'Foco Govee', ['los tres focos Govee']),
  threeLights('r16_it_faretti', 'it', 'Studio', 'Faretto Ikea', ['tutti e tre i faretti Ikea']),
  threeLights('r16_sv_spottar', 'sv', 'Kontor', 'Ikea spot', ['alla tre Ikea spotar']),
  threeLights('r16_nl_spots', 'nl', 'Werkkamer', 'Lidl spot', ['de drie Lidl spots']),
];

export const SIXTEENTH_ROUND: readonly EvalSuite[] = [
  ...LOCK_SIBLINGS,
  ...SHOP_INITIALS,
  ...WEATHER_OUTSIDE,
  ...COUNTS,
  ...SIXTEENTH_ROUND_B,
];
