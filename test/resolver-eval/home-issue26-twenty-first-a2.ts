// Issue 26, round 21a, rules 2–4 (joined in home-issue26-twenty-first-a.ts). Cases of our own, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const plug = { deviceClass: 'outlet' };
const leak = { deviceClass: 'moisture' };
const door = { deviceClass: 'door' };

/** Rule 2: a water leak sensor by its words ("the leak sensor", "der Wassermelder", "누수 감지기"). */
const LEAK_SENSORS: EvalSuite[] = [
  home(
    'r21a_en_condo',
    'en',
    [
      ['laundry', 'Laundry Room'],
      ['bath', 'Bathroom'],
    ],
    [
      one('laundry', 'binary_sensor.laundry_floor', 'Laundry Floor', leak),
      one('laundry', 'binary_sensor.laundry_door', 'Laundry Door', door),
      one('laundry', 'light.laundry', 'Laundry Light'),
      one('bath', 'binary_sensor.toilet_floor', 'Toilet Floor', leak),
      one('laundry', 'binary_sensor.furnace_gas', 'Furnace Gas Detector', { deviceClass: 'gas' }),
    ],
    [
      c('device-sensor leak-sensor', 'the leak sensor in the laundry room', ['binary_sensor.laundry_floor']),
      c('device-sensor', 'is there a water leak in the bathroom', ['binary_sensor.toilet_floor']),
      c('device-sensor leak-sensor', 'the leak sensors', [
        'binary_sensor.laundry_floor',
        'binary_sensor.toilet_floor',
      ]),
      c('ask-one leak-sensor', 'the leak sensor', {
        ask: ['binary_sensor.laundry_floor', 'binary_sensor.toilet_floor'],
      }),
      c('device-sensor', 'is the laundry door open', ['binary_sensor.laundry_door']),
      c('device-sensor', 'is there a gas leak', ['binary_sensor.furnace_gas']),
    ],
  ),
  home(
    'r21a_de_bochum',
    'de',
    [['kuche', 'Küche']],
    [
      one('kuche', 'binary_sensor.spule', 'Spüle Unterschrank', leak),
      one('kuche', 'binary_sensor.fenster', 'Küchenfenster', { deviceClass: 'window' }),
    ],
    [
      c('device-sensor leak-sensor', 'der Wassermelder in der Küche', ['binary_sensor.spule']),
      c('device-sensor', 'ist das Küchenfenster offen', ['binary_sensor.fenster']),
    ],
  ),
  home(
    'r21a_es_malaga',
    'es',
    [
      ['bano', 'Baño'],
      ['cocina', 'Cocina'],
    ],
    [
      one('bano', 'binary_sensor.bano_suelo', 'Suelo Baño', leak),
      one('bano', 'light.bano', 'Luz Baño'),
      one('cocina', 'binary_sensor.cocina_gas', 'Detector de gas', { deviceClass: 'gas' }),
    ],
    [
      c('device-sensor leak-sensor', '¿hay una fuga de agua en el baño?', ['binary_sensor.bano_suelo']),
      c('device-sensor', 'hay una fuga de gas en la cocina', ['binary_sensor.cocina_gas']),
    ],
  ),
  home(
    'r21a_fr_lille',
    'fr',
    [['cuisine', 'Cuisine']],
    [one('cuisine', 'binary_sensor.evier', 'Sous évier', leak), one('cuisine', 'light.cuisine', 'Cuisine')],
    [c('device-sensor leak-sensor', 'le détecteur de fuite', ['binary_sensor.evier'])],
  ),
  home(
    'r21a_it_padova',
    'it',
    [['bagno', 'Bagno']],
    [
      one('bagno', 'binary_sensor.lavatrice_pavimento', 'Lavatrice pavimento', leak),
      one('bagno', 'switch.lavatrice', 'Lavatrice', plug),
    ],
    [
      c('device-sensor leak-sensor', 'il sensore di allagamento', ['binary_sensor.lavatrice_pavimento']),
      c('ordinary', 'la lavatrice', ['switch.lavatrice']),
    ],
  ),
  home(
    'r21a_pl_opole',
    'pl',
    [['lazienka', 'Łazienka']],
    [
      one('lazienka', 'binary_sensor.pralka_podloga', 'Pralka podłoga', leak),
      one('lazienka', 'switch.pralka', 'Pralka', plug),
    ],
    [c('device-sensor leak-sensor', 'czujnik zalania w łazience', ['binary_sensor.pralka_podloga'])],
  ),
  home(
    'r21a_sv_lulea',
    'sv',
    [['kok', 'Kök']],
    [one('kok', 'binary_sensor.diskbank', 'Diskbänk', leak), one('kok', 'light.kok', 'Kökslampa')],
    [c('device-sensor leak-sensor', 'vattenlarmet i köket', ['binary_sensor.diskbank'])],
  ),
  home(
    'r21a_ko_daejeon',
    'ko',
    [['boiler', '보일러실']],
    [
      one('boiler', 'binary_sensor.bada', '보일러실 바닥', leak),
      one('boiler', 'binary_sensor.mun', '보일러실 문', door),
    ],
    [c('device-sensor leak-sensor', '누수 감지기', ['binary_sensor.bada'])],
  ),
  home(
    'r21a_ja_nara',
    'ja',
    [['senmen', '洗面所']],
    [one('senmen', 'binary_sensor.sink', '洗面台下', leak), one('senmen', 'light.senmen', '洗面所 照明')],
    [c('device-sensor leak-sensor', '水漏れセンサー', ['binary_sensor.sink'])],
  ),
  home(
    'r21a_zh_ningbo',
    'zh',
    [['yangtai', '阳台']],
    [
      one('yangtai', 'binary_sensor.dimian', '洗衣机地面', leak),
      one('yangtai', 'switch.xiyiji', '洗衣机', plug),
    ],
    [
      c('device-sensor leak-sensor', '漏水传感器', ['binary_sensor.dimian']),
      c('ordinary', '洗衣机', ['switch.xiyiji']),
    ],
  ),
];

/** Rule 3: a coffee maker by its product line ("the coffee maker" for a "Keurig", "kaffebryggaren"). */
const COFFEE_LINES: EvalSuite[] = [
  home(
    'r21a_en_loft',
    'en',
    [['kitchen', 'Kitchen']],
    [
      one('kitchen', 'switch.keurig', 'Keurig', plug),
      one('kitchen', 'switch.toaster', 'Toaster', plug),
      one('kitchen', 'light.kitchen', 'Kitchen Pendant'),
    ],
    [
      c('brand coffee-line', 'the coffee maker', ['switch.keurig']),
      c('brand coffee-line', 'turn on the coffee machine in the kitchen', ['switch.keurig']),
      c('brand', 'the keurig', ['switch.keurig']),
    ],
  ),
  home(
    'r21a_de_mainz',
    'de',
    [['kuche', 'Küche']],
    [one('kuche', 'switch.tassimo', 'Tassimo', plug), one('kuche', 'switch.kocher', 'Wasserkocher', plug)],
    [
      c('brand coffee-line', 'schalte die Kaffeemaschine ein', ['switch.tassimo']),
      c('ordinary', 'der Wasserkocher', ['switch.kocher']),
    ],
  ),
  home(
    'r21a_fr_annecy',
    'fr',
    [['cuisine', 'Cuisine']],
    [
      one('cuisine', 'switch.vertuo', 'Nespresso Vertuo', plug),
      one('cuisine', 'switch.bouilloire', 'Bouilloire', plug),
    ],
    [
      c('brand coffee-line', 'allume la machine à café', ['switch.vertuo']),
      c('brand coffee-line', 'la cafetière', ['switch.vertuo']),
    ],
  ),
  home(
    'r21a_it_verona',
    'it',
    [['cucina', 'Cucina']],
    [
      one('cucina', 'switch.amodomio', 'Lavazza A Modo Mio', plug),
      one('cucina', 'light.cucina', 'Luce cucina'),
    ],
    [c('brand coffee-line', 'accendi la macchina del caffè', ['switch.amodomio'])],
  ),
  home(
    'r21a_nl_zwolle',
    'nl',
    [['keuken', 'Keuken']],
    [
      one('keuken', 'switch.moccamaster', 'Moccamaster', plug),
      one('keuken', 'switch.waterkoker', 'Waterkoker', plug),
    ],
    [c('brand coffee-line', 'zet de koffiemachine aan', ['switch.moccamaster'])],
  ),
  home(
    'r21a_pt_recife',
    'pt',
    [['cozinha', 'Cozinha']],
    [
      one('cozinha', 'switch.nespresso', 'Nespresso', plug),
      one('cozinha', 'switch.chaleira', 'Chaleira', plug),
    ],
    [c('brand coffee-line', 'liga a cafeteira', ['switch.nespresso'])],
  ),
  home(
    'r21a_pl_gliwice',
    'pl',
    [['kuchnia', 'Kuchnia']],
    [
      one('kuchnia', 'switch.tassimo', 'Tassimo Bosch', plug),
      one('kuchnia', 'switch.czajnik', 'Czajnik', plug),
    ],
    [c('brand coffee-line', 'włącz ekspres', ['switch.tassimo'])],
  ),
  home(
    'r21a_sv_gavle',
    'sv',
    [['kok', 'Kök']],
    [one('kok', 'switch.mocca', 'Moccamaster', plug), one('kok', 'switch.rost', 'Brödrost', plug)],
    [c('brand coffee-line', 'sätt på kaffebryggaren', ['switch.mocca'])],
  ),
  home(
    'r21a_da_vejle',
    'da',
    [['kokken', 'Køkken']],
    [one('kokken', 'switch.senseo', 'Senseo', plug), one('kokken', 'switch.kedel', 'Elkedel', plug)],
    [c('brand coffee-line', 'sluk for kaffemaskinen', ['switch.senseo'])],
  ),
  home(
    'r21a_ko_pangyo',
    'ko',
    [['jubang', '주방']],
    [one('jubang', 'switch.vertuo', 'Nespresso Vertuo', plug), one('jubang', 'switch.pot', '전기포트', plug)],
    [c('brand coffee-line', '커피머신 켜 줘', ['switch.vertuo'])],
  ),
];

/** Rule 4: appliance makers in another script, and De'Longhi as its apostrophe leaves it. */
const APPLIANCE_MAKERS: EvalSuite[] = [
  home(
    'r21a_en_delonghi',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['den', 'Den'],
    ],
    [
      one('kitchen', 'switch.magnifica', "De'Longhi Magnifica", plug),
      one('den', 'switch.radiator', 'Oil Radiator', plug),
    ],
    [
      c('brand', 'turn on the delonghi', ['switch.magnifica']),
      c('brand', "the De'Longhi", ['switch.magnifica']),
    ],
  ),
  home(
    'r21a_ko_songdo',
    'ko',
    [
      ['jubang', '주방'],
      ['geosil', '거실'],
    ],
    [
      one('jubang', 'switch.coffee', '드롱기 커피머신', plug),
      one('jubang', 'switch.kettle', '스메그 전기포트', plug),
      one('geosil', 'switch.purifier', '공기청정기', plug),
    ],
    [
      c('brand maker-script', 'DeLonghi 켜 줘', ['switch.coffee']),
      c('brand', 'Smeg 전기포트', ['switch.kettle']),
      c('ordinary', '커피머신', ['switch.coffee']),
    ],
  ),
  home(
    'r21a_ja_sapporo',
    'ja',
    [['kitchen', 'キッチン']],
    [
      one('kitchen', 'switch.nespresso', 'ネスプレッソ', plug),
      one('kitchen', 'switch.suihanki', '象印 炊飯器', plug),
      one('kitchen', 'switch.kettle', 'ティファール ケトル', plug),
    ],
    [
      c('brand maker-script', 'Nespressoをつけて', ['switch.nespresso']),
      c('brand maker-script', 'コーヒーメーカー', ['switch.nespresso']),
      c('brand maker-script', 'Zojirushi', ['switch.suihanki']),
      c('brand', 'Tefal', ['switch.kettle']),
    ],
  ),
  home(
    'r21a_zh_xiamen',
    'zh',
    [
      ['chufang', '厨房'],
      ['yangtai', '阳台'],
    ],
    [
      one('chufang', 'switch.kafeiji', '德龙咖啡机', plug),
      one('yangtai', 'switch.xiyiji', '伊莱克斯洗衣机', plug),
      one('chufang', 'switch.fan', '九阳豆浆机', plug),
    ],
    [
      c('brand maker-script', '打开delonghi', ['switch.kafeiji']),
      c('brand maker-script', 'Electrolux', ['switch.xiyiji']),
      c('brand maker-script', 'joyoung', ['switch.fan']),
    ],
  ),
];

export const TWENTY_FIRST_ROUND_A2: readonly EvalSuite[] = [
  ...LEAK_SENSORS,
  ...COFFEE_LINES,
  ...APPLIANCE_MAKERS,
];
