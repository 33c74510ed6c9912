// Issue 26, round 23d: doors, locks, gates and windows with their contact sensors, and hidden things beside
// similar exposed ones (slice 67's kinds), plus round 22's leftovers. Cases of our own for each rule, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalDevice, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' };
const windowClass = { deviceClass: 'window' };

/** A door with its lock and contact sensor on one device; the lock may be hidden. */
function doorDevice(
  area: string,
  name: string,
  lock: [id: string, name: string],
  sensor: [id: string, name: string],
  hiddenLock = false,
): EvalDevice {
  return {
    name,
    area,
    entities: [
      [lock[0], lock[1], hiddenLock ? { hidden: true } : {}],
      [sensor[0], sensor[1], door],
    ],
  };
}

/** Rule 1: the front door said by its Korean or Chinese word is the front door, not any door. */
const FRONT_DOOR_WORDS: EvalSuite[] = [
  home(
    'r23d_ko_cheongju',
    'ko',
    [
      ['hyeongwan', '현관'],
      ['dabyongsil', '다용도실'],
      ['geosil', '거실'],
    ],
    [
      doorDevice(
        'hyeongwan',
        '현관문',
        ['lock.main_lock', '현관 도어락'],
        ['binary_sensor.main_door', '현관문 접촉 센서'],
      ),
      one('dabyongsil', 'binary_sensor.utility_door', '다용도실 문', door),
      one('geosil', 'binary_sensor.terrace_door', '테라스 문', door),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('device-sensor front-door-word', '현관문 닫혔어?', ['binary_sensor.main_door']),
      c('device-sensor front-door-word', '현관문 열어줘', ['lock.main_lock']),
      c('device-sensor front-door-word', '현관문 열려있어', ['binary_sensor.main_door']),
      c('device-sensor', '현관문 잠겼어?', ['lock.main_lock']),
      c('device-sensor', '다용도실 문 열려 있어?', ['binary_sensor.utility_door']),
    ],
  ),
  home(
    'r23d_zh_wuxi',
    'zh',
    [
      ['menting', '门厅'],
      ['chufang', '厨房'],
      ['yangtai', '阳台'],
    ],
    [
      doorDevice(
        'menting',
        '入户门',
        ['lock.smart_lock', '入户门指纹锁'],
        ['binary_sensor.entry_contact', '入户门门窗传感器'],
      ),
      one('chufang', 'binary_sensor.kitchen_door', '厨房门', door),
      one('yangtai', 'binary_sensor.balcony_door', '阳台推拉门', door),
      one('chufang', 'light.kitchen', '厨房灯'),
    ],
    [
      c('device-sensor front-door-word', '入户门关好了吗', ['binary_sensor.entry_contact']),
      c('device-sensor front-door-word', '入户门是不是开着', ['binary_sensor.entry_contact']),
      c('device-sensor front-door-word', '打开入户门', ['lock.smart_lock']),
      c('device-sensor', '入户门锁好了吗', ['lock.smart_lock']),
      c('device-sensor', '厨房门开着吗', ['binary_sensor.kitchen_door']),
    ],
  ),
  home(
    'r23d_zh_foshan',
    'zh',
    [
      ['keting', '客厅'],
      ['houyuan', '后院'],
    ],
    [
      one('keting', 'binary_sensor.front', '前门', door),
      one('houyuan', 'binary_sensor.back', '后门', door),
      one('keting', 'binary_sensor.side', '侧门', door),
    ],
    [
      c('device-sensor', '前门开着吗', ['binary_sensor.front']),
      c('device-sensor front-door-word', '正门关了没有', ['binary_sensor.front']),
      c('device-sensor', '后门开着吗', ['binary_sensor.back']),
    ],
  ),
];

export const TWENTY_THIRD_ROUND_D: readonly EvalSuite[] = [...FRONT_DOOR_WORDS];
