// Issue 26, round 22d: homes with gardens, terraces and weather (rain, wind, the forecast, garden
// work). Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first
// tag is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_SECOND_ROUND_D2 } from './home-issue26-twenty-second-d2.js';
import { TWENTY_SECOND_ROUND_D3 } from './home-issue26-twenty-second-d3.js';

const forecast = { attributes: { temperature: 14, humidity: 70, wind_speed: 22 } };
const moisture = { deviceClass: 'moisture' };
const valve = { deviceClass: 'water' };
const shutter = { deviceClass: 'shutter', attributes: { current_position: 0 } };
const temperature = { deviceClass: 'temperature', attributes: { unit_of_measurement: '°C' } };

/** Rule 1: a question about rain is the forecast; about rain now, a rain sensor when there is one. */
const RAIN: EvalSuite[] = [
  home(
    'r22d_en_wrenfield',
    'en',
    [
      ['garden', 'Garden'],
      ['bathroom', 'Bathroom'],
    ],
    [
      one(null, 'weather.wrenfield', 'Wrenfield', forecast),
      one('garden', 'binary_sensor.rain_sensor', 'Rain Sensor', moisture),
      one('bathroom', 'binary_sensor.bath_leak', 'Bath Leak', moisture),
      one('garden', 'valve.borders', 'Borders Dripline', valve),
      one('garden', 'light.pergola', 'Pergola Light'),
    ],
    [
      c('activity rain', 'is it going to rain tonight', ['weather.wrenfield']),
      c('activity rain', 'is it raining', ['binary_sensor.rain_sensor']),
      c('activity', 'the rain sensor', ['binary_sensor.rain_sensor']),
      c('activity', 'water the borders', ['valve.borders']),
    ],
  ),
  home(
    'r22d_en_saltmarsh',
    'en',
    [
      ['deck', 'Deck'],
      ['laundry', 'Laundry'],
    ],
    [
      one(null, 'weather.saltmarsh', 'Saltmarsh Forecast', forecast),
      one('laundry', 'binary_sensor.washer_leak', 'Washer Leak', moisture),
      one('deck', 'light.deck', 'Deck Lights'),
    ],
    [c('activity rain', 'is it raining out there', ['weather.saltmarsh'])],
  ),
  home(
    'r22d_de_lindau',
    'de',
    [
      ['garten', 'Garten'],
      ['keller', 'Keller'],
    ],
    [
      one(null, 'weather.lindau', 'Lindau', forecast),
      one('garten', 'binary_sensor.regensensor', 'Regensensor', moisture),
      one('garten', 'valve.beet', 'Bewässerung Beet', valve),
      one('garten', 'valve.wiese', 'Bewässerung Wiese', valve),
      one('keller', 'binary_sensor.keller_wasser', 'Wassermelder Keller', moisture),
    ],
    [
      c('activity rain', 'regnet es gerade', ['binary_sensor.regensensor']),
      c('activity rain', 'wird es heute noch regnen', ['weather.lindau']),
      c('activity', 'die Bewässerung', { ask: ['valve.beet', 'valve.wiese'] }),
    ],
  ),
  home(
    'r22d_es_ronda',
    'es',
    [
      ['patio', 'Patio'],
      ['entrada', 'Entrada'],
    ],
    [
      one(null, 'weather.ronda', 'Casa Ronda', forecast),
      one('patio', 'binary_sensor.lluvia', 'Sensor de lluvia', moisture),
      one('patio', 'valve.riego_naranjos', 'Riego naranjos', valve),
      one('entrada', 'light.farol', 'Farol entrada'),
    ],
    [
      c('activity rain', '¿lloverá esta tarde?', ['weather.ronda']),
      c('activity rain', '¿está lloviendo?', ['binary_sensor.lluvia']),
      c('activity', 'regar los naranjos', ['valve.riego_naranjos']),
    ],
  ),
  home(
    'r22d_fr_vaison',
    'fr',
    [
      ['jardin', 'Jardin'],
      ['cuisine', 'Cuisine'],
    ],
    [
      one(null, 'weather.vaison', 'Maison Vaison', forecast),
      one('jardin', 'binary_sensor.pluie', 'Détecteur de pluie', moisture),
      one('cuisine', 'light.cuisine', 'Plafonnier cuisine'),
    ],
    [
      c('activity rain', "est-ce qu'il va pleuvoir cet après-midi", ['weather.vaison']),
      c('activity rain', 'il pleut ?', ['binary_sensor.pluie']),
    ],
  ),
  home(
    'r22d_it_bardolino',
    'it',
    [
      ['orto', 'Orto'],
      ['portico', 'Portico'],
    ],
    [
      one(null, 'weather.bardolino', 'Meteo Bardolino', forecast),
      one('orto', 'valve.orto', 'Irrigazione orto', valve),
      one('portico', 'light.portico', 'Luce portico'),
    ],
    [
      c('activity rain', 'domani piove?', ['weather.bardolino']),
      c('activity rain', 'pioverà nel fine settimana?', ['weather.bardolino']),
    ],
  ),
  home(
    'r22d_nl_giethoorn',
    'nl',
    [
      ['tuin', 'Tuin'],
      ['schuur', 'Schuur'],
    ],
    [
      one(null, 'weather.giethoorn', 'Thuis', forecast),
      one('tuin', 'valve.sproeier', 'Sproeier border', valve),
      one('schuur', 'light.schuur', 'Schuurlamp'),
    ],
    [
      c('activity rain', 'gaat het morgen regenen', ['weather.giethoorn']),
      c('activity rain', 'regent het', ['weather.giethoorn']),
    ],
  ),
  home(
    'r22d_pt_sintra',
    'pt',
    [
      ['quintal', 'Quintal'],
      ['sala', 'Sala'],
    ],
    [
      one(null, 'weather.sintra', 'Casa Sintra', forecast),
      one('quintal', 'binary_sensor.chuva', 'Sensor de chuva', moisture),
      one('quintal', 'valve.rega', 'Rega quintal', valve),
    ],
    [
      c('activity rain', 'vai chover hoje à noite?', ['weather.sintra']),
      c('activity rain', 'está a chover?', ['binary_sensor.chuva']),
    ],
  ),
  home(
    'r22d_pl_sopot',
    'pl',
    [
      ['ogrod', 'Ogród'],
      ['salon', 'Salon'],
    ],
    [
      one(null, 'weather.sopot', 'Dom Sopot', forecast),
      one('ogrod', 'valve.trawnik', 'Nawadnianie trawnika', valve),
      one('salon', 'light.salon', 'Lampa salon'),
    ],
    [
      c('activity rain', 'czy jutro będzie padać', ['weather.sopot']),
      c('activity rain', 'czy pada deszcz', ['weather.sopot']),
    ],
  ),
  home(
    'r22d_sv_visby',
    'sv',
    [
      ['tradgard', 'Trädgård'],
      ['kok', 'Kök'],
    ],
    [
      one(null, 'weather.visby', 'Hemma', forecast),
      one('tradgard', 'valve.rabatt', 'Bevattning rabatt', valve),
      one('kok', 'light.kok', 'Köksbelysning'),
    ],
    [c('activity rain', 'kommer det att regna i helgen', ['weather.visby'])],
  ),
  home(
    'r22d_da_skagen',
    'da',
    [
      ['have', 'Have'],
      ['stue', 'Stue'],
    ],
    [
      one(null, 'weather.skagen', 'Hjem', forecast),
      one('have', 'binary_sensor.regnsensor', 'Regnsensor', moisture),
      one('stue', 'light.stue', 'Stuelampe'),
    ],
    [
      c('activity rain', 'regner det', ['binary_sensor.regnsensor']),
      c('activity rain', 'bliver det regn i aften', ['weather.skagen']),
    ],
  ),
  home(
    'r22d_ko_jeonju',
    'ko',
    [
      ['madang', '마당'],
      ['geosil', '거실'],
    ],
    [
      one(null, 'weather.home', '우리집', forecast),
      one('madang', 'valve.sprinkler', '마당 물주기', valve),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('activity rain', '오늘 비 올까?', ['weather.home']),
      c('activity rain', '주말에 비 와?', ['weather.home']),
    ],
  ),
  home(
    'r22d_ja_kamakura',
    'ja',
    [
      ['niwa', '庭'],
      ['washitsu', '和室'],
    ],
    [
      one(null, 'weather.home', '自宅', forecast),
      one('washitsu', 'cover.amado', '和室の雨戸', shutter),
      one('niwa', 'light.niwa', '庭園灯'),
    ],
    [
      c('activity rain', '今日は雨が降りますか', ['weather.home']),
      c('activity', '雨戸を閉めて', ['cover.amado']),
    ],
  ),
  home(
    'r22d_zh_suzhou',
    'zh',
    [
      ['huayuan', '花园'],
      ['keting', '客厅'],
    ],
    [
      one(null, 'weather.home', '我家', forecast),
      one('huayuan', 'binary_sensor.yushui', '雨水传感器', moisture),
      one('keting', 'light.keting', '客厅吊灯'),
    ],
    [
      c('activity rain', '今晚会下雨吗', ['weather.home']),
      c('activity rain', '现在在下雨吗', ['binary_sensor.yushui']),
    ],
  ),
];

/** Rule 2: the weather said with a time to come ("tomorrow", "ce soir", "明天") is the home's forecast. */
const FORECAST: EvalSuite[] = [
  home(
    'r22d_en_bramble',
    'en',
    [
      ['porch', 'Porch'],
      ['study', 'Study'],
    ],
    [
      one(null, 'weather.bramble', 'Bramble Cottage', forecast),
      one(null, 'weather.marina', 'Marina', forecast),
      one('porch', 'light.porch', 'Porch Lantern'),
    ],
    [
      c('activity', "what's the weather at the cottage tomorrow", ['weather.bramble']),
      c('activity', 'the weather at the marina', ['weather.marina']),
    ],
  ),
  home(
    'r22d_en_hollins',
    'en',
    [['yard', 'Yard']],
    [one(null, 'weather.hollins', 'Hollins', forecast), one('yard', 'light.yard', 'Yard Flood')],
    [
      c('activity forecast', 'the forecast for the weekend', ['weather.hollins']),
      c('activity forecast-reading', 'how cold will it be tomorrow', ['weather.hollins']),
      c('activity', 'the weather', ['weather.hollins']),
    ],
  ),
  home(
    'r22d_de_tegernsee',
    'de',
    [['balkon', 'Balkon']],
    [one(null, 'weather.tegernsee', 'Zuhause', forecast), one('balkon', 'light.balkon', 'Balkonlampe')],
    [
      c('activity forecast', 'wie wird das Wetter am Wochenende', ['weather.tegernsee']),
      c('activity forecast', 'Wetter für morgen', ['weather.tegernsee']),
      c('activity forecast-reading', 'wird es morgen warm', ['weather.tegernsee']),
    ],
  ),
  home(
    'r22d_fr_annecy',
    'fr',
    [['terrasse', 'Terrasse']],
    [
      one(null, 'weather.annecy', 'Maison', forecast),
      one('terrasse', 'light.terrasse', 'Guirlande terrasse'),
    ],
    [
      c('activity forecast', 'la météo de ce soir', ['weather.annecy']),
      c('activity forecast', 'quel temps fera-t-il ce week-end', ['weather.annecy']),
    ],
  ),
  home(
    'r22d_es_cadiz',
    'es',
    [['azotea', 'Azotea']],
    [one(null, 'weather.cadiz', 'Casa', forecast), one('azotea', 'light.azotea', 'Luz azotea')],
    [c('activity forecast', '¿qué tiempo hará mañana?', ['weather.cadiz'])],
  ),
  home(
    'r22d_nl_zeeland',
    'nl',
    [['veranda', 'Veranda']],
    [one(null, 'weather.zeeland', 'Thuis', forecast), one('veranda', 'light.veranda', 'Verandalamp')],
    [c('activity forecast', 'wat voor weer wordt het morgen', ['weather.zeeland'])],
  ),
  home(
    'r22d_pl_hel',
    'pl',
    [['taras', 'Taras']],
    [one(null, 'weather.hel', 'Dom', forecast), one('taras', 'light.taras', 'Lampa taras')],
    [c('activity forecast', 'jaka będzie jutro pogoda', ['weather.hel'])],
  ),
  home(
    'r22d_sv_orust',
    'sv',
    [['altan', 'Altan']],
    [one(null, 'weather.orust', 'Hemma', forecast), one('altan', 'light.altan', 'Altanbelysning')],
    [c('activity forecast', 'hur blir vädret i helgen', ['weather.orust'])],
  ),
  home(
    'r22d_ko_gangneung',
    'ko',
    [['deck', '데크']],
    [one(null, 'weather.home', '집', forecast), one('deck', 'light.deck', '데크 조명')],
    [c('activity forecast', '내일 날씨 어때', ['weather.home'])],
  ),
  home(
    'r22d_ja_hakone',
    'ja',
    [['engawa', '縁側']],
    [one(null, 'weather.home', '自宅', forecast), one('engawa', 'light.engawa', '縁側の照明')],
    [c('activity', '明日の天気は', ['weather.home'])],
  ),
  home(
    'r22d_zh_xiamen',
    'zh',
    [['yangtai', '阳台']],
    [one(null, 'weather.home', '家', forecast), one('yangtai', 'light.yangtai', '阳台灯')],
    [
      c('activity forecast', '明天天气怎么样', ['weather.home']),
      c('activity forecast-reading', '明天冷不冷', ['weather.home']),
    ],
  ),
];

/** Rule 11: warm and cold said in the adjective's every gender ("è calda", "¿está fría?", "zimna"). */
const GENDERED_WARMTH: EvalSuite[] = [
  home(
    'r22d_it_sirmione',
    'it',
    [
      ['piscina', 'Piscina'],
      ['soggiorno', 'Soggiorno'],
    ],
    [
      one('piscina', 'sensor.termometro', 'Termometro piscina', temperature),
      one('piscina', 'switch.pompa', 'Pompa piscina', { deviceClass: 'outlet' }),
      one('soggiorno', 'light.soggiorno', 'Lampada soggiorno'),
    ],
    [c('activity gendered-warmth', 'quanto è calda la piscina', ['sensor.termometro'])],
  ),
  home(
    'r22d_es_marbella',
    'es',
    [
      ['piscina', 'Piscina'],
      ['salon', 'Salón'],
    ],
    [
      one('piscina', 'sensor.agua', 'Temperatura agua', temperature),
      one('piscina', 'switch.depuradora', 'Depuradora', { deviceClass: 'outlet' }),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [c('activity gendered-warmth', '¿está fría la piscina?', ['sensor.agua'])],
  ),
  home(
    'r22d_pt_algarve',
    'pt',
    [
      ['piscina', 'Piscina'],
      ['sala', 'Sala'],
    ],
    [
      one('piscina', 'sensor.agua', 'Sonda água', temperature),
      one('piscina', 'switch.bomba', 'Bomba', { deviceClass: 'outlet' }),
      one('sala', 'light.sala', 'Candeeiro sala'),
    ],
    [c('activity gendered-warmth', 'a piscina está fria?', ['sensor.agua'])],
  ),
  home(
    'r22d_pl_mazury',
    'pl',
    [
      ['basen', 'Basen'],
      ['salon', 'Salon'],
    ],
    [
      one('basen', 'sensor.woda', 'Czujnik wody basen', temperature),
      one('basen', 'switch.pompa', 'Pompa basenu', { deviceClass: 'outlet' }),
      one('salon', 'light.salon', 'Lampa salon'),
    ],
    [c('activity', 'jak zimna jest woda w basenie', ['sensor.woda'])],
  ),
];

export const TWENTY_SECOND_ROUND_D: readonly EvalSuite[] = [
  ...RAIN,
  ...FORECAST,
  ...GENDERED_WARMTH,
  ...TWENTY_SECOND_ROUND_D2,
  ...TWENTY_SECOND_ROUND_D3,
];
