// Issue 26, round 22d (rules 6–10, 12): homes with gardens, terraces and weather (rain, wind, the forecast, garden
// work). Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first
// tag is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const forecast = { attributes: { temperature: 14, humidity: 70, wind_speed: 22 } };
const moisture = { deviceClass: 'moisture' };
const valve = { deviceClass: 'water' };
const awning = { deviceClass: 'awning', attributes: { current_position: 0 } };
const gauge = { deviceClass: 'precipitation', attributes: { unit_of_measurement: 'mm' } };

/** Rule 6: watering and mowing said the Korean and Japanese way ("잔디에 물 줘", "庭に水をまいて"). */
const GARDEN_WORK: EvalSuite[] = [
  home(
    'r22d_ko_damyang',
    'ko',
    [
      ['jeongwon', '정원'],
      ['tutbat', '텃밭'],
      ['geosil', '거실'],
    ],
    [
      one('jeongwon', 'valve.jeongwon', '정원 살수기', valve),
      one('tutbat', 'valve.tutbat', '텃밭 밸브', valve),
      one('jeongwon', 'lawn_mower.mower', '오토모어'),
      one('jeongwon', 'light.jeongwon', '정원등'),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('activity garden-work', '잔디에 물 좀 줘', ['valve.jeongwon']),
      c('activity', '텃밭에 물 줘', ['valve.tutbat']),
      c('activity garden-work', '잔디 좀 깎아 줘', ['lawn_mower.mower']),
      c('activity garden-work', '잔디 깎아주세요', ['lawn_mower.mower']),
      c('activity', '정원등 켜 줘', ['light.jeongwon']),
    ],
  ),
  home(
    'r22d_ja_karuizawa',
    'ja',
    [
      ['niwa', '庭'],
      ['hatake', '家庭菜園'],
      ['living', 'リビング'],
    ],
    [
      one('niwa', 'valve.niwa', '庭の散水栓', valve),
      one('niwa', 'light.niwa', '庭のライト'),
      one('hatake', 'valve.hatake', '菜園の水栓', valve),
      one('niwa', 'lawn_mower.mower', 'オートモア'),
      one('living', 'light.living', 'リビングの照明'),
    ],
    [
      c('activity garden-work', '庭に水を撒いて', ['valve.niwa']),
      c('activity', '家庭菜園に水をあげて', ['valve.hatake']),
      c('activity garden-work', '芝生を刈って', ['lawn_mower.mower']),
      c('activity', '庭のライトをつけて', ['light.niwa']),
    ],
  ),
];

/** Rule 7: a Polish -azd word said in the locative ("na wjeździe" for "Wjazd"), its a turned e. */
const POLISH_AZD: EvalSuite[] = [
  home(
    'r22d_pl_olsztyn',
    'pl',
    [
      ['wjazd', 'Wjazd'],
      ['ogrod', 'Ogród'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('wjazd', 'light.wjazd_1', 'Słupek 1'),
      one('wjazd', 'light.wjazd_2', 'Słupek 2'),
      one('ogrod', 'light.ogrod', 'Lampki ogród'),
      one('kuchnia', 'light.kuchnia', 'Lampa kuchnia'),
    ],
    [
      c('ordinary polish-azd', 'światła na wjeździe', ['light.wjazd_1', 'light.wjazd_2']),
      c('ordinary', 'światła w ogrodzie', ['light.ogrod']),
    ],
  ),
  home(
    'r22d_pl_gniezno',
    'pl',
    [
      ['dojazd', 'Dojazd'],
      ['taras', 'Taras'],
    ],
    [
      one('dojazd', 'light.latarnia', 'Latarnia'),
      one('taras', 'light.taras', 'Latarnia tarasowa'),
      one('dojazd', 'switch.brama', 'Napęd bramy', { deviceClass: 'outlet' }),
    ],
    [
      c('ordinary polish-azd', 'latarnia na dojeździe', ['light.latarnia']),
      c('ordinary', 'latarnia na tarasie', ['light.taras']),
    ],
  ),
];

/** Rule 8: how much it has rained is the rain gauge's reading, else the weather. */
const RAIN_FALLEN: EvalSuite[] = [
  home(
    'r22d_en_ashcombe',
    'en',
    [
      ['garden', 'Garden'],
      ['hall', 'Hall'],
    ],
    [
      one(null, 'weather.ashcombe', 'Ashcombe', forecast),
      one('garden', 'sensor.rain_gauge', 'Rain Gauge', gauge),
      one('garden', 'binary_sensor.rain', 'Rain Detector', moisture),
      one('hall', 'light.hall', 'Hall Light'),
    ],
    [
      c('activity rain-fallen', 'how much did it rain last night', ['sensor.rain_gauge']),
      c('activity rain-fallen', 'did it rain today', ['sensor.rain_gauge']),
      c('activity', 'is it raining', ['binary_sensor.rain']),
      c('activity', 'will it rain tomorrow', ['weather.ashcombe']),
    ],
  ),
  home(
    'r22d_en_kelso',
    'en',
    [['garden', 'Garden']],
    [
      one(null, 'weather.kelso', 'Kelso', forecast),
      one('garden', 'sensor.rain_today', 'Rain Today', gauge),
      one('garden', 'sensor.rain_week', 'Rain This Week', gauge),
    ],
    [c('activity', 'how much rain today', ['sensor.rain_today'])],
  ),
  home(
    'r22d_de_worpswede',
    'de',
    [['garten', 'Garten']],
    [
      one(null, 'weather.worpswede', 'Zuhause', forecast),
      one('garten', 'sensor.regenmesser', 'Regenmesser', gauge),
    ],
    [
      c('activity rain-fallen', 'wie viel hat es heute geregnet', ['sensor.regenmesser']),
      c('activity', 'regnet es morgen', ['weather.worpswede']),
    ],
  ),
  home(
    'r22d_es_jerez',
    'es',
    [['huerto', 'Huerto']],
    [one(null, 'weather.jerez', 'Casa', forecast), one('huerto', 'sensor.pluviometro', 'Pluviómetro', gauge)],
    [c('activity rain-fallen', '¿cuánto ha llovido esta semana?', ['sensor.pluviometro'])],
  ),
  home(
    'r22d_it_asolo',
    'it',
    [['orto', 'Orto']],
    [one(null, 'weather.asolo', 'Casa', forecast), one('orto', 'sensor.pluviometro', 'Pluviometro', gauge)],
    [c('activity rain-fallen', 'quanto ha piovuto stanotte?', ['sensor.pluviometro'])],
  ),
  home(
    'r22d_sv_gotland',
    'sv',
    [['tradgard', 'Trädgård']],
    [
      one(null, 'weather.gotland', 'Hemma', forecast),
      one('tradgard', 'sensor.regnmatare', 'Regnmätare', gauge),
    ],
    [c('activity rain-fallen', 'hur mycket har det regnat idag', ['sensor.regnmatare'])],
  ),
  home(
    'r22d_zh_hangzhou',
    'zh',
    [['huayuan', '花园']],
    [
      one(null, 'weather.home', '家', forecast),
      one('huayuan', 'sensor.yuliang', '雨量计', gauge),
      one('huayuan', 'sensor.yushuitong', '集雨桶水位', { deviceClass: 'water' }),
    ],
    [
      c('activity rain-fallen', '今天下了多少雨', ['sensor.yuliang']),
      c('activity', '集雨桶里还剩多少水', ['sensor.yushuitong']),
    ],
  ),
];

/** Rule 9: snow, sun, clouds, storms and fog are the forecast's. */
const SKY: EvalSuite[] = [
  home(
    'r22d_en_glencoe',
    'en',
    [
      ['sunroom', 'Sunroom'],
      ['garden', 'Garden'],
    ],
    [
      one(null, 'weather.glencoe', 'Glencoe', forecast),
      one('sunroom', 'light.sunroom', 'Sunroom Light'),
      one('garden', 'switch.snow_melt', 'Snow Melt Mat', { deviceClass: 'outlet' }),
    ],
    [
      c('activity sky', 'will it snow tonight', ['weather.glencoe']),
      c('activity sky', 'is it sunny out', ['weather.glencoe']),
      c('activity sky', 'is a storm coming', ['weather.glencoe']),
      c('activity', 'the snow melt mat', ['switch.snow_melt']),
      c('activity', 'the sunroom light', ['light.sunroom']),
    ],
  ),
  home(
    'r22d_en_dunmore',
    'en',
    [['garden', 'Garden']],
    [
      one(null, 'weather.dunmore', 'Dunmore', forecast),
      one('garden', 'sensor.outdoor_temperature', 'Outdoor Temperature', { deviceClass: 'temperature' }),
      one('garden', 'sensor.outdoor_humidity', 'Outdoor Humidity', { deviceClass: 'humidity' }),
    ],
    [
      c('activity sky', 'is it foggy out', ['weather.dunmore']),
      c('activity rain', 'is it going to rain outside', ['weather.dunmore']),
    ],
  ),
  home(
    'r22d_de_zugspitze',
    'de',
    [['terrasse', 'Terrasse']],
    [
      one(null, 'weather.zuhause', 'Zuhause', forecast),
      one('terrasse', 'cover.sonnensegel', 'Sonnensegel', awning),
      one('terrasse', 'sensor.temp', 'Terrasse Temperatur', { deviceClass: 'temperature' }),
    ],
    [
      c('activity sky', 'schneit es morgen', ['weather.zuhause']),
      c('activity sky', 'gibt es heute ein Gewitter', ['weather.zuhause']),
      c('activity', 'fahr das Sonnensegel ein', ['cover.sonnensegel']),
      c('activity', 'wie viel Grad hat es auf der Terrasse', ['sensor.temp']),
    ],
  ),
  home(
    'r22d_es_granada',
    'es',
    [['patio', 'Patio']],
    [one(null, 'weather.casa', 'Casa', forecast), one('patio', 'light.patio', 'Farol patio')],
    [
      c('activity sky', '¿va a nevar esta semana?', ['weather.casa']),
      c('activity sky', '¿hay niebla?', ['weather.casa']),
    ],
  ),
  home(
    'r22d_fr_chamonix',
    'fr',
    [['chalet', 'Chalet']],
    [one(null, 'weather.maison', 'Maison', forecast), one('chalet', 'light.chalet', 'Lampe chalet')],
    [
      c('activity sky', "est-ce qu'il fait beau", ['weather.maison']),
      c('activity sky', 'va-t-il neiger demain', ['weather.maison']),
    ],
  ),
  home(
    'r22d_it_cortina',
    'it',
    [['baita', 'Baita']],
    [one(null, 'weather.casa', 'Casa', forecast), one('baita', 'light.baita', 'Luce baita')],
    [c('activity sky', 'domani nevica?', ['weather.casa'])],
  ),
  home(
    'r22d_pl_zakopane',
    'pl',
    [['taras', 'Taras']],
    [one(null, 'weather.dom', 'Dom', forecast), one('taras', 'light.taras', 'Lampa taras')],
    [c('activity sky', 'czy będzie burza', ['weather.dom'])],
  ),
  home(
    'r22d_sv_abisko',
    'sv',
    [['farstu', 'Farstu']],
    [one(null, 'weather.hemma', 'Hemma', forecast), one('farstu', 'light.farstu', 'Farstulampa')],
    [c('activity sky', 'blir det soligt i morgon', ['weather.hemma'])],
  ),
  home(
    'r22d_ko_pyeongchang',
    'ko',
    [['geosil', '거실']],
    [one(null, 'weather.home', '집', forecast), one('geosil', 'light.geosil', '거실 조명')],
    [c('activity sky', '내일 눈 와?', ['weather.home'])],
  ),
  home(
    'r22d_ja_sapporo',
    'ja',
    [['genkan', '玄関']],
    [one(null, 'weather.home', '自宅', forecast), one('genkan', 'light.genkan', '玄関の照明')],
    [c('activity sky', '明日は晴れる？', ['weather.home'])],
  ),
  home(
    'r22d_zh_harbin',
    'zh',
    [['keting', '客厅']],
    [one(null, 'weather.home', '家', forecast), one('keting', 'light.keting', '客厅灯')],
    [c('activity sky', '明天会下雪吗', ['weather.home'])],
  ),
];

/** Rule 10: rolling an awning out or in is an order to it ("Markise ausrollen", "zwiń markizę", "收起遮阳篷"). */
const ROLLING: EvalSuite[] = [
  home(
    'r22d_de_meersburg',
    'de',
    [
      ['terrasse', 'Terrasse'],
      ['kueche', 'Küche'],
    ],
    [
      one('terrasse', 'cover.markise', 'Gelenkarmmarkise', awning),
      one('terrasse', 'light.terrasse', 'Terrassenlicht'),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [
      c('ordinary rolling', 'die Markise ausrollen', ['cover.markise']),
      c('ordinary', 'roll die Markise auf der Terrasse ein', ['cover.markise']),
    ],
  ),
  home(
    'r22d_nl_domburg',
    'nl',
    [
      ['terras', 'Terras'],
      ['keuken', 'Keuken'],
    ],
    [
      one('terras', 'cover.zonnescherm', 'Zonnescherm terras', awning),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [c('ordinary rolling', 'het zonnescherm inrollen', ['cover.zonnescherm'])],
  ),
  home(
    'r22d_pl_kazimierz',
    'pl',
    [
      ['taras', 'Taras'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('taras', 'cover.markiza', 'Markiza tarasowa', awning),
      one('kuchnia', 'light.kuchnia', 'Lampa kuchnia'),
    ],
    [
      c('ordinary rolling', 'rozwiń markizę', ['cover.markiza']),
      c('ordinary rolling', 'zwiń markizę na tarasie', ['cover.markiza']),
    ],
  ),
  home(
    'r22d_zh_sanya',
    'zh',
    [
      ['lutai', '露台'],
      ['keting', '客厅'],
    ],
    [one('lutai', 'cover.zheyang', '露台遮阳棚', awning), one('keting', 'light.keting', '客厅灯')],
    [c('ordinary rolling', '收起遮阳棚', ['cover.zheyang'])],
  ),
];

/** Rule 12: the sun said by its noun ("¿hace sol?", "skinner solen", "will the sun come out") is the forecast's. */
const SUN: EvalSuite[] = [
  home(
    'r22d_en_sunnyside',
    'en',
    [
      ['sun_room', 'Sun Room'],
      ['deck', 'Deck'],
    ],
    [
      one(null, 'weather.home', 'Home', forecast),
      one('sun_room', 'light.sun_room', 'Wicker Lamp'),
      one('deck', 'light.deck', 'Deck Lights'),
    ],
    [
      c('activity sun', 'will the sun come out today', ['weather.home']),
      c('activity', 'the sun room lamp', ['light.sun_room']),
    ],
  ),
  home(
    'r22d_es_almeria',
    'es',
    [['terraza', 'Terraza']],
    [one(null, 'weather.casa', 'Casa', forecast), one('terraza', 'light.terraza', 'Luz terraza')],
    [c('activity sun', '¿hace sol?', ['weather.casa'])],
  ),
  home(
    'r22d_pt_madeira',
    'pt',
    [['varanda', 'Varanda']],
    [one(null, 'weather.casa', 'Casa', forecast), one('varanda', 'light.varanda', 'Luz varanda')],
    [c('activity sun', 'amanhã vai estar sol?', ['weather.casa'])],
  ),
  home(
    'r22d_da_bornholm',
    'da',
    [['terrasse', 'Terrasse']],
    [one(null, 'weather.hjem', 'Hjem', forecast), one('terrasse', 'light.terrasse', 'Terrasselampe')],
    [c('activity sun', 'skinner solen', ['weather.hjem'])],
  ),
];

export const TWENTY_SECOND_ROUND_D3: readonly EvalSuite[] = [
  ...GARDEN_WORK,
  ...POLISH_AZD,
  ...RAIN_FALLEN,
  ...SKY,
  ...ROLLING,
  ...SUN,
];
