// Issue 26, second round: homes shaped like real ones (numbered rooms, generic names, rooms named after
// people, lists named after shops) asked for with the words of Home Assistant's own intents in each
// language (the generated table), a count with a kind ("the two lamps"), and a list part that is a
// whole name. In English, Dutch, Spanish, Polish, Danish, Korean, Japanese and Chinese.
import { c, type EvalSuite } from './eval-home.js';

export const oakridge: EvalSuite = {
  home: {
    id: 'oakridge',
    language: 'en',
    floors: [],
    areas: [
      ['living', 'Living Room', null],
      ['kitchen', 'Kitchen', null],
      ['bedroom_1', 'Bedroom 1', null],
      ['bedroom_2', 'Bedroom 2', null],
      ['emma', "Emma's Room", null],
      ['patio', 'Patio', null],
      ['office', 'Office', null],
      ['hall', 'Hallway', null],
    ],
    devices: [
      { name: 'Bedroom 1 Lamp', area: 'bedroom_1', entities: [['light.bedroom_1_lamp', 'Bedroom 1 Lamp']] },
      { name: 'Bedroom 2 Lamp', area: 'bedroom_2', entities: [['light.bedroom_2_lamp', 'Bedroom 2 Lamp']] },
      { name: 'Ceiling', area: 'living', entities: [['light.living_ceiling', 'Living Room Ceiling']] },
      { name: 'Floor Lamp', area: 'living', entities: [['light.floor_lamp', 'Floor Lamp']] },
      { name: 'Table Lamp', area: 'living', entities: [['light.table_lamp', 'Table Lamp']] },
      { name: 'Nightlight', area: 'emma', entities: [['light.emma_nightlight', 'Nightlight']] },
      { name: 'String Lights', area: 'patio', entities: [['light.patio_string', 'Patio String Lights']] },
      { name: 'Patio Heater', area: 'patio', entities: [['switch.patio_heater', 'Patio Heater']] },
      { name: 'Planters', area: 'patio', entities: [['valve.planters', 'Planter Drip']] },
      {
        name: 'Patio Awning',
        area: 'patio',
        entities: [['cover.patio_awning', 'Patio Awning', { deviceClass: 'awning' }]],
      },
      { name: 'Office Fan', area: 'office', entities: [['fan.office', 'Office Fan']] },
      { name: 'Desk Lamp', area: 'office', entities: [['light.desk', 'Desk Lamp']] },
      {
        name: 'Monitor Plug',
        area: 'office',
        entities: [['switch.monitor_plug', 'Monitor Plug', { deviceClass: 'outlet' }]],
      },
      { name: 'Echo Dot', area: 'kitchen', entities: [['media_player.kitchen_echo', 'Kitchen Echo']] },
      { name: 'Roomba j7', area: 'hall', entities: [['vacuum.roomba', 'Roomba']] },
      { name: 'Front Door Lock', area: 'hall', entities: [['lock.front_door', 'Front Door Lock']] },
      {
        name: 'Front Door Sensor',
        area: 'hall',
        entities: [['binary_sensor.front_door', 'Front Door', { deviceClass: 'door' }]],
      },
    ],
    loose: [
      ['todo.costco', 'Costco'],
      ['todo.chores', 'Chores'],
    ],
  },
  cases: [
    c('ask-one', 'the bedroom lamp', { ask: ['light.bedroom_1_lamp', 'light.bedroom_2_lamp'] }),
    c('ask-one', 'both bedroom lamps', ['light.bedroom_1_lamp', 'light.bedroom_2_lamp']),
    c('ask-one', 'bedroom 2 lamp', ['light.bedroom_2_lamp']),
    c('count', 'the two lamps in the living room', ['light.floor_lamp', 'light.table_lamp']),
    c('named-after', "Emma's light", ['light.emma_nightlight']),
    c('named-after', 'the shopping list', ['todo.costco']),
    c('name-wins', 'the awning', ['cover.patio_awning']),
    c('activity', 'water the planters', ['valve.planters']),
    c('activity', 'music in the kitchen', ['media_player.kitchen_echo']),
    c('activity', 'clean the hallway', ['vacuum.roomba']),
    c('device-sensor', 'is the front door open', ['binary_sensor.front_door']),
    c('device-sensor', 'unlock the front door', ['lock.front_door']),
    c('conjunction', 'the desk lamp and the office fan', ['light.desk', 'fan.office']),
  ],
};

export const utrecht: EvalSuite = {
  home: {
    id: 'utrecht',
    language: 'nl',
    floors: [],
    areas: [
      ['woonkamer', 'Woonkamer', null],
      ['keuken', 'Keuken', null],
      ['slaapkamer', 'Slaapkamer', null],
      ['daan', 'Kamer Daan', null],
      ['tuin', 'Tuin', null],
      ['zolder', 'Zolder', null],
    ],
    devices: [
      {
        name: 'Zonnescherm',
        area: 'tuin',
        entities: [['cover.zonnescherm', 'Zonnescherm terras', { deviceClass: 'awning' }]],
      },
      {
        name: 'Rolgordijn',
        area: 'slaapkamer',
        entities: [['cover.rolgordijn', 'Rolgordijn slaapkamer', { deviceClass: 'shade' }]],
      },
      { name: 'Staande lamp', area: 'woonkamer', entities: [['light.staande_lamp', 'Staande lamp']] },
      { name: 'Plafondlamp', area: 'woonkamer', entities: [['light.plafond', 'Plafondlamp']] },
      { name: 'Bureaulamp', area: 'daan', entities: [['light.daan', 'Bureaulamp']] },
      { name: 'Ventilator', area: 'zolder', entities: [['fan.zolder', 'Plafondventilator']] },
      { name: 'Roborock S7', area: 'woonkamer', entities: [['vacuum.roborock', 'Roborock']] },
      { name: 'Tuinkraan', area: 'tuin', entities: [['valve.tuin', 'Tuinkraan']] },
      { name: 'Sonos One', area: 'keuken', entities: [['media_player.keuken', 'Sonos Keuken']] },
    ],
    loose: [
      ['todo.ah', 'Albert Heijn'],
      ['todo.klusjes', 'Klusjes'],
    ],
  },
  cases: [
    c('ha-words', 'de luifel', ['cover.zonnescherm']),
    c('ha-words', 'het rolgordijn', ['cover.rolgordijn']),
    c('kinds', 'de lampen in de woonkamer', ['light.staande_lamp', 'light.plafond']),
    c('named-after', 'de lamp van Daan', ['light.daan']),
    c('activity', 'stofzuigen', ['vacuum.roborock']),
    c('activity', 'de tuin sproeien', ['valve.tuin']),
    c('activity', 'muziek in de keuken', ['media_player.keuken']),
    c('kinds', 'de ventilator op zolder', ['fan.zolder']),
    c('named-after', 'de boodschappenlijst', ['todo.ah']),
  ],
};

export const murcia: EvalSuite = {
  home: {
    id: 'murcia',
    language: 'es',
    floors: [],
    areas: [
      ['salon', 'Salón', null],
      ['dormitorio_1', 'Dormitorio 1', null],
      ['dormitorio_2', 'Dormitorio 2', null],
      ['lucia', 'Cuarto de Lucía', null],
      ['terraza', 'Terraza', null],
    ],
    devices: [
      { name: 'Abanico', area: 'dormitorio_1', entities: [['fan.dormitorio_1', 'Ventilador techo 1']] },
      { name: 'Abanico', area: 'dormitorio_2', entities: [['fan.dormitorio_2', 'Ventilador techo 2']] },
      { name: 'Lámpara de pie', area: 'salon', entities: [['light.pie', 'Lámpara de pie']] },
      { name: 'Lámpara mesa', area: 'salon', entities: [['light.mesa', 'Lámpara mesa']] },
      { name: 'Plafón', area: 'salon', entities: [['light.plafon', 'Plafón salón']] },
      { name: 'Lucía luz', area: 'lucia', entities: [['light.lucia', 'Luz Lucía']] },
      {
        name: 'Toldo',
        area: 'terraza',
        entities: [['cover.toldo', 'Toldo terraza', { deviceClass: 'awning' }]],
      },
      { name: 'Conga 7490', area: 'salon', entities: [['vacuum.conga', 'Conga']] },
    ],
    loose: [
      ['todo.lidl', 'Lidl'],
      ['todo.tareas', 'Tareas de casa'],
    ],
  },
  cases: [
    c('ha-words', 'el abanico del dormitorio', { ask: ['fan.dormitorio_1', 'fan.dormitorio_2'] }),
    c('ha-words', 'los abanicos', ['fan.dormitorio_1', 'fan.dormitorio_2']),
    c('count', 'las dos lámparas del salón', ['light.pie', 'light.mesa']),
    c('named-after', 'la luz del cuarto de Lucía', ['light.lucia']),
    c('kinds', 'el toldo', ['cover.toldo']),
    c('activity', 'pasar la aspiradora', ['vacuum.conga']),
    c('named-after', 'la lista de la compra', ['todo.lidl']),
    c('conjunction', 'el plafón y la lámpara de pie', ['light.plafon', 'light.pie']),
  ],
};

export const gdansk: EvalSuite = {
  home: {
    id: 'gdansk',
    language: 'pl',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['sypialnia', 'Sypialnia', null],
      ['pokoj_zosi', 'Pokój Zosi', null],
      ['kuchnia', 'Kuchnia', null],
    ],
    devices: [
      { name: 'Lampa stojąca', area: 'salon', entities: [['light.stojaca', 'Lampa stojąca']] },
      { name: 'Żyrandol', area: 'salon', entities: [['light.zyrandol', 'Żyrandol']] },
      { name: 'Wiatrak', area: 'sypialnia', entities: [['fan.sypialnia', 'Wiatrak']] },
      {
        name: 'Roleta',
        area: 'sypialnia',
        entities: [['cover.roleta', 'Roleta sypialnia', { deviceClass: 'blind' }]],
      },
      { name: 'Lampka', area: 'pokoj_zosi', entities: [['light.zosia', 'Lampka nocna']] },
      { name: 'Roborock Q7', area: 'kuchnia', entities: [['vacuum.roborock', 'Roborock']] },
    ],
    loose: [
      ['todo.biedronka', 'Biedronka'],
      ['todo.obowiazki', 'Obowiązki'],
    ],
  },
  cases: [
    c('ha-words', 'lampy w salonie', ['light.stojaca', 'light.zyrandol']),
    c('ha-words', 'wiatrak', ['fan.sypialnia']),
    c('ha-words', 'roleta w sypialni', ['cover.roleta']),
    c('named-after', 'światło w pokoju Zosi', ['light.zosia']),
    c('activity', 'odkurzanie kuchni', ['vacuum.roborock']),
    c('named-after', 'lista zakupów', ['todo.biedronka']),
  ],
};

export const aarhus: EvalSuite = {
  home: {
    id: 'aarhus',
    language: 'da',
    floors: [],
    areas: [
      ['stue', 'Stue', null],
      ['koekken', 'Køkken', null],
      ['sovevaerelse', 'Soveværelse', null],
      ['freja', 'Frejas værelse', null],
      ['have', 'Have', null],
    ],
    devices: [
      { name: 'Loftlampe', area: 'stue', entities: [['light.stue_loft', 'Loftlampe stue']] },
      { name: 'Gulvlampe', area: 'stue', entities: [['light.stue_gulv', 'Gulvlampe']] },
      { name: 'Blæser', area: 'sovevaerelse', entities: [['fan.sove', 'Blæser']] },
      {
        name: 'Rullegardin',
        area: 'sovevaerelse',
        entities: [['cover.rullegardin', 'Rullegardin', { deviceClass: 'shade' }]],
      },
      { name: 'Natlampe', area: 'freja', entities: [['light.freja', 'Natlampe']] },
      { name: 'Vanding', area: 'have', entities: [['valve.have', 'Vanding bede']] },
    ],
    loose: [
      ['todo.netto', 'Netto'],
      ['todo.pligter', 'Pligter'],
    ],
  },
  cases: [
    c('ha-words', 'lyset i stuen', ['light.stue_loft', 'light.stue_gulv']),
    c('ha-words', 'rullegardinet', ['cover.rullegardin']),
    c('ha-words', 'ventilatoren i soveværelset', ['fan.sove']),
    c('named-after', 'lampen hos Freja', ['light.freja']),
    c('activity', 'vande haven', ['valve.have']),
    c('named-after', 'indkøbslisten', ['todo.netto']),
  ],
};

export const daejeon: EvalSuite = {
  home: {
    id: 'daejeon',
    language: 'ko',
    floors: [],
    areas: [
      ['geosil', '거실', null],
      ['bang_1', '방1', null],
      ['bang_2', '방2', null],
      ['jiwoo', '지우 방', null],
      ['balcony', '베란다', null],
    ],
    devices: [
      { name: '거실 조명', area: 'geosil', entities: [['light.geosil', '거실 조명']] },
      { name: '스탠드', area: 'geosil', entities: [['light.stand', '스탠드']] },
      { name: '방1 선풍기', area: 'bang_1', entities: [['fan.bang_1', '방1 선풍기']] },
      { name: '방2 선풍기', area: 'bang_2', entities: [['fan.bang_2', '방2 선풍기']] },
      { name: '지우 조명', area: 'jiwoo', entities: [['light.jiwoo', '지우 방 조명']] },
      {
        name: '차양막',
        area: 'balcony',
        entities: [['cover.awning', '베란다 차양', { deviceClass: 'awning' }]],
      },
      { name: 'Roomba i7', area: 'geosil', entities: [['vacuum.roomba', 'Roomba']] },
      { name: 'Sonos', area: 'geosil', entities: [['media_player.sonos', 'Sonos']] },
      { name: 'Gardena', area: 'balcony', entities: [['valve.gardena', 'Gardena']] },
      {
        name: '솜피',
        area: 'balcony',
        entities: [['cover.somfy', '솜피 블라인드', { deviceClass: 'blind' }]],
      },
    ],
    loose: [['todo.emart', '이마트']],
  },
  cases: [
    c('ask-one', '방 선풍기', { ask: ['fan.bang_1', 'fan.bang_2'] }),
    c('ask-one', '선풍기 둘 다', ['fan.bang_1', 'fan.bang_2']),
    c('ha-words', '차양막', ['cover.awning']),
    c('brand', '룸바', ['vacuum.roomba']),
    c('brand', '소노스', ['media_player.sonos']),
    c('brand', '가르데나 밸브', ['valve.gardena']),
    c('brand', 'somfy', ['cover.somfy']),
    c('named-after', '지우 방 불', ['light.jiwoo']),
    c('named-after', '장보기 목록', ['todo.emart']),
  ],
};

export const sendai: EvalSuite = {
  home: {
    id: 'sendai',
    language: 'ja',
    floors: [],
    areas: [
      ['living', 'リビング', null],
      ['yoshitsu_1', '洋室1', null],
      ['yoshitsu_2', '洋室2', null],
      ['washitsu', '和室', null],
    ],
    devices: [
      { name: '洋室1 照明', area: 'yoshitsu_1', entities: [['light.yoshitsu_1', '洋室1 照明']] },
      { name: '洋室2 照明', area: 'yoshitsu_2', entities: [['light.yoshitsu_2', '洋室2 照明']] },
      { name: 'シーリングライト', area: 'living', entities: [['light.living', 'シーリングライト']] },
      {
        name: 'カーテン',
        area: 'living',
        entities: [['cover.curtain', 'リビングカーテン', { deviceClass: 'curtain' }]],
      },
      { name: 'Roomba', area: 'living', entities: [['vacuum.roomba', 'ルンバ']] },
      { name: 'Sonos', area: 'washitsu', entities: [['media_player.sonos', 'Sonos Era 100']] },
      {
        name: 'Somfy',
        area: 'washitsu',
        entities: [['cover.somfy', 'Somfy', { deviceClass: 'shutter' }]],
      },
      { name: 'Marantz', area: 'living', entities: [['media_player.marantz', 'Marantz']] },
      { name: 'ガルデナ', area: null, entities: [['valve.garden', 'ガルデナ']] },
    ],
    loose: [],
  },
  cases: [
    c('ask-one', '洋室の照明', { ask: ['light.yoshitsu_1', 'light.yoshitsu_2'] }),
    c('brand', 'roomba', ['vacuum.roomba']),
    c('brand', 'ソノス', ['media_player.sonos']),
    c('kinds', 'リビングのカーテン', ['cover.curtain']),
    c('activity', '和室で音楽', ['media_player.sonos']),
    c('brand', 'ソムフィ', ['cover.somfy']),
    c('brand', 'マランツ', ['media_player.marantz']),
    c('brand', 'gardena', ['valve.garden']),
  ],
};

export const xiamen: EvalSuite = {
  home: {
    id: 'xiamen',
    language: 'zh',
    floors: [],
    areas: [
      ['keting', '客厅', null],
      ['zhuwo', '主卧', null],
      ['ciwo', '次卧', null],
      ['ertong', '儿童房', null],
      ['yangtai', '阳台', null],
    ],
    devices: [
      { name: '客厅吸顶灯', area: 'keting', entities: [['light.keting', '客厅吸顶灯']] },
      { name: '客厅筒灯', area: 'keting', entities: [['light.tongdeng', '客厅筒灯']] },
      { name: '主卧风扇', area: 'zhuwo', entities: [['fan.zhuwo', '主卧风扇']] },
      { name: '次卧风扇', area: 'ciwo', entities: [['fan.ciwo', '次卧风扇']] },
      {
        name: '遮阳帘',
        area: 'yangtai',
        entities: [['cover.yangtai', '阳台遮阳帘', { deviceClass: 'shade' }]],
      },
      { name: '石头扫地机器人', area: 'keting', entities: [['vacuum.roborock', '扫地机器人']] },
    ],
    loose: [['todo.hema', '盒马']],
  },
  cases: [
    c('ask-one', '卧室风扇', { ask: ['fan.zhuwo', 'fan.ciwo'] }),
    c('kinds', '客厅的灯', ['light.keting', 'light.tongdeng']),
    c('ha-words', '遮阳帘', ['cover.yangtai']),
    c('brand', 'roborock', ['vacuum.roborock']),
    c('named-after', '购物清单', ['todo.hema']),
  ],
};

export const riverside: EvalSuite = {
  home: {
    id: 'riverside',
    language: 'en',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['first', 'First Floor', 1],
    ],
    areas: [
      ['living', 'Living Room', 'ground'],
      ['kitchen', 'Kitchen', 'ground'],
      ['master', 'Master Bedroom', 'first'],
      ['guest', 'Guest Room', 'first'],
      ['bathroom', 'Bathroom', 'first'],
      ['garage', 'Garage', 'ground'],
      ['front_yard', 'Front Yard', null],
      ['back_yard', 'Back Yard', null],
    ],
    devices: [
      {
        name: 'Living Room Hue Lightstrip',
        area: 'living',
        entities: [['light.living_strip', 'Living Room Hue Lightstrip']],
      },
      {
        name: 'Living Room Ceiling',
        area: 'living',
        entities: [['light.living_ceiling', 'Living Room Ceiling']],
      },
      {
        name: 'Kitchen Motion Sensor',
        area: 'kitchen',
        entities: [
          ['binary_sensor.kitchen_motion', 'Kitchen Motion Sensor Occupancy', { deviceClass: 'occupancy' }],
          [
            'sensor.kitchen_motion_temperature',
            'Kitchen Motion Sensor Temperature',
            { deviceClass: 'temperature' },
          ],
          ['sensor.kitchen_motion_battery', 'Kitchen Motion Sensor Battery', { deviceClass: 'battery' }],
        ],
      },
      { name: 'Kitchen Pendant', area: 'kitchen', entities: [['light.kitchen_pendant', 'Kitchen Pendant']] },
      { name: 'Master Bedroom Fan', area: 'master', entities: [['fan.master', 'Master Bedroom Fan']] },
      {
        name: 'Master Bedroom Lamp',
        area: 'master',
        entities: [['light.master_lamp', 'Master Bedroom Lamp']],
      },
      { name: 'Guest Room Lamp', area: 'guest', entities: [['light.guest_lamp', 'Guest Room Lamp']] },
      {
        name: 'Bathroom Exhaust Fan',
        area: 'bathroom',
        entities: [['switch.bathroom_exhaust', 'Bathroom Exhaust Fan']],
      },
      {
        name: 'Garage Door',
        area: 'garage',
        entities: [['cover.garage_door', 'Garage Door', { deviceClass: 'garage' }]],
      },
      {
        name: 'Front Yard Sprinkler',
        area: 'front_yard',
        entities: [['valve.front_lawn', 'Front Lawn Zone']],
      },
      { name: 'Back Yard Sprinkler', area: 'back_yard', entities: [['valve.back_lawn', 'Back Lawn Zone']] },
      {
        name: 'Ecobee',
        area: 'living',
        entities: [
          [
            'climate.main_floor',
            'Main Floor',
            { attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'] } },
          ],
        ],
      },
    ],
    loose: [['weather.forecast_home', 'Forecast Home']],
  },
  cases: [
    c('rooms', 'Living Room Lights', ['light.living_strip', 'light.living_ceiling']),
    c('device-sensors', 'kitchen temperature', ['sensor.kitchen_motion_temperature']),
    c('device-sensors', 'kitchen motion', ['binary_sensor.kitchen_motion']),
    c('name-wins', 'bathroom fan', ['switch.bathroom_exhaust']),
    c('kinds', 'the sprinklers', ['valve.front_lawn', 'valve.back_lawn']),
    c('name', 'front lawn', ['valve.front_lawn']),
    c('bare-kind', 'thermostat', ['climate.main_floor']),
    c('bare-kind', 'the AC', ['climate.main_floor']),
    c('rooms', 'garage', ['cover.garage_door']),
    c('satellite', 'lamp', ['light.guest_lamp'], { satellite: 'guest' }),
    c('rooms', 'bedroom lamp', ['light.master_lamp']),
    c('bare-kind', 'weather', ['weather.forecast_home']),
    c('floors', 'upstairs lights', ['light.master_lamp', 'light.guest_lamp']),
    c('activity', 'brightness in the kitchen', ['light.kitchen_pendant']),
  ],
};

export const kassel: EvalSuite = {
  home: {
    id: 'kassel',
    language: 'de',
    floors: [
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1],
    ],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ['kueche', 'Küche', 'eg'],
      ['flur', 'Flur', 'eg'],
      ['schlafzimmer', 'Schlafzimmer', 'og'],
      ['bad', 'Bad', 'og'],
      ['lina', 'Kinderzimmer Lina', 'og'],
      ['garten', 'Garten', null],
    ],
    devices: [
      { name: 'Deckenlampe', area: 'wohnzimmer', entities: [['light.wz_decke', 'Wohnzimmer Deckenlampe']] },
      { name: 'Stehlampe', area: 'wohnzimmer', entities: [['light.wz_steh', 'Stehlampe']] },
      { name: 'Spots', area: 'kueche', entities: [['light.kueche_spots', 'Küche Spots']] },
      {
        name: 'Rollladen Schlafzimmer',
        area: 'schlafzimmer',
        entities: [['cover.sz_rollladen', 'Rollladen Schlafzimmer', { deviceClass: 'shutter' }]],
      },
      {
        name: 'Rollladen Wohnzimmer',
        area: 'wohnzimmer',
        entities: [['cover.wz_rollladen', 'Rollladen Wohnzimmer', { deviceClass: 'shutter' }]],
      },
      {
        name: 'Heizkörperthermostat Bad',
        area: 'bad',
        entities: [['climate.bad', 'Bad Heizung', { attributes: { hvac_modes: ['off', 'heat'] } }]],
      },
      { name: 'Nachtlicht', area: 'lina', entities: [['light.lina', 'Nachtlicht']] },
      { name: 'Automower 315X', area: 'garten', entities: [['lawn_mower.automower', 'Rasenmäher']] },
      { name: 'Nuki Smart Lock', area: 'flur', entities: [['lock.haustuer', 'Haustür']] },
      {
        name: 'Haustür Kontakt',
        area: 'flur',
        entities: [['binary_sensor.haustuer', 'Haustür Kontakt', { deviceClass: 'door' }]],
      },
      { name: 'Waschmaschine', area: 'bad', entities: [['switch.waschmaschine', 'Waschmaschine']] },
    ],
    loose: [
      ['todo.rewe', 'REWE'],
      ['todo.haushalt', 'Haushalt'],
    ],
  },
  cases: [
    c('rooms', 'Licht im Wohnzimmer', ['light.wz_decke', 'light.wz_steh']),
    c('kinds', 'die Rollläden', ['cover.sz_rollladen', 'cover.wz_rollladen']),
    c('ask-one', 'den Rollladen', { ask: ['cover.sz_rollladen', 'cover.wz_rollladen'] }),
    c('kinds', 'Heizung im Bad', ['climate.bad']),
    c('named-after', 'Licht bei Lina', ['light.lina']),
    c('activity', 'Rasen mähen', ['lawn_mower.automower']),
    c('device-sensor', 'ist die Haustür offen', ['binary_sensor.haustuer']),
    c('device-sensor', 'Haustür aufschließen', ['lock.haustuer']),
    c('floors', 'alle Lichter oben', ['light.lina']),
    c('named-after', 'Einkaufsliste', ['todo.rewe']),
    c('name', 'Waschmaschine', ['switch.waschmaschine']),
  ],
};

export const ROUND_2: readonly EvalSuite[] = [
  oakridge,
  utrecht,
  murcia,
  gdansk,
  aarhus,
  daejeon,
  sendai,
  xiamen,
  riverside,
  kassel,
];
