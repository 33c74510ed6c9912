// Issue 26, sixth round, after slice 7 (this round's development slice) was measured: a case or two per
// rule, none of them slice 7's requests. The home's language now reaches the resolver, so Danish and
// Swedish definite endings ("skrivebordslampen", "vatenkokaren") are read as "the …" while German
// plurals stay plurals; lists named like "home"; Italian, French, Spanish and Portuguese locking phrases
// in every gender; a kind asked for where only another domain's entity carries its word; kana and Hangul
// names that sound like two of the home's Latin words.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const aalborg: EvalSuite = {
  home: {
    id: 'r6-aalborg',
    language: 'da',
    floors: [],
    areas: [
      ['stue', 'Stue', null],
      ['kontor', 'Kontor', null],
      ['gaest', 'Gæsteværelse', null],
      ['bryggers', 'Bryggers', null],
      ['kaelder', 'Kælder', null],
    ],
    devices: [
      one('kontor', 'light.skrivebordslampe_kontor', 'Skrivebordslampe Kontor'),
      one('gaest', 'light.skrivebordslampe_gaest', 'Skrivebordslampe Gæsteværelse'),
      one('stue', 'light.standerlampe', 'Standerlampe'),
      one('bryggers', 'switch.opvaskemaskine', 'Opvaskemaskine'),
      one('kaelder', 'sensor.fugtighed_kaelder', 'Fugtighed Kælder', { deviceClass: 'humidity' }),
      one('kaelder', 'sensor.temperatur_kaelder', 'Temperatur Kælder', { deviceClass: 'temperature' }),
      one('stue', 'media_player.stue_tv', 'Stue TV'),
    ],
    loose: [],
  },
  cases: [
    c('ask-one', 'skrivebordslampen', {
      ask: ['light.skrivebordslampe_kontor', 'light.skrivebordslampe_gaest'],
    }),
    c('ordinary', 'skrivebordslamperne', ['light.skrivebordslampe_kontor', 'light.skrivebordslampe_gaest']),
    c('ordinary', 'opvaskmaskinen', ['switch.opvaskemaskine']),
    c('activity', 'luftfugtigheden i kælderen', ['sensor.fugtighed_kaelder']),
    c('ordinary', 'standerlampen', ['light.standerlampe']),
    c('ordinary', 'fjernsynet i stuen', ['media_player.stue_tv']),
  ],
};

const umea: EvalSuite = {
  home: {
    id: 'r6-umea',
    language: 'sv',
    floors: [],
    areas: [
      ['vardagsrum', 'Vardagsrum', null],
      ['kok', 'Kök', null],
      ['tvatt', 'Tvättstuga', null],
    ],
    devices: [
      one('kok', 'switch.vattenkokare', 'Vattenkokare'),
      one('tvatt', 'sensor.fuktighet_tvatt', 'Fuktighet Tvättstuga', { deviceClass: 'humidity' }),
      one('tvatt', 'switch.torktumlare', 'Torktumlare'),
      one('vardagsrum', 'light.golvlampa', 'Golvlampa'),
      one('vardagsrum', 'media_player.tv_vardagsrum', 'TV Vardagsrum'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'vatenkokaren', ['switch.vattenkokare']),
    c('activity', 'luftfuktigheten i tvättstugan', ['sensor.fuktighet_tvatt']),
    c('ordinary', 'torktumlaren', ['switch.torktumlare']),
    c('ordinary', 'teven i vardagsrummet', ['media_player.tv_vardagsrum']),
  ],
};

/** German: "-en" after "-e" is a plural here ("Stehlampen"), never "the lamp". */
const bonn: EvalSuite = {
  home: {
    id: 'r6-bonn',
    language: 'de',
    floors: [],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', null],
      ['arbeitszimmer', 'Arbeitszimmer', null],
      ['flur', 'Flur', null],
    ],
    devices: [
      one('flur', 'light.flur_decke', 'Flur Decke'),
      one('flur', 'light.flur_spiegel', 'Flur Spiegel'),
      one('wohnzimmer', 'light.stehlampe_wohnzimmer', 'Stehlampe Wohnzimmer'),
      one('arbeitszimmer', 'light.stehlampe_arbeitszimmer', 'Stehlampe Arbeitszimmer'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'die Stehlampen', ['light.stehlampe_wohnzimmer', 'light.stehlampe_arbeitszimmer']),
    c('ordinary', 'Stehlampen', ['light.stehlampe_wohnzimmer', 'light.stehlampe_arbeitszimmer']),
    c('ordinary', 'die Flurdeckenlampe', ['light.flur_decke']),
  ],
};

/** Lists named after a shop and one named like "home" ("Casa", "Thuis", "Home"). */
const lists: EvalSuite[] = [
  ['es', 'r6-murcia', 'la lista Casa', 'todo.casa', 'Casa', 'todo.mercadona', 'Mercadona'],
  ['nl', 'r6-zwolle', 'de lijst Thuis', 'todo.thuis', 'Thuis', 'todo.jumbo', 'Jumbo'],
  ['en', 'r6-leeds', 'the Home list', 'todo.home', 'Home', 'todo.tesco', 'Tesco'],
].map(([language, id, say, listId, listName, shopId, shopName]) => ({
  home: {
    id: id!,
    language: language!,
    floors: [],
    areas: [],
    devices: [],
    loose: [
      [shopId!, shopName!],
      [listId!, listName!],
    ],
  },
  cases: [c('ordinary', say!, [listId!])],
}));

/** A lock beside its door's contact sensor, asked about with a locking phrase of another gender. */
const parma: EvalSuite = {
  home: {
    id: 'r6-parma',
    language: 'it',
    floors: [],
    areas: [['ingresso', 'Ingresso', null]],
    devices: [
      one('ingresso', 'lock.cancelletto', 'Cancelletto'),
      one('ingresso', 'binary_sensor.cancelletto_sensore', 'Cancelletto Sensore', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('device-sensor', 'il cancelletto è chiuso a chiave?', ['lock.cancelletto']),
    c('device-sensor', 'il cancelletto è aperto?', ['binary_sensor.cancelletto_sensore']),
  ],
};

const rennes: EvalSuite = {
  home: {
    id: 'r6-rennes',
    language: 'fr',
    floors: [],
    areas: [['entree', 'Entrée', null]],
    devices: [
      one('entree', 'lock.portail', 'Portail'),
      one('entree', 'binary_sensor.portail_contact', 'Portail Contact', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [c('device-sensor', 'le portail est fermé à clé ?', ['lock.portail'])],
};

const toledo: EvalSuite = {
  home: {
    id: 'r6-toledo',
    language: 'es',
    floors: [],
    areas: [['patio', 'Patio', null]],
    devices: [
      one('patio', 'lock.nuki', 'Nuki Smart Lock'),
      one('patio', 'binary_sensor.cancela', 'Cancela', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('device-sensor', 'echa la llave a la cancela', ['lock.nuki']),
    c('device-sensor', '¿está abierta la cancela?', ['binary_sensor.cancela']),
  ],
};

/** Names in English, the requests in German and French: a kind whose only entity here is a switch. */
const graz: EvalSuite = {
  home: {
    id: 'r6-graz',
    language: 'de',
    floors: [],
    areas: [
      ['terrace', 'Terrace', null],
      ['study', 'Study', null],
    ],
    devices: [
      one('terrace', 'switch.terrace_lights', 'Terrace Lights'),
      one('terrace', 'switch.terrace_heater', 'Terrace Heater'),
      one('study', 'light.study_ceiling', 'Study Ceiling'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'das Licht auf der Terrasse', ['switch.terrace_lights']),
    c('ordinary', 'das Licht im Arbeitszimmer', ['light.study_ceiling']),
  ],
};

/** A lamp and a Roomba: both sound R-N-P to kana and Hangul, their vowels tell them apart. */
const sapporo: EvalSuite = {
  home: {
    id: 'r6-sapporo',
    language: 'ja',
    floors: [],
    areas: [
      ['ribingu', 'リビング', null],
      ['genkan', '玄関', null],
    ],
    devices: [
      one('ribingu', 'light.floor_lamp', 'Floor lamp'),
      one('ribingu', 'light.ceiling', 'リビング照明'),
      one('genkan', 'vacuum.roomba', 'Roomba'),
      one('genkan', 'fan.air_circulator', 'Air Circulator'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'リビングのランプ', ['light.floor_lamp']),
    c('ordinary', 'フロアランプ', ['light.floor_lamp']),
    c('ordinary', 'エアサーキュレーター', ['fan.air_circulator']),
    c('ordinary', 'ルンバ', ['vacuum.roomba']),
  ],
};

const daegu: EvalSuite = {
  home: {
    id: 'r6-daegu',
    language: 'ko',
    floors: [],
    areas: [['geosil', '거실', null]],
    devices: [one('geosil', 'light.floor_lamp', 'Floor lamp'), one('geosil', 'vacuum.roomba', 'Roomba')],
    loose: [],
  },
  cases: [c('ordinary', '램프', ['light.floor_lamp']), c('ordinary', '룸바', ['vacuum.roomba'])],
};

/** Rooms an integration numbered, asked for by a Chinese, Japanese or Korean ordinal or numeral. */
const wuhan: EvalSuite = {
  home: {
    id: 'r6-wuhan',
    language: 'zh',
    floors: [],
    areas: [
      ['w1', '卧室1', null],
      ['w2', '卧室2', null],
    ],
    devices: [one('w1', 'light.w1', '卧室1灯'), one('w2', 'light.w2', '卧室2灯')],
    loose: [],
  },
  cases: [
    c('ordinary', '二号卧室的灯', ['light.w2']),
    c('ordinary', '第二个卧室的灯', ['light.w2']),
    c('ordinary', '卧室二的灯', ['light.w2']),
  ],
};

const sendai: EvalSuite = {
  home: {
    id: 'r6-sendai',
    language: 'ja',
    floors: [],
    areas: [
      ['y1', '洋室1', null],
      ['y2', '洋室2', null],
    ],
    devices: [one('y1', 'light.y1', '洋室1の照明'), one('y2', 'light.y2', '洋室2の照明')],
    loose: [],
  },
  cases: [c('ordinary', '二番目の洋室の照明', ['light.y2']), c('ordinary', '洋室二の照明', ['light.y2'])],
};

const incheon: EvalSuite = {
  home: {
    id: 'r6-incheon',
    language: 'ko',
    floors: [],
    areas: [
      ['b1', '방 1', null],
      ['b2', '방 2', null],
    ],
    devices: [one('b1', 'light.b1', '방 1 조명'), one('b2', 'light.b2', '방 2 조명')],
    loose: [['todo.hal_il', '할 일']],
  },
  cases: [
    c('ordinary', '이 번 방 조명', ['light.b2']),
    c('ordinary', '두 번째 방 조명', ['light.b2']),
    c('ordinary', '둘째 방 조명', ['light.b2']),
    c('ordinary', '방 이 조명', ['light.b2']),
    c('ordinary', '할 일 목록', ['todo.hal_il']),
  ],
};

/** Appliances a recogniser wrote with a same-sounding character (锅 as 郭, 壶 as 虎). */
const xiamen: EvalSuite = {
  home: {
    id: 'r6-xiamen',
    language: 'zh',
    floors: [],
    areas: [['chufang', '厨房', null]],
    devices: [
      one('chufang', 'switch.dianfanguo', '电饭锅'),
      one('chufang', 'switch.dianshuihu', '电水壶'),
      one('chufang', 'switch.weibolu', '微波炉'),
      one(null, 'lock.front_door', 'Front Door Lock'),
      one(null, 'binary_sensor.front_door', 'Front Door', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', '电饭郭', ['switch.dianfanguo']),
    c('ordinary', '把电水虎打开', ['switch.dianshuihu']),
    c('ordinary', '烤箱', 'not-found'),
    c('device-sensor', '前门开着吗', ['binary_sensor.front_door']),
    c('device-sensor', '把前门锁上', ['lock.front_door']),
  ],
};

/** A home named in English, spoken to in Danish, Swedish, Dutch and Korean: lamps by where they stand. */
function englishNamed(id: string, language: string, cases: EvalSuite['cases']): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['living', 'Living Room', null],
        ['bedroom', 'Bedroom', null],
        ['bath', 'Bathroom', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('living', 'light.floor_lamp', 'Floor Lamp'),
        one('living', 'light.living_ceiling', 'Living Room Ceiling'),
        one('bedroom', 'light.bedside_left', 'Bedside Lamp Left'),
        one('bedroom', 'light.bedside_right', 'Bedside Lamp Right'),
        one('bath', 'sensor.bath_humidity', 'Bathroom Humidity', { deviceClass: 'humidity' }),
        one('kitchen', 'switch.coffee_maker', 'Coffee Maker'),
      ],
      loose: [],
    },
    cases,
  };
}

const BEDSIDE = ['light.bedside_left', 'light.bedside_right'];
const englishNamedHomes: EvalSuite[] = [
  englishNamed('r6-esbjerg', 'da', [
    c('ordinary', 'standerlampen', ['light.floor_lamp']),
    c('ask-one', 'sengelampen', { ask: BEDSIDE }),
    c('ordinary', 'sengelamperne', BEDSIDE),
    c('activity', 'luftfugtigheden på badeværelset', ['sensor.bath_humidity']),
  ]),
  englishNamed('r6-malmo', 'sv', [
    c('ordinary', 'golvlampan', ['light.floor_lamp']),
    c('ask-one', 'sänglampan', { ask: BEDSIDE }),
    c('ordinary', 'sänglamporna', BEDSIDE),
  ]),
  englishNamed('r6-delft', 'nl', [
    c('ordinary', 'de staande lamp', ['light.floor_lamp']),
    c('ask-one', 'het nachtlampje', { ask: BEDSIDE }),
  ]),
  englishNamed('r6-ulsan', 'ko', [c('ordinary', '커피 메이커', ['switch.coffee_maker'])]),
  englishNamed('r6-kobe', 'ja', [c('ordinary', 'フロアランプ', ['light.floor_lamp'])]),
  englishNamed('r6-bremen', 'de', [c('ordinary', 'die Stehlampe', ['light.floor_lamp'])]),
];

export const SIXTH_ROUND: readonly EvalSuite[] = [
  aalborg,
  umea,
  bonn,
  ...lists,
  parma,
  rennes,
  toledo,
  graz,
  sapporo,
  daegu,
  wuhan,
  sendai,
  incheon,
  xiamen,
  ...englishNamedHomes,
];
