// Homes shaped like other people's (issue 26) in Korean, Japanese and Chinese: brand names in
// another script than the home's, two rooms of one kind, a lock beside its door sensor, lists named
// after shops, a hidden speaker beside a similar exposed one.
import { c, type EvalSuite } from './eval-home.js';

export const busan: EvalSuite = {
  home: {
    id: 'busan',
    language: 'ko',
    floors: [],
    areas: [
      ['geosil', '거실', null],
      ['jakeunbang1', '작은방1', null],
      ['jakeunbang2', '작은방2', null],
      ['hyeongwan', '현관', null],
      ['beranda', '베란다', null],
    ],
    devices: [
      { name: '작은방1 조명', area: 'jakeunbang1', entities: [['light.room1', '작은방1 조명']] },
      { name: '작은방2 조명', area: 'jakeunbang2', entities: [['light.room2', '작은방2 조명']] },
      { name: '거실 조명', area: 'geosil', entities: [['light.geosil', '거실 조명']] },
      { name: 'Dyson', area: 'geosil', entities: [['fan.dyson', 'Dyson']] },
      { name: '로보락', area: 'geosil', entities: [['vacuum.roborock', '로보락']] },
      { name: '현관 도어락', area: 'hyeongwan', entities: [['lock.door', '현관 도어락']] },
      {
        name: '현관문',
        area: 'hyeongwan',
        entities: [['binary_sensor.door', '현관문', { deviceClass: 'door' }]],
      },
      { name: '베란다 스피커', area: 'beranda', entities: [['media_player.beranda', '베란다 스피커']] },
      {
        name: '구글 홈',
        area: 'geosil',
        entities: [['media_player.google_home', '구글 홈', { hidden: true }]],
      },
    ],
    loose: [
      ['todo.coupang', '쿠팡'],
      ['todo.jip', '집안일'],
    ],
  },
  cases: [
    c('brand', '다이슨', ['fan.dyson']),
    c('brand', 'roborock', ['vacuum.roborock']),
    c('ask-one', '작은방 조명', { ask: ['light.room1', 'light.room2'] }),
    c('ask-one', '작은방 조명 모두', ['light.room1', 'light.room2']),
    c('activity', '거실 밝기', ['light.geosil']),
    c('activity', '베란다에서 음악', ['media_player.beranda']),
    c('activity', '걸레질', ['vacuum.roborock']),
    c('device-sensor', '현관문 열려 있어', ['binary_sensor.door']),
    c('device-sensor', '현관문 잠가', ['lock.door']),
    c('named-after', '장보기 리스트', ['todo.coupang']),
    c('hidden-similar', '구글 홈', 'not-exposed'),
    c('hidden-similar', '스피커', ['media_player.beranda']),
  ],
};

export const kyoto: EvalSuite = {
  home: {
    id: 'kyoto',
    language: 'ja',
    floors: [],
    areas: [
      ['living', 'リビング', null],
      ['washitsu', '和室', null],
      ['niwa', '庭', null],
      ['genkan', '玄関', null],
    ],
    devices: [
      { name: 'Roomba', area: 'living', entities: [['vacuum.roomba', 'Roomba']] },
      { name: 'ソノス', area: 'living', entities: [['media_player.sonos', 'ソノス']] },
      { name: '庭の散水', area: 'niwa', entities: [['valve.niwa', '庭の散水']] },
      { name: '和室照明', area: 'washitsu', entities: [['light.washitsu', '和室照明']] },
      { name: 'スマートロック', area: 'genkan', entities: [['lock.genkan', 'スマートロック']] },
      {
        name: '玄関ドア',
        area: 'genkan',
        entities: [['binary_sensor.genkan', '玄関ドア', { deviceClass: 'door' }]],
      },
      {
        name: 'Echo Show',
        area: 'washitsu',
        entities: [['media_player.echo_show', 'Echo Show', { hidden: true }]],
      },
    ],
    loose: [
      ['todo.aeon', 'イオン'],
      ['todo.kaji', '家事'],
    ],
  },
  cases: [
    c('brand', 'ルンバ', ['vacuum.roomba']),
    c('brand', 'sonos', ['media_player.sonos']),
    c('activity', '庭の水やり', ['valve.niwa']),
    c('activity', '和室の明るさ', ['light.washitsu']),
    c('device-sensor', '玄関のドア開いてる', ['binary_sensor.genkan']),
    c('device-sensor', '玄関の鍵をかけて', ['lock.genkan']),
    c('named-after', '買い物リスト', ['todo.aeon']),
    c('hidden-similar', 'エコーショー', 'not-exposed'),
  ],
};

export const chengdu: EvalSuite = {
  home: {
    id: 'chengdu',
    language: 'zh',
    floors: [],
    areas: [
      ['keting', '客厅', null],
      ['ertong1', '儿童房1', null],
      ['ertong2', '儿童房2', null],
      ['huayuan', '花园', null],
    ],
    devices: [
      { name: '儿童房1 吸顶灯', area: 'ertong1', entities: [['light.ertong1', '儿童房1 吸顶灯']] },
      { name: '儿童房2 吸顶灯', area: 'ertong2', entities: [['light.ertong2', '儿童房2 吸顶灯']] },
      { name: '客厅灯', area: 'keting', entities: [['light.keting', '客厅灯']] },
      { name: 'Roborock S8', area: 'keting', entities: [['vacuum.s8', 'Roborock S8']] },
      { name: '花园喷头', area: 'huayuan', entities: [['valve.huayuan', '花园喷头']] },
      { name: '客厅音箱', area: 'keting', entities: [['media_player.keting', '客厅音箱']] },
    ],
    loose: [
      ['todo.sams', '山姆'],
      ['todo.jiawu', '家务'],
    ],
  },
  cases: [
    c('brand', '石头', ['vacuum.s8']),
    c('ask-one', '儿童房的灯', { ask: ['light.ertong1', 'light.ertong2'] }),
    c('activity', '客厅亮度', ['light.keting']),
    c('activity', '拖地', ['vacuum.s8']),
    c('activity', '客厅放音乐', ['media_player.keting']),
    c('named-after', '购物清单', ['todo.sams']),
  ],
};
