// Issue 26, round 23a, rules 1–6 (rules 7–11 in -a2.ts): ordinary homes asked with whole short commands and
// questions (the forecast by its own word, orders before "all", 都, plurals of a home's word, hidden things
// said short or with a particle).
// Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first tag is
// the category, the second the rule exercised (cases without a rule tag are guards that passed before and
// after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_THIRD_ROUND_A2 } from './home-issue26-twenty-third-a2.js';

const weather = { attributes: { temperature: 11, humidity: 64, temperature_unit: '°C' } };
const temperature = { deviceClass: 'temperature', attributes: { unit_of_measurement: '°C' } };

/** A home with its weather entity, a garden thermometer and a lamp, asked about the forecast. */
function forecastHome(
  id: string,
  language: string,
  garden: string,
  station: string,
  asked: [tags: string, say: string][],
): EvalSuite {
  return home(
    id,
    language,
    [
      ['garden', garden],
      ['hall', 'Hall'],
    ],
    [
      one(null, `weather.${id}`, station, weather),
      one('garden', `sensor.${id}_outside`, `${garden} T`, temperature),
      one('hall', `light.${id}_hall`, 'Hall Lamp'),
    ],
    asked.map(([tags, say]) => c(tags, say, [`weather.${id}`])),
  );
}

/**
 * Rule 1: the forecast asked for by its own word ("Wettervorhersage", "previsioni meteo", "weerbericht",
 * "prognoza pogody", "일기예보", "天気予報", "天气预报") is the home's weather entity, whatever it is named.
 */
const FORECAST: EvalSuite[] = [
  forecastHome('r23a_de_forecast', 'de', 'Garten', 'Zuhause', [
    ['ordinary forecast', 'die Wettervorhersage für morgen'],
    ['ordinary forecast', 'der Wetterbericht'],
    ['ordinary forecast', 'wie ist die Vorhersage'],
    ['ordinary', 'das Wetter'],
  ]),
  forecastHome('r23a_it_forecast', 'it', 'Giardino', 'Casa', [
    ['ordinary', 'le previsioni del tempo'],
    ['ordinary forecast', 'che dicono le previsioni meteo'],
    ['ordinary', 'il meteo'],
  ]),
  forecastHome('r23a_nl_forecast', 'nl', 'Tuin', 'Thuis', [
    ['ordinary forecast', 'het weerbericht'],
    ['ordinary forecast', 'de weersvoorspelling voor morgen'],
    ['ordinary forecast', 'wat is de weersverwachting'],
  ]),
  forecastHome('r23a_pl_forecast', 'pl', 'Ogródek', 'Dom', [
    ['ordinary', 'jaka jest prognoza pogody na jutro'],
    ['ordinary forecast', 'prognoza na weekend'],
    ['ordinary', 'pogoda'],
  ]),
  forecastHome('r23a_ko_forecast', 'ko', '마당', '우리집', [
    ['ordinary forecast', '일기예보 알려줘'],
    ['ordinary', '내일 날씨 예보'],
  ]),
  forecastHome('r23a_ja_forecast', 'ja', '庭', '自宅', [
    ['ordinary forecast', '明日の天気予報'],
    ['ordinary forecast', '天気予報を教えて'],
  ]),
  forecastHome('r23a_zh_forecast', 'zh', '院子', '我家', [
    ['ordinary', '明天的天气预报'],
    ['ordinary forecast', '天氣預報'],
  ]),
  forecastHome('r23a_en_forecast', 'en', 'Yard', 'Home', [
    ['ordinary forecast', 'the weather report'],
    ['ordinary', "tomorrow's forecast"],
  ]),
  forecastHome('r23a_es_forecast', 'es', 'Jardín', 'Casa', [
    ['ordinary', 'el pronóstico del tiempo'],
    ['ordinary forecast', 'la previsión meteorológica'],
  ]),
  forecastHome('r23a_fr_forecast', 'fr', 'Jardin', 'Maison', [
    ['ordinary forecast', 'les prévisions météo'],
    ['ordinary', 'le bulletin météo'],
  ]),
  forecastHome('r23a_da_forecast', 'da', 'Have', 'Hjem', [
    ['ordinary', 'vejrudsigten'],
    ['ordinary forecast', 'vejrprognosen for i morgen'],
  ]),
];

const shutter = { deviceClass: 'shutter' };
const floors2 = (ground: string, upper: string): EvalSuite['home']['floors'] => [
  ['ground', ground, 0],
  ['upper', upper, 1],
];

/**
 * Rule 2: an order to raise or lower said first ("baja", "baixa", "abbassa") before "all", "both" or a
 * count is the order, not the ground floor it also spells ("Planta baja", "Planta baixa").
 */
const LEVEL_ORDER_ALL: EvalSuite[] = [
  home(
    'r23a_es_level_all',
    'es',
    [
      ['comedor', 'Comedor', 'ground'],
      ['estudio', 'Estudio', 'upper'],
    ],
    [
      one('comedor', 'cover.comedor', 'Persiana comedor', shutter),
      one('estudio', 'cover.estudio', 'Persiana estudio', shutter),
      one('comedor', 'light.comedor', 'Lámpara comedor'),
    ],
    [
      c('ordinary level-all', 'baja todas las persianas de casa', ['cover.comedor', 'cover.estudio']),
      c('ordinary', 'baja las dos persianas', ['cover.comedor', 'cover.estudio']),
      c('ordinary level-all', 'baja ambas persianas', ['cover.comedor', 'cover.estudio']),
      c('ordinary', 'sube todas las persianas', ['cover.comedor', 'cover.estudio']),
      c('ordinary', 'baja la persiana del estudio', ['cover.estudio']),
      c('ordinary', 'las luces de la planta baja', ['light.comedor']),
    ],
    floors2('Planta baja', 'Planta alta'),
  ),
  home(
    'r23a_pt_level_all',
    'pt',
    [
      ['copa', 'Copa', 'ground'],
      ['suite', 'Suíte', 'upper'],
    ],
    [
      one('copa', 'cover.copa', 'Persiana copa', shutter),
      one('suite', 'cover.suite', 'Persiana suíte', shutter),
      one('copa', 'light.copa', 'Luz copa'),
    ],
    [
      c('ordinary level-all', 'baixa todas as persianas', ['cover.copa', 'cover.suite']),
      c('ordinary', 'baixa as duas persianas', ['cover.copa', 'cover.suite']),
      c('ordinary', 'baixa a persiana da suíte', ['cover.suite']),
    ],
    floors2('Planta baixa', 'Andar de cima'),
  ),
  home(
    'r23a_it_level_all',
    'it',
    [
      ['tinello', 'Tinello', 'ground'],
      ['mansarda', 'Mansarda', 'upper'],
    ],
    [
      one('tinello', 'cover.tinello', 'Tapparella tinello', shutter),
      one('mansarda', 'cover.mansarda', 'Tapparella mansarda', shutter),
    ],
    [
      c('ordinary', 'abbassa tutte le tapparelle', ['cover.tinello', 'cover.mansarda']),
      c('ordinary', 'alza entrambe le tapparelle', ['cover.tinello', 'cover.mansarda']),
    ],
    floors2('Piano terra', 'Piano alto'),
  ),
];

/** Rule 3: Chinese 都 after the thing ("把风扇都关了", "灯都打开") is every one of it, as 全部 is. */
const CHINESE_DOU: EvalSuite[] = [
  home(
    'r23a_zh_dou',
    'zh',
    [
      ['shufang', '书房'],
      ['ertongfang', '儿童房'],
      ['jingdu', '京都和室'],
    ],
    [
      one('shufang', 'fan.shufang', '书房风扇'),
      one('ertongfang', 'fan.ertong', '儿童房风扇'),
      one('shufang', 'light.shufang', '书房吊灯'),
      one('ertongfang', 'light.ertong', '儿童房顶灯'),
      one('shufang', 'cover.shufang', '书房卷帘', { deviceClass: 'shade' }),
      one('ertongfang', 'cover.ertong', '儿童房卷帘', { deviceClass: 'shade' }),
      one('jingdu', 'switch.jingdu', '京都香薰机'),
    ],
    [
      c('ordinary dou', '把风扇都关了', ['fan.shufang', 'fan.ertong']),
      c('ordinary dou', '灯都打开', ['light.shufang', 'light.ertong']),
      c('ordinary dou', '把卷帘都放下来', ['cover.shufang', 'cover.ertong']),
      c('ordinary dou', '風扇都關掉', ['fan.shufang', 'fan.ertong']),
      c('ordinary', '把风扇全部关了', ['fan.shufang', 'fan.ertong']),
      c('ordinary', '京都香薰机', ['switch.jingdu']),
      c('ordinary', '打开书房的风扇', ['fan.shufang']),
    ],
  ),
];

/**
 * Rule 4: a thing's word said in the plural of the word the home's names hold ("les spots" for "Spot …
 * 1" and "Spot … 2", "los focos", "i faretti") is every one of them, as "both" is; the singular asks.
 */
const PLURAL_OF_HOME_WORD: EvalSuite[] = [
  home(
    'r23a_fr_spots',
    'fr',
    [
      ['sam', 'Salle à manger'],
      ['bureau', 'Bureau'],
    ],
    [
      one('sam', 'light.spot_sam_1', 'Spot salle à manger 1'),
      one('sam', 'light.spot_sam_2', 'Spot salle à manger 2'),
      one('sam', 'light.suspension', 'Suspension'),
      one('bureau', 'light.bureau', 'Lampe bureau'),
    ],
    [
      c('ask-one plural-word', 'allume les spots de la salle à manger', [
        'light.spot_sam_1',
        'light.spot_sam_2',
      ]),
      c('ask-one plural-word', 'éteins les spots', ['light.spot_sam_1', 'light.spot_sam_2']),
      c('ask-one', 'allume le spot de la salle à manger', { ask: ['light.spot_sam_1', 'light.spot_sam_2'] }),
    ],
  ),
  home(
    'r23a_es_focos',
    'es',
    [
      ['patio', 'Patio'],
      ['cocina', 'Cocina'],
    ],
    [
      one('patio', 'light.foco_patio_1', 'Foco patio 1'),
      one('patio', 'light.foco_patio_2', 'Foco patio 2'),
      one('cocina', 'light.cocina', 'Luz cocina'),
    ],
    [
      c('ask-one', 'enciende los focos del patio', ['light.foco_patio_1', 'light.foco_patio_2']),
      c('ask-one', 'enciende el foco del patio', { ask: ['light.foco_patio_1', 'light.foco_patio_2'] }),
    ],
  ),
  home(
    'r23a_it_faretti',
    'it',
    [
      ['bagno', 'Bagno'],
      ['corridoio', 'Corridoio'],
    ],
    [
      one('bagno', 'light.faretto_1', 'Faretto bagno 1'),
      one('bagno', 'light.faretto_2', 'Faretto bagno 2'),
      one('corridoio', 'light.corridoio', 'Luce corridoio'),
    ],
    [
      c('ask-one plural-word', 'accendi i faretti del bagno', ['light.faretto_1', 'light.faretto_2']),
      c('ask-one', 'accendi il faretto del bagno', { ask: ['light.faretto_1', 'light.faretto_2'] }),
    ],
  ),
  home(
    'r23a_nl_spotjes',
    'nl',
    [
      ['hal', 'Hal'],
      ['washok', 'Washok'],
    ],
    [
      one('hal', 'light.spotje_1', 'Spotje hal 1'),
      one('hal', 'light.spotje_2', 'Spotje hal 2'),
      one('washok', 'light.washok', 'Lamp washok'),
    ],
    [
      c('ask-one plural-word', 'doe de spotjes in de hal aan', ['light.spotje_1', 'light.spotje_2']),
      c('ask-one', 'doe het spotje in de hal aan', { ask: ['light.spotje_1', 'light.spotje_2'] }),
    ],
  ),
  home(
    'r23a_en_spots',
    'en',
    [
      ['den', 'Den'],
      ['porch', 'Porch'],
    ],
    [
      one('den', 'light.den_spot_1', 'Den Spot 1'),
      one('den', 'light.den_spot_2', 'Den Spot 2'),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [
      c('ask-one plural-word', 'turn on the spots in the den', ['light.den_spot_1', 'light.den_spot_2']),
      c('ask-one', 'turn on the den spot', { ask: ['light.den_spot_1', 'light.den_spot_2'] }),
    ],
  ),
];

/**
 * Rule 5: an appliance said by its short word ("la freidora", "la friggitrice", "the fryer") where the one
 * hidden thing is named by the appliance's longer phrase ("Freidora de aire", "Air Fryer"): the phrase's
 * other word ("aire", "air") is no other kind, so the thing is there but not available.
 */
const HIDDEN_LONG_PHRASE: EvalSuite[] = [
  home(
    'r23a_es_hidden_phrase',
    'es',
    [
      ['cocina', 'Cocina'],
      ['salon', 'Salón'],
    ],
    [
      one('cocina', 'switch.freidora', 'Freidora de aire Cosori', { hidden: true }),
      one('cocina', 'switch.hervidor', 'Hervidor'),
      one('salon', 'climate.split', 'Aire salón', {
        attributes: { hvac_modes: ['off', 'cool', 'heat'], temperature: 23 },
      }),
    ],
    [
      c('hidden-similar hidden-phrase', 'pon la freidora', 'not-exposed'),
      c('hidden-similar', 'enciende la freidora de la cocina', 'not-exposed'),
      c('hidden-similar hidden-phrase', 'la freidora de aire', 'not-exposed'),
      c('ordinary', 'enciende el aire del salón', ['climate.split']),
    ],
  ),
  home(
    'r23a_it_hidden_phrase',
    'it',
    [
      ['cucina', 'Cucina'],
      ['sala', 'Sala'],
    ],
    [
      one('cucina', 'switch.friggitrice', 'Friggitrice ad aria', { hidden: true }),
      one('cucina', 'switch.bollitore', 'Bollitore'),
      one('sala', 'light.sala', 'Luce sala'),
    ],
    [
      c('hidden-similar', 'accendi la friggitrice', 'not-exposed'),
      c('hidden-similar', 'accendi la friggitrice ad aria', 'not-exposed'),
    ],
  ),
  home(
    'r23a_fr_hidden_phrase',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['buanderie', 'Buanderie'],
    ],
    [
      one('cuisine', 'switch.friteuse', 'Friteuse à air', { hidden: true }),
      one('buanderie', 'switch.seche_linge', 'Sèche-linge'),
    ],
    [
      c('hidden-similar hidden-phrase', 'allume la friteuse', 'not-exposed'),
      c('ordinary', 'lance le sèche-linge', ['switch.seche_linge']),
    ],
  ),
];

/**
 * Rule 6: a hidden thing's name said with の, 的 or 의 between its parts ("書斎の表示パネル" for a hidden
 * "書斎表示パネル") is that thing, not available, as a visible one said so is found; not every other
 * thing of the room.
 */
const HIDDEN_PARTICLE: EvalSuite[] = [
  home(
    'r23a_zh_hidden_particle',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
    ],
    [
      one('shufang', 'switch.touyingyi', '书房播放器', { hidden: true }),
      one('shufang', 'light.taideng', '书房台灯'),
      one('shufang', 'media_player.shufang', '书房音箱', { deviceClass: 'speaker' }),
      one('woshi', 'switch.dianretan', '卧室显示面板', { hidden: true }),
      one('woshi', 'light.woshi', '卧室吸顶灯'),
      one('woshi', 'media_player.woshi_bofang', '卧室播放器', { hidden: true }),
      one('woshi', 'media_player.woshi_tv', '卧室电视', { deviceClass: 'tv' }),
    ],
    [
      c('hidden-similar hidden-particle', '卧室的播放器', 'not-exposed'),
      c('hidden-similar hidden-particle', '书房的播放器', 'not-exposed'),
      c('hidden-similar', '卧室的显示面板', 'not-exposed'),
      c('hidden-similar', '书房播放器', 'not-exposed'),
      c('ordinary', '书房的台灯', ['light.taideng']),
    ],
  ),
  home(
    'r23a_ja_hidden_particle',
    'ja',
    [
      ['shosai', '書斎'],
      ['washitsu', '和室'],
    ],
    [
      one('shosai', 'switch.projector', '書斎表示パネル', { hidden: true }),
      one('shosai', 'light.shosai', '書斎照明'),
      one('washitsu', 'switch.kashitsuki', '和室マッサージチェア', { hidden: true }),
      one('washitsu', 'light.washitsu', '和室照明'),
      one('washitsu', 'media_player.washitsu_speaker', '和室スピーカー', {
        deviceClass: 'speaker',
        hidden: true,
      }),
      one('washitsu', 'media_player.washitsu_tv', '和室テレビ', { deviceClass: 'tv' }),
    ],
    [
      c('hidden-similar', '和室のスピーカー', 'not-exposed'),
      c('hidden-similar', '書斎の表示パネル', 'not-exposed'),
      c('hidden-similar', '和室のマッサージチェア', 'not-exposed'),
      c('ordinary', '書斎の照明', ['light.shosai']),
    ],
  ),
  home(
    'r23a_ko_hidden_particle',
    'ko',
    [
      ['geosil', '거실'],
      ['seojae', '서재'],
    ],
    [
      one('geosil', 'switch.purifier', '거실안마의자', { hidden: true }),
      one('geosil', 'light.geosil', '거실조명'),
      one('seojae', 'switch.monitor', '서재표시등', { hidden: true }),
      one('seojae', 'light.seojae', '서재조명'),
      one('seojae', 'media_player.seojae_speaker', '서재스피커', { deviceClass: 'speaker', hidden: true }),
      one('seojae', 'media_player.seojae_tv', '서재 TV', { deviceClass: 'tv' }),
    ],
    [
      c('hidden-similar', '서재의 스피커', 'not-exposed'),
      c('hidden-similar', '거실의 안마의자', 'not-exposed'),
      c('hidden-similar', '서재의 표시등', 'not-exposed'),
      c('ordinary', '거실의 조명', ['light.geosil']),
    ],
  ),
];

export const TWENTY_THIRD_ROUND_A: EvalSuite[] = [
  ...FORECAST,
  ...LEVEL_ORDER_ALL,
  ...CHINESE_DOU,
  ...PLURAL_OF_HOME_WORD,
  ...HIDDEN_LONG_PHRASE,
  ...HIDDEN_PARTICLE,
  ...TWENTY_THIRD_ROUND_A2,
];
