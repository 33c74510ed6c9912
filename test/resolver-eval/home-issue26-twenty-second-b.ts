// Issue 26, round 22b: the resolver on ordinary homes it has never seen. Cases of our own, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

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

/**
 * Rule 4: an order's verb said first that also spells a kind is the verb: "switch off the lights" with
 * "off" said (no switch is meant), Polish "zasłoń" ("draw", not "zasłona", a curtain).
 */
const ORDER_FIRST: EvalSuite[] = [
  home(
    'r22b_en_switch_verb',
    'en',
    [
      ['snug', 'Snug'],
      ['garage', 'Garage'],
    ],
    [
      one('snug', 'light.snug_lamp_1', 'Snug lamp 1'),
      one('snug', 'light.snug_lamp_2', 'Snug lamp 2'),
      one('snug', 'fan.snug_fan', 'Snug fan'),
      one('garage', 'switch.garage_heater', 'Garage heater', { hidden: true }),
      one('garage', 'light.garage_strip', 'Garage strip light'),
    ],
    [
      c('ordinary order-first', 'switch off the lights in the snug', [
        'light.snug_lamp_1',
        'light.snug_lamp_2',
      ]),
      c('ordinary order-first', 'switch on the snug lights', ['light.snug_lamp_1', 'light.snug_lamp_2']),
      c('ordinary order-first', 'switch the garage light off', ['light.garage_strip']),
      c('ordinary order-first', 'switch on the fan', ['fan.snug_fan']),
      c('ordinary', 'the switch in the garage', 'not-exposed'),
      c('ordinary', 'turn off the lights in the snug', ['light.snug_lamp_1', 'light.snug_lamp_2']),
    ],
  ),
  home(
    'r22b_pl_cover_verb',
    'pl',
    [
      ['biuro', 'Biuro'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      one('biuro', 'light.biuro', 'Lampa biurowa'),
      one('sypialnia', 'cover.roleta_okno', 'Roleta okno', { deviceClass: 'blind' }),
      one('biuro', 'cover.roleta_biuro', 'Roleta biuro', { deviceClass: 'blind' }),
    ],
    [
      c('ordinary order-first', 'zasłoń wszystkie rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
      c('ordinary order-first', 'zasłoń obie rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
      c('ordinary', 'zasłoń roletę w biurze', ['cover.roleta_biuro']),
      c('ordinary order-first', 'zasłońcie rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
      c('ordinary', 'odsłoń rolety', ['cover.roleta_okno', 'cover.roleta_biuro']),
    ],
  ),
];

/**
 * Rule 5: Swedish and Polish verbs for lights alone (tända/släcka, zapalić/zgasić) said of a place with no
 * thing named are about that place's lights, not its speaker, lock or heat pump.
 */
const LIGHT_VERBS: EvalSuite[] = [
  home(
    'r22b_sv_light_verb',
    'sv',
    [
      ['arbetsrum', 'Arbetsrum', 'ov'],
      ['tvattstuga', 'Tvättstuga', 'bv'],
      ['entre', 'Entré', 'bv'],
    ],
    [
      one('arbetsrum', 'light.arbetsrum_tak', 'Arbetsrum tak'),
      one('arbetsrum', 'light.skrivbord', 'Skrivbordslampa'),
      one('arbetsrum', 'media_player.arbetsrum', 'Arbetsrum', speaker),
      one('arbetsrum', 'fan.arbetsrum', 'Arbetsrum fläkt'),
      one('tvattstuga', 'light.tvattstuga', 'Tvättstuga lampa'),
      one('tvattstuga', 'switch.torktumlare', 'Torktumlare'),
      one('entre', 'light.entre', 'Entré'),
      one('entre', 'lock.entre', 'Entrédörr'),
    ],
    [
      c('ordinary light-verb', 'tänd i arbetsrummet', ['light.arbetsrum_tak', 'light.skrivbord']),
      c('ordinary light-verb', 'släck i tvättstugan', ['light.tvattstuga']),
      c('ordinary light-verb', 'kan du släcka på övervåningen', ['light.arbetsrum_tak', 'light.skrivbord']),
      c('ordinary', 'tänd i entrén', ['light.entre']),
      c('ordinary', 'släck skrivbordslampan', ['light.skrivbord']),
      c('ordinary', 'stäng av fläkten i arbetsrummet', ['fan.arbetsrum']),
    ],
    [
      ['bv', 'Bottenplan', 0],
      ['ov', 'Övervåning', 1],
    ],
  ),
  home(
    'r22b_pl_light_verb',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['salon', 'Salon'],
    ],
    [
      one('kuchnia', 'light.kuchnia_led', 'Listwa LED kuchnia'),
      one('kuchnia', 'media_player.kuchnia', 'Kuchnia', speaker),
      one('kuchnia', 'switch.czajnik', 'Czajnik'),
      one('salon', 'light.salon_plafon', 'Plafon salon'),
      one('salon', 'light.salon_stojaca', 'Lampa stojąca'),
      one('salon', 'climate.salon', 'Klimatyzator salon', split),
    ],
    [
      c('ordinary light-verb', 'zapal w kuchni', ['light.kuchnia_led']),
      c('ordinary light-verb', 'zgaś w salonie', ['light.salon_plafon', 'light.salon_stojaca']),
      c('ordinary light-verb', 'zgaś wszędzie', [
        'light.kuchnia_led',
        'light.salon_plafon',
        'light.salon_stojaca',
      ]),
      c('ordinary', 'wyłącz czajnik', ['switch.czajnik']),
      c('ordinary', 'zapal lampę stojącą', ['light.salon_stojaca']),
    ],
  ),
];

/**
 * Rule 6: a Swedish or Danish kind word with its definite ending means what the bare word means
 * ("rullgardinen" any blind, as "rullgardin" is), not only the one class a generated table gives it.
 */
const DEFINITE_KIND: EvalSuite[] = [
  home(
    'r22b_sv_definite_kind',
    'sv',
    [
      ['gastrum', 'Gästrum'],
      ['kok', 'Kök'],
    ],
    [
      one('gastrum', 'cover.kadrilj', 'KADRILJ gästrum', { deviceClass: 'blind' }),
      one('kok', 'cover.kok_fonster', 'Köksfönster', { deviceClass: 'shade' }),
      one('kok', 'light.kok', 'Köksbänk'),
    ],
    [
      c('ordinary definite-kind', 'fäll ner rullgardinen i gästrummet', ['cover.kadrilj']),
      c('ordinary definite-kind', 'rullgardinerna upp', ['cover.kadrilj', 'cover.kok_fonster']),
      c('ordinary definite-kind', 'persiennen i köket', ['cover.kok_fonster']),
      c('ordinary', 'rullgardinen i köket', ['cover.kok_fonster']),
    ],
  ),
  home(
    'r22b_da_definite_kind',
    'da',
    [
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
    ],
    [
      one('stue', 'cover.stue', 'Stue vindue', { deviceClass: 'shade' }),
      one('kokken', 'cover.kokken', 'Køkken vindue', { deviceClass: 'shutter' }),
    ],
    [
      c('ordinary definite-kind', 'træk persiennen ned i stuen', ['cover.stue']),
      c('ordinary definite-kind', 'luk persiennerne', ['cover.stue', 'cover.kokken']),
      c('ordinary definite-kind', 'gardinet i køkkenet', ['cover.kokken']),
    ],
  ),
];

const humidity = { deviceClass: 'humidity', attributes: { unit_of_measurement: '%' } };

/**
 * Rule 7: how much, said with a question or an order ("está muito húmido", "욕실 많이 습해", "ist es sehr
 * feucht"), is no part of the thing's name.
 */
const DEGREE_WORDS: EvalSuite[] = [
  home(
    'r22b_pt_humid',
    'pt',
    [
      ['lavandaria', 'Lavandaria'],
      ['quarto', 'Quarto'],
    ],
    [
      one('lavandaria', 'sensor.lavandaria_humidade', 'Lavandaria humidade', humidity),
      one('lavandaria', 'sensor.lavandaria_temperatura', 'Lavandaria temperatura', temperature),
      one('quarto', 'sensor.quarto_humidade', 'Higrómetro quarto', humidity),
    ],
    [
      c('activity', 'a lavandaria está húmida?', ['sensor.lavandaria_humidade']),
      c('activity degree', 'está muito húmido no quarto', ['sensor.quarto_humidade']),
      c('activity', 'qual é a humidade na lavandaria', ['sensor.lavandaria_humidade']),
    ],
  ),
  home(
    'r22b_ko_humid',
    'ko',
    [
      ['yoksil', '욕실'],
      ['deureseurum', '드레스룸'],
    ],
    [
      one('yoksil', 'sensor.yoksil_seupdo', '욕실 습도', humidity),
      one('deureseurum', 'sensor.dress_seupdo', '드레스룸 온습도계 습도', humidity),
    ],
    [
      c('activity', '드레스룸 습해요?', ['sensor.dress_seupdo']),
      c('activity degree', '욕실 많이 습하니', ['sensor.yoksil_seupdo']),
      c('activity', '드레스룸 습해?', ['sensor.dress_seupdo']),
    ],
  ),
  ...(
    [
      ['de', 'ist es im Hobbykeller sehr feucht', 'Hobbykeller', 'Hobbykeller Feuchte'],
      ['nl', 'is het erg vochtig in de kelder', 'Kelder', 'Kelder vochtigheid'],
      ['sv', 'är det väldigt fuktigt i tvättstugan', 'Tvättstuga', 'Tvättstuga fukt'],
      ['pl', 'czy jest strasznie wilgotno w piwnicy', 'Piwnica', 'Piwnica wilgotność'],
      ['it', 'è troppo umido in taverna?', 'Taverna', 'Taverna umidità'],
      ['es', 'está demasiado húmedo el trastero', 'Trastero', 'Trastero humedad'],
      ['fr', 'il fait vraiment humide dans la buanderie', 'Buanderie', 'Buanderie humidité'],
    ] as const
  ).map(([language, say, room, name]) =>
    home(
      `r22b_${language}_degree`,
      language,
      [
        ['room', room],
        ['other', 'Hall'],
      ],
      [
        one('room', 'sensor.room_humidity', name, humidity),
        one('room', 'sensor.room_temperature', `${room} temp`, temperature),
        one('other', 'sensor.hall_humidity', 'Hall humidity', humidity),
      ],
      [c('activity degree', say, ['sensor.room_humidity'])],
    ),
  ),
];

/**
 * Rule 8: an order adding an item to a list named after a shop, with no list word ("ajoute des œufs à
 * Monoprix", "dodaj jajka do Lidla"): the list, whatever the item is and whatever ending the shop takes.
 */
function shopHome(
  language: string,
  shop: [id: string, name: string],
  generic: [id: string, name: string],
  devices: [area: string, entityId: string, name: string][],
  cases: ReturnType<typeof c>[],
): EvalSuite {
  const suite = home(
    `r22b_${language}_shop_add`,
    language,
    [
      ['kitchen', 'Kitchen'],
      ['bath', 'Bath'],
    ],
    devices.map(([area, entityId, name]) => one(area, entityId, name)),
    cases,
  );
  return { ...suite, home: { ...suite.home, loose: [shop, generic] } };
}

const SHOP_ADD: EvalSuite[] = [
  shopHome(
    'fr',
    ['todo.monoprix', 'Monoprix'],
    ['todo.courses', 'Liste de courses'],
    [
      ['bath', 'light.bain', 'Lumière bain'],
      ['kitchen', 'light.cuisine', 'Suspension cuisine'],
    ],
    [
      c('named-after shop-add', 'rajoute du pain à Monoprix', ['todo.monoprix']),
      c('named-after shop-add', 'ajoute du pain à la liste de courses', ['todo.courses']),
    ],
  ),
  shopHome(
    'pl',
    ['todo.lidl', 'Lidl'],
    ['todo.zakupy', 'Zakupy'],
    [['kitchen', 'light.kuchnia', 'Kuchnia sufit']],
    [
      c('named-after', 'dodaj jajka do Lidla', ['todo.lidl']),
      c('named-after', 'dopisz masło do listy w Lidlu', ['todo.lidl']),
    ],
  ),
  shopHome(
    'de',
    ['todo.edeka', 'Edeka'],
    ['todo.einkauf', 'Einkaufsliste'],
    [['kitchen', 'light.kuche', 'Küche Decke']],
    [c('named-after', 'füg Mehl bei Edeka hinzu', ['todo.edeka'])],
  ),
  shopHome(
    'it',
    ['todo.coop', 'Coop'],
    ['todo.spesa', 'Lista della spesa'],
    [['kitchen', 'light.cucina', 'Luce cucina']],
    [c('named-after', 'metti le uova sulla Coop', ['todo.coop'])],
  ),
  shopHome(
    'sv',
    ['todo.willys', 'Willys'],
    ['todo.handla', 'Handla'],
    [['kitchen', 'light.kok', 'Köksfönster lampa']],
    [c('named-after shop-add', 'skriv upp ägg på Willys', ['todo.willys'])],
  ),
  shopHome(
    'da',
    ['todo.netto', 'Netto'],
    ['todo.indkob', 'Indkøbsliste'],
    [['kitchen', 'light.kokken', 'Køkken loft']],
    [c('named-after shop-add', 'skriv rugbrød på Nettoen', ['todo.netto'])],
  ),
  shopHome(
    'en',
    ['todo.aldi', 'Aldi'],
    ['todo.shopping', 'Shopping List'],
    [['bath', 'light.bath', 'Bath light']],
    [
      c('named-after shop-add', 'put bath salts on Aldi', ['todo.aldi']),
      c('named-after', 'add eggs to the shopping list', ['todo.shopping']),
    ],
  ),
];

/**
 * Rule 9: a hidden thing's whole name said inside an order ("sätt på motorvärmaren", "start elbilladeren")
 * is that thing: not available, rather than nothing found.
 */
const HIDDEN_IN_ORDER: EvalSuite[] = [
  home(
    'r22b_sv_hidden_order',
    'sv',
    [
      ['badrum', 'Badrum'],
      ['carport', 'Carport'],
    ],
    [
      one('badrum', 'switch.handdukstork', 'Handdukstork', { hidden: true }),
      one('carport', 'switch.laddbox', 'Laddbox', { hidden: true }),
      one('badrum', 'light.badrum', 'Badrum tak'),
      one('carport', 'light.carport', 'Carport lampa'),
    ],
    [
      c('hidden-similar', 'sätt på handdukstorken', 'not-exposed'),
      c('hidden-similar hidden-order', 'starta laddboxen', 'not-exposed'),
      c('hidden-similar', 'kan du slå på handdukstorken', 'not-exposed'),
      c('hidden-similar', 'handdukstorken', 'not-exposed'),
      c('ordinary', 'tänd lampan i carporten', ['light.carport']),
    ],
  ),
  home(
    'r22b_da_hidden_order',
    'da',
    [
      ['carport', 'Carport'],
      ['bryggers', 'Bryggers'],
    ],
    [
      one('carport', 'switch.elbillader', 'Elbillader', { hidden: true }),
      one('bryggers', 'switch.tortumbler', 'Tørretumbler'),
      one('bryggers', 'switch.affugter', 'Affugter', { hidden: true }),
    ],
    [
      c('hidden-similar', 'start elbilladeren', 'not-exposed'),
      c('hidden-similar', 'kan du starte elbilladeren', 'not-exposed'),
      c('hidden-similar', 'tænd lige for affugteren', 'not-exposed'),
      c('ordinary', 'start tørretumbleren', ['switch.tortumbler']),
    ],
  ),
  home(
    'r22b_de_hidden_order',
    'de',
    [
      ['werkstatt', 'Werkstatt'],
      ['bad', 'Bad'],
    ],
    [
      one('werkstatt', 'switch.kompressor', 'Kompressor', { hidden: true }),
      one('bad', 'switch.handtuchheizung', 'Handtuchheizung', { hidden: true }),
      one('werkstatt', 'light.werkstatt', 'Werkstatt Licht'),
    ],
    [
      c('hidden-similar', 'starte den Kompressor', 'not-exposed'),
      c('hidden-similar', 'mach mal den Kompressor an', 'not-exposed'),
      c('hidden-similar hidden-order', 'kannst du die Handtuchheizung starten', 'not-exposed'),
    ],
  ),
];

/**
 * Rule 10: sending a robot out ("send the mower out", "skicka ut robotdammsugaren", "schick den Mähroboter
 * raus"): the order's verb and its particle are no part of the robot's name.
 */
const SEND_OUT: EvalSuite[] = (
  [
    ['en', 'send the mower out', 'Garden', 'Husqvarna Automower', 'ordinary'],
    ['en', 'send out the robot mower', 'Garden', 'Husqvarna Automower', 'ordinary'],
    ['sv', 'skicka ut gräsklipparen', 'Trädgård', 'Robotgräsklippare', 'ordinary'],
    ['da', 'send robotplæneklipperen ud i haven', 'Have', 'Robot plæneklipper', 'ordinary send-out'],
    ['de', 'schick den Mähroboter raus', 'Garten', 'Mähroboter Gardena', 'ordinary send-out'],
    ['nl', 'stuur de robotmaaier naar buiten', 'Tuin', 'Robotmaaier', 'ordinary'],
  ] as const
).map(([language, say, garden, name, tags], at) =>
  home(
    `r22b_${language}_send_out_${at}`,
    language,
    [
      ['garden', garden],
      ['hall', 'Hall'],
    ],
    [
      one('garden', 'lawn_mower.robot', name),
      one('garden', 'light.garden', `${garden} light`),
      one('hall', 'vacuum.hall', 'Roborock'),
    ],
    [c(tags, say, ['lawn_mower.robot'])],
  ),
);

/**
 * Rule 11: a compound the tables know as a fixture ("taklampa", a ceiling light), said with a room whose
 * light is named by the room and the compound's first part ("Gästrum tak"), is that light, beside the
 * room's other lamps and its TV.
 */
const FIXTURE_APART: EvalSuite[] = [
  home(
    'r22b_sv_fixture_apart',
    'sv',
    [
      ['gastrum', 'Gästrum'],
      ['hall', 'Hall'],
    ],
    [
      one('gastrum', 'light.gastrum_tak', 'Gästrum tak'),
      one('gastrum', 'light.laslampa', 'Läslampa'),
      one('gastrum', 'media_player.gastrum_tv', 'TV gästrum', { deviceClass: 'tv' }),
      one('hall', 'light.hall_tak', 'Hall tak'),
    ],
    [
      c('name-wins fixture-apart', 'tänd taklampan i gästrummet', ['light.gastrum_tak']),
      c('name-wins fixture-apart', 'taklampan i gästrummet', ['light.gastrum_tak']),
      c('name-wins fixture-apart', 'taklampan i hallen', ['light.hall_tak']),
      c('name-wins', 'läslampan i gästrummet', ['light.laslampa']),
    ],
  ),
  home(
    'r22b_da_fixture_apart',
    'da',
    [
      ['alrum', 'Alrum'],
      ['gang', 'Gang'],
    ],
    [
      one('alrum', 'light.alrum_loft', 'Alrum loft'),
      one('alrum', 'light.standerlampe', 'Standerlampe'),
      one('alrum', 'media_player.alrum', 'Alrum højttaler', speaker),
      one('gang', 'light.gang_loft', 'Gang loft'),
    ],
    [
      c('name-wins fixture-apart', 'tænd loftlampen i alrummet', ['light.alrum_loft']),
      c('name-wins', 'sluk loftslampen i alrummet', ['light.alrum_loft']),
      c('name-wins', 'standerlampen i alrummet', ['light.standerlampe']),
    ],
  ),
  home(
    'r22b_nl_fixture_apart',
    'nl',
    [
      ['eetkamer', 'Eetkamer'],
      ['overloop', 'Overloop'],
    ],
    [
      one('eetkamer', 'light.eetkamer_plafond', 'Eetkamer plafond'),
      one('eetkamer', 'light.staande_lamp', 'Staande lamp'),
      one('eetkamer', 'media_player.eetkamer', 'Eetkamer speaker', speaker),
      one('overloop', 'light.overloop', 'Overloop plafond'),
    ],
    [
      c('name-wins', 'doe de plafondlamp in de eetkamer aan', ['light.eetkamer_plafond']),
      c('name-wins', 'de staande lamp in de eetkamer', ['light.staande_lamp']),
    ],
  ),
];

const tv = { deviceClass: 'tv' };

/**
 * Rule 12: a TV word said of one thing, with a TV named so beside a streaming stick its integration put in
 * the TV class ("Chromecast"), is the TV: the stick plays on it.
 */
const TV_WORD: EvalSuite[] = (
  [
    ['pt', 'desliga a tv', 'Sala', 'TV sala'],
    ['pt', 'liga a televisão', 'Sala', 'Televisão sala'],
    ['en', 'turn off the tv', 'Lounge', 'Lounge TV'],
    ['en', 'turn off the television', 'Lounge', 'Lounge Television'],
    ['es', 'apaga la tele', 'Salón', 'Tele salón'],
    ['de', 'mach den Fernseher aus', 'Wohnzimmer', 'Fernseher Wohnzimmer'],
    ['fr', 'éteins la télé', 'Salon', 'Télé salon'],
    ['it', 'spegni il televisore', 'Soggiorno', 'Televisore soggiorno'],
  ] as const
).map(([language, say, room, name], at) =>
  home(
    `r22b_${language}_tv_word_${at}`,
    language,
    [['room', room]],
    [
      one('room', 'media_player.tv', name, tv),
      one('room', 'media_player.chromecast', 'Chromecast', tv),
      one('room', 'media_player.speaker', 'Sonos One', speaker),
    ],
    [
      c(language === 'it' ? 'ordinary' : 'ordinary tv-word', say, ['media_player.tv']),
      c('brand', 'chromecast', ['media_player.chromecast']),
    ],
  ),
);

/**
 * Rule 13: an order to show a camera ("pokaż kamerę w kuchni", "zeig mir die Kamera in der Garage"): the
 * verb of showing is no part of the name.
 */
const SHOW_CAMERA: EvalSuite[] = (
  [
    ['pl', 'pokaż kamerę w garażu', 'Garaż', 'Kamera garaż'],
    ['de', 'zeig mir die Kamera in der Garage', 'Garage', 'Kamera Garage'],
    ['es', 'muéstrame la cámara del garaje', 'Garaje', 'Cámara garaje'],
    ['fr', 'montre-moi la caméra du garage', 'Garage', 'Caméra garage'],
    ['it', 'mostrami la telecamera del garage', 'Garage', 'Telecamera garage'],
    ['nl', 'toon de camera in de garage', 'Garage', 'Camera garage'],
    ['pt', 'mostra a câmara da garagem', 'Garagem', 'Câmara garagem'],
    ['sv', 'visa kameran i garaget', 'Garage', 'Kamera garage'],
    ['da', 'vis kameraet i garagen', 'Garage', 'Kamera garage'],
    ['ko', '차고 카메라 보여줘', '차고', '차고 카메라'],
    ['ja', 'ガレージのカメラを見せて', 'ガレージ', 'ガレージカメラ'],
    ['zh', '显示车库的摄像头', '车库', '车库摄像头'],
  ] as const
).map(([language, say, garage, name]) =>
  home(
    `r22b_${language}_show_camera`,
    language,
    [
      ['garage', garage],
      ['hall', 'Hall'],
    ],
    [
      one('garage', 'camera.garage', name),
      one('hall', 'camera.hall', 'Doorbell'),
      one('garage', 'light.garage', `${garage} light`),
    ],
    // Guards in the languages whose verb was already read so.
    [c(['pl', 'sv', 'da'].includes(language) ? 'ordinary show-camera' : 'ordinary', say, ['camera.garage'])],
  ),
);

export const TWENTY_SECOND_ROUND_B: readonly EvalSuite[] = [
  ...RAISE_LOWER,
  ...VALUE_THEN_ORDER,
  ...OWN_TEMPERATURE,
  ...ORDER_FIRST,
  ...LIGHT_VERBS,
  ...DEFINITE_KIND,
  ...DEGREE_WORDS,
  ...SHOP_ADD,
  ...HIDDEN_IN_ORDER,
  ...SEND_OUT,
  ...FIXTURE_APART,
  ...TV_WORD,
  ...SHOW_CAMERA,
];
