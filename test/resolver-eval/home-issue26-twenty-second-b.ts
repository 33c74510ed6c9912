// Issue 26, round 22b: the resolver on ordinary homes it has never seen. Cases of our own, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after). Rules 1–3 here, 4–8 in -b2.ts, 9–13 in
// -b3.ts; this file joins them.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_SECOND_ROUND_B2 } from './home-issue26-twenty-second-b2.js';
import { TWENTY_SECOND_ROUND_B3 } from './home-issue26-twenty-second-b3.js';

const heat = { attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 30 } };
const split = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only'], min_temp: 16, max_temp: 31 },
};
const speaker = { deviceClass: 'speaker' };

/** Rule 1: a raise or lower word of the request's language is the order, never a name or kind word. */
const RAISE_LOWER: EvalSuite[] = [
  home(
    'r22b_nl_raise',
    'nl',
    [
      ['zitkamer', 'Zitkamer'],
      ['werkkamer', 'Werkkamer'],
    ],
    [
      one('zitkamer', 'climate.nefit', 'Nefit Easy', heat),
      one('werkkamer', 'media_player.werkkamer_radio', 'Werkkamer radio', speaker),
      one('zitkamer', 'light.booglamp', 'Booglamp'),
    ],
    [
      c('ordinary raise-lower', 'zet de verwarming lager', ['climate.nefit']),
      c('ordinary raise-lower', 'verwarming een graadje hoger', ['climate.nefit']),
      c('ordinary raise-lower', 'de radio in de werkkamer harder', ['media_player.werkkamer_radio']),
      c('ordinary', 'zet de booglamp feller', ['light.booglamp']),
      c('ordinary raise-lower', 'de booglamp wat lager', ['light.booglamp']),
    ],
  ),
  home(
    'r22b_sv_raise',
    'sv',
    [
      ['allrum', 'Allrum'],
      ['gastrum', 'Gästrum'],
    ],
    [
      one('allrum', 'climate.nibe', 'Nibe F730', heat),
      one('gastrum', 'media_player.gastrum', 'Gästrum högtalare', speaker),
      one('allrum', 'light.bagen', 'Båglampa'),
      one('gastrum', 'light.sang', 'Säng LED'),
    ],
    [
      c('ordinary raise-lower', 'sänk värmen lite', ['climate.nibe']),
      c('ordinary', 'sänk volymen i gästrummet', ['media_player.gastrum']),
      c('ordinary', 'dämpa båglampan', ['light.bagen']),
      c('ordinary', 'skruva upp värmen', ['climate.nibe']),
      c('ordinary', 'skruva ner värmen', ['climate.nibe']),
      c('ordinary', 'höj värmen', ['climate.nibe']),
    ],
  ),
  home(
    'r22b_pl_raise',
    'pl',
    [
      ['jadalnia', 'Jadalnia'],
      ['pracownia', 'Pracownia'],
    ],
    [
      one('jadalnia', 'climate.kaloryfer_jadalnia', 'Kaloryfer jadalnia', heat),
      one('pracownia', 'climate.kaloryfer_pracownia', 'Kaloryfer pracownia', heat),
      one('pracownia', 'media_player.radio', 'Radio pracownia', speaker),
    ],
    [
      c('ordinary raise-lower', 'podkręć kaloryfer w jadalni', ['climate.kaloryfer_jadalnia']),
      c('ordinary raise-lower', 'przykręć kaloryfer w pracowni', ['climate.kaloryfer_pracownia']),
      c('ordinary raise-lower', 'skręć ogrzewanie w jadalni', ['climate.kaloryfer_jadalnia']),
      c('ordinary raise-lower', 'ścisz radio', ['media_player.radio']),
      c('ordinary raise-lower', 'podgłośnij radio w pracowni', ['media_player.radio']),
      c('ordinary', 'zmniejsz ogrzewanie w pracowni', ['climate.kaloryfer_pracownia']),
    ],
  ),
  home(
    'r22b_da_raise',
    'da',
    [
      ['alrum', 'Alrum'],
      ['kontor', 'Kontor'],
    ],
    [
      one('alrum', 'climate.varmepumpe', 'Varmepumpe alrum', split),
      one('kontor', 'media_player.kontor', 'Kontor højttaler', speaker),
    ],
    [
      c('ordinary', 'skru ned for varmen', ['climate.varmepumpe']),
      c('ordinary', 'skru op for varmepumpen', ['climate.varmepumpe']),
      c('ordinary', 'sænk varmen i alrummet', ['climate.varmepumpe']),
      c('ordinary', 'skru ned for musikken på kontoret', ['media_player.kontor']),
    ],
  ),
  home(
    'r22b_de_raise',
    'de',
    [
      ['esszimmer', 'Esszimmer'],
      ['hobbyraum', 'Hobbyraum'],
    ],
    [
      one('esszimmer', 'climate.tado_esszimmer', 'Tado Esszimmer', heat),
      one('hobbyraum', 'media_player.hobbyraum', 'Hobbyraum Lautsprecher', speaker),
    ],
    [
      c('ordinary raise-lower', 'dreh die Heizung im Esszimmer höher', ['climate.tado_esszimmer']),
      c('ordinary raise-lower', 'Heizung etwas niedriger', ['climate.tado_esszimmer']),
      c('ordinary raise-lower', 'mach die Heizung wärmer', ['climate.tado_esszimmer']),
      c('ordinary', 'die Musik im Hobbyraum lauter', ['media_player.hobbyraum']),
    ],
  ),
  home(
    'r22b_it_raise',
    'it',
    [
      ['tinello', 'Tinello'],
      ['mansarda', 'Mansarda'],
    ],
    [
      one('tinello', 'climate.termostato', 'Termostato Netatmo', heat),
      one('mansarda', 'media_player.mansarda', 'Cassa mansarda', speaker),
    ],
    [
      c('ordinary', 'alza il riscaldamento', ['climate.termostato']),
      c('ordinary', 'abbassa un po il riscaldamento', ['climate.termostato']),
      c('ordinary', 'alza la musica in mansarda', ['media_player.mansarda']),
    ],
  ),
  home(
    'r22b_pt_raise',
    'pt',
    [
      ['escritorio', 'Escritório'],
      ['sotao', 'Sótão'],
    ],
    [
      one('escritorio', 'climate.ac_escritorio', 'AC escritório', split),
      one('sotao', 'media_player.sotao', 'Coluna sótão', speaker),
    ],
    [
      c('ordinary', 'aumenta o aquecimento', ['climate.ac_escritorio']),
      c('ordinary', 'baixa o ar condicionado', ['climate.ac_escritorio']),
      c('ordinary', 'sobe o volume no sótão', ['media_player.sotao']),
    ],
  ),
  home(
    'r22b_es_raise',
    'es',
    [
      ['despacho', 'Despacho'],
      ['buhardilla', 'Buhardilla'],
    ],
    [
      one('despacho', 'climate.termostato', 'Termostato Tado', heat),
      one('buhardilla', 'media_player.buhardilla', 'Altavoz buhardilla', speaker),
    ],
    [
      c('ordinary', 'sube un poco la calefacción', ['climate.termostato']),
      c('ordinary', 'baja la calefacción', ['climate.termostato']),
      c('ordinary', 'bájale a la música de la buhardilla', ['media_player.buhardilla']),
    ],
  ),
  home(
    'r22b_fr_raise',
    'fr',
    [
      ['bureau', 'Bureau'],
      ['veranda', 'Véranda'],
    ],
    [
      one('bureau', 'climate.radiateur_bureau', 'Radiateur bureau', heat),
      one('veranda', 'media_player.veranda', 'Enceinte véranda', speaker),
    ],
    [
      c('ordinary', 'monte le chauffage du bureau', ['climate.radiateur_bureau']),
      c('ordinary', 'augmente un peu le radiateur', ['climate.radiateur_bureau']),
      c('ordinary', 'baisse la musique dans la véranda', ['media_player.veranda']),
    ],
  ),
  home(
    'r22b_en_raise',
    'en',
    [
      ['den', 'Den'],
      ['nursery', 'Nursery'],
    ],
    [
      one('den', 'climate.den_radiator', 'Den Radiator', heat),
      one('nursery', 'media_player.nursery', 'Nursery Speaker', speaker),
    ],
    [
      c('ordinary raise-lower', 'turn the heating up a notch', ['climate.den_radiator']),
      c('ordinary', 'bump up the heat in the den', ['climate.den_radiator']),
      c('ordinary', 'turn the nursery speaker down', ['media_player.nursery']),
      c('ordinary', 'crank up the heating', ['climate.den_radiator']),
    ],
  ),
  home(
    'r22b_ko_raise',
    'ko',
    [
      ['geosil', '거실'],
      ['chimsil', '침실'],
    ],
    [
      one('geosil', 'climate.nanbang', '난방', heat),
      one('chimsil', 'media_player.chimsil', '침실 스피커', speaker),
    ],
    [
      c('ordinary', '난방 좀 올려줘', ['climate.nanbang']),
      c('ordinary', '난방 낮춰줘', ['climate.nanbang']),
      c('ordinary', '침실 스피커 소리 줄여줘', ['media_player.chimsil']),
    ],
  ),
  home(
    'r22b_ja_raise',
    'ja',
    [
      ['washitsu', '和室'],
      ['kodomo', '子供部屋'],
    ],
    [
      one('washitsu', 'climate.washitsu', '和室エアコン', split),
      one('kodomo', 'media_player.kodomo', '子供部屋スピーカー', speaker),
    ],
    [
      c('ordinary own-temperature', '和室のエアコンの温度を上げて', ['climate.washitsu']),
      c('ordinary', '暖房を下げて', ['climate.washitsu']),
      c('ordinary', '子供部屋のスピーカーの音量を下げて', ['media_player.kodomo']),
    ],
  ),
  home(
    'r22b_zh_raise',
    'zh',
    [
      ['keting', '客厅'],
      ['shufang', '书房'],
    ],
    [
      one('keting', 'climate.keting', '客厅空调', split),
      one('shufang', 'media_player.shufang', '书房音箱', speaker),
    ],
    [
      c('ordinary', '把客厅空调温度调高一点', ['climate.keting']),
      c('ordinary', '空调调低', ['climate.keting']),
      c('ordinary', '书房音箱声音小一点', ['media_player.shufang']),
    ],
  ),
];

/** Rule 2: the order said after the value, as Korean and Japanese put it ("24도로 맞춰줘", "25度にして"). */
const VALUE_THEN_ORDER: EvalSuite[] = [
  home(
    'r22b_ko_value_order',
    'ko',
    [
      ['anbang', '안방'],
      ['seojae', '서재'],
    ],
    [
      one('anbang', 'climate.anbang', '안방 에어컨', split),
      one('seojae', 'climate.seojae', '서재 에어컨', split),
      one('anbang', 'climate.boiler', '귀뚜라미 보일러', heat),
    ],
    [
      c('ordinary', '서재 에어컨 26도로 맞춰줘', ['climate.seojae']),
      c('ordinary value-order', '에어컨 25도로 맞춰줘', { ask: ['climate.anbang', 'climate.seojae'] }),
      c('ordinary', '귀뚜라미 23도로 설정해 줘', ['climate.boiler']),
      c('ordinary value-order', '보일러 22도로 해줘', ['climate.boiler']),
      c('ordinary', '서재 에어컨 26도로', ['climate.seojae']),
    ],
  ),
  home(
    'r22b_ja_value_order',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['shosai', '書斎'],
    ],
    [
      one('kodomo', 'climate.kodomo', '子供部屋エアコン', split),
      one('shosai', 'climate.shosai', '書斎エアコン', split),
    ],
    [
      c('ordinary value-order', '書斎のエアコンを27度にして', ['climate.shosai']),
      c('ordinary value-order', '子供部屋のエアコンを22度に設定してください', ['climate.kodomo']),
      c('ordinary value-order', 'エアコンを24度にして', { ask: ['climate.kodomo', 'climate.shosai'] }),
      c('ordinary', '書斎のエアコンを27度に', ['climate.shosai']),
    ],
  ),
];

const temperature = { deviceClass: 'temperature', attributes: { unit_of_measurement: '°C' } };

/**
 * Rule 3: the temperature said with a thermostat, an air conditioner or a water heater that has no
 * sensor of its own is that thing's ("보일러 온도 올려줘", "エアコンの温度を上げて"): it is set there.
 */
const OWN_TEMPERATURE: EvalSuite[] = [
  home(
    'r22b_ko_own_temperature',
    'ko',
    [
      ['geosil', '거실'],
      ['dasil', '다용도실'],
    ],
    [
      one('dasil', 'climate.boiler', '경동 보일러', heat),
      one('geosil', 'climate.geosil', '거실 에어컨', split),
      one('geosil', 'sensor.geosil_ondo', '거실 온습도계 온도', temperature),
    ],
    [
      c('ordinary own-temperature', '보일러 온도 좀 낮춰줘', ['climate.boiler']),
      c('ordinary own-temperature', '에어컨 온도 올려', ['climate.geosil']),
      c('ordinary', '거실 온도', ['sensor.geosil_ondo']),
    ],
  ),
  home(
    'r22b_ja_own_temperature',
    'ja',
    [
      ['ldk', 'LDK'],
      ['yoshitsu', '洋室'],
    ],
    [
      one('ldk', 'climate.ldk', 'LDKエアコン', split),
      one('yoshitsu', 'climate.yoshitsu', '洋室エアコン', split),
      one('ldk', 'water_heater.kyutoki', '給湯器'),
    ],
    [
      c('ordinary own-temperature', '洋室のエアコンの温度を下げて', ['climate.yoshitsu']),
      c('ordinary own-temperature', '給湯器の温度を上げて', ['water_heater.kyutoki']),
    ],
  ),
  home(
    'r22b_en_own_temperature',
    'en',
    [
      ['hall', 'Hall'],
      ['porch', 'Porch'],
    ],
    [
      one('hall', 'climate.hall_thermostat', 'Hall Thermostat', heat),
      one('porch', 'sensor.porch_temperature', 'Porch Temperature', temperature),
      {
        name: 'Ecobee',
        area: 'hall',
        entities: [
          ['climate.ecobee', 'Ecobee', heat],
          ['sensor.ecobee_temperature', 'Ecobee Temperature', temperature],
        ],
      },
    ],
    [
      c('ordinary own-temperature', 'raise the hall thermostat temperature', ['climate.hall_thermostat']),
      c('ordinary', 'the ecobee temperature', ['sensor.ecobee_temperature']),
      c('ordinary', 'the porch temperature', ['sensor.porch_temperature']),
    ],
  ),
  home(
    'r22b_de_own_temperature',
    'de',
    [
      ['bad', 'Bad'],
      ['keller', 'Keller'],
    ],
    [
      one('bad', 'climate.bad', 'Heizkörper Bad', heat),
      one('keller', 'water_heater.boiler', 'Warmwasserspeicher'),
    ],
    [
      c('ordinary', 'erhöhe die Temperatur vom Heizkörper im Bad', ['climate.bad']),
      c('ordinary own-temperature', 'die Temperatur vom Warmwasserspeicher senken', ['water_heater.boiler']),
    ],
  ),
  home(
    'r22b_es_own_temperature',
    'es',
    [
      ['salon', 'Salón'],
      ['terraza', 'Terraza'],
    ],
    [
      one('salon', 'climate.split_salon', 'Split salón', split),
      one('terraza', 'sensor.terraza_temperatura', 'Temperatura terraza', temperature),
    ],
    [
      c('ordinary own-temperature', 'baja la temperatura del split del salón', ['climate.split_salon']),
      c('ordinary', 'la temperatura de la terraza', ['sensor.terraza_temperatura']),
    ],
  ),
];

export const TWENTY_SECOND_ROUND_B: readonly EvalSuite[] = [
  ...RAISE_LOWER,
  ...VALUE_THEN_ORDER,
  ...OWN_TEMPERATURE,
  ...TWENTY_SECOND_ROUND_B2,
  ...TWENTY_SECOND_ROUND_B3,
];
