// Issue 26, round 21a: kitchens and household appliances. Cases of our own for each rule, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalCase, type EvalDevice, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const temp = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const plug = { deviceClass: 'outlet' };
const hood = { attributes: { preset_modes: ['low', 'high'], percentage_step: 33 } };
const hidden = { hidden: true };
const leak = { deviceClass: 'moisture' };
const door = { deviceClass: 'door' };

/** A home without floors: rooms as [id, name], devices, cases. */
function home(
  id: string,
  language: string,
  areas: [id: string, name: string][],
  devices: EvalDevice[],
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: areas.map(([areaId, name]) => [areaId, name, null]),
      devices,
      loose: [],
    },
    cases,
  };
}

/** Rule 1: an appliance by its everyday or regional word ("the extractor", "el lavaplatos", "식세기"). */
const APPLIANCE_WORDS: EvalSuite[] = [
  home(
    'r21a_en_terrace',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bedroom', 'Bedroom'],
    ],
    [
      one('kitchen', 'fan.neff_hood', 'Neff Hood', hood),
      one('kitchen', 'switch.induction', 'Induction Hob', hidden),
      one('kitchen', 'switch.dishwasher', 'Dishwasher', plug),
      one('bedroom', 'fan.ceiling_fan', 'Ceiling Fan'),
    ],
    [
      c('ordinary hood-word', 'turn on the extractor fan', ['fan.neff_hood']),
      c('ordinary hood-word', 'the extractor', ['fan.neff_hood']),
      c('hidden-similar hob-word', 'the cooktop', 'not-exposed'),
      c('ordinary', 'the ceiling fan', ['fan.ceiling_fan']),
    ],
  ),
  home(
    'r21a_en_bath_extractor',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bathroom', 'Bathroom'],
    ],
    [
      one('kitchen', 'fan.cooker_hood', 'Cooker Hood', hood),
      one('bathroom', 'fan.bathroom_extractor', 'Bathroom Extractor'),
    ],
    [
      c('ordinary', 'the bathroom extractor', ['fan.bathroom_extractor']),
      c('ordinary', 'the cooker hood', ['fan.cooker_hood']),
    ],
  ),
  home(
    'r21a_es_cordoba',
    'es',
    [
      ['cocina', 'Cocina'],
      ['lavadero', 'Lavadero'],
    ],
    [
      one('cocina', 'sensor.refrigerador', 'Temperatura Refrigerador', temp),
      one('cocina', 'sensor.freezer', 'Temperatura Freezer', temp),
      one('cocina', 'switch.lavavajillas', 'Lavavajillas Drean', plug),
      one('cocina', 'switch.placa', 'Placa de Inducción', hidden),
      one('lavadero', 'switch.lavarropas', 'Lavarropas', plug),
    ],
    [
      c('ordinary fridge-word', 'la temperatura de la heladera', ['sensor.refrigerador']),
      c('ordinary dishwasher-word', 'el lavaplatos', ['switch.lavavajillas']),
      c('hidden-similar hob-word', 'el anafe', 'not-exposed'),
      c('ordinary', 'el lavarropas', ['switch.lavarropas']),
    ],
  ),
  home(
    'r21a_nl_gouda',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['bijkeuken', 'Bijkeuken'],
    ],
    [
      one('keuken', 'switch.vaatwasser', 'Vaatwasser Bosch', plug),
      one('keuken', 'fan.wasemkap', 'Wasemkap', hood),
      one('keuken', 'switch.kookplaat', 'Kookplaat', hidden),
      one('bijkeuken', 'switch.wasmachine', 'Wasmachine Miele', plug),
    ],
    [
      c('ordinary dishwasher-word', 'zet de afwasmachine aan', ['switch.vaatwasser']),
      c('ordinary', 'de wasmachine', ['switch.wasmachine']),
      c('ordinary hood-word', 'de afzuigkap', ['fan.wasemkap']),
      c('hidden-similar hob-word', 'de inductieplaat', 'not-exposed'),
    ],
  ),
  home(
    'r21a_da_odense',
    'da',
    [
      ['kokken', 'Køkken'],
      ['garage', 'Garage'],
    ],
    [
      one('kokken', 'switch.opvask', 'Opvaskemaskine', plug),
      one('kokken', 'switch.vask', 'Vaskemaskine Bosch', plug),
      one('garage', 'sensor.fryser', 'Fryser Garage', temp),
    ],
    [
      c('ordinary dishwasher-word', 'sluk opvaskeren', ['switch.opvask']),
      c('ordinary', 'vaskemaskinen', ['switch.vask']),
      c('ordinary freezer-word', 'temperaturen i kummefryseren', ['sensor.fryser']),
    ],
  ),
  home(
    'r21a_sv_umea',
    'sv',
    [
      ['kok', 'Kök'],
      ['kallare', 'Källare'],
    ],
    [
      one('kok', 'sensor.kylskap', 'Kylskåp', temp),
      one('kallare', 'sensor.frys', 'Frys Källare', temp),
      one('kok', 'switch.hall', 'Induktionshäll', hidden),
    ],
    [
      c('ordinary fridge-word', 'kylen i köket', ['sensor.kylskap']),
      c('ordinary freezer-word', 'frysboxen i källaren', ['sensor.frys']),
      c('hidden-similar hob-word', 'spishällen', 'not-exposed'),
    ],
  ),
  home(
    'r21a_it_bari',
    'it',
    [['cucina', 'Cucina']],
    [
      one('cucina', 'switch.lavastoviglie', 'Lavastoviglie', plug),
      one('cucina', 'switch.lavatrice', 'Lavatrice', plug),
      one('cucina', 'switch.induzione', 'Piano a induzione', hidden),
    ],
    [
      c('ordinary dishwasher-word', 'accendi la lavapiatti', ['switch.lavastoviglie']),
      c('ordinary', 'la lavatrice', ['switch.lavatrice']),
      c('hidden-similar hob-word', 'il piano cottura', 'not-exposed'),
    ],
  ),
  home(
    'r21a_de_kassel',
    'de',
    [
      ['kuche', 'Küche'],
      ['keller', 'Keller'],
    ],
    [
      one('kuche', 'switch.ceranfeld', 'Ceranfeld', hidden),
      one('kuche', 'sensor.kuhlschrank', 'Kühlschrank Temperatur', temp),
      one('keller', 'sensor.truhe', 'Gefriertruhe', temp),
    ],
    [
      c('hidden-similar hob-word', 'das Kochfeld', 'not-exposed'),
      c('ordinary freezer-word', 'der Tiefkühler im Keller', ['sensor.truhe']),
      c('ordinary', 'der Kühlschrank', ['sensor.kuhlschrank']),
    ],
  ),
  home(
    'r21a_fr_nancy',
    'fr',
    [['cuisine', 'Cuisine']],
    [
      one('cuisine', 'sensor.refrigerateur', 'Réfrigérateur', temp),
      one('cuisine', 'switch.plaque', 'Plaque induction', hidden),
      one('cuisine', 'fan.hotte', 'Hotte', hood),
    ],
    [
      c('ordinary fridge-word', 'le frigidaire', ['sensor.refrigerateur']),
      c('hidden-similar hob-word', 'la table de cuisson', 'not-exposed'),
      c('ordinary', 'la hotte', ['fan.hotte']),
    ],
  ),
  home(
    'r21a_pl_torun',
    'pl',
    [['kuchnia', 'Kuchnia']],
    [
      one('kuchnia', 'sensor.zamrazarka', 'Zamrażarka', temp),
      one('kuchnia', 'switch.plyta', 'Płyta Indukcyjna Amica', hidden),
      one('kuchnia', 'fan.okap', 'Okap', hood),
    ],
    [
      c('ordinary freezer-word', 'zamrażalnik', ['sensor.zamrazarka']),
      c('hidden-similar hob-word', 'indukcja', 'not-exposed'),
      c('ordinary', 'okap', ['fan.okap']),
    ],
  ),
  home(
    'r21a_ko_ilsan',
    'ko',
    [
      ['jubang', '주방'],
      ['dayongdo', '다용도실'],
    ],
    [
      one('jubang', 'switch.sikgi', '식기세척기 SK매직', plug),
      one('jubang', 'switch.range', '전기레인지', hidden),
      one('jubang', 'fan.hood', '레인지후드', hood),
      one('dayongdo', 'switch.setakgi', '세탁기', plug),
    ],
    [
      c('ordinary dishwasher-word', '식세기 돌려 줘', ['switch.sikgi']),
      c('hidden-similar hob-word', '인덕션', 'not-exposed'),
      c('ordinary hood-word', '렌지후드 켜 줘', ['fan.hood']),
      c('ordinary', '세탁기', ['switch.setakgi']),
    ],
  ),
  home(
    'r21a_ja_kobe',
    'ja',
    [
      ['kitchen', 'キッチン'],
      ['senmenjo', '脱衣所'],
    ],
    [
      one('kitchen', 'switch.shokusen', '食器洗い乾燥機', plug),
      one('kitchen', 'switch.ih', 'IHクッキングヒーター', hidden),
      one('senmenjo', 'switch.kansoki', 'ガス衣類乾燥機', plug),
    ],
    [
      c('ordinary dishwasher-word', '食洗機を止めて', ['switch.shokusen']),
      c('ordinary dishwasher-word', '乾燥機をつけて', ['switch.kansoki']),
      c('hidden-similar hob-word', 'コンロ', 'not-exposed'),
    ],
  ),
  home(
    'r21a_zh_suzhou',
    'zh',
    [['chufang', '厨房']],
    [
      one('chufang', 'fan.tuopai', '厨房脱排', hood),
      one('chufang', 'switch.diantaolu', '电陶炉', hidden),
      one('chufang', 'switch.xiwanji', '洗碗机', plug),
    ],
    [
      c('ordinary hood-word', '打开油烟机', ['fan.tuopai']),
      c('hidden-similar hob-word', '电磁炉', 'not-exposed'),
      c('ordinary', '洗碗机', ['switch.xiwanji']),
    ],
  ),
];

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

/** Rule 5: a Polish word said with its softened locative ("w zamrażarce", "na werandzie", "w oborze"). */
const POLISH_SOFTENED: EvalSuite[] = [
  home(
    'r21a_pl_bialystok',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['biblioteka', 'Biblioteka'],
      ['weranda', 'Weranda'],
      ['obora', 'Obora'],
    ],
    [
      one('kuchnia', 'sensor.zamrazarka', 'Zamrażarka Temperatura', temp),
      one('kuchnia', 'sensor.lodowka', 'Lodówka Temperatura', temp),
      one('kuchnia', 'light.kuchnia', 'Światło Kuchnia'),
      one('biblioteka', 'light.biblioteka', 'Lampa Biurowa'),
      one('weranda', 'light.weranda', 'Kinkiet Zewnętrzny'),
      one('obora', 'camera.obora', 'Kamera Obora'),
      one('kuchnia', 'light.kuchnia_tasma', 'Taśma LED'),
    ],
    [
      c('ordinary softened', 'temperatura w zamrażarce', ['sensor.zamrazarka']),
      c('ordinary softened', 'lampa w bibliotece', ['light.biblioteka']),
      c('ordinary', 'zapal światło na werandzie', ['light.weranda']),
      c('ordinary softened', 'kamera w oborze', ['camera.obora']),
      c('ordinary', 'temperatura lodówki', ['sensor.lodowka']),
    ],
  ),
];

/**
 * Rule 6: a compound said with a room, where it is another room's thing's whole name, is the room's light
 * named by its first part ("taklampan i hallen" for "Hall Tak"); in sv and da "i" is "in", never "and".
 */
const COMPOUND_APART: EvalSuite[] = [
  home(
    'r21a_sv_orebro',
    'sv',
    [
      ['kok', 'Kök'],
      ['hall', 'Hall'],
      ['alva', 'Alvas rum'],
    ],
    [
      one('kok', 'light.kok_tak', 'Kök Tak'),
      one('kok', 'light.kok_bank', 'Kök Bänk'),
      one('kok', 'switch.kaffe', 'Kaffebryggare', plug),
      one('hall', 'light.hall_tak', 'Hall Tak'),
      one('hall', 'binary_sensor.dorr', 'Ytterdörr', door),
      one('alva', 'light.alva_tak', 'Taklampa'),
      one('alva', 'light.alva_bank', 'Bänklampa'),
      one('alva', 'media_player.sonos_alva', 'Sonos Play', { hidden: true }),
    ],
    [
      c('ordinary compound-apart', 'taklampan i hallen', ['light.hall_tak']),
      c('ordinary compound-apart', 'tänd bänklampan i köket', ['light.kok_bank']),
      c('ordinary', 'taklampan i Alvas rum', ['light.alva_tak']),
      c('ordinary', 'lamporna i köket', ['light.kok_tak', 'light.kok_bank']),
      c('hidden-similar', 'sonosen i Alvas rum', 'not-exposed'),
    ],
  ),
  home(
    'r21a_da_roskilde',
    'da',
    [
      ['stue', 'Stue'],
      ['gang', 'Gang'],
      ['ida', 'Idas værelse'],
    ],
    [
      one('stue', 'light.stue_loft', 'Stue Loft'),
      one('stue', 'light.stue_gulv', 'Standerlampe'),
      one('gang', 'light.gang_loft', 'Gang Loft'),
      one('ida', 'light.ida_loft', 'Loftlampe'),
    ],
    [
      c('ordinary compound-apart', 'loftlampen i stuen', ['light.stue_loft']),
      c('ordinary compound-apart', 'sluk loftlampen i gangen', ['light.gang_loft']),
      c('ordinary', 'loftlampen på Idas værelse', ['light.ida_loft']),
    ],
  ),
  home(
    'r21a_de_jena',
    'de',
    [
      ['bad', 'Bad'],
      ['gaste', 'Gäste-WC'],
    ],
    [
      one('bad', 'light.bad_spiegel', 'Bad Spiegel'),
      one('bad', 'light.bad_decke', 'Bad Decke'),
      one('gaste', 'light.spiegellampe', 'Spiegellampe'),
    ],
    [
      c('ordinary compound-apart', 'die Spiegellampe im Bad', ['light.bad_spiegel']),
      c('ordinary', 'die Spiegellampe im Gäste-WC', ['light.spiegellampe']),
    ],
  ),
  home(
    'r21a_nl_delft',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['slaapkamer', 'Slaapkamer'],
    ],
    [
      one('keuken', 'light.keuken_kast', 'Keuken Kast'),
      one('keuken', 'light.keuken_plafond', 'Keuken Plafond'),
      one('slaapkamer', 'light.kastlamp', 'Kastlamp'),
    ],
    [c('ordinary compound-apart', 'de kastlamp in de keuken', ['light.keuken_kast'])],
  ),
];

/**
 * Rule 7: the words inside an appliance phrase of several words in a name are part of it ("máquina de
 * lavar loiça" is no "máquina de lavar", a "Cooker Hood" no cooker).
 */
const LONGER_PHRASE: EvalSuite[] = [
  home(
    'r21a_en_york',
    'en',
    [['kitchen', 'Kitchen']],
    [
      one('kitchen', 'fan.cooker_hood', 'Cooker Hood', hood),
      one('kitchen', 'switch.oven', 'Neff Oven'),
      one('kitchen', 'switch.rice', 'Rice Cooker', plug),
    ],
    [
      c('ordinary', 'turn the oven on', ['switch.oven']),
      c('ordinary', 'the cooker hood', ['fan.cooker_hood']),
      c('ordinary', 'the rice cooker', ['switch.rice']),
    ],
  ),
  home(
    'r21a_en_hull',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bedroom', 'Bedroom'],
    ],
    [
      one('kitchen', 'fan.hood', 'Cooker Hood', hood),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
      one('kitchen', 'switch.rice', 'Rice Cooker', plug),
      one('bedroom', 'light.bedside', 'Bedside Lamp'),
      one('bedroom', 'light.ceiling', 'Ceiling Light'),
    ],
    [
      c('ordinary', 'the lamp on the bedside table', ['light.bedside']),
      c('ordinary longer-phrase', 'is the oven on', 'not-found'),
      c('ordinary longer-phrase', 'the stove', 'not-found'),
    ],
  ),
  home(
    'r21a_pt_coimbra',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['marquise', 'Marquise'],
    ],
    [
      one('cozinha', 'switch.loica', 'Máquina de Lavar Louça Bosch', plug),
      one('marquise', 'switch.roupa', 'Máquina de Lavar Roupa', plug),
    ],
    [
      c('ordinary longer-phrase', 'liga a máquina de lavar', ['switch.roupa']),
      c('ordinary longer-phrase', 'a máquina da roupa está a trabalhar', ['switch.roupa']),
      c('ordinary', 'a máquina da louça', ['switch.loica']),
    ],
  ),
];

/** Rule 1, more words: kettles, washers and dryers by their everyday or regional words. */
const MORE_APPLIANCE_WORDS: EvalSuite[] = [
  home(
    'r21a_en_brisbane',
    'en',
    [['kitchen', 'Kitchen']],
    [
      one('kitchen', 'switch.kettle', 'Breville Kettle', plug),
      one('kitchen', 'switch.toaster', 'Toaster', plug),
    ],
    [c('ordinary more-words', 'put the jug on', ['switch.kettle'])],
  ),
  home(
    'r21a_es_rosario',
    'es',
    [
      ['cocina', 'Cocina'],
      ['lavadero', 'Lavadero'],
    ],
    [
      one('cocina', 'switch.hervidor', 'Hervidor', plug),
      one('lavadero', 'switch.secadora', 'Secadora Drean', plug),
      one('lavadero', 'switch.lavadora', 'Lavadora', plug),
    ],
    [
      c('ordinary more-words', 'prendé la pava eléctrica', ['switch.hervidor']),
      c('ordinary more-words', 'el secarropas', ['switch.secadora']),
      c('ordinary more-words', 'apagá el lavarropas', ['switch.lavadora']),
    ],
  ),
  home(
    'r21a_da_esbjerg',
    'da',
    [['bryggers', 'Bryggers']],
    [
      one('bryggers', 'switch.torretumbler', 'Tørretumbler', plug),
      one('bryggers', 'switch.vask', 'Vaskemaskine', plug),
    ],
    [c('ordinary', 'tumbleren', ['switch.torretumbler'])],
  ),
  home(
    'r21a_ko_mapo',
    'ko',
    [['jubang', '주방']],
    [one('jubang', 'switch.pot', '전기포트', plug), one('jubang', 'switch.bap', '쿠쿠 밥솥', plug)],
    [c('ordinary more-words', '커피포트 켜 줘', ['switch.pot'])],
  ),
  home(
    'r21a_ja_fukuoka',
    'ja',
    [
      ['kitchen', 'キッチン'],
      ['datsui', '脱衣所'],
    ],
    [
      one('kitchen', 'switch.kettle', '電気ケトル', plug),
      one('datsui', 'switch.sentaku', '洗濯乾燥機', plug),
      one('datsui', 'switch.kanso', '衣類乾燥機', plug),
    ],
    [
      c('ordinary more-words', '電気ポット', ['switch.kettle']),
      c('ordinary more-words', '洗濯機を回して', ['switch.sentaku']),
      c('ordinary', '衣類乾燥機', ['switch.kanso']),
    ],
  ),
  home(
    'r21a_zh_guangzhou',
    'zh',
    [['yangtai', '阳台']],
    [one('yangtai', 'switch.hongganji', '烘干机', plug), one('yangtai', 'switch.xiyiji', '洗衣机', plug)],
    [c('ordinary more-words', '打开干衣机', ['switch.hongganji'])],
  ),
];

export const TWENTY_FIRST_ROUND_A: readonly EvalSuite[] = [
  ...APPLIANCE_WORDS,
  ...LEAK_SENSORS,
  ...COFFEE_LINES,
  ...APPLIANCE_MAKERS,
  ...POLISH_SOFTENED,
  ...COMPOUND_APART,
  ...LONGER_PHRASE,
  ...MORE_APPLIANCE_WORDS,
];
