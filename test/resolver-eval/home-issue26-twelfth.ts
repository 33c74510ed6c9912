// Issue 26, twelfth round (12a), with slice 14 as the development slice: a case or two per rule, none of
// them the slice's requests.
import { c, type EvalCase, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A lock and a door sensor whose whole name is a kind word ("Gate", "前门"), beside a cover of another
 * kind, asked about with verbs around the name.
 */
function kindNamedDoor(
  id: string,
  language: string,
  entry: string,
  door: string,
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['entry', entry, null],
        ['study', 'Study', null],
      ],
      devices: [
        one('entry', 'lock.door', door),
        one('entry', 'binary_sensor.door', door, { deviceClass: 'door' }),
        one('study', 'cover.study', 'Study Blind'),
        one('study', 'light.study', 'Study Lamp'),
      ],
      loose: [],
    },
    cases,
  };
}

/**
 * A door with a lock named by its brand and a contact sensor named by the door, in a back hall, asked to be
 * locked with the key phrase said after the door ("cierra … con llave", "zamknij … na klucz").
 */
function keyAfterDoor(id: string, language: string, sensor: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['back', 'Back Hall', null],
        ['den', 'Den', null],
      ],
      devices: [
        one('back', 'lock.back', 'Nuki Smart Lock 4'),
        one('back', 'binary_sensor.back', sensor, { deviceClass: 'door' }),
        one('back', 'light.back', 'Back Hall 1'),
        one('den', 'light.den', 'Den 1'),
      ],
      loose: [],
    },
    cases: [c('device-sensor', asked, ['lock.back'])],
  };
}

/**
 * Two window covers named by their kind word and a garage door or awning named by its own, none with a
 * device class, asked for the window covers' kind word in the plural (and in the singular where that
 * failed before).
 */
function coversByName(
  id: string,
  language: string,
  blinds: [string, string],
  other: string,
  asked: { one?: string; all: string },
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['a', 'Office', null],
        ['b', 'Guest Room', null],
        ['c', 'Carport', null],
      ],
      devices: [
        one('a', 'cover.a', blinds[0]),
        one('b', 'cover.b', blinds[1]),
        one('c', 'cover.other', other),
        one('c', 'light.c', 'Carport 1'),
      ],
      loose: [],
    },
    cases: [
      ...(asked.one === undefined ? [] : [c('ask-one', asked.one, { ask: ['cover.a', 'cover.b'] })]),
      c('ask-one', asked.all, ['cover.a', 'cover.b']),
    ],
  };
}

/**
 * A hidden device of two words, the only entity of its device, asked for with a definite ending on the
 * last word ("spa pumpen"), beside visible things in another room.
 */
function hiddenDefinite(id: string, language: string, hidden: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['out', 'Have', null],
        ['in', 'Stue', null],
      ],
      devices: [
        one('out', 'switch.hidden', hidden, { hidden: true }),
        one('out', 'light.out', 'Have 1'),
        one('in', 'light.in', 'Stue 1'),
        one('in', 'switch.in', 'Stue kontakt'),
      ],
      loose: [],
    },
    cases: [c('hidden-similar', asked, 'not-exposed')],
  };
}

/**
 * An air purifier named in English by its brand beside two fans, asked for in Chinese, Japanese or
 * Korean with the short form of the appliance word ("净化器" for 空气净化器).
 */
function shortPurifier(id: string, language: string, purifier: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['a', 'Living', null],
        ['b', 'Study', null],
      ],
      devices: [
        one('a', 'fan.purifier', purifier),
        one('a', 'fan.ceiling', 'Ceiling Fan'),
        one('b', 'fan.desk', 'Desk Fan'),
        one('b', 'light.b', 'Study Lamp'),
      ],
      loose: [],
    },
    cases: [c('brand', asked, ['fan.purifier'])],
  };
}

/**
 * A room with a TV and a speaker, neither with a device class, the TV named as one; music asked for
 * there: the speaker plays it.
 */
function musicBesideTv(
  id: string,
  language: string,
  room: string,
  tv: string,
  speaker: string,
  asked: string,
): EvalSuite {
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
        one('room', 'media_player.tv', tv),
        one('room', 'media_player.speaker', speaker),
        one('other', 'media_player.hall', 'Hall Speaker'),
        one('room', 'light.room', `${room} 1`),
      ],
      loose: [],
    },
    cases: [c('activity', asked, ['media_player.speaker'])],
  };
}

/** A smart plug named by its product beside a light and another room's switch, asked for as "the plug". */
function plugThere(id: string, language: string, room: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['other', 'Gang', null],
      ],
      devices: [
        one('room', 'switch.plug', 'Shelly Plug S'),
        one('room', 'light.room', `${room} 1`),
        one('other', 'switch.other', 'Gang kontakt'),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['switch.plug'])],
  };
}

/**
 * A light with a two-word Latin product name beside others, asked for in Korean word by word, the first
 * word one syllable ("미 램프" for "Mi Lamp").
 */
function soundedApart(id: string, light: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language: 'ko',
      floors: [],
      areas: [
        ['a', '작은방', null],
        ['b', '부엌', null],
      ],
      devices: [
        one('a', 'light.product', light),
        one('a', 'light.a', '작은방 조명'),
        one('b', 'light.b', 'Kitchen Strip'),
        one('b', 'switch.b', '부엌 스위치'),
      ],
      loose: [],
    },
    cases: [c('brand', asked, ['light.product'])],
  };
}

export const TWELFTH_ROUND: readonly EvalSuite[] = [
  kindNamedDoor('r12-door-en', 'en', 'Yard', 'Gate', [c('device-sensor', 'lock the gate', ['lock.door'])]),
  kindNamedDoor('r12-door-zh', 'zh', '院子', '铁门', [
    c('device-sensor', '把铁门锁好', ['lock.door']),
    c('device-sensor', '铁门是开着的吗', ['binary_sensor.door']),
  ]),
  kindNamedDoor('r12-door-de', 'de', 'Hof', 'Tor', [c('device-sensor', 'schließ das Tor ab', ['lock.door'])]),
  kindNamedDoor('r12-door-es', 'es', 'Patio', 'Portón', [
    c('device-sensor', 'cierra el portón con llave', ['lock.door']),
  ]),

  keyAfterDoor('r12-key-es', 'es', 'Sensor puerta trasera', 'cierra la puerta trasera con llave'),
  keyAfterDoor('r12-key-pl', 'pl', 'Tylne drzwi', 'zamknij tylne drzwi na klucz'),
  keyAfterDoor('r12-key-it', 'it', 'Sensore porta sul retro', 'chiudi la porta sul retro a chiave'),
  keyAfterDoor('r12-key-fr', 'fr', 'Capteur porte arrière', 'ferme la porte arrière à clé'),
  keyAfterDoor('r12-key-pt', 'pt', 'Sensor porta das traseiras', 'fecha a porta das traseiras à chave'),

  coversByName('r12-covers-en', 'en', ['Office Blind', 'Guest Blind'], 'Garage Door', {
    one: 'the blind',
    all: 'all the blinds',
  }),
  coversByName('r12-covers-de', 'de', ['Rollladen Büro', 'Rollladen Gäste'], 'Garagentor', {
    all: 'alle Rollläden',
  }),
  coversByName('r12-covers-es', 'es', ['Persiana despacho', 'Persiana invitados'], 'Toldo', {
    all: 'todas las persianas',
  }),
  coversByName('r12-covers-it', 'it', ['Tapparella studio', 'Tapparella ospiti'], 'Porta del garage', {
    one: 'la tapparella',
    all: 'tutte le tapparelle',
  }),
  coversByName('r12-covers-nl', 'nl', ['Rolluik kantoor', 'Rolluik logeerkamer'], 'Garagedeur', {
    all: 'alle rolluiken',
  }),

  hiddenDefinite('r12-hidden-da', 'da', 'Spa pumpe', 'spa pumpen'),
  hiddenDefinite('r12-hidden-sv', 'sv', 'Bastu aggregat', 'bastu aggregatet'),
  hiddenDefinite('r12-hidden-nb', 'nb', 'Båt lader', 'båt laderen'),

  shortPurifier('r12-short-zh', 'zh', 'Xiaomi Air Purifier 4', '小米净化器'),
  shortPurifier('r12-short-ja', 'ja', 'Dyson Air Purifier', 'ダイソンの清浄機'),
  shortPurifier('r12-short-ko', 'ko', 'Coway Air Purifier', '코웨이 청정기'),

  musicBesideTv('r12-music-en', 'en', 'Den', 'Den TV', 'Bose SoundLink', 'music in the den'),
  musicBesideTv('r12-music-de', 'de', 'Esszimmer', 'Fernseher', 'Sonos Five', 'Musik im Esszimmer'),
  musicBesideTv('r12-music-ja', 'ja', '和室', '和室のテレビ', 'Echo Dot', '和室の音楽'),
  musicBesideTv('r12-music-zh', 'zh', '书房', '书房电视', 'HomePod mini', '书房的音乐'),

  plugThere('r12-plug-da', 'da', 'Kontor', 'sluk stikket på kontoret'),
  plugThere('r12-plug-nb', 'nb', 'Kontor', 'skru av stikket på kontoret'),

  soundedApart('r12-apart-mi', 'Mi Lamp', '미 램프 켜줘'),
  soundedApart('r12-apart-go', 'Go Lite', '고 라이트'),
];
