// Issue 26, ninth round, with slice 11 as the development slice: a case or two per rule, none of them
// the slice's requests. Voice assistants called by their wake word, a TV word beside a speaker.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const bari: EvalSuite = {
  home: {
    id: 'r9-bari',
    language: 'it',
    floors: [],
    areas: [
      ['cucina', 'Cucina', null],
      ['soggiorno', 'Soggiorno', null],
      ['camera', 'Camera da letto', null],
    ],
    devices: [
      one('cucina', 'media_player.echo_dot', 'Echo Dot'),
      one('soggiorno', 'media_player.lg_oled', 'LG OLED55'),
      one('camera', 'media_player.echo_camera', 'Echo Show Camera', { hidden: true }),
      one('cucina', 'light.cucina', 'Luce cucina'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'accendi la tv', ['media_player.lg_oled']),
    c('hidden-similar', "l'Alexa della camera da letto", 'not-exposed'),
  ],
};

const leeds: EvalSuite = {
  home: {
    id: 'r9-leeds',
    language: 'en',
    floors: [],
    areas: [
      ['bedroom', 'Bedroom', null],
      ['lounge', 'Lounge', null],
    ],
    devices: [
      one('bedroom', 'media_player.homepod', 'HomePod mini'),
      one('lounge', 'media_player.nest_audio', 'Nest Audio'),
      one('lounge', 'media_player.hisense', 'Hisense 55'),
      one('bedroom', 'light.bedroom', 'Bedroom Light'),
    ],
    loose: [],
  },
  cases: [
    c('brand', 'pause Siri in the bedroom', ['media_player.homepod']),
    c('brand', 'turn the Google in the lounge up', ['media_player.nest_audio']),
  ],
};

const kassel: EvalSuite = {
  home: {
    id: 'r9-kassel',
    language: 'de',
    floors: [],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', null],
      ['kueche', 'Küche', null],
    ],
    devices: [
      one('kueche', 'media_player.echo_kueche', 'Echo Küche'),
      one('wohnzimmer', 'media_player.panasonic', 'Panasonic Wohnzimmer'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'mach den Fernseher an', ['media_player.panasonic']),
    c('brand', 'die Alexa in der Küche', ['media_player.echo_kueche']),
  ],
};

const odense: EvalSuite = {
  home: {
    id: 'r9-odense',
    language: 'da',
    floors: [],
    areas: [
      ['stue', 'Stue', null],
      ['koekken', 'Køkken', null],
    ],
    devices: [
      one('stue', 'media_player.beoplay_m5', 'Beoplay M5'),
      one('stue', 'media_player.beovision', 'Beovision Contour'),
      one('koekken', 'media_player.beosound_2', 'Beosound 2'),
    ],
    loose: [],
  },
  cases: [
    c('brand', 'tænd fjernsynet i stuen', ['media_player.beovision']),
    c('brand', 'højttaleren i stuen', ['media_player.beoplay_m5']),
  ],
};

const uppsala: EvalSuite = {
  home: {
    id: 'r9-uppsala',
    language: 'sv',
    floors: [],
    areas: [
      ['sovrum', 'Sovrum', null],
      ['kok', 'Kök', null],
    ],
    devices: [
      one('sovrum', 'media_player.sonos_sovrum', 'Sonos Sovrum', { hidden: true }),
      one('sovrum', 'light.sovrum', 'Taklampa sovrum'),
      one('kok', 'media_player.bose_kok', 'Bose Kök'),
      one('kok', 'switch.kaffebryggare', 'Kaffebryggare'),
    ],
    loose: [],
  },
  cases: [c('hidden-similar', 'sonossen', 'not-exposed')],
};

const shatin: EvalSuite = {
  home: {
    id: 'r9-sha-tin',
    language: 'zh',
    floors: [],
    areas: [
      ['living', 'Living Room', null],
      ['bedroom', '睡房', null],
      ['kitchen', 'Kitchen', null],
      ['balcony', '露台', null],
    ],
    devices: [
      one('bedroom', 'media_player.bedroom_tv', '睡房電視'),
      one('bedroom', 'media_player.bedroom_nest', 'Bedroom Nest Mini'),
      one('kitchen', 'switch.fridge', 'Fridge'),
      one('kitchen', 'switch.water_heater', 'Water Heater'),
      one('balcony', 'switch.balcony_light', '露台燈'),
      one('balcony', 'switch.balcony_plug', 'Balcony Plug'),
      one('living', 'humidifier.dehumidifier', 'Dehumidifier', { deviceClass: 'dehumidifier' }),
    ],
    loose: [
      ['todo.wellcome', '惠康'],
      ['todo.chores', '家務'],
    ],
  },
  cases: [
    c('ordinary', '睡房嘅喇叭', ['media_player.bedroom_nest']),
    c('named-after', '買餸清單', ['todo.wellcome']),
    c('ordinary', '雪櫃', ['switch.fridge']),
    c('ordinary', '露台插蘇', ['switch.balcony_plug']),
  ],
};

const lodz: EvalSuite = {
  home: {
    id: 'r9-lodz',
    language: 'pl',
    floors: [],
    areas: [
      ['pokoj_1', 'Pokój 1', null],
      ['pokoj_2', 'Pokój 2', null],
      ['pokoj_3', 'Pokój 3', null],
    ],
    devices: [
      one('pokoj_1', 'light.pokoj_1', 'Lampa 1'),
      one('pokoj_2', 'light.pokoj_2', 'Lampa 2'),
      one('pokoj_3', 'light.pokoj_3', 'Lampa 3'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'zgaś światło w trzecim pokoju', ['light.pokoj_3']),
    c('ordinary', 'włącz lampę w pierwszym pokoju', ['light.pokoj_1']),
  ],
};

const malmo: EvalSuite = {
  home: {
    id: 'r9-malmo',
    language: 'sv',
    floors: [],
    areas: [
      ['sovrum_1', 'Sovrum 1', null],
      ['sovrum_2', 'Sovrum 2', null],
    ],
    devices: [
      one('sovrum_1', 'light.sovrum_1', 'Taklampa 1'),
      one('sovrum_2', 'light.sovrum_2', 'Taklampa 2'),
    ],
    loose: [],
  },
  cases: [c('ordinary', 'tänd lampan i andra sovrummet', ['light.sovrum_2'])],
};

const kowloon: EvalSuite = {
  home: {
    id: 'r9-kowloon',
    language: 'zh',
    floors: [],
    areas: [
      ['keting', '客厅', null],
      ['fang_1', '房间1', null],
      ['fang_2', '房间2', null],
    ],
    devices: [
      one('keting', 'light.yeelight_2', 'Yeelight 2'),
      one('fang_1', 'light.fang_1', '房间1灯'),
      one('fang_2', 'light.fang_2', '房间2灯'),
      one('fang_2', 'climate.fang_2', '房间2冷气'),
    ],
    loose: [],
  },
  cases: [c('ordinary', '熄第二间房的灯', ['light.fang_2']), c('ordinary', '二号房冷气', ['climate.fang_2'])],
};

/** An English-named home with numbered rooms, asked in other languages for "the second room". */
function numberedRooms(id: string, language: string, said: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room_1', 'Room 1', null],
        ['room_2', 'Room 2', null],
        ['lounge', 'Lounge', null],
      ],
      devices: [
        one('room_1', 'light.room_1', 'Room 1 Light'),
        one('room_2', 'light.room_2', 'Room 2 Light'),
        one('lounge', 'light.hue_2', 'Hue color lamp 2'),
      ],
      loose: [],
    },
    cases: [c('ordinary', said, ['light.room_2'])],
  };
}

export const NINTH_ROUND: readonly EvalSuite[] = [
  bari,
  leeds,
  kassel,
  odense,
  uppsala,
  shatin,
  lodz,
  malmo,
  kowloon,
  numberedRooms('r9-rooms-de', 'de', 'mach das Licht im zweiten Zimmer aus'),
  numberedRooms('r9-rooms-it', 'it', 'accendi la luce della seconda stanza'),
  numberedRooms('r9-rooms-fr', 'fr', 'la lumière de la deuxième pièce'),
  numberedRooms('r9-rooms-ja', 'ja', '二番目の部屋の照明'),
];
