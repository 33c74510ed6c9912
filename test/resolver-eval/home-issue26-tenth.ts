// Issue 26, tenth round, with slice 12 as the development slice: a case or two per rule, none of them
// the slice's requests.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/** Rooms numbered by digit, asked with a word that marks the number ("room number two"). */
function numberMarked(id: string, language: string, room: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['r1', `${room} 1`, null],
        ['r2', `${room} 2`, null],
        ['r3', `${room} 3`, null],
      ],
      devices: [
        one('r1', 'light.room_1', `${room} 1 Lamp`),
        one('r2', 'light.room_2', `${room} 2 Lamp`),
        one('r3', 'light.room_3', `${room} 3 Lamp`),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.room_2'])],
  };
}

/** A home's word said as its diminutive ("el ventiladorcito", "a chaleirinha", "das Kaffeemühlchen"). */
function diminutives(id: string, language: string, kitchen: string, thing: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['kitchen', kitchen, null]],
      devices: [
        one('kitchen', 'switch.thing', thing),
        one('kitchen', 'light.kitchen', `${kitchen} 1`),
        one('kitchen', 'sensor.kitchen', `${kitchen} Temp`, { deviceClass: 'temperature' }),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['switch.thing'])],
  };
}

/** A light strip named in English, asked for with the home language's word for a strip, or the other way. */
function lightStrip(id: string, language: string, room: string, strip: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', 'light.strip', strip),
        one('room', 'light.ceiling', `${room} 1`),
        one('room', 'light.lamp', `${room} 2`),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.strip'])],
  };
}

/** Lights named after people or places, one asked for with a sound spelled another way. */
function soundAlike(id: string, language: string, names: readonly string[], asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', 'Salon', null]],
      devices: names.map((name, at) => one('room', `light.l${at}`, name)),
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.l0'])],
  };
}

/** A front door with a lock and a door sensor of the same words, ordered open in the home's language. */
function doorOpened(
  id: string,
  language: string,
  door: string,
  lock: string,
  sensor: string,
  asked: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['hall', 'Hall', null]],
      devices: [
        { name: door, area: 'hall', entities: [['lock.front', lock]] },
        one('hall', 'binary_sensor.front', sensor, { deviceClass: 'door' }),
        one('hall', 'light.hall', 'Hall'),
      ],
      loose: [],
    },
    cases: [c('device-sensor', asked, ['lock.front'])],
  };
}

/** A hidden speaker named with its room beside a visible one of the same brand elsewhere; asked with "i". */
function hiddenInRoom(
  id: string,
  language: string,
  rooms: readonly [string, string],
  hidden: string,
  shown: string,
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
        one('a', 'media_player.hidden', hidden, { hidden: true }),
        one('b', 'media_player.shown', shown),
        one('a', 'light.a', `${rooms[0]} lampe`),
      ],
      loose: [],
    },
    cases: [c('hidden-similar', asked, 'not-exposed')],
  };
}

export const TENTH_ROUND: readonly EvalSuite[] = [
  numberMarked('r10-number-en', 'en', 'Room', 'the lamp in room number two'),
  numberMarked('r10-number-fr', 'fr', 'Chambre', 'la lampe de la chambre numéro deux'),
  numberMarked('r10-number-es', 'es', 'Habitación', 'la lámpara de la habitación número dos'),
  diminutives('r10-small-es', 'es', 'Cocina', 'Ventilador techo', 'apaga el ventiladorcito del techo'),
  diminutives('r10-small-pt', 'pt', 'Cozinha', 'Chaleira elétrica', 'liga a chaleirinha elétrica'),
  diminutives('r10-small-it', 'it', 'Cucina', 'Radio cucina', 'accendi la radiolina della cucina'),
  diminutives('r10-small-de', 'de', 'Küche', 'Kaffeemühle', 'schalte das Kaffeemühlchen ein'),
  lightStrip('r10-strip-it', 'it', 'Studio', 'LED Strip Studio', 'accendi la striscia LED dello studio'),
  lightStrip('r10-strip-pt', 'pt', 'Sala', 'Hue Lightstrip', 'liga a fita da sala'),
  lightStrip('r10-strip-de', 'de', 'Büro', 'LED Strip', 'den LED Streifen im Büro'),
  lightStrip('r10-strip-sv', 'sv', 'Kök', 'LED Strip kök', 'tänd ljusslingan i köket'),
  lightStrip('r10-strip-en', 'en', 'Den', 'Tira LED', 'the LED strip in the den'),
  soundAlike('r10-sound-it', 'it', ['Lampadaire', 'Faretti', 'Applique', 'Lampada Ada'], 'il lampadère'),
  doorOpened(
    'r10-open-it',
    'it',
    'Porta ingresso',
    'Serratura porta ingresso',
    'Sensore porta ingresso',
    "apri la porta d'ingresso",
  ),
  hiddenInRoom(
    'r10-hidden-nb',
    'nb',
    ['Soverom', 'Stue'],
    'Sonos One soverom',
    'Sonos Arc',
    'Sonos One i soverommet',
  ),
];
