// Issue 26, round 22d: homes with gardens, terraces and weather (rain, wind, the forecast, garden work).
// Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first tag
// is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const forecast = { attributes: { temperature: 14, humidity: 70, wind_speed: 22 } };
const moisture = { deviceClass: 'moisture' };
const valve = { deviceClass: 'water' };
const wind = { deviceClass: 'wind_speed', attributes: { unit_of_measurement: 'km/h' } };
const window = { deviceClass: 'window' };
const shutter = { deviceClass: 'shutter', attributes: { current_position: 0 } };

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

/** Rule 3: how windy it is asks the wind speed sensor, else the weather. */
const WIND: EvalSuite[] = [
  home(
    'r22d_en_gullhaven',
    'en',
    [
      ['garden', 'Garden'],
      ['bedroom', 'Bedroom'],
    ],
    [
      one(null, 'weather.gullhaven', 'Gullhaven', forecast),
      one('garden', 'sensor.wind_speed', 'Anemometer', wind),
      one('bedroom', 'binary_sensor.bedroom_window', 'Bedroom Window', window),
      one('bedroom', 'fan.bedroom', 'Bedroom Fan'),
    ],
    [
      c('activity wind', 'how windy is it', ['sensor.wind_speed']),
      c('activity wind', 'is it windy outside', ['sensor.wind_speed']),
      c('activity forecast-reading', 'will it be windy tomorrow', ['weather.gullhaven']),
      c('activity', 'is the bedroom window open', ['binary_sensor.bedroom_window']),
      c('activity', 'the fan', ['fan.bedroom']),
    ],
  ),
  home(
    'r22d_en_moorend',
    'en',
    [['yard', 'Yard']],
    [one(null, 'weather.moorend', 'Moorend', forecast), one('yard', 'light.yard', 'Yard Light')],
    [c('activity wind', 'how windy is it out there', ['weather.moorend'])],
  ),
  home(
    'r22d_de_sylt',
    'de',
    [
      ['garten', 'Garten'],
      ['bad', 'Bad'],
    ],
    [
      one(null, 'weather.sylt', 'Zuhause', forecast),
      one('garten', 'sensor.wind', 'Windmesser', wind),
      one('bad', 'fan.bad', 'Lüfter Bad'),
    ],
    [
      c('activity wind', 'wie windig ist es draußen', ['sensor.wind']),
      c('activity wind', 'weht viel Wind', ['sensor.wind']),
    ],
  ),
  home(
    'r22d_es_tarifa',
    'es',
    [['terraza', 'Terraza']],
    [
      one(null, 'weather.tarifa', 'Casa', forecast),
      one('terraza', 'sensor.viento', 'Velocidad viento', wind),
      one('terraza', 'cover.toldo', 'Toldo', { deviceClass: 'awning' }),
    ],
    [c('activity', '¿hace mucho viento en la terraza?', ['sensor.viento'])],
  ),
  home(
    'r22d_fr_mistral',
    'fr',
    [['jardin', 'Jardin']],
    [one(null, 'weather.mistral', 'Maison', forecast), one('jardin', 'light.jardin', 'Lampadaire jardin')],
    [c('activity wind', "est-ce qu'il y a du vent", ['weather.mistral'])],
  ),
  home(
    'r22d_it_trieste',
    'it',
    [['terrazzo', 'Terrazzo']],
    [
      one(null, 'weather.trieste', 'Casa', forecast),
      one('terrazzo', 'sensor.anemometro', 'Anemometro', wind),
    ],
    [c('activity wind', "c'è vento fuori?", ['sensor.anemometro'])],
  ),
  home(
    'r22d_nl_texel',
    'nl',
    [['tuin', 'Tuin']],
    [one(null, 'weather.texel', 'Thuis', forecast), one('tuin', 'sensor.windmeter', 'Windmeter', wind)],
    [c('activity wind', 'hoe hard waait het', ['sensor.windmeter'])],
  ),
  home(
    'r22d_pl_leba',
    'pl',
    [['ogrod', 'Ogród']],
    [one(null, 'weather.leba', 'Dom', forecast), one('ogrod', 'sensor.wiatromierz', 'Wiatromierz', wind)],
    [c('activity wind', 'czy mocno wieje', ['sensor.wiatromierz'])],
  ),
  home(
    'r22d_sv_smogen',
    'sv',
    [
      ['brygga', 'Brygga'],
      ['vind', 'Vind'],
    ],
    [
      one(null, 'weather.smogen', 'Hemma', forecast),
      one('brygga', 'sensor.vindmatare', 'Vindmätare', wind),
      one('vind', 'light.vind', 'Vindslampa'),
    ],
    [
      c('activity wind', 'blåser det mycket ute', ['sensor.vindmatare']),
      c('activity', 'lampan på vinden', ['light.vind']),
    ],
  ),
  home(
    'r22d_ko_jeju',
    'ko',
    [['madang', '마당']],
    [one(null, 'weather.home', '집', forecast), one('madang', 'light.madang', '마당 조명')],
    [
      c('activity wind', '밖에 바람 많이 불어?', ['weather.home']),
      c('activity forecast-reading', '오늘 바람 불어?', ['weather.home']),
    ],
  ),
  home(
    'r22d_ja_choshi',
    'ja',
    [
      ['niwa', '庭'],
      ['furo', '風呂'],
    ],
    [
      one(null, 'weather.home', '自宅', forecast),
      one('niwa', 'sensor.fusoku', '風速計', wind),
      one('furo', 'light.furo', '風呂の照明'),
      one('niwa', 'fan.senpuki', '扇風機'),
    ],
    [
      c('activity wind', '外は風が強い？', ['sensor.fusoku']),
      c('activity', '風呂の照明', ['light.furo']),
      c('activity', '扇風機をつけて', ['fan.senpuki']),
    ],
  ),
  home(
    'r22d_zh_weihai',
    'zh',
    [
      ['lutai', '露台'],
      ['woshi', '卧室'],
    ],
    [
      one(null, 'weather.home', '家', forecast),
      one('lutai', 'sensor.fengsu', '风速传感器', wind),
      one('woshi', 'fan.woshi', '卧室风扇'),
    ],
    [c('activity', '外面风大吗', ['sensor.fengsu']), c('activity', '打开卧室风扇', ['fan.woshi'])],
  ),
];

/** Rule 4: a room word said beside a name word, that some names there hold, is part of the name. */
const ROOM_IN_NAME: EvalSuite[] = [
  home(
    'r22d_en_orchard',
    'en',
    [
      ['garden', 'Garden'],
      ['porch', 'Porch'],
    ],
    [
      one('garden', 'valve.lawn_east', 'Lawn Zone East', valve),
      one('garden', 'valve.lawn_west', 'Lawn Zone West', valve),
      one('garden', 'valve.orchard', 'Orchard Zone', valve),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [
      c('ask-one room-in-name', 'the lawn zone', { ask: ['valve.lawn_east', 'valve.lawn_west'] }),
      c('ask-one room-in-name', 'both lawn zones', ['valve.lawn_east', 'valve.lawn_west']),
      c('ask-one', 'the orchard zone', ['valve.orchard']),
      c('ask-one', 'the garden zones', ['valve.lawn_east', 'valve.lawn_west', 'valve.orchard']),
    ],
  ),
  home(
    'r22d_es_teruel',
    'es',
    [
      ['dormitorio', 'Dormitorio principal'],
      ['invitados', 'Dormitorio de invitados'],
      ['salon', 'Salón'],
    ],
    [
      one('dormitorio', 'fan.principal', 'Ventilador dormitorio principal'),
      one('invitados', 'fan.invitados', 'Ventilador invitados'),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [c('ask-one', 'el ventilador del dormitorio', { ask: ['fan.principal', 'fan.invitados'] })],
  ),
  home(
    'r22d_pt_evora',
    'pt',
    [
      ['sala', 'Sala de estar'],
      ['cozinha', 'Cozinha'],
    ],
    [
      one('sala', 'light.luz_sala', 'Luz sala'),
      one('sala', 'light.candeeiro', 'Candeeiro de pé'),
      one('cozinha', 'light.cozinha', 'Luz cozinha'),
    ],
    [c('ordinary', 'as luzes da sala', ['light.luz_sala', 'light.candeeiro'])],
  ),
  home(
    'r22d_en_tamworth',
    'en',
    [['yard', 'Yard']],
    [
      one('yard', 'light.garden_spot', 'Garden Spot'),
      one('yard', 'light.path', 'Path Light'),
      one('yard', 'valve.yard', 'Yard Sprinkler', valve),
    ],
    [c('ordinary', 'the garden lights', ['light.garden_spot', 'light.path'])],
  ),
  home(
    'r22d_es_alpujarra',
    'es',
    [
      ['jardin', 'Jardín'],
      ['cocina', 'Cocina'],
    ],
    [
      one('jardin', 'valve.goteo_patio_limonero', 'Goteo patio trasero limonero', valve),
      one('jardin', 'valve.goteo_patio_olivo', 'Goteo patio trasero olivo', valve),
      one('jardin', 'valve.goteo_huerto', 'Goteo huerto', valve),
      one('cocina', 'light.cocina', 'Luz cocina'),
    ],
    [
      c('ask-one room-in-name', 'el goteo del patio trasero', {
        ask: ['valve.goteo_patio_limonero', 'valve.goteo_patio_olivo'],
      }),
      c('ordinary', 'el goteo del huerto', ['valve.goteo_huerto']),
    ],
  ),
  home(
    'r22d_fr_provins',
    'fr',
    [
      ['jardin', 'Jardin'],
      ['salon', 'Salon'],
    ],
    [
      one('jardin', 'valve.cour_est', 'Goutteur cour est', valve),
      one('jardin', 'valve.cour_ouest', 'Goutteur cour ouest', valve),
      one('jardin', 'valve.potager', 'Goutteur potager', valve),
      one('salon', 'light.salon', 'Lampe salon'),
    ],
    [
      c('ask-one room-in-name', 'le goutteur de la cour', { ask: ['valve.cour_est', 'valve.cour_ouest'] }),
      c('ask-one room-in-name', 'les goutteurs de la cour', ['valve.cour_est', 'valve.cour_ouest']),
    ],
  ),
  home(
    'r22d_it_mantova',
    'it',
    [
      ['giardino', 'Giardino'],
      ['cucina', 'Cucina'],
    ],
    [
      one('giardino', 'valve.cortile_nord', 'Irrigatore cortile nord', valve),
      one('giardino', 'valve.cortile_sud', 'Irrigatore cortile sud', valve),
      one('giardino', 'valve.aiuole', 'Irrigatore aiuole', valve),
      one('cucina', 'light.cucina', 'Luce cucina'),
    ],
    [
      c('ask-one room-in-name', "l'irrigatore del cortile", {
        ask: ['valve.cortile_nord', 'valve.cortile_sud'],
      }),
    ],
  ),
  home(
    'r22d_de_ulm',
    'de',
    [
      ['garten', 'Garten'],
      ['kueche', 'Küche'],
    ],
    [
      one('garten', 'valve.hof_1', 'Innenhof Düse 1', valve),
      one('garten', 'valve.hof_2', 'Innenhof Düse 2', valve),
      one('garten', 'valve.beet', 'Beet Düse', valve),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [c('ask-one room-in-name', 'beide Düsen im Innenhof', ['valve.hof_1', 'valve.hof_2'])],
  ),
  home(
    'r22d_nl_haarlem',
    'nl',
    [
      ['tuin', 'Tuin'],
      ['keuken', 'Keuken'],
    ],
    [
      one('tuin', 'valve.voortuin_links', 'Sproeier voortuin links', valve),
      one('tuin', 'valve.voortuin_rechts', 'Sproeier voortuin rechts', valve),
      one('tuin', 'valve.achtertuin', 'Sproeier achtertuin', valve),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('ask-one room-in-name', 'de sproeiers in de voortuin', [
        'valve.voortuin_links',
        'valve.voortuin_rechts',
      ]),
      c('ordinary', 'de sproeier in de achtertuin', ['valve.achtertuin']),
    ],
  ),
];

const awning = { deviceClass: 'awning', attributes: { current_position: 0 } };
const door = { deviceClass: 'door' };

/**
 * Rule 5: a word that is an article or a preposition where it stands is no door word: Spanish "las" is no
 * Scandinavian "lås", German "auf dem Balkon" no "auf" (open).
 */
const NO_DOOR_WORD: EvalSuite[] = [
  home(
    'r22d_es_zafra',
    'es',
    [
      ['recibidor', 'Recibidor'],
      ['porche', 'Porche'],
    ],
    [
      one('recibidor', 'lock.cerradura', 'Cerradura recibidor'),
      one('recibidor', 'light.apliques', 'Apliques recibidor'),
      one('recibidor', 'switch.guirnalda', 'Guirnalda', { deviceClass: 'outlet' }),
      one('porche', 'light.porche', 'Farolillos porche'),
    ],
    [
      c('ordinary no-door-word', 'las luces del recibidor', ['light.apliques']),
      c('ordinary no-door-word', 'enciende las guirnaldas', ['switch.guirnalda']),
      c('ordinary', 'la cerradura', ['lock.cerradura']),
      c('device-sensor', 'cierra con llave el recibidor', ['lock.cerradura']),
    ],
  ),
  home(
    'r22d_da_ribe',
    'da',
    [
      ['entre', 'Entré'],
      ['stue', 'Stue'],
    ],
    [
      one('entre', 'lock.hoveddor', 'Hoveddør lås'),
      one('entre', 'binary_sensor.hoveddor', 'Hoveddør kontakt', door),
      one('stue', 'light.stue', 'Stuelampe'),
    ],
    [
      c('device-sensor', 'lås hoveddøren', ['lock.hoveddor']),
      c('device-sensor', 'er hoveddøren låst', ['lock.hoveddor']),
    ],
  ),
  home(
    'r22d_de_bamberg',
    'de',
    [
      ['balkon', 'Balkon'],
      ['dach', 'Dachterrasse'],
      ['flur', 'Flur'],
    ],
    [
      one('balkon', 'light.balkon', 'Balkon Licht'),
      one('balkon', 'cover.markise', 'Balkonmarkise', awning),
      one('dach', 'media_player.dach', 'Dachterrasse Lautsprecher', { deviceClass: 'speaker' }),
      one('dach', 'cover.sonnensegel', 'Sonnensegel', awning),
      one('flur', 'binary_sensor.wohnungstur', 'Wohnungstür', door),
    ],
    [
      c('ordinary no-door-word', 'das Licht auf dem Balkon', ['light.balkon']),
      c('ordinary no-door-word', 'den Lautsprecher auf der Dachterrasse', ['media_player.dach']),
      c('ordinary', 'ist die Wohnungstür auf', ['binary_sensor.wohnungstur']),
      c('ordinary', 'mach die Balkonmarkise auf', ['cover.markise']),
    ],
  ),
];

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

const gauge = { deviceClass: 'precipitation', attributes: { unit_of_measurement: 'mm' } };

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

const temperature = { deviceClass: 'temperature', attributes: { unit_of_measurement: '°C' } };

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

export const TWENTY_SECOND_ROUND_D: readonly EvalSuite[] = [
  ...SUN,
  ...GENDERED_WARMTH,
  ...ROLLING,
  ...SKY,
  ...RAIN_FALLEN,
  ...POLISH_AZD,
  ...GARDEN_WORK,
  ...RAIN,
  ...FORECAST,
  ...WIND,
  ...ROOM_IN_NAME,
  ...NO_DOOR_WORD,
];
