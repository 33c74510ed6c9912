// Issue 26, round 12b, with slice 12 as the development slice: a case or two per rule, none of them
// the slice's requests.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A kitchen and a living room, each with a light and a smart speaker, asked with a wake word the model
 * kept in front of the request ("Hey Google the kitchen light").
 */
function wakeWordFirst(
  id: string,
  language: string,
  rooms: [kitchen: string, living: string],
  asked: string,
  wanted: 'kitchen' | 'living',
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['kitchen', rooms[0], null],
        ['living', rooms[1], null],
      ],
      devices: [
        one('kitchen', 'light.kitchen', `${rooms[0]} 1`),
        one('kitchen', 'media_player.echo', 'Echo Dot'),
        one('living', 'light.living', `${rooms[1]} 1`),
        one('living', 'media_player.nest', 'Nest Mini'),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, [`light.${wanted}`])],
  };
}

/**
 * A switch named in English with a kind's words ("Water Heater", "Dehumidifier") and nothing of that
 * kind's own domain in the home, asked for by the kind's word in the home's language.
 */
function kindOnASwitch(id: string, language: string, name: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['utility', 'Utility Room', null],
        ['office', 'Office', null],
      ],
      devices: [
        one('utility', 'switch.appliance', name),
        one('utility', 'switch.utility_plug', 'Utility Plug'),
        one('office', 'light.office', 'Office Lamp'),
        one('office', 'fan.office', 'Desk Fan'),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['switch.appliance'])],
  };
}

/** A room's light strip among its other lights, asked for by the strip words of the home's language. */
function lightStrip(id: string, language: string, room: string, strip: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('room', 'light.strip', strip),
        one('room', 'light.ceiling', `${room} Ceiling`),
        one('room', 'light.lamp', `${room} Lamp`),
        one('hall', 'light.hall', 'Hall Light'),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.strip'])],
  };
}

/**
 * Two numbered rooms of one word ("Gästrum 1", "Gästrum 2") and another room, each with a lamp named
 * "<lamp> <room>", asked for the lamps of the rooms by the room word's plural.
 */
function roomsInThePlural(
  id: string,
  language: string,
  room: string,
  other: string,
  lamp: string,
  asked: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['one', `${room} 1`, null],
        ['two', `${room} 2`, null],
        ['other', other, null],
      ],
      devices: [
        one('one', 'light.one', `${lamp} ${room.toLowerCase()} 1`),
        one('two', 'light.two', `${lamp} ${room.toLowerCase()} 2`),
        one('other', 'light.other', `${lamp} ${other.toLowerCase()}`),
        one('one', 'switch.one', `Uttag ${room.toLowerCase()} 1`),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.one', 'light.two'])],
  };
}

/** Two desk lamps told apart by their rooms beside a light strip, asked for by the desk lamp's word. */
const DESK_LAMPS_BESIDE_A_STRIP: EvalSuite = {
  home: {
    id: 'r12b-strip-beside-zh',
    language: 'zh',
    floors: [],
    areas: [
      ['master', '主卧', null],
      ['second', '次卧', null],
      ['dining', '餐厅', null],
    ],
    devices: [
      one('master', 'light.master_desk', '主卧台灯'),
      one('second', 'light.second_desk', '次卧台灯'),
      one('dining', 'light.dining_strip', '餐厅灯带'),
      one('dining', 'light.dining_ceiling', '餐厅吸顶灯'),
    ],
    loose: [],
  },
  cases: [c('ask-one', '台灯', { ask: ['light.master_desk', 'light.second_desk'] })],
};

/** Numbered rooms beside a main bedroom, the second asked for by its ordinal. */
function secondRoom(id: string, language: string, main: string, room: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['main', main, null],
        ['one', `${room} 1`, null],
        ['two', `${room} 2`, null],
        ['three', `${room} 3`, null],
      ],
      devices: [
        one('main', 'light.main', `${main} lampe`),
        one('one', 'light.one', `${room} 1 lampe`),
        one('two', 'light.two', `${room} 2 lampe`),
        one('three', 'light.three', `${room} 3 lampe`),
      ],
      loose: [],
    },
    cases: [c('ordinary', asked, ['light.two'])],
  };
}

/** A room with a humidity and a temperature sensor, asked about its humidity in everyday words. */
function humidThere(id: string, language: string, room: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['other', '玄関', null],
      ],
      devices: [
        one('room', 'sensor.room_humidity', `${room} センサー H`, { deviceClass: 'humidity' }),
        one('room', 'sensor.room_temperature', `${room} センサー T`, { deviceClass: 'temperature' }),
        one('other', 'sensor.hall_humidity', '玄関 センサー H', { deviceClass: 'humidity' }),
      ],
      loose: [],
    },
    cases: [c('device-sensor', asked, ['sensor.room_humidity'])],
  };
}

/** Two rooms, each with a light and a speaker, one asked to play louder or quieter. */
function louderThere(
  id: string,
  language: string,
  rooms: [asked: string, other: string],
  asked: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['asked', rooms[0], null],
        ['other', rooms[1], null],
      ],
      devices: [
        one('asked', 'light.asked', `${rooms[0]} 1`),
        one('asked', 'media_player.asked', 'Echo Show'),
        one('other', 'light.other', `${rooms[1]} 1`),
        one('other', 'media_player.other', 'Sonos Era 100'),
      ],
      loose: [],
    },
    cases: [c('activity', asked, ['media_player.asked'])],
  };
}

export const TWELFTH_ROUND_B: readonly EvalSuite[] = [
  wakeWordFirst('r12b-wake-en', 'en', ['Kitchen', 'Den'], 'Hey Google the kitchen light', 'kitchen'),
  wakeWordFirst('r12b-wake-de', 'de', ['Küche', 'Stube'], 'Alexa, Licht in der Küche', 'kitchen'),
  wakeWordFirst('r12b-wake-es', 'es', ['Cocina', 'Salón'], 'Ok Google, la luz del salón', 'living'),
  wakeWordFirst('r12b-wake-fr', 'fr', ['Cuisine', 'Séjour'], 'Ok Google, la lumière du séjour', 'living'),
  wakeWordFirst('r12b-wake-ko', 'ko', ['부엌', '거실'], '헤이 구글 거실 불', 'living'),
  wakeWordFirst('r12b-wake-ja', 'ja', ['台所', 'リビング'], 'アレクサ、台所の電気', 'kitchen'),
  wakeWordFirst('r12b-wake-zh', 'zh', ['厨房', '客厅'], '小爱同学客厅的灯', 'living'),

  kindOnASwitch('r12b-kind-zhtw', 'zh-TW', 'Water Heater', '熱水器'),
  kindOnASwitch('r12b-kind-ja', 'ja', 'Water Heater', '給湯器をつけて'),
  kindOnASwitch('r12b-kind-ko', 'ko', 'Hot Water Heater', '온수기'),
  kindOnASwitch('r12b-kind-de', 'de', 'Dehumidifier', 'den Luftentfeuchter'),
  kindOnASwitch('r12b-kind-zh', 'zh', 'Dehumidifier', '除湿机'),
  kindOnASwitch('r12b-kind-es', 'es', 'Humidifier', 'el humidificador'),
  kindOnASwitch('r12b-kind-ko2', 'ko', 'Humidifier', '가습기'),

  lightStrip('r12b-strip-ko', 'ko', 'Bedroom', 'Hue Lightstrip', '침실 LED 스트립 켜줘'),
  lightStrip('r12b-strip-ko2', 'ko', 'Living Room', 'LED Strip', '줄조명'),
  lightStrip('r12b-strip-ja', 'ja', 'Study', 'Light Strip', 'テープライトを消して'),
  lightStrip('r12b-strip-ja2', 'ja', 'Study', '書斎 LED Strip', 'LEDテープ'),
  lightStrip('r12b-strip-zh', 'zh', 'Kitchen', 'Lightstrip', '灯带'),
  lightStrip('r12b-strip-zhtw', 'zh-TW', 'Kitchen', 'Light Strip', '廚房的燈條'),
  lightStrip('r12b-strip-zh2', 'zh', 'Bedroom', '卧室灯带', '卧室的灯条'),

  roomsInThePlural(
    'r12b-rooms-nb2',
    'nb',
    'Gjesterom',
    'Stue',
    'Taklampe',
    'slå av taklampene på gjesterommene',
  ),

  DESK_LAMPS_BESIDE_A_STRIP,

  roomsInThePlural('r12b-rooms-sv', 'sv', 'Gästrum', 'Kök', 'Taklampa', 'släck taklamporna i gästrummen'),
  roomsInThePlural(
    'r12b-rooms-da',
    'da',
    'Gæsteværelse',
    'Stue',
    'Loftlampe',
    'loftlamperne i gæsteværelserne',
  ),

  secondRoom('r12b-second-nb', 'nb', 'Hovedsoverom', 'Soverom', 'slå på lyset i det andre soverommet'),
  secondRoom('r12b-second-nb2', 'nb', 'Soverom', 'Rom', 'lampen på andre rom'),

  roomsInThePlural('r12b-both-pl', 'pl', 'Biuro', 'Salon', 'Lampa', 'zgaś lampy w obu biurach'),
  roomsInThePlural('r12b-both-pl2', 'pl', 'Łazienka', 'Kuchnia', 'Światło', 'światła w obydwu łazienkach'),

  humidThere('r12b-humid-ja', 'ja', '洗面所', '洗面所はじめじめしてる？'),
  humidThere('r12b-humid-ja2', 'ja', '寝室', '寝室の湿気'),

  louderThere('r12b-louder-de', 'de', ['Büro', 'Flur'], 'Alexa, im Büro leiser'),
  louderThere('r12b-louder-en', 'en', ['Den', 'Kitchen'], 'louder in the den'),
  louderThere('r12b-louder-nl', 'nl', ['Keuken', 'Woonkamer'], 'zachter in de keuken'),
  louderThere('r12b-louder-pl', 'pl', ['Salon', 'Kuchnia'], 'ciszej w salonie'),
  louderThere('r12b-louder-ko', 'ko', ['거실', '주방'], '거실 소리 줄여'),
  louderThere('r12b-louder-zh', 'zh', ['客厅', '厨房'], '客厅小声一点'),
  louderThere('r12b-louder-ja', 'ja', ['寝室', 'キッチン'], '寝室の音を大きくして'),
];
