// Unseen slice: do not read while changing the resolver.
// Slice 25, homes in Danish, Korean, Japanese and Chinese: default integration names (Hue, Shelly, Aqara,
// IKEA, Sonos, Roborock, Xiaomi, SwitchBot, Yeelight, Gree, Navien, Daikin, iRobot) in Latin script
// beside names the household gave in its own script, asked for in the household's language.
import { c, type EvalEntity, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';
type Options = EvalEntity[2];
const temperature: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const humidity: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
const battery: Options = {
  deviceClass: 'battery',
  category: 'diagnostic',
  attributes: { unit_of_measurement: '%' },
};
const speaker: Options = { deviceClass: 'speaker' };
const tv: Options = { deviceClass: 'tv' };
const water: Options = { deviceClass: 'water' };
const radiator: Options = { attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30 } };
const weather: Options = { attributes: { temperature: 14, humidity: 70, temperature_unit: '°C' } };

/** An Aqara (or other Zigbee) contact sensor as ZHA leaves it: the contact and its battery. */
function contact(area: string, id: string, name: string, deviceClass: string) {
  return {
    name,
    area,
    entities: [
      [`binary_sensor.${id}`, name, { deviceClass }] as EvalEntity,
      [`sensor.${id}_battery`, `${name} Battery`, battery] as EvalEntity,
    ],
  };
}

/** A temperature and humidity sensor (Aqara, Xiaomi, SwitchBot) with its two readings. */
function climateSensor(area: string, id: string, name: string, words: [string, string]) {
  return {
    name,
    area,
    entities: [
      [`sensor.${id}_temperature`, `${name} ${words[0]}`, temperature] as EvalEntity,
      [`sensor.${id}_humidity`, `${name} ${words[1]}`, humidity] as EvalEntity,
    ],
  };
}

const aircon = (modes: string[]): Options => ({
  attributes: { hvac_modes: modes, min_temp: 16, max_temp: 30 },
});

const skovhuset: EvalSuite = {
  home: {
    id: 's25_skovhuset',
    language: 'da',
    floors: [
      ['kaelder', 'Kælder', -1],
      ['stueetage', 'Stueetage', 0],
      ['forste_sal', '1. sal', 1],
    ],
    areas: [
      ['stue', 'Stue', 'stueetage'],
      ['kokken', 'Køkken', 'stueetage'],
      ['entre', 'Entré', 'stueetage'],
      ['kontor', 'Kontor', 'stueetage'],
      ['bryggers', 'Bryggers', 'kaelder'],
      ['sovevaerelse', 'Soveværelse', 'forste_sal'],
      ['freja', 'Freja', 'forste_sal'],
      ['badevaerelse', 'Badeværelse', 'forste_sal'],
      ['have', 'Have', null],
    ],
    devices: [
      one('stue', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('stue', 'light.hue_color_lamp_2', 'Hue color lamp 2'),
      one('stue', 'media_player.stue', 'Stue', speaker),
      one('stue', 'media_player.samsung_q70_series_65', 'Samsung Q70 Series (65)', tv),
      one('stue', 'climate.eurotronic_spirit', 'Eurotronic Spirit', radiator),
      one('stue', 'vacuum.roborock_s7_maxv', 'Roborock S7 MaxV'),
      one('kokken', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('kokken', 'switch.kaffemaskine', 'Kaffemaskine'),
      one('kokken', 'switch.shelly_plug_s', 'Shelly Plug S'),
      one('kokken', 'fan.emhaette', 'Emhætte'),
      one('entre', 'lock.hoveddor', 'Hoveddør'),
      contact('entre', 'hoveddor_sensor', 'Hoveddør sensor', 'door'),
      one('kontor', 'light.hue_go', 'Hue go'),
      one('bryggers', 'switch.vaskemaskine', 'Vaskemaskine'),
      one('bryggers', 'switch.torretumbler', 'Tørretumbler'),
      one('sovevaerelse', 'light.natlampe', 'Natlampe'),
      one('sovevaerelse', 'cover.gardin_sovevaerelse', 'Gardin soveværelse', { deviceClass: 'curtain' }),
      one('freja', 'light.tradfri_bulb', 'TRADFRI bulb'),
      one('freja', 'light.natlampe_freja', 'Natlampe Freja', { hidden: true }),
      one('badevaerelse', 'switch.gulvvarme', 'Gulvvarme'),
      climateSensor(
        'badevaerelse',
        'aqara_temperature_and_humidity_sensor',
        'Aqara Temperature and Humidity Sensor',
        ['Temperatur', 'Luftfugtighed'],
      ),
      one(
        'have',
        'valve.gardena_smart_irrigation_control_valve_1',
        'GARDENA smart Irrigation Control Valve 1',
        water,
      ),
    ],
    loose: [
      ['todo.indkobsliste', 'Indkøbsliste'],
      ['todo.netto', 'Netto'],
      ['weather.forecast_hjem', 'Forecast Hjem', weather],
    ],
  },
  cases: [
    c('ordinary', 'termostaten', ['climate.eurotronic_spirit']),
    c('ordinary', 'radiatoren i stuen', ['climate.eurotronic_spirit']),
    c('ordinary', 'fjernsynet i stuen', ['media_player.samsung_q70_series_65']),
    c('ordinary', 'lampen i køkkenet', ['light.hue_white_lamp_1']),
    c('ordinary', 'kaffemaskinen', ['switch.kaffemaskine']),
    c('ordinary', 'stikkontakten i køkkenet', ['switch.shelly_plug_s']),
    c('ordinary', 'emhætten', ['fan.emhaette']),
    c('ordinary', 'gardinet i soveværelset', ['cover.gardin_sovevaerelse']),
    c('ordinary', 'vaskemaskinen', ['switch.vaskemaskine']),
    c('ordinary', 'gulvvarmen på badeværelset', ['switch.gulvvarme']),
    c('ordinary', 'temperaturen på badeværelset', [
      'sensor.aqara_temperature_and_humidity_sensor_temperature',
    ]),
    c('ordinary', 'støvsugeren', ['vacuum.roborock_s7_maxv']),
    c('ordinary', 'indkøbslisten', ['todo.indkobsliste']),
    c('ordinary', 'lyset ovenpå', ['light.natlampe', 'light.tradfri_bulb']),
    c('ask-one', 'lampen i stuen', { ask: ['light.hue_color_lamp_1', 'light.hue_color_lamp_2'] }),
    c('ask-one', 'begge lamper i stuen', ['light.hue_color_lamp_1', 'light.hue_color_lamp_2']),
    c('name-wins', 'stikket til kaffemaskinen', ['switch.kaffemaskine']),
    c('activity', 'musik i stuen', ['media_player.stue']),
    c('activity', 'vanding af haven', ['valve.gardena_smart_irrigation_control_valve_1']),
    c('device-sensor', 'er hoveddøren åben', ['binary_sensor.hoveddor_sensor']),
    c('device-sensor', 'lås hoveddøren op', ['lock.hoveddor']),
    c('named-after', 'Netto-listen', ['todo.netto']),
    c('named-after', 'lyset i Frejas værelse', ['light.tradfri_bulb']),
    c('hidden-similar', 'natlampen i soveværelset', ['light.natlampe']),
    c('hidden-similar', 'natlampen hos Freja', 'not-exposed'),
    c('brand', 'roborocken', ['vacuum.roborock_s7_maxv']),
  ],
};

const hanbit: EvalSuite = {
  home: {
    id: 's25_hanbit',
    language: 'ko',
    floors: [
      ['first', '1층', 0],
      ['second', '2층', 1],
    ],
    areas: [
      ['geosil', '거실', 'first'],
      ['jubang', '주방', 'first'],
      ['hyeongwan', '현관', 'first'],
      ['seojae', '서재', 'first'],
      ['beranda', '베란다', 'first'],
      ['anbang', '안방', 'second'],
      ['jiu', '지우', 'second'],
      ['yoksil', '욕실', 'second'],
    ],
    devices: [
      one('geosil', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('geosil', 'light.mudeungdeung', '무드등'),
      one('geosil', 'media_player.samsung_8_series_65', 'Samsung 8 Series (65)', tv),
      one('geosil', 'media_player.living_room_speaker', 'Living Room speaker', speaker),
      one('geosil', 'climate.eeokeon', '에어컨', aircon(['off', 'cool', 'dry', 'fan_only'])),
      one('geosil', 'climate.navien_nr_40d', 'Navien NR-40D', aircon(['off', 'heat'])),
      one('geosil', 'vacuum.xiaomi_robot_vacuum_x20', 'Xiaomi Robot Vacuum X20'),
      one('jubang', 'light.jubang_jomyeong', '주방 조명'),
      one('jubang', 'switch.mi_smart_plug', 'Mi Smart Plug'),
      one('jubang', 'switch.jeongibapsot', '전기밥솥'),
      one('hyeongwan', 'lock.hyeongwanmun', '현관문'),
      contact('hyeongwan', 'hyeongwanmun_senseo', '현관문 센서', 'door'),
      one('seojae', 'light.hue_go', 'Hue go'),
      one('beranda', 'light.beranda_jomyeong', '베란다 조명'),
      one('anbang', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('anbang', 'fan.xiaomi_smart_air_purifier_4', 'Xiaomi Smart Air Purifier 4'),
      one('anbang', 'vacuum.roborock_s7', 'Roborock S7'),
      one('anbang', 'media_player.anbang_seupikeo', '안방 스피커', { ...speaker, hidden: true }),
      one('jiu', 'light.aqara_led_bulb_t1', 'Aqara LED Bulb T1'),
      climateSensor(
        'yoksil',
        'aqara_temperature_and_humidity_sensor',
        'Aqara Temperature and Humidity Sensor',
        ['온도', '습도'],
      ),
    ],
    loose: [
      ['todo.jangbogi_mogrog', '장보기 목록'],
      ['todo.emart', '이마트'],
      ['weather.forecast_jib', 'Forecast 집', weather],
    ],
  },
  cases: [
    c('ordinary', '거실 에어컨', ['climate.eeokeon']),
    c('ordinary', '보일러', ['climate.navien_nr_40d']),
    c('ordinary', '거실 티비', ['media_player.samsung_8_series_65']),
    c('ordinary', '주방 불', ['light.jubang_jomyeong']),
    c('ordinary', '주방 플러그', ['switch.mi_smart_plug']),
    c('ordinary', '전기밥솥', ['switch.jeongibapsot']),
    c('ordinary', '서재 스탠드', ['light.hue_go']),
    c('ordinary', '안방 불', ['light.hue_white_lamp_1']),
    c('ordinary', '공기청정기', ['fan.xiaomi_smart_air_purifier_4']),
    c('ordinary', '욕실 습도', ['sensor.aqara_temperature_and_humidity_sensor_humidity']),
    c('ordinary', '베란다 조명', ['light.beranda_jomyeong']),
    c('ordinary', '장보기 목록', ['todo.jangbogi_mogrog']),
    c('ordinary', '2층 조명 전부', ['light.hue_white_lamp_1', 'light.aqara_led_bulb_t1']),
    c('ask-one', '로봇청소기', { ask: ['vacuum.xiaomi_robot_vacuum_x20', 'vacuum.roborock_s7'] }),
    c('ask-one', '로봇청소기 둘 다', ['vacuum.xiaomi_robot_vacuum_x20', 'vacuum.roborock_s7']),
    c('name-wins', '거실 무드등', ['light.mudeungdeung']),
    c('activity', '거실에서 음악', ['media_player.living_room_speaker']),
    c('activity', '2층 물걸레 청소', ['vacuum.roborock_s7']),
    c('device-sensor', '현관문 열려 있어', ['binary_sensor.hyeongwanmun_senseo']),
    c('device-sensor', '현관문 잠가', ['lock.hyeongwanmun']),
    c('named-after', '이마트 목록', ['todo.emart']),
    c('named-after', '지우 방 불', ['light.aqara_led_bulb_t1']),
    c('hidden-similar', '안방 스피커', 'not-exposed'),
    c('brand', '로보락', ['vacuum.roborock_s7']),
    c('brand', '샤오미 공기청정기', ['fan.xiaomi_smart_air_purifier_4']),
  ],
};

const sakura: EvalSuite = {
  home: {
    id: 's25_sakura',
    language: 'ja',
    floors: [
      ['ikkai', '1階', 0],
      ['nikai', '2階', 1],
    ],
    areas: [
      ['ribingu', 'リビング', 'ikkai'],
      ['kitchen', 'キッチン', 'ikkai'],
      ['genkan', '玄関', 'ikkai'],
      ['shosai', '書斎', 'ikkai'],
      ['washitsu', '和室', 'ikkai'],
      ['shinshitsu', '寝室', 'nikai'],
      ['yui', 'ゆい', 'nikai'],
      ['senmenjo', '洗面所', 'nikai'],
      ['niwa', '庭', null],
    ],
    devices: [
      one('ribingu', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('ribingu', 'light.kansetsu_shomei', '間接照明'),
      one('ribingu', 'media_player.bravia_xrj_55a80j', 'BRAVIA XRJ-55A80J', tv),
      one('ribingu', 'media_player.sonos_one', 'Sonos One', speaker),
      one(
        'ribingu',
        'climate.daikin_risora',
        'Daikin risora',
        aircon(['off', 'heat', 'cool', 'dry', 'fan_only', 'heat_cool']),
      ),
      one('ribingu', 'vacuum.roomba_j7', 'Roomba j7'),
      one('kitchen', 'light.kitchen_shomei', 'キッチン照明'),
      one('kitchen', 'switch.denki_ketoru', '電気ケトル'),
      one('genkan', 'lock.genkan_doa', '玄関ドア'),
      contact('genkan', 'genkan_doa_sensa', '玄関ドア センサー', 'door'),
      one('shosai', 'light.hue_go', 'Hue go'),
      one('shosai', 'switch.plug_mini_7c', 'Plug Mini 7C'),
      one('shosai', 'switch.plug_mini_a4', 'Plug Mini A4'),
      one('washitsu', 'light.washitsu_shomei', '和室照明', { hidden: true }),
      one('shinshitsu', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('shinshitsu', 'cover.switchbot_curtain', 'SwitchBot Curtain', { deviceClass: 'curtain' }),
      one('shinshitsu', 'climate.shinshitsu_eakon', '寝室エアコン', aircon(['off', 'heat', 'cool', 'dry'])),
      one('yui', 'light.aqara_led_bulb_t1', 'Aqara LED Bulb T1'),
      climateSensor('senmenjo', 'switchbot_meter', 'SwitchBot Meter', ['温度', '湿度']),
      one('niwa', 'valve.sonoff_smart_water_valve', 'SONOFF Smart Water Valve', water),
    ],
    loose: [
      ['todo.kaimono_risuto', '買い物リスト'],
      ['todo.aeon', 'イオン'],
      ['weather.forecast_jitaku', 'Forecast 自宅', weather],
    ],
  },
  cases: [
    c('ordinary', '寝室のエアコン', ['climate.shinshitsu_eakon']),
    c('ordinary', 'リビングのテレビ', ['media_player.bravia_xrj_55a80j']),
    c('ordinary', 'キッチンの電気', ['light.kitchen_shomei']),
    c('ordinary', '電気ケトル', ['switch.denki_ketoru']),
    c('ordinary', '書斎のライト', ['light.hue_go']),
    c('ordinary', '寝室の電気', ['light.hue_white_lamp_1']),
    c('ordinary', '寝室のカーテン', ['cover.switchbot_curtain']),
    c('ordinary', '洗面所の湿度', ['sensor.switchbot_meter_humidity']),
    c('ordinary', '洗面所の温度', ['sensor.switchbot_meter_temperature']),
    c('ordinary', '掃除機', ['vacuum.roomba_j7']),
    c('ordinary', '買い物リスト', ['todo.kaimono_risuto']),
    c('ordinary', '2階の電気', ['light.hue_white_lamp_1', 'light.aqara_led_bulb_t1']),
    c('ordinary', 'リビングのエアコン', ['climate.daikin_risora']),
    c('ask-one', '書斎のプラグ', { ask: ['switch.plug_mini_7c', 'switch.plug_mini_a4'] }),
    c('ask-one', '書斎のプラグ両方', ['switch.plug_mini_7c', 'switch.plug_mini_a4']),
    c('name-wins', 'リビングの間接照明', ['light.kansetsu_shomei']),
    c('activity', 'リビングで音楽', ['media_player.sonos_one']),
    c('activity', '庭の水やり', ['valve.sonoff_smart_water_valve']),
    c('activity', '外の気温', ['weather.forecast_jitaku']),
    c('device-sensor', '玄関のドア開いてる', ['binary_sensor.genkan_doa_sensa']),
    c('device-sensor', '玄関の鍵を開けて', ['lock.genkan_doa']),
    c('named-after', 'イオンのリスト', ['todo.aeon']),
    c('named-after', 'ゆいの部屋の電気', ['light.aqara_led_bulb_t1']),
    c('hidden-similar', '和室の電気', 'not-exposed'),
    c('brand', 'ルンバ', ['vacuum.roomba_j7']),
    c('brand', 'ダイキンのエアコン', ['climate.daikin_risora']),
  ],
};

const duoduo: EvalSuite = {
  home: {
    id: 's25_duoduo',
    language: 'zh',
    floors: [
      ['yilou', '一楼', 0],
      ['erlou', '二楼', 1],
    ],
    areas: [
      ['keting', '客厅', 'yilou'],
      ['chufang', '厨房', 'yilou'],
      ['xuanguan', '玄关', 'yilou'],
      ['shufang', '书房', 'yilou'],
      ['yangtai', '阳台', 'yilou'],
      ['zhuwo', '主卧', 'erlou'],
      ['duoduo', '朵朵', 'erlou'],
      ['weishengjian', '卫生间', 'erlou'],
    ],
    devices: [
      one('keting', 'light.yeelight_ceiling_light', 'Yeelight Ceiling Light'),
      one('keting', 'light.yeelight_lightstrip', 'Yeelight Lightstrip'),
      one('keting', 'media_player.xiaomi_tv_ea55', '小米电视 EA55', tv),
      one('keting', 'media_player.xiaoai_speaker_pro', '小爱音箱 Pro', speaker),
      one('keting', 'climate.mijia_kongtiao', '米家空调', aircon(['off', 'cool', 'heat', 'dry', 'fan_only'])),
      one('keting', 'fan.xiaomi_air_purifier_4', '小米空气净化器 4'),
      one('keting', 'vacuum.shitou_saodi_jiqiren_g10', '石头扫地机器人 G10'),
      one('chufang', 'light.chufang_deng', '厨房灯'),
      one('chufang', 'switch.xiaomi_smart_plug_3', '小米智能插座3'),
      one('chufang', 'switch.dianfanbao', '电饭煲'),
      one('xuanguan', 'lock.ruhumen', '入户门'),
      contact('xuanguan', 'ruhumen_menci', '入户门 门磁', 'door'),
      one('shufang', 'light.mijia_taideng_1s', '米家台灯 1S'),
      one('yangtai', 'valve.zhineng_shuifa', '智能水阀', water),
      one('zhuwo', 'light.zhuwo_deng', '主卧灯'),
      one('zhuwo', 'cover.aqara_curtain_driver_e1', 'Aqara Curtain Driver E1', { deviceClass: 'curtain' }),
      one(
        'zhuwo',
        'climate.gree_air_conditioner',
        'Gree Air Conditioner',
        aircon(['off', 'cool', 'heat', 'dry']),
      ),
      one('zhuwo', 'media_player.xiaoai_speaker', '小爱音箱', { ...speaker, hidden: true }),
      one('duoduo', 'light.yeelight_color_bulb', 'Yeelight Color Bulb'),
      one('weishengjian', 'switch.yuba', '浴霸'),
      climateSensor('weishengjian', 'mijia_wenshiduji_2', '米家温湿度计2', ['温度', '湿度']),
    ],
    loose: [
      ['todo.gouwu_qingdan', '购物清单'],
      ['todo.hema', '盒马'],
      ['weather.forecast_jia', 'Forecast 家', weather],
    ],
  },
  cases: [
    c('ordinary', '客厅吸顶灯', ['light.yeelight_ceiling_light']),
    c('ordinary', '客厅空调', ['climate.mijia_kongtiao']),
    c('ordinary', '主卧空调', ['climate.gree_air_conditioner']),
    c('ordinary', '厨房的灯', ['light.chufang_deng']),
    c('ordinary', '厨房插座', ['switch.xiaomi_smart_plug_3']),
    c('ordinary', '书房台灯', ['light.mijia_taideng_1s']),
    c('ordinary', '主卧窗帘', ['cover.aqara_curtain_driver_e1']),
    c('ordinary', '卫生间湿度', ['sensor.mijia_wenshiduji_2_humidity']),
    c('ordinary', '浴霸', ['switch.yuba']),
    c('ordinary', '净化器', ['fan.xiaomi_air_purifier_4']),
    c('ordinary', '购物清单', ['todo.gouwu_qingdan']),
    c('ordinary', '二楼的灯', ['light.zhuwo_deng', 'light.yeelight_color_bulb']),
    c('ordinary', '电视', ['media_player.xiaomi_tv_ea55']),
    c('ask-one', '空调', { ask: ['climate.mijia_kongtiao', 'climate.gree_air_conditioner'] }),
    c('ask-one', '两个空调', ['climate.mijia_kongtiao', 'climate.gree_air_conditioner']),
    c('name-wins', '客厅灯带', ['light.yeelight_lightstrip']),
    c('activity', '客厅放音乐', ['media_player.xiaoai_speaker_pro']),
    c('activity', '拖地', ['vacuum.shitou_saodi_jiqiren_g10']),
    c('activity', '阳台浇花', ['valve.zhineng_shuifa']),
    c('device-sensor', '入户门开着吗', ['binary_sensor.ruhumen_menci']),
    c('device-sensor', '锁上入户门', ['lock.ruhumen']),
    c('named-after', '盒马的清单', ['todo.hema']),
    c('named-after', '朵朵房间的灯', ['light.yeelight_color_bulb']),
    c('hidden-similar', '主卧音箱', 'not-exposed'),
    c('brand', 'roborock', ['vacuum.shitou_saodi_jiqiren_g10']),
    c('brand', '格力空调', ['climate.gree_air_conditioner']),
  ],
};

export const HOMES_C: readonly EvalSuite[] = [skovhuset, hanbit, sakura, duoduo];
