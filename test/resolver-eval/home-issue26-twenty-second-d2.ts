// Issue 26, round 22d (rules 3–5): homes with gardens, terraces and weather (rain, wind, the forecast, garden
// work). Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first
// tag is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const forecast = { attributes: { temperature: 14, humidity: 70, wind_speed: 22 } };
const valve = { deviceClass: 'water' };
const wind = { deviceClass: 'wind_speed', attributes: { unit_of_measurement: 'km/h' } };
const window = { deviceClass: 'window' };
const awning = { deviceClass: 'awning', attributes: { current_position: 0 } };
const door = { deviceClass: 'door' };

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

export const TWENTY_SECOND_ROUND_D2: readonly EvalSuite[] = [...WIND, ...ROOM_IN_NAME, ...NO_DOOR_WORD];
