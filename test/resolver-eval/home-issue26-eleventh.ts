// Issue 26, eleventh round, with slice 13 as the development slice: a case or two per rule, none of them
// the slice's requests.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A list named with the generic word for shopping beside one named after a shop: the generic words name
 * the first, the shop's name the second.
 */
function shoppingLists(
  id: string,
  language: string,
  generic: string,
  shop: string,
  asked: string,
  wanted: 'todo.generic' | 'todo.shop',
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['kitchen', 'Kitchen', null]],
      devices: [one('kitchen', 'light.kitchen', 'Kitchen Light')],
      loose: [
        ['todo.generic', generic],
        ['todo.shop', shop],
      ],
    },
    cases: [c(wanted === 'todo.generic' ? 'ordinary' : 'named-after', asked, [wanted])],
  };
}

/**
 * A hidden device of another domain than its kind word's ("Heater" as a switch), the only thing of that
 * kind in the room asked about, or in the home when no room is said, with visible things beside it.
 */
function hiddenOfKind(
  id: string,
  language: string,
  rooms: [string, string],
  hidden: string,
  asked: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['a', rooms[0], null],
        ['b', rooms[1], null],
      ],
      devices: [
        one('a', 'switch.hidden', hidden, { hidden: true }),
        one('a', 'light.a', `${rooms[0]} 1`),
        one('b', 'light.b', `${rooms[1]} 1`),
        one('b', 'switch.b', `${rooms[1]} plug`),
      ],
      loose: [],
    },
    cases: [c('hidden-similar', asked, 'not-exposed')],
  };
}

/** A room with a humidity and a temperature sensor, asked how humid it is there. */
function howHumid(id: string, language: string, room: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['other', 'Hall', null],
      ],
      devices: [
        one('room', 'sensor.room_humidity', `${room} Sensor H`, { deviceClass: 'humidity' }),
        one('room', 'sensor.room_temperature', `${room} Sensor T`, { deviceClass: 'temperature' }),
        one('other', 'sensor.hall_humidity', 'Hall Sensor H', { deviceClass: 'humidity' }),
        one('room', 'light.room', `${room} 1`),
      ],
      loose: [],
    },
    cases: [c('device-sensor', asked, ['sensor.room_humidity'])],
  };
}

/** A room with a speaker and a light, asked for "the music" there with a definite ending. */
function musicThere(id: string, language: string, room: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['other', 'Hall', null],
      ],
      devices: [
        one('room', 'media_player.room', `${room} Sonos`),
        one('other', 'media_player.hall', 'Hall Sonos'),
        one('room', 'light.room', `${room} 1`),
      ],
      loose: [],
    },
    cases: [c('activity', asked, ['media_player.room'])],
  };
}

/** A numbered bedroom written with its ordinal before the word ("三号卧室") beside a master bedroom. */
function ordinalBefore(id: string, master: string, numbered: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language: 'zh',
      floors: [],
      areas: [
        ['master', master, null],
        ['numbered', numbered, null],
      ],
      devices: [
        one('master', 'light.master', `${master}灯`),
        one('numbered', 'light.numbered', `${numbered}灯`),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.numbered'])],
  };
}

export const ELEVENTH_ROUND: readonly EvalSuite[] = [
  shoppingLists('r11-lists-fr', 'fr', 'Courses', 'Carrefour', 'ma liste de courses', 'todo.generic'),
  shoppingLists('r11-lists-pl', 'pl', 'Zakupy', 'Lidl', 'dodaj do listy zakupów', 'todo.generic'),
  shoppingLists('r11-lists-da', 'da', 'Indkøb', 'Netto', 'indkøbslisten', 'todo.generic'),
  shoppingLists('r11-lists-en', 'en', 'Shopping', 'Aldi', 'the shopping list', 'todo.generic'),
  // A shop's name that a Scandinavian definite plural ending would make a kind word ("mercado" + "-na").
  shoppingLists('r11-shop-es', 'es', 'Compras', 'Mercadona', 'la lista Mercadona', 'todo.shop'),
  shoppingLists('r11-shop-pt', 'pt', 'Lista de compras', 'Mercadona', 'a lista do Mercadona', 'todo.shop'),
  hiddenOfKind(
    'r11-hidden-en',
    'en',
    ['Guest Room', 'Office'],
    'Guest Room Heater',
    'the heater in the guest room',
  ),
  hiddenOfKind('r11-hidden-pt', 'pt', ['Banheiro', 'Sala'], 'Aquecedor do banheiro', 'o aquecedor'),
  hiddenOfKind('r11-hidden-es', 'es', ['Baño', 'Salón'], 'Calentador de agua', 'el calentador'),
  hiddenOfKind('r11-hidden-pl', 'pl', ['Łazienka', 'Salon'], 'Grzejnik łazienka', 'grzejnik w łazience'),
  hiddenOfKind('r11-appliance-en', 'en', ['Bathroom', 'Hall'], 'Electric Shower', 'the shower'),
  hiddenOfKind('r11-appliance-es', 'es', ['Cocina', 'Salón'], 'Lavavajillas Bosch', 'el lavavajillas'),
  howHumid('r11-humid-en', 'en', 'Bathroom', 'how humid is it in the bathroom'),
  howHumid('r11-humid-de', 'de', 'Keller', 'wie feucht ist es im Keller'),
  howHumid('r11-humid-es', 'es', 'Sótano', 'está húmedo el sótano'),
  howHumid('r11-humid-sv', 'sv', 'Källare', 'hur fuktigt är det i källaren'),
  musicThere('r11-music-nb', 'nb', 'Kjøkken', 'skru ned musikken på kjøkkenet'),
  musicThere('r11-music-da', 'da', 'Køkken', 'skru ned for musikken i køkkenet'),
  ordinalBefore('r11-ordinal-zh', '主卧', '三号卧室', '关掉三号卧室的灯'),
];
