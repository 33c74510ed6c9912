// Held-out slice of the resolver evaluation (issue 26): homes in Korean, Japanese and Chinese, with
// brand names in another script than the home's, two rooms of one kind, a door lock beside its door
// sensor, lists named after shops and a hidden speaker. Written before the resolver changes of issue 26
// and measured only at the end: never tune the resolver on these cases.
import { c, type EvalSuite } from '../eval-home.js';

export const incheonApartment: EvalSuite = {
  home: {
    id: 'held-incheon',
    language: 'ko',
    floors: [],
    areas: [
      ['geosil', '거실', null],
      ['anbang', '안방', null],
      ['beranda', '베란다', null],
      ['hyeongwan', '현관', null],
    ],
    devices: [
      { name: '거실 조명', area: 'geosil', entities: [['light.geosil', '거실 조명']] },
      { name: '스탠드', area: 'geosil', entities: [['light.stand_geosil', '스탠드']] },
      { name: '스탠드', area: 'anbang', entities: [['light.stand_anbang', '스탠드']] },
      { name: 'Roomba', area: 'geosil', entities: [['vacuum.roomba', 'Roomba']] },
      { name: '소노스', area: 'geosil', entities: [['media_player.sonos', '소노스']] },
      { name: '베란다 급수', area: 'beranda', entities: [['valve.beranda', '베란다 급수']] },
      { name: '현관 도어락', area: 'hyeongwan', entities: [['lock.doorlock', '현관 도어락']] },
      {
        name: '현관문 센서',
        area: 'hyeongwan',
        entities: [['binary_sensor.hyeongwan_door', '현관문 센서', { deviceClass: 'door' }]],
      },
      {
        name: 'AI 스피커',
        area: 'anbang',
        entities: [['media_player.ai_speaker', 'AI 스피커', { hidden: true }]],
      },
    ],
    loose: [
      ['todo.emart', '이마트'],
      ['todo.halil', '할일'],
    ],
  },
  cases: [
    c('brand', '룸바', ['vacuum.roomba']),
    c('brand', 'sonos', ['media_player.sonos']),
    c('ask-one', '스탠드', { ask: ['light.stand_geosil', 'light.stand_anbang'] }),
    c('ask-one', '스탠드 둘 다', ['light.stand_geosil', 'light.stand_anbang']),
    c('activity', '베란다 물주기', ['valve.beranda']),
    c('activity', '청소', ['vacuum.roomba']),
    c('device-sensor', '현관문 열렸어', ['binary_sensor.hyeongwan_door']),
    c('device-sensor', '현관문 잠가줘', ['lock.doorlock']),
    c('named-after', '장보기 목록', ['todo.emart']),
    c('hidden-similar', 'AI 스피커', 'not-exposed'),
  ],
};

export const osakaMansion: EvalSuite = {
  home: {
    id: 'held-osaka',
    language: 'ja',
    floors: [],
    areas: [
      ['living', 'リビング', null],
      ['kodomo1', '子供部屋1', null],
      ['kodomo2', '子供部屋2', null],
      ['veranda', 'ベランダ', null],
      ['genkan', '玄関', null],
      ['shinshitsu', '寝室', null],
    ],
    devices: [
      { name: 'リビング照明', area: 'living', entities: [['light.living', 'リビング照明']] },
      { name: '子供部屋1 照明', area: 'kodomo1', entities: [['light.kodomo1', '子供部屋1 照明']] },
      { name: '子供部屋2 照明', area: 'kodomo2', entities: [['light.kodomo2', '子供部屋2 照明']] },
      { name: 'Dyson Pure Cool', area: 'living', entities: [['fan.dyson', 'Dyson Pure Cool']] },
      { name: 'Sonos リビング', area: 'living', entities: [['media_player.sonos_living', 'Sonos リビング']] },
      {
        name: 'ベランダ スピーカー',
        area: 'veranda',
        entities: [['media_player.veranda', 'ベランダ スピーカー']],
      },
      { name: '玄関の鍵', area: 'genkan', entities: [['lock.genkan', '玄関の鍵']] },
      {
        name: '玄関ドア',
        area: 'genkan',
        entities: [['binary_sensor.genkan_door', '玄関ドア', { deviceClass: 'door' }]],
      },
      {
        name: 'スマートスピーカー',
        area: 'shinshitsu',
        entities: [['media_player.smart_speaker', 'スマートスピーカー', { hidden: true }]],
      },
      {
        name: '寝室 スピーカー',
        area: 'shinshitsu',
        entities: [['media_player.shinshitsu', '寝室 スピーカー']],
      },
    ],
    loose: [
      ['todo.costco', 'コストコ'],
      ['todo.yarukoto', 'やること'],
    ],
  },
  cases: [
    c('brand', 'ダイソン', ['fan.dyson']),
    c('brand', 'ソノス', ['media_player.sonos_living']),
    c('activity', 'リビングの明るさ', ['light.living']),
    c('activity', 'ベランダで音楽', ['media_player.veranda']),
    c('ask-one', '子供部屋の電気', { ask: ['light.kodomo1', 'light.kodomo2'] }),
    c('device-sensor', '玄関のドアは開いてる', ['binary_sensor.genkan_door']),
    c('device-sensor', '玄関の鍵を閉めて', ['lock.genkan']),
    c('named-after', '買い物リスト', ['todo.costco']),
    c('hidden-similar', 'スマートスピーカー', 'not-exposed'),
  ],
};

export const hangzhouFlat: EvalSuite = {
  home: {
    id: 'held-hangzhou',
    language: 'zh',
    floors: [],
    areas: [
      ['keting', '客厅', null],
      ['zhuwo', '主卧', null],
      ['ciwo', '次卧', null],
      ['shufang', '书房', null],
      ['yangtai', '阳台', null],
      ['menting', '门厅', null],
    ],
    devices: [
      { name: '客厅灯', area: 'keting', entities: [['light.keting', '客厅灯']] },
      { name: '主卧灯', area: 'zhuwo', entities: [['light.zhuwo', '主卧灯']] },
      { name: '次卧灯', area: 'ciwo', entities: [['light.ciwo', '次卧灯']] },
      { name: '书房台灯', area: 'shufang', entities: [['light.shufang', '书房台灯']] },
      { name: '石头扫地机', area: 'keting', entities: [['vacuum.shitou', '石头扫地机']] },
      { name: '阳台滴灌', area: 'yangtai', entities: [['valve.yangtai', '阳台滴灌']] },
      { name: '大门门锁', area: 'menting', entities: [['lock.damen', '大门门锁']] },
      {
        name: '大门门磁',
        area: 'menting',
        entities: [['binary_sensor.damen', '大门门磁', { deviceClass: 'door' }]],
      },
      { name: '小爱音箱', area: 'keting', entities: [['media_player.xiaoai', '小爱音箱', { hidden: true }]] },
      {
        name: '客厅电视',
        area: 'keting',
        entities: [['media_player.tv', '客厅电视', { deviceClass: 'tv' }]],
      },
    ],
    loose: [
      ['todo.hema', '盒马'],
      ['todo.daiban', '待办事项'],
    ],
  },
  cases: [
    c('brand', 'roborock', ['vacuum.shitou']),
    c('activity', '书房亮度', ['light.shufang']),
    c('activity', '扫地', ['vacuum.shitou']),
    c('activity', '给花浇水', ['valve.yangtai']),
    c('ask-one', '卧室灯', { ask: ['light.zhuwo', 'light.ciwo'] }),
    c('device-sensor', '大门开着吗', ['binary_sensor.damen']),
    c('device-sensor', '把大门锁上', ['lock.damen']),
    c('named-after', '购物清单', ['todo.hema']),
    c('hidden-similar', '小爱音箱', 'not-exposed'),
  ],
};
