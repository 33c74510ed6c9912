// Issue 26, round 28a: cases of our own, in homes of our own, for kitchens, laundry and cleaning (none is a
// slice's request or home). The first tag is the category, the second the rule exercised; a `-not` rule tag
// marks a neighbouring reading the rule must leave as it was.
import { c, type EvalDevice, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** A machine with its switch and the sensors its integration gives beside it. */
function machine(area: string, name: string, entities: EvalDevice['entities']): EvalDevice {
  return { name, area, entities };
}

/** Rule 1: a question about a machine's progress asks for its remaining-time, end or state sensor. */
const PROGRESS: EvalSuite[] = [
  home(
    'r28a_en_semi',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['utility', 'Utility Room'],
    ],
    [
      machine('utility', 'Washing Machine', [
        ['switch.washing_machine', 'Washing Machine'],
        ['sensor.washing_machine_time', 'Washing Machine Time Remaining', { deviceClass: 'duration' }],
        ['sensor.washing_machine_state', 'Washing Machine Operation State'],
        ['sensor.washing_machine_power', 'Washing Machine Power', { deviceClass: 'power' }],
      ]),
      one('kitchen', 'switch.kettle', 'Kettle'),
      one('kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'),
    ],
    [
      c('ordinary progress', 'how much longer is the washing machine', ['sensor.washing_machine_time']),
      c('ordinary progress', 'is the washing machine done', ['sensor.washing_machine_state']),
      c('ordinary progress-not', 'turn off the washing machine', ['switch.washing_machine']),
      c('ordinary progress-not', 'washing machine power', ['sensor.washing_machine_power']),
      c('ordinary progress-not', 'is the kettle done', ['switch.kettle']),
    ],
  ),
  home(
    'r28a_de_reihenhaus',
    'de',
    [
      ['kueche', 'Küche'],
      ['keller', 'Keller'],
    ],
    [
      machine('keller', 'Trockner', [
        ['switch.trockner', 'Trockner'],
        ['sensor.trockner_ende', 'Trockner Programmende', { deviceClass: 'timestamp' }],
        ['sensor.trockner_zustand', 'Trockner Betriebszustand'],
      ]),
      one('kueche', 'switch.kaffeemaschine', 'Kaffeemaschine'),
    ],
    [
      c('ordinary progress', 'wann ist der Trockner fertig', ['sensor.trockner_ende']),
      c('ordinary progress', 'ist der Trockner schon fertig', ['sensor.trockner_zustand']),
      c('ordinary progress-not', 'schalte den Trockner aus', ['switch.trockner']),
      c('ordinary progress-not', 'ist die Kaffeemaschine fertig', ['switch.kaffeemaschine']),
    ],
  ),
  home(
    'r28a_es_piso',
    'es',
    [
      ['cocina', 'Cocina'],
      ['galeria', 'Galería'],
    ],
    [
      machine('galeria', 'Lavadora', [
        ['switch.lavadora', 'Lavadora'],
        ['sensor.lavadora_restante', 'Lavadora tiempo restante', { deviceClass: 'duration' }],
      ]),
      one('cocina', 'light.cocina', 'Luz cocina'),
    ],
    [
      c('ordinary progress', 'cuánto le falta a la lavadora', ['sensor.lavadora_restante']),
      c('ordinary progress-not', 'apaga la lavadora', ['switch.lavadora']),
    ],
  ),
  home(
    'r28a_fr_maison',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['cellier', 'Cellier'],
    ],
    [
      machine('cellier', 'Lave-linge', [
        ['switch.lave_linge', 'Prise lave-linge'],
        ['sensor.lave_linge_restant', 'Lave-linge temps restant', { deviceClass: 'duration' }],
      ]),
    ],
    [
      c('ordinary progress', 'le lave-linge a fini', ['sensor.lave_linge_restant']),
      c('ordinary progress-not', 'coupe le lave-linge', ['switch.lave_linge']),
    ],
  ),
  home(
    'r28a_it_casa',
    'it',
    [
      ['cucina', 'Cucina'],
      ['lavanderia', 'Lavanderia'],
    ],
    [
      machine('lavanderia', 'Asciugatrice', [
        ['switch.asciugatrice', 'Asciugatrice'],
        ['sensor.asciugatrice_residuo', 'Asciugatrice tempo residuo', { deviceClass: 'duration' }],
      ]),
    ],
    [
      c('ordinary progress', "quanto manca all'asciugatrice", ['sensor.asciugatrice_residuo']),
      c('ordinary progress-not', "spegni l'asciugatrice", ['switch.asciugatrice']),
    ],
  ),
  home(
    'r28a_nl_rijtjeshuis',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['zolder', 'Zolder'],
    ],
    [
      machine('zolder', 'Wasmachine', [
        ['switch.wasmachine', 'Wasmachine'],
        ['sensor.wasmachine_status', 'Wasmachine status'],
      ]),
    ],
    [
      c('ordinary progress', 'is de wasmachine al klaar', ['sensor.wasmachine_status']),
      c('ordinary progress-not', 'zet de wasmachine uit', ['switch.wasmachine']),
    ],
  ),
  home(
    'r28a_pl_blok',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['lazienka', 'Łazienka'],
    ],
    [
      machine('lazienka', 'Suszarka', [
        ['switch.suszarka', 'Suszarka'],
        ['sensor.suszarka_czas', 'Suszarka pozostały czas', { deviceClass: 'duration' }],
      ]),
    ],
    [
      c('ordinary progress', 'kiedy suszarka skończy', ['sensor.suszarka_czas']),
      c('ordinary progress-not', 'wyłącz suszarkę', ['switch.suszarka']),
    ],
  ),
  home(
    'r28a_sv_radhus',
    'sv',
    [
      ['kok', 'Kök'],
      ['tvatt', 'Tvättstuga'],
    ],
    [
      machine('kok', 'Diskmaskin', [
        ['switch.diskmaskin', 'Diskmaskin'],
        ['sensor.diskmaskin_tid', 'Diskmaskin återstående tid', { deviceClass: 'duration' }],
      ]),
    ],
    [
      c('ordinary progress', 'är diskmaskinen klar', ['sensor.diskmaskin_tid']),
      c('ordinary progress-not', 'stäng av diskmaskinen', ['switch.diskmaskin']),
    ],
  ),
  home(
    'r28a_ko_apt',
    'ko',
    [
      ['kitchen', '주방'],
      ['utility', '다용도실'],
    ],
    [
      machine('utility', '건조기', [
        ['switch.dryer', '건조기'],
        ['sensor.dryer_state', '건조기 상태'],
      ]),
    ],
    [
      c('ordinary progress', '건조기 끝났어', ['sensor.dryer_state']),
      c('ordinary progress-not', '건조기 꺼줘', ['switch.dryer']),
    ],
  ),
  home(
    'r28a_ja_mansion',
    'ja',
    [
      ['kitchen', 'キッチン'],
      ['senmen', '洗面所'],
    ],
    [
      machine('senmen', '洗濯機', [
        ['switch.washer', '洗濯機'],
        ['sensor.washer_left', '洗濯機 残り時間', { deviceClass: 'duration' }],
      ]),
    ],
    [
      c('ordinary progress', '洗濯機はいつ終わる', ['sensor.washer_left']),
      c('ordinary progress-not', '洗濯機を止めて', ['switch.washer']),
    ],
  ),
  home(
    'r28a_zh_apt',
    'zh',
    [
      ['chufang', '厨房'],
      ['yangtai', '阳台'],
    ],
    [
      machine('yangtai', '洗衣机', [
        ['switch.washer', '洗衣机'],
        ['sensor.washer_state', '洗衣机状态'],
      ]),
    ],
    [
      c('ordinary progress', '洗衣机好了吗', ['sensor.washer_state']),
      c('ordinary progress-not', '关掉洗衣机', ['switch.washer']),
    ],
  ),
];

/** Rule 2: a door's open/closed question finds the contact sensor sharing most of its name, not another door's. */
const DOOR_WATCHER: EvalSuite[] = [
  home(
    'r28a_en_bungalow',
    'en',
    [
      ['utility', 'Utility'],
      ['hall', 'Hall'],
    ],
    [
      machine('utility', 'Side Door', [['lock.side_door', 'Side Door']]),
      one('utility', 'binary_sensor.side_door_sensor', 'Side Door Sensor', { deviceClass: 'door' }),
      one('utility', 'binary_sensor.freezer_door', 'Freezer Door', { deviceClass: 'door' }),
      one('hall', 'light.hall', 'Hall Light'),
    ],
    [
      c('device-sensor door-watcher', 'is the side door open', ['binary_sensor.side_door_sensor']),
      c('device-sensor door-watcher-not', 'unlock the side door', ['lock.side_door']),
      c('device-sensor door-watcher-not', 'is the freezer door open', ['binary_sensor.freezer_door']),
    ],
  ),
  home(
    'r28a_es_adosado',
    'es',
    [
      ['cocina', 'Cocina'],
      ['salon', 'Salón'],
    ],
    [
      machine('cocina', 'Puerta trasera', [['lock.puerta_trasera', 'Puerta trasera']]),
      one('cocina', 'binary_sensor.puerta_trasera', 'Sensor puerta trasera', { deviceClass: 'door' }),
      one('cocina', 'binary_sensor.puerta_nevera', 'Puerta nevera', { deviceClass: 'door' }),
    ],
    [
      c('device-sensor door-watcher', 'está abierta la puerta trasera', ['binary_sensor.puerta_trasera']),
      c('device-sensor door-watcher-not', 'cierra con llave la puerta trasera', ['lock.puerta_trasera']),
    ],
  ),
];

/** Rule 3: the freezer said short ("le congélo") or by its compartment ("冷冻", "冷凍", "냉동") in a fridge's name. */
const FREEZER_SHORT: EvalSuite[] = [
  home(
    'r28a_zh_two_door',
    'zh',
    [
      ['chufang', '厨房'],
      ['yangtai', '阳台'],
    ],
    [
      machine('chufang', '对开门冰箱', [
        ['sensor.fridge_cool', '对开门冷藏温度', { deviceClass: 'temperature' }],
        ['sensor.fridge_freeze', '对开门冷冻温度', { deviceClass: 'temperature' }],
      ]),
      one('yangtai', 'sensor.outside', '室外温度', { deviceClass: 'temperature' }),
    ],
    [
      c('ordinary freezer-short-not', '冷冻室的温度', ['sensor.fridge_freeze']),
      c('ordinary freezer-short-not', '室外温度', ['sensor.outside']),
    ],
  ),
  home(
    'r28a_ja_fridge',
    'ja',
    [
      ['kitchen', '台所'],
      ['niwa', '庭'],
    ],
    [
      machine('kitchen', '冷蔵庫', [
        ['sensor.reizo', '冷蔵庫 冷蔵温度', { deviceClass: 'temperature' }],
        ['sensor.reito', '冷蔵庫 冷凍温度', { deviceClass: 'temperature' }],
      ]),
      one('niwa', 'sensor.niwa_temp', '庭の温度計', { deviceClass: 'temperature' }),
    ],
    [
      c('ordinary freezer-short-not', '冷凍室の温度', ['sensor.reito']),
      c('ordinary freezer-short-not', '庭の温度', ['sensor.niwa_temp']),
    ],
  ),
  home(
    'r28a_ko_fridge',
    'ko',
    [
      ['kitchen', '부엌'],
      ['veranda', '베란다'],
    ],
    [
      machine('kitchen', '냉장고', [
        ['sensor.fridge_main', '냉장고 냉장 온도', { deviceClass: 'temperature' }],
        ['sensor.fridge_freeze', '냉장고 냉동 온도', { deviceClass: 'temperature' }],
      ]),
      one('veranda', 'sensor.veranda', '베란다 온도', { deviceClass: 'temperature' }),
    ],
    [
      c('ordinary freezer-short-not', '냉동실 온도', ['sensor.fridge_freeze']),
      c('ordinary freezer-short-not', '베란다 온도', ['sensor.veranda']),
    ],
  ),
  home(
    'r28a_fr_pavillon',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['garage', 'Garage'],
    ],
    [
      one('garage', 'switch.congelateur_garage', 'Congélateur garage'),
      one('cuisine', 'switch.frigo', 'Frigo américain'),
    ],
    [
      c('ordinary freezer-short', 'le congélo du garage', ['switch.congelateur_garage']),
      c('ordinary freezer-short-not', 'le frigo', ['switch.frigo']),
    ],
  ),
];

/** Rule 4: Polish "ile prądu bierze / ciągnie" (takes, pulls) asks a machine's power. */
const POWER_VERBS: EvalSuite[] = [
  home(
    'r28a_pl_kamienica',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['salon', 'Salon'],
    ],
    [
      machine('kuchnia', 'Zmywarka', [
        ['switch.zmywarka', 'Zmywarka'],
        ['sensor.zmywarka_moc', 'Zmywarka moc', { deviceClass: 'power' }],
      ]),
      one('salon', 'light.salon', 'Lampa salon'),
    ],
    [
      c('ordinary power-verb', 'ile prądu ciągnie zmywarka', ['sensor.zmywarka_moc']),
      c('ordinary power-verb-not', 'włącz zmywarkę', ['switch.zmywarka']),
    ],
  ),
];

/** Rule 5: the light under the wall cupboards is the worktop light, said by the cupboards or the counter. */
const WORKTOP_LIGHT: EvalSuite[] = [
  home(
    'r28a_da_parcelhus',
    'da',
    [
      ['koekken', 'Køkken'],
      ['stue', 'Stue'],
    ],
    [
      one('koekken', 'light.bordplade', 'LED bordplade'),
      one('koekken', 'light.koekken_pendel', 'Pendel køkken'),
      one('stue', 'light.stue', 'Loftlampe stue'),
    ],
    [
      c('ordinary worktop-light', 'tænd lyset under overskabene', ['light.bordplade']),
      c('ordinary worktop-light-not', 'pendlen i køkkenet', ['light.koekken_pendel']),
    ],
  ),
  home(
    'r28a_sv_villa',
    'sv',
    [
      ['kok', 'Kök'],
      ['hall', 'Hall'],
    ],
    [
      one('kok', 'light.kok_bankbelysning', 'Bänkbelysning kök'),
      one('kok', 'light.kok_taklampa', 'Taklampa kök'),
    ],
    [
      c('ordinary worktop-light', 'tänd lamporna under köksskåpen', ['light.kok_bankbelysning']),
      c('ordinary worktop-light-not', 'taklampan i köket', ['light.kok_taklampa']),
    ],
  ),
  home(
    'r28a_en_galley',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['dining', 'Dining Room'],
    ],
    [
      one('kitchen', 'light.worktop_strip', 'Worktop Strip'),
      one('kitchen', 'light.kitchen_spots', 'Kitchen Spots'),
    ],
    [
      c('ordinary worktop-light-not', 'the lights under the cupboards', ['light.worktop_strip']),
      c('ordinary worktop-light-not', 'the kitchen spots', ['light.kitchen_spots']),
    ],
  ),
];

export const ROUND_28A: EvalSuite[] = [
  ...PROGRESS,
  ...DOOR_WATCHER,
  ...FREEZER_SHORT,
  ...POWER_VERBS,
  ...WORKTOP_LIGHT,
];
