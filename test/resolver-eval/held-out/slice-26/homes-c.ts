// Unseen slice: do not read while changing the resolver.
// Slice 26, homes in Korean, Japanese and Chinese: an apartment, a mansion flat and a duplex of 19–20
// devices, asked for casually (티비, テレビ, 电视), each reference passed alone.
import { c, type EvalEntity, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';

type Options = EvalEntity[2];
const TV: Options = { deviceClass: 'tv' };
const SPEAKER: Options = { deviceClass: 'speaker' };
const DOOR: Options = { deviceClass: 'door' };
const CURTAIN: Options = { deviceClass: 'curtain' };
const WATER: Options = { deviceClass: 'water' };
const TEMP: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const HUMID: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
const AIRCON: Options = {
  attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only', 'auto'], min_temp: 16, max_temp: 30 },
};
const FORECAST: EvalEntity = [
  'weather.forecast_home',
  'Forecast Home',
  { attributes: { temperature: 8, humidity: 55, temperature_unit: '°C' } },
];

/** A Seoul apartment on the 12th floor: two split air conditioners, an ondol boiler, a Roborock. */
const seoul: EvalSuite = {
  home: {
    id: 's26_seoul',
    language: 'ko',
    floors: [['floor_12', '12층', 12]],
    areas: [
      ['hyeongwan', '현관', 'floor_12'],
      ['geosil', '거실', 'floor_12'],
      ['jubang', '주방', 'floor_12'],
      ['anbang', '안방', 'floor_12'],
      ['seoyun', '서윤이 방', 'floor_12'],
      ['yoksil', '욕실', 'floor_12'],
      ['beranda', '베란다', 'floor_12'],
    ],
    devices: [
      one('geosil', 'light.living_room_main', '거실 메인등'),
      one('geosil', 'light.living_room_indirect', '거실 간접등'),
      one('geosil', 'media_player.living_room_tv', '거실 TV', TV),
      one('geosil', 'climate.living_room_ac', '거실 에어컨', AIRCON),
      one('geosil', 'vacuum.roborock_s7', 'Roborock S7'),
      one('jubang', 'light.kitchen', '주방 조명'),
      one('jubang', 'switch.rice_cooker', '쿠쿠 밥솥'),
      one('anbang', 'light.bedroom', '안방 조명'),
      one('anbang', 'cover.bedroom_curtain', '안방 커튼', CURTAIN),
      one('anbang', 'climate.bedroom_ac', '안방 에어컨', AIRCON),
      one('anbang', 'media_player.kakao_mini', '카카오 미니', { ...SPEAKER, hidden: true }),
      one('seoyun', 'light.seoyun_stand', '스탠드'),
      one('yoksil', 'light.bathroom', '욕실 조명'),
      one('yoksil', 'fan.bathroom_fan', '욕실 환풍기'),
      one('yoksil', 'sensor.bathroom_humidity', '욕실 습도', HUMID),
      one('hyeongwan', 'light.entrance', '현관 조명'),
      {
        name: '현관문',
        area: 'hyeongwan',
        entities: [
          ['lock.front_door', '현관문 도어락'],
          ['binary_sensor.front_door', '현관문 센서', DOOR],
        ],
      },
      one('beranda', 'switch.washer', '세탁기'),
      one('beranda', 'climate.boiler', '보일러', {
        attributes: { hvac_modes: ['off', 'heat'], min_temp: 10, max_temp: 45 },
      }),
    ],
    loose: [['todo.shopping_list', '장보기 목록'], ['todo.emart', '이마트'], FORECAST],
  },
  cases: [
    c('ordinary', '티비', ['media_player.living_room_tv']),
    c('ordinary', '거실 메인등', ['light.living_room_main']),
    c('ordinary', '주방 불', ['light.kitchen']),
    c('ordinary', '보일러', ['climate.boiler']),
    c('ordinary', '안방 커튼', ['cover.bedroom_curtain']),
    c('ordinary', '안방 불', ['light.bedroom']),
    c('ordinary', '욕실 환풍기', ['fan.bathroom_fan']),
    c('ordinary', '화장실 불', ['light.bathroom']),
    c('ordinary', '현관 불', ['light.entrance']),
    c('ordinary', '세탁기', ['switch.washer']),
    c('ordinary', '거실 에어컨', ['climate.living_room_ac']),
    c('ordinary', '로봇청소기', ['vacuum.roborock_s7']),
    c('ordinary', '밥솥', ['switch.rice_cooker']),
    c('ordinary', '안방 에어컨', ['climate.bedroom_ac']),
    c('ask-one', '에어컨', { ask: ['climate.living_room_ac', 'climate.bedroom_ac'] }),
    c('ask-one', '에어컨 둘 다', ['climate.living_room_ac', 'climate.bedroom_ac']),
    c('name-wins', '거실 간접 조명', ['light.living_room_indirect']),
    c('activity', '안방 밝기', ['light.bedroom']),
    c('activity', '물걸레 청소', ['vacuum.roborock_s7']),
    c('activity', '바깥 기온', ['weather.forecast_home']),
    c('device-sensor', '현관문 열려 있어', ['binary_sensor.front_door']),
    c('device-sensor', '현관문 잠가', ['lock.front_door']),
    c('named-after', '장보기 목록', ['todo.shopping_list']),
    c('named-after', '서윤이 방 불', ['light.seoyun_stand']),
    c('hidden-similar', '카카오 미니', 'not-exposed'),
    c('brand', '로보락', ['vacuum.roborock_s7']),
  ],
};

/** A Tokyo mansion flat on the third floor: ceiling lights in two rooms, a Roomba, a hidden Echo Show. */
const tokyo: EvalSuite = {
  home: {
    id: 's26_tokyo',
    language: 'ja',
    floors: [['floor_3', '3階', 3]],
    areas: [
      ['genkan', '玄関', 'floor_3'],
      ['living', 'リビング', 'floor_3'],
      ['kitchen', 'キッチン', 'floor_3'],
      ['shinshitsu', '寝室', 'floor_3'],
      ['hina', '陽菜の部屋', 'floor_3'],
      ['senmenjo', '洗面所', 'floor_3'],
      ['veranda', 'ベランダ', 'floor_3'],
    ],
    devices: [
      one('living', 'light.living_ceiling', 'リビング シーリングライト'),
      one('living', 'light.floor_lamp', 'フロアランプ'),
      one('living', 'media_player.living_tv', 'リビング テレビ', TV),
      one('living', 'climate.living_aircon', 'リビング エアコン', AIRCON),
      one('living', 'vacuum.roomba', 'Roomba'),
      one('kitchen', 'light.kitchen', 'キッチン照明'),
      one('kitchen', 'switch.rice_cooker', '炊飯器'),
      one('kitchen', 'switch.kettle', '電気ケトル'),
      one('kitchen', 'media_player.kitchen_speaker', 'キッチン スピーカー', SPEAKER),
      one('shinshitsu', 'light.bedroom_ceiling', '寝室 シーリングライト'),
      one('shinshitsu', 'cover.bedroom_curtain', '寝室 カーテン', CURTAIN),
      one('shinshitsu', 'climate.bedroom_aircon', '寝室 エアコン', AIRCON),
      one('shinshitsu', 'media_player.echo_show', 'Echo Show 寝室', { ...SPEAKER, hidden: true }),
      one('hina', 'light.desk_light', 'デスクライト'),
      one('senmenjo', 'fan.kankisen', '換気扇'),
      one('senmenjo', 'sensor.senmenjo_humidity', '洗面所 湿度', HUMID),
      one('genkan', 'light.entrance', '玄関 照明'),
      {
        name: '玄関ドア',
        area: 'genkan',
        entities: [
          ['lock.front_door', '玄関ドア ロック'],
          ['binary_sensor.front_door', '玄関ドア センサー', DOOR],
        ],
      },
      one('veranda', 'sensor.veranda_temperature', 'ベランダ 温度', TEMP),
    ],
    loose: [
      ['todo.shopping_list', '買い物リスト'],
      ['todo.aeon', 'イオン'],
    ],
  },
  cases: [
    c('ordinary', 'テレビ', ['media_player.living_tv']),
    c('ordinary', 'フロアランプ', ['light.floor_lamp']),
    c('ordinary', 'キッチンの電気', ['light.kitchen']),
    c('ordinary', '炊飯器', ['switch.rice_cooker']),
    c('ordinary', 'ケトル', ['switch.kettle']),
    c('ordinary', '寝室のカーテン', ['cover.bedroom_curtain']),
    c('ordinary', 'リビングのエアコン', ['climate.living_aircon']),
    c('ordinary', '寝室のエアコン', ['climate.bedroom_aircon']),
    c('ordinary', '換気扇', ['fan.kankisen']),
    c('ordinary', '玄関の電気', ['light.entrance']),
    c('ordinary', 'お掃除ロボット', ['vacuum.roomba']),
    c('ordinary', 'エアコン全部', ['climate.living_aircon', 'climate.bedroom_aircon']),
    c('ordinary', 'キッチンのライト', ['light.kitchen']),
    c('ordinary', '寝室の電気', ['light.bedroom_ceiling']),
    c('ask-one', 'シーリングライト', { ask: ['light.living_ceiling', 'light.bedroom_ceiling'] }),
    c('ask-one', '両方のシーリングライト', ['light.living_ceiling', 'light.bedroom_ceiling']),
    c('name-wins', 'リビングのシーリング', ['light.living_ceiling']),
    c('activity', 'キッチンで音楽', ['media_player.kitchen_speaker']),
    c('activity', '外の気温', ['sensor.veranda_temperature']),
    c('device-sensor', '玄関のドア開いてる', ['binary_sensor.front_door']),
    c('device-sensor', '玄関の鍵閉めて', ['lock.front_door']),
    c('named-after', '買い物リスト', ['todo.shopping_list']),
    c('named-after', '陽菜の部屋の電気', ['light.desk_light']),
    c('hidden-similar', '寝室のエコー', 'not-exposed'),
    c('brand', 'ルンバ', ['vacuum.roomba']),
  ],
};

/** A Shanghai duplex (复式): LED strips, two desk lamps, a Dyson fan, a hidden bathroom heater (浴霸). */
const shanghai: EvalSuite = {
  home: {
    id: 's26_shanghai',
    language: 'zh',
    floors: [
      ['yilou', '一楼', 1],
      ['erlou', '二楼', 2],
    ],
    areas: [
      ['xuanguan', '玄关', 'yilou'],
      ['keting', '客厅', 'yilou'],
      ['chufang', '厨房', 'yilou'],
      ['weishengjian', '卫生间', 'yilou'],
      ['zhuwo', '主卧', 'erlou'],
      ['duoduo', '朵朵的房间', 'erlou'],
      ['shufang', '书房', 'erlou'],
      ['yangtai', '阳台', 'erlou'],
    ],
    devices: [
      one('keting', 'light.living_main', '客厅主灯'),
      one('keting', 'light.living_strip', '客厅灯带'),
      one('keting', 'media_player.xiaomi_tv', '小米电视', TV),
      one('keting', 'climate.living_ac', '客厅空调', AIRCON),
      one('keting', 'vacuum.sweeper', '扫地机器人'),
      one('chufang', 'light.kitchen', '厨房灯'),
      one('chufang', 'switch.kettle', '烧水壶'),
      one('weishengjian', 'light.bathroom', '卫生间灯'),
      one('weishengjian', 'sensor.bathroom_humidity', '卫生间湿度', HUMID),
      one('weishengjian', 'switch.yuba', '浴霸', { hidden: true }),
      {
        name: '入户门',
        area: 'xuanguan',
        entities: [
          ['lock.front_door', '入户门 门锁'],
          ['binary_sensor.front_door', '入户门 门磁', DOOR],
        ],
      },
      one('zhuwo', 'light.bedroom_main', '主卧灯'),
      one('zhuwo', 'light.bedroom_desk', '主卧台灯'),
      one('zhuwo', 'cover.bedroom_curtain', '主卧窗帘', CURTAIN),
      one('zhuwo', 'climate.bedroom_ac', '主卧空调', AIRCON),
      one('shufang', 'light.study_desk', '书房台灯'),
      one('shufang', 'fan.dyson', 'Dyson 风扇'),
      one('duoduo', 'light.night_light', '小夜灯'),
      one('yangtai', 'switch.washer', '洗衣机'),
      one('yangtai', 'valve.balcony_watering', '阳台浇花', WATER),
    ],
    loose: [['todo.shopping_list', '购物清单'], ['todo.hema', '盒马'], FORECAST],
  },
  cases: [
    c('ordinary', '电视', ['media_player.xiaomi_tv']),
    c('ordinary', '客厅主灯', ['light.living_main']),
    c('ordinary', '客厅灯带', ['light.living_strip']),
    c('ordinary', '厨房的灯', ['light.kitchen']),
    c('ordinary', '烧水壶', ['switch.kettle']),
    c('ordinary', '主卧窗帘', ['cover.bedroom_curtain']),
    c('ordinary', '客厅空调', ['climate.living_ac']),
    c('ordinary', '卫生间的灯', ['light.bathroom']),
    c('ordinary', '洗衣机', ['switch.washer']),
    c('ordinary', '扫地机', ['vacuum.sweeper']),
    c('ordinary', '楼上的灯', [
      'light.bedroom_main',
      'light.bedroom_desk',
      'light.study_desk',
      'light.night_light',
    ]),
    c('ordinary', '一楼所有的灯', [
      'light.living_main',
      'light.living_strip',
      'light.kitchen',
      'light.bathroom',
    ]),
    c('ordinary', '书房的风扇', ['fan.dyson']),
    c('ordinary', '主卧的空调', ['climate.bedroom_ac']),
    c('ask-one', '台灯', { ask: ['light.bedroom_desk', 'light.study_desk'] }),
    c('ask-one', '两个台灯', ['light.bedroom_desk', 'light.study_desk']),
    c('name-wins', '主卧的台灯', ['light.bedroom_desk']),
    c('activity', '拖地', ['vacuum.sweeper']),
    c('activity', '浇花', ['valve.balcony_watering']),
    c('activity', '外面多少度', ['weather.forecast_home']),
    c('device-sensor', '入户门开着吗', ['binary_sensor.front_door']),
    c('device-sensor', '锁上入户门', ['lock.front_door']),
    c('named-after', '购物清单', ['todo.shopping_list']),
    c('named-after', '朵朵房间的灯', ['light.night_light']),
    c('hidden-similar', '浴霸', 'not-exposed'),
    c('brand', '戴森', ['fan.dyson']),
  ],
};

export const HOMES_C: readonly EvalSuite[] = [seoul, tokyo, shanghai];
