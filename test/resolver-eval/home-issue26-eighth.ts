// Issue 26, eighth round, with slice 10 as the development slice: a case or two per rule, none of them
// the slice's requests. Homes as strangers leave them: English-named houses spoken to in their own
// language, polite Korean tails, outdoor temperature asked as a feeling, smart plugs said as "the socket".
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const gwangju: EvalSuite = {
  home: {
    id: 'r8-gwangju',
    language: 'ko',
    floors: [],
    areas: [
      ['anbang', '안방', null],
      ['jubang', '주방', null],
      ['beranda', '베란다', null],
    ],
    devices: [
      one('anbang', 'light.anbang', '안방 전등'),
      one('jubang', 'light.jubang', '주방 조명'),
      one('jubang', 'switch.jubang_fan', '주방 환풍기'),
      one('anbang', 'fan.mi_purifier', 'Mi Air Purifier 3H'),
      one('anbang', 'sensor.anbang_temp', '샤오미 온도계', { deviceClass: 'temperature' }),
      one('jubang', 'vacuum.deebot', 'Deebot T9'),
      one('jubang', 'switch.dishwasher', '식기세척기'),
    ],
    loose: [['weather.forecast', '날씨']],
  },
  cases: [
    c('ordinary polite', '주방 조명이요', ['light.jubang']),
    c('ordinary polite', '안방 전등이에요', ['light.anbang']),
    c('activity polite', '밖에 더워요?', ['weather.forecast']),
    c('brand', '샤오미 공기청정기 켜 줘', ['fan.mi_purifier']),
    c('brand', 'start the ecovacs', ['vacuum.deebot']),
    c('ordinary question', '식기세척기 돌아가요', ['switch.dishwasher']),
  ],
};

const quimper: EvalSuite = {
  home: {
    id: 'r8-quimper',
    language: 'fr',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['terrasse', 'Terrasse', null],
      ['cuisine', 'Cuisine', null],
    ],
    devices: [
      one('salon', 'light.salon', 'Lampe salon'),
      one('terrasse', 'light.guirlande', 'Guirlande'),
      one('terrasse', 'switch.fontaine', 'Fontaine'),
      one('terrasse', 'sensor.sonde_terrasse', 'Sonde terrasse', { deviceClass: 'temperature' }),
      one('cuisine', 'switch.cafetiere', 'Cafetière'),
      one('cuisine', 'switch.prise_cuisine', 'Prise connectée'),
      one('cuisine', 'light.cuisine', 'Plafonnier cuisine'),
    ],
    loose: [],
  },
  cases: [
    c('activity', 'combien il fait dehors', ['sensor.sonde_terrasse']),
    c('ordinary', 'allume la prise dans la cuisine', ['switch.prise_cuisine']),
  ],
};

const suzhou: EvalSuite = {
  home: {
    id: 'r8-suzhou',
    language: 'zh',
    floors: [],
    areas: [
      ['woshi', '卧室', null],
      ['yuanzi', '院子', null],
    ],
    devices: [
      one('woshi', 'light.woshi', '卧室灯'),
      one('woshi', 'light.woshi_dengdai', '卧室灯带'),
      one('woshi', 'light.woshi_taideng', '卧室台灯'),
      one('yuanzi', 'light.yuanzi', '院子灯'),
      one('yuanzi', 'sensor.yuanzi_wendu', '院子温度', { deviceClass: 'temperature' }),
    ],
    loose: [['weather.home', '家']],
  },
  cases: [
    c('activity', '外面热不热', ['sensor.yuanzi_wendu']),
    c('ordinary typo', '打开卧室灯袋', ['light.woshi_dengdai']),
    c('ordinary typo', '关掉卧室台登', ['light.woshi_taideng']),
  ],
};

const brugge: EvalSuite = {
  home: {
    id: 'r8-brugge',
    language: 'nl',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['upper', 'Upper Floor', 1],
    ],
    areas: [
      ['lounge', 'Lounge', 'ground'],
      ['dining', 'Dining Room', 'ground'],
      ['master', 'Master Bedroom', 'upper'],
    ],
    devices: [
      one('lounge', 'light.lounge', 'Lounge Light'),
      one('dining', 'light.dining', 'Dining Pendant'),
      one('master', 'switch.ir_panel', 'IR Panel'),
      one('master', 'light.bedside_anne', 'Bedside Anne'),
      one('master', 'light.bedside_piet', 'Bedside Piet'),
      one('master', 'light.master', 'Master Light'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary floor plural', 'doe alle lampen op het gelijkvloers uit', ['light.lounge', 'light.dining']),
    c('ordinary cross-language', 'zet de infraroodverwarming aan', ['switch.ir_panel']),
    c('ask-one', 'doe de nachtlamp uit', { ask: ['light.bedside_anne', 'light.bedside_piet'] }),
  ],
};

const trento: EvalSuite = {
  home: {
    id: 'r8-trento',
    language: 'it',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['first', 'First Floor', 1],
    ],
    areas: [
      ['lounge', 'Lounge', 'ground'],
      ['study', 'Study', 'first'],
    ],
    devices: [
      one('lounge', 'light.lounge', 'Lounge Lamp'),
      one('lounge', 'switch.dishwasher', 'Dishwasher'),
      one('study', 'light.study', 'Study Lamp'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary floor plural', 'spegni le luci al piano terreno', ['light.lounge']),
    c('ordinary question', 'la lavastoviglie è ancora in funzione', ['switch.dishwasher']),
  ],
};

const graz: EvalSuite = {
  home: {
    id: 'r8-graz',
    language: 'de',
    floors: [],
    areas: [
      ['stiegenhaus', 'Stiegenhaus', null],
      ['keller', 'Keller', null],
    ],
    devices: [
      one('stiegenhaus', 'lock.wohnungstuer', 'Wohnungstür'),
      one('stiegenhaus', 'binary_sensor.wohnungstuer', 'Wohnungstür', { deviceClass: 'door' }),
      one('keller', 'lock.kellertuer', 'Kellertür Schloss'),
      one('keller', 'binary_sensor.kellertuer', 'Kellertür Kontakt', { deviceClass: 'door' }),
      one('keller', 'switch.monitor', 'Monitor Werkbank'),
      one('keller', 'switch.waschmaschine', 'Waschmaschine'),
      one('keller', 'switch.infrared_heater', 'Infrared Heater'),
      one('keller', 'switch.zwischenstecker_1', 'Zwischenstecker 1'),
      one('stiegenhaus', 'switch.zwischenstecker_2', 'Zwischenstecker 2'),
    ],
    loose: [],
  },
  cases: [
    c('device-sensor', 'ist die Wohnungstür abgesperrt', ['lock.wohnungstuer']),
    c('device-sensor', 'die Kellertür absperren', ['lock.kellertuer']),
    c('ordinary', 'den Bildschirm im Keller einschalten', ['switch.monitor']),
    c('ordinary cross-language', 'schalt die Infrarotheizung aus', ['switch.infrared_heater']),
    c('ask-one', 'schalte die Steckdose ein', {
      ask: ['switch.zwischenstecker_1', 'switch.zwischenstecker_2'],
    }),
  ],
};

const zaragoza: EvalSuite = {
  home: {
    id: 'r8-zaragoza',
    language: 'es',
    floors: [],
    areas: [
      ['despacho', 'Despacho', null],
      ['salon', 'Salón', null],
    ],
    devices: [
      one('despacho', 'binary_sensor.despacho', 'Sensor despacho', { deviceClass: 'motion' }),
      one('despacho', 'light.despacho', 'Flexo'),
      one('despacho', 'media_player.despacho_sonos', 'Sonos Era', { hidden: true }),
      one('salon', 'media_player.salon', 'Televisor'),
    ],
    loose: [],
  },
  cases: [
    c('hidden-similar', 'el sonos del despacho', 'not-exposed'),
    c('ordinary question', 'se mueve alguien en el despacho', ['binary_sensor.despacho']),
  ],
};

const odense: EvalSuite = {
  home: {
    id: 'r8-odense',
    language: 'da',
    floors: [],
    areas: [
      ['utility', 'Utility Room', null],
      ['kitchen', 'Kitchen', null],
      ['office', 'Office', null],
    ],
    devices: [
      one('utility', 'switch.washing_machine', 'Washing Machine'),
      one('utility', 'switch.tumble_dryer', 'Tumble Dryer'),
      one('kitchen', 'switch.dishwasher', 'Dishwasher'),
      one('kitchen', 'switch.espresso_machine', 'Espresso Machine'),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
      one('office', 'switch.pc_screen', 'PC Screen Plug'),
      one('office', 'light.office', 'Office Light'),
    ],
    loose: [],
  },
  cases: [c('ordinary question', 'kører vaskemaskinen stadig', ['switch.washing_machine'])],
};

const leiden: EvalSuite = {
  home: {
    id: 'r8-leiden',
    language: 'nl',
    floors: [],
    areas: [['kitchen', 'Kitchen', null]],
    devices: [
      one('kitchen', 'switch.dishwasher', 'Dishwasher'),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
      one('kitchen', 'binary_sensor.kitchen_presence', 'Kitchen Presence', { deviceClass: 'occupancy' }),
    ],
    loose: [],
  },
  cases: [
    c('ordinary question', 'draait de vaatwasser nog', ['switch.dishwasher']),
    c('ordinary typo', 'zet de vaat wasser aan', ['switch.dishwasher']),
    c('ordinary question', 'beweegt er iemand in de keuken', ['binary_sensor.kitchen_presence']),
  ],
};

const lund: EvalSuite = {
  home: {
    id: 'r8-lund',
    language: 'sv',
    floors: [],
    areas: [
      ['living', 'Living Room', null],
      ['bedroom', 'Bedroom', null],
    ],
    devices: [
      one('living', 'light.floor_lamp', 'Floor Lamp'),
      one('living', 'light.ceiling', 'Ceiling Light'),
      one('bedroom', 'light.bedroom', 'Bedroom Light'),
      one('bedroom', 'light.bedside_anna', 'Bedside Anna'),
      one('bedroom', 'light.bedside_erik', 'Bedside Erik'),
    ],
    loose: [],
  },
  cases: [
    c('name-wins', 'tänd floor lampan i vardagsrummet', ['light.floor_lamp']),
    c('ask-one', 'släck sänglampan', { ask: ['light.bedside_anna', 'light.bedside_erik'] }),
    c('ask-one', 'the bedside light', { ask: ['light.bedside_anna', 'light.bedside_erik'] }),
  ],
};

const lublin: EvalSuite = {
  home: {
    id: 'r8-lublin',
    language: 'pl',
    floors: [],
    areas: [
      ['lazienka', 'Łazienka', null],
      ['salon', 'Salon', null],
    ],
    devices: [
      one('lazienka', 'light.lustro', 'Lustro łazienka'),
      one('lazienka', 'fan.wentylator', 'Wentylator'),
      one('salon', 'light.salon', 'Lampa salon'),
      one('salon', 'switch.choinka', 'Choinka'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary typo', 'wlacz swiatlo w lazience', ['light.lustro']),
    c('ordinary typo', 'wylacz wentylator w lazience', ['fan.wentylator']),
  ],
};

const kobe: EvalSuite = {
  home: {
    id: 'r8-kobe',
    language: 'ja',
    floors: [],
    areas: [
      ['rouka', '廊下', null],
      ['washitsu', '和室', null],
    ],
    devices: [
      one('rouka', 'binary_sensor.rouka', '廊下センサー', { deviceClass: 'occupancy' }),
      one('rouka', 'light.rouka', '廊下ライト'),
      one('washitsu', 'light.washitsu', '和室の照明'),
    ],
    loose: [],
  },
  cases: [c('ordinary question', '廊下に誰かいる', ['binary_sensor.rouka'])],
};

export const EIGHTH_ROUND: readonly EvalSuite[] = [
  kobe,
  lublin,
  lund,
  odense,
  leiden,
  gwangju,
  quimper,
  suzhou,
  brugge,
  trento,
  graz,
  zaragoza,
];
