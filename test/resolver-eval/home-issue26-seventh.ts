// Issue 26, seventh round, with slices 8 and 9 as this round's development slices: a case or two per
// rule, none of them the slices' requests. Homes as strangers leave them: an English-named house spoken
// to in Danish and one in Norwegian, air purifiers reporting PM2.5 in several languages, hidden speakers
// named by their product, Chinese and Japanese names with a side or a particle, plural compounds.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const aalborg: EvalSuite = {
  home: {
    id: 'r7-aalborg',
    language: 'da',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['upstairs', 'Upstairs', 1],
    ],
    areas: [
      ['lounge', 'Lounge', 'ground'],
      ['scullery', 'Scullery', 'ground'],
      ['hall', 'Hall', 'ground'],
      ['bedroom_1', 'Bedroom 1', 'upstairs'],
      ['bedroom_2', 'Bedroom 2', 'upstairs'],
      ['study', 'Study', 'upstairs'],
    ],
    devices: [
      one('scullery', 'switch.washer', 'Washer'),
      one('scullery', 'switch.dishwasher_bosch', 'Bosch Dishwasher'),
      one('lounge', 'light.lounge_lamp', 'Lounge Lamp'),
      one('bedroom_1', 'light.bedroom_1_lamp', 'Bedroom 1 Lamp'),
      one('bedroom_2', 'light.bedroom_2_lamp', 'Bedroom 2 Lamp'),
      one('study', 'light.study_lamp', 'Study Lamp'),
      one('study', 'switch.smart_hub', 'Smart Hub', { hidden: true }),
      one('scullery', 'switch.kettle', 'Kettle'),
      one('hall', 'lock.main_door', 'Main Door Lock'),
      one('hall', 'binary_sensor.main_door', 'Main Door Contact', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('ordinary cross-language', 'vaskemaskinen', ['switch.washer']),
    c('ordinary cross-language', 'opvaskemaskinen', ['switch.dishwasher_bosch']),
    c('device-sensor', 'er hoveddøren låst', ['lock.main_door']),
    c('hidden-similar', 'sluk smart hubben', 'not-exposed'),
    c('ordinary cross-language definite', 'tænd elkedlen', ['switch.kettle']),
    c('device-sensor', 'står yderdøren åben', ['binary_sensor.main_door']),
    c('ordinary cross-language number-word', 'lampen i soveværelse to', ['light.bedroom_2_lamp']),
    c('ordinary floor plural', 'sluk alt på første sal', [
      'light.bedroom_1_lamp',
      'light.bedroom_2_lamp',
      'light.study_lamp',
    ]),
  ],
};

const nantes: EvalSuite = {
  home: {
    id: 'r7-nantes',
    language: 'fr',
    floors: [],
    areas: [
      ['sejour', 'Séjour', null],
      ['chambre', 'Chambre', null],
      ['cour', 'Cour avant', null],
    ],
    devices: [
      {
        name: 'Purificateur Levoit',
        area: 'chambre',
        entities: [
          ['fan.levoit', 'Purificateur Levoit'],
          ['sensor.levoit_pm25', 'Purificateur Levoit PM2.5', { deviceClass: 'pm25' }],
        ],
      },
      one('sejour', 'light.sejour', 'Lampe séjour'),
      one('chambre', 'sensor.hygrometre', 'Hygromètre', { deviceClass: 'humidity' }),
      one('sejour', 'sensor.sejour_temperature', 'Température séjour', { deviceClass: 'temperature' }),
      one('cour', 'sensor.thermometre_cour', 'Thermomètre', { deviceClass: 'temperature' }),
    ],
    loose: [],
  },
  cases: [
    c('activity', "la qualité de l'air dans la chambre", ['sensor.levoit_pm25']),
    c('activity colloquial', 'il fait-tu frisquet dehors', ['sensor.thermometre_cour']),
    c('activity', "quel est le taux d'humidité dans la chambre", ['sensor.hygrometre']),
  ],
};

const gdansk: EvalSuite = {
  home: {
    id: 'r7-gdansk',
    language: 'pl',
    floors: [],
    areas: [
      ['gabinet', 'Gabinet', null],
      ['kuchnia', 'Kuchnia', null],
      ['kids', 'Kids Room', null],
    ],
    devices: [
      {
        name: 'Oczyszczacz Philips',
        area: 'gabinet',
        entities: [
          ['fan.philips', 'Oczyszczacz Philips'],
          ['sensor.philips_aqi', 'Oczyszczacz Philips indeks', { deviceClass: 'aqi' }],
        ],
      },
      one('kuchnia', 'light.kuchnia', 'Światło kuchnia'),
      one('kids', 'light.lampka_nocna', 'Lampka nocna'),
      one('kuchnia', 'switch.dishwasher', 'Dishwasher'),
      one('kuchnia', 'vacuum.deebot', 'Deebot T9'),
      one('kuchnia', 'light.lampa_stojaca', 'Lampa stojąca'),
      {
        name: 'Lampa stojąca Gabinet',
        area: 'gabinet',
        entities: [['light.lampa_stojaca_gabinet', 'Lampa stojąca Gabinet']],
      },
    ],
    loose: [],
  },
  cases: [
    c('activity', 'jaki jest smog w gabinecie', ['sensor.philips_aqi']),
    c('ordinary inflection', 'lampa stojąca w gabinecie', ['light.lampa_stojaca_gabinet']),
    c('ordinary inflection cross-language', 'zgaś światło w pokoju dziecięcym', ['light.lampka_nocna']),
    c('ordinary inflection cross-language', 'włącz zmywarkę', ['switch.dishwasher']),
    c('ordinary inflection', 'uruchom robota sprzątającego', ['vacuum.deebot']),
  ],
};

const daegu: EvalSuite = {
  home: {
    id: 'r7-daegu',
    language: 'ko',
    floors: [
      ['jisang', '1층', 0],
      ['jiha', 'B1', -1],
    ],
    areas: [
      ['geosil', '거실', null],
      ['anbang', '안방', null],
      ['hyeongwan', '현관', null],
      ['changgo', '창고', 'jiha'],
    ],
    devices: [
      one('changgo', 'light.changgo', '창고 전등'),
      {
        name: 'LG 퓨리케어',
        area: 'geosil',
        entities: [
          ['fan.puricare', 'LG 퓨리케어'],
          ['sensor.puricare_pm25', 'LG 퓨리케어 PM2.5', { deviceClass: 'pm25' }],
        ],
      },
      one('geosil', 'light.geosil', '거실 조명'),
      one('anbang', 'sensor.anbang_seupdo', '안방 습도', { deviceClass: 'humidity' }),
      one('geosil', 'media_player.google_nest_hub', 'Google Nest Hub', { hidden: true }),
      one('hyeongwan', 'lock.samsung_doorlock', '삼성 도어락'),
      one('hyeongwan', 'binary_sensor.hyeongwan_door', '현관문 열림 센서', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('activity', '거실 초미세먼지', ['sensor.puricare_pm25']),
    c('ordinary polite', '안방 습도 어때요', ['sensor.anbang_seupdo']),
    c('ordinary floor', '지하실 불 꺼 줘', ['light.changgo']),
    c('hidden-similar', '구글 네스트 허브 켜 줘', 'not-exposed'),
    c('device-sensor', '현관문 좀 열어주세요', ['lock.samsung_doorlock']),
    c('device-sensor', '현관문 열려 있어?', ['binary_sensor.hyeongwan_door']),
  ],
};

const hangzhou: EvalSuite = {
  home: {
    id: 'r7-hangzhou',
    language: 'zh',
    floors: [],
    areas: [
      ['keting', '客厅', null],
      ['ciwo', '次卧', null],
      ['yeye', '爷爷的房间', null],
      ['xuanguan', '玄关', null],
      ['cheku', '车库', null],
    ],
    devices: [
      {
        name: '小米空气净化器 Pro',
        area: 'ciwo',
        entities: [
          ['fan.xiaomi_purifier', '小米空气净化器 Pro'],
          ['sensor.xiaomi_purifier_pm25', '小米空气净化器 Pro PM2.5', { deviceClass: 'pm25' }],
        ],
      },
      one('keting', 'light.keting', '客厅灯'),
      one('xuanguan', 'lock.zhineng_mensuo', '智能门锁'),
      one('xuanguan', 'binary_sensor.ruhumen', '入户门传感器', { deviceClass: 'door' }),
      one('xuanguan', 'light.xuanguan', '玄关灯'),
      one('cheku', 'light.cheku_tongdeng', '筒灯'),
      one('keting', 'fan.ceiling_fan', 'Ceiling Fan'),
      one('keting', 'media_player.lanya_yinxiang', '蓝牙音箱 Mini', { hidden: true }),
      one('keting', 'light.keting_xidingdeng', '客厅吸顶灯'),
      one('keting', 'light.keting_chuangtoudeng', '床头灯'),
      one('ciwo', 'light.taideng_zuo', '台灯左'),
      one('ciwo', 'light.taideng_you', '台灯右'),
      one('yeye', 'light.yeye_xidingdeng', '吸顶灯'),
      one('yeye', 'humidifier.yeye', '爷爷房加湿器'),
    ],
    loose: [],
  },
  cases: [
    c('activity', '次卧空气质量', ['sensor.xiaomi_purifier_pm25']),
    c('named-after', '打开爷爷房间的灯', ['light.yeye_xidingdeng']),
    c('ask-one', '打开台灯', { ask: ['light.taideng_zuo', 'light.taideng_you'] }),
    c('hidden-similar', '蓝牙音箱', 'not-exposed'),
    c('device-sensor', '把入户门打开', ['lock.zhineng_mensuo']),
    c('device-sensor', '入户门开着吗', ['binary_sensor.ruhumen']),
    c('ordinary', '打开玄关灯', ['light.xuanguan']),
    c('ordinary', '关掉车库的灯', ['light.cheku_tongdeng']),
    c('ordinary cross-language', '打开吊扇', ['fan.ceiling_fan']),
  ],
};

const bogota: EvalSuite = {
  home: {
    id: 'r7-bogota',
    language: 'es',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['cocina', 'Cocina', null],
      ['huerto', 'Huerto', null],
    ],
    devices: [
      one('sala', 'vacuum.roborock_q7', 'Roborock Q7 Max'),
      one('huerto', 'switch.bomba_huerto', 'Bomba del huerto'),
      {
        name: 'Lavadora',
        area: 'cocina',
        entities: [
          ['switch.lavadora', 'Lavadora'],
          ['sensor.lavadora_potencia', 'Lavadora potencia', { deviceClass: 'power' }],
        ],
      },
      one('sala', 'light.sala', 'Luz sala'),
      one('cocina', 'light.cocina', 'Luz cocina'),
      one('sala', 'climate.aire_sala', 'Minisplit sala', { attributes: { hvac_modes: ['off', 'cool'] } }),
      one('cocina', 'climate.aire_cocina', 'Minisplit cocina', {
        attributes: { hvac_modes: ['off', 'cool'] },
      }),
    ],
    loose: [['todo.tareas_huerto', 'Tareas huerto']],
  },
  cases: [
    c('activity', 'trapea la sala', ['vacuum.roborock_q7']),
    c('activity', 'aspira la cocina', ['vacuum.roborock_q7']),
    c('named-after', 'la lista de tareas del huerto', ['todo.tareas_huerto']),
    c('device-sensor reading', 'cuánta energía gasta la lavadora', ['sensor.lavadora_potencia']),
  ],
};

const sendai: EvalSuite = {
  home: {
    id: 'r7-sendai',
    language: 'ja',
    floors: [],
    areas: [
      ['shinshitsu', '寝室', null],
      ['genkan', '玄関', null],
    ],
    devices: [
      one('shinshitsu', 'light.shinshitsu', '寝室シーリングライト'),
      one('genkan', 'light.genkan', '玄関ライト'),
      one('genkan', 'lock.sesame', 'セサミ'),
      one('genkan', 'binary_sensor.genkan_door', '玄関ドアセンサー', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('ordinary polite', '玄関のライトをお願いします', ['light.genkan']),
    c('device-sensor', '玄関のドアを開けて', ['lock.sesame']),
  ],
};

const utrecht: EvalSuite = {
  home: {
    id: 'r7-utrecht',
    language: 'nl',
    floors: [],
    areas: [
      ['woonkamer', 'Woonkamer', null],
      ['zolder', 'Zolder', null],
    ],
    devices: [
      one('woonkamer', 'light.reading_lamp_left', 'Reading Lamp Left'),
      one('woonkamer', 'light.reading_lamp_right', 'Reading Lamp Right'),
      one('zolder', 'light.zolder', 'Zolderlamp'),
      one('zolder', 'climate.heat_pump', 'Heat Pump', {
        attributes: { hvac_modes: ['off', 'heat', 'cool'] },
      }),
    ],
    loose: [],
  },
  cases: [
    c('ask-one plural', 'allebei de reading lamps', ['light.reading_lamp_left', 'light.reading_lamp_right']),
    c('ordinary cross-language', 'zet de warmtepomp aan', ['climate.heat_pump']),
  ],
};

const recife: EvalSuite = {
  home: {
    id: 'r7-recife',
    language: 'pt',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['quarto', 'Quarto', null],
      ['hospedes_1', 'Quarto hóspedes 1', null],
      ['hospedes_2', 'Quarto hóspedes 2', null],
    ],
    devices: [
      one('sala', 'climate.split_sala', 'Split Sala', { attributes: { hvac_modes: ['off', 'cool'] } }),
      one('quarto', 'climate.split_quarto', 'Split Quarto', { attributes: { hvac_modes: ['off', 'cool'] } }),
      one('sala', 'light.sala', 'Luz da sala'),
      one('quarto', 'fan.ceiling_fan', 'Ceiling Fan'),
      one('sala', 'fan.purifier', 'Air Purifier'),
      one('sala', 'media_player.kitchen_speaker', 'Kitchen Speaker'),
      one('quarto', 'light.quarto', 'Luz do quarto'),
      one('hospedes_1', 'light.luminaria_1', 'Luminária 1'),
      one('hospedes_2', 'light.luminaria_2', 'Luminária 2'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary plural', 'desliga os ares-condicionados', ['climate.split_sala', 'climate.split_quarto']),
    c('ordinary cross-language', 'liga a ventoinha de teto', ['fan.ceiling_fan']),
    c('ordinary cross-language', 'liga a coluna', ['media_player.kitchen_speaker']),
    c('ask-one', 'acende a luz do quarto de hóspedes', { ask: ['light.luminaria_1', 'light.luminaria_2'] }),
  ],
};

const orebro: EvalSuite = {
  home: {
    id: 'r7-orebro',
    language: 'sv',
    floors: [],
    areas: [
      ['vardagsrum', 'Vardagsrum', null],
      ['tvattstuga', 'Tvättstuga', null],
    ],
    devices: [
      one('tvattstuga', 'climate.bergvarmepump', 'Bergvärmepump', {
        attributes: { hvac_modes: ['off', 'heat'] },
      }),
      one('tvattstuga', 'switch.vattenpump', 'Vattenpump'),
      one('vardagsrum', 'light.taklampa', 'Taklampa'),
      {
        name: 'Oven',
        area: 'tvattstuga',
        entities: [
          ['switch.oven', 'Oven'],
          ['sensor.oven_power', 'Oven Power', { deviceClass: 'power' }],
        ],
      },
    ],
    loose: [],
  },
  cases: [
    c('ordinary definite', 'sänk värmepumpen', ['climate.bergvarmepump']),
    c('ordinary cross-language definite', 'sätt på ugnen', ['switch.oven']),
    c('device-sensor reading', 'hur mycket ström drar ugnen', ['sensor.oven_power']),
  ],
};

const bern: EvalSuite = {
  home: {
    id: 'r7-bern',
    language: 'de',
    floors: [],
    areas: [['stube', 'Stube', null]],
    devices: [
      one('stube', 'light.stube', 'Stubenlampe'),
      one('stube', 'lock.nuki', 'Nuki Smart Lock'),
      one('stube', 'binary_sensor.bewegung', 'Bewegungsmelder', { deviceClass: 'motion' }),
    ],
    loose: [
      ['todo.coop', 'Coop'],
      ['todo.aemtli', 'Ämtli'],
    ],
  },
  cases: [
    c('named-after', 'setz Milch auf die Einkaufsliste', ['todo.coop']),
    c('named-after', 'die Aufgabenliste', ['todo.aemtli']),
    c('device-sensor', 'schließ die Tür ab', ['lock.nuki']),
  ],
};

const torino: EvalSuite = {
  home: {
    id: 'r7-torino',
    language: 'it',
    floors: [],
    areas: [
      ['camera', 'Camera', null],
      ['cucina', 'Cucina', null],
    ],
    devices: [
      one('camera', 'sensor.temperatura_camera', 'Temperatura camera', { deviceClass: 'temperature' }),
      one('camera', 'light.luce_camera', 'Luce camera'),
      one('cucina', 'light.luce_cucina', 'Luce cucina'),
    ],
    loose: [],
  },
  cases: [c('activity', "che temperatura c'è in camera", ['sensor.temperatura_camera'])],
};

export const SEVENTH_ROUND: readonly EvalSuite[] = [
  aalborg,
  nantes,
  gdansk,
  daegu,
  hangzhou,
  bogota,
  sendai,
  utrecht,
  recife,
  orebro,
  bern,
  torino,
];
