// Issue 26, round 23a, rules 7–11: what a name serves, 선풍기 and 扇風機, giving water, a Chinese closing
// particle after the value, roof windows by their word. Cases of our own, in homes of our own; none is a
// slice's request or home. The first tag is the category, the second the rule exercised (cases without a
// rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const shutter = { deviceClass: 'shutter' };

/**
 * Rule 7: what a thing serves, said as a name's compound first part or in the genitive ("Poolpumpe",
 * "Filtr fontanny"), answers to that word ("poolen", "fontanna na tarasie"), as the "fountain" of a
 * "Fountain Pump" does.
 */
const SERVED_IN_NAME: EvalSuite[] = [
  home(
    'r23a_da_served',
    'da',
    [
      ['terrasse', 'Terrasse'],
      ['kontor', 'Kontor'],
    ],
    [
      one('terrasse', 'switch.poolpumpe', 'Poolpumpe'),
      one('terrasse', 'light.terrasse', 'Terrasselys'),
      one('kontor', 'switch.akvariumpumpe', 'Akvariumspumpe'),
      one('kontor', 'light.kontor', 'Kontorlampe'),
    ],
    [
      c('name-wins', 'tænd poolen på terrassen', ['switch.poolpumpe']),
      c('name-wins', 'sluk akvariet på kontoret', ['switch.akvariumpumpe']),
      c('ordinary', 'tænd lyset på terrassen', ['light.terrasse']),
    ],
  ),
  home(
    'r23a_pl_served',
    'pl',
    [
      ['taras', 'Taras'],
      ['salon', 'Salon'],
    ],
    [
      one('taras', 'switch.filtr_fontanny', 'Filtr fontanny'),
      one('taras', 'light.taras', 'Lampa taras'),
      one('salon', 'light.choinka', 'Lampki choinki'),
      one('salon', 'light.salon', 'Lampa salon'),
    ],
    [
      c('name-wins served', 'włącz fontannę na tarasie', ['switch.filtr_fontanny']),
      c('name-wins served', 'fontanna', ['switch.filtr_fontanny']),
      c('name-wins served', 'zapal choinkę w salonie', ['light.choinka']),
      c('ordinary', 'lampa na tarasie', ['light.taras']),
    ],
  ),
  home(
    'r23a_de_served',
    'de',
    [
      ['terrasse', 'Terrasse'],
      ['keller', 'Keller'],
    ],
    [
      one('terrasse', 'switch.springbrunnenpumpe', 'Springbrunnenpumpe'),
      one('terrasse', 'light.terrasse', 'Terrassenlicht'),
      one('keller', 'switch.aquariumpumpe', 'Aquariumpumpe'),
    ],
    [
      c('name-wins', 'schalte den Springbrunnen auf der Terrasse ein', ['switch.springbrunnenpumpe']),
      c('name-wins', 'das Aquarium im Keller', ['switch.aquariumpumpe']),
    ],
  ),
];

/**
 * Rule 8: Korean 선풍기 and Japanese 扇風機 are the electric fan, not any fan: the bathroom's extractor
 * (환풍기, 換気扇) is no answer to them, while "the fan" in other words still reaches every fan.
 */
const ELECTRIC_FAN: EvalSuite[] = [
  home(
    'r23a_ko_electric_fan',
    'ko',
    [
      ['jageunbang', '작은방'],
      ['geosil', '거실'],
      ['hwajangsil', '화장실'],
    ],
    [
      one('jageunbang', 'fan.jageunbang', '작은방 선풍기'),
      one('geosil', 'fan.geosil', '거실 선풍기'),
      one('hwajangsil', 'fan.hwajangsil', '화장실 환풍기'),
    ],
    [
      c('ask-one electric-fan', '선풍기 꺼줘', { ask: ['fan.jageunbang', 'fan.geosil'] }),
      c('ask-one electric-fan', '선풍기 좀 틀어줘', { ask: ['fan.jageunbang', 'fan.geosil'] }),
      c('ordinary', '환풍기 켜줘', ['fan.hwajangsil']),
      c('ordinary', '거실 선풍기 켜줘', ['fan.geosil']),
    ],
  ),
  home(
    'r23a_ko_one_electric_fan',
    'ko',
    [
      ['seojae', '서재'],
      ['yokjil', '욕실'],
    ],
    [one('seojae', 'fan.seojae', '서재 선풍기'), one('yokjil', 'fan.yokjil', '욕실 환풍기')],
    [c('ordinary electric-fan', '선풍기 켜줘', ['fan.seojae'])],
  ),
  home(
    'r23a_ja_electric_fan',
    'ja',
    [
      ['shinshitsu', '寝室'],
      ['washitsu', '和室'],
      ['toire', 'トイレ'],
    ],
    [
      one('shinshitsu', 'fan.shinshitsu', '寝室の扇風機'),
      one('washitsu', 'fan.washitsu', '和室の扇風機'),
      one('toire', 'fan.toire', 'トイレの換気扇'),
    ],
    [
      c('ask-one electric-fan', '扇風機つけて', { ask: ['fan.shinshitsu', 'fan.washitsu'] }),
      c('ask-one', '扇風機を両方消して', ['fan.shinshitsu', 'fan.washitsu']),
      c('ordinary', '換気扇を回して', ['fan.toire']),
    ],
  ),
];

const valve = { deviceClass: 'water' };

/** A garden with a valve and a light named after it, asked to give it water. */
function wateringHome(
  id: string,
  language: string,
  place: string,
  lightName: string,
  valveName: string,
  asked: [tags: string, say: string][],
): EvalSuite {
  return home(
    id,
    language,
    [
      ['garden', place],
      ['hall', 'Hall'],
    ],
    [
      one('garden', `valve.${id}`, valveName, valve),
      one('garden', `light.${id}`, lightName),
      one('hall', `light.${id}_hall`, 'Hall'),
    ],
    asked.map(([tags, say]) => c(tags, say, [`valve.${id}`])),
  );
}

/**
 * Rule 9: "give the garden water" ("geef de moestuin water", "gib dem Rasen Wasser", "ge rabatten vatten",
 * "dale agua al huerto"): giving water is watering, whatever stands between the verb and the water, so
 * the valve, not also the light named after the place.
 */
const GIVE_WATER: EvalSuite[] = [
  wateringHome('r23a_nl_give_water', 'nl', 'Moestuin', 'Moestuinlamp', 'Druppelslang', [
    ['activity give-water', 'geef de moestuin water'],
    ['activity give-water', 'geef de moestuin wat water'],
    ['activity', 'de moestuin sproeien'],
  ]),
  wateringHome('r23a_de_give_water', 'de', 'Rasen', 'Rasenstrahler', 'Regner', [
    ['activity', 'gib dem Rasen Wasser'],
    ['activity', 'den Rasen bewässern'],
  ]),
  wateringHome('r23a_en_give_water', 'en', 'Veg Patch', 'Veg Patch Light', 'Drip Line', [
    ['activity give-water', 'give the veg patch some water'],
    ['activity', 'water the veg patch'],
  ]),
  wateringHome('r23a_sv_give_water', 'sv', 'Rabatten', 'Rabattbelysning', 'Droppbevattning', [
    ['activity', 'ge rabatten vatten'],
    ['activity', 'vattna rabatten'],
  ]),
  wateringHome('r23a_da_give_water', 'da', 'Drivhus', 'Drivhuslampe', 'Drypvanding', [
    ['activity', 'giv drivhuset vand'],
  ]),
  wateringHome('r23a_es_give_water', 'es', 'Huerto', 'Luz huerto', 'Goteo', [
    ['activity give-water', 'dale agua al huerto'],
    ['activity', 'riega el huerto'],
  ]),
  wateringHome('r23a_fr_give_water', 'fr', 'Potager', 'Lampe potager', 'Goutte-à-goutte', [
    ['activity give-water', "donne de l'eau au potager"],
    ['activity', 'arrose le potager'],
  ]),
];

/**
 * Rule 10: a Chinese sentence's closing particle after the value ("调到25度吧", "好吗") is no part of the
 * thing, also in a home whose numbered names make the value's digits words of their own.
 */
const CLOSING_PARTICLE: EvalSuite[] = [
  home(
    'r23a_zh_closing_particle',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
      ['weishengjian', '卫生间'],
    ],
    [
      one('shufang', 'climate.shufang', '书房空调', {
        attributes: { hvac_modes: ['off', 'cool', 'heat'], temperature: 24 },
      }),
      one('woshi', 'climate.woshi', '卧室空调', {
        attributes: { hvac_modes: ['off', 'cool', 'heat'], temperature: 24 },
      }),
      one('weishengjian', 'water_heater.reshuiqi', '热水器', { attributes: { temperature: 50 } }),
      one('shufang', 'light.shufang_1', '书房射灯1'),
      one('shufang', 'light.shufang_2', '书房射灯2'),
      one('woshi', 'light.woshi_5', '卧室壁灯5'),
      one('woshi', 'light.woshi', '卧室灯'),
      one('woshi', 'cover.woshi', '卧室窗帘', { deviceClass: 'curtain' }),
    ],
    [
      c('ordinary closing-particle', '把书房空调调到25度吧', ['climate.shufang']),
      c('ordinary', '卧室空调调到二十度啊', ['climate.woshi']),
      c('ordinary closing-particle', '热水器调到55度好吗', ['water_heater.reshuiqi']),
      c('ordinary closing-particle', '卧室空调调到25度呀', ['climate.woshi']),
      c('ordinary', '书房空调调到26度', ['climate.shufang']),
    ],
  ),
];

const roofWindow = { deviceClass: 'window' };

/** An attic room with a motorised roof window named by its maker, a shutter and a window contact. */
function atticHome(
  id: string,
  language: string,
  room: string,
  names: [roofWindow: string, shutter: string, contact: string],
  asked: [tags: string, say: string][],
): EvalSuite {
  return home(
    id,
    language,
    [
      ['attic', room],
      ['hall', 'Hall'],
    ],
    [
      one('attic', `cover.${id}_roof`, names[0], roofWindow),
      one('attic', `cover.${id}_shutter`, names[1], shutter),
      one('attic', `binary_sensor.${id}_contact`, names[2], { deviceClass: 'window' }),
      one('hall', `light.${id}_hall`, 'Hall'),
    ],
    asked.map(([tags, say]) => c(tags, say, [`cover.${id}_roof`])),
  );
}

/**
 * Rule 11: a roof window by its own word ("das Dachfenster", "the skylight", "het dakraam", "il lucernario",
 * "okno dachowe", "天窓") is the motorised window cover there (class window), whatever its maker's name
 * says ("Velux Studio", "Fakro"); not the shutter beside it, nor the window contact.
 */
const ROOF_WINDOW: EvalSuite[] = [
  atticHome(
    'r23a_de_roof',
    'de',
    'Studio',
    ['Velux Studio', 'Rollladen Studio', 'Fenster Studio'],
    [
      ['ordinary roof-window', 'öffne das Dachfenster'],
      ['ordinary roof-window', 'schließe das Dachfenster im Studio'],
    ],
  ),
  atticHome(
    'r23a_en_roof',
    'en',
    'Loft',
    ['Velux Loft', 'Loft Shutter', 'Loft Window'],
    [
      ['ordinary roof-window', 'open the skylight'],
      ['ordinary roof-window', 'close the roof window in the loft'],
    ],
  ),
  atticHome(
    'r23a_nl_roof',
    'nl',
    'Zolderkamer',
    ['Fakro', 'Rolluik zolder', 'Raam zolder'],
    [['ordinary roof-window', 'doe het dakraam open']],
  ),
  atticHome(
    'r23a_it_roof',
    'it',
    'Mansarda',
    ['Velux mansarda', 'Tapparella mansarda', 'Finestra mansarda'],
    [['ordinary roof-window', 'apri il lucernario']],
  ),
  atticHome(
    'r23a_pl_roof',
    'pl',
    'Poddasze',
    ['Fakro poddasze', 'Roleta poddasze', 'Okno poddasze'],
    [['ordinary roof-window', 'otwórz okno dachowe']],
  ),
  atticHome(
    'r23a_ja_roof',
    'ja',
    '屋根裏',
    ['ベルックス', '屋根裏シャッター', '屋根裏の窓'],
    [['ordinary roof-window', '天窓を開けて']],
  ),
  atticHome(
    'r23a_sv_roof',
    'sv',
    'Vindsrum',
    ['Velux vind', 'Rullgardin vind', 'Fönster vind'],
    [['ordinary roof-window', 'öppna takfönstret']],
  ),
];

export const TWENTY_THIRD_ROUND_A2: EvalSuite[] = [
  ...SERVED_IN_NAME,
  ...ELECTRIC_FAN,
  ...GIVE_WATER,
  ...CLOSING_PARTICLE,
  ...ROOF_WINDOW,
];
