// A Taiwanese apartment named in Traditional characters (the Taiwan words: 冷氣 for the air conditioner,
// 除濕機, 鐵捲門), asked in Traditional and in Simplified characters, as a speech recogniser set to
// Mandarin may write either.
import { c, type EvalSuite } from './eval-home.js';

const LIVING_LIGHTS = ['light.keting_diaodeng', 'light.keting_dengtiao'];

export const taipei: EvalSuite = {
  home: {
    id: 'taipei',
    language: 'zh',
    floors: [
      ['yilou', '一樓', 0],
      ['erlou', '二樓', 1],
    ],
    areas: [
      ['keting', '客廳', 'yilou'],
      ['chufang', '廚房', 'yilou'],
      ['yangtai', '陽台', 'yilou'],
      ['zhuwo', '主臥室', 'erlou'],
      ['xiaohai', '小孩房', 'erlou'],
      ['yushi', '浴室', 'erlou'],
    ],
    devices: [
      { name: '客廳吊燈', area: 'keting', entities: [['light.keting_diaodeng', '客廳吊燈']] },
      { name: '客廳燈條', area: 'keting', entities: [['light.keting_dengtiao', '客廳燈條']] },
      { name: '廚房燈', area: 'chufang', entities: [['light.chufang', '廚房燈']] },
      { name: '主臥燈', area: 'zhuwo', entities: [['light.zhuwo', '主臥燈']] },
      { name: '小孩房夜燈', area: 'xiaohai', entities: [['light.xiaohai_yedeng', '小孩房夜燈']] },
      { name: '客廳冷氣', area: 'keting', entities: [['climate.keting_lengqi', '客廳冷氣']] },
      { name: '主臥冷氣', area: 'zhuwo', entities: [['climate.zhuwo_lengqi', '主臥冷氣']] },
      {
        name: '除濕機',
        area: 'zhuwo',
        entities: [
          ['humidifier.chushiji', '除濕機', { deviceClass: 'dehumidifier' }],
          ['sensor.chushiji_shidu', '除濕機濕度', { deviceClass: 'humidity' }],
        ],
      },
      { name: '浴室抽風機', area: 'yushi', entities: [['fan.yushi_choufengji', '浴室抽風機']] },
      {
        name: '鐵捲門',
        area: 'yangtai',
        entities: [['cover.tiejuanmen', '鐵捲門', { deviceClass: 'shutter' }]],
      },
      {
        name: '客廳窗簾',
        area: 'keting',
        entities: [['cover.keting_chuanglian', '客廳窗簾', { deviceClass: 'curtain' }]],
      },
      {
        name: '電視',
        area: 'keting',
        entities: [['media_player.dianshi', '客廳電視', { deviceClass: 'tv' }]],
      },
      { name: '掃地機器人', area: 'keting', entities: [['vacuum.saodi', '掃地機器人']] },
      {
        name: '熱水器',
        area: 'yangtai',
        entities: [
          ['switch.reshuiqi', '熱水器'],
          ['sensor.reshuiqi_gonglv', '熱水器功率', { deviceClass: 'power' }],
        ],
      },
    ],
    loose: [['todo.maicai', '買菜清單']],
  },
  cases: [
    c('name', '客廳吊燈', ['light.keting_diaodeng']),
    c('name', '鐵捲門', ['cover.tiejuanmen']),
    c('name', '除濕機', ['humidifier.chushiji']),
    c('particles', '客廳的燈', LIVING_LIGHTS),
    c('particles', '主臥室的冷氣', ['climate.zhuwo_lengqi']),
    c('device-sensors', '除濕機濕度', ['sensor.chushiji_shidu']),
    c('device-sensors', '熱水器功率', ['sensor.reshuiqi_gonglv']),
    c('floors', '二樓的燈', ['light.zhuwo', 'light.xiaohai_yedeng']),
    c('kinds media', '電視', ['media_player.dianshi']),
    c('kinds vacuum', '掃地機', ['vacuum.saodi']),
    // Asked in Simplified characters: the same home.
    c('script', '客厅的灯', LIVING_LIGHTS),
    c('script', '客厅吊灯', ['light.keting_diaodeng']),
    c('script', '主卧冷气', ['climate.zhuwo_lengqi']),
    c('script', '除湿机', ['humidifier.chushiji']),
    c('script', '铁卷门', ['cover.tiejuanmen']),
    c('script', '浴室抽风机', ['fan.yushi_choufengji']),
    c('script', '小孩房夜灯', ['light.xiaohai_yedeng']),
    c('script', '热水器', ['switch.reshuiqi']),
    c('script', '二楼的灯', ['light.zhuwo', 'light.xiaohai_yedeng']),
    c('script', '买菜清单', ['todo.maicai']),
  ],
};
