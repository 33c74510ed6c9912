// Issue 26, round 21a: kitchens and household appliances. Cases of our own for each rule, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after). Rule 1 is here; rules 2–4 are in
// home-issue26-twenty-first-a2.ts and rules 5–7 in home-issue26-twenty-first-a3.ts, joined here.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_FIRST_ROUND_A2 } from './home-issue26-twenty-first-a2.js';
import { TWENTY_FIRST_ROUND_A3 } from './home-issue26-twenty-first-a3.js';

const temp = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const plug = { deviceClass: 'outlet' };
const hood = { attributes: { preset_modes: ['low', 'high'], percentage_step: 33 } };
const hidden = { hidden: true };

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
  ...MORE_APPLIANCE_WORDS,
  ...TWENTY_FIRST_ROUND_A2,
  ...TWENTY_FIRST_ROUND_A3,
];
